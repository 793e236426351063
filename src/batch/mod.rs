//! Every syntax by its name, over JSON values: what `html-microsyntax batch`
//! answers (docs/cli.md is the contract), and what the Node package's
//! `parse`, `validate` and `syntaxes` answer, from one dispatch.
//!
//! A name is served by a family of parse rules over a string (`integer`,
//! `date`, `mime_type`, …), by a row of the [`registry`]
//! run as a conformance check of a string (`valid_week`), or by a family
//! whose input may be a JSON object with named fields (`input_step`,
//! `valid_srcset`, `valid_coords`, …). A result is the contract's JSON; an
//! error is the contract's error object `{kind, offset, line, column,
//! message}`.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::batch;
//! use serde_json::json;
//!
//! assert_eq!(batch::answer("integer", &json!(" +12abc")), Some((json!(12), json!(null))));
//! let (result, error) = batch::answer("valid_date", &json!("2023-02-29")).unwrap();
//! assert_eq!((result, &error["kind"]), (json!(false), &json!("day_out_of_range")));
//! // A syntax that takes only strings answers nothing for an object.
//! assert_eq!(batch::answer("integer", &json!({"value": "1"})), None);
//! ```

mod attributes;
mod autofill;
mod colors_tokens_media;
mod coords;
mod datetime;
mod fields;
mod forms;
mod images;
mod numbers;
mod types_urls_languages;

use std::sync::LazyLock;

use serde_json::Value;

use crate::registry::{self, Context, SyntaxDef};
use crate::Error;

/// How a syntax name is served: the three groups of `html-microsyntax
/// --help`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::{describe, Served};
///
/// assert_eq!(describe("date").map(|(_, s)| s), Some(Served::String));
/// assert_eq!(describe("valid_week").map(|(_, s)| s), Some(Served::Check));
/// assert_eq!(describe("input_step").map(|(_, s)| s), Some(Served::Object));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Served {
    /// A parse rule (or serialization) over a string.
    String,
    /// A registry row run as a conformance check of a string, with no
    /// context: `true`, or `false` with the first violation.
    Check,
    /// An algorithm whose input may be a JSON object with named fields
    /// (some of these take a string too).
    Object,
}

/// A family of syntaxes with string inputs: names, runner, serializer.
type Family = (
    &'static [(&'static str, &'static str)],
    fn(&str, &str) -> Option<Result<Value, Error>>,
    fn(&str, &str) -> Option<String>,
);

/// Every family with string inputs, in the order of `--help`.
const FAMILIES: &[Family] = &[
    (numbers::SYNTAXES, numbers::run, numbers::serialize),
    (datetime::SYNTAXES, datetime::run, datetime::serialize),
    // Colors, tokens and references: the result is already the string.
    (
        colors_tokens_media::SYNTAXES,
        colors_tokens_media::run,
        |_, _| None,
    ),
    (
        types_urls_languages::SYNTAXES,
        types_urls_languages::run,
        types_urls_languages::serialize,
    ),
];

/// A family whose inputs may be objects: names, and a runner that answers
/// with the result or the contract's error object.
type ObjectFamily = (
    &'static [(&'static str, &'static str)],
    fn(&str, &Value) -> Option<Result<Value, Value>>,
);

/// Every family with object inputs, in the order of `--help`.
const OBJECT_FAMILIES: &[ObjectFamily] = &[
    (forms::SYNTAXES, forms::run),
    (attributes::SYNTAXES, attributes::run),
    (images::SYNTAXES, images_run),
    (autofill::SYNTAXES, autofill::run),
    (coords::SYNTAXES, coords::run),
];

/// The images family (strings or objects) in the object families' shape.
fn images_run(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    Some(match images::run(syntax, input)? {
        images::Answer::Value(v) => Ok(v),
        images::Answer::Invalid(e) => Err(serde_json::to_value(&e).unwrap_or_default()),
        images::Answer::BadRequest(why) => Err(fields::bad_request(&why)),
    })
}

/// Whether a family (string or object inputs) lists `name`.
fn in_a_family(name: &str) -> bool {
    let listed = |names: &[(&str, &str)]| names.iter().any(|(n, _)| *n == name);
    FAMILIES.iter().any(|(names, _, _)| listed(names))
        || OBJECT_FAMILIES.iter().any(|(names, _)| listed(names))
}

/// The registry's rows run as checks of a string (with no context), in the
/// registry's order: every row that no family serves (those run a row for
/// its value, as `dimension`, or take an object, as `valid_coords`), except
/// `boolean_attribute`, which needs the attribute's own name.
static CHECKS: LazyLock<Vec<&'static SyntaxDef>> = LazyLock::new(|| {
    registry::SYNTAXES
        .iter()
        .copied()
        .filter(|def| !in_a_family(def.name) && !core::ptr::eq(*def, &registry::BOOLEAN_ATTRIBUTE))
        .collect()
});

