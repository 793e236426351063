//! URL validity (feature `url`): data-driven cases with snapshots, and
//! properties.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "url")]

mod common;

use html_microsyntax::url::{
    is_valid_url_string, validate_absolute_url,
    validate_absolute_url_potentially_surrounded_by_spaces, validate_item_property_names,
    validate_item_types, validate_non_empty_url,
    validate_non_empty_url_potentially_surrounded_by_spaces, validate_ping,
    validate_url_potentially_surrounded_by_spaces, validate_url_string,
    validate_url_string_with_base,
};
use html_microsyntax::Error;
use proptest::prelude::*;

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/url/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            if stem == "valid_url_with_base" {
                let snap = common::run_cases(path, with_base);
                insta::assert_snapshot!("url", snap);
                return;
            }
            let check = match stem {
                "valid_url" => validate_url_string,
                "valid_non_empty_url" => validate_non_empty_url,
                "valid_url_potentially_surrounded_by_spaces" => {
                    validate_url_potentially_surrounded_by_spaces
                }
                "valid_non_empty_url_potentially_surrounded_by_spaces" => {
                    validate_non_empty_url_potentially_surrounded_by_spaces
                }
                "valid_absolute_url" => validate_absolute_url,
                "valid_absolute_url_potentially_surrounded_by_spaces" => {
                    validate_absolute_url_potentially_surrounded_by_spaces
                }
                "valid_ping" => validate_ping,
                "valid_itemtype" => validate_item_types,
                "valid_itemprop" => validate_item_property_names,
                other => panic!("no algorithm for {other}.cases"),
            };
            let snap = common::run_cases(path, |input| check(input).map(|()| "valid".to_owned()));
            insta::assert_snapshot!("url", snap);
        });
    });
}

/// A case of `valid_url_with_base.cases`: the base before the first tab,
/// the string to check after it (the error's offset is in that string, so
/// the snapshot's caret stands under its character in the whole line).
fn with_base(input: &str) -> Result<String, Error> {
    let (base, rest) = input.split_once('\t').expect("a base, a tab, the input");
    let url = url::Url::parse(base).expect("a base URL");
    validate_url_string_with_base(rest, Some(&url))
        .map(|()| "valid".to_owned())
        .map_err(|e| Error::new(e.kind(), input, base.len() + 1 + e.offset()))
}

proptest! {
    #[test]
    fn no_panic_and_errors_inside_the_input(s in "[ \t\na-c:/?#%@\\[\\]\\\\.é\u{0}]{0,16}") {
        if let Err(e) = validate_url_string(&s) {
            prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
        }
        if let Err(e) = validate_ping(&s) {
            prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
        }
    }

    /// What the `url` crate serializes is a valid URL string (without a lone
    /// `%`, which it keeps as it is: "http://a/%" serializes to itself).
    #[test]
    fn serialized_urls_are_valid(s in "https?://[a-c]{1,4}(\\.[a-c]{1,3})?(/[a-c é]{0,4}){0,3}(\\?[a-c =]{0,4})?(#[a-c ]{0,3})?") {
        if let Ok(u) = url::Url::parse(&s) {
            prop_assert!(is_valid_url_string(u.as_str()), "{:?}", u.as_str());
        }
    }
}

/// The web-platform-tests URL parsing data: every input whose parse against
/// its base fails is not a valid URL string against that base, and every
/// input the grammar calls valid parses.
///
/// Data: `tests/data/url/urltestdata.json`, copied from servo/rust-url
/// `url/tests/urltestdata.json` at commit
/// 25137be1fc1d35cc8ea7d43fc0a02166b023a483 (the file last changed in
/// b381851473a5a516f58f2cfc9db300abf7a4eaa7), which says it was pulled from
/// web-platform-tests/wpt `url/resources/urltestdata.json` at
/// 876fe001f2279b96e7c6b9e8970dc92c484835ff.
///
/// Each entry is checked against its own base (`null`: none), so the
/// relative-URL string production switches on that base's scheme: special,
/// `file`, another scheme, or an opaque path. The file says nothing of
/// validity for the entries that parse; the grammar's verdict on them is
/// counted, not asserted.
#[test]
fn wpt_urltestdata() {
    let text = std::fs::read_to_string("tests/data/url/urltestdata.json").unwrap();
    let data: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    let (mut entries, mut failures, mut valid, mut valid_parsed) = (0, 0, 0, 0);
    let mut by_base = std::collections::BTreeMap::<&str, (u32, u32)>::new();
    let mut disagree = Vec::new();
    for entry in data.iter().filter_map(|v| v.as_object()) {
        let input = entry["input"].as_str().unwrap();
        let base = entry["base"].as_str().map(|b| url::Url::parse(b).unwrap());
        let failure = entry.get("failure").and_then(|f| f.as_bool()) == Some(true);
        entries += 1;
        let parsed = url::Url::options()
            .base_url(base.as_ref())
            .parse(input)
            .is_ok();
        // The url crate (2.5.8) and the data disagree on a few entries.
        if parsed == failure {
            disagree.push(input);
        }
        let verdict = validate_url_string_with_base(input, base.as_ref());
        let kind = match &base {
            None => "none",
            Some(b) if b.cannot_be_a_base() => "opaque path",
            Some(b) if b.scheme() == "file" => "file",
            Some(b) if matches!(b.scheme(), "http" | "https" | "ws" | "wss" | "ftp") => "special",
            Some(_) => "not special",
        };
        let row = by_base.entry(kind).or_default();
        row.0 += 1;
        if failure {
            failures += 1;
            assert!(
                verdict.is_err(),
                "{input:?} fails to parse against {base:?}, but the grammar calls it valid"
            );
        }
        if verdict.is_ok() {
            valid += 1;
            row.1 += 1;
            assert!(
                parsed,
                "{input:?} is valid against {base:?}, but does not parse"
            );
            valid_parsed += 1;
        }
    }
    eprintln!(
        "urltestdata: {entries} entries, {failures} failures (all invalid by the grammar), \
         {valid} valid by the grammar, {valid_parsed} of them parse; by base (entries, valid): {by_base:?}; \
         the url crate parses against the data: {disagree:?}"
    );
    assert_eq!(valid, valid_parsed);
    assert!(entries > 800 && failures > 250 && valid > 100);
}

proptest! {
    /// Anything the grammar calls valid parses with `url::Url::parse`
    /// against BASE (strings built from URL pieces, so that many are valid).
    #[test]
    fn valid_urls_parse(s in "(https?:|file:|foo:|[a-c]{1,3}:)?(//)?(\\[[0-9a-f:.]{0,10}\\]|[a-c0-9.%_\\-é]{0,8}|[0-9]{1,3}(\\.[0-9]{1,3}){0,4})(:[0-9]{0,6})?(/[a-c.%2eé]{0,4}){0,3}(\\?[a-c=%&]{0,4})?(#[a-c#]{0,3})?") {
        if is_valid_url_string(&s) {
            let base = url::Url::parse(html_microsyntax::url::BASE).unwrap();
            prop_assert!(url::Url::options().base_url(Some(&base)).parse(&s).is_ok(), "{s:?}");
        }
    }

    /// The same for any short string of the characters that matter.
    #[test]
    fn valid_urls_parse_any(s in "[a-c0-9:/\\\\?#%@\\[\\].xX é\u{ff11}_-]{0,20}") {
        if is_valid_url_string(&s) {
            let base = url::Url::parse(html_microsyntax::url::BASE).unwrap();
            prop_assert!(url::Url::options().base_url(Some(&base)).parse(&s).is_ok(), "{s:?}");
        }
    }
}
