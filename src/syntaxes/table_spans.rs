//! The spans of table cells and columns
//! ([HTML 4.9.11](https://html.spec.whatwg.org/multipage/tables.html#attributes-common-to-td-and-th-elements),
//! [4.9.3](https://html.spec.whatwg.org/multipage/tables.html#attr-colgroup-span),
//! [4.9.4](https://html.spec.whatwg.org/multipage/tables.html#attr-col-span)):
//! `colspan` on `td` and `th`, and `span` on `col` and `colgroup`, "must be a
//! valid non-negative integer greater than zero and less than or equal to
//! 1000"; `rowspan` "must be a valid non-negative integer less than or equal
//! to 65534".
//!
//! ```text
//! colspan="2"      two columns
//! colspan="1000"   the most a cell may span
//! colspan="1001"   not valid: out of range (browsers read 1000)
//! colspan="0"      not valid: not positive (browsers read 1)
//! rowspan="0"      valid: the cell spans the rest of its row group
//! ```
//!
//! What browsers read is the [forming a table](https://html.spec.whatwg.org/multipage/tables.html#forming-a-table)
//! algorithm's: the rules for parsing non-negative integers, then 1 for zero
//! (column spans only) and the greatest span for a larger one.

use crate::base::error::{Error, ErrorKind, Field, Violation};
use crate::common::numbers;
use crate::common::numbers::row::report_non_negative_integer_rule;
use crate::common::row::{html, reports_all, row, Checked, Reading, SyntaxDef};

/// The greatest column span: 1000.
pub const MAX_COLUMN_SPAN: u64 = 1000;

/// The greatest row span: 65534.
pub const MAX_ROW_SPAN: u64 = 65534;

/// `n` if it is at most `max`, else `out_of_range` (from `min` to `max`).
fn at_most(n: u64, min: i64, max: u64) -> Result<u64, ErrorKind> {
    if n <= max {
        return Ok(n);
    }
    Err(ErrorKind::OutOfRange {
        field: Field::Integer,
        value: i64::try_from(n).unwrap_or(i64::MAX),
        min,
        max: i64::try_from(max).unwrap_or(i64::MAX),
    })
}

/// A column span (`colspan`, `col span`, `colgroup span`): a valid
/// non-negative integer greater than zero and less than or equal to 1000.
///
/// # Errors
///
/// The errors of [`numbers::validate_non_negative_integer`], then
/// `not_positive` for zero and `out_of_range` above 1000, at the value's
/// start.
///
/// # Examples
///
/// ```
/// use html_microsyntax::table_spans::validate_column_span;
/// assert_eq!(validate_column_span("1000"), Ok(1000));
/// assert_eq!(validate_column_span("1001").unwrap_err().kind().code(), "out_of_range");
/// assert_eq!(validate_column_span("0").unwrap_err().kind().code(), "not_positive");
/// ```
pub fn validate_column_span(value: &str) -> Result<u64, Error> {
    let n = numbers::validate_non_negative_integer(value)?;
    column_span_in_range(n).map_err(|kind| Error::new(kind, value, 0))
}

/// A column span's range, on the value `n` of a non-negative integer:
/// `not_positive` for zero, `out_of_range` above 1000.
fn column_span_in_range(n: u64) -> Result<u64, ErrorKind> {
    if n == 0 {
        return Err(ErrorKind::Invalid(Violation::NotPositive));
    }
    at_most(n, 1, MAX_COLUMN_SPAN)
}

/// A row span's range, on the value `n` of a non-negative integer:
/// `out_of_range` above 65534.
fn row_span_in_range(n: u64) -> Result<u64, ErrorKind> {
    at_most(n, 0, MAX_ROW_SPAN)
}

/// A row span (`rowspan`): a valid non-negative integer less than or equal
/// to 65534.
///
/// # Errors
///
/// The errors of [`numbers::validate_non_negative_integer`], then
/// `out_of_range` above 65534, at the value's start.
///
/// # Examples
///
/// ```
/// use html_microsyntax::table_spans::validate_row_span;
/// assert_eq!(validate_row_span("0"), Ok(0));
/// assert_eq!(validate_row_span("65535").unwrap_err().kind().code(), "out_of_range");
/// ```
pub fn validate_row_span(value: &str) -> Result<u64, Error> {
    let n = numbers::validate_non_negative_integer(value)?;
    row_span_in_range(n).map_err(|kind| Error::new(kind, value, 0))
}

/// A span row's one pass: the non-negative integer read once, for the
/// verdict (`range` on a valid one, at the value's start) and the span a
/// browser uses (`used`).
fn check_span(
    value: &str,
    range: fn(u64) -> Result<u64, ErrorKind>,
    used: fn(u64) -> u64,
) -> Checked {
    let (syntax, n) = numbers::check_non_negative_integer(value);
    let syntax = match (syntax, n) {
        (Ok(()), Some(n)) => range(n)
            .map(|_| ())
            .map_err(|kind| Error::new(kind, value, 0)),
        (syntax, _) => syntax,
    };
    Checked::new(syntax, n.map(|n| integer(used(n))))
}

