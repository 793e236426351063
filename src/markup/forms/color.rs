//! The [Color state](https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color))'s
//! value: update a color well control color, serialize a color well control
//! color (feature `css-color`).

use alloc::string::String;

use crate::common::keywords::enumerated::COLORSPACE;
use crate::syntaxes::css_color::{parse_css_color, write_number, AbsoluteColor, ColorSpace};

/// The state of the [`colorspace`](https://html.spec.whatwg.org/multipage/input.html#attr-input-colorspace)
/// attribute.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::ColorSpaceState;
/// assert_eq!(ColorSpaceState::from_attribute(Some("Display-P3")), ColorSpaceState::DisplayP3);
/// assert_eq!(ColorSpaceState::from_attribute(Some("srgb")), ColorSpaceState::LimitedSrgb);
/// assert_eq!(ColorSpaceState::from_attribute(None), ColorSpaceState::LimitedSrgb);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ColorSpaceState {
    /// `limited-srgb`, and the missing and invalid value default.
    #[default]
    LimitedSrgb,
    /// `display-p3`.
    DisplayP3,
}

impl ColorSpaceState {
    /// The state of a `colorspace` attribute value (`None`: absent).
    pub fn from_attribute(value: Option<&str>) -> ColorSpaceState {
        match COLORSPACE.state(value) {
            Some("display P3") => ColorSpaceState::DisplayP3,
            _ => ColorSpaceState::LimitedSrgb,
        }
    }
}

/// [Update a color well control color](https://html.spec.whatwg.org/multipage/input.html#update-a-color-well-control-color),
/// steps 3-5, given the value it reads in step 2 (the `value` content
/// attribute while the dirty value flag is false, else the element's
/// value): parse it as a CSS color, opaque black on failure, and
/// serialize it. This is the Color state's value sanitization algorithm.
///
/// A value this crate does not read (a CSS Color 5 function, a relative
/// color, `calc()`) is treated as a failure here: opaque black (see
/// `docs/deviations.md`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{update_a_color_well_control_color, ColorSpaceState};
/// let srgb = ColorSpaceState::LimitedSrgb;
/// assert_eq!(update_a_color_well_control_color(" crimson ", false, srgb), "#dc143c");
/// assert_eq!(update_a_color_well_control_color("#ffffff08", true, srgb), "color(srgb 1 1 1 / 0.031373)");
/// assert_eq!(update_a_color_well_control_color("inherit", false, srgb), "#000000");
/// assert_eq!(
///     update_a_color_well_control_color("#0F0F0F", false, ColorSpaceState::DisplayP3),
///     "color(display-p3 0.058824 0.058824 0.058824)"
/// );
/// ```
pub fn update_a_color_well_control_color(
    value: &str,
    alpha: bool,
    colorspace: ColorSpaceState,
) -> String {
    // Step 3: parse; step 4: opaque black on failure.
    let color = match parse_css_color(value) {
        Ok(c) => c.resolve(),
        Err(_) => AbsoluteColor {
            space: ColorSpace::Srgb,
            components: [Some(0.0); 3],
            alpha: Some(1.0),
        },
    };
    // Step 5.
    serialize_a_color_well_control_color(color, alpha, colorspace)
}

/// [Serialize a color well control color](https://html.spec.whatwg.org/multipage/input.html#serialize-a-color-well-control-color),
/// given whether the element has an `alpha` attribute and the state of its
/// `colorspace` attribute.
///
/// In the Limited sRGB state the components (alpha too) are scaled to 0..=255,
/// clamped and rounded half up; the serialization is `#rrggbb` without
/// `alpha` (CSS's HTML-compatible serialization) and
/// `color(srgb r g b[ / a])` with it. In the Display P3 state it is
/// `color(display-p3 r g b[ / a])`, unrounded. Numbers have at most six
/// decimals.
///
/// # Examples
///
/// ```
/// use html_microsyntax::css_color::parse_css_color;
/// use html_microsyntax::forms::{serialize_a_color_well_control_color, ColorSpaceState};
/// let half = parse_css_color("rgb(1 1 1 / 0.5)").unwrap().resolve();
/// let srgb = ColorSpaceState::LimitedSrgb;
/// assert_eq!(serialize_a_color_well_control_color(half, false, srgb), "#010101");
/// assert_eq!(
///     serialize_a_color_well_control_color(half, true, srgb),
///     "color(srgb 0.003922 0.003922 0.003922 / 0.501961)"
/// );
/// ```
pub fn serialize_a_color_well_control_color(
    color: AbsoluteColor,
    alpha: bool,
    colorspace: ColorSpaceState,
) -> String {
    // Step 2: htmlCompatible; step 3: without `alpha`, fully opaque.
    let alpha_value = if alpha { color.alpha() } else { 1.0 };
    let mut out = String::new();
    match colorspace {
        // Step 4.
        ColorSpaceState::LimitedSrgb => {
            // Steps 4.1-4.2: to sRGB, each component onto 0..=255, rounded
            // towards +infinity at the half.
            let byte = |c: f64| {
                let scaled = (c * 255.0).clamp(0.0, 255.0);
                let rounded = (scaled + 0.5).floor();
                if rounded.is_nan() {
                    0u8
                } else {
                    // In 0..=255 by the clamp.
                    rounded.clamp(0.0, 255.0) as u8
                }
            };
            let [r, g, b] = color.to_srgb().map(byte);
            let a = byte(alpha_value);
            if !alpha {
                // Step 4.3, then step 6 with HTML-compatible serialization.
                use core::fmt::Write as _;
                let _ = write!(out, "#{r:02x}{g:02x}{b:02x}");
            } else {
                // Step 4.4: the color() function, then step 6.
                let unit = |v: u8| f64::from(v) / 255.0;
                write_color_function(&mut out, "srgb", [unit(r), unit(g), unit(b)], unit(a));
            }
        }
        // Step 5: to display-p3.
        ColorSpaceState::DisplayP3 => {
            write_color_function(&mut out, "display-p3", color.to_display_p3(), alpha_value);
        }
    }
    out
}

/// `color(<space> c1 c2 c3)`, with ` / a` when the alpha is not 1.
fn write_color_function(out: &mut String, space: &str, components: [f64; 3], alpha: f64) {
    out.push_str("color(");
    out.push_str(space);
    for c in components {
        out.push(' ');
        write_number(out, c);
    }
    if alpha != 1.0 {
        out.push_str(" / ");
        write_number(out, alpha);
    }
    out.push(')');
}
