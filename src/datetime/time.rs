//! [2.3.5.4 Times](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#times).
//!
//! ```text
//! valid-time-string = hour ":" minute [":" second ["." 1*3DIGIT]]
//! hour   = 2DIGIT   ; 00-23
//! minute = 2DIGIT   ; 00-59
//! second = 2DIGIT   ; 00-59
//! ```
//!
//! The parse rules accept any number of fraction digits (the valid string
//! allows one to three). The fraction is kept to the nanosecond: digits after
//! the ninth are **truncated** (dropped), never rounded, so `59.9999999999`
//! stays below 60.

use crate::idioms::str_range;
use alloc::format;
use core::fmt;
use core::str::FromStr;

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use super::{colon, in_range, two_digits, RangeError, MS_PER_DAY};
use crate::entry::{run_to_end, validate_with, via_str};
use crate::error::{fail, report_at, ErrorKind, Expected, Field, Violation, Violations};
use crate::idioms::count_while;
use crate::{Error, StepError, StrInput};

/// A [time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-time):
/// hour, minute, second and a fraction of a second (kept in nanoseconds).
///
/// `Display` writes the shortest valid time string: no seconds when they and
/// the fraction are zero, and no trailing zeros in the fraction (the time part
/// of a valid normalized local date and time string). A fraction finer than a
/// millisecond is written with up to nine digits, which the parse rules read
/// back exactly but a valid time string does not allow. `FromStr` runs
/// [`parse_time`]. Times order chronologically.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::Time;
/// let t: Time = "00:00:30.750".parse().unwrap();
/// assert_eq!((t.hour(), t.minute(), t.second(), t.nanosecond()), (0, 0, 30, 750_000_000));
/// assert_eq!(t.to_string(), "00:00:30.75");
/// assert_eq!("12:15:00".parse::<Time>().unwrap().to_string(), "12:15");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Time {
    hour: u8,
    minute: u8,
    second: u8,
    nanosecond: u32,
}

impl Time {
    /// The time, if `hour < 24`, `minute < 60`, `second < 60` and
    /// `nanosecond < 1_000_000_000`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Time;
    /// assert!(Time::new(23, 59, 59, 999_999_999).is_some());
    /// assert!(Time::new(23, 59, 60, 0).is_none()); // no leap seconds
    /// ```
    #[inline]
    pub fn new(hour: u8, minute: u8, second: u8, nanosecond: u32) -> Option<Time> {
        (hour < 24 && minute < 60 && second < 60 && nanosecond < 1_000_000_000).then_some(Time {
            hour,
            minute,
            second,
            nanosecond,
        })
    }

    /// This time with another hour and minute, both in range (the UTC
    /// roll-over of a global date and time).
    #[inline]
    pub(crate) fn with_hour_and_minute(self, hour: u8, minute: u8) -> Time {
        debug_assert!(hour < 24 && minute < 60);
        Time {
            hour,
            minute,
            ..self
        }
    }

    /// The hour, `0..=23`.
    pub fn hour(self) -> u8 {
        self.hour
    }

    /// The minute, `0..=59`.
    pub fn minute(self) -> u8 {
        self.minute
    }

    /// The whole second, `0..=59`.
    pub fn second(self) -> u8 {
        self.second
    }

    /// The fraction of the second, in nanoseconds.
    pub fn nanosecond(self) -> u32 {
        self.nanosecond
    }

    /// Milliseconds since midnight, if the time is a whole number of them.
    #[inline]
    pub(crate) fn whole_milliseconds(self) -> Option<i64> {
        if !self.nanosecond.is_multiple_of(1_000_000) {
            return None;
        }
        let secs =
            i64::from(self.hour) * 3600 + i64::from(self.minute) * 60 + i64::from(self.second);
        Some(secs * 1000 + i64::from(self.nanosecond / 1_000_000))
    }

    /// Nanoseconds since midnight.
    pub(crate) fn nanos_since_midnight(self) -> u64 {
        let secs =
            u64::from(self.hour) * 3600 + u64::from(self.minute) * 60 + u64::from(self.second);
        secs * 1_000_000_000 + u64::from(self.nanosecond)
    }

    /// The time `nanos` nanoseconds after midnight (`nanos` below one day).
    pub(crate) fn from_nanos_since_midnight(nanos: u64) -> Option<Time> {
        let secs = nanos / 1_000_000_000;
        let nanosecond = u32::try_from(nanos % 1_000_000_000).ok()?;
        let hour = u8::try_from(secs / 3600).ok()?;
        let minute = u8::try_from(secs / 60 % 60).ok()?;
        let second = u8::try_from(secs % 60).ok()?;
        Time::new(hour, minute, second, nanosecond)
    }

