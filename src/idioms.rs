//! [2.3.1 Common parser idioms](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#common-parser-idioms)
//! and the [Infra](https://infra.spec.whatwg.org/#strings) string idioms the
//! algorithms use: ASCII whitespace, skipping it, collecting a sequence of code
//! points (ASCII digits, exact or minimum count), stripping, splitting on ASCII
//! whitespace and on commas.
//!
//! The combinators here are the spec's "position" idioms: each reads from the
//! current position and returns the input after what it collected. Every family
//! builds on them; none re-implements them.
//!
//! ```
//! use html_microsyntax::idioms::{skip_ascii_whitespace, ascii_digits};
//! let (rest, _) = skip_ascii_whitespace::<_, ()>("  42px").unwrap();
//! let (rest, digits) = ascii_digits::<_, ()>(rest).unwrap();
//! assert_eq!((digits, rest), ("42", "px"));
//! ```

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use crate::error::{fail, ErrorKind, Expected, Field};
// The slicing helpers, used by the steps through this module.
pub(crate) use crate::text::{str_from, str_range, str_to};
use crate::StrInput;

/// [ASCII whitespace](https://infra.spec.whatwg.org/#ascii-whitespace): U+0009
/// TAB, U+000A LF, U+000C FF, U+000D CR, U+0020 SPACE.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::is_ascii_whitespace;
/// assert!(is_ascii_whitespace(b'\x0c'));
/// assert!(!is_ascii_whitespace(b'\x0b')); // VT is not ASCII whitespace
/// ```
#[inline(always)]
pub const fn is_ascii_whitespace(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

/// The length of the longest prefix of `s` whose bytes satisfy `pred`.
///
/// `pred` must only accept ASCII bytes, so the length is a character boundary.
#[inline(always)]
pub(crate) fn count_while(s: &str, pred: impl Fn(u8) -> bool) -> usize {
    s.bytes().position(|b| !pred(b)).unwrap_or(s.len())
}

/// [Collect a sequence of code points](https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points)
/// whose (ASCII) bytes satisfy `pred`: returns `(rest, collected)`, never fails.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::collect_ascii;
/// let (rest, hex) = collect_ascii::<_, ()>("ff0x", |b| b.is_ascii_hexdigit()).unwrap();
/// assert_eq!((hex, rest), ("ff0", "x"));
/// ```
#[inline]
pub fn collect_ascii<'a, I: StrInput<'a>, E: ParseError<I>>(
    input: I,
    pred: impl Fn(u8) -> bool,
) -> IResult<I, I, E> {
    debug_assert!(
        (128..=255u8).all(|b| !pred(b)),
        "pred must only accept ASCII"
    );
    let n = count_while(input.as_str(), pred);
    Ok(input.take_split(n))
}

/// [Skip ASCII whitespace](https://infra.spec.whatwg.org/#skip-ascii-whitespace):
/// returns `(rest, skipped)`, never fails.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::skip_ascii_whitespace;
/// assert_eq!(skip_ascii_whitespace::<_, ()>("\t\n 5 "), Ok(("5 ", "\t\n ")));
/// ```
#[inline]
pub fn skip_ascii_whitespace<'a, I: StrInput<'a>, E: ParseError<I>>(input: I) -> IResult<I, I, E> {
    collect_ascii(input, is_ascii_whitespace)
}

/// Collect a sequence of code points that are
/// [ASCII digits](https://infra.spec.whatwg.org/#ascii-digit): returns
/// `(rest, digits)`; the digits may be empty. Never fails.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::ascii_digits;
/// assert_eq!(ascii_digits::<_, ()>("2024-"), Ok(("-", "2024")));
/// assert_eq!(ascii_digits::<_, ()>("x"), Ok(("x", "")));
/// ```
#[inline]
pub fn ascii_digits<'a, I: StrInput<'a>, E: ParseError<I>>(input: I) -> IResult<I, I, E> {
    collect_ascii(input, |b| b.is_ascii_digit())
}

/// Collect a sequence of ASCII digits and fail unless it is exactly `n` long
/// (the date and time components' "if the collected sequence is not exactly
/// two characters long, then fail"). The error, [`ErrorKind::DigitCount`],
/// points at the start of the sequence.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{idioms::ascii_digits_exact, Field, StepError};
/// let mut month = ascii_digits_exact::<_, StepError<&str>>(2, Field::Month);
/// assert_eq!(month("02-29"), Ok(("-29", "02")));
/// assert_eq!(month("2-29").unwrap_err().map(|e| e.kind.code()), nom::Err::Error("digit_count"));
/// ```
#[inline(always)]
pub fn ascii_digits_exact<'a, I, E>(n: u8, field: Field) -> impl FnMut(I) -> IResult<I, I, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    #[inline(always)]
    move |input: I| {
        let found = count_while(input.as_str(), |b| b.is_ascii_digit());
        if found != usize::from(n) {
            return Err(digit_count_error(input, field, n, Some(n), found));
        }
        Ok(input.take_split(found))
    }
}

