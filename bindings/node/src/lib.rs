//! html-microsyntax for Node.js: the document checker and the CLI's
//! syntaxes (the library's `batch` module) as a native module (napi-rs).
//! `index.js` beside this crate checks the arguments and throws the
//! errors; this module converts.
//!
//! Findings keep the one model, [`html_microsyntax::document::Finding`]:
//! every field of the lint JSON, in camelCase, plus the fields
//! html-validate's users read (`ruleId`, numeric `severity`, `offset` and
//! `size` in UTF-16 code units of the decoded text, `ruleUrl`).

mod config;
mod finding;

use html_microsyntax::batch::{self, Served};
use html_microsyntax::document::{check_bytes_with, check_str_with};
use napi::bindgen_prelude::{Either, Uint8Array};
use napi_derive::napi;
use serde_json::Value;

/// An error for `index.js` to throw: `code` is the JS error's `code`.
type Failure = napi::Error<String>;

fn failure(code: &str, message: impl ToString) -> Failure {
    napi::Error::new(code.to_owned(), message)
}

/// What `lint` takes besides the document (`index.js` reads the options
/// object into this).
#[napi(object)]
pub struct NativeLintOptions {
    /// The configuration's JSON text, if one was given.
    pub config_text: Option<String>,
    /// Whether `config_text` is `JSON.stringify` of an object (its errors
    /// then have no position the caller could use).
    pub config_is_object: bool,
    /// The document's path: the nearest `.html-microsyntax.json` above it
    /// is its configuration when none is given, and that file's `ignore`
    /// patterns apply.
    pub path: Option<String>,
    /// Stop after this many findings.
    pub max_findings: Option<u32>,
}

/// Lints one document: a string (already decoded) or bytes (decoded as a
/// browser would: byte order mark, `<meta charset>`, UTF-8 by default).
/// The findings come as the JSON text of their array (`index.js` parses
/// it).
#[napi(js_name = "lint")]
pub fn lint(
    html: Either<String, Uint8Array>,
    options: NativeLintOptions,
) -> Result<String, Failure> {
    let configured = config::resolve(&options)?;
    let Some(mut check) = configured else {
        // The configuration ignores this path.
        return Ok("[]".to_owned());
    };
    if let Some(max) = options.max_findings {
        check = check.max_findings(Some(usize::try_from(max).unwrap_or(usize::MAX)));
    }
    let report = match &html {
        Either::A(text) => check_str_with(text, &check),
        Either::B(bytes) => check_bytes_with(bytes, &check),
    };
    finding::to_json(report.text(), report.findings()).map_err(|e| failure("internal_error", e))
}

/// The batch mode's answer to one request: `{result, error}` as the CLI
/// writes them (`error` null on success), and whether the syntax is a
/// conformance check.
#[napi(object)]
pub struct NativeAnswer {
    /// The result (`null` when the algorithm failed).
    pub result: Value,
    /// `null`, or `{kind, offset, line, column, message}`.
    pub error: Value,
    /// Whether `syntax` is a check (`true`, or `false` with the violation).
    pub check: bool,
}

/// Runs `syntax` on `input` (a string, or an object for the syntaxes that
/// take one), as `html-microsyntax batch` does.
#[napi(js_name = "answer")]
pub fn answer(syntax: String, input: Value) -> NativeAnswer {
    let (result, error) = batch::answer(&syntax, &input).unwrap_or_else(|| {
        // An input that is not a string, for a syntax that takes only
        // strings (or for no syntax).
        let error = if batch::describe(&syntax).is_some() {
            let message = format!("the input of {syntax:?} is a string");
            batch::request_error("bad_request", &message)
        } else {
            batch::request_error("unknown_syntax", &format!("unknown syntax {syntax:?}"))
        };
        (Value::Null, error)
    });
    NativeAnswer {
        result,
        error,
        check: batch::is_check(&syntax),
    }
}

/// One syntax the package serves.
#[napi(object)]
pub struct SyntaxInfo {
    /// The name `parse` and `validate` take.
    pub name: String,
    /// One line.
    pub description: String,
    /// `"string"`, or `"object"` (an object with named fields; some of
    /// those syntaxes take a string too).
    pub input: String,
    /// Whether it is a check: `validate` takes it.
    pub check: bool,
}

/// Every syntax, in the order of `html-microsyntax --help`.
#[napi(js_name = "syntaxes")]
pub fn syntaxes() -> Vec<SyntaxInfo> {
    batch::syntaxes()
        .into_iter()
        .map(|(name, description, served)| SyntaxInfo {
            name: name.to_owned(),
            description: description.to_owned(),
            input: match served {
                Served::String | Served::Check => "string",
                Served::Object => "object",
            }
            .to_owned(),
            check: batch::is_check(name),
        })
        .collect()
}

/// The library's own time over `pages`, `rounds` times (nanoseconds) and
/// the number of findings of one round: what `bench.mjs` compares `lint`
/// with. Built with the cargo feature `bench` only.
#[cfg(feature = "bench")]
#[napi(js_name = "benchNative")]
pub fn bench_native(pages: Vec<Uint8Array>, rounds: u32) -> Vec<f64> {
    let options = html_microsyntax::document::Options::default();
    let start = std::time::Instant::now();
    let mut findings = 0usize;
    for _ in 0..rounds {
        findings = 0;
        for page in &pages {
            findings += check_bytes_with(page, &options).into_findings().len();
        }
    }
    let elapsed = start.elapsed().as_nanos() as f64;
    vec![elapsed, findings as f64]
}