    /// The milliseconds since midnight, as the `time` input type's
    /// `valueAsNumber` reports it ([time state](https://html.spec.whatwg.org/multipage/input.html#time-state-(type=time))).
    /// A fraction of a millisecond is kept (nearest double).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_time;
    /// assert_eq!(parse_time("00:00:30.75").unwrap().to_milliseconds(), 30_750.0);
    /// ```
    #[inline]
    pub fn to_milliseconds(self) -> f64 {
        // Exact: below 2^53 nanoseconds; one correctly rounded division.
        self.nanos_since_midnight() as f64 / 1e6
    }

    /// The time `ms` milliseconds after midnight, rounded to the nearest
    /// nanosecond.
    ///
    /// # Errors
    ///
    /// [`RangeError`] unless `0 <= ms` and the time is before 24:00 (the
    /// `time` input type's setter takes the value modulo one day first; do
    /// that yourself if you need it).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Time;
    /// assert_eq!(Time::from_milliseconds(45_296_789.0).unwrap().to_string(), "12:34:56.789");
    /// assert!(Time::from_milliseconds(86_400_000.0).is_err());
    /// ```
    pub fn from_milliseconds(ms: f64) -> Result<Time, RangeError> {
        // OK: a constant, 86_400_000, exact in f64.
        let nanos = in_range(super::round(ms * 1e6), 0.0, (MS_PER_DAY as f64) * 1e6 - 1.0)?;
        let nanos = u64::try_from(nanos).map_err(|_| RangeError)?;
        Time::from_nanos_since_midnight(nanos).ok_or(RangeError)
    }
}

/// Writes `:ss[.fff…]` with the shortest fraction, or nothing for zero.
pub(crate) fn write_seconds(
    f: &mut fmt::Formatter<'_>,
    second: u8,
    nanosecond: u32,
) -> fmt::Result {
    if second == 0 && nanosecond == 0 {
        return Ok(());
    }
    write!(f, ":{second:02}")?;
    if nanosecond != 0 {
        let mut digits = format!("{nanosecond:09}");
        while digits.ends_with('0') {
            digits.pop();
        }
        write!(f, ".{digits}")?;
    }
    Ok(())
}

impl fmt::Display for Time {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.hour, self.minute)?;
        write_seconds(f, self.second, self.nanosecond)
    }
}

impl FromStr for Time {
    type Err = Error;

    fn from_str(s: &str) -> Result<Time, Error> {
        parse_time(s)
    }
}

/// The rules to parse a time component, reporting a fraction longer than a
/// valid time string allows to `sink`.
#[inline(always)]
pub(crate) fn time_rules<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, Time, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    // The common shapes, hh:mm[:ss[.fff]], read in one go (datetime::fast).
    match super::fast::time(input.as_str().as_bytes()) {
        Some((len, time)) => Ok((input.take_from(len), time)),
        None => time_steps(input, sink),
    }
}

/// The steps of the spec's "parse a time component", one by one, reporting a
/// fraction longer than a valid time string allows to `sink`.
#[inline(never)]
pub(super) fn time_steps<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, Time, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    // Steps 1–2: two digits of hour, 0 to 23.
    let (rest, hour) = two_digits(input, Field::Hour, 0, 23)?;
    // Step 3: a ':'.
    let rest = colon(rest)?;
    // Steps 4–5: two digits of minute, 0 to 59.
    let (rest, minute) = two_digits(rest, Field::Minute, 0, 59)?;
    // Step 6: second is 0.
    let mut time = Time {
        hour,
        minute,
        second: 0,
        nanosecond: 0,
    };
    // Step 7: a ':' starts the seconds.
    if rest.as_str().as_bytes().first() != Some(&b':') {
        return Ok((rest, time));
    }
    let input = rest.take_from(1);
    let text = input.as_str();
    let s = text.as_bytes();
    // Step 7.2: two digits must follow.
    let leading = count_while(text, |b| b.is_ascii_digit());
    if leading < 2 {
        let kind = ErrorKind::DigitCount {
            field: Field::Second,
            min: 2,
            max: Some(2),
            found: leading,
        };
        return Err(fail(input, kind));
    }
    // Step 7.3: collect digits and '.'; the third must be a '.' followed by
    // more, and there is at most one '.'.
    let len = count_while(text, |b| b.is_ascii_digit() || b == b'.');
    if len >= 3 {
        let (pos, expected) = match s.get(2) {
            Some(b'.') if len == 3 => (Some(3), Expected::Digit),
            Some(b'.') => (
                str_range(text, 3, len).find('.').map(|i| i + 3),
                Expected::Digit,
            ),
            _ => (Some(2), Expected::FullStop),
        };
        if let Some(pos) = pos {
            let at = input.take_from(pos);
            let kind = ErrorKind::expected(expected, at.as_str());
            return Err(fail(at, kind));
        }
    }
    // Step 7.4: 0 <= second < 60, decided on the exact digits.
    let (_, second) = two_digits(input.clone(), Field::Second, 0, 59)?;
    time.second = second;
    if len > 3 {
        let fraction = str_range(text, 3, len);
        if fraction.len() > 3 {
            report_at(sink, &input, 6, Violation::TooManyFractionDigits);
        }
        // Nanoseconds: the first nine digits, zero-padded; the rest truncated.
        let mut nanos: u32 = 0;
        for i in 0..9 {
            let digit = fraction
                .as_bytes()
                .get(i)
                .map_or(0, |b| u32::from(b - b'0'));
            nanos = nanos * 10 + digit;
        }
        time.nanosecond = nanos;
    }
    Ok((input.take_from(len), time))
}

