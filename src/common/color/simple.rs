//! Simple colors: the rules for parsing simple color values and the two
//! conformance checks.

use nom::IResult;

use super::{all_hex, hex_digit, SimpleColor};
use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Violation};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::str_from;
use crate::{base::error::Error, base::input::StrInput};

/// The [rules for parsing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-simple-colour-values)
/// as a combinator: a `#` and six ASCII hex digits, in either case. It stops
/// after the sixth digit (the length check of step 2 is the entry point's
/// end-of-input check, [`parse_simple_color`]).
///
/// # Errors
///
/// [`ErrorKind::Expected`] `'#'` at the first character (step 3), or a hex
/// digit at the first character that is not one (step 4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::{simple_color_component, SimpleColor};
/// assert_eq!(
///     simple_color_component::<_, ()>("#0a0B0c;"),
///     Ok((";", SimpleColor::new(10, 11, 12)))
/// );
/// assert!(simple_color_component::<_, ()>("#fff").is_err());
/// ```
#[inline]
pub fn simple_color_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, SimpleColor, E> {
    entry::component(input, |text, sink| simple_color_steps(text, 0, sink))
}

/// Steps 3–9 of the [rules for parsing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-simple-colour-values)
/// from `pos`: a '#' and six ASCII hex digits. Step 2 (exactly seven
/// characters) is the end-of-input step of [`parse_simple_color`]. The one
/// copy of the steps; [`seven_bytes`] answers the common shape in front of
/// them (a test ties the two).
#[inline]
fn simple_color_steps<S: Sink>(text: &str, pos: usize, _sink: &mut S) -> Steps<SimpleColor> {
    let s = text.as_bytes();
    // Step 3: the first character is '#'.
    if s.get(pos) != Some(&b'#') {
        return Err(expected_at(text, pos, Expected::NumberSign));
    }
    // Step 4: the next six characters are ASCII hex digits. The bytes before
    // the first one that is not are ASCII, so it starts a character.
    let mut digits = [0u8; 6];
    for (i, d) in (pos + 1..).zip(digits.iter_mut()) {
        match s.get(i).map(|&b| hex_digit(b)) {
            Some(value) if all_hex(&[value]) => *d = value,
            _ => return Err(expected_at(text, i, Expected::HexDigit)),
        }
    }
    // Steps 5–9: two digits per component, red, green, blue.
    let [r1, r0, g1, g0, b1, b0] = digits;
    let color = SimpleColor::new(r1 << 4 | r0, g1 << 4 | g0, b1 << 4 | b0);
    Ok((pos + 7, color))
}

/// The failure "expected `expected`" at byte `pos`, as
/// [`crate::base::step::expected_at`] builds it but not marked cold: these steps
/// are already the out-of-line slow path of [`parse_simple_color`], and the
/// cold mark made its error-heavy bench a third slower.
#[inline]
fn expected_at(text: &str, pos: usize, expected: Expected) -> crate::base::step::Failure {
    (pos, ErrorKind::expected(expected, str_from(text, pos)))
}

/// The [rules for parsing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-simple-colour-values).
///
/// Step 2 ("exactly seven characters") is reported where the string departs
/// from that length: a missing digit, or the first character after the
/// seventh.
///
/// # Errors
///
/// [`ErrorKind::Expected`] `'#'` or a hex digit (steps 3–4),
/// [`ErrorKind::TrailingInput`] after seven characters (step 2).
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::{parse_simple_color, SimpleColor};
/// assert_eq!(parse_simple_color("#FFA500"), Ok(SimpleColor::new(255, 165, 0)));
/// let err = parse_simple_color("#ffa50g").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_hex_digit", 6));
/// assert_eq!(parse_simple_color("#ffa5000").unwrap_err().kind().code(), "trailing_input");
/// ```
#[inline]
pub fn parse_simple_color(input: &str) -> Result<SimpleColor, Error> {
    // Inlined into the caller, a color comes back in a register and never
    // goes through the memory of a `Result<_, Error>`; the error path stays
    // out of line.
    match seven_bytes(input) {
        Some(color) => Ok(color),
        None => parse_simple_color_steps(input),
    }
}

/// [`parse_simple_color`] for the strings the fast path does not take: the
/// steps, then the end of the input (step 2).
#[cold]
#[inline(never)]
fn parse_simple_color_steps(input: &str) -> Result<SimpleColor, Error> {
    entry::parse_to_end(input, |text, sink| simple_color_steps(text, 0, sink))
}

/// Steps 2–9 at once on the common shape: seven bytes, a '#' and six ASCII
/// hex digits (which are seven characters); `None` for any other string.
/// It answers only what the steps answer: `tests/colors.rs` checks
/// [`parse_simple_color`] against [`simple_color_component`] and the end
/// check on every string, and `seven_bytes_is_the_steps` below ties it to
/// the steps directly.
#[inline(never)]
fn seven_bytes(input: &str) -> Option<SimpleColor> {
    let [b'#', r1, r0, g1, g0, b1, b0] = *input.as_bytes() else {
        return None;
    };
    let digits = [r1, r0, g1, g0, b1, b0].map(hex_digit);
    if !all_hex(&digits) {
        return None;
    }
    let [r1, r0, g1, g0, b1, b0] = digits;
    Some(SimpleColor::new(r1 << 4 | r0, g1 << 4 | g0, b1 << 4 | b0))
}

