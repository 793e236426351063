//! Conversions with [chrono](https://docs.rs/chrono) (feature `chrono`).
//!
//! | ours | chrono | ours → chrono | chrono → ours |
//! |---|---|---|---|
//! | [`Date`] | [`NaiveDate`] | `TryFrom`: years past 262142 | `TryFrom`: years outside `1..=MAX_YEAR` |
//! | [`Time`] | [`NaiveTime`] | `From` | `TryFrom`: a leap second |
//! | [`LocalDateTime`] | [`NaiveDateTime`] | `TryFrom` | `TryFrom` |
//! | [`TimeZoneOffset`] | [`FixedOffset`] | `From` | `TryFrom`: seconds, or ±24:00 and beyond |
//! | [`GlobalDateTime`] | [`DateTime<FixedOffset>`] (the offset kept), [`DateTime<Utc>`] | `TryFrom` | `TryFrom` |
//! | [`Week`] | [`IsoWeek`] | `TryFrom` | `TryFrom` |
//! | [`Duration`] | [`TimeDelta`] | `TryFrom`: beyond `i64::MAX` milliseconds | `TryFrom`: negative |
//!
//! Every fallible conversion returns a [`ConversionError`] that names what
//! did not fit. Nanoseconds are kept both ways. A [`GlobalDateTime`]'s UTC
//! moment may fall in year 0, which chrono holds; going the other way, the
//! written (local) date must be in `1..=MAX_YEAR`.
//!
//! # Examples
//!
//! ```
//! use chrono::{DateTime, FixedOffset, NaiveDate, Timelike};
//! use html_microsyntax::datetime::{parse_global_date_time, parse_time, Date, GlobalDateTime};
//!
//! let moment = parse_global_date_time("0001-01-01T00:00+00:01").unwrap();
//! let chrono: DateTime<FixedOffset> = moment.try_into().unwrap();
//! assert_eq!(chrono.to_rfc3339(), "0001-01-01T00:00:00+00:01");
//! assert_eq!(GlobalDateTime::try_from(chrono).unwrap(), moment);
//!
//! let t = chrono::NaiveTime::from(parse_time("23:59:59.123456789").unwrap());
//! assert_eq!(t.nanosecond(), 123_456_789);
//!
//! let d = NaiveDate::from_ymd_opt(-44, 3, 15).unwrap();
//! assert!(Date::try_from(d).is_err()); // HTML years start at 1
//! ```

use chrono::{
    DateTime, Datelike, FixedOffset, IsoWeek, NaiveDate, NaiveDateTime, NaiveTime, Offset,
    TimeDelta, Timelike, Utc, Weekday,
};

use super::{offset_from_seconds, ConversionError, ConversionErrorKind};
use crate::common::datetime::{
    Date, Duration, GlobalDateTime, LocalDateTime, Time, TimeZoneOffset, Week, MAX_YEAR,
};

fn year_error(year: i64, target: &'static str) -> ConversionError {
    ConversionError::new(ConversionErrorKind::Year { year }, target)
}

/// Our year (`u32`) as chrono's `i32`; every year we hold fits.
fn chrono_year(year: u32) -> i32 {
    // OK: MAX_YEAR + 1 < i32::MAX.
    i32::try_from(year).unwrap_or(i32::MAX)
}

/// chrono's year as ours, if in `1..=MAX_YEAR`.
fn html_year(year: i32, target: &'static str) -> Result<u32, ConversionError> {
    u32::try_from(year)
        .ok()
        .filter(|y| (1..=MAX_YEAR).contains(y))
        .ok_or_else(|| year_error(i64::from(year), target))
}

impl TryFrom<Date> for NaiveDate {
    type Error = ConversionError;

    fn try_from(d: Date) -> Result<NaiveDate, ConversionError> {
        NaiveDate::from_ymd_opt(chrono_year(d.year()), d.month().into(), d.day().into())
            .ok_or_else(|| year_error(d.year().into(), "chrono::NaiveDate"))
    }
}

impl TryFrom<NaiveDate> for Date {
    type Error = ConversionError;

    fn try_from(d: NaiveDate) -> Result<Date, ConversionError> {
        const TARGET: &str = "html_microsyntax::datetime::Date";
        let year = html_year(d.year(), TARGET)?;
        // OK: chrono's month is 1..=12 and its day within the month.
        Date::new(year, d.month() as u8, d.day() as u8)
            .ok_or_else(|| year_error(d.year().into(), TARGET))
    }
}

impl From<Time> for NaiveTime {
    fn from(t: Time) -> NaiveTime {
        // OK: our fields are always a valid time of day without leap second.
        NaiveTime::from_hms_nano_opt(
            t.hour().into(),
            t.minute().into(),
            t.second().into(),
            t.nanosecond(),
        )
        .unwrap_or(NaiveTime::MIN)
    }
}

