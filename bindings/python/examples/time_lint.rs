//! The Rust library's time on the documents `bench.py` times from Python:
//! `document::check_bytes_with` on every file of a directory, `ROUNDS`
//! times; prints the pages, the findings and the time of one pass as JSON:
//! the fastest and the median wall time, and the mean CPU time of the
//! process (from `/proc/self/stat`, in clock ticks of 10 ms: read over all
//! rounds; on a busy machine the steadier figure).
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
    let cpu_start = cpu_seconds();
    let mut findings = 0;
    for _ in 0..rounds {
        let start = Instant::now();
        findings = 0;
        for page in &pages {
            findings += black_box(check_bytes_with(page, &options).into_findings()).len();
        }
        times.push(start.elapsed().as_secs_f64());
    }
    let cpu = (cpu_seconds() - cpu_start) / rounds as f64;
    times.sort_by(f64::total_cmp);
    println!(
        "{{\"pages\": {}, \"bytes\": {}, \"findings\": {findings}, \"min_seconds\": {:.6}, \"median_seconds\": {:.6}, \"cpu_seconds\": {cpu:.6}}}",
        pages.len(),
        pages.iter().map(Vec::len).sum::<usize>(),
        times[0],
        times[times.len() / 2]
    );
}

/// User and system CPU time of this process so far (Linux; 0 elsewhere),
/// at the usual 100 clock ticks a second.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime
    // are the 14th and 15th of the line, the 12th and 13th after it.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}
