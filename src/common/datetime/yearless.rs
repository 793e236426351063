//! [2.3.5.3 Yearless dates](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#yearless-dates).
//!
//! ```text
//! valid-yearless-date-string = ["--"] month "-" day  ; day <= days in month of a leap year
//! ```

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::calendar::days_in_month;
use super::{expected_at, hyphen_and_day, two_digits};
use crate::base::entry;
use crate::base::error::{ComponentError, Expected, Field};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::{count_while, str_from};
use crate::{base::error::Error, base::input::StrInput};

/// A [yearless date](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-yearless-date):
/// a month and a day, where February has 29 days.
///
/// `Display` writes the valid yearless date string without the optional
/// `--`; `FromStr` runs [`parse_yearless_date`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::YearlessDate;
/// let d: YearlessDate = "--02-29".parse().unwrap();
/// assert_eq!((d.month(), d.day()), (2, 29));
/// assert_eq!(d.to_string(), "02-29");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct YearlessDate {
    month: u8,
    day: u8,
}

impl YearlessDate {
    /// The yearless date `month-day`, if valid in a leap year.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::YearlessDate;
    /// assert!(YearlessDate::new(2, 29).is_some());
    /// assert!(YearlessDate::new(4, 31).is_none());
    /// ```
    pub fn new(month: u8, day: u8) -> Option<YearlessDate> {
        (day >= 1 && day <= days_in_month(4, month)).then_some(YearlessDate { month, day })
    }

    /// The month, `1..=12`.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month.
    pub fn day(self) -> u8 {
        self.day
    }
}

impl fmt::Display for YearlessDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}-{:02}", self.month, self.day)
    }
}

impl FromStr for YearlessDate {
    type Err = Error;

    fn from_str(s: &str) -> Result<YearlessDate, Error> {
        parse_yearless_date(s)
    }
}

/// [Parse a yearless date component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-yearless-date-component):
/// zero or two `-`, two digits of month, `-`, two digits of day. No
/// end-of-input check.
///
/// # Errors
///
/// [`ErrorKind::Expected`](crate::ErrorKind::Expected) (one or more than two leading `-`, step 1; no `-`,
/// step 5), [`ErrorKind::DigitCount`](crate::ErrorKind::DigitCount) (steps 2 and 6),
/// [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange) (month, step 3), [`ErrorKind::DayOutOfRange`](crate::ErrorKind::DayOutOfRange)
/// (step 7).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::yearless_date_component;
/// let (rest, d) = yearless_date_component::<_, ()>("--12-25 noon").unwrap();
/// assert_eq!((d.month(), d.day(), rest), (12, 25, " noon"));
/// assert!(yearless_date_component::<_, ()>("-12-25").is_err());
/// ```
pub fn yearless_date_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, YearlessDate, E> {
    entry::component(input, |text, sink| yearless_date_steps(text, 0, sink))
}

/// A component of a [valid yearless date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-yearless-date-string):
/// the same as [`yearless_date_component`], since every yearless date the
/// parse rules read is written validly (with or without `--`). No
/// end-of-input check.
///
/// # Errors
///
/// Those of [`yearless_date_component`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_yearless_date_component;
/// let (rest, d) = valid_yearless_date_component::<_, ()>("--02-29 every year").unwrap();
/// assert_eq!((d.to_string(), rest), ("02-29".to_string(), " every year"));
/// assert!(valid_yearless_date_component::<_, ()>("02-30").is_err());
/// ```
pub fn valid_yearless_date_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, YearlessDate, E> {
    entry::valid_component(input, |text, sink| yearless_date_steps(text, 0, sink))
}

/// The steps of [parse a yearless date component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-yearless-date-component)
/// from `pos`.
#[inline]
pub(super) fn yearless_date_steps(
    text: &str,
    pos: usize,
    _sink: &mut impl Sink,
) -> Steps<YearlessDate> {
    // Step 1: zero or two '-'.
    let hyphens = count_while(str_from(text, pos), |b| b == b'-');
    if hyphens != 0 && hyphens != 2 {
        // One '-' needs a second; a third '-' should have been a digit.
        let (at, expected) = if hyphens == 1 {
            (pos + 1, Expected::Hyphen)
        } else {
            (pos + 2, Expected::Digit)
        };
        return Err(expected_at(text, at, expected));
    }
    let pos = pos + hyphens;
    // Steps 2–3: two digits of month, 1 to 12.
    let (pos, month) = two_digits(text, pos, Field::Month, 1, 12)?;
    // Step 4: maxday, in a leap year.
    let max = days_in_month(4, month);
    // Steps 5–7: a '-', two digits of day, 1 to maxday.
    let (end, day) = hyphen_and_day(text, pos, None, month, max)?;
    Ok((end, YearlessDate { month, day }))
}

/// The [rules to parse a yearless date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-yearless-date-string).
///
/// # Errors
///
/// Those of [`yearless_date_component`], and [`ErrorKind::TrailingInput`](crate::ErrorKind::TrailingInput)
/// (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_yearless_date;
/// assert_eq!(parse_yearless_date("02-29").unwrap().day(), 29);
/// assert_eq!(parse_yearless_date("04-31").unwrap_err().kind().code(), "day_out_of_range");
/// ```
pub fn parse_yearless_date(input: &str) -> Result<YearlessDate, Error> {
    entry::parse_to_end(input, |text, sink| yearless_date_steps(text, 0, sink))
}

/// A [valid yearless date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-yearless-date-string)
/// check that returns the value (the valid syntax and the parse rules agree).
///
/// # Errors
///
/// See [`parse_yearless_date`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_yearless_date;
/// assert!(validate_yearless_date("--01-31").is_ok());
/// assert!(validate_yearless_date("---01-31").is_err());
/// ```
pub fn validate_yearless_date(input: &str) -> Result<YearlessDate, Error> {
    entry::validate_to_end(input, |text, sink| yearless_date_steps(text, 0, sink))
}

/// Whether `input` is a [valid yearless date string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-yearless-date-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_yearless_date;
/// assert!(is_valid_yearless_date("12-25"));
/// assert!(!is_valid_yearless_date("13-01"));
/// ```
pub fn is_valid_yearless_date(input: &str) -> bool {
    entry::is_valid(input, |text, sink| yearless_date_steps(text, 0, sink))
}
