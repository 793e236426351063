//! [The `auto` keyword of `sizes`](https://html.spec.whatwg.org/multipage/images.html#sizes-attributes)
//! (HTML 4.8.4.2.2): "The auto keyword may be specified in the sizes
//! attribute of source elements and sizes attribute of img elements, if
//! the following conditions are met. Otherwise, auto must not be
//! specified." The conditions: the element is a `source` with a following
//! sibling `img`, or an `img`; and that `img` [allows
//! auto-sizes](https://html.spec.whatwg.org/multipage/embedded-content.html#allows-auto-sizes):
//! its `loading` is in the Lazy state and its `sizes` is `auto` or starts
//! with `auto,`. An error at the value of `sizes`.
//!
//! For an `img` the start tag decides; for a `source`, the `img` that
//! follows it in its `picture` does (a pending problem, withdrawn by an
//! `img` child of the same parent that allows auto-sizes).

use alloc::vec::Vec;

use super::{Among, OncePerDocument, Pending, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "auto_sizes";

/// The elements whose `sizes` may hold `auto`.
static SIZES_ELEMENTS: [&str; 2] = ["img", "source"];

detail_kinds! {
    /// What the `auto_sizes` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::AutoSizesProblem};
    ///
    /// let report = check_str("<img sizes=auto srcset=a.png alt=''>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(AutoSizesProblem::from_kind(&kind), Some(AutoSizesProblem::NotAllowed { element: "img" }));
    /// ```
    pub enum AutoSizesProblem;
    pub static AUTO_SIZES_DETAILS = (syntax "auto_sizes", otherwise "auto_sizes_not_allowed", "`auto` in `sizes` is not allowed here");
    {
        /// `auto` in `sizes` where the `img` does not allow auto-sizes.
        NotAllowed {
            /// The element whose `sizes` it is: `img`, or a `source` in a
            /// `picture` whose following `img` does not allow it.
            element: &'static str = SIZES_ELEMENTS,
        } => (
            "auto_sizes_not_allowed", Error, "{}",
            if *element == "img" {
                "`auto` in `sizes` needs `loading=lazy` on the `img`"
            } else {
                "`auto` in a `source`'s `sizes` needs the following `img` to allow auto-sizes"
            }
        ) help(
            "{}",
            if *element == "img" {
                "add loading=lazy, or give the image's layout width in sizes"
            } else {
                "give the picture's img loading=lazy and sizes=\"auto\", or give the layout width here"
            }
        ),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = AutoSizesProblem::KINDS;

const SPEC: &str = "https://html.spec.whatwg.org/multipage/images.html#sizes-attributes";

/// Whether a `sizes` value is `auto` or starts with `auto,` (ASCII
/// case-insensitive): the value with which an `img` allows auto-sizes,
/// and the only places `auto` may be written.
pub(super) fn starts_with_auto(sizes: &str) -> bool {
    let head = sizes.get(..5).unwrap_or(sizes);
    sizes.eq_ignore_ascii_case("auto") || head.eq_ignore_ascii_case("auto,")
}

/// Whether an `img` start tag [allows
/// auto-sizes](https://html.spec.whatwg.org/multipage/embedded-content.html#allows-auto-sizes):
/// "its loading attribute is in the Lazy state, and its sizes attribute's
/// value is "auto" (ASCII case-insensitive), or starts with "auto,"
/// (ASCII case-insensitive)." (`loading` is an enumerated attribute: an
/// ASCII case-insensitive `lazy`.)
pub(super) fn allows_auto_sizes(img: &Tag<'_>) -> bool {
    let lazy = img
        .get("loading")
        .is_some_and(|(_, v)| v.eq_ignore_ascii_case("lazy"));
    lazy && img.get("sizes").is_some_and(|(_, v)| starts_with_auto(v))
}

/// What settles a `source`'s problem that depends on the `img` after it:
/// the first `img` among its siblings, which withdraws it if it allows
/// auto-sizes.
pub(super) const FOLLOWING_IMG: Pending = Pending {
    among: Among::Siblings,
    child: "img",
    withdraws: allows_auto_sizes,
};

/// `auto` in the `sizes` of an `img` that does not allow auto-sizes, or of
/// a `source` in a `picture` whose following `img` does not.
pub(super) fn auto_sizes(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    let Some((index, sizes)) = tag.get("sizes") else {
        return;
    };
    if !starts_with_auto(sizes) {
        return;
    }
    let problem = |element| {
        let kind = AutoSizesProblem::NotAllowed { element };
        Problem::new(index, Place::Value(0), RULE, kind, SPEC)
    };
    match tag.name {
        "img" if !allows_auto_sizes(tag) => problems.push(problem("img")),
        "source" if tag.ancestors.parent.is_some_and(|(p, _)| p == "picture") => {
            problems.push(problem("source").unless(FOLLOWING_IMG));
        }
        _ => {}
    }
}
