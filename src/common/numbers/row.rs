//! The registry rows of the numbers (2.3.4): integers, non-negative
//! integers, floats, lists of floats, dimensions, and the attributes that
//! are numbers with a range (`step`, `headingoffset`).

use crate::base::entry;
use crate::base::error::{Error, ErrorKind, Field, Violation};
use crate::base::step::Sink;
use crate::base::valid::report_to_end;
use crate::common::numbers;
use crate::common::row::{html, reports_all, row, Checked, Reading, SyntaxDef};

/// "Greater than zero": `not_positive` when the number is not.
fn greater_than_zero(positive: bool) -> Result<(), ErrorKind> {
    if positive {
        Ok(())
    } else {
        Err(ErrorKind::Invalid(Violation::NotPositive))
    }
}

/// A rule on a valid number's value, located at the value's start (where
/// the number of a valid value is).
fn at_start(value: &str, rule: Result<(), ErrorKind>) -> Result<(), Error> {
    rule.map_err(|kind| Error::new(kind, value, 0))
}

/// The report of a row that is a valid non-negative integer with a rule on
/// its value (greater than zero, a range): the integer's every departure
/// and the failure that stops its steps, as [`VALID_NON_NEGATIVE_INTEGER`]
/// reports them, then, when the number is the whole value, the rule's
/// error at the number (its sign, if any, after the whitespace): ` +0`
/// departs twice and is zero. After trailing input the rule is left out:
/// which number was meant is then a guess (`0x` may be the start of
/// `0x10`). The first error is the one the row's check returns, which
/// looks at the value only when the number is valid.
pub(crate) fn report_non_negative_integer_rule(
    value: &str,
    rule: fn(u64) -> Result<(), ErrorKind>,
    report: &mut dyn FnMut(Error),
) {
    report_to_end(
        value,
        |t, s| {
            let (end, (start, n)) =
                super::integer::located_non_negative_integer_steps::<u64, _>(t, 0, s)?;
            if end == t.len() {
                if let Err(kind) = rule(n) {
                    s.error(start, kind)?;
                }
            }
            Ok((end, ()))
        },
        report,
    );
}

