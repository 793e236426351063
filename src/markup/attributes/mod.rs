//! The document layer: which microsyntax an element's attribute takes, and
//! what a browser reads from its value.
//!
//! HTML tooling meets the microsyntaxes as attribute values, where the
//! element and its other attributes choose the syntax: `<input type=week
//! min>` is a week string, `<td colspan>` a non-negative integer greater than
//! zero, `<ins datetime>` a date string with optional time. [`ATTRIBUTES`] is
//! that table, built from the HTML Standard's element definitions; each row
//! links its definition. [`check_attribute`] looks a value up and checks it.
//!
//! | input | [`check_attribute`] |
//! |---|---|
//! | `<input type=week min="2020-W53">` | `valid_week`, valid, reads week 53 of 2020 |
//! | `<td colspan="0">` | `valid_non_negative_integer_greater_than_zero`, `not_positive` at 0 |
//! | `<time datetime="PT2H">` | `datetime_value`, valid (a duration) |
//! | `<body bgcolor="chucknorris">` | `legacy_color`, `obsolete_attribute`, reads `#c00000` |
//! | `<div data-x="1">` | no microsyntax |
//!
//! Element and attribute names are matched ASCII case-insensitively, as the
//! HTML parser lowercases them; keywords as each attribute says.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::attributes::{check_attribute, Reading};
//!
//! let check = check_attribute("INPUT", "min", "2023-02-29", &[("type", "date")]);
//! assert_eq!(check.syntax_name(), Some("valid_date"));
//! let err = &check.violations[0];
//! assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
//!
//! let check = check_attribute("td", "colspan", "3", &[]);
//! assert!(check.is_valid());
//! assert_eq!(check.reading, Some(Reading::Integer(3)));
//!
//! assert!(check_attribute("div", "data-x", "anything", &[]).definition.is_none());
//! ```

mod table;

use alloc::vec::Vec;

use crate::base::error::{Error, ErrorKind, Expected, Found, Violation};
use crate::common::color::SimpleColor;
use crate::common::datetime::{self, DateOrTime};
use crate::{common::color, common::keywords, common::numbers};

use crate::common::keywords::enumerated::{self, Enumerated, InputType};
pub use table::ATTRIBUTES;

