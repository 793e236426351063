//! `serde` support (feature `serde`): every value type serializes as its
//! valid (normalized) string, its `Display`, and deserializes with the spec's
//! parse rules, its `FromStr`.
//!
//! A failed deserialization carries the [`Error`]'s message,
//! which names the failing step and its line and column in the string.
//!
//! [`Error`] serializes as the CLI's error object and [`ErrorKind`] as its
//! code, message and fields, so a JSON tool needs no copying by hand. Those
//! two serialize only: a kind points into static tables (a syntax's
//! [`DetailTable`](crate::error::DetailTable), the allowed keywords, a host
//! grammar's codes) that a deserializer cannot rebuild from text without
//! leaking memory. A kind's JSON reads back as an [`ErrorRecord`]: its code,
//! message, severity and every field [`ErrorKind::for_each_field`] gives,
//! owned (a test round-trips one kind of every variant, whole).
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

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::base::error::FieldValue;
use crate::common::color::SimpleColor;
use crate::common::datetime::{
    Date, DateOrTime, Duration, GlobalDateTime, LocalDateTime, Month, Time, TimeZoneOffset, Week,
    YearlessDate,
};
use crate::common::numbers::{Dimension, ListDimension};
use crate::{base::error::Error, base::error::ErrorKind};

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
    Dimension: "a dimension value string" => crate::common::numbers::parse_dimension;
    ListDimension: "one entry of a list of dimensions" => one_list_dimension;
    Month: "a month string" => crate::common::datetime::parse_month;
    Date: "a date string" => crate::common::datetime::parse_date;
    YearlessDate: "a yearless date string" => crate::common::datetime::parse_yearless_date;
    Time: "a time string" => crate::common::datetime::parse_time;
    LocalDateTime: "a local date and time string" => crate::common::datetime::parse_local_date_time;
    TimeZoneOffset: "a time-zone offset string" => crate::common::datetime::parse_time_zone_offset;
    GlobalDateTime: "a global date and time string" => crate::common::datetime::parse_global_date_time;
    Week: "a week string" => crate::common::datetime::parse_week;
    Duration: "a duration string" => crate::common::datetime::parse_duration;
    DateOrTime: "a date or time string" => crate::common::datetime::parse_date_or_time;
    SimpleColor: "a simple color string" => crate::common::color::parse_simple_color;
}

#[cfg(feature = "std")]
via_string! {
    crate::common::media::MediaQueryList: "a media query list" => media_query_list;
}

#[cfg(feature = "std")]
fn media_query_list(s: &str) -> Result<crate::common::media::MediaQueryList, Error> {
    Ok(crate::common::media::parse_media_query_list(s))
}

/// The rules for parsing a list of dimensions, for a list of exactly one
/// entry: a second entry is a trailing-input error at its comma.
fn one_list_dimension(s: &str) -> Result<ListDimension, Error> {
    let list = crate::common::numbers::parse_list_of_dimensions(s)?;
    match list.as_slice() {
        [one] => Ok(*one),
        [] => Err(Error::new(crate::base::error::ErrorKind::Empty, s, s.len())),
        _ => {
            // Step 2 drops one trailing comma, so the list has a comma
            // between its first two entries.
            let comma = s.find(',').unwrap_or(s.len());
            Err(Error::new(
                crate::base::error::ErrorKind::TrailingInput { found: ',' },
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

/// An [`ErrorKind`] serializes as a map: its `code`, its `message`, its
/// `severity`, then every field [`ErrorKind::for_each_field`] gives (for
/// example `expected`, `found`, `field`, `min`, `max`, `value`, `day`,
/// `month`, `year`, `week`, `supported_min`, `supported_max` — those two as
/// decimal strings, beyond JSON's exact integers —, `first`, `violation`,
/// `parser`, `name`, `close`, `len`, `suggestion`, `choices`, `shape`,
/// `syntax`), so a JSON tool gets the facts without parsing the message.
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
///         "severity": "error",
///         "day": 30, "max": 28, "year": 2023, "month": 2,
///     })
/// );
/// ```
impl Serialize for ErrorKind {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(None)?;
        m.serialize_entry("code", self.code())?;
        m.serialize_entry("message", &Text(self))?;
        m.serialize_entry("severity", self.severity().as_str())?;
        let mut result = Ok(());
        self.for_each_field(&mut |name, value| {
            if result.is_ok() {
                result = m.serialize_entry(name, &Field(value));
            }
        });
        result?;
        m.end()
    }
}

/// The fields of a kind as a JSON object, without its code, message and
/// severity (the document checker's findings write those themselves).
pub(crate) struct KindFields<'a>(pub(crate) &'a ErrorKind);

impl Serialize for KindFields<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(None)?;
        let mut result = Ok(());
        self.0.for_each_field(&mut |name, value| {
            if result.is_ok() {
                result = m.serialize_entry(name, &Field(value));
            }
        });
        result?;
        m.end()
    }
}

/// One field's JSON form.
struct Field<'a>(FieldValue<'a>);

