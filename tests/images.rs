//! 4.8.4.3 srcset and sizes: data-driven cases with snapshots, and properties.
#![cfg(feature = "std")]
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

use html_microsyntax::images::{
    is_valid_sizes, is_valid_srcset, parse_sizes_attribute, parse_source_size_list, parse_srcset,
    parse_srcset_reporting, validate_sizes, validate_srcset, Viewport,
};
use proptest::prelude::*;

fn ok_or_error<T>(
    r: Result<T, html_microsyntax::Error>,
) -> Result<String, html_microsyntax::Error> {
    r.map(|_| "ok".to_owned())
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/images/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "srcset" => {
                    let set: Vec<String> = parse_srcset(input)
                        .iter()
                        .map(ToString::to_string)
                        .collect();
                    Ok(serde_json::to_string(&set).unwrap())
                }
                "srcset_reports" => {
                    let mut reports = Vec::new();
                    // The URL reports need the `url` feature: left out here, so
                    // that the file holds in every build (tests/data/
                    // attributes_outside has the srcset URL cases).
                    parse_srcset_reporting(input, |at, v| {
                        if !v.code().starts_with("url_") {
                            reports.push(format!("{}@{at}", v.code()));
                        }
                    });
                    Ok(if reports.is_empty() {
                        "none".to_owned()
                    } else {
                        reports.join(" ")
                    })
                }
                "valid_srcset" => ok_or_error(validate_srcset(input, None)),
                "valid_srcset_with_sizes" => ok_or_error(validate_srcset(input, Some("100vw"))),
                "sizes" => {
                    let c = parse_sizes_attribute(input, &Viewport::default());
                    Ok(format!(
                        "{} = {}px",
                        serde_json::to_string(c.text).unwrap(),
                        c.px
                    ))
                }
                "valid_sizes" => ok_or_error(validate_sizes(input)),
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("images", snap);
        });
    });
}

#[test]
fn spans_point_at_the_urls() {
    let text = " a.png 1x,\tb.png,, c.png 100w";
    for c in parse_srcset(text) {
        assert_eq!(&text[c.span.clone()], c.url);
    }
    let list = parse_source_size_list("(min-width: 1px) 10px, calc(1px + 1em)");
    assert_eq!(list.sizes[1].text, "calc(1px + 1em)");
    assert_eq!(list.sizes[1].span, 23..38);
}

#[test]
fn a_narrow_viewport_changes_the_choice() {
    let narrow = Viewport {
        width: 320.0,
        height: 640.0,
        font_size: 20.0,
    };
    let s = "(max-width: 30em) 100vw, (max-width: 50em) 50vw, calc(33vw - 100px)";
    let c = parse_sizes_attribute(s, &narrow);
    assert_eq!((c.text, c.px), ("100vw", 320.0));
    let c = parse_sizes_attribute("(orientation: portrait) 2em, 1px", &narrow);
    assert_eq!((c.text, c.px), ("2em", 40.0));
}

/// Strings of srcset pieces, mostly plausible.
fn srcset_input() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("a.png"),
        Just("data:,a"),
        Just(" "),
        Just(","),
        Just("\t"),
        Just("1x"),
        Just("2x"),
        Just("-1x"),
        Just(".5x"),
        Just("100w"),
        Just("0w"),
        Just("50h"),
        Just("("),
        Just(")"),
        Just("é"),
        Just("1e400x"),
        Just("99999999999w"),
        Just("foo"),
    ];
    prop::collection::vec(piece, 0..12).prop_map(|v| v.concat())
}

/// Strings of sizes pieces.
fn sizes_input() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("(min-width: 600px)"),
        Just("(max-width: 30em)"),
        Just("not"),
        Just("and"),
        Just("or"),
        Just(" "),
        Just(","),
        Just("100vw"),
        Just("50%"),
        Just("-1px"),
        Just("calc(100vw - 2em)"),
        Just("min(1px, 2vw)"),
        Just("calc("),
        Just("("),
        Just(")"),
        Just("auto"),
        Just("0"),
        Just("é"),
        Just("/*"),
    ];
    prop::collection::vec(piece, 0..10).prop_map(|v| v.concat())
}

