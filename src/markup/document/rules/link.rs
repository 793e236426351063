//! [The `link` element's `as`](https://html.spec.whatwg.org/multipage/semantics.html#attr-link-as)
//! given its `rel` (HTML 4.2.4): "The attribute must be specified on link
//! elements that have a rel attribute that contains the preload keyword; in
//! such cases it must have a value which is a preload destination. It may be
//! specified on link elements that have a rel attribute that contains the
//! modulepreload keyword; in such cases it must have a value which is a
//! module preload destination. For other link elements, it must not be
//! specified."
//!
//! The attribute table checks that `as` is one of the union's keywords
//! (`keywords::enumerated::LINK_AS`); this rule checks which list the
//! `rel` allows. A `rel` with both keywords needs a value in both lists.
//! Keywords are compared ASCII case-insensitively, as an enumerated
//! attribute's and a link type's are.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use crate::base::error::detail_kinds;
use crate::common::idioms::{offset_in, split_on_ascii_whitespace};
use crate::common::keywords::enumerated::{MODULE_PRELOAD_DESTINATIONS, PRELOAD_DESTINATIONS};

use super::{OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "link_as";

/// The link types that allow `as`.
static PRELOADING: [&str; 2] = ["preload", "modulepreload"];

/// The destinations the link type `keyword` allows, and what they are
/// called.
fn destinations(keyword: &str) -> (&'static [&'static str], &'static str) {
    if keyword == "preload" {
        (PRELOAD_DESTINATIONS, "a preload destination")
    } else {
        (MODULE_PRELOAD_DESTINATIONS, "a module preload destination")
    }
}

detail_kinds! {
    /// What the `link_as` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::LinkAsProblem};
    ///
    /// let report = check_str("<link rel=modulepreload href=a.js as=Font>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     LinkAsProblem::from_kind(&kind),
    ///     Some(LinkAsProblem::WrongDestination { keyword: "modulepreload", value: "Font".into() })
    /// );
    /// ```
    pub enum LinkAsProblem (owned);
    pub static LINK_AS_DETAILS = (syntax "link_as", otherwise "wrong_destination", "`as` does not fit the link's `rel`");
    {
        /// A `link rel=preload` without `as`.
        MissingAs => ("missing_as", Error, "a `link` with `rel=preload` needs an `as` attribute")
            help("add as=\"…\": one of {}", PRELOAD_DESTINATIONS.join(", ")),
        /// `as` on a `link` that preloads nothing.
        AsWithoutPreload => ("as_without_preload", Error, "`as` is allowed only on a `link` whose `rel` has `preload` or `modulepreload`")
            help("remove `as`, or add the link type it belongs to"),
        /// An `as` that is not a destination of the link type.
        WrongDestination {
            /// The link type: `preload` or `modulepreload`.
            keyword: &'static str = PRELOADING,
            /// The value of `as`, as written.
            value: String,
        } => ("wrong_destination", Error, "'{value}' is not {}, which `rel={keyword}` needs", destinations(keyword).1)
            help("one of {}", destinations(keyword).0.join(", ")),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = LinkAsProblem::KINDS;

const SPEC: &str = "https://html.spec.whatwg.org/multipage/semantics.html#attr-link-as";

/// `as` against the link types of `rel`.
pub(super) fn link_as(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    if tag.name != "link" {
        return;
    }
    let rel = tag.get("rel");
    let has = |keyword: &str| {
        rel.and_then(|(_, value)| {
            split_on_ascii_whitespace(value)
                .find(|t| t.eq_ignore_ascii_case(keyword))
                .map(|t| offset_in(value, t))
        })
    };
    let preload = has("preload");
    let module = has("modulepreload");
    let Some((index, value)) = tag.get("as") else {
        // "must be specified on link elements that have a rel attribute that
        // contains the preload keyword": at that keyword.
        if let (Some((rel_index, _)), Some(at)) = (rel, preload) {
            let kind = LinkAsProblem::MissingAs;
            problems.push(Problem::new(rel_index, Place::Value(at), RULE, kind, SPEC));
        }
        return;
    };
    if preload.is_none() && module.is_none() {
        let kind = LinkAsProblem::AsWithoutPreload;
        problems.push(Problem::new(index, Place::Name, RULE, kind, SPEC));
        return;
    }
    // A value outside the union is the table's `unknown_keyword` already.
    let known = |list: &[&str]| list.iter().any(|k| k.eq_ignore_ascii_case(value));
    if !known(PRELOAD_DESTINATIONS) && !known(MODULE_PRELOAD_DESTINATIONS) {
        return;
    }
    for (present, keyword) in [(preload, "preload"), (module, "modulepreload")] {
        if present.is_some() && !known(destinations(keyword).0) {
            let kind = LinkAsProblem::WrongDestination {
                keyword,
                value: value.to_string(),
            };
            problems.push(Problem::new(index, Place::Value(0), RULE, kind, SPEC));
        }
    }
}

#[cfg(test)]
mod tests {

    /// (column, syntax, kind) of each finding.
    fn found(html: &str) -> Vec<(usize, &'static str, &'static str)> {
        super::super::found_all(html)
    }

    #[test]
    fn preload_needs_a_preload_destination() {
        assert!(found("<link rel=preload href=a as=font>").is_empty());
        assert!(found("<link rel=PreLoad href=a as=Style>").is_empty());
        // mdn/html-examples link-rel-preload/video/index.html (vnu: "not a
        // valid value for the “as” attribute of a “link” element with
        // “rel=preload”"): no longer a keyword at all.
        assert_eq!(
            found("<link rel=preload href=a as=video>"),
            [(29, "enumerated_attribute", "unknown_keyword")]
        );
        assert_eq!(
            found("<link rel=preload href=a as=json>"),
            [(29, "link_as", "wrong_destination")]
        );
        assert_eq!(
            found("<link rel=\"icon preload\" href=a>"),
            [(17, "link_as", "missing_as")]
        );
    }

    #[test]
    fn modulepreload_may_name_a_module_preload_destination() {
        assert!(found("<link rel=modulepreload href=a>").is_empty());
        assert!(found("<link rel=modulepreload href=a as=worker>").is_empty());
        assert_eq!(
            found("<link rel=modulepreload href=a as=font>"),
            [(35, "link_as", "wrong_destination")]
        );
        // Both link types: a value in both lists.
        assert!(found("<link rel='preload modulepreload' href=a as=script>").is_empty());
        assert_eq!(
            found("<link rel='preload modulepreload' href=a as=image>"),
            [(45, "link_as", "wrong_destination")]
        );
    }

    #[test]
    fn other_links_take_no_as() {
        assert_eq!(
            found("<link rel=stylesheet href=a as=style>"),
            [(29, "link_as", "as_without_preload")]
        );
        assert_eq!(
            found("<link href=a as=style>"),
            [
                (2, "required_attributes", "missing_required_attribute"),
                (14, "link_as", "as_without_preload")
            ]
        );
    }
}
