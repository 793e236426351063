//! The row type of the [registry](crate::registry): what a syntax module
//! declares to be checkable by name ([`SyntaxDef`]), the [`Context`] a
//! check may read, and what a browser reads from a value ([`Reading`]).
//!
//! It sits in the second floor, below every syntax module that owns a row
//! and above the value types a [`Reading`] holds (`numbers`, `datetime`,
//! `color`, and with `css-color` the CSS color values of `color::css`).
//! The rows of those three modules are their `row` submodules, which
//! their parents only declare, so no import runs back: `numbers::row` uses
//! `row`, which uses `numbers`. The registry (`markup::registry`) lists the
//! rows and re-exports these types.

use core::fmt;

use crate::base::error::Error;
use crate::common::color::SimpleColor;
use crate::common::datetime::{self, DateOrTime};
use crate::common::numbers;

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
    /// A CSS color, by "parse a CSS color value" (feature `css-color`).
    #[cfg(feature = "css-color")]
    CssColor(crate::common::color::css::CssColor),
}

/// Writes the reading in its normalized (valid) form: `true` or `false`;
/// a state by its name (no state: nothing); an integer; a float by its
/// [best representation](numbers::best_representation); a dimension,
/// month, date, time, local date and time (normalized), week, or date or
/// time as its `Display` writes it (the valid string); a color as
/// `#rrggbb`; `any`; the name of the `<time datetime>` alternative; a CSS
/// color in its own notation.
///
/// # Examples
///
/// ```
/// use html_microsyntax::registry::{Context, Reading, DIMENSION, VALID_DATE, VALID_FLOAT, VALID_LOCAL_DATETIME, VALID_STEP};
/// let none = Context::default();
/// let read = |row: &html_microsyntax::registry::SyntaxDef, v| (row.read)(v, &none).unwrap().to_string();
/// assert_eq!(read(&VALID_FLOAT, " 1.50e1x"), "15");
/// assert_eq!(read(&VALID_FLOAT, "1e21"), "1e+21");
/// assert_eq!(read(&VALID_DATE, "2024-02-29"), "2024-02-29");
/// assert_eq!(read(&VALID_LOCAL_DATETIME, "1986-01-28 11:38:00.010"), "1986-01-28T11:38:00.01");
/// assert_eq!(read(&DIMENSION, " 12.50%"), "12.5%");
/// assert_eq!(read(&VALID_STEP, "ANY"), "any");
/// assert_eq!(Reading::State(Some("upper-alpha")).to_string(), "upper-alpha");
/// assert_eq!(Reading::Integer(-3).to_string(), "-3");
/// ```
impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reading::Boolean(b) => write!(f, "{b}"),
            Reading::State(state) => f.write_str(state.unwrap_or("")),
            Reading::Integer(n) => write!(f, "{n}"),
            Reading::Float(x) => write!(f, "{}", numbers::best_representation(*x)),
            Reading::Dimension(d) => write!(f, "{d}"),
            Reading::Month(v) => write!(f, "{v}"),
            Reading::Date(v) => write!(f, "{v}"),
            Reading::Time(v) => write!(f, "{v}"),
            Reading::LocalDateTime(v) => write!(f, "{v}"),
            Reading::Week(v) => write!(f, "{v}"),
            Reading::DateOrTime(v) => write!(f, "{v}"),
            Reading::Color(c) => write!(f, "{c}"),
            Reading::AnyStep => f.write_str("any"),
            Reading::DatetimeKind(kind) => f.write_str(kind),
            #[cfg(feature = "css-color")]
            Reading::CssColor(c) => write!(f, "{c}"),
        }
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

