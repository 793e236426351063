//! What the checker reports: a [`Finding`], with its span in the decoded
//! text and in the source bytes, its kind's typed [`Field`]s, and the
//! [`Fix`]es the text determines.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;

use crate::base::error::{Declared, ErrorKind, Severity};

/// One problem in one attribute (or in a directive comment).
///
/// Its span runs from the offending character (`offset`) to just past the
/// text the finding is about (`end_offset`): the keyword, the value part
/// or the attribute's name. Offsets are bytes in the decoded text
/// ([`Report::text`](super::Report::text)); `source_offset` and
/// `source_end_offset` are the same places in the bytes as given.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_str;
///
/// let report = check_str("<p>\n  <td colspan=\"&#48;\">");
/// let f = &report.findings()[0];
/// assert_eq!((f.element.as_str(), f.attribute.as_str(), f.value.as_str()), ("td", "colspan", "0"));
/// assert_eq!((f.syntax, f.kind), ("valid_column_span", "not_positive"));
/// assert_eq!((f.line, f.column, f.offset), (2, 16, 19)); // the `&` of `&#48;`
/// assert_eq!((f.end_line, f.end_column, f.end_offset), (2, 21, 24)); // past `&#48;`
/// assert_eq!(f.message, "expected a number greater than zero");
/// assert!(f.spec.starts_with("https://html.spec.whatwg.org/"));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Finding {
    /// Byte offset of the offending character in the decoded text
    /// ([`Report::text`](super::Report::text)). In an attribute value
    /// written with character references, the offset of the reference's
    /// `&`.
    pub offset: usize,
    /// Byte offset just past the text the finding is about (the keyword,
    /// token or value part from `offset` on, the attribute's name), in the
    /// decoded text; `offset` itself for a finding at the end of a value.
    pub end_offset: usize,
    /// Byte offset of the same character in the source bytes: the same as
    /// `offset` for valid UTF-8 input; for other encodings (and after a
    /// malformed UTF-8 sequence) the offset in the bytes as given.
    pub source_offset: usize,
    /// `end_offset` in the source bytes.
    pub source_end_offset: usize,
    /// 1-based line (lines end at LF) of `offset`.
    pub line: usize,
    /// 1-based column of `offset`, in characters (a byte order mark that
    /// opens the line not counted).
    pub column: usize,
    /// 1-based line of `end_offset`.
    pub end_line: usize,
    /// 1-based column of `end_offset`, in characters: just past the text.
    pub end_column: usize,
    /// The lowercase element name.
    pub element: String,
    /// The lowercase attribute name.
    pub attribute: String,
    /// The value after character references are decoded.
    pub value: String,
    /// The syntax name ([`Syntax::name`](crate::attributes::Syntax::name)),
    /// or the name of the rule that made the finding
    /// ([`RULE_NAMES`](super::RULE_NAMES)).
    pub syntax: &'static str,
    /// The kind's code, unique in the crate
    /// ([`ErrorKind::code`](crate::ErrorKind::code) for a value's
    /// violation, or a rule's own: `max_below_min`, `charset_not_utf8`).
    pub kind: &'static str,
    /// The rule that made the finding: the same as `syntax` for a value
    /// checked against the attribute table and for most rules; the rule's
    /// name where a rule reports a syntax's violation under the syntax's
    /// name (`meta` for `<meta name=theme-color content>`, whose findings
    /// are `valid_css_color`'s). [`Rules::syntax`](super::Rules::syntax)
    /// matches either.
    pub rule: &'static str,
    /// Error or warning.
    pub severity: Severity,
    /// One sentence, lowercase, no final period.
    pub message: String,
    /// A fix, where one is known (the normalized value, what browsers read,
    /// the nearest keyword), in words.
    pub help: Option<String>,
    /// The URL of the attribute's definition in the HTML Standard.
    pub spec: &'static str,
    /// The finding's typed kind (its code is `kind`), with its fields
    /// ([`ErrorKind::for_each_field`]: the found keyword, the expected
    /// choices, the bounds, a rule's names and values…). A rule's kind
    /// reads back as its declared enum ([`kinds`](super::kinds)); a name
    /// longer than the room the kind has is cut there (ending in `…`),
    /// never in [`message`](Self::message).
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    /// use html_microsyntax::error::FieldValue;
    ///
    /// let report = check_str("<input type=date value=2023-02-29>");
    /// let kind = report.findings()[0].error_kind;
    /// let mut max = None;
    /// kind.for_each_field(&mut |name, value| {
    ///     if let ("max", FieldValue::Int(n)) = (name, value) {
    ///         max = Some(n);
    ///     }
    /// });
    /// assert_eq!(max, Some(28));
    /// ```
    pub error_kind: ErrorKind,
    /// The corrections the text determines, as edits of the source.
    pub fixes: Vec<Fix>,
}

