//! [2.3.5 Dates and times](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates-and-times):
//! months, dates, yearless dates, times, local and global dates and times,
//! time-zone offsets, weeks, durations, and the vaguer "date or time".
//!
//! | input | rule | result |
//! |---|---|---|
//! | `"2024-02-29"` | [`parse_date`] | 29 February 2024 |
//! | `"2023-02-29"` | [`parse_date`] | error: day 29 is out of range for 2023-02 |
//! | `"1986-01-28 11:38:00.010"` | [`parse_local_date_time`] | written back as `1986-01-28T11:38:00.01` |
//! | `"0001-01-01T00:00+00:01"` | [`parse_global_date_time`] | `0000-12-31T23:59` UTC, offset +00:01 |
//! | `"2020-W53"` | [`parse_week`] | week 53 of 2020 (2021 has only 52) |
//! | `"P0Y"`, `"1h 30m"` | [`parse_duration`] | 0 s, 5400 s |
//! | `"14:54"` | [`parse_date_or_time`] | a time (not a valid date string with optional time) |
//!
//! Each syntax has a component combinator (generic over the input and the
//! nom error, no end-of-input check; for durations, which the spec reads
//! only as whole strings, see [`duration_component`] for where it stops),
//! a `valid_*_component` combinator that also fails at the first departure
//! from the author-facing valid syntax, a `parse_*` entry point (the spec's
//! string rules), a `validate_*` / `is_valid_*` conformance check (the same
//! steps with a violation sink, and the end of the input), and a value type whose
//! `Display` writes the valid (normalized) string and whose `FromStr` runs the
//! parse rules. The DOM conversions of the `input` element
//! (`valueAsNumber`) are `to_milliseconds` / `from_milliseconds` (and
//! months for [`Month`]).
//!
//! ## Ranges
//!
//! Years are read up to [`MAX_YEAR`] (999 999 999); beyond is an
//! [`ErrorKind::Overflow`] error. Fractions of a
//! second keep nine digits (nanoseconds), further digits are truncated.
//! Durations hold up to `u64::MAX` seconds.
//!
//! Deviations from the literal text, all at the edges of these ranges: the
//! `is_valid_*` checks return `false` for a year beyond [`MAX_YEAR`] and for
//! a duration beyond `u64::MAX` seconds (the spec's syntax has no bound); a fraction's digits after the ninth are
//! dropped (the spec keeps the exact number; `second < 60` is still decided
//! on the exact digits); `Display` of a time or duration finer than a
//! millisecond writes up to nine fraction digits, which the parse rules read
//! back exactly but no valid string has.
//!
//! The millisecond conversions use doubles, as the `input` element does:
//! they are exact within ±2^53 ms (every year up to about 287,000, so the
//! whole range engines support). Beyond, a [`LocalDateTime`]'s milliseconds
//! are the nearest double (a spacing of up to 4096 ms near [`MAX_YEAR`]);
//! [`Date`] and [`Week`] still round-trip exactly.
//!
//! ## Embedding the components in a host grammar
//!
//! A host syntax `"<date> to <date>"`, over a [`LocatedSpan`](nom_locate::LocatedSpan),
//! keeps the location of a failure inside a component:
//!
//! ```
//! use html_microsyntax::prelude::*;
//! use html_microsyntax::datetime::{date_component, time_component, Date, Time};
//! use nom::{bytes::complete::tag, combinator::opt, sequence::preceded, Parser};
//!
//! // "<date> to <date>", each date optionally followed by " at <time>".
//! fn when(input: Span) -> nom::IResult<Span, (Date, Option<Time>), StepError<Span>> {
//!     (date_component, opt(preceded(tag(" at "), time_component))).parse(input)
//! }
//! fn range(input: Span) -> nom::IResult<Span, ((Date, Option<Time>), (Date, Option<Time>)), StepError<Span>> {
//!     (when, tag(" to "), when).map(|(a, _, b)| (a, b)).parse(input)
//! }
//!
//! let (rest, (from, to)) = range(span("2024-02-28 at 09:30 to 2024-03-01;")).unwrap();
//! assert_eq!((from.0.to_string(), from.1.unwrap().to_string()), ("2024-02-28".into(), "09:30".into()));
//! assert_eq!((to.0.to_string(), to.1), ("2024-03-01".into(), None));
//! assert_eq!(*rest.fragment(), ";");
//!
//! // The error points into the second date: its day, at column 23.
//! let nom::Err::Error(e) = range(span("2024-02-28 to 2023-02-29")).unwrap_err() else { unreachable!() };
//! assert_eq!((e.input.location_offset(), e.input.get_utf8_column()), (22, 23));
//! assert_eq!(e.kind.to_string(), "day 29 is out of range for 2023-02, expected 01 to 28");
//! ```