/// The registry check named `syntax`, if it is one of [`CHECKS`].
fn registry_check(syntax: &str) -> Option<&'static SyntaxDef> {
    CHECKS.iter().copied().find(|def| def.name == syntax)
}

/// Whether `syntax` is a conformance check, whose failure is `result:
/// false` with the first violation rather than `result: null`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::is_check;
///
/// assert!(is_check("valid_date") && is_check("datetime_value"));
/// assert!(!is_check("date") && !is_check("dimension"));
/// ```
pub fn is_check(syntax: &str) -> bool {
    syntax.starts_with("valid_") || registry_check(syntax).is_some()
}

/// Every syntax name with its one-line description and how it is served,
/// in the order of `html-microsyntax --help`: the string families, the
/// registry's checks, then the families with object inputs.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::{syntaxes, Served};
///
/// let all = syntaxes();
/// assert_eq!(all[0], ("integer", "rules for parsing integers (i64)", Served::String));
/// assert!(all.iter().any(|&(name, _, served)| name == "valid_week" && served == Served::Check));
/// ```
pub fn syntaxes() -> Vec<(&'static str, &'static str, Served)> {
    let strings = FAMILIES
        .iter()
        .flat_map(|(names, _, _)| names.iter())
        .map(|(n, d)| (*n, *d, Served::String));
    let checks = CHECKS
        .iter()
        .map(|def| (def.name, def.description, Served::Check));
    let objects = OBJECT_FAMILIES
        .iter()
        .flat_map(|(names, _)| names.iter())
        .map(|(n, d)| (*n, *d, Served::Object));
    strings.chain(checks).chain(objects).collect()
}

/// A syntax's description and how it is served; `None` for a name no
/// family and no check serves.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::{describe, Served};
///
/// assert_eq!(describe("valid_week"), Some(("is it a valid week string (2.3.5.8)", Served::Check)));
/// assert_eq!(describe("boolean_attribute"), None);
/// ```
pub fn describe(syntax: &str) -> Option<(&'static str, Served)> {
    let find = |names: &'static [(&'static str, &'static str)]| {
        names
            .iter()
            .find(|(name, _)| *name == syntax)
            .map(|(_, what)| *what)
    };
    let string = FAMILIES.iter().find_map(|(names, _, _)| find(names));
    let object = || OBJECT_FAMILIES.iter().find_map(|(names, _)| find(names));
    let check = || registry_check(syntax).map(|def| def.description);
    string
        .map(|what| (what, Served::String))
        .or_else(|| object().map(|what| (what, Served::Object)))
        .or_else(|| check().map(|what| (what, Served::Check)))
}

/// Runs a syntax served over a string ([`Served::String`] or
/// [`Served::Check`]) on `input`: the result (a check's is `true`), or the
/// error (a check's first violation); `None` for any other name.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::run;
/// use serde_json::json;
///
/// assert_eq!(run("float", "1e3").unwrap().unwrap(), json!(1000.0));
/// let err = run("valid_step", "0").unwrap().unwrap_err();
/// assert_eq!(err.kind().code(), "not_positive");
/// assert!(run("input_step", "1").is_none());
/// ```
///
/// # Errors
///
/// The algorithm's [`Error`] where it fails (for a check, the first
/// violation).
pub fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    FAMILIES
        .iter()
        .find_map(|(_, run, _)| run(syntax, input))
        .or_else(|| {
            // A check's answer: `true`, or the first violation (which the
            // batch mode writes as `result: false` with the error).
            let def = registry_check(syntax)?;
            Some((def.validate)(input, &Context::default()).map(|()| Value::Bool(true)))
        })
}

/// Runs a syntax served over an object ([`Served::Object`]) on `input`:
/// the result, or the contract's error object (kind `bad_request` for a
/// missing or mistyped field); `None` for any other name.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::run_object;
/// use serde_json::json;
///
/// let step = json!({"type": "time", "step": null});
/// assert_eq!(run_object("allowed_value_step", &step), Some(Ok(json!(60000))));
/// let err = run_object("allowed_value_step", &json!({"type": "time"})).unwrap().unwrap_err();
/// assert_eq!(err["kind"], "bad_request");
/// ```
///
/// # Errors
///
/// The contract's error object where the algorithm fails or the request
/// lacks a field.
pub fn run_object(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    OBJECT_FAMILIES
        .iter()
        .find_map(|(_, run)| run(syntax, input))
}

