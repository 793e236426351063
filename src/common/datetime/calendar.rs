//! [2.3.5 Dates and times](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#dates-and-times):
//! the proleptic Gregorian calendar arithmetic the algorithms use (days in a
//! month, leap years, weekdays, week-years) and the day count from 1970-01-01
//! that the DOM conversions and the UTC roll-over of global dates build on.
//!
//! All arithmetic is on `i64` day numbers; for the supported years
//! (`0..=MAX_YEAR + 1`) nothing comes near overflow.

pub use crate::base::error::MAX_YEAR;

/// Whether `year` is a leap year in the proleptic Gregorian calendar:
/// divisible by 400, or by 4 but not by 100.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_leap_year;
/// assert!(is_leap_year(2000));
/// assert!(!is_leap_year(1900));
/// assert!(is_leap_year(2024));
/// ```
#[inline]
pub const fn is_leap_year(year: u32) -> bool {
    year.is_multiple_of(400) || (year.is_multiple_of(4) && !year.is_multiple_of(100))
}

/// The [number of days in month `month` of year `year`](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#number-of-days-in-month-month-of-year-year)
/// (2.3.5). Returns 0 for a month outside `1..=12`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::days_in_month;
/// assert_eq!(days_in_month(2024, 2), 29);
/// assert_eq!(days_in_month(1900, 2), 28);
/// assert_eq!(days_in_month(2023, 4), 30);
/// assert_eq!(days_in_month(2023, 13), 0);
/// ```
#[inline]
// OK: a const fn (no `get` there), and the index is at most 12 of 13.
#[allow(clippy::indexing_slicing)]
pub const fn days_in_month(year: u32, month: u8) -> u8 {
    // The days of each month of a common year, by its number (0: none). A
    // table rather than a match, whose tests on the month a branch
    // predictor cannot learn when the months vary.
    const DAYS: [u8; 13] = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    if month > 12 {
        return 0;
    }
    // February has a 29th day in a leap year.
    DAYS[month as usize] + (month == 2 && is_leap_year(year)) as u8
}

/// The [week number of the last day](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#week-number-of-the-last-day)
/// of week-year `year` (2.3.5.8): 53 when 1 January of `year` is a Thursday,
/// or a Wednesday in a leap year; 52 otherwise.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::weeks_in_week_year;
/// assert_eq!(weeks_in_week_year(2020), 53); // 2020-01-01 is a Wednesday, leap year
/// assert_eq!(weeks_in_week_year(2021), 52);
/// assert_eq!(weeks_in_week_year(2015), 53); // a Thursday
/// ```
pub fn weeks_in_week_year(year: u32) -> u8 {
    match weekday(days_from_civil(year, 1, 1)) {
        3 => 53,
        2 if is_leap_year(year) => 53,
        _ => 52,
    }
}

/// The weekday of day number `days` (days since 1970-01-01): 0 is Monday,
/// 6 is Sunday. 1970-01-01 was a Thursday.
pub(crate) fn weekday(days: i64) -> i64 {
    (days + 3).rem_euclid(7)
}

/// Days from 1970-01-01 to `year-month-day` (negative before), in the
/// proleptic Gregorian calendar. `month` in `1..=12`, `day` in `1..=31`.
///
/// The calendar repeats every 400 years (146097 days); the count is built
/// from whole 400-year eras, the years of the era counted from March (so the
/// leap day ends the year), and the day of that shifted year.
pub(crate) fn days_from_civil(year: u32, month: u8, day: u8) -> i64 {
    let m = u64::from(month);
    // Years start in March: January and February belong to the year before.
    // Counted from one 400-year era earlier, so that year 0's January stays
    // non-negative and the divisions are unsigned (cheaper than euclidean).
    let y = u64::from(year) + 400 - u64::from(m <= 2);
    let era = y / 400;
    let year_of_era = y % 400; // 0..=399
    let month_from_march = (m + 9) % 12; // March = 0 … February = 11
    let day_of_year = (153 * month_from_march + 2) / 5 + u64::from(day);
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    // OK: era <= (u32::MAX + 400) / 400 and day_of_era < 2^20 fit an i64.
    let (era, day_of_era) = (era as i64 - 1, day_of_era as i64 - 1);
    // 719468 days from 0000-03-01 to 1970-01-01.
    era * 146_097 + day_of_era - 719_468
}

