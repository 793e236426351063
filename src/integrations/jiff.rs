//! Conversions with [jiff](https://docs.rs/jiff) (feature `jiff`).
//!
//! | ours | jiff | ours → jiff | jiff → ours |
//! |---|---|---|---|
//! | [`Date`] | [`civil::Date`] | `TryFrom`: years past 9999 | `TryFrom`: years before 1 |
//! | [`Time`] | [`civil::Time`] | `From` | `From` |
//! | [`LocalDateTime`] | [`civil::DateTime`] | `TryFrom` | `TryFrom` |
//! | [`TimeZoneOffset`] | [`tz::Offset`](jiff::tz::Offset) | `From` | `TryFrom`: seconds, or ±24:00 and beyond |
//! | [`GlobalDateTime`] | [`Timestamp`] (the moment; the offset becomes UTC) | `TryFrom` | `TryFrom` |
//! | [`Week`] | [`civil::ISOWeekDate`] (its Monday) | `TryFrom` | `TryFrom` (the weekday is dropped) |
//! | [`Duration`] | [`SignedDuration`] | `TryFrom`: beyond `i64::MAX` seconds | `TryFrom`: negative |
//!
//! jiff has no leap seconds, so a time converts both ways; nanoseconds are
//! kept. A [`GlobalDateTime`]'s UTC moment may fall in year 0, which jiff holds.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::datetime::{parse_global_date_time, Date, GlobalDateTime};
//!
//! let moment = parse_global_date_time("2024-02-29T12:00:00.123456789-04:30").unwrap();
//! let ts = jiff::Timestamp::try_from(moment).unwrap();
//! assert_eq!(ts.to_string(), "2024-02-29T16:30:00.123456789Z");
//! assert_eq!(GlobalDateTime::try_from(ts).unwrap().to_string(), "2024-02-29T16:30:00.123456789Z");
//!
//! let far: Date = "275760-09-13".parse().unwrap();
//! assert!(jiff::civil::Date::try_from(far).is_err()); // jiff stops at 9999
//! ```

use jiff::civil::{self, ISOWeekDate, Weekday};
use jiff::tz::Offset;
use jiff::{SignedDuration, Timestamp};

use super::{offset_from_seconds, ConversionError, ConversionErrorKind};
use crate::common::datetime::{
    Date, Duration, GlobalDateTime, LocalDateTime, Time, TimeZoneOffset, Week, MAX_YEAR,
};

fn year_error(year: i64, target: &'static str) -> ConversionError {
    ConversionError::new(ConversionErrorKind::Year { year }, target)
}

fn html_year(year: i16, target: &'static str) -> Result<u32, ConversionError> {
    u32::try_from(year)
        .ok()
        .filter(|y| (1..=MAX_YEAR).contains(y))
        .ok_or_else(|| year_error(i64::from(year), target))
}

impl TryFrom<Date> for civil::Date {
    type Error = ConversionError;

    fn try_from(d: Date) -> Result<civil::Date, ConversionError> {
        let error = || year_error(d.year().into(), "jiff::civil::Date");
        let year = i16::try_from(d.year()).map_err(|_| error())?;
        // OK: our month and day are at most 12 and 31.
        civil::Date::new(year, d.month() as i8, d.day() as i8).map_err(|_| error())
    }
}

impl TryFrom<civil::Date> for Date {
    type Error = ConversionError;

    fn try_from(d: civil::Date) -> Result<Date, ConversionError> {
        const TARGET: &str = "html_microsyntax::datetime::Date";
        let year = html_year(d.year(), TARGET)?;
        // OK: jiff's month is 1..=12 and its day within the month.
        Date::new(year, d.month() as u8, d.day() as u8)
            .ok_or_else(|| year_error(d.year().into(), TARGET))
    }
}

impl From<Time> for civil::Time {
    fn from(t: Time) -> civil::Time {
        // OK: the fields are below 24, 60, 60 and 1e9, jiff's ranges.
        civil::Time::new(
            t.hour() as i8,
            t.minute() as i8,
            t.second() as i8,
            t.nanosecond() as i32,
        )
        .unwrap_or(civil::Time::MIN)
    }
}

impl From<civil::Time> for Time {
    fn from(t: civil::Time) -> Time {
        // jiff's fields are within ours (jiff has no leap seconds), so the
        // clamping changes nothing.
        Time::from_clamped(
            t.hour() as u8,
            t.minute() as u8,
            t.second() as u8,
            t.subsec_nanosecond() as u32,
        )
    }
}

impl TryFrom<LocalDateTime> for civil::DateTime {
    type Error = ConversionError;

    fn try_from(dt: LocalDateTime) -> Result<civil::DateTime, ConversionError> {
        let date = civil::Date::try_from(dt.date())
            .map_err(|_| year_error(dt.date().year().into(), "jiff::civil::DateTime"))?;
        Ok(civil::DateTime::from_parts(date, dt.time().into()))
    }
}

impl TryFrom<civil::DateTime> for LocalDateTime {
    type Error = ConversionError;

    fn try_from(dt: civil::DateTime) -> Result<LocalDateTime, ConversionError> {
        Ok(LocalDateTime::new(
            Date::try_from(dt.date())?,
            dt.time().into(),
        ))
    }
}

impl From<TimeZoneOffset> for Offset {
    fn from(offset: TimeZoneOffset) -> Offset {
        // OK: ±23:59 is within jiff's ±25:59:59.
        Offset::from_seconds(i32::from(offset.total_minutes()) * 60).unwrap_or(Offset::UTC)
    }
}

impl TryFrom<Offset> for TimeZoneOffset {
    type Error = ConversionError;