impl Serialize for Field<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            FieldValue::Str(s) => serializer.serialize_str(s),
            FieldValue::Char(c) => serializer.serialize_char(c),
            FieldValue::Int(i) => serializer.serialize_i64(i),
            FieldValue::Big(i) => serializer.collect_str(&i),
            FieldValue::Bool(b) => serializer.serialize_bool(b),
            FieldValue::List(list) => list.serialize(serializer),
            FieldValue::Null => serializer.serialize_unit(),
            FieldValue::Float(x) => serializer.serialize_f64(x),
        }
    }
}

/// An [`Error`] serializes as the object the CLI's batch mode writes:
/// `kind` (the code), `offset` (bytes), `line` and `column` (1-based, the
/// column in characters) and `message` ([`Error::message`]: the failure in
/// words, without the location the other fields give; a host's run-time
/// message for an [`ErrorKind::HostMessage`]). Serialize [`Error::kind`] for
/// the kind's own fields.
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
///         "message": "expected a digit, found 'x'",
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
        m.serialize_entry("message", &Text(&self.message()))?;
        m.end()
    }
}

/// An [`ErrorKind`] read back from its JSON: the `code`, the `message`,
/// the `severity` and every field, owned.
///
/// [`ErrorKind`] itself serializes only (it points into static tables), so
/// this is what a Rust tool deserializes the kinds in our JSON into (the
/// CLI's `--format json` kinds, a serialized [`ErrorKind`]). A record reads
/// back whole: [`ErrorRecord::from`] a kind equals what deserializing that
/// kind's JSON gives, and the record serializes to the same JSON.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_date;
/// use html_microsyntax::integrations::serde::{ErrorRecord, RecordField};
///
/// let kind = parse_date("2023-02-30").unwrap_err().kind();
/// let json = serde_json::to_string(&kind).unwrap();
/// let record: ErrorRecord = serde_json::from_str(&json).unwrap();
/// assert_eq!(record, ErrorRecord::from(&kind));
/// assert_eq!(record.code, "day_out_of_range");
/// assert_eq!(record.field("max"), Some(&RecordField::Int(28)));
/// assert_eq!(serde_json::to_string(&record).unwrap(), json);
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq)]
pub struct ErrorRecord {
    /// [`ErrorKind::code`].
    pub code: String,
    /// The kind's message ([`ErrorKind`]'s `Display`).
    pub message: String,
    /// `"error"` or `"warning"` ([`ErrorKind::severity`]).
    pub severity: String,
    /// Every field [`ErrorKind::for_each_field`] gives, in that order, by
    /// name.
    pub fields: Vec<(String, RecordField)>,
}

/// One field of an [`ErrorRecord`], in its JSON form: a character and an
/// integer past JSON's exact range are text.
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq)]
pub enum RecordField {
    /// `null`: an absent bound, the end of the input.
    Null,
    /// A yes or no.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// Text: a name, a code, a character, a big integer in decimal.
    Text(String),
    /// A list of keywords.
    List(Vec<String>),
    /// A number as a browser reads it.
    Float(f64),
}

