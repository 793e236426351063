//! The registry row of CSS colors (`<input type=color value>`). The
//! `css_color` module is gated on the `css-color` feature, the row is not:
//! without it, it is unchecked.

use crate::base::error::Error;
use crate::common::row::{def, gated, Context, Reading, SyntaxDef};

#[cfg(feature = "css-color")]
fn validate_css_color(value: &str, _: &Context<'_>) -> Result<(), Error> {
    crate::common::row::ok(crate::syntaxes::css_color::validate_css_color(value))
}

/// What "parse a CSS color value" gives.
#[cfg(feature = "css-color")]
fn read_css_color(value: &str, _: &Context<'_>) -> Option<Reading> {
    crate::syntaxes::css_color::parse_css_color(value)
        .ok()
        .map(Reading::CssColor)
}

/// Without the `css-color` feature CSS colors are not read.
#[cfg(not(feature = "css-color"))]
fn read_css_color(_: &str, _: &Context<'_>) -> Option<Reading> {
    None
}

/// Without the `css-color` feature CSS colors are not checked
/// ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "css-color"))]
fn validate_css_color(_: &str, _: &Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// A CSS color (`<input type=color value>`): "parse a CSS color value"
/// succeeds. Checked with the `css-color` feature.
pub static VALID_CSS_COLOR: SyntaxDef = gated(
    ("css-color", cfg!(feature = "css-color")),
    def(
        "valid_css_color",
        "https://drafts.csswg.org/css-color/#parse-a-css-color-value",
        "a CSS <color> (CSS Color 4; Color 5 functions are a warning)",
        validate_css_color,
        read_css_color,
    ),
);
