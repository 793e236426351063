//! The registry of syntaxes: one row per checkable syntax, with the one name
//! the attribute table ([`Syntax::name`](crate::attributes::Syntax::name)),
//! the document checker's findings, the CLI and the examples use.
//!
//! A row ([`SyntaxDef`]) holds the name, a link to the definition, a
//! one-line description, the conformance check and what a browser reads.
//! Context-dependent syntaxes (`srcset` and its element's `sizes`, e-mail and
//! `multiple`, `autocomplete` and the control, `coords` and `shape`, `rel` and
//! the element, boolean attributes and their own name) take it from a
//! [`Context`]; the others ignore it.
//!
//! The one syntax that is not a row is the enumerated attribute
//! (`enumerated_attribute`): its keywords are the attribute's own table, so
//! the attribute table keeps it as
//! [`Syntax::Enumerated`](crate::attributes::Syntax::Enumerated).
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::registry::{self, Context};
//!
//! let date = registry::find("valid_date").unwrap();
//! assert!(date.is_valid("2024-02-29", &Context::default()));
//! let err = (date.validate)("2023-02-29", &Context::default()).unwrap_err();
//! assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
//! assert!(registry::find("date").is_none()); // the parse syntax of the CLI, not a check
//! ```

use crate::base::error::{Error, ErrorKind, Expected, Field, Found, Violation};
use crate::common::color::SimpleColor;
use crate::common::datetime;
use crate::common::datetime::DateOrTime;
use crate::common::{color, keywords, numbers};
use crate::syntaxes::{
    aria_role, autofill, color_scheme, coords, csp, custom_element, email, integrity, keyword_sets,
    language, link_sizes, mime, names, navigable, permissions_policy, refresh, script_type,
};

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
pub(crate) fn validate_datetime_value(value: &str) -> Result<&'static str, Error> {
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

/// What a context-dependent syntax needs to know besides the value: the
/// element, the attribute, and the element's other attributes.
///
/// `Context::default()` is no context: no element, no attribute, no other
/// attributes (what the CLI's one-value mode has).
///
/// # Examples
///
/// ```
/// use html_microsyntax::registry::{self, Context};
///
/// let email = registry::find("valid_email").unwrap();
/// let single = Context::default();
/// let multiple = Context::new("input", "value", &[("type", "email"), ("multiple", "")]);
/// assert!(!email.is_valid("a@b.example,c@d.example", &single));
/// assert!(email.is_valid("a@b.example,c@d.example", &multiple));
/// assert_eq!(multiple.other("TYPE"), Some("email"));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, Default)]
pub struct Context<'a> {
    /// The element's local name (`""`: none).
    pub element: &'a str,
    /// The attribute's name (`""`: none).
    pub attribute: &'a str,
    /// The element's other attributes, `(name, value)`.
    pub other_attributes: &'a [(&'a str, &'a str)],
}

impl<'a> Context<'a> {
    /// A context of `attribute` on `element` with its `other_attributes`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::registry::Context;
    /// let c = Context::new("area", "coords", &[("shape", "circle")]);
    /// assert_eq!((c.element, c.attribute), ("area", "coords"));
    /// ```
    pub fn new(
        element: &'a str,
        attribute: &'a str,
        other_attributes: &'a [(&'a str, &'a str)],
    ) -> Self {
        Context {
            element,
            attribute,
            other_attributes,
        }
    }

    /// The value of the other attribute `name` (ASCII case-insensitive), or
    /// `None` when the element has no such attribute.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::registry::Context;
    /// let c = Context::new("img", "srcset", &[("sizes", "100vw")]);
    /// assert_eq!(c.other("Sizes"), Some("100vw"));
    /// assert_eq!(c.other("width"), None);
    /// ```
    pub fn other(&self, name: &str) -> Option<&'a str> {
        self.other_attributes
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, v)| v)
    }
}

