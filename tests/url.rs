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
    is_valid_url_string, validate_absolute_url, validate_non_empty_url,
    validate_non_empty_url_potentially_surrounded_by_spaces, validate_ping,
    validate_url_potentially_surrounded_by_spaces, validate_url_string,
};
use proptest::prelude::*;

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/url/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
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
                "valid_ping" => validate_ping,
                other => panic!("no algorithm for {other}.cases"),
            };
            let snap = common::run_cases(path, |input| check(input).map(|()| "valid".to_owned()));
            insta::assert_snapshot!("url", snap);
        });
    });
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
