//! The keyword-set attributes (`rel`, `sandbox`, `accesskey`, `blocking`):
//! data-driven cases with snapshots, and properties.
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

use html_microsyntax::error::Severity;
use html_microsyntax::keyword_sets::{
    is_valid_accesskey, is_valid_blocking, is_valid_rel, is_valid_sandbox, link_type,
    validate_accesskey, validate_blocking, validate_rel, validate_sandbox, LINK_TYPES,
    SANDBOX_KEYWORDS,
};
use html_microsyntax::Error;
use proptest::prelude::*;

/// Severity decides: whether a `validate_*` result holds no error.
fn no_error<T>(result: &Result<T, Error>) -> bool {
    result
        .as_ref()
        .map_or_else(|e| e.kind().severity() == Severity::Warning, |_| true)
}

fn case(stem: &str, input: &str) -> Result<String, Error> {
    let shown = |r: Result<Vec<&str>, Error>| r.map(|v| format!("{v:?}"));
    match stem {
        "valid_rel" => {
            let (element, value) = input.split_once('|').expect("element|value");
            let result = validate_rel(element, value);
            assert_eq!(no_error(&result), is_valid_rel(element, value), "{input:?}");
            shown(result).map_err(|e| e.shifted(input, element.len() + 1))
        }
        "valid_sandbox" => {
            assert_eq!(no_error(&validate_sandbox(input)), is_valid_sandbox(input));
            shown(validate_sandbox(input))
        }
        "valid_accesskey" => {
            assert_eq!(validate_accesskey(input).is_ok(), is_valid_accesskey(input));
            validate_accesskey(input).map(|v| format!("{v:?}"))
        }
        "valid_blocking" => {
            assert_eq!(validate_blocking(input).is_ok(), is_valid_blocking(input));
            shown(validate_blocking(input))
        }
        other => panic!("no algorithm for {other}.cases"),
    }
}

#[test]
fn keyword_sets() {
    common::settings().bind(|| {
        insta::glob!("data/keyword_sets/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            insta::assert_snapshot!(common::run_cases(path, |input| case(stem, input)));
        });
    });
}

/// The table of link types: lower case, sorted, unique; every type allowed
/// somewhere; body-ok only for external resources of `link`.
#[test]
fn the_link_types_table_is_well_formed() {
    for pair in LINK_TYPES.windows(2) {
        assert!(pair[0].keyword < pair[1].keyword, "{}", pair[1].keyword);
    }
    for t in LINK_TYPES {
        assert_eq!(t.keyword, t.keyword.to_ascii_lowercase());
        assert!(t.link.is_some() || t.a_and_area.is_some() || t.form.is_some());
        if t.body_ok {
            assert!(t.link.is_some(), "{}", t.keyword);
        }
        assert_eq!(link_type(&t.keyword.to_ascii_uppercase()), Some(t));
    }
    for pair in SANDBOX_KEYWORDS.windows(2) {
        assert!(pair[0] < pair[1]);
    }
}

proptest! {
    /// No panic; an error's offset is inside the value, on a character
    /// boundary, at the start of a token.
    #[test]
    fn errors_at_a_token(
        element in "(link|a|area|form|div)",
        s in "[ \ta-zA-Z\\-é]{0,30}",
    ) {
        let results = [
            validate_rel(&element, &s).map(|_| ()),
            validate_sandbox(&s).map(|_| ()),
            validate_accesskey(&s).map(|_| ()),
            validate_blocking(&s).map(|_| ()),
        ];
        for e in results.into_iter().filter_map(Result::err) {
            let at = e.offset();
            prop_assert!(at < s.len() && s.is_char_boundary(at), "{s:?}: {e}");
            let before = s[..at].chars().next_back();
            prop_assert!(before.is_none_or(|c| c == ' ' || c == '\t'), "{s:?}: {e}");
        }
    }

    /// Any selection of distinct allowed keywords, in any ASCII case and
    /// order, conforms (the combinations the text forbids or warns against
    /// aside).
    #[test]
    fn allowed_keywords_conform(
        picks in proptest::collection::btree_set(0..SANDBOX_KEYWORDS.len(), 0..6),
        upper in any::<bool>(),
    ) {
        let mut tokens: Vec<String> = picks.iter().map(|&i| SANDBOX_KEYWORDS[i].to_string()).collect();
        if upper {
            tokens = tokens.iter().map(|t| t.to_ascii_uppercase()).collect();
        }
        let value = tokens.join(" ");
        let has = |k: &str| tokens.iter().any(|t| t.eq_ignore_ascii_case(k));
        // The text's three rules on combinations: two errors, one warning
        // (which leaves the value valid).
        let forbidden = (has("allow-top-navigation") && has("allow-top-navigation-by-user-activation"))
            || (has("allow-top-navigation-to-custom-protocols")
                && (has("allow-top-navigation") || has("allow-popups")));
        let warned = has("allow-scripts") && has("allow-same-origin");
        prop_assert_eq!(is_valid_sandbox(&value), !forbidden, "{}", value);
        prop_assert_eq!(validate_sandbox(&value).is_ok(), !forbidden && !warned, "{}", value);
        // Every link type allowed on link conforms on link.
        let links: Vec<&str> = picks
            .iter()
            .filter_map(|&i| LINK_TYPES.get(i))
            .filter(|t| t.link.is_some())
            .map(|t| t.keyword)
            .collect();
        prop_assert!(is_valid_rel("link", &links.join("\n")));
    }

    /// Distinct single characters conform as access keys, in order.
    #[test]
    fn distinct_characters_are_access_keys(keys in proptest::collection::btree_set(any::<char>().prop_filter("not whitespace", |c| !matches!(c, '\t' | '\n' | '\x0C' | '\r' | ' ')), 0..6)) {
        let keys: Vec<char> = keys.into_iter().collect();
        let value: String = keys.iter().map(|k| format!("{k} ")).collect();
        prop_assert_eq!(validate_accesskey(&value), Ok(keys));
    }
}

/// Without the `registries` feature the microformats wiki's extensions are
/// not known: each is reported as an unknown link type (a warning), as
/// before the feature existed. (With it, tests/registries.rs.)
#[cfg(not(feature = "registries"))]
#[test]
fn extensions_are_unknown_without_the_registries_feature() {
    for (element, value) in [
        ("link", "apple-touch-icon"),
        ("a", "me"),
        ("link", "prerender"),
    ] {
        let err = validate_rel(element, value).unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("unknown_link_type", 0));
    }
}
