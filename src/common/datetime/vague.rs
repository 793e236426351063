//! [2.3.5.10 Vaguer moments in time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#vaguer-moments-in-time).
//!
//! ```text
//! valid-date-string-with-optional-time = valid-date-string / valid-global-date-and-time-string
//! ```
//!
//! The rules to parse a date or time string (used by the `time` element's
//! `datetime` attribute) also accept a lone time, which is not a valid date
//! string with optional time.

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::byte_at;
use super::date::{date_steps, Date};
use super::global::GlobalDateTime;
use super::local::LocalDateTime;
use super::time::{time_steps, Time};
use super::zone::time_zone_offset_steps;
use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Violation};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::collect_digits;
use crate::{base::error::Error, base::input::StrInput};

/// What the [rules to parse a date or time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-or-time-string)
/// return: a date, a time, or a global date and time.
///
/// `Display` writes the value's own string (see [`Date`], [`Time`],
/// [`GlobalDateTime`]); `FromStr` runs [`parse_date_or_time`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::DateOrTime;
/// assert!(matches!("2011-11-18".parse(), Ok(DateOrTime::Date(_))));
/// assert!(matches!("14:54".parse(), Ok(DateOrTime::Time(_))));
/// assert!(matches!("2011-11-18T14:54Z".parse(), Ok(DateOrTime::Global(_))));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DateOrTime {
    /// A date (step 11, date present and time absent).
    Date(Date),
    /// A time (step 11, time present and date absent).
    Time(Time),
    /// A moment in UTC and its offset (step 11, both present).
    Global(GlobalDateTime),
}

impl fmt::Display for DateOrTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DateOrTime::Date(d) => d.fmt(f),
            DateOrTime::Time(t) => t.fmt(f),
            DateOrTime::Global(g) => g.fmt(f),
        }
    }
}

impl FromStr for DateOrTime {
    type Err = Error;

    fn from_str(s: &str) -> Result<DateOrTime, Error> {
        parse_date_or_time(s)
    }
}

/// Steps 3–9 and 11 of the rules to parse a date or time string, from
/// `pos`, reporting the departures from a valid date string with optional
/// time to `sink`.
pub(super) fn date_or_time_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<DateOrTime> {
    // Step 3: the start position.
    let start = pos;
    // Steps 4–5: try a date component.
    let (pos, date) = match date_steps(text, start, sink) {
        Ok(found) => found,
        Err(date_failure) => {
            // Step 6, date absent: back to the start; step 7: a time component.
            return match time_steps(text, start, sink) {
                Ok((end, time)) => {
                    // A lone time is not a valid date string with optional time.
                    sink.report(start, Violation::NotValidForm);
                    Ok((end, DateOrTime::Time(time)))
                }
                // Neither parsed: four or more leading digits look like a
                // year, so the date's failure says more; otherwise the time's.
                Err(time_failure) => {
                    if collect_digits(text, start) - start >= 4 {
                        Err(date_failure)
                    } else {
                        Err(time_failure)
                    }
                }
            };
        }
    };
    // Step 6, date present: a 'T' or a space, or no time.
    let pos = match byte_at(text, pos) {
        Some(b'T' | b' ') => pos + 1,
        _ => return Ok((pos, DateOrTime::Date(date))),
    };
    // Step 7: a time component.
    let (pos, time) = time_steps(text, pos, sink)?;
    // Steps 8–9: a time-zone offset component (which fails at the end).
    let (end, offset) = time_zone_offset_steps(text, pos, sink)?;
    // Step 11: the moment in UTC, and the offset.
    match GlobalDateTime::new(LocalDateTime::new(date, time), offset) {
        Some(g) => Ok((end, DateOrTime::Global(g))),
        // Unreachable for years up to MAX_YEAR.
        None => Err((pos, ErrorKind::expected(Expected::TimeZoneOffset, ""))),
    }
}

