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
use crate::base::valid::report_to_end;
use crate::common::idioms::is_ascii_whitespace;
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

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
    /// An ASCII upper alpha (located at it: `validate_custom_element_name`
    /// gives the first, the row's report each).
    UpperAlpha => ("custom_element_name_upper_alpha", Error, "expected no ASCII uppercase letter in a custom element name"),
    /// No U+002D (-) anywhere.
    NoHyphen => ("custom_element_name_without_hyphen", Error, "expected a '-' in a custom element name"),
    /// One of [`RESERVED_NAMES`].
    Reserved => ("reserved_custom_element_name", Error, "reserved: a hyphenated SVG or MathML element name is no custom element name"),
}
}

/// Whether `c` may start a valid element local name that does not start
/// with an ASCII alpha (step 3): `:`, `_` or U+0080 and up; or an ASCII
/// alpha (step 2).
fn is_local_name_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == ':' || c == '_' || !c.is_ascii()
}

/// The DOM Standard's [valid element local name](https://dom.spec.whatwg.org/#valid-element-local-name),
/// on all of `text`: each code point that fails it is an error the steps
/// read past ([`Sink::error`]), in the order of the text (each is judged
/// on its own, so the first says nothing of the rest).
fn valid_element_local_name_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    let not_local_name = CustomElementNameProblem::NotElementLocalName;
    // Step 1: the empty string is not.
    let Some(first) = text.chars().next() else {
        return Err((0, ErrorKind::Empty));
    };
    // Step 2: after an ASCII alpha, no ASCII whitespace, NULL, '/' or '>'.
    if first.is_ascii_alphabetic() {
        let bad = |b: u8| is_ascii_whitespace(b) || matches!(b, 0 | b'/' | b'>');
        for (at, _) in text.bytes().enumerate().filter(|&(_, b)| bad(b)) {
            sink.error(at, not_local_name.into())?;
        }
        return Ok((text.len(), ()));
    }
    // Step 3: otherwise the 0th code point is ':', '_' or U+0080 and up.
    if !is_local_name_start(first) {
        sink.error(0, not_local_name.into())?;
    }
    // Step 4: and each later one is also an ASCII alphanumeric, '-' or '.'.
    let allowed =
        |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | ':' | '_') || !c.is_ascii();
    for (at, _) in text.char_indices().skip(1).filter(|&(_, c)| !allowed(c)) {
        sink.error(at, not_local_name.into())?;
    }
    // Step 5.
    Ok((text.len(), ()))
}

/// The conditions of a [valid custom element name](https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name),
/// in the text's order, on all of `text`. The conditions are independent,
/// so each failure is an error the steps read past ([`Sink::error`]), in
/// the conditions' order; a code point is called out once, by the first
/// condition it fails (a `1` at the start is no local name's start, not
/// also a start that is no lower alpha; an `F` at the start is no lower
/// alpha, not also an upper alpha).
fn valid_custom_element_name_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    // 1. A valid element local name.
    valid_element_local_name_steps(text, sink)?;
    let first = text.chars().next().unwrap_or('a');
    // 2. The 0th code point an ASCII lower alpha (unless 1 already said the
    // 0th may start no local name, which a sink that stops never reads).
    if !first.is_ascii_lowercase() && is_local_name_start(first) {
        sink.error(0, CustomElementNameProblem::FirstNotLowerAlpha.into())?;
    }
    // 3. No ASCII upper alpha (the 0th is 2's).
    for (at, _) in text
        .bytes()
        .enumerate()
        .skip(1)
        .filter(|(_, b)| b.is_ascii_uppercase())
    {
        sink.error(at, CustomElementNameProblem::UpperAlpha.into())?;
    }
    // 4. A '-' somewhere.
    if !text.contains('-') {
        sink.error(0, CustomElementNameProblem::NoHyphen.into())?;
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
/// `reserved_custom_element_name` at 0. (The registry's
/// `valid_custom_element_name` reports every condition the name fails.)
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

/// `is`: a valid custom element name. Its report is every condition the
/// name fails, in the conditions' order: each code point no valid element
/// local name may hold there, the start that is no lower alpha, each ASCII
/// upper alpha, the missing `-` (`1a B` has four findings).
pub static VALID_CUSTOM_ELEMENT_NAME: SyntaxDef = reports_all(
    row!(
        "valid_custom_element_name",
        html!("custom-elements.html#valid-custom-element-name"),
        "valid custom element name (the is attribute)",
        |v, _| Checked::verdict(validate_custom_element_name(v)),
    ),
    |v, _, report| report_to_end(v, valid_custom_element_name_steps, report),
);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// (code, offset) of each error the row reports.
    fn reported(value: &str) -> Vec<(&'static str, usize)> {
        VALID_CUSTOM_ELEMENT_NAME.reported(value)
    }

    #[test]
    fn each_failed_condition_of_a_name_is_reported() {
        let first = |v| validate_custom_element_name(v).map_err(|e| (e.kind().code(), e.offset()));
        // Two characters no local name holds, then a capital, no '-'.
        let found = [
            ("not_element_local_name", 2),
            ("not_element_local_name", 5),
            ("custom_element_name_upper_alpha", 3),
            ("custom_element_name_without_hyphen", 0),
        ];
        assert_eq!(reported("my Bu/tton"), found);
        assert_eq!(first("my Bu/tton"), Err(found[0]));
        // A start no local name has is not also a start that is no lower
        // alpha; a capital start is not also an upper alpha.
        let found = [
            ("not_element_local_name", 0),
            ("not_element_local_name", 2),
            ("custom_element_name_upper_alpha", 3),
            ("custom_element_name_without_hyphen", 0),
        ];
        assert_eq!(reported("1a B"), found);
        assert_eq!(first("1a B"), Err(found[0]));
        let found = [
            ("custom_element_name_start", 0),
            ("custom_element_name_upper_alpha", 6),
        ];
        assert_eq!(reported("Fancy-Button"), found);
        assert_eq!(first("Fancy-Button"), Err(found[0]));
        assert_eq!(
            reported("_Ab-c"),
            [
                ("custom_element_name_start", 0),
                ("custom_element_name_upper_alpha", 1)
            ]
        );
        assert_eq!(reported("font-face"), [("reserved_custom_element_name", 0)]);
        assert_eq!(reported(""), [("empty", 0)]);
        assert_eq!(reported("x-y"), []);
    }
}