/// A conformance check: `Ok`, or the first violation located in the value.
pub type Validate = fn(&str, &Context<'_>) -> Result<(), Error>;

/// What a browser reads from the value, where the spec defines it.
pub type Read = fn(&str, &Context<'_>) -> Option<Reading>;

/// One syntax of the registry. The rows are the crate's (`#[non_exhaustive]`:
/// a field may be added without a breaking change); read them, or look
/// them up with [`find`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::attributes::Reading;
/// use html_microsyntax::registry::{Context, VALID_STEP};
///
/// assert_eq!(VALID_STEP.name, "valid_step");
/// assert!(VALID_STEP.spec.starts_with("https://html.spec.whatwg.org/"));
/// assert_eq!((VALID_STEP.read)("any", &Context::default()), Some(Reading::AnyStep));
/// let err = (VALID_STEP.validate)("0", &Context::default()).unwrap_err();
/// assert_eq!(err.kind().code(), "not_positive");
/// ```
#[non_exhaustive]
#[derive(Debug)]
pub struct SyntaxDef {
    /// The name: `valid_*` for a "valid X" conformance check, otherwise the
    /// name of the rules that read the value (`dimension`, `legacy_color`).
    pub name: &'static str,
    /// The URL of the definition.
    pub spec: &'static str,
    /// One line on what the syntax is.
    pub description: &'static str,
    /// The conformance check.
    pub validate: Validate,
    /// What a browser reads (the parse rules), where the spec defines it.
    pub read: Read,
    /// Whether this build checks the syntax: `false` when the feature it
    /// needs is off (`std` for media queries, `srcset` and `sizes`, `url`
    /// for URLs), and then [`validate`](Self::validate) accepts every value.
    pub checked: bool,
    /// The cargo feature the check needs (`None`: checked in every build).
    pub feature: Option<&'static str>,
    /// What the texts ask of authors beyond the valid syntax, run on a
    /// value that [`validate`](Self::validate) accepts: warnings where a
    /// note says what is used in practice (years, time-zone offsets),
    /// errors where a text says authors must not use something its
    /// grammar still has (deprecated media types and features). `None`:
    /// nothing beyond the syntax. The attribute check reports it beside
    /// the syntax's own result.
    ///
    /// ```
    /// use html_microsyntax::registry::{Context, VALID_DATE};
    /// let authoring = VALID_DATE.authoring.unwrap();
    /// assert!(VALID_DATE.is_valid("0214-09-29", &Context::default()));
    /// assert_eq!(authoring("0214-09-29", &Context::default()).unwrap_err().kind().code(), "year_probably_mistyped");
    /// ```
    pub authoring: Option<Validate>,
}

impl SyntaxDef {
    /// Whether `value` conforms in `context`: [`validate`](Self::validate)
    /// finds no error. Severity decides: a warning it returns (a redundant
    /// `<script type>`, `allow-scripts` with `allow-same-origin`, an unknown
    /// link type) leaves the value valid.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::registry::{Context, VALID_FLOAT, VALID_SCRIPT_TYPE};
    /// assert!(VALID_FLOAT.is_valid("1e400", &Context::default())); // valid, though no double
    /// assert!(!VALID_FLOAT.is_valid("1.e3", &Context::default()));
    /// let warning = (VALID_SCRIPT_TYPE.validate)("text/javascript", &Context::default()).unwrap_err();
    /// assert_eq!(warning.kind().severity().as_str(), "warning");
    /// assert!(VALID_SCRIPT_TYPE.is_valid("text/javascript", &Context::default()));
    /// ```
    pub fn is_valid(&self, value: &str, context: &Context<'_>) -> bool {
        crate::base::valid::no_error(&(self.validate)(value, context))
    }
}

/// `concat!` of the HTML Standard's multipage base and a page#fragment.
macro_rules! html {
    ($page:literal) => {
        concat!("https://html.spec.whatwg.org/multipage/", $page)
    };
}

/// Drops a check's value.
fn ok<T>(r: Result<T, Error>) -> Result<(), Error> {
    r.map(|_| ())
}

/// No reading.
fn nothing(_: &str, _: &Context<'_>) -> Option<Reading> {
    None
}

/// A row checked in every build.
const fn def(
    name: &'static str,
    spec: &'static str,
    description: &'static str,
    validate: Validate,
    read: Read,
) -> SyntaxDef {
    SyntaxDef {
        name,
        spec,
        description,
        validate,
        read,
        checked: true,
        feature: None,
        authoring: None,
    }
}

/// The same row, with the author requirements beyond its syntax.
const fn with_authoring(row: SyntaxDef, authoring: Validate) -> SyntaxDef {
    SyntaxDef {
        authoring: Some(authoring),
        ..row
    }
}

/// The dates and time-zone offsets used in practice (warnings).
fn date_in_practice(value: &str, _: &Context<'_>) -> Result<(), Error> {
    datetime::check_in_practice(value)
}

/// A row that needs a cargo feature, checked only when it is on.
const fn gated((feature, checked): (&'static str, bool), row: SyntaxDef) -> SyntaxDef {
    SyntaxDef {
        checked,
        feature: Some(feature),
        ..row
    }
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

fn non_negative(n: u64) -> Reading {
    Reading::Integer(i64::try_from(n).unwrap_or(i64::MAX))
}

fn read_integer(value: &str, _: &Context<'_>) -> Option<Reading> {
    numbers::parse_integer(value).ok().map(Reading::Integer)
}

fn read_non_negative(value: &str, _: &Context<'_>) -> Option<Reading> {
    numbers::parse_non_negative_integer(value)
        .ok()
        .map(non_negative)
}

fn read_float(value: &str, _: &Context<'_>) -> Option<Reading> {
    numbers::parse_float(value).ok().map(Reading::Float)
}

fn read_local_date_time(value: &str, _: &Context<'_>) -> Option<Reading> {
    datetime::parse_local_date_time(value)
        .ok()
        .map(Reading::LocalDateTime)
}

fn read_color(value: &str) -> Option<Reading> {
    color::parse_simple_color(value).ok().map(Reading::Color)
}

/// A valid floating-point number: the syntax decides (`1e400` is valid
/// though no double holds it); the validating function locates a violation.
fn validate_float(value: &str, _: &Context<'_>) -> Result<(), Error> {
    if numbers::is_valid_float(value) {
        Ok(())
    } else {
        ok(numbers::validate_float(value))
    }
}

/// [`step`](https://html.spec.whatwg.org/multipage/input.html#attr-input-step):
/// "any", or a valid floating-point number greater than zero.
fn validate_step(value: &str, _: &Context<'_>) -> Result<(), Error> {
    if value.eq_ignore_ascii_case("any") {
        return Ok(());
    }
    numbers::validate_float(value).and_then(|n| positive(value, n > 0.0))
}

fn read_step(value: &str, c: &Context<'_>) -> Option<Reading> {
    if value.eq_ignore_ascii_case("any") {
        Some(Reading::AnyStep)
    } else {
        read_float(value, c)
    }
}

/// Text that must not hold a line break: the first LF or CR.
fn validate_no_line_breaks(value: &str, _: &Context<'_>) -> Result<(), Error> {
    match value.bytes().position(|b| b == b'\n' || b == b'\r') {
        None => Ok(()),
        Some(at) => Err(Error::new(
            ErrorKind::Invalid(Violation::LineBreak),
            value,
            at,
        )),
    }
}

/// `autocomplete` on its control; no control (no element, or one that takes
/// no autocomplete) is not checked.
fn validate_autocomplete(value: &str, c: &Context<'_>) -> Result<(), Error> {
    match autofill::AutofillControl::for_element(c.element, c.other("type")) {
        Some(control) => ok(autofill::validate_autocomplete(value, control)),
        None => Ok(()),
    }
}

#[cfg(feature = "std")]
fn validate_media(value: &str, _: &Context<'_>) -> Result<(), Error> {
    ok(crate::common::media::validate_media_query_list(value))
}

/// What Media Queries asks of authors beyond the grammar.
#[cfg(feature = "std")]
fn media_author_requirements(value: &str, _: &Context<'_>) -> Result<(), Error> {
    crate::common::media::check_author_requirements(value)
}

#[cfg(feature = "std")]
fn validate_srcset(value: &str, c: &Context<'_>) -> Result<(), Error> {
    // `<link imagesrcset>` takes its sizes from `imagesizes`.
    let sizes = if c.attribute.eq_ignore_ascii_case("imagesrcset") {
        "imagesizes"
    } else {
        "sizes"
    };
    ok(crate::syntaxes::images::validate_srcset(
        value,
        c.other(sizes),
    ))
}

#[cfg(feature = "std")]
fn validate_sizes(value: &str, _: &Context<'_>) -> Result<(), Error> {
    ok(crate::syntaxes::images::validate_sizes(value))
}

/// Media query lists, `srcset` and `sizes` need cssparser, which needs std:
/// unchecked here ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "std"))]
fn unchecked(_: &str, _: &Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[cfg(not(feature = "std"))]
use unchecked as validate_media;
#[cfg(not(feature = "std"))]
use unchecked as media_author_requirements;
#[cfg(not(feature = "std"))]
use unchecked as validate_srcset;
#[cfg(not(feature = "std"))]
use unchecked as validate_sizes;

/// The URL checks, which need the url crate (feature `url`).
#[cfg(feature = "url")]
mod urls {
    use super::{ok, Context, Error};
    use crate::syntaxes::url;

    pub(super) fn string(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_url_string(v))
    }
    pub(super) fn non_empty(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_non_empty_url(v))
    }
    pub(super) fn spaces(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_url_potentially_surrounded_by_spaces(v))
    }
    pub(super) fn non_empty_spaces(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_non_empty_url_potentially_surrounded_by_spaces(v))
    }
    pub(super) fn absolute(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_absolute_url(v))
    }
    pub(super) fn ping(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_ping(v))
    }
    pub(super) fn absolute_spaces(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_absolute_url_potentially_surrounded_by_spaces(
            v,
        ))
    }
    pub(super) fn item_types(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_item_types(v))
    }

    pub(super) fn item_property_names(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_item_property_names(v))
    }
}

