//! Validating a list of attribute values, with caret reports.
//!
//! Reads `syntax=value` lines from the file named on the command line, or
//! from standard input, checks each value against the author conformance
//! rules of its microsyntax ("valid X string"; the names are the registry's,
//! `html_microsyntax::registry::SYNTAXES`), and prints a caret report
//! under the first offending character of each invalid one. Blank lines and
//! lines starting with `#` are skipped. The exit status is 1 when a value is
//! invalid.
//!
//! Run: `cargo run --example lint -- examples/attributes.txt`
//! or   `printf 'valid_date=2023-02-29\n' | cargo run --example lint`
// An example may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use std::io::{self, Read};
use std::process::ExitCode;

use html_microsyntax::registry::{self, Context};
use html_microsyntax::Error;

/// The conformance check of the registry row named `syntax`, with no
/// context (no element, no other attributes).
fn check(syntax: &str, value: &str) -> Option<Result<(), Error>> {
    let def = registry::find(syntax)?;
    Some((def.validate)(value, &Context::default()))
}

fn main() -> ExitCode {
    let mut text = String::new();
    let read = match std::env::args().nth(1) {
        Some(path) => std::fs::read_to_string(&path).map(|t| text = t),
        None => io::stdin().read_to_string(&mut text).map(|_| ()),
    };
    if let Err(e) = read {
        eprintln!("lint: {e}");
        return ExitCode::from(2);
    }
    let mut invalid = 0;
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((syntax, value)) = line.split_once('=') else {
            eprintln!("line {}: expected syntax=value", n + 1);
            invalid += 1;
            continue;
        };
        match check(syntax, value) {
            None => {
                eprintln!("line {}: unknown syntax {syntax:?}", n + 1);
                invalid += 1;
            }
            Some(Ok(())) => println!("ok    {line}"),
            Some(Err(e)) => {
                invalid += 1;
                // Relocate the error from the value into the whole line, so
                // the caret report shows the attribute's name too.
                let at = syntax.len() + 1 + e.offset();
                let in_line = Error::new(e.kind(), line, at);
                println!("error line {} ({}):", n + 1, e.kind().code());
                println!("{}", in_line.report(line));
            }
        }
    }
    if invalid == 0 {
        ExitCode::SUCCESS
    } else {
        println!("{invalid} invalid value(s)");
        ExitCode::from(1)
    }
}
