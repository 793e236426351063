//! 2.3.5 Dates and times as components of a host grammar: the
//! `valid_*_component` combinators and `duration_component`, by case files
//! (snapshotted, with the rest each leaves) and properties tying them to
//! the parse rules and the valid-string checks.
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

use html_microsyntax::datetime::*;
use html_microsyntax::{span, Error, Span, StepError};
use proptest::prelude::*;

/// A component's outcome as case files write it: the value and the rest it
/// leaves, or the located error.
fn run<'a, T>(
    input: &'a str,
    f: impl FnOnce(&'a str) -> nom::IResult<&'a str, T, StepError<&'a str>>,
    show: fn(T) -> String,
) -> Result<String, Error> {
    match f(input) {
        Ok((rest, v)) => Ok(format!("{} rest {rest:?}", show(v))),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err(Error::new(e.kind, input, input.len() - e.input.len()))
        }
        Err(nom::Err::Incomplete(_)) => panic!("complete parsers never ask for more"),
    }
}

use common::{date_or_time, duration, global, offset};

/// The combinator a case file runs, by its name.
fn rule(name: &str) -> fn(&str) -> Result<String, Error> {
    match name {
        "valid_month" => |s| run(s, valid_month_component, |v| v.to_string()),
        "valid_date" => |s| run(s, valid_date_component, |v| v.to_string()),
        "valid_yearless_date" => |s| run(s, valid_yearless_date_component, |v| v.to_string()),
        "time" => |s| run(s, time_component, |v| v.to_string()),
        "valid_time" => |s| run(s, valid_time_component, |v| v.to_string()),
        "valid_local_date_time" => |s| run(s, valid_local_date_time_component, |v| v.to_string()),
        "valid_normalized_local_date_time" => |s| {
            run(s, valid_normalized_local_date_time_component, |v| {
                v.to_string()
            })
        },
        "valid_time_zone_offset" => |s| run(s, valid_time_zone_offset_component, offset),
        "valid_global_date_time" => |s| run(s, valid_global_date_time_component, global),
        "valid_week" => |s| run(s, valid_week_component, |v| v.to_string()),
        "duration" => |s| run(s, duration_component, duration),
        "valid_duration" => |s| run(s, valid_duration_component, duration),
        "valid_date_with_optional_time" => {
            |s| run(s, valid_date_with_optional_time_component, date_or_time)
        }
        other => panic!("no combinator for case file {other}.cases"),
    }
}

#[test]
fn datetime_component_cases() {
    common::settings().bind(|| {
        insta::glob!("data/datetime/components/*.cases", |path| {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default();
            insta::assert_snapshot!("datetime_components", common::run_cases(path, rule(name)));
        });
    });
}

/// Strings near the syntaxes (shared with the other datetime tests).
fn near_string() -> impl Strategy<Value = String> {
    common::near_datetime_string()
}

/// The value and the offset a `&str` component reached, if it succeeded.
fn ok<'a, T>(
    input: &'a str,
    f: impl FnOnce(&'a str) -> nom::IResult<&'a str, T, StepError<&'a str>>,
) -> Option<(T, usize)> {
    f(input).ok().map(|(rest, v)| (v, input.len() - rest.len()))
}

/// The same through a `LocatedSpan`: value and offset, or kind and offset.
fn via_span<'a, T>(
    input: &'a str,
    f: impl FnOnce(Span<'a>) -> nom::IResult<Span<'a>, T, StepError<Span<'a>>>,
) -> Result<(T, usize), (&'static str, usize)> {
    match f(span(input)) {
        Ok((rest, v)) => Ok((v, rest.location_offset())),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err((e.kind.code(), e.input.location_offset()))
        }
        Err(nom::Err::Incomplete(_)) => Err(("incomplete", 0)),
    }
}

