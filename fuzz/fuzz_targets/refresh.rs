//! The shared declarative refresh steps and the valid content check.
#![no_main]

mod common;

use common::{check_err, ok};
use html_microsyntax::refresh::*;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = ok(input, parse_refresh(input));
    // The component consumes everything it does not fail on, with the same value.
    let component = refresh_component::<_, ()>(input).ok();
    assert_eq!(component.map(|(rest, r)| (rest.len(), r)), parsed.map(|r| (0, r)));
    // A URL is a slice of the input.
    if let Some(url) = parsed.and_then(|r| r.url) {
        assert!(input.contains(url));
    }
    // Valid ⇒ parses to the same value; the check agrees with validate.
    match validate_refresh(input) {
        Ok(r) => {
            assert_eq!(Some(r), parsed);
            assert!(is_valid_refresh(input));
            // The serializer writes a value that parses back.
            let text = r.to_string();
            assert_eq!(parse_refresh(&text).ok(), Some(r));
        }
        Err(e) => {
            check_err(input, &e);
            assert!(!is_valid_refresh(input));
        }
    }
});
