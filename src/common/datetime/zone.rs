//! [2.3.5.6 Time zones](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#time-zones).
//!
//! ```text
//! valid-time-zone-offset-string = "Z" / ("+" / "-") hours [":"] minutes  ; "-" only if nonzero
//! hours   = 2DIGIT   ; 00-23
//! minutes = 2DIGIT   ; 00-59
//! ```
//!
//! The parse rules read `-00:00` as UTC, but it is not a valid offset; a
//! lower-case `z` is not accepted at all.

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::practice::warn_offset;
use super::{byte_at, bytes_from, check_range, colon, digit_pair, expected_at, two_digits_raw};
use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Field, Violation};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::collect_digits;
use crate::{base::error::Error, base::input::StrInput};

/// A [time-zone offset](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-timezone):
/// signed hours and minutes from UTC, both negative west of Greenwich (as
/// the spec's step 1.6 and 1.8 negate both).
///
/// `Display` writes `Z` for UTC and `+hh:mm` / `-hh:mm` otherwise; `FromStr`
/// runs [`parse_time_zone_offset`]. Offsets order by their signed length.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::TimeZoneOffset;
/// let z: TimeZoneOffset = "-0430".parse().unwrap();
/// assert_eq!((z.hours(), z.minutes(), z.total_minutes()), (-4, -30, -270));
/// assert_eq!(z.to_string(), "-04:30");
/// assert_eq!("-00:00".parse::<TimeZoneOffset>().unwrap().to_string(), "Z");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TimeZoneOffset {
    // Invariant: same sign (or zero), |hours| <= 23, |minutes| <= 59.
    hours: i8,
    minutes: i8,
}

impl TimeZoneOffset {
    /// UTC, `Z`.
    pub const UTC: TimeZoneOffset = TimeZoneOffset {
        hours: 0,
        minutes: 0,
    };

    /// The offset of `total_minutes` minutes from UTC, if within ±23:59.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::TimeZoneOffset;
    /// assert_eq!(TimeZoneOffset::from_minutes(-90).unwrap().to_string(), "-01:30");
    /// assert!(TimeZoneOffset::from_minutes(24 * 60).is_none());
    /// ```
    #[inline]
    pub fn from_minutes(total_minutes: i16) -> Option<TimeZoneOffset> {
        if total_minutes.unsigned_abs() >= 24 * 60 {
            return None;
        }
        Some(TimeZoneOffset {
            hours: i8::try_from(total_minutes / 60).ok()?,
            minutes: i8::try_from(total_minutes % 60).ok()?,
        })
    }

    /// The hours, `-23..=23` (negative west of UTC).
    pub fn hours(self) -> i8 {
        self.hours
    }

    /// The minutes, `-59..=59`, with the sign of the hours.
    pub fn minutes(self) -> i8 {
        self.minutes
    }

    /// The whole offset in minutes.
    pub fn total_minutes(self) -> i16 {
        i16::from(self.hours) * 60 + i16::from(self.minutes)
    }
}

impl fmt::Display for TimeZoneOffset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == TimeZoneOffset::UTC {
            return f.write_str("Z");
        }
        let sign = if self.total_minutes() < 0 { '-' } else { '+' };
        write!(
            f,
            "{sign}{:02}:{:02}",
            self.hours.unsigned_abs(),
            self.minutes.unsigned_abs()
        )
    }
}

impl FromStr for TimeZoneOffset {
    type Err = Error;

    fn from_str(s: &str) -> Result<TimeZoneOffset, Error> {
        parse_time_zone_offset(s)
    }
}

/// The steps of [`time_zone_offset_component`] from `pos`: the common
/// shapes, `Z`, `±hh:mm` and `±hhmm`, read in one go (`datetime::fast`),
/// else the spec's steps.
#[inline(always)]
pub(super) fn time_zone_offset_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<TimeZoneOffset> {
    let (end, offset) = match super::fast::zone(bytes_from(text, pos)) {
        Some((len, offset)) => (pos + len, offset),
        None => time_zone_offset_spec_steps(text, pos, sink)?,
    };
    warn_offset(sink, pos, offset);
    Ok((end, offset))
}

