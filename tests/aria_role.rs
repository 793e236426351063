//! The `role` attribute (WAI-ARIA 1.2 7.1): data-driven cases with
//! snapshots, and properties.
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

use html_microsyntax::aria_role::{
    check_deprecated_roles, is_valid_role, validate_role, ABSTRACT_ROLES, ROLES,
};
use html_microsyntax::error::Severity;
use html_microsyntax::Error;
use proptest::prelude::*;

/// A value as the case file writes it: the tokens; a deprecated role as
/// `warning code@offset suggestion` (`-`: none); an error as is.
fn role(input: &str) -> Result<String, Error> {
    let result = validate_role(input);
    assert_eq!(result.is_ok(), is_valid_role(input), "{input:?}");
    let tokens = result?;
    match check_deprecated_roles(input) {
        Ok(()) => Ok(format!("{tokens:?}")),
        Err(w) => {
            assert_eq!(w.kind().severity(), Severity::Warning, "{input:?}");
            let kind = w.kind();
            let suggestion = kind.suggestion().unwrap_or("-");
            Ok(format!(
                "warning {}@{} {suggestion}",
                kind.code(),
                w.offset()
            ))
        }
    }
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/aria_role/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "valid_role" => role(input),
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("aria_role", snap);
        });
    });
}

/// Every role of the table is valid alone, and no abstract role is.
#[test]
fn every_role_and_no_abstract_role() {
    for r in ROLES {
        assert!(is_valid_role(r), "{r}");
        assert!(!is_valid_role(&r.to_ascii_uppercase()), "{r}");
    }
    for r in ABSTRACT_ROLES {
        let e = validate_role(r).unwrap_err();
        assert_eq!(e.kind().code(), "abstract_role", "{r}");
        assert_eq!(e.kind().severity(), Severity::Error, "{r}");
    }
}

proptest! {
    /// No panic; an error's offset is inside the value, at a token; a
    /// valid value has a token.
    #[test]
    fn no_panic_and_offsets_at_tokens(value in "[ \t\na-z-]{0,24}|\\PC{0,12}") {
        match validate_role(&value) {
            Ok(tokens) => prop_assert!(!tokens.is_empty()),
            Err(e) => {
                prop_assert!(e.offset() <= value.len());
                prop_assert!(value.is_char_boundary(e.offset()));
            }
        }
        if let Err(w) = check_deprecated_roles(&value) {
            prop_assert!(w.offset() < value.len());
        }
    }
}
