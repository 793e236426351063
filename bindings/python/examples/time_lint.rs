//! The Rust library's time on the documents `bench.py` times from Python:
//! `document::check_bytes_with` on every file of a directory, `ROUNDS`
//! times; prints the pages, the findings and the time of one pass (the
//! fastest and the median) as JSON.
//!
//! ```text
//! cargo run --release --example time_lint -- DIR [ROUNDS]
//! ```
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::hint::black_box;
use std::time::Instant;

use html_microsyntax::document::{check_bytes_with, Options};

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().expect("usage: time_lint DIR [ROUNDS]");
    let rounds: usize = args
        .next()
        .map_or(20, |r| r.parse().expect("ROUNDS is a count"));
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("a directory")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .collect();
    paths.sort();
    let pages: Vec<Vec<u8>> = paths
        .iter()
        .map(|p| std::fs::read(p).expect("a file"))
        .collect();
    let options = Options::new();
    let mut times = Vec::with_capacity(rounds);
    let mut findings = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        findings = 0;
        for page in &pages {
            findings += black_box(check_bytes_with(page, &options).into_findings()).len();
        }
        times.push(start.elapsed().as_secs_f64());
    }
    times.sort_by(f64::total_cmp);
    println!(
        "{{\"pages\": {}, \"bytes\": {}, \"findings\": {findings}, \"min_seconds\": {:.6}, \"median_seconds\": {:.6}}}",
        pages.len(),
        pages.iter().map(Vec::len).sum::<usize>(),
        times[0],
        times[times.len() / 2]
    );
}
