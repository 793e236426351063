//! [2.3.5.2 Dates](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates).
//!
//! ```text
//! valid-date-string = valid-month-string "-" day   ; 1 <= day <= days in month
//! day               = 2DIGIT
//! ```

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::calendar::{civil_from_days, days_from_civil, days_in_month, MAX_YEAR};
use super::month::month_steps;
use super::practice::warn_year;
use super::{bytes_from, day_of_milliseconds, days_to_milliseconds, hyphen_and_day, RangeError};
use crate::base::entry;
use crate::base::error::ComponentError;
use crate::base::step::{Sink, Steps};
use crate::{base::error::Error, base::input::StrInput};

/// A [date](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-date):
/// a year, a month and a day of the proleptic Gregorian calendar.
///
/// `Display` writes the valid date string; `FromStr` runs [`parse_date`].
/// Dates order chronologically.
///
/// A date built by the parse rules has a year in `1..=MAX_YEAR`; the UTC
/// moment of a [`GlobalDateTime`](super::GlobalDateTime) may fall in year 0 or
/// `MAX_YEAR + 1`, whose `Display` is then not a valid date string.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::Date;
/// let d: Date = "1066-10-14".parse().unwrap();
/// assert_eq!((d.year(), d.month(), d.day()), (1066, 10, 14));
/// assert_eq!(d.to_string(), "1066-10-14");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u32,
    month: u8,
    day: u8,
}

impl Date {
    /// The date `year-month-day`, if `year` is in `1..=MAX_YEAR`, `month` in
    /// `1..=12` and `day` within the month.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Date;
    /// assert!(Date::new(2000, 2, 29).is_some());
    /// assert!(Date::new(1900, 2, 29).is_none());
    /// ```
    #[inline]
    pub fn new(year: u32, month: u8, day: u8) -> Option<Date> {
        ((1..=MAX_YEAR).contains(&year) && day >= 1 && day <= days_in_month(year, month))
            .then_some(Date { year, month, day })
    }

    /// The year.
    pub fn year(self) -> u32 {
        self.year
    }

    /// The month, `1..=12`.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, `1..=31`.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Days since 1970-01-01 (negative before).
    pub(crate) fn days(self) -> i64 {
        days_from_civil(self.year, self.month, self.day)
    }

    /// The date of day number `days`, with any year in `0..=u32::MAX`
    /// (the UTC side of a global date and time).
    pub(crate) fn from_days_unchecked_year(days: i64) -> Option<Date> {
        let (year, month, day) = civil_from_days(days)?;
        Some(Date { year, month, day })
    }

    /// The day before, in any year from 0 on (the UTC side of a global date
    /// and time); `None` before year 0.
    #[inline]
    pub(crate) fn previous_day(self) -> Option<Date> {
        Some(match (self.day, self.month) {
            (2.., _) => Date {
                day: self.day - 1,
                ..self
            },
            (_, 2..) => Date {
                month: self.month - 1,
                day: days_in_month(self.year, self.month - 1),
                ..self
            },
            _ => Date {
                year: self.year.checked_sub(1)?,
                month: 12,
                day: 31,
            },
        })
    }

    /// The day after, in any year up to `u32::MAX` (the UTC side of a global
    /// date and time).
    #[inline]
    pub(crate) fn next_day(self) -> Option<Date> {
        Some(if self.day < days_in_month(self.year, self.month) {
            Date {
                day: self.day + 1,
                ..self
            }
        } else if self.month < 12 {
            Date {
                month: self.month + 1,
                day: 1,
                ..self
            }
        } else {
            Date {
                year: self.year.checked_add(1)?,
                month: 1,
                day: 1,
            }
        })
    }

    /// The milliseconds from 1970-01-01T00:00Z to midnight UTC of this date,
    /// as the `date` input type's `valueAsNumber` reports it
    /// ([date state](https://html.spec.whatwg.org/multipage/input.html#date-state-(type=date))).
    /// Exact up to ±2^53 (beyond year 275760 it is the nearest double).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Date;
    /// assert_eq!(Date::new(1970, 1, 2).unwrap().to_milliseconds(), 86_400_000.0);
    /// assert_eq!(Date::new(1969, 12, 31).unwrap().to_milliseconds(), -86_400_000.0);
    /// ```
    #[inline]
    pub fn to_milliseconds(self) -> f64 {
        days_to_milliseconds(self.days())
    }