/// The components of the [rules to parse a date or time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-or-time-string)
/// (steps 3–9): a date, a time, or a date, time and offset. No end-of-input
/// check: after a date that is not followed by `T` or a space, the rest is
/// returned.
///
/// # Errors
///
/// Those of [`time_component`](super::time_component) when there is no date
/// (or of [`date_component`](super::date_component) when the input starts
/// with four digits), and those of the time and offset components after a
/// date and `T` or a space.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{date_or_time_component, DateOrTime};
/// let (rest, v) = date_or_time_component::<_, ()>("2011-11-18</time>").unwrap();
/// assert!(matches!(v, DateOrTime::Date(_)));
/// assert_eq!(rest, "</time>");
/// ```
pub fn date_or_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, DateOrTime, E> {
    entry::component(input, |text, sink| date_or_time_steps(text, 0, sink))
}

/// A component of a [valid date string with optional time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string-with-optional-time):
/// [`date_or_time_component`] that also fails on a lone time (`not_valid_form`,
/// at its start), a fourth fraction digit and a `-00:00` offset, all
/// [`ErrorKind::Invalid`]. No end-of-input check.
///
/// # Errors
///
/// Those of [`date_or_time_component`], and [`ErrorKind::Invalid`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{valid_date_with_optional_time_component, DateOrTime};
/// let (rest, v) = valid_date_with_optional_time_component::<_, ()>("2011-11-18</time>").unwrap();
/// assert!(matches!(v, DateOrTime::Date(_)));
/// assert_eq!(rest, "</time>");
/// assert!(valid_date_with_optional_time_component::<_, ()>("14:54</time>").is_err());
/// ```
pub fn valid_date_with_optional_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, DateOrTime, E> {
    entry::valid_component(input, |text, sink| date_or_time_steps(text, 0, sink))
}

/// The [rules to parse a date or time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-or-time-string).
///
/// # Errors
///
/// Those of [`date_or_time_component`], and [`ErrorKind::TrailingInput`]
/// (step 10).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{parse_date_or_time, DateOrTime};
/// let Ok(DateOrTime::Global(g)) = parse_date_or_time("2011-11-18 14:54:39.929-04:00") else { panic!() };
/// assert_eq!(g.to_utc_string(), "2011-11-18T18:54:39.929Z");
/// // A date and a time need an offset (step 9).
/// assert_eq!(parse_date_or_time("2011-11-18T14:54").unwrap_err().kind().code(), "expected_time_zone_offset");
/// ```
pub fn parse_date_or_time(input: &str) -> Result<DateOrTime, Error> {
    entry::parse_to_end(input, |text, sink| date_or_time_steps(text, 0, sink))
}

/// A [valid date string with optional time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string-with-optional-time)
/// check that returns the value: a valid date string or a valid global date
/// and time string (a lone time is `not_valid_form`).
///
/// # Errors
///
/// See [`parse_date_or_time`]; [`ErrorKind::Invalid`] for a departure.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_date_with_optional_time;
/// assert!(validate_date_with_optional_time("2011-11-18").is_ok());
/// assert!(validate_date_with_optional_time("2011-11-18T14:54Z").is_ok());
/// assert_eq!(validate_date_with_optional_time("14:54").unwrap_err().kind().code(), "not_valid_form");
/// ```
pub fn validate_date_with_optional_time(input: &str) -> Result<DateOrTime, Error> {
    entry::validate_to_end(input, |text, sink| date_or_time_steps(text, 0, sink))
}

/// Whether `input` is a [valid date string with optional time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string-with-optional-time).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_date_with_optional_time;
/// assert!(is_valid_date_with_optional_time("0037-12-13 00:00Z"));
/// assert!(!is_valid_date_with_optional_time("0037-12-13 00:00"));
/// ```
pub fn is_valid_date_with_optional_time(input: &str) -> bool {
    entry::is_valid(input, |text, sink| date_or_time_steps(text, 0, sink))
}
