//! [2.3.5.7 Global dates and times](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#global-dates-and-times).
//!
//! ```text
//! valid-global-date-and-time-string = valid-date-string ("T" / " ") valid-time-string valid-time-zone-offset-string
//! ```
//!
//! The rules return the moment in UTC (the offset subtracted, with day, month
//! and year roll-over: `0001-01-01T00:00+00:01` is `0000-12-31T23:59` UTC)
//! and the offset.

use alloc::format;
use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::bytes_from;
use super::date::date_steps;
use super::local::{date_time_separator, LocalDateTime};
use super::practice::{warn_offset, warn_year};
use super::time::time_steps;
use super::zone::{time_zone_offset_steps, TimeZoneOffset};
use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected};
use crate::base::step::{Sink, Steps};
use crate::{base::error::Error, base::input::StrInput};

const NANOS_PER_MINUTE: i128 = 60_000_000_000;

/// A [global date and time](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-datetime):
/// a moment in UTC and the time-zone offset it was written with.
///
/// The UTC date may fall in year 0 or `MAX_YEAR + 1` (the written date is
/// always in `1..=MAX_YEAR`). Values order by the moment, then by the
/// offset; two values are equal only when both agree.
///
/// `Display` writes the valid global date and time string that keeps the
/// offset (the local date and time, normalized, then the offset);
/// [`to_utc_string`](GlobalDateTime::to_utc_string) writes the normalized UTC
/// form with `Z`. `FromStr` runs [`parse_global_date_time`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::GlobalDateTime;
/// let g: GlobalDateTime = "3755-01-01 00:00+10:00".parse().unwrap();
/// assert_eq!(g.utc().to_string(), "3754-12-31T14:00");
/// assert_eq!(g.offset().hours(), 10);
/// assert_eq!(g.to_string(), "3755-01-01T00:00+10:00");
/// assert_eq!(g.to_utc_string(), "3754-12-31T14:00Z");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct GlobalDateTime {
    utc: LocalDateTime,
    offset: TimeZoneOffset,
}

impl GlobalDateTime {
    /// The moment that is `local` at `offset` from UTC (step 9 of the rules:
    /// the offset's hours and minutes are subtracted).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::{GlobalDateTime, parse_local_date_time, TimeZoneOffset};
    /// let local = parse_local_date_time("0001-01-01T00:00").unwrap();
    /// let g = GlobalDateTime::new(local, TimeZoneOffset::from_minutes(1).unwrap()).unwrap();
    /// assert_eq!(g.utc().to_string(), "0000-12-31T23:59");
    /// ```
    #[inline]
    pub fn new(local: LocalDateTime, offset: TimeZoneOffset) -> Option<GlobalDateTime> {
        const MINUTES_PER_DAY: i16 = 24 * 60;
        let (date, time) = (local.date(), local.time());
        // The offset is under a day, so the date moves by a day at most.
        let minutes =
            i16::from(time.hour()) * 60 + i16::from(time.minute()) - offset.total_minutes();
        let (date, minutes) = if minutes < 0 {
            (date.previous_day()?, minutes + MINUTES_PER_DAY)
        } else if minutes >= MINUTES_PER_DAY {
            (date.next_day()?, minutes - MINUTES_PER_DAY)
        } else {
            (date, minutes)
        };
        // OK: 0 <= minutes < 24 * 60, so the hour and minute fit a u8.
        let (hour, minute) = ((minutes / 60) as u8, (minutes % 60) as u8);
        Some(GlobalDateTime {
            utc: LocalDateTime::new(date, time.with_hour_and_minute(hour, minute)),
            offset,
        })
    }

    /// The moment, in UTC.
    pub fn utc(self) -> LocalDateTime {
        self.utc
    }

    /// The offset it was written with.
    pub fn offset(self) -> TimeZoneOffset {
        self.offset
    }

    /// The date and time as written (the UTC moment plus the offset).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_global_date_time;
    /// let g = parse_global_date_time("8592-01-01T02:09+02:09").unwrap();
    /// assert_eq!(g.utc().to_string(), "8592-01-01T00:00");
    /// assert_eq!(g.local().to_string(), "8592-01-01T02:09");
    /// ```
    pub fn local(self) -> LocalDateTime {
        let nanos = self.utc.nanos() + i128::from(self.offset.total_minutes()) * NANOS_PER_MINUTE;
        // Always Some: it is the local date and time this value was built from.
        LocalDateTime::from_nanos_unchecked_year(nanos).unwrap_or(self.utc)
    }

    /// The milliseconds from 1970-01-01T00:00Z to this moment.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_global_date_time;
    /// let g = parse_global_date_time("1970-01-01T01:00+01:00").unwrap();
    /// assert_eq!(g.to_milliseconds(), 0.0);
    /// ```
    #[inline]
    pub fn to_milliseconds(self) -> f64 {
        self.utc.to_milliseconds()
    }

    /// The normalized string in UTC: the valid normalized local date and time
    /// string of the UTC moment, then `Z` (the HTML "valid normalized
    /// forced-UTC global date and time string"). For a moment in year 0 the
    /// year is written `0000`, which no valid string has.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_global_date_time;
    /// let g = parse_global_date_time("1789-08-22T12:30:00.1-04:00").unwrap();
    /// assert_eq!(g.to_utc_string(), "1789-08-22T16:30:00.1Z");
    /// ```
    pub fn to_utc_string(self) -> String {
        format!("{}Z", self.utc)
    }
}