/// The microsyntax an attribute value must follow, by the name the CLI and
/// the linter report ([`Syntax::name`]).
#[non_exhaustive]
#[derive(Clone, Copy)]
pub enum Syntax {
    /// A [boolean attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes):
    /// the empty string or the attribute's name.
    Boolean,
    /// An [enumerated attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute)
    /// with its keywords and defaults.
    Enumerated(&'static dyn Enumerated),
    /// `<ol type>`: an enumerated attribute whose keywords match case-sensitively.
    OlType,
    /// A valid integer.
    Integer,
    /// A valid non-negative integer.
    NonNegativeInteger,
    /// A valid non-negative integer greater than zero.
    PositiveInteger,
    /// A valid floating-point number.
    Float,
    /// `<input step>`: a valid floating-point number greater than zero, or
    /// `any` (ASCII case-insensitive).
    Step,
    /// An obsolete dimension (`<table width>`): read by the rules for
    /// parsing dimension values.
    Dimension,
    /// A valid month string.
    Month,
    /// A valid date string.
    Date,
    /// A valid time string.
    Time,
    /// A valid local date and time string.
    LocalDateTime,
    /// A valid normalized local date and time string.
    NormalizedLocalDateTime,
    /// A valid week string.
    Week,
    /// `<time datetime>`: a month, date, yearless date, time, local date and
    /// time, time-zone offset, global date and time, week, year (four or
    /// more digits, not all zero) or duration string.
    DatetimeValue,
    /// A valid date string with optional time (`<ins datetime>`).
    DateWithOptionalTime,
    /// A valid simple color (`<input type=color value>`).
    SimpleColor,
    /// An obsolete presentational color, read by the rules for parsing a
    /// legacy color value.
    LegacyColor,
    /// A hash-name reference (`usemap`): `#` and a name (whether a `map` of
    /// that name exists is a document-level check).
    HashNameReference,
    /// A valid media query list (needs the `std` feature to be checked).
    MediaQueryList,
    /// Text without U+000A LF or U+000D CR (`<input type=text value>`,
    /// `placeholder`).
    TextWithoutLineBreaks,
    /// `srcset` (image candidate strings; the element's `sizes` decides
    /// whether width descriptors are required). Needs the `std` feature.
    Srcset,
    /// `sizes`: a valid source size list. Needs the `std` feature.
    Sizes,
    /// `<meta http-equiv=refresh content>`: the valid refresh content.
    Refresh,
    /// A valid MIME type string.
    MimeType,
    /// The `accept` attribute of `input type=file`.
    Accept,
    /// A valid e-mail address, or with `multiple` a valid e-mail address
    /// list (`<input type=email value>`).
    Email,
    /// A valid navigable target name or keyword (`target`, `formtarget`).
    NavigableTargetName,
    /// `<link sizes>`: `any` or unique `WxH` sizes.
    LinkSizes,
    /// A valid URL potentially surrounded by spaces (`href`, `cite`).
    /// Needs the `url` feature to be checked.
    Url,
    /// A valid non-empty URL potentially surrounded by spaces (`src`,
    /// `action`, `poster`). Needs the `url` feature to be checked.
    NonEmptyUrl,
    /// `ping`: space-separated valid non-empty HTTP(S) URLs. Needs the
    /// `url` feature to be checked.
    Ping,
    /// `autocomplete` on `input`, `select` and `textarea`: `on`, `off`, or
    /// autofill detail tokens whose field name the control allows.
    Autocomplete,
    /// A valid BCP 47 language tag (`hreflang`, `srclang`; `lang` may also
    /// be empty), as far as it is decidable without the IANA registry.
    LanguageTag,
    /// `<area coords>`: valid coordinates for the state of the element's
    /// `shape` attribute.
    Coords,
    /// `rel`: unique link types allowed on the element (`link`, `a`,
    /// `area`, `form`).
    Rel,
    /// `<iframe sandbox>`: unique allowed keywords.
    Sandbox,
    /// `accesskey`: unique tokens of one code point each.
    AccessKey,
    /// `blocking`: unique possible blocking tokens.
    Blocking,
}

impl Syntax {
    /// The syntax's name, as the CLI's `attribute` syntax and the linter
    /// report it (`valid_date`, `enumerated_attribute`, …).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::attributes::Syntax;
    /// assert_eq!(Syntax::NonNegativeInteger.name(), "valid_non_negative_integer");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Syntax::Boolean => "boolean_attribute",
            Syntax::Enumerated(_) | Syntax::OlType => "enumerated_attribute",
            Syntax::Integer => "valid_integer",
            Syntax::NonNegativeInteger => "valid_non_negative_integer",
            Syntax::PositiveInteger => "valid_non_negative_integer_greater_than_zero",
            Syntax::Float => "valid_float",
            Syntax::Step => "valid_step",
            Syntax::Dimension => "dimension",
            Syntax::Month => "valid_month",
            Syntax::Date => "valid_date",
            Syntax::Time => "valid_time",
            Syntax::LocalDateTime => "valid_local_datetime",
            Syntax::NormalizedLocalDateTime => "valid_normalized_local_datetime",
            Syntax::Week => "valid_week",
            Syntax::DatetimeValue => "datetime_value",
            Syntax::DateWithOptionalTime => "valid_date_with_optional_time",
            Syntax::SimpleColor => "valid_simple_color",
            Syntax::LegacyColor => "legacy_color",
            Syntax::HashNameReference => "hash_name_reference",
            Syntax::MediaQueryList => "valid_media_query_list",
            Syntax::TextWithoutLineBreaks => "text_without_line_breaks",
            Syntax::Srcset => "valid_srcset",
            Syntax::Sizes => "valid_sizes",
            Syntax::Refresh => "valid_meta_refresh",
            Syntax::MimeType => "valid_mime_type",
            Syntax::Accept => "valid_accept",
            Syntax::Email => "valid_email",
            Syntax::NavigableTargetName => "valid_navigable_target_name_or_keyword",
            Syntax::LinkSizes => "valid_link_sizes",
            Syntax::Url => "valid_url_potentially_surrounded_by_spaces",
            Syntax::NonEmptyUrl => "valid_non_empty_url_potentially_surrounded_by_spaces",
            Syntax::Ping => "valid_ping",
            Syntax::Autocomplete => "valid_autocomplete",
            Syntax::LanguageTag => "valid_language_tag",
            Syntax::Coords => "valid_coords",
            Syntax::Rel => "valid_rel",
            Syntax::Sandbox => "valid_sandbox",
            Syntax::AccessKey => "valid_accesskey",
            Syntax::Blocking => "valid_blocking",
        }
    }
}