/// The [`ErrorKind::DigitCount`] failure of [`ascii_digits_exact`] and
/// [`ascii_digits_min`], built off the hot path.
#[cold]
#[inline(never)]
fn digit_count_error<I, E: FromExternalError<I, ErrorKind>>(
    input: I,
    field: Field,
    min: u8,
    max: Option<u8>,
    found: usize,
) -> nom::Err<E> {
    fail(
        input,
        ErrorKind::DigitCount {
            field,
            min,
            max,
            found,
        },
    )
}

/// Collect a sequence of ASCII digits and fail unless it is at least `n` long
/// (the year's "four or more"). The error points at the start of the sequence.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{idioms::ascii_digits_min, Field};
/// let mut year = ascii_digits_min::<_, ()>(4, Field::Year);
/// assert_eq!(year("275760-09"), Ok(("-09", "275760")));
/// assert!(year("999-09").is_err());
/// ```
#[inline(always)]
pub fn ascii_digits_min<'a, I, E>(n: u8, field: Field) -> impl FnMut(I) -> IResult<I, I, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    #[inline(always)]
    move |input: I| {
        let found = count_while(input.as_str(), |b| b.is_ascii_digit());
        if found < usize::from(n) {
            return Err(digit_count_error(input, field, n, None, found));
        }
        Ok(input.take_split(found))
    }
}

/// Consume the ASCII byte `byte` at the position, or fail with
/// [`ErrorKind::Expected`] `{ expected, found }` there.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{idioms::ascii_char, Expected, StepError};
/// let mut hyphen = ascii_char::<_, StepError<&str>>(b'-', Expected::Hyphen);
/// assert_eq!(hyphen("-02"), Ok(("02", "-")));
/// assert_eq!(hyphen("/02").unwrap_err().map(|e| e.kind.code()), nom::Err::Error("expected_hyphen"));
/// ```
#[inline(always)]
pub fn ascii_char<'a, I, E>(byte: u8, expected: Expected) -> impl FnMut(I) -> IResult<I, I, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    debug_assert!(byte.is_ascii());
    move |input: I| {
        if input.as_str().as_bytes().first() == Some(&byte) {
            Ok(input.take_split(1))
        } else {
            let kind = ErrorKind::expected(expected, input.as_str());
            Err(fail(input, kind))
        }
    }
}

/// Fails with [`ErrorKind::TrailingInput`] unless the input is at its end:
/// the "if position is not past the end of input, then fail" step of the
/// `parse_*` entry points.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{idioms::end_of_input, StepError};
/// assert!(end_of_input::<_, StepError<&str>>("").is_ok());
/// assert!(end_of_input::<_, StepError<&str>>("x").is_err());
/// ```
#[inline]
pub fn end_of_input<'a, I, E>(input: I) -> IResult<I, (), E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    match input.as_str().chars().next() {
        None => Ok((input, ())),
        Some(found) => Err(fail(input, ErrorKind::TrailingInput { found })),
    }
}

