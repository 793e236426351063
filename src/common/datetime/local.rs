//! [2.3.5.5 Local dates and times](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#local-dates-and-times).
//!
//! ```text
//! valid-local-date-and-time-string            = valid-date-string ("T" / " ") valid-time-string
//! valid-normalized-local-date-and-time-string = valid-date-string "T" shortest-valid-time-string
//! ```

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::date::{date_steps, Date};
use super::practice::warn_year;
use super::time::{time_steps, Time};
use super::{
    byte_at, bytes_from, days_to_milliseconds, expected_at, in_range, RangeError, ShortString,
    MS_PER_DAY,
};
use crate::base::entry;
use crate::base::error::{ComponentError, Expected, Violation};
use crate::base::step::{Earliest, Failure, FirstViolation, Sink, Steps};
use crate::common::idioms::str_range;
use crate::{base::error::Error, base::input::StrInput};

/// A [local date and time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-datetime-local):
/// a date and a time, with no time zone.
///
/// `Display` writes the [valid normalized local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string)
/// (`T`, then the shortest time); `FromStr` runs [`parse_local_date_time`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::LocalDateTime;
/// let dt: LocalDateTime = "1986-01-28 11:38:00.010".parse().unwrap();
/// assert_eq!(dt.to_string(), "1986-01-28T11:38:00.01");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LocalDateTime {
    date: Date,
    time: Time,
}

impl LocalDateTime {
    /// The date and time.
    pub fn new(date: Date, time: Time) -> LocalDateTime {
        LocalDateTime { date, time }
    }

    /// The date.
    pub fn date(self) -> Date {
        self.date
    }

    /// The time.
    pub fn time(self) -> Time {
        self.time
    }

    /// Nanoseconds since 1970-01-01T00:00 (as if in UTC).
    pub(crate) fn nanos(self) -> i128 {
        i128::from(self.date.days()) * i128::from(MS_PER_DAY) * 1_000_000
            + i128::from(self.time.nanos_since_midnight())
    }

    /// The date and time `nanos` nanoseconds after 1970-01-01T00:00, any
    /// year in `0..=u32::MAX`.
    pub(crate) fn from_nanos_unchecked_year(nanos: i128) -> Option<LocalDateTime> {
        let per_day = i128::from(MS_PER_DAY) * 1_000_000;
        let days = i64::try_from(nanos.div_euclid(per_day)).ok()?;
        let in_day = u64::try_from(nanos.rem_euclid(per_day)).ok()?;
        Some(LocalDateTime {
            date: Date::from_days_unchecked_year(days)?,
            time: Time::from_nanos_since_midnight(in_day)?,
        })
    }

    /// The milliseconds from 1970-01-01T00:00 to this date and time, both
    /// read as UTC: the `datetime-local` input type's `valueAsNumber`
    /// ([local date and time state](https://html.spec.whatwg.org/multipage/input.html#local-date-and-time-state-(type=datetime-local))).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_local_date_time;
    /// let dt = parse_local_date_time("1970-01-02T00:00:00.5").unwrap();
    /// assert_eq!(dt.to_milliseconds(), 86_400_500.0);
    /// ```
    #[inline]
    pub fn to_milliseconds(self) -> f64 {
        let days = self.date.days();
        // Whole milliseconds within ±2^53 (every year up to 275760): the exact
        // integer, converted once; the same double as the sum below, whose
        // two parts are then exact too.
        if let Some(total) = self.time.whole_milliseconds().and_then(|ms| {
            days.checked_mul(super::MS_PER_DAY)
                .and_then(|d| d.checked_add(ms))
        }) {
            if total.unsigned_abs() <= 1 << 53 {
                // OK: exact, |total| <= 2^53.
                return total as f64;
            }
        }
        days_to_milliseconds(days) + self.time.to_milliseconds()
    }

    /// The date and time `ms` milliseconds after 1970-01-01T00:00, rounded
    /// to the nearest nanosecond.
    ///
    /// # Errors
    ///
    /// [`RangeError`] when `ms` is not finite or the year falls outside
    /// `1..=MAX_YEAR`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::LocalDateTime;
    /// let dt = LocalDateTime::from_milliseconds(-1.0).unwrap();
    /// assert_eq!(dt.to_string(), "1969-12-31T23:59:59.999");
    /// ```
    pub fn from_milliseconds(ms: f64) -> Result<LocalDateTime, RangeError> {
        let whole = in_range(super::floor(ms), -7e13, 3.2e19)?;
        // The fraction of a millisecond, to the nearest nanosecond (0..=1e6).
        let sub = in_range(super::round((ms - super::floor(ms)) * 1e6), 0.0, 1e6)?;
        let nanos = whole * 1_000_000 + sub;
        let dt = LocalDateTime::from_nanos_unchecked_year(nanos).ok_or(RangeError)?;
        Date::new(dt.date.year(), dt.date.month(), dt.date.day()).ok_or(RangeError)?;
        Ok(dt)
    }
}

