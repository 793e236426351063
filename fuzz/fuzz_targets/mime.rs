//! MIME types (parse, serialize, valid strings) and the accept attribute.
#![no_main]

mod common;

use common::{check_err, ok};
use html_microsyntax::mime::*;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = ok(input, parse_mime_type(input));
    if let Some(m) = &parsed {
        // Serialize → parse is the identity, and the serialization is valid
        // (with no parameters exactly when there are none).
        let text = m.to_string();
        assert_eq!(parse_mime_type(&text).ok().as_ref(), Some(m), "{input:?} → {text:?}");
        assert!(is_valid_mime_type(&text), "{input:?} → {text:?}");
        assert_eq!(
            is_valid_mime_type_with_no_parameters(&text),
            m.parameters().is_empty()
        );
    }
    match validate_mime_type(input) {
        Ok(m) => {
            assert_eq!(Some(&m), parsed.as_ref());
            assert!(is_valid_mime_type(input));
        }
        Err(e) => {
            check_err(input, &e);
            assert!(!is_valid_mime_type(input));
        }
    }
    if let Err(e) = validate_mime_type_with_no_parameters(input) {
        check_err(input, &e);
    }
    match validate_accept(input) {
        Ok(tokens) => assert!(is_valid_accept(input) && tokens.len() <= input.len() + 1),
        Err(e) => {
            check_err(input, &e);
            assert!(!is_valid_accept(input));
        }
    }
});
