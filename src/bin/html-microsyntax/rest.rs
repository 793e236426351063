//! The CLI's syntaxes for 2.3.6–2.3.10: colors, tokens, references, media
//! queries (shapes in the JSON contract).

use html_microsyntax::{color, media, reference, tokens, Error};
use serde_json::Value;

/// `(name, one-line description)` of each syntax this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        "simple_color",
        "rules for parsing simple color values (2.3.6)",
    ),
    ("valid_simple_color", "\"valid simple color\" (2.3.6)"),
    (
        "valid_lowercase_simple_color",
        "\"valid lowercase simple color\" (2.3.6)",
    ),
    (
        "legacy_color",
        "rules for parsing a legacy color value (2.3.6)",
    ),
    ("space_tokens", "split on ASCII whitespace (2.3.7)"),
    ("comma_tokens", "split on commas (2.3.8)"),
    (
        "hash_name_reference",
        "steps 1-2 of the rules for parsing a hash-name reference (2.3.9)",
    ),
    (
        "valid_media_query_list",
        "\"valid media query list\" (2.3.10)",
    ),
];

fn strings<'a>(tokens: impl Iterator<Item = &'a str>) -> Value {
    Value::Array(tokens.map(|t| Value::String(t.to_owned())).collect())
}

/// Runs `syntax` on `input`; `None` when the syntax is not in this family.
pub fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    let color = |c: color::SimpleColor| Value::String(c.to_string());
    Some(match syntax {
        "simple_color" => color::parse_simple_color(input).map(color),
        "valid_simple_color" => super::valid(color::parse_simple_color(input)),
        "valid_lowercase_simple_color" => {
            super::valid(color::validate_lowercase_simple_color(input))
        }
        "legacy_color" => color::parse_legacy_color(input).map(color),
        "space_tokens" => Ok(strings(tokens::space_separated_tokens(input))),
        "comma_tokens" => Ok(strings(tokens::comma_separated_tokens(input))),
        "hash_name_reference" => {
            reference::parse_hash_name(input).map(|s| Value::String(s.to_owned()))
        }
        "valid_media_query_list" => super::valid(media::validate_media_query_list(input)),
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
        let err = run("valid_simple_color", "x").unwrap().unwrap_err();
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
        let err = run("valid_media_query_list", "screen and").and_then(Result::err);
        assert_eq!(err.map(|e| e.kind().code()), Some("expected_media_query"));
        let err = run("legacy_color", "transparent").and_then(Result::err);
        assert_eq!(err.map(|e| e.kind().code()), Some("transparent"));
    }
}
