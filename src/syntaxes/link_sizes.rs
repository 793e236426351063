//! The [`sizes`](https://html.spec.whatwg.org/multipage/semantics.html#attr-link-sizes)
//! attribute of `<link rel=icon>`.
//!
//! ```text
//! "16x16 32x32"   two sizes
//! "any"           a scalable icon
//! "016x16"        not valid: a leading zero
//! ```
//!
//! An unordered set of unique space-separated tokens, ASCII
//! case-insensitive, each `any` or two valid non-negative integers without a
//! leading zero separated by `x` or `X`.

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected, Violation};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{collect_ascii_at, split_on_ascii_whitespace};
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

/// A size: `any`, or width and height in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LinkSize {
    /// `any`: a scalable icon.
    Any,
    /// `WxH`.
    Pixels {
        /// The width.
        width: u64,
        /// The height.
        height: u64,
    },
}

/// One size token at `start..end` of `text`.
fn size(text: &str, start: usize, end: usize) -> Result<LinkSize, (usize, ErrorKind)> {
    let token = crate::common::idioms::str_range(text, start, end);
    if token.eq_ignore_ascii_case("any") {
        return Ok(LinkSize::Any);
    }
    let bounded = crate::common::idioms::str_range(text, 0, end);
    let number = |pos: usize| -> Result<(usize, u64), (usize, ErrorKind)> {
        let digits_end = collect_ascii_at(bounded, pos, |b| b.is_ascii_digit());
        let digits = crate::common::idioms::str_range(text, pos, digits_end);
        if digits.is_empty() {
            let found = crate::common::idioms::str_range(text, pos, end);
            return Err((pos, ErrorKind::expected(Expected::LinkSize, found)));
        }
        if digits.starts_with('0') {
            return Err((pos, ErrorKind::Invalid(Violation::LeadingZero)));
        }
        let overflow = ErrorKind::Overflow {
            field: crate::base::error::Field::Integer,
            supported: crate::base::error::Supported::U64,
        };
        crate::common::idioms::digits_value(digits)
            .map(|v| (digits_end, v))
            .ok_or((pos, overflow))
    };
    let (pos, width) = number(start)?;
    if !matches!(text.as_bytes().get(pos), Some(b'x' | b'X')) || pos >= end {
        let found = crate::common::idioms::str_range(text, pos, end);
        return Err((pos, ErrorKind::expected(Expected::LinkSize, found)));
    }
    let (pos, height) = number(pos + 1)?;
    if pos < end {
        let found = crate::common::idioms::str_range(text, pos, end);
        return Err((pos, ErrorKind::expected(Expected::LinkSize, found)));
    }
    Ok(LinkSize::Pixels { width, height })
}

/// The sizes of the whole text: each token a size, no token twice (ASCII
/// case-insensitive). A token that is no size, and a repeated size, is an
/// error ([`Sink::error`]) in the order of the text, so a sink that stops
/// at the first error stops at the first bad token; a sink that reads on
/// has the sizes of the good tokens.
fn sizes_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<Vec<LinkSize>> {
    let mut seen: Vec<(usize, &str)> = Vec::new();
    let mut sizes = Vec::new();
    for token in split_on_ascii_whitespace(text) {
        let start = crate::common::idioms::offset_in(text, token);
        match size(text, start, start + token.len()) {
            Ok(size) => sizes.push(size),
            Err((at, kind)) => {
                sink.error(at, kind)?;
                continue;
            }
        }
        if let Some(&(first, _)) = seen.iter().find(|(_, t)| t.eq_ignore_ascii_case(token)) {
            sink.error(start, ErrorKind::DuplicateToken { first })?;
            continue;
        }
        seen.push((start, token));
    }
    Ok((text.len(), sizes))
}

/// Checks a [`<link sizes>`](https://html.spec.whatwg.org/multipage/semantics.html#attr-link-sizes)
/// value and returns the sizes.
///
/// # Examples
///
/// ```
/// use html_microsyntax::link_sizes::{validate_link_sizes, LinkSize};
/// assert_eq!(
///     validate_link_sizes("16x16 ANY").unwrap(),
///     [LinkSize::Pixels { width: 16, height: 16 }, LinkSize::Any]
/// );
/// let err = validate_link_sizes("16x16 16X16").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 6));
/// ```
///
/// # Errors
///
/// [`Expected::LinkSize`] where a token is neither form,
/// [`Violation::LeadingZero`] (as [`ErrorKind::Invalid`]) for a number with a
/// leading zero (or zero), [`ErrorKind::DuplicateToken`],
/// [`ErrorKind::Overflow`] beyond `u64`.
pub fn validate_link_sizes(input: &str) -> Result<Vec<LinkSize>, Error> {
    entry::validate_to_end(input, sizes_steps)
}

/// Whether `input` is a valid [`<link sizes>`](https://html.spec.whatwg.org/multipage/semantics.html#attr-link-sizes) value.
///
/// # Examples
///
/// ```
/// use html_microsyntax::link_sizes::is_valid_link_sizes;
/// assert!(is_valid_link_sizes("57x57 72x72"));
/// assert!(!is_valid_link_sizes("32"));
/// ```
pub fn is_valid_link_sizes(input: &str) -> bool {
    entry::is_valid(input, sizes_steps)
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<link sizes>`: `any` or unique `WxH` sizes.
/// Its report is every token that is no size and every repeated size.
pub static VALID_LINK_SIZES: SyntaxDef = reports_all(
    row!(
        "valid_link_sizes",
        html!("semantics.html#attr-link-sizes"),
        "valid sizes attribute of <link rel=icon>",
        |v, _| Checked::verdict(validate_link_sizes(v)),
    ),
    |v, _, report| report_to_end(v, sizes_steps, report),
);

#[cfg(test)]
mod tests {
    use super::*;

    /// (code, offset) of each finding the row reports.
    fn reported(value: &str) -> Vec<(&'static str, usize)> {
        VALID_LINK_SIZES.reported(value)
    }

    #[test]
    fn each_bad_token_reports_its_error() {
        let value = "16x16 016x16 32 16X16 any 48x048 ANY";
        assert_eq!(
            reported(value),
            [
                ("leading_zero", 6),
                ("expected_link_size", 15),
                ("duplicate_token", 16),
                ("leading_zero", 29),
                ("duplicate_token", 33),
            ]
        );
        // validate still stops at the first.
        let err = validate_link_sizes(value).unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("leading_zero", 6));
        assert_eq!(reported("16x16 any"), []);
    }
}
