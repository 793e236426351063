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

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::{
    byte_at, bytes_from, colon, digit_count, expected_at, fraction_nanos, in_range, two_digits,
    write_fraction, RangeError, MS_PER_DAY,
};
use crate::base::entry;
use crate::base::error::{ComponentError, Expected, Field, Violation};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::{collect_digits, count_while, str_from, str_range};
use crate::{base::error::Error, base::input::StrInput};

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
        write_fraction(f, nanosecond)?;
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

/// The steps of [`time_component`] from `pos`: the common shapes,
/// `hh:mm[:ss[.fff]]`, read in one go (`datetime::fast`), else the spec's
/// steps.
#[inline(always)]
pub(super) fn time_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Time> {
    match super::fast::time(bytes_from(text, pos)) {
        Some((len, time)) => Ok((pos + len, time)),
        None => time_spec_steps(text, pos, sink),
    }
}

/// The steps of the spec's "parse a time component", one by one (no fast
/// path: the reference the fast path is tested against), reporting a
/// fraction longer than a valid time string allows to `sink`.
#[inline(never)]
pub(super) fn time_spec_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Time> {
    // Steps 1–2: two digits of hour, 0 to 23.
    let (pos, hour) = two_digits(text, pos, Field::Hour, 0, 23)?;
    // Step 3: a ':'.
    let pos = colon(text, pos)?;
    // Steps 4–5: two digits of minute, 0 to 59.
    let (pos, minute) = two_digits(text, pos, Field::Minute, 0, 59)?;
    // Step 6: second is 0.
    let mut time = Time {
        hour,
        minute,
        second: 0,
        nanosecond: 0,
    };
    // Step 7: a ':' starts the seconds.
    if byte_at(text, pos) != Some(b':') {
        return Ok((pos, time));
    }
    let start = pos + 1;
    // Step 7.2: two digits must follow.
    let leading = collect_digits(text, start) - start;
    if leading < 2 {
        return Err(digit_count(start, Field::Second, 2, Some(2), leading));
    }
    // Step 7.3: collect digits and '.'; the third must be a '.' followed by
    // more, and there is at most one '.'.
    let end = start + count_while(str_from(text, start), |b| b.is_ascii_digit() || b == b'.');
    if end - start >= 3 {
        let failure = match byte_at(text, start + 2) {
            Some(b'.') if end - start == 3 => Some((start + 3, Expected::Digit)),
            Some(b'.') => str_range(text, start + 3, end)
                .find('.')
                .map(|i| (start + 3 + i, Expected::Digit)),
            _ => Some((start + 2, Expected::FullStop)),
        };
        if let Some((at, expected)) = failure {
            return Err(expected_at(text, at, expected));
        }
    }
    // Step 7.4: 0 <= second < 60, decided on the exact digits.
    let (_, second) = two_digits(text, start, Field::Second, 0, 59)?;
    time.second = second;
    if end - start > 3 {
        let fraction = str_range(text, start + 3, end);
        if fraction.len() > 3 {
            // The fourth fraction digit.
            sink.report(start + 6, Violation::TooManyFractionDigits);
        }
        // Nanoseconds: the first nine digits, zero-padded; the rest truncated.
        time.nanosecond = fraction_nanos(fraction);
    }
    Ok((end, time))
}

/// [Parse a time component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-component):
/// `hh:mm`, then optionally `:ss` and a fraction of any length. No
/// end-of-input check.
///
/// # Errors
///
/// [`ErrorKind::DigitCount`](crate::ErrorKind::DigitCount) (steps 1, 4, 7.2), [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange)
/// (steps 2, 5, 7.4), [`ErrorKind::Expected`](crate::ErrorKind::Expected) (no `:`, step 3; a third digit
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
pub fn time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, Time, E> {
    entry::component(input, |text, sink| time_steps(text, 0, sink))
}

/// A component of a [valid time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-string):
/// [`time_component`] that also fails at the fourth fraction digit
/// ([`ErrorKind::Invalid`](crate::ErrorKind::Invalid) `too_many_fraction_digits`), since a valid time
/// string has one to three. No end-of-input check.
///
/// # Errors
///
/// Those of [`time_component`], and [`ErrorKind::Invalid`](crate::ErrorKind::Invalid).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{time_component, valid_time_component};
/// use html_microsyntax::StepError;
/// let (rest, t) = valid_time_component::<_, ()>("09:00:00.123Z").unwrap();
/// assert_eq!((t.nanosecond(), rest), (123_000_000, "Z"));
/// // The parse rules read any number of fraction digits; the valid string
/// // stops at three.
/// assert_eq!(time_component::<_, ()>("09:00:00.123456Z").unwrap().0, "Z");
/// let nom::Err::Error(e) = valid_time_component::<_, StepError<&str>>("09:00:00.123456Z").unwrap_err()
/// else { unreachable!() };
/// assert_eq!((e.kind.code(), e.input), ("too_many_fraction_digits", "456Z"));
/// ```
pub fn valid_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Time, E> {
    entry::valid_component(input, |text, sink| time_steps(text, 0, sink))
}

/// The [rules to parse a time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-time-string).
///
/// # Errors
///
/// Those of [`time_component`], and [`ErrorKind::TrailingInput`](crate::ErrorKind::TrailingInput) (step 4).
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
    entry::parse_to_end(input, |text, sink| time_steps(text, 0, sink))
}

/// A [valid time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-time-string)
/// check that returns the time: the parse rules, with more than three
/// fraction digits reported as `too_many_fraction_digits`.
///
/// # Errors
///
/// See [`parse_time`]; [`ErrorKind::Invalid`](crate::ErrorKind::Invalid) for a departure.
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
    entry::validate_to_end(input, |text, sink| time_steps(text, 0, sink))
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
    entry::is_valid(input, |text, sink| time_steps(text, 0, sink))
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
