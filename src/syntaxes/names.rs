//! IDs and names: the [`id`](https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute)
//! attribute (3.2.6), [form control names](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-name)
//! (4.10.19.1), and the attribute values the text only asks to be
//! non-empty.
//!
//! ```text
//! id="main"          valid
//! id="123", id="#"   valid: "There are no other restrictions on what form an ID can take"
//! id=""              not valid: at least one character
//! id="foo bar"       not valid: ASCII whitespace
//! name="isindex"     not valid on a form control
//! label=""           not valid where the value "must not be the empty string"
//! ```
//!
//! The sentences:
//!
//! * `id`: "the id attribute value must be unique amongst all the IDs in the
//!   element's tree and must contain at least one character. The value must
//!   not contain any ASCII whitespace." (Uniqueness is a property of the
//!   document, not of the value: not checked here.) `<map name>` asks the
//!   same of its value: "a non-empty value with no ASCII whitespace".
//! * `name` of `button`, `fieldset`, `input`, `output`, `select` and
//!   `textarea`: "If the attribute is specified, its value must not be the
//!   empty string or isindex." (compared exactly, as written).
//! * "must not be the empty string" (or "must not be empty"): `<form name>`,
//!   `<details name>`, `dirname`, `<option label>`, `<track label>`.

use crate::base::entry;
use crate::base::error::Violation;
use crate::base::error::{detail_kinds, Error, ErrorKind};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::is_ascii_whitespace;
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

detail_kinds! {
    /// Why a value is not a valid ID or form control name (the empty string is
    /// [`ErrorKind::Empty`]). Each is an error.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::names::{validate_form_control_name, validate_id, NameProblem};
    /// let err = validate_id("a b").unwrap_err();
    /// assert_eq!(NameProblem::from_kind(&err.kind()), Some(NameProblem::Whitespace));
    /// let err = validate_form_control_name("isindex").unwrap_err();
    /// assert_eq!(NameProblem::from_kind(&err.kind()), Some(NameProblem::Isindex));
    /// assert_eq!(NameProblem::Isindex.code(), "isindex_name");
    /// ```
    pub enum NameProblem;
    /// The codes and words of [`NameProblem`]: what an [`ErrorKind::Detail`]
    /// of this module points at.
    pub static NAME_DETAILS = (syntax "names", otherwise "name", "not a valid name");
    {
        /// ASCII whitespace in an ID (or a map name): `validate_id` gives the
        /// first, the `valid_id` row's report each.
        Whitespace => ("whitespace_in_id", Error, "expected no ASCII whitespace in an ID or a map name"),
        /// A form control named `isindex`.
        Isindex => ("isindex_name", Error, "a form control may not be named 'isindex'"),
    }
}

/// At least one character.
fn non_empty_steps<S: Sink>(text: &str, _sink: &mut S) -> Steps<()> {
    if text.is_empty() {
        return Err((0, ErrorKind::Empty));
    }
    Ok((text.len(), ()))
}

/// The [`id`](https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute)
/// attribute's value: at least one character, then no ASCII whitespace.
/// Each ASCII whitespace is an error the steps read past
/// ([`Sink::error`]), in the order of the text.
fn id_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    non_empty_steps(text, sink)?;
    let s = text.as_bytes();
    let mut pos = 0;
    while let Some(at) = s
        .get(pos..)
        .and_then(|rest| rest.iter().copied().position(is_ascii_whitespace))
    {
        sink.error(pos + at, NameProblem::Whitespace.into())?;
        pos += at + 1;
    }
    Ok((text.len(), ()))
}

/// A [form control's `name`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-name):
/// not the empty string, not `isindex`.
fn form_control_name_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    non_empty_steps(text, sink)?;
    if text == "isindex" {
        return Err((0, NameProblem::Isindex.into()));
    }
    Ok((text.len(), ()))
}

/// Checks the value of an [`id`](https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute)
/// attribute (and of `<map name>`): at least one character, no ASCII
/// whitespace. Any other character conforms; whether the ID is unique in
/// its tree is not a property of the value and is not checked.
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string, a [`NameProblem`]
/// (`whitespace_in_id`) at the first ASCII whitespace (the registry's
/// `valid_id` reports each).
///
/// # Examples
///
/// ```
/// use html_microsyntax::names::validate_id;
/// assert!(validate_id("1st_section").is_ok());
/// assert_eq!(validate_id("").unwrap_err().kind().code(), "empty");
/// let err = validate_id("foo bar").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("whitespace_in_id", 3));
/// ```
pub fn validate_id(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, id_steps)
}

/// Whether `input` is a conforming `id` value; see [`validate_id`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::names::is_valid_id;
/// assert!(is_valid_id("π"));
/// assert!(!is_valid_id("a\tb"));
/// ```
pub fn is_valid_id(input: &str) -> bool {
    entry::is_valid(input, id_steps)
}

/// Checks the [`name`](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fe-name)
/// of a form control (`button`, `fieldset`, `input`, `output`, `select`,
/// `textarea`): "its value must not be the empty string or isindex".
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string, a [`NameProblem`]
/// (`isindex_name`) at 0 for `isindex`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::names::validate_form_control_name;
/// assert!(validate_form_control_name("q").is_ok());
/// assert!(validate_form_control_name("_charset_").is_ok());
/// assert_eq!(validate_form_control_name("isindex").unwrap_err().kind().code(), "isindex_name");
/// ```
pub fn validate_form_control_name(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, form_control_name_steps)
}

