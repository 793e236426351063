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

mod obsolete;
mod table;

#[cfg(feature = "document")]
pub(crate) use obsolete::{instead_at, instead_index, obsolete_instead};

use alloc::vec::Vec;

use crate::base::error::{Error, ErrorKind, Violation};
pub use crate::markup::registry::Reading;
use crate::markup::registry::{Checked, Context, SyntaxDef};

use crate::common::keywords::enumerated::{self, Enumerated, InputType};
use crate::markup::forms::{must_not_be_specified, NotAllowed};
pub use table::ATTRIBUTES;

/// The microsyntax an attribute value must follow: a row of the
/// [registry](crate::registry), or an enumerated attribute with its own
/// keyword table (the one parameterised syntax, which is why this is an enum
/// and not a plain `&SyntaxDef`). Its [`name`](Syntax::name) is the name the
/// CLI and the linter report.
#[non_exhaustive]
#[derive(Clone, Copy)]
pub enum Syntax {
    /// An [enumerated attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute)
    /// with its keywords and defaults (`enumerated_attribute`).
    Enumerated(&'static dyn Enumerated),
    /// A syntax of the [registry](crate::registry).
    Registered(&'static SyntaxDef),
}

impl Syntax {
    /// The syntax's name, as the CLI's `attribute` syntax and the linter
    /// report it (`valid_date`, `enumerated_attribute`, …): the registry
    /// row's [`name`](SyntaxDef::name).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::attributes::Syntax;
    /// use html_microsyntax::registry;
    /// let syntax = Syntax::Registered(&registry::VALID_NON_NEGATIVE_INTEGER);
    /// assert_eq!(syntax.name(), "valid_non_negative_integer");
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Syntax::Enumerated(_) => "enumerated_attribute",
            Syntax::Registered(def) => def.name,
        }
    }

    /// The registry row, or `None` for an enumerated attribute.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::attributes::lookup;
    /// let row = lookup("td", "colspan", &[]).unwrap();
    /// let def = row.syntax.definition().unwrap();
    /// assert!(def.spec.starts_with("https://html.spec.whatwg.org/"));
    /// assert!(lookup("form", "method", &[]).unwrap().syntax.definition().is_none());
    /// ```
    pub fn definition(self) -> Option<&'static SyntaxDef> {
        match self {
            Syntax::Enumerated(_) => None,
            Syntax::Registered(def) => Some(def),
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
    // The rows named `attribute`, in the table's order. The table's names
    // are lowercase; a lowercase name (as the HTML parser gives it) is
    // searched as bytes, another one byte by byte lowercased.
    let lowercase = !attribute.bytes().any(|b| b.is_ascii_uppercase());
    let name_of = |i: u16| ATTRIBUTES.get(usize::from(i)).map_or("", |r| r.attribute);
    let start = if lowercase {
        table::BY_ATTRIBUTE.partition_point(|&i| name_of(i) < attribute)
    } else {
        table::BY_ATTRIBUTE.partition_point(|&i| {
            name_of(i)
                .bytes()
                .lt(attribute.bytes().map(|b| b.to_ascii_lowercase()))
        })
    };
    let rows = table::BY_ATTRIBUTE
        .get(start..)
        .unwrap_or_default()
        .iter()
        .filter_map(|&i| ATTRIBUTES.get(usize::from(i)))
        .take_while(|row| match lowercase {
            true => row.attribute == attribute,
            false => row.attribute.eq_ignore_ascii_case(attribute),
        });
    // One pass: the first row of the element wins over the first global
    // one.
    let mut global = None;
    for row in rows {
        if row.element.eq_ignore_ascii_case(element) {
            if applies(row) {
                return Some(row);
            }
        } else if global.is_none() && row.element == "*" && applies(row) {
            global = Some(row);
        }
    }
    global
}

/// Whether `attribute` must not be specified on `element` given its other
/// attributes: on `input`, the attributes the state of its `type`
/// attribute says "must not be specified and do not apply to the element"
/// (the missing and invalid value default is the Text state), from
/// [`forms::MUST_NOT_BE_SPECIFIED`](crate::forms::MUST_NOT_BE_SPECIFIED).
/// `None` for every other element and for attributes the states'
/// bookkeeping does not name.
///
/// # Examples
///
/// ```
/// use html_microsyntax::attributes::not_allowed;
/// use html_microsyntax::forms::InputType;
///
/// let problem = not_allowed("input", "min", &[("type", "text")]).unwrap();
/// assert_eq!(problem.state, InputType::Text);
/// assert_eq!(problem.to_string(), "attribute `min` does not apply to `input type=text`");
/// assert!(not_allowed("INPUT", "MIN", &[("type", "date")]).is_none());
/// assert!(not_allowed("input", "min", &[("type", "datetime")]).is_some()); // Text state
/// assert!(not_allowed("textarea", "min", &[]).is_none());
/// ```
pub fn not_allowed(
    element: &str,
    attribute: &str,
    other_attributes: &[(&str, &str)],
) -> Option<NotAllowed> {
    if !element.eq_ignore_ascii_case("input") {
        return None;
    }
    let ty = other_attributes
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case("type"))
        .map(|&(_, v)| v);
    must_not_be_specified(InputType::from_attribute(ty), attribute)
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
    /// Whether the value is valid: no violation of
    /// [`Severity::Error`](crate::error::Severity::Error). Severity
    /// decides: a warning (a deprecated role, `allow-scripts` with
    /// `allow-same-origin`) stays in [`violations`](AttributeCheck::violations)
    /// and leaves the value valid. A value whose syntax was not checked
    /// ([`is_checked`](AttributeCheck::is_checked) is `false`) has no
    /// violation either.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::attributes::check_attribute;
    /// let check = check_attribute("div", "role", "directory", &[]);
    /// assert_eq!(check.violations[0].kind().code(), "deprecated_role");
    /// assert!(check.is_valid());
    /// assert!(!check_attribute("div", "role", "structure", &[]).is_valid());
    /// ```
    pub fn is_valid(&self) -> bool {
        self.violations
            .iter()
            .all(|e| e.kind().severity() != crate::error::Severity::Error)
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
    // The empty value of a row that allows it is valid without a check.
    let empty_ok = definition.empty_ok && value.is_empty();
    let reading = if empty_ok {
        None
    } else {
        let context = Context::new(element, definition.attribute, other_attributes);
        let checked = check_value(definition.syntax, value, &context);
        violations.extend(checked.syntax.err());
        // What the texts ask of authors beyond the syntax, on a valid
        // value, when this build checks the syntax.
        if definition.syntax.definition().is_none_or(|def| def.checked) {
            violations.extend(checked.authoring);
        }
        checked.reading
    };
    AttributeCheck {
        definition: Some(definition),
        violations,
        reading,
        unchecked: missing_feature(definition.syntax).filter(|_| !empty_ok),
    }
}

/// The cargo feature a syntax's check needs, when the crate was built
/// without it (its validation then answers nothing).
fn missing_feature(syntax: Syntax) -> Option<&'static str> {
    syntax
        .definition()
        .filter(|def| !def.checked)
        .and_then(|def| def.feature)
}

