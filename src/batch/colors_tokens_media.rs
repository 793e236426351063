//! The batch mode's syntaxes for 2.3.6–2.3.10: colors, tokens, references, media
//! queries (shapes in the JSON contract).

use crate::registry::{HASH_NAME_REFERENCE, LEGACY_COLOR};
use crate::{color, reference, tokens, Error};
use serde_json::Value;

/// `(name, one-line description)` of each syntax this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        "simple_color",
        "rules for parsing simple color values (2.3.6)",
    ),
    // The registry's rows, run here for their value (the color, the name).
    (LEGACY_COLOR.name, LEGACY_COLOR.description),
    ("space_tokens", "split on ASCII whitespace (2.3.7)"),
    ("comma_tokens", "split on commas (2.3.8)"),
    (HASH_NAME_REFERENCE.name, HASH_NAME_REFERENCE.description),
];

fn strings<'a>(tokens: impl Iterator<Item = &'a str>) -> Value {
    Value::Array(tokens.map(|t| Value::String(t.to_owned())).collect())
}

/// Runs `syntax` on `input`; `None` when the syntax is not in this family.
pub fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    let color = |c: color::SimpleColor| Value::String(c.to_string());
    Some(match syntax {
        "simple_color" => color::parse_simple_color(input).map(color),
        s if s == LEGACY_COLOR.name => color::parse_legacy_color(input).map(color),
        "space_tokens" => Ok(strings(tokens::space_separated_tokens(input))),
        "comma_tokens" => Ok(strings(tokens::comma_separated_tokens(input))),
        s if s == HASH_NAME_REFERENCE.name => {
            reference::parse_hash_name(input).map(|s| Value::String(s.to_owned()))
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_syntax_runs_and_others_do_not() {
        for (name, _) in SYNTAXES {
            assert!(run(name, "#fff").is_some(), "{name}");
        }
        assert!(run("integer", "1").is_none());
    }

    #[test]
    fn result_shapes() {
        let ok = |s, i| run(s, i).and_then(Result::ok);
        assert_eq!(ok("simple_color", "#ABCDEF"), Some(Value::from("#abcdef")));
        assert_eq!(
            ok("legacy_color", "chucknorris"),
            Some(Value::from("#c00000"))
        );
        let err = crate::batch::run("valid_simple_color", "x")
            .unwrap()
            .unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset()),
            ("expected_number_sign", 0)
        );
        assert_eq!(
            ok("space_tokens", " a  b "),
            Some(serde_json::json!(["a", "b"]))
        );
        assert_eq!(
            ok("comma_tokens", "a,,b"),
            Some(serde_json::json!(["a", "", "b"]))
        );
        assert_eq!(ok("hash_name_reference", "#m"), Some(Value::from("m")));
        let err = crate::batch::run("valid_media_query_list", "screen and").and_then(Result::err);
        assert_eq!(err.map(|e| e.kind().code()), Some("expected_media_query"));
        let err = run("legacy_color", "transparent").and_then(Result::err);
        assert_eq!(err.map(|e| e.kind().code()), Some("transparent"));
    }
}