/// Without the `url` feature the URL rows accept every value
/// ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "url"))]
mod urls {
    use super::{Context, Error};

    pub(super) fn unchecked(_: &str, _: &Context<'_>) -> Result<(), Error> {
        Ok(())
    }
    pub(super) use unchecked as absolute;
    pub(super) use unchecked as absolute_spaces;
    pub(super) use unchecked as item_property_names;
    pub(super) use unchecked as item_types;
    pub(super) use unchecked as non_empty;
    pub(super) use unchecked as non_empty_spaces;
    pub(super) use unchecked as ping;
    pub(super) use unchecked as spaces;
    pub(super) use unchecked as string;
}

const STD: bool = cfg!(feature = "std");
const CSS_COLOR: bool = cfg!(feature = "css-color");

#[cfg(feature = "css-color")]
fn validate_css_color(value: &str, _: &Context<'_>) -> Result<(), Error> {
    ok(crate::syntaxes::css_color::validate_css_color(value))
}

/// Without the `css-color` feature CSS colors are not checked
/// ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "css-color"))]
fn validate_css_color(_: &str, _: &Context<'_>) -> Result<(), Error> {
    Ok(())
}
const URL: bool = cfg!(feature = "url");

/// A [boolean attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes):
/// the empty string or the attribute's own name ([`Context::attribute`]).
pub static BOOLEAN_ATTRIBUTE: SyntaxDef = def(
    "boolean_attribute",
    html!("common-microsyntaxes.html#boolean-attributes"),
    "a boolean attribute: the empty string or the attribute's name",
    |v, c| keywords::validate_boolean_attribute(c.attribute, v),
    |_, _| Some(Reading::Boolean(true)),
);

/// A valid integer; reads the rules for parsing integers.
pub static VALID_INTEGER: SyntaxDef = def(
    "valid_integer",
    html!("common-microsyntaxes.html#valid-integer"),
    "is it a valid integer",
    |v, _| ok(numbers::validate_integer(v)),
    read_integer,
);

/// A valid non-negative integer.
pub static VALID_NON_NEGATIVE_INTEGER: SyntaxDef = def(
    "valid_non_negative_integer",
    html!("common-microsyntaxes.html#valid-non-negative-integer"),
    "is it a valid non-negative integer",
    |v, _| ok(numbers::validate_non_negative_integer(v)),
    read_non_negative,
);

/// A valid non-negative integer greater than zero (`colspan`, `size`).
pub static VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO: SyntaxDef = def(
    "valid_non_negative_integer_greater_than_zero",
    html!("common-microsyntaxes.html#valid-non-negative-integer"),
    "is it a valid non-negative integer greater than zero",
    |v, _| numbers::validate_non_negative_integer(v).and_then(|n| positive(v, n > 0)),
    read_non_negative,
);

/// A valid floating-point number.
pub static VALID_FLOAT: SyntaxDef = def(
    "valid_float",
    html!("common-microsyntaxes.html#valid-floating-point-number"),
    "is it a valid floating-point number",
    validate_float,
    read_float,
);

/// A valid list of floating-point numbers (comma-separated); like
/// [`VALID_FLOAT`], the syntax decides (`1,1e400` is valid).
pub static VALID_LIST_OF_FLOATS: SyntaxDef = def(
    "valid_list_of_floats",
    html!("common-microsyntaxes.html#valid-list-of-floating-point-numbers"),
    "is it a valid list of floating-point numbers",
    |v, _| {
        if numbers::is_valid_list_of_floats(v) {
            Ok(())
        } else {
            ok(numbers::validate_list_of_floats(v))
        }
    },
    nothing,
);

/// `<input step>`: a valid floating-point number greater than zero, or
/// `any` (ASCII case-insensitive).
pub static VALID_STEP: SyntaxDef = def(
    "valid_step",
    html!("input.html#attr-input-step"),
    "is it a valid step: any, or a valid floating-point number greater than zero",
    validate_step,
    read_step,
);

