//! 2.3.5 Dates and times: data-driven cases (snapshotted), properties, and
//! the `&str` / `LocatedSpan` agreement.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use html_microsyntax::datetime::*;
use html_microsyntax::{span, Error, Span, StepError};
use proptest::prelude::*;

use common::{date_or_time, duration, global, offset};

fn show<T: ToString>(r: Result<T, Error>) -> Result<String, Error> {
    r.map(|v| v.to_string())
}

/// The function a case file runs, by its name.
fn rule(name: &str) -> fn(&str) -> Result<String, Error> {
    match name {
        "month" => |s| show(parse_month(s)),
        "date" => |s| show(parse_date(s)),
        "yearless_date" => |s| show(parse_yearless_date(s)),
        "time" => |s| show(parse_time(s)),
        "local_date_time" => |s| show(parse_local_date_time(s)),
        "time_zone_offset" => |s| parse_time_zone_offset(s).map(offset),
        "global_date_time" => |s| parse_global_date_time(s).map(global),
        "week" => |s| show(parse_week(s)),
        "duration" => |s| parse_duration(s).map(duration),
        "date_or_time" => |s| parse_date_or_time(s).map(date_or_time),
        "valid_month" => |s| show(validate_month(s)),
        "valid_date" => |s| show(validate_date(s)),
        "valid_yearless_date" => |s| show(validate_yearless_date(s)),
        "valid_time" => |s| show(validate_time(s)),
        "valid_local_date_time" => |s| show(validate_local_date_time(s)),
        "valid_normalized_local_date_time" => |s| show(validate_normalized_local_date_time(s)),
        "valid_time_zone_offset" => |s| validate_time_zone_offset(s).map(offset),
        "valid_global_date_time" => |s| validate_global_date_time(s).map(global),
        "valid_week" => |s| show(validate_week(s)),
        "valid_duration" => |s| validate_duration(s).map(duration),
        "valid_date_with_optional_time" => {
            |s| validate_date_with_optional_time(s).map(date_or_time)
        }
        other => panic!("no rule for case file {other}.cases"),
    }
}

/// The boolean check that must agree with each validate_* case file.
fn is_valid(name: &str) -> Option<fn(&str) -> bool> {
    Some(match name {
        "valid_month" => is_valid_month,
        "valid_date" => is_valid_date,
        "valid_yearless_date" => is_valid_yearless_date,
        "valid_time" => is_valid_time,
        "valid_local_date_time" => is_valid_local_date_time,
        "valid_normalized_local_date_time" => is_valid_normalized_local_date_time,
        "valid_time_zone_offset" => is_valid_time_zone_offset,
        "valid_global_date_time" => is_valid_global_date_time,
        "valid_week" => is_valid_week,
        "valid_duration" => is_valid_duration,
        "valid_date_with_optional_time" => is_valid_date_with_optional_time,
        _ => return None,
    })
}

#[test]
fn datetime_cases() {
    common::settings().bind(|| {
        insta::glob!("data/datetime/*.cases", |path| {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default();
            let f = rule(name);
            if let Some(check) = is_valid(name) {
                for case in common::load_cases(path) {
                    assert_eq!(
                        check(&case.input),
                        !case.expected.starts_with('!'),
                        "{name}:{}: is_valid disagrees on {:?}",
                        case.line,
                        case.input
                    );
                }
            }
            insta::assert_snapshot!("datetime", common::run_cases(path, f));
        });
    });
}

// ---------------------------------------------------------------------------
// Edge cases named in the brief, asserted directly.

#[test]
fn leap_days_and_week_53() {
    assert!(parse_date("2000-02-29").is_ok());
    assert_eq!(
        parse_date("1900-02-29").unwrap_err().to_string(),
        "day 29 is out of range for 1900-02, expected 01 to 28 at line 1, column 9"
    );
    assert!(parse_week("2020-W53").is_ok());
    assert_eq!(
        parse_week("2021-W53").unwrap_err().kind().code(),
        "week_out_of_range"
    );
}

