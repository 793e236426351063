//! [Navigable target names](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name)
//! (`target`, `formtarget`, `<iframe name>`...).
//!
//! ```text
//! "_blank", "_TOP"     keywords (ASCII case-insensitive)
//! "results"            a valid navigable target name
//! "_results"           not valid: only the keywords start with "_"
//! ```

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Violation};
use crate::base::step::{Sink, Steps};

/// The keywords: `_blank`, `_self`, `_parent`, `_top`.
pub const KEYWORDS: [&str; 4] = ["_blank", "_self", "_parent", "_top"];

fn target_steps<S: Sink>(text: &str, _sink: &mut S) -> Steps<()> {
    // A keyword, ASCII case-insensitively.
    if KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(text)) {
        return Ok((text.len(), ()));
    }
    // At least one character.
    if text.is_empty() {
        return Err((0, ErrorKind::Empty));
    }
    // Not starting with '_'.
    if text.starts_with('_') {
        return Err((0, ErrorKind::Invalid(Violation::UnderscoreName)));
    }
    // Not both an ASCII tab or newline and a '<': at the later of the first of each.
    let tab_or_newline = text.find(['\t', '\n', '\r']);
    let less_than = text.find('<');
    if let (Some(a), Some(b)) = (tab_or_newline, less_than) {
        return Err((
            a.max(b),
            ErrorKind::Invalid(Violation::TabOrNewlineAndLessThan),
        ));
    }
    Ok((text.len(), ()))
}

/// Checks that `input` is a [valid navigable target name or keyword](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name-or-keyword).
///
/// # Examples
///
/// ```
/// use html_microsyntax::navigable::validate_navigable_target_name_or_keyword;
/// assert!(validate_navigable_target_name_or_keyword("_Blank").is_ok());
/// let err = validate_navigable_target_name_or_keyword("_new").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("underscore_name", 0));
/// ```
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string, [`Violation::UnderscoreName`],
/// [`Violation::TabOrNewlineAndLessThan`] (at the later of the first tab or
/// newline and the first `<`).
pub fn validate_navigable_target_name_or_keyword(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, target_steps)
}

/// Whether `input` is a [valid navigable target name or keyword](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name-or-keyword).
///
/// # Examples
///
/// ```
/// use html_microsyntax::navigable::is_valid_navigable_target_name_or_keyword;
/// assert!(is_valid_navigable_target_name_or_keyword("results"));
/// assert!(!is_valid_navigable_target_name_or_keyword("a\n<b"));
/// ```
pub fn is_valid_navigable_target_name_or_keyword(input: &str) -> bool {
    entry::is_valid(input, target_steps)
}