/// An obsolete dimension (`<table width>`): no valid syntax of its own (the
/// attribute row's obsolete verdict is the conformance answer); read by the
/// rules for parsing dimension values.
pub static DIMENSION: SyntaxDef = def(
    "dimension",
    html!("common-microsyntaxes.html#rules-for-parsing-dimension-values"),
    "rules for parsing dimension values",
    |_, _| Ok(()),
    |v, _| numbers::parse_dimension(v).ok().map(Reading::Dimension),
);

/// A valid month string.
pub static VALID_MONTH: SyntaxDef = with_authoring(
    def(
        "valid_month",
        html!("common-microsyntaxes.html#valid-month-string"),
        "is it a valid month string (2.3.5.1)",
        |v, _| ok(datetime::validate_month(v)),
        |v, _| datetime::parse_month(v).ok().map(Reading::Month),
    ),
    date_in_practice,
);

/// A valid date string.
pub static VALID_DATE: SyntaxDef = with_authoring(
    def(
        "valid_date",
        html!("common-microsyntaxes.html#valid-date-string"),
        "is it a valid date string (2.3.5.2)",
        |v, _| ok(datetime::validate_date(v)),
        |v, _| datetime::parse_date(v).ok().map(Reading::Date),
    ),
    date_in_practice,
);

/// A valid yearless date string.
pub static VALID_YEARLESS_DATE: SyntaxDef = def(
    "valid_yearless_date",
    html!("common-microsyntaxes.html#valid-yearless-date-string"),
    "is it a valid yearless date string (2.3.5.3)",
    |v, _| ok(datetime::validate_yearless_date(v)),
    nothing,
);

/// A valid time string.
pub static VALID_TIME: SyntaxDef = def(
    "valid_time",
    html!("common-microsyntaxes.html#valid-time-string"),
    "is it a valid time string (2.3.5.4)",
    |v, _| ok(datetime::validate_time(v)),
    |v, _| datetime::parse_time(v).ok().map(Reading::Time),
);

/// A valid local date and time string.
pub static VALID_LOCAL_DATETIME: SyntaxDef = with_authoring(
    def(
        "valid_local_datetime",
        html!("common-microsyntaxes.html#valid-local-date-and-time-string"),
        "is it a valid local date and time string (2.3.5.5)",
        |v, _| ok(datetime::validate_local_date_time(v)),
        read_local_date_time,
    ),
    date_in_practice,
);

/// A valid normalized local date and time string.
pub static VALID_NORMALIZED_LOCAL_DATETIME: SyntaxDef = with_authoring(
    def(
        "valid_normalized_local_datetime",
        html!("common-microsyntaxes.html#valid-normalised-local-date-and-time-string"),
        "is it a valid normalized local date and time string (2.3.5.5)",
        |v, _| ok(datetime::validate_normalized_local_date_time(v)),
        read_local_date_time,
    ),
    date_in_practice,
);

/// A valid time-zone offset string.
pub static VALID_TIME_ZONE_OFFSET: SyntaxDef = with_authoring(
    def(
        "valid_time_zone_offset",
        html!("common-microsyntaxes.html#valid-time-zone-offset-string"),
        "is it a valid time-zone offset string (2.3.5.6)",
        |v, _| ok(datetime::validate_time_zone_offset(v)),
        nothing,
    ),
    date_in_practice,
);

/// A valid global date and time string.
pub static VALID_GLOBAL_DATETIME: SyntaxDef = with_authoring(
    def(
        "valid_global_datetime",
        html!("common-microsyntaxes.html#valid-global-date-and-time-string"),
        "is it a valid global date and time string (2.3.5.7)",
        |v, _| ok(datetime::validate_global_date_time(v)),
        nothing,
    ),
    date_in_practice,
);

/// A valid week string.
pub static VALID_WEEK: SyntaxDef = with_authoring(
    def(
        "valid_week",
        html!("common-microsyntaxes.html#valid-week-string"),
        "is it a valid week string (2.3.5.8)",
        |v, _| ok(datetime::validate_week(v)),
        |v, _| datetime::parse_week(v).ok().map(Reading::Week),
    ),
    date_in_practice,
);

/// A valid duration string.
pub static VALID_DURATION: SyntaxDef = def(
    "valid_duration",
    html!("common-microsyntaxes.html#valid-duration-string"),
    "is it a valid duration string (2.3.5.9)",
    |v, _| ok(datetime::validate_duration(v)),
    nothing,
);

/// A valid date string with optional time (`<ins datetime>`).
pub static VALID_DATE_WITH_OPTIONAL_TIME: SyntaxDef = with_authoring(
    def(
        "valid_date_with_optional_time",
        html!("common-microsyntaxes.html#valid-date-string-with-optional-time"),
        "is it a valid date string with optional time (2.3.5.10)",
        |v, _| ok(datetime::validate_date_with_optional_time(v)),
        |v, _| {
            datetime::parse_date_or_time(v)
                .ok()
                .map(Reading::DateOrTime)
        },
    ),
    date_in_practice,
);

/// `<time datetime>`: a month, date, yearless date, time, local date and
/// time, time-zone offset, global date and time, week, year (four or more
/// digits, not all zero) or duration string; reads which one it is.
pub static DATETIME_VALUE: SyntaxDef = with_authoring(
    def(
        "datetime_value",
        html!("text-level-semantics.html#datetime-value"),
        "is it a valid datetime value of <time>: any of the date, time and duration strings, or a year",
        |v, _| ok(validate_datetime_value(v)),
        |v, _| validate_datetime_value(v).ok().map(Reading::DatetimeKind),
    ),
    date_in_practice,
);

/// A valid simple color (`<input type=color value>`).
pub static VALID_SIMPLE_COLOR: SyntaxDef = def(
    "valid_simple_color",
    html!("common-microsyntaxes.html#valid-simple-colour"),
    "\"valid simple color\" (2.3.6)",
    |v, _| ok(color::parse_simple_color(v)),
    |v, _| read_color(v),
);