/// The column span a browser uses (forming a table, the steps for `col`
/// and for a cell's `colspan`): the rules for parsing non-negative
/// integers; zero is 1, more than 1000 is 1000. `None` when parsing fails
/// (the span is then 1, as for a missing attribute).
///
/// # Examples
///
/// ```
/// use html_microsyntax::table_spans::column_span;
/// assert_eq!(column_span(" 3px"), Some(3));
/// assert_eq!(column_span("0"), Some(1));
/// assert_eq!(column_span("5000"), Some(1000));
/// assert_eq!(column_span("x"), None);
/// ```
pub fn column_span(value: &str) -> Option<u64> {
    let n = numbers::parse_non_negative_integer(value).ok()?;
    Some(used_column_span(n))
}

/// The row span a browser uses (forming a table, a cell's `rowspan`): the
/// rules for parsing non-negative integers, more than 65534 is 65534 (zero
/// stays zero: the cell spans the rest of its row group). `None` when
/// parsing fails (the span is then 1).
///
/// # Examples
///
/// ```
/// use html_microsyntax::table_spans::row_span;
/// assert_eq!(row_span("0"), Some(0));
/// assert_eq!(row_span("70000"), Some(65534));
/// ```
pub fn row_span(value: &str) -> Option<u64> {
    let n = numbers::parse_non_negative_integer(value).ok()?;
    Some(used_row_span(n))
}

/// Zero is 1, more than 1000 is 1000.
fn used_column_span(n: u64) -> u64 {
    n.clamp(1, MAX_COLUMN_SPAN)
}

/// More than 65534 is 65534.
fn used_row_span(n: u64) -> u64 {
    n.min(MAX_ROW_SPAN)
}

fn integer(n: u64) -> Reading {
    Reading::Integer(i64::try_from(n).unwrap_or(i64::MAX))
}

// The registry rows of this module, listed in `registry::SYNTAXES`.

/// A span row over its range and the value a browser uses: its check
/// reads the value once; its report is every departure of the integer, then
/// the range rule for a number that is the whole value.
macro_rules! span_row {
    ($name:literal, $spec:expr, $description:literal, $in_range:ident, $used:ident) => {
        reports_all(
            row!($name, $spec, $description, |v, _| check_span(
                v, $in_range, $used
            )),
            |v, _, report| report_non_negative_integer_rule(v, |n| $in_range(n).map(drop), report),
        )
    };
}

/// `colspan`, `col span` and `colgroup span`: from 1 to 1000. Its report
/// is every departure of the integer, then `not_positive` or
/// `out_of_range` for a number out of range that is the whole value
/// (` +1001`: leading whitespace, a plus sign, out of range).
pub static VALID_COLUMN_SPAN: SyntaxDef = span_row!(
    "valid_column_span",
    html!("tables.html#attr-tdth-colspan"),
    "a valid non-negative integer from 1 to 1000 (colspan, col and colgroup span)",
    column_span_in_range,
    used_column_span
);

/// `rowspan`: from 0 to 65534. Its report is every departure of the
/// integer, then `out_of_range` for a number above 65534 that is the
/// whole value.
pub static VALID_ROW_SPAN: SyntaxDef = span_row!(
    "valid_row_span",
    html!("tables.html#attr-tdth-rowspan"),
    "a valid non-negative integer from 0 to 65534 (rowspan)",
    row_span_in_range,
    used_row_span
);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// (code, offset) of each error or warning a row reports.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    #[test]
    fn a_span_reports_its_departures_and_its_range() {
        let code = |r: Result<u64, Error>| r.map_err(|e| (e.kind().code(), e.offset()));
        let big = [
            ("leading_whitespace", 0),
            ("plus_sign", 1),
            ("out_of_range", 1),
        ];
        assert_eq!(reported(&VALID_COLUMN_SPAN, " +1001"), big);
        assert_eq!(code(validate_column_span(" +1001")), Err(big[0]));
        assert_eq!(
            reported(&VALID_COLUMN_SPAN, "-0"),
            [("not_valid_form", 0), ("not_positive", 0)]
        );
        assert_eq!(reported(&VALID_COLUMN_SPAN, "0"), [("not_positive", 0)]);
        assert_eq!(
            reported(&VALID_COLUMN_SPAN, "+0%"),
            [("plus_sign", 0), ("trailing_input", 2)]
        );
        let big = [("leading_whitespace", 0), ("out_of_range", 2)];
        assert_eq!(reported(&VALID_ROW_SPAN, "\n 65535"), big);
        assert_eq!(code(validate_row_span("\n 65535")), Err(big[0]));
        assert_eq!(reported(&VALID_ROW_SPAN, "+0"), [("plus_sign", 0)]);
    }
}
