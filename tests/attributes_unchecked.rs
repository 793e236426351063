//! `check_attribute` says when a syntax was not checked because a cargo
//! feature is off, instead of answering "valid".
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::attributes::check_attribute;

/// Runs in every build: the syntaxes that need no feature are checked, and
/// a URL row is either checked (feature `url`) or says it is not.
#[test]
fn checked_rows_say_so_and_url_rows_follow_the_feature() {
    let check = check_attribute("input", "min", "x", &[("type", "number")]);
    assert!(check.is_checked());
    assert_eq!(check.unchecked, None);
    assert!(!check.is_valid());

    let check = check_attribute("a", "href", "http://exa mple.com/", &[]);
    if cfg!(feature = "url") {
        assert_eq!(check.unchecked, None);
        assert_eq!(check.violations[0].kind().code(), "url_invalid_host");
    } else {
        assert_eq!(check.unchecked, Some("url"));
        assert!(!check.is_checked());
        assert!(check.violations.is_empty());
    }

    // No microsyntax: nothing to check, and nothing unchecked.
    let check = check_attribute("div", "data-x", "anything", &[]);
    assert_eq!((check.definition.is_none(), check.unchecked), (true, None));
}

/// Without `url`, every URL row says "not checked: url".
#[cfg(not(feature = "url"))]
#[test]
fn without_url_the_url_rows_are_unchecked() {
    for (element, attribute, value) in [
        ("a", "href", "http://exa mple.com/"),
        ("img", "src", "x.png"),
        ("a", "ping", "ftp://example.com/"),
    ] {
        let check = check_attribute(element, attribute, value, &[]);
        assert!(check.definition.is_some(), "{element} {attribute}");
        assert_eq!(check.unchecked, Some("url"), "{element} {attribute}");
        assert!(check.violations.is_empty());
    }
}

/// With `url`, the same rows are checked.
#[cfg(feature = "url")]
#[test]
fn with_url_the_url_rows_are_checked() {
    let check = check_attribute("a", "ping", "ftp://example.com/", &[]);
    assert_eq!(check.unchecked, None);
    assert_eq!(check.violations[0].kind().code(), "url_not_http");
}