/// A valid lowercase simple color.
pub static VALID_LOWERCASE_SIMPLE_COLOR: SyntaxDef = def(
    "valid_lowercase_simple_color",
    html!("common-microsyntaxes.html#valid-lowercase-simple-colour"),
    "\"valid lowercase simple color\" (2.3.6)",
    |v, _| ok(color::validate_lowercase_simple_color(v)),
    |v, _| read_color(v),
);

/// A CSS color (`<input type=color value>`): "parse a CSS color value"
/// succeeds. Checked with the `css-color` feature.
pub static VALID_CSS_COLOR: SyntaxDef = gated(
    ("css-color", CSS_COLOR),
    def(
        "valid_css_color",
        "https://drafts.csswg.org/css-color/#parse-a-css-color-value",
        "a CSS <color> (CSS Color 4; Color 5 functions are a warning)",
        validate_css_color,
        nothing,
    ),
);

/// An obsolete presentational color: no valid syntax of its own; read by
/// the rules for parsing a legacy color value.
pub static LEGACY_COLOR: SyntaxDef = def(
    "legacy_color",
    html!("common-microsyntaxes.html#rules-for-parsing-a-legacy-colour-value"),
    "rules for parsing a legacy color value (2.3.6)",
    |_, _| Ok(()),
    |v, _| color::parse_legacy_color(v).ok().map(Reading::Color),
);

/// A hash-name reference (`usemap`): `#` and a name (whether a `map` of
/// that name exists is a document-level check).
pub static HASH_NAME_REFERENCE: SyntaxDef = def(
    "hash_name_reference",
    html!("common-microsyntaxes.html#valid-hash-name-reference"),
    "steps 1-2 of the rules for parsing a hash-name reference (2.3.9)",
    |v, _| ok(crate::common::reference::parse_hash_name(v)),
    nothing,
);

/// A valid media query list (checked with the `std` feature).
pub static VALID_MEDIA_QUERY_LIST: SyntaxDef = gated(
    ("std", STD),
    with_authoring(
        def(
            "valid_media_query_list",
            html!("common-microsyntaxes.html#valid-media-query-list"),
            "\"valid media query list\" (2.3.10)",
            validate_media,
            nothing,
        ),
        media_author_requirements,
    ),
);

/// Text without U+000A LF or U+000D CR (`<input type=text value>`,
/// `placeholder`).
pub static TEXT_WITHOUT_LINE_BREAKS: SyntaxDef = def(
    "text_without_line_breaks",
    html!("input.html#attr-input-placeholder"),
    "text without a line break (U+000A LF or U+000D CR)",
    validate_no_line_breaks,
    nothing,
);

/// `srcset`: image candidate strings; the element's `sizes`
/// ([`Context::other`]) decides whether width descriptors are required.
/// Checked with the `std` feature.
pub static VALID_SRCSET: SyntaxDef = gated(
    ("std", STD),
    def(
        "valid_srcset",
        html!("images.html#srcset-attributes"),
        "srcset rules for authors (4.8.4.3), given the element's sizes",
        validate_srcset,
        nothing,
    ),
);

/// `sizes`: a valid source size list. Checked with the `std` feature.
pub static VALID_SIZES: SyntaxDef = gated(
    ("std", STD),
    def(
        "valid_sizes",
        html!("images.html#sizes-attributes"),
        "\"valid source size list\" (4.8.4.3)",
        validate_sizes,
        nothing,
    ),
);

/// `<meta http-equiv=refresh content>`: the valid refresh content.
pub static VALID_META_REFRESH: SyntaxDef = def(
    "valid_meta_refresh",
    html!("semantics.html#attr-meta-http-equiv-refresh"),
    "valid content of <meta http-equiv=refresh>",
    |v, _| ok(refresh::validate_refresh(v)),
    nothing,
);

/// `<meta http-equiv=content-security-policy content>`: a serialized CSP
/// without `report-uri`, `frame-ancestors` or `sandbox`; an unknown or
/// repeated directive is a warning, which does not make the value invalid.
pub static VALID_SERIALIZED_POLICY: SyntaxDef = def(
    "valid_serialized_policy",
    html!("semantics.html#attr-meta-http-equiv-content-security-policy"),
    "\"valid Content Security Policy\" in <meta> (CSP3 serialized-policy)",
    |v, _| ok(csp::validate_serialized_policy(v, csp::Delivery::Meta)),
    nothing,
);

/// `<meta name=color-scheme content>`: a CSS `color-scheme` value.
pub static VALID_COLOR_SCHEME: SyntaxDef = def(
    "valid_color_scheme",
    html!("semantics.html#meta-color-scheme"),
    "the CSS 'color-scheme' property value (CSS Color Adjustment 1)",
    |v, _| ok(color_scheme::validate_color_scheme(v)),
    nothing,
);

/// A valid MIME type string.
pub static VALID_MIME_TYPE: SyntaxDef = def(
    "valid_mime_type",
    "https://mimesniff.spec.whatwg.org/#valid-mime-type",
    "\"valid MIME type string\" (MIME Sniffing)",
    |v, _| ok(mime::validate_mime_type(v)),
    nothing,
);

/// A valid MIME type string with no parameters.
pub static VALID_MIME_TYPE_NO_PARAMETERS: SyntaxDef = def(
    "valid_mime_type_no_parameters",
    "https://mimesniff.spec.whatwg.org/#valid-mime-type-with-no-parameters",
    "\"valid MIME type string with no parameters\" (MIME Sniffing)",
    |v, _| ok(mime::validate_mime_type_with_no_parameters(v)),
    nothing,
);

/// The `accept` attribute of `input type=file`.
pub static VALID_ACCEPT: SyntaxDef = def(
    "valid_accept",
    html!("input.html#attr-input-accept"),
    "valid accept attribute value",
    |v, _| ok(mime::validate_accept(v)),
    nothing,
);

/// A valid e-mail address, or, when the element has a `multiple`
/// attribute ([`Context::other`]), a valid e-mail address list.
pub static VALID_EMAIL: SyntaxDef = def(
    "valid_email",
    html!("input.html#valid-e-mail-address"),
    "\"valid e-mail address\"",
    |v, c| match c.other("multiple") {
        Some(_) => ok(email::validate_email_list(v)),
        None => email::validate_email(v),
    },
    nothing,
);