mod calendar;
mod date;
mod duration;
mod fast;
mod global;
mod local;
mod month;
mod practice;
pub(crate) mod row;
mod time;
mod vague;
mod value;
mod week;
mod yearless;
mod zone;

use core::fmt;

use crate::base::error::{ErrorKind, Expected, Field};
use crate::base::step::{expected_at, Failure, Sink, Steps};
use crate::common::idioms::{collect_digits, collect_digits_u64};

pub use calendar::{days_in_month, is_leap_year, weeks_in_week_year, MAX_YEAR};
pub use date::{
    date_component, is_valid_date, parse_date, valid_date_component, validate_date, Date,
};
pub use duration::{
    duration_component, is_valid_duration, parse_duration, valid_duration_component,
    validate_duration, Duration,
};
pub use global::{
    global_date_time_component, is_valid_global_date_time, parse_global_date_time,
    valid_global_date_time_component, validate_global_date_time, GlobalDateTime,
};
pub use local::{
    is_valid_local_date_time, is_valid_normalized_local_date_time, local_date_time_component,
    parse_local_date_time, valid_local_date_time_component,
    valid_normalized_local_date_time_component, validate_local_date_time,
    validate_normalized_local_date_time, LocalDateTime,
};
pub use month::{
    is_valid_month, month_component, parse_month, valid_month_component, validate_month, Month,
};
pub use practice::{check_in_practice, InPractice};
pub use time::{
    is_valid_time, parse_time, time_component, valid_time_component, validate_time, Time,
};
pub use vague::{
    date_or_time_component, is_valid_date_with_optional_time, parse_date_or_time,
    valid_date_with_optional_time_component, validate_date_with_optional_time, DateOrTime,
};
pub use week::{
    is_valid_week, parse_week, valid_week_component, validate_week, week_component, Week,
};
pub use yearless::{
    is_valid_yearless_date, parse_yearless_date, valid_yearless_date_component,
    validate_yearless_date, yearless_date_component, YearlessDate,
};
pub use zone::{
    is_valid_time_zone_offset, parse_time_zone_offset, time_zone_offset_component,
    valid_time_zone_offset_component, validate_time_zone_offset, TimeZoneOffset,
};

/// Milliseconds in a day.
const MS_PER_DAY: i64 = 86_400_000;

/// A DOM conversion (`from_milliseconds`, `from_months_since_epoch`) got a
/// number that is not finite or names a year outside `1..=MAX_YEAR`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{Date, RangeError};
/// assert_eq!(Date::from_milliseconds(f64::NAN), Err(RangeError));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RangeError;

impl fmt::Display for RangeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the number is not finite or is outside the supported years 1 to 999999999")
    }
}

impl core::error::Error for RangeError {}

/// Milliseconds from 1970-01-01 to the start of day number `days`: exact
/// below 2^53, the nearest double beyond (the product in an i128, one
/// rounding).
fn days_to_milliseconds(days: i64) -> f64 {
    match days.checked_mul(MS_PER_DAY) {
        // OK: `as` rounds to the nearest double. Every year up to about
        // 292 million lands here, in one instruction.
        Some(exact) => exact as f64,
        None => {
            // |days| < 2^39, so the product is below 2^66 in an i128.
            let exact = i128::from(days) * i128::from(MS_PER_DAY);
            // OK: `as` rounds to the nearest double, as above.
            exact as f64
        }
    }
}

