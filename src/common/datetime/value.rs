//! [The `datetime` value of `time`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#datetime-value):
//! one of the date, time and duration strings of 2.3.5, or a year.
//!
//! A valid value is read once: its first characters decide the one
//! alternative it can be ([`datetime_value_steps`]), and a month, date,
//! local and global date and time are one chain of steps, each stopping
//! where the shorter one ends. Only an invalid value is tried against every
//! alternative, to report the error of the one that read furthest.

use crate::base::error::{Error, ErrorKind, Expected, Found};
use crate::base::step::{Sink, Steps};
use crate::common::datetime;
use crate::common::idioms::collect_digits;

use super::date::Date;
use super::duration::duration_string_steps;
use super::global::GlobalDateTime;
use super::local::{date_time_separator, LocalDateTime};
use super::month::month_steps;
use super::practice::warn_written_year;
use super::time::time_steps;
use super::week::week_steps;
use super::yearless::yearless_date_steps;
use super::zone::time_zone_offset_steps;
use super::{byte_at, days_in_month, expected_at, hyphen_and_day};

/// A [valid year string](https://html.spec.whatwg.org/multipage/text-level-semantics.html#attr-time-datetime)
/// of `<time datetime>`: four or more ASCII digits, at least one not `0`.
fn is_valid_year(value: &str) -> bool {
    value.len() >= 4
        && value.bytes().all(|b| b.is_ascii_digit())
        && value.bytes().any(|b| b != b'0')
}

/// The `datetime` value's alternatives in one pass from `pos`: the first
/// characters name the only alternative a valid value can be, whose steps
/// then run once, reporting to `sink`; returns its name. The steps of an
/// alternative stop where it ends, so the caller's end-of-input check
/// decides (a month followed by more is read on as a date, and so on).
///
/// | starts with | alternative |
/// |---|---|
/// | `Z`, `+`, `-` and not `--` | time-zone offset |
/// | `--`, or two digits and `-` | yearless date |
/// | two digits and `:` | time |
/// | four or more digits and the end | year |
/// | four or more digits, `-W` | week |
/// | four or more digits and `-` | month, then date, local, global date and time |
/// | anything else | duration |
pub(super) fn datetime_value_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<&'static str> {
    let digits = collect_digits(text, pos) - pos;
    let after = byte_at(text, pos + digits);
    match (digits, byte_at(text, pos), after) {
        (0, Some(b'Z' | b'+'), _) => zone(text, pos, sink),
        (0, Some(b'-'), _) if byte_at(text, pos + 1) != Some(b'-') => zone(text, pos, sink),
        (0, Some(b'-'), _) | (2, _, Some(b'-')) => {
            let (end, _) = yearless_date_steps(text, pos, sink)?;
            Ok((end, "yearless date"))
        }
        (2, _, Some(b':')) => {
            let (end, _) = time_steps(text, pos, sink)?;
            Ok((end, "time"))
        }
        (4.., _, None) => year(text, pos, digits, sink),
        (4.., _, Some(b'-')) if byte_at(text, pos + digits + 1) == Some(b'W') => {
            let (end, _) = week_steps(text, pos, sink)?;
            Ok((end, "week"))
        }
        (4.., _, Some(b'-')) => month_onwards(text, pos, sink),
        _ => {
            let (end, _) = duration_string_steps(text, pos, sink)?;
            Ok((end, "duration"))
        }
    }
}

/// A time-zone offset string's steps.
fn zone(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<&'static str> {
    let (end, _) = time_zone_offset_steps(text, pos, sink)?;
    Ok((end, "time-zone offset"))
}

/// A year (`digits` ASCII digits from `pos` to the end): valid when one is
/// not `0`; probably mistyped (a warning) as a date's year is.
fn year(text: &str, pos: usize, digits: usize, sink: &mut impl Sink) -> Steps<&'static str> {
    let written = text.as_bytes().get(pos..pos + digits).unwrap_or_default();
    let Some(nonzero) = written.iter().position(|&b| b != b'0') else {
        return Err((pos, ErrorKind::expected(Expected::DatetimeValue, "")));
    };
    warn_written_year(sink, pos, digits, nonzero > 0);
    Ok((pos + digits, "year"))
}

