//! [2.3.4.6 Lists of floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#lists-of-floating-point-numbers)
//! and [2.3.4.7 Lists of dimensions](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#lists-of-dimensions).
//!
//! ```text
//! valid-list-of-floats = [ valid-float *( "," valid-float ) ]
//! ```

use crate::common::idioms::{str_from, str_range, str_to};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::{count_while, is_ascii_whitespace, split_on_commas};
use crate::common::numbers::best_representation;
use crate::common::numbers::expected_at;
use crate::common::numbers::float::{
    float_steps, float_syntax_steps, float_value_kind, FloatSyntax,
};

#[inline(always)]
fn is_delimiter(b: u8) -> bool {
    is_ascii_whitespace(b) || b == b',' || b == b';'
}

/// The [rules for parsing a list of floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-floating-point-numbers)
/// as an iterator that does not allocate. Never fails: a number that the
/// float rules reject (including one that rounds to ±2^1024) is 0 (step 5.4).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::list_of_floats;
/// let v: Vec<f64> = list_of_floats(" 1,2.5;;x3 , -, 4e").collect();
/// assert_eq!(v, [1.0, 2.5, 3.0, 0.0, 4.0]);
/// ```
pub fn list_of_floats(input: &str) -> ListOfFloats<'_> {
    // Step 4: skip leading delimiters.
    let start = count_while(input, is_delimiter);
    ListOfFloats {
        rest: str_from(input, start),
    }
}

/// The iterator of [`list_of_floats`], the [rules for parsing a list of
/// floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-floating-point-numbers).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::list_of_floats;
/// let mut it = list_of_floats("1, 2.5 x");
/// assert_eq!((it.next(), it.next()), (Some(1.0), Some(2.5)));
/// ```
#[derive(Debug, Clone)]
pub struct ListOfFloats<'a> {
    rest: &'a str,
}

impl Iterator for ListOfFloats<'_> {
    type Item = f64;

    fn next(&mut self) -> Option<f64> {
        // Step 5: while position is not past the end.
        if self.rest.is_empty() {
            return None;
        }
        let s = self.rest;
        // Step 5.1: skip garbage: not a delimiter, digit, '.' or '-'.
        let garbage = s
            .char_indices()
            .find(|&(_, c)| {
                u8::try_from(c)
                    .is_ok_and(|b| is_delimiter(b) || b.is_ascii_digit() || b == b'.' || b == b'-')
            })
            .map_or(s.len(), |(i, _)| i);
        let s = str_from(s, garbage);
        // Step 5.2: the unparsed number runs to the next delimiter.
        let len = s.bytes().position(is_delimiter).unwrap_or(s.len());
        let (unparsed, s) = s.split_at(len);
        // Steps 5.3–5.5: parse it; an error is zero.
        let number = float_steps(unparsed, 0, &mut ()).map_or(0.0, |(_, v)| v);
        // Step 5.6: skip the delimiters.
        self.rest = str_from(s, count_while(s, is_delimiter));
        Some(number)
    }
}

/// The [rules for parsing a list of floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-floating-point-numbers),
/// collected. See [`list_of_floats`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_list_of_floats;
/// assert_eq!(parse_list_of_floats("0,0,10,10"), [0.0, 0.0, 10.0, 10.0]);
/// assert_eq!(parse_list_of_floats(""), Vec::<f64>::new());
/// ```
pub fn parse_list_of_floats(input: &str) -> Vec<f64> {
    list_of_floats(input).collect()
}

/// A [valid list of floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-list-of-floating-point-numbers):
/// valid floating-point numbers separated by `,` with nothing else (no
/// whitespace). The empty string is a list of no numbers.
///
/// # Errors
///
/// The first offending character: a number's errors as in
/// [`validate_float`](crate::numbers::validate_float), or
/// [`ErrorKind::Expected`] `','` after a number.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::validate_list_of_floats;
/// assert_eq!(validate_list_of_floats("1,-2.5,3e2"), Ok(vec![1.0, -2.5, 300.0]));
/// let err = validate_list_of_floats("1, 2").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("leading_whitespace", 2));
/// ```
pub fn validate_list_of_floats(input: &str) -> Result<Vec<f64>, Error> {
    // The syntax first (its first offending character), then the conversions.
    let numbers = entry::validate_to_end(input, |text, sink| {
        let mut numbers = Vec::new();
        let (end, ()) = valid_list_steps(text, 0, sink, |syntax| numbers.push(syntax))?;
        Ok((end, numbers))
    })?;
    // `into_iter`: the values reuse the syntaxes' allocation (the memory
    // bound of tests/linear.rs).
    numbers
        .into_iter()
        .map(|syntax| {
            float_value_kind(&syntax).map_err(|kind| Error::new(kind, input, syntax.start))
        })
        .collect()
}