impl core::fmt::Debug for Syntax {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Syntax::Enumerated(e) => write!(f, "Enumerated({})", e.name()),
            other => f.write_str(other.name()),
        }
    }
}

/// When a row of [`ATTRIBUTES`] applies, besides its element and attribute.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    /// Always.
    Always,
    /// On an `input` whose `type` is in one of these states.
    InputType(&'static [InputType]),
    /// On a `meta` whose `http-equiv` is this keyword (ASCII case-insensitive).
    HttpEquiv(&'static str),
}

/// One row of [`ATTRIBUTES`]: an attribute of an element, when it applies,
/// and the syntax its value takes.
#[derive(Debug, Clone, Copy)]
pub struct AttributeDef {
    /// The element's local name, or `"*"` for every HTML element (a global
    /// attribute).
    pub element: &'static str,
    /// The attribute's name.
    pub attribute: &'static str,
    /// When the row applies.
    pub condition: Condition,
    /// The value's syntax.
    pub syntax: Syntax,
    /// The empty string is allowed besides the syntax (`<input type=date
    /// value="">`: "if specified and not empty").
    pub empty_ok: bool,
    /// The attribute is obsolete: authors must not use it (its value is still
    /// read as the syntax says).
    pub obsolete: bool,
    /// The URL of the attribute's definition.
    pub spec: &'static str,
}

/// The row of [`ATTRIBUTES`] for `attribute` on `element` given the
/// element's other attributes (`type`, `http-equiv`), or `None` when the
/// attribute takes no microsyntax this crate knows. Element-specific rows
/// win over global ones.
///
/// # Examples
///
/// ```
/// use html_microsyntax::attributes::lookup;
/// let row = lookup("input", "value", &[("type", "Week")]).unwrap();
/// assert_eq!(row.syntax.name(), "valid_week");
/// assert!(lookup("input", "value", &[("type", "text")]).is_some()); // no line breaks
/// assert!(lookup("input", "value", &[("type", "checkbox")]).is_none()); // free text
/// ```
pub fn lookup(
    element: &str,
    attribute: &str,
    other_attributes: &[(&str, &str)],
) -> Option<&'static AttributeDef> {
    let other = |name: &str| {
        other_attributes
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, v)| v)
    };
    let applies = |row: &AttributeDef| match row.condition {
        Condition::Always => true,
        Condition::InputType(types) => types.contains(&InputType::from_attribute(other("type"))),
        Condition::HttpEquiv(keyword) => {
            other("http-equiv").is_some_and(|v| v.eq_ignore_ascii_case(keyword))
        }
    };
    let matches = |row: &&AttributeDef, element: &str| {
        row.element.eq_ignore_ascii_case(element)
            && row.attribute.eq_ignore_ascii_case(attribute)
            && applies(row)
    };
    ATTRIBUTES
        .iter()
        .find(|row| matches(row, element))
        .or_else(|| ATTRIBUTES.iter().find(|row| matches(row, "*")))
}

