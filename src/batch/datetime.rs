//! The date and time syntaxes of the batch mode (spec 2.3.5): names, descriptions,
//! and the JSON result shapes of `docs/cli.md`.

use crate::datetime::{
    self, Date, DateOrTime, GlobalDateTime, LocalDateTime, Time, TimeZoneOffset,
};
use crate::numbers::decimal_to_f64;
use crate::Error;
use serde_json::{json, Map, Number, Value};

/// The syntax names of this family, with a one-line description each.
pub const SYNTAXES: &[(&str, &str)] = &[
    ("month", "parse a month string (2.3.5.1): {year, month}"),
    ("date", "parse a date string (2.3.5.2): {year, month, day}"),
    (
        "yearless_date",
        "parse a yearless date string (2.3.5.3): {month, day}",
    ),
    (
        "time",
        "parse a time string (2.3.5.4): {hour, minute, second}",
    ),
    (
        "local_datetime",
        "parse a local date and time string (2.3.5.5)",
    ),
    (
        "normalized_local_datetime",
        "parse a local date and time string, then write the valid normalized string (2.3.5.5)",
    ),
    (
        "time_zone_offset",
        "parse a time-zone offset string (2.3.5.6): {hours, minutes}",
    ),
    (
        "global_datetime",
        "parse a global date and time string (2.3.5.7): {utc, offset}",
    ),
    ("week", "parse a week string (2.3.5.8): {year, week}"),
    ("duration", "parse a duration string (2.3.5.9): {seconds}"),
    (
        "date_or_time",
        "parse a date or time string (2.3.5.10): {date} or {time} or {global}",
    ),
];

/// Runs the date and time syntax `syntax` on `input`; `None` when `syntax`
/// is not one of [`SYNTAXES`].
pub fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    Some(match syntax {
        "month" => {
            datetime::parse_month(input).map(|m| json!({"year": m.year(), "month": m.month()}))
        }
        "date" => datetime::parse_date(input).map(date),
        "yearless_date" => datetime::parse_yearless_date(input)
            .map(|d| json!({"month": d.month(), "day": d.day()})),
        "time" => datetime::parse_time(input).map(time),
        "local_datetime" => datetime::parse_local_date_time(input).map(local),
        "normalized_local_datetime" => {
            datetime::parse_local_date_time(input).map(|v| Value::String(v.to_string()))
        }
        "time_zone_offset" => datetime::parse_time_zone_offset(input).map(offset),
        "global_datetime" => datetime::parse_global_date_time(input).map(global),
        "week" => datetime::parse_week(input).map(|w| json!({"year": w.year(), "week": w.week()})),
        "duration" => datetime::parse_duration(input)
            .map(|d| json!({"seconds": seconds(d.seconds(), d.nanoseconds())})),
        "date_or_time" => datetime::parse_date_or_time(input).map(|v| match v {
            DateOrTime::Date(d) => json!({"date": date(d)}),
            DateOrTime::Time(t) => json!({"time": time(t)}),
            DateOrTime::Global(g) => json!({"global": global(g)}),
        }),
        _ => return None,
    })
}

/// Whole seconds as a JSON integer, or with the fraction as the nearest
/// double (read from the exact decimal digits: 30.75, not 30.749999…).
fn seconds(whole: u64, nanoseconds: u32) -> Value {
    if nanoseconds == 0 {
        return Value::from(whole);
    }
    let exact = u128::from(whole) * 1_000_000_000 + u128::from(nanoseconds);
    Number::from_f64(decimal_to_f64(exact, -9)).map_or(Value::Null, Value::Number)
}

fn date(d: Date) -> Value {
    json!({"year": d.year(), "month": d.month(), "day": d.day()})
}

fn time(t: Time) -> Value {
    json!({"hour": t.hour(), "minute": t.minute(), "second": seconds(u64::from(t.second()), t.nanosecond())})
}

fn local(v: LocalDateTime) -> Value {
    let mut map = Map::new();
    for value in [date(v.date()), time(v.time())] {
        if let Value::Object(fields) = value {
            map.extend(fields);
        }
    }
    Value::Object(map)
}

fn offset(z: TimeZoneOffset) -> Value {
    json!({"hours": z.hours(), "minutes": z.minutes()})
}

fn global(g: GlobalDateTime) -> Value {
    json!({"utc": local(g.utc()), "offset": offset(g.offset())})
}

