//! Embedding the crate's components in a host nom grammar.
//!
//! The host syntax is a small timetable, one entry per line:
//!
//! ```text
//! 2024-02-29 09:30-10:00 #ff8000 Standup
//! ```
//!
//! a date, a start and an end time, a simple color and a title. The date, the
//! times and the color are the HTML microsyntaxes (2.3.5.2, 2.3.5.4, 2.3.6),
//! read by their component combinators; the rest is the host's own grammar.
//! Over a `LocatedSpan`, a failure inside a component keeps its line and
//! column in the whole file.
//!
//! Run: `cargo run --example embed`

use html_microsyntax::color::{simple_color_component, SimpleColor};
use html_microsyntax::datetime::{date_component, time_component, Date, Time};
use html_microsyntax::prelude::*;
use nom::bytes::complete::take_till1;
use nom::character::complete::{char, line_ending, space1};
use nom::combinator::opt;
use nom::Parser;

/// One entry of the timetable.
#[derive(Debug)]
struct Entry<'a> {
    date: Date,
    start: Time,
    end: Time,
    color: SimpleColor,
    title: &'a str,
}

type Res<'a, T> = nom::IResult<Span<'a>, T, StepError<Span<'a>>>;

/// The rest of the line (the host's own production).
fn title(input: Span<'_>) -> Res<'_, Span<'_>> {
    take_till1(|c| c == '\n' || c == '\r').parse(input)
}

/// `date SP time "-" time SP color SP title`
fn entry(input: Span<'_>) -> Res<'_, Entry<'_>> {
    (
        date_component,
        space1,
        time_component,
        char('-'),
        time_component,
        space1,
        simple_color_component,
        space1,
        title,
    )
        .map(|(date, _, start, _, end, _, color, _, title)| Entry {
            date,
            start,
            end,
            color,
            title: title.fragment(),
        })
        .parse(input)
}

/// Entries, one per line. A loop rather than `separated_list0`, which would
/// backtrack from a failing entry and lose its error.
fn timetable(mut input: Span<'_>) -> Res<'_, Vec<Entry<'_>>> {
    let mut entries = Vec::new();
    while !input.fragment().is_empty() {
        let (rest, e) = entry(input)?;
        let (rest, _) = opt(line_ending).parse(rest)?;
        entries.push(e);
        input = rest;
    }
    Ok((input, entries))
}

fn run(text: &str) {
    match timetable(span(text)) {
        Ok((_, entries)) => {
            for e in entries {
                println!("{} {}–{} {} {:?}", e.date, e.start, e.end, e.color, e.title);
            }
        }
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            // The span knows where the failing step is in the whole text.
            let (line, column) = (e.input.location_line(), e.input.get_utf8_column());
            let source_line = text.lines().nth(line as usize - 1).unwrap_or("");
            println!("error at line {line}, column {column}: {}", e.kind);
            println!("  {source_line}\n  {:>width$}", "^", width = column);
        }
        Err(nom::Err::Incomplete(_)) => unreachable!("complete parsers"),
    }
}

fn main() {
    run("2024-02-29 09:30-10:00 #ff8000 Standup\n2024-03-01 14:00-15:30:15 #00FF00 Review\n");
    // The second entry's date has a day that February 2023 lacks.
    run("2024-02-29 09:30-10:00 #ff8000 Standup\n2023-02-29 14:00-15:30 #00ff00 Review\n");
}
