//! `parse/srcset/<impl>`: parse a srcset attribute (4.8.4.3), ours against
//! the `parse-srcset` crate (a port of the WHATWG-based npm package), in the
//! same group, plus the byte-scan floor; and `parse/sizes/ours` (no peer
//! crate parses sizes). Results are asserted in the timed loop.
//!
//! The srcset corpus is generated deterministically at bench time (10,000
//! values): 1 to 6 candidates of density or width descriptors, paths with
//! query strings, a few `data:` URLs with commas, irregular whitespace, and
//! about one value in eight with a candidate the parse drops. Only the
//! values on which both crates agree are timed (printed).
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

use common::{agreed, corpus, group, Imp, Lcg};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::images::{parse_sizes_attribute, parse_srcset, Viewport};

/// A candidate as both crates can say it: URL, density bits, width, height.
type Candidate = (String, Option<u64>, Option<u64>, Option<u64>);

const PATHS: &[&str] = &[
    "/img/photo",
    "https://cdn.example.com/assets/hero",
    "images/team/portrait-of-a-person",
    "/media/2024/05/banner_wide",
    "thumb",
];

fn srcset_value(r: &mut Lcg) -> String {
    let n = 1 + r.next(6) as usize;
    let widths = r.next(2) == 0;
    let seps = [", ", ",", ",\n    ", " , ", ",  "];
    let mut s = String::new();
    for i in 0..n {
        if i > 0 {
            s.push_str(seps[r.next(seps.len() as u64) as usize]);
        }
        if r.next(20) == 0 {
            s.push_str("data:image/png;base64,iVBORw0KGgo=");
        } else {
            let p = PATHS[r.next(PATHS.len() as u64) as usize];
            s.push_str(&format!("{p}-{i}.jpg"));
            if r.next(4) == 0 {
                s.push_str(&format!("?v={}&q=80", r.next(1000)));
            }
        }
        if r.next(8) == 0 {
            s.push_str([" 1x 2x", " 0w", " foo", " 1.x"][r.next(4) as usize]);
        } else if widths {
            s.push_str(&format!(" {}w", 320 * (i + 1)));
        } else if i > 0 || r.next(2) == 0 {
            s.push_str(&format!(" {}x", ["1", "1.5", "2", "3", "0.5", "4"][i]));
        }
    }
    s
}

fn ours(s: &str) -> Option<Vec<Candidate>> {
    Some(
        parse_srcset(s)
            .iter()
            .map(|c| {
                (
                    c.url.to_owned(),
                    c.density.map(f64::to_bits),
                    c.width.map(u64::from),
                    c.height.map(u64::from),
                )
            })
            .collect(),
    )
}

fn peer(s: &str) -> Option<Vec<Candidate>> {
    Some(
        parse_srcset::parse_srcset(s)
            .into_iter()
            .map(|c| (c.url, c.density.map(f64::to_bits), c.width, c.height))
            .collect(),
    )
}

const SRCSET: &[Imp<Vec<Candidate>>] = &[("ours", ours), ("parse-srcset", peer)];

fn srcset(c: &mut Criterion) {
    let (values, _) = corpus(10_000, 21, srcset_value);
    let values = agreed(values, SRCSET);
    group(c, "parse/srcset", &values, SRCSET);
}

fn sizes_value(r: &mut Lcg) -> String {
    let entries = [
        "(max-width: 600px) 100vw",
        "(max-width: 1200px) 50vw",
        "(min-width: 36em) calc(33.3vw - 2em)",
        "(orientation: portrait) 90vw",
        "(400px <= width <= 900px) 80vw",
    ];
    let n = r.next(4) as usize;
    let mut parts: Vec<&str> = (0..n)
        .map(|_| entries[r.next(entries.len() as u64) as usize])
        .collect();
    parts.push(["100vw", "33vw", "800px", "calc(100vw - 32px)"][r.next(4) as usize]);
    parts.join(", ")
}

fn sizes_ours(s: &str) -> Option<u64> {
    Some(parse_sizes_attribute(s, &Viewport::default()).px.to_bits())
}

const SIZES: &[Imp<u64>] = &[("ours", sizes_ours)];

fn sizes(c: &mut Criterion) {
    let (values, _) = corpus(10_000, 22, sizes_value);
    group(c, "parse/sizes", &values, SIZES);
}

criterion_group!(benches, srcset, sizes);
criterion_main!(benches);