#[test]
fn year_zero_after_utc_conversion() {
    let g = parse_global_date_time("0001-01-01T00:00+00:01").unwrap();
    assert_eq!(
        (
            g.utc().date().year(),
            g.utc().date().month(),
            g.utc().date().day()
        ),
        (0, 12, 31)
    );
    assert_eq!((g.utc().time().hour(), g.utc().time().minute()), (23, 59));
    assert_eq!(g.to_string(), "0001-01-01T00:00+00:01");
    assert_eq!(g.to_utc_string(), "0000-12-31T23:59Z");
}

#[test]
fn huge_years() {
    assert_eq!(parse_date("275760-09-13").unwrap().year(), 275_760);
    assert_eq!(parse_date("999999999-12-31").unwrap().year(), MAX_YEAR);
    let e = parse_date("1000000000-01-01").unwrap_err();
    assert_eq!(
        e.to_string(),
        "year is beyond the supported range 1 to 999999999 at line 1, column 1"
    );
    let g = parse_global_date_time("999999999-12-31T23:59-00:01").unwrap();
    assert_eq!(g.utc().date().year(), MAX_YEAR + 1);
}

#[test]
fn error_messages_read_expected_versus_found() {
    let msg = |r: Result<(), Error>| r.unwrap_err().kind().to_string();
    assert_eq!(
        msg(parse_time_zone_offset("+123").map(drop)),
        "expected two digits (hh) or four digits (hhmm), found the end of the input"
    );
    assert_eq!(
        msg(parse_duration("P1M").map(drop)),
        "a duration cannot count months or years, expected weeks, days, hours, minutes or seconds"
    );
    assert_eq!(
        msg(parse_duration("1.5h").map(drop)),
        "expected 'S' or 's' (only seconds may have a fraction), found 'h'"
    );
    assert_eq!(
        msg(parse_yearless_date("02-30").map(drop)),
        "day 30 is out of range for month 02, expected 01 to 29"
    );
    assert_eq!(
        msg(parse_time("12:15:30.").map(drop)),
        "expected a digit, found the end of the input"
    );
}

#[test]
fn non_ascii_input_is_located_in_characters() {
    let input = "２０２４-01-01";
    let e = parse_date(input).unwrap_err();
    assert_eq!(
        (e.kind().code(), e.offset(), e.column()),
        ("digit_count", 0, 1)
    );
    let input = "2024-01-01T12:00é";
    let e = parse_global_date_time(input).unwrap_err();
    assert_eq!((e.offset(), e.column()), (16, 17));
    assert_eq!(
        e.report(input).to_string(),
        "2024-01-01T12:00é\n                ^ expected 'Z', '+' or '-', found 'é'"
    );
}

#[test]
fn dom_conversions() {
    let d = parse_date("2024-02-29").unwrap();
    assert_eq!(d.to_milliseconds(), 1_709_164_800_000.0);
    assert_eq!(
        Date::from_milliseconds(1_709_164_800_000.0 + 86_399_999.0),
        Ok(d)
    );
    assert_eq!(
        Date::from_milliseconds(-62_135_596_800_000.0)
            .unwrap()
            .to_string(),
        "0001-01-01"
    );
    assert_eq!(
        Date::from_milliseconds(-62_135_596_800_001.0),
        Err(RangeError)
    );
    let m = parse_month("2024-02").unwrap();
    assert_eq!(m.to_months_since_epoch(), 649.0);
    assert_eq!(Month::from_months_since_epoch(649.9), Ok(m));
    let w = parse_week("2020-W53").unwrap();
    assert_eq!(
        Date::from_milliseconds(w.to_milliseconds())
            .unwrap()
            .to_string(),
        "2020-12-28"
    );
    assert_eq!(
        Week::from_milliseconds(parse_date("2021-01-03").unwrap().to_milliseconds()),
        Ok(w)
    );
    let t = parse_time("23:59:59.999").unwrap();
    assert_eq!(t.to_milliseconds(), 86_399_999.0);
    assert_eq!(Time::from_milliseconds(86_399_999.0), Ok(t));
    assert_eq!(Time::from_milliseconds(-1.0), Err(RangeError));
    let dt = parse_local_date_time("1970-01-01T00:00:00.001").unwrap();
    assert_eq!(dt.to_milliseconds(), 1.0);
    assert_eq!(LocalDateTime::from_milliseconds(1.0), Ok(dt));
    assert_eq!(LocalDateTime::from_milliseconds(f64::NAN), Err(RangeError));
}