    /// The date that holds the moment `ms` milliseconds after
    /// 1970-01-01T00:00Z (the time of day is dropped), as the `date` input
    /// type's `valueAsNumber` setter reads it.
    ///
    /// # Errors
    ///
    /// [`RangeError`] when `ms` is not finite or the year falls outside
    /// `1..=MAX_YEAR`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Date;
    /// assert_eq!(Date::from_milliseconds(-1.0).unwrap().to_string(), "1969-12-31");
    /// assert_eq!(Date::from_milliseconds(8.64e15).unwrap().to_string(), "275760-09-13");
    /// assert!(Date::from_milliseconds(-62135596800001.0).is_err()); // 0000-12-31
    /// ```
    pub fn from_milliseconds(ms: f64) -> Result<Date, RangeError> {
        let days = day_of_milliseconds(ms)?;
        let (year, month, day) = civil_from_days(days).ok_or(RangeError)?;
        Date::new(year, month, day).ok_or(RangeError)
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = Error;

    fn from_str(s: &str) -> Result<Date, Error> {
        parse_date(s)
    }
}

/// [Parse a date component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-component):
/// a month component, `-`, two digits of day within that month. No
/// end-of-input check.
///
/// # Errors
///
/// Those of [`month_component`](super::month_component) (step 1),
/// [`ErrorKind::Expected`](crate::ErrorKind::Expected) (no `-`, step 3), [`ErrorKind::DigitCount`](crate::ErrorKind::DigitCount)
/// (step 4), [`ErrorKind::DayOutOfRange`](crate::ErrorKind::DayOutOfRange) (step 5).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::date_component;
/// let (rest, d) = date_component::<_, ()>("2024-02-29T12:00").unwrap();
/// assert_eq!((d.day(), rest), (29, "T12:00"));
/// assert!(date_component::<_, ()>("2023-02-29").is_err());
/// ```
pub fn date_component<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, Date, E> {
    entry::component(input, |text, sink| date_steps(text, 0, sink))
}

/// A component of a [valid date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string):
/// the same as [`date_component`], since every date the parse rules read is
/// written validly. No end-of-input check.
///
/// # Errors
///
/// Those of [`date_component`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_date_component;
/// let (rest, d) = valid_date_component::<_, ()>("2024-02-29 and").unwrap();
/// assert_eq!((d.to_string(), rest), ("2024-02-29".to_string(), " and"));
/// assert!(valid_date_component::<_, ()>("2024-2-29").is_err());
/// ```
pub fn valid_date_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Date, E> {
    entry::valid_component(input, |text, sink| date_steps(text, 0, sink))
}

/// The steps of [`date_component`] from `pos`: the common shape,
/// `yyyy-mm-dd` (or its day's failure), read in one go (`datetime::fast`,
/// with the year's warning the steps would give), else the spec's steps.
#[inline(always)]
pub(super) fn date_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Date> {
    match super::fast::date_or_day_error(bytes_from(text, pos)) {
        Some(Ok((len, date))) => {
            warn_year(sink, pos, 4, date.year());
            Ok((pos + len, date))
        }
        Some(Err((at, kind))) => Err((pos + at, kind)),
        None => date_spec_steps(text, pos, sink),
    }
}

/// The steps of the spec's "parse a date component", one by one (no fast
/// path: the reference the fast path is tested against).
#[inline(never)]
pub(super) fn date_spec_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Date> {
    // Step 1: a month component.
    let (pos, month) = month_steps(text, pos, sink)?;
    // Step 2: maxday.
    let (year, month) = (month.year(), month.month());
    let max = days_in_month(year, month);
    // Steps 3–5: a '-', two digits of day, 1 to maxday.
    let (end, day) = hyphen_and_day(text, pos, Some(year), month, max)?;
    Ok((end, Date { year, month, day }))
}

/// The [rules to parse a date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-date-string).
///
/// # Errors
///
/// Those of [`date_component`], and [`ErrorKind::TrailingInput`](crate::ErrorKind::TrailingInput) (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_date;
/// assert_eq!(parse_date("2000-02-29").unwrap().to_string(), "2000-02-29");
/// let err = parse_date("2024-02-30").unwrap_err();
/// assert_eq!(err.to_string(), "day 30 is out of range for 2024-02, expected 01 to 29 at line 1, column 9");
/// ```
#[inline]
pub fn parse_date(input: &str) -> Result<Date, Error> {
    entry::parse_to_end(input, |text, sink| date_steps(text, 0, sink))
}

/// A [valid date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string)
/// check that returns the date (the valid syntax and the parse rules agree).
///
/// # Errors
///
/// See [`parse_date`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_date;
/// assert!(validate_date("0062-02-05").is_ok());
/// assert_eq!(validate_date("37-12-13").unwrap_err().kind().code(), "digit_count");
/// ```
pub fn validate_date(input: &str) -> Result<Date, Error> {
    entry::validate_to_end(input, |text, sink| date_steps(text, 0, sink))
}

/// Whether `input` is a [valid date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-date-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_date;
/// assert!(is_valid_date("1993-11-01"));
/// assert!(!is_valid_date("1900-02-29"));
/// ```
pub fn is_valid_date(input: &str) -> bool {
    entry::is_valid(input, |text, sink| date_steps(text, 0, sink))
}
