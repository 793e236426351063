//! [2.3.5.5 Local dates and times](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#local-dates-and-times).
//!
//! ```text
//! valid-local-date-and-time-string            = valid-date-string ("T" / " ") valid-time-string
//! valid-normalized-local-date-and-time-string = valid-date-string "T" shortest-valid-time-string
//! ```

use crate::idioms::str_to;
use core::fmt;
use core::str::FromStr;

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use super::date::{date_component_steps, Date};
use super::time::{time_rules, Time};
use super::{days_to_milliseconds, in_range, RangeError, ShortString, MS_PER_DAY};
use crate::entry::{run_to_end, validate_with, via_str};
use crate::error::{fail, report_at, ErrorKind, Expected, Violation, Violations};
use crate::{Error, StepError, StrInput};

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
/// Returns the rest and whether it was a space.
#[inline(always)]
pub(crate) fn date_time_separator<'a, I, E>(input: I) -> Result<(I, bool), nom::Err<E>>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    match input.as_str().as_bytes().first() {
        Some(b'T') => Ok((input.take_from(1), false)),
        Some(b' ') => Ok((input.take_from(1), true)),
        _ => {
            let kind = ErrorKind::expected(Expected::DateTimeSeparator, input.as_str());
            Err(fail(input, kind))
        }
    }
}

/// The byte offset of the first difference between `written` and its
/// shortest form `shortest`, if they differ.
pub(crate) fn first_difference(written: &str, shortest: &str) -> Option<usize> {
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

/// The rules to parse a local date and time, with the departures from a
/// valid (or, if `normalized`, a valid normalized) string reported to `sink`.
pub(crate) fn local_rules<'a, I, E, V>(
    input: I,
    sink: &mut V,
    normalized: bool,
) -> IResult<I, LocalDateTime, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    // The common shapes, read in one go (datetime::fast); a normalized check
    // needs the steps' look at the separator and the time.
    if !normalized {
        if let Some((len, value)) = super::fast::local(input.as_str().as_bytes()) {
            return Ok((input.take_from(len), value));
        }
    }
    // Step 3: a date component.
    let (rest, date) = date_component_steps(input)?;
    // Step 4: 'T' or a space (the normalized string has 'T').
    let at_separator = rest.clone();
    let (rest, space) = date_time_separator(rest)?;
    if normalized && space {
        report_at(sink, &at_separator, 0, Violation::NotNormalized);
    }
    // Step 5: a time component.
    let time_start = rest.clone();
    let mut earliest: Option<(usize, Violation)> = None;
    let (rest, time) = time_rules(rest, &mut |at: &I, v: Violation| {
        let pos = time_start.as_str().len() - at.as_str().len();
        if earliest.is_none() {
            earliest = Some((pos, v));
        }
    })?;
    if normalized {
        let written = str_to(
            time_start.as_str(),
            time_start.as_str().len() - rest.as_str().len(),
        );
        // The shortest time ("hh:mm:ss.nnnnnnnnn" at most) on the stack.
        let mut shortest = ShortString::default();
        let _ = fmt::Write::write_fmt(&mut shortest, format_args!("{time}"));
        if let Some(pos) = first_difference(written, shortest.as_str()) {
            if earliest.is_none_or(|(p, _)| pos < p) {
                earliest = Some((pos, Violation::NotNormalized));
            }
        }
    }
    if let Some((pos, v)) = earliest {
        report_at(sink, &time_start, pos, v);
    }
    Ok((rest, LocalDateTime { date, time }))
}

/// [Parse a date component](super::date_component), `T` or a space, then
/// [parse a time component](super::time_component): the components of the
/// local date and time rules, with no end-of-input check.
///
/// # Errors
///
/// Those of the date and time components, and [`ErrorKind::Expected`] for a
/// missing separator (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::local_date_time_component;
/// let (rest, dt) = local_date_time_component::<_, ()>("0033-08-04T03:40+01:00").unwrap();
/// assert_eq!((dt.to_string().as_str(), rest), ("0033-08-04T03:40", "+01:00"));
/// ```
pub fn local_date_time_component<'a, I, E>(input: I) -> IResult<I, LocalDateTime, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    // The steps run on the text; a span is split once (entry::via_str).
    via_str(
        input,
        local_date_time_component_steps::<&str, StepError<&str>>,
    )
}

/// The steps of [`local_date_time_component`], generic over the input.
fn local_date_time_component_steps<'a, I, E>(input: I) -> IResult<I, LocalDateTime, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    local_rules(input, &mut (), false)
}

/// The [rules to parse a local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-local-date-and-time-string).
///
/// # Errors
///
/// Those of [`local_date_time_component`], and [`ErrorKind::TrailingInput`]
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
    run_to_end(input, local_date_time_component_steps)
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
    validate_with(input, |i, sink| local_rules(i, sink, false))
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
    validate_local_date_time(input).is_ok()
}

/// A [valid normalized local date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-normalized-local-date-and-time-string)
/// check that returns the value: `T`, and the time written as short as
/// possible (`not_normalized` points at the first character that differs).
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
    validate_with(input, |i, sink| local_rules(i, sink, true))
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
    validate_normalized_local_date_time(input).is_ok()
}
