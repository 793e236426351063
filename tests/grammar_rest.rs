//! The grammars in `grammar/colors.pest`, `grammar/keywords.pest`,
//! `grammar/tokens.pest` and `grammar/outside.pest` run as independent
//! recognizers against the crate's validators and splitters, over generated
//! and mutated strings.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::color::{is_valid_lowercase_simple_color, is_valid_simple_color};
use html_microsyntax::custom_element::is_valid_custom_element_name;
use html_microsyntax::integrity::is_valid_integrity_metadata;
use html_microsyntax::keywords::{is_valid_boolean_attribute, CROSSORIGIN, DIR, SHAPE};
use html_microsyntax::names::is_valid_id;
use html_microsyntax::reference::hash_name;
use html_microsyntax::tokens::{comma_separated_tokens, space_separated_tokens};
use pest::Parser;
use proptest::prelude::*;

mod colors {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/colors.pest"]
    pub struct Grammar;
}

mod keywords {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/keywords.pest"]
    pub struct Grammar;
}

mod tokens {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/tokens.pest"]
    pub struct Grammar;
}

mod outside {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/outside.pest"]
    pub struct Grammar;
}

/// The crate's check for each production of `outside.pest` (an exhaustive
/// match: a new production without its function does not compile).
fn outside_check(rule: outside::Rule) -> Option<fn(&str) -> bool> {
    use outside::Rule;
    match rule {
        Rule::valid_custom_element_name => Some(is_valid_custom_element_name),
        Rule::valid_id => Some(is_valid_id),
        Rule::valid_integrity_metadata => Some(is_valid_integrity_metadata),
        Rule::ws
        | Rule::name_char
        | Rule::reserved_name
        | Rule::hash_with_options
        | Rule::hash_algorithm
        | Rule::base64_value
        | Rule::option_expression
        | Rule::EOI => None,
    }
}

const OUTSIDE_RULES: [outside::Rule; 3] = [
    outside::Rule::valid_custom_element_name,
    outside::Rule::valid_id,
    outside::Rule::valid_integrity_metadata,
];

const OUTSIDE_ALPHABET: &[char] = &[
    'a', 'A', 'z', '1', '-', '_', ':', '.', '/', '>', '\0', ' ', '\t', '\n', 'é', '😍', '?', '=',
    '+', '!', '\u{7F}', 'S',
];

/// Custom element names, ids and integrity metadata (valid ones, reserved
/// names, near misses), then mutated.
fn outside_strategy() -> impl Strategy<Value = String> {
    let names = "[a-z][a-z0-9._:é-]{0,6}";
    let reserved = prop::sample::select(vec![
        "annotation-xml".to_owned(),
        "font-face".to_owned(),
        "font-face-src".to_owned(),
        "missing-glyph".to_owned(),
    ]);
    let integrity = "[ \t\n]?((sha256|SHA384|sha512|md5|sha1)-[A-Za-z0-9+/_-]{0,5}={0,3}(\\?[a-z?=!]{0,3})?[ \n]{1,2}){0,3}";
    let valid = prop_oneof![names, reserved, integrity];
    mutated(valid, OUTSIDE_ALPHABET)
}

/// The crate's check for each color production (an exhaustive match: a new
/// production without its function does not compile).
fn color_check(rule: colors::Rule) -> Option<fn(&str) -> bool> {
    use colors::Rule;
    match rule {
        Rule::valid_simple_color => Some(is_valid_simple_color),
        Rule::valid_lowercase_simple_color => Some(is_valid_lowercase_simple_color),
        Rule::lower_hex_digit | Rule::EOI => None,
    }
}

fn keyword_check(rule: keywords::Rule) -> Option<fn(&str) -> bool> {
    use keywords::Rule;
    match rule {
        Rule::boolean_checked => Some(|v| is_valid_boolean_attribute("checked", v)),
        Rule::dir_value => Some(|v| DIR.is_valid(v)),
        Rule::crossorigin_value => Some(|v| CROSSORIGIN.is_valid(v)),
        Rule::shape_value => Some(|v| SHAPE.is_valid(v)),
        Rule::EOI => None,
    }
}

const COLOR_RULES: [colors::Rule; 2] = [
    colors::Rule::valid_simple_color,
    colors::Rule::valid_lowercase_simple_color,
];

const KEYWORD_RULES: [keywords::Rule; 4] = [
    keywords::Rule::boolean_checked,
    keywords::Rule::dir_value,
    keywords::Rule::crossorigin_value,
    keywords::Rule::shape_value,
];

/// A string from `valid`, then up to three mutations: a character inserted,
/// removed or replaced by one from `alphabet`.
fn mutated(
    valid: impl Strategy<Value = String>,
    alphabet: &'static [char],
) -> impl Strategy<Value = String> {
    let edit = (
        0..3u8,
        any::<prop::sample::Index>(),
        prop::sample::select(alphabet),
    );
    (valid, prop::collection::vec(edit, 0..3)).prop_map(|(s, edits)| {
        let mut chars: Vec<char> = s.chars().collect();
        for (kind, at, c) in edits {
            let i = at.index(chars.len() + 1);
            match kind {
                0 => chars.insert(i, c),
                1 if i < chars.len() => {
                    chars.remove(i);
                }
                _ if i < chars.len() => chars[i] = c,
                _ => chars.push(c),
            }
        }
        chars.into_iter().collect()
    })
}

const COLOR_ALPHABET: &[char] = &[
    '#', '0', '9', 'a', 'f', 'A', 'F', 'g', 'G', ' ', 'é', '\u{FF10}',
];
const KEYWORD_ALPHABET: &[char] = &[
    'a', 'C', 'e', 'L', 'r', 't', '-', ' ', '\t', 'K', '\u{212A}', 'ı', 'ſ',
];
const TOKEN_ALPHABET: &[char] = &[
    'a', 'b', ' ', '\t', '\n', '\u{0C}', '\r', '\u{0B}', '\u{A0}', ',', '#', 'é',
];

