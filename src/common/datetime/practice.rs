//! Dates and time-zone offsets that are valid but that no real value has in
//! practice: warnings beside the grammar, never errors.
//!
//! ```text
//! "2011-11-12T00:00:00+08:15"  → warning: offsets of actual time zones have minutes 00, 30 or 45
//! "2011-11-12T00:00:00-1300"   → warning: actual time zones range from -12:00 to +14:00
//! "0214-09-29", "20014-09-29"  → warning: the year is probably mistyped
//! "2014-09-29T00:00+05:45"     → nothing (Nepal's offset)
//! ```
//!
//! The time-zone bounds are the note of [2.3.5.6 Time zones](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#time-zones):
//! "Right now, in practice, the range of offsets of actual time zones is
//! -12:00 to +14:00, and the minutes component of offsets of actual time
//! zones is always either 00, 30, or 45." The same note says there is no
//! guarantee this stays so, which is why these are warnings.
//!
//! The year bound is a heuristic, not the text's: a valid year has "four or
//! more ASCII digits" and may be any year from 1 (2.3.5.1), and the text's
//! own example of a global date and time is Nero's birth in the year 37.
//! A year written with a leading zero (before 1000) or with more than four
//! digits (after 9999) is flagged because such a value is far more often a
//! slip of the keyboard (`0214` for `2014`, `20014`) than a date in
//! antiquity or beyond the year 9999; see `docs/deviations.md`.
//!
//! The registry rows find these in their one pass: the steps that read a
//! year or an offset warn their sink ([`warn_year`], [`warn_offset`]).
//! [`check_in_practice`] is the same check for a string on its own, already
//! valid for its syntax (any of the 2.3.5 date and time strings, or a
//! `<time datetime>` year): it finds the year where the string starts with
//! one and the time-zone offset where it ends with one.

use core::fmt;

use crate::base::error::{detail_kinds, Error};
// Named in the doc links only.
#[cfg(doc)]
use crate::base::error::Severity;
use crate::base::text::str_from;

use super::zone::{parse_time_zone_offset, TimeZoneOffset};
use crate::base::step::Sink;

detail_kinds! {
/// A valid date or time-zone offset outside what is used in practice (a
/// warning): codes `year_probably_mistyped`,
/// `time_zone_offset_out_of_range_in_practice`,
/// `time_zone_offset_minutes_unused`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{check_in_practice, InPractice};
/// let w = check_in_practice("2011-11-12T00:00:00+08:15").unwrap_err();
/// assert_eq!(InPractice::from_kind(&w.kind()), Some(InPractice::OffsetMinutes { minutes: 15 }));
/// let w = check_in_practice("+1500").unwrap_err();
/// assert_eq!(InPractice::from_kind(&w.kind()), Some(InPractice::OffsetRange { total_minutes: 900 }));
/// let w = check_in_practice("0214-09-29").unwrap_err();
/// assert_eq!(w.kind().code(), "year_probably_mistyped");
/// ```
pub enum InPractice;
/// The codes and words of [`InPractice`]: every detail is a warning.
static IN_PRACTICE_DETAILS = (syntax "datetime_in_practice", otherwise "datetime_in_practice", "a date or time-zone offset not used in practice");
{
    /// A year before 1000 or after 9999: probably mistyped.
    Year {
        /// How many digits the year has.
        digits: usize,
        /// Whether it starts with `0` (a year before 1000).
        leading_zero: bool,
    } => ("year_probably_mistyped", Warning, "the year {} and is probably mistyped", YearWords { digits: *digits, leading_zero: *leading_zero }),
    /// A time-zone offset before -12:00 or after +14:00.
    OffsetRange {
        /// The offset's total minutes east of UTC.
        total_minutes: i16,
    } => ("time_zone_offset_out_of_range_in_practice", Warning, "the time-zone offset {} is outside -12:00 to +14:00, the range of actual time zones", Offset(*total_minutes)),
    /// A time-zone offset whose minutes are not 00, 30 or 45.
    OffsetMinutes {
        /// The minutes component, without its sign.
        minutes: u8,
    } => ("time_zone_offset_minutes_unused", Warning, "the time-zone offset's minutes are {minutes:02}; actual time zones use 00, 30 or 45"),
}
}

/// What is off about a year, in the words of [`InPractice::Year`]: it
/// starts with 0, or how many digits it has.
struct YearWords {
    /// How many digits the year has.
    digits: usize,
    /// Whether it starts with `0`.
    leading_zero: bool,
}

