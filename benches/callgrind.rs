//! Instructions per parse, for callgrind: deterministic where wall-clock
//! medians are not (this machine is shared). Run by `benches/callgrind.sh`:
//!
//! ```text
//! benches/callgrind.sh float            # ours, this checkout
//! benches/callgrind.sh speedate/date_broken   # the peer, same corpus
//! ```
//!
//! A corpus name behind `speedate/` parses that corpus with `speedate`
//! (dates, times, local and global dates and times), the peer the criterion
//! benches compare our date errors with: instruction counts give their ratio
//! without the noise of a shared machine.
//!
//! With no arguments (as `cargo bench` runs it) it does nothing.
// A benchmark may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
use html_microsyntax::tokens::{self, Comparison};
use html_microsyntax::{color, datetime, numbers};
use std::hint::black_box;

mod common;
use common::{break_one_in_three, Lcg};

fn corpus(kind: &str) -> Vec<String> {
    let mut r = Lcg(42);
    (0..1000)
        .map(|_| {
            let (y, mo, d) = (1 + r.next(9999), 1 + r.next(12), 1 + r.next(28));
            let (h, mi, s, f) = (r.next(24), r.next(60), r.next(60), r.next(1000));
            match kind {
                "date" => format!("{y:04}-{mo:02}-{d:02}"),
                "date_err" => format!(
                    "{y:04}-{mo:02}-{:02}",
                    29 + r.next(3) + if mo == 2 { 0 } else { 3 }
                ),
                "time" => format!("{h:02}:{mi:02}:{s:02}.{f:03}"),
                "local" => format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}"),
                "global" => format!(
                    "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}{}",
                    if r.next(2) == 0 {
                        "Z".to_string()
                    } else {
                        format!("+{:02}:{:02}", r.next(14), r.next(60))
                    }
                ),
                "month" => format!("{y:04}-{mo:02}"),
                "week" => format!("{y:04}-W{:02}", 1 + r.next(52)),
                "duration" => format!("PT{}H{}M{}.{f:03}S", h, mi, s),
                "float" => format!("{}.{}e{}", r.next(100000), r.next(1000), r.next(20)),
                "float_err" => format!("{}.e", r.next(100000)),
                "integer" => format!("{}", r.next(1 << 40)),
                "legacy" => [
                    "red",
                    "chucknorris",
                    "#abc",
                    "#12345678",
                    "transparentx",
                    "ffeedd",
                ][r.next(6) as usize]
                    .to_string(),
                "simple" => format!("#{:06x}", r.next(1 << 24)),
                // Token lists, URLs and language tags (the tokens, url and
                // language benches' syntaxes).
                "tokens" | "unique" => {
                    format!(
                        "nav-item{} active  x{}\tbtn-{}",
                        r.next(9),
                        r.next(99),
                        r.next(5)
                    )
                }
                "comma" => format!("a{}, b{} ,c{}", r.next(9), r.next(99), r.next(5)),
                "url" => match r.next(3) {
                    0 => format!("/section/{}?q={}#top", r.next(100), r.next(1000)),
                    1 => format!("https://example.com/img/{}-{}.jpg", r.next(200), r.next(4)),
                    _ => format!("../css/site{}.css", r.next(10)),
                },
                "language" => [
                    "en",
                    "en-US",
                    "zh-Hant-TW",
                    "sr-Latn-RS",
                    "de-CH-1996",
                    "x-private",
                    "en-a-bbb-x-a-ccc",
                ][r.next(7) as usize]
                    .to_string(),
                // As the criterion benches' error-heavy corpora: a third of
                // the strings with one byte replaced by 'x', '9', '/' or ' '.
                "date_broken" | "local_broken" => {
                    let s = if kind == "date_broken" {
                        format!("{y:04}-{mo:02}-{d:02}")
                    } else {
                        format!("{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}")
                    };
                    break_one_in_three(s, &mut r)
                }
                _ => unreachable!(),
            }
        })
        .collect()
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    // `cargo bench` passes `--bench`: only a corpus name and a count run.
    let (Some(kind), Some(reps)) = (
        args.get(1),
        args.get(2).and_then(|n| n.parse::<usize>().ok()),
    ) else {
        return;
    };
    let (peer, kind) = match kind.split_once('/') {
        Some((peer, kind)) => (Some(peer), kind),
        None => (None, kind.as_str()),
    };
    let inputs = corpus(kind);
    if peer == Some("speedate") {
        black_box(speedate_passes(kind, &inputs, reps));
        return;
    }
    let mut ok = 0usize;
    for _ in 0..reps {
        for s in &inputs {
            let s = black_box(s.as_str());
            ok += match kind {
                "date" | "date_err" | "date_broken" => datetime::parse_date(s).is_ok() as usize,
                "time" => datetime::parse_time(s).is_ok() as usize,
                "local" | "local_broken" => datetime::parse_local_date_time(s).is_ok() as usize,
                "global" => datetime::parse_global_date_time(s)
                    .map(|g| g.utc().date().to_milliseconds())
                    .is_ok() as usize,
                "month" => datetime::parse_month(s).is_ok() as usize,
                "week" => datetime::parse_week(s).is_ok() as usize,
                "duration" => datetime::parse_duration(s).is_ok() as usize,
                "float" | "float_err" => numbers::parse_float(s).is_ok() as usize,
                "integer" => numbers::parse_integer(s).is_ok() as usize,
                "legacy" => color::parse_legacy_color(s).is_ok() as usize,
                "simple" => color::parse_simple_color(s).is_ok() as usize,
                "tokens" => tokens::parse_space_separated_tokens(s).len(),
                "comma" => tokens::parse_comma_separated_tokens(s).len(),
                "unique" => {
                    tokens::is_valid_unique_space_separated_tokens(s, Comparison::CaseSensitive)
                        as usize
                }
                #[cfg(feature = "url")]
                "url" => html_microsyntax::url::is_valid_url_string(s) as usize,
                #[cfg(not(feature = "url"))]
                "url" => panic!("the url corpus needs --features url"),
                "language" => html_microsyntax::language::parse_language_tag(s).is_ok() as usize,
                _ => 0,
            };
        }
    }
    black_box(ok);
}

/// The [`corpus`] read `reps` times by speedate, as `main` reads it with ours.
fn speedate_passes(kind: &str, inputs: &[String], reps: usize) -> usize {
    let mut ok = 0usize;
    for _ in 0..reps {
        for s in inputs {
            let s = black_box(s.as_str());
            ok += match kind {
                "date" | "date_err" | "date_broken" => speedate::Date::parse_str(s).is_ok(),
                "time" => speedate::Time::parse_str(s).is_ok(),
                "local" | "local_broken" | "global" => speedate::DateTime::parse_str(s).is_ok(),
                _ => false,
            } as usize;
        }
    }
    ok
}
