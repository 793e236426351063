//! `parse/language_tag/<impl>`: well-formed BCP 47 language tags (RFC 5646
//! section 2.1) with ours against `oxilangtag` and `language-tags`, on the
//! same inputs, in the same group; `parse/language_tag_errors` with about a
//! third of them broken. Results are asserted in the timed loop.
//!
//! The corpus is 10,000 tags generated deterministically at bench time from
//! registered subtags in the shapes `lang`, `hreflang` and `srclang` values
//! take: a language, and sometimes an extlang, script, region, variants, an
//! extension, private use; a few grandfathered and private use tags.
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

use common::{agreed, corpus, error_heavy, group, Imp};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::language::parse_language_tag;

const LANGUAGES: &[&str] = &["en", "de", "fr", "zh", "sr", "es", "pt", "sl", "hy", "yue"];
const SCRIPTS: &[&str] = &["Latn", "Cyrl", "Hans", "Hant", "Arab"];
const REGIONS: &[&str] = &["US", "GB", "CN", "TW", "419", "DE", "BR"];
const VARIANTS: &[&str] = &["rozaj", "biske", "1996", "fonipa", "valencia"];
const WHOLE: &[&str] = &["i-klingon", "zh-min-nan", "x-whatever", "en-GB-oed"];

fn tag(r: &mut common::Lcg) -> String {
    if r.next(20) == 0 {
        return WHOLE[r.next(WHOLE.len() as u64) as usize].to_string();
    }
    let mut parts = vec![LANGUAGES[r.next(LANGUAGES.len() as u64) as usize]];
    if parts[0] == "zh" && r.next(4) == 0 {
        parts.push("yue");
    }
    if r.next(3) == 0 {
        parts.push(SCRIPTS[r.next(SCRIPTS.len() as u64) as usize]);
    }
    if r.next(2) == 0 {
        parts.push(REGIONS[r.next(REGIONS.len() as u64) as usize]);
    }
    if r.next(6) == 0 {
        parts.push(VARIANTS[r.next(VARIANTS.len() as u64) as usize]);
    }
    if r.next(10) == 0 {
        parts.extend(["u", "co", "phonebk"]);
    }
    if r.next(10) == 0 {
        parts.extend(["x", "private"]);
    }
    parts.join("-")
}

const TAGS: &[Imp<bool>] = &[
    ("html-microsyntax", |s| Some(parse_language_tag(s).is_ok())),
    ("oxilangtag", |s| {
        Some(oxilangtag::LanguageTag::parse(s).is_ok())
    }),
    ("language-tags", |s| {
        Some(language_tags::LanguageTag::parse(s).is_ok())
    }),
];

fn language_tags(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 47, tag);
    let errors = error_heavy(valid.clone(), &mut r);
    group(c, "parse/language_tag", &agreed(valid, TAGS), TAGS);
    group(c, "parse/language_tag_errors", &agreed(errors, TAGS), TAGS);
}

criterion_group!(benches, language_tags);
criterion_main!(benches);
