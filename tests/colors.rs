//! 2.3.6 Colors: data-driven cases with snapshots, and properties.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use html_microsyntax::color::{
    is_valid_lowercase_simple_color, is_valid_simple_color, named_color, parse_legacy_color,
    parse_simple_color, simple_color_component, validate_lowercase_simple_color, SimpleColor,
};
use html_microsyntax::{span, Error, ErrorKind, StepError};
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
/// string step by step: the oracle for the non-allocating implementation,
/// with the error code and byte offset of each error.
fn legacy_oracle(input: &str) -> Result<SimpleColor, (&'static str, usize)> {
    if input.is_empty() {
        return Err(("empty", 0));
    }
    let ws = |c: char| matches!(c, '\t' | '\n' | '\x0c' | '\r' | ' ');
    let s = input.trim_matches(ws);
    if s.eq_ignore_ascii_case("transparent") {
        return Err((
            "transparent",
            input.len() - input.trim_start_matches(ws).len(),
        ));
    }
    if let Some(c) = named_color(s) {
        return Ok(c);
    }
    let chars: Vec<char> = s.chars().collect();
    if chars.len() == 4 && chars[0] == '#' && chars[1..].iter().all(char::is_ascii_hexdigit) {
        let d = |c: char| c.to_digit(16).unwrap() as u8 * 17;
        return Ok(SimpleColor::new(d(chars[1]), d(chars[2]), d(chars[3])));
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
    Ok(SimpleColor::new(v(&comps[0]), v(&comps[1]), v(&comps[2])))
}

/// The rules for parsing simple color values step by step: the combinator,
/// then the end-of-input check of step 2, with the crate's located error.
/// The oracle for the fast path of `parse_simple_color`.
fn simple_steps(input: &str) -> Result<SimpleColor, Error> {
    match simple_color_component::<_, StepError<&str>>(input) {
        Ok((rest, color)) => match rest.chars().next() {
            None => Ok(color),
            Some(found) => Err(Error::new(
                ErrorKind::TrailingInput { found },
                input,
                input.len() - rest.len(),
            )),
        },
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(Error::from_step(input, e)),
        Err(nom::Err::Incomplete(_)) => unreachable!("complete parser"),
    }
}

/// All 148 named colors (every one the table must find), from the public
/// lookup's own examples would be circular: the list is spelled out here.
const NAMES: &str = "aliceblue antiquewhite aqua aquamarine azure beige bisque black \
    blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse chocolate coral \
    cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen \
    darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon \
    darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink \
    deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia \
    gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink \
    indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue \
    lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink \
    lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue \
    lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid \
    mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise \
    mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive \
    olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred \
    papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown \
    royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue \
    slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato \
    turquoise violet wheat white whitesmoke yellow yellowgreen";

fn names() -> Vec<&'static str> {
    NAMES.split_whitespace().collect()
}

/// A string in random ASCII case.
fn mixed_case(s: &str, bits: u64) -> String {
    s.chars()
        .enumerate()
        .map(|(i, c)| {
            if bits >> (i % 64) & 1 == 1 {
                c.to_ascii_uppercase()
            } else {
                c
            }
        })
        .collect()
}

/// The inputs the fast paths of the legacy rules take, and their near misses:
/// named colors and `transparent` in mixed case, `#rgb` and `#rrggbb`, each
/// with optional surrounding whitespace and one character possibly replaced
/// (by a non-hex letter, a separator, a non-ASCII or an astral character).
fn legacy_shapes() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        (0..148usize).prop_map(|i| names()[i].to_string()),
        Just("transparent".to_string()),
        "#[0-9a-fA-F]{3}",
        "#[0-9a-fA-F]{6}",
        "#[0-9a-fA-F]{0,9}",
    ];
    let odd = prop_oneof![
        Just('x'),
        Just('/'),
        Just(' '),
        Just('#'),
        Just('@'),
        Just('`'),
        Just('é'),
        Just('\u{FFFF}'),
        Just('\u{10000}'),
        Just('\u{1F600}'),
    ];
    let ws = "[ \t\n\x0c\r]{0,2}";
    (
        ws,
        word,
        any::<u64>(),
        prop::option::of((any::<prop::sample::Index>(), odd)),
        ws,
    )
        .prop_map(|(lead, word, bits, change, trail)| {
            let mut chars: Vec<char> = mixed_case(&word, bits).chars().collect();
            if let Some((at, c)) = change {
                let at = at.index(chars.len());
                chars[at] = c;
            }
            format!("{lead}{}{trail}", chars.into_iter().collect::<String>())
        })
}

