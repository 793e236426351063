//! [The `img` element's `controls`](https://html.spec.whatwg.org/multipage/embedded-content.html#attr-img-controls)
//! (HTML 4.8.4): "The attribute must not be specified on an element that
//! does not have an alt attribute, or whose alt attribute's value is the
//! empty string." An error at the name of `controls`.

use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "img_controls";

detail_kinds! {
    /// What the `img_controls` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::ImgControlsProblem};
    ///
    /// let report = check_str("<img src=a.png alt='' controls>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(ImgControlsProblem::from_kind(&kind), Some(ImgControlsProblem::ControlsWithoutAlt));
    /// ```
    pub enum ImgControlsProblem;
    pub static IMG_CONTROLS_DETAILS = (syntax "img_controls", otherwise "controls_without_alt", "`controls` on an `img` without `alt`");
    {
        /// `controls` on an `img` without a non-empty `alt`.
        ControlsWithoutAlt => ("controls_without_alt", Error, "`controls` on an `img` needs an `alt` that is not empty")
            help("describe the image in `alt`, or remove `controls`"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = ImgControlsProblem::KINDS;

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
    let kind = ImgControlsProblem::ControlsWithoutAlt;
    problems.push(Problem::new(index, Place::Name, RULE, kind, SPEC));
}
