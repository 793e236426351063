//! Teaching the document checker a host's own attributes: a date range in
//! `data-range` (a nom grammar built from the crate's date combinator), a
//! float in `data-scale` (a syntax of the registry), and an even count (a
//! closure). Each is checked in every start tag, located in the document,
//! and configurable like the checker's own findings.
//!
//! Run: `cargo run --features document --example host_attributes`
// An example may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::datetime::date_component;
use html_microsyntax::document::{check_str_with, HostAttribute, Level, Options, Rules};
use html_microsyntax::numbers::parse_non_negative_integer;
use html_microsyntax::registry::VALID_FLOAT;
use html_microsyntax::{Error, StepError};
use nom::{bytes::complete::tag, Parser};

const PAGE: &str = r#"<!DOCTYPE html>
<section data-range="2024-01-01..2024-02-30" data-scale="1.e3">
  <ul data-pairs="3"></ul>
  <td colspan=0>
</section>
"#;

fn main() {
    // `<date>..<date>`: the whole value, or a located error.
    let range = HostAttribute::parser(
        "data-range",
        "date_range",
        "https://example.com/spec#range",
        |v| {
            (date_component, tag(".."), date_component)
                .map(|(from, _, to)| (from, to))
                .parse(v)
        },
    );
    let scale = HostAttribute::syntax("section data-scale", &VALID_FLOAT);
    let pairs = HostAttribute::check(
        "ul data-pairs",
        "even_count",
        "https://example.com/spec#pairs",
        |v| match parse_non_negative_integer(v) {
            Ok(n) if n % 2 == 1 => Err(Error::from_step(
                v,
                StepError::host_owned(v, "odd_count", format!("expected an even count, found {n}")),
            )),
            Ok(_) => Ok(()),
            Err(e) => Err(e),
        },
    );
    let options = Options::new()
        .host_attribute(range)
        .host_attribute(scale)
        .host_attribute(pairs);
    let report = check_str_with(PAGE, &options);
    for f in report.findings() {
        println!(
            "{}:{}-{}:{} {}[{}] <{} {}>: {}",
            f.line,
            f.column,
            f.end_line,
            f.end_column,
            f.syntax,
            f.kind,
            f.element,
            f.attribute,
            f.message
        );
    }
    let found: Vec<_> = report
        .findings()
        .iter()
        .map(|f| (f.syntax, f.kind))
        .collect();
    assert_eq!(
        found,
        [
            ("date_range", "day_out_of_range"),
            ("valid_float", "fraction_without_digits"),
            ("even_count", "odd_count"),
            ("valid_column_span", "not_positive"),
        ]
    );
    // The day of 2024-02-30, inside the value.
    let day = &report.findings()[0];
    assert_eq!(&PAGE[day.offset..day.end_offset], "30");
    // Configurable by the host's name, like any syntax.
    let quiet = options.rules(Rules::new().syntax("date_range", Level::Off));
    assert_eq!(check_str_with(PAGE, &quiet).findings().len(), 3);
}
