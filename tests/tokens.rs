//! 2.3.7 Space-separated tokens, 2.3.8 comma-separated tokens, 2.3.9
//! references: data-driven cases with snapshots, and properties.
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

use std::collections::HashSet;

use html_microsyntax::reference::parse_hash_name;
use html_microsyntax::tokens::{
    comma_separated_tokens, is_valid_unique_space_separated_tokens, space_separated_tokens,
    validate_space_separated_tokens_from, validate_unique_space_separated_tokens, Comparison,
};

// The allowed keywords of `<iframe sandbox>` (HTML 4.8.5), a list the
// tokens rules check against.
use html_microsyntax::keyword_sets::SANDBOX_KEYWORDS as SANDBOX;
use proptest::prelude::*;

fn json(tokens: Vec<&str>) -> String {
    serde_json::to_string(&tokens).unwrap()
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/tokens/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "space_tokens" => Ok(json(space_separated_tokens(input).collect())),
                "comma_tokens" => Ok(json(comma_separated_tokens(input).collect())),
                "allowed_tokens" => validate_space_separated_tokens_from(
                    input,
                    SANDBOX,
                    Comparison::AsciiCaseInsensitive,
                    true,
                )
                .map(json),
                "unique_tokens" => {
                    validate_unique_space_separated_tokens(input, Comparison::CaseSensitive)
                        .map(json)
                }
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("tokens", snap);
        });
    });
}

#[test]
fn reference_cases() {
    common::settings().bind(|| {
        insta::glob!("data/reference/*.cases", |path| {
            let snap = common::run_cases(path, |input| {
                parse_hash_name(input).map(|s| serde_json::to_string(s).unwrap())
            });
            insta::assert_snapshot!("reference", snap);
        });
    });
}

fn is_ws(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\x0c' | '\r' | ' ')
}

proptest! {
    #[test]
    fn space_tokens_rejoin_and_resplit(s in "[ \t\na-c\u{a0}\u{b},]{0,24}") {
        let tokens: Vec<&str> = space_separated_tokens(&s).collect();
        prop_assert!(tokens.iter().all(|t| !t.is_empty() && !t.contains(is_ws)));
        let joined = tokens.join(" ");
        prop_assert_eq!(space_separated_tokens(&joined).collect::<Vec<_>>(), tokens);
    }

    #[test]
    fn comma_tokens_are_stripped_and_comma_free(s in "[ \ta-c,]{0,24}") {
        let tokens: Vec<&str> = comma_separated_tokens(&s).collect();
        for t in &tokens {
            prop_assert!(!t.contains(','));
            prop_assert!(!t.starts_with(is_ws) && !t.ends_with(is_ws));
        }
        // One token per comma, plus one unless the input ends with a comma or is empty.
        let commas = s.matches(',').count();
        let expected = if s.is_empty() { 0 } else if s.ends_with(',') { commas } else { commas + 1 };
        prop_assert_eq!(tokens.len(), expected);
    }

    #[test]
    fn uniqueness_agrees_with_a_set(s in "[ aAbB]{0,30}") {
        let tokens: Vec<&str> = space_separated_tokens(&s).collect();
        let distinct = tokens.iter().collect::<HashSet<_>>().len() == tokens.len();
        prop_assert_eq!(validate_unique_space_separated_tokens(&s, Comparison::CaseSensitive).is_ok(), distinct);
        let lower = s.to_ascii_lowercase();
        let lower_tokens: Vec<&str> = space_separated_tokens(&lower).collect();
        let distinct = lower_tokens.iter().collect::<HashSet<_>>().len() == lower_tokens.len();
        prop_assert_eq!(
            validate_unique_space_separated_tokens(&s, Comparison::AsciiCaseInsensitive).is_ok(),
            distinct
        );
    }

    /// Around the 16 tokens where `is_valid_unique_space_separated_tokens`
    /// leaves its stack array for the validator's hash check.
    #[test]
    fn unique_check_agrees_with_a_set(tokens in proptest::collection::vec("[a-zA-Z]{1,2}", 0..40)) {
        let s = tokens.join(" \t");
        for (comparison, key) in [
            (Comparison::CaseSensitive, s.clone()),
            (Comparison::AsciiCaseInsensitive, s.to_ascii_lowercase()),
        ] {
            let keys: Vec<&str> = space_separated_tokens(&key).collect();
            let distinct = keys.iter().collect::<HashSet<_>>().len() == keys.len();
            prop_assert_eq!(is_valid_unique_space_separated_tokens(&s, comparison), distinct);
            prop_assert_eq!(validate_unique_space_separated_tokens(&s, comparison).is_ok(), distinct);
        }
    }

    #[test]
    fn hash_name_is_after_the_first_number_sign(s in "[a#é ]{0,10}") {
        match s.find('#') {
            Some(i) if i + 1 < s.len() => prop_assert_eq!(parse_hash_name(&s).ok(), Some(&s[i + 1..])),
            _ => prop_assert!(parse_hash_name(&s).is_err()),
        }
    }
}

/// A `map` element of a small tree: `(id, name)`.
struct Map(Option<&'static str>, Option<&'static str>);

impl html_microsyntax::reference::HashNameTarget for &Map {
    fn id(&self) -> Option<&str> {
        self.0
    }
    fn name(&self) -> Option<&str> {
        self.1
    }
}

#[test]
fn hash_name_reference_lookup_in_tree_order() {
    use html_microsyntax::reference::{is_valid_hash_name_reference, parse_hash_name_reference};
    // In tree order: an id "a", a name "b", an id "b", a name "c#d".
    let tree = [
        Map(Some("a"), None),
        Map(None, Some("b")),
        Map(Some("b"), None),
        Map(None, Some("c#d")),
    ];
    let index = |input: &str| {
        parse_hash_name_reference(input, tree.iter())
            .map(|m| tree.iter().position(|t| std::ptr::eq(t, m)).unwrap())
    };
    assert_eq!(index("#a"), Some(0)); // step 3: an id matches
    assert_eq!(index("#b"), Some(1)); // the first in tree order
    assert_eq!(index("usemap#c#d"), Some(3)); // after the first '#'
    assert_eq!(index("#A"), None); // exact match
    assert_eq!(index("#"), None); // step 1
    assert_eq!(index("#z"), None);
    // Valid only through a name attribute.
    assert!(is_valid_hash_name_reference("#b", tree.iter()));
    assert!(!is_valid_hash_name_reference("#a", tree.iter()));
    assert!(is_valid_hash_name_reference("#c#d", tree.iter()));
}
