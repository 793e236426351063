//! Shared test helpers: data-driven case files and their snapshots.
//!
//! A case file (`tests/data/<family>/<algorithm>.cases`) holds one case per
//! line: the input as a JSON string literal, one or more tabs, then the
//! expected outcome: the value as the family's test formats it, or
//! `!<error code>@<byte offset>`. Lines starting with `#` give provenance and
//! reasoning; blank lines are ignored.
#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::Path;

use html_microsyntax::Error;

/// One line of a case file.
pub struct Case {
    pub line: usize,
    pub input: String,
    pub expected: String,
}

/// Reads a case file: its cases, the input a JSON string.
pub fn load_cases(path: &Path) -> Vec<Case> {
    case_lines(path)
        .into_iter()
        .map(|(line, input, expected)| match input {
            serde_json::Value::String(input) => Case {
                line,
                input,
                expected,
            },
            other => panic!("{}:{line}: bad input literal: {other}", path.display()),
        })
        .collect()
}

/// The case lines of a case file (this module's format, or the forms' with a
/// JSON request): each line's number, the JSON value it starts with, and the
/// expected outcome after it. Comments and blank lines are skipped.
pub fn case_lines(path: &Path) -> Vec<(usize, serde_json::Value, String)> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        // The input is a JSON value: find where it ends.
        let mut de = serde_json::Deserializer::from_str(line).into_iter::<serde_json::Value>();
        let input = match de.next() {
            Some(Ok(v)) => v,
            other => panic!("{}:{}: bad input: {other:?}", path.display(), i + 1),
        };
        let expected = line[de.byte_offset()..].trim().to_string();
        assert!(
            !expected.is_empty(),
            "{}:{}: no expected outcome",
            path.display(),
            i + 1
        );
        cases.push((i + 1, input, expected));
    }
    cases
}

/// The outcome of a case as written in case files.
pub fn outcome(result: &Result<String, Error>) -> String {
    match result {
        Ok(v) => v.clone(),
        Err(e) => format!("!{}@{}", e.kind().code(), e.offset()),
    }
}

/// Runs every case of `path` through `f`, asserts each expected outcome, and
/// returns the snapshot text: each input with its value, or its error with the
/// caret report.
pub fn run_cases(path: &Path, f: impl Fn(&str) -> Result<String, Error>) -> String {
    let cases = load_cases(path);
    assert!(!cases.is_empty(), "{}: no cases", path.display());
    let mut failures = Vec::new();
    let mut snap = String::new();
    for case in &cases {
        let result = f(&case.input);
        let got = outcome(&result);
        if got != case.expected {
            failures.push(format!(
                "{}:{}: input {:?}: expected {}, got {got}",
                path.display(),
                case.line,
                case.input,
                case.expected
            ));
        }
        let _ = writeln!(snap, "{:?}", case.input);
        match &result {
            Ok(v) => {
                let _ = writeln!(snap, "  = {v}");
            }
            Err(e) => {
                let _ = writeln!(
                    snap,
                    "  ! {} at {}:{} (offset {})",
                    e.kind().code(),
                    e.line(),
                    e.column(),
                    e.offset()
                );
                for l in e.report(&case.input).to_string().lines() {
                    let _ = writeln!(snap, "  | {l}");
                }
            }
        }
    }
    assert_no_failures(&failures);
    snap
}

/// Fails with every failed case's line, if any.
pub fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// insta settings shared by every test: snapshots in the top-level
/// `snapshots/` folder, no module prefix.
pub fn settings() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    s.set_prepend_module_to_snapshot(false);
    s
}

/// The parts of an attribute case input `element[attr=value]… name=value`:
/// the element, its other attributes, the checked attribute's name and
/// value, and the value's byte offset in the input.
pub fn parse_attribute_case(input: &str) -> (String, Vec<(String, String)>, String, String, usize) {
    let (selector, attribute) = input.split_once(' ').expect("element and attribute");
    let (name, value) = attribute.split_once('=').unwrap_or((attribute, ""));
    let (element, mut rest) = selector
        .split_once('[')
        .map_or((selector, ""), |(e, r)| (e, r));
    let mut others = Vec::new();
    while let Some((pair, after)) = rest.split_once(']') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        others.push((k.to_string(), v.to_string()));
        rest = after.strip_prefix('[').unwrap_or(after);
    }
    let at = selector.len() + 1 + name.len() + 1;
    (
        element.to_string(),
        others,
        name.to_string(),
        value.to_string(),
        at,
    )
}