/// The steps of the spec's "parse a time-zone offset component", one by one
/// (no fast path: the reference the fast path is tested against), reporting
/// `-00:00` to `sink`.
#[inline(never)]
pub(super) fn time_zone_offset_spec_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<TimeZoneOffset> {
    let negative = match byte_at(text, pos) {
        // Step 1 (Z): zero hours and minutes.
        Some(b'Z') => return Ok((pos + 1, TimeZoneOffset::UTC)),
        // Step 1.1: the sign.
        Some(b'+') => false,
        Some(b'-') => true,
        // Otherwise, fail.
        _ => return Err(expected_at(text, pos, Expected::TimeZoneOffset)),
    };
    // Steps 1.2–1.3: collect digits.
    let digits = pos + 1;
    let count = collect_digits(text, digits) - digits;
    let (end, hours, minutes_at, minutes) = match count {
        // Step 1.4, two digits: hh ':' mm.
        2 => {
            let (after, hours) = two_digits_raw(text, digits, Field::OffsetHours)?;
            let minutes_at = colon(text, after)?;
            let (end, minutes) = two_digits_raw(text, minutes_at, Field::OffsetMinutes)?;
            (end, hours, minutes_at, minutes)
        }
        // Step 1.4, four digits: hhmm.
        4 => (
            digits + 4,
            digit_pair(text, digits),
            digits + 2,
            digit_pair(text, digits + 2),
        ),
        // Otherwise, fail: at the digit or character after the last good one.
        _ => {
            return Err(expected_at(
                text,
                digits + count.min(4),
                Expected::OffsetDigits,
            ))
        }
    };
    // Step 1.5: hours 0 to 23 (step 1.6 negates them below).
    check_range(digits, Field::OffsetHours, hours, 0, 23)?;
    // Step 1.7: minutes 0 to 59 (step 1.8 negates them below).
    check_range(minutes_at, Field::OffsetMinutes, minutes, 0, 59)?;
    if negative && hours == 0 && minutes == 0 {
        sink.report(pos, Violation::NegativeZeroOffset);
    }
    let total = i16::from(hours) * 60 + i16::from(minutes);
    let total = if negative { -total } else { total };
    // Always Some: the ranges were checked above.
    let Some(offset) = TimeZoneOffset::from_minutes(total) else {
        return Err((pos, ErrorKind::expected(Expected::TimeZoneOffset, "")));
    };
    Ok((end, offset))
}

/// [Parse a time-zone offset component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-zone-offset-component):
/// `Z`, or a sign and `hh:mm` or `hhmm`. No end-of-input check.
///
/// # Errors
///
/// [`ErrorKind::Expected`] (not `Z`, `+` or `-`; not two or four digits; no
/// `:` after two digits), [`ErrorKind::DigitCount`] (minutes after `:`),
/// [`ErrorKind::OutOfRange`] (hours above 23, step 1.5; minutes above 59,
/// step 1.7).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::time_zone_offset_component;
/// let (rest, z) = time_zone_offset_component::<_, ()>("+0530 IST").unwrap();
/// assert_eq!((z.total_minutes(), rest), (330, " IST"));
/// assert!(time_zone_offset_component::<_, ()>("z").is_err());
/// ```
pub fn time_zone_offset_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, TimeZoneOffset, E> {
    entry::component(input, |text, sink| time_zone_offset_steps(text, 0, sink))
}

/// A component of a [valid time-zone offset string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-zone-offset-string):
/// [`time_zone_offset_component`] that also fails on `-00:00` and `-0000`
/// ([`ErrorKind::Invalid`] `negative_zero_offset`, at the sign). No
/// end-of-input check.
///
/// # Errors
///
/// Those of [`time_zone_offset_component`], and [`ErrorKind::Invalid`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_time_zone_offset_component;
/// let (rest, z) = valid_time_zone_offset_component::<_, ()>("-05:00]").unwrap();
/// assert_eq!((z.total_minutes(), rest), (-300, "]"));
/// assert!(valid_time_zone_offset_component::<_, ()>("-00:00]").is_err());
/// ```
pub fn valid_time_zone_offset_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, TimeZoneOffset, E> {
    entry::valid_component(input, |text, sink| time_zone_offset_steps(text, 0, sink))
}

/// The [rules to parse a time-zone offset string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-zone-offset-string).
///
/// # Errors
///
/// Those of [`time_zone_offset_component`], and
/// [`ErrorKind::TrailingInput`] (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_time_zone_offset;
/// assert_eq!(parse_time_zone_offset("-00:00").unwrap().total_minutes(), 0);
/// let err = parse_time_zone_offset("+24:00").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("out_of_range", 1));
/// ```
pub fn parse_time_zone_offset(input: &str) -> Result<TimeZoneOffset, Error> {
    entry::parse_to_end(input, |text, sink| time_zone_offset_steps(text, 0, sink))
}

/// A [valid time-zone offset string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-zone-offset-string)
/// check that returns the offset: the parse rules, with `-00:00` (and
/// `-0000`) reported as `negative_zero_offset`.
///
/// # Errors
///
/// See [`parse_time_zone_offset`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_time_zone_offset;
/// assert!(validate_time_zone_offset("+00:00").is_ok());
/// assert_eq!(validate_time_zone_offset("-00:00").unwrap_err().kind().code(), "negative_zero_offset");
/// ```
pub fn validate_time_zone_offset(input: &str) -> Result<TimeZoneOffset, Error> {
    entry::validate_to_end(input, |text, sink| time_zone_offset_steps(text, 0, sink))
}

/// Whether `input` is a [valid time-zone offset string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-zone-offset-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_time_zone_offset;
/// assert!(is_valid_time_zone_offset("Z"));
/// assert!(is_valid_time_zone_offset("-0800"));
/// assert!(!is_valid_time_zone_offset("-00:00"));
/// ```
pub fn is_valid_time_zone_offset(input: &str) -> bool {
    entry::is_valid(input, |text, sink| time_zone_offset_steps(text, 0, sink))
}
