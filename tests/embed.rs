//! The embedder's program of `examples/embed.rs`, as a test: a host grammar
//! over `LocatedSpan` mixing date, time, offset, duration and float
//! components, with `alt`, an optional component, a validity check of a
//! piece, the host's own failure, and errors that need no hand-built
//! offsets or carets. The error reports are snapshotted.
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

#[allow(dead_code)] // The example's `main` is not called here.
#[path = "../examples/embed.rs"]
mod embed;

use std::fmt::Write as _;

use embed::{parse_schedule, Start};
use html_microsyntax::datetime::Duration;

#[test]
fn a_schedule_parses() {
    let entries = parse_schedule(
        "2024-03-01T09:00Z every PT2H; 10:30 every 1h 30m x1.5; 2024-03-03 every P1D",
    )
    .unwrap();
    assert_eq!(entries.len(), 3);
    assert!(matches!(
        entries[0].start,
        Start::Date(_, Some((_, Some(_))))
    ));
    assert_eq!(entries[0].every, Duration::new(7200, 0).unwrap());
    assert!(matches!(entries[1].start, Start::Time(_)));
    assert_eq!((entries[1].every.seconds(), entries[1].factor), (5400, 1.5));
    assert!(matches!(entries[2].start, Start::Date(_, None)));
    assert_eq!(entries[2].factor, 1.0);
}

#[test]
fn errors_point_at_the_character() {
    let cases = [
        // alt keeps the branch that got furthest: the date's day (offset 31),
        // not the time's missing ':' (offset 25).
        "2024-03-01 every PT2H; 2023-02-29 every P1D",
        // The time inside a date is checked as a valid time string.
        "2024-03-01T09:00:00.123456Z every PT2H",
        // The optional factor is committed by its 'x' (peek + cut).
        "10:30 every 1h 30m x",
        // The duration component leaves ", 11:00" for the host, whose own
        // failure names its separator.
        "10:30 every PT1H, 11:00 every PT1H",
        // A duration that counts months: the component's own error.
        "10:30 every P1M",
        // Lines: a multi-line attribute value keeps line and column.
        "10:30 every PT1H;\n2024-13-01 every P1D",
    ];
    let mut snap = String::new();
    for input in cases {
        let err = parse_schedule(input).unwrap_err();
        writeln!(
            snap,
            "{input:?}\n  ! {} at {}:{} (offset {})",
            err.kind().code(),
            err.line(),
            err.column(),
            err.offset()
        )
        .unwrap();
        for line in err.report(input).to_string().lines() {
            writeln!(snap, "  | {line}").unwrap();
        }
    }
    common::settings().bind(|| insta::assert_snapshot!("embed_errors", snap));
}

#[test]
fn errors_go_through_question_mark() {
    fn run(input: &str) -> Result<usize, Box<dyn std::error::Error>> {
        Ok(parse_schedule(input)?.len())
    }
    assert_eq!(run("10:30 every PT1H").unwrap(), 1);
    let err = run("10:30 every PT1H, x").unwrap_err();
    assert_eq!(
        err.to_string(),
        "expected ';' between entries at line 1, column 17"
    );
}

#[cfg(feature = "miette")]
#[test]
fn a_host_failure_is_a_miette_diagnostic() {
    use miette::Diagnostic;
    let input = "10:30 every PT1H, 11:00 every PT1H";
    let d = parse_schedule(input).unwrap_err().into_diagnostic(input);
    assert_eq!(d.code().unwrap().to_string(), "html_microsyntax::host");
    let mut out = String::new();
    miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
        .render_report(&mut out, &d)
        .unwrap();
    assert!(out.contains("expected ';' between entries"), "{out}");
}

/// A host with its own error type: the components work with any
/// `ParseError + FromExternalError<I, ErrorKind>`, so the host keeps its
/// error and still learns our step's kind and position.
#[test]
fn a_host_keeps_its_own_error_type() {
    use html_microsyntax::datetime::{date_component, duration_component};
    use html_microsyntax::prelude::*;
    use nom::error::{ErrorKind as NomKind, FromExternalError, ParseError};
    use nom::{bytes::complete::tag, Parser};

    /// The host's error: where, and either our step's kind or nom's.
    #[derive(Debug)]
    struct HostError {
        offset: usize,
        step: Option<ErrorKind>,
        nom: Option<NomKind>,
    }
    impl<'a> ParseError<Span<'a>> for HostError {
        fn from_error_kind(input: Span<'a>, kind: NomKind) -> Self {
            HostError {
                offset: input.location_offset(),
                step: None,
                nom: Some(kind),
            }
        }
        fn append(_: Span<'a>, _: NomKind, other: Self) -> Self {
            other
        }
    }
    impl<'a> FromExternalError<Span<'a>, ErrorKind> for HostError {
        fn from_external_error(input: Span<'a>, _: NomKind, e: ErrorKind) -> Self {
            HostError {
                offset: input.location_offset(),
                step: Some(e),
                nom: None,
            }
        }
    }

    let mut entry = (date_component, tag(" every "), duration_component);
    let run = |text: &'static str| {
        let mut p = (
            date_component::<_, HostError>,
            tag(" every "),
            duration_component,
        );
        p.parse(span(text))
            .map(|(rest, (d, _, every))| (*rest.fragment(), d.to_string(), every.seconds()))
    };
    assert_eq!(
        run("2024-02-29 every PT2H; x").unwrap(),
        ("; x", "2024-02-29".to_string(), 7200)
    );
    let nom::Err::Error(e) = run("2023-02-29 every PT2H").unwrap_err() else {
        unreachable!()
    };
    assert_eq!(
        (e.offset, e.step.map(|k| k.code()), e.nom),
        (8, Some("day_out_of_range"), None)
    );
    let nom::Err::Error(e) = run("2024-02-29 each PT2H").unwrap_err() else {
        unreachable!()
    };
    assert_eq!((e.offset, e.step, e.nom), (10, None, Some(NomKind::Tag)));
    // The same grammar with the crate's own StepError, for comparison.
    let r: nom::IResult<Span, _, StepError<Span>> = entry.parse(span("2024-02-29 every P1M"));
    let nom::Err::Error(e) = r.unwrap_err() else {
        unreachable!()
    };
    assert_eq!(e.kind.code(), "duration_months");
}