/// The value of a run of ASCII digits as a `u64`, or `None` if it does not fit
/// (checked: never wraps) or holds anything but ASCII digits. An empty run is 0.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::digits_value;
/// assert_eq!(digits_value("0042"), Some(42));
/// assert_eq!(digits_value("18446744073709551615"), Some(u64::MAX));
/// assert_eq!(digits_value("18446744073709551616"), None);
/// assert_eq!(digits_value("12a"), None);
/// ```
#[inline]
pub fn digits_value(digits: &str) -> Option<u64> {
    let mut value: u64 = 0;
    if digits.len() <= 19 {
        // Fast path: 19 digits are below 10^19 < u64::MAX, so no overflow check.
        for b in digits.bytes() {
            let d = b.wrapping_sub(b'0');
            if d > 9 {
                return None;
            }
            value = value * 10 + u64::from(d);
        }
        return Some(value);
    }
    for b in digits.bytes() {
        let d = b.wrapping_sub(b'0');
        if d > 9 {
            return None;
        }
        value = value.checked_mul(10)?.checked_add(u64::from(d))?;
    }
    Some(value)
}

/// [Strip leading and trailing ASCII whitespace](https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace).
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::strip_leading_and_trailing_ascii_whitespace;
/// assert_eq!(strip_leading_and_trailing_ascii_whitespace("\t a b \r\n"), "a b");
/// assert_eq!(strip_leading_and_trailing_ascii_whitespace("\u{a0}x"), "\u{a0}x"); // NBSP stays
/// let blank = " \t ";
/// let stripped = strip_leading_and_trailing_ascii_whitespace(blank);
/// assert_eq!((stripped, stripped.as_ptr()), ("", blank.as_ptr())); // where it starts
/// ```
pub fn strip_leading_and_trailing_ascii_whitespace(s: &str) -> &str {
    // ASCII whitespace is ASCII, so both cuts fall on character boundaries.
    // All whitespace: the empty string where `s` starts.
    match s.bytes().rposition(|b| !is_ascii_whitespace(b)) {
        None => s.get(..0).unwrap_or(""),
        Some(last) => s
            .get(count_while(s, is_ascii_whitespace)..=last)
            .unwrap_or(""),
    }
}

/// [Split a string on ASCII whitespace](https://infra.spec.whatwg.org/#split-on-ascii-whitespace),
/// as an iterator that does not allocate.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::split_on_ascii_whitespace;
/// let tokens: Vec<_> = split_on_ascii_whitespace("  a\tbc \n d ").collect();
/// assert_eq!(tokens, ["a", "bc", "d"]);
/// assert_eq!(split_on_ascii_whitespace(" \t").count(), 0);
/// ```
pub fn split_on_ascii_whitespace(s: &str) -> SplitOnAsciiWhitespace<'_> {
    SplitOnAsciiWhitespace { rest: s }
}

/// The iterator of [`split_on_ascii_whitespace`].
#[derive(Debug, Clone)]
pub struct SplitOnAsciiWhitespace<'a> {
    rest: &'a str,
}

impl<'a> Iterator for SplitOnAsciiWhitespace<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        // Skip ASCII whitespace; collect non-whitespace as the token.
        let start = count_while(self.rest, is_ascii_whitespace);
        let rest = str_from(self.rest, start);
        if rest.is_empty() {
            self.rest = rest;
            return None;
        }
        let len = rest
            .bytes()
            .position(is_ascii_whitespace)
            .unwrap_or(rest.len());
        let (token, after) = rest.split_at(len);
        self.rest = after;
        Some(token)
    }
}

/// [Split a string on commas](https://infra.spec.whatwg.org/#split-on-commas):
/// each token is stripped of leading and trailing ASCII whitespace; empty
/// tokens are kept, but a trailing comma makes no final empty token. Does not
/// allocate.
///
/// # Examples
///
/// ```
/// use html_microsyntax::idioms::split_on_commas;
/// let tokens: Vec<_> = split_on_commas(" a , ,b,").collect();
/// assert_eq!(tokens, ["a", "", "b"]);
/// assert_eq!(split_on_commas("").count(), 0);
/// assert_eq!(split_on_commas(",").collect::<Vec<_>>(), [""]);
/// ```
pub fn split_on_commas(s: &str) -> SplitOnCommas<'_> {
    SplitOnCommas { rest: Some(s) }
}

