//! The shared declarative refresh steps and the valid `content` value of
//! `<meta http-equiv=refresh>`: data-driven cases with snapshots, the
//! web-platform-tests table, and properties.
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

use html_microsyntax::refresh::{is_valid_refresh, parse_refresh, validate_refresh, Refresh};
use proptest::prelude::*;

fn json(r: Refresh<'_>) -> String {
    serde_json::json!({"time": r.time, "url": r.url}).to_string()
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/refresh/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = match stem {
                "refresh" => common::run_cases(path, |input| parse_refresh(input).map(json)),
                // The valid URL check depends on the `url` feature.
                "valid_refresh" if cfg!(feature = "url") => {
                    common::run_cases(path, |input| validate_refresh(input).map(json))
                }
                "valid_refresh" => return,
                other => panic!("no algorithm for {other}.cases"),
            };
            insta::assert_snapshot!("refresh", snap);
        });
    });
}

/// web-platform-tests
/// `html/semantics/document-metadata/the-meta-element/pragma-directives/attr-meta-http-equiv-refresh/parsing.html`
/// expects the URL after the URL parser; ours is the steps' urlString. The
/// URL parser strips leading and trailing C0 controls and spaces and removes
/// tabs and newlines: after that, every case agrees.
#[test]
fn wpt_parsing_urls_agree_after_the_url_parsers_cleanup() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/refresh/refresh.cases");
    let cases = common::load_cases(&path);
    let wpt: Vec<_> = cases.iter().take_while(|c| c.input != "300").collect();
    assert_eq!(wpt.len(), 69, "the WPT block of refresh.cases");
    for case in wpt {
        if let Ok(r) = parse_refresh(&case.input) {
            if let Some(url) = r.url {
                let cleaned: String = url
                    .trim_matches(|c: char| c <= ' ')
                    .chars()
                    .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
                    .collect();
                assert!(!cleaned.contains(['\t', '\n']), "{:?}", case.input);
                // The WPT expectations with a URL are all one of these.
                assert!(
                    [
                        "foo",
                        "x;url=foo",
                        ";url=foo",
                        "foo'bar",
                        "url foo",
                        "urlfoo",
                        "urfoo",
                        "ufoo"
                    ]
                    .contains(&cleaned.as_str()),
                    "{:?} gave {cleaned:?}",
                    case.input
                );
            }
        }
    }
}

#[cfg(not(feature = "url"))]
#[test]
fn without_url_the_valid_check_only_needs_a_non_empty_url() {
    assert!(is_valid_refresh("5; URL=a b"));
    let err = validate_refresh("5; URL=").unwrap_err();
    assert_eq!((err.kind().code(), err.offset()), ("url_empty", 7));
}

proptest! {
    #[test]
    fn no_panic_and_errors_inside_the_input(s in "[ \t0-9.;,=uUrRlL'\"a\u{e9}]{0,16}") {
        for result in [parse_refresh(&s), validate_refresh(&s)] {
            if let Err(e) = result {
                prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()));
            }
        }
    }

    #[test]
    fn valid_values_parse_to_the_same_refresh(s in "[0-9]{1,5}(; [uU][rR][lL]=[a-z.]{1,3}(/[a-z.]{1,3}){0,2})?") {
        prop_assert!(is_valid_refresh(&s), "{s:?}");
        prop_assert_eq!(validate_refresh(&s), parse_refresh(&s));
    }

    #[test]
    fn display_round_trips(time in any::<u64>(), url in proptest::option::of("[a-z]{1,3}(/[a-z.]{1,3})?([?#][a-z]{0,2})?")) {
        let r = Refresh { time, url: url.as_deref() };
        let text = r.to_string();
        prop_assert_eq!(parse_refresh(&text), Ok(r));
        prop_assert!(is_valid_refresh(&text), "{text:?}");
    }
}