#[test]
fn dom_conversions_of_the_largest_year() {
    // Regression (review): beyond 2^53 ms the double for a midnight can sit
    // just below it; the date must not come back a day early.
    let last = parse_date("999999999-12-31").unwrap();
    assert_eq!(Date::from_milliseconds(last.to_milliseconds()), Ok(last));
    for s in ["292279426-01-01", "500000000-06-15", "999999998-03-01"] {
        let d = parse_date(s).unwrap();
        assert_eq!(Date::from_milliseconds(d.to_milliseconds()), Ok(d), "{s}");
    }
    let w = parse_week("999999999-W52").unwrap();
    assert_eq!(Week::from_milliseconds(w.to_milliseconds()), Ok(w));
    // 999999999-12-31 is 365241780471 days after 1970-01-01: the exact
    // 31556889832694400000 ms is not a double; the nearest one
    // (3.15568898326944e19) is 1024 ms short, in the day before, and
    // from_milliseconds reads a value within one double spacing below a
    // midnight as that midnight.
    let d = parse_date("999999999-12-31").unwrap();
    assert_eq!(d.to_milliseconds(), 3.15568898326944e19);
    assert_eq!(Date::from_milliseconds(d.to_milliseconds()), Ok(d));
    assert!(parse_week("999999999-W52").unwrap().to_milliseconds() > 3.15e19);
    let dt = parse_local_date_time("999999999-12-31T12:00").unwrap();
    assert_eq!(Date::from_milliseconds(dt.to_milliseconds()), Ok(d));
}

#[test]
fn durations_convert_to_std() {
    let d = parse_duration("P1DT0.25S").unwrap();
    assert_eq!(
        std::time::Duration::from(d),
        std::time::Duration::new(86_400, 250_000_000)
    );
    assert_eq!(d.as_seconds_f64(), 86_400.25);
}

// ---------------------------------------------------------------------------
// Properties.

fn year() -> impl Strategy<Value = u32> {
    prop_oneof![4 => 1u32..=3000, 1 => 1u32..=MAX_YEAR]
}

fn date() -> impl Strategy<Value = Date> {
    (year(), 1u8..=12, 1u8..=31)
        .prop_map(|(y, m, d)| Date::new(y, m, d.min(days_in_month(y, m))).unwrap())
}

fn time() -> impl Strategy<Value = Time> {
    (
        0u8..24,
        0u8..60,
        0u8..60,
        prop_oneof![Just(0u32), 0u32..1000, 0u32..1_000_000_000],
    )
        .prop_map(|(h, m, s, n)| {
            // Whole milliseconds for the middle strategy.
            let n = if n < 1000 { n * 1_000_000 } else { n };
            Time::new(h, m, s, n).unwrap()
        })
}

fn offset_value() -> impl Strategy<Value = TimeZoneOffset> {
    (-1439i16..=1439).prop_map(|m| TimeZoneOffset::from_minutes(m).unwrap())
}

fn local() -> impl Strategy<Value = LocalDateTime> {
    (date(), time()).prop_map(|(d, t)| LocalDateTime::new(d, t))
}

fn global_value() -> impl Strategy<Value = GlobalDateTime> {
    (local(), offset_value()).prop_map(|(l, z)| GlobalDateTime::new(l, z).unwrap())
}

/// A valid time string (one to three fraction digits, optional zero seconds).
fn valid_time_string() -> impl Strategy<Value = String> {
    (
        0u8..24,
        0u8..60,
        proptest::option::of((0u8..60, proptest::option::of("[0-9]{1,3}"))),
    )
        .prop_map(|(h, m, s)| match s {
            None => format!("{h:02}:{m:02}"),
            Some((s, None)) => format!("{h:02}:{m:02}:{s:02}"),
            Some((s, Some(f))) => format!("{h:02}:{m:02}:{s:02}.{f}"),
        })
}

