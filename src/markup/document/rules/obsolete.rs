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

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use super::{rule_kinds, OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "obsolete_but_conforming";

rule_kinds! {
    OBSOLETE_BUT_CONFORMING = "obsolete_but_conforming", Warning, "an obsolete but conforming feature";
    OBSOLETE_VALUE = "obsolete_value", Error, "an obsolete but conforming attribute with a value it may not have";
}

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

/// The obsolete but conforming attributes of one start tag.
pub(super) fn obsolete_but_conforming(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    for (element, attribute, instead) in FEATURES {
        if tag.name != element {
            continue;
        }
        let Some((index, value)) = tag.get(attribute) else {
            continue;
        };
        problems.push(Problem::untyped(
            index,
            Place::Name,
            RULE,
            OBSOLETE_BUT_CONFORMING,
            format!("`{attribute}` on `{element}` is obsolete"),
            Some(instead.to_string()),
            SPEC,
        ));
        let expected = match attribute {
            "border" => (value != "0").then_some("the string \"0\""),
            "charset" => (!value.eq_ignore_ascii_case("utf-8")).then_some("\"utf-8\""),
            "language" => {
                let javascript_type = tag
                    .get("type")
                    .is_none_or(|(_, t)| t.eq_ignore_ascii_case("text/javascript"));
                (!value.eq_ignore_ascii_case("JavaScript") || !javascript_type)
                    .then_some("\"JavaScript\", with no `type` or `type=\"text/javascript\"`")
            }
            "type" => (!value.eq_ignore_ascii_case("text/css")).then_some("\"text/css\""),
            _ => match tag.get("id") {
                _ if value.is_empty() => Some("a name that is not empty"),
                Some((_, id)) if id != value => Some("the element's `id`"),
                _ => None,
            },
        };
        if let Some(expected) = expected {
            problems.push(Problem::untyped(
                index,
                Place::Value(0),
                RULE,
                OBSOLETE_VALUE,
                format!("if present, `{attribute}` on `{element}` must be {expected}"),
                None,
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
