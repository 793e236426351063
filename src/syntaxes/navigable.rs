//! [Navigable target names](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name)
//! (`target`, `formtarget`, `<iframe name>`...).
//!
//! ```text
//! "_blank", "_TOP"     keywords (ASCII case-insensitive)
//! "results"            a valid navigable target name
//! "_results"           not valid: only the keywords start with "_"
//! "_top" as a name     not valid: a name (`<iframe name>`) is never a keyword
//! ```

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{detail_kinds, ErrorKind, Violation};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

/// The keywords: `_blank`, `_self`, `_parent`, `_top`.
pub const KEYWORDS: [&str; 4] = ["_blank", "_self", "_parent", "_top"];

detail_kinds! {
    /// This module's own failure: a leading `_` where only a name may stand
    /// (`<iframe name=_blank>`), code `underscore_target_name`. Where a keyword
    /// may stand too (`target`), a leading `_` is [`Violation::UnderscoreName`],
    /// whose words list the keywords.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::navigable::validate_navigable_target_name;
    /// let err = validate_navigable_target_name("_top").unwrap_err();
    /// assert_eq!(err.kind().code(), "underscore_target_name");
    /// assert_eq!(
    ///     err.kind().to_string(),
    ///     "expected a name that does not start with '_' (a navigable target name is never a keyword such as '_blank')"
    /// );
    /// ```
    pub enum NavigableProblem;
    pub static NAVIGABLE_DETAILS = (syntax "valid_navigable_target_name", otherwise "underscore_target_name", "not a valid navigable target name");
    {
        /// A leading `_` where only a name may stand.
        UnderscoreTargetName => ("underscore_target_name", Error,
            "expected a name that does not start with '_' (a navigable target name is never a keyword such as '_blank')"),
    }
}

/// A [valid navigable target name](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name):
/// at least one character, no leading `_` (a keyword is no name), not both
/// an ASCII tab or newline and a `<`.
fn target_name_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    name_steps(text, sink, NavigableProblem::UnderscoreTargetName.into())
}

/// The rules a name and a keyword-or-name share: at least one character,
/// no leading `_` (an error of kind `underscore`, [`Sink::error`]), not
/// both an ASCII tab or newline and a `<`. The last two are independent: a
/// sink that reads on past the first has the second checked.
fn name_steps<S: Sink>(text: &str, sink: &mut S, underscore: ErrorKind) -> Steps<()> {
    // At least one character.
    if text.is_empty() {
        return Err((0, ErrorKind::Empty));
    }
    // Not starting with '_'.
    if text.starts_with('_') {
        sink.error(0, underscore)?;
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

/// A [valid navigable target name or keyword](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name-or-keyword):
/// a keyword (ASCII case-insensitively), or a valid navigable target name.
fn target_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    if KEYWORDS.iter().any(|k| k.eq_ignore_ascii_case(text)) {
        return Ok((text.len(), ()));
    }
    name_steps(text, sink, ErrorKind::Invalid(Violation::UnderscoreName))
}

/// Checks that `input` is a [valid navigable target name](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name)
/// (`<iframe name>`, `<object name>`): the keywords are not names.
///
/// # Examples
///
/// ```
/// use html_microsyntax::navigable::validate_navigable_target_name;
/// assert!(validate_navigable_target_name("results").is_ok());
/// let err = validate_navigable_target_name("_blank").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("underscore_target_name", 0));
/// ```
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string, a [`NavigableProblem`]
/// (`underscore_target_name`) for a leading `_`,
/// [`Violation::TabOrNewlineAndLessThan`] (at the later of the first tab or
/// newline and the first `<`).
pub fn validate_navigable_target_name(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, target_name_steps)
}

/// Whether `input` is a [valid navigable target name](https://html.spec.whatwg.org/multipage/document-sequences.html#valid-navigable-target-name).
///
/// # Examples
///
/// ```
/// use html_microsyntax::navigable::is_valid_navigable_target_name;
/// assert!(is_valid_navigable_target_name("results"));
/// assert!(!is_valid_navigable_target_name("_top"));
/// ```
pub fn is_valid_navigable_target_name(input: &str) -> bool {
    entry::is_valid(input, target_name_steps)
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

// The registry rows of this syntax, listed in `registry::SYNTAXES`.

/// A valid navigable target name or keyword (`target`, `formtarget`).
/// Its report is a leading `_` of what is no keyword and the tab or
/// newline with a `<`, each where it is.
pub static VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD: SyntaxDef = reports_all(
    row!(
        "valid_navigable_target_name_or_keyword",
        html!("document-sequences.html#valid-navigable-target-name-or-keyword"),
        "\"valid navigable target name or keyword\"",
        |v, _| Checked::verdict(validate_navigable_target_name_or_keyword(v)),
    ),
    |v, _, report| report_to_end(v, target_steps, report),
);

/// A valid navigable target name, never a keyword (`<iframe name>`,
/// `<object name>`).
/// Its report is a leading `_` and the tab or newline with a `<`, each
/// where it is.
pub static VALID_NAVIGABLE_TARGET_NAME: SyntaxDef = reports_all(
    row!(
        "valid_navigable_target_name",
        html!("document-sequences.html#valid-navigable-target-name"),
        "\"valid navigable target name\"",
        |v, _| Checked::verdict(validate_navigable_target_name(v)),
    ),
    |v, _, report| report_to_end(v, target_name_steps, report),
);

#[cfg(test)]
mod tests {
    use super::*;

    /// (code, offset) of each finding `row` reports in `value`.
    fn reported(row: &SyntaxDef, value: &str) -> alloc::vec::Vec<(&'static str, usize)> {
        row.reported(value)
    }

    #[test]
    fn a_leading_underscore_and_a_tab_with_a_less_than_are_each_reported() {
        assert_eq!(
            reported(&VALID_NAVIGABLE_TARGET_NAME, "_a\t<b"),
            [
                ("underscore_target_name", 0),
                ("tab_or_newline_and_less_than", 3)
            ]
        );
        assert_eq!(
            reported(&VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD, "_a<\nb"),
            [("underscore_name", 0), ("tab_or_newline_and_less_than", 3)]
        );
        let err = validate_navigable_target_name("_a\t<b").unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset()),
            ("underscore_target_name", 0)
        );
        let err = validate_navigable_target_name_or_keyword("_a<\nb").unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("underscore_name", 0));
        // A keyword is whole: nothing.
        assert!(reported(&VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD, "_TOP").is_empty());
    }
}
