//! The [`type`](https://html.spec.whatwg.org/multipage/scripting.html#attr-script-type)
//! attribute of `script` (4.12.1), and the
//! [JavaScript MIME type essence match](https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match)
//! of MIME Sniffing it depends on.
//!
//! ```text
//! type="module", "importmap", "speculationrules"   valid (ASCII case-insensitive)
//! type="application/ld+json", "text/plain"          valid: a data block's valid MIME type string
//! type="", "text/javascript"                         valid with a warning: "Authors should omit the
//!                                                    type attribute instead of redundantly setting it"
//! type="text/javascript; charset=utf-8"              valid: not an essence match, so a data block
//! type="json"                                        not valid: a data block needs a MIME type
//! ```
//!
//! The sentences: "Omitting the attribute, setting it to the empty string, or
//! setting it to a JavaScript MIME type essence match means that the script
//! is a classic script […]. Authors should omit the type attribute instead
//! of redundantly setting it." — "Setting the attribute to any other value
//! means that the script is a data block […]. Authors must use a valid MIME
//! type string that is not a JavaScript MIME type essence match to denote
//! data blocks."
//!
//! Severity decides validity: [`validate_script_type`] returns the warning
//! for a redundant `type` (so a caller sees it), and
//! [`is_valid_script_type`] answers `true` for it, `false` only for an
//! error.

use crate::base::error::{detail_kinds, Error};
use crate::base::valid::no_error;
use crate::common::row::{html, row, Checked, SyntaxDef};
use crate::syntaxes::mime;

/// The [JavaScript MIME type](https://mimesniff.spec.whatwg.org/#javascript-mime-type)
/// essences (MIME Sniffing 4.6), lowercase.
///
/// # Examples
///
/// ```
/// use html_microsyntax::script_type::JAVASCRIPT_MIME_TYPE_ESSENCES;
/// assert_eq!(JAVASCRIPT_MIME_TYPE_ESSENCES.len(), 16);
/// assert!(JAVASCRIPT_MIME_TYPE_ESSENCES.contains(&"text/javascript"));
/// ```
pub const JAVASCRIPT_MIME_TYPE_ESSENCES: [&str; 16] = [
    "application/ecmascript",
    "application/javascript",
    "application/x-ecmascript",
    "application/x-javascript",
    "text/ecmascript",
    "text/javascript",
    "text/javascript1.0",
    "text/javascript1.1",
    "text/javascript1.2",
    "text/javascript1.3",
    "text/javascript1.4",
    "text/javascript1.5",
    "text/jscript",
    "text/livescript",
    "text/x-ecmascript",
    "text/x-javascript",
];

/// Whether `s` is a [JavaScript MIME type essence match](https://mimesniff.spec.whatwg.org/#javascript-mime-type-essence-match):
/// an ASCII case-insensitive match for one of the
/// [`JAVASCRIPT_MIME_TYPE_ESSENCES`] (the whole string: no parameters, no
/// whitespace).
///
/// # Examples
///
/// ```
/// use html_microsyntax::script_type::is_javascript_mime_type_essence_match;
/// assert!(is_javascript_mime_type_essence_match("Text/JavaScript"));
/// assert!(!is_javascript_mime_type_essence_match("text/javascript; charset=utf-8"));
/// assert!(!is_javascript_mime_type_essence_match(" text/javascript"));
/// ```
pub fn is_javascript_mime_type_essence_match(s: &str) -> bool {
    JAVASCRIPT_MIME_TYPE_ESSENCES
        .iter()
        .any(|e| e.eq_ignore_ascii_case(s))
}

/// The type of script a `type` value means.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ScriptType {
    /// A classic script: no value, the empty string or a JavaScript MIME
    /// type essence match.
    Classic,
    /// `module`.
    Module,
    /// `importmap`.
    ImportMap,
    /// `speculationrules`.
    SpeculationRules,
    /// Any other value: a data block, not run.
    DataBlock,
}

/// Reads a `type` value as a browser does (4.12.1's list), without
/// judging it.
///
/// # Examples
///
/// ```
/// use html_microsyntax::script_type::{script_type, ScriptType};
/// assert_eq!(script_type(""), ScriptType::Classic);
/// assert_eq!(script_type("MODULE"), ScriptType::Module);
/// assert_eq!(script_type("text/x-template"), ScriptType::DataBlock);
/// ```
pub fn script_type(value: &str) -> ScriptType {
    if value.is_empty() || is_javascript_mime_type_essence_match(value) {
        ScriptType::Classic
    } else if value.eq_ignore_ascii_case("module") {
        ScriptType::Module
    } else if value.eq_ignore_ascii_case("importmap") {
        ScriptType::ImportMap
    } else if value.eq_ignore_ascii_case("speculationrules") {
        ScriptType::SpeculationRules
    } else {
        ScriptType::DataBlock
    }
}

