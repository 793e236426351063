//! 4.8.4.3: parse a srcset attribute, and the srcset rules for authors.
#![no_main]

mod common;

use common::{ok, split};
use html_microsyntax::images::*;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((selector, s)) = split(data) else { return };
    let sizes = (selector & 1 == 1).then_some("100vw");
    let mut reports = 0usize;
    let set = parse_srcset_reporting(s, |at, v| {
        assert!(at <= s.len() && s.is_char_boundary(at), "{at} {v:?} in {s:?}");
        reports += 1;
    });
    assert_eq!(set, parse_srcset(s));
    for c in &set {
        assert_eq!(&s[c.span.clone()], c.url, "{s:?}");
        assert!(!c.url.is_empty() && !c.url.ends_with(','), "{s:?}");
        assert!(c.density.is_none_or(|x| x >= 0.0 && x.is_finite()));
        assert!(c.width != Some(0) && c.height != Some(0));
    }
    let valid = ok(s, validate_srcset(s, sizes));
    assert_eq!(is_valid_srcset(s, sizes), valid.is_some());
    if let Some(v) = valid {
        assert_eq!(v, set, "{s:?}");
        assert_eq!(reports, 0, "{s:?}");
        // Written back as image candidate strings, it is valid and the same.
        let shown: Vec<String> = v.iter().map(ToString::to_string).collect();
        let again = shown.join(", ");
        assert!(is_valid_srcset(&again, sizes), "{s:?} -> {again:?}");
        let back: Vec<String> = parse_srcset(&again).iter().map(ToString::to_string).collect();
        assert_eq!(back, shown);
    }
});
