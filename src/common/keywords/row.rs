//! The registry rows of the keywords (2.3.2-2.3.3): boolean attributes,
//! and `<button command>`, an enumerated attribute with custom keywords.

use crate::common::keywords;
use crate::common::row::{html, ok, row, Checked, Reading, SyntaxDef};

/// A [boolean attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes):
/// the empty string or the attribute's own name ([`Context::attribute`](crate::registry::Context::attribute)).
pub static BOOLEAN_ATTRIBUTE: SyntaxDef = row!(
    "boolean_attribute",
    html!("common-microsyntaxes.html#boolean-attributes"),
    "a boolean attribute: the empty string or the attribute's name",
    |v, c| Checked::new(
        keywords::validate_boolean_attribute(c.attribute, v),
        // Present: true, whatever the value.
        Some(Reading::Boolean(true)),
    ),
);

/// `<button command>`: one of its keywords, or a custom command keyword
/// (any string that starts with `--`), which is the custom state.
pub static VALID_COMMAND: SyntaxDef = row!(
    "valid_command",
    html!("form-elements.html#attr-button-command"),
    "a command keyword, or a custom command keyword ('--' and any text)",
    |v, _| {
        if is_custom_command_keyword(v) {
            return Checked::new(Ok(()), Some(Reading::State(Some("custom"))));
        }
        let (syntax, state) = keywords::enumerated::COMMAND.check(v);
        Checked::new(ok(syntax), Some(Reading::State(state)))
    },
);

/// A custom command keyword ([`command`](https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command)):
/// "a string that starts with `--`".
fn is_custom_command_keyword(value: &str) -> bool {
    value.starts_with("--")
}
