//! [2.3.6 Colors](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#colours):
//! simple colors, their serialization, and the rules for parsing a legacy
//! color value.
//!
//! | input | rule | result |
//! |---|---|---|
//! | `"#00FF7f"` | [`parse_simple_color`] | `#00ff7f` (valid, not a valid lowercase simple color) |
//! | `"#fff"` | [`parse_simple_color`] | error: seven characters are needed |
//! | `"#fff"` | [`parse_legacy_color`] | `#ffffff` |
//! | `"chucknorris"` | [`parse_legacy_color`] | `#c00000` |
//! | `"RebeccaPurple"` | [`parse_legacy_color`] | `#663399` |
//! | `"transparent"` | [`parse_legacy_color`] | error |
//!
//! ```text
//! valid-simple-color           = "#" 6HEXDIG
//! valid-lowercase-simple-color = "#" 6( DIGIT / %x61-66 )   ; 0-9 a-f
//! ```

#[cfg(feature = "css-color")]
pub(crate) mod css;
mod legacy;
mod named;
pub(crate) mod row;
mod simple;

pub use legacy::parse_legacy_color;
pub use named::named_color;
pub use simple::{
    is_valid_lowercase_simple_color, is_valid_simple_color, parse_simple_color,
    simple_color_component, validate_lowercase_simple_color,
};

use core::fmt;
use core::str::FromStr;

use crate::base::error::Error;

/// A [simple color](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#simple-colour):
/// red, green and blue components from 0 to 255, in the `srgb` color space.
///
/// `Display` is the [rules for serializing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-serializing-simple-colour-values)
/// (a valid lowercase simple color); `FromStr` is the
/// [rules for parsing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-simple-colour-values).
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::SimpleColor;
/// let c: SimpleColor = "#FF8000".parse().unwrap();
/// assert_eq!(c, SimpleColor::new(255, 128, 0));
/// assert_eq!(c.to_string(), "#ff8000");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct SimpleColor {
    /// The red component.
    pub r: u8,
    /// The green component.
    pub g: u8,
    /// The blue component.
    pub b: u8,
}

impl SimpleColor {
    /// The color with these components.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::color::SimpleColor;
    /// assert_eq!(SimpleColor::new(0x66, 0x33, 0x99).to_string(), "#663399");
    /// ```
    pub const fn new(r: u8, g: u8, b: u8) -> SimpleColor {
        SimpleColor { r, g, b }
    }
}

impl fmt::Display for SimpleColor {
    /// The [rules for serializing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-serializing-simple-colour-values).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Steps 1–3: '#', then each component as two lower hex digits.
        write!(f, "#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }
}

impl FromStr for SimpleColor {
    type Err = Error;

    /// The [rules for parsing simple color values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-simple-colour-values);
    /// see [`parse_simple_color`].
    fn from_str(s: &str) -> Result<SimpleColor, Error> {
        parse_simple_color(s)
    }
}

/// The value of each byte as an [ASCII hex digit](https://infra.spec.whatwg.org/#ascii-hex-digit),
/// or [`NOT_HEX`]: one load instead of three range tests.
const HEX_VALUES: [u8; 256] = {
    let mut table = [NOT_HEX; 256];
    let mut b = 0;
    while b < 256 {
        // OK: the loop keeps `b < 256`, which fits u8.
        let byte = b as u8;
        // OK: `b < 256`; a const out of bounds fails the build.
        #[allow(clippy::indexing_slicing)]
        {
            table[b] = match byte {
                b'0'..=b'9' => byte - b'0',
                b'a'..=b'f' => byte - b'a' + 10,
                b'A'..=b'F' => byte - b'A' + 10,
                _ => NOT_HEX,
            };
        }
        b += 1;
    }
    table
};

/// [`hex_digit`] of a byte that is not an ASCII hex digit: it has bits above
/// the low four, so ORing the values of several digits and testing those bits
/// checks them all at once; its low four bits are 0, so `hex_digit(b) & 0x0F`
/// is step 10 of the legacy rules (a non-hex-digit reads as '0').
const NOT_HEX: u8 = 0xF0;

/// The value of `b` as an ASCII hex digit (0 to 15), or [`NOT_HEX`].
#[inline(always)]
fn hex_digit(b: u8) -> u8 {
    HEX_VALUES.get(usize::from(b)).copied().unwrap_or(NOT_HEX)
}

/// Whether every value in `digits` is that of an ASCII hex digit.
#[inline(always)]
fn all_hex(digits: &[u8]) -> bool {
    digits.iter().fold(0, |acc, d| acc | d) & NOT_HEX == 0
}
