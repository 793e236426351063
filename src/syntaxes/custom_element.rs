//! [Valid custom element names](https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name)
//! (HTML 4.13.3 "Core concepts"): the value of the global `is` attribute,
//! which names a customized built-in element's definition.
//!
//! ```text
//! "fancy-button"    valid
//! "math-α", "x-😍"  valid: any code point from U+0080 on
//! "fancybutton"     not valid: no '-'
//! "Fancy-button"    not valid: starts with an upper-case letter
//! "fancy-Button"    not valid: an ASCII upper alpha
//! "font-face"       not valid: a hyphenated SVG or MathML element name
//! ```
//!
//! The text of 16 September 2026 (commit `d78d7dd8`) no longer uses the
//! `PotentialCustomElementName` production:
//!
//! > A string *name* is a valid custom element name if all of the following
//! > are true: *name* is a valid element local name; *name*'s 0th code point
//! > is an ASCII lower alpha; *name* does not contain any ASCII upper alphas;
//! > *name* contains a U+002D (-); and *name* is not one of the following:
//! > "annotation-xml", "color-profile", "font-face", "font-face-src",
//! > "font-face-uri", "font-face-format", "font-face-name", "missing-glyph".
//!
//! and the `is` attribute's value, [the text says](https://html.spec.whatwg.org/multipage/custom-elements.html#customized-built-in-element),
//! "therefore must be a valid custom element name". A
//! [valid element local name](https://dom.spec.whatwg.org/#valid-element-local-name)
//! is the DOM Standard's (`whatwg/dom`, commit `8a5f57c6`, 2026-07-18); a
//! name that starts with an ASCII alpha passes it unless it holds ASCII
//! whitespace, U+0000 NULL, `/` or `>`.

use crate::base::entry;
use crate::base::error::{detail_kinds, Error, ErrorKind};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::is_ascii_whitespace;
use crate::common::row::{html, row, Checked, SyntaxDef};

/// The names a custom element name must not be: "the summary of all
/// hyphen-containing element names from the applicable specifications,
/// namely SVG 2 and MathML".
///
/// # Examples
///
/// ```
/// use html_microsyntax::custom_element::RESERVED_NAMES;
/// assert!(RESERVED_NAMES.contains(&"annotation-xml"));
/// assert_eq!(RESERVED_NAMES.len(), 8);
/// ```
pub const RESERVED_NAMES: [&str; 8] = [
    "annotation-xml",
    "color-profile",
    "font-face",
    "font-face-src",
    "font-face-uri",
    "font-face-format",
    "font-face-name",
    "missing-glyph",
];

detail_kinds! {
/// Why a string is not a valid custom element name (the empty string is
/// [`ErrorKind::Empty`]). Each is an error.
///
/// # Examples
///
/// ```
/// use html_microsyntax::custom_element::{validate_custom_element_name, CustomElementNameProblem};
/// let err = validate_custom_element_name("fancybutton").unwrap_err();
/// assert_eq!(CustomElementNameProblem::from_kind(&err.kind()), Some(CustomElementNameProblem::NoHyphen));
/// ```
pub enum CustomElementNameProblem;
/// The codes and words of [`CustomElementNameProblem`]: what an
/// [`ErrorKind::Detail`] of this module points at.
pub static CUSTOM_ELEMENT_DETAILS = (syntax "valid_custom_element_name", otherwise "custom_element_name", "not a valid custom element name");
{
    /// A code point a valid element local name may not hold here (located
    /// at it): ASCII whitespace, NULL, `/` or `>` after an ASCII alpha; at
    /// the start, anything but an ASCII alpha, `:`, `_` or U+0080 and up;
    /// after such a start, anything but those, ASCII digits, `-` and `.`.
    NotElementLocalName => ("not_element_local_name", Error, "not a valid element local name: this character may not stand here"),
    /// The 0th code point is not an ASCII lower alpha.
    FirstNotLowerAlpha => ("custom_element_name_start", Error, "expected a custom element name to start with an ASCII lowercase letter"),
    /// An ASCII upper alpha (located at the first).
    UpperAlpha => ("custom_element_name_upper_alpha", Error, "expected no ASCII uppercase letter in a custom element name"),
    /// No U+002D (-) anywhere.
    NoHyphen => ("custom_element_name_without_hyphen", Error, "expected a '-' in a custom element name"),
    /// One of [`RESERVED_NAMES`].
    Reserved => ("reserved_custom_element_name", Error, "reserved: a hyphenated SVG or MathML element name is no custom element name"),
}
}

