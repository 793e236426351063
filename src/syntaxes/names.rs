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
use crate::common::idioms::is_ascii_whitespace;
use crate::common::row::{html, row, Checked, Context, SyntaxDef};

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
        /// ASCII whitespace in an ID (or a map name), at the first.
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
fn id_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    non_empty_steps(text, sink)?;
    match text.bytes().position(is_ascii_whitespace) {
        Some(at) => Err((at, NameProblem::Whitespace.into())),
        None => Ok((text.len(), ())),
    }
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
/// (`whitespace_in_id`) at the first ASCII whitespace.
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

/// Text that must not hold a line break: the first LF or CR.
fn validate_no_line_breaks(value: &str, _: &Context<'_>) -> Result<(), Error> {
    match value.bytes().position(|b| b == b'\n' || b == b'\r') {
        None => Ok(()),
        Some(at) => Err(Error::new(
            ErrorKind::Invalid(Violation::LineBreak),
            value,
            at,
        )),
    }
}

/// Text without U+000A LF or U+000D CR (`<input type=text value>`,
/// `placeholder`).
pub static TEXT_WITHOUT_LINE_BREAKS: SyntaxDef = row!(
    "text_without_line_breaks",
    html!("input.html#attr-input-placeholder"),
    "text without a line break (U+000A LF or U+000D CR)",
    |v, c| Checked::verdict(validate_no_line_breaks(v, c)),
);

/// `id` (and `<map name>`): at least one character, no ASCII whitespace.
pub static VALID_ID: SyntaxDef = row!(
    "valid_id",
    html!("dom.html#the-id-attribute"),
    "an ID: at least one character and no ASCII whitespace",
    |v, _| Checked::verdict(validate_id(v)),
);

/// The `name` of a form control: not empty, not `isindex`.
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
