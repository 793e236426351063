//! [The `datetime` value of `time`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#datetime-value):
//! one of the date, time and duration strings of 2.3.5, or a year.

use crate::base::error::{Error, ErrorKind, Expected, Found};
use crate::common::datetime;

/// A [valid year string](https://html.spec.whatwg.org/multipage/text-level-semantics.html#attr-time-datetime)
/// of `<time datetime>`: four or more ASCII digits, at least one not `0`.
fn is_valid_year(value: &str) -> bool {
    value.len() >= 4
        && value.bytes().all(|b| b.is_ascii_digit())
        && value.bytes().any(|b| b != b'0')
}

/// [The `datetime` value of `time`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#datetime-value):
/// valid when any of its alternatives is, which it names; otherwise the
/// error of the alternative that got furthest (on a tie, the earlier one, in
/// the spec's order).
pub(crate) fn validate_datetime_value(value: &str) -> Result<&'static str, Error> {
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
    let mut furthest: Option<(usize, Error)> = None;
    for (kind, check, reach) in checks {
        match check(value) {
            Ok(()) => return Ok(kind),
            Err(e) => {
                let read = reach(value).map_or(0, |rest| value.len() - rest.len());
                let progress = e.offset().max(read);
                if furthest.as_ref().is_none_or(|(p, _)| progress > *p) {
                    furthest = Some((progress, e));
                }
            }
        }
    }
    match furthest {
        Some((progress, e)) if progress > 0 => Err(e),
        // No alternative read a character: none of them is a better guess.
        _ => Err(Error::new(
            match value.chars().next() {
                None => ErrorKind::Empty,
                Some(c) => ErrorKind::Expected {
                    expected: Expected::DatetimeValue,
                    found: Found::Char(c),
                },
            },
            value,
            0,
        )),
    }
}
