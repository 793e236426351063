//! 2.3.2–2.3.3 keywords, 2.3.6 colors, 2.3.7–2.3.8 tokens, 2.3.9 references.
#![no_main]

mod common;

use common::{check_err, ok, split, suffix};
use html_microsyntax::color::*;
use html_microsyntax::keywords::*;
use html_microsyntax::reference::*;
use html_microsyntax::tokens::*;
use html_microsyntax::{span, Span, StepError};
use libfuzzer_sys::fuzz_target;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dir {
    Ltr,
    Rtl,
    Auto,
    Invalid,
}

static DIR: EnumeratedAttribute<Dir> = EnumeratedAttribute {
    name: "dir",
    keywords: &[
        Keyword::new("ltr", Dir::Ltr),
        Keyword::new("rtl", Dir::Rtl),
        Keyword::new("auto", Dir::Auto),
        Keyword::non_conforming("left", Dir::Ltr),
    ],
    choices: &["ltr", "rtl", "auto"],
    invalid_value_default: Some(Dir::Invalid),
    missing_value_default: None,
    canonical_keywords: &[],
};

struct El(Option<String>, Option<String>);
impl HashNameTarget for &El {
    fn id(&self) -> Option<&str> {
        self.0.as_deref()
    }
    fn name(&self) -> Option<&str> {
        self.1.as_deref()
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((selector, s)) = split(data) else {
        return;
    };
    match selector % 6 {
        0 => {
            let parsed = ok(s, parse_simple_color(s));
            assert_eq!(is_valid_simple_color(s), parsed.is_some());
            let lower = ok(s, validate_lowercase_simple_color(s));
            assert_eq!(is_valid_lowercase_simple_color(s), lower.is_some());
            if let Some(l) = lower {
                assert_eq!(parsed, Some(l));
                assert_eq!(l.to_string(), s);
            }
            if let Some(c) = parsed {
                let shown = c.to_string();
                assert_eq!(validate_lowercase_simple_color(&shown), Ok(c));
                assert_eq!(
                    parse_legacy_color(s),
                    Ok(c),
                    "a simple color is a legacy color"
                );
            }
            let a = simple_color_component::<&str, StepError<&str>>(s);
            let b = simple_color_component::<Span, StepError<Span>>(span(s));
            match (a, b) {
                (Ok((ra, va)), Ok((rb, vb))) => {
                    suffix(s, ra);
                    assert_eq!(va, vb);
                    assert_eq!(s.len() - ra.len(), rb.location_offset());
                }
                (Err(_), Err(_)) => {}
                _ => panic!("&str and span disagree on {s:?}"),
            }
        }
        1 => {
            if let Some(c) = ok(s, parse_legacy_color(s)) {
                let shown = c.to_string();
                assert_eq!(parse_legacy_color(&shown), Ok(c));
            }
            if let Some(c) = named_color(s) {
                assert_eq!(parse_legacy_color(s), Ok(c));
            }
        }
        2 => {
            let tokens = parse_space_separated_tokens(s);
            assert_eq!(tokens, space_separated_tokens(s).collect::<Vec<_>>());
            for t in &tokens {
                assert!(!t.is_empty());
                assert!(!t
                    .bytes()
                    .any(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\x0c' | b'\r')));
            }
            assert_eq!(parse_space_separated_tokens(&tokens.join(" ")), tokens);
            for cmp in [Comparison::CaseSensitive, Comparison::AsciiCaseInsensitive] {
                let unique = ok(s, validate_unique_space_separated_tokens(s, cmp));
                assert_eq!(
                    is_valid_unique_space_separated_tokens(s, cmp),
                    unique.is_some()
                );
                match unique {
                    Some(u) => {
                        assert_eq!(u, tokens);
                        for (i, a) in u.iter().enumerate() {
                            assert!(!u[..i].iter().any(|b| cmp.eq(a, b)), "{s:?}");
                        }
                    }
                    None => {
                        assert!(tokens
                            .iter()
                            .enumerate()
                            .any(|(i, a)| tokens[..i].iter().any(|b| cmp.eq(a, b))));
                    }
                }
                let from = ok(
                    s,
                    validate_space_separated_tokens_from(s, &["a", "B", "é"], cmp, true),
                );
                if let Some(f) = from {
                    assert_eq!(f, tokens);
                }
            }
        }
        3 => {
            let tokens = parse_comma_separated_tokens(s);
            assert_eq!(tokens, comma_separated_tokens(s).collect::<Vec<_>>());
            assert_eq!(
                validate_comma_separated_tokens(s, |_| true),
                Ok(tokens.clone())
            );
            let _ = ok(s, validate_comma_separated_tokens(s, |t| !t.is_empty()));
            // A last empty token is lost by joining ("a," is one token).
            if !tokens.iter().any(|t| t.contains(',')) && tokens.last() != Some(&"") {
                let joined = tokens.join(",");
                assert_eq!(parse_comma_separated_tokens(&joined), tokens, "{s:?}");
            }
        }
        4 => {
            // Keywords: "name=value" or just the value.
            let (name, value) = s.split_once('=').unwrap_or(("dir", s));
            assert!(boolean_attribute_state(Some(value)));
            let b = validate_boolean_attribute(name, value);
            if let Err(e) = &b {
                check_err(value, e);
            }
            assert_eq!(is_valid_boolean_attribute(name, value), b.is_ok());
            let state = DIR.state(Some(value));
            assert!(state.is_some());
            let v = ok(value, DIR.validate(value));
            assert_eq!(DIR.is_valid(value), v.is_some());
            if let Some(v) = v {
                assert_eq!(state, Some(v));
                if let Some(k) = DIR.canonical_keyword(v) {
                    assert_eq!(DIR.validate(k), Ok(v));
                }
            }
        }
        _ => {
            let h = hash_name(s);
            match ok(s, parse_hash_name(s)) {
                Some(n) => {
                    assert_eq!(h, Some(n));
                    suffix(s, n);
                    assert!(!n.is_empty());
                }
                None => assert_eq!(h, None),
            }
            let tree = [
                El(Some("a".into()), None),
                El(None, h.map(str::to_owned)),
                El(h.map(str::to_owned), None),
            ];
            let found = parse_hash_name_reference(s, tree.iter());
            if h.is_some() {
                assert!(found.is_some());
                assert_eq!(
                    is_valid_hash_name_reference(s, tree.iter()),
                    s.starts_with('#')
                );
            } else {
                assert!(found.is_none());
            }
        }
    }
});