/// What a browser reads from an attribute value, where the spec defines it.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Reading {
    /// A boolean attribute is true when present.
    Boolean(bool),
    /// An enumerated attribute's state, by its spec name (`None`: no state).
    State(Option<&'static str>),
    /// An integer, by the rules for parsing (non-negative) integers.
    Integer(i64),
    /// A floating-point number, by the rules for parsing floating-point
    /// number values.
    Float(f64),
    /// A dimension value.
    Dimension(numbers::Dimension),
    /// A month.
    Month(datetime::Month),
    /// A date.
    Date(datetime::Date),
    /// A time.
    Time(datetime::Time),
    /// A local date and time.
    LocalDateTime(datetime::LocalDateTime),
    /// A week.
    Week(datetime::Week),
    /// A date, a time or a global date and time.
    DateOrTime(DateOrTime),
    /// A color.
    Color(SimpleColor),
    /// `step=any`: no allowed value step.
    AnyStep,
    /// Which alternative of `<time datetime>` the value is: `"month"`,
    /// `"date"`, `"yearless date"`, `"time"`, `"local date and time"`,
    /// `"time-zone offset"`, `"global date and time"`, `"week"`, `"year"` or
    /// `"duration"`.
    DatetimeKind(&'static str),
}

/// The outcome of [`check_attribute`].
#[derive(Debug, Clone)]
pub struct AttributeCheck {
    /// The table row that applies, or `None` when the attribute takes no
    /// microsyntax this crate knows (never an error).
    pub definition: Option<&'static AttributeDef>,
    /// The departures from the valid syntax, each located in the value;
    /// empty when the value is valid. The syntaxes stop at their first
    /// failure, so there is one per cause at most (for example an
    /// obsolete attribute whose value is also invalid has two).
    pub violations: Vec<Error>,
    /// What a browser reads from the value, where the spec defines it.
    pub reading: Option<Reading>,
    /// `Some(feature)` when the value's syntax was **not checked** because
    /// the crate was built without that cargo feature: `"url"` for the URL
    /// syntaxes (`href`, `src`, `ping`, …), `"std"` for media query lists,
    /// `srcset` and `sizes`. The value then has no violations, but it is
    /// not known to be valid. `None` when the check ran (or no syntax
    /// applies).
    pub unchecked: Option<&'static str>,
}

impl AttributeCheck {
    /// Whether the value is valid (no violation). A value whose syntax was
    /// not checked ([`is_checked`](AttributeCheck::is_checked) is `false`)
    /// has no violation either.
    pub fn is_valid(&self) -> bool {
        self.violations.is_empty()
    }

    /// Whether the value's syntax was checked: `false` when the crate was
    /// built without the feature the check needs (see
    /// [`unchecked`](AttributeCheck::unchecked)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::attributes::check_attribute;
    ///
    /// let check = check_attribute("a", "href", "http://exa mple.com/", &[]);
    /// if cfg!(feature = "url") {
    ///     assert!(check.is_checked() && !check.is_valid());
    /// } else {
    ///     assert_eq!((check.is_checked(), check.unchecked), (false, Some("url")));
    /// }
    /// assert!(check_attribute("input", "min", "x", &[("type", "number")]).is_checked());
    /// ```
    pub fn is_checked(&self) -> bool {
        self.unchecked.is_none()
    }

    /// The name of the syntax that applies ([`Syntax::name`]), or `None`.
    pub fn syntax_name(&self) -> Option<&'static str> {
        self.definition.map(|d| d.syntax.name())
    }
}