/// The report of a row that is a valid floating-point number with a rule
/// on its value, as [`report_non_negative_integer_rule`]: the number's
/// every departure and the failure that stops its steps, as
/// [`VALID_FLOAT`] reports them, then, when the number is the whole value,
/// the conversion's error (no double holds it) or else the rule's, at the
/// number (its sign, if any). ` +0` departs twice and is zero; `1.e5`
/// departs once and is 100000; after trailing input (`0.` is `0` then a
/// dangling `.`: perhaps `0.5`) the value is a guess and left out.
pub(crate) fn report_float_rule(
    value: &str,
    rule: fn(f64) -> Result<(), ErrorKind>,
    report: &mut dyn FnMut(Error),
) {
    report_to_end(
        value,
        |t, s| {
            let (end, scan) = super::float::float_syntax_steps(t, 0, s)?;
            if end == t.len() {
                // Steps 15–18, the conversion, then the rule on the double;
                // each after the departures, as the row's check has them.
                match numbers::float_value_kind(&scan).and_then(rule) {
                    Ok(()) => {}
                    Err(kind) => s.error(scan.start, kind)?,
                }
            }
            Ok((end, ()))
        },
        report,
    );
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
        verdict.and_then(|n| at_start(value, greater_than_zero(n > 0.0))),
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
/// Its report is every departure of the integer, then `not_positive` for
/// a zero that is the whole value (` +0`: leading whitespace, a plus sign,
/// not positive).
pub static VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO: SyntaxDef = reports_all(
    row!(
        "valid_non_negative_integer_greater_than_zero",
        html!("common-microsyntaxes.html#valid-non-negative-integer"),
        "is it a valid non-negative integer greater than zero",
        |v, _| {
            let (syntax, n) = numbers::check_non_negative_integer(v);
            let syntax =
                syntax.and_then(|()| at_start(v, greater_than_zero(n.is_some_and(|n| n > 0))));
            Checked::new(syntax, n.map(non_negative))
        },
    ),
    |v, _, report| report_non_negative_integer_rule(v, |n| greater_than_zero(n > 0), report),
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
/// `any` (ASCII case-insensitive). Its report is every departure of the
/// number, then, for a number that is the whole value, the double it is
/// not (`float_overflow`) or `not_positive` (` +0`: leading whitespace, a
/// plus sign, not positive).
pub static VALID_STEP: SyntaxDef = reports_all(
    row!(
        "valid_step",
        html!("input.html#attr-input-step"),
        "is it a valid step: any, or a valid floating-point number greater than zero",
        |v, _| check_step(v),
    ),
    |v, _, report| {
        if !v.eq_ignore_ascii_case("any") {
            report_float_rule(v, |n| greater_than_zero(n > 0.0), report);
        }
    },
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

/// `headingoffset`: a valid non-negative integer from 0 to 8. Its report
/// is every departure of the integer, then `out_of_range` for a number
/// above 8 that is the whole value (` +9`: leading whitespace, a plus
/// sign, out of range).
pub static VALID_HEADING_OFFSET: SyntaxDef = reports_all(
    row!(
        "valid_heading_offset",
        html!("sections.html#attr-headingoffset"),
        "a valid non-negative integer from 0 to 8 (headingoffset)",
        |v, _| {
            let (syntax, n) = numbers::check_non_negative_integer(v);
            let syntax = syntax.and_then(|()| at_start(v, heading_offset_in_range(n.unwrap_or(0))));
            Checked::new(syntax, n.map(non_negative))
        },
    ),
    |v, _, report| report_non_negative_integer_rule(v, heading_offset_in_range, report),
);

/// `headingoffset`: "a valid non-negative integer between 0 and 8,
/// inclusive"; `out_of_range` for a larger one.
fn heading_offset_in_range(n: u64) -> Result<(), ErrorKind> {
    if n <= 8 {
        return Ok(());
    }
    Err(ErrorKind::OutOfRange {
        field: Field::Integer,
        value: i64::try_from(n).unwrap_or(i64::MAX),
        min: 0,
        max: 8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::row::Context;
    use alloc::vec::Vec;

    /// (code, offset) of each error or warning a row reports.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    /// (code, offset) of the row's check's error.
    fn first(row: &SyntaxDef, value: &str) -> Option<(&'static str, usize)> {
        (row.validate)(value, &Context::default())
            .err()
            .map(|e| (e.kind().code(), e.offset()))
    }

    #[test]
    fn a_number_with_a_rule_reports_its_departures_and_the_rule() {
        let row = &VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO;
        let zero = [
            ("leading_whitespace", 0),
            ("plus_sign", 1),
            ("not_positive", 1),
        ];
        assert_eq!(reported(row, " +0"), zero);
        assert_eq!(first(row, " +0"), Some(zero[0]));
        // "-0" is zero with a sign.
        assert_eq!(
            reported(row, "-0"),
            [("not_valid_form", 0), ("not_positive", 0)]
        );
        assert_eq!(reported(row, "0"), [("not_positive", 0)]);
        // After trailing input the number is a guess: no rule.
        assert_eq!(
            reported(row, " 0x1"),
            [("leading_whitespace", 0), ("trailing_input", 2)]
        );
        assert_eq!(reported(row, " 7"), [("leading_whitespace", 0)]);

        let row = &VALID_HEADING_OFFSET;
        let nine = [
            ("leading_whitespace", 0),
            ("plus_sign", 2),
            ("out_of_range", 2),
        ];
        assert_eq!(reported(row, "\t +9"), nine);
        assert_eq!(first(row, "\t +9"), Some(nine[0]));
        assert_eq!(reported(row, "09"), [("out_of_range", 0)]);
        assert_eq!(reported(row, "+8"), [("plus_sign", 0)]);

        let row = &VALID_STEP;
        let zero = [
            ("leading_whitespace", 0),
            ("plus_sign", 1),
            ("not_positive", 1),
        ];
        assert_eq!(reported(row, " +0.0"), zero);
        assert_eq!(first(row, " +0.0"), Some(zero[0]));
        // "1.e400" is a number, but no double.
        let big = [("fraction_without_digits", 1), ("float_overflow", 0)];
        assert_eq!(reported(row, "1.e400"), big);
        assert_eq!(first(row, "1.e400"), Some(big[0]));
        assert_eq!(
            reported(row, " -1e-400"),
            [("leading_whitespace", 0), ("not_positive", 1)]
        );
        // "0." is 0 and a dangling "." (perhaps "0.5"): no rule.
        assert_eq!(
            reported(row, "+0."),
            [
                ("plus_sign", 0),
                ("fraction_without_digits", 2),
                ("trailing_input", 2)
            ]
        );
        assert_eq!(reported(row, "ANY"), []);
        assert_eq!(reported(row, "-2"), [("not_positive", 0)]);
    }
}