impl TryFrom<NaiveTime> for Time {
    type Error = ConversionError;

    fn try_from(t: NaiveTime) -> Result<Time, ConversionError> {
        // chrono writes a leap second as a nanosecond of 1_000_000_000 or more.
        // OK: chrono's hour, minute and second are below 24, 60 and 60.
        Time::new(
            t.hour() as u8,
            t.minute() as u8,
            t.second() as u8,
            t.nanosecond(),
        )
        .ok_or(ConversionError::new(
            ConversionErrorKind::LeapSecond,
            "html_microsyntax::datetime::Time",
        ))
    }
}

impl TryFrom<LocalDateTime> for NaiveDateTime {
    type Error = ConversionError;

    fn try_from(dt: LocalDateTime) -> Result<NaiveDateTime, ConversionError> {
        let date = NaiveDate::try_from(dt.date())
            .map_err(|_| year_error(dt.date().year().into(), "chrono::NaiveDateTime"))?;
        Ok(NaiveDateTime::new(date, dt.time().into()))
    }
}

impl TryFrom<NaiveDateTime> for LocalDateTime {
    type Error = ConversionError;

    fn try_from(dt: NaiveDateTime) -> Result<LocalDateTime, ConversionError> {
        Ok(LocalDateTime::new(
            Date::try_from(dt.date())?,
            Time::try_from(dt.time())?,
        ))
    }
}

impl From<TimeZoneOffset> for FixedOffset {
    fn from(offset: TimeZoneOffset) -> FixedOffset {
        // ±23:59 is within chrono's ±24:00, so the fallback (UTC) is never
        // taken.
        FixedOffset::east_opt(i32::from(offset.total_minutes()) * 60)
            .unwrap_or_else(|| chrono::Utc.fix())
    }
}

impl TryFrom<FixedOffset> for TimeZoneOffset {
    type Error = ConversionError;

    fn try_from(offset: FixedOffset) -> Result<TimeZoneOffset, ConversionError> {
        offset_from_seconds(
            offset.local_minus_utc(),
            "html_microsyntax::datetime::TimeZoneOffset",
        )
    }
}

impl TryFrom<GlobalDateTime> for DateTime<FixedOffset> {
    type Error = ConversionError;

    fn try_from(g: GlobalDateTime) -> Result<DateTime<FixedOffset>, ConversionError> {
        let utc = NaiveDateTime::try_from(g.utc())
            .map_err(|_| year_error(g.utc().date().year().into(), "chrono::DateTime"))?;
        Ok(DateTime::from_naive_utc_and_offset(utc, g.offset().into()))
    }
}

impl TryFrom<GlobalDateTime> for DateTime<Utc> {
    type Error = ConversionError;

    fn try_from(g: GlobalDateTime) -> Result<DateTime<Utc>, ConversionError> {
        let utc = NaiveDateTime::try_from(g.utc())
            .map_err(|_| year_error(g.utc().date().year().into(), "chrono::DateTime"))?;
        Ok(DateTime::from_naive_utc_and_offset(utc, Utc))
    }
}

fn global(local: NaiveDateTime, offset: TimeZoneOffset) -> Result<GlobalDateTime, ConversionError> {
    let local = LocalDateTime::try_from(local)?;
    GlobalDateTime::new(local, offset).ok_or_else(|| {
        year_error(
            local.date().year().into(),
            "html_microsyntax::datetime::GlobalDateTime",
        )
    })
}

impl TryFrom<DateTime<FixedOffset>> for GlobalDateTime {
    type Error = ConversionError;

    fn try_from(dt: DateTime<FixedOffset>) -> Result<GlobalDateTime, ConversionError> {
        global(dt.naive_local(), TimeZoneOffset::try_from(*dt.offset())?)
    }
}

impl TryFrom<DateTime<Utc>> for GlobalDateTime {
    type Error = ConversionError;

    fn try_from(dt: DateTime<Utc>) -> Result<GlobalDateTime, ConversionError> {
        global(dt.naive_utc(), TimeZoneOffset::UTC)
    }
}

impl TryFrom<Week> for IsoWeek {
    type Error = ConversionError;

    fn try_from(w: Week) -> Result<IsoWeek, ConversionError> {
        NaiveDate::from_isoywd_opt(chrono_year(w.year()), w.week().into(), Weekday::Mon)
            .map(|d| d.iso_week())
            .ok_or_else(|| year_error(w.year().into(), "chrono::IsoWeek"))
    }
}

impl TryFrom<IsoWeek> for Week {
    type Error = ConversionError;

    fn try_from(w: IsoWeek) -> Result<Week, ConversionError> {
        const TARGET: &str = "html_microsyntax::datetime::Week";
        let year = html_year(w.year(), TARGET)?;
        // OK: chrono's week is 1..=53 and exists in its year.
        Week::new(year, w.week() as u8).ok_or_else(|| year_error(w.year().into(), TARGET))
    }
}