/// `check_attribute` on an attribute case (see [`parse_attribute_case`]):
/// `<syntax> = <reading>`, the reading as `reading` writes it, when valid;
/// "no microsyntax" for an attribute that has none; else the first
/// violation, moved into the case input.
pub fn check_attribute_case(
    input: &str,
    reading: impl Fn(Option<html_microsyntax::attributes::Reading>) -> String,
) -> Result<String, Error> {
    let (element, others, name, value, at) = parse_attribute_case(input);
    let others: Vec<(&str, &str)> = others
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let c = html_microsyntax::attributes::check_attribute(&element, &name, &value, &others);
    match (c.syntax_name(), c.violations.first()) {
        (None, _) => Ok("no microsyntax".into()),
        (Some(_), Some(e)) => Err(e.clone().shifted(input, at)),
        (Some(syntax), None) => Ok(format!("{syntax} = {}", reading(c.reading))),
    }
}

/// Strings near the date and time syntaxes, with host text after them:
/// fragments of valid strings, mutated (for properties).
pub fn near_datetime_string() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    proptest::collection::vec(
        prop_oneof![
            Just("2024".to_string()),
            Just("-".to_string()),
            Just("02".to_string()),
            Just("29".to_string()),
            Just("00".to_string()),
            Just(":".to_string()),
            Just(".".to_string()),
            Just("T".to_string()),
            Just(" ".to_string()),
            Just("Z".to_string()),
            Just("+".to_string()),
            Just("W".to_string()),
            Just("P".to_string()),
            Just("H".to_string()),
            Just("S".to_string()),
            Just("s".to_string()),
            Just("M".to_string()),
            Just(";".to_string()),
            "[0-9]{1,5}",
            "[a-zA-Z\\-:.+ é０]",
        ],
        0..10,
    )
    .prop_map(|v| v.concat())
}

// How the datetime case files write their values.

/// A time-zone offset and its hours and minutes.
pub fn offset(z: html_microsyntax::datetime::TimeZoneOffset) -> String {
    format!("{z} = {}h {}m", z.hours(), z.minutes())
}

/// A global date and time: its UTC moment and its offset.
pub fn global(g: html_microsyntax::datetime::GlobalDateTime) -> String {
    format!("{} UTC, offset {}", g.utc(), g.offset())
}

/// A duration: its seconds and its valid string.
pub fn duration(d: html_microsyntax::datetime::Duration) -> String {
    let mut s = d.seconds().to_string();
    if d.nanoseconds() != 0 {
        let frac = format!("{:09}", d.nanoseconds());
        s = format!("{s}.{}", frac.trim_end_matches('0'));
    }
    format!("{s}s = {d}")
}

/// Which kind of date or time was read, and its value.
pub fn date_or_time(v: html_microsyntax::datetime::DateOrTime) -> String {
    match v {
        html_microsyntax::datetime::DateOrTime::Date(d) => format!("date {d}"),
        html_microsyntax::datetime::DateOrTime::Time(t) => format!("time {t}"),
        html_microsyntax::datetime::DateOrTime::Global(g) => format!("global {}", global(g)),
    }
}

/// A private temporary directory (named for the test, the process and the
/// thread), removed on drop.
pub struct TempDir(pub std::path::PathBuf);

impl TempDir {
    /// A new, empty directory.
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!(
            "html-microsyntax-{name}-{}-{:?}",
            std::process::id(),
            std::thread::current().id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }

    /// Writes `bytes` to `rel` below the directory (making its parents).
    pub fn write(&self, rel: &str, bytes: &[u8]) -> std::path::PathBuf {
        let p = self.0.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, bytes).unwrap();
        p
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every `.cases` file under `tests/data`, sorted (more than a hundred).
pub fn case_files() -> Vec<std::path::PathBuf> {
    fn walk(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, files);
            } else if path.extension().is_some_and(|e| e == "cases") {
                files.push(path);
            }
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    assert!(files.len() > 100, "{} case files", files.len());
    files
}

/// Every input of every case file (each line's first field, when it is a
/// JSON string), and the value of a `x|value` input, sorted, once each.
#[allow(dead_code)]
pub fn case_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for path in case_files() {
        let text = std::fs::read_to_string(path).unwrap();
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let first = line.split('\t').next().unwrap();
            let Ok(input) = serde_json::from_str::<String>(first) else {
                continue;
            };
            if let Some((_, value)) = input.split_once('|') {
                inputs.push(value.to_string());
            }
            inputs.push(input);
        }
    }
    inputs.sort();
    inputs.dedup();
    inputs
}
