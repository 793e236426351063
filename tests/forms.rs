//! Section 4.10.5 The input element and 2.6.1 reflection: data-driven cases
//! (tests/data/forms), their snapshots, and properties.
//!
//! A forms case file holds one case per line: the request as a JSON object,
//! one or more tabs, then the expected result as JSON, or `!<error code>`.
//! Lines starting with `#` give provenance and reasoning.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use std::fmt::Write as _;
use std::path::Path;

use html_microsyntax::forms::*;
use proptest::prelude::*;
use serde_json::{json, Value};

fn string<'a>(o: &'a Value, field: &str) -> &'a str {
    o[field]
        .as_str()
        .unwrap_or_else(|| panic!("field {field} of {o}"))
}

fn optional<'a>(o: &'a Value, field: &str) -> Option<&'a str> {
    o.get(field).and_then(Value::as_str)
}

fn ty(o: &Value, field: &str) -> InputType {
    InputType::from_attribute(optional(o, field))
}

fn attrs(o: &Value) -> InputAttributes<'_> {
    InputAttributes {
        min: optional(o, "min"),
        max: optional(o, "max"),
        step: optional(o, "step"),
        value: optional(o, "value"),
        multiple: o.get("multiple").and_then(Value::as_bool).unwrap_or(false),
        alpha: o.get("alpha").and_then(Value::as_bool).unwrap_or(false),
        colorspace: optional(o, "colorspace"),
    }
}

fn attrs_field(o: &Value) -> InputAttributes<'_> {
    o.get("attrs").map(attrs).unwrap_or_default()
}

fn number(n: f64) -> Value {
    if n.is_nan() {
        Value::Null
    } else {
        json!(n)
    }
}

/// The algorithm a case file exercises.
fn algorithm(name: &str, o: &Value) -> Result<Value, String> {
    Ok(match name {
        "input_type" => {
            let t = ty(o, "type");
            let mode = match t.value_mode() {
                ValueMode::Value => "value",
                ValueMode::Default => "default",
                ValueMode::DefaultOn => "default/on",
                ValueMode::Filename => "filename",
            };
            json!([t.keyword(), mode])
        }
        "sanitize" => json!(sanitize_value(
            ty(o, "type"),
            string(o, "value"),
            &attrs_field(o)
        )),
        "type_change" => json!(
            type_change_value(ty(o, "from"), ty(o, "to"), string(o, "value"))
                .map_err(|e| e.code().to_string())?
        ),
        "value_as_number" => number(value_as_number(ty(o, "type"), string(o, "value"))),
        "number_to_string" => {
            let n = o["number"].as_f64().unwrap_or(f64::NAN);
            json!(number_to_string(ty(o, "type"), n))
        }
        "allowed_value_step" => json!(allowed_value_step(ty(o, "type"), optional(o, "step"))),
        "step" => {
            let direction = match string(o, "op") {
                "stepUp" => StepDirection::Up,
                _ => StepDirection::Down,
            };
            let n = o["n"].as_i64().unwrap_or(1);
            let t = ty(o, "type");
            let a = attrs_field(o);
            let start = sanitize_value(t, string(o, "value"), &a);
            json!(step_up_down(t, &start, &a, direction, n).map_err(|e| e.code().to_string())?)
        }
        "constraints" => {
            let t = ty(o, "type");
            let a = InputAttributes {
                value: None,
                ..attrs(o)
            };
            let value = sanitize_value(t, optional(o, "value").unwrap_or(""), &a);
            json!(match string(o, "check") {
                "step_mismatch" => suffers_from_step_mismatch(t, &value, &a),
                "range_overflow" => suffers_from_overflow(t, &value, &a),
                "range_underflow" => suffers_from_underflow(t, &value, &a),
                "type_mismatch" => suffers_from_type_mismatch(t, &value, a.multiple),
                other => panic!("no check {other}"),
            })
        }
        "reflect" => {
            let (e, a, v) = (
                string(o, "element"),
                string(o, "attribute"),
                optional(o, "value"),
            );
            if o.get("double").is_some() {
                json!(reflect_double(e, a, v))
            } else {
                json!(reflect_integer(e, a, v))
            }
        }
        other => panic!("no algorithm for case file {other}.cases"),
    })
}

/// JSON equality with numbers compared as doubles (`0` and `0.0` agree).
fn same(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => x.as_f64() == y.as_f64(),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| same(a, b))
        }
        _ => a == b,
    }
}