impl TryFrom<Duration> for TimeDelta {
    type Error = ConversionError;

    fn try_from(d: Duration) -> Result<TimeDelta, ConversionError> {
        i64::try_from(d.seconds())
            .ok()
            .and_then(|s| TimeDelta::new(s, d.nanoseconds()))
            .ok_or(ConversionError::new(
                ConversionErrorKind::DurationRange,
                "chrono::TimeDelta",
            ))
    }
}

impl TryFrom<TimeDelta> for Duration {
    type Error = ConversionError;

    fn try_from(d: TimeDelta) -> Result<Duration, ConversionError> {
        const TARGET: &str = "html_microsyntax::datetime::Duration";
        if d < TimeDelta::zero() {
            return Err(ConversionError::new(
                ConversionErrorKind::NegativeDuration,
                TARGET,
            ));
        }
        let seconds = u64::try_from(d.num_seconds())
            .map_err(|_| ConversionError::new(ConversionErrorKind::NegativeDuration, TARGET))?;
        // OK: non-negative, so the fraction is 0..1e9.
        Duration::new(seconds, d.subsec_nanos().unsigned_abs()).ok_or(ConversionError::new(
            ConversionErrorKind::DurationRange,
            TARGET,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_their_ranges() {
        let d: Date = "2024-02-29".parse().unwrap();
        let c = NaiveDate::try_from(d).unwrap();
        assert_eq!(c, NaiveDate::from_ymd_opt(2024, 2, 29).unwrap());
        assert_eq!(Date::try_from(c).unwrap(), d);
        let far: Date = "262143-01-01".parse().unwrap();
        assert_eq!(
            NaiveDate::try_from(far).unwrap_err().kind(),
            ConversionErrorKind::Year { year: 262143 }
        );
        let zero = NaiveDate::from_ymd_opt(0, 12, 31).unwrap();
        assert_eq!(
            Date::try_from(zero).unwrap_err().kind(),
            ConversionErrorKind::Year { year: 0 }
        );
    }

    #[test]
    fn times_keep_nanoseconds_and_refuse_leap_seconds() {
        let t: Time = "23:59:59.999999999".parse().unwrap();
        let c = NaiveTime::from(t);
        assert_eq!(Time::try_from(c).unwrap(), t);
        let leap = NaiveTime::from_hms_nano_opt(23, 59, 59, 1_500_000_000).unwrap();
        assert_eq!(
            Time::try_from(leap).unwrap_err().kind(),
            ConversionErrorKind::LeapSecond
        );
    }

    #[test]
    fn global_moments_keep_the_offset_and_year_zero() {
        let g: GlobalDateTime = "0001-01-01T00:00+00:01".parse().unwrap();
        let c = DateTime::<FixedOffset>::try_from(g).unwrap();
        assert_eq!(c.naive_utc().year(), 0);
        assert_eq!(c.offset().local_minus_utc(), 60);
        assert_eq!(GlobalDateTime::try_from(c).unwrap(), g);
        let u = DateTime::<Utc>::try_from(g).unwrap();
        let back = GlobalDateTime::try_from(u);
        // The UTC moment's written date is in year 0: no valid string has it.
        assert_eq!(
            back.unwrap_err().kind(),
            ConversionErrorKind::Year { year: 0 }
        );
        let odd = FixedOffset::east_opt(30).unwrap();
        assert_eq!(
            TimeZoneOffset::try_from(odd).unwrap_err().kind(),
            ConversionErrorKind::Offset { seconds: 30 }
        );
        let l: LocalDateTime = "2024-02-29T12:00:00.5".parse().unwrap();
        assert_eq!(
            LocalDateTime::try_from(NaiveDateTime::try_from(l).unwrap()).unwrap(),
            l
        );
    }

    #[test]
    fn weeks_and_durations() {
        let w: Week = "2020-W53".parse().unwrap();
        let c = IsoWeek::try_from(w).unwrap();
        assert_eq!((c.year(), c.week()), (2020, 53));
        assert_eq!(Week::try_from(c).unwrap(), w);
        let d: Duration = "PT1.5S".parse().unwrap();
        let c = TimeDelta::try_from(d).unwrap();
        assert_eq!(c.num_milliseconds(), 1500);
        assert_eq!(Duration::try_from(c).unwrap(), d);
        assert_eq!(
            Duration::try_from(TimeDelta::seconds(-1))
                .unwrap_err()
                .kind(),
            ConversionErrorKind::NegativeDuration
        );
        let huge = Duration::new(u64::MAX, 0).unwrap();
        assert_eq!(
            TimeDelta::try_from(huge).unwrap_err().kind(),
            ConversionErrorKind::DurationRange
        );
    }
}