/// Whether `input` is a [valid simple color](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-simple-colour):
/// exactly the strings the parsing rules accept.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::is_valid_simple_color;
/// assert!(is_valid_simple_color("#C0FFEE"));
/// assert!(!is_valid_simple_color(" #c0ffee"));
/// ```
pub fn is_valid_simple_color(input: &str) -> bool {
    // The definition: seven characters, '#', six ASCII hex digits; that is
    // the fast path's shape, so no error is built to be thrown away.
    seven_bytes(input).is_some()
}

/// A [valid lowercase simple color](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-lowercase-simple-colour):
/// a valid simple color without `A`–`F`.
///
/// # Errors
///
/// Those of [`parse_simple_color`], then
/// [`ErrorKind::Invalid`]`(`[`Violation::UpperCaseLetter`]`)` at the first
/// upper-case hex digit.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::{validate_lowercase_simple_color, SimpleColor};
/// assert_eq!(validate_lowercase_simple_color("#c0ffee"), Ok(SimpleColor::new(0xc0, 0xff, 0xee)));
/// let err = validate_lowercase_simple_color("#c0fFee").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("upper_case_letter", 4));
/// ```
pub fn validate_lowercase_simple_color(input: &str) -> Result<SimpleColor, Error> {
    entry::validate_to_end(input, lowercase_simple_color_steps)
}

/// The steps of a simple color, with an upper-case letter of a valid one
/// reported.
fn lowercase_simple_color_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<SimpleColor> {
    let (end, color) = simple_color_steps(text, 0, sink)?;
    // A valid simple color first (the steps and step 2), then lower case.
    if end == text.len() {
        if let Some(at) = text.bytes().position(|b| b.is_ascii_uppercase()) {
            sink.report(at, Violation::UpperCaseLetter);
        }
    }
    Ok((end, color))
}

/// A registry row's one pass: a valid simple color and the color the
/// rules for parsing simple color values read (`lowercase`: a valid
/// lowercase simple color).
pub(crate) fn check_simple_color(
    input: &str,
    lowercase: bool,
) -> (Result<(), Error>, Option<SimpleColor>) {
    if lowercase {
        entry::check_to_end(input, lowercase_simple_color_steps)
    } else if let Some(color) = seven_bytes(input) {
        (Ok(()), Some(color))
    } else {
        entry::check_to_end(input, |text, sink| simple_color_steps(text, 0, sink))
    }
}

/// Whether `input` is a [valid lowercase simple color](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-lowercase-simple-colour).
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::is_valid_lowercase_simple_color;
/// assert!(is_valid_lowercase_simple_color("#c0ffee"));
/// assert!(!is_valid_lowercase_simple_color("#C0FFEE"));
/// ```
pub fn is_valid_lowercase_simple_color(input: &str) -> bool {
    // A valid simple color without 'A' to 'F' (its only letters are hex
    // digits), with no error built to be thrown away.
    is_valid_simple_color(input) && !input.bytes().any(|b| b.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{base::error::StepError, base::input::span};

    #[test]
    fn span_and_str_agree() {
        let (rest, c) = simple_color_component::<_, StepError<_>>(span("#102030x")).unwrap();
        assert_eq!(
            (c, rest.location_offset(), *rest.fragment()),
            (SimpleColor::new(16, 32, 48), 7, "x")
        );
        let Err(nom::Err::Error(e)) = simple_color_component::<_, StepError<_>>(span("#10203"))
        else {
            panic!()
        };
        assert_eq!(
            (e.input.location_offset(), e.kind.code()),
            (6, "expected_hex_digit")
        );
    }

    /// The fast path gives the steps' answer wherever it answers, and the
    /// steps with the end check accept exactly the strings it takes.
    #[test]
    fn seven_bytes_is_the_steps() {
        use alloc::string::String;
        // A valid color, each character replaced by each of these, each
        // prefix, and each with one more character.
        let base = "#0aF9fA";
        let others = ["#", "0", "a", "F", "g", "G", " ", "é", "/", ":", "@", "`"];
        let mut inputs: alloc::vec::Vec<String> = alloc::vec::Vec::new();
        for i in 0..base.len() {
            inputs.push(String::from(&base[..i]));
            for o in others {
                inputs.push(alloc::format!("{}{o}{}", &base[..i], &base[i + 1..]));
            }
        }
        for o in others {
            inputs.push(alloc::format!("{base}{o}"));
        }
        for s in &inputs {
            let steps = simple_color_steps(s, 0, &mut ())
                .ok()
                .filter(|&(end, _)| end == s.len())
                .map(|(_, c)| c);
            assert_eq!(seven_bytes(s), steps, "{s:?}");
        }
    }

    #[test]
    fn non_ascii_after_seven_is_trailing_input() {
        let err = parse_simple_color("#000000é").unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset(), err.column()),
            ("trailing_input", 7, 8)
        );
        // A multi-byte character inside the digits is pointed at as a whole.
        let err = parse_simple_color("#00é000").unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("expected_hex_digit", 3));
    }
}
