//! [WAI-ARIA 1.2](https://www.w3.org/TR/wai-aria-1.2/)'s deprecated
//! attributes: `aria-dropeffect` and `aria-grabbed`, of which the text says
//! "Authors are therefore advised to treat `aria-dropeffect` as
//! deprecated" ([6.7](https://www.w3.org/TR/wai-aria-1.2/#aria-dropeffect))
//! and the same of `aria-grabbed`
//! ([6.7](https://www.w3.org/TR/wai-aria-1.2/#aria-grabbed)); both were
//! deprecated in ARIA 1.1. Read from `w3c/aria`, branch `1.2`, `index.html`
//! at commit `a728508dadfd29d3f4af6bcf6d665eafcdc4c472`.
//!
//! Either on any HTML element is a warning, `deprecated_attribute`, at the
//! attribute's name; their values are not checked.
//!
//! WAI-ARIA 1.3 (editor's draft, `w3c/aria` `37b9d2b8`) on
//! [`aria-brailleroledescription`](https://w3c.github.io/aria/#aria-brailleroledescription):
//! "Authors MUST NOT use aria-brailleroledescription without providing
//! aria-roledescription": an error, `missing_roledescription`, at the
//! attribute's name.

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use super::{Place, Problem, Seen, Tag};

/// The deprecated attributes, their spec URLs and what to use instead.
const DEPRECATED: &[(&str, &str)] = &[
    (
        "aria-dropeffect",
        "https://www.w3.org/TR/wai-aria-1.2/#aria-dropeffect",
    ),
    (
        "aria-grabbed",
        "https://www.w3.org/TR/wai-aria-1.2/#aria-grabbed",
    ),
];

/// The deprecated `aria-*` attributes of a start tag.
pub(super) fn deprecated_attributes(tag: &Tag<'_>, _: &mut Seen, problems: &mut Vec<Problem>) {
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        let Some(&(_, spec)) = DEPRECATED.iter().find(|(n, _)| *n == name) else {
            continue;
        };
        problems.push(Problem::warning(
            index,
            Place::Name,
            "wai_aria",
            "deprecated_attribute",
            format!("the '{name}' attribute is deprecated"),
            Some("remove it: WAI-ARIA 1.1 deprecated it, and assistive technologies do not support it".to_string()),
            spec,
        ));
    }
}

/// `aria-brailleroledescription` needs `aria-roledescription` on the same
/// element.
pub(super) fn braille_role_description(tag: &Tag<'_>, _: &mut Seen, problems: &mut Vec<Problem>) {
    let Some((index, _)) = tag.get("aria-brailleroledescription") else {
        return;
    };
    if tag.get("aria-roledescription").is_some() {
        return;
    }
    problems.push(Problem::error(
        index,
        Place::Name,
        "wai_aria",
        "missing_roledescription",
        "'aria-brailleroledescription' without 'aria-roledescription'".to_string(),
        Some("add aria-roledescription, or remove aria-brailleroledescription".to_string()),
        "https://w3c.github.io/aria/#aria-brailleroledescription",
    ));
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

    fn found(html: &str) -> Vec<(usize, &'static str, &'static str)> {
        check_str(html)
            .findings()
            .iter()
            .map(|f| (f.column, f.kind, f.syntax))
            .collect()
    }

    #[test]
    fn deprecated_attributes_are_warnings() {
        // Nu's tests/html/attributes/aria-grabbed-haswarn.html and
        // aria-dropeffect-haswarn.html warn on each.
        assert_eq!(
            found("<div aria-grabbed=\"true\" draggable=\"true\">"),
            [(6, "deprecated_attribute", "wai_aria")]
        );
        assert_eq!(
            found("<p aria-dropeffect=move ARIA-GRABBED=x>"),
            [
                (4, "deprecated_attribute", "wai_aria"),
                (25, "deprecated_attribute", "wai_aria")
            ]
        );
        assert!(found("<div aria-hidden=true>").is_empty());
        // Not in foreign content (no rule runs there).
        assert!(found("<svg aria-grabbed=true></svg>").is_empty());
        let report = check_str("<div aria-grabbed=true>");
        let f = &report.findings()[0];
        assert_eq!(f.severity, crate::base::error::Severity::Warning);
        assert_eq!(f.message, "the 'aria-grabbed' attribute is deprecated");
        assert_eq!(f.spec, "https://www.w3.org/TR/wai-aria-1.2/#aria-grabbed");
    }

    #[test]
    fn braille_role_description_needs_a_role_description() {
        assert_eq!(
            found("<div role=region aria-label=a aria-brailleroledescription=rgn>"),
            [(31, "missing_roledescription", "wai_aria")]
        );
        assert!(found(
            "<div role=region aria-label=a aria-roledescription=area aria-brailleroledescription=rgn>"
        )
        .is_empty());
        assert!(found("<div aria-roledescription=area>").is_empty());
    }
}
