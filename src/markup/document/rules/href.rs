//! [The hyperlink attributes without `href`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-a-element)
//! (HTML 4.5.1, `a`): "The target, download, ping, rel, hreflang, type,
//! and referrerpolicy attributes must be omitted if the href attribute is
//! not present." and (4.8.14, `area`): "The target, download, ping, rel,
//! referrerpolicy, hreflang, and type attributes must be omitted if the
//! href attribute is not present." Each such attribute is an error at its
//! name.

use alloc::format;
use alloc::vec::Vec;

use super::{rule_kinds, OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "href_attributes";

rule_kinds! {
    ATTRIBUTE_WITHOUT_HREF = "attribute_without_href", Error, "a hyperlink attribute on an `a` or `area` without `href`";
}

/// The attributes both sentences list (the same seven).
const WITH_HREF: [&str; 7] = [
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
    let spec = match tag.name {
        "a" => A,
        "area" => AREA,
        _ => return,
    };
    if tag.get("href").is_some() {
        return;
    }
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        if !WITH_HREF.contains(&name) {
            continue;
        }
        problems.push(Problem::untyped(
            index,
            Place::Name,
            RULE,
            ATTRIBUTE_WITHOUT_HREF,
            format!("`{name}` on `{}` must be omitted without `href`", tag.name),
            Some(format!("add href, or remove {name}")),
            spec,
        ));
    }
}
