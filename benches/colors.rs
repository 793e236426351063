//! `parse/<microsyntax>/<impl>` for colors: the legacy and simple color rules
//! against csscolorparser, plus the byte-scan floor.
//!
//! csscolorparser reads CSS colors, a different language: it is fed only the
//! inputs on which it agrees with us (named colors, `#rgb`, `#rrggbb`; the
//! count is printed). The error-heavy corpus mixes in the strings only the
//! legacy rules accept ("chucknorris") and ones both reject.
// A benchmark may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use common::{agreed, corpus, error_heavy, group, Imp, Lcg};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::color;

type Rgb = [u8; 3];

const LEGACY: &[Imp<Rgb>] = &[
    ("html-microsyntax", |s| {
        color::parse_legacy_color(s).ok().map(|c| [c.r, c.g, c.b])
    }),
    ("csscolorparser", |s| {
        csscolorparser::parse(s).ok().map(|c| {
            let [r, g, b, _] = c.to_rgba8();
            [r, g, b]
        })
    }),
];

const SIMPLE: &[Imp<Rgb>] = &[
    ("html-microsyntax", |s| {
        color::parse_simple_color(s).ok().map(|c| [c.r, c.g, c.b])
    }),
    ("csscolorparser", |s| {
        // Only `#rrggbb` is a simple color; csscolorparser reads more.
        (s.len() == 7)
            .then(|| csscolorparser::parse(s).ok())
            .flatten()
            .map(|c| {
                let [r, g, b, _] = c.to_rgba8();
                [r, g, b]
            })
    }),
];

/// A sample of named colors, in the case authors write them.
const NAMES: &[&str] = &[
    "red",
    "black",
    "white",
    "navy",
    "teal",
    "silver",
    "gray",
    "Orange",
    "RebeccaPurple",
    "lightgoldenrodyellow",
    "darkslategray",
    "DodgerBlue",
    "crimson",
    "gold",
    "indigo",
    "khaki",
];

fn legacy_string(r: &mut Lcg) -> String {
    let hex = |r: &mut Lcg, n: u64| format!("{:0w$x}", r.next(16u64.pow(n as u32)), w = n as usize);
    match r.next(10) {
        0..=3 => NAMES[r.next(NAMES.len() as u64) as usize].to_string(),
        4..=5 => format!("#{}", hex(r, 3)),
        6..=8 => format!("#{}", hex(r, 6)),
        _ => [
            "chucknorris",
            "ninja",
            "crap",
            "#ff00ff00",
            "transparent",
            "sick",
        ][r.next(6) as usize]
            .to_string(),
    }
}

fn legacy(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 5, legacy_string);
    group(
        c,
        "parse/legacy_color",
        &agreed(valid.clone(), LEGACY),
        LEGACY,
    );
    group(
        c,
        "parse/legacy_color_errors",
        &error_heavy(valid, &mut r),
        LEGACY,
    );
}

fn simple(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 6, |r| format!("#{:06x}", r.next(1 << 24)));
    group(
        c,
        "parse/simple_color",
        &agreed(valid.clone(), SIMPLE),
        SIMPLE,
    );
    group(
        c,
        "parse/simple_color_errors",
        &error_heavy(valid, &mut r),
        SIMPLE,
    );
}

criterion_group!(benches, legacy, simple);
criterion_main!(benches);