impl fmt::Display for LocalDateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}T{}", self.date, self.time)
    }
}

impl FromStr for LocalDateTime {
    type Err = Error;

    fn from_str(s: &str) -> Result<LocalDateTime, Error> {
        parse_local_date_time(s)
    }
}

/// Step 4 of the local and global rules: a `T` or a space after the date.
/// Returns the position after it and whether it was a space.
#[inline(always)]
pub(super) fn date_time_separator(text: &str, pos: usize) -> Result<(usize, bool), Failure> {
    match byte_at(text, pos) {
        Some(b'T') => Ok((pos + 1, false)),
        Some(b' ') => Ok((pos + 1, true)),
        _ => Err(expected_at(text, pos, Expected::DateTimeSeparator)),
    }
}

/// The byte offset of the first difference between `written` and its
/// shortest form `shortest`, if they differ.
fn first_difference(written: &str, shortest: &str) -> Option<usize> {
    if written == shortest {
        return None;
    }
    Some(
        written
            .bytes()
            .zip(shortest.bytes())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| written.len().min(shortest.len())),
    )
}

/// The steps of [`local_date_time_component`] from `pos`: the common
/// shapes, read in one go (`datetime::fast`, with the year's warning the
/// steps would give), else the spec's steps.
#[inline(always)]
pub(super) fn local_date_time_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<LocalDateTime> {
    match super::fast::local(bytes_from(text, pos)) {
        Some((len, value)) => {
            warn_year(sink, pos, 4, value.date().year());
            Ok((pos + len, value))
        }
        None => local_date_time_spec_steps(text, pos, sink),
    }
}

/// Steps 3–5 of the rules to parse a local date and time string, one by
/// one (no fast path of its own: the reference the fast path is tested
/// against).
#[inline(never)]
pub(super) fn local_date_time_spec_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<LocalDateTime> {
    // Step 3: a date component.
    let (pos, date) = date_steps(text, pos, sink)?;
    // Step 4: 'T' or a space.
    let (pos, _) = date_time_separator(text, pos)?;
    // Step 5: a time component.
    let (pos, time) = time_steps(text, pos, sink)?;
    Ok((pos, LocalDateTime { date, time }))
}

/// The local date and time steps for a [valid normalized local date and
/// time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string):
/// a space for `T` and a time not written as short as possible are reported
/// (`not_normalized`, at the first character that differs from the shortest
/// form), besides the time's own departures, earliest first.
pub(super) fn normalized_local_date_time_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<LocalDateTime> {
    // Step 3: a date component.
    let (pos, date) = date_steps(text, pos, sink)?;
    // Step 4: 'T' or a space (the normalized string has 'T').
    let (time_start, space) = date_time_separator(text, pos)?;
    if space {
        sink.report(pos, Violation::NotNormalized);
    }
    // Step 5: a time component, its departures kept to compare with the
    // first difference from the shortest form.
    let mut first = FirstViolation::default();
    let (end, time) = time_steps(text, time_start, &mut first)?;
    let mut earliest = Earliest(first.0);
    let written = str_range(text, time_start, end);
    // The shortest time ("hh:mm:ss.nnnnnnnnn" at most) on the stack.
    let mut shortest = ShortString::default();
    let _ = fmt::Write::write_fmt(&mut shortest, format_args!("{time}"));
    if let Some(at) = first_difference(written, shortest.as_str()) {
        let at = time_start + at;
        earliest.keep(at, Violation::NotNormalized);
    }
    if let Some((at, v)) = earliest.0 {
        sink.report(at, v);
    }
    Ok((end, LocalDateTime { date, time }))
}

/// [Parse a date component](super::date_component), `T` or a space, then
/// [parse a time component](super::time_component): the components of the
/// local date and time rules, with no end-of-input check.
///
/// # Errors
///
/// Those of the date and time components, and [`ErrorKind::Expected`](crate::ErrorKind::Expected) for a
/// missing separator (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::local_date_time_component;
/// let (rest, dt) = local_date_time_component::<_, ()>("0033-08-04T03:40+01:00").unwrap();
/// assert_eq!((dt.to_string().as_str(), rest), ("0033-08-04T03:40", "+01:00"));
/// ```
pub fn local_date_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, LocalDateTime, E> {
    entry::component(input, |text, sink| local_date_time_steps(text, 0, sink))
}

