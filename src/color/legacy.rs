//! The rules for parsing a legacy color value.
//!
//! Steps 7–15 rewrite the string (replace, truncate, pad, split, trim); this
//! implementation does not build the rewritten string. It records the hex
//! value of each of the (at most 128) code points left after steps 7–10 in a
//! stack buffer, and reads the padding of step 11 as zeros past its end. No
//! allocation, and every input gives a color or an error.

use super::named::named_color;
use super::{hex_value, SimpleColor};
use crate::error::ErrorKind;
use crate::idioms::strip_leading_and_trailing_ascii_whitespace;
use crate::Error;

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
pub fn parse_legacy_color(input: &str) -> Result<SimpleColor, Error> {
    // Step 2: the empty string is an error.
    if input.is_empty() {
        return Err(Error::new(ErrorKind::Empty, input, 0));
    }
    // Step 3: strip leading and trailing ASCII whitespace.
    let stripped = strip_leading_and_trailing_ascii_whitespace(input);
    // Step 4: "transparent" is an error.
    if stripped.eq_ignore_ascii_case("transparent") {
        let offset = input.len() - input.trim_start_matches(is_ascii_whitespace_char).len();
        return Err(Error::new(ErrorKind::Transparent, input, offset));
    }
    // Step 5: a named color.
    if let Some(color) = named_color(stripped) {
        return Ok(color);
    }
    // Step 6: "#rgb", each digit times 17 (code point length four: one '#'
    // and three ASCII characters, so four bytes).
    if let [b'#', r, g, b] = *stripped.as_bytes() {
        if r.is_ascii_hexdigit() && g.is_ascii_hexdigit() && b.is_ascii_hexdigit() {
            return Ok(SimpleColor::new(
                hex_value(r) * 17,
                hex_value(g) * 17,
                hex_value(b) * 17,
            ));
        }
    }
    // Steps 7–20 on '#' and six hex digits leave exactly those digits, two
    // per component: the common case, read directly.
    if let [b'#', digits @ ..] = stripped.as_bytes() {
        if let [r1, r2, g1, g2, b1, b2] = *digits {
            if digits.iter().all(u8::is_ascii_hexdigit) {
                let pair = |hi: u8, lo: u8| hex_value(hi) << 4 | hex_value(lo);
                return Ok(SimpleColor::new(pair(r1, r2), pair(g1, g2), pair(b1, b2)));
            }
        }
    }
    Ok(hex_digits(stripped).color())
}

fn is_ascii_whitespace_char(c: char) -> bool {
    u8::try_from(c).is_ok_and(crate::idioms::is_ascii_whitespace)
}

/// The hex values of the code points after steps 7–10.
struct HexDigits {
    values: [u8; MAX_LENGTH],
    len: usize,
}

/// Steps 7–10: non-BMP code points become "00", the string is cut to 128
/// code points, a leading '#' is dropped, and every non-hex-digit is '0'.
fn hex_digits(input: &str) -> HexDigits {
    let mut digits = HexDigits {
        values: [0; MAX_LENGTH],
        len: 0,
    };
    // Steps 7–8: count code points after the replacement, up to 128.
    let mut count = 0usize;
    let mut first_is_number_sign = false;
    for c in input.chars() {
        // Step 7: a code point above U+FFFF is two '0's (the second may be
        // cut off by step 8).
        let (width, value) = if u32::from(c) > 0xFFFF {
            (2, 0)
        } else if c.is_ascii_hexdigit() {
            (1, u8::try_from(c).map_or(0, hex_value))
        } else {
            // Step 10 (a '#' is dropped below if it comes first).
            (1, 0)
        };
        for _ in 0..width {
            if count >= MAX_LENGTH {
                break;
            }
            // Step 9: note a first '#', to remove it.
            if count == 0 && c == '#' {
                first_is_number_sign = true;
            }
            if let Some(slot) = digits.values.get_mut(count) {
                *slot = value;
            }
            count += 1;
        }
        if count >= MAX_LENGTH {
            break;
        }
    }
    // Step 9: remove a leading '#'.
    if first_is_number_sign {
        digits.values.copy_within(1.., 0);
        count -= 1;
    }
    digits.len = count;
    digits
}

impl HexDigits {
    /// The value of the `i`th digit; the padding of step 11 reads as 0.
    #[inline]
    fn get(&self, i: usize) -> u8 {
        if i < self.len {
            self.values.get(i).copied().unwrap_or(0)
        } else {
            0
        }
    }

    /// Steps 11–20.
    fn color(&self) -> SimpleColor {
        // Step 11: pad with '0' to a nonzero multiple of three.
        let padded = self.len.div_ceil(3).max(1) * 3;
        // Step 12: three components of equal length.
        let mut length = padded / 3;
        let starts = [0, length, 2 * length];
        // Step 13: keep only the last 8 characters of each component.
        let mut skip = length.saturating_sub(8);
        length -= skip;
        // Step 14: drop shared leading zeros while longer than 2.
        while length > 2 && starts.iter().all(|&s| self.get(s + skip) == 0) {
            skip += 1;
            length -= 1;
        }
        // Step 15: keep the first two characters.
        let length = length.min(2);
        // Steps 16–20: read each component as hex.
        let component = |start: usize| {
            (0..length).fold(0u8, |acc, i| {
                acc.wrapping_shl(4) | self.get(start + skip + i)
            })
        };
        SimpleColor::new(
            component(starts[0]),
            component(starts[1]),
            component(starts[2]),
        )
    }
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

    #[test]
    fn truncation_counts_replaced_code_points() {
        // 127 'f' then a non-BMP character: only one of its two '0's fits.
        let s = format!("{}\u{1F600}", "f".repeat(127));
        let d = hex_digits(&s);
        assert_eq!(d.len, 128);
        assert_eq!((d.get(126), d.get(127)), (15, 0));
    }
}