fn valid_date_string() -> impl Strategy<Value = String> {
    (date(), 0usize..3).prop_map(|(d, pad)| format!("{}{d}", "0".repeat(pad)))
}

fn valid_offset_string() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("Z".to_string()),
        (0u8..24, 0u8..60, any::<bool>(), any::<bool>()).prop_filter_map(
            "-00:00 is not valid",
            |(h, m, neg, colon)| {
                if neg && h == 0 && m == 0 {
                    return None;
                }
                let sign = if neg { '-' } else { '+' };
                let colon = if colon { ":" } else { "" };
                Some(format!("{sign}{h:02}{colon}{m:02}"))
            }
        )
    ]
}

/// A valid duration string of either form.
fn valid_duration_string() -> impl Strategy<Value = String> {
    let iso = (
        proptest::option::of(0u64..100_000),
        proptest::option::of(0u64..1000),
        proptest::option::of(0u64..1000),
        proptest::option::of((0u64..100_000, proptest::option::of("[0-9]{1,3}"))),
    )
        .prop_filter_map("needs a component", |(d, h, m, s)| {
            if d.is_none() && h.is_none() && m.is_none() && s.is_none() {
                return None;
            }
            let mut out = "P".to_string();
            if let Some(d) = d {
                out += &format!("{d}D");
            }
            if h.is_some() || m.is_some() || s.is_some() {
                out.push('T');
                if let Some(h) = h {
                    out += &format!("{h}H");
                }
                if let Some(m) = m {
                    out += &format!("{m}M");
                }
                if let Some((s, f)) = s {
                    out += &s.to_string();
                    if let Some(f) = f {
                        out += &format!(".{f}");
                    }
                    out.push('S');
                }
            }
            Some(out)
        });
    let ws = "[ \t\n\r\x0c]{0,2}";
    let component = (ws, 0u64..10_000, proptest::option::of("[0-9]{1,3}"), ws, ws);
    let components = (
        Just(vec!['w', 'D', 'h', 'M', 's', 'W', 'd', 'H', 'm', 'S']).prop_shuffle(),
        proptest::collection::vec(component, 1..=5),
    )
        .prop_map(|(units, comps)| {
            let mut seen = Vec::new();
            let mut out = String::new();
            for (unit, (w1, n, f, w2, w3)) in units.into_iter().zip(comps) {
                if seen.contains(&unit.to_ascii_lowercase()) {
                    continue;
                }
                seen.push(unit.to_ascii_lowercase());
                out += &format!("{w1}{n}");
                if let (Some(f), 's') = (f, unit.to_ascii_lowercase()) {
                    out += &format!(".{f}");
                }
                out += &format!("{w2}{unit}{w3}");
            }
            out
        });
    prop_oneof![iso, components]
}

/// Parses with a `LocatedSpan` and reports the value and the offset reached,
/// or the error's kind and offset.
fn via_span<'a, T>(
    input: &'a str,
    f: impl FnOnce(Span<'a>) -> nom::IResult<Span<'a>, T, StepError<Span<'a>>>,
) -> Result<(T, usize), (String, usize)> {
    match f(span(input)) {
        Ok((rest, v)) => Ok((v, rest.location_offset())),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err((e.kind.code().to_string(), e.input.location_offset()))
        }
        Err(nom::Err::Incomplete(_)) => Err(("incomplete".into(), 0)),
    }
}

fn via_str<'a, T>(
    input: &'a str,
    f: impl FnOnce(&'a str) -> nom::IResult<&'a str, T, StepError<&'a str>>,
) -> Result<(T, usize), (String, usize)> {
    match f(input) {
        Ok((rest, v)) => Ok((v, input.len() - rest.len())),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err((e.kind.code().to_string(), input.len() - e.input.len()))
        }
        Err(nom::Err::Incomplete(_)) => Err(("incomplete".into(), 0)),
    }
}

