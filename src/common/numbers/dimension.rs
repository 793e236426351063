//! [2.3.4.4 Percentages and lengths](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#percentages-and-dimensions)
//! and [2.3.4.5 Nonzero percentages and lengths](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#nonzero-percentages-and-lengths).
//!
//! The current text takes no sign (`+5` fails), reads `5.%` as a percentage
//! and ` 50 %` as a length. The combinator leaves a `.` that neither a digit
//! nor a `%` follows (`5.px` is 5, then `.px`).

use crate::common::idioms::{str_from, str_range};
use core::fmt;

use nom::IResult;

use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::{count_while, is_ascii_whitespace};
use crate::common::numbers::{best_representation, expected_at};
use crate::{base::error::Error, base::input::StrInput};

/// Whether a [dimension value](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-dimension-values)
/// is a length or a percentage.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{parse_dimension, DimensionKind};
/// assert_eq!(parse_dimension("5.%").unwrap().kind, DimensionKind::Percentage);
/// assert_eq!(parse_dimension("5px").unwrap().kind, DimensionKind::Length);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DimensionKind {
    /// A length, in CSS pixels.
    Length,
    /// A percentage.
    Percentage,
}

/// A [dimension value](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-dimension-values)
/// (2.3.4.4): a number ≥ 0 that is a length or a percentage.
///
/// `Display` writes the number in plain decimal digits (the shortest that
/// read back to it; the rules read no exponent, so `1e21` is written
/// `1000000000000000000000`), then `%` for a percentage: `50%`, `12.5`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{parse_dimension, Dimension, DimensionKind};
/// let d = parse_dimension("12.50%").unwrap();
/// assert_eq!(d, Dimension { value: 12.5, kind: DimensionKind::Percentage });
/// assert_eq!(d.to_string(), "12.5%");
/// assert_eq!("12.5%".parse::<Dimension>(), Ok(d));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dimension {
    /// The number, ≥ 0.
    pub value: f64,
    /// Length or percentage.
    pub kind: DimensionKind,
}

impl fmt::Display for Dimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_plain(f, self.value)?;
        if self.kind == DimensionKind::Percentage {
            f.write_str("%")?;
        }
        Ok(())
    }
}

/// Writes a finite `value` as plain decimal digits, the shortest that read
/// back to it: the dimension rules read no exponent, so the best
/// representation's `1e+21` or `5e-7` would read back as 1 or 5. Rust's
/// `Display` for `f64` is that form (and equals the best representation
/// between 1e-6 and 1e21). A value that is not finite has no such form.
pub(crate) fn write_plain(f: &mut fmt::Formatter<'_>, value: f64) -> fmt::Result {
    if !value.is_finite() {
        return write!(f, "{}", best_representation(value));
    }
    // `-0` is written `0`.
    let value = if value == 0.0 { 0.0 } else { value };
    write!(f, "{value}")
}

impl core::str::FromStr for Dimension {
    type Err = Error;

    /// The rules for parsing dimension values ([`parse_dimension`]).
    fn from_str(s: &str) -> Result<Dimension, Error> {
        parse_dimension(s)
    }
}

/// The [rules for parsing dimension values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-dimension-values)
/// as a combinator.
///
/// The returned input is after the digits (and the `.` when digits or a `%`
/// follow it), and after the `%` when the value is a percentage: the spec's "current dimension
/// value" looks at the `%` without advancing, but an embedding grammar wants
/// it consumed.
///
/// # Errors
///
/// [`ErrorKind::Expected`] when no digit follows the whitespace (step 4),
/// [`ErrorKind::FloatOverflow`] when the digits exceed the largest double
/// (the spec is unbounded there).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{dimension_component, DimensionKind};
/// let (rest, d) = dimension_component::<_, ()>(" 5.%;").unwrap();
/// assert_eq!((rest, d.value, d.kind), (";", 5.0, DimensionKind::Percentage));
/// let (rest, d) = dimension_component::<_, ()>("50 %").unwrap();
/// assert_eq!((rest, d.kind), (" %", DimensionKind::Length));
/// ```
#[inline]
pub fn dimension_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Dimension, E> {
    entry::component(input, |text, sink| dimension_steps(text, 0, sink))
}