impl ErrorRecord {
    /// The field named `name`, if the kind has one.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::integrations::serde::{ErrorRecord, RecordField};
    /// let kind = html_microsyntax::numbers::parse_integer("x").unwrap_err().kind();
    /// let record = ErrorRecord::from(&kind);
    /// assert_eq!(record.field("found"), Some(&RecordField::Text("x".into())));
    /// assert_eq!(record.field("nothing"), None);
    /// ```
    pub fn field(&self, name: &str) -> Option<&RecordField> {
        self.fields.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

impl From<&ErrorKind> for ErrorRecord {
    fn from(kind: &ErrorKind) -> Self {
        let mut fields = Vec::new();
        kind.for_each_field(&mut |name, value| {
            let value = match value {
                FieldValue::Str(s) => RecordField::Text(s.to_string()),
                FieldValue::Char(c) => RecordField::Text(c.to_string()),
                FieldValue::Int(i) => RecordField::Int(i),
                FieldValue::Big(i) => RecordField::Text(i.to_string()),
                FieldValue::Bool(b) => RecordField::Bool(b),
                FieldValue::List(list) => {
                    RecordField::List(list.iter().map(|s| s.to_string()).collect())
                }
                FieldValue::Null => RecordField::Null,
                FieldValue::Float(x) => RecordField::Float(x),
            };
            fields.push((name.to_string(), value));
        });
        ErrorRecord {
            code: kind.code().to_string(),
            message: kind.to_string(),
            severity: kind.severity().as_str().to_string(),
            fields,
        }
    }
}

impl Serialize for ErrorRecord {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut m = serializer.serialize_map(Some(3 + self.fields.len()))?;
        m.serialize_entry("code", &self.code)?;
        m.serialize_entry("message", &self.message)?;
        m.serialize_entry("severity", &self.severity)?;
        for (name, value) in &self.fields {
            m.serialize_entry(name, value)?;
        }
        m.end()
    }
}

impl Serialize for RecordField {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            RecordField::Null => serializer.serialize_unit(),
            RecordField::Bool(b) => serializer.serialize_bool(*b),
            RecordField::Int(i) => serializer.serialize_i64(*i),
            RecordField::Text(s) => serializer.serialize_str(s),
            RecordField::List(list) => list.serialize(serializer),
            RecordField::Float(x) => serializer.serialize_f64(*x),
        }
    }
}

impl<'de> Deserialize<'de> for ErrorRecord {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct RecordVisitor;

        impl<'de> Visitor<'de> for RecordVisitor {
            type Value = ErrorRecord;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an error kind: a map with code, message, severity and its fields")
            }

            fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<ErrorRecord, A::Error> {
                let (mut code, mut message, mut severity) = (None, None, None);
                let mut fields = Vec::new();
                while let Some(name) = map.next_key::<String>()? {
                    let slot = match name.as_str() {
                        "code" => &mut code,
                        "message" => &mut message,
                        "severity" => &mut severity,
                        _ => {
                            fields.push((name, map.next_value::<RecordField>()?));
                            continue;
                        }
                    };
                    if slot.is_some() {
                        return Err(de::Error::custom(format_args!("duplicate field `{name}`")));
                    }
                    *slot = Some(map.next_value::<String>()?);
                }
                let severity = severity.ok_or_else(|| de::Error::missing_field("severity"))?;
                if severity != "error" && severity != "warning" {
                    return Err(de::Error::invalid_value(
                        de::Unexpected::Str(&severity),
                        &"\"error\" or \"warning\"",
                    ));
                }
                Ok(ErrorRecord {
                    code: code.ok_or_else(|| de::Error::missing_field("code"))?,
                    message: message.ok_or_else(|| de::Error::missing_field("message"))?,
                    severity,
                    fields,
                })
            }
        }

        deserializer.deserialize_map(RecordVisitor)
    }
}

impl<'de> Deserialize<'de> for RecordField {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FieldVisitor;

        impl<'de> Visitor<'de> for FieldVisitor {
            type Value = RecordField;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("null, a boolean, a number, a string or a list of strings")
            }

            fn visit_unit<E: de::Error>(self) -> Result<RecordField, E> {
                Ok(RecordField::Null)
            }

            fn visit_none<E: de::Error>(self) -> Result<RecordField, E> {
                Ok(RecordField::Null)
            }

            fn visit_bool<E: de::Error>(self, b: bool) -> Result<RecordField, E> {
                Ok(RecordField::Bool(b))
            }

            fn visit_i64<E: de::Error>(self, i: i64) -> Result<RecordField, E> {
                Ok(RecordField::Int(i))
            }

