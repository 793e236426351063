//! `serde` support (feature `serde`): every value type serializes as its
//! valid (normalized) string, its `Display`, and deserializes with the spec's
//! parse rules, its `FromStr`.
//!
//! A failed deserialization carries the [`Error`]'s message,
//! which names the failing step and its line and column in the string.
//!
//! [`Error`] serializes as the CLI's error object and [`ErrorKind`] as its
//! code, message and fields, so a JSON tool needs no copying by hand.
//!
//! | type | serialized as | deserialized with |
//! |---|---|---|
//! | [`Dimension`] | `"12.5%"` | [`parse_dimension`](crate::numbers::parse_dimension) |
//! | [`ListDimension`] | `"1.5*"` | [`parse_list_of_dimensions`](crate::numbers::parse_list_of_dimensions), exactly one entry |
//! | [`Month`], [`Date`], [`YearlessDate`], [`Time`], [`LocalDateTime`], [`TimeZoneOffset`], [`GlobalDateTime`], [`Week`], [`Duration`], [`DateOrTime`] | `"2024-02-29"`, `"PT1M30S"`, … | their `parse_*` rules |
//! | [`SimpleColor`] | `"#ff8000"` | [`parse_simple_color`](crate::color::parse_simple_color) |
//! | `media::MediaQueryList` (with `std`) | `"screen and (min-width: 40em)"` | `parse_media_query_list` (never fails) |
//!
//! Every value reads back as itself: a [`Dimension`] or [`ListDimension`]
//! is written in plain decimal digits (`1e21` as `1000000000000000000000`),
//! which the dimension rules read.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::datetime::{Date, GlobalDateTime};
//!
//! let d: Date = serde_json::from_str(r#""2024-02-29""#).unwrap();
//! assert_eq!(serde_json::to_string(&d).unwrap(), r#""2024-02-29""#);
//!
//! // Serialized in the normalized form: 'T', the shortest seconds, the offset.
//! let g: GlobalDateTime = serde_json::from_str(r#""2024-02-29 12:00:00.500+01:00""#).unwrap();
//! assert_eq!(serde_json::to_string(&g).unwrap(), r#""2024-02-29T12:00:00.5+01:00""#);
//!
//! // The error names the step and where it failed in the string.
//! let err = serde_json::from_str::<Date>(r#""2023-02-29""#).unwrap_err();
//! assert!(err.to_string().starts_with(
//!     "day 29 is out of range for 2023-02, expected 01 to 28 at line 1, column 9"
//! ));
//! ```

use core::fmt;
use core::marker::PhantomData;

use ::serde::de::{self, Deserialize, Deserializer, Visitor};
use ::serde::ser::{Serialize, SerializeMap, Serializer};

use crate::color::SimpleColor;
use crate::datetime::{
    Date, DateOrTime, Duration, GlobalDateTime, LocalDateTime, Month, Time, TimeZoneOffset, Week,
    YearlessDate,
};
use crate::numbers::{Dimension, ListDimension};
use crate::{Error, ErrorKind, Found};

/// A value read from a string by the spec's rules.
trait ParseRules: Sized {
    /// What the visitor expects, for serde's messages.
    const EXPECTING: &'static str;
    fn parse_rules(s: &str) -> Result<Self, Error>;
}

struct RulesVisitor<T>(PhantomData<T>);

impl<T: ParseRules> Visitor<'_> for RulesVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(T::EXPECTING)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        T::parse_rules(s).map_err(E::custom)
    }
}

macro_rules! via_string {
    ($($ty:ty: $expecting:literal => $rules:expr;)*) => {$(
        impl ParseRules for $ty {
            const EXPECTING: &'static str = $expecting;
            fn parse_rules(s: &str) -> Result<Self, Error> {
                $rules(s)
            }
        }

        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_str(RulesVisitor::<$ty>(PhantomData))
            }
        }
    )*};
}