fn colors_strategy() -> impl Strategy<Value = String> {
    mutated(
        prop_oneof![
            "#[0-9a-fA-F]{6}",
            "#[0-9a-f]{6}",
            "#[0-9a-fA-F]{3}",
            "[#0-9a-gA-G ]{0,9}"
        ],
        COLOR_ALPHABET,
    )
}

fn keywords_strategy() -> impl Strategy<Value = String> {
    let words = prop::sample::select(vec![
        "",
        "checked",
        "CHECKED",
        "ltr",
        "RTL",
        "auto",
        "anonymous",
        "Use-Credentials",
        "circle",
        "circ",
        "poly",
        "polygon",
        "rect",
        "rectangle",
        "default",
        "true",
    ]);
    mutated(words.prop_map(str::to_owned), KEYWORD_ALPHABET)
}

fn tokens_strategy() -> impl Strategy<Value = String> {
    let alphabet = prop::sample::select(TOKEN_ALPHABET);
    prop::collection::vec(alphabet, 0..16).prop_map(|v| v.into_iter().collect())
}

proptest! {
    // At least 10,000 generated and mutated strings per syntax.
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn color_grammar_agrees_with_the_validators(s in colors_strategy()) {
        for rule in COLOR_RULES {
            let check = color_check(rule).unwrap();
            prop_assert_eq!(colors::Grammar::parse(rule, &s).is_ok(), check(&s), "{:?} on {:?}", rule, s);
        }
    }

    #[test]
    fn keyword_grammar_agrees_with_the_validators(s in keywords_strategy()) {
        for rule in KEYWORD_RULES {
            let check = keyword_check(rule).unwrap();
            prop_assert_eq!(keywords::Grammar::parse(rule, &s).is_ok(), check(&s), "{:?} on {:?}", rule, s);
        }
    }

    #[test]
    fn space_token_grammar_finds_the_split_tokens(s in tokens_strategy()) {
        let pairs = tokens::Grammar::parse(tokens::Rule::space_separated_tokens, &s);
        prop_assert!(pairs.is_ok(), "every string is a set of space-separated tokens");
        let found: Vec<&str> = pairs
            .unwrap()
            .flatten()
            .filter(|p| p.as_rule() == tokens::Rule::token)
            .map(|p| p.as_str())
            .collect();
        prop_assert_eq!(found, space_separated_tokens(&s).collect::<Vec<_>>());
    }

    #[test]
    fn comma_token_grammar_finds_the_split_tokens(s in tokens_strategy()) {
        let pairs = tokens::Grammar::parse(tokens::Rule::comma_separated_tokens, &s);
        prop_assert!(pairs.is_ok(), "every string is a set of comma-separated tokens");
        let mut found: Vec<&str> = pairs
            .unwrap()
            .flatten()
            .filter(|p| p.as_rule() == tokens::Rule::comma_token)
            .map(|p| p.as_str())
            .collect();
        // HTML 2.3.8 reads "" as one empty token and "a," as "a" and "";
        // Infra's split on commas (what the crate implements, and what the
        // spec's algorithms call) makes no token of an empty remainder.
        if s.is_empty() || s.ends_with(',') {
            prop_assert_eq!(found.pop(), Some(""));
        }
        prop_assert_eq!(found, comma_separated_tokens(&s).collect::<Vec<_>>());
    }

    #[test]
    fn outside_grammar_agrees_with_the_validators(s in outside_strategy()) {
        for rule in OUTSIDE_RULES {
            let check = outside_check(rule).unwrap();
            let grammar = outside::Grammar::parse(rule, &s).is_ok();
            prop_assert_eq!(grammar, check(&s), "{:?} on {:?}", rule, s);
        }
    }

    #[test]
    fn hash_name_grammar_agrees(s in tokens_strategy()) {
        let parsed = tokens::Grammar::parse(tokens::Rule::hash_name_reference, &s);
        match parsed {
            Ok(pairs) => {
                let name = pairs.flatten().find(|p| p.as_rule() == tokens::Rule::name).map(|p| p.as_str());
                prop_assert_eq!(name, hash_name(&s));
            }
            // Not '#' first: the parse rules may still find a name later on.
            Err(_) => prop_assert!(!s.starts_with('#') || hash_name(&s).is_none()),
        }
    }
}

#[test]
fn grammar_examples() {
    assert!(colors::Grammar::parse(colors::Rule::valid_simple_color, "#C0FFEE").is_ok());
    assert!(colors::Grammar::parse(colors::Rule::valid_lowercase_simple_color, "#C0FFEE").is_err());
    assert!(keywords::Grammar::parse(keywords::Rule::boolean_checked, "").is_ok());
    assert!(keywords::Grammar::parse(keywords::Rule::crossorigin_value, "").is_ok());
    assert!(keywords::Grammar::parse(keywords::Rule::shape_value, "circ").is_err());
    let custom = outside::Rule::valid_custom_element_name;
    assert!(outside::Grammar::parse(custom, "font-face-x").is_ok());
    assert!(outside::Grammar::parse(custom, "font-face-src").is_err());
    assert!(outside::Grammar::parse(custom, "emotion-😍").is_ok());
    let integrity = outside::Rule::valid_integrity_metadata;
    assert!(outside::Grammar::parse(integrity, " sha256-a== SHA512-b?x?y ").is_ok());
    assert!(outside::Grammar::parse(integrity, "sha256-a===").is_err());
}