/// A valid e-mail address list.
pub static VALID_EMAIL_LIST: SyntaxDef = def(
    "valid_email_list",
    html!("input.html#valid-e-mail-address-list"),
    "\"valid e-mail address list\"",
    |v, _| ok(email::validate_email_list(v)),
    nothing,
);

/// A valid navigable target name or keyword (`target`, `formtarget`).
pub static VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD: SyntaxDef = def(
    "valid_navigable_target_name_or_keyword",
    html!("document-sequences.html#valid-navigable-target-name-or-keyword"),
    "\"valid navigable target name or keyword\"",
    |v, _| ok(navigable::validate_navigable_target_name_or_keyword(v)),
    nothing,
);

/// A valid navigable target name, never a keyword (`<iframe name>`,
/// `<object name>`).
pub static VALID_NAVIGABLE_TARGET_NAME: SyntaxDef = def(
    "valid_navigable_target_name",
    html!("document-sequences.html#valid-navigable-target-name"),
    "\"valid navigable target name\"",
    |v, _| ok(navigable::validate_navigable_target_name(v)),
    nothing,
);

/// `headingoffset`: a valid non-negative integer from 0 to 8.
pub static VALID_HEADING_OFFSET: SyntaxDef = def(
    "valid_heading_offset",
    html!("sections.html#attr-headingoffset"),
    "a valid non-negative integer from 0 to 8 (headingoffset)",
    validate_heading_offset,
    read_non_negative,
);

/// `headingoffset`: "a valid non-negative integer between 0 and 8,
/// inclusive"; a larger one is out of range at its first digit.
fn validate_heading_offset(value: &str, _: &Context<'_>) -> Result<(), Error> {
    let n = numbers::validate_non_negative_integer(value)?;
    if n <= 8 {
        return Ok(());
    }
    let kind = ErrorKind::OutOfRange {
        field: Field::Integer,
        value: i64::try_from(n).unwrap_or(i64::MAX),
        min: 0,
        max: 8,
    };
    Err(Error::new(kind, value, 0))
}

/// `<button command>`: one of its keywords, or a custom command keyword
/// (any string that starts with `--`), which is the custom state.
pub static VALID_COMMAND: SyntaxDef = def(
    "valid_command",
    html!("form-elements.html#attr-button-command"),
    "a command keyword, or a custom command keyword ('--' and any text)",
    |v, _| {
        if is_custom_command_keyword(v) {
            Ok(())
        } else {
            ok(keywords::enumerated::COMMAND.validate(v))
        }
    },
    |v, _| {
        Some(Reading::State(if is_custom_command_keyword(v) {
            Some("custom")
        } else {
            keywords::enumerated::COMMAND.state(Some(v))
        }))
    },
);

/// A custom command keyword ([`command`](https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command)):
/// "a string that starts with `--`".
fn is_custom_command_keyword(value: &str) -> bool {
    value.starts_with("--")
}

/// `<link sizes>`: `any` or unique `WxH` sizes.
pub static VALID_LINK_SIZES: SyntaxDef = def(
    "valid_link_sizes",
    html!("semantics.html#attr-link-sizes"),
    "valid sizes attribute of <link rel=icon>",
    |v, _| ok(link_sizes::validate_link_sizes(v)),
    nothing,
);

/// A valid URL string. Checked with the `url` feature.
pub static VALID_URL: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_url",
        "https://url.spec.whatwg.org/#valid-url-string",
        "\"valid URL string\" (relative ones against https://example.invalid/dir/)",
        urls::string,
        nothing,
    ),
);

/// A valid non-empty URL. Checked with the `url` feature.
pub static VALID_NON_EMPTY_URL: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_non_empty_url",
        html!("urls-and-fetching.html#valid-non-empty-url"),
        "\"valid non-empty URL\"",
        urls::non_empty,
        nothing,
    ),
);

/// A valid URL potentially surrounded by spaces (`href`, `cite`). Checked
/// with the `url` feature.
pub static VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_url_potentially_surrounded_by_spaces",
        html!("urls-and-fetching.html#valid-url-potentially-surrounded-by-spaces"),
        "\"valid URL potentially surrounded by spaces\"",
        urls::spaces,
        nothing,
    ),
);

/// A valid non-empty URL potentially surrounded by spaces (`src`,
/// `action`, `poster`). Checked with the `url` feature.
pub static VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_non_empty_url_potentially_surrounded_by_spaces",
        html!("urls-and-fetching.html#valid-non-empty-url-potentially-surrounded-by-spaces"),
        "\"valid non-empty URL potentially surrounded by spaces\"",
        urls::non_empty_spaces,
        nothing,
    ),
);

/// An absolute URL (a valid URL string with a scheme). Checked with the
/// `url` feature.
pub static VALID_ABSOLUTE_URL: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_absolute_url",
        "https://url.spec.whatwg.org/#absolute-url-string",
        "\"absolute URL\" (a valid URL string with a scheme)",
        urls::absolute,
        nothing,
    ),
);

/// `<input type=url value>`: a valid URL potentially surrounded by spaces
/// that is also an absolute URL. Checked with the `url` feature.
pub static VALID_ABSOLUTE_URL_POTENTIALLY_SURROUNDED_BY_SPACES: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_absolute_url_potentially_surrounded_by_spaces",
        html!("input.html#url-state-(type=url)"),
        "\"valid URL potentially surrounded by spaces that is also an absolute URL\" (<input type=url value>)",
        urls::absolute_spaces,
        nothing,
    ),
);

/// `ping`: space-separated valid non-empty HTTP(S) URLs. Checked with the
/// `url` feature.
pub static VALID_PING: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_ping",
        html!("links.html#ping"),
        "valid ping attribute value (HTTP(S) URLs)",
        urls::ping,
        nothing,
    ),
);

