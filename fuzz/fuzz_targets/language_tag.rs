//! BCP 47 language tags: the well-formed parse, the validity check, the
//! component.
#![no_main]

mod common;

use common::{check_err, ok};
use html_microsyntax::language::*;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(input) = std::str::from_utf8(data) else {
        return;
    };
    let parsed = ok(input, parse_language_tag(input));
    if let Some(tag) = &parsed {
        // The tag is the input, and its parts are pieces of it.
        assert_eq!(tag.as_str(), input);
        assert_eq!(tag.to_string(), input);
        let parts = tag
            .language()
            .into_iter()
            .chain(tag.extlangs())
            .chain(tag.script())
            .chain(tag.region())
            .chain(tag.variants())
            .chain(tag.extensions().flat_map(|e| e.subtags()))
            .chain(tag.private_use_subtags());
        for part in parts {
            assert!((1..=8).contains(&part.len()), "{part:?} in {input:?}");
            assert!(part.bytes().all(|b| b.is_ascii_alphanumeric()));
        }
        // Case never matters.
        assert!(parse_language_tag(&input.to_ascii_uppercase()).is_ok());
    }
    match validate_language_tag(input) {
        Ok(tag) => {
            assert_eq!(Some(&tag), parsed.as_ref());
            assert!(is_valid_language_tag(input));
        }
        Err(e) => {
            check_err(input, &e);
            assert!(!is_valid_language_tag(input));
        }
    }
    // The component consumes a prefix; where the parse succeeds, all of it.
    if let Ok((rest, tag)) = language_tag_component::<_, ()>(input) {
        assert_eq!(tag.as_str().len() + rest.len(), input.len());
        if parsed.is_some() {
            assert!(rest.is_empty());
        }
    }
});
