//! 2.6.1 Reflecting content attributes in IDL attributes: the integer
//! getters against the rules web-platform-tests html/dom/reflection.js
//! states for each type, on its test values.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::forms::{integer_reflection, reflect_integer, IntegerReflection};
use html_microsyntax::numbers::{parse_integer, parse_non_negative_integer};
use proptest::prelude::*;

/// reflection.js "domTests" as strings (minInt - 1 .. maxUnsigned + 1, the
/// empty string, signs, whitespace and junk, and String() of 1.5, true,
/// false, {}, NaN, Infinity, "\0").
const DOM_TESTS: &[&str] = &[
    "-2147483649",
    "-2147483648",
    "-36",
    "-1",
    "0",
    "1",
    "257",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "",
    "-1",
    "-0",
    "0",
    "1",
    " 7 foo ",
    "undefined",
    "1.5",
    "true",
    "false",
    "[object Object]",
    "NaN",
    "Infinity",
    "-Infinity",
    "\0",
];

/// reflection.js's expectation for each type: parse, range check, else the
/// default (the clamped type clamps instead).
fn model(reflection: IntegerReflection, value: &str) -> i64 {
    let max = 2_147_483_647;
    let nonneg = parse_non_negative_integer(value)
        .ok()
        .and_then(|n| i64::try_from(n).ok());
    match reflection {
        IntegerReflection::Long { default } => parse_integer(value)
            .ok()
            .filter(|n| (-max - 1..=max).contains(n))
            .unwrap_or(default),
        IntegerReflection::LongNonNegative { default }
        | IntegerReflection::UnsignedLong { default } => {
            nonneg.filter(|n| (0..=max).contains(n)).unwrap_or(default)
        }
        IntegerReflection::UnsignedLongPositive { default } => {
            nonneg.filter(|n| (1..=max).contains(n)).unwrap_or(default)
        }
        IntegerReflection::UnsignedLongClamped { min, max, default } => {
            nonneg.map(|n| n.clamp(min, max)).unwrap_or(default)
        }
    }
}

const PAIRS: &[(&str, &str)] = &[
    ("ol", "start"),
    ("li", "value"),
    ("div", "tabindex"),
    ("input", "maxlength"),
    ("textarea", "minlength"),
    ("select", "size"),
    ("canvas", "width"),
    ("canvas", "height"),
    ("textarea", "cols"),
    ("textarea", "rows"),
    ("input", "size"),
    ("td", "colspan"),
    ("th", "rowspan"),
    ("col", "span"),
];

#[test]
fn reflection_js_dom_tests() {
    for (element, attribute) in PAIRS {
        let reflection = integer_reflection(element, attribute).unwrap();
        for value in DOM_TESTS {
            assert_eq!(
                reflect_integer(element, attribute, Some(value)),
                Some(model(reflection, value)),
                "<{element} {attribute}={value:?}>"
            );
        }
    }
}

#[test]
fn absent_attributes_give_the_defaults() {
    let defaults = [
        ("ol", "start", 1),
        ("li", "value", 0),
        ("div", "tabindex", -1),
        ("input", "tabindex", 0),
        ("input", "maxlength", -1),
        ("textarea", "minlength", -1),
        ("select", "size", 0),
        ("canvas", "width", 300),
        ("canvas", "height", 150),
        ("textarea", "cols", 20),
        ("textarea", "rows", 2),
        ("input", "size", 20),
        ("td", "colspan", 1),
        ("td", "rowspan", 1),
        ("colgroup", "span", 1),
    ];
    for (element, attribute, default) in defaults {
        assert_eq!(
            reflect_integer(element, attribute, None),
            Some(default),
            "{element} {attribute}"
        );
    }
}

proptest! {
    #[test]
    fn getters_follow_the_model(value in "[ \t+\\-0-9a-z.]{0,14}") {
        for (element, attribute) in PAIRS {
            let reflection = integer_reflection(element, attribute).unwrap();
            prop_assert_eq!(reflect_integer(element, attribute, Some(&value)), Some(model(reflection, &value)));
        }
    }
}