/// Checks the value of `attribute` on `element`, given the element's other
/// attributes (for `type` and `http-equiv`): which syntax applies, every
/// violation with its offset in `value`, and what a browser reads.
///
/// Unknown elements and attributes answer "no microsyntax"
/// (`definition: None`), never an error.
///
/// # Examples
///
/// ```
/// use html_microsyntax::attributes::{check_attribute, Reading};
///
/// let check = check_attribute("time", "datetime", "2024-02-29T12:00Z", &[]);
/// assert!(check.is_valid());
/// let check = check_attribute("progress", "max", "1.e3", &[]);
/// assert_eq!(check.violations[0].kind().code(), "fraction_without_digits");
/// assert_eq!(check.reading, Some(Reading::Float(1000.0)));
/// let check = check_attribute("font", "color", "chucknorris", &[]);
/// assert_eq!(check.violations[0].kind().code(), "obsolete_attribute");
/// ```
pub fn check_attribute(
    element: &str,
    attribute: &str,
    value: &str,
    other_attributes: &[(&str, &str)],
) -> AttributeCheck {
    let Some(definition) = lookup(element, attribute, other_attributes) else {
        return AttributeCheck {
            definition: None,
            violations: Vec::new(),
            reading: None,
            unchecked: None,
        };
    };
    let mut violations = Vec::new();
    if definition.obsolete {
        violations.push(Error::new(
            ErrorKind::Invalid(Violation::ObsoleteAttribute),
            value,
            0,
        ));
    }
    let (valid, reading) = if definition.empty_ok && value.is_empty() {
        (Ok(()), None)
    } else {
        check_value(
            definition.syntax,
            element,
            definition.attribute,
            value,
            other_attributes,
        )
    };
    if let Err(e) = valid {
        violations.push(e);
    }
    AttributeCheck {
        definition: Some(definition),
        violations,
        reading,
        // The empty value of a row that allows it is valid without a check.
        unchecked: missing_feature(definition.syntax)
            .filter(|_| !(definition.empty_ok && value.is_empty())),
    }
}

/// The cargo feature a syntax's check needs, when the crate was built
/// without it (its validation then answers nothing).
fn missing_feature(syntax: Syntax) -> Option<&'static str> {
    match syntax {
        #[cfg(not(feature = "url"))]
        Syntax::Url | Syntax::NonEmptyUrl | Syntax::Ping => Some("url"),
        #[cfg(not(feature = "std"))]
        Syntax::MediaQueryList | Syntax::Srcset | Syntax::Sizes => Some("std"),
        _ => None,
    }
}

