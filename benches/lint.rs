//! `lint/<what>`: the linter's throughput (decode, tokenize, check every
//! attribute, locate the findings) against the bare tokenizer on the same
//! bytes (`html5gum`, the tokenizer the checker runs, with its own
//! span-tracking emitter and its state switches after `script`, `style`,
//! …; every token consumed), in the same run. Target: linting at no less
//! than half the tokenizer's throughput.
//!
//! The corpus is generated deterministically at bench time: 200 pages of
//! about 20 KiB that look like real ones (metadata, navigation, a form with
//! dated and numeric inputs, images, a data table, a script and a style
//! sheet), with about one value in ten invalid.
//!
//! `LINT_CORPUS_DIR=dir cargo bench --features document --bench lint` writes the
//! pages to `dir` instead (for other checkers on the same pages).
// A benchmark may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use std::fmt::Write;

use criterion::{criterion_group, Criterion, Throughput};
use html5gum::{DefaultEmitter, Tokenizer};
use html_microsyntax::document::{check_bytes, check_bytes_with, Framework, Options};

mod common;
use common::Lcg;

/// The page generator's choices, on the shared generator (the same corpus
/// on every run).
impl Lcg {
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.next(items.len() as u64) as usize]
    }
    /// Valid most of the time, `bad` one time in ten.
    fn value(&mut self, good: String, bad: &str) -> String {
        if self.next(10) == 0 {
            bad.to_owned()
        } else {
            good
        }
    }
}

const WORDS: &[&str] = &[
    "lorem",
    "ipsum",
    "dolor",
    "sit",
    "amet",
    "report",
    "quarterly",
    "city",
    "weather",
    "order",
    "shipping",
    "account",
    "caf&eacute;",
    "na&iuml;ve",
    "&amp;",
    "news",
];

fn words(r: &mut Lcg, n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        if i > 0 {
            s.push(' ');
        }
        s.push_str(r.pick(WORDS));
    }
    s
}

/// One page of about 20 KiB.
fn page(r: &mut Lcg, id: usize) -> String {
    let mut p = String::with_capacity(24 << 10);
    let lang = r.pick(&["en", "fr", "de", "ja"]);
    let _ = write!(
        p,
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{} &ndash; page {id}</title>\n\
         <link rel=\"stylesheet\" href=\"/css/site.css\" media=\"{}\">\n\
         <link rel=\"icon\" href=\"/favicon.png\" sizes=\"32x32\">\n\
         <style>body {{ font: 16px/1.5 sans-serif }} td[colspan=\"0\"] {{ color: red }}</style>\n\
         <script>var items = ['<td colspan=0>', 1 < 2 && 3 > 2];</script>\n</head>\n<body>\n",
        words(r, 3),
        r.pick(&[
            "screen and (min-width: 40em)",
            "print",
            "all",
            "screen and (min-widht: 40em)"
        ]),
    );
    p.push_str("<nav><ul>");
    for i in 0..12 {
        let _ = write!(
            p,
            "<li><a href=\"/section/{i}\" class=\"nav-item{}\">{}</a></li>",
            if i == 0 { " active" } else { "" },
            words(r, 2)
        );
    }
    p.push_str("</ul></nav>\n<main>\n");
    for s in 0..4 {
        let _ = writeln!(
            p,
            "<section id=\"s{s}\"><h2 dir=\"{}\">{}</h2><p>{}</p>",
            r.value("ltr".into(), "sideways"),
            words(r, 4),
            words(r, 60)
        );
        let (w, h) = (r.next(800) + 1, r.next(600) + 1);
        let _ = writeln!(
            p,
            "<img src=\"/img/{id}-{s}.jpg\" alt=\"{}\" width=\"{}\" height=\"{h}\" loading=\"{}\" decoding=\"async\">",
            words(r, 3),
            r.value(w.to_string(), "100px"),
            r.value("lazy".into(), "later"),
        );
        let _ = writeln!(
            p,
            "<time datetime=\"{}\">{}</time></section>",
            {
                let good = format!(
                    "2024-{:02}-{:02}T{:02}:{:02}Z",
                    r.next(12) + 1,
                    r.next(28) + 1,
                    r.next(24),
                    r.next(60)
                );
                r.value(good, "2024-02-30")
            },
            words(r, 2)
        );
    }
    // A form.
    let _ = writeln!(
        p,
        "<form action=\"/order\" method=\"{}\" autocomplete=\"on\">",
        r.value("post".into(), "push")
    );
    for f in 0..10 {
        let (kind, min, max, value) = match r.next(5) {
            0 => (
                "date",
                "2024-01-01".to_owned(),
                "2024-12-31".to_owned(),
                r.value("2024-06-15".into(), "2024-06-31"),
            ),
            1 => ("number", "0".to_owned(), "100".to_owned(), {
                let good = r.next(100).to_string();
                r.value(good, "1e")
            }),
            2 => (
                "month",
                "2024-01".to_owned(),
                "2025-12".to_owned(),
                r.value("2024-07".into(), "2024-13"),
            ),
            3 => (
                "datetime-local",
                "2024-01-01T00:00".to_owned(),
                "2024-12-31T23:59".to_owned(),
                r.value("2024-03-01T10:30".into(), "2024-03-01 10:30"),
            ),
            _ => (
                "range",
                "0".to_owned(),
                "10".to_owned(),
                r.value("5".into(), "five"),
            ),
        };
        let _ = writeln!(
            p,
            "<label>{} <input type=\"{kind}\" name=\"f{f}\" min=\"{min}\" max=\"{max}\" value=\"{value}\" step=\"{}\" required></label>",
            words(r, 2),
            r.value("1".into(), "0"),
        );
    }
    let _ = writeln!(
        p,
        "<textarea name=\"note\" rows=\"{}\" cols=\"40\">{}</textarea>\n<button type=\"submit\">Send</button></form>",
        r.value("4".into(), "0"),
        words(r, 10)
    );
    // A data table.
    p.push_str("<table class=\"data\"><thead><tr>");
    for c in 0..6 {
        let _ = write!(p, "<th scope=\"col\">{}</th>", words(r, 1));
        let _ = c;
    }
    p.push_str("</tr></thead><tbody>\n");
    for _ in 0..25 {
        p.push_str("<tr>");
        for _ in 0..6 {
            let _ = write!(
                p,
                "<td colspan=\"{}\" rowspan=\"1\">{}</td>",
                r.value("1".into(), "0"),
                r.next(100_000)
            );
        }
        p.push_str("</tr>\n");
    }
    p.push_str("</tbody></table>\n</main>\n");
    // Footer with an inline SVG (skipped by the linter).
    p.push_str("<footer><svg width=\"24\" height=\"24\" viewBox=\"0 0 24 24\"><path d=\"M0 0h24v24H0z\"/></svg>");
    let _ = write!(p, "<p>{}</p></footer>\n</body>\n</html>\n", words(r, 20));
    p
}

