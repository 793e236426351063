//! [The `bdo` element's `dir`](https://html.spec.whatwg.org/multipage/text-level-semantics.html#the-bdo-element)
//! (HTML 4.5.25): "Authors must specify the dir attribute on this element,
//! with the value ltr to specify a left-to-right override and with the
//! value rtl to specify a right-to-left override. The auto value must not
//! be specified." An `auto` (ASCII case-insensitive, as the enumerated
//! attribute reads it) is an error at the value; a missing `dir` is
//! `required_attributes`' `missing_required_attribute`.

use alloc::string::ToString;
use alloc::vec::Vec;

use super::{rule_kinds, OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "bdo_dir";

rule_kinds! {
    BDO_DIR_AUTO = "bdo_dir_auto", Error, "`<bdo dir=auto>`";
}

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
        problems.push(Problem::untyped(
            index,
            Place::Value(0),
            RULE,
            BDO_DIR_AUTO,
            "`dir` on `bdo` must not be `auto`: `bdo` overrides the direction".to_string(),
            Some(
                "use dir=ltr or dir=rtl, or `bdi` to isolate text of unknown direction".to_string(),
            ),
            SPEC,
        ));
    }
}