/// The valid (normalized) string of the parsed value, where one exists: a
/// value finer than a millisecond has a `Display` that no valid string has,
/// so each string is checked before it is offered.
pub fn serialize(syntax: &str, input: &str) -> Option<String> {
    let (written, valid): (String, fn(&str) -> bool) = match syntax {
        "month" => (
            datetime::parse_month(input).ok()?.to_string(),
            datetime::is_valid_month,
        ),
        "date" => (
            datetime::parse_date(input).ok()?.to_string(),
            datetime::is_valid_date,
        ),
        "yearless_date" => (
            datetime::parse_yearless_date(input).ok()?.to_string(),
            datetime::is_valid_yearless_date,
        ),
        "time" => (
            datetime::parse_time(input).ok()?.to_string(),
            datetime::is_valid_time,
        ),
        "local_datetime" | "normalized_local_datetime" => (
            datetime::parse_local_date_time(input).ok()?.to_string(),
            datetime::is_valid_normalized_local_date_time,
        ),
        "time_zone_offset" => (
            datetime::parse_time_zone_offset(input).ok()?.to_string(),
            datetime::is_valid_time_zone_offset,
        ),
        "global_datetime" => (
            datetime::parse_global_date_time(input).ok()?.to_string(),
            datetime::is_valid_global_date_time,
        ),
        "week" => (
            datetime::parse_week(input).ok()?.to_string(),
            datetime::is_valid_week,
        ),
        "duration" => (
            datetime::parse_duration(input).ok()?.to_string(),
            datetime::is_valid_duration,
        ),
        "date_or_time" => (
            datetime::parse_date_or_time(input).ok()?.to_string(),
            |s: &str| datetime::is_valid_date_with_optional_time(s) || datetime::is_valid_time(s),
        ),
        _ => return None,
    };
    valid(&written).then_some(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serializations_are_valid_strings_or_absent() {
        assert_eq!(serialize("time", "12:00:00.1234"), None);
        assert_eq!(
            serialize("time", "12:00:00.100").as_deref(),
            Some("12:00:00.1")
        );
        assert_eq!(serialize("duration", "1h 30m").as_deref(), Some("PT1H30M"));
        assert_eq!(serialize("date", "2023-02-29"), None);
    }

    #[test]
    fn every_syntax_of_the_contract_is_listed() {
        // The date and time names of docs/cli.md.
        let names = [
            "month",
            "date",
            "yearless_date",
            "time",
            "local_datetime",
            "normalized_local_datetime",
            "time_zone_offset",
            "global_datetime",
            "week",
            "duration",
            "date_or_time",
            "valid_month",
            "valid_date",
            "valid_yearless_date",
            "valid_time",
            "valid_local_datetime",
            "valid_normalized_local_datetime",
            "valid_time_zone_offset",
            "valid_global_datetime",
            "valid_week",
            "valid_duration",
            "valid_date_with_optional_time",
        ];
        // The parse syntaxes are this family's; the checks are the
        // registry's rows, which the batch mode runs.
        let listed: Vec<&str> = SYNTAXES.iter().map(|(n, _)| *n).collect();
        assert_eq!(listed, names[..11]);
        for name in &names[11..] {
            assert!(crate::registry::find(name).is_some(), "{name}");
            assert!(crate::batch::registry_check(name).is_some(), "{name}");
        }
        // A failed check answers its first violation (result false).
        let err = crate::batch::run("valid_date_with_optional_time", "14:54")
            .unwrap()
            .unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("not_valid_form", 0));
    }

    #[test]
    fn result_shapes_follow_the_contract() {
        let ok = |syntax: &str, input: &str| run(syntax, input).unwrap().unwrap().to_string();
        assert_eq!(
            ok("time", "00:00:30.75"),
            r#"{"hour":0,"minute":0,"second":30.75}"#
        );
        assert_eq!(
            ok("time_zone_offset", "-04:30"),
            r#"{"hours":-4,"minutes":-30}"#
        );
        assert_eq!(
            ok("global_datetime", "0001-01-01T00:00+00:01"),
            r#"{"offset":{"hours":0,"minutes":1},"utc":{"day":31,"hour":23,"minute":59,"month":12,"second":0,"year":0}}"#
        );
        assert_eq!(ok("duration", "PT1.5S"), r#"{"seconds":1.5}"#);
        assert_eq!(
            ok("normalized_local_datetime", "1986-01-28 11:38:00.010"),
            r#""1986-01-28T11:38:00.01""#
        );
        assert_eq!(
            ok("date_or_time", "14:54"),
            r#"{"time":{"hour":14,"minute":54,"second":0}}"#
        );
        let err = crate::batch::run("valid_time_zone_offset", "-00:00")
            .unwrap()
            .unwrap_err();
        assert_eq!(err.kind().code(), "negative_zero_offset");
        let err = run("date", "2024-02-30").unwrap().unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
        assert!(run("integer", "1").is_none());
        for (name, _) in SYNTAXES {
            assert!(run(name, "").is_some(), "{name}");
        }
    }
}
