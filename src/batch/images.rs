//! The batch mode's syntaxes for 4.8.4.3: srcset and sizes (shapes in the JSON
//! contract). Their input is a string, or an object with named fields.

use crate::images::{self, Viewport};
use crate::registry::{VALID_SIZES, VALID_SRCSET};
use crate::Error;
use serde_json::{Map, Value};

/// `(name, one-line description)` of each syntax this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        "srcset",
        "parse a srcset attribute: the candidates that survive (4.8.4.3)",
    ),
    (
        VALID_SRCSET.name,
        "srcset rules for authors; input a string or {\"srcset\", \"sizes\": string or null}",
    ),
    (
        "sizes",
        "parse a sizes attribute: the chosen size; input a string or {\"sizes\", \"viewport_width\"?, \"viewport_height\"?}",
    ),
    (VALID_SIZES.name, VALID_SIZES.description),
];

/// What one request comes to.
#[derive(Debug)]
pub enum Answer {
    /// A result (and no error).
    Value(Value),
    /// A `valid_*` syntax's `false`, with the first violation.
    Invalid(Error),
    /// The input is not of the syntax's shape: a `bad_request` line.
    BadRequest(String),
}

/// A string field of an object; `Ok(None)` when absent or null (if
/// `nullable`), `Err` for a wrong type or a required field missing.
fn field<'v>(
    object: &'v Map<String, Value>,
    name: &str,
    required: bool,
) -> Result<Option<&'v str>, String> {
    match object.get(name) {
        Some(Value::String(s)) => Ok(Some(s)),
        Some(Value::Null) if !required => Ok(None),
        None if !required => Ok(None),
        None => Err(format!("missing field {name:?}")),
        Some(_) => Err(format!("field {name:?} must be a string")),
    }
}

/// An optional number field (px), `default` when absent.
fn px(object: &Map<String, Value>, name: &str, default: f64) -> Result<f64, String> {
    match object.get(name) {
        None | Some(Value::Null) => Ok(default),
        Some(v) => v
            .as_f64()
            .filter(|n| n.is_finite() && *n >= 0.0)
            .ok_or_else(|| format!("field {name:?} must be a non-negative number")),
    }
}

fn valid<T>(result: Result<T, Error>) -> Answer {
    match result {
        Ok(_) => Answer::Value(Value::Bool(true)),
        Err(e) => Answer::Invalid(e),
    }
}

/// A JSON number for a density (integers without a fraction).
fn number(x: f64) -> Value {
    serde_json::Number::from_f64(x).map_or(Value::Null, Value::Number)
}

/// Runs `syntax` on `input` (a string, or an object for the syntaxes that
/// take one); `None` when the syntax is not in this family.
pub fn run(syntax: &str, input: &Value) -> Option<Answer> {
    let shape = |text: &str| format!("{syntax} takes {text}");
    Some(match (syntax, input) {
        ("srcset", Value::String(s)) => {
            let set = images::parse_srcset(s)
                .iter()
                .map(|c| {
                    serde_json::json!({
                        "url": c.url,
                        "density": c.density.map_or(Value::Null, number),
                        "width": c.width,
                        "height": c.height,
                    })
                })
                .collect();
            Answer::Value(Value::Array(set))
        }
        ("valid_srcset", Value::String(s)) => valid(images::validate_srcset(s, None)),
        ("valid_srcset", Value::Object(o)) => {
            let srcset = match field(o, "srcset", true) {
                Ok(Some(s)) => s,
                Ok(None) => return Some(Answer::BadRequest(shape("a \"srcset\" string"))),
                Err(e) => return Some(Answer::BadRequest(e)),
            };
            if !o.contains_key("sizes") {
                return Some(Answer::BadRequest(
                    "missing field \"sizes\" (a string, or null when absent)".to_owned(),
                ));
            }
            match field(o, "sizes", false) {
                Ok(sizes) => valid(images::validate_srcset(srcset, sizes)),
                Err(e) => Answer::BadRequest(e),
            }
        }
        ("sizes", Value::String(s)) => sizes(s, Viewport::default()),
        ("sizes", Value::Object(o)) => {
            let d = Viewport::default();
            let viewport = match (
                px(o, "viewport_width", d.width),
                px(o, "viewport_height", d.height),
            ) {
                (Ok(width), Ok(height)) => Viewport {
                    width,
                    height,
                    ..d
                },
                (Err(e), _) | (_, Err(e)) => return Some(Answer::BadRequest(e)),
            };
            if !o.contains_key("sizes") {
                return Some(Answer::BadRequest("missing field \"sizes\"".to_owned()));
            }
            match field(o, "sizes", false) {
                Ok(s) => sizes(s.unwrap_or(""), viewport),
                Err(e) => Answer::BadRequest(e),
            }
        }
        ("valid_sizes", Value::String(s)) => valid(images::validate_sizes(s)),
        ("srcset" | "valid_sizes", _) => Answer::BadRequest(shape("a string input")),
        ("valid_srcset", _) => Answer::BadRequest(shape(
            "a string, or an object {\"srcset\": string, \"sizes\": string or null}",
        )),
        ("sizes", _) => Answer::BadRequest(shape(
            "a string, or an object {\"sizes\": string or null, \"viewport_width\"?, \"viewport_height\"?}",
        )),
        _ => return None,
    })
}

