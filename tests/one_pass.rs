//! One read of a value per attribute: a registry row's `check` is its one
//! pass, and `validate`, `read` and `authoring` are its answers. This test
//! ties that one pass to the syntaxes' public faces called one by one (the
//! `validate_*`, `parse_*` and author-requirement functions the rows were
//! built from before they had one pass), on every input of every case file
//! in `tests/data`, for every row whose check returns more than a verdict:
//! the verdict, the reading and the author requirement must be what those
//! functions give separately.
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

use html_microsyntax::error::{Field, Violation};
use html_microsyntax::registry::{self, Checked, Context, Reading};
use html_microsyntax::{color, datetime, keywords, numbers, table_spans, Error, ErrorKind};

/// Drops a value.
fn ok<T>(r: Result<T, Error>) -> Result<(), Error> {
    r.map(|_| ())
}

/// The authoring answer of a valid value, as `check_attribute` ran it.
fn beyond(syntax: &Result<(), Error>, authoring: Result<(), Error>) -> Option<Error> {
    syntax.as_ref().ok().and(authoring.err())
}

fn dated(syntax: Result<(), Error>, reading: Option<Reading>, value: &str) -> Expected {
    let authoring = beyond(&syntax, datetime::check_in_practice(value));
    (syntax, authoring, reading)
}

type Expected = (Result<(), Error>, Option<Error>, Option<Reading>);

/// The error the rows build for a number that is not greater than zero:
/// at the value's start.
fn not_positive(value: &str) -> Error {
    Error::new(ErrorKind::Invalid(Violation::NotPositive), value, 0)
}

/// What the row named `name` answered before it had one pass: its
/// syntax's public functions, one by one. `None` for a row whose check is
/// a verdict only (its `validate` is the one function it calls).
fn separately(name: &str, v: &str) -> Option<Expected> {
    let non_negative = |n: u64| Reading::Integer(i64::try_from(n).unwrap_or(i64::MAX));
    Some(match name {
        "valid_integer" => (
            ok(numbers::validate_integer(v)),
            None,
            numbers::parse_integer(v).ok().map(Reading::Integer),
        ),
        "valid_non_negative_integer" => (
            ok(numbers::validate_non_negative_integer(v)),
            None,
            numbers::parse_non_negative_integer(v)
                .ok()
                .map(non_negative),
        ),
        "valid_non_negative_integer_greater_than_zero" => (
            numbers::validate_non_negative_integer(v).and_then(|n| match n > 0 {
                true => Ok(()),
                false => Err(not_positive(v)),
            }),
            None,
            numbers::parse_non_negative_integer(v)
                .ok()
                .map(non_negative),
        ),
        "valid_heading_offset" => (
            numbers::validate_non_negative_integer(v).and_then(|n| match n <= 8 {
                true => Ok(()),
                false => Err(Error::new(
                    ErrorKind::OutOfRange {
                        field: Field::Integer,
                        value: i64::try_from(n).unwrap_or(i64::MAX),
                        min: 0,
                        max: 8,
                    },
                    v,
                    0,
                )),
            }),
            None,
            numbers::parse_non_negative_integer(v)
                .ok()
                .map(non_negative),
        ),
        "valid_float" => (
            match numbers::is_valid_float(v) {
                true => Ok(()),
                false => ok(numbers::validate_float(v)),
            },
            None,
            numbers::parse_float(v).ok().map(Reading::Float),
        ),
        "valid_step" if v.eq_ignore_ascii_case("any") => (Ok(()), None, Some(Reading::AnyStep)),
        "valid_step" => (
            numbers::validate_float(v).and_then(|n| match n > 0.0 {
                true => Ok(()),
                false => Err(not_positive(v)),
            }),
            None,
            numbers::parse_float(v).ok().map(Reading::Float),
        ),
        "dimension" => (
            Ok(()),
            None,
            numbers::parse_dimension(v).ok().map(Reading::Dimension),
        ),
        "valid_month" => dated(
            ok(datetime::validate_month(v)),
            datetime::parse_month(v).ok().map(Reading::Month),
            v,
        ),
        "valid_date" => dated(
            ok(datetime::validate_date(v)),
            datetime::parse_date(v).ok().map(Reading::Date),
            v,
        ),
        "valid_time" => (
            ok(datetime::validate_time(v)),
            None,
            datetime::parse_time(v).ok().map(Reading::Time),
        ),
        "valid_local_datetime" => dated(
            ok(datetime::validate_local_date_time(v)),
            datetime::parse_local_date_time(v)
                .ok()
                .map(Reading::LocalDateTime),
            v,
        ),
        "valid_normalized_local_datetime" => dated(
            ok(datetime::validate_normalized_local_date_time(v)),
            datetime::parse_local_date_time(v)
                .ok()
                .map(Reading::LocalDateTime),
            v,
        ),
        "valid_time_zone_offset" => dated(ok(datetime::validate_time_zone_offset(v)), None, v),
        "valid_global_datetime" => dated(ok(datetime::validate_global_date_time(v)), None, v),
        "valid_week" => dated(
            ok(datetime::validate_week(v)),
            datetime::parse_week(v).ok().map(Reading::Week),
            v,
        ),
        "valid_date_with_optional_time" => dated(
            ok(datetime::validate_date_with_optional_time(v)),
            datetime::parse_date_or_time(v)
                .ok()
                .map(Reading::DateOrTime),
            v,
        ),
        "valid_simple_color" => (
            ok(color::parse_simple_color(v)),
            None,
            color::parse_simple_color(v).ok().map(Reading::Color),
        ),
        "valid_lowercase_simple_color" => (
            ok(color::validate_lowercase_simple_color(v)),
            None,
            color::parse_simple_color(v).ok().map(Reading::Color),
        ),
        "legacy_color" => (
            Ok(()),
            None,
            color::parse_legacy_color(v).ok().map(Reading::Color),
        ),
        "valid_column_span" => (
            ok(table_spans::validate_column_span(v)),
            None,
            table_spans::column_span(v).map(non_negative),
        ),
        "valid_row_span" => (
            ok(table_spans::validate_row_span(v)),
            None,
            table_spans::row_span(v).map(non_negative),
        ),
        "valid_command" if v.starts_with("--") => {
            (Ok(()), None, Some(Reading::State(Some("custom"))))
        }
        "valid_command" => (
            ok(keywords::enumerated::COMMAND.validate(v)),
            None,
            Some(Reading::State(keywords::enumerated::COMMAND.state(Some(v)))),
        ),
        "valid_role" => {
            let syntax = ok(html_microsyntax::aria_role::validate_role(v));
            let authoring = beyond(
                &syntax,
                html_microsyntax::aria_role::check_deprecated_roles(v),
            );
            (syntax, authoring, None)
        }
        "valid_permissions_policy" => {
            use html_microsyntax::permissions_policy as p;
            let syntax = ok(p::validate_serialized_permissions_policy(v));
            let authoring = beyond(&syntax, p::check_permissions_policy_warnings(v));
            (syntax, authoring, None)
        }
        #[cfg(feature = "std")]
        "valid_media_query_list" => {
            let syntax = ok(html_microsyntax::media::validate_media_query_list(v));
            let authoring = beyond(
                &syntax,
                html_microsyntax::media::check_author_requirements(v),
            );
            (syntax, authoring, None)
        }
        #[cfg(feature = "css-color")]
        "valid_css_color" => {
            let color = html_microsyntax::css_color::parse_css_color(v);
            (ok(color.clone()), None, color.ok().map(Reading::CssColor))
        }
        _ => return None,
    })
}