/// A correction of a finding: edits of the source, and whether applying it
/// is safe (the text determines it and the result is valid) or a guess
/// left to a person (the nearest keyword).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_str;
///
/// let report = check_str("<ol start=\" 3\">");
/// let f = &report.findings()[0];
/// let fix = &f.fixes[0];
/// assert!(fix.safe);
/// assert_eq!(fix.edits[0].replacement, "3");
/// assert_eq!((fix.edits[0].offset, fix.edits[0].end_offset), (11, 13));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fix {
    /// One sentence.
    pub description: String,
    /// Whether `lint --fix` applies it.
    pub safe: bool,
    /// The edits, in order, not overlapping.
    pub edits: Vec<Edit>,
}

/// One replacement of a span of the source.
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Edit {
    /// Where the replaced text starts, in the decoded text.
    pub offset: usize,
    /// Where it ends, in the decoded text.
    pub end_offset: usize,
    /// Where it starts in the source bytes.
    pub source_offset: usize,
    /// Where it ends in the source bytes.
    pub source_end_offset: usize,
    /// The new text (markup: `&`, quotes and `<` escaped as the attribute
    /// needs), to be written in the document's encoding.
    pub replacement: String,
}

impl Edit {
    /// An edit of `span` in the decoded text, located later.
    pub(super) fn new(span: Range<usize>, replacement: String) -> Edit {
        Edit {
            offset: span.start,
            end_offset: span.end,
            source_offset: 0,
            source_end_offset: 0,
            replacement,
        }
    }
}

/// What a finding says, wherever it sits: the fields of a [`Finding`]
/// besides its place.
#[derive(Debug, Clone)]
pub(super) struct Diagnosis {
    /// The syntax or rule name.
    pub(super) syntax: &'static str,
    /// The kind's code.
    pub(super) kind: &'static str,
    /// Error or warning.
    pub(super) severity: Severity,
    /// One sentence.
    pub(super) message: String,
    /// A fix in words.
    pub(super) help: Option<String>,
    /// The definition's URL.
    pub(super) spec: &'static str,
    /// The typed kind.
    pub(super) error_kind: ErrorKind,
}

impl Diagnosis {
    /// What a value's violation of `kind` says, under `syntax`.
    pub(super) fn of_kind(syntax: &'static str, kind: &ErrorKind, spec: &'static str) -> Self {
        Diagnosis {
            syntax,
            kind: kind.code(),
            severity: kind.severity(),
            message: kind.to_string(),
            help: kind.help(),
            spec,
            error_kind: *kind,
        }
    }

    /// What a declared `kind` says, under `rule`: its words and help with
    /// every name whole, and the [`ErrorKind`] it packs into.
    pub(super) fn declared(rule: &'static str, kind: impl Declared, spec: &'static str) -> Self {
        let message = kind.to_string();
        let help = kind.help();
        let kind: ErrorKind = kind.into();
        Diagnosis {
            syntax: rule,
            kind: kind.code(),
            severity: kind.severity(),
            message,
            help,
            spec,
            error_kind: kind,
        }
    }
}

impl Finding {
    /// A finding over `span` of the decoded text, in the value `value` of
    /// `attribute` on `element`; located (lines, columns, source offsets)
    /// once all are known.
    pub(super) fn new(
        span: Range<usize>,
        element: &str,
        attribute: &str,
        value: &str,
        said: Diagnosis,
    ) -> Self {
        Finding {
            offset: span.start,
            end_offset: span.end.max(span.start),
            source_offset: 0,
            source_end_offset: 0,
            line: 0,
            column: 0,
            end_line: 0,
            end_column: 0,
            element: element.to_owned(),
            attribute: attribute.to_owned(),
            value: value.to_owned(),
            syntax: said.syntax,
            rule: said.syntax,
            kind: said.kind,
            severity: said.severity,
            message: said.message,
            help: said.help,
            spec: said.spec,
            error_kind: said.error_kind,
            fixes: Vec::new(),
        }
    }

    /// Whether some fix is safe.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    /// assert!(check_str("<script type=text/javascript></script>").findings()[0].has_safe_fix());
    /// assert!(!check_str("<td colspan=two>").findings()[0].has_safe_fix());
    /// ```
    pub fn has_safe_fix(&self) -> bool {
        self.fixes.iter().any(|f| f.safe)
    }
}

#[cfg(feature = "serde")]
mod serialize {
    //! The serde form of a finding: the fields of the lint JSON, in its
    //! order (without `file`, which the caller knows).

    use serde::ser::{Serialize, SerializeStruct, Serializer};

    use super::{Edit, Finding, Fix};
    use crate::integrations::serde::KindFields;