            fn visit_u64<E: de::Error>(self, u: u64) -> Result<RecordField, E> {
                i64::try_from(u)
                    .map(RecordField::Int)
                    .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(u), &self))
            }

            fn visit_f64<E: de::Error>(self, x: f64) -> Result<RecordField, E> {
                Ok(RecordField::Float(x))
            }

            fn visit_str<E: de::Error>(self, s: &str) -> Result<RecordField, E> {
                Ok(RecordField::Text(s.to_string()))
            }

            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<RecordField, A::Error> {
                let mut list = Vec::new();
                while let Some(item) = seq.next_element::<String>()? {
                    list.push(item);
                }
                Ok(RecordField::List(list))
            }
        }

        deserializer.deserialize_any(FieldVisitor)
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

    /// The position of a kind's variant in [`every_kind`]'s list: a new
    /// variant does not compile here until it is added, and then the test
    /// fails until it has a sample.
    fn variant(kind: &ErrorKind) -> usize {
        match kind {
            ErrorKind::Expected { .. } => 0,
            ErrorKind::TrailingInput { .. } => 1,
            ErrorKind::DigitCount { .. } => 2,
            ErrorKind::OutOfRange { .. } => 3,
            ErrorKind::DayOutOfRange { .. } => 4,
            ErrorKind::WeekOutOfRange { .. } => 5,
            ErrorKind::Overflow { .. } => 6,
            ErrorKind::FloatOverflow => 7,
            ErrorKind::DurationMonths => 8,
            ErrorKind::Negative => 9,
            ErrorKind::Zero => 10,
            ErrorKind::Transparent => 11,
            ErrorKind::Empty => 12,
            ErrorKind::Invalid(_) => 13,
            ErrorKind::DuplicateToken { .. } => 14,
            ErrorKind::Host { .. } => 15,
            ErrorKind::HostParser { .. } => 16,
            ErrorKind::Url(_) => 17,
            ErrorKind::UnknownMediaFeature { .. } => 18,
            ErrorKind::InvalidMediaFeatureValue { .. } => 19,
            ErrorKind::LengthNeedsUnit => 20,
            ErrorKind::Unclosed { .. } => 21,
            ErrorKind::UnknownKeyword { .. } => 22,
            ErrorKind::Detail { .. } => 23,
            ErrorKind::LanguageSubtag { .. } => 24,
            ErrorKind::SingletonWithoutSubtag { .. } => 25,
            ErrorKind::CoordsCount { .. } => 26,
            ErrorKind::HostMessage { .. } => 27,
        }
    }

    /// One kind of each variant, with its whole JSON form.
    fn every_kind() -> alloc::vec::Vec<(ErrorKind, serde_json::Value)> {
        use crate::base::error::{
            Expected, Field, Found, ShortName, Supported, UrlProblem, Violation,
        };
        use crate::syntaxes::autofill::AutofillProblem;
        use serde_json::json;
        static CHOICES: [&str; 3] = ["ltr", "rtl", "auto"];
        vec![
            (
                ErrorKind::Expected {
                    expected: Expected::Hyphen,
                    found: Found::End,
                },
                json!({"code": "expected_hyphen", "message": "expected '-', found the end of the input", "severity": "error", "expected": "'-'", "found": null}),
            ),
            (
                ErrorKind::TrailingInput { found: 'x' },
                json!({"code": "trailing_input", "message": "expected the end of the input, found 'x'", "severity": "error", "found": "x"}),
            ),
            (
                ErrorKind::DigitCount {
                    field: Field::Year,
                    min: 4,
                    max: None,
                    found: 2,
                },
                json!({"code": "digit_count", "message": "the year needs at least 4 digits, found 2", "severity": "error", "field": "year", "min": 4, "max": null, "found": 2}),
            ),
            (
                ErrorKind::OutOfRange {
                    field: Field::Month,
                    value: 13,
                    min: 1,
                    max: 12,
                },
                json!({"code": "out_of_range", "message": "month 13 is out of range, expected 1 to 12", "severity": "error", "field": "month", "value": 13, "min": 1, "max": 12}),
            ),
            (
                ErrorKind::DayOutOfRange {
                    day: 30,
                    max: 29,
                    year: None,
                    month: 2,
                },
                json!({"code": "day_out_of_range", "message": "day 30 is out of range for month 02, expected 01 to 29", "severity": "error", "day": 30, "max": 29, "year": null, "month": 2}),
            ),
            (
                ErrorKind::WeekOutOfRange {
                    week: 53,
                    max: 52,
                    year: 2021,
                },
                json!({"code": "week_out_of_range", "message": "week 53 is out of range for week-year 2021, expected 01 to 52", "severity": "error", "week": 53, "max": 52, "year": 2021}),
            ),
            (
                ErrorKind::Overflow {
                    field: Field::Integer,
                    supported: Supported::U64,
                },
                json!({"code": "overflow", "message": "integer is beyond the supported range 0 to 18446744073709551615", "severity": "error", "field": "integer", "supported_min": "0", "supported_max": "18446744073709551615"}),
            ),
            (
                ErrorKind::FloatOverflow,
                json!({"code": "float_overflow", "message": "number is too large for a double (it rounds to ±2^1024)", "severity": "error"}),
            ),
            (
                ErrorKind::DurationMonths,
                json!({"code": "duration_months", "message": "a duration cannot count months or years, expected weeks, days, hours, minutes or seconds", "severity": "error"}),
            ),
            (
                ErrorKind::Negative,
                json!({"code": "negative", "message": "expected a non-negative integer, found a negative one", "severity": "error"}),
            ),
            (
                ErrorKind::Zero,
                json!({"code": "zero", "message": "expected a nonzero value, found zero", "severity": "error"}),
            ),
            (
                ErrorKind::Transparent,
                json!({"code": "transparent", "message": "'transparent' is not a legacy color value", "severity": "error"}),
            ),
            (
                ErrorKind::Empty,
                json!({"code": "empty", "message": "expected a value, found the end of the input", "severity": "error"}),
            ),
            (
                ErrorKind::Invalid(Violation::UnknownLinkType),
                json!({"code": "unknown_link_type", "message": Violation::UnknownLinkType.describe(), "severity": "warning", "violation": "unknown_link_type"}),
            ),
            (
                ErrorKind::DuplicateToken { first: 4 },
                json!({"code": "duplicate_token", "message": "expected a token that is not already in the set, found a duplicate of the token at offset 4", "severity": "error", "first": 4}),
            ),
            (
                ErrorKind::Host {
                    message: "expected ';'",
                },
                json!({"code": "host", "message": "expected ';'", "severity": "error"}),
            ),
            (
                ErrorKind::HostMessage { code: "too_many" },
                json!({"code": "too_many", "message": "host failure 'too_many'", "severity": "error"}),
            ),
            (
                ErrorKind::HostParser { parser: "Tag" },
                json!({"code": "host_parser", "message": "the host grammar's Tag parser failed here", "severity": "error", "parser": "Tag"}),
            ),
            (
                ErrorKind::Url(UrlProblem::Backslash),
                json!({"code": "url_backslash", "message": "expected '/' in a URL, found a backslash", "severity": "error"}),
            ),
            (
                ErrorKind::UnknownMediaFeature {
                    name: ShortName::new("min-widht"),
                },
                json!({"code": "unknown_media_feature", "message": "unknown media feature 'min-widht'", "severity": "error", "name": "min-widht"}),
            ),
            (
                ErrorKind::InvalidMediaFeatureValue {
                    name: ShortName::new("orientation"),
                },
                json!({"code": "invalid_media_feature_value", "message": "not a value of the media feature 'orientation'", "severity": "error", "name": "orientation"}),
            ),
            (
                ErrorKind::LengthNeedsUnit,
                json!({"code": "length_needs_unit", "message": "a length needs a unit, such as 'px' (only 0 may go without)", "severity": "error"}),
            ),
            (
                ErrorKind::Unclosed { close: ']' },
                json!({"code": "unclosed_bracket", "message": "unclosed bracket, expected ']' before the end of the input", "severity": "error", "close": "]"}),
            ),
            (
                ErrorKind::UnknownKeyword {
                    len: 3,
                    suggestion: Some(&CHOICES[1]),
                    choices: &CHOICES,
                },
                json!({"code": "unknown_keyword", "message": "unknown keyword, did you mean 'rtl'?", "severity": "error", "len": 3, "suggestion": "rtl", "choices": ["ltr", "rtl", "auto"]}),
            ),
            (
                ErrorKind::from(AutofillProblem::UnknownFieldName {
                    name: ShortName::new("emial"),
                }),
                json!({"code": "unknown_autofill_field_name", "message": "unknown autofill field name 'emial', did you mean 'email'?", "severity": "error", "syntax": "autocomplete", "name": "emial", "suggestion": "email"}),
            ),
            (
                ErrorKind::LanguageSubtag {
                    expected: Expected::Digit,
                    found: ShortName::new("abc"),
                },
                json!({"code": "expected_digit", "message": "expected a digit, found 'abc'", "severity": "error", "expected": "a digit", "found": "abc"}),
            ),
            (
                ErrorKind::SingletonWithoutSubtag { singleton: 'u' },
                json!({"code": "singleton_without_subtag", "message": "the extension singleton 'u' needs a subtag (2 to 8 letters or digits)", "severity": "error", "singleton": "u"}),
            ),
            (
                ErrorKind::CoordsCount {
                    shape: "a polygon",
                    min: 6,
                    max: None,
                    pairs: true,
                    found: 7,
                },
                json!({"code": "coords_count", "message": "a polygon needs an even count of numbers (x, y pairs), found 7", "severity": "error", "shape": "a polygon", "min": 6, "max": null, "pairs": true, "found": 7}),
            ),
        ]
    }

    /// Every kind serializes with its code, message, severity and all its
    /// fields, and its fields are what [`ErrorKind::for_each_field`] gives.
    #[test]
    fn every_kind_serializes_with_all_its_fields() {
        let kinds = every_kind();
        let mut seen = [false; 28];
        for (kind, expected) in &kinds {
            seen[variant(kind)] = true;
            assert_eq!(&serde_json::to_value(kind).unwrap(), expected, "{kind:?}");
            assert_eq!(expected["message"], kind.to_string());
            assert_eq!(expected["code"], kind.code());
            let mut count = 3;
            kind.for_each_field(&mut |_, _| count += 1);
            assert_eq!(expected.as_object().unwrap().len(), count, "{kind:?}");
        }
        assert!(
            seen.iter().all(|&s| s),
            "a variant without a sample: {seen:?}"
        );
    }

    /// Every kind reads back whole as an [`ErrorRecord`]: the record
    /// deserialized from its JSON equals the record built from the kind,
    /// with every field, and writes the same JSON again.
    #[test]
    fn every_kind_round_trips_through_an_error_record() {
        for (kind, expected) in every_kind() {
            let json = serde_json::to_string(&kind).unwrap();
            let record: ErrorRecord = serde_json::from_str(&json).unwrap();
            assert_eq!(record, ErrorRecord::from(&kind), "{kind:?}");
            assert_eq!(record.fields.len() + 3, expected.as_object().unwrap().len());
            assert_eq!(serde_json::to_value(&record).unwrap(), expected, "{kind:?}");
        }
    }

    #[test]
    fn a_record_that_is_not_an_error_kind_is_refused() {
        let bad = [
            (
                r#"{"message": "m", "severity": "error"}"#,
                "missing field `code`",
            ),
            (
                r#"{"code": "c", "message": "m", "severity": "fatal"}"#,
                "invalid value",
            ),
            (
                r#"{"code": "c", "code": "d", "message": "m", "severity": "error"}"#,
                "duplicate field `code`",
            ),
            (
                r#"{"code": "c", "message": "m", "severity": "error", "x": {"y": 1}}"#,
                "a list of strings",
            ),
            (
                r#"{"code": "c", "message": "m", "severity": "error", "x": 18446744073709551615}"#,
                "invalid value",
            ),
            (r#"["code"]"#, "a map with code"),
        ];
        for (json, says) in bad {
            let err = serde_json::from_str::<ErrorRecord>(json)
                .unwrap_err()
                .to_string();
            assert!(err.contains(says), "{json}: {err}");
        }
        let ok: ErrorRecord = serde_json::from_str(
            r#"{"severity": "warning", "code": "c", "message": "m", "n": -3, "b": false, "z": null, "l": ["a"]}"#,
        )
        .unwrap();
        assert_eq!(ok.field("n"), Some(&RecordField::Int(-3)));
        assert_eq!(ok.field("b"), Some(&RecordField::Bool(false)));
        assert_eq!(ok.field("z"), Some(&RecordField::Null));
        assert_eq!(ok.field("l"), Some(&RecordField::List(vec!["a".into()])));
    }

    /// The serialized message has no location (line and column are
    /// fields of their own); a host's run-time message and code come along.
    #[test]
    fn error_message_has_no_location_and_carries_host_messages() {
        use crate::base::error::StepError;
        let err = crate::numbers::parse_integer("\n x").unwrap_err();
        assert_eq!(
            serde_json::to_value(&err).unwrap(),
            serde_json::json!({"kind": "expected_integer", "offset": 2, "line": 2, "column": 2, "message": "expected a digit, '-' or '+', found 'x'"})
        );
        let input = "ab";
        let err = Error::from_step(
            input,
            StepError::host_owned(&input[1..], "bad_b", alloc::format!("{} is bad", 'b')),
        );
        assert_eq!(
            serde_json::to_value(&err).unwrap(),
            serde_json::json!({"kind": "bad_b", "offset": 1, "line": 1, "column": 2, "message": "b is bad"})
        );
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
