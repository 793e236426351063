//! `parse/<microsyntax>/<impl>` for token lists (2.3.7, 2.3.8): splitting on
//! ASCII whitespace and on commas, and the unique-token check, against what
//! people write with std (`split_ascii_whitespace`, which splits on the same
//! five characters; `split(',')` plus a trim; a `HashSet`), plus a floor that
//! only reads every byte. Results are asserted in the timed loop.
//!
//! The corpora are `class`- and `sizes`-like values generated
//! deterministically at bench time (10,000 each). std's comma split keeps a
//! trailing empty token that Infra's drops, so the valid corpora keep only
//! the inputs on which the two agree (printed); the error-heavy corpus of the
//! unique check repeats a token in a third of the inputs.
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

use std::collections::HashSet;

use common::{agreed, corpus, group, Imp, Lcg};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::tokens::{self, Comparison};

const WORDS: &[&str] = &[
    "btn",
    "btn-primary",
    "active",
    "nav",
    "nav-item",
    "col-md-6",
    "row",
    "hidden",
    "x",
    "container",
    "is-open",
    "card__title",
    "js-toggle",
    "lg:flex",
    "mt-4",
    "text-center",
];

fn class_value(r: &mut Lcg) -> String {
    let seps = [" ", " ", " ", "  ", "\t", "\n  "];
    let n = 1 + r.next(6) as usize;
    let mut words: Vec<&str> = Vec::new();
    while words.len() < n {
        let w = WORDS[r.next(WORDS.len() as u64) as usize];
        if !words.contains(&w) {
            words.push(w);
        }
    }
    let mut s = String::new();
    if r.next(4) == 0 {
        s.push(' ');
    }
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            s.push_str(seps[r.next(seps.len() as u64) as usize]);
        }
        s.push_str(w);
    }
    s
}

fn comma_value(r: &mut Lcg) -> String {
    let n = 1 + r.next(5) as usize;
    (0..n)
        .map(|_| {
            let w = WORDS[r.next(WORDS.len() as u64) as usize];
            [
                w.to_string(),
                format!(" {w}"),
                format!("{w} "),
                format!(" {w}  "),
            ][r.next(4) as usize]
                .clone()
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Token count and total token length.
type SplitKey = (usize, usize);
fn key<'a>(tokens: impl Iterator<Item = &'a str>) -> SplitKey {
    tokens.fold((0, 0), |(n, len), t| (n + 1, len + t.len()))
}

const SPACES: &[Imp<SplitKey>] = &[
    ("html-microsyntax", |s| {
        Some(key(tokens::parse_space_separated_tokens(s).into_iter()))
    }),
    ("std", |s| {
        Some(key(s
            .split_ascii_whitespace()
            .collect::<Vec<_>>()
            .into_iter()))
    }),
];

const COMMAS: &[Imp<SplitKey>] = &[
    ("html-microsyntax", |s| {
        Some(key(tokens::parse_comma_separated_tokens(s).into_iter()))
    }),
    ("std", |s| {
        Some(key(s
            .split(',')
            .map(|t| t.trim_matches(|c: char| c.is_ascii_whitespace()))
            .collect::<Vec<_>>()
            .into_iter()))
    }),
];

const UNIQUE: &[Imp<bool>] = &[
    ("html-microsyntax", |s| {
        Some(tokens::is_valid_unique_space_separated_tokens(
            s,
            Comparison::CaseSensitive,
        ))
    }),
    ("std", |s| {
        let mut seen = HashSet::new();
        Some(s.split_ascii_whitespace().all(|t| seen.insert(t)))
    }),
];

fn space_separated(c: &mut Criterion) {
    let (valid, _) = corpus(10_000, 11, class_value);
    group(
        c,
        "parse/space_separated_tokens",
        &agreed(valid, SPACES),
        SPACES,
    );
}

fn comma_separated(c: &mut Criterion) {
    let (valid, _) = corpus(10_000, 12, comma_value);
    group(
        c,
        "parse/comma_separated_tokens",
        &agreed(valid, COMMAS),
        COMMAS,
    );
}

fn unique(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 13, class_value);
    group(
        c,
        "parse/unique_tokens",
        &agreed(valid.clone(), UNIQUE),
        UNIQUE,
    );
    // A third repeat their first token.
    let repeated: Vec<String> = valid
        .into_iter()
        .map(|s| match s.split_ascii_whitespace().next() {
            Some(first) if r.next(3) == 0 => format!("{s} {first}"),
            _ => s,
        })
        .collect();
    group(c, "parse/unique_tokens_errors", &repeated, UNIQUE);
}

criterion_group!(benches, space_separated, comma_separated, unique);
criterion_main!(benches);
