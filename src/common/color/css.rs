//! The values of [CSS colors](https://drafts.csswg.org/css-color/#parse-a-css-color-value)
//! (feature `css-color`): what `css_color::parse_css_color` gives, and the
//! number writer of their serializations. The parser, the conversions and
//! the palette are in `syntaxes::css_color`; the value types are here, in
//! the floor of 2.3.6, because the registry's `Reading` holds them.

use alloc::string::String;
use core::fmt;

/// A color's space: the notation it was written in, for the spaces whose
/// components are not plain sRGB.
///
/// # Examples
///
/// ```
/// use html_microsyntax::css_color::{parse_css_color, ColorSpace, CssColor};
/// let CssColor::Absolute(c) = parse_css_color("oklch(70% 0.1 120)").unwrap() else { panic!() };
/// assert_eq!(c.space, ColorSpace::Oklch);
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColorSpace {
    /// `#hex`, a named color, `transparent`, `rgb()` and `rgba()`:
    /// components red, green and blue in 0..=1 (sRGB).
    Srgb,
    /// `hsl()` / `hsla()`: hue in degrees, saturation and lightness in 0..=1.
    Hsl,
    /// `hwb()`: hue in degrees, whiteness and blackness in 0..=1.
    Hwb,
    /// `lab()`: CIE L (0..100), a and b (D50).
    Lab,
    /// `lch()`: CIE L, chroma and hue in degrees.
    Lch,
    /// `oklab()`: L (0..1), a and b.
    Oklab,
    /// `oklch()`: L, chroma and hue in degrees.
    Oklch,
    /// `color(srgb …)`.
    ColorSrgb,
    /// `color(srgb-linear …)`.
    SrgbLinear,
    /// `color(display-p3 …)`.
    DisplayP3,
    /// `color(display-p3-linear …)`.
    DisplayP3Linear,
    /// `color(a98-rgb …)`.
    A98Rgb,
    /// `color(prophoto-rgb …)`.
    ProphotoRgb,
    /// `color(rec2020 …)`.
    Rec2020,
    /// `color(xyz-d50 …)`.
    XyzD50,
    /// `color(xyz-d65 …)` and `color(xyz …)`.
    XyzD65,
}

/// A color with its components: `None` is a
/// [missing component](https://drafts.csswg.org/css-color-4/#missing) (`none`),
/// which converts as zero.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AbsoluteColor {
    /// The space the components are in.
    pub space: ColorSpace,
    /// The three components, in the space's units (see [`ColorSpace`]).
    pub components: [Option<f64>; 3],
    /// The alpha, 0..=1.
    pub alpha: Option<f64>,
}

/// What [parsing a CSS color value](https://drafts.csswg.org/css-color/#parse-a-css-color-value)
/// gives: a color, or one of the keywords whose color depends on the
/// context.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum CssColor {
    /// `currentcolor`.
    CurrentColor,
    /// A [system color](https://drafts.csswg.org/css-color-4/#css-system-colors),
    /// by its name as CSS Color 4 writes it (`Canvas`, `ActiveBorder`).
    System(&'static str),
    /// A color given by its components.
    Absolute(AbsoluteColor),
}

/// A `<number>` as the serializations of colors write it here: at most six
/// decimals, no trailing zeros, no `-0` (see `docs/deviations.md`).
pub(crate) fn write_number(out: &mut String, n: f64) {
    use core::fmt::Write as _;
    let n = if n.is_finite() { n } else { 0.0 };
    let mut s = String::new();
    let _ = write!(s, "{n:.6}");
    if s.contains('.') {
        while s.ends_with('0') {
            s.pop();
        }
        if s.ends_with('.') {
            s.pop();
        }
    }
    if s == "-0" {
        s = String::from("0");
    }
    out.push_str(&s);
}

