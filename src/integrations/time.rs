//! Conversions with [time](https://docs.rs/time) (feature `time`).
//!
//! | ours | time | ours → time | time → ours |
//! |---|---|---|---|
//! | [`Date`] | [`time::Date`] | `TryFrom`: years past 9999 (999999 with time's `large-dates`) | `TryFrom`: years before 1 |
//! | [`Time`] | [`time::Time`] | `From` | `From` |
//! | [`LocalDateTime`] | [`PrimitiveDateTime`] | `TryFrom` | `TryFrom` |
//! | [`TimeZoneOffset`] | [`UtcOffset`] | `From` | `TryFrom`: seconds, or ±24:00 and beyond |
//! | [`GlobalDateTime`] | [`OffsetDateTime`] (the offset kept) | `TryFrom` | `TryFrom` |
//! | [`Duration`] | [`time::Duration`] | `TryFrom`: beyond `i64::MAX` seconds | `TryFrom`: negative |
//!
//! time has no week type (a [`Week`](crate::datetime::Week) maps to
//! `time::Date::from_iso_week_date(year, week, Monday)`) and no leap seconds;
//! nanoseconds are kept both ways.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::datetime::{parse_global_date_time, GlobalDateTime};
//! use time::OffsetDateTime;
//!
//! let moment = parse_global_date_time("2024-02-29T12:00-04:30").unwrap();
//! let odt = OffsetDateTime::try_from(moment).unwrap();
//! assert_eq!((odt.hour(), odt.offset().whole_minutes()), (12, -270));
//! assert_eq!(GlobalDateTime::try_from(odt).unwrap(), moment);
//! ```

use ::time::{Month as TimeMonth, OffsetDateTime, PrimitiveDateTime, UtcOffset};

use super::{offset_from_seconds, ConversionError, ConversionErrorKind};
use crate::common::datetime::{
    Date, Duration, GlobalDateTime, LocalDateTime, Time, TimeZoneOffset, MAX_YEAR,
};

fn year_error(year: i64, target: &'static str) -> ConversionError {
    ConversionError::new(ConversionErrorKind::Year { year }, target)
}

impl TryFrom<Date> for ::time::Date {
    type Error = ConversionError;

    fn try_from(d: Date) -> Result<::time::Date, ConversionError> {
        let error = || year_error(d.year().into(), "time::Date");
        let year = i32::try_from(d.year()).map_err(|_| error())?;
        let month = TimeMonth::try_from(d.month()).map_err(|_| error())?;
        ::time::Date::from_calendar_date(year, month, d.day()).map_err(|_| error())
    }
}

impl TryFrom<::time::Date> for Date {
    type Error = ConversionError;

    fn try_from(d: ::time::Date) -> Result<Date, ConversionError> {
        let error = || year_error(d.year().into(), "html_microsyntax::datetime::Date");
        let year = u32::try_from(d.year())
            .ok()
            .filter(|y| (1..=MAX_YEAR).contains(y))
            .ok_or_else(error)?;
        Date::new(year, u8::from(d.month()), d.day()).ok_or_else(error)
    }
}

impl From<Time> for ::time::Time {
    fn from(t: Time) -> ::time::Time {
        // OK: our fields are within time's ranges.
        ::time::Time::from_hms_nano(t.hour(), t.minute(), t.second(), t.nanosecond())
            .unwrap_or(::time::Time::MIDNIGHT)
    }
}

impl From<::time::Time> for Time {
    fn from(t: ::time::Time) -> Time {
        // time's fields are within ours (time has no leap seconds), so the
        // clamping changes nothing.
        Time::from_clamped(t.hour(), t.minute(), t.second(), t.nanosecond())
    }
}

impl TryFrom<LocalDateTime> for PrimitiveDateTime {
    type Error = ConversionError;

    fn try_from(dt: LocalDateTime) -> Result<PrimitiveDateTime, ConversionError> {
        let date = ::time::Date::try_from(dt.date())
            .map_err(|_| year_error(dt.date().year().into(), "time::PrimitiveDateTime"))?;
        Ok(PrimitiveDateTime::new(date, dt.time().into()))
    }
}

impl TryFrom<PrimitiveDateTime> for LocalDateTime {
    type Error = ConversionError;

    fn try_from(dt: PrimitiveDateTime) -> Result<LocalDateTime, ConversionError> {
        Ok(LocalDateTime::new(
            Date::try_from(dt.date())?,
            dt.time().into(),
        ))
    }
}

