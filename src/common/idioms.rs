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

use crate::base::error::{fail, ComponentError, ErrorKind, Expected, Field};
// The slicing helpers, used by the steps through this module.
use crate::base::input::StrInput;
pub(crate) use crate::base::text::{str_from, str_range, str_to};

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
pub fn ascii_digits_exact<'a, I: StrInput<'a>, E: ComponentError<I>>(
    n: u8,
    field: Field,
) -> impl FnMut(I) -> IResult<I, I, E> {
    ascii_digits_within(n, Some(n), field)
}

/// Collect a sequence of ASCII digits and fail unless there are `min` to
/// `max` (no bound: `None`) of them: [`ascii_digits_exact`] and
/// [`ascii_digits_min`].
#[inline(always)]
fn ascii_digits_within<'a, I: StrInput<'a>, E: ComponentError<I>>(
    min: u8,
    max: Option<u8>,
    field: Field,
) -> impl FnMut(I) -> IResult<I, I, E> {
    #[inline(always)]
    move |input: I| {
        let found = count_while(input.as_str(), |b| b.is_ascii_digit());
        if found < usize::from(min) || max.is_some_and(|max| found > usize::from(max)) {
            return Err(digit_count_error(input, field, min, max, found));
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
pub fn ascii_digits_min<'a, I: StrInput<'a>, E: ComponentError<I>>(
    n: u8,
    field: Field,
) -> impl FnMut(I) -> IResult<I, I, E> {
    ascii_digits_within(n, None, field)
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
pub fn ascii_char<'a, I: StrInput<'a>, E: ComponentError<I>>(
    byte: u8,
    expected: Expected,
) -> impl FnMut(I) -> IResult<I, I, E> {
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
pub fn end_of_input<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, (), E> {
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
    match collect_digits_u64(digits.as_bytes(), 0) {
        (end, value) if end == digits.len() => value,
        _ => None,
    }
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

/// [Collect a sequence of code points](https://infra.spec.whatwg.org/#collect-a-sequence-of-code-points)
/// that are ASCII digits from `pos`, reading them into `value` as they come
/// (each digit: `value × 10 + digit`, wrapping, so the result is exact while
/// the digits' value stays below 2^64, and for at most 19 significant
/// digits). Returns the position after the digits and the value.
///
/// A word at a time while 8 bytes are left (one multiply-add for up to
/// eight digits instead of a chain: all eight, or the digits before the
/// first byte that is not one, which ends the collection), then, near the
/// end, one at a time: the one digit loop of the crate's number rules.
/// ([`collect_digits`] is the same collection when only the position is
/// wanted.)
#[inline(always)]
pub(crate) fn collect_digit_values(s: &[u8], mut pos: usize, mut value: u64) -> (usize, u64) {
    while let Some(lanes) = digit_lanes(s, pos) {
        match lanes {
            DigitLanes::Eight(eight) => {
                value = value.wrapping_mul(100_000_000).wrapping_add(eight);
                pos += 8;
            }
            DigitLanes::Fewer { count, value: part } => {
                let scale = POWERS_OF_TEN_U64.get(count).copied().unwrap_or(1);
                return (pos + count, value.wrapping_mul(scale).wrapping_add(part));
            }
        }
    }
    while let Some(d) = s.get(pos).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        value = value.wrapping_mul(10).wrapping_add(u64::from(d));
        pos += 1;
    }
    (pos, value)
}

/// [`collect_digit_values`] from `pos` with the value checked: the position after
/// the digits and their value, or `None` for the value when it is 2^64 or
/// more (the digits are still all collected).
#[inline(always)]
pub(crate) fn collect_digits_u64(s: &[u8], pos: usize) -> (usize, Option<u64>) {
    let (end, value) = collect_digit_values(s, pos, 0);
    // Up to 19 digits are below 10^19 < 2^64: exact.
    if end - pos <= 19 {
        return (end, Some(value));
    }
    (end, long_digits_value(s, pos, end))
}

/// The value of the more than 19 ASCII digits `s[pos..end]`, or `None` from
/// 2^64 on: leading zeros count for nothing, 19 significant digits are
/// exact, 20 may fit, 21 never do.
#[cold]
#[inline(never)]
fn long_digits_value(s: &[u8], pos: usize, end: usize) -> Option<u64> {
    let digits = s.get(pos..end)?;
    let zeros = digits.iter().take_while(|&&b| b == b'0').count();
    let significant = digits.get(zeros..)?;
    match significant.len() {
        0..=19 => Some(collect_digit_values(significant, 0, 0).1),
        20 => {
            let (_, head) = collect_digit_values(significant.get(..19)?, 0, 0);
            let last = significant.get(19)?.wrapping_sub(b'0');
            head.checked_mul(10)?.checked_add(u64::from(last))
        }
        _ => None,
    }
}

/// 10^0 to 10^15 as integers: the scales of a digit collection (up to
/// 10^8) and the float rules' moves of a power of ten into a significand.
pub(crate) const POWERS_OF_TEN_U64: [u64; 16] = [
    1,
    10,
    100,
    1_000,
    10_000,
    100_000,
    1_000_000,
    10_000_000,
    100_000_000,
    1_000_000_000,
    10_000_000_000,
    100_000_000_000,
    1_000_000_000_000,
    10_000_000_000_000,
    100_000_000_000_000,
    1_000_000_000_000_000,
];

/// The ASCII digits at the start of the eight bytes at `pos`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum DigitLanes {
    /// All eight are digits: their value.
    Eight(u64),
    /// The first `count` (0 to 7) are digits, the next is not: their value.
    Fewer {
        /// How many digits.
        count: usize,
        /// Their value (0 for none).
        value: u64,
    },
}

/// The digits that start the eight bytes at `pos` (`None` when fewer than
/// eight are left), read as one little-endian word: a lane below `'0'`
/// sets its top bit when `'0'` is subtracted, a lane above `'9'` when 0x46
/// is added (the lowest such lane is exact, as no borrow or carry reaches
/// it, so the lanes below it are the digits). Those digits are shifted to
/// the top lanes, below them zeros (leading zeros, the same value), and
/// combined as eight.
#[inline(always)]
pub(crate) fn digit_lanes(s: &[u8], pos: usize) -> Option<DigitLanes> {
    let bytes: [u8; 8] = s.get(pos..pos.checked_add(8)?)?.try_into().ok()?;
    let word = u64::from_le_bytes(bytes);
    let digits = word.wrapping_sub(0x3030_3030_3030_3030);
    let above_nine = word.wrapping_add(0x4646_4646_4646_4646);
    let not_digits = (digits | above_nine) & 0x8080_8080_8080_8080;
    if not_digits == 0 {
        return Some(DigitLanes::Eight(combine_eight_digits(digits)));
    }
    // The lowest flagged lane's top bit is bit 8 × count + 7.
    let count = not_digits.trailing_zeros() / 8;
    let value = match digits.checked_shl(64 - 8 * count) {
        Some(top) if count > 0 => combine_eight_digits(top),
        _ => 0,
    };
    Some(DigitLanes::Fewer {
        count: count as usize,
        value,
    })
}

/// The value of eight digit values (0 to 9), one a lane, the lowest lane
/// the most significant: pairs, quads and the whole combined by
/// multiply-shift.
#[inline(always)]
fn combine_eight_digits(digits: u64) -> u64 {
    // Each even lane: ten times its digit plus the next (two-digit values).
    let pairs = digits.wrapping_mul(10).wrapping_add(digits >> 8);
    // Lanes 0 and 4 times 10^6 and 10^2, lanes 2 and 6 times 10^4 and 1,
    // summed in the high half.
    let high = (pairs & 0x0000_00FF_0000_00FF).wrapping_mul(100 + (1_000_000 << 32));
    let low = ((pairs >> 16) & 0x0000_00FF_0000_00FF).wrapping_mul(1 + (10_000 << 32));
    high.wrapping_add(low) >> 32
}

#[cfg(test)]
mod digit_tests {
    use super::*;
    use alloc::string::ToString;
    use proptest::prelude::*;

    proptest! {
        /// The lanes are the digits that start the eight bytes, and their
        /// value: all eight, or as many as come before the first other byte.
        #[test]
        fn digit_lanes_read_the_leading_digits(bytes in proptest::array::uniform8(prop_oneof![
            4 => b'0'..=b'9',
            1 => any::<u8>(),
            1 => Just(b'/'),
            1 => Just(b':'),
        ])) {
            let count = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
            let value = bytes[..count].iter().fold(0u64, |v, b| v * 10 + u64::from(b - b'0'));
            let expected = if count == 8 {
                DigitLanes::Eight(value)
            } else {
                DigitLanes::Fewer { count, value }
            };
            prop_assert_eq!(digit_lanes(&bytes, 0), Some(expected));
            let mut longer = bytes.to_vec();
            longer.insert(0, b'x');
            prop_assert_eq!(digit_lanes(&longer, 1), Some(expected));
            prop_assert_eq!(digit_lanes(&longer, 2), None);
            prop_assert_eq!(digit_lanes(&longer, 0), Some(DigitLanes::Fewer { count: 0, value: 0 }));
        }

        /// The word-at-a-time collection is the one-digit-at-a-time
        /// collection: the same end and the same wrapping value, from any
        /// start value.
        #[test]
        fn collect_digit_values_is_the_digit_loop(
            text in "[0-9]{0,30}[x/:9 é]?[0-9]{0,10}",
            pos in 0usize..4,
            start in any::<u64>(),
        ) {
            let s = text.as_bytes();
            let pos = pos.min(s.len());
            let mut end = pos;
            let mut value = start;
            while let Some(d) = s.get(end).filter(|b| b.is_ascii_digit()) {
                value = value.wrapping_mul(10).wrapping_add(u64::from(d - b'0'));
                end += 1;
            }
            prop_assert_eq!(collect_digit_values(s, pos, start), (end, value));
        }

        /// The checked collection is the digits' value where it fits u64,
        /// `None` where it does not, and stops at the first non-digit.
        #[test]
        fn collect_digits_u64_is_the_value(
            zeros in 0usize..25,
            n in prop_oneof![any::<u64>().prop_map(u128::from), any::<u128>()],
            tail in "[x.é]?",
        ) {
            let text = alloc::format!("a{}{n}{tail}", "0".repeat(zeros));
            let (end, value) = collect_digits_u64(text.as_bytes(), 1);
            prop_assert_eq!(end, 1 + zeros + n.to_string().len());
            prop_assert_eq!(value, u64::try_from(n).ok());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{base::error::StepError, base::input::span};
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
