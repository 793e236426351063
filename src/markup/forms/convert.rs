//! Each state's algorithms to convert a string to a number and a number to
//! a string (the `valueAsNumber` units).

use alloc::string::{String, ToString};

use super::decimal::Decimal;
use super::InputType;
use crate::common::datetime::{
    parse_date, parse_local_date_time, parse_month, parse_time, parse_week, trunc, Date,
    LocalDateTime, Month, Time, Week,
};
use crate::common::numbers::{best_representation, parse_float};

/// Milliseconds in a day.
const MS_PER_DAY: i64 = 86_400_000;

/// The time of day as an exact decimal of milliseconds.
fn time_ms(time: Time) -> Decimal {
    let nanos = (i128::from(time.hour()) * 3600
        + i128::from(time.minute()) * 60
        + i128::from(time.second()))
        * 1_000_000_000
        + i128::from(time.nanosecond());
    Decimal::new(nanos, -6)
}

/// The state's algorithm to convert a string to a number, exactly, in
/// `valueAsNumber` units; `None` for an error or a state without one.
pub(crate) fn string_to_decimal(ty: InputType, input: &str) -> Option<Decimal> {
    match ty {
        // Date: parse a date string; ms from the epoch to midnight UTC.
        InputType::Date => {
            let date = parse_date(input).ok()?;
            Decimal::from_f64(date.to_milliseconds())
        }
        // Month: parse a month string; months between it and 1970-01.
        InputType::Month => {
            let month = parse_month(input).ok()?;
            Decimal::from_f64(month.to_months_since_epoch())
        }
        // Week: parse a week string; ms to the Monday at midnight UTC.
        InputType::Week => {
            let week = parse_week(input).ok()?;
            Decimal::from_f64(week.to_milliseconds())
        }
        // Time: parse a time string; ms after midnight.
        InputType::Time => parse_time(input).ok().map(time_ms),
        // Local date and time: parse; ms from 1970-01-01T00:00.
        InputType::DateTimeLocal => {
            let moment = parse_local_date_time(input).ok()?;
            let day = Decimal::from_f64(moment.date().to_milliseconds())?;
            day.checked_add(time_ms(moment.time()))
        }
        // Number, range: the rules for parsing floating-point number values.
        InputType::Number | InputType::Range => Decimal::from_f64(parse_float(input).ok()?),
        _ => None,
    }
}

/// The algorithm to convert a string to a number of the `type` state
/// (`valueAsNumber`'s units: milliseconds since 1970-01-01T00:00Z for date,
/// week and datetime-local, since midnight for time, months since 1970-01
/// for month, the number for number and range); `None` where it returns an
/// error or the state defines none
/// ([date state](https://html.spec.whatwg.org/multipage/input.html#date-state-(type=date)),
/// [number state](https://html.spec.whatwg.org/multipage/input.html#number-state-(type=number)) and the others).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{string_to_number, InputType};
/// assert_eq!(string_to_number(InputType::Week, "1970-W01"), Some(-259_200_000.0));
/// assert_eq!(string_to_number(InputType::Month, "1969-12"), Some(-1.0));
/// assert_eq!(string_to_number(InputType::Time, "00:00:01.5"), Some(1500.0));
/// assert_eq!(string_to_number(InputType::Number, "1e3x"), Some(1000.0)); // the float rules
/// assert_eq!(string_to_number(InputType::Date, "2019-02-29"), None);
/// assert_eq!(string_to_number(InputType::Text, "1"), None);
/// ```
pub fn string_to_number(ty: InputType, input: &str) -> Option<f64> {
    match ty {
        // The doubles themselves, not through the decimal (equal for every
        // value but datetime-local's with sub-millisecond digits, where
        // this is the one rounding of the exact sum).
        InputType::Number | InputType::Range => parse_float(input).ok(),
        _ => string_to_decimal(ty, input).map(Decimal::to_f64),
    }
}

/// The algorithm to convert a number to a string of the `type` state: what
/// the `valueAsNumber` setter writes. `None` where the state defines none,
/// for a number that is not finite, and for a moment outside the years the
/// date types represent (1 to 999999999; the setter then writes the empty
/// string after the value sanitization algorithm)
/// ([date state](https://html.spec.whatwg.org/multipage/input.html#date-state-(type=date)) and the others).
/// Time takes the number modulo one day ("a time on a day with no time
/// changes"). Time and datetime-local drop a fraction of a millisecond
/// (truncated toward zero, as an ECMAScript time value is): a valid time
/// string has at most three fraction digits, so no valid string represents
/// it.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{number_to_string, InputType};
/// assert_eq!(number_to_string(InputType::Date, 0.0).as_deref(), Some("1970-01-01"));
/// assert_eq!(number_to_string(InputType::Week, 0.0).as_deref(), Some("1970-W01"));
/// assert_eq!(number_to_string(InputType::Time, 86_400_000.0 + 1000.0).as_deref(), Some("00:00:01"));
/// assert_eq!(number_to_string(InputType::Number, 0.1 + 0.2).as_deref(), Some("0.30000000000000004"));
/// assert_eq!(number_to_string(InputType::Time, -1e-20).as_deref(), Some("00:00"));
/// assert_eq!(number_to_string(InputType::Time, 1.9).as_deref(), Some("00:00:00.001"));
/// assert_eq!(number_to_string(InputType::Month, f64::NAN), None);
/// ```
pub fn number_to_string(ty: InputType, number: f64) -> Option<String> {
    if !number.is_finite() {
        return None;
    }
    match ty {
        InputType::Date => Date::from_milliseconds(number).ok().map(|d| d.to_string()),
        InputType::Month => Month::from_months_since_epoch(number)
            .ok()
            .map(|m| m.to_string()),
        InputType::Week => Week::from_milliseconds(number).ok().map(|w| w.to_string()),
        InputType::Time => {
            // OK: a constant exact in f64.
            let day = MS_PER_DAY as f64;
            // Whole milliseconds, the finest a valid time string holds.
            let number = trunc(number);
            // The remainder modulo one day, in [0, day) (`%` keeps the sign).
            let r = number % day;
            let r = if r < 0.0 { r + day } else { r };
            // A tiny negative remainder rounds up to a whole day: midnight.
            let r = if r >= day { 0.0 } else { r };
            Time::from_milliseconds(r).ok().map(|t| t.to_string())
        }
        // Whole milliseconds, as for time.
        InputType::DateTimeLocal => LocalDateTime::from_milliseconds(trunc(number))
            .ok()
            .map(|t| t.to_string()),
        InputType::Number | InputType::Range => Some(best_representation(number).to_string()),
        _ => None,
    }
}

/// The `valueAsNumber` getter on a value: the state's conversion, or NaN
/// where it fails or does not apply
/// ([`valueAsNumber`](https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber)).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{value_as_number, InputType};
/// assert_eq!(value_as_number(InputType::Date, "1970-01-02"), 86_400_000.0);
/// assert!(value_as_number(InputType::Date, "").is_nan());
/// assert!(value_as_number(InputType::Text, "1").is_nan());
/// ```
pub fn value_as_number(ty: InputType, value: &str) -> f64 {
    string_to_number(ty, value).unwrap_or(f64::NAN)
}
