//! 2.3.6 Colors: data-driven cases with snapshots, and properties.

mod common;

use html_microsyntax::color::{
    is_valid_lowercase_simple_color, is_valid_simple_color, named_color, parse_legacy_color,
    parse_simple_color, simple_color_component, validate_lowercase_simple_color, SimpleColor,
};
use html_microsyntax::{span, StepError};
use proptest::prelude::*;

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/colors/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let f: fn(&str) -> Result<SimpleColor, html_microsyntax::Error> = match stem {
                "simple_color" => parse_simple_color,
                "valid_lowercase_simple_color" => validate_lowercase_simple_color,
                "legacy_color" => parse_legacy_color,
                other => panic!("no algorithm for {other}.cases"),
            };
            let snap = common::run_cases(path, |input| f(input).map(|c| c.to_string()));
            insta::assert_snapshot!("colors", snap);
        });
    });
}

/// The legacy color rules exactly as the spec words them, rewriting an owned
/// string step by step: the oracle for the non-allocating implementation.
fn legacy_oracle(input: &str) -> Option<SimpleColor> {
    if input.is_empty() {
        return None;
    }
    let ws = |c: char| matches!(c, '\t' | '\n' | '\x0c' | '\r' | ' ');
    let s = input.trim_matches(ws);
    if s.eq_ignore_ascii_case("transparent") {
        return None;
    }
    if let Some(c) = named_color(s) {
        return Some(c);
    }
    let chars: Vec<char> = s.chars().collect();
    if chars.len() == 4 && chars[0] == '#' && chars[1..].iter().all(char::is_ascii_hexdigit) {
        let d = |c: char| c.to_digit(16).unwrap() as u8 * 17;
        return Some(SimpleColor::new(d(chars[1]), d(chars[2]), d(chars[3])));
    }
    let mut s: String = s
        .chars()
        .map(|c| {
            if c as u32 > 0xFFFF {
                "00".to_string()
            } else {
                c.to_string()
            }
        })
        .collect();
    s = s.chars().take(128).collect();
    if s.starts_with('#') {
        s.remove(0);
    }
    let mut s: String = s
        .chars()
        .map(|c| if c.is_ascii_hexdigit() { c } else { '0' })
        .collect();
    while s.is_empty() || !s.len().is_multiple_of(3) {
        s.push('0');
    }
    let mut length = s.len() / 3;
    let mut comps: Vec<String> = (0..3)
        .map(|i| s[i * length..(i + 1) * length].to_string())
        .collect();
    if length > 8 {
        comps = comps.iter().map(|c| c[length - 8..].to_string()).collect();
        length = 8;
    }
    while length > 2 && comps.iter().all(|c| c.starts_with('0')) {
        comps = comps.iter().map(|c| c[1..].to_string()).collect();
        length -= 1;
    }
    if length > 2 {
        comps = comps.iter().map(|c| c[..2].to_string()).collect();
    }
    let v = |c: &str| u8::from_str_radix(c, 16).unwrap();
    Some(SimpleColor::new(v(&comps[0]), v(&comps[1]), v(&comps[2])))
}

/// Strings made of the characters the legacy rules treat differently.
fn legacy_input() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop_oneof![
            Just('#'),
            Just(' '),
            Just('\t'),
            Just('\0'),
            Just('0'),
            prop::char::range('0', '9'),
            prop::char::range('a', 'z'),
            prop::char::range('A', 'F'),
            Just('é'),
            Just('\u{1F600}'),
            Just('\u{10FFFF}'),
            any::<char>(),
        ],
        0..140,
    )
    .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #[test]
    fn serialize_then_parse_round_trips(r: u8, g: u8, b: u8) {
        let c = SimpleColor::new(r, g, b);
        let s = c.to_string();
        prop_assert!(is_valid_lowercase_simple_color(&s));
        prop_assert_eq!(parse_simple_color(&s), Ok(c));
        prop_assert_eq!(s.to_ascii_uppercase().parse::<SimpleColor>(), Ok(c));
        prop_assert_eq!(parse_legacy_color(&s), Ok(c));
        prop_assert_eq!(parse_legacy_color(&s.to_ascii_uppercase()), Ok(c));
    }

    #[test]
    fn legacy_rules_never_panic_and_match_the_literal_steps(s in legacy_input()) {
        let got = parse_legacy_color(&s);
        match &got {
            Ok(_) => {}
            Err(e) => prop_assert!(matches!(e.kind().code(), "empty" | "transparent")),
        }
        prop_assert_eq!(got.ok(), legacy_oracle(&s));
    }

    #[test]
    fn legacy_rules_never_panic_on_any_string(s in any::<String>()) {
        let _ = parse_legacy_color(&s);
        let _ = parse_simple_color(&s);
        prop_assert_eq!(is_valid_simple_color(&s), parse_simple_color(&s).is_ok());
    }

    #[test]
    fn str_and_span_agree(s in "#?[0-9a-fA-Fg ]{0,8}") {
        let a = simple_color_component::<_, StepError<&str>>(s.as_str());
        let b = simple_color_component::<_, StepError<_>>(span(&s));
        match (a, b) {
            (Ok((ra, ca)), Ok((rb, cb))) => {
                prop_assert_eq!(ca, cb);
                prop_assert_eq!(ra, *rb.fragment());
                prop_assert_eq!(rb.location_offset(), s.len() - ra.len());
            }
            (Err(nom::Err::Error(ea)), Err(nom::Err::Error(eb))) => {
                prop_assert_eq!(ea.kind, eb.kind);
                prop_assert_eq!(eb.input.location_offset(), s.len() - ea.input.len());
            }
            (a, b) => prop_assert!(false, "disagree: {:?} / {:?}", a, b),
        }
    }
}

#[test]
fn every_error_offset_is_inside_the_input() {
    for s in [
        "",
        "#",
        "#ggg",
        "transparent",
        "  transparent  ",
        "#12345",
        "#1234567",
    ] {
        for e in [parse_simple_color(s).err(), parse_legacy_color(s).err()]
            .into_iter()
            .flatten()
        {
            assert!(e.offset() <= s.len(), "{s:?}");
        }
    }
}