pub(crate) fn corpus() -> Vec<String> {
    let mut r = Lcg(0x5eed);
    (0..200).map(|id| page(&mut r, id)).collect()
}

/// The bare tokenizer: every token with its span, nothing else.
fn tokenize(text: &str) -> usize {
    let mut emitter = DefaultEmitter::<usize>::new_with_span();
    emitter.naively_switch_states(true);
    Tokenizer::new_with_emitter(text, emitter).flatten().count()
}

/// The pages as a template would write them: every root-relative `href`
/// behind `{{ base }}`, every `class` bound (`:class`), a `{% if %}`
/// around each paragraph; linted with every framework on.
fn templated(pages: &[String]) -> Vec<String> {
    pages
        .iter()
        .map(|p| {
            p.replace("href=\"/", "href=\"{{ base }}/")
                .replace(" class=\"", " :class=\"")
                .replace("<p>", "{% if show %}<p>{% endif %}")
        })
        .collect()
}

/// Every framework and template preset on.
fn all_frameworks() -> Options {
    Framework::ALL
        .iter()
        .fold(Options::new(), |o, f| o.framework(*f))
}

fn bench(c: &mut Criterion) {
    let pages = corpus();
    let bytes: usize = pages.iter().map(String::len).sum();
    let findings: usize = pages
        .iter()
        .map(|p| check_bytes(p.as_bytes()).findings().len())
        .sum();
    println!(
        "corpus: {} pages, {bytes} bytes, {findings} findings",
        pages.len()
    );
    let mut g = c.benchmark_group("lint");
    g.throughput(Throughput::Bytes(bytes as u64));
    g.bench_function("tokenizer", |b| {
        b.iter(|| pages.iter().map(|p| tokenize(p)).sum::<usize>())
    });
    g.bench_function("lint", |b| {
        b.iter(|| {
            let n: usize = pages
                .iter()
                .map(|p| check_bytes(p.as_bytes()).findings().len())
                .sum();
            assert_eq!(n, findings);
            n
        })
    });
    let options = all_frameworks();
    let templated = templated(&pages);
    g.bench_function("lint_frameworks", |b| {
        b.iter(|| {
            pages
                .iter()
                .map(|p| check_bytes_with(p.as_bytes(), &options).findings().len())
                .sum::<usize>()
        })
    });
    g.bench_function("tokenizer_templated", |b| {
        b.iter(|| templated.iter().map(|p| tokenize(p)).sum::<usize>())
    });
    g.bench_function("lint_templated", |b| {
        b.iter(|| {
            templated
                .iter()
                .map(|p| check_bytes_with(p.as_bytes(), &options).findings().len())
                .sum::<usize>()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);

fn main() {
    if let Some(dir) = std::env::var_os("LINT_CORPUS_DIR") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (i, p) in corpus().iter().enumerate() {
            std::fs::write(dir.join(format!("page{i:03}.html")), p).unwrap();
        }
        return;
    }
    // One pass of one side over the corpus, for an instruction count under
    // callgrind (deterministic where criterion's wall times are not):
    //   LINT_ONE_PASS=tokenizer valgrind --tool=callgrind target/release/deps/lint-…
    if let Some(side) = std::env::var_os("LINT_ONE_PASS") {
        let pages = corpus();
        let n: usize = match side.to_str() {
            Some("tokenizer") => pages.iter().map(|p| tokenize(p)).sum(),
            Some("lint") => pages
                .iter()
                .map(|p| check_bytes(p.as_bytes()).findings().len())
                .sum(),
            Some("corpus") => pages.len(),
            Some("lint_frameworks") => pages
                .iter()
                .map(|p| check_bytes_with(p.as_bytes(), &all_frameworks()).findings().len())
                .sum(),
            Some("corpus_templated") => templated(&pages).len(),
            Some("tokenizer_templated") => templated(&pages).iter().map(|p| tokenize(p)).sum(),
            Some("lint_templated") => templated(&pages)
                .iter()
                .map(|p| check_bytes_with(p.as_bytes(), &all_frameworks()).findings().len())
                .sum(),
            _ => panic!("LINT_ONE_PASS is tokenizer, lint, corpus, lint_frameworks, corpus_templated, tokenizer_templated or lint_templated"),
        };
        println!("{n}");
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
