//! `html-microsyntax lint` on one whole document: any bytes in (any
//! encoding, broken markup, stray references); no panic, and every finding
//! located inside the decoded text, on a character boundary, with the line
//! and column of its offset.
#![no_main]

#[allow(dead_code, unused_imports)]
#[path = "../../src/bin/html-microsyntax/lint/document.rs"]
mod document;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (text, findings) = document::lint_bytes(data);
    let mut previous = 0;
    for f in &findings {
        assert!(f.offset <= text.len(), "{f:?}");
        assert!(text.is_char_boundary(f.offset), "{f:?}");
        assert!(f.offset >= previous, "sorted by position");
        previous = f.offset;
        let before = &text[..f.offset];
        let line = before.matches('\n').count() + 1;
        assert_eq!(f.line, line, "{f:?}");
        let start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[start..].trim_start_matches('\u{feff}').chars().count() + 1;
        assert_eq!(f.column, column, "{f:?}");
        assert!(f.spec.starts_with("https://"), "{f:?}");
        assert!(!f.kind.is_empty() && !f.message.is_empty());
    }
});
