//! The registry rows of the colors (2.3.6): simple colors and legacy
//! colors.

use crate::common::color;
use crate::common::row::{def, html, ok, Reading, SyntaxDef};

fn read_color(value: &str) -> Option<Reading> {
    color::parse_simple_color(value).ok().map(Reading::Color)
}

/// A valid simple color (`<input type=color value>`).
pub static VALID_SIMPLE_COLOR: SyntaxDef = def(
    "valid_simple_color",
    html!("common-microsyntaxes.html#valid-simple-colour"),
    "\"valid simple color\" (2.3.6)",
    |v, _| ok(color::parse_simple_color(v)),
    |v, _| read_color(v),
);

/// A valid lowercase simple color.
pub static VALID_LOWERCASE_SIMPLE_COLOR: SyntaxDef = def(
    "valid_lowercase_simple_color",
    html!("common-microsyntaxes.html#valid-lowercase-simple-colour"),
    "\"valid lowercase simple color\" (2.3.6)",
    |v, _| ok(color::validate_lowercase_simple_color(v)),
    |v, _| read_color(v),
);

/// An obsolete presentational color: no valid syntax of its own; read by
/// the rules for parsing a legacy color value.
pub static LEGACY_COLOR: SyntaxDef = def(
    "legacy_color",
    html!("common-microsyntaxes.html#rules-for-parsing-a-legacy-colour-value"),
    "rules for parsing a legacy color value (2.3.6)",
    |_, _| Ok(()),
    |v, _| color::parse_legacy_color(v).ok().map(Reading::Color),
);
