//! 2.3.2 Boolean attributes and 2.3.3 enumerated attributes: data-driven cases
//! with snapshots, and properties.
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

use html_microsyntax::keywords::{
    validate_boolean_attribute, EnumeratedAttribute, CONTENTEDITABLE, CROSSORIGIN, DIR, HIDDEN,
    LOADING, SHAPE,
};
use html_microsyntax::Error;
use proptest::prelude::*;

/// What a case runs: the attribute's name and value (`None`: missing).
type AttributeCase = dyn Fn(&str, Option<&str>) -> Result<String, Error>;

/// Runs `f` with the attribute the case names: `attr=value` or `attr` (missing).
/// Error offsets in the case files count from the start of `attr=value`.
fn with_attribute(input: &str, f: &AttributeCase) -> Result<String, Error> {
    let (name, value) = match input.split_once('=') {
        Some((name, value)) => (name, Some(value)),
        None => (input, None),
    };
    // Errors are located in the value; move them into the whole case input.
    f(name, value).map_err(|e| Error::new(e.kind(), input, e.offset() + name.len() + 1))
}

fn state(name: &str, value: Option<&str>) -> String {
    fn s<S: Copy + PartialEq + std::fmt::Debug>(
        a: &EnumeratedAttribute<S>,
        v: Option<&str>,
    ) -> String {
        a.state(v)
            .map_or("no state".to_string(), |s| format!("{s:?}"))
    }
    match name {
        "dir" => s(&DIR, value),
        "crossorigin" => s(&CROSSORIGIN, value),
        "contenteditable" => s(&CONTENTEDITABLE, value),
        "loading" => s(&LOADING, value),
        "hidden" => s(&HIDDEN, value),
        "shape" => s(&SHAPE, value),
        other => panic!("no attribute {other}"),
    }
}

fn validate(name: &str, value: &str) -> Result<String, Error> {
    fn v<S: Copy + PartialEq + std::fmt::Debug>(
        a: &EnumeratedAttribute<S>,
        value: &str,
    ) -> Result<String, Error> {
        a.validate(value).map(|s| format!("{s:?}"))
    }
    match name {
        "dir" => v(&DIR, value),
        "crossorigin" => v(&CROSSORIGIN, value),
        "contenteditable" => v(&CONTENTEDITABLE, value),
        "loading" => v(&LOADING, value),
        "hidden" => v(&HIDDEN, value),
        "shape" => v(&SHAPE, value),
        other => panic!("no attribute {other}"),
    }
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/keywords/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "boolean" => with_attribute(input, &|name, value| {
                    validate_boolean_attribute(name, value.unwrap_or(""))
                        .map(|()| "valid".to_string())
                }),
                "enumerated_state" => with_attribute(input, &|name, value| Ok(state(name, value))),
                "enumerated_valid" => {
                    with_attribute(input, &|name, value| validate(name, value.unwrap_or("")))
                }
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("keywords", snap);
        });
    });
}

proptest! {
    #[test]
    fn state_ignores_ascii_case(v in "[a-zA-Z-]{0,16}") {
        prop_assert_eq!(SHAPE.state(Some(&v)), SHAPE.state(Some(&v.to_ascii_uppercase())));
        prop_assert_eq!(CROSSORIGIN.state(Some(&v)), CROSSORIGIN.state(Some(&v.to_ascii_lowercase())));
    }

    #[test]
    fn a_valid_value_has_the_state_it_validates_to(v in "[a-zA-Z -]{0,16}") {
        if let Ok(s) = SHAPE.validate(&v) {
            prop_assert_eq!(SHAPE.state(Some(&v)), Some(s));
        }
        if let Ok(s) = HIDDEN.validate(&v) {
            prop_assert_eq!(HIDDEN.state(Some(&v)), Some(s));
        }
    }

    #[test]
    fn boolean_values_are_empty_or_the_name(v in "[a-zA-Z \t]{0,10}") {
        let valid = v.is_empty() || v.eq_ignore_ascii_case("checked");
        prop_assert_eq!(validate_boolean_attribute("checked", &v).is_ok(), valid);
    }
}
