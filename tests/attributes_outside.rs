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

use html_microsyntax::Error;

fn check(input: &str) -> Result<String, Error> {
    common::check_attribute_case(input, |r| r.map_or("nothing".into(), |r| format!("{r:?}")))
}

#[test]
fn attributes_outside() {
    common::settings().bind(|| {
        insta::glob!("data/attributes_outside/*.cases", |path| {
            insta::assert_snapshot!(common::run_cases(path, check));
        });
    });
}