proptest! {
    #[test]
    fn srcset_never_panics_and_offsets_stay_inside(s in srcset_input()) {
        let set = parse_srcset_reporting(&s, |at, _| assert!(at <= s.len() && s.is_char_boundary(at)));
        for c in &set {
            prop_assert_eq!(&s[c.span.clone()], c.url);
            prop_assert!(!c.url.is_empty() && !c.url.starts_with(',') && !c.url.ends_with(','));
        }
        if let Err(e) = validate_srcset(&s, None) {
            prop_assert!(e.offset() <= s.len());
        }
    }

    #[test]
    fn a_valid_srcset_written_back_is_valid_and_the_same(s in srcset_input()) {
        if let Ok(set) = validate_srcset(&s, None) {
            let written: Vec<String> = set.iter().map(ToString::to_string).collect();
            let again = written.join(", ");
            prop_assert!(is_valid_srcset(&again, None), "{:?} -> {:?}", s, again);
            let reparsed: Vec<String> = parse_srcset(&again).iter().map(ToString::to_string).collect();
            prop_assert_eq!(reparsed, written);
        }
    }

    #[test]
    fn srcset_on_any_string(s in any::<String>()) {
        let _ = parse_srcset_reporting(&s, |at, _| assert!(at <= s.len()));
        let _ = validate_srcset(&s, Some(""));
    }

    #[test]
    fn sizes_never_panic_and_offsets_stay_inside(s in sizes_input()) {
        let c = parse_sizes_attribute(&s, &Viewport::default());
        prop_assert!(c.px >= 0.0 && c.px.is_finite());
        for size in parse_source_size_list(&s).sizes {
            prop_assert_eq!(&s[size.span.clone()], size.text);
        }
        match validate_sizes(&s) {
            Ok(_) => prop_assert!(is_valid_sizes(&s)),
            Err(e) => prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset())),
        }
    }

    #[test]
    fn sizes_on_any_string(s in any::<String>()) {
        let _ = parse_sizes_attribute(&s, &Viewport::default());
        let _ = validate_sizes(&s);
    }
}

#[cfg(unix)]
#[path = "common/clock.rs"]
mod clock;
#[cfg(unix)]
use clock::cpu_time;

/// The least CPU time of a few runs of `f` on `input`.
#[cfg(unix)]
fn best_of(input: &str, f: fn(&str) -> usize) -> std::time::Duration {
    (0..3)
        .map(|_| {
            let start = cpu_time();
            std::hint::black_box(f(std::hint::black_box(input)));
            cpu_time() - start
        })
        .min()
        .unwrap()
}

/// Linear time: each algorithm on a 1 MiB adversarial input takes under 20
/// times what it takes on 64 KiB (16 times shorter), re-measured up to
/// three times before failing (a busy machine).
#[cfg(unix)]
#[test]
fn linear_time_on_long_inputs() {
    fn rep(s: &str, n: usize) -> String {
        s.repeat(n / s.len())
    }
    type Case = (&'static str, fn(usize) -> String, fn(&str) -> usize);
    let cases: &[Case] = &[
        (
            "srcset: candidates",
            |n| rep("a.png 1x, b.png 100w, ", n),
            |s| parse_srcset(s).len(),
        ),
        (
            "srcset: valid distinct widths",
            |n| {
                // Distinct widths, to about n bytes: every candidate is
                // checked against the ones before.
                let mut s = String::new();
                for i in 1.. {
                    let c = format!("a.png {i}w, ");
                    if s.len() + c.len() > n {
                        break;
                    }
                    s.push_str(&c);
                }
                s + "z.png 1w"
            },
            |s| usize::from(validate_srcset(s, Some("1px")).is_ok()),
        ),
        (
            "srcset: long URL",
            |n| rep("a", n) + " 1x",
            |s| parse_srcset(s).len(),
        ),
        ("srcset: commas", |n| rep(",", n), |s| parse_srcset(s).len()),
        (
            "srcset: trailing commas",
            |n| "a".to_owned() + &rep(",", n),
            |s| parse_srcset(s).len(),
        ),
        (
            "srcset: whitespace",
            |n| rep(" \t", n) + "a",
            |s| parse_srcset(s).len(),
        ),
        (
            "srcset: descriptors",
            |n| "a ".to_owned() + &rep("1x ", n),
            |s| parse_srcset(s).len(),
        ),
        (
            "srcset: parens",
            |n| "a (".to_owned() + &rep("x, ", n),
            |s| parse_srcset(s).len(),
        ),
        (
            "srcset: digits",
            |n| "a ".to_owned() + &rep("1", n) + "x",
            |s| usize::from(validate_srcset(s, None).is_ok()),
        ),
        (
            "sizes: entries",
            |n| rep("(min-width: 1px) 1px, ", n) + "2px",
            |s| usize::from(validate_sizes(s).is_ok()),
        ),
        (
            "sizes: choose among entries",
            |n| rep("(max-width: 1px) 1px, ", n) + "2px",
            |s| parse_sizes_attribute(s, &Viewport::default()).text.len(),
        ),
        (
            "sizes: math terms",
            |n| "calc(".to_owned() + &rep("1px + ", n) + "1px)",
            |s| parse_sizes_attribute(s, &Viewport::default()).text.len(),
        ),
        (
            "sizes: nested blocks",
            |n| rep("(", n / 2) + &rep(")", n / 2),
            |s| parse_source_size_list(s).sizes.len(),
        ),
        (
            "sizes: commas",
            |n| rep(",", n),
            |s| usize::from(validate_sizes(s).is_ok()),
        ),
    ];
    for (name, input, run) in cases {
        let small = input(64 * 1024);
        let large = input(1024 * 1024);
        let mut ratio = f64::INFINITY;
        for _ in 0..3 {
            let t_small = best_of(&small, *run).as_secs_f64().max(1e-6);
            let t_large = best_of(&large, *run).as_secs_f64();
            ratio = t_large / t_small;
            if ratio < 20.0 {
                break;
            }
        }
        assert!(
            ratio < 20.0,
            "{name}: 16x the input took {ratio:.1}x the time"
        );
    }
}
