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

mod legacy;
mod named;
mod simple;

pub use legacy::parse_legacy_color;
pub use named::named_color;
pub use simple::{
    is_valid_lowercase_simple_color, is_valid_simple_color, parse_simple_color,
    simple_color_component, validate_lowercase_simple_color,
};

use core::fmt;
use core::str::FromStr;

use crate::Error;

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

/// The value of an ASCII hex digit (callers check that `b` is one).
#[inline(always)]
const fn hex_value(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        b'A'..=b'F' => b - b'A' + 10,
        _ => 0,
    }
}