/// The iterator of [`split_on_commas`].
#[derive(Debug, Clone)]
pub struct SplitOnCommas<'a> {
    /// `None` once position is past the end of input.
    rest: Option<&'a str>,
}

impl<'a> Iterator for SplitOnCommas<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        if rest.is_empty() {
            self.rest = None;
            return None;
        }
        // Collect code points that are not ','; strip; skip the ',' if any.
        // (A byte search: ',' is ASCII, and tokens are short, so this beats
        // memchr's setup.)
        match rest.bytes().position(|b| b == b',') {
            Some(i) => {
                let after = str_from(rest, i + 1);
                self.rest = if after.is_empty() { None } else { Some(after) };
                Some(strip_leading_and_trailing_ascii_whitespace(str_to(rest, i)))
            }
            None => {
                self.rest = None;
                Some(strip_leading_and_trailing_ascii_whitespace(rest))
            }
        }
    }
}

// Position-based idioms for the step convention (`crate::step`).

/// [Collect a sequence of code points](https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points)
/// whose (ASCII) bytes satisfy `pred`, from byte `pos` of `text`: the
/// position after them (`pos` itself when none follows or `pos` is past the
/// end).
#[inline(always)]
pub(crate) fn collect_ascii_at(text: &str, pos: usize, pred: impl Fn(u8) -> bool) -> usize {
    pos + count_while(str_from(text, pos), pred)
}

/// [Collect a sequence of code points](https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points)
/// that are [ASCII digits](https://infra.spec.whatwg.org/#ascii-digit) from
/// `text` given the position `pos`: the position after them. The steps
/// convention's digit collector.
#[inline(always)]
pub(crate) fn collect_digits(text: &str, pos: usize) -> usize {
    collect_ascii_at(text, pos, |b| b.is_ascii_digit())
}

/// [Skip ASCII whitespace](https://infra.spec.whatwg.org/#skip-ascii-whitespace)
/// within `text` given the position `pos`: the position after it.
#[inline(always)]
pub(crate) fn skip_ascii_whitespace_at(text: &str, pos: usize) -> usize {
    collect_ascii_at(text, pos, is_ascii_whitespace)
}

/// The byte offset of `part`, a subslice of `text` (as the split iterators
/// return), in `text`.
#[inline]
pub(crate) fn offset_in(text: &str, part: &str) -> usize {
    // OK: pointer addresses as integers (no truncation, nothing from the input).
    (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{span, StepError};
    use alloc::vec::Vec;

    #[test]
    fn whitespace_is_the_five_ascii_characters() {
        let ws: Vec<u8> = (0..=255u8).filter(|&b| is_ascii_whitespace(b)).collect();
        assert_eq!(ws, b"\t\n\x0c\r ");
    }

    #[test]
    fn span_and_str_agree() {
        let (rest, d) = ascii_digits::<_, ()>(span("12ab")).unwrap();
        assert_eq!(
            (*d.fragment(), *rest.fragment(), rest.location_offset()),
            ("12", "ab", 2)
        );
        let e = ascii_digits_exact::<_, StepError<_>>(2, Field::Day)(span("  1")).unwrap_err();
        let nom::Err::Error(e) = e else { panic!() };
        assert_eq!(e.input.location_offset(), 0);
    }

    #[test]
    fn split_on_commas_keeps_inner_empty_tokens() {
        let v: Vec<_> = split_on_commas("a,,b").collect();
        assert_eq!(v, ["a", "", "b"]);
        let v: Vec<_> = split_on_commas(",,").collect();
        assert_eq!(v, ["", ""]);
        let v: Vec<_> = split_on_commas(" , x").collect();
        assert_eq!(v, ["", "x"]);
    }
}
