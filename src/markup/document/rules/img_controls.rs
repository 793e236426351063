//! [The `img` element's `controls`](https://html.spec.whatwg.org/multipage/embedded-content.html#attr-img-controls)
//! (HTML 4.8.4): "The attribute must not be specified on an element that
//! does not have an alt attribute, or whose alt attribute's value is the
//! empty string." An error at the name of `controls`.

use alloc::string::ToString;
use alloc::vec::Vec;

use super::{rule_kinds, OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "img_controls";

rule_kinds! {
    CONTROLS_WITHOUT_ALT = "controls_without_alt", Error, "`controls` on an `img` without a non-empty `alt`";
}

const SPEC: &str = "https://html.spec.whatwg.org/multipage/embedded-content.html#attr-img-controls";

/// An `img`'s `controls` without a non-empty `alt`.
pub(super) fn controls_without_alt(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    if tag.name != "img" {
        return;
    }
    let Some((index, _)) = tag.get("controls") else {
        return;
    };
    if tag.get("alt").is_some_and(|(_, alt)| !alt.is_empty()) {
        return;
    }
    problems.push(Problem::untyped(
        index,
        Place::Name,
        RULE,
        CONTROLS_WITHOUT_ALT,
        "`controls` on an `img` needs an `alt` that is not empty".to_string(),
        Some("describe the image in `alt`, or remove `controls`".to_string()),
        SPEC,
    ));
}