fn sizes(s: &str, viewport: Viewport) -> Answer {
    let chosen = images::parse_sizes_attribute(s, &viewport);
    Answer::Value(Value::String(chosen.text.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn value(syntax: &str, input: Value) -> Value {
        match run(syntax, &input) {
            Some(Answer::Value(v)) => v,
            other => panic!("{syntax} {input}: {other:?}"),
        }
    }

    #[test]
    fn every_listed_syntax_runs_on_a_string_and_others_do_not() {
        for (name, _) in SYNTAXES {
            assert!(run(name, &json!("a.png 1x")).is_some(), "{name}");
        }
        assert!(run("integer", &json!("1")).is_none());
    }

    #[test]
    fn result_shapes() {
        assert_eq!(
            value("srcset", json!("a.png 2x, b.png 100w 50h, c.png foo")),
            json!([
                {"url": "a.png", "density": 2.0, "width": null, "height": null},
                {"url": "b.png", "density": null, "width": 100, "height": 50},
            ])
        );
        assert_eq!(value("srcset", json!(",")), json!([]));
        assert_eq!(value("valid_srcset", json!("a.png 1x")), json!(true));
        assert_eq!(
            value(
                "valid_srcset",
                json!({"srcset": "a.png 100w", "sizes": "50vw"})
            ),
            json!(true)
        );
        match run(
            "valid_srcset",
            &json!({"srcset": "a.png 100w", "sizes": null}),
        ) {
            Some(Answer::Invalid(e)) => {
                assert_eq!((e.kind().code(), e.offset()), ("width_without_sizes", 6))
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            value("sizes", json!("(max-width: 600px) 50vw, 80vw")),
            json!("80vw")
        );
        assert_eq!(value("sizes", json!("50%")), json!("100vw"));
        assert_eq!(
            value(
                "sizes",
                json!({"sizes": "(max-width: 600px) 50vw, 80vw", "viewport_width": 500})
            ),
            json!("50vw")
        );
        assert_eq!(
            value(
                "sizes",
                json!({"sizes": "(orientation: portrait) 1px, 2px", "viewport_height": 2000})
            ),
            json!("1px")
        );
        assert_eq!(value("sizes", json!({"sizes": null})), json!("100vw"));
        assert_eq!(value("valid_sizes", json!("100vw")), json!(true));
        assert!(matches!(
            run("valid_sizes", &json!("1px, 2px")),
            Some(Answer::Invalid(_))
        ));
    }

    #[test]
    fn wrong_shapes_are_bad_requests() {
        for (syntax, input) in [
            ("srcset", json!({"srcset": "a"})),
            ("srcset", json!(1)),
            ("valid_srcset", json!({"sizes": null})),
            ("valid_srcset", json!({"srcset": "a"})),
            ("valid_srcset", json!({"srcset": 1, "sizes": null})),
            ("valid_srcset", json!({"srcset": "a", "sizes": 5})),
            ("valid_srcset", json!([])),
            ("sizes", json!({"viewport_width": 5})),
            ("sizes", json!({"sizes": "1px", "viewport_width": "5"})),
            ("sizes", json!({"sizes": "1px", "viewport_height": -1})),
            ("sizes", json!(null)),
            ("valid_sizes", json!({"sizes": "1px"})),
        ] {
            assert!(
                matches!(run(syntax, &input), Some(Answer::BadRequest(_))),
                "{syntax} {input}"
            );
        }
    }
}