/// The date of day number `days` (days since 1970-01-01): the inverse of
/// [`days_from_civil`]. `None` when the year is outside `0..=u32::MAX`.
pub(crate) fn civil_from_days(days: i64) -> Option<(u32, u8, u8)> {
    let z = days.checked_add(719_468)?;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097); // 0..=146096
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153; // 0..=11
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1; // 1..=31
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = era
        .checked_mul(400)?
        .checked_add(year_of_era)?
        .checked_add(i64::from(month <= 2))?;
    Some((
        u32::try_from(year).ok()?,
        u8::try_from(month).ok()?,
        u8::try_from(day).ok()?,
    ))
}

/// The week-year and week of day number `days`: the week (Monday to Sunday)
/// holding the day belongs to the week-year of its Thursday.
pub(crate) fn week_of_days(days: i64) -> Option<(u32, u8)> {
    let thursday = days - weekday(days) + 3;
    let (year, _, _) = civil_from_days(thursday)?;
    let ordinal = thursday - days_from_civil(year, 1, 1); // 0-based
    Some((year, u8::try_from(ordinal / 7 + 1).ok()?))
}

/// Day number of the Monday of week `week` of week-year `year`.
pub(crate) fn days_from_week(year: u32, week: u8) -> i64 {
    let jan4 = days_from_civil(year, 1, 4); // always in week 1
    let monday1 = jan4 - weekday(jan4);
    monday1 + 7 * (i64::from(week) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn epoch_and_known_days() {
        assert_eq!(days_from_civil(1970, 1, 1), 0);
        assert_eq!(days_from_civil(2000, 3, 1), 11_017);
        assert_eq!(days_from_civil(1969, 12, 31), -1);
        assert_eq!(civil_from_days(-719_528), Some((0, 1, 1)));
        assert_eq!(civil_from_days(-719_529), None);
        // 0001-01-01 is a Monday in the proleptic Gregorian calendar.
        assert_eq!(weekday(days_from_civil(1, 1, 1)), 0);
    }

    /// The packed table is the spec's definition of the number of days in
    /// a month, for every `u8` month and across the leap-year rules.
    #[test]
    fn days_in_month_is_the_spec_definition() {
        for year in [1, 4, 100, 200, 400, 1900, 2000, 2023, 2024, 2100, 275_760] {
            for month in 0..=u8::MAX {
                let expected = match month {
                    1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
                    4 | 6 | 9 | 11 => 30,
                    2 if is_leap_year(year) => 29,
                    2 => 28,
                    _ => 0,
                };
                assert_eq!(days_in_month(year, month), expected, "{year}-{month}");
            }
        }
    }

    #[test]
    fn civil_round_trip_over_a_few_eras() {
        let mut d = days_from_civil(1, 1, 1);
        let end = days_from_civil(1203, 1, 1);
        let (mut y, mut m, mut dd) = (1u32, 1u8, 1u8);
        while d < end {
            assert_eq!(civil_from_days(d), Some((y, m, dd)), "day {d}");
            assert_eq!(days_from_civil(y, m, dd), d);
            dd += 1;
            if dd > days_in_month(y, m) {
                dd = 1;
                m += 1;
                if m > 12 {
                    m = 1;
                    y += 1;
                }
            }
            d += 1;
        }
    }

    #[test]
    fn weeks_match_the_spec_examples() {
        // 1969-12-29 is the Monday of week 1 of week-year 1970.
        assert_eq!(days_from_week(1970, 1), days_from_civil(1969, 12, 29));
        assert_eq!(week_of_days(days_from_civil(1952, 12, 30)), Some((1953, 1)));
        assert_eq!(weeks_in_week_year(1948), 53);
        assert_eq!(week_of_days(days_from_civil(1949, 1, 2)), Some((1948, 53)));
        assert_eq!(days_from_week(2001, 37), days_from_civil(2001, 9, 10));
    }
}
