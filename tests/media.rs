//! 2.3.10 Media queries: data-driven cases with snapshots, and properties.
#![cfg(feature = "std")]
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
use html_microsyntax::media::{
    check_author_requirements, is_valid_media_query_list, matches_environment,
    parse_media_query_list, validate_media_query_list, MediaEnvironment, MediaFeature,
};
use proptest::prelude::*;

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/media/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "media_query_list" => validate_media_query_list(input)
                    .map(|l| serde_json::to_string(&l.to_string()).unwrap()),
                "author_requirements" => author_requirements(input),
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("media", snap);
        });
    });
}

/// A valid list as the case file writes it: `ok`; a warning as
/// `warning code@offset`; an error as is. The list stays valid either way.
fn author_requirements(input: &str) -> Result<String, html_microsyntax::Error> {
    assert!(is_valid_media_query_list(input), "{input:?}");
    match check_author_requirements(input) {
        Ok(()) => Ok("ok".into()),
        Err(w) if w.kind().severity() == Severity::Warning => {
            Ok(format!("warning {}@{}", w.kind().code(), w.offset()))
        }
        Err(e) => Err(e),
    }
}

/// A screen on which every media feature is unknown.
struct Screen;

impl MediaEnvironment for Screen {
    fn media_type(&self) -> &str {
        "screen"
    }
    fn evaluate(&self, feature: &MediaFeature) -> Option<bool> {
        match feature {
            MediaFeature::Boolean { name } if name == "color" => Some(true),
            _ => None,
        }
    }
}

#[test]
fn blocks_the_end_of_the_input_closes_are_written_closed() {
    // Invalid (unclosed), but user agents read them; the written form
    // closes every block and escapes what would escape the closer.
    assert_eq!(
        parse_media_query_list("(.1(13.1\u{0}5\\").to_string(),
        "(.1(13.1\u{fffd}5\u{fffd}))"
    );
    assert_eq!(parse_media_query_list("(color").to_string(), "(color)");
    assert_eq!(
        parse_media_query_list("(min-widht: 1px), print").to_string(),
        "(min-widht: 1px), print"
    );
}

#[test]
fn matching_the_environment() {
    // The HTML spec's two fixed cases.
    assert!(matches_environment("", &Screen));
    assert!(matches_environment(" \t\n\r\x0c", &Screen));
    // U+000B is not ASCII whitespace, and not a media query either.
    assert!(!matches_environment("\x0b", &Screen));
    assert!(matches_environment("screen", &Screen));
    assert!(matches_environment("all and (color)", &Screen));
    assert!(!matches_environment("not all and (color)", &Screen));
    assert!(!matches_environment("print", &Screen));
    // Unknown is false, and so is its negation.
    assert!(!matches_environment("(hover)", &Screen));
    assert!(!matches_environment("not screen and (hover)", &Screen));
    assert!(matches_environment("(hover) or (color)", &Screen));
    // An invalid query is "not all"; the rest of the list still counts.
    assert!(matches_environment("screen and, screen", &Screen));
    assert!(!matches_environment("screen and", &Screen));
}

/// Strings of media query tokens, mostly grammatical and sometimes not.
fn mq_input() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("screen"),
        Just("print"),
        Just("not"),
        Just("only"),
        Just("and"),
        Just("or"),
        Just("("),
        Just(")"),
        Just("(color)"),
        Just("(min-width: 600px)"),
        Just("(width >= 1px)"),
        Just("(1 < width < 2)"),
        Just("(aspect-ratio: 16/9)"),
        Just(","),
        Just(":"),
        Just("<"),
        Just("="),
        Just("f("),
        Just("\""),
        Just("]"),
        Just("{"),
        Just("\\"),
        Just("/*"),
        Just("é"),
        Just("url(x"),
        Just("/**/"),
        Just("'"),
        Just("["),
        Just("\\\n"),
        Just("#a"),
        Just("1e3px"),
        Just("-0"),
        Just("\\29"),
    ];
    prop::collection::vec(token, 0..10).prop_map(|v| v.join(" "))
}

proptest! {
    #[test]
    fn never_panics_and_errors_stay_inside(s in mq_input()) {
        match validate_media_query_list(&s) {
            Ok(list) => {
                prop_assert!(is_valid_media_query_list(&s));
                // The normalized form is valid, and a fixed point.
                let normal = list.to_string();
                let again = validate_media_query_list(&normal);
                prop_assert!(again.is_ok(), "{:?} -> {:?}", s, normal);
                prop_assert_eq!(again.unwrap().to_string(), normal);
                // A valid list parses leniently to the same queries.
                prop_assert_eq!(parse_media_query_list(&s), list);
            }
            Err(e) => prop_assert!(e.offset() <= s.len()),
        }
        let _ = matches_environment(&s, &Screen);
    }

    #[test]
    fn never_panics_on_any_string(s in any::<String>()) {
        let _ = validate_media_query_list(&s);
        let _ = matches_environment(&s, &Screen);
    }
}