/// The validity of `value` in `syntax` (on `element`, for the syntaxes that
/// depend on it), and what the parse rules read.
fn check_value(
    syntax: Syntax,
    element: &str,
    attribute: &str,
    value: &str,
    other_attributes: &[(&str, &str)],
) -> (Result<(), Error>, Option<Reading>) {
    let other = |name: &str| {
        other_attributes
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, v)| v)
    };
    fn read<T>(r: Result<T, Error>, f: impl FnOnce(T) -> Reading) -> Option<Reading> {
        r.ok().map(f)
    }
    fn valid<T>(r: Result<T, Error>) -> Result<(), Error> {
        r.map(|_| ())
    }
    match syntax {
        Syntax::Boolean => (
            keywords::validate_boolean_attribute(attribute, value),
            Some(Reading::Boolean(true)),
        ),
        Syntax::Enumerated(table) => (
            valid(table.validate_name(value)),
            Some(Reading::State(table.state_name(Some(value)))),
        ),
        Syntax::OlType => (
            validate_ol_type(value),
            Some(Reading::State(Some(enumerated::ol_type_state(Some(value))))),
        ),
        Syntax::Integer => (
            valid(numbers::validate_integer(value)),
            read(numbers::parse_integer(value), Reading::Integer),
        ),
        Syntax::NonNegativeInteger => (
            valid(numbers::validate_non_negative_integer(value)),
            read(numbers::parse_non_negative_integer(value), non_negative),
        ),
        Syntax::PositiveInteger => (
            numbers::validate_non_negative_integer(value).and_then(|n| positive(value, n > 0)),
            read(numbers::parse_non_negative_integer(value), non_negative),
        ),
        Syntax::Float => (
            valid(numbers::validate_float(value)),
            read(numbers::parse_float(value), Reading::Float),
        ),
        Syntax::Step => validate_step(value),
        Syntax::Dimension => (
            // The obsolete dimensions have no valid syntax of their own: the
            // row's obsolete verdict is the conformance answer.
            Ok(()),
            read(numbers::parse_dimension(value), Reading::Dimension),
        ),
        Syntax::Month => (
            valid(datetime::validate_month(value)),
            read(datetime::parse_month(value), Reading::Month),
        ),
        Syntax::Date => (
            valid(datetime::validate_date(value)),
            read(datetime::parse_date(value), Reading::Date),
        ),
        Syntax::Time => (
            valid(datetime::validate_time(value)),
            read(datetime::parse_time(value), Reading::Time),
        ),
        Syntax::LocalDateTime => (
            valid(datetime::validate_local_date_time(value)),
            read(
                datetime::parse_local_date_time(value),
                Reading::LocalDateTime,
            ),
        ),
        Syntax::NormalizedLocalDateTime => (
            valid(datetime::validate_normalized_local_date_time(value)),
            read(
                datetime::parse_local_date_time(value),
                Reading::LocalDateTime,
            ),
        ),
        Syntax::Week => (
            valid(datetime::validate_week(value)),
            read(datetime::parse_week(value), Reading::Week),
        ),
        Syntax::DatetimeValue => match validate_datetime_value(value) {
            Ok(kind) => (Ok(()), Some(Reading::DatetimeKind(kind))),
            Err(e) => (Err(e), None),
        },
        Syntax::DateWithOptionalTime => (
            valid(datetime::validate_date_with_optional_time(value)),
            read(datetime::parse_date_or_time(value), Reading::DateOrTime),
        ),
        Syntax::SimpleColor => (
            valid(color::parse_simple_color(value)),
            read(color::parse_simple_color(value), Reading::Color),
        ),
        Syntax::LegacyColor => (
            Ok(()),
            read(color::parse_legacy_color(value), Reading::Color),
        ),
        Syntax::HashNameReference => (
            valid(crate::common::reference::parse_hash_name(value)),
            None,
        ),
        Syntax::MediaQueryList => (validate_media(value), None),
        Syntax::TextWithoutLineBreaks => (validate_no_line_breaks(value), None),
        Syntax::Srcset => (validate_srcset(value, other("sizes")), None),
        Syntax::Sizes => (validate_sizes(value), None),
        Syntax::Refresh => (
            valid(crate::syntaxes::refresh::validate_refresh(value)),
            None,
        ),
        Syntax::MimeType => (
            valid(crate::syntaxes::mime::validate_mime_type(value)),
            None,
        ),
        Syntax::Accept => (valid(crate::syntaxes::mime::validate_accept(value)), None),
        Syntax::Email => match other("multiple") {
            Some(_) => (
                valid(crate::syntaxes::email::validate_email_list(value)),
                None,
            ),
            None => (valid(crate::syntaxes::email::validate_email(value)), None),
        },
        Syntax::NavigableTargetName => (
            valid(crate::syntaxes::navigable::validate_navigable_target_name_or_keyword(value)),
            None,
        ),
        Syntax::LinkSizes => (
            valid(crate::syntaxes::link_sizes::validate_link_sizes(value)),
            None,
        ),
        Syntax::Url | Syntax::NonEmptyUrl | Syntax::Ping => (validate_url(syntax, value), None),
        Syntax::Autocomplete => (validate_autocomplete(element, value, other("type")), None),
        Syntax::LanguageTag => (
            valid(crate::syntaxes::language::validate_language_tag(value)),
            None,
        ),
        Syntax::Coords => (
            valid(crate::syntaxes::coords::validate_coords(
                other("shape"),
                value,
            )),
            None,
        ),
        Syntax::Rel => (
            valid(crate::syntaxes::keyword_sets::validate_rel(element, value)),
            None,
        ),
        Syntax::Sandbox => (
            valid(crate::syntaxes::keyword_sets::validate_sandbox(value)),
            None,
        ),
        Syntax::AccessKey => (
            valid(crate::syntaxes::keyword_sets::validate_accesskey(value)),
            None,
        ),
        Syntax::Blocking => (
            valid(crate::syntaxes::keyword_sets::validate_blocking(value)),
            None,
        ),
    }
}

