//! The rules for parsing a legacy color value.
//!
//! Steps 7–15 rewrite the string (replace, truncate, pad, split, trim); this
//! implementation does not build the rewritten string. When the first 128
//! bytes are ASCII (nearly always), steps 11–20 read each digit they need
//! straight from the string. Otherwise one pass over the bytes records the
//! hex value of each of the (at most 128) code points left after steps 7–10
//! in a stack buffer. Either way the padding of step 11 reads as zeros past
//! the end. No allocation, no `char` decoding, and every input gives a color
//! or an error.
//!
//! Named colors, `#rgb` and `#rrggbb` come first, without the long path; the
//! entry point is an inline wrapper over out-of-line steps that return a
//! four-byte result (a color, or which of the two failing steps failed), and
//! builds the located error only on failure.

use super::named::named_color;
use super::{all_hex, hex_digit, SimpleColor};
use crate::base::error::Error;
use crate::base::error::ErrorKind;
use crate::common::idioms::{
    count_while, is_ascii_whitespace, strip_leading_and_trailing_ascii_whitespace,
};

/// Step 8's limit on the code point length.
const MAX_LENGTH: usize = 128;

/// The [rules for parsing a legacy color value](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-legacy-colour-value),
/// as used by obsolete attributes such as `<body bgcolor>` and `<font color>`.
///
/// Every string other than the two errors below gives a color; a string of
/// only ASCII whitespace is black (the empty check of step 2 comes before the
/// strip of step 3).
///
/// # Errors
///
/// [`ErrorKind::Empty`] for the empty string (step 2);
/// [`ErrorKind::Transparent`] for `transparent` in any ASCII case, after
/// stripping (step 4), pointing at its first letter.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::{parse_legacy_color, SimpleColor};
/// assert_eq!(parse_legacy_color("chucknorris"), Ok(SimpleColor::new(0xc0, 0, 0)));
/// assert_eq!(parse_legacy_color(" #FFF "), Ok(SimpleColor::new(255, 255, 255)));
/// assert_eq!(parse_legacy_color("RebeccaPurple").unwrap().to_string(), "#663399");
/// assert_eq!(parse_legacy_color("Transparent").unwrap_err().kind().code(), "transparent");
/// ```
#[inline]
pub fn parse_legacy_color(input: &str) -> Result<SimpleColor, Error> {
    // The steps consume the whole input, so the end-of-input step of
    // `entry::parse_to_end` has nothing to do: the four-byte result comes
    // back in a register (the generic shape was a tenth slower in the
    // bench). On failure the kind is a constant built here, so a caller that
    // drops the error (`.ok()`) knows it is not a color; only the offset and
    // the location are computed out of line.
    match legacy_color(input) {
        Ok(color) => Ok(color),
        Err(step) => Err(Error::new(step.kind(), input, step.offset(input))),
    }
}

/// The step at which the rules for parsing a legacy color value fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FailingStep {
    /// Step 2: the empty string.
    Empty,
    /// Step 4: `transparent`.
    Transparent,
}

impl FailingStep {
    /// What failed.
    #[inline(always)]
    fn kind(self) -> ErrorKind {
        match self {
            FailingStep::Empty => ErrorKind::Empty,
            FailingStep::Transparent => ErrorKind::Transparent,
        }
    }

    /// Where in `input`: the empty string at its start, `transparent` at its
    /// first letter (after the leading whitespace that step 3 strips).
    #[cold]
    #[inline(never)]
    fn offset(self, input: &str) -> usize {
        match self {
            FailingStep::Empty => 0,
            FailingStep::Transparent => count_while(input, is_ascii_whitespace),
        }
    }
}

/// Steps 2–20 on the whole input: the color, or the failing step (2, the
/// empty string; 4, `transparent`).
#[inline(never)]
fn legacy_color(input: &str) -> Result<SimpleColor, FailingStep> {
    // Step 2: the empty string is an error.
    if input.is_empty() {
        return Err(FailingStep::Empty);
    }
    // Step 3: strip leading and trailing ASCII whitespace.
    let stripped = strip(input);
    // Step 4: "transparent" is an error.
    if stripped.eq_ignore_ascii_case("transparent") {
        return Err(FailingStep::Transparent);
    }
    // Step 5: a named color.
    if let Some(color) = named_color(stripped) {
        return Ok(color);
    }
    match *stripped.as_bytes() {
        // Step 6: "#rgb", each digit times 17 (code point length four: one
        // '#' and three ASCII characters, so four bytes).
        [b'#', r, g, b] => {
            let digits = [r, g, b].map(hex_digit);
            if all_hex(&digits) {
                let [r, g, b] = digits;
                return Ok(SimpleColor::new(r * 17, g * 17, b * 17));
            }
        }
        // Steps 7–20 on '#' and six hex digits leave exactly those digits,
        // two per component: the common case, read directly.
        [b'#', r1, r0, g1, g0, b1, b0] => {
            let digits = [r1, r0, g1, g0, b1, b0].map(hex_digit);
            if all_hex(&digits) {
                let [r1, r0, g1, g0, b1, b0] = digits;
                return Ok(SimpleColor::new(r1 << 4 | r0, g1 << 4 | g0, b1 << 4 | b0));
            }
        }
        _ => {}
    }
    Ok(legacy_digits(stripped))
}

