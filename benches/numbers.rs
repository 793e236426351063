//! `parse/<microsyntax>/<impl>` for numbers: our rules against std and
//! fast-float2 on the same strings (kept as files in benches/data/), and a
//! floor that only reads every byte. Results are asserted in the timed loop.
//!
//! std and fast-float2 read a different language (`inf`, `1e`, `+.5` …): on
//! the valid corpus they are fed only strings on which they agree with us
//! (all of them, as printed); the error-heavy corpus times each on the same
//! strings against its own outcomes.
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

use common::{agreed, error_heavy, group, Imp, Lcg};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::numbers::{self, DimensionKind};
use html_microsyntax::prelude::*;

fn corpus(name: &str) -> Vec<String> {
    let path = format!("{}/benches/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::to_owned)
        .collect()
}

const FLOATS: &[Imp<u64>] = &[
    ("html-microsyntax", |s| {
        numbers::parse_float(s).ok().map(f64::to_bits)
    }),
    ("std", |s| s.parse::<f64>().ok().map(f64::to_bits)),
    ("fast-float2", |s| {
        fast_float2::parse::<f64, _>(s).ok().map(f64::to_bits)
    }),
];

const INTEGERS: &[Imp<i64>] = &[
    ("html-microsyntax", |s| numbers::parse_integer(s).ok()),
    ("std", |s| s.parse::<i64>().ok()),
];

const DIMENSIONS: &[Imp<(u64, bool)>] = &[("html-microsyntax", |s| {
    numbers::parse_dimension(s)
        .ok()
        .map(|d| (d.value.to_bits(), d.kind == DimensionKind::Percentage))
})];

const FLOAT_PATHS: &[Imp<u64>] = &[
    ("str", |s| {
        numbers::float_component::<_, StepError<&str>>(s)
            .ok()
            .map(|(_, v)| v.to_bits())
    }),
    ("located_span", |s| {
        numbers::float_component::<_, StepError<Span>>(span(s))
            .ok()
            .map(|(_, v)| v.to_bits())
    }),
];

fn floats(c: &mut Criterion) {
    let valid = corpus("floats.txt");
    group(c, "parse/float", &agreed(valid.clone(), FLOATS), FLOATS);
    group(
        c,
        "parse/float_errors",
        &error_heavy(valid.clone(), &mut Lcg(10)),
        FLOATS,
    );
    group(c, "path/float_component", &valid, FLOAT_PATHS);
    // Shortest round-trip printings of 10,000 random finite doubles (Python's
    // repr, seed 1): 16–17 significant digits, exponents across the range,
    // the numbers a serializer writes.
    let printed = corpus("printed_floats.txt");
    group(c, "parse/float_printed", &agreed(printed, FLOATS), FLOATS);
}

fn integers(c: &mut Criterion) {
    let valid = corpus("integers.txt");
    group(
        c,
        "parse/integer",
        &agreed(valid.clone(), INTEGERS),
        INTEGERS,
    );
    group(
        c,
        "parse/integer_errors",
        &error_heavy(valid, &mut Lcg(11)),
        INTEGERS,
    );
}

fn dimensions(c: &mut Criterion) {
    // Attribute-like widths and heights: "50", "50%", "12.5", " 100 %".
    let valid: Vec<String> = corpus("integers.txt")
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let n = n.trim_start_matches('-');
            match i % 4 {
                0 => n.to_string(),
                1 => format!("{n}%"),
                2 => format!("{n}.5"),
                _ => format!(" {n} %"),
            }
        })
        .collect();
    group(c, "parse/dimension", &valid, DIMENSIONS);
    group(
        c,
        "parse/dimension_errors",
        &error_heavy(valid, &mut Lcg(12)),
        DIMENSIONS,
    );
}

criterion_group!(benches, floats, integers, dimensions);
criterion_main!(benches);
