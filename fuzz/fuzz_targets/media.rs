//! 2.3.10: media query lists.
#![no_main]

mod common;

use common::{ok, split};
use html_microsyntax::media::*;
use libfuzzer_sys::fuzz_target;

struct Env(bool);
impl MediaEnvironment for Env {
    fn media_type(&self) -> &str {
        "screen"
    }
    fn evaluate(&self, _: &MediaFeature) -> Option<bool> {
        self.0.then_some(true)
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((_, s)) = split(data) else { return };
    let parsed = parse_media_query_list(s);
    let valid = ok(s, validate_media_query_list(s));
    assert_eq!(is_valid_media_query_list(s), valid.is_some());
    if let Some(v) = &valid {
        assert_eq!(v, &parsed, "{s:?}");
        let shown = v.to_string();
        assert_eq!(
            validate_media_query_list(&shown).as_ref(),
            Ok(v),
            "{s:?} -> {shown:?}"
        );
    }
    // The serialization of what user agents parse reads back to itself.
    let shown = parsed.to_string();
    assert_eq!(parse_media_query_list(&shown), parsed, "{s:?} -> {shown:?}");
    for env in [Env(true), Env(false)] {
        assert_eq!(
            matches_environment(s, &env),
            parsed.matches(&env) || s.trim_matches(|c| " \t\n\r\x0c".contains(c)).is_empty()
        );
    }
});