    fn try_from(offset: Offset) -> Result<TimeZoneOffset, ConversionError> {
        offset_from_seconds(
            offset.seconds(),
            "html_microsyntax::datetime::TimeZoneOffset",
        )
    }
}

impl TryFrom<GlobalDateTime> for Timestamp {
    type Error = ConversionError;

    fn try_from(g: GlobalDateTime) -> Result<Timestamp, ConversionError> {
        let error = || year_error(g.utc().date().year().into(), "jiff::Timestamp");
        let utc = civil::DateTime::try_from(g.utc()).map_err(|_| error())?;
        Offset::UTC.to_timestamp(utc).map_err(|_| error())
    }
}

impl TryFrom<Timestamp> for GlobalDateTime {
    type Error = ConversionError;

    fn try_from(ts: Timestamp) -> Result<GlobalDateTime, ConversionError> {
        let utc = LocalDateTime::try_from(Offset::UTC.to_datetime(ts))?;
        GlobalDateTime::new(utc, TimeZoneOffset::UTC).ok_or_else(|| {
            year_error(
                utc.date().year().into(),
                "html_microsyntax::datetime::GlobalDateTime",
            )
        })
    }
}

impl TryFrom<Week> for ISOWeekDate {
    type Error = ConversionError;

    fn try_from(w: Week) -> Result<ISOWeekDate, ConversionError> {
        let error = || year_error(w.year().into(), "jiff::civil::ISOWeekDate");
        let year = i16::try_from(w.year()).map_err(|_| error())?;
        // OK: our week is 1..=53.
        ISOWeekDate::new(year, w.week() as i8, Weekday::Monday).map_err(|_| error())
    }
}

impl TryFrom<ISOWeekDate> for Week {
    type Error = ConversionError;

    fn try_from(w: ISOWeekDate) -> Result<Week, ConversionError> {
        const TARGET: &str = "html_microsyntax::datetime::Week";
        let year = html_year(w.year(), TARGET)?;
        // OK: jiff's week is 1..=53 and exists in its year.
        Week::new(year, w.week() as u8).ok_or_else(|| year_error(w.year().into(), TARGET))
    }
}

impl TryFrom<Duration> for SignedDuration {
    type Error = ConversionError;

    fn try_from(d: Duration) -> Result<SignedDuration, ConversionError> {
        let seconds = i64::try_from(d.seconds()).map_err(|_| {
            ConversionError::new(ConversionErrorKind::DurationRange, "jiff::SignedDuration")
        })?;
        // OK: below 1e9, and no carry into the seconds.
        Ok(SignedDuration::new(seconds, d.nanoseconds() as i32))
    }
}

impl TryFrom<SignedDuration> for Duration {
    type Error = ConversionError;

    fn try_from(d: SignedDuration) -> Result<Duration, ConversionError> {
        const TARGET: &str = "html_microsyntax::datetime::Duration";
        let negative = ConversionError::new(ConversionErrorKind::NegativeDuration, TARGET);
        if d.is_negative() {
            return Err(negative);
        }
        let seconds = u64::try_from(d.as_secs()).map_err(|_| negative)?;
        let nanos = u32::try_from(d.subsec_nanos()).map_err(|_| negative)?;
        Duration::new(seconds, nanos).ok_or(negative)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn dates_times_and_ranges() {
        let d: Date = "2024-02-29".parse().unwrap();
        let j = civil::Date::try_from(d).unwrap();
        assert_eq!(j.to_string(), "2024-02-29");
        assert_eq!(Date::try_from(j).unwrap(), d);
        let far: Date = "10000-01-01".parse().unwrap();
        assert_eq!(
            civil::Date::try_from(far).unwrap_err().kind(),
            ConversionErrorKind::Year { year: 10000 }
        );
        let t: Time = "23:59:59.999999999".parse().unwrap();
        assert_eq!(Time::from(civil::Time::from(t)), t);
        let l: LocalDateTime = "0001-01-01T00:00".parse().unwrap();
        assert_eq!(
            LocalDateTime::try_from(civil::DateTime::try_from(l).unwrap()).unwrap(),
            l
        );
    }

    #[test]
    fn moments_offsets_weeks_durations() {
        let g: GlobalDateTime = "0001-01-01T00:00+00:01".parse().unwrap();
        let ts = Timestamp::try_from(g).unwrap();
        assert_eq!(ts.to_string(), "0000-12-31T23:59:00Z");
        assert_eq!(
            GlobalDateTime::try_from(ts).unwrap_err().kind(),
            ConversionErrorKind::Year { year: 0 }
        );
        let z: TimeZoneOffset = "-04:30".parse().unwrap();
        assert_eq!(Offset::from(z).seconds(), -16_200);
        assert_eq!(TimeZoneOffset::try_from(Offset::from(z)).unwrap(), z);
        assert!(TimeZoneOffset::try_from(Offset::from_seconds(86_399).unwrap()).is_err());
        let w: Week = "2020-W53".parse().unwrap();
        assert_eq!(
            Week::try_from(ISOWeekDate::try_from(w).unwrap()).unwrap(),
            w
        );
        let d: Duration = "P1DT0.000000001S".parse().unwrap();
        let s = SignedDuration::try_from(d).unwrap();
        assert_eq!((s.as_secs(), s.subsec_nanos()), (86_400, 1));
        assert_eq!(Duration::try_from(s).unwrap(), d);
        assert_eq!(
            Duration::try_from(SignedDuration::from_secs(-1))
                .unwrap_err()
                .kind(),
            ConversionErrorKind::NegativeDuration
        );
    }
}
