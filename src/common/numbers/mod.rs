//! [2.3.4 Numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#numbers):
//! integers, non-negative integers, floating-point numbers, dimension values,
//! lists of floating-point numbers and lists of dimensions.
//!
//! | input | rule | result |
//! |---|---|---|
//! | `" +12abc"` | [`parse_integer`] | `12` (but [`is_valid_integer`] is false) |
//! | `"-0"` | [`parse_non_negative_integer`] | `0` |
//! | `"1.e3"` | [`parse_float`] | `1000.0` (not a valid float: `.` needs a digit) |
//! | `"5.%"` | [`parse_dimension`] | 5 percent |
//! | `"1,2;x3"` | [`parse_list_of_floats`] | `[1.0, 2.0, 3.0]` |
//! | `"1.5*, 20%"` | [`parse_list_of_dimensions`] | 1.5 relative, 20 percent |

use crate::base::error::{ErrorKind, Expected, Violation};
use crate::base::step::{Failure, Sink};
use crate::common::idioms::{count_while, is_ascii_whitespace, str_from};

mod dimension;
mod float;
mod integer;
mod list;
mod powers_of_five;
pub(crate) mod row;

pub use dimension::{
    dimension_component, parse_dimension, parse_nonzero_dimension, Dimension, DimensionKind,
};
pub use float::decimal_to_f64;
pub use float::{
    best_representation, float_component, is_valid_float, parse_float, valid_float_component,
    validate_float, BestRepresentation,
};
pub(crate) use float::{float_syntax_steps, float_value_kind, FloatSyntax};
pub(crate) use integer::{check_integer, check_non_negative_integer};
pub use integer::{
    integer_component, integer_component_of, is_valid_integer, is_valid_non_negative_integer,
    non_negative_integer_component, non_negative_integer_component_of, parse_integer,
    parse_integer_i32, parse_non_negative_integer, parse_non_negative_integer_u32,
    valid_integer_component, valid_non_negative_integer_component, validate_integer,
    validate_non_negative_integer, SpecInteger,
};
pub(crate) use list::valid_list_steps;
pub use list::{
    is_valid_list_of_floats, list_of_floats, parse_list_of_dimensions, parse_list_of_floats,
    validate_list_of_floats, write_list_of_floats, ListDimension, ListOfFloats, ListUnit,
};

/// [`crate::base::step::expected_at`], out of line: inlined, it slowed the
/// float benches (error-heavy floats by a third, in one run against the
/// same peers), where the date steps gained from inlining it.
#[cold]
#[inline(never)]
fn expected_at(text: &str, pos: usize, expected: Expected) -> Failure {
    crate::base::step::expected_at(text, pos, expected)
}

/// The opening steps the rules for parsing integers (steps 3–6) and
/// floating-point number values (steps 3–8) share, from `pos`: skip ASCII
/// whitespace (reported), fail past the end, then read a `-` (negative) or a
/// `+` (reported, not conforming). Returns where the number starts (its
/// sign), the position after the sign, whether it is negative, and what must
/// come next: `first` without a sign, `after_sign` after one.
#[inline(always)]
fn whitespace_and_sign<S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
    first: Expected,
    after_sign: Expected,
) -> Result<(usize, usize, bool, Expected), Failure> {
    let start = pos + count_while(str_from(text, pos), is_ascii_whitespace);
    if start > pos {
        sink.report(pos, Violation::LeadingWhitespace);
    }
    match text.as_bytes().get(start) {
        None => Err((start, ErrorKind::Empty)),
        Some(b'-') => Ok((start, start + 1, true, after_sign)),
        Some(b'+') => {
            sink.report(start, Violation::PlusSign);
            Ok((start, start + 1, false, after_sign))
        }
        Some(_) => Ok((start, start, false, first)),
    }
}

crate::base::valid::valid_syntax! {
    /// The valid integer syntax, for [`violations`](crate::violations).
    numbers::INTEGER_SYNTAX, formerly VALID_INTEGER = "integer",
    " +12" => ["leading_whitespace", "plus_sign"],
    |text, sink| integer::integer_steps::<i64, _>(text, 0, sink)
}

crate::base::valid::valid_syntax! {
    /// The valid non-negative integer syntax, for [`violations`](crate::violations).
    numbers::NON_NEGATIVE_INTEGER_SYNTAX, formerly VALID_NON_NEGATIVE_INTEGER = "non_negative_integer",
    " +12x" => ["leading_whitespace", "plus_sign", "trailing_input"],
    |text, sink| integer::non_negative_integer_steps::<u64, _>(text, 0, sink)
}

crate::base::valid::valid_syntax! {
    /// The valid floating-point number syntax, for
    /// [`violations`](crate::violations): the syntax's departures, then a
    /// number too large for a double.
    numbers::FLOAT_SYNTAX, formerly VALID_FLOAT = "float",
    "+1.e400" => ["plus_sign", "fraction_without_digits", "float_overflow"],
    |text, sink| float::float_syntax_steps(text, 0, sink).and_then(|(end, syntax)| {
        float_value_kind(&syntax)
            .map(|value| (end, value))
            .map_err(|kind| (syntax.start, kind))
    })
}

crate::base::valid::valid_syntax! {
    /// The valid list of floating-point numbers syntax, for
    /// [`violations`](crate::violations): every number's departures.
    numbers::LIST_OF_FLOATS_SYNTAX, formerly VALID_LIST_OF_FLOATS = "list_of_floats",
    "+1,+2,3e" => ["plus_sign", "plus_sign", "exponent_without_digits", "expected_comma"],
    |text, sink| {
        let mut first_overflow = None;
        valid_list_steps(text, 0, sink, |syntax| {
            if first_overflow.is_none() {
                first_overflow = float_value_kind(&syntax).err().map(|kind| (syntax.start, kind));
            }
        })
        .and_then(|done| first_overflow.map_or(Ok(done), Err))
    }
}