fn non_negative(n: u64) -> Reading {
    Reading::Integer(i64::try_from(n).unwrap_or(i64::MAX))
}

/// A number that must be greater than zero, at the value's start.
fn positive(value: &str, ok: bool) -> Result<(), Error> {
    if ok {
        Ok(())
    } else {
        Err(Error::new(
            ErrorKind::Invalid(Violation::NotPositive),
            value,
            0,
        ))
    }
}

/// [`step`](https://html.spec.whatwg.org/multipage/input.html#attr-input-step):
/// "any", or a valid floating-point number greater than zero.
fn validate_step(value: &str) -> (Result<(), Error>, Option<Reading>) {
    if value.eq_ignore_ascii_case("any") {
        return (Ok(()), Some(Reading::AnyStep));
    }
    let parsed = numbers::validate_float(value);
    let reading = numbers::parse_float(value).ok().map(Reading::Float);
    (parsed.and_then(|n| positive(value, n > 0.0)), reading)
}

/// `<ol type>`: exactly one of `1`, `a`, `A`, `i`, `I` (case-sensitive).
fn validate_ol_type(value: &str) -> Result<(), Error> {
    let table = &enumerated::OL_TYPE;
    if table.keywords.iter().any(|k| k.keyword == value) {
        return Ok(());
    }
    let kind = if value.is_empty() {
        ErrorKind::expected(crate::base::error::Expected::Keyword, value)
    } else {
        // No suggestion: nearness ignores case, which these keywords differ
        // in, and any one-character token is one edit from all five.
        crate::common::keywords::unknown_keyword(value, None, table.choices)
    };
    Err(Error::new(kind, value, 0))
}

/// Text that must not hold a line break: the first LF or CR.
fn validate_no_line_breaks(value: &str) -> Result<(), Error> {
    match value.bytes().position(|b| b == b'\n' || b == b'\r') {
        None => Ok(()),
        Some(at) => Err(Error::new(
            ErrorKind::Invalid(Violation::LineBreak),
            value,
            at,
        )),
    }
}

#[cfg(feature = "std")]
fn validate_srcset(value: &str, sizes: Option<&str>) -> Result<(), Error> {
    crate::syntaxes::images::validate_srcset(value, sizes).map(|_| ())
}

#[cfg(feature = "std")]
fn validate_sizes(value: &str) -> Result<(), Error> {
    crate::syntaxes::images::validate_sizes(value).map(|_| ())
}

#[cfg(not(feature = "std"))]
fn validate_srcset(_: &str, _: Option<&str>) -> Result<(), Error> {
    // The images module needs std: unchecked here.
    Ok(())
}

#[cfg(not(feature = "std"))]
fn validate_sizes(_: &str) -> Result<(), Error> {
    Ok(())
}

#[cfg(feature = "url")]
fn validate_url(syntax: Syntax, value: &str) -> Result<(), Error> {
    use crate::syntaxes::url;
    match syntax {
        Syntax::NonEmptyUrl => {
            url::validate_non_empty_url_potentially_surrounded_by_spaces(value).map(|_| ())
        }
        Syntax::Ping => url::validate_ping(value).map(|_| ()),
        _ => url::validate_url_potentially_surrounded_by_spaces(value).map(|_| ()),
    }
}

#[cfg(not(feature = "url"))]
fn validate_url(_: Syntax, _: &str) -> Result<(), Error> {
    // URL validity needs the url crate (feature `url`): unchecked here.
    Ok(())
}

#[cfg(feature = "std")]
fn validate_media(value: &str) -> Result<(), Error> {
    crate::common::media::validate_media_query_list(value).map(|_| ())
}

#[cfg(not(feature = "std"))]
fn validate_media(_: &str) -> Result<(), Error> {
    // Media query lists need cssparser, which needs std: unchecked here.
    Ok(())
}

