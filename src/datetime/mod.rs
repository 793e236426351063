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
//! nom error, no end-of-input check), a `parse_*` entry point (the spec's
//! string rules), a `validate_*` / `is_valid_*` conformance check (the same
//! rules with a violation sink, STYLE.md point 8), and a value type whose
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
mod time;
mod vague;
mod week;
mod yearless;
mod zone;

use core::fmt;

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use crate::error::{fail, ErrorKind, Expected, Field};
use crate::idioms::{ascii_char, ascii_digits_exact, ascii_digits_min};
use crate::StrInput;

pub use calendar::{days_in_month, is_leap_year, weeks_in_week_year, MAX_YEAR};
pub use date::{date_component, is_valid_date, parse_date, validate_date, Date};
pub use duration::{is_valid_duration, parse_duration, validate_duration, Duration};
pub use global::{
    global_date_time_component, is_valid_global_date_time, parse_global_date_time,
    validate_global_date_time, GlobalDateTime,
};
pub use local::{
    is_valid_local_date_time, is_valid_normalized_local_date_time, local_date_time_component,
    parse_local_date_time, validate_local_date_time, validate_normalized_local_date_time,
    LocalDateTime,
};
pub use month::{is_valid_month, month_component, parse_month, validate_month, Month};
pub use time::{is_valid_time, parse_time, time_component, validate_time, Time};
pub use vague::{
    date_or_time_component, is_valid_date_with_optional_time, parse_date_or_time,
    validate_date_with_optional_time, DateOrTime,
};
pub use week::{is_valid_week, parse_week, validate_week, week_component, Week};
pub use yearless::{
    is_valid_yearless_date, parse_yearless_date, validate_yearless_date, yearless_date_component,
    YearlessDate,
};
pub use zone::{
    is_valid_time_zone_offset, parse_time_zone_offset, time_zone_offset_component,
    validate_time_zone_offset, TimeZoneOffset,
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
#[derive(Default)]
pub(crate) struct ShortString {
    bytes: [u8; 32],
    len: usize,
}

impl ShortString {
    pub(crate) fn as_str(&self) -> &str {
        // Only whole `&str`s are ever written, so this is always UTF-8.
        self.bytes
            .get(..self.len)
            .and_then(|b| core::str::from_utf8(b).ok())
            .unwrap_or("")
    }
}

impl fmt::Write for ShortString {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len.checked_add(s.len()).ok_or(fmt::Error)?;
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

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
fn floor(x: f64) -> f64 {
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

/// "Four or more ASCII digits, representing year, where year > 0", up to
/// [`MAX_YEAR`].
#[inline(always)]
fn year_digits<'a, I, E>(input: I, field: Field) -> IResult<I, u32, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    let (rest, digits) = ascii_digits_min(4, field)(input.clone())?;
    // Interpret the digits as a base-ten integer, held at MAX_YEAR + 1 once
    // above (so any number of digits is read without overflow).
    let year = digits.as_str().bytes().fold(0u64, |year, b| {
        (year * 10 + u64::from(b.wrapping_sub(b'0'))).min(u64::from(MAX_YEAR) + 1)
    });
    match u32::try_from(year) {
        Ok(0) => Err(year_zero(input, field)),
        Ok(year) if year <= MAX_YEAR => Ok((rest, year)),
        _ => Err(fail(input, year_overflow(field))),
    }
}

#[cold]
fn year_zero<I, E: FromExternalError<I, ErrorKind>>(input: I, field: Field) -> nom::Err<E> {
    fail(
        input,
        ErrorKind::OutOfRange {
            field,
            value: 0,
            min: 1,
            max: i64::from(MAX_YEAR),
        },
    )
}

#[cold]
fn year_overflow(field: Field) -> ErrorKind {
    ErrorKind::Overflow {
        field,
        supported: crate::error::Supported::Years,
    }
}

/// Exactly two ASCII digits, as a number (no range check).
#[inline(always)]
fn two_digits_raw<'a, I, E>(input: I, field: Field) -> IResult<I, u8, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    let (rest, digits) = ascii_digits_exact(2, field)(input)?;
    let value = match digits.as_str().as_bytes() {
        [tens, ones] => (tens - b'0') * 10 + (ones - b'0'),
        _ => 0, // Unreachable: exactly two digits were collected.
    };
    Ok((rest, value))
}

/// Fails with [`ErrorKind::OutOfRange`] at `at` unless `min <= value <= max`.
#[inline(always)]
fn check_range<I, E>(at: I, field: Field, value: u8, min: u8, max: u8) -> Result<(), nom::Err<E>>
where
    E: FromExternalError<I, ErrorKind>,
{
    if value < min || value > max {
        return Err(out_of_range(at, field, value, min, max));
    }
    Ok(())
}

#[cold]
fn out_of_range<I, E>(at: I, field: Field, value: u8, min: u8, max: u8) -> nom::Err<E>
where
    E: FromExternalError<I, ErrorKind>,
{
    fail(
        at,
        ErrorKind::OutOfRange {
            field,
            value: i64::from(value),
            min: i64::from(min),
            max: i64::from(max),
        },
    )
}

/// Exactly two ASCII digits, in `min..=max`; errors point at the digits.
#[inline(always)]
fn two_digits<'a, I, E>(input: I, field: Field, min: u8, max: u8) -> IResult<I, u8, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    let (rest, value) = two_digits_raw(input.clone(), field)?;
    check_range(input, field, value, min, max)?;
    Ok((rest, value))
}

/// A `-`.
#[inline(always)]
fn hyphen<'a, I, E>(input: I) -> Result<I, nom::Err<E>>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    ascii_char(b'-', Expected::Hyphen)(input).map(|(rest, _)| rest)
}

/// A `:`.
#[inline(always)]
fn colon<'a, I, E>(input: I) -> Result<I, nom::Err<E>>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    ascii_char(b':', Expected::Colon)(input).map(|(rest, _)| rest)
}