/// Valid floating-point numbers separated by ',' from `pos` (nothing for the
/// empty rest), the syntax of each handed to `each` (so a check that keeps
/// nothing allocates nothing). A departure inside a number goes to `sink`;
/// anything but ',' after a number fails.
pub(crate) fn valid_list_steps<'a, S: Sink>(
    text: &'a str,
    mut pos: usize,
    sink: &mut S,
    mut each: impl FnMut(FloatSyntax<'a>),
) -> Steps<()> {
    if pos >= text.len() {
        return Ok((pos, ()));
    }
    loop {
        let (after, syntax) = float_syntax_steps(text, pos, sink)?;
        each(syntax);
        match text.as_bytes().get(after) {
            None => return Ok((after, ())),
            Some(b',') => pos = after + 1,
            Some(_) => return Err(expected_at(text, after, Expected::Comma)),
        }
    }
}

/// Whether `input` is a [valid list of floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-list-of-floating-point-numbers).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::is_valid_list_of_floats;
/// assert!(is_valid_list_of_floats("0,0,10.5,1e3"));
/// assert!(!is_valid_list_of_floats("0;0"));
/// assert!(!is_valid_list_of_floats("1,"));
/// ```
pub fn is_valid_list_of_floats(input: &str) -> bool {
    // The syntax only (see `is_valid_float`): no conversion, so no bound.
    entry::is_valid(input, |text, sink| valid_list_steps(text, 0, sink, |_| ()))
}

/// Writes a valid list of floating-point numbers: the best representation of
/// each, separated by `,`. Non-finite numbers have no valid representation
/// and are written as ECMAScript writes them (`NaN`, `Infinity`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::write_list_of_floats;
/// assert_eq!(write_list_of_floats(&[0.0, 1.5, 1e21]), "0,1.5,1e+21");
/// ```
pub fn write_list_of_floats(numbers: &[f64]) -> String {
    let mut out = String::new();
    for (i, n) in numbers.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&best_representation(*n).to_string());
    }
    out
}

/// The unit of an entry in a [list of dimensions](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-dimensions).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{parse_list_of_dimensions, ListUnit};
/// let units: Vec<_> = parse_list_of_dimensions("1*, 20%, 100").unwrap().iter().map(|d| d.unit).collect();
/// assert_eq!(units, [ListUnit::Relative, ListUnit::Percentage, ListUnit::Absolute]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ListUnit {
    /// A plain number (pixels).
    Absolute,
    /// A `*` weight (or an empty entry).
    Relative,
    /// A `%` percentage.
    Percentage,
}

/// One entry of a [list of dimensions](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-dimensions)
/// (2.3.4.7).
///
/// `Display` writes the number in plain decimal digits (no exponent, which
/// the rules would not read) with `*` for relative and `%` for percentage
/// entries, which the rules read back to the same entry.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{ListDimension, ListUnit};
/// assert_eq!(ListDimension { value: 1.5, unit: ListUnit::Relative }.to_string(), "1.5*");
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ListDimension {
    /// The number, ≥ 0.
    pub value: f64,
    /// The unit.
    pub unit: ListUnit,
}

impl fmt::Display for ListDimension {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::common::numbers::dimension::write_plain(f, self.value)?;
        match self.unit {
            ListUnit::Absolute => Ok(()),
            ListUnit::Relative => f.write_str("*"),
            ListUnit::Percentage => f.write_str("%"),
        }
    }
}

/// The [rules for parsing a list of dimensions](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-dimensions).
///
/// Deviation: step 5.7 collects the fraction "from input given position"
/// while position still points at the `.`, so read literally it never
/// collects a digit and `1.5*` would be 1 relative. This follows the evident
/// intent, and what engines do: the `.` is skipped first, so `1.5*` is 1.5
/// relative (docs/deviations.md, deviation 1).
///
/// # Errors
///
/// The spec's algorithm cannot fail; here a number beyond the largest double
/// is [`ErrorKind::FloatOverflow`] at its entry rather than a silent infinity.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::{parse_list_of_dimensions, ListDimension, ListUnit::*};
/// let v = parse_list_of_dimensions("1.5*, 20%, 100, ,*,").unwrap();
/// let pairs: Vec<_> = v.iter().map(|d| (d.value, d.unit)).collect();
/// assert_eq!(pairs, [(1.5, Relative), (20.0, Percentage), (100.0, Absolute), (0.0, Relative), (0.0, Relative)]);
/// ```
pub fn parse_list_of_dimensions(input: &str) -> Result<Vec<ListDimension>, Error> {
    entry::parse_prefix(input, |text, sink| list_of_dimensions_steps(text, 0, sink))
}