/// The host's own failure with a code and a message built at run time:
/// visible through `Display`, `code()`, the caret report and serde.
#[test]
fn a_host_failure_has_a_code_and_a_run_time_message() {
    let input = "10:30 every PT1H;\n11:00 every PT1H x12.5";
    let err = parse_schedule(input).unwrap_err();
    assert_eq!(err.kind().code(), "factor_too_large");
    assert_eq!((err.offset(), err.line(), err.column()), (36, 2, 19));
    assert_eq!(
        err.message().to_string(),
        "expected a factor of at most 10, found 12.5"
    );
    assert_eq!(
        err.to_string(),
        "expected a factor of at most 10, found 12.5 at line 2, column 19"
    );
    assert_eq!(
        err.report(input).to_string(),
        "11:00 every PT1H x12.5\n                  ^ expected a factor of at most 10, found 12.5\n  in a schedule entry at line 2, column 1"
    );
    #[cfg(feature = "serde")]
    assert_eq!(
        serde_json::to_value(&err).unwrap(),
        serde_json::json!({"kind": "factor_too_large", "offset": 36, "line": 2, "column": 19,
            "message": "expected a factor of at most 10, found 12.5"})
    );
}

/// `finish` and `Error::from_nom`: one call from a nom result to the
/// located error, leftover input included.
#[test]
fn finish_and_from_nom_locate_in_one_call() {
    use html_microsyntax::datetime::date_component;
    use html_microsyntax::prelude::*;

    let input = "2024-02-29x";
    let err = finish(input, date_component::<_, StepError<Span>>(span(input))).unwrap_err();
    assert_eq!(
        (err.kind().code(), err.offset(), err.column()),
        ("trailing_input", 10, 11)
    );
    assert_eq!(
        err.to_string(),
        "expected the end of the input, found 'x' at line 1, column 11"
    );
    // The same over &str: located by the rest's length.
    let err = finish(input, date_component::<_, StepError<&str>>(input)).unwrap_err();
    assert_eq!((err.kind().code(), err.offset()), ("trailing_input", 10));

    let input = "2023-02-29";
    let err = finish(input, date_component::<_, StepError<Span>>(span(input))).unwrap_err();
    assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));

    // A streaming parser's Incomplete: the end came too early.
    let err = Error::from_nom::<Span>(input, nom::Err::Incomplete(nom::Needed::new(2)));
    assert_eq!(
        (err.kind().code(), err.offset(), err.column()),
        ("empty", 10, 11)
    );
}

/// A step error over a span shows where it is, in characters; over a
/// `&str` (which does not know) only the message.
#[test]
fn a_step_error_over_a_span_displays_line_and_column() {
    use html_microsyntax::datetime::date_component;
    use html_microsyntax::prelude::*;
    use nom::Parser;

    let input = "é;\nxx 2023-02-30";
    let mut p = (
        nom::bytes::complete::tag("é;\nxx "),
        date_component::<_, StepError<Span>>,
    );
    let nom::Err::Error(e) = p.parse(span(input)).unwrap_err() else {
        unreachable!()
    };
    assert_eq!(
        e.to_string(),
        "day 30 is out of range for 2023-02, expected 01 to 28 at line 2, column 12"
    );
    assert_eq!(e.input.location(), Some((2, 12)));
    let nom::Err::Error(e) = date_component::<_, StepError<&str>>("2023-02-30").unwrap_err() else {
        unreachable!()
    };
    assert_eq!(
        e.to_string(),
        "day 30 is out of range for 2023-02, expected 01 to 28"
    );
}

/// `map_res` with a foreign error: `StepError` takes any `Display` error,
/// whose message the located error keeps under the code `external`.
#[test]
fn map_res_with_a_foreign_error_keeps_its_message() {
    use html_microsyntax::numbers::integer_component;
    use html_microsyntax::prelude::*;
    use nom::{combinator::map_res, Parser};

    let mut byte = map_res(integer_component::<_, StepError<Span>>, u8::try_from);
    let input = "  300";
    let err = finish(input, byte.parse(span(input))).unwrap_err();
    assert_eq!(err.kind().code(), "external");
    // map_res reports at the start of what it mapped.
    assert_eq!(err.offset(), 0);
    assert_eq!(
        err.message().to_string(),
        "out of range integral type conversion attempted"
    );
    assert_eq!(finish("42", byte.parse(span("42"))), Ok(42));
    // str::parse's error too, over &str.
    let mut word = map_res(
        nom::character::complete::alpha1::<&str, StepError<&str>>,
        |w: &str| w.parse::<bool>(),
    );
    let nom::Err::Error(e) = word.parse("maybe").unwrap_err() else {
        unreachable!()
    };
    assert_eq!(
        (e.kind.code(), e.to_string()),
        (
            "external",
            "provided string was not `true` or `false`".to_string()
        )
    );
}