impl fmt::Display for GlobalDateTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.local(), self.offset)
    }
}

impl FromStr for GlobalDateTime {
    type Err = Error;

    fn from_str(s: &str) -> Result<GlobalDateTime, Error> {
        parse_global_date_time(s)
    }
}

/// The steps of [`global_date_time_component`] from `pos`: the common
/// shapes, read in one go (`datetime::fast`, with the warnings the steps
/// would give for the year and the offset), else the spec's steps.
#[inline(always)]
pub(super) fn global_date_time_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<GlobalDateTime> {
    match super::fast::global(bytes_from(text, pos)) {
        Some((len, value, offset_at, year)) => {
            warn_year(sink, pos, 4, year);
            warn_offset(sink, pos + offset_at, value.offset());
            Ok((pos + len, value))
        }
        None => global_date_time_spec_steps(text, pos, sink),
    }
}

/// Steps 3–11 of the rules to parse a global date and time string, one by
/// one (no fast path of its own: the reference the fast path is tested
/// against), reporting departures from a valid string to `sink`.
#[inline(never)]
pub(super) fn global_date_time_spec_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<GlobalDateTime> {
    // Step 3: a date component.
    let (pos, date) = date_steps(text, pos, sink)?;
    // Step 4: 'T' or a space.
    let (pos, _) = date_time_separator(text, pos)?;
    // Step 5: a time component.
    let (pos, time) = time_steps(text, pos, sink)?;
    // Steps 6–7: a time-zone offset component (which fails at the end).
    let (end, offset) = time_zone_offset_steps(text, pos, sink)?;
    // Steps 9–11: the moment in UTC, and the offset.
    match GlobalDateTime::new(LocalDateTime::new(date, time), offset) {
        Some(g) => Ok((end, g)),
        // Unreachable for years up to MAX_YEAR.
        None => Err((pos, ErrorKind::expected(Expected::TimeZoneOffset, ""))),
    }
}

/// The components of the [rules to parse a global date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-global-date-and-time-string):
/// a date component, `T` or a space, a time component and a time-zone offset
/// component. No end-of-input check.
///
/// # Errors
///
/// Those of [`date_component`](super::date_component),
/// [`time_component`](super::time_component) and
/// [`time_zone_offset_component`](super::time_zone_offset_component), and
/// [`ErrorKind::Expected`] for a missing separator (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::global_date_time_component;
/// let (rest, g) = global_date_time_component::<_, ()>("2005-06-07T00:00Z, next").unwrap();
/// assert_eq!((g.to_utc_string().as_str(), rest), ("2005-06-07T00:00Z", ", next"));
/// ```
pub fn global_date_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, GlobalDateTime, E> {
    entry::component(input, |text, sink| global_date_time_steps(text, 0, sink))
}

/// A component of a [valid global date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-global-date-and-time-string):
/// [`global_date_time_component`] that also fails at a fourth fraction digit
/// (`too_many_fraction_digits`) and on a `-00:00` offset
/// (`negative_zero_offset`), both [`ErrorKind::Invalid`]. No end-of-input
/// check.
///
/// # Errors
///
/// Those of [`global_date_time_component`], and [`ErrorKind::Invalid`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_global_date_time_component;
/// let (rest, g) = valid_global_date_time_component::<_, ()>("2005-06-07 00:00+01:00, x").unwrap();
/// assert_eq!((g.to_utc_string().as_str(), rest), ("2005-06-06T23:00Z", ", x"));
/// assert!(valid_global_date_time_component::<_, ()>("2005-06-07T00:00-00:00, x").is_err());
/// ```
pub fn valid_global_date_time_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, GlobalDateTime, E> {
    entry::valid_component(input, |text, sink| global_date_time_steps(text, 0, sink))
}

/// The [rules to parse a global date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-global-date-and-time-string).
///
/// # Errors
///
/// Those of [`global_date_time_component`], and [`ErrorKind::TrailingInput`]
/// (step 8).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_global_date_time;
/// let g = parse_global_date_time("1901-01-01T00:00:01-04:00").unwrap();
/// assert_eq!(g.utc().to_string(), "1901-01-01T04:00:01");
/// let err = parse_global_date_time("2005-06-07T00:00z").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_time_zone_offset", 16));
/// ```
#[inline]
pub fn parse_global_date_time(input: &str) -> Result<GlobalDateTime, Error> {
    entry::parse_to_end(input, |text, sink| global_date_time_steps(text, 0, sink))
}

/// A [valid global date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-global-date-and-time-string)
/// check that returns the value.
///
/// # Errors
///
/// See [`parse_global_date_time`]; `too_many_fraction_digits`,
/// `negative_zero_offset`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_global_date_time;
/// assert!(validate_global_date_time("0037-12-13 00:00Z").is_ok());
/// let err = validate_global_date_time("2000-01-01T00:00-00:00").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("negative_zero_offset", 16));
/// ```
pub fn validate_global_date_time(input: &str) -> Result<GlobalDateTime, Error> {
    entry::validate_to_end(input, |text, sink| global_date_time_steps(text, 0, sink))
}

/// Whether `input` is a [valid global date and time string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-global-date-and-time-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_global_date_time;
/// assert!(is_valid_global_date_time("1979-10-14T12:00:00.001-04:00"));
/// assert!(!is_valid_global_date_time("1979-10-14T12:00:00.001"));
/// ```
pub fn is_valid_global_date_time(input: &str) -> bool {
    entry::is_valid(input, |text, sink| global_date_time_steps(text, 0, sink))
}