    impl Serialize for Edit {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Edit", 5)?;
            st.serialize_field("offset", &self.offset)?;
            st.serialize_field("end_offset", &self.end_offset)?;
            st.serialize_field("source_offset", &self.source_offset)?;
            st.serialize_field("source_end_offset", &self.source_end_offset)?;
            st.serialize_field("replacement", &self.replacement)?;
            st.end()
        }
    }

    impl Serialize for Fix {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Fix", 3)?;
            st.serialize_field("description", &self.description)?;
            st.serialize_field("safe", &self.safe)?;
            st.serialize_field("edits", &self.edits)?;
            st.end()
        }
    }

    /// `serde` (feature `serde`): the lint JSON's fields in its order,
    /// `file` aside.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// let report = check_str("<p dir=rlt>");
    /// let f = &report.findings()[0];
    /// let json = serde_json::to_value(f).unwrap();
    /// assert_eq!(json["kind"], "unknown_keyword");
    /// assert_eq!((json["offset"].as_u64(), json["end_offset"].as_u64()), (Some(7), Some(10)));
    /// assert_eq!(json["fields"]["suggestion"], "rtl");
    /// assert_eq!(json["fixes"][0]["edits"][0]["replacement"], "rtl");
    /// ```
    impl Serialize for Finding {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            let mut st = s.serialize_struct("Finding", 20)?;
            st.serialize_field("line", &self.line)?;
            st.serialize_field("column", &self.column)?;
            st.serialize_field("offset", &self.offset)?;
            st.serialize_field("element", &self.element)?;
            st.serialize_field("attribute", &self.attribute)?;
            st.serialize_field("value", &self.value)?;
            st.serialize_field("syntax", self.syntax)?;
            st.serialize_field("kind", self.kind)?;
            st.serialize_field("severity", self.severity.as_str())?;
            st.serialize_field("message", &self.message)?;
            st.serialize_field("help", &self.help)?;
            st.serialize_field("spec", self.spec)?;
            st.serialize_field("end_offset", &self.end_offset)?;
            st.serialize_field("end_line", &self.end_line)?;
            st.serialize_field("end_column", &self.end_column)?;
            st.serialize_field("source_offset", &self.source_offset)?;
            st.serialize_field("source_end_offset", &self.source_end_offset)?;
            st.serialize_field("fields", &KindFields(&self.error_kind))?;
            st.serialize_field("fixes", &self.fixes)?;
            st.serialize_field("rule", self.rule)?;
            st.end()
        }
    }
}

#[cfg(feature = "miette")]
mod diagnostic {
    //! A finding as a [`miette::Diagnostic`] over the decoded text.

    use alloc::boxed::Box;
    use alloc::format;
    use core::fmt;

    use miette::{Diagnostic, LabeledSpan, SourceCode};

    use super::Finding;
    use crate::base::error::Severity;

    /// A [`Finding`] with the decoded text it was found in: a
    /// [`Diagnostic`] (feature `miette`) whose label covers the finding's
    /// span. Built by [`Report::diagnostics`](super::super::Report::diagnostics).
    ///
    /// The text is the decoded one, so the label sits over the right
    /// characters whatever the document's encoding (the source bytes of a
    /// windows-1252 page are not UTF-8).
    #[derive(Debug, Clone, Copy)]
    pub struct FindingDiagnostic<'a> {
        /// The finding.
        pub finding: &'a Finding,
        /// The decoded text.
        pub text: &'a str,
    }

    impl fmt::Display for FindingDiagnostic<'_> {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(
                f,
                "<{} {}>: {}",
                self.finding.element, self.finding.attribute, self.finding.message
            )
        }
    }

    impl core::error::Error for FindingDiagnostic<'_> {}

    impl Diagnostic for FindingDiagnostic<'_> {
        fn code<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
            Some(Box::new(format!(
                "html_microsyntax::{}::{}",
                self.finding.syntax, self.finding.kind
            )))
        }

        fn severity(&self) -> Option<miette::Severity> {
            Some(match self.finding.severity {
                Severity::Warning => miette::Severity::Warning,
                _ => miette::Severity::Error,
            })
        }

        fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
            self.finding
                .help
                .as_ref()
                .map(|h| Box::new(h) as Box<dyn fmt::Display>)
        }

        fn url<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
            Some(Box::new(self.finding.spec))
        }

        fn source_code(&self) -> Option<&dyn SourceCode> {
            Some(&self.text)
        }

        fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
            let f = self.finding;
            let label = format!("line {}, column {}", f.line, f.column);
            Some(Box::new(core::iter::once(LabeledSpan::new(
                Some(label),
                f.offset,
                f.end_offset - f.offset,
            ))))
        }
    }
}

#[cfg(feature = "miette")]
pub use diagnostic::FindingDiagnostic;
