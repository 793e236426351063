//! [Duplicate attributes](https://html.spec.whatwg.org/multipage/parsing.html#parse-error-duplicate-attribute)
//! (HTML 13.2.2): "This error occurs if the parser encounters an attribute
//! in a tag that already has an attribute with the same name. The parser
//! ignores all such duplicate occurrences of the attribute." Each later
//! occurrence is an error at its name; the first is the attribute every
//! other check reads, as a browser does.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, RuleFix, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "duplicate_attributes";

detail_kinds! {
    /// What the `duplicate_attributes` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::DuplicateAttributeProblem};
    ///
    /// let report = check_str("<p class=a class=b>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     DuplicateAttributeProblem::from_kind(&kind),
    ///     Some(DuplicateAttributeProblem::DuplicateAttribute { name: "class".into() })
    /// );
    /// ```
    pub enum DuplicateAttributeProblem (owned);
    pub static DUPLICATE_ATTRIBUTE_DETAILS = (syntax "duplicate_attributes", otherwise "duplicate_attribute", "a duplicate attribute");
    {
        /// An attribute the tag already has (the later one is ignored).
        DuplicateAttribute { name: String } => ("duplicate_attribute", Error, "duplicate attribute `{name}`: browsers ignore all but the first")
            help("remove this `{name}`, or merge it into the first"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = DuplicateAttributeProblem::KINDS;

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
                DuplicateAttributeProblem::DuplicateAttribute {
                    name: name.to_string(),
                },
                SPEC,
            )
            .fixed_by(RuleFix::RemoveAttribute),
        );
    }
}
