//! CSS colors (feature `css-color`): the validity of `<input type=color
//! value>`, case files with snapshots; the Color state's value
//! sanitization against web-platform-tests; properties.
#![cfg(feature = "css-color")]
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

use html_microsyntax::css_color::{validate_css_color, CssColor};
use html_microsyntax::forms::{sanitize_value, InputAttributes, InputType};
use proptest::prelude::*;
use serde_json::Value;

/// A parsed color as the case files write it.
fn describe(c: CssColor) -> String {
    match c {
        CssColor::CurrentColor => "currentcolor".to_owned(),
        CssColor::System(name) => format!("system {name}"),
        CssColor::Absolute(a) => {
            let comps: Vec<String> = a
                .components
                .iter()
                .map(|c| c.map_or("none".to_owned(), |v| format!("{v:.4}")))
                .collect();
            let alpha = a.alpha.map_or("none".to_owned(), |v| format!("{v:.4}"));
            format!("{:?} {} / {alpha}", a.space, comps.join(" "))
        }
    }
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/css_color/*.cases", |path| {
            let snap = common::run_cases(path, |input| validate_css_color(input).map(describe));
            insta::assert_snapshot!("css_color", snap);
        });
    });
}

/// The numbers in a serialized color and the text around them, as
/// `set_up_fuzzy_color_test` (wpt css/support/color-testcommon.js) splits
/// them: on spaces, `(` and `,`, each piece read as JavaScript's
/// `parseFloat` reads its start; the text is the string without `[0-9.]`.
fn numbers_and_text(color: &str) -> (Vec<f64>, String) {
    let mut numbers = Vec::new();
    for piece in color.split([' ', '(', ',']) {
        let end = piece
            .char_indices()
            .take_while(|&(i, c)| {
                c.is_ascii_digit() || c == '.' || (i == 0 && (c == '-' || c == '+'))
            })
            .count();
        if let Ok(n) = piece[..end].parse::<f64>() {
            numbers.push(n);
        }
    }
    let text = color
        .chars()
        .filter(|c| !c.is_ascii_digit() && *c != '.')
        .collect();
    (numbers, text)
}

/// `assert_colors` of the WPT test: numbers within `epsilon`, text equal.
fn fuzzy_equal(got: &str, expected: &str, epsilon: f64) -> bool {
    let (gn, gt) = numbers_and_text(got);
    let (en, et) = numbers_and_text(expected);
    gt == et && gn.len() == en.len() && gn.iter().zip(&en).all(|(g, e)| (g - e).abs() <= epsilon)
}

/// The Color state's value sanitization with the given attributes.
fn sanitize(value: &str, colorspace: &str, alpha: bool) -> String {
    let attrs = InputAttributes {
        alpha,
        colorspace: Some(colorspace),
        ..InputAttributes::default()
    };
    sanitize_value(InputType::Color, value, &attrs).into_owned()
}

/// Each subtest of web-platform-tests'
/// html/semantics/forms/the-input-element/color.window.js (commit
/// c13111df5b60eeb5077c539f7fd8ccf9a82caae7; its table is
/// tests/data/css_color/wpt_color_window.json), replayed on the value
/// sanitization algorithm: every assertion of both subtests (value set by
/// `setAttribute`, then by the IDL attribute), in the test's order. While
/// the dirty value flag is false, "update a color well control color" reads
/// the content attribute again; once the IDL attribute set the value, it
/// reads the element's value.
#[test]
fn wpt_color_window() {
    let text = std::fs::read_to_string("tests/data/css_color/wpt_color_window.json").unwrap();
    let data: Value = serde_json::from_str(&text).unwrap();
    let disagreements = data["disagreements"].as_object().unwrap();
    let epsilon = 0.01;
    let mut failures = Vec::new();
    let mut disagreeing = std::collections::BTreeSet::new();
    let mut asserted = 0;
    for case in data["cases"].as_array().unwrap() {
        let attribute = case.get("value").and_then(Value::as_str);
        let value = attribute.unwrap_or("");
        let col = |k: &str| case[k].as_str().unwrap().to_owned();
        let (hex, hexalpha, p3, p3alpha) = (col("hex"), col("hexalpha"), col("p3"), col("p3alpha"));
        let expect_final = |cs: &str, alpha: bool| match (cs, alpha) {
            ("limited-srgb", false) => (hex.clone(), true),
            ("limited-srgb", true) => (hexalpha.clone(), false),
            ("display-p3", false) => (p3.clone(), false),
            _ => (p3alpha.clone(), false),
        };
        for cs in ["limited-srgb", "display-p3"] {
            for alpha in [false, true] {
                let mut check = |step: &str, got: &str, expected: &str, exact: bool| {
                    asserted += 1;
                    let ok = if exact {
                        got == expected
                    } else {
                        fuzzy_equal(got, expected, epsilon)
                    };
                    if !ok {
                        if disagreements.contains_key(value) {
                            disagreeing.insert(value.to_owned());
                        } else {
                            failures.push(format!(
                                "{value:?} {cs} alpha={alpha} {step}: expected {expected}, got {got}"
                            ));
                        }
                    }
                };
                // setAttribute("value"): the content attribute is read each time.
                check(
                    "setAttribute",
                    &sanitize(value, "limited-srgb", false),
                    &hex,
                    true,
                );
                let after_space = sanitize(value, cs, false);
                if cs == "limited-srgb" {
                    check("setAttribute colorSpace", &after_space, &hex, true);
                } else {
                    check("setAttribute colorSpace", &after_space, &p3, false);
                }
                let (expected, exact) = expect_final(cs, alpha);
                check(
                    "setAttribute alpha",
                    &sanitize(value, cs, alpha),
                    &expected,
                    exact,
                );

                // alpha = true, then the IDL attribute: each step reads the
                // element's value (or, with no value set, the absent
                // attribute, which fails to parse as the empty string does).
                let v0 = sanitize(value, "limited-srgb", true);
                check("value", &v0, &hexalpha, false);
                let v1 = sanitize(&v0, cs, true);
                let space_expected = if cs == "limited-srgb" {
                    &hexalpha
                } else {
                    &p3alpha
                };
                check("value colorSpace", &v1, space_expected, false);
                let v2 = sanitize(&v1, cs, alpha);
                check("value alpha", &v2, &expected, exact);
            }
        }
    }
    common::assert_no_failures(&failures);
    // The listed disagreements must still disagree (else take them off).
    let listed: std::collections::BTreeSet<String> = disagreements.keys().cloned().collect();
    assert_eq!(
        disagreeing, listed,
        "disagreements that now agree, or new ones"
    );
    assert_eq!(asserted, 25 * 4 * 6);
}

/// Where the current text and the older one (a valid simple color) differ:
/// a 3-digit hex color and a named color are kept (web-platform-tests
/// color.window.js gives both); and the fast path for a lowercase `#rrggbb`
/// answers what the steps answer.
#[test]
fn sanitize_differs_from_simple_colors() {
    use html_microsyntax::forms::{update_a_color_well_control_color, ColorSpaceState};
    let none = InputAttributes::default();
    assert_eq!(sanitize_value(InputType::Color, "#fff", &none), "#ffffff");
    assert_eq!(sanitize_value(InputType::Color, "red", &none), "#ff0000");
    for v in ["#abcdef", "#000000", "#0f0f0f"] {
        let steps = update_a_color_well_control_color(v, false, ColorSpaceState::LimitedSrgb);
        assert_eq!(sanitize_value(InputType::Color, v, &none), steps);
        assert_eq!(steps, v);
    }
}

/// The attribute table: `<input type=color value>` takes a CSS color, empty
/// allowed; `alpha` is boolean; `colorspace` enumerated.
#[test]
fn attribute_rows() {
    use html_microsyntax::registry::{Context, VALID_CSS_COLOR};
    let c = Context::default();
    for v in [
        "red",
        "#abcd",
        "rgb(0 0 0 / 50%)",
        " transparent ",
        "Canvas",
    ] {
        assert!(VALID_CSS_COLOR.is_valid(v, &c), "{v}");
    }
    for v in ["inherit", "#abcde", "red;"] {
        assert!(!VALID_CSS_COLOR.is_valid(v, &c), "{v}");
    }
    assert!(VALID_CSS_COLOR.checked);
    // Through the attribute table.
    use html_microsyntax::attributes::check_attribute;
    let color = [("type", "color")];
    let c = check_attribute("input", "value", "inherit", &color);
    let codes: Vec<(&str, usize)> = c
        .violations
        .iter()
        .map(|e| (e.kind().code(), e.offset()))
        .collect();
    assert_eq!(codes, [("not_a_css_color", 0)]);
    let c = check_attribute("input", "value", "color-mix(in srgb, red, blue)", &color);
    let kinds: Vec<(&str, &str)> = c
        .violations
        .iter()
        .map(|e| (e.kind().code(), e.kind().severity().as_str()))
        .collect();
    assert_eq!(kinds, [("css_color_not_checked", "warning")]);
    assert!(check_attribute("input", "value", "", &color)
        .violations
        .is_empty());
    assert_eq!(VALID_CSS_COLOR.feature, Some("css-color"));
    // <link color>: "a string that matches the CSS <color> production"
    // (HTML 4.6.7, the mask-icon link type).
    let mask = [("rel", "mask-icon")];
    assert!(check_attribute("link", "color", "#5bbad5", &mask).is_valid());
    assert!(check_attribute("link", "color", "rebeccapurple", &mask).is_valid());
    let c = check_attribute("link", "color", "#5bbad", &mask);
    assert_eq!(c.violations[0].kind().code(), "not_a_css_color");
}

/// The row reads what "parse a CSS color value" gives, and the reading
/// writes it in its own notation, which parses back to the same color.
#[test]
fn the_row_reads_the_color() {
    use html_microsyntax::attributes::{check_attribute, Reading};
    use html_microsyntax::css_color::parse_css_color;
    use html_microsyntax::registry::{Context, VALID_CSS_COLOR};
    let color = [("type", "color")];
    let c = check_attribute("input", "value", "#C0FFEE", &color);
    assert_eq!(
        c.reading,
        Some(Reading::CssColor(parse_css_color("#c0ffee").unwrap()))
    );
    let shown = |v: &str| {
        (VALID_CSS_COLOR.read)(v, &Context::default())
            .map(|r| r.to_string())
            .unwrap_or_else(|| "nothing".to_owned())
    };
    assert_eq!(shown("#C0FFEE"), "rgb(192 255 238)");
    assert_eq!(shown(" red "), "rgb(255 0 0)");
    assert_eq!(shown("transparent"), "rgb(0 0 0 / 0)");
    assert_eq!(shown("rgba(0, 0, 0, 50%)"), "rgb(0 0 0 / 0.5)");
    assert_eq!(shown("hwb(90 10% 20% / none)"), "hwb(90 10% 20% / none)");
    assert_eq!(
        shown("lab(54.29 80.82 69.91)"),
        "lab(54.290001 80.82 69.910004)"
    ); // read as f32
    assert_eq!(shown("oklch(70% 0.1 120)"), "oklch(0.7 0.1 120)");
    assert_eq!(
        shown("color(xyz 0.5 0.5 0.5)"),
        "color(xyz-d65 0.5 0.5 0.5)"
    );
    assert_eq!(shown("activeborder"), "ActiveBorder");
    assert_eq!(shown("inherit"), "nothing");
    assert_eq!(shown("color-mix(in srgb, red, blue)"), "nothing");
    for v in [
        "#C0FFEE80",
        "hsl(200 50% 40% / 0.25)",
        "hwb(none 0% 0%)",
        "lch(50% 30 none)",
        "oklab(0.5 -0.1 0.1)",
        "color(rec2020 0.1 0.2 0.3 / 10%)",
        "currentColor",
        "Canvas",
    ] {
        let c = parse_css_color(v).unwrap();
        let again = parse_css_color(&c.to_string()).unwrap();
        assert_eq!(again.to_string(), c.to_string(), "{v}");
    }
}

proptest! {
    #[test]
    fn no_panic_and_errors_inside_the_input(s in "[ #a-fA-F0-9rgbhslacoknwxyzpd3()/,.%+\\-é\\n]{0,24}") {
        if let Err(e) = validate_css_color(&s) {
            prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
        }
        let out = sanitize(&s, "limited-srgb", false);
        prop_assert!(out.len() == 7 && out.starts_with('#'), "{s:?}: {out}");
        // Sanitizing is idempotent in every state.
        for (cs, alpha) in [("limited-srgb", false), ("limited-srgb", true), ("display-p3", false), ("display-p3", true)] {
            let once = sanitize(&s, cs, alpha);
            let twice = sanitize(&once, cs, alpha);
            if cs == "limited-srgb" {
                prop_assert_eq!(&once, &twice, "{:?}", s);
            } else {
                prop_assert!(fuzzy_equal(&once, &twice, 1e-5), "{s:?}: {once} then {twice}");
            }
        }
    }
}
