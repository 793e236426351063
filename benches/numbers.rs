//! `parse/<microsyntax>/<impl>`: our number rules against std on the same
//! strings, and a floor that only reads every byte. Results are asserted in
//! the timed loop (a benchmark that parses wrongly measures nothing).

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use html_microsyntax::numbers::{parse_float, parse_integer};

fn corpus(name: &str) -> Vec<String> {
    let path = format!("{}/benches/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e}"))
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Reads every byte: the floor any parser of these strings must pay.
fn floor(inputs: &[String]) -> u64 {
    inputs
        .iter()
        .map(|s| s.bytes().fold(0u64, |a, b| a.wrapping_add(u64::from(b))))
        .fold(0, u64::wrapping_add)
}

fn floats(c: &mut Criterion) {
    let inputs = corpus("floats.txt");
    // Every corpus string is a valid float, which std reads the same way.
    let expected: Vec<f64> = inputs.iter().map(|s| s.parse().unwrap()).collect();
    let mut g = c.benchmark_group("parse/float");
    g.throughput(Throughput::Elements(inputs.len() as u64));
    g.bench_function("html-microsyntax", |b| {
        b.iter(|| {
            for (s, e) in inputs.iter().zip(&expected) {
                assert_eq!(parse_float(black_box(s)), Ok(*e));
            }
        })
    });
    g.bench_function("std", |b| {
        b.iter(|| {
            for (s, e) in inputs.iter().zip(&expected) {
                assert_eq!(black_box(s).parse::<f64>(), Ok(*e));
            }
        })
    });
    g.bench_function("floor", |b| b.iter(|| black_box(floor(black_box(&inputs)))));
    g.finish();
}

fn integers(c: &mut Criterion) {
    let inputs = corpus("integers.txt");
    let expected: Vec<i64> = inputs.iter().map(|s| s.parse().unwrap()).collect();
    let mut g = c.benchmark_group("parse/integer");
    g.throughput(Throughput::Elements(inputs.len() as u64));
    g.bench_function("html-microsyntax", |b| {
        b.iter(|| {
            for (s, e) in inputs.iter().zip(&expected) {
                assert_eq!(parse_integer(black_box(s)), Ok(*e));
            }
        })
    });
    g.bench_function("std", |b| {
        b.iter(|| {
            for (s, e) in inputs.iter().zip(&expected) {
                assert_eq!(black_box(s).parse::<i64>(), Ok(*e));
            }
        })
    });
    g.bench_function("floor", |b| b.iter(|| black_box(floor(black_box(&inputs)))));
    g.finish();
}

criterion_group!(benches, floats, integers);
criterion_main!(benches);
