//! The registry rows of the numbers (2.3.4): integers, non-negative
//! integers, floats, lists of floats, dimensions, and the attributes that
//! are numbers with a range (`step`, `headingoffset`).

use crate::base::entry;
use crate::base::error::{Error, ErrorKind, Field, Violation};
use crate::base::valid::report_to_end;
use crate::common::numbers;
use crate::common::row::{html, reports_all, row, Checked, Reading, SyntaxDef};

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

/// A valid floating-point number and the rules for parsing floating-point
/// number values, in one pass: the syntax decides validity (`1e400` is
/// valid though no double holds it), the conversion of the same scan gives
/// the value; the conversion's error with it, for the syntaxes that need a
/// value.
fn check_float(value: &str) -> (Result<(), Error>, Option<Result<f64, Error>>) {
    let (syntax, scan) = entry::check_prefix(value, |text, sink| {
        super::float::float_syntax_steps(text, 0, sink)
    });
    let number = scan.map(|scan| {
        numbers::float_value_kind(&scan).map_err(|kind| Error::new(kind, value, scan.start))
    });
    (syntax, number)
}

/// [`check_float`]'s verdict with the conversion's error, as
/// [`numbers::validate_float`] answers: a valid float that is also a
/// double, and the value the parse rules read.
fn check_double(value: &str) -> (Result<f64, Error>, Option<f64>) {
    let (syntax, number) = check_float(value);
    let read = number.as_ref().and_then(|n| n.as_ref().ok().copied());
    let verdict = match (syntax, number) {
        (Err(e), _) => Err(e),
        (Ok(()), Some(number)) => number,
        // Unreachable: a valid syntax was scanned.
        (Ok(()), None) => Err(Error::new(
            ErrorKind::expected(crate::base::error::Expected::Number, value),
            value,
            0,
        )),
    };
    (verdict, read)
}

/// [`step`](https://html.spec.whatwg.org/multipage/input.html#attr-input-step):
/// "any", or a valid floating-point number greater than zero.
fn check_step(value: &str) -> Checked {
    if value.eq_ignore_ascii_case("any") {
        return Checked::new(Ok(()), Some(Reading::AnyStep));
    }
    let (verdict, read) = check_double(value);
    Checked::new(
        verdict.and_then(|n| positive(value, n > 0.0)),
        read.map(Reading::Float),
    )
}

/// A valid integer; reads the rules for parsing integers.
pub static VALID_INTEGER: SyntaxDef = reports_all(
    row!(
        "valid_integer",
        html!("common-microsyntaxes.html#valid-integer"),
        "is it a valid integer",
        |v, _| {
            let (syntax, n) = numbers::check_integer(v);
            Checked::new(syntax, n.map(Reading::Integer))
        },
    ),
    |v, _, report| {
        report_to_end(
            v,
            |t, s| super::integer::integer_steps::<i64, _>(t, 0, s),
            report,
        )
    },
);

/// A valid non-negative integer.
pub static VALID_NON_NEGATIVE_INTEGER: SyntaxDef = reports_all(
    row!(
        "valid_non_negative_integer",
        html!("common-microsyntaxes.html#valid-non-negative-integer"),
        "is it a valid non-negative integer",
        |v, _| {
            let (syntax, n) = numbers::check_non_negative_integer(v);
            Checked::new(syntax, n.map(non_negative))
        },
    ),
    |v, _, report| {
        report_to_end(
            v,
            |t, s| super::integer::non_negative_integer_steps::<u64, _>(t, 0, s),
            report,
        )
    },
);

/// A valid non-negative integer greater than zero (`size`, `cols`, `rows`).
pub static VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO: SyntaxDef = row!(
    "valid_non_negative_integer_greater_than_zero",
    html!("common-microsyntaxes.html#valid-non-negative-integer"),
    "is it a valid non-negative integer greater than zero",
    |v, _| {
        let (syntax, n) = numbers::check_non_negative_integer(v);
        let syntax = syntax.and_then(|()| positive(v, n.is_some_and(|n| n > 0)));
        Checked::new(syntax, n.map(non_negative))
    },
);

/// A valid floating-point number.
pub static VALID_FLOAT: SyntaxDef = reports_all(
    row!(
        "valid_float",
        html!("common-microsyntaxes.html#valid-floating-point-number"),
        "is it a valid floating-point number",
        |v, _| {
            let (syntax, number) = check_float(v);
            Checked::new(syntax, number.and_then(Result::ok).map(Reading::Float))
        },
    ),
    |v, _, report| report_to_end(v, |t, s| super::float::float_syntax_steps(t, 0, s), report),
);

/// A valid list of floating-point numbers (comma-separated); like
/// [`VALID_FLOAT`], the syntax decides (`1,1e400` is valid).
pub static VALID_LIST_OF_FLOATS: SyntaxDef = reports_all(
    row!(
        "valid_list_of_floats",
        html!("common-microsyntaxes.html#valid-list-of-floating-point-numbers"),
        "is it a valid list of floating-point numbers",
        |v, _| {
            // The syntax only (no conversion, so no bound).
            let (syntax, _) = entry::check_to_end(v, |text, sink| {
                numbers::valid_list_steps(text, 0, sink, |_| ())
            });
            Checked::new(syntax, None)
        },
    ),
    |v, _, report| report_to_end(v, |t, s| numbers::valid_list_steps(t, 0, s, |_| ()), report),
);

/// `<input step>`: a valid floating-point number greater than zero, or
/// `any` (ASCII case-insensitive).
pub static VALID_STEP: SyntaxDef = row!(
    "valid_step",
    html!("input.html#attr-input-step"),
    "is it a valid step: any, or a valid floating-point number greater than zero",
    |v, _| check_step(v),
);

/// An obsolete dimension (`<table width>`): no valid syntax of its own (the
/// attribute row's obsolete verdict is the conformance answer); read by the
/// rules for parsing dimension values.
pub static DIMENSION: SyntaxDef = row!(
    "dimension",
    html!("common-microsyntaxes.html#rules-for-parsing-dimension-values"),
    "rules for parsing dimension values",
    |v, _| Checked::new(
        Ok(()),
        numbers::parse_dimension(v).ok().map(Reading::Dimension)
    ),
);

/// `headingoffset`: a valid non-negative integer from 0 to 8.
pub static VALID_HEADING_OFFSET: SyntaxDef = row!(
    "valid_heading_offset",
    html!("sections.html#attr-headingoffset"),
    "a valid non-negative integer from 0 to 8 (headingoffset)",
    |v, _| {
        let (syntax, n) = numbers::check_non_negative_integer(v);
        let syntax = syntax.and_then(|()| heading_offset_in_range(v, n.unwrap_or(0)));
        Checked::new(syntax, n.map(non_negative))
    },
);

/// `headingoffset`: "a valid non-negative integer between 0 and 8,
/// inclusive"; a larger one is out of range at its first digit.
fn heading_offset_in_range(value: &str, n: u64) -> Result<(), Error> {
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
