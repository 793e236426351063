//! The registry rows of the numbers (2.3.4): integers, non-negative
//! integers, floats, lists of floats, dimensions, and the attributes that
//! are numbers with a range (`step`, `headingoffset`).

use crate::base::error::{Error, ErrorKind, Field, Violation};
use crate::common::numbers;
use crate::common::row::{def, html, nothing, ok, Context, Reading, SyntaxDef};

/// A number that must be greater than zero, at the value's start.
fn positive(value: &str, ok: bool) -> Result<(), Error> {
    if ok {
        Ok(())
    } else {
        Err(Error::new(
            ErrorKind::Invalid(Violation::NotPositive),
            value,
            0,
        ))
    }
}

fn non_negative(n: u64) -> Reading {
    Reading::Integer(i64::try_from(n).unwrap_or(i64::MAX))
}

fn read_integer(value: &str, _: &Context<'_>) -> Option<Reading> {
    numbers::parse_integer(value).ok().map(Reading::Integer)
}

fn read_non_negative(value: &str, _: &Context<'_>) -> Option<Reading> {
    numbers::parse_non_negative_integer(value)
        .ok()
        .map(non_negative)
}

fn read_float(value: &str, _: &Context<'_>) -> Option<Reading> {
    numbers::parse_float(value).ok().map(Reading::Float)
}

/// A valid floating-point number: the syntax decides (`1e400` is valid
/// though no double holds it); the validating function locates a violation.
fn validate_float(value: &str, _: &Context<'_>) -> Result<(), Error> {
    if numbers::is_valid_float(value) {
        Ok(())
    } else {
        ok(numbers::validate_float(value))
    }
}

/// [`step`](https://html.spec.whatwg.org/multipage/input.html#attr-input-step):
/// "any", or a valid floating-point number greater than zero.
fn validate_step(value: &str, _: &Context<'_>) -> Result<(), Error> {
    if value.eq_ignore_ascii_case("any") {
        return Ok(());
    }
    numbers::validate_float(value).and_then(|n| positive(value, n > 0.0))
}

fn read_step(value: &str, c: &Context<'_>) -> Option<Reading> {
    if value.eq_ignore_ascii_case("any") {
        Some(Reading::AnyStep)
    } else {
        read_float(value, c)
    }
}

/// A valid integer; reads the rules for parsing integers.
pub static VALID_INTEGER: SyntaxDef = def(
    "valid_integer",
    html!("common-microsyntaxes.html#valid-integer"),
    "is it a valid integer",
    |v, _| ok(numbers::validate_integer(v)),
    read_integer,
);

/// A valid non-negative integer.
pub static VALID_NON_NEGATIVE_INTEGER: SyntaxDef = def(
    "valid_non_negative_integer",
    html!("common-microsyntaxes.html#valid-non-negative-integer"),
    "is it a valid non-negative integer",
    |v, _| ok(numbers::validate_non_negative_integer(v)),
    read_non_negative,
);

/// A valid non-negative integer greater than zero (`size`, `cols`, `rows`).
pub static VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO: SyntaxDef = def(
    "valid_non_negative_integer_greater_than_zero",
    html!("common-microsyntaxes.html#valid-non-negative-integer"),
    "is it a valid non-negative integer greater than zero",
    |v, _| numbers::validate_non_negative_integer(v).and_then(|n| positive(v, n > 0)),
    read_non_negative,
);

/// A valid floating-point number.
pub static VALID_FLOAT: SyntaxDef = def(
    "valid_float",
    html!("common-microsyntaxes.html#valid-floating-point-number"),
    "is it a valid floating-point number",
    validate_float,
    read_float,
);

/// A valid list of floating-point numbers (comma-separated); like
/// [`VALID_FLOAT`], the syntax decides (`1,1e400` is valid).
pub static VALID_LIST_OF_FLOATS: SyntaxDef = def(
    "valid_list_of_floats",
    html!("common-microsyntaxes.html#valid-list-of-floating-point-numbers"),
    "is it a valid list of floating-point numbers",
    |v, _| {
        if numbers::is_valid_list_of_floats(v) {
            Ok(())
        } else {
            ok(numbers::validate_list_of_floats(v))
        }
    },
    nothing,
);

/// `<input step>`: a valid floating-point number greater than zero, or
/// `any` (ASCII case-insensitive).
pub static VALID_STEP: SyntaxDef = def(
    "valid_step",
    html!("input.html#attr-input-step"),
    "is it a valid step: any, or a valid floating-point number greater than zero",
    validate_step,
    read_step,
);

/// An obsolete dimension (`<table width>`): no valid syntax of its own (the
/// attribute row's obsolete verdict is the conformance answer); read by the
/// rules for parsing dimension values.
pub static DIMENSION: SyntaxDef = def(
    "dimension",
    html!("common-microsyntaxes.html#rules-for-parsing-dimension-values"),
    "rules for parsing dimension values",
    |_, _| Ok(()),
    |v, _| numbers::parse_dimension(v).ok().map(Reading::Dimension),
);

/// `headingoffset`: a valid non-negative integer from 0 to 8.
pub static VALID_HEADING_OFFSET: SyntaxDef = def(
    "valid_heading_offset",
    html!("sections.html#attr-headingoffset"),
    "a valid non-negative integer from 0 to 8 (headingoffset)",
    validate_heading_offset,
    read_non_negative,
);

/// `headingoffset`: "a valid non-negative integer between 0 and 8,
/// inclusive"; a larger one is out of range at its first digit.
fn validate_heading_offset(value: &str, _: &Context<'_>) -> Result<(), Error> {
    let n = numbers::validate_non_negative_integer(value)?;
    if n <= 8 {
        return Ok(());
    }
    let kind = ErrorKind::OutOfRange {
        field: Field::Integer,
        value: i64::try_from(n).unwrap_or(i64::MAX),
        min: 0,
        max: 8,
    };
    Err(Error::new(kind, value, 0))
}