/// A component of a [valid local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-local-date-and-time-string):
/// [`local_date_time_component`] that also fails at a fourth fraction digit
/// ([`ErrorKind::Invalid`](crate::ErrorKind::Invalid) `too_many_fraction_digits`). No end-of-input
/// check.
///
/// # Errors
///
/// Those of [`local_date_time_component`], and [`ErrorKind::Invalid`](crate::ErrorKind::Invalid).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_local_date_time_component;
/// let (rest, dt) = valid_local_date_time_component::<_, ()>("2024-02-29 12:00:30.5|").unwrap();
/// assert_eq!((dt.to_string().as_str(), rest), ("2024-02-29T12:00:30.5", "|"));
/// assert!(valid_local_date_time_component::<_, ()>("2024-02-29 12:00:30.5000|").is_err());
/// ```
pub fn valid_local_date_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, LocalDateTime, E> {
    entry::valid_component(input, |text, sink| local_date_time_steps(text, 0, sink))
}

/// A component of a [valid normalized local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string):
/// [`local_date_time_component`] that also fails at a space for `T` and at
/// the first character where the time is not written as short as possible
/// ([`ErrorKind::Invalid`](crate::ErrorKind::Invalid) `not_normalized`), or at a fourth fraction digit.
/// No end-of-input check.
///
/// # Errors
///
/// Those of [`local_date_time_component`], and [`ErrorKind::Invalid`](crate::ErrorKind::Invalid).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_normalized_local_date_time_component;
/// use html_microsyntax::StepError;
/// let (rest, dt) = valid_normalized_local_date_time_component::<_, ()>("2024-02-29T12:00|").unwrap();
/// assert_eq!((dt.to_string().as_str(), rest), ("2024-02-29T12:00", "|"));
/// let nom::Err::Error(e) =
///     valid_normalized_local_date_time_component::<_, StepError<&str>>("2024-02-29T12:00:00|").unwrap_err()
/// else { unreachable!() };
/// assert_eq!((e.kind.code(), e.input), ("not_normalized", ":00|"));
/// ```
pub fn valid_normalized_local_date_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, LocalDateTime, E> {
    entry::valid_component(input, |text, sink| {
        normalized_local_date_time_steps(text, 0, sink)
    })
}

/// The [rules to parse a local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-local-date-and-time-string).
///
/// # Errors
///
/// Those of [`local_date_time_component`], and [`ErrorKind::TrailingInput`](crate::ErrorKind::TrailingInput)
/// (step 6).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_local_date_time;
/// let dt = parse_local_date_time("1977-04-01T14:00:30").unwrap();
/// assert_eq!(dt.time().second(), 30);
/// let err = parse_local_date_time("2001-12-21  12:00").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("digit_count", 11));
/// ```
#[inline]
pub fn parse_local_date_time(input: &str) -> Result<LocalDateTime, Error> {
    entry::parse_to_end(input, |text, sink| local_date_time_steps(text, 0, sink))
}

/// A [valid local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-local-date-and-time-string)
/// check that returns the value.
///
/// # Errors
///
/// See [`parse_local_date_time`]; `too_many_fraction_digits` for a fraction
/// longer than three digits.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_local_date_time;
/// assert!(validate_local_date_time("1986-01-28 11:38:00.010").is_ok());
/// assert!(validate_local_date_time("1986-01-28 11:38:00.0100").is_err());
/// ```
pub fn validate_local_date_time(input: &str) -> Result<LocalDateTime, Error> {
    entry::validate_to_end(input, |text, sink| local_date_time_steps(text, 0, sink))
}

/// Whether `input` is a [valid local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-local-date-and-time-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_local_date_time;
/// assert!(is_valid_local_date_time("0170-07-31T22:00:00"));
/// assert!(!is_valid_local_date_time("0170-07-31t22:00"));
/// ```
pub fn is_valid_local_date_time(input: &str) -> bool {
    entry::is_valid(input, |text, sink| local_date_time_steps(text, 0, sink))
}

/// A [valid normalized local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string)
/// check that returns the value: `T`, and the time written as short as
/// possible (`not_normalized` points at the first character that differs).
/// Allocates nothing.
///
/// # Errors
///
/// See [`validate_local_date_time`], and `not_normalized`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_normalized_local_date_time;
/// assert!(validate_normalized_local_date_time("1986-01-28T11:38:00.01").is_ok());
/// let err = validate_normalized_local_date_time("0170-07-31T22:00:00").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("not_normalized", 16));
/// ```
pub fn validate_normalized_local_date_time(input: &str) -> Result<LocalDateTime, Error> {
    entry::validate_to_end(input, |text, sink| {
        normalized_local_date_time_steps(text, 0, sink)
    })
}

/// Whether `input` is a [valid normalized local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_normalized_local_date_time;
/// assert!(is_valid_normalized_local_date_time("0170-07-31T22:00"));
/// assert!(!is_valid_normalized_local_date_time("0170-07-31 22:00"));
/// ```
pub fn is_valid_normalized_local_date_time(input: &str) -> bool {
    entry::is_valid(input, |text, sink| {
        normalized_local_date_time_steps(text, 0, sink)
    })
}