/// `autocomplete` on `input`, `select` and `textarea`: `on`, `off`, or
/// autofill detail tokens whose field name the control allows (the control
/// is [`Context::element`] and its `type`; without one it is not checked).
pub static VALID_AUTOCOMPLETE: SyntaxDef = def(
    "valid_autocomplete",
    html!("form-control-infrastructure.html#autofill"),
    "a valid autocomplete value on its control (the element and its type)",
    validate_autocomplete,
    nothing,
);

/// A valid BCP 47 language tag (`hreflang`, `srclang`; `lang` may also be
/// empty): with the `registries` feature, every subtag in the IANA Language
/// Subtag Registry (and its recommendations as warnings); without it, as far
/// as it is decidable without the registry.
#[cfg(feature = "registries")]
pub static VALID_LANGUAGE_TAG: SyntaxDef = def(
    "valid_language_tag",
    "https://www.rfc-editor.org/rfc/rfc5646#section-2.2.9",
    "valid BCP 47 language tag (RFC 5646, with the IANA Language Subtag Registry)",
    |v, _| ok(language::validate_registered_language_tag(v)),
    nothing,
);

/// A valid BCP 47 language tag (`hreflang`, `srclang`; `lang` may also be
/// empty): with the `registries` feature, every subtag in the IANA Language
/// Subtag Registry (and its recommendations as warnings); without it, as far
/// as it is decidable without the registry.
#[cfg(not(feature = "registries"))]
pub static VALID_LANGUAGE_TAG: SyntaxDef = def(
    "valid_language_tag",
    "https://www.rfc-editor.org/rfc/rfc5646#section-2.1",
    "valid BCP 47 language tag (RFC 5646, without the registry)",
    |v, _| ok(language::validate_language_tag(v)),
    nothing,
);

/// `<area coords>`: valid coordinates for the state of the element's
/// `shape` attribute ([`Context::other`]).
pub static VALID_COORDS: SyntaxDef = def(
    "valid_coords",
    html!("image-maps.html#attr-area-coords"),
    "<area coords> conforms to the state of its shape attribute",
    |v, c| ok(coords::validate_coords(c.other("shape"), v)),
    nothing,
);

/// `rel`: unique link types allowed on the element ([`Context::element`]:
/// `link`, `a`, `area`, `form`).
pub static VALID_REL: SyntaxDef = def(
    "valid_rel",
    html!("links.html#linkTypes"),
    "the rel attribute's link types allowed on its element",
    |v, c| ok(keyword_sets::validate_rel(c.element, v)),
    nothing,
);

/// `<iframe sandbox>`: unique allowed keywords.
pub static VALID_SANDBOX: SyntaxDef = def(
    "valid_sandbox",
    html!("iframe-embed-object.html#attr-iframe-sandbox"),
    "valid sandbox attribute of <iframe>",
    |v, _| ok(keyword_sets::validate_sandbox(v)),
    nothing,
);

/// `accesskey`: unique tokens of one code point each.
pub static VALID_ACCESSKEY: SyntaxDef = def(
    "valid_accesskey",
    html!("interaction.html#the-accesskey-attribute"),
    "valid accesskey attribute (unique one-character keys)",
    |v, _| ok(keyword_sets::validate_accesskey(v)),
    nothing,
);

/// `role`: one or more WAI-ARIA role names, none abstract; a deprecated
/// role is a warning beside it.
pub static VALID_ROLE: SyntaxDef = with_authoring(
    def(
        "valid_role",
        "https://www.w3.org/TR/wai-aria-1.2/#host_general_role",
        "the role attribute: space-separated non-abstract WAI-ARIA 1.2 (and DPUB, Graphics) roles",
        |v, _| ok(aria_role::validate_role(v)),
        nothing,
    ),
    |v, _| aria_role::check_deprecated_roles(v),
);

/// `blocking`: unique possible blocking tokens.
pub static VALID_BLOCKING: SyntaxDef = def(
    "valid_blocking",
    html!("urls-and-fetching.html#blocking-attributes"),
    "valid blocking attribute (possible blocking tokens: render)",
    |v, _| ok(keyword_sets::validate_blocking(v)),
    nothing,
);

/// `is`: a valid custom element name.
pub static VALID_CUSTOM_ELEMENT_NAME: SyntaxDef = def(
    "valid_custom_element_name",
    html!("custom-elements.html#valid-custom-element-name"),
    "valid custom element name (the is attribute)",
    |v, _| custom_element::validate_custom_element_name(v),
    nothing,
);

/// `id` (and `<map name>`): at least one character, no ASCII whitespace.
pub static VALID_ID: SyntaxDef = def(
    "valid_id",
    html!("dom.html#the-id-attribute"),
    "an ID: at least one character and no ASCII whitespace",
    |v, _| names::validate_id(v),
    nothing,
);

/// The `name` of a form control: not empty, not `isindex`.
pub static VALID_FORM_CONTROL_NAME: SyntaxDef = def(
    "valid_form_control_name",
    html!("form-control-infrastructure.html#attr-fe-name"),
    "a form control's name: not the empty string or isindex",
    |v, _| names::validate_form_control_name(v),
    nothing,
);

/// A value that "must not be the empty string" (`<option label>`,
/// `<track label>`, `dirname`, `<form name>`, `<details name>`).
pub static NON_EMPTY_STRING: SyntaxDef = def(
    "non_empty_string",
    html!("form-control-infrastructure.html#attr-fe-dirname"),
    "a value that must not be the empty string",
    |v, _| names::validate_non_empty(v),
    nothing,
);

/// `itemtype`: unique absolute URLs, at least one. Checked with the `url`
/// feature.
pub static VALID_ITEMTYPE: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_itemtype",
        html!("microdata.html#attr-itemtype"),
        "itemtype: unique space-separated absolute URLs, at least one",
        urls::item_types,
        nothing,
    ),
);

/// `itemprop`: unique property names, at least one; a name with `.` or
/// `:` an absolute URL. Checked with the `url` feature.
pub static VALID_ITEMPROP: SyntaxDef = gated(
    ("url", URL),
    def(
        "valid_itemprop",
        html!("microdata.html#names:-the-itemprop-attribute"),
        "itemprop: unique space-separated names (no '.' or ':') or absolute URLs, at least one",
        urls::item_property_names,
        nothing,
    ),
);

