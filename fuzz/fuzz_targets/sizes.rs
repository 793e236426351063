//! 4.8.4.3: parse a sizes attribute, and valid source size lists.
#![no_main]

mod common;

use common::{ok, split};
use html_microsyntax::images::*;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((selector, s)) = split(data) else { return };
    let viewport = Viewport {
        width: f64::from(selector) * 10.0,
        height: 800.0,
        font_size: 16.0,
    };
    let list = parse_source_size_list(s);
    for size in &list.sizes {
        assert_eq!(&s[size.span.clone()], size.text, "{s:?}");
    }
    let chosen = parse_sizes_attribute(s, &viewport);
    assert!(chosen.px >= 0.0 && chosen.px.is_finite(), "{s:?}: {chosen:?}");
    assert_eq!(chosen, list.choose(&viewport));
    let valid = ok(s, validate_sizes(s));
    assert_eq!(is_valid_sizes(s), valid.is_some());
    if let Some(v) = valid {
        assert_eq!(v, list, "{s:?}");
    }
});
