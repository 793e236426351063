//! The CLI's syntaxes, shared with the `html-microsyntax` binary: the same
//! modules, so that `parse`, `validate` and `checkAttribute` answer exactly
//! what the batch mode answers (`docs/cli.md`), and the dispatch of its
//! `answer` over them.

// The CLI's families, compiled here as they are there.
#[path = "../../../src/bin/html-microsyntax/attributes.rs"]
mod attributes;
#[path = "../../../src/bin/html-microsyntax/autofill.rs"]
mod autofill;
#[path = "../../../src/bin/html-microsyntax/colors_tokens_media.rs"]
mod colors_tokens_media;
#[path = "../../../src/bin/html-microsyntax/coords.rs"]
mod coords;
#[path = "../../../src/bin/html-microsyntax/datetime.rs"]
#[allow(dead_code)] // `serialize`: the one-value mode's, not the batch's
mod datetime;
#[path = "../../../src/bin/html-microsyntax/fields.rs"]
mod fields;
#[path = "../../../src/bin/html-microsyntax/forms.rs"]
mod forms;
#[path = "../../../src/bin/html-microsyntax/images.rs"]
mod images;
#[path = "../../../src/bin/html-microsyntax/numbers.rs"]
#[allow(dead_code)] // `serialize`: the one-value mode's, not the batch's
mod numbers;
#[path = "../../../src/bin/html-microsyntax/types_urls_languages.rs"]
#[allow(dead_code)] // `serialize`: the one-value mode's, not the batch's
mod types_urls_languages;

use std::sync::LazyLock;

use html_microsyntax::registry::{self, Context, SyntaxDef};
use html_microsyntax::Error;
use serde_json::Value;

/// A family of syntaxes with string inputs: names and runner.
type Family = (
    &'static [(&'static str, &'static str)],
    fn(&str, &str) -> Option<Result<Value, Error>>,
);

/// The families with string inputs, in the CLI's order.
const FAMILIES: &[Family] = &[
    (numbers::SYNTAXES, numbers::run),
    (datetime::SYNTAXES, datetime::run),
    (colors_tokens_media::SYNTAXES, colors_tokens_media::run),
    (types_urls_languages::SYNTAXES, types_urls_languages::run),
];

/// A family whose inputs may be objects: names, and a runner that answers
/// with the result or the contract's error object.
type ObjectFamily = (
    &'static [(&'static str, &'static str)],
    fn(&str, &Value) -> Option<Result<Value, Value>>,
);

/// The families with object inputs, in the CLI's order.
const OBJECT_FAMILIES: &[ObjectFamily] = &[
    (forms::SYNTAXES, forms::run),
    (attributes::SYNTAXES, attributes::run),
    (images::SYNTAXES, images_run),
    (autofill::SYNTAXES, autofill::run),
    (coords::SYNTAXES, coords::run),
];

/// The images family in the object families' shape.
fn images_run(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    Some(match images::run(syntax, input)? {
        images::Answer::Value(v) => Ok(v),
        images::Answer::Invalid(e) => Err(serde_json::to_value(&e).unwrap_or_default()),
        images::Answer::BadRequest(why) => Err(fields::bad_request(&why)),
    })
}

/// Whether a family lists `name`.
fn in_a_family(name: &str) -> bool {
    let listed = |names: &[(&str, &str)]| names.iter().any(|(n, _)| *n == name);
    FAMILIES.iter().any(|(names, _)| listed(names))
        || OBJECT_FAMILIES.iter().any(|(names, _)| listed(names))
}

/// The registry's rows run as checks of a string: those no family serves,
/// `boolean_attribute` aside (it needs the attribute's own name).
static CHECKS: LazyLock<Vec<&'static SyntaxDef>> = LazyLock::new(|| {
    registry::SYNTAXES
        .iter()
        .copied()
        .filter(|def| !in_a_family(def.name) && !std::ptr::eq(*def, &registry::BOOLEAN_ATTRIBUTE))
        .collect()
});

fn registry_check(syntax: &str) -> Option<&'static SyntaxDef> {
    CHECKS.iter().copied().find(|def| def.name == syntax)
}

/// Whether `syntax` is a conformance check (`true`, or `false` with the
/// first violation).
pub fn is_check(syntax: &str) -> bool {
    syntax.starts_with("valid_") || registry_check(syntax).is_some()
}

/// What `input` may be for a syntax.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// A string.
    String,
    /// An object with named fields (some also take a string).
    Object,
}

/// Every syntax: name, description, input; string families first, then
/// the registry's checks, then the object families (the CLI's `--help`).
pub fn syntaxes() -> Vec<(&'static str, &'static str, Input)> {
    let strings = FAMILIES
        .iter()
        .flat_map(|(names, _)| names.iter())
        .map(|(n, d)| (*n, *d, Input::String));
    let checks = CHECKS
        .iter()
        .map(|def| (def.name, def.description, Input::String));
    let objects = OBJECT_FAMILIES
        .iter()
        .flat_map(|(names, _)| names.iter())
        .map(|(n, d)| (*n, *d, Input::Object));
    strings.chain(checks).chain(objects).collect()
}

/// The contract's error object.
fn error_json(kind: &str, message: &str) -> Value {
    fields::error(kind, message)
}

/// The batch mode's answer to `{"syntax", "input"}`: `(result, error)`,
/// `result` `Value::Null` exactly when the algorithm failed or the request
/// was bad.
pub fn answer(syntax: &str, input: &Value) -> (Value, Value) {
    let object_answer = OBJECT_FAMILIES
        .iter()
        .find_map(|(_, run)| run(syntax, input));
    if let Some(answer) = object_answer {
        return match answer {
            Ok(result) => (result, Value::Null),
            Err(err) => {
                let bad = err.get("kind").and_then(Value::as_str) == Some("bad_request");
                let result = if is_check(syntax) && !bad {
                    Value::Bool(false)
                } else {
                    Value::Null
                };
                (result, err)
            }
        };
    }
    let Some(text) = input.as_str() else {
        let known = in_a_family(syntax) || registry_check(syntax).is_some();
        return if known {
            let message = format!("the input of {syntax:?} is a string");
            (Value::Null, error_json("bad_request", &message))
        } else {
            unknown(syntax)
        };
    };
    let ran = FAMILIES
        .iter()
        .find_map(|(_, run)| run(syntax, text))
        .or_else(|| {
            let def = registry_check(syntax)?;
            Some((def.validate)(text, &Context::default()).map(|()| Value::Bool(true)))
        });
    match ran {
        None => unknown(syntax),
        Some(Ok(result)) => (result, Value::Null),
        Some(Err(e)) => {
            let err = serde_json::to_value(&e).unwrap_or_default();
            let result = if is_check(syntax) {
                Value::Bool(false)
            } else {
                Value::Null
            };
            (result, err)
        }
    }
}

/// The batch mode's answer for a name it does not serve.
fn unknown(syntax: &str) -> (Value, Value) {
    let message = format!("unknown syntax {syntax:?}");
    (Value::Null, error_json("unknown_syntax", &message))
}