/// The CSS name of a space's notation: the function, and whether it is
/// `color()`'s predefined space.
fn notation(space: ColorSpace) -> (&'static str, bool) {
    match space {
        ColorSpace::Srgb => ("rgb", false),
        ColorSpace::Hsl => ("hsl", false),
        ColorSpace::Hwb => ("hwb", false),
        ColorSpace::Lab => ("lab", false),
        ColorSpace::Lch => ("lch", false),
        ColorSpace::Oklab => ("oklab", false),
        ColorSpace::Oklch => ("oklch", false),
        ColorSpace::ColorSrgb => ("srgb", true),
        ColorSpace::SrgbLinear => ("srgb-linear", true),
        ColorSpace::DisplayP3 => ("display-p3", true),
        ColorSpace::DisplayP3Linear => ("display-p3-linear", true),
        ColorSpace::A98Rgb => ("a98-rgb", true),
        ColorSpace::ProphotoRgb => ("prophoto-rgb", true),
        ColorSpace::Rec2020 => ("rec2020", true),
        ColorSpace::XyzD50 => ("xyz-d50", true),
        ColorSpace::XyzD65 => ("xyz-d65", true),
    }
}

/// Writes the color in the modern (space-separated) syntax of the notation
/// it was written in, which reads back as the same color: `currentcolor`;
/// a system color by its name as CSS Color 4 spells it; `rgb(r g b)` with
/// components from 0 to 255 for hex colors, named colors, `transparent`,
/// `rgb()` and `rgba()`; `hsl(h s% l%)` and `hwb(h w% b%)`; `lab()`,
/// `lch()`, `oklab()` and `oklch()` with their components as read; and
/// `color(<space> c1 c2 c3)`. A missing component is `none`; the alpha
/// follows a `/` unless it is 1. Numbers have at most six decimals.
///
/// # Examples
///
/// ```
/// use html_microsyntax::css_color::parse_css_color;
/// assert_eq!(parse_css_color("#FFA50080").unwrap().to_string(), "rgb(255 165 0 / 0.501961)");
/// assert_eq!(parse_css_color("hsl(120deg 50% 25%)").unwrap().to_string(), "hsl(120 50% 25%)");
/// assert_eq!(parse_css_color("color(display-p3 1 0 none)").unwrap().to_string(), "color(display-p3 1 0 none)");
/// assert_eq!(parse_css_color("CANVAS").unwrap().to_string(), "Canvas");
/// assert_eq!(parse_css_color("CurrentColor").unwrap().to_string(), "currentcolor");
/// ```
impl fmt::Display for CssColor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = match self {
            CssColor::CurrentColor => return f.write_str("currentcolor"),
            CssColor::System(name) => return f.write_str(name),
            CssColor::Absolute(c) => c,
        };
        let (name, predefined) = notation(c.space);
        // How each component is written: sRGB on 0..255, the saturation,
        // lightness, whiteness and blackness of hsl() and hwb() as
        // percentages, the rest as read.
        let (scale, percent) = match c.space {
            ColorSpace::Srgb => ([255.0; 3], [false; 3]),
            ColorSpace::Hsl | ColorSpace::Hwb => ([1.0, 100.0, 100.0], [false, true, true]),
            _ => ([1.0; 3], [false; 3]),
        };
        let mut out = String::new();
        if predefined {
            out.push_str("color(");
            out.push_str(name);
            out.push(' ');
        } else {
            out.push_str(name);
            out.push('(');
        }
        for (i, ((component, scale), percent)) in
            c.components.iter().zip(scale).zip(percent).enumerate()
        {
            if i > 0 {
                out.push(' ');
            }
            match component {
                None => out.push_str("none"),
                Some(v) => {
                    write_number(&mut out, v * scale);
                    if percent {
                        out.push('%');
                    }
                }
            }
        }
        match c.alpha {
            Some(1.0) => {}
            None => out.push_str(" / none"),
            Some(a) => {
                out.push_str(" / ");
                write_number(&mut out, a);
            }
        }
        out.push(')');
        f.write_str(&out)
    }
}