/// The day number (days since 1970-01-01) of the moment `ms` milliseconds
/// after 1970-01-01T00:00Z: the floor, as the `date` and `week` input types
/// read `valueAsNumber`.
///
/// Beyond ±2^53 a double no longer holds every millisecond (its spacing grows
/// to 4096 ms near [`MAX_YEAR`]), so the midnight that `to_milliseconds`
/// meant may have been rounded to just below it. A value within one spacing
/// below a midnight is read as that midnight, so that every date and week
/// survives `from_milliseconds(to_milliseconds(x))`; below 2^53 (every year
/// up to about 287,000) this never applies.
fn day_of_milliseconds(ms: f64) -> Result<i64, RangeError> {
    let whole = in_range(floor(ms), -7e13, 3.2e19)?;
    let per_day = i128::from(MS_PER_DAY);
    let mut days = whole.div_euclid(per_day);
    // The distance to the next double above `ms` (at least 1 ms here only
    // when milliseconds are no longer all representable).
    let spacing = ms.next_up() - ms;
    if spacing > 1.0 {
        // OK: `spacing` is a power of two below 2^13 here, so exact.
        let spacing = spacing as i128;
        if whole.rem_euclid(per_day) + spacing >= per_day {
            days += 1;
        }
    }
    i64::try_from(days).map_err(|_| RangeError)
}

/// A string of up to 32 bytes on the stack: room for any time's `Display`,
/// so the normalized-form check allocates nothing.
pub(crate) type ShortString = crate::base::text::StackString<32>;

/// `value` (an integral double) as an `i128`, if finite and in `min..=max`.
fn in_range(value: f64, min: f64, max: f64) -> Result<i128, RangeError> {
    if value.is_finite() && value >= min && value <= max {
        // OK: integral and within ±2^65, so the conversion is exact.
        Ok(value as i128)
    } else {
        Err(RangeError)
    }
}

/// `f64::floor` in core (no_std has no libm): exact, since every double of
/// magnitude 2^52 or more is already integral. NaN and infinities pass through.
pub(crate) fn floor(x: f64) -> f64 {
    if x.is_nan() || x.abs() >= 4_503_599_627_370_496.0 {
        return x;
    }
    // OK: |x| < 2^52, so the truncation fits an i64 and converts back exactly.
    let t = x as i64 as f64;
    if t > x {
        t - 1.0
    } else {
        t
    }
}

/// `f64::trunc` (toward zero) in core, exact like [`floor`].
pub(crate) fn trunc(x: f64) -> f64 {
    if x.is_nan() || x.abs() >= 4_503_599_627_370_496.0 {
        return x;
    }
    // OK: as in `floor`.
    x as i64 as f64
}

/// `f64::round` (half away from zero) in core, exact like [`floor`].
fn round(x: f64) -> f64 {
    if x.is_nan() || x.abs() >= 4_503_599_627_370_496.0 {
        return x;
    }
    // OK: as in `floor`; `x - t` is exact below 2^52.
    let t = x as i64 as f64;
    let diff = x - t;
    if diff >= 0.5 {
        t + 1.0
    } else if diff <= -0.5 {
        t - 1.0
    } else {
        t
    }
}

// The steps the components share, on the one step convention
// (`crate::step`): each takes the text and a position and returns the
// position after what it read, or the failure at its character.

/// The byte at `pos`, if any.
#[inline(always)]
fn byte_at(text: &str, pos: usize) -> Option<u8> {
    text.as_bytes().get(pos).copied()
}

/// The bytes of `text` from `pos` on (empty past the end), for the fast
/// paths.
#[inline(always)]
fn bytes_from(text: &str, pos: usize) -> &[u8] {
    text.as_bytes().get(pos..).unwrap_or_default()
}

