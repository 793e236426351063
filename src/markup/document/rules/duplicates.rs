//! [Duplicate attributes](https://html.spec.whatwg.org/multipage/parsing.html#parse-error-duplicate-attribute)
//! (HTML 13.2.2): "This error occurs if the parser encounters an attribute
//! in a tag that already has an attribute with the same name. The parser
//! ignores all such duplicate occurrences of the attribute." Each later
//! occurrence is an error at its name; the first is the attribute every
//! other check reads, as a browser does.

use alloc::format;
use alloc::vec::Vec;

use super::{rule_kinds, OncePerDocument, Place, Problem, RuleFix, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "duplicate_attributes";

rule_kinds! {
    DUPLICATE_ATTRIBUTE = "duplicate_attribute", Error, "an attribute the tag already has (the later one is ignored)";
}

const SPEC: &str =
    "https://html.spec.whatwg.org/multipage/parsing.html#parse-error-duplicate-attribute";

/// The attributes of one start tag dropped as duplicates.
pub(super) fn duplicate_attributes(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    for (n, name) in tag.duplicates.iter().enumerate() {
        problems.push(
            Problem::new(
                0,
                Place::Duplicate(n),
                RULE,
                DUPLICATE_ATTRIBUTE,
                format!("duplicate attribute `{name}`: browsers ignore all but the first"),
                Some(format!("remove this `{name}`, or merge it into the first")),
                SPEC,
            )
            .fixed_by(RuleFix::RemoveAttribute),
        );
    }
}