via_string! {
    Dimension: "a dimension value string" => crate::numbers::parse_dimension;
    ListDimension: "one entry of a list of dimensions" => one_list_dimension;
    Month: "a month string" => crate::datetime::parse_month;
    Date: "a date string" => crate::datetime::parse_date;
    YearlessDate: "a yearless date string" => crate::datetime::parse_yearless_date;
    Time: "a time string" => crate::datetime::parse_time;
    LocalDateTime: "a local date and time string" => crate::datetime::parse_local_date_time;
    TimeZoneOffset: "a time-zone offset string" => crate::datetime::parse_time_zone_offset;
    GlobalDateTime: "a global date and time string" => crate::datetime::parse_global_date_time;
    Week: "a week string" => crate::datetime::parse_week;
    Duration: "a duration string" => crate::datetime::parse_duration;
    DateOrTime: "a date or time string" => crate::datetime::parse_date_or_time;
    SimpleColor: "a simple color string" => crate::color::parse_simple_color;
}

#[cfg(feature = "std")]
via_string! {
    crate::media::MediaQueryList: "a media query list" => media_query_list;
}

#[cfg(feature = "std")]
fn media_query_list(s: &str) -> Result<crate::media::MediaQueryList, Error> {
    Ok(crate::media::parse_media_query_list(s))
}

/// The rules for parsing a list of dimensions, for a list of exactly one
/// entry: a second entry is a trailing-input error at its comma.
fn one_list_dimension(s: &str) -> Result<ListDimension, Error> {
    let list = crate::numbers::parse_list_of_dimensions(s)?;
    match list.as_slice() {
        [one] => Ok(*one),
        [] => Err(Error::new(crate::ErrorKind::Empty, s, s.len())),
        _ => {
            // Step 2 drops one trailing comma, so the list has a comma
            // between its first two entries.
            let comma = s.find(',').unwrap_or(s.len());
            Err(Error::new(
                crate::ErrorKind::TrailingInput { found: ',' },
                s,
                comma,
            ))
        }
    }
}

/// A `Display` value serialized as its text.
struct Text<'a, T: fmt::Display>(&'a T);

impl<T: fmt::Display> Serialize for Text<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self.0)
    }
}

/// An [`ErrorKind`] serializes as a map: its `code`, its `message`, and the
/// kind's own fields (`expected`, `found`, `field`, `min`, `max`, `value`,
/// `day`, `month`, `year`, `week`, `supported_min`, `supported_max`,
/// `first`, `violation`, `parser`), so a JSON tool gets the facts without
/// parsing the message.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_date;
/// let kind = parse_date("2023-02-30").unwrap_err().kind();
/// assert_eq!(
///     serde_json::to_value(kind).unwrap(),
///     serde_json::json!({
///         "code": "day_out_of_range",
///         "message": "day 30 is out of range for 2023-02, expected 01 to 28",
///         "day": 30, "max": 28, "year": 2023, "month": 2,
///     })
/// );
/// ```
impl Serialize for ErrorKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("code", self.code())?;
        m.serialize_entry("message", &Text(self))?;
        match *self {
            ErrorKind::Expected { expected, found } => {
                m.serialize_entry("expected", expected.describe())?;
                match found {
                    Found::Char(c) => m.serialize_entry("found", &c)?,
                    Found::End => m.serialize_entry("found", &())?,
                }
            }
            ErrorKind::TrailingInput { found } => m.serialize_entry("found", &found)?,
            ErrorKind::DigitCount {
                field,
                min,
                max,
                found,
            } => {
                m.serialize_entry("field", field.code())?;
                m.serialize_entry("min", &min)?;
                m.serialize_entry("max", &max)?;
                m.serialize_entry("found", &found)?;
            }
            ErrorKind::OutOfRange {
                field,
                value,
                min,
                max,
            } => {
                m.serialize_entry("field", field.code())?;
                m.serialize_entry("value", &value)?;
                m.serialize_entry("min", &min)?;
                m.serialize_entry("max", &max)?;
            }
            ErrorKind::DayOutOfRange {
                day,
                max,
                year,
                month,
            } => {
                m.serialize_entry("day", &day)?;
                m.serialize_entry("max", &max)?;
                m.serialize_entry("year", &year)?;
                m.serialize_entry("month", &month)?;
            }
            ErrorKind::WeekOutOfRange { week, max, year } => {
                m.serialize_entry("week", &week)?;
                m.serialize_entry("max", &max)?;
                m.serialize_entry("year", &year)?;
            }
            ErrorKind::Overflow { field, supported } => {
                m.serialize_entry("field", field.code())?;
                m.serialize_entry("supported_min", &Text(&supported.min()))?;
                m.serialize_entry("supported_max", &Text(&supported.max()))?;
            }
            ErrorKind::Invalid(v) => m.serialize_entry("violation", v.code())?,
            ErrorKind::DuplicateToken { first } => m.serialize_entry("first", &first)?,
            ErrorKind::Host { .. } => {}
            ErrorKind::HostParser { parser } => m.serialize_entry("parser", parser)?,
            ErrorKind::LanguageSubtag { expected, found } => {
                m.serialize_entry("expected", expected.describe())?;
                m.serialize_entry("found", found.as_str())?;
            }
            ErrorKind::SingletonWithoutSubtag { singleton } => {
                m.serialize_entry("singleton", &singleton)?
            }
            _ => {}
        }
        m.end()
    }
}