/// "Four or more ASCII digits, representing year, where year > 0", up to
/// [`MAX_YEAR`]; a year probably mistyped is a warning to `sink`.
#[inline(always)]
fn year_steps(text: &str, pos: usize, field: Field, sink: &mut impl Sink) -> Steps<u32> {
    // Collect the digits and interpret them as a base-ten integer in one
    // pass (`None` from 2^64 on: beyond MAX_YEAR either way).
    let (end, year) = collect_digits_u64(text.as_bytes(), pos);
    if end - pos < 4 {
        return Err(digit_count(pos, field, 4, None, end - pos));
    }
    match year.map(u32::try_from) {
        Some(Ok(0)) => Err(year_zero(pos, field)),
        Some(Ok(year)) if year <= MAX_YEAR => {
            practice::warn_year(sink, pos, end - pos, year);
            Ok((end, year))
        }
        _ => Err(year_overflow(pos, field)),
    }
}

#[cold]
fn year_zero(pos: usize, field: Field) -> Failure {
    let kind = ErrorKind::OutOfRange {
        field,
        value: 0,
        min: 1,
        max: i64::from(MAX_YEAR),
    };
    (pos, kind)
}

#[cold]
fn year_overflow(pos: usize, field: Field) -> Failure {
    let kind = ErrorKind::Overflow {
        field,
        supported: crate::base::error::Supported::Years,
    };
    (pos, kind)
}

/// A run of `found` digits at `pos` where `min` (to `max`) were needed.
#[cold]
#[inline]
fn digit_count(pos: usize, field: Field, min: u8, max: Option<u8>, found: usize) -> Failure {
    let kind = ErrorKind::DigitCount {
        field,
        min,
        max,
        found,
    };
    (pos, kind)
}

/// The two digits at `pos` as a number (the caller knows they are digits).
#[inline(always)]
fn digit_pair(text: &str, pos: usize) -> u8 {
    let digit = |i: usize| byte_at(text, i).map_or(0, |b| b.wrapping_sub(b'0'));
    digit(pos) * 10 + digit(pos + 1)
}

/// Collect ASCII digits and fail unless exactly two: their number (no range
/// check). Errors point at the start of the digits.
#[inline(always)]
fn two_digits_raw(text: &str, pos: usize, field: Field) -> Steps<u8> {
    let end = collect_digits(text, pos);
    if end - pos != 2 {
        return Err(digit_count(pos, field, 2, Some(2), end - pos));
    }
    Ok((end, digit_pair(text, pos)))
}

/// Fails with [`ErrorKind::OutOfRange`] at `pos` unless `min <= value <= max`.
#[inline(always)]
fn check_range(pos: usize, field: Field, value: u8, min: u8, max: u8) -> Result<(), Failure> {
    if value < min || value > max {
        return Err(out_of_range(pos, field, value, min, max));
    }
    Ok(())
}

#[cold]
fn out_of_range(pos: usize, field: Field, value: u8, min: u8, max: u8) -> Failure {
    let kind = ErrorKind::OutOfRange {
        field,
        value: i64::from(value),
        min: i64::from(min),
        max: i64::from(max),
    };
    (pos, kind)
}

/// Exactly two ASCII digits, in `min..=max`; errors point at the digits.
#[inline(always)]
fn two_digits(text: &str, pos: usize, field: Field, min: u8, max: u8) -> Steps<u8> {
    let (end, value) = two_digits_raw(text, pos, field)?;
    check_range(pos, field, value, min, max)?;
    Ok((end, value))
}

/// The character at `pos` must be the ASCII `byte`: the position after it,
/// or [`ErrorKind::Expected`] there.
#[inline(always)]
fn expect_byte(text: &str, pos: usize, byte: u8, expected: Expected) -> Result<usize, Failure> {
    if byte_at(text, pos) == Some(byte) {
        Ok(pos + 1)
    } else {
        Err(expected_at(text, pos, expected))
    }
}

/// A `-`.
#[inline(always)]
fn hyphen(text: &str, pos: usize) -> Result<usize, Failure> {
    expect_byte(text, pos, b'-', Expected::Hyphen)
}

