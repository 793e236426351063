//! [Obsolete but conforming features](https://html.spec.whatwg.org/multipage/obsolete.html#obsolete-but-conforming-features)
//! (HTML 16.1.1): "Features listed in this section will trigger warnings
//! in conformance checkers." Each attribute is a warning at its name, and a
//! value other than the one the section allows an error at the value:
//!
//! | attribute | "If the attribute is present, its value must…" |
//! |---|---|
//! | `img border` | "be the string "0"" |
//! | `script charset` | "be an ASCII case-insensitive match for "utf-8"" |
//! | `script language` | "be an ASCII case-insensitive match for the string "JavaScript" and either the type attribute must be omitted or its value must be an ASCII case-insensitive match for the string "text/javascript"" |
//! | `style type` | "be an ASCII case-insensitive match for "text/css"" |
//! | `a name` | "not be the empty string", and equal the element's ID if it has one |
//!
//! A `script type` that is the empty string or a JavaScript MIME type
//! essence match is the `script_type` syntax's warning; `maxlength` and
//! `size` on a Number `input` are `input_type_applies`' warnings. That an
//! `a name` differs from every other ID and name of the tree is not
//! checked.

use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "obsolete_but_conforming";

detail_kinds! {
    /// What the `obsolete_but_conforming` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::ObsoleteButConformingProblem};
    ///
    /// // The kind's words are the finding's message, its help what to do.
    /// let report = check_str("<img src=a alt='' border=0>");
    /// let finding = &report.findings()[0];
    /// let problem = ObsoleteButConformingProblem::from_kind(&finding.error_kind).unwrap();
    /// assert_eq!(problem.to_string(), finding.message);
    /// assert_eq!(problem.help().as_deref(), Some("use CSS instead"));
    /// ```
    pub enum ObsoleteButConformingProblem (owned);
    pub static OBSOLETE_BUT_CONFORMING_DETAILS = (syntax "obsolete_but_conforming", otherwise "obsolete_but_conforming", "an obsolete but conforming feature");
    {
        /// An obsolete but conforming feature.
        ObsoleteButConforming { element: &'static str = ELEMENTS, attribute: &'static str = ATTRIBUTES, instead: &'static str = INSTEAD } => ("obsolete_but_conforming", Warning, "`{attribute}` on `{element}` is obsolete")
            help("{instead}"),
        /// An obsolete but conforming attribute with a value it may not
        /// have.
        ObsoleteValue { element: &'static str = ELEMENTS, attribute: &'static str = ATTRIBUTES, expected: &'static str = EXPECTED } => ("obsolete_value", Error, "if present, `{attribute}` on `{element}` must be {expected}"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = ObsoleteButConformingProblem::KINDS;

const SPEC: &str =
    "https://html.spec.whatwg.org/multipage/obsolete.html#obsolete-but-conforming-features";

/// (element, attribute, what CSS or HTML does instead).
pub(super) const FEATURES: [(&str, &str, &str); 5] = [
    ("img", "border", "use CSS instead"),
    (
        "script",
        "charset",
        "remove it: a conforming document is UTF-8",
    ),
    ("script", "language", "remove it, or use `type`"),
    ("style", "type", "remove it: CSS is the only style language"),
    ("a", "name", "use `id` instead"),
];

/// Column `at` (0, 1 or 2) of [`FEATURES`].
// `at` and `i < N` index a constant's rows: out of range fails the build.
#[allow(clippy::indexing_slicing)]
const fn column<const N: usize>(
    rows: &[(&'static str, &'static str, &'static str); N],
    at: usize,
) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    while i < N {
        let (element, attribute, instead) = rows[i];
        out[i] = match at {
            0 => element,
            1 => attribute,
            _ => instead,
        };
        i += 1;
    }
    out
}

/// The elements of [`FEATURES`].
static ELEMENTS: [&str; FEATURES.len()] = column(&FEATURES, 0);

/// The attributes of [`FEATURES`].
static ATTRIBUTES: [&str; FEATURES.len()] = column(&FEATURES, 1);

/// What CSS or HTML does instead, of each of [`FEATURES`].
static INSTEAD: [&str; FEATURES.len()] = column(&FEATURES, 2);

/// What the value of each of [`FEATURES`] must be (`a name` has two
/// rules: not empty, and its element's `id`).
static EXPECTED: [&str; 6] = [
    "the string \"0\"",
    "\"utf-8\"",
    "\"JavaScript\", with no `type` or `type=\"text/javascript\"`",
    "\"text/css\"",
    "a name that is not empty",
    "the element's `id`",
];

/// The obsolete but conforming attributes of one start tag.
pub(super) fn obsolete_but_conforming(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    let [zero, utf_8, javascript, text_css, not_empty, the_id] = EXPECTED;
    for ((element, attribute), instead) in ELEMENTS.into_iter().zip(ATTRIBUTES).zip(INSTEAD) {
        if tag.name != element {
            continue;
        }
        let Some((index, value)) = tag.get(attribute) else {
            continue;
        };
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            ObsoleteButConformingProblem::ObsoleteButConforming {
                element,
                attribute,
                instead,
            },
            SPEC,
        ));
        let expected = match attribute {
            "border" => (value != "0").then_some(zero),
            "charset" => (!value.eq_ignore_ascii_case("utf-8")).then_some(utf_8),
            "language" => {
                let javascript_type = tag
                    .get("type")
                    .is_none_or(|(_, t)| t.eq_ignore_ascii_case("text/javascript"));
                (!value.eq_ignore_ascii_case("JavaScript") || !javascript_type)
                    .then_some(javascript)
            }
            "type" => (!value.eq_ignore_ascii_case("text/css")).then_some(text_css),
            _ => match tag.get("id") {
                _ if value.is_empty() => Some(not_empty),
                Some((_, id)) if id != value => Some(the_id),
                _ => None,
            },
        };
        if let Some(expected) = expected {
            problems.push(Problem::new(
                index,
                Place::Value(0),
                RULE,
                ObsoleteButConformingProblem::ObsoleteValue {
                    element,
                    attribute,
                    expected,
                },
                SPEC,
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

    /// (attribute, kind) of each finding of this rule.
    fn found(html: &str) -> Vec<(String, &'static str)> {
        check_str(html)
            .findings()
            .iter()
            .filter(|f| f.syntax == "obsolete_but_conforming")
            .map(|f| (f.attribute.clone(), f.kind))
            .collect()
    }

    fn warned(attribute: &str) -> Vec<(String, &'static str)> {
        alloc::vec![(attribute.into(), "obsolete_but_conforming")]
    }

    fn wrong(attribute: &str) -> Vec<(String, &'static str)> {
        alloc::vec![
            (attribute.into(), "obsolete_but_conforming"),
            (attribute.into(), "obsolete_value")
        ]
    }

    #[test]
    fn each_kind_reads_back_with_its_fields() {
        use super::ObsoleteButConformingProblem as P;
        let said: Vec<_> = check_str("<a name=x id=y>a</a>")
            .findings()
            .iter()
            .map(|f| {
                let kind = P::from_kind(&f.error_kind);
                (kind, f.message.clone(), f.help.clone())
            })
            .collect();
        assert_eq!(
            said,
            [
                (
                    Some(P::ObsoleteButConforming {
                        element: "a",
                        attribute: "name",
                        instead: "use `id` instead",
                    }),
                    "`name` on `a` is obsolete".to_string(),
                    Some("use `id` instead".to_string())
                ),
                (
                    Some(P::ObsoleteValue {
                        element: "a",
                        attribute: "name",
                        expected: "the element's `id`",
                    }),
                    "if present, `name` on `a` must be the element's `id`".to_string(),
                    None
                )
            ]
        );
        // Every feature and every expected value is a row of its table.
        for html in [
            "<img src=a alt='' border=1>",
            "<script src=a charset=latin1></script>",
            "<script language=vbscript></script>",
            "<style type=text/less></style>",
            "<a name=''>a</a>",
        ] {
            let report = check_str(html);
            assert_eq!(report.findings().len(), 2, "{html}");
            for f in report.findings() {
                let kind = P::from_kind(&f.error_kind);
                assert_eq!(
                    kind.map(|k| k.to_string()),
                    Some(f.message.clone()),
                    "{html}"
                );
            }
        }
    }

    #[test]
    fn each_feature_warns_and_its_value_is_checked() {
        assert_eq!(found("<img src=a alt='' border=0>"), warned("border"));
        assert_eq!(found("<img src=a alt='' border=1>"), wrong("border"));
        assert_eq!(found("<img src=a alt='' border=' 0'>"), wrong("border"));
        assert_eq!(
            found("<script src=a charset=UTF-8></script>"),
            warned("charset")
        );
        assert_eq!(
            found("<script src=a charset=latin1></script>"),
            wrong("charset")
        );
        assert_eq!(
            found("<script language=javascript></script>"),
            warned("language")
        );
        assert_eq!(
            found("<script language=JavaScript type=TEXT/JAVASCRIPT></script>"),
            warned("language")
        );
        assert_eq!(
            found("<script language=vbscript></script>"),
            wrong("language")
        );
        assert_eq!(
            found("<script language=JavaScript type=module></script>"),
            wrong("language")
        );
        assert_eq!(found("<style type=Text/CSS></style>"), warned("type"));
        assert_eq!(found("<style type=text/less></style>"), wrong("type"));
        assert_eq!(found("<a name=x>a</a>"), warned("name"));
        assert_eq!(found("<a name=x id=x>a</a>"), warned("name"));
        assert_eq!(found("<a name=x id=y>a</a>"), wrong("name"));
        assert_eq!(found("<a name=''>a</a>"), wrong("name"));
        // Other elements' attributes of those names are not these.
        assert!(found("<table border=1><input name=q><link type=text/css>").is_empty());
    }
}
