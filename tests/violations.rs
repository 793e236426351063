//! `violations`: every departure from a valid string, each located, and
//! the first of them is what the syntax's `validate_*` returns.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::datetime::{self, DATE_SYNTAX, DURATION_SYNTAX, GLOBAL_DATE_TIME_SYNTAX};
use html_microsyntax::numbers::{self, FLOAT_SYNTAX, INTEGER_SYNTAX, LIST_OF_FLOATS_SYNTAX};
use html_microsyntax::{violations, Error, ValidSyntax};

/// (code, offset, line, column) of each error.
fn found(input: &str, syntax: &ValidSyntax) -> Vec<(&'static str, usize, u32, u32)> {
    violations(input, syntax)
        .iter()
        .map(|e| (e.kind().code(), e.offset(), e.line(), e.column()))
        .collect()
}

#[test]
fn every_violation_is_located() {
    assert_eq!(
        found("\n +12", &INTEGER_SYNTAX),
        [("leading_whitespace", 0, 1, 1), ("plus_sign", 2, 2, 2)]
    );
    assert_eq!(
        found("+1.e400", &FLOAT_SYNTAX),
        [
            ("plus_sign", 0, 1, 1),
            ("fraction_without_digits", 2, 1, 3),
            ("float_overflow", 0, 1, 1)
        ]
    );
    assert_eq!(found("é", &FLOAT_SYNTAX), [("expected_number", 0, 1, 1)]);
    assert_eq!(
        found("+1,+2,3e", &LIST_OF_FLOATS_SYNTAX),
        [
            ("plus_sign", 0, 1, 1),
            ("plus_sign", 3, 1, 4),
            ("exponent_without_digits", 7, 1, 8),
            ("expected_comma", 7, 1, 8)
        ]
    );
    assert_eq!(
        found("2024-03-01 09:00:00.1234-00:00", &GLOBAL_DATE_TIME_SYNTAX),
        [
            ("too_many_fraction_digits", 23, 1, 24),
            ("negative_zero_offset", 24, 1, 25)
        ]
    );
    assert_eq!(
        found("P1D 1H", &DURATION_SYNTAX),
        [("whitespace", 3, 1, 4), ("component_order", 5, 1, 6)]
    );
    assert_eq!(found("2024-02-29", &DATE_SYNTAX), []);
    assert_eq!(DATE_SYNTAX.name(), "date");
}

/// The first error is `validate_*`'s, for the valid inputs (none) and
/// the invalid ones.
#[test]
fn the_first_is_what_validate_returns() {
    type Validate = fn(&str) -> Result<(), Error>;
    let pairs: [(ValidSyntax, Validate); 6] = [
        (INTEGER_SYNTAX, |s| numbers::validate_integer(s).map(drop)),
        (FLOAT_SYNTAX, |s| numbers::validate_float(s).map(drop)),
        (LIST_OF_FLOATS_SYNTAX, |s| {
            numbers::validate_list_of_floats(s).map(drop)
        }),
        (DATE_SYNTAX, |s| datetime::validate_date(s).map(drop)),
        (GLOBAL_DATE_TIME_SYNTAX, |s| {
            datetime::validate_global_date_time(s).map(drop)
        }),
        (DURATION_SYNTAX, |s| {
            datetime::validate_duration(s).map(drop)
        }),
    ];
    let inputs = [
        "",
        "1",
        " +12",
        "+1.e400",
        "1e",
        "1,2",
        "+1,,2",
        "2024-02-29",
        "2023-02-29x",
        "2024-03-01 09:00:00.1234-00:00",
        "2024-03-01T09:00Z",
        "P1D 1H",
        "PT1H",
        "1h 1h",
        "x",
    ];
    for (syntax, validate) in pairs {
        for input in inputs {
            assert_eq!(
                violations(input, &syntax).into_iter().next(),
                validate(input).err(),
                "{syntax:?} {input:?}"
            );
        }
    }
}