fn via_str<'a, T>(
    input: &'a str,
    f: impl FnOnce(&'a str) -> nom::IResult<&'a str, T, StepError<&'a str>>,
) -> Result<(T, usize), (&'static str, usize)> {
    match f(input) {
        Ok((rest, v)) => Ok((v, input.len() - rest.len())),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
            Err((e.kind.code(), input.len() - e.input.len()))
        }
        Err(nom::Err::Incomplete(_)) => Err(("incomplete", 0)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    /// A valid component reads what the lenient component reads: same value,
    /// same rest.
    #[test]
    fn valid_components_agree_with_the_components(s in near_string()) {
        macro_rules! agree {
            ($valid:ident, $lenient:ident) => {
                if let Some(v) = ok(&s, $valid) {
                    prop_assert_eq!(Some(v), ok(&s, $lenient), "{} on {:?}", stringify!($valid), s);
                }
            };
        }
        agree!(valid_month_component, month_component);
        agree!(valid_date_component, date_component);
        agree!(valid_yearless_date_component, yearless_date_component);
        agree!(valid_time_component, time_component);
        agree!(valid_local_date_time_component, local_date_time_component);
        agree!(valid_normalized_local_date_time_component, local_date_time_component);
        agree!(valid_time_zone_offset_component, time_zone_offset_component);
        agree!(valid_global_date_time_component, global_date_time_component);
        agree!(valid_week_component, week_component);
        agree!(valid_duration_component, duration_component);
        agree!(valid_date_with_optional_time_component, date_or_time_component);
    }

    /// Every valid string is read whole by its valid component, and a valid
    /// component that reads a whole string has read a valid string (except
    /// for a duration's trailing whitespace, which is the host's).
    #[test]
    fn valid_components_read_exactly_the_valid_strings(s in near_string()) {
        macro_rules! whole {
            ($valid:ident, $is_valid:ident) => {
                let whole = ok(&s, $valid).is_some_and(|(_, end)| end == s.len());
                prop_assert_eq!(whole, $is_valid(&s), "{} on {:?}", stringify!($valid), s);
            };
        }
        whole!(valid_month_component, is_valid_month);
        whole!(valid_date_component, is_valid_date);
        whole!(valid_yearless_date_component, is_valid_yearless_date);
        whole!(valid_time_component, is_valid_time);
        whole!(valid_local_date_time_component, is_valid_local_date_time);
        whole!(valid_normalized_local_date_time_component, is_valid_normalized_local_date_time);
        whole!(valid_time_zone_offset_component, is_valid_time_zone_offset);
        whole!(valid_global_date_time_component, is_valid_global_date_time);
        whole!(valid_week_component, is_valid_week);
        whole!(valid_date_with_optional_time_component, is_valid_date_with_optional_time);
        if s.trim_end_matches([' ', '\t', '\n', '\x0c', '\r']).len() == s.len() {
            whole!(valid_duration_component, is_valid_duration);
        }
    }

    /// The string rules are the component's steps and the end of the input:
    /// where the component leaves only ASCII whitespace, the string rules
    /// give its value; where they succeed, the component leaves only
    /// whitespace.
    #[test]
    fn duration_string_rules_are_the_component_to_the_end(s in near_string()) {
        let component = duration_component::<_, StepError<&str>>(s.as_str());
        let whole = parse_duration(&s);
        match component {
            Ok((rest, v)) if rest.bytes().all(|b| b.is_ascii_whitespace()) => {
                prop_assert_eq!(whole, Ok(v));
            }
            _ => prop_assert!(whole.is_err(), "{s:?}"),
        }
    }

    #[test]
    fn str_and_span_agree_on_the_new_components(s in near_string()) {
        macro_rules! agree {
            ($f:ident) => {
                prop_assert_eq!(via_str(&s, $f), via_span(&s, $f), "{} on {:?}", stringify!($f), s);
            };
        }
        agree!(valid_month_component);
        agree!(valid_date_component);
        agree!(valid_yearless_date_component);
        agree!(valid_time_component);
        agree!(valid_local_date_time_component);
        agree!(valid_normalized_local_date_time_component);
        agree!(valid_time_zone_offset_component);
        agree!(valid_global_date_time_component);
        agree!(valid_week_component);
        agree!(duration_component);
        agree!(valid_duration_component);
        agree!(valid_date_with_optional_time_component);
    }
}
