//! `parse/url/<impl>`: the valid URL string check (feature `url`) against the
//! `url` crate's parser alone, on the same inputs, in the same group. Our
//! check is that parser plus a violation callback (and, on a violation, the
//! search for its character), so the ratio is the cost of validity on top
//! of parsing. Results are asserted in the timed loop.
//!
//! `parse/url`: 10,000 `href`-like values generated deterministically at
//! bench time: absolute http(s) URLs with paths, queries and fragments,
//! and relative paths, all valid, resolved against the same base.
//!
//! `parse/url_wpt`: the 869 inputs of the web-platform-tests URL data
//! (`tests/data/url/urltestdata.json`, provenance in `tests/url.rs`), valid
//! or not, each against BASE: our grammar's verdict and the `url` crate's
//! parse (success or failure) are two different answers, each asserted
//! against its own precomputed result.
//!
//! Since the URL writing grammar, our check no longer runs the `url`
//! crate's parser: the ratio is the grammar (with `idna`'s strict
//! domain-to-ASCII for hosts) against a full parse.
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

use std::sync::OnceLock;

use common::{agreed, corpus, group, Imp, Lcg};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::url::{is_valid_url_string, BASE};

const HOSTS: &[&str] = &[
    "example.com",
    "www.w3.org",
    "cdn.example.net:8080",
    "a.b.c.example",
];
const SEGMENTS: &[&str] = &[
    "index.html",
    "img",
    "a-b_c",
    "2024",
    "x.css",
    "%C3%A9t%C3%A9",
    "~user",
];

fn href(r: &mut Lcg) -> String {
    let mut s = String::new();
    match r.next(3) {
        0 => s.push_str(["https://", "http://"][r.next(2) as usize]),
        1 => s.push('/'),
        _ => {}
    }
    if s.ends_with("//") {
        s.push_str(HOSTS[r.next(HOSTS.len() as u64) as usize]);
        s.push('/');
    }
    let n = 1 + r.next(4) as usize;
    let segments: Vec<&str> = (0..n)
        .map(|_| SEGMENTS[r.next(SEGMENTS.len() as u64) as usize])
        .collect();
    s.push_str(&segments.join("/"));
    if r.next(3) == 0 {
        s.push_str("?q=1&lang=en");
    }
    if r.next(4) == 0 {
        s.push_str("#top");
    }
    s
}

fn base() -> &'static url::Url {
    static B: OnceLock<url::Url> = OnceLock::new();
    B.get_or_init(|| url::Url::parse(BASE).unwrap())
}

const URLS: &[Imp<bool>] = &[
    ("html-microsyntax", |s| Some(is_valid_url_string(s))),
    ("url", |s| {
        Some(url::Url::options().base_url(Some(base())).parse(s).is_ok())
    }),
];

/// The inputs of the web-platform-tests URL data.
fn wpt_inputs() -> Vec<String> {
    let text = std::fs::read_to_string("tests/data/url/urltestdata.json").unwrap();
    let data: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    data.iter()
        .filter_map(|v| v.get("input")?.as_str().map(str::to_owned))
        .collect()
}

fn urls(c: &mut Criterion) {
    let (valid, _) = corpus(10_000, 21, href);
    group(c, "parse/url", &agreed(valid, URLS), URLS);
    let wpt = wpt_inputs();
    assert_eq!(wpt.len(), 869);
    group(c, "parse/url_wpt", &wpt, URLS);
}

criterion_group!(benches, urls);
criterion_main!(benches);
