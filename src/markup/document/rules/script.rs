//! [The `script` element](https://html.spec.whatwg.org/multipage/scripting.html#the-script-element)
//! (HTML 4.12.1): which attributes a `script` may have, by what its `type`
//! makes it. `src` "must only be specified for classic scripts and
//! JavaScript module scripts", and "Which other attributes may be specified
//! on a given script element is determined by the following table":
//!
//! | | `nomodule` | `async` | `defer` | `blocking` | `crossorigin` | `referrerpolicy` | `integrity` | `fetchpriority` |
//! |---|---|---|---|---|---|---|---|---|
//! | external classic scripts | yes | yes | yes | yes | yes | yes | yes | yes |
//! | inline classic scripts | yes | | | | yes | yes | | |
//! | external module scripts | | yes | | yes | yes | yes | yes | yes |
//! | inline module scripts | | yes | | | yes | yes | | |
//! | import maps, speculation rules, data blocks | | | | | | | | |
//!
//! (The HTML Standard of 16 September 2026, commit-snapshot `d78d7dd8`.)
//! What `type` means is [`script_type`]'s reading, as a browser reads it;
//! whether the value itself is valid is the attribute table's
//! (`valid_script_type`).

use alloc::string::ToString;
use alloc::vec::Vec;

use crate::syntaxes::script_type::{script_type, ScriptType};

use super::content_attributes::ContentAttributeProblem;
use super::{OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`).
const RULE: &str = "script_attributes";

const SPEC: &str = "https://html.spec.whatwg.org/multipage/scripting.html#the-script-element";

/// The table's columns, in its order.
const COLUMNS: [&str; 8] = [
    "nomodule",
    "async",
    "defer",
    "blocking",
    "crossorigin",
    "referrerpolicy",
    "integrity",
    "fetchpriority",
];

/// The kinds of script, as the words name them: the table's rows, then
/// the kinds that take none of its attributes.
pub(super) static SCRIPTS: [&str; 7] = [
    "an external classic script",
    "an inline classic script",
    "an external module script",
    "an inline module script",
    "an import map",
    "a speculation rule set",
    "a data block",
];

/// The table's rows: which of [`COLUMNS`] each kind of script may have.
const EXTERNAL_CLASSIC: [bool; 8] = [true; 8];
const INLINE_CLASSIC: [bool; 8] = [true, false, false, false, true, true, false, false];
const EXTERNAL_MODULE: [bool; 8] = [false, true, false, true, true, true, true, true];
const INLINE_MODULE: [bool; 8] = [false, true, false, false, true, true, false, false];
const NONE: [bool; 8] = [false; 8];

/// The attributes of one `script` against the table, at each attribute's
/// name.
pub(super) fn script_attributes(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    if tag.name != "script" {
        return;
    }
    let kind = script_type(tag.get("type").map_or("", |(_, v)| v));
    let src = tag.get("src");
    let [external_classic, inline_classic, external_module, inline_module, import_map, speculation_rules, data_block] =
        SCRIPTS;
    let (row, script) = match (kind, src.is_some()) {
        (ScriptType::Classic, true) => (EXTERNAL_CLASSIC, external_classic),
        (ScriptType::Classic, false) => (INLINE_CLASSIC, inline_classic),
        (ScriptType::Module, true) => (EXTERNAL_MODULE, external_module),
        (ScriptType::Module, false) => (INLINE_MODULE, inline_module),
        (ScriptType::ImportMap, _) => (NONE, import_map),
        (ScriptType::SpeculationRules, _) => (NONE, speculation_rules),
        (_, _) => (NONE, data_block),
    };
    let mut not_allowed = |index: usize, name: &str| {
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            ContentAttributeProblem::ScriptAttributeNotAllowed {
                script,
                name: name.to_string(),
            },
            SPEC,
        ));
    };
    // "It must only be specified for classic scripts and JavaScript module
    // scripts."
    if let (Some((index, _)), false) = (
        src,
        matches!(kind, ScriptType::Classic | ScriptType::Module),
    ) {
        not_allowed(index, "src");
    }
    for (i, &(name, _)) in tag.attributes.iter().enumerate() {
        if let Some(column) = COLUMNS.iter().position(|c| *c == name) {
            if row.get(column) == Some(&false) {
                not_allowed(i, name);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

    /// (column, message) of each `script_attributes` finding.
    fn found(html: &str) -> Vec<(usize, String)> {
        check_str(html)
            .findings()
            .iter()
            .filter(|f| f.syntax == "script_attributes")
            .map(|f| (f.column, f.message.clone()))
            .collect()
    }

    #[test]
    fn each_kind_of_script_takes_its_row() {
        assert!(found("<script src=a.js async defer nomodule crossorigin integrity=sha256-AAAA fetchpriority=high blocking=render referrerpolicy=no-referrer></script>").is_empty());
        assert!(
            found("<script nomodule crossorigin referrerpolicy=no-referrer></script>").is_empty()
        );
        assert!(found(
            "<script type=module src=a.js async blocking=render integrity=sha256-AAAA></script>"
        )
        .is_empty());
        // mdn/dom-examples webxr/index.html (vnu: "A “script” element with
        // “type=module” must not have a “defer” attribute").
        assert_eq!(
            found("<script type=module src=a.js defer></script>"),
            [(
                30,
                "`defer` is not allowed on an external module script".into()
            )]
        );
        assert_eq!(
            found("<script async></script>"),
            [(
                9,
                "`async` is not allowed on an inline classic script".into()
            )]
        );
        assert_eq!(
            found("<script type=module nomodule></script>"),
            [(
                21,
                "`nomodule` is not allowed on an inline module script".into()
            )]
        );
        // GoogleChrome/chrome-extensions-samples apps/samples/dart/clock.html.
        assert_eq!(
            found("<script type=application/dart src=clock.dart></script>"),
            [(31, "`src` is not allowed on a data block".into())]
        );
        assert_eq!(
            found("<script type=importmap async>{}</script>"),
            [(24, "`async` is not allowed on an import map".into())]
        );
        // The table's columns only: other attributes are the table's or
        // the global attributes' business.
        assert!(found("<script type=text/x-template id=t nonce=n></script>").is_empty());
    }
}