#[test]
fn each_rows_one_pass_answers_what_its_syntaxs_functions_answer_one_by_one() {
    let inputs = common::case_inputs();
    assert!(inputs.len() > 3_000, "{} inputs", inputs.len());
    let none = Context::default();
    let (mut compared, mut rows) = (0, 0);
    for row in registry::SYNTAXES {
        let mut any = false;
        for v in &inputs {
            let checked: Checked = (row.check)(v, &none);
            // The row's own views are the one pass's answers.
            assert_eq!(
                (row.validate)(v, &none),
                checked.syntax,
                "{} {v:?}",
                row.name
            );
            assert_eq!((row.read)(v, &none), checked.reading, "{} {v:?}", row.name);
            let authoring = row.authoring.map(|a| a(v, &none).err()).unwrap_or(None);
            assert_eq!(authoring, checked.authoring, "{} {v:?}", row.name);
            if !row.checked {
                continue;
            }
            let Some(expected) = separately(row.name, v) else {
                continue;
            };
            any = true;
            compared += 1;
            let got = (checked.syntax, checked.authoring, checked.reading);
            assert_eq!(got, expected, "{} {v:?}", row.name);
        }
        rows += usize::from(any);
    }
    // Every checked row this file knows the one-by-one functions of (the
    // media query and CSS color rows only in the builds that check them).
    let known = registry::SYNTAXES
        .iter()
        .filter(|row| row.checked && separately(row.name, "").is_some())
        .count();
    assert_eq!(rows, known, "{rows} rows compared");
    let at_least = if cfg!(feature = "std") { 25 } else { 20 };
    assert!(rows >= at_least, "{rows} rows compared");
    assert!(compared > 50_000, "{compared} comparisons");
}