impl fmt::Display for YearWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            YearWords {
                leading_zero: true, ..
            } => f.write_str("is before 1000 (it starts with 0)"),
            YearWords { digits, .. } => write!(f, "has {digits} digits (after 9999)"),
        }
    }
}

/// A time-zone offset of so many minutes east of UTC, as `±hh:mm`.
struct Offset(i16);

impl fmt::Display for Offset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { '-' } else { '+' };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{:02}:{:02}", abs / 60, abs % 60)
    }
}

/// A year of `digits` digits, `leading_zero` when it starts with `0`, when it
/// is not a four-digit year from 1000 to 9999.
fn year_problem(digits: usize, leading_zero: bool) -> Option<InPractice> {
    (leading_zero || digits > 4).then_some(InPractice::Year {
        digits,
        leading_zero,
    })
}

/// A time-zone offset outside [the note's](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#time-zones)
/// practice: -12:00 to +14:00, minutes 00, 30 or 45.
fn offset_problem(offset: TimeZoneOffset) -> Option<InPractice> {
    let total_minutes = offset.total_minutes();
    if !(-12 * 60..=14 * 60).contains(&total_minutes) {
        return Some(InPractice::OffsetRange { total_minutes });
    }
    let minutes = offset.minutes().unsigned_abs();
    (!matches!(minutes, 0 | 30 | 45)).then_some(InPractice::OffsetMinutes { minutes })
}

/// For the steps that read a year ("four or more ASCII digits, representing
/// year"): warns `sink` at `pos` when the year of `digits` digits that they
/// read as `year` is probably mistyped. A year has a leading zero exactly
/// when its number has fewer digits than were written, so nothing is read
/// again.
#[inline(always)]
pub(super) fn warn_year<S: Sink>(sink: &mut S, pos: usize, digits: usize, year: u32) {
    if S::WARNS {
        // `year` is at most MAX_YEAR, nine digits: ten or more written
        // digits start with a zero.
        let leading_zero = u32::try_from(digits - 1)
            .ok()
            .and_then(|d| 10u32.checked_pow(d))
            .is_none_or(|smallest| year < smallest);
        warn_written_year(sink, pos, digits, leading_zero);
    }
}

/// [`warn_year`] for steps that know the year's digits but not its number
/// (a `<time datetime>` year has no upper bound).
#[inline(always)]
pub(super) fn warn_written_year<S: Sink>(
    sink: &mut S,
    pos: usize,
    digits: usize,
    leading_zero: bool,
) {
    if S::WARNS {
        if let Some(problem) = year_problem(digits, leading_zero) {
            sink.warn(pos, problem.into());
        }
    }
}

/// For the steps that read a time-zone offset: warns `sink` at `pos` (the
/// offset's sign) when no actual time zone has the offset they read.
#[inline(always)]
pub(super) fn warn_offset<S: Sink>(sink: &mut S, pos: usize, offset: TimeZoneOffset) {
    if S::WARNS {
        if let Some(problem) = offset_problem(offset) {
            sink.warn(pos, problem.into());
        }
    }
}

/// The year at the start of a valid string (a month, date, local or global
/// date and time, week, or a `<time>` year: four or more digits, then `-`
/// or the end), when it is not a four-digit year from 1000 to 9999.
fn year_in_practice(value: &str) -> Option<InPractice> {
    let digits = value.bytes().take_while(u8::is_ascii_digit).count();
    let after = value.as_bytes().get(digits).copied();
    if digits < 4 || !matches!(after, None | Some(b'-')) {
        // Not a year: a yearless date, a time, a duration, an offset.
        return None;
    }
    year_problem(digits, value.starts_with('0'))
}

/// The time-zone offset that ends a valid string (a global date and time,
/// or a time-zone offset string), and where it starts, when it is outside
/// practice.
fn time_zone_offset_in_practice(value: &str) -> Option<(usize, InPractice)> {
    // A valid offset is `Z` or `+`/`-`, two digits, an optional `:`, two
    // digits: the last sign of a valid string starts it, if anything does
    // (a date's own `-` is followed by fewer digits, which the parse
    // rules reject).
    let at = value.rfind(['+', '-'])?;
    let offset = parse_time_zone_offset(str_from(value, at)).ok()?;
    offset_problem(offset).map(|problem| (at, problem))
}

