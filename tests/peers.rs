//! The peer-crate table of docs/performance.md, computed: what this crate and the crates
//! people would otherwise reach for accept on telling HTML inputs.
//!
//! The table in docs/performance.md between `<!-- peers:start -->` and
//! `<!-- peers:end -->` must equal the one computed here; when it does not,
//! the test fails and prints the table to paste (or run with
//! `PEERS_UPDATE=1` to rewrite it).
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use std::str::FromStr;

use html_microsyntax::{color, datetime, numbers};

/// The syntaxes compared, each with the peers that parse it.
#[derive(Clone, Copy)]
enum Syntax {
    Date,
    LocalDateTime,
    GlobalDateTime,
    TimeZoneOffset,
    Float,
    Color,
}

impl Syntax {
    fn name(self) -> &'static str {
        match self {
            Syntax::Date => "date",
            Syntax::LocalDateTime => "local date and time",
            Syntax::GlobalDateTime => "global date and time",
            Syntax::TimeZoneOffset => "time-zone offset",
            Syntax::Float => "floating-point number",
            Syntax::Color => "color",
        }
    }
}

const INPUTS: &[(Syntax, &str)] = &[
    (Syntax::Date, "2024-02-29"),
    (Syntax::Date, "2023-02-29"),
    (Syntax::Date, "0001-01-01"),
    (Syntax::Date, "275761-01-01"),
    (Syntax::LocalDateTime, "2024-02-29T12:00"),
    (Syntax::LocalDateTime, "2024-02-29 12:00"),
    (Syntax::GlobalDateTime, "2024-02-29T12:00:00.123456789Z"),
    (Syntax::GlobalDateTime, "2024-02-29T12:00-00:00"),
    (Syntax::TimeZoneOffset, "-00:00"),
    (Syntax::Float, "1.e3"),
    (Syntax::Float, "+1"),
    (Syntax::Float, " 1"),
    (Syntax::Color, "#FFF"),
    (Syntax::Color, "chucknorris"),
    (Syntax::Color, "transparent"),
];

const PEERS: &[&str] = &[
    "chrono",
    "time",
    "jiff",
    "speedate",
    "csscolorparser",
    "std",
];

fn mark<T, E>(r: Result<T, E>) -> String {
    if r.is_ok() { "✓" } else { "✗" }.to_string()
}

/// This crate's parse rules: the value they give (normalized), or the error code.
fn ours_rules(syntax: Syntax, s: &str) -> String {
    fn show<T: std::fmt::Display>(r: Result<T, html_microsyntax::Error>) -> String {
        match r {
            Ok(v) => format!("`{v}`"),
            Err(e) => format!("✗ `{}`", e.kind().code()),
        }
    }
    match syntax {
        Syntax::Date => show(datetime::parse_date(s)),
        Syntax::LocalDateTime => show(datetime::parse_local_date_time(s)),
        Syntax::GlobalDateTime => {
            show(datetime::parse_global_date_time(s).map(|g| g.to_utc_string()))
        }
        Syntax::TimeZoneOffset => show(datetime::parse_time_zone_offset(s)),
        Syntax::Float => show(numbers::parse_float(s).map(numbers::best_representation)),
        Syntax::Color => show(color::parse_legacy_color(s)),
    }
}

/// This crate's author conformance check.
fn ours_valid(syntax: Syntax, s: &str) -> String {
    let valid = match syntax {
        Syntax::Date => datetime::is_valid_date(s),
        Syntax::LocalDateTime => datetime::is_valid_local_date_time(s),
        Syntax::GlobalDateTime => datetime::is_valid_global_date_time(s),
        Syntax::TimeZoneOffset => datetime::is_valid_time_zone_offset(s),
        Syntax::Float => numbers::is_valid_float(s),
        Syntax::Color => color::is_valid_simple_color(s),
    };
    if valid { "✓" } else { "✗" }.to_string()
}

fn peer(name: &str, syntax: Syntax, s: &str) -> String {
    use time::format_description::well_known::{Iso8601, Rfc3339};
    use Syntax::*;
    match (name, syntax) {
        ("chrono", Date) => mark(chrono::NaiveDate::from_str(s)),
        ("chrono", LocalDateTime) => mark(chrono::NaiveDateTime::from_str(s)),
        ("chrono", GlobalDateTime) => mark(chrono::DateTime::<chrono::FixedOffset>::from_str(s)),
        ("chrono", TimeZoneOffset) => mark(chrono::FixedOffset::from_str(s)),
        ("time", Date) => mark(time::Date::parse(s, &Iso8601::DEFAULT)),
        ("time", LocalDateTime) => mark(time::PrimitiveDateTime::parse(s, &Iso8601::DEFAULT)),
        ("time", GlobalDateTime) => mark(time::OffsetDateTime::parse(s, &Rfc3339)),
        ("time", TimeZoneOffset) => mark(time::UtcOffset::parse(
            s,
            time::macros::format_description!("[offset_hour]:[offset_minute]"),
        )),
        ("jiff", Date) => mark(jiff::civil::Date::from_str(s)),
        ("jiff", LocalDateTime) => mark(jiff::civil::DateTime::from_str(s)),
        ("jiff", GlobalDateTime) => mark(jiff::Timestamp::from_str(s)),
        ("speedate", Date) => mark(speedate::Date::parse_str(s)),
        ("speedate", LocalDateTime | GlobalDateTime) => mark(speedate::DateTime::parse_str(s)),
        ("csscolorparser", Color) => mark(csscolorparser::parse(s)),
        ("std", Float) => mark(f64::from_str(s)),
        _ => String::new(),
    }
}

fn table() -> String {
    let mut out =
        String::from("| syntax | input | HTML parse rules (this crate) | valid (this crate) |");
    for p in PEERS {
        out.push_str(&format!(" {p} |"));
    }
    out.push_str("\n|---|---|---|---|");
    for _ in PEERS {
        out.push_str("---|");
    }
    out.push('\n');
    for &(syntax, input) in INPUTS {
        out.push_str(&format!(
            "| {} | `{}` | {} | {} |",
            syntax.name(),
            input.replace(' ', "␠"),
            ours_rules(syntax, input),
            ours_valid(syntax, input)
        ));
        for p in PEERS {
            out.push_str(&format!(" {} |", peer(p, syntax, input)));
        }
        out.push('\n');
    }
    out
}

#[test]
fn documented_peer_table_is_current() {
    let expected = table();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/performance.md");
    let doc = std::fs::read_to_string(path).unwrap();
    let (start, end) = ("<!-- peers:start -->\n", "<!-- peers:end -->");
    let from = doc
        .find(start)
        .expect("docs/performance.md has <!-- peers:start -->")
        + start.len();
    let to = doc
        .find(end)
        .expect("docs/performance.md has <!-- peers:end -->");
    if doc[from..to] == expected {
        return;
    }
    if std::env::var_os("PEERS_UPDATE").is_some() {
        let updated = format!("{}{expected}{}", &doc[..from], &doc[to..]);
        std::fs::write(path, updated).unwrap();
        return;
    }
    panic!(
        "the peer table of docs/performance.md is out of date; the table between the markers should be:\n\n{expected}\n(run with PEERS_UPDATE=1 to rewrite it)"
    );
}
