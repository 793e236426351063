//! [The hyperlink attributes without `href`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element)
//! (HTML 4.5.1, `a`): "The target, download, ping, rel, hreflang, type,
//! and referrerpolicy attributes must be omitted if the href attribute is
//! not present." and (4.8.14, `area`): "The target, download, ping, rel,
//! referrerpolicy, hreflang, and type attributes must be omitted if the
//! href attribute is not present." Each such attribute is an error at its
//! name.

use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "href_attributes";

/// The elements whose hyperlink attributes need `href`.
static HYPERLINKS: [&str; 2] = ["a", "area"];

detail_kinds! {
    /// What the `href_attributes` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::HrefAttributesProblem};
    ///
    /// let report = check_str("<a download=x>y</a>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     HrefAttributesProblem::from_kind(&kind),
    ///     Some(HrefAttributesProblem::AttributeWithoutHref { element: "a", name: "download" })
    /// );
    /// ```
    pub enum HrefAttributesProblem;
    pub static HREF_ATTRIBUTES_DETAILS = (syntax "href_attributes", otherwise "attribute_without_href", "a hyperlink attribute without `href`");
    {
        /// A hyperlink attribute on an `a` or `area` without `href`.
        AttributeWithoutHref {
            /// `a` or `area`.
            element: &'static str = HYPERLINKS,
            name: &'static str = WITH_HREF,
        } => ("attribute_without_href", Error, "`{name}` on `{element}` must be omitted without `href`")
            help("add href, or remove {name}"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = HrefAttributesProblem::KINDS;

/// The attributes both sentences list (the same seven).
static WITH_HREF: [&str; 7] = [
    "target",
    "download",
    "ping",
    "rel",
    "hreflang",
    "type",
    "referrerpolicy",
];

/// The `a` element's definition.
const A: &str = "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element";

/// The `area` element's definition.
const AREA: &str = "https://html.spec.whatwg.org/multipage/image-maps.html#the-area-element";

/// The hyperlink attributes of an `a` or `area` that has no `href`.
pub(super) fn attributes_without_href(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    let (element, spec) = match tag.name {
        "a" => ("a", A),
        "area" => ("area", AREA),
        _ => return,
    };
    if tag.get("href").is_some() {
        return;
    }
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        // The row itself: a `'static` name.
        let Some(&name) = WITH_HREF.iter().find(|&&n| n == name) else {
            continue;
        };
        let kind = HrefAttributesProblem::AttributeWithoutHref { element, name };
        problems.push(Problem::new(index, Place::Name, RULE, kind, spec));
    }
}
