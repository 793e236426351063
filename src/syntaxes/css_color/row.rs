//! The registry row of CSS colors (`<input type=color value>`). The
//! `css_color` module is gated on the `css-color` feature, the row is not:
//! without it, it is unchecked.

use crate::common::row::{gated, row, Checked, Context, SyntaxDef};

/// "Parse a CSS color value", once: its verdict is the validity, its color
/// the reading.
#[cfg(feature = "css-color")]
fn check_css_color(value: &str, _: &Context<'_>) -> Checked {
    let color = crate::syntaxes::css_color::parse_css_color(value);
    let reading = color
        .as_ref()
        .ok()
        .copied()
        .map(crate::common::row::Reading::CssColor);
    Checked::new(color.map(|_| ()), reading)
}

/// Without the `css-color` feature CSS colors are not checked
/// ([`SyntaxDef::checked`] is `false`) nor read.
#[cfg(not(feature = "css-color"))]
fn check_css_color(_: &str, _: &Context<'_>) -> Checked {
    Checked::new(Ok(()), None)
}

/// A CSS color (`<input type=color value>`): "parse a CSS color value"
/// succeeds. Checked with the `css-color` feature.
pub static VALID_CSS_COLOR: SyntaxDef = gated(
    ("css-color", cfg!(feature = "css-color")),
    row!(
        "valid_css_color",
        "https://drafts.csswg.org/css-color/#parse-a-css-color-value",
        "a CSS <color> (CSS Color 4; Color 5 functions are a warning)",
        check_css_color,
    ),
);