/// Step 3, [strip leading and trailing ASCII whitespace](https://infra.spec.whatwg.org/#strip-leading-and-trailing-ascii-whitespace),
/// with a shortcut for the common case: ASCII whitespace bytes are all at
/// most `b' '`, so a string whose first and last bytes are above it has
/// nothing to strip.
#[inline(always)]
fn strip(input: &str) -> &str {
    match (input.as_bytes().first(), input.as_bytes().last()) {
        (Some(&first), Some(&last)) if first > b' ' && last > b' ' => input,
        _ => strip_leading_and_trailing_ascii_whitespace(input),
    }
}

/// Steps 7–20, out of line: the named colors and the two `#` shapes above
/// are the common inputs, and they should not pay for this function's
/// 128-byte buffer.
#[inline(never)]
fn legacy_digits(stripped: &str) -> SimpleColor {
    // Step 9, done first: a leading '#' is the first code point both before
    // and after step 7 (which changes only non-BMP code points), so dropping
    // it now and keeping 127 code points is steps 8 then 9.
    let (bytes, limit) = match stripped.as_bytes() {
        [b'#', rest @ ..] => (rest, MAX_LENGTH - 1),
        bytes => (bytes, MAX_LENGTH),
    };
    // Steps 7–10 when the first `limit` bytes are ASCII: they are the first
    // `limit` code points (step 8), none is above U+FFFF (step 7), and each
    // reads as its hex value or 0 (step 10) where steps 11–20 look at it,
    // with no buffer.
    let head = bytes.get(..limit).unwrap_or(bytes);
    if is_ascii(head) {
        return steps_11_to_20(head.len(), |i| {
            head.get(i).map_or(0, |&b| hex_digit(b) & 0x0F)
        });
    }
    let digits = hex_digits(bytes, limit);
    steps_11_to_20(digits.len, |i| digits.get(i))
}

/// The hex values of the code points after steps 7–10; past `len`, the
/// zeros of step 11's padding.
struct HexDigits {
    values: [u8; MAX_LENGTH],
    len: usize,
}

/// Whether `bytes` are all ASCII: `<[u8]>::is_ascii`, but for up to 16 bytes
/// with two overlapping fixed-size reads instead of a loop over the bytes
/// (whose exit the processor mispredicts when lengths vary).
#[inline(always)]
fn is_ascii(bytes: &[u8]) -> bool {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let len = bytes.len();
    if (8..=16).contains(&len) {
        if let (Some(&first), Some(&last)) = (bytes.first_chunk::<8>(), bytes.last_chunk::<8>()) {
            return (u64::from_le_bytes(first) | u64::from_le_bytes(last)) & HIGH == 0;
        }
    } else if (4..8).contains(&len) {
        if let (Some(&first), Some(&last)) = (bytes.first_chunk::<4>(), bytes.last_chunk::<4>()) {
            return (u32::from_le_bytes(first) | u32::from_le_bytes(last)) & 0x8080_8080 == 0;
        }
    }
    bytes.is_ascii()
}

/// Steps 7, 8 and 10 on the code points after a leading '#' (step 9, done
/// by the caller, which passes the limit of step 8 that is left): non-BMP
/// code points become "00", the string is cut to `limit` code points, and
/// every non-hex-digit is '0'.
///
/// One pass over the UTF-8 bytes, which tell the code points apart without
/// decoding them (see [`STEPS_7_AND_10`]). The buffer starts as zeros, and
/// each byte writes its digit at the current position before the position
/// moves on by the code points it starts: a continuation byte (0
/// code points) writes a 0 where the next code point will write its own
/// digit, and the second '0' of a non-BMP code point is already 0.
fn hex_digits(bytes: &[u8], limit: usize) -> HexDigits {
    let mut digits = HexDigits {
        values: [0; MAX_LENGTH],
        len: 0,
    };
    let mut len = 0usize;
    for &b in bytes {
        // Step 8: stop at the limit.
        let Some(slot) = digits.values.get_mut(len).filter(|_| len < limit) else {
            break;
        };
        let entry = STEPS_7_AND_10.get(usize::from(b)).copied().unwrap_or(0);
        *slot = entry & 0x0F;
        len += usize::from(entry >> 4);
    }
    // Step 8: a non-BMP code point at the limit keeps one of its '0's.
    digits.len = len.min(limit);
    digits
}