/// The [rules for parsing a list of dimensions](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-list-of-dimensions)
/// on `text` from `pos` (steps 2–5); the only failure is a number beyond the
/// largest double, at its entry. Consumes the whole text.
fn list_of_dimensions_steps<S: Sink>(
    text: &str,
    pos: usize,
    _sink: &mut S,
) -> Steps<Vec<ListDimension>> {
    let input = str_from(text, pos);
    // Step 2: drop one trailing comma.
    let raw = input.strip_suffix(',').unwrap_or(input);
    let mut result = Vec::new();
    let mut digits = String::new();
    // Step 3: split on commas; step 5: each token.
    for token in split_on_commas(raw) {
        // Steps 5.3–5.5: value 0, unit absolute; an empty token is relative.
        if token.is_empty() {
            result.push(ListDimension {
                value: 0.0,
                unit: ListUnit::Relative,
            });
            continue;
        }
        let s = token.as_bytes();
        // Step 5.6: the integer digits.
        let mut pos = count_while(token, |b| b.is_ascii_digit());
        let integer = str_to(token, pos);
        // Step 5.7 (deviation: advance past the '.'): the fraction digits, with
        // ASCII whitespace among them removed.
        let mut fraction = "";
        if s.get(pos) == Some(&b'.') {
            pos += 1;
            let len = count_while(str_from(token, pos), |b| {
                b.is_ascii_digit() || is_ascii_whitespace(b)
            });
            fraction = str_range(token, pos, pos + len);
            pos += len;
        }
        let Some(value) = dimension_value(integer, fraction, &mut digits) else {
            // OK: pointer addresses (no truncation); `token` is a subslice of `text`.
            let at = (token.as_ptr() as usize).saturating_sub(text.as_ptr() as usize);
            return Err((at, ErrorKind::FloatOverflow));
        };
        // Step 5.8: skip ASCII whitespace; step 5.9: '%' or '*'.
        pos += count_while(str_from(token, pos), is_ascii_whitespace);
        let unit = match s.get(pos) {
            Some(b'%') => ListUnit::Percentage,
            Some(b'*') => ListUnit::Relative,
            _ => ListUnit::Absolute,
        };
        // Step 5.10.
        result.push(ListDimension { value, unit });
    }
    Ok((text.len(), result))
}

/// The most fraction digits kept: with at most 330 leading zeros that
/// matter (a smaller value rounds to 0 whatever follows), that leaves more
/// than the 767 significant digits that decide the rounding of any double.
const MAX_FRACTION_DIGITS: usize = 1100;

/// The value of `integer "." fraction` (the fraction may hold ASCII
/// whitespace, which is dropped), correctly rounded, or `None` beyond the
/// largest double. Works in `scratch` in space bounded by a constant, not by
/// the input: leading zeros are skipped, more than 309 integer digits
/// overflow, and fraction digits past [`MAX_FRACTION_DIGITS`] only count as
/// a final sticky `1` when one of them is not zero (which rounds as the
/// full digits do).
fn dimension_value(integer: &str, fraction: &str, scratch: &mut String) -> Option<f64> {
    let integer = integer.trim_start_matches('0');
    if integer.len() > 309 {
        return None;
    }
    let has_fraction = fraction.bytes().any(|b| b.is_ascii_digit());
    if integer.is_empty() && !has_fraction {
        return Some(0.0);
    }
    let text = if !has_fraction {
        integer
    } else if !fraction.bytes().any(is_ascii_whitespace) && fraction.len() <= MAX_FRACTION_DIGITS {
        // At most 309 + 1 + 1100 bytes.
        scratch.clear();
        scratch.push_str(integer);
        scratch.push('.');
        scratch.push_str(fraction);
        scratch.as_str()
    } else {
        scratch.clear();
        scratch.push_str(integer);
        scratch.push('.');
        let mut digits = fraction.bytes().filter(u8::is_ascii_digit);
        for d in digits.by_ref().take(MAX_FRACTION_DIGITS) {
            scratch.push(char::from(d));
        }
        if digits.any(|d| d != b'0') {
            scratch.push('1');
        }
        scratch.as_str()
    };
    let text = if text.is_empty() { "0" } else { text };
    let value: f64 = text.parse().ok()?;
    value.is_finite().then_some(value)
}
