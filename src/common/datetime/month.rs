//! [2.3.5.1 Months](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#months).
//!
//! ```text
//! valid-month-string = year "-" month        ; 1 <= month <= 12
//! year               = 4*DIGIT               ; year > 0
//! month              = 2DIGIT
//! ```

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::calendar::MAX_YEAR;
use super::{hyphen, in_range, two_digits, year_steps, RangeError};
use crate::base::entry;
use crate::base::error::{ComponentError, Field};
use crate::base::step::{Sink, Steps};
use crate::{base::error::Error, base::input::StrInput};

/// A [month](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-month):
/// a year and a month of the proleptic Gregorian calendar.
///
/// `Display` writes the valid month string (the year zero-padded to four
/// digits); `FromStr` runs [`parse_month`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::Month;
/// let m: Month = "0571-04".parse().unwrap();
/// assert_eq!((m.year(), m.month()), (571, 4));
/// assert_eq!(m.to_string(), "0571-04");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Month {
    year: u32,
    month: u8,
}

impl Month {
    /// The month `year-month`, if `year` is in `1..=MAX_YEAR` and `month` in
    /// `1..=12`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Month;
    /// assert!(Month::new(2024, 12).is_some());
    /// assert!(Month::new(0, 1).is_none());
    /// assert!(Month::new(2024, 13).is_none());
    /// ```
    pub fn new(year: u32, month: u8) -> Option<Month> {
        ((1..=MAX_YEAR).contains(&year) && (1..=12).contains(&month))
            .then_some(Month { year, month })
    }

    /// The year.
    pub fn year(self) -> u32 {
        self.year
    }

    /// The month, `1..=12`.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The number of months from 1970-01 to this month, as the `month` input
    /// type's `valueAsNumber` reports it
    /// ([convert a string to a number](https://html.spec.whatwg.org/multipage/input.html#month-state-(type=month))).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Month;
    /// assert_eq!(Month::new(1970, 1).unwrap().to_months_since_epoch(), 0.0);
    /// assert_eq!(Month::new(1969, 12).unwrap().to_months_since_epoch(), -1.0);
    /// ```
    pub fn to_months_since_epoch(self) -> f64 {
        let months = (i64::from(self.year) - 1970) * 12 + i64::from(self.month) - 1;
        // Exact: |months| < 2^53.
        months as f64
    }

    /// The month `months` months after 1970-01 (the number is floored), as
    /// the `month` input type's `valueAsNumber` setter reads it.
    ///
    /// # Errors
    ///
    /// [`RangeError`] when `months` is not finite or the year falls outside
    /// `1..=MAX_YEAR`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Month;
    /// assert_eq!(Month::from_months_since_epoch(-0.5).unwrap().to_string(), "1969-12");
    /// assert!(Month::from_months_since_epoch(-23641.0).is_err()); // 0000-12
    /// assert!(Month::from_months_since_epoch(f64::NAN).is_err());
    /// ```
    pub fn from_months_since_epoch(months: f64) -> Result<Month, RangeError> {
        let months = in_range(
            super::floor(months),
            -(1969.0 * 12.0),
            12.0 * f64::from(MAX_YEAR),
        )?;
        let total = months.checked_add(1970 * 12).ok_or(RangeError)?;
        let year = u32::try_from(total.div_euclid(12)).map_err(|_| RangeError)?;
        let month = u8::try_from(total.rem_euclid(12) + 1).map_err(|_| RangeError)?;
        Month::new(year, month).ok_or(RangeError)
    }
}

impl fmt::Display for Month {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}", self.year, self.month)
    }
}

impl FromStr for Month {
    type Err = Error;

    fn from_str(s: &str) -> Result<Month, Error> {
        parse_month(s)
    }
}

/// [Parse a month component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-component):
/// four or more digits of year, `-`, two digits of month. No end-of-input
/// check.
///
/// # Errors
///
/// [`ErrorKind::DigitCount`](crate::ErrorKind::DigitCount) (steps 1 and 4), [`ErrorKind::OutOfRange`](crate::ErrorKind::OutOfRange)
/// (year 0, step 2; month, step 5), [`ErrorKind::Overflow`](crate::ErrorKind::Overflow) (a year beyond
/// [`MAX_YEAR`]), [`ErrorKind::Expected`](crate::ErrorKind::Expected) (no `-`, step 3).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::month_component;
/// let (rest, m) = month_component::<_, ()>("2024-02-29").unwrap();
/// assert_eq!((m.year(), m.month(), rest), (2024, 2, "-29"));
/// ```
pub fn month_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Month, E> {
    entry::component(input, |text, sink| month_steps(text, 0, sink))
}

/// A component of a [valid month string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-month-string):
/// the same as [`month_component`], since every month the parse rules read
/// is written validly. No end-of-input check.
///
/// # Errors
///
/// Those of [`month_component`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_month_component;
/// let (rest, m) = valid_month_component::<_, ()>("2024-02;").unwrap();
/// assert_eq!((m.to_string(), rest), ("2024-02".to_string(), ";"));
/// ```
pub fn valid_month_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Month, E> {
    entry::valid_component(input, |text, sink| month_steps(text, 0, sink))
}

/// The steps of [parse a month component](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-component)
/// from `pos`.
#[inline(always)]
pub(super) fn month_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Month> {
    // Steps 1–2: four or more digits, a year above zero.
    let (pos, year) = year_steps(text, pos, Field::Year, sink)?;
    // Step 3: a '-'.
    let pos = hyphen(text, pos)?;
    // Steps 4–5: two digits, 1 to 12.
    let (pos, month) = two_digits(text, pos, Field::Month, 1, 12)?;
    Ok((pos, Month { year, month }))
}

/// The [rules to parse a month string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-month-string).
///
/// # Errors
///
/// Those of [`month_component`], and [`ErrorKind::TrailingInput`](crate::ErrorKind::TrailingInput) (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_month;
/// assert_eq!(parse_month("17310-09").unwrap().year(), 17310);
/// let err = parse_month("2024-13").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("out_of_range", 5));
/// ```
pub fn parse_month(input: &str) -> Result<Month, Error> {
    entry::parse_to_end(input, |text, sink| month_steps(text, 0, sink))
}

/// A [valid month string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-month-string)
/// check that returns the month. The valid syntax and the parse rules agree
/// here.
///
/// # Errors
///
/// See [`parse_month`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_month;
/// assert!(validate_month("0001-07").is_ok());
/// assert_eq!(validate_month("0000-07").unwrap_err().kind().code(), "out_of_range");
/// ```
pub fn validate_month(input: &str) -> Result<Month, Error> {
    entry::validate_to_end(input, |text, sink| month_steps(text, 0, sink))
}

/// Whether `input` is a [valid month string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-month-string)
/// (for a year up to [`MAX_YEAR`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_month;
/// assert!(is_valid_month("1993-11"));
/// assert!(!is_valid_month("93-11"));
/// ```
pub fn is_valid_month(input: &str) -> bool {
    entry::is_valid(input, |text, sink| month_steps(text, 0, sink))
}