/// A month string, and where more follows, the steps that read on from it:
/// the rest of a date component, a `T` or space and a time component, and
/// a time-zone offset component. Returns the name of the longest string
/// read (the end-of-input check after it rejects a shorter one).
fn month_onwards(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<&'static str> {
    // A month component.
    let (pos, month) = month_steps(text, pos, sink)?;
    if pos == text.len() {
        return Ok((pos, "month"));
    }
    // The rest of a date component (its steps 2–5).
    let (year, month) = (month.year(), month.month());
    let max = days_in_month(year, month);
    let (pos, day) = hyphen_and_day(text, pos, Some(year), month, max)?;
    if pos == text.len() {
        return Ok((pos, "date"));
    }
    // 'T' or a space, and a time component.
    let (time_start, _) = date_time_separator(text, pos)?;
    let (pos, time) = time_steps(text, time_start, sink)?;
    if pos == text.len() {
        return Ok((pos, "local date and time"));
    }
    // A time-zone offset component, and the moment in UTC.
    let (end, offset) = time_zone_offset_steps(text, pos, sink)?;
    let local = Date::new(year, month, day).map(|date| LocalDateTime::new(date, time));
    match local.and_then(|local| GlobalDateTime::new(local, offset)) {
        Some(_) => Ok((end, "global date and time")),
        // Unreachable for years up to MAX_YEAR.
        None => Err(expected_at(text, pos, Expected::TimeZoneOffset)),
    }
}

/// Every alternative of the `datetime` value tried in the spec's order: the
/// one that is valid, or the error of the one that got furthest. Only an
/// invalid value needs this (a valid one is read by [`datetime_value_steps`]).
pub(super) fn furthest_alternative(value: &str) -> Result<&'static str, Error> {
    furthest(value).map_err(|(e, _)| e)
}

/// [`furthest_alternative`], with the name of the alternative whose error
/// it is (`None`: no alternative read a character).
pub(super) fn furthest(value: &str) -> Result<&'static str, (Error, Option<&'static str>)> {
    type Check = fn(&str) -> Result<(), Error>;
    /// How far the alternative's parse rules read (its lenient component),
    /// when they succeed: the rest they leave.
    type Reach = for<'a> fn(&'a str) -> Option<&'a str>;
    macro_rules! reach {
        ($component:ident) => {
            |v| datetime::$component::<_, ()>(v).ok().map(|(rest, _)| rest)
        };
    }
    let checks: [(&str, Check, Reach); 9] = [
        (
            "month",
            |v| datetime::validate_month(v).map(|_| ()),
            reach!(month_component),
        ),
        (
            "date",
            |v| datetime::validate_date(v).map(|_| ()),
            reach!(date_component),
        ),
        (
            "yearless date",
            |v| datetime::validate_yearless_date(v).map(|_| ()),
            reach!(yearless_date_component),
        ),
        (
            "time",
            |v| datetime::validate_time(v).map(|_| ()),
            reach!(time_component),
        ),
        (
            "local date and time",
            |v| datetime::validate_local_date_time(v).map(|_| ()),
            reach!(local_date_time_component),
        ),
        (
            "time-zone offset",
            |v| datetime::validate_time_zone_offset(v).map(|_| ()),
            reach!(time_zone_offset_component),
        ),
        (
            "global date and time",
            |v| datetime::validate_global_date_time(v).map(|_| ()),
            reach!(global_date_time_component),
        ),
        (
            "week",
            |v| datetime::validate_week(v).map(|_| ()),
            reach!(week_component),
        ),
        (
            "duration",
            |v| datetime::validate_duration(v).map(|_| ()),
            reach!(duration_component),
        ),
    ];
    if is_valid_year(value) {
        return Ok("year");
    }
    // The error of the alternative that got furthest: how far its parse
    // rules read (a `-00:00` offset reads to the end, then is not valid),
    // or where it failed, whichever is further; on a tie, the earlier one.
    let mut furthest: Option<(usize, Error, &'static str)> = None;
    for (kind, check, reach) in checks {
        match check(value) {
            Ok(()) => return Ok(kind),
            Err(e) => {
                let read = reach(value).map_or(0, |rest| value.len() - rest.len());
                let progress = e.offset().max(read);
                if furthest.as_ref().is_none_or(|(p, _, _)| progress > *p) {
                    furthest = Some((progress, e, kind));
                }
            }
        }
    }
    match furthest {
        Some((progress, e, kind)) if progress > 0 => Err((e, Some(kind))),
        // No alternative read a character: none of them is a better guess.
        _ => Err((
            Error::new(
                match value.chars().next() {
                    None => ErrorKind::Empty,
                    Some(c) => ErrorKind::Expected {
                        expected: Expected::DatetimeValue,
                        found: Found::Char(c),
                    },
                },
                value,
                0,
            ),
            None,
        )),
    }
}

#[cfg(test)]
mod tests {
    //! The one pass against every alternative tried in turn.