/// Long garbage around the step 8 limit of 128 code points, with '#',
/// non-ASCII and astral characters (two code points after step 7) anywhere,
/// including where the limit falls.
fn long_garbage() -> impl Strategy<Value = String> {
    // Mostly zeros, so that step 14 strips up to the last digits, which are
    // the ones steps 7-9 decide.
    let mixed = prop::collection::vec(
        prop_oneof![
            16 => Just('0'),
            4 => prop::char::range('0', '9'),
            4 => prop::char::range('a', 'h'),
            1 => Just('#'),
            1 => Just('é'),
            1 => Just('\u{20AC}'),
            1 => Just('\u{1F600}'),
            1 => Just('\u{10FFFF}'),
        ],
        100..400,
    )
    .prop_map(|v| v.into_iter().collect::<String>());
    // ASCII up to about the limit, then anything: the first 128 bytes decide
    // whether the ASCII shortcut applies.
    let ascii_head = (
        prop::collection::vec(
            prop_oneof![8 => Just('0'), 2 => prop::char::range('0', 'g'), 1 => Just('#')],
            120..136,
        ),
        prop::collection::vec(
            prop_oneof![Just('f'), Just('é'), Just('\u{1F600}'), Just('\u{10FFFF}')],
            0..4,
        ),
    )
        .prop_map(|(head, tail)| head.into_iter().chain(tail).collect::<String>());
    prop_oneof![mixed, ascii_head]
        .prop_flat_map(|s| prop_oneof![Just(s.clone()), Just(format!("#{s}"))])
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
        let got = parse_legacy_color(&s).map_err(|e| (e.kind().code(), e.offset()));
        prop_assert_eq!(got, legacy_oracle(&s));
    }

    #[test]
    fn legacy_fast_paths_match_the_literal_steps(s in legacy_shapes()) {
        let got = parse_legacy_color(&s).map_err(|e| (e.kind().code(), e.offset()));
        prop_assert_eq!(got, legacy_oracle(&s));
    }

    #[test]
    fn legacy_long_strings_match_the_literal_steps(s in long_garbage()) {
        let got = parse_legacy_color(&s).map_err(|e| (e.kind().code(), e.offset()));
        prop_assert_eq!(got, legacy_oracle(&s));
    }

    #[test]
    fn simple_fast_path_matches_the_steps(
        s in prop_oneof![
            "#[0-9a-fA-F]{6}",
            // Step 2: trailing characters, one or more bytes long.
            "#[0-9a-fA-F]{6}[0-9a-z#\n \u{e9}\u{20AC}\u{1F600}]{1,3}",
            // Step 4: a bad character at each position, before or after a newline.
            "#[0-9a-fA-F]{0,6}[g/x \n\u{e9}\u{1F600}][0-9a-f]{0,3}",
            "\n?#?[0-9a-fA-Fg /x\u{e9}\u{1F600}]{0,8}",
            "[#0-9a-fA-F ]{7}",
            any::<String>(),
        ]
    ) {
        // Values, error kinds, offsets, lines and columns.
        prop_assert_eq!(parse_simple_color(&s), simple_steps(&s));
        prop_assert_eq!(is_valid_simple_color(&s), simple_steps(&s).is_ok());
        let lower = simple_steps(&s).and_then(|c| match s.bytes().position(|b| b.is_ascii_uppercase()) {
            Some(at) => Err(Error::new(
                ErrorKind::Invalid(html_microsyntax::Violation::UpperCaseLetter),
                &s,
                at,
            )),
            None => Ok(c),
        });
        prop_assert_eq!(is_valid_lowercase_simple_color(&s), lower.is_ok());
        prop_assert_eq!(validate_lowercase_simple_color(&s), lower);
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
fn every_named_color_in_mixed_case_and_with_whitespace() {
    let names = names();
    assert_eq!(names.len(), 148);
    for (i, name) in names.iter().enumerate() {
        let expected = legacy_oracle(name);
        assert!(expected.is_ok(), "{name}");
        for bits in [
            0,
            u64::MAX,
            0x5555_5555_5555_5555,
            0xAAAA_AAAA_AAAA_AAAA,
            i as u64 * 0x9E37_79B9,
        ] {
            let cased = mixed_case(name, bits);
            assert_eq!(named_color(&cased).ok_or(("none", 0)), expected, "{cased}");
            for s in [cased.clone(), format!(" {cased}\t"), format!("\n{cased}")] {
                let got = parse_legacy_color(&s).map_err(|e| (e.kind().code(), e.offset()));
                assert_eq!(got, expected, "{s:?}");
            }
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
