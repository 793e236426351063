//! The URL writing grammar (valid URL string and HTML's URL forms) against
//! the `url` crate's parser.
#![no_main]

mod common;

use common::{check_err, split};
use html_microsyntax::url::*;
use libfuzzer_sys::fuzz_target;

/// The bases the first byte picks from: the special BASE, none, `file:`,
/// a scheme that is not special, and an opaque path.
const BASES: [Option<&str>; 5] = [
    Some(BASE),
    None,
    Some("file:///c:/dir/"),
    Some("foo://host/dir/"),
    Some("mailto:a@example.com"),
];

fuzz_target!(|data: &[u8]| {
    let Some((selector, input)) = split(data) else {
        return;
    };
    let base = BASES[usize::from(selector) % BASES.len()].map(|b| url::Url::parse(b).unwrap());
    let parsed = url::Url::options().base_url(base.as_ref()).parse(input);
    match validate_url_string_with_base(input, base.as_ref()) {
        // A valid URL string parses against its base.
        Ok(()) => assert!(parsed.is_ok(), "{input:?} is valid but does not parse"),
        Err(e) => check_err(input, &e),
    }
    // The faces agree with their validate_*, and with the grammar.
    let faces: [(fn(&str) -> Result<(), html_microsyntax::Error>, fn(&str) -> bool); 5] = [
        (validate_url_string, is_valid_url_string),
        (validate_non_empty_url, is_valid_non_empty_url),
        (validate_absolute_url, is_valid_absolute_url),
        (
            validate_absolute_url_potentially_surrounded_by_spaces,
            is_valid_absolute_url_potentially_surrounded_by_spaces,
        ),
        (validate_ping, is_valid_ping),
    ];
    for (validate, is_valid) in faces {
        let r = validate(input);
        if let Err(e) = &r {
            check_err(input, e);
        }
        assert_eq!(r.is_ok(), is_valid(input), "{input:?}");
    }
    let base_url = url::Url::parse(BASE).unwrap();
    if is_valid_url_string(input) {
        assert!(url::Url::options().base_url(Some(&base_url)).parse(input).is_ok());
    }
    if is_valid_absolute_url(input) {
        assert!(url::Url::parse(input).is_ok(), "{input:?} is absolute but does not parse alone");
    }
});
