//! MIME types (MIME Sniffing: parse, serialize, valid strings) and the
//! `accept` attribute: data-driven cases with snapshots, and properties.
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

use html_microsyntax::mime::{
    is_valid_mime_type, parse_mime_type, validate_accept, validate_mime_type,
    validate_mime_type_with_no_parameters,
};
use proptest::prelude::*;

fn json(v: impl Into<serde_json::Value>) -> String {
    v.into().to_string()
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/mime/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "mime_type" => parse_mime_type(input).map(|m| json(m.to_string())),
                "valid_mime_type" => validate_mime_type(input).map(|m| json(m.to_string())),
                "valid_mime_type_no_parameters" => {
                    validate_mime_type_with_no_parameters(input).map(|m| json(m.to_string()))
                }
                "valid_accept" => validate_accept(input).map(json),
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("mime", snap);
        });
    });
}

proptest! {
    #[test]
    fn no_panic_and_errors_inside_the_input(s in "[ \t\r\na-c/;=\",\\\\*.\u{e9}\u{100}]{0,20}") {
        for result in [parse_mime_type(&s).map(|_| ()), validate_mime_type(&s).map(|_| ()), validate_accept(&s).map(|_| ())] {
            if let Err(e) = result {
                prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
            }
        }
    }

    /// Serializing gives a string that parses back to the same record, and
    /// (the serializer only writes tokens and quoted strings) is valid.
    #[test]
    fn serialize_parse_round_trip(s in "[ \ta-cA-C/;=\"\\\\(\u{e9}]{0,20}") {
        if let Ok(m) = parse_mime_type(&s) {
            let text = m.to_string();
            prop_assert_eq!(parse_mime_type(&text), Ok(m.clone()));
            prop_assert!(is_valid_mime_type(&text), "{:?} → {:?}", s, text);
        }
    }

    #[test]
    fn valid_strings_parse_to_the_same_record(s in "[a-c]{1,3}/[a-c+]{1,3}( ?; ?[a-c]{1,2}=([a-c]{1,2}|\"[ a-c;=]{0,3}\"))*") {
        prop_assert!(is_valid_mime_type(&s), "{s:?}");
        prop_assert_eq!(validate_mime_type(&s), parse_mime_type(&s));
    }
}
