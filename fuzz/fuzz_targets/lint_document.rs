//! The document checker (`html_microsyntax::document`, what
//! `html-microsyntax lint` runs) on one whole document: any bytes in (any
//! encoding, broken markup, stray references); no panic, and every finding
//! located inside the decoded text, on a character boundary, with the line
//! and column of its offset, and a source offset inside the bytes that
//! grows with the decoded one.
#![no_main]

use html_microsyntax::document::check_bytes;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let report = check_bytes(data);
    let text = report.text();
    let mut previous = (0, 0);
    for f in report.findings() {
        assert!(f.offset <= text.len(), "{f:?}");
        assert!(text.is_char_boundary(f.offset), "{f:?}");
        assert!(f.source_offset <= data.len(), "{f:?}");
        assert!(f.offset >= previous.0, "sorted by position");
        assert!(f.source_offset >= previous.1, "source offsets in order");
        previous = (f.offset, f.source_offset);
        let before = &text[..f.offset];
        let line = before.matches('\n').count() + 1;
        assert_eq!(f.line, line, "{f:?}");
        let start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = &before[start..];
        let column = line.strip_prefix('\u{feff}').unwrap_or(line).chars().count() + 1;
        assert_eq!(f.column, column, "{f:?}");
        assert!(f.spec.starts_with("https://"), "{f:?}");
        assert!(!f.kind.is_empty() && !f.message.is_empty());
    }
});