/// The one pass over `value` in `syntax` (in `context`, for the syntaxes
/// that depend on it): its validity, the author requirements beyond it and
/// what the parse rules read, from one call that parses the value once
/// (the registry row's [`check`](crate::registry::SyntaxDef::check), or the
/// enumerated table's one look-up).
fn check_value(syntax: Syntax, value: &str, context: &Context<'_>) -> Checked {
    match syntax {
        Syntax::Enumerated(table) => {
            let (verdict, state) = table.check_name(value);
            Checked::new(verdict.map(|_| ()), Some(Reading::State(state)))
        }
        Syntax::Registered(def) => (def.check)(value, context),
    }
}

/// `<ol type>`: an enumerated attribute whose keywords (`1`, `a`, `A`, `i`,
/// `I`) match case-sensitively.
struct OlType;

/// The `type` attribute of `ol`, case-sensitive.
static OL_TYPE: OlType = OlType;

impl Enumerated for OlType {
    fn name(&self) -> &'static str {
        enumerated::OL_TYPE.name
    }

    fn state_name(&self, value: Option<&str>) -> Option<&'static str> {
        Some(enumerated::ol_type_state(value))
    }

    fn validate_name(&self, value: &str) -> Result<&'static str, Error> {
        self.check_name(value).0
    }

    fn check_name(&self, value: &str) -> (Result<&'static str, Error>, Option<&'static str>) {
        // One look-up: a keyword is conforming and its state; anything
        // else is the invalid value default ("decimal").
        match enumerated::OL_TYPE
            .keywords
            .iter()
            .find(|k| k.keyword == value)
        {
            Some(k) => (Ok(k.state), Some(k.state)),
            None => (
                Err(not_an_ol_type(value)),
                Some(enumerated::ol_type_state(None)),
            ),
        }
    }

    fn for_each_keyword(&self, f: &mut dyn FnMut(&'static str, bool)) {
        enumerated::OL_TYPE.for_each_keyword(f)
    }
}

/// `<ol type>`: exactly one of `1`, `a`, `A`, `i`, `I` (case-sensitive);
/// the error for a value that is none of them.
#[cold]
fn not_an_ol_type(value: &str) -> Error {
    let table = &enumerated::OL_TYPE;
    let kind = if value.is_empty() {
        ErrorKind::expected(crate::base::error::Expected::Keyword, value)
    } else {
        // No suggestion: nearness ignores case, which these keywords differ
        // in, and any one-character token is one edit from all five.
        crate::common::keywords::unknown_keyword(value, None, table.choices)
    };
    Error::new(kind, value, 0)
}
