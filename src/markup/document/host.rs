//! Attributes a host teaches the checker: an element's attribute (or any
//! element's) and its check — a syntax of the registry, a closure, or a nom
//! parser — checked in every start tag like the table's, with located
//! findings the configuration reaches by the host's name.

use alloc::string::String;
use alloc::sync::Arc;
use core::fmt;

use crate::base::error::{finish, Error, StepError};
use crate::registry::{Context, SyntaxDef};

/// A check of a whole value: `Ok`, or the located error of its first
/// violation.
type Check = dyn Fn(&str) -> Result<(), Error> + Send + Sync;

/// An attribute the host knows and the attribute table does not (or knows
/// otherwise): where it applies, the name its findings are reported under
/// ([`Finding::syntax`](super::Finding::syntax)), the URL of its
/// definition, and its check. Registered with [`Options::host_attribute`](super::Options::host_attribute);
/// a later registration for the same attribute wins, and a host attribute
/// replaces the table's check of it and is never an unknown attribute.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str_with, HostAttribute, Options};
/// use html_microsyntax::registry::VALID_DATE;
///
/// let options = Options::new().host_attribute(HostAttribute::syntax("x-event when", &VALID_DATE));
/// let report = check_str_with("<x-event when=2024-02-30>", &options);
/// let f = &report.findings()[0];
/// assert_eq!((f.syntax, f.kind, f.offset), ("valid_date", "day_out_of_range", 22));
/// ```
#[derive(Clone)]
pub struct HostAttribute {
    /// The element (lowercase), or `None` for any element.
    element: Option<String>,
    /// The attribute (lowercase).
    attribute: String,
    /// The name its findings are reported under.
    name: &'static str,
    /// The URL of its definition.
    spec: &'static str,
    /// The check.
    check: Arc<Check>,
}

impl HostAttribute {
    /// An attribute that takes a syntax of the [registry](crate::registry)
    /// (without context: [`Context::default`]). `selector` is `"attr"` for
    /// any element or `"element attr"` (ASCII case-insensitive), as in
    /// [`Rules::attribute`](super::Rules::attribute).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, HostAttribute, Options};
    /// use html_microsyntax::registry::VALID_FLOAT;
    ///
    /// let options = Options::new().host_attribute(HostAttribute::syntax("data-scale", &VALID_FLOAT));
    /// let report = check_str_with("<div data-scale=1.e3></div>", &options);
    /// assert_eq!(report.findings()[0].kind, "fraction_without_digits");
    /// ```
    pub fn syntax(selector: &str, syntax: &'static SyntaxDef) -> Self {
        let validate = syntax.validate;
        HostAttribute::check(selector, syntax.name, syntax.spec, move |value| {
            validate(value, &Context::default())
        })
    }

    /// An attribute checked by `check`, whose findings are reported under
    /// `name` with the definition at `spec`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, HostAttribute, Options};
    /// use html_microsyntax::numbers::validate_non_negative_integer;
    ///
    /// let even = HostAttribute::check("data-pairs", "even_count", "https://example.com/spec#pairs", |v| {
    ///     validate_non_negative_integer(v).map(|_| ())
    /// });
    /// let report = check_str_with("<ul data-pairs=-2></ul>", &Options::new().host_attribute(even));
    /// assert_eq!((report.findings()[0].syntax, report.findings()[0].kind), ("even_count", "negative"));
    /// ```
    pub fn check(
        selector: &str,
        name: &'static str,
        spec: &'static str,
        check: impl Fn(&str) -> Result<(), Error> + Send + Sync + 'static,
    ) -> Self {
        let mut words = selector.split_ascii_whitespace();
        let (element, attribute) = match (words.next(), words.next()) {
            (Some(element), Some(attribute)) => (Some(element), attribute),
            (Some(attribute), None) => (None, attribute),
            _ => (None, ""),
        };
        HostAttribute {
            element: element.map(str::to_ascii_lowercase),
            attribute: attribute.to_ascii_lowercase(),
            name,
            spec,
            check: Arc::new(check),
        }
    }

    /// An attribute whose whole value a nom parser must read (generic
    /// over our [`StepError`], as the crate's `*_component` combinators
    /// are): a failure or input left over is the finding, located. The
    /// parser's output is dropped, so it borrows nothing from the value
    /// (map a matched `tag` away).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::date_component;
    /// use html_microsyntax::document::{check_str_with, HostAttribute, Options};
    /// use nom::{bytes::complete::tag, Parser};
    ///
    /// // data-range="<date>..<date>"
    /// let range = HostAttribute::parser("data-range", "date_range", "https://example.com/#range", |v| {
    ///     (date_component, tag(".."), date_component).map(|(from, _, to)| (from, to)).parse(v)
    /// });
    /// let options = Options::new().host_attribute(range);
    /// let report = check_str_with("<p data-range=2024-01-01..2024-13-01>", &options);
    /// let f = &report.findings()[0];
    /// assert_eq!((f.kind, f.offset, f.end_offset), ("out_of_range", 31, 33)); // "13"
    /// ```
    pub fn parser<O>(
        selector: &str,
        name: &'static str,
        spec: &'static str,
        parser: impl Fn(&str) -> nom::IResult<&str, O, StepError<&str>> + Send + Sync + 'static,
    ) -> Self {
        HostAttribute::check(selector, name, spec, move |value| {
            finish(value, parser(value)).map(|_| ())
        })
    }

    /// Whether it applies to `attribute` on `element` (both lowercase).
    pub(super) fn applies(&self, element: &str, attribute: &str) -> bool {
        self.attribute == attribute && self.element.as_deref().is_none_or(|e| e == element)
    }

    /// The name its findings are reported under.
    pub(super) fn name(&self) -> &'static str {
        self.name
    }

    /// The URL of its definition.
    pub(super) fn spec(&self) -> &'static str {
        self.spec
    }

    /// Checks `value`.
    pub(super) fn run(&self, value: &str) -> Result<(), Error> {
        (self.check)(value)
    }
}

impl fmt::Debug for HostAttribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("HostAttribute")
            .field("element", &self.element)
            .field("attribute", &self.attribute)
            .field("name", &self.name)
            .field("spec", &self.spec)
            .finish_non_exhaustive()
    }
}

impl PartialEq for HostAttribute {
    /// The same place, name and definition, and the same check (the same
    /// registration, or a clone of it).
    fn eq(&self, other: &Self) -> bool {
        self.element == other.element
            && self.attribute == other.attribute
            && self.name == other.name
            && self.spec == other.spec
            && Arc::ptr_eq(&self.check, &other.check)
    }
}

impl Eq for HostAttribute {}

impl fmt::Display for HostAttribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.element {
            Some(element) => write!(f, "{element} {}", self.attribute),
            None => f.write_str(&self.attribute),
        }
    }
}

/// The registered attribute for `attribute` on `element`: the last one.
pub(super) fn find<'h>(
    hosts: &'h [HostAttribute],
    element: &str,
    attribute: &str,
) -> Option<&'h HostAttribute> {
    hosts.iter().rev().find(|h| h.applies(element, attribute))
}
