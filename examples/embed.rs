//! Embedding the crate's components in a host nom grammar.
//!
//! The host syntax is a `data-schedule` attribute: entries separated by `;`,
//! each a start, the word `every`, a duration and an optional factor:
//!
//! ```text
//! 2024-03-01T09:00Z every PT2H; 10:30 every 1h 30m x1.5; 2024-03-03 every P1D
//! ```
//!
//! A start is a date with an optional time (written as a *valid* time
//! string: at most three fraction digits) and an optional time-zone offset,
//! or a bare time: an `alt` of two branches. The date, the times, the
//! offset, the duration and the factor are the HTML microsyntaxes (2.3.5,
//! 2.3.4.3) read by their component combinators; `;`, `every` and `x` are the
//! host's own grammar, and so is its failure "expected ';' between entries".
//!
//! Everything runs over a `LocatedSpan`, so each error knows its place in
//! the whole attribute; `Error::from_step` turns it into the crate's located
//! error, which `?` carries into a `Box<dyn Error>`, `report` draws with a
//! caret, and miette renders as a diagnostic.
//!
//! Run: `cargo run --example embed --features miette`
// An example may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::datetime::{
    date_component, duration_component, time_component, time_zone_offset_component,
    valid_time_component, Date, Duration, Time, TimeZoneOffset,
};
use html_microsyntax::numbers::float_component;
use html_microsyntax::prelude::*;
use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::{char, multispace0, space0};
use nom::combinator::{cut, opt, peek};
use nom::error::context;
use nom::multi::separated_list1;
use nom::sequence::preceded;
use nom::Parser;

/// When an entry starts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Start {
    /// A date, with an optional time and offset.
    Date(Date, Option<(Time, Option<TimeZoneOffset>)>),
    /// A time of day.
    Time(Time),
}

/// One entry of the schedule.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Entry {
    /// When it starts.
    pub start: Start,
    /// How often it repeats.
    pub every: Duration,
    /// An optional factor (`x1.5`), 1 when absent.
    pub factor: f64,
}

type Res<'a, T> = nom::IResult<Span<'a>, T, StepError<Span<'a>>>;

/// `date ["T" valid-time [offset]] | time`: an alternative whose error is
/// the branch that got furthest (a date's impossible day, not the time's
/// missing ':').
fn start(input: Span<'_>) -> Res<'_, Start> {
    let time_of_date = preceded(
        char('T'),
        // The time inside a date is checked as a *valid* time string, where
        // it stands: no re-delimiting, no second parse.
        cut((valid_time_component, opt(time_zone_offset_component))),
    );
    alt((
        (date_component, opt(time_of_date)).map(|(d, t)| Start::Date(d, t)),
        time_component.map(Start::Time),
    ))
    .parse(input)
}

/// The host's limit on a factor.
const MAX_FACTOR: f64 = 10.0;

/// A factor: a float of at most [`MAX_FACTOR`]. A larger one is the host's
/// own failure with a code and a message built at run time
/// (`StepError::host_owned`).
fn factor(input: Span<'_>) -> Res<'_, f64> {
    let (rest, factor) = float_component(input)?;
    if factor > MAX_FACTOR {
        return Err(nom::Err::Failure(StepError::host_owned(
            input,
            "factor_too_large",
            format!("expected a factor of at most {MAX_FACTOR}, found {factor}"),
        )));
    }
    Ok((rest, factor))
}

/// `start " every " duration [" x" factor]`. The duration component stops
/// before the whitespace after its last component, so `; next` stays for
/// the host. The factor is optional: `peek` decides, `cut` commits.
fn entry(input: Span<'_>) -> Res<'_, Entry> {
    let factor = opt(preceded(peek(tag(" x")), cut(preceded(tag(" x"), factor))));
    context(
        "a schedule entry",
        (start, tag(" every "), cut(duration_component), factor),
    )
    .map(|(start, _, every, factor)| Entry {
        start,
        every,
        factor: factor.unwrap_or(1.0),
    })
    .parse(input)
}

/// `entry *(";" entry)`, to the end of the attribute.
fn schedule(input: Span<'_>) -> Res<'_, Vec<Entry>> {
    let separator = (space0, char(';'), multispace0);
    // After a ';' an entry must follow: `cut` keeps its error (without it,
    // the list would stop there and report the separator instead).
    let (rest, entries) = separated_list1(separator, cut(entry)).parse(input)?;
    if rest.fragment().is_empty() {
        Ok((rest, entries))
    } else {
        // The host's own failure, carried by the crate's error type.
        Err(nom::Err::Error(StepError::host(
            rest,
            "expected ';' between entries",
        )))
    }
}

/// Parses a whole `data-schedule` value into entries, or the crate's located
/// error (for the host's failures too): `finish` turns the nom result into
/// one, in one call.
pub fn parse_schedule(text: &str) -> Result<Vec<Entry>, Error> {
    finish(text, schedule(span(text)))
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let good = "2024-03-01T09:00Z every PT2H; 10:30 every 1h 30m x1.5; 2024-03-03 every P1D";
    for entry in parse_schedule(good)? {
        println!("{entry:?}");
    }

    // Each failure is located in the whole attribute, with a caret.
    for bad in [
        "2024-03-01 every PT2H; 2023-02-29 every P1D", // no 29 February in 2023
        "2024-03-01T09:00:00.123456Z every PT2H",      // valid times have 3 fraction digits
        "10:30 every 1h 30m x",                        // a factor needs a number
        "10:30 every PT1H, 11:00 every PT1H",          // the host's separator is ';'
        "10:30 every PT1H x12.5",                      // the host's limit, with a run-time message
    ] {
        let err = parse_schedule(bad).unwrap_err();
        println!("\n{err}\n{}", err.report(bad));
    }

    // A host failure as a miette diagnostic (feature `miette`).
    #[cfg(feature = "miette")]
    {
        let bad = "10:30 every PT1H, 11:00 every PT1H";
        let err = parse_schedule(bad).unwrap_err();
        let report = miette::Report::new(err.into_diagnostic(bad));
        println!("\n{report:?}");
    }

    // And `?` carries the located error out of main.
    let _ = parse_schedule("2024-03-01 every PT2H")?;
    Ok(())
}