/// [Parse a time component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-component):
/// `hh:mm`, then optionally `:ss` and a fraction of any length. No
/// end-of-input check.
///
/// # Errors
///
/// [`ErrorKind::DigitCount`] (steps 1, 4, 7.2), [`ErrorKind::OutOfRange`]
/// (steps 2, 5, 7.4), [`ErrorKind::Expected`] (no `:`, step 3; a third digit
/// of seconds, a `.` without digits or a second `.`, step 7.3).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::time_component;
/// let (rest, t) = time_component::<_, ()>("13:44:25.123456Z").unwrap();
/// assert_eq!((t.second(), t.nanosecond(), rest), (25, 123_456_000, "Z"));
/// assert!(time_component::<_, ()>("13:44:60").is_err());
/// ```
pub fn time_component<'a, I, E>(input: I) -> IResult<I, Time, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    // The steps run on the text; a span is split once (entry::via_str).
    via_str(input, time_component_steps::<&str, StepError<&str>>)
}

/// The steps of [`time_component`], generic over the input.
fn time_component_steps<'a, I, E>(input: I) -> IResult<I, Time, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    time_rules(input, &mut ())
}

/// The [rules to parse a time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-string).
///
/// # Errors
///
/// Those of [`time_component`], and [`ErrorKind::TrailingInput`] (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_time;
/// assert_eq!(parse_time("08:45:25").unwrap().to_string(), "08:45:25");
/// let err = parse_time("24:00").unwrap_err();
/// assert_eq!(err.to_string(), "hour 24 is out of range, expected 0 to 23 at line 1, column 1");
/// ```
#[inline]
pub fn parse_time(input: &str) -> Result<Time, Error> {
    run_to_end(input, time_component_steps)
}

/// A [valid time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-string)
/// check that returns the time: the parse rules, with more than three
/// fraction digits reported as `too_many_fraction_digits`.
///
/// # Errors
///
/// See [`parse_time`]; [`ErrorKind::Invalid`] for a departure.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_time;
/// assert!(validate_time("00:00:30.750").is_ok());
/// let err = validate_time("00:00:30.7501").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("too_many_fraction_digits", 12));
/// ```
pub fn validate_time(input: &str) -> Result<Time, Error> {
    validate_with(input, time_rules)
}

/// Whether `input` is a [valid time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_time;
/// assert!(is_valid_time("12:15"));
/// assert!(!is_valid_time("12:15:"));
/// assert!(!is_valid_time("1:15"));
/// ```
pub fn is_valid_time(input: &str) -> bool {
    validate_time(input).is_ok()
}

#[cfg(any(feature = "chrono", feature = "time", feature = "jiff"))]
impl Time {
    /// The time with each field clamped into its range (hour 0–23, minute
    /// and second 0–59, nanosecond below 10^9): infallible, for the
    /// conversions from other crates' times, whose fields are always within
    /// these ranges, so the clamping never changes a value.
    pub(crate) const fn from_clamped(hour: u8, minute: u8, second: u8, nanosecond: u32) -> Time {
        const fn min_u8(a: u8, b: u8) -> u8 {
            if a < b {
                a
            } else {
                b
            }
        }
        Time {
            hour: min_u8(hour, 23),
            minute: min_u8(minute, 59),
            second: min_u8(second, 59),
            nanosecond: if nanosecond < 1_000_000_000 {
                nanosecond
            } else {
                999_999_999
            },
        }
    }
}