/// Strings near the syntaxes (shared with the other datetime tests).
fn near_string() -> impl Strategy<Value = String> {
    common::near_datetime_string()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn month_round_trips(y in year(), m in 1u8..=12) {
        let v = Month::new(y, m).unwrap();
        prop_assert_eq!(parse_month(&v.to_string()), Ok(v));
        prop_assert!(is_valid_month(&v.to_string()));
        prop_assert_eq!(Month::from_months_since_epoch(v.to_months_since_epoch()), Ok(v));
    }

    #[test]
    fn date_round_trips(v in date()) {
        prop_assert_eq!(parse_date(&v.to_string()), Ok(v));
        prop_assert!(is_valid_date(&v.to_string()));
        prop_assert_eq!(v.to_string().parse::<Date>(), Ok(v));
        prop_assert!(v.to_milliseconds().is_finite());
        // Over the whole year range (beyond 2^53 ms the double is rounded).
        prop_assert_eq!(Date::from_milliseconds(v.to_milliseconds()), Ok(v));
    }

    #[test]
    fn yearless_date_round_trips(m in 1u8..=12, d in 1u8..=31) {
        let v = YearlessDate::new(m, d.min(days_in_month(2000, m))).unwrap();
        prop_assert_eq!(parse_yearless_date(&v.to_string()), Ok(v));
        prop_assert_eq!(parse_yearless_date(&format!("--{v}")), Ok(v));
    }

    #[test]
    fn time_round_trips(v in time()) {
        prop_assert_eq!(parse_time(&v.to_string()), Ok(v));
        // Whole milliseconds give a valid time string.
        prop_assert_eq!(is_valid_time(&v.to_string()), v.nanosecond() % 1_000_000 == 0);
        prop_assert_eq!(Time::from_milliseconds(v.to_milliseconds()), Ok(v));
    }

    #[test]
    fn local_round_trips(v in local()) {
        let s = v.to_string();
        prop_assert_eq!(parse_local_date_time(&s), Ok(v));
        prop_assert!(v.to_milliseconds().is_finite());
        prop_assert_eq!(
            is_valid_normalized_local_date_time(&s),
            v.time().nanosecond() % 1_000_000 == 0
        );
    }

    #[test]
    fn offset_round_trips(v in offset_value()) {
        prop_assert_eq!(parse_time_zone_offset(&v.to_string()), Ok(v));
        prop_assert!(is_valid_time_zone_offset(&v.to_string()));
    }

    #[test]
    fn global_round_trips(v in global_value()) {
        prop_assert_eq!(parse_global_date_time(&v.to_string()), Ok(v));
        // The UTC form parses to the same moment (when its year is > 0).
        if v.utc().date().year() >= 1 && v.utc().date().year() <= MAX_YEAR {
            let utc = parse_global_date_time(&v.to_utc_string()).unwrap();
            prop_assert_eq!(utc.utc(), v.utc());
        }
        prop_assert_eq!(format!("{}{}", v.local(), v.offset()), v.to_string());
    }

    /// Step 9 (subtract the offset, rolling the date over) against chrono's
    /// calendar arithmetic, including the first and last days of the years.
    #[test]
    fn utc_moment_is_local_minus_offset(
        y in prop_oneof![1u32..=3000, Just(1), Just(9999), Just(262_000)],
        m in 1u8..=12,
        d in prop_oneof![1u8..=31, Just(1), Just(31)],
        t in time(),
        z in offset_value(),
    ) {
        use chrono::{Datelike, Timelike};
        let date = Date::new(y, m, d.min(days_in_month(y, m))).unwrap();
        let g = GlobalDateTime::new(LocalDateTime::new(date, t), z).unwrap();
        let theirs = chrono::NaiveDate::from_ymd_opt(y as i32, u32::from(m), u32::from(date.day()))
            .unwrap()
            .and_hms_nano_opt(u32::from(t.hour()), u32::from(t.minute()), u32::from(t.second()), t.nanosecond())
            .unwrap()
            - chrono::Duration::minutes(i64::from(z.total_minutes()));
        let (ud, ut) = (g.utc().date(), g.utc().time());
        prop_assert_eq!(
            (i64::from(ud.year()), u32::from(ud.month()), u32::from(ud.day())),
            (i64::from(theirs.year()), theirs.month(), theirs.day())
        );
        prop_assert_eq!(
            (u32::from(ut.hour()), u32::from(ut.minute()), u32::from(ut.second()), ut.nanosecond()),
            (theirs.hour(), theirs.minute(), theirs.second(), theirs.nanosecond())
        );
    }

    #[test]
    fn week_round_trips(y in year(), w in 1u8..=53) {
        let v = Week::new(y, w.min(weeks_in_week_year(y))).unwrap();
        prop_assert_eq!(parse_week(&v.to_string()), Ok(v));
        prop_assert!(v.to_milliseconds().is_finite());
        prop_assert_eq!(Week::from_milliseconds(v.to_milliseconds()), Ok(v));
    }

    #[test]
    fn duration_round_trips(s in any::<u64>(), n in prop_oneof![Just(0u32), 0u32..1_000_000_000]) {
        let v = Duration::new(s, n).unwrap();
        prop_assert_eq!(parse_duration(&v.to_string()), Ok(v));
        prop_assert_eq!(is_valid_duration(&v.to_string()), n % 1_000_000 == 0);
    }

    #[test]
    fn date_or_time_round_trips(d in date(), t in time(), g in global_value()) {
        prop_assert_eq!(parse_date_or_time(&d.to_string()), Ok(DateOrTime::Date(d)));
        prop_assert_eq!(parse_date_or_time(&t.to_string()), Ok(DateOrTime::Time(t)));
        prop_assert_eq!(parse_date_or_time(&g.to_string()), Ok(DateOrTime::Global(g)));
    }

    // Generated valid strings are valid, and validation agrees with parsing.
    #[test]
    fn valid_strings_parse_to_the_same_value(
        d in valid_date_string(),
        t in valid_time_string(),
        z in valid_offset_string(),
        sep in prop_oneof![Just("T"), Just(" ")],
    ) {
        prop_assert_eq!(validate_date(&d), parse_date(&d));
        prop_assert!(is_valid_date(&d));
        prop_assert_eq!(validate_time(&t), parse_time(&t));
        prop_assert!(is_valid_time(&t));
        prop_assert_eq!(validate_time_zone_offset(&z), parse_time_zone_offset(&z));
        let local = format!("{d}{sep}{t}");
        prop_assert_eq!(validate_local_date_time(&local), parse_local_date_time(&local));
        let global = format!("{d}{sep}{t}{z}");
        prop_assert_eq!(validate_global_date_time(&global), parse_global_date_time(&global));
        prop_assert!(is_valid_date_with_optional_time(&global));
        prop_assert!(is_valid_date_with_optional_time(&d));
        let normalized = parse_local_date_time(&local).unwrap().to_string();
        prop_assert!(is_valid_normalized_local_date_time(&normalized));
    }

    #[test]
    fn valid_durations_parse_to_the_same_value(s in valid_duration_string()) {
        prop_assert_eq!(validate_duration(&s), parse_duration(&s), "{:?}", s);
        prop_assert!(is_valid_duration(&s), "{:?}", s);
    }

    // A valid string always parses to the same value.
    #[test]
    fn valid_implies_parse(s in near_string()) {
        if let Ok(v) = validate_month(&s) { prop_assert_eq!(parse_month(&s), Ok(v)); }
        if let Ok(v) = validate_yearless_date(&s) {
            prop_assert_eq!(parse_yearless_date(&s), Ok(v));
        }
        if let Ok(v) = validate_date(&s) { prop_assert_eq!(parse_date(&s), Ok(v)); }
        if let Ok(v) = validate_time(&s) { prop_assert_eq!(parse_time(&s), Ok(v)); }
        if let Ok(v) = validate_local_date_time(&s) { prop_assert_eq!(parse_local_date_time(&s), Ok(v)); }
        if let Ok(v) = validate_normalized_local_date_time(&s) {
            prop_assert_eq!(parse_local_date_time(&s), Ok(v));
            prop_assert_eq!(v.to_string(), s.clone());
        }
        if let Ok(v) = validate_time_zone_offset(&s) { prop_assert_eq!(parse_time_zone_offset(&s), Ok(v)); }
        if let Ok(v) = validate_global_date_time(&s) { prop_assert_eq!(parse_global_date_time(&s), Ok(v)); }
        if let Ok(v) = validate_week(&s) { prop_assert_eq!(parse_week(&s), Ok(v)); }
        if let Ok(v) = validate_duration(&s) { prop_assert_eq!(parse_duration(&s), Ok(v)); }
        if let Ok(v) = validate_date_with_optional_time(&s) { prop_assert_eq!(parse_date_or_time(&s), Ok(v)); }
    }

    // The &str and LocatedSpan paths agree, on values, rests and errors.
    #[test]
    fn str_and_span_agree(s in near_string()) {
        macro_rules! agree {
            ($f:ident) => {
                prop_assert_eq!(
                    via_str(&s, |i| $f(i)),
                    via_span(&s, |i| $f(i)),
                    "{} {:?}",
                    stringify!($f),
                    s
                );
            };
        }
        agree!(month_component);
        agree!(date_component);
        agree!(yearless_date_component);
        agree!(time_component);
        agree!(local_date_time_component);
        agree!(time_zone_offset_component);
        agree!(global_date_time_component);
        agree!(week_component);
        agree!(date_or_time_component);
    }

    // No input panics, and no error points past the end.
    #[test]
    fn arbitrary_strings_never_panic(s in prop_oneof![near_string(), any::<String>()]) {
        let errors = [
            parse_month(&s).err(),
            parse_date(&s).err(),
            parse_yearless_date(&s).err(),
            parse_time(&s).err(),
            parse_local_date_time(&s).err(),
            parse_time_zone_offset(&s).err(),
            parse_global_date_time(&s).err(),
            parse_week(&s).err(),
            parse_duration(&s).err(),
            parse_date_or_time(&s).err(),
            validate_normalized_local_date_time(&s).err(),
            validate_duration(&s).err(),
            validate_date_with_optional_time(&s).err(),
        ];
        for e in errors.into_iter().flatten() {
            prop_assert!(e.offset() <= s.len());
            prop_assert!(s.is_char_boundary(e.offset()));
        }
    }

    #[test]
    fn dom_conversions_never_panic(x in any::<f64>()) {
        let _ = Date::from_milliseconds(x);
        let _ = Week::from_milliseconds(x);
        let _ = Time::from_milliseconds(x);
        let _ = LocalDateTime::from_milliseconds(x);
        let _ = Month::from_months_since_epoch(x);
    }
}