impl From<TimeZoneOffset> for UtcOffset {
    fn from(offset: TimeZoneOffset) -> UtcOffset {
        // OK: ±23:59 is within time's ±25:59:59.
        UtcOffset::from_whole_seconds(i32::from(offset.total_minutes()) * 60)
            .unwrap_or(UtcOffset::UTC)
    }
}

impl TryFrom<UtcOffset> for TimeZoneOffset {
    type Error = ConversionError;

    fn try_from(offset: UtcOffset) -> Result<TimeZoneOffset, ConversionError> {
        offset_from_seconds(
            offset.whole_seconds(),
            "html_microsyntax::datetime::TimeZoneOffset",
        )
    }
}

impl TryFrom<GlobalDateTime> for OffsetDateTime {
    type Error = ConversionError;

    fn try_from(g: GlobalDateTime) -> Result<OffsetDateTime, ConversionError> {
        let error = || year_error(g.utc().date().year().into(), "time::OffsetDateTime");
        let utc = PrimitiveDateTime::try_from(g.utc()).map_err(|_| error())?;
        utc.assume_utc()
            .checked_to_offset(g.offset().into())
            .ok_or_else(error)
    }
}

impl TryFrom<OffsetDateTime> for GlobalDateTime {
    type Error = ConversionError;

    fn try_from(dt: OffsetDateTime) -> Result<GlobalDateTime, ConversionError> {
        let local = LocalDateTime::try_from(PrimitiveDateTime::new(dt.date(), dt.time()))?;
        let offset = TimeZoneOffset::try_from(dt.offset())?;
        GlobalDateTime::new(local, offset).ok_or_else(|| {
            year_error(
                local.date().year().into(),
                "html_microsyntax::datetime::GlobalDateTime",
            )
        })
    }
}

impl TryFrom<Duration> for ::time::Duration {
    type Error = ConversionError;

    fn try_from(d: Duration) -> Result<::time::Duration, ConversionError> {
        let seconds = i64::try_from(d.seconds()).map_err(|_| {
            ConversionError::new(ConversionErrorKind::DurationRange, "time::Duration")
        })?;
        // OK: below 1e9, and no carry into the seconds.
        Ok(::time::Duration::new(seconds, d.nanoseconds() as i32))
    }
}

impl TryFrom<::time::Duration> for Duration {
    type Error = ConversionError;

    fn try_from(d: ::time::Duration) -> Result<Duration, ConversionError> {
        let negative = ConversionError::new(
            ConversionErrorKind::NegativeDuration,
            "html_microsyntax::datetime::Duration",
        );
        if d.is_negative() {
            return Err(negative);
        }
        let seconds = u64::try_from(d.whole_seconds()).map_err(|_| negative)?;
        let nanos = u32::try_from(d.subsec_nanoseconds()).map_err(|_| negative)?;
        Duration::new(seconds, nanos).ok_or(negative)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_ranges() {
        let d: Date = "2024-02-29".parse().unwrap();
        assert_eq!(
            Date::try_from(::time::Date::try_from(d).unwrap()).unwrap(),
            d
        );
        let far: Date = "1000000-01-01".parse().unwrap();
        assert_eq!(
            ::time::Date::try_from(far).unwrap_err().kind(),
            ConversionErrorKind::Year { year: 1_000_000 }
        );
        let t: Time = "00:00:00.000000001".parse().unwrap();
        assert_eq!(Time::from(::time::Time::from(t)), t);
        let g: GlobalDateTime = "0001-01-01T00:00+00:01".parse().unwrap();
        let odt = OffsetDateTime::try_from(g).unwrap();
        assert_eq!(odt.to_offset(UtcOffset::UTC).year(), 0);
        assert_eq!(GlobalDateTime::try_from(odt).unwrap(), g);
        let odd = UtcOffset::from_hms(1, 0, 30).unwrap();
        assert_eq!(
            TimeZoneOffset::try_from(odd).unwrap_err().kind(),
            ConversionErrorKind::Offset { seconds: 3630 }
        );
        let dur: Duration = "PT1.5S".parse().unwrap();
        let td = ::time::Duration::try_from(dur).unwrap();
        assert_eq!(td.whole_milliseconds(), 1500);
        assert_eq!(Duration::try_from(td).unwrap(), dur);
        assert!(Duration::try_from(::time::Duration::seconds(-1)).is_err());
    }
}