/// The [rules for parsing dimension values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-dimension-values)
/// from `pos` (steps 3–8). The rules tolerate nothing that the sink would
/// hear of: there is no "valid" dimension syntax in this section.
///
/// Returns the position after the digits, after the `.` when digits or a
/// `%` follow it, and after the `%` of a percentage.
#[inline(always)]
pub(crate) fn dimension_steps<S: Sink>(text: &str, pos: usize, _sink: &mut S) -> Steps<Dimension> {
    let s = text.as_bytes();
    // Step 3: skip ASCII whitespace.
    let start = pos + count_while(str_from(text, pos), is_ascii_whitespace);
    // Step 4: a digit is needed.
    if !s.get(start).is_some_and(u8::is_ascii_digit) {
        return Err(expected_at(text, start, Expected::Digit));
    }
    // Step 5: the integer digits.
    let mut end = start + count_while(str_from(text, start), |b| b.is_ascii_digit());
    // Step 7: a '.' and the fraction digits (step 6, the end, falls through).
    // Deviation, as for the float rules: a '.' followed by neither a digit
    // nor a '%' counts for nothing and is left for the caller ("5.px").
    let mut pos = end;
    if s.get(pos) == Some(&b'.') {
        pos += 1;
        let digits = count_while(str_from(text, pos), |b| b.is_ascii_digit());
        pos += digits;
        if digits > 0 {
            end = pos;
        }
    }
    // The value is the exact decimal number of the digits, to the nearest double.
    let value: f64 = match str_range(text, start, end).parse() {
        Ok(v) if f64::is_finite(v) => v,
        // Only an overflow: the range is `digits ["." digits]`.
        _ => return Err((start, ErrorKind::FloatOverflow)),
    };
    // Step 8, the current dimension value: '%' makes a percentage.
    if s.get(pos) == Some(&b'%') {
        let d = Dimension {
            value,
            kind: DimensionKind::Percentage,
        };
        return Ok((pos + 1, d));
    }
    let d = Dimension {
        value,
        kind: DimensionKind::Length,
    };
    Ok((end, d))
}

/// The [rules for parsing nonzero dimension values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-nonzero-dimension-values)
/// from `pos`: the dimension steps, then step 4 (zero is an error, at the
/// number).
#[inline(always)]
pub(crate) fn nonzero_dimension_steps<S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Steps<Dimension> {
    let (end, d) = dimension_steps(text, pos, sink)?;
    if d.value == 0.0 {
        return Err((
            pos + count_while(str_from(text, pos), is_ascii_whitespace),
            ErrorKind::Zero,
        ));
    }
    Ok((end, d))
}

/// The [rules for parsing dimension values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-dimension-values).
/// Like the spec, ignores whatever follows.
///
/// # Errors
///
/// See [`dimension_component`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{parse_dimension, DimensionKind};
/// assert_eq!(parse_dimension(" 50 %").unwrap().kind, DimensionKind::Length);
/// assert_eq!(parse_dimension("+5").unwrap_err().kind().code(), "expected_digit");
/// ```
pub fn parse_dimension(input: &str) -> Result<Dimension, Error> {
    entry::parse_prefix(input, |text, sink| dimension_steps(text, 0, sink))
}

/// The [rules for parsing nonzero dimension values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-nonzero-dimension-values).
///
/// # Errors
///
/// Those of [`parse_dimension`], and [`ErrorKind::Zero`] (step 4) at the
/// number when it is zero.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_nonzero_dimension;
/// assert_eq!(parse_nonzero_dimension("0.5").unwrap().value, 0.5);
/// let err = parse_nonzero_dimension(" 0.0%").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("zero", 1));
/// ```
pub fn parse_nonzero_dimension(input: &str) -> Result<Dimension, Error> {
    entry::parse_prefix(input, |text, sink| nonzero_dimension_steps(text, 0, sink))
}