/// Steps 7 and 10 for each byte of a UTF-8 string: the number of code points
/// the byte starts, times 16, plus the digit the first of them leaves.
///
/// - An ASCII byte is one code point: its hex value, or 0 (step 10).
/// - A lead byte below `0xF0` starts a code point in the BMP that is not
///   ASCII, so not a hex digit: one code point, 0 (step 10).
/// - A lead byte from `0xF0` on starts a code point above U+FFFF: two code
///   points, "00" (step 7).
/// - A continuation byte starts none.
const STEPS_7_AND_10: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        // OK: `b < 256`; a const out of bounds fails the build.
        #[allow(clippy::indexing_slicing)]
        {
            table[b] = match b {
                0x00..=0x7F => 0x10 | (super::HEX_VALUES[b] & 0x0F),
                0x80..=0xBF => 0,
                0xC0..=0xEF => 0x10,
                _ => 0x20,
            };
        }
        b += 1;
    }
    table
};

impl HexDigits {
    /// The value of the `i`th digit; the padding of step 11 reads as 0 (the
    /// buffer holds zeros past `len`, and past its end).
    #[inline(always)]
    fn get(&self, i: usize) -> u8 {
        self.values.get(i).copied().unwrap_or(0)
    }
}

/// Steps 11–20 on the `len` digits that steps 7–10 leave, read through
/// `digit` (the hex value at a position; 0 from `len` on, which is the
/// padding of step 11).
#[inline(always)]
fn steps_11_to_20(len: usize, digit: impl Fn(usize) -> u8) -> SimpleColor {
    // Step 11: pad with '0' to a nonzero multiple of three.
    let padded = len.div_ceil(3).max(1) * 3;
    // Step 12: three components of equal length.
    let mut length = padded / 3;
    let [red, green, blue] = [0, length, 2 * length];
    // Step 13: keep only the last 8 characters of each component.
    let mut skip = length.saturating_sub(8);
    length -= skip;
    // Step 14: drop shared leading zeros while longer than 2.
    while length > 2 && (digit(red + skip) | digit(green + skip) | digit(blue + skip)) == 0 {
        skip += 1;
        length -= 1;
    }
    // Step 15: keep the first two characters (a component of one
    // character, from an input of at most three, keeps it).
    // Steps 16–20: read each component as hex.
    let component = |start: usize| {
        let first = digit(start + skip);
        if length == 1 {
            first
        } else {
            first << 4 | digit(start + skip + 1)
        }
    };
    SimpleColor::new(component(red), component(green), component(blue))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::{String, ToString};

    fn hex(input: &str) -> String {
        parse_legacy_color(input)
            .map_or_else(|e| format!("!{}", e.kind().code()), |c| c.to_string())
    }

    #[test]
    fn spec_steps() {
        assert_eq!(hex("chucknorris"), "#c00000");
        assert_eq!(hex("#fff"), "#ffffff");
        assert_eq!(hex("fff"), "#0f0f0f");
        assert_eq!(hex("#ff"), "#0f0f00");
        assert_eq!(hex(" "), "#000000");
        assert_eq!(hex("#"), "#000000");
        assert_eq!(hex(""), "!empty");
        assert_eq!(hex(" TRANSPARENT\t"), "!transparent");
        // Step 15: components of 8 keep their first two.
        assert_eq!(hex("#123456789abcdef012345678"), "#129a12");
        // Step 13: components of 9 keep their last 8, then step 15.
        assert_eq!(hex("0123456789abcdef0123456789"), "#12ab34");
        // Step 7: one non-BMP code point is "00".
        assert_eq!(hex("\u{1F600}ff"), "#00ff00");
    }

    proptest::proptest! {
        #[test]
        fn windowed_is_ascii_is_std_is_ascii(
            bytes in proptest::collection::vec(
                proptest::prop_oneof![0u8..0x80, 0x80u8..=0xFF, proptest::strategy::Just(0x7Fu8)],
                0..40,
            )
        ) {
            proptest::prop_assert_eq!(is_ascii(&bytes), bytes.is_ascii());
        }
    }

    #[test]
    fn truncation_counts_replaced_code_points() {
        // 127 'f' then a non-BMP character: only one of its two '0's fits.
        let s = format!("{}\u{1F600}", "f".repeat(127));
        let d = hex_digits(s.as_bytes(), MAX_LENGTH);
        assert_eq!(d.len, 128);
        assert_eq!((d.get(126), d.get(127)), (15, 0));
    }
}
