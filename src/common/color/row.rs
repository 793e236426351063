//! The registry rows of the colors (2.3.6): simple colors and legacy
//! colors.

use crate::common::color;
use crate::common::row::{html, row, Checked, Reading, SyntaxDef};

/// A simple color's one pass (`lowercase`: a lowercase one).
fn check_simple_color(value: &str, lowercase: bool) -> Checked {
    let (syntax, color) = super::simple::check_simple_color(value, lowercase);
    Checked::new(syntax, color.map(Reading::Color))
}

/// A valid simple color (`<input type=color value>`).
pub static VALID_SIMPLE_COLOR: SyntaxDef = row!(
    "valid_simple_color",
    html!("common-microsyntaxes.html#valid-simple-colour"),
    "\"valid simple color\" (2.3.6)",
    |v, _| check_simple_color(v, false),
);

/// A valid lowercase simple color.
pub static VALID_LOWERCASE_SIMPLE_COLOR: SyntaxDef = row!(
    "valid_lowercase_simple_color",
    html!("common-microsyntaxes.html#valid-lowercase-simple-colour"),
    "\"valid lowercase simple color\" (2.3.6)",
    |v, _| check_simple_color(v, true),
);

/// An obsolete presentational color: no valid syntax of its own; read by
/// the rules for parsing a legacy color value.
pub static LEGACY_COLOR: SyntaxDef = row!(
    "legacy_color",
    html!("common-microsyntaxes.html#rules-for-parsing-a-legacy-colour-value"),
    "rules for parsing a legacy color value (2.3.6)",
    |v, _| Checked::new(
        Ok(()),
        color::parse_legacy_color(v).ok().map(Reading::Color)
    ),
);