/// Whether a valid date or time string (any of
/// [2.3.5](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates-and-times)'s,
/// or a `<time datetime>` year) is one used in practice: a warning (an
/// [`Error`] of [`Severity::Warning`]) at the year when it is probably
/// mistyped, or at the time-zone offset when no actual time zone has it
/// (the note of 2.3.5.6). The string's validity is not checked here: run
/// its `validate_*` first.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::check_in_practice;
/// use html_microsyntax::error::Severity;
/// assert!(check_in_practice("2014-09-29").is_ok());
/// assert!(check_in_practice("2011-11-12T06:54:39+05:45").is_ok());
/// let w = check_in_practice("2011-11-12T00:00:00-1300").unwrap_err();
/// assert_eq!((w.kind().code(), w.offset(), w.kind().severity()),
///            ("time_zone_offset_out_of_range_in_practice", 19, Severity::Warning));
/// assert_eq!(check_in_practice("20014-09-29").unwrap_err().offset(), 0);
/// ```
///
/// # Errors
///
/// A warning, at the year or at the offset's sign.
pub fn check_in_practice(value: &str) -> Result<(), Error> {
    if let Some(problem) = year_in_practice(value) {
        return Err(Error::new(problem.into(), value, 0));
    }
    if let Some((at, problem)) = time_zone_offset_in_practice(value) {
        return Err(Error::new(problem.into(), value, at));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Severity;
    use crate::ErrorKind;
    use alloc::string::ToString;

    fn code(value: &str) -> Option<(&'static str, usize)> {
        check_in_practice(value)
            .err()
            .map(|e| (e.kind().code(), e.offset()))
    }

    #[test]
    fn the_note_bounds() {
        assert_eq!(code("-12:00"), None);
        assert_eq!(code("+14:00"), None);
        assert_eq!(
            code("-12:30"),
            Some(("time_zone_offset_out_of_range_in_practice", 0))
        );
        assert_eq!(
            code("+14:45"),
            Some(("time_zone_offset_out_of_range_in_practice", 0))
        );
        assert_eq!(code("+05:45"), None);
        assert_eq!(code("-09:30"), None);
        assert_eq!(code("Z"), None);
        assert_eq!(
            code("2011-11-12T00:00+0001"),
            Some(("time_zone_offset_minutes_unused", 16))
        );
    }

    #[test]
    fn years() {
        assert_eq!(code("1000-01-01"), None);
        assert_eq!(code("9999-12-31"), None);
        assert_eq!(code("0999-12-31"), Some(("year_probably_mistyped", 0)));
        assert_eq!(code("10000-01-01"), Some(("year_probably_mistyped", 0)));
        assert_eq!(code("0214"), Some(("year_probably_mistyped", 0)));
        // Not years: a yearless date, a time, a duration.
        assert_eq!(code("07-15"), None);
        assert_eq!(code("14:54:39"), None);
        assert_eq!(code("PT4H"), None);
        assert_eq!(code("4h 18m"), None);
    }

    #[test]
    fn details_round_trip() {
        for p in [
            InPractice::Year {
                digits: 5,
                leading_zero: false,
            },
            InPractice::Year {
                digits: 4,
                leading_zero: true,
            },
            InPractice::OffsetRange {
                total_minutes: -780,
            },
            InPractice::OffsetMinutes { minutes: 15 },
        ] {
            assert_eq!(InPractice::unpack(&p.pack()), Some(p));
            assert_eq!(ErrorKind::from(p).severity(), Severity::Warning);
        }
    }

    #[test]
    fn words() {
        let words = |p: InPractice| ErrorKind::from(p).to_string();
        assert_eq!(
            words(InPractice::Year {
                digits: 4,
                leading_zero: true
            }),
            "the year is before 1000 (it starts with 0) and is probably mistyped"
        );
        assert_eq!(
            words(InPractice::Year {
                digits: 5,
                leading_zero: false
            }),
            "the year has 5 digits (after 9999) and is probably mistyped"
        );
        assert_eq!(
            words(InPractice::OffsetRange {
                total_minutes: -780
            }),
            "the time-zone offset -13:00 is outside -12:00 to +14:00, the range of actual time zones"
        );
        assert_eq!(
            words(InPractice::OffsetRange { total_minutes: 915 }),
            "the time-zone offset +15:15 is outside -12:00 to +14:00, the range of actual time zones"
        );
        assert_eq!(
            words(InPractice::OffsetMinutes { minutes: 5 }),
            "the time-zone offset's minutes are 05; actual time zones use 00, 30 or 45"
        );
    }
}
