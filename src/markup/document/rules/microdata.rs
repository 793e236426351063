//! [Microdata](https://html.spec.whatwg.org/multipage/microdata.html#encoding-microdata)
//! (HTML 5.2.2): the attributes that only an item's element takes. "The
//! itemtype attribute must not be specified on elements that do not have an
//! itemscope attribute specified"; "The itemid attribute must not be
//! specified on elements that do not have both an itemscope attribute and an
//! itemtype attribute specified"; "The itemref attribute must not be
//! specified on elements that do not have an itemscope attribute specified."
//!
//! The values are the attribute table's (`valid_itemtype`,
//! `valid_itemprop`, `itemid`'s URL) and `itemref`'s ids the id pass's.

use alloc::vec::Vec;

use super::content_attributes::ContentAttributeProblem;
use super::{OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "microdata";

/// The attributes only an item's element takes, in [`NEEDS`]' order.
pub(super) static ITEM_ATTRIBUTES: [&str; 3] = ["itemtype", "itemid", "itemref"];

/// What an item's attribute needs, and what an element lacks of it: the
/// names joined as the words write them.
pub(super) static ITEM_NEEDS: [&str; 3] = ["itemscope", "itemtype", "itemscope` and `itemtype"];

/// The row of [`ITEM_NEEDS`] that joins `names`.
fn joined(names: &[&str]) -> &'static str {
    match names {
        ["itemscope"] => "itemscope",
        ["itemtype"] => "itemtype",
        _ => "itemscope` and `itemtype",
    }
}

/// (attribute, what it needs, the section that says so).
const NEEDS: [(&str, &[&str], &str); 3] = [
    (
        "itemtype",
        &["itemscope"],
        "https://html.spec.whatwg.org/multipage/microdata.html#attr-itemtype",
    ),
    (
        "itemid",
        &["itemscope", "itemtype"],
        "https://html.spec.whatwg.org/multipage/microdata.html#attr-itemid",
    ),
    (
        "itemref",
        &["itemscope"],
        "https://html.spec.whatwg.org/multipage/microdata.html#attr-itemref",
    ),
];

/// `itemtype`, `itemid` and `itemref` only on an item's element: at the
/// attribute's name.
pub(super) fn item_attributes(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    for ((_, needs, spec), name) in NEEDS.into_iter().zip(ITEM_ATTRIBUTES) {
        let Some((index, _)) = tag.get(name) else {
            continue;
        };
        let missing: Vec<&str> = needs
            .iter()
            .copied()
            .filter(|n| tag.get(n).is_none())
            .collect();
        if missing.is_empty() {
            continue;
        }
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            ContentAttributeProblem::ItemAttributeNotAllowed {
                name,
                needs: joined(needs),
                missing: joined(&missing),
            },
            spec,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

    /// (column, kind) of each `microdata` finding.
    fn found(html: &str) -> Vec<(usize, &'static str)> {
        super::super::found_where(html, |f| f.syntax == "microdata")
    }

    #[test]
    fn item_attributes_need_an_item() {
        // Nu's tests/html/microdata/itemtype-without-itemscope-novalid.html,
        // itemid-without-itemscope-novalid.html, itemid-without-itemtype-novalid.html,
        // itemref-without-itemscope-novalid.html (validator/validator d58f7e9c).
        assert!(
            found("<div itemscope itemtype=https://schema.org/A itemid=urn:a itemref=x>")
                .is_empty()
        );
        assert_eq!(
            found("<div itemtype=https://schema.org/A>"),
            [(6, "attribute_not_allowed")]
        );
        assert_eq!(
            found("<div itemscope itemid=urn:a>"),
            [(16, "attribute_not_allowed")]
        );
        assert_eq!(
            found("<div itemid=urn:a itemtype=https://schema.org/A>"),
            [(6, "attribute_not_allowed"), (19, "attribute_not_allowed")]
        );
        assert_eq!(found("<p itemref=a>"), [(4, "attribute_not_allowed")]);
        let report = check_str("<div itemscope itemid=urn:a>");
        let f = &report.findings()[0];
        assert_eq!(
            f.message,
            "`itemid` is allowed only on an element with `itemscope` and `itemtype`"
        );
        assert_eq!(
            f.help.as_deref(),
            Some("add `itemtype`, or remove `itemid`")
        );
    }
}