/// Runs every case of a forms case file, asserts each, returns the snapshot.
fn run_file(path: &Path) -> String {
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let mut failures = Vec::new();
    let mut snap = String::new();
    let mut count = 0;
    for (line, request, expected) in common::case_lines(path) {
        let expected = expected.as_str();
        count += 1;
        let got = algorithm(name, &request);
        let got_text = match &got {
            Ok(v) => v.to_string(),
            Err(code) => format!("!{code}"),
        };
        let matches = match (&got, expected.strip_prefix('!')) {
            (Err(code), Some(want)) => code == want,
            (Ok(v), None) => serde_json::from_str::<Value>(expected)
                .map(|want| same(&want, v))
                .unwrap_or(false),
            _ => false,
        };
        if !matches {
            failures.push(format!(
                "{}:{line}: {request}: expected {expected}, got {got_text}",
                path.display(),
            ));
        }
        let _ = writeln!(snap, "{request}\n  = {got_text}");
    }
    assert!(count > 0, "{}: no cases", path.display());
    common::assert_no_failures(&failures);
    snap
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/forms/*.cases", |path| {
            insta::assert_snapshot!("forms", run_file(path));
        });
    });
}

/// Every case file is driven.
#[test]
fn every_case_file_has_an_algorithm() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/forms");
    let count = std::fs::read_dir(dir).unwrap().count();
    assert_eq!(count, 9);
}

// Properties.

fn any_type() -> impl Strategy<Value = InputType> {
    prop::sample::select(ALL_INPUT_TYPES.to_vec())
}

/// Strings near the syntaxes: digits, separators, letters, whitespace.
fn near_syntax() -> impl Strategy<Value = String> {
    prop_oneof![
        "[0-9:.T W\\-+eE#a-fA-F,@\\r\\n\\t]{0,24}",
        "[0-9]{4,6}-[0-9]{2}(-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,4})?)?)?)?",
        "[0-9]{4}-W[0-9]{2}",
        "-?[0-9]{0,4}(\\.[0-9]{0,4})?(e-?[0-9]{1,3})?",
        any::<String>(),
    ]
}

fn optional_attr() -> impl Strategy<Value = Option<String>> {
    prop::option::of(prop_oneof![
        near_syntax(),
        Just("any".to_string()),
        "-?[0-9]{1,3}(\\.[0-9]{1,3})?",
    ])
}

/// The sanitized value is valid for its state, or empty.
fn valid_or_empty(ty: InputType, value: &str) -> bool {
    use html_microsyntax::{color, datetime as dt, numbers as num};
    let clean = |s: &str| !s.contains(['\n', '\r']);
    match ty {
        InputType::Text | InputType::Search | InputType::Telephone | InputType::Password => {
            clean(value)
        }
        InputType::Url => {
            clean(value) && value.trim_matches(['\t', '\n', '\x0c', '\r', ' ']).len() == value.len()
        }
        InputType::Email => clean(value),
        InputType::Date => value.is_empty() || dt::is_valid_date(value),
        InputType::Month => value.is_empty() || dt::is_valid_month(value),
        InputType::Week => value.is_empty() || dt::is_valid_week(value),
        InputType::Time => value.is_empty() || dt::is_valid_time(value),
        InputType::DateTimeLocal => {
            value.is_empty() || dt::is_valid_normalized_local_date_time(value)
        }
        InputType::Number => value.is_empty() || num::is_valid_float(value),
        InputType::Range => num::is_valid_float(value),
        InputType::Color => color::is_valid_lowercase_simple_color(value),
        _ => true,
    }
}

proptest! {
    #[test]
    fn sanitized_values_are_valid_or_empty(
        ty in any_type(),
        value in near_syntax(),
        min in optional_attr(),
        max in optional_attr(),
        step in optional_attr(),
        multiple in any::<bool>(),
    ) {
        let attrs = InputAttributes {
            min: min.as_deref(), max: max.as_deref(), step: step.as_deref(), value: None, multiple,
            ..InputAttributes::default()
        };
        let once = sanitize_value(ty, &value, &attrs);
        if ty == InputType::Email && multiple {
            // With `multiple`, the algorithm strips each comma-separated
            // token's ends only: a line break inside a token stays.
            let ws = ['\t', '\n', '\x0c', '\r', ' '];
            for token in once.split(',') {
                prop_assert_eq!(token.trim_matches(ws), token, "{:?} -> {:?}", value, once);
            }
        } else {
            prop_assert!(valid_or_empty(ty, &once), "{ty} {value:?} -> {once:?}");
        }
        // Sanitizing is idempotent, but for one shape the text makes: with
        // `multiple`, an e-mail list ending in an empty token ("a," from
        // "a, ") loses that token on the next pass, as Infra's "split on
        // commas" makes no token after a final comma.
        let twice = sanitize_value(ty, &once, &attrs);
        match once.strip_suffix(',') {
            Some(shorter) if ty == InputType::Email && multiple => {
                prop_assert_eq!(twice, shorter, "{:?} -> {:?}", value, once);
            }
            _ => prop_assert_eq!(twice, once.clone()),
        }
        // A range value stays within [min, max] when max >= min.
        if ty == InputType::Range {
            let n = value_as_number(ty, &once);
            let (lo, hi) = (minimum(ty, &attrs).unwrap(), maximum(ty, &attrs).unwrap());
            prop_assert!(n >= lo || lo > hi, "{n} < {lo}");
            prop_assert!(n <= hi || lo > hi, "{n} > {hi}");
        }
    }

    /// Nothing panics, whatever the state, the value and the attributes.
    #[test]
    fn no_panics(
        ty in any_type(),
        to in any_type(),
        value in near_syntax(),
        min in optional_attr(),
        max in optional_attr(),
        step in optional_attr(),
        n in -3i64..=3,
        number in any::<f64>(),
    ) {
        let attrs = InputAttributes {
            min: min.as_deref(), max: max.as_deref(), step: step.as_deref(),
            value: Some(&value), multiple: false, ..InputAttributes::default()
        };
        let _ = type_change_value(ty, to, &value);
        let _ = value_as_number(ty, &value);
        let _ = number_to_string(ty, number);
        let _ = set_value_as_number(ty, number);
        let _ = allowed_value_step(ty, step.as_deref());
        let _ = step_base(ty, &attrs);
        let _ = suffers_from_step_mismatch(ty, &value, &attrs);
        let _ = suffers_from_overflow(ty, &value, &attrs);
        let _ = suffers_from_underflow(ty, &value, &attrs);
        let _ = suffers_from_type_mismatch(ty, &value, true);
        let sanitized = sanitize_value(ty, &value, &attrs);
        for direction in [StepDirection::Up, StepDirection::Down] {
            if let Ok(after) = step_up_down(ty, &sanitized, &attrs, direction, n) {
                // The new value is valid for the state (or empty).
                prop_assert!(valid_or_empty(ty, &after) || ty == InputType::Range,
                    "{ty} {sanitized:?} -> {after:?}");
            }
        }
        let _ = reflect_integer("td", "colspan", Some(&value));
        let _ = reflect_integer("ol", "start", Some(&value));
        let _ = reflect_double("meter", "value", Some(&value));
    }

    /// number -> string -> number gives the number back for number and range.
    #[test]
    fn numbers_round_trip(x in any::<f64>().prop_filter("finite", |x| x.is_finite())) {
        for ty in [InputType::Number, InputType::Range] {
            let s = number_to_string(ty, x).unwrap();
            let back = string_to_number(ty, &s).unwrap();
            prop_assert!(back == x, "{x:e} -> {s} -> {back:e}");
        }
    }

    /// Dates, weeks, months and times: a number on the state's grid round-trips.
    #[test]
    fn dates_round_trip(days in -719_162i64..=106_751_991, minutes in 0i64..1440, ms in 0i64..86_400_000) {
        let day_ms = (days * 86_400_000) as f64;
        let s = number_to_string(InputType::Date, day_ms).unwrap();
        prop_assert_eq!(string_to_number(InputType::Date, &s), Some(day_ms));
        let local = day_ms + (minutes * 60_000) as f64;
        let s = number_to_string(InputType::DateTimeLocal, local).unwrap();
        prop_assert_eq!(string_to_number(InputType::DateTimeLocal, &s), Some(local));
        let s = number_to_string(InputType::Time, ms as f64).unwrap();
        prop_assert_eq!(string_to_number(InputType::Time, &s), Some(ms as f64));
        // Months from 1970-01, no earlier than 0001-01 (-23,628): a day count
        // divided by 30 reaches past year 1 near the start of the range.
        let months = (days / 30).max(-23_628) as f64;
        let s = number_to_string(InputType::Month, months).unwrap();
        prop_assert_eq!(string_to_number(InputType::Month, &s), Some(months));
        // Weeks: on the Monday grid from 1970-W01.
        let week_ms = ((days / 7) * 604_800_000 - 259_200_000) as f64;
        if let Some(s) = number_to_string(InputType::Week, week_ms) {
            prop_assert_eq!(string_to_number(InputType::Week, &s), Some(week_ms));
        }
    }

    /// The exact step rules agree with integer arithmetic on scaled values:
    /// a value a/1000 with min b/1000 and step c/1000 mismatches iff c does
    /// not divide a - b.
    #[test]
    fn step_mismatch_is_exact(a in -100_000i64..100_000, b in -100_000i64..100_000, c in 1i64..5_000) {
        let text = |n: i64| html_microsyntax::numbers::best_representation(n as f64 / 1000.0).to_string();
        let (value, min, step) = (text(a), text(b), text(c));
        let attrs = InputAttributes {
            min: Some(&min), step: Some(&step), ..InputAttributes::default()
        };
        prop_assert_eq!(
            suffers_from_step_mismatch(InputType::Number, &value, &attrs),
            (a - b) % c != 0,
            "{} {} {}", value, min, step
        );
        // stepUp from an allowed value moves by exactly one step, then (step
        // 8 of the stepUp steps) up to the minimum if it is still below.
        if (a - b) % c == 0 {
            let up = step_up_down(InputType::Number, &value, &attrs, StepDirection::Up, 1).unwrap();
            prop_assert_eq!(up, text((a + c).max(b)));
        }
    }
}

// No allocation where no new string is returned.

#[path = "common/alloc.rs"]
mod counting;

#[global_allocator]
static GLOBAL: counting::Counting = counting::Counting;

#[test]
fn paths_that_return_no_new_string_allocate_nothing() {
    use counting::allocations;
    // The counter counts (a changed value is a new string).
    assert_eq!(
        allocations(|| sanitize_value(InputType::Text, "a\nb", &InputAttributes::default())),
        1
    );
    let attrs = InputAttributes {
        min: Some("0.2"),
        max: Some("1e3"),
        step: Some("0.1"),
        value: Some("5"),
        multiple: true,
        ..InputAttributes::default()
    };
    let mut failures = Vec::new();
    let mut check = |what: &str, n: usize| {
        if n != 0 {
            failures.push(format!("{what}: {n} allocation(s)"));
        }
    };
    for ty in ALL_INPUT_TYPES {
        for value in [
            "",
            "0.3",
            "0.35",
            "2000-01-01",
            "2000-W01",
            "2000-01",
            "12:00:00.5",
            "2000-01-01T12:00",
            "x",
            "1e-300",
            "#abcdef",
        ] {
            check(
                &format!("value_as_number({ty}, {value:?})"),
                allocations(|| value_as_number(ty, value)),
            );
            check(
                &format!("step_mismatch({ty}, {value:?})"),
                allocations(|| suffers_from_step_mismatch(ty, value, &attrs)),
            );
            check(
                &format!("overflow({ty}, {value:?})"),
                allocations(|| suffers_from_overflow(ty, value, &attrs)),
            );
            check(
                &format!("underflow({ty}, {value:?})"),
                allocations(|| suffers_from_underflow(ty, value, &attrs)),
            );
            check(
                &format!("type_mismatch({ty}, {value:?})"),
                allocations(|| suffers_from_type_mismatch(ty, value, true)),
            );
        }
        check(
            &format!("allowed_value_step({ty})"),
            allocations(|| allowed_value_step(ty, Some("0.1"))),
        );
        check(
            &format!("step_base({ty})"),
            allocations(|| step_base(ty, &attrs)),
        );
        check(
            &format!("minimum({ty})"),
            allocations(|| minimum(ty, &attrs)),
        );
        check(
            &format!("from_attribute({ty})"),
            allocations(|| InputType::from_attribute(Some(ty.keyword()))),
        );
    }
    // Sanitization that keeps the value borrows it.
    for (ty, value) in [
        (InputType::Text, "plain"),
        (InputType::Url, "http://a/"),
        (InputType::Email, "a@b,c@d"),
        (InputType::Date, "2000-01-01"),
        (InputType::Date, "nope"),
        (InputType::DateTimeLocal, "2000-01-01T12:00"),
        (InputType::Number, "1e3"),
        (InputType::Range, "0.3"),
        (InputType::Color, "#abcdef"),
        // Not a simple color: `#000000` without the css-color feature.
        #[cfg(not(feature = "css-color"))]
        (InputType::Color, "red"),
        (InputType::Hidden, " any\n"),
    ] {
        check(
            &format!("sanitize({ty}, {value:?})"),
            allocations(|| sanitize_value(ty, value, &attrs)),
        );
    }
    for (e, a) in [("td", "colspan"), ("ol", "start"), ("p", "x")] {
        check(
            &format!("reflect_integer({e} {a})"),
            allocations(|| reflect_integer(e, a, Some(" 12x"))),
        );
    }
    check(
        "reflect_double",
        allocations(|| reflect_double("progress", "max", Some("0"))),
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
