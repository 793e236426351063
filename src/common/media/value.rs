//! `<mf-value>`: numbers, dimensions, identifiers and ratios; their text
//! as CSS numbers and units, and their parser.

use core::fmt;

use cssparser::{serialize_identifier, serialize_name, Parser, Token};

use super::furthest::{next_at, Fail, Furthest};
use crate::common::idioms::count_while;

/// An `<mf-value>`.
#[derive(Debug, Clone, PartialEq)]
pub enum MediaFeatureValue {
    /// A `<number>`.
    Number(f32),
    /// A `<dimension>`: a number and its unit in lower case (`600px`).
    Dimension {
        /// The number.
        value: f32,
        /// The unit.
        unit: String,
    },
    /// An `<ident>`, in lower case.
    Ident(String),
    /// A `<ratio>` with both parts (`16/9`); a lone number is a [`Number`](Self::Number).
    Ratio(f32, f32),
}

impl fmt::Display for MediaFeatureValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MediaFeatureValue::Number(n) => write_number(f, *n),
            MediaFeatureValue::Dimension { value, unit } => {
                write_number(f, *value)?;
                write_unit(unit, f)
            }
            MediaFeatureValue::Ident(s) => serialize_identifier(s, f),
            MediaFeatureValue::Ratio(a, b) => {
                write_number(f, *a)?;
                f.write_str("/")?;
                write_number(f, *b)
            }
        }
    }
}

/// The unit of a dimension, after its number. A unit starting with `e`
/// would read as an exponent (`1e3`, `1e-m`, `1e1m`): that `e` is escaped.
pub(super) fn write_unit(unit: &str, f: &mut impl fmt::Write) -> fmt::Result {
    match unit.strip_prefix(['e', 'E']) {
        Some(tail) => {
            f.write_str("\\65 ")?;
            serialize_name(tail, f)
        }
        None => serialize_identifier(unit, f),
    }
}

/// The number at the start of a numeric token's source, as CSS Syntax
/// consumes it: a sign, digits, a `.` and digits, an `e` with an optional
/// sign and digits (each part only when a digit follows).
pub(crate) fn number_source(source: &str) -> &str {
    let b = source.as_bytes();
    let digits =
        |from: usize| from + count_while(source.get(from..).unwrap_or(""), |c| c.is_ascii_digit());
    let digit_at = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let mut end = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    end = digits(end);
    if b.get(end) == Some(&b'.') && digit_at(end + 1) {
        end = digits(end + 1);
    }
    if matches!(b.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        if digit_at(end + 1 + sign) {
            end = digits(end + 1 + sign);
        }
    }
    source.get(..end).unwrap_or(source)
}

/// A CSS number in plain decimal digits, the shortest that read back to the
/// same `f32` (Rust's `Display`, which never writes an exponent): cssparser's
/// own serializer keeps six significant digits, so `55555557000000` would
/// read back as `55555600000000`. `-0` is written `0`.
fn write_number(f: &mut fmt::Formatter<'_>, value: f32) -> fmt::Result {
    let value = if value == 0.0 { 0.0 } else { value };
    write!(f, "{value}")
}

/// `<mf-value>`: a number, a dimension, an identifier or a ratio.
/// A number as CSS keeps it: cssparser reads `1e999` as infinity and
/// `0e999` as NaN (zero times infinity); CSS clamps an infinite value to the
/// largest finite one, and NaN here is 0. Found by fuzzing: a NaN value is
/// unequal to itself and written as `NaN`, which reads as an identifier.
fn finite(value: f32) -> f32 {
    if value.is_nan() {
        0.0
    } else {
        value.clamp(f32::MIN, f32::MAX)
    }
}

pub(super) fn mf_value<'i>(
    p: &mut Parser<'i>,
    furthest: &Furthest,
) -> Result<MediaFeatureValue, Fail> {
    let at = next_at(p);
    let number = match p.next() {
        Ok(&Token::Number { value, .. }) => finite(value),
        Ok(Token::Dimension { value, unit, .. }) => {
            return Ok(MediaFeatureValue::Dimension {
                value: finite(*value),
                unit: unit.to_ascii_lowercase(),
            })
        }
        Ok(Token::Ident(s)) => return Ok(MediaFeatureValue::Ident(s.to_ascii_lowercase())),
        _ => return Err(furthest.fail(at)),
    };
    // <ratio> = <number [0,∞]> [ / <number [0,∞]> ]?
    let slash = p.try_parse(|p| p.expect_delim('/'));
    if slash.is_err() {
        return Ok(MediaFeatureValue::Number(number));
    }
    let denominator_at = next_at(p);
    let denominator = p
        .expect_number()
        .map(finite)
        .map_err(|_| furthest.fail(denominator_at))?;
    if number < 0.0 || denominator < 0.0 {
        return Err(furthest.fail(at));
    }
    Ok(MediaFeatureValue::Ratio(number, denominator))
}