/// The steps a date component and a yearless date component share: a `-`,
/// then two digits of day from 1 to the month's maxday ("parse a date
/// component" steps 3–5, "parse a yearless date component" steps 5–7).
/// `max` is the month's maxday; `year` is `None` for a yearless date, whose
/// February has 29 days.
#[inline(always)]
fn hyphen_and_day(text: &str, pos: usize, year: Option<u32>, month: u8, max: u8) -> Steps<u8> {
    let pos = hyphen(text, pos)?;
    let (end, day) = two_digits_raw(text, pos, Field::Day)?;
    if day < 1 || day > max {
        let kind = ErrorKind::DayOutOfRange {
            day,
            max,
            year,
            month,
        };
        return Err((pos, kind));
    }
    Ok((end, day))
}

/// A `:`.
#[inline(always)]
fn colon(text: &str, pos: usize) -> Result<usize, Failure> {
    expect_byte(text, pos, b':', Expected::Colon)
}

/// A fraction's digits as nanoseconds: the first nine, zero-padded; the rest
/// truncated (the caller passes digits only).
#[inline]
fn fraction_nanos(digits: &str) -> u32 {
    let d = digits.as_bytes();
    (0..9).fold(0, |nanos, i| {
        nanos * 10 + d.get(i).map_or(0, |b| u32::from(b.wrapping_sub(b'0')))
    })
}

/// Writes `.` and the nanoseconds `nanos` (nonzero, below 10^9) as a
/// fraction of a second without trailing zeros, allocating nothing.
fn write_fraction(f: &mut impl fmt::Write, nanos: u32) -> fmt::Result {
    let (mut value, mut width) = (nanos, 9);
    while value != 0 && value % 10 == 0 {
        value /= 10;
        width -= 1;
    }
    write!(f, ".{value:0width$}")
}

crate::base::valid::valid_syntaxes! {
    datetime::MONTH_SYNTAX, formerly VALID_MONTH, "month", "month string", "2024-13" => ["out_of_range"], |text, sink| month::month_steps(text, 0, sink);
    datetime::DATE_SYNTAX, formerly VALID_DATE, "date", "date string", "2023-02-29" => ["day_out_of_range"], |text, sink| date::date_steps(text, 0, sink);
    datetime::YEARLESS_DATE_SYNTAX, formerly VALID_YEARLESS_DATE, "yearless_date", "yearless date string", "--02-30" => ["day_out_of_range"], |text, sink| yearless::yearless_date_steps(text, 0, sink);
    datetime::TIME_SYNTAX, formerly VALID_TIME, "time", "time string", "12:00:00.1234x" => ["too_many_fraction_digits", "trailing_input"], |text, sink| time::time_steps(text, 0, sink);
    datetime::LOCAL_DATE_TIME_SYNTAX, formerly VALID_LOCAL_DATE_TIME, "local_date_time", "local date and time string", "2024-03-01 12:00:00.1234x" => ["too_many_fraction_digits", "trailing_input"], |text, sink| local::local_date_time_steps(text, 0, sink);
    datetime::TIME_ZONE_OFFSET_SYNTAX, formerly VALID_TIME_ZONE_OFFSET, "time_zone_offset", "time-zone offset string", "-00:00" => ["negative_zero_offset"], |text, sink| zone::time_zone_offset_steps(text, 0, sink);
    datetime::GLOBAL_DATE_TIME_SYNTAX, formerly VALID_GLOBAL_DATE_TIME, "global_date_time", "global date and time string", "2024-03-01 09:00:00.1234-00:00" => ["too_many_fraction_digits", "negative_zero_offset"], |text, sink| global::global_date_time_steps(text, 0, sink);
    datetime::WEEK_SYNTAX, formerly VALID_WEEK, "week", "week string", "2024-W60" => ["week_out_of_range"], |text, sink| week::week_steps(text, 0, sink);
    datetime::DURATION_SYNTAX, formerly VALID_DURATION, "duration", "duration string", "P1D 1H" => ["whitespace", "component_order"], |text, sink| duration::duration_string_steps(text, 0, sink);
    datetime::DATE_WITH_OPTIONAL_TIME_SYNTAX, formerly VALID_DATE_WITH_OPTIONAL_TIME, "date_with_optional_time", "date string with optional time", "2024-03-01 09:00:00.1234-00:00" => ["too_many_fraction_digits", "negative_zero_offset"], |text, sink| vague::date_or_time_steps(text, 0, sink);
}
