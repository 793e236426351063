//! [2.3.5.8 Weeks](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#weeks).
//!
//! ```text
//! valid-week-string = year "-W" week   ; year > 0, 1 <= week <= weeks in week-year
//! week              = 2DIGIT
//! ```

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::calendar::{days_from_week, week_of_days, weeks_in_week_year, MAX_YEAR};
use super::{
    day_of_milliseconds, days_to_milliseconds, expect_byte, hyphen, two_digits_raw, year_steps,
    RangeError,
};
use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Field};
use crate::base::step::{Sink, Steps};
use crate::{base::error::Error, base::input::StrInput};

/// A [week](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-week):
/// a week-year and a week number (ISO 8601 weeks, Monday to Sunday).
///
/// `Display` writes the valid week string; `FromStr` runs [`parse_week`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::Week;
/// let w: Week = "1953-W01".parse().unwrap();
/// assert_eq!((w.year(), w.week()), (1953, 1));
/// assert_eq!(w.to_string(), "1953-W01");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Week {
    year: u32,
    week: u8,
}

impl Week {
    /// The week, if `year` is in `1..=MAX_YEAR` and `week` within the
    /// week-year (52 or 53 weeks).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Week;
    /// assert!(Week::new(2020, 53).is_some());
    /// assert!(Week::new(2021, 53).is_none());
    /// ```
    pub fn new(year: u32, week: u8) -> Option<Week> {
        ((1..=MAX_YEAR).contains(&year) && week >= 1 && week <= weeks_in_week_year(year))
            .then_some(Week { year, week })
    }

    /// The week-year.
    pub fn year(self) -> u32 {
        self.year
    }

    /// The week number, `1..=53`.
    pub fn week(self) -> u8 {
        self.week
    }

    /// The milliseconds from 1970-01-01T00:00Z to midnight UTC of the Monday
    /// of this week, as the `week` input type's `valueAsNumber` reports it
    /// ([week state](https://html.spec.whatwg.org/multipage/input.html#week-state-(type=week))).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Week;
    /// // Week 1 of 1970 starts on Monday 1969-12-29.
    /// assert_eq!(Week::new(1970, 1).unwrap().to_milliseconds(), -3.0 * 86_400_000.0);
    /// ```
    pub fn to_milliseconds(self) -> f64 {
        days_to_milliseconds(days_from_week(self.year, self.week))
    }

    /// The week that holds the moment `ms` milliseconds after
    /// 1970-01-01T00:00Z.
    ///
    /// # Errors
    ///
    /// [`RangeError`] when `ms` is not finite or the week-year falls outside
    /// `1..=MAX_YEAR`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Week;
    /// assert_eq!(Week::from_milliseconds(0.0).unwrap().to_string(), "1970-W01");
    /// assert!(Week::from_milliseconds(f64::INFINITY).is_err());
    /// ```
    pub fn from_milliseconds(ms: f64) -> Result<Week, RangeError> {
        let days = day_of_milliseconds(ms)?;
        let (year, week) = week_of_days(days).ok_or(RangeError)?;
        Week::new(year, week).ok_or(RangeError)
    }
}

impl fmt::Display for Week {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-W{:02}", self.year, self.week)
    }
}

impl FromStr for Week {
    type Err = Error;

    fn from_str(s: &str) -> Result<Week, Error> {
        parse_week(s)
    }
}

/// Steps 3–9 of the [rules to parse a week string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-week-string)
/// as a combinator (the spec has no week component; this is the string
/// rules without step 10's end-of-input check).
///
/// # Errors
///
/// [`ErrorKind::DigitCount`] (steps 3 and 7), [`ErrorKind::OutOfRange`]
/// (year 0, step 4), [`ErrorKind::Overflow`] (a year beyond
/// [`MAX_YEAR`]), [`ErrorKind::Expected`] (no `-`, step 5; no `W`, step 6),
/// [`ErrorKind::WeekOutOfRange`] (step 9).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::week_component;
/// let (rest, w) = week_component::<_, ()>("2020-W53/2021-W01").unwrap();
/// assert_eq!((w.week(), rest), (53, "/2021-W01"));
/// ```
pub fn week_component<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, Week, E> {
    entry::component(input, |text, sink| week_steps(text, 0, sink))
}

/// A component of a [valid week string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-week-string):
/// the same as [`week_component`], since every week the parse rules read is
/// written validly. No end-of-input check.
///
/// # Errors
///
/// Those of [`week_component`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_week_component;
/// let (rest, w) = valid_week_component::<_, ()>("2020-W53/2021-W01").unwrap();
/// assert_eq!((w.to_string(), rest), ("2020-W53".to_string(), "/2021-W01"));
/// assert!(valid_week_component::<_, ()>("2020-w53").is_err());
/// ```
pub fn valid_week_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Week, E> {
    entry::valid_component(input, |text, sink| week_steps(text, 0, sink))
}

/// Steps 3–9 of the rules to parse a week string, from `pos`.
#[inline]
pub(super) fn week_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Week> {
    // Steps 3–4: four or more digits, a year above zero.
    let (pos, year) = year_steps(text, pos, Field::WeekYear, sink)?;
    // Step 5: a '-'.
    let pos = hyphen(text, pos)?;
    // Step 6: a 'W'.
    let pos = expect_byte(text, pos, b'W', Expected::LetterW)?;
    // Step 7: two digits.
    let (end, week) = two_digits_raw(text, pos, Field::Week)?;
    // Steps 8–9: 1 to maxweek. Every week-year has at least 52 weeks, so the
    // calendar is only consulted for another week number.
    let max = match week {
        1..=52 => 52,
        _ => weeks_in_week_year(year),
    };
    if week < 1 || week > max {
        let kind = ErrorKind::WeekOutOfRange { week, max, year };
        return Err((pos, kind));
    }
    Ok((end, Week { year, week }))
}

/// The [rules to parse a week string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-week-string).
///
/// # Errors
///
/// Those of [`week_component`], and [`ErrorKind::TrailingInput`] (step 10).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_week;
/// assert_eq!(parse_week("2020-W53").unwrap().week(), 53);
/// let err = parse_week("2021-W53").unwrap_err();
/// assert_eq!(err.to_string(), "week 53 is out of range for week-year 2021, expected 01 to 52 at line 1, column 7");
/// ```
pub fn parse_week(input: &str) -> Result<Week, Error> {
    entry::parse_to_end(input, |text, sink| week_steps(text, 0, sink))
}

/// A [valid week string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-week-string)
/// check that returns the week (the valid syntax and the parse rules agree).
///
/// # Errors
///
/// See [`parse_week`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_week;
/// assert!(validate_week("0042-W04").is_ok());
/// assert_eq!(validate_week("2001-w37").unwrap_err().kind().code(), "expected_w");
/// ```
pub fn validate_week(input: &str) -> Result<Week, Error> {
    entry::validate_to_end(input, |text, sink| week_steps(text, 0, sink))
}

/// Whether `input` is a [valid week string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-week-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_week;
/// assert!(is_valid_week("2001-W37"));
/// assert!(!is_valid_week("2001-W00"));
/// ```
pub fn is_valid_week(input: &str) -> bool {
    entry::is_valid(input, |text, sink| week_steps(text, 0, sink))
}
