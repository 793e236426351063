//! [The `bdo` element's `dir`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-bdo-element)
//! (HTML 4.5.25): "Authors must specify the dir attribute on this element,
//! with the value ltr to specify a left-to-right override and with the
//! value rtl to specify a right-to-left override. The auto value must not
//! be specified." An `auto` (ASCII case-insensitive, as the enumerated
//! attribute reads it) is an error at the value; a missing `dir` is
//! `required_attributes`' `missing_required_attribute`.

use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "bdo_dir";

detail_kinds! {
    /// What the `bdo_dir` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::BdoDirProblem};
    ///
    /// let report = check_str("<bdo dir=AUTO>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(BdoDirProblem::from_kind(&kind), Some(BdoDirProblem::BdoDirAuto));
    /// ```
    pub enum BdoDirProblem;
    pub static BDO_DIR_DETAILS = (syntax "bdo_dir", otherwise "bdo_dir_auto", "`dir` on `bdo` must not be `auto`");
    {
        /// `<bdo dir=auto>`.
        BdoDirAuto => ("bdo_dir_auto", Error, "`dir` on `bdo` must not be `auto`: `bdo` overrides the direction")
            help("use dir=ltr or dir=rtl, or `bdi` to isolate text of unknown direction"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = BdoDirProblem::KINDS;

const SPEC: &str =
    "https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-bdo-element";

/// A `bdo`'s `dir` in the Auto state.
pub(super) fn dir_auto(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    if tag.name != "bdo" {
        return;
    }
    let Some((index, value)) = tag.get("dir") else {
        return;
    };
    if value.eq_ignore_ascii_case("auto") {
        problems.push(Problem::new(
            index,
            Place::Value(0),
            RULE,
            BdoDirProblem::BdoDirAuto,
            SPEC,
        ));
    }
}