/// The DOM Standard's [valid element local name](https://dom.spec.whatwg.org/#valid-element-local-name),
/// on all of `text`: the first code point that fails it.
fn valid_element_local_name_steps(text: &str) -> Steps<()> {
    let not_local_name =
        |at: usize| Err((at, CustomElementNameProblem::NotElementLocalName.into()));
    // Step 1: the empty string is not.
    let Some(first) = text.chars().next() else {
        return Err((0, ErrorKind::Empty));
    };
    // Step 2: after an ASCII alpha, no ASCII whitespace, NULL, '/' or '>'.
    if first.is_ascii_alphabetic() {
        let bad = |b: u8| is_ascii_whitespace(b) || matches!(b, 0 | b'/' | b'>');
        return match text.bytes().position(bad) {
            Some(at) => not_local_name(at),
            None => Ok((text.len(), ())),
        };
    }
    // Step 3: otherwise the 0th code point is ':', '_' or U+0080 and up.
    if !(first == ':' || first == '_' || !first.is_ascii()) {
        return not_local_name(0);
    }
    // Step 4: and each later one is also an ASCII alphanumeric, '-' or '.'.
    let allowed =
        |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | ':' | '_') || !c.is_ascii();
    match text.char_indices().skip(1).find(|&(_, c)| !allowed(c)) {
        Some((at, _)) => not_local_name(at),
        // Step 5.
        None => Ok((text.len(), ())),
    }
}

/// The conditions of a [valid custom element name](https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name),
/// in the text's order, on all of `text`.
fn valid_custom_element_name_steps<S: Sink>(text: &str, _sink: &mut S) -> Steps<()> {
    // 1. A valid element local name.
    valid_element_local_name_steps(text)?;
    // 2. The 0th code point an ASCII lower alpha.
    if !text.as_bytes().first().is_some_and(u8::is_ascii_lowercase) {
        return Err((0, CustomElementNameProblem::FirstNotLowerAlpha.into()));
    }
    // 3. No ASCII upper alpha.
    if let Some(at) = text.bytes().position(|b| b.is_ascii_uppercase()) {
        return Err((at, CustomElementNameProblem::UpperAlpha.into()));
    }
    // 4. A '-' somewhere.
    if !text.contains('-') {
        return Err((0, CustomElementNameProblem::NoHyphen.into()));
    }
    // 5. None of the reserved names.
    if RESERVED_NAMES.contains(&text) {
        return Err((0, CustomElementNameProblem::Reserved.into()));
    }
    Ok((text.len(), ()))
}

/// Checks that `input` is a [valid custom element name](https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name):
/// the value the [`is`](https://html.spec.whatwg.org/multipage/custom-elements.html#attr-is)
/// attribute must have.
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string; then, in the text's order, a
/// [`CustomElementNameProblem`]: `not_element_local_name` at the first
/// code point a valid element local name may not hold there,
/// `custom_element_name_start` at 0, `custom_element_name_upper_alpha` at
/// the first ASCII upper alpha, `custom_element_name_without_hyphen` and
/// `reserved_custom_element_name` at 0.
///
/// # Examples
///
/// ```
/// use html_microsyntax::custom_element::validate_custom_element_name;
/// assert!(validate_custom_element_name("fancy-button").is_ok());
/// assert!(validate_custom_element_name("emotion-😍").is_ok());
/// let err = validate_custom_element_name("fancy-Button").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("custom_element_name_upper_alpha", 6));
/// let err = validate_custom_element_name("my button").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("not_element_local_name", 2));
/// let err = validate_custom_element_name("1-button").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("not_element_local_name", 0));
/// ```
pub fn validate_custom_element_name(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, valid_custom_element_name_steps)
}

/// Whether `input` is a [valid custom element name](https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name);
/// see [`validate_custom_element_name`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::custom_element::is_valid_custom_element_name;
/// assert!(is_valid_custom_element_name("math-α"));
/// assert!(!is_valid_custom_element_name("annotation-xml"));
/// ```
pub fn is_valid_custom_element_name(input: &str) -> bool {
    entry::is_valid(input, valid_custom_element_name_steps)
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `is`: a valid custom element name.
pub static VALID_CUSTOM_ELEMENT_NAME: SyntaxDef = row!(
    "valid_custom_element_name",
    html!("custom-elements.html#valid-custom-element-name"),
    "valid custom element name (the is attribute)",
    |v, _| Checked::verdict(validate_custom_element_name(v)),
);
