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

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use super::{check_range, colon, two_digits_raw};
use crate::entry::{run_to_end, validate_with, via_str};
use crate::error::{fail, report_at, ErrorKind, Expected, Field, Violation, Violations};
use crate::idioms::count_while;
use crate::{Error, StepError, StrInput};

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

/// The rules to parse a time-zone offset component, reporting `-00:00` to
/// `sink`.
#[inline(always)]
pub(crate) fn zone_rules<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, TimeZoneOffset, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    // The common shapes, Z, ±hh:mm and ±hhmm, read in one go (datetime::fast).
    match super::fast::zone(input.as_str().as_bytes()) {
        Some((len, offset)) => Ok((input.take_from(len), offset)),
        None => zone_steps(input, sink),
    }
}

/// The steps of the spec's "parse a time-zone offset component", one by one,
/// reporting `-00:00` to `sink`.
#[inline(never)]
pub(super) fn zone_steps<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, TimeZoneOffset, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    let negative = match input.as_str().as_bytes().first() {
        // Step 1 (Z): zero hours and minutes.
        Some(b'Z') => return Ok((input.take_from(1), TimeZoneOffset::UTC)),
        // Step 1.1: the sign.
        Some(b'+') => false,
        Some(b'-') => true,
        // Otherwise, fail.
        _ => {
            let kind = ErrorKind::expected(Expected::TimeZoneOffset, input.as_str());
            return Err(fail(input, kind));
        }
    };
    let sign = input.clone();
    // Steps 1.2–1.3: collect digits.
    let digits = input.take_from(1);
    let count = count_while(digits.as_str(), |b| b.is_ascii_digit());
    let (rest, hours, minutes) = match count {
        // Step 1.4, two digits: hh ':' mm.
        2 => {
            let (rest, hours) = two_digits_raw(digits.clone(), Field::OffsetHours)?;
            let rest = colon(rest)?;
            let minutes_at = rest.clone();
            let (rest, minutes) = two_digits_raw(rest, Field::OffsetMinutes)?;
            (rest, (digits, hours), (minutes_at, minutes))
        }
        // Step 1.4, four digits: hhmm.
        4 => {
            let d = digits.as_str().as_bytes();
            let value = |i: usize| {
                let digit = |j: usize| d.get(j).map_or(0, |b| b - b'0');
                digit(i) * 10 + digit(i + 1)
            };
            let (hours, minutes) = (value(0), value(2));
            (
                digits.take_from(4),
                (digits.clone(), hours),
                (digits.take_from(2), minutes),
            )
        }
        // Otherwise, fail: at the digit or character after the last good one.
        _ => {
            let at = digits.take_from(if count > 4 { 4 } else { count });
            let kind = ErrorKind::expected(Expected::OffsetDigits, at.as_str());
            return Err(fail(at, kind));
        }
    };
    // Step 1.5: hours 0 to 23 (step 1.6 negates them below).
    let (hours_at, hours) = hours;
    check_range(hours_at, Field::OffsetHours, hours, 0, 23)?;
    // Step 1.7: minutes 0 to 59 (step 1.8 negates them below).
    let (minutes_at, minutes) = minutes;
    check_range(minutes_at, Field::OffsetMinutes, minutes, 0, 59)?;
    if negative && hours == 0 && minutes == 0 {
        report_at(sink, &sign, 0, Violation::NegativeZeroOffset);
    }
    let total = i16::from(hours) * 60 + i16::from(minutes);
    let total = if negative { -total } else { total };
    // Always Some: the ranges were checked above.
    let Some(offset) = TimeZoneOffset::from_minutes(total) else {
        return Err(fail(
            sign,
            ErrorKind::expected(Expected::TimeZoneOffset, ""),
        ));
    };
    Ok((rest, offset))
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
pub fn time_zone_offset_component<'a, I, E>(input: I) -> IResult<I, TimeZoneOffset, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    // The steps run on the text; a span is split once (entry::via_str).
    via_str(
        input,
        time_zone_offset_component_steps::<&str, StepError<&str>>,
    )
}

/// The steps of [`time_zone_offset_component`], generic over the input.
fn time_zone_offset_component_steps<'a, I, E>(input: I) -> IResult<I, TimeZoneOffset, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    zone_rules(input, &mut ())
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
    run_to_end(input, time_zone_offset_component_steps)
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
    validate_with(input, zone_rules)
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
    validate_time_zone_offset(input).is_ok()
}