/// A [valid year string](https://html.spec.whatwg.org/multipage/text-level-semantics.html#attr-time-datetime)
/// of `<time datetime>`: four or more ASCII digits, at least one not `0`.
fn is_valid_year(value: &str) -> bool {
    value.len() >= 4
        && value.bytes().all(|b| b.is_ascii_digit())
        && value.bytes().any(|b| b != b'0')
}

/// [The `datetime` value of `time`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#datetime-value):
/// valid when any of its alternatives is, which it names; otherwise the
/// error of the alternative that got furthest (on a tie, the earlier one, in
/// the spec's order).
fn validate_datetime_value(value: &str) -> Result<&'static str, Error> {
    type Check = fn(&str) -> Result<(), Error>;
    /// How far the alternative's parse rules read (its lenient component),
    /// when they succeed: the rest they leave.
    type Reach = for<'a> fn(&'a str) -> Option<&'a str>;
    macro_rules! reach {
        ($component:ident) => {
            |v| datetime::$component::<_, ()>(v).ok().map(|(rest, _)| rest)
        };
    }
    let checks: [(&str, Check, Reach); 9] = [
        (
            "month",
            |v| datetime::validate_month(v).map(|_| ()),
            reach!(month_component),
        ),
        (
            "date",
            |v| datetime::validate_date(v).map(|_| ()),
            reach!(date_component),
        ),
        (
            "yearless date",
            |v| datetime::validate_yearless_date(v).map(|_| ()),
            reach!(yearless_date_component),
        ),
        (
            "time",
            |v| datetime::validate_time(v).map(|_| ()),
            reach!(time_component),
        ),
        (
            "local date and time",
            |v| datetime::validate_local_date_time(v).map(|_| ()),
            reach!(local_date_time_component),
        ),
        (
            "time-zone offset",
            |v| datetime::validate_time_zone_offset(v).map(|_| ()),
            reach!(time_zone_offset_component),
        ),
        (
            "global date and time",
            |v| datetime::validate_global_date_time(v).map(|_| ()),
            reach!(global_date_time_component),
        ),
        (
            "week",
            |v| datetime::validate_week(v).map(|_| ()),
            reach!(week_component),
        ),
        (
            "duration",
            |v| datetime::validate_duration(v).map(|_| ()),
            reach!(duration_component),
        ),
    ];
    if is_valid_year(value) {
        return Ok("year");
    }
    // The error of the alternative that got furthest: how far its parse
    // rules read (a `-00:00` offset reads to the end, then is not valid),
    // or where it failed, whichever is further; on a tie, the earlier one.
    let mut furthest: Option<(usize, Error)> = None;
    for (kind, check, reach) in checks {
        match check(value) {
            Ok(()) => return Ok(kind),
            Err(e) => {
                let read = reach(value).map_or(0, |rest| value.len() - rest.len());
                let progress = e.offset().max(read);
                if furthest.as_ref().is_none_or(|(p, _)| progress > *p) {
                    furthest = Some((progress, e));
                }
            }
        }
    }
    match furthest {
        Some((progress, e)) if progress > 0 => Err(e),
        // No alternative read a character: none of them is a better guess.
        _ => Err(Error::new(
            match value.chars().next() {
                None => ErrorKind::Empty,
                Some(c) => ErrorKind::Expected {
                    expected: Expected::DatetimeValue,
                    found: Found::Char(c),
                },
            },
            value,
            0,
        )),
    }
}

/// `autocomplete` on its control (the row's condition says the attribute
/// applies, so the control exists).
fn validate_autocomplete(
    element: &str,
    value: &str,
    input_type: Option<&str>,
) -> Result<(), Error> {
    match crate::syntaxes::autofill::AutofillControl::for_element(element, input_type) {
        Some(control) => {
            crate::syntaxes::autofill::validate_autocomplete(value, control).map(|_| ())
        }
        None => Ok(()),
    }
}