/// `iframe allow`: a serialized permissions policy; an empty declaration
/// and an unknown, retired or repeated feature are warnings.
pub static VALID_PERMISSIONS_POLICY: SyntaxDef = with_authoring(
    def(
        "valid_permissions_policy",
        "https://w3c.github.io/webappsec-permissions-policy/#serialized-permissions-policy",
        "a serialized permissions policy: features (ASCII letters, digits, '-'), each with an optional allowlist, separated by ';'",
        |v, _| ok(permissions_policy::validate_serialized_permissions_policy(v)),
        nothing,
    ),
    |v, _| permissions_policy::check_permissions_policy_warnings(v),
);

/// `integrity` of `script` and `link`: Subresource Integrity's metadata.
pub static VALID_INTEGRITY_METADATA: SyntaxDef = def(
    "valid_integrity_metadata",
    "https://w3c.github.io/webappsec-subresource-integrity/#the-integrity-attribute",
    "integrity metadata: sha256-, sha384- or sha512- with a base64 value, options after '?'",
    |v, _| ok(integrity::validate_integrity_metadata(v)),
    nothing,
);

/// `<script type>`: `module`, `importmap`, `speculationrules` or a data
/// block's MIME type; empty or a JavaScript MIME type essence match a
/// warning ([`script_type`]).
pub static VALID_SCRIPT_TYPE: SyntaxDef = def(
    "valid_script_type",
    html!("scripting.html#attr-script-type"),
    "a script type: module, importmap, speculationrules, or a data block's MIME type (a classic script's type is omitted)",
    |v, _| ok(script_type::validate_script_type(v)),
    nothing,
);

/// Every syntax of the registry, each once, in the order of the spec's
/// sections (2.3 first).
///
/// # Examples
///
/// ```
/// use html_microsyntax::registry::SYNTAXES;
/// assert!(SYNTAXES.iter().any(|s| s.name == "valid_week"));
/// assert!(SYNTAXES.iter().all(|s| !s.description.is_empty()));
/// ```
pub static SYNTAXES: &[&SyntaxDef] = &[
    &BOOLEAN_ATTRIBUTE,
    &VALID_INTEGER,
    &VALID_NON_NEGATIVE_INTEGER,
    &VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO,
    &VALID_FLOAT,
    &VALID_LIST_OF_FLOATS,
    &VALID_STEP,
    &DIMENSION,
    &VALID_MONTH,
    &VALID_DATE,
    &VALID_YEARLESS_DATE,
    &VALID_TIME,
    &VALID_LOCAL_DATETIME,
    &VALID_NORMALIZED_LOCAL_DATETIME,
    &VALID_TIME_ZONE_OFFSET,
    &VALID_GLOBAL_DATETIME,
    &VALID_WEEK,
    &VALID_DURATION,
    &VALID_DATE_WITH_OPTIONAL_TIME,
    &DATETIME_VALUE,
    &VALID_SIMPLE_COLOR,
    &VALID_LOWERCASE_SIMPLE_COLOR,
    &VALID_CSS_COLOR,
    &LEGACY_COLOR,
    &HASH_NAME_REFERENCE,
    &VALID_MEDIA_QUERY_LIST,
    &TEXT_WITHOUT_LINE_BREAKS,
    &VALID_SRCSET,
    &VALID_SIZES,
    &VALID_META_REFRESH,
    &VALID_SERIALIZED_POLICY,
    &VALID_COLOR_SCHEME,
    &VALID_MIME_TYPE,
    &VALID_MIME_TYPE_NO_PARAMETERS,
    &VALID_ACCEPT,
    &VALID_EMAIL,
    &VALID_EMAIL_LIST,
    &VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD,
    &VALID_NAVIGABLE_TARGET_NAME,
    &VALID_LINK_SIZES,
    &VALID_URL,
    &VALID_NON_EMPTY_URL,
    &VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES,
    &VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES,
    &VALID_ABSOLUTE_URL,
    &VALID_ABSOLUTE_URL_POTENTIALLY_SURROUNDED_BY_SPACES,
    &VALID_PING,
    &VALID_AUTOCOMPLETE,
    &VALID_LANGUAGE_TAG,
    &VALID_COORDS,
    &VALID_REL,
    &VALID_SANDBOX,
    &VALID_ACCESSKEY,
    &VALID_BLOCKING,
    &VALID_ROLE,
    &VALID_HEADING_OFFSET,
    &VALID_COMMAND,
    &VALID_ID,
    &VALID_FORM_CONTROL_NAME,
    &NON_EMPTY_STRING,
    &VALID_CUSTOM_ELEMENT_NAME,
    &VALID_ITEMTYPE,
    &VALID_ITEMPROP,
    &VALID_INTEGRITY_METADATA,
    &VALID_PERMISSIONS_POLICY,
    &VALID_SCRIPT_TYPE,
];

/// The registry row named `name` (exactly, as [`SyntaxDef::name`]), or
/// `None`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::registry::{find, Context};
/// let colspan = find("valid_non_negative_integer_greater_than_zero").unwrap();
/// let err = (colspan.validate)("0", &Context::default()).unwrap_err();
/// assert_eq!(err.kind().code(), "not_positive");
/// assert!(find("Valid_Date").is_none());
/// ```
pub fn find(name: &str) -> Option<&'static SyntaxDef> {
    SYNTAXES.iter().copied().find(|s| s.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_links_absolute() {
        for (i, s) in SYNTAXES.iter().enumerate() {
            assert!(
                SYNTAXES.iter().skip(i + 1).all(|t| t.name != s.name),
                "{} twice",
                s.name
            );
            assert!(s.spec.starts_with("https://"), "{}", s.name);
            assert!(!s.description.contains('\n'), "{}", s.name);
            assert!(core::ptr::eq(find(s.name).unwrap(), *s));
        }
    }
}