    use super::*;
    use crate::base::entry;
    use alloc::string::String;
    use proptest::prelude::*;

    /// What the one pass finds valid, by name.
    fn one_pass(value: &str) -> Option<&'static str> {
        entry::validate_to_end(value, |text, sink| datetime_value_steps(text, 0, sink)).ok()
    }

    #[test]
    fn each_alternative_by_its_first_characters() {
        for (value, kind) in [
            ("2011-11", "month"),
            ("2011-11-18", "date"),
            ("11-18", "yearless date"),
            ("--11-18", "yearless date"),
            ("14:54", "time"),
            ("14:54:39.929", "time"),
            ("2011-11-18T14:54", "local date and time"),
            ("2011-11-18 14:54:39", "local date and time"),
            ("Z", "time-zone offset"),
            ("-0800", "time-zone offset"),
            ("+05:45", "time-zone offset"),
            ("2011-11-18T14:54Z", "global date and time"),
            ("2011-11-18 14:54:39.9-08:00", "global date and time"),
            ("2011-W47", "week"),
            ("2011", "year"),
            ("0001", "year"),
            ("20011", "year"),
            ("P12DT7H12M13S", "duration"),
            ("4h 18m 3s", "duration"),
            (" 3s", "duration"),
            ("1000h", "duration"),
        ] {
            assert_eq!(one_pass(value), Some(kind), "{value:?}");
            assert_eq!(furthest_alternative(value), Ok(kind), "{value:?}");
        }
        // Invalid: no alternative, and the one pass agrees.
        for value in [
            "0000",
            "2011-11-18T",
            "2011-W",
            "1-1",
            "-",
            "--1-1",
            "T",
            "",
        ] {
            assert_eq!(one_pass(value), None, "{value:?}");
            assert!(furthest_alternative(value).is_err(), "{value:?}");
        }
    }

    #[test]
    fn a_year_past_every_date() {
        // A `<time>` year has no upper bound, and warns as a date's does.
        let mut warned = crate::base::step::FirstViolationAndWarning::default();
        let read = datetime_value_steps("99999999999", 0, &mut warned);
        assert_eq!(read, Ok((11, "year")));
        let (at, kind) = warned.warning.unwrap();
        assert_eq!((at, kind.code()), (0, "year_probably_mistyped"));
    }

    /// Strings near each alternative's shape.
    fn datetime_like() -> impl Strategy<Value = String> {
        prop_oneof![
            "[0-9]{1,6}(-[0-9]{1,3}(-[0-9]{1,3}([T ][0-9]{1,3}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,4})?)?(Z|[+-][0-9]{2}:?[0-9]{2})?)?)?)?",
            "(--|-)?[0-9]{1,3}-[0-9]{1,3}",
            "[0-9]{3,6}-W[0-9]{1,3}",
            "Z|[+-][0-9]{1,3}:?[0-9]{1,3}",
            "P([0-9]{1,3}D)?(T([0-9]{1,2}H)?([0-9]{1,2}M)?([0-9]{1,2}(\\.[0-9]{1,4})?S)?)?",
            "( ?[0-9]{1,4}(\\.[0-9]{0,2})? ?[wdhmsWDHMS]){1,3} ?",
            "[0-9TWZP:+\\- .hmsd]{0,16}",
        ]
    }

    proptest! {
        #[test]
        fn the_one_pass_finds_every_valid_value(value in datetime_like()) {
            let tried = furthest_alternative(&value).ok();
            prop_assert_eq!(one_pass(&value), tried, "{:?}", value);
        }

        /// Each date and time row warns in its one pass exactly where
        /// `check_in_practice`, reading the valid value on its own, does.
        #[test]
        fn the_rows_warn_as_check_in_practice(value in datetime_like()) {
            use super::super::row::*;
            let none = crate::common::row::Context::default();
            for row in [
                &VALID_MONTH, &VALID_DATE, &VALID_LOCAL_DATETIME,
                &VALID_NORMALIZED_LOCAL_DATETIME, &VALID_TIME_ZONE_OFFSET,
                &VALID_GLOBAL_DATETIME, &VALID_WEEK, &VALID_DATE_WITH_OPTIONAL_TIME,
                &DATETIME_VALUE,
            ] {
                let checked = (row.check)(&value, &none);
                prop_assert_eq!(checked.syntax.is_ok(), (row.validate)(&value, &none).is_ok());
                let expected = match checked.syntax {
                    Ok(()) => datetime::check_in_practice(&value).err(),
                    Err(_) => None,
                };
                prop_assert_eq!(checked.authoring, expected, "{} {:?}", row.name, value);
            }
        }
    }
}
