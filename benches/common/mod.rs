//! Shared by the benches: a deterministic generator, the byte-scan floor, the
//! agreement filter and the group runner (results asserted in the timed loop).
#![allow(dead_code)]

use std::fmt::Debug;
use std::hint::black_box;

use criterion::{Criterion, Throughput};

/// A deterministic generator (64-bit LCG), so corpora are the same each run.
pub struct Lcg(pub u64);
impl Lcg {
    pub fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Breaks about a third of the strings: a digit, a separator, a range.
pub fn error_heavy(valid: Vec<String>, r: &mut Lcg) -> Vec<String> {
    valid
        .into_iter()
        .map(|s| break_one_in_three(s, r))
        .collect()
}

/// One time in three, `s` with one byte replaced by 'x', '9', '/' or ' ';
/// else `s` unchanged.
pub fn break_one_in_three(s: String, r: &mut Lcg) -> String {
    if r.next(3) != 0 {
        return s;
    }
    let mut b = s.into_bytes();
    let i = r.next(b.len() as u64) as usize;
    b[i] = [b'x', b'9', b'/', b' '][r.next(4) as usize];
    String::from_utf8(b).unwrap()
}

pub fn floor(inputs: &[String]) -> u64 {
    inputs
        .iter()
        .map(|s| s.bytes().fold(0u64, |a, b| a.wrapping_add(u64::from(b))))
        .fold(0, u64::wrapping_add)
}

pub type Imp<K> = (&'static str, fn(&str) -> Option<K>);

/// Keeps the inputs on which every peer gives our result; prints how many
/// each peer differs on, with a first example.
pub fn agreed<K: PartialEq + Debug>(inputs: Vec<String>, imps: &[Imp<K>]) -> Vec<String> {
    let (ours, peers) = imps.split_first().unwrap();
    let before = inputs.len();
    let mut differs = vec![(0usize, None::<String>); peers.len()];
    let kept: Vec<String> = inputs
        .into_iter()
        .filter(|s| {
            let v = (ours.1)(s);
            let mut all = v.is_some();
            for (p, d) in peers.iter().zip(differs.iter_mut()) {
                let theirs = (p.1)(s);
                if theirs != v {
                    all = false;
                    d.0 += 1;
                    d.1.get_or_insert_with(|| format!("{s:?}: ours {v:?}, theirs {theirs:?}"));
                }
            }
            all
        })
        .collect();
    eprintln!(
        "{} of {before} inputs agreed on by {:?}",
        kept.len(),
        imps.iter().map(|i| i.0).collect::<Vec<_>>()
    );
    for (p, (n, example)) in peers.iter().zip(differs) {
        if let Some(example) = example {
            eprintln!("  {} differs on {n}, e.g. {example}", p.0);
        }
    }
    kept
}

pub fn group<K: PartialEq + Debug>(
    c: &mut Criterion,
    name: &str,
    inputs: &[String],
    imps: &[Imp<K>],
) {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(inputs.len() as u64));
    for &(imp, f) in imps {
        let expected: Vec<Option<K>> = inputs.iter().map(|s| f(s)).collect();
        g.bench_function(imp, |b| {
            b.iter(|| {
                for (s, e) in inputs.iter().zip(&expected) {
                    assert_eq!(&f(black_box(s)), e);
                }
            })
        });
    }
    g.bench_function("floor", |b| b.iter(|| black_box(floor(black_box(inputs)))));
    g.finish();
}

/// `n` strings made by `make` from a generator seeded with `seed`; the
/// generator is returned to go on with (e.g. for the error-heavy copy).
pub fn corpus(n: usize, seed: u64, make: impl Fn(&mut Lcg) -> String) -> (Vec<String>, Lcg) {
    let mut r = Lcg(seed);
    ((0..n).map(|_| make(&mut r)).collect(), r)
}
