//! The attribute table's rows for the syntaxes defined outside section 2.3
//! (srcset and sizes need `std`, URLs the `url` feature): data-driven cases
//! with snapshots, in the format of `tests/attributes.rs`.
#![cfg(all(feature = "std", feature = "url"))]
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use html_microsyntax::attributes::check_attribute;
use html_microsyntax::Error;

fn check(input: &str) -> Result<String, Error> {
    let (element, others, name, value, at) = common::parse_attribute_case(input);
    let others: Vec<(&str, &str)> = others
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let c = check_attribute(&element, &name, &value, &others);
    match (c.syntax_name(), c.violations.first()) {
        (None, _) => Ok("no microsyntax".into()),
        (Some(_), Some(e)) => Err(e.clone().shifted(input, at)),
        (Some(syntax), None) => Ok(format!(
            "{syntax} = {}",
            c.reading.map_or("nothing".into(), |r| format!("{r:?}"))
        )),
    }
}

#[test]
fn attributes_outside() {
    common::settings().bind(|| {
        insta::glob!("data/attributes_outside/*.cases", |path| {
            insta::assert_snapshot!(common::run_cases(path, check));
        });
    });
}