/// Whether `input` is a conforming form control name; see
/// [`validate_form_control_name`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::names::is_valid_form_control_name;
/// assert!(is_valid_form_control_name("ISINDEX")); // only "isindex" itself
/// assert!(!is_valid_form_control_name(""));
/// ```
pub fn is_valid_form_control_name(input: &str) -> bool {
    entry::is_valid(input, form_control_name_steps)
}

/// Checks a value the text asks only to be non-empty ("must not be the
/// empty string"): `<form name>`, `<details name>`, `dirname`,
/// `<option label>`, `<track label>`.
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string.
///
/// # Examples
///
/// ```
/// use html_microsyntax::names::validate_non_empty;
/// assert!(validate_non_empty(" ").is_ok());
/// assert_eq!(validate_non_empty("").unwrap_err().kind().code(), "empty");
/// ```
pub fn validate_non_empty(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, non_empty_steps)
}

/// Whether `input` is not empty; see [`validate_non_empty`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::names::is_valid_non_empty;
/// assert!(!is_valid_non_empty(""));
/// ```
pub fn is_valid_non_empty(input: &str) -> bool {
    entry::is_valid(input, non_empty_steps)
}

// The registry rows of this syntax, listed in `registry::SYNTAXES`.

/// Text that must not hold a line break ("contains no U+000A LINE FEED
/// (LF) or U+000D CARRIAGE RETURN (CR) characters"): each line break, an
/// LF, a CR, or a CR LF (one break, at its CR), is an error the steps
/// read past ([`Sink::error`]), in the order of the text.
fn no_line_breaks_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    let s = text.as_bytes();
    let mut pos = 0;
    while let Some(at) = s
        .get(pos..)
        .and_then(|rest| rest.iter().position(|&b| b == b'\n' || b == b'\r'))
    {
        let at = pos + at;
        sink.error(at, ErrorKind::Invalid(Violation::LineBreak))?;
        pos = match s.get(at..at + 2) {
            Some(b"\r\n") => at + 2,
            _ => at + 1,
        };
    }
    Ok((text.len(), ()))
}

/// Text without U+000A LF or U+000D CR (`<input type=text value>`,
/// `placeholder`). Its report is every line break (a CR LF is one).
pub static TEXT_WITHOUT_LINE_BREAKS: SyntaxDef = reports_all(
    row!(
        "text_without_line_breaks",
        html!("input.html#attr-input-placeholder"),
        "text without a line break (U+000A LF or U+000D CR)",
        |v, _| Checked::verdict(entry::validate_to_end(v, no_line_breaks_steps)),
    ),
    |v, _, report| report_to_end(v, no_line_breaks_steps, report),
);

/// `id` (and `<map name>`): at least one character, no ASCII whitespace.
/// Its report is every ASCII whitespace (or the empty value).
pub static VALID_ID: SyntaxDef = reports_all(
    row!(
        "valid_id",
        html!("dom.html#the-id-attribute"),
        "an ID: at least one character and no ASCII whitespace",
        |v, _| Checked::verdict(validate_id(v)),
    ),
    |v, _, report| report_to_end(v, id_steps, report),
);

/// The `name` of a form control: not empty, not `isindex` (one error at
/// most: a value is either).
pub static VALID_FORM_CONTROL_NAME: SyntaxDef = row!(
    "valid_form_control_name",
    html!("form-control-infrastructure.html#attr-fe-name"),
    "a form control's name: not the empty string or isindex",
    |v, _| Checked::verdict(validate_form_control_name(v)),
);

/// A value that "must not be the empty string" (`<option label>`,
/// `<track label>`, `dirname`, `<form name>`, `<details name>`).
pub static NON_EMPTY_STRING: SyntaxDef = row!(
    "non_empty_string",
    html!("form-control-infrastructure.html#attr-fe-dirname"),
    "a value that must not be the empty string",
    |v, _| Checked::verdict(validate_non_empty(v)),
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::row::Context;
    use alloc::vec::Vec;

    /// (code, offset) of each error or warning a row reports.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    #[test]
    fn each_line_break_and_each_whitespace_is_reported() {
        // A CR LF is one line break, at its CR.
        let breaks = [("line_break", 3), ("line_break", 8), ("line_break", 9)];
        assert_eq!(
            reported(&TEXT_WITHOUT_LINE_BREAKS, "one\r\ntwo\n\rthree"),
            breaks
        );
        let first = (TEXT_WITHOUT_LINE_BREAKS.validate)("one\r\ntwo\n\rthree", &Context::default())
            .unwrap_err();
        assert_eq!((first.kind().code(), first.offset()), breaks[0]);
        assert_eq!(
            reported(&TEXT_WITHOUT_LINE_BREAKS, "\r\r"),
            [("line_break", 0), ("line_break", 1)]
        );
        assert_eq!(reported(&TEXT_WITHOUT_LINE_BREAKS, "one line"), []);

        let spaces = [
            ("whitespace_in_id", 0),
            ("whitespace_in_id", 4),
            ("whitespace_in_id", 5),
            ("whitespace_in_id", 7),
        ];
        assert_eq!(reported(&VALID_ID, " foo\t\nb\x0ca\u{a0}r"), spaces);
        let first = validate_id(" foo\t\nb\x0ca\u{a0}r").unwrap_err();
        assert_eq!((first.kind().code(), first.offset()), spaces[0]);
        assert_eq!(reported(&VALID_ID, ""), [("empty", 0)]);
        assert_eq!(reported(&VALID_ID, "π"), []);
    }
}