/// An [`Error`] serializes as the object the CLI's batch mode writes:
/// `kind` (the code), `offset` (bytes), `line` and `column` (1-based, the
/// column in characters) and `message` (its `Display`). Serialize
/// [`Error::kind`] for the kind's own fields.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_integer;
/// let err = parse_integer("  -x").unwrap_err();
/// assert_eq!(
///     serde_json::to_value(&err).unwrap(),
///     serde_json::json!({
///         "kind": "expected_digit", "offset": 3, "line": 1, "column": 4,
///         "message": "expected a digit, found 'x' at line 1, column 4",
///     })
/// );
/// ```
impl Serialize for Error {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(Some(5))?;
        m.serialize_entry("kind", self.kind().code())?;
        m.serialize_entry("offset", &self.offset())?;
        m.serialize_entry("line", &self.line())?;
        m.serialize_entry("column", &self.column())?;
        m.serialize_entry("message", &Text(self))?;
        m.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn round_trip<T>(input: &str, normalized: &str)
    where
        T: Serialize + for<'de> Deserialize<'de> + fmt::Debug + PartialEq,
    {
        let json = serde_json::to_string(input).unwrap();
        let value: T = serde_json::from_str(&json).unwrap();
        let out = serde_json::to_string(&value).unwrap();
        assert_eq!(out, serde_json::to_string(normalized).unwrap(), "{input}");
        let again: T = serde_json::from_str(&out).unwrap();
        assert_eq!(again, value, "{input}");
    }

    #[test]
    fn every_type_round_trips_through_its_normalized_string() {
        round_trip::<Dimension>(" 12.50%", "12.5%");
        round_trip::<ListDimension>(" 1.5 *", "1.5*");
        round_trip::<Month>("2024-02", "2024-02");
        round_trip::<Date>("2024-02-29", "2024-02-29");
        round_trip::<YearlessDate>("--02-29", "02-29");
        round_trip::<Time>("12:00:00.000", "12:00");
        round_trip::<LocalDateTime>("2024-02-29 12:00:30", "2024-02-29T12:00:30");
        round_trip::<TimeZoneOffset>("-00:00", "Z");
        round_trip::<GlobalDateTime>("2024-02-29 12:00-0430", "2024-02-29T12:00-04:30");
        round_trip::<Week>("2020-W53", "2020-W53");
        round_trip::<Duration>("1h 30m", "PT1H30M");
        round_trip::<DateOrTime>("14:54", "14:54");
        round_trip::<SimpleColor>("#FF8000", "#ff8000");
    }

    #[test]
    fn errors_name_the_step_and_its_position() {
        let err = serde_json::from_str::<Time>("\"12:60\"").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("minute 60 is out of range, expected 0 to 59 at line 1, column 4"),
            "{err}"
        );
        let err = serde_json::from_str::<ListDimension>("\"1, 2\"").unwrap_err();
        assert!(err.to_string().contains("column 2"), "{err}");
        let err = serde_json::from_str::<Date>("12").unwrap_err();
        assert!(err.to_string().contains("expected a date string"), "{err}");
    }
}