/// A row's one pass over a value ([`SyntaxDef::check`]).
pub type Check = fn(&str, &Context<'_>) -> Checked;

/// A row's report of every finding in a value, each error and warning
/// located, to the callback in order ([`SyntaxDef::report_all`]).
pub type ReportAll = fn(&str, &Context<'_>, &mut dyn FnMut(Error));

/// What a row's [`check`](SyntaxDef::check) finds in its one pass over a
/// value: the three answers [`validate`](SyntaxDef::validate),
/// [`authoring`](SyntaxDef::authoring) and [`read`](SyntaxDef::read) give
/// one by one, from one parse.
///
/// # Examples
///
/// ```
/// use html_microsyntax::registry::{Context, Reading, VALID_DATE};
/// let checked = (VALID_DATE.check)("0214-09-29", &Context::default());
/// assert!(checked.syntax.is_ok());
/// assert_eq!(checked.authoring.unwrap().kind().code(), "year_probably_mistyped");
/// assert!(matches!(checked.reading, Some(Reading::Date(_))));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq)]
pub struct Checked {
    /// The valid syntax's verdict: what [`validate`](SyntaxDef::validate)
    /// returns.
    pub syntax: Result<(), Error>,
    /// What the texts ask of authors beyond the syntax, on a value the
    /// syntax accepts (`None` otherwise): the `Err` of
    /// [`authoring`](SyntaxDef::authoring).
    pub authoring: Option<Error>,
    /// What a browser reads: what [`read`](SyntaxDef::read) returns.
    pub reading: Option<Reading>,
}

impl Checked {
    /// A verdict and a reading, with nothing beyond the syntax.
    pub(crate) fn new(syntax: Result<(), Error>, reading: Option<Reading>) -> Checked {
        Checked {
            syntax,
            authoring: None,
            reading,
        }
    }

    /// A verdict without a reading.
    pub(crate) fn verdict<T>(syntax: Result<T, Error>) -> Checked {
        Checked::new(syntax.map(|_| ()), None)
    }

    /// The same, with the author requirements `beyond` checks on a value
    /// the syntax accepts.
    pub(crate) fn beyond(self, beyond: impl FnOnce() -> Result<(), Error>) -> Checked {
        let authoring = match self.syntax {
            Ok(()) => beyond().err(),
            Err(_) => None,
        };
        Checked { authoring, ..self }
    }
}

/// One syntax of the registry. The rows are the crate's (`#[non_exhaustive]`:
/// a field may be added without a breaking change); read them, or look
/// them up with [`find`](crate::registry::find).
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
    /// The row's one pass over a value: the conformance check, the author
    /// requirements beyond it and what a browser reads, from one parse.
    /// [`validate`](Self::validate), [`read`](Self::read) and
    /// [`authoring`](Self::authoring) are each one of its answers.
    pub check: Check,
    /// The conformance check ([`Checked::syntax`] of [`check`](Self::check)).
    pub validate: Validate,
    /// What a browser reads (the parse rules), where the spec defines it
    /// ([`Checked::reading`] of [`check`](Self::check)).
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
    /// the syntax's own result. It is [`Checked::authoring`] of
    /// [`check`](Self::check), so it answers `Ok` on a value the syntax
    /// rejects.
    ///
    /// ```
    /// use html_microsyntax::registry::{Context, VALID_DATE};
    /// let authoring = VALID_DATE.authoring.unwrap();
    /// assert!(VALID_DATE.is_valid("0214-09-29", &Context::default()));
    /// assert_eq!(authoring("0214-09-29", &Context::default()).unwrap_err().kind().code(), "year_probably_mistyped");
    /// ```
    pub authoring: Option<Validate>,
    /// Every finding in a value, where the syntax can report more than its
    /// first ([`report`](Self::report) reads it), the first being the one
    /// [`validate`](Self::validate) returns: each departure of a valid
    /// string and the failure that stops its steps, and the warnings of a
    /// value without error (the dates and times, the numbers, a refresh
    /// value); each declaration's errors and warnings (permissions
    /// policies); each candidate's, entry's or query's error, and the rules
    /// across them (`srcset`, `sizes`, media query lists, with `std`); every
    /// error of the alternative that read furthest (`<time datetime>`);
    /// every directive's (a serialized CSP); each token or item at fault and
    /// each repeat, in the order of the text, in the sets and lists (`rel`,
    /// `sandbox`, `accesskey`, `blocking`, `role`, link `sizes`,
    /// `color-scheme`, integrity metadata, `accept`, e-mail lists, `ping`,
    /// `itemtype`, `itemprop`, `coords`, ITS locale filter lists); each error
    /// a URL parser reads past in a URL (a code point to percent-encode, a
    /// `%` without hex digits, a backslash; within a budget that keeps the
    /// work linear); an autofill detail's tokens and a language tag's
    /// subtags in the grammar's order; a number's departures and then the
    /// rule on its value (`size`, `step`, spans, ITS scores); a MIME type's
    /// departures; a custom element name's failed conditions; an ID's
    /// whitespace and a text's line breaks. `None`: the first error and the
    /// author requirements are all.
    pub report_all: Option<ReportAll>,
}

impl SyntaxDef {
    /// Calls `report` with every error and warning the syntax finds in
    /// `value`, in order, each located: [`report_all`](Self::report_all)'s,
    /// or for a row without one, [`validate`](Self::validate)'s error and
    /// the [`authoring`](Self::authoring) warning or error. The value
    /// conforms exactly when no [`Error`] of severity error is reported
    /// ([`is_valid`](Self::is_valid)).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::registry::{Context, VALID_DATE, VALID_GLOBAL_DATETIME, VALID_PERMISSIONS_POLICY};
    ///
    /// let mut found = Vec::new();
    /// let value = "2024-03-01 09:00:00.1234-00:00";
    /// VALID_GLOBAL_DATETIME.report(value, &Context::default(), &mut |e| found.push((e.kind().code(), e.offset())));
    /// assert_eq!(found, [("too_many_fraction_digits", 23), ("negative_zero_offset", 24)]);
    ///
    /// // A valid value's warning.
    /// let mut found = Vec::new();
    /// VALID_DATE.report("0214-09-29", &Context::default(), &mut |e| found.push(e.kind().code()));
    /// assert_eq!(found, ["year_probably_mistyped"]);
    ///
    /// let mut found = Vec::new();
    /// let policy = "camera 'me'; geolocaton; camera";
    /// VALID_PERMISSIONS_POLICY.report(policy, &Context::default(), &mut |e| found.push(e.kind().code()));
    /// assert_eq!(found, ["unknown_allowlist_keyword", "unknown_feature", "duplicate_feature"]);
    /// ```
    pub fn report(&self, value: &str, context: &Context<'_>, report: &mut dyn FnMut(Error)) {
        if let Some(all) = self.report_all {
            return all(value, context, report);
        }
        let checked = (self.check)(value, context);
        checked
            .syntax
            .err()
            .into_iter()
            .chain(checked.authoring)
            .for_each(report);
    }

    /// (code, offset) of each finding [`report`](Self::report) gives for
    /// `value` in `context`, in order (the tests' view of a report).
    #[cfg(test)]
    pub(crate) fn reported_in(
        &self,
        value: &str,
        context: &Context<'_>,
    ) -> alloc::vec::Vec<(&'static str, usize)> {
        let mut found = alloc::vec::Vec::new();
        self.report(value, context, &mut |e| {
            found.push((e.kind().code(), e.offset()))
        });
        found
    }

    /// [`reported_in`](Self::reported_in) the default context.
    #[cfg(test)]
    pub(crate) fn reported(&self, value: &str) -> alloc::vec::Vec<(&'static str, usize)> {
        self.reported_in(value, &Context::default())
    }

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
pub(crate) use html;

/// Drops a check's value.
pub(crate) fn ok<T>(r: Result<T, Error>) -> Result<(), Error> {
    r.map(|_| ())
}

/// Declares a registry row from its one pass (a [`Check`]): the row's
/// [`validate`](SyntaxDef::validate) and [`read`](SyntaxDef::read) (and,
/// with `authoring`, its [`authoring`](SyntaxDef::authoring)) are the
/// check's answers, so no row has a second function that reads the value.
///
/// ```text
/// row!(name, spec, description, check)             // checked in every build
/// row!(name, spec, description, check, authoring)  // with author requirements
/// ```
macro_rules! row {
    ($name:expr, $spec:expr, $description:expr, $check:expr $(,)?) => {
        $crate::common::row::SyntaxDef {
            name: $name,
            spec: $spec,
            description: $description,
            check: $check,
            validate: |value, context| {
                let check: $crate::common::row::Check = $check;
                check(value, context).syntax
            },
            read: |value, context| {
                let check: $crate::common::row::Check = $check;
                check(value, context).reading
            },
            checked: true,
            feature: None,
            authoring: None,
            report_all: None,
        }
    };
    ($name:expr, $spec:expr, $description:expr, $check:expr, authoring $(,)?) => {
        $crate::common::row::SyntaxDef {
            authoring: Some(|value, context| {
                let check: $crate::common::row::Check = $check;
                check(value, context).authoring.map_or(Ok(()), Err)
            }),
            ..$crate::common::row::row!($name, $spec, $description, $check)
        }
    };
}
pub(crate) use row;

/// A row with its report of every finding ([`SyntaxDef::report_all`]).
pub(crate) const fn reports_all(row: SyntaxDef, report: ReportAll) -> SyntaxDef {
    SyntaxDef {
        report_all: Some(report),
        ..row
    }
}

/// A row that needs a cargo feature, checked only when it is on.
pub(crate) const fn gated((feature, checked): (&'static str, bool), row: SyntaxDef) -> SyntaxDef {
    SyntaxDef {
        checked,
        feature: Some(feature),
        ..row
    }
}