/// Found by fuzzing: beyond 2^53 ms the nearest double to a day's start
/// could fall a few milliseconds into the day before, so
/// `Date::from_milliseconds(d.to_milliseconds())` gave the previous day
/// (999299929-09-06 came back as 09-05). Dates and weeks now read back over
/// the whole year range.
#[test]
fn milliseconds_read_back_beyond_2_pow_53() {
    use html_microsyntax::datetime::{Date, LocalDateTime, Time, Week, MAX_YEAR};
    let d = Date::new(999_299_929, 9, 6).unwrap();
    assert_eq!(Date::from_milliseconds(d.to_milliseconds()), Ok(d));
    let mut year = 1;
    while year <= MAX_YEAR {
        for (month, day) in [(1, 1), (2, 28), (9, 6), (12, 31)] {
            let d = Date::new(year, month, day).unwrap();
            assert_eq!(Date::from_milliseconds(d.to_milliseconds()), Ok(d), "{d}");
            // A date and time keeps the nearest double (exact to 2^53 only).
            let l = LocalDateTime::new(d, Time::new(0, 0, 0, 0).unwrap());
            if year <= 275_760 {
                assert_eq!(
                    LocalDateTime::from_milliseconds(l.to_milliseconds()),
                    Ok(l),
                    "{l}"
                );
            }
        }
        if let Some(w) = Week::new(year, 1) {
            assert_eq!(Week::from_milliseconds(w.to_milliseconds()), Ok(w), "{w}");
        }
        year = year * 3 / 2 + 7;
    }
    let last = Date::new(MAX_YEAR, 12, 31).unwrap();
    assert_eq!(Date::from_milliseconds(last.to_milliseconds()), Ok(last));
}