detail_kinds! {
    /// This module's own finding, a warning: a `type` that says what omitting it
    /// says (code `redundant_script_type`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::script_type::validate_script_type;
    /// let err = validate_script_type("text/javascript").unwrap_err();
    /// assert_eq!(err.kind().code(), "redundant_script_type");
    /// assert_eq!(err.kind().severity().as_str(), "warning");
    /// ```
    pub enum ScriptTypeProblem;
    pub static SCRIPT_TYPE_DETAILS = (syntax "valid_script_type", otherwise "redundant_script_type", "a redundant script type");
    {
        /// A `type` that says what omitting it says: the empty string or a
        /// JavaScript MIME type essence match (a warning).
        Redundant => ("redundant_script_type", Warning,
            "a classic script: omit the type attribute rather than set it to this"),
    }
}

/// Checks a `script` element's `type`: `module`, `importmap`,
/// `speculationrules`, or a data block's valid MIME type string (which is
/// then no JavaScript MIME type essence match); the empty string and a
/// JavaScript MIME type essence match are a warning (the classic script
/// needs no `type`). Returns what the value means.
///
/// # Errors
///
/// A warning (`redundant_script_type`, at 0) for the empty string or a
/// JavaScript MIME type essence match; otherwise the errors of
/// [`mime::validate_mime_type`] for a data block's type.
///
/// # Examples
///
/// ```
/// use html_microsyntax::script_type::{validate_script_type, ScriptType};
/// assert_eq!(validate_script_type("importmap"), Ok(ScriptType::ImportMap));
/// assert_eq!(validate_script_type("application/ld+json"), Ok(ScriptType::DataBlock));
/// let err = validate_script_type("text/").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_http_token", 5));
/// ```
pub fn validate_script_type(value: &str) -> Result<ScriptType, Error> {
    let kind = script_type(value);
    match kind {
        ScriptType::Classic => Err(Error::new(ScriptTypeProblem::Redundant.into(), value, 0)),
        ScriptType::DataBlock => mime::validate_mime_type(value).map(|_| kind),
        _ => Ok(kind),
    }
}

/// Whether `value` is a valid `type`: [`validate_script_type`] finds no
/// error. The redundant value is a warning, so it is valid (severity
/// decides; `validate_script_type` still returns the warning).
///
/// # Examples
///
/// ```
/// use html_microsyntax::script_type::{is_valid_script_type, validate_script_type};
/// assert!(is_valid_script_type("speculationrules"));
/// assert!(is_valid_script_type("text/javascript")); // valid, with a warning:
/// assert_eq!(validate_script_type("text/javascript").unwrap_err().kind().severity().as_str(), "warning");
/// assert!(!is_valid_script_type("json"));
/// ```
pub fn is_valid_script_type(value: &str) -> bool {
    no_error(&validate_script_type(value))
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<script type>`: `module`, `importmap`, `speculationrules` or a data
/// block's MIME type; empty or a JavaScript MIME type essence match a
/// warning ([`script_type`]).
pub static VALID_SCRIPT_TYPE: SyntaxDef = row!(
    "valid_script_type",
    html!("scripting.html#attr-script-type"),
    "a script type: module, importmap, speculationrules, or a data block's MIME type (a classic script's type is omitted)",
    |v, _| Checked::verdict(validate_script_type(v)),
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_value() {
        for (value, expected) in [
            ("module", Ok(ScriptType::Module)),
            ("Module", Ok(ScriptType::Module)),
            ("IMPORTMAP", Ok(ScriptType::ImportMap)),
            ("speculationRules", Ok(ScriptType::SpeculationRules)),
            ("text/plain", Ok(ScriptType::DataBlock)),
            ("text/x-template", Ok(ScriptType::DataBlock)),
            ("application/ld+json", Ok(ScriptType::DataBlock)),
            // Not an essence match (a parameter): a data block, and valid.
            ("text/javascript; charset=utf-8", Ok(ScriptType::DataBlock)),
            ("text/javascript2.0", Ok(ScriptType::DataBlock)),
        ] {
            assert_eq!(validate_script_type(value), expected, "{value}");
        }
    }

    #[test]
    fn failing_values_and_where() {
        for (value, code, at) in [
            ("", "redundant_script_type", 0),
            ("text/javascript", "redundant_script_type", 0),
            ("TEXT/JSCRIPT", "redundant_script_type", 0),
            ("text/javascript1.5", "redundant_script_type", 0),
            ("json", "expected_solidus", 4),
            (" module", "leading_whitespace", 0),
            ("module ", "trailing_whitespace", 6),
            ("text/", "expected_http_token", 5),
        ] {
            let err = validate_script_type(value).unwrap_err();
            assert_eq!((err.kind().code(), err.offset()), (code, at), "{value:?}");
        }
    }
}