/// The valid string of `input` parsed by `syntax`, where the syntax has a
/// serialization (numbers, dates and times, MIME types, …).
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::serialize;
///
/// assert_eq!(serialize("date", "2024-2-3"), None);
/// assert_eq!(serialize("float", " 1.50").as_deref(), Some("1.5"));
/// ```
pub fn serialize(syntax: &str, input: &str) -> Option<String> {
    FAMILIES.iter().find_map(|(_, _, ser)| ser(syntax, input))
}

/// Whether `syntax`'s errors have a place in a string input (a line and a
/// column): false for the form controls' algorithms (4.10.5), whose errors
/// concern the whole request.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::errors_have_a_place;
///
/// assert!(errors_have_a_place("valid_date") && !errors_have_a_place("input_step"));
/// ```
pub fn errors_have_a_place(syntax: &str) -> bool {
    !forms::SYNTAXES.iter().any(|(name, _)| *name == syntax)
}

/// The batch mode's answer to `{"syntax", "input"}`: `(result, error)`,
/// `result` `null` when the algorithm failed or the request was bad, and
/// `false` for a failed check; `error` `null` on success, else the
/// contract's error object (`unknown_syntax` for a name nothing serves).
/// `None` when `input` is not a string and no family with object inputs
/// answers it: each front-end words that bad request itself.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::answer;
/// use serde_json::json;
///
/// let srcset = json!({"srcset": "a.png 100w", "sizes": null});
/// let (result, error) = answer("valid_srcset", &srcset).unwrap();
/// assert_eq!((result, &error["kind"]), (json!(false), &json!("width_without_sizes")));
/// let (result, error) = answer("nope", &json!("1")).unwrap();
/// assert_eq!((result, &error["kind"]), (json!(null), &json!("unknown_syntax")));
/// ```
pub fn answer(syntax: &str, input: &Value) -> Option<(Value, Value)> {
    if let Some(answer) = run_object(syntax, input) {
        return Some(match answer {
            Ok(result) => (result, Value::Null),
            Err(err) => {
                // A failed check is `false` with its violation; a request
                // the syntax cannot take is `null`.
                let bad = err.get("kind").and_then(Value::as_str) == Some("bad_request");
                let result = if is_check(syntax) && !bad {
                    Value::Bool(false)
                } else {
                    Value::Null
                };
                (result, err)
            }
        });
    }
    let text = input.as_str()?;
    Some(match run(syntax, text) {
        None => {
            let message = format!("unknown syntax {syntax:?}");
            (Value::Null, fields::error("unknown_syntax", &message))
        }
        Some(Ok(result)) => (result, Value::Null),
        Some(Err(e)) => {
            // The library's own serialization of `Error` is the contract's
            // error object.
            let err = serde_json::to_value(&e).unwrap_or_default();
            let result = if is_check(syntax) {
                Value::Bool(false)
            } else {
                Value::Null
            };
            (result, err)
        }
    })
}

/// The contract's error object for a request with no place in a string
/// (`bad_request`, `unknown_syntax`): `{kind, offset: 0, line: 1, column:
/// 1, message}`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::batch::request_error;
///
/// let e = request_error("bad_request", "missing field \"type\"");
/// assert_eq!((&e["kind"], &e["column"]), (&"bad_request".into(), &1.into()));
/// ```
pub fn request_error(kind: &str, message: &str) -> Value {
    fields::error(kind, message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_syntax_name_runs() {
        for (names, _, _) in FAMILIES {
            for (name, _) in names.iter() {
                assert!(run(name, "1").is_some(), "{name}");
            }
        }
        for def in CHECKS.iter() {
            assert!(run(def.name, "1").is_some(), "{}", def.name);
        }
    }

    /// One naming scheme: every `valid_*` name is a registry row, and
    /// every registry row is served but `boolean_attribute` (which needs
    /// the attribute's name); a name is listed once.
    #[test]
    fn the_checks_are_the_registry() {
        let names: Vec<_> = syntaxes().into_iter().map(|(name, ..)| name).collect();
        for name in names.iter().filter(|n| n.starts_with("valid_")) {
            assert!(registry::find(name).is_some(), "{name}");
        }
        for def in registry::SYNTAXES {
            let served = describe(def.name).is_some();
            assert_eq!(served, def.name != "boolean_attribute", "{}", def.name);
        }
        let mut sorted = names.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), names.len());
        assert_eq!(
            describe("valid_coords").map(|(_, served)| served),
            Some(Served::Object)
        );
        assert_eq!(
            run("text_without_line_breaks", "a b"),
            Some(Ok(Value::Bool(true)))
        );
    }
}
