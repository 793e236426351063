//! grammar/numbers.pest as an independent recognizer of the valid number
//! syntaxes, against the crate's validators.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
// pest_derive's generated `Rule` enum, beside the parser, has no docs.
#![allow(missing_docs)]

use html_microsyntax::numbers::*;
use pest::Parser as _;
use pest_derive::Parser;
use proptest::prelude::*;

#[derive(Parser)]
#[grammar = "../grammar/numbers.pest"]
struct Numbers;

/// A production of the grammar, its name, and the function that implements it.
type Production = (Rule, &'static str, fn(&str) -> bool);

/// Each production of the grammar and the function that implements it.
fn productions() -> Vec<Production> {
    vec![
        (Rule::valid_integer, "valid_integer", is_valid_integer),
        (
            Rule::valid_non_negative_integer,
            "valid_non_negative_integer",
            is_valid_non_negative_integer,
        ),
        (Rule::valid_float, "valid_float", is_valid_float),
        (
            Rule::valid_list_of_floats,
            "valid_list_of_floats",
            is_valid_list_of_floats,
        ),
    ]
}

fn grammar_accepts(rule: Rule, s: &str) -> bool {
    Numbers::parse(rule, s).is_ok()
}

fn check(s: &str) -> Result<(), TestCaseError> {
    for (rule, name, ours) in productions() {
        prop_assert_eq!(grammar_accepts(rule, s), ours(s), "{} on {:?}", name, s);
    }
    Ok(())
}

#[test]
fn every_valid_production_has_its_function() {
    let text = include_str!("../grammar/numbers.pest");
    let names: Vec<&str> = text
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.starts_with("valid_"))
        .collect();
    let ours: Vec<&str> = productions().iter().map(|p| p.1).collect();
    assert_eq!(names, ours);
}

#[test]
fn grammar_and_validators_agree_on_spec_examples() {
    for s in [
        "", "0", "-0", "+1", " 1", "1 ", "1.", ".5", "-.5", "1.e3", "1e", "1E+5", "1e-5x", "1,2",
        "1,,2", "1,", ",", "1;2", "Infinity", "NaN", "-", ".", "e5", "1e400", "0x10", "١",
    ] {
        check(s).unwrap();
    }
}

/// A valid float, a list of them, or an integer.
fn valid_string() -> impl Strategy<Value = String> {
    let float = "-?([0-9]{1,6}(\\.[0-9]{1,6})?|\\.[0-9]{1,6})([eE][+-]?[0-9]{1,4})?";
    prop_oneof![
        proptest::string::string_regex(float).unwrap(),
        proptest::string::string_regex(&format!("{float}(,{float}){{0,3}}")).unwrap(),
        proptest::string::string_regex("-?[0-9]{1,25}").unwrap(),
    ]
}

/// Applies edits (insert, delete, replace) with characters the syntaxes care about.
fn mutate(s: &str, edits: &[(usize, u8, usize)]) -> String {
    const ALPHABET: &[char] = &[
        '0', '7', '-', '+', '.', 'e', 'E', ',', ' ', ';', 'x', '\t', 'é',
    ];
    let mut chars: Vec<char> = s.chars().collect();
    for &(pos, op, c) in edits {
        let c = ALPHABET[c % ALPHABET.len()];
        let at = if chars.is_empty() {
            0
        } else {
            pos % (chars.len() + 1)
        };
        match op % 3 {
            0 => chars.insert(at, c),
            1 if at < chars.len() => {
                chars.remove(at);
            }
            _ if at < chars.len() => chars[at] = c,
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn generated_strings_agree(s in valid_string()) {
        check(&s)?;
    }

    #[test]
    fn mutated_strings_agree(s in valid_string(), edits in proptest::collection::vec((any::<usize>(), any::<u8>(), any::<usize>()), 1..4)) {
        check(&mutate(&s, &edits))?;
    }
}
