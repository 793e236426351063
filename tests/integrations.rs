//! Properties of the optional integrations (run with `--all-features`):
//! serde round trips through the valid strings, and the chrono, time and
//! jiff conversions round-trip and agree with each other on the moment.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(all(
    feature = "serde",
    feature = "chrono",
    feature = "time",
    feature = "jiff"
))]

use html_microsyntax::color::SimpleColor;
use html_microsyntax::datetime::{
    days_in_month, weeks_in_week_year, Date, Duration, GlobalDateTime, LocalDateTime, Month, Time,
    TimeZoneOffset, Week, YearlessDate,
};
use html_microsyntax::numbers::{Dimension, DimensionKind};
use proptest::prelude::*;

fn date(max_year: u32) -> impl Strategy<Value = Date> {
    (1..=max_year, 1u8..=12, 1u8..=31)
        .prop_map(|(y, m, d)| Date::new(y, m, d.min(days_in_month(y, m))).unwrap())
}

fn time() -> impl Strategy<Value = Time> {
    (
        0u8..24,
        0u8..60,
        0u8..60,
        prop_oneof![Just(0u32), 0u32..1_000_000_000],
    )
        .prop_map(|(h, m, s, n)| Time::new(h, m, s, n).unwrap())
}

fn offset() -> impl Strategy<Value = TimeZoneOffset> {
    (-1439i16..=1439).prop_map(|m| TimeZoneOffset::from_minutes(m).unwrap())
}

fn global(max_year: u32) -> impl Strategy<Value = GlobalDateTime> {
    (date(max_year), time(), offset())
        .prop_map(|(d, t, o)| GlobalDateTime::new(LocalDateTime::new(d, t), o).unwrap())
}

fn serde_round_trip<T>(value: T) -> Result<(), TestCaseError>
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug + ToString,
{
    let json = serde_json::to_string(&value).unwrap();
    prop_assert_eq!(&json, &serde_json::to_string(&value.to_string()).unwrap());
    let back: T = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(back, value);
    Ok(())
}

proptest! {
    #[test]
    fn serde_writes_the_valid_string_and_reads_it_back(
        d in date(999_999_999),
        t in time(),
        g in global(999_999_999),
        z in offset(),
        (wy, ww) in (1u32..=999_999_999, 1u8..=53),
        secs in any::<u64>(),
        nanos in 0u32..1_000_000_000,
        (r, gr, b) in any::<(u8, u8, u8)>(),
        // Display writes plain decimal digits at every magnitude (the
        // dimension rules read no exponent), so every value round-trips.
        v in prop_oneof![Just(0.0f64), 1e-300f64..1e300, 1e-6f64..1e21],
    ) {
        serde_round_trip(d)?;
        serde_round_trip(t)?;
        serde_round_trip(LocalDateTime::new(d, t))?;
        serde_round_trip(g)?;
        serde_round_trip(z)?;
        serde_round_trip(Month::new(d.year(), d.month()).unwrap())?;
        serde_round_trip(YearlessDate::new(d.month(), d.day().min(days_in_month(4, d.month()))).unwrap())?;
        serde_round_trip(Week::new(wy, ww.min(weeks_in_week_year(wy))).unwrap())?;
        serde_round_trip(Duration::new(secs, nanos).unwrap())?;
        serde_round_trip(SimpleColor { r, g: gr, b })?;
        serde_round_trip(Dimension { value: v, kind: DimensionKind::Percentage })?;
    }

    #[test]
    fn conversions_round_trip_within_every_range(d in date(9999), t in time(), g in global(9998)) {
        prop_assert_eq!(Date::try_from(chrono::NaiveDate::try_from(d).unwrap()).unwrap(), d);
        prop_assert_eq!(Date::try_from(time::Date::try_from(d).unwrap()).unwrap(), d);
        prop_assert_eq!(Date::try_from(jiff::civil::Date::try_from(d).unwrap()).unwrap(), d);
        prop_assert_eq!(Time::try_from(chrono::NaiveTime::from(t)).unwrap(), t);
        prop_assert_eq!(Time::from(time::Time::from(t)), t);
        prop_assert_eq!(Time::from(jiff::civil::Time::from(t)), t);
        let c = chrono::DateTime::<chrono::FixedOffset>::try_from(g).unwrap();
        prop_assert_eq!(GlobalDateTime::try_from(c).unwrap(), g);
        let o = time::OffsetDateTime::try_from(g).unwrap();
        prop_assert_eq!(GlobalDateTime::try_from(o).unwrap(), g);
        // The three crates agree on the moment (the local date is within
        // 1..=9998, so its UTC moment is within every crate's range).
        let j = jiff::Timestamp::try_from(g).unwrap();
        prop_assert_eq!(c.timestamp(), o.unix_timestamp());
        // jiff gives a negative moment's fraction a negative sign; compare nanoseconds.
        let chrono_nanos = i128::from(c.timestamp()) * 1_000_000_000 + i128::from(c.timestamp_subsec_nanos());
        prop_assert_eq!(chrono_nanos, j.as_nanosecond());
        prop_assert_eq!(chrono_nanos, o.unix_timestamp_nanos());
        // And with this crate's own milliseconds since the epoch (a double:
        // the sub-millisecond digits round, so within one millisecond).
        prop_assert!((g.to_milliseconds() - c.timestamp_millis() as f64).abs() <= 1.0);
    }

    #[test]
    fn weeks_agree_with_chrono_and_jiff(y in 1u32..=9998, w in 1u8..=53) {
        let week = Week::new(y, w.min(weeks_in_week_year(y))).unwrap();
        let c = chrono::IsoWeek::try_from(week).unwrap();
        prop_assert_eq!((c.year() as u32, c.week() as u8), (week.year(), week.week()));
        prop_assert_eq!(Week::try_from(c).unwrap(), week);
        prop_assert_eq!(Week::try_from(jiff::civil::ISOWeekDate::try_from(week).unwrap()).unwrap(), week);
    }
}
