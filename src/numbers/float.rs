//! [2.3.4.3 Floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#floating-point-numbers).
//!
//! ```text
//! valid-float = ["-"] ( 1*DIGIT ["." 1*DIGIT] / "." 1*DIGIT ) [("e" / "E") ["-" / "+"] 1*DIGIT]
//! ```
//!
//! The conversion step (steps 15–18) is exact: the collected digits and
//! exponent are converted to the nearest double, ties to even, by a correctly
//! rounding decimal conversion (never `value * 10^exponent` in doubles).

use crate::idioms::{str_from, str_range};
use core::fmt;

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use crate::entry::{run, validate_with};
use crate::error::{fail, report_at, ErrorKind, Expected, Violation, Violations};
use crate::idioms::{count_while, is_ascii_whitespace};
use crate::{Error, StepError, StrInput};

/// What steps 1–14 of the float rules collected: the sign, and the digits
/// (`digits ["." [digits]] [e [sign] digits]`) to convert.
#[derive(Debug, Clone, Copy)]
pub(crate) struct FloatSyntax<'a> {
    negative: bool,
    /// Length of the text from the number (its sign, if any) to the end of
    /// the input: a position that holds in any enclosing input.
    number_rest: usize,
    digits: &'a str,
}

/// Steps 1–14 of the rules for parsing floating-point number values: the
/// scan, with a sink for the departures from a valid floating-point number.
#[inline]
pub(crate) fn float_syntax<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, FloatSyntax<'a>, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    let text = input.as_str();
    let s = text.as_bytes();
    let digit_at = |p: usize| s.get(p).is_some_and(u8::is_ascii_digit);
    // Steps 3–6: value, divisor and exponent start at 1; skip ASCII whitespace.
    let mut pos = count_while(text, is_ascii_whitespace);
    if pos > 0 {
        report_at(sink, &input, 0, Violation::LeadingWhitespace);
    }
    let number_start = pos;
    let mut negative = false;
    let mut expected = Expected::Number;
    match s.get(pos) {
        // Step 7: past the end.
        None => return Err(fail(input.take_from(pos), ErrorKind::Empty)),
        // Step 8: a '-' makes value and divisor −1; a '+' is ignored.
        Some(b'-') => {
            negative = true;
            pos += 1;
            expected = Expected::DigitOrFraction;
        }
        Some(b'+') => {
            report_at(sink, &input, pos, Violation::PlusSign);
            pos += 1;
            expected = Expected::DigitOrFraction;
        }
        Some(_) => {}
    }
    let digits_start = pos;
    // Step 9: ".5" jumps to the fraction; step 10: otherwise a digit is needed.
    let leading_fraction = s.get(pos) == Some(&b'.') && digit_at(pos + 1);
    if !leading_fraction && !digit_at(pos) {
        let at = input.take_from(pos);
        let kind = ErrorKind::expected(expected, at.as_str());
        return Err(fail(at, kind));
    }
    // Step 11: collect the integer digits (step 12: the end goes to conversion).
    pos += count_while(str_from(text, pos), |b| b.is_ascii_digit());
    // Step 13: the fraction.
    if s.get(pos) == Some(&b'.') {
        let dot = pos;
        pos += 1;
        if digit_at(pos) {
            // Steps 13.4–13.8: the fraction loop.
            pos += count_while(str_from(text, pos), |b| b.is_ascii_digit());
        } else {
            // Steps 13.2–13.3: "1." and "1.e5" parse, but a valid float's '.'
            // has digits after it.
            report_at(sink, &input, dot, Violation::FractionWithoutDigits);
        }
    }
    let mut end = pos;
    // Step 14: the exponent, which only counts once it has digits.
    if matches!(s.get(pos), Some(b'e' | b'E')) {
        let e = pos;
        pos += 1;
        if matches!(s.get(pos), Some(b'-' | b'+')) {
            pos += 1;
        }
        if digit_at(pos) {
            pos += count_while(str_from(text, pos), |b| b.is_ascii_digit());
            end = pos;
        } else {
            // Steps 14.2, 14.3.3, 14.4: jump to conversion with the value so far.
            report_at(sink, &input, e, Violation::ExponentWithoutDigits);
        }
    }
    let syntax = FloatSyntax {
        negative,
        number_rest: text.len() - number_start,
        digits: str_range(text, digits_start, end),
    };
    Ok((input.take_from(pos), syntax))
}

/// Steps 15–18 of the float rules, the conversion. `input` is where the scan
/// started, or any input it is a suffix of (for the error's position).
#[inline]
pub(crate) fn float_value<'a, I, E>(input: &I, syntax: FloatSyntax<'a>) -> Result<f64, nom::Err<E>>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    let number_start = input.as_str().len().saturating_sub(syntax.number_rest);
    // Steps 15–16: the double nearest to the exact value, ties to even. The
    // digits are `digits ["." [digits]] [e [sign] digits]` (or "." digits), a
    // language std's correctly rounding `f64::from_str` reads exactly.
    let magnitude: f64 = match syntax.digits.parse() {
        Ok(m) => m,
        // Unreachable: the scan only collects that language.
        Err(_) => {
            let kind = ErrorKind::expected(Expected::Number, "");
            return Err(fail(input.take_from(number_start), kind));
        }
    };
    // Step 17: rounding to ±2^1024 is an error.
    if magnitude.is_infinite() {
        return Err(fail(
            input.take_from(number_start),
            ErrorKind::FloatOverflow,
        ));
    }
    // Step 18. S has no −0: "-0" and "-1e-400" are +0.
    Ok(if syntax.negative && magnitude != 0.0 {
        -magnitude
    } else {
        magnitude
    })
}

/// The rules for parsing floating-point number values, with a sink for the
/// departures from a valid floating-point number.
#[inline]
pub(crate) fn float_rules<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, f64, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    let (rest, syntax) = float_syntax(input.clone(), sink)?;
    Ok((rest, float_value(&input, syntax)?))
}

/// The [rules for parsing floating-point number values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values)
/// as a combinator: stops where the algorithm stops (after the exponent, or
/// after a dangling `e`, `.` or sign the algorithm stepped over).
///
/// # Errors
///
/// [`ErrorKind::Empty`] (step 7), [`ErrorKind::Expected`] (steps 8.3 and 10),
/// [`ErrorKind::FloatOverflow`] (step 17).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::float_component;
/// assert_eq!(float_component::<_, ()>(" -.5e1px"), Ok(("px", -5.0)));
/// assert_eq!(float_component::<_, ()>("1ex"), Ok(("x", 1.0)));
/// assert_eq!(float_component::<_, ()>("-0"), Ok(("", 0.0)));
/// assert!(float_component::<_, ()>("-0").unwrap().1.is_sign_positive());
/// ```
#[inline]
pub fn float_component<'a, I, E>(input: I) -> IResult<I, f64, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    float_rules(input, &mut ())
}

/// The [rules for parsing floating-point number values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values).
/// Like the spec, ignores whatever follows the number.
///
/// # Errors
///
/// See [`float_component`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_float;
/// assert_eq!(parse_float("  +1.e3x"), Ok(1000.0));
/// assert_eq!(parse_float("0.1"), Ok(0.1));
/// assert_eq!(parse_float("0e99999999999999999999"), Ok(0.0));
/// assert_eq!(parse_float("1e309").unwrap_err().kind().code(), "float_overflow");
/// ```
pub fn parse_float(input: &str) -> Result<f64, Error> {
    run(input, float_component).map(|(_, v)| v)
}

/// A [valid floating-point number](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number):
/// its value, or the first offending character.
///
/// # Errors
///
/// The parse errors of [`parse_float`] (so a valid string whose value rounds
/// to ±2^1024, such as `1e400`, is an error here: there is no double to
/// return), and [`ErrorKind::Invalid`] for what the rules tolerate: leading
/// whitespace, `+`, a `.` without digits after it, an exponent without digits,
/// trailing characters.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::validate_float;
/// assert_eq!(validate_float("-1.5E+2"), Ok(-150.0));
/// let err = validate_float("1.e3").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("fraction_without_digits", 1));
/// ```
pub fn validate_float(input: &str) -> Result<f64, Error> {
    // The syntax first (its first offending character), then the conversion.
    let syntax = validate_with(input, float_syntax)?;
    convert(input, syntax)
}

/// [`float_value`] for an entry point: the error located in `input`.
pub(crate) fn convert(input: &str, syntax: FloatSyntax<'_>) -> Result<f64, Error> {
    float_value::<&str, StepError<&str>>(&input, syntax).map_err(|e| match e {
        nom::Err::Error(e) | nom::Err::Failure(e) => Error::from_step(input, e),
        nom::Err::Incomplete(_) => Error::new(ErrorKind::Empty, input, input.len()),
    })
}

/// Whether `input` is a [valid floating-point number](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number).
///
/// This is the syntax of the text, which has no bound: `1e400` is a valid
/// floating-point number (it represents 10^400, not Infinity) even though the
/// parse rules return an error for it.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::is_valid_float;
/// assert!(is_valid_float(".5"));
/// assert!(is_valid_float("1e400"));
/// assert!(!is_valid_float("1."));
/// assert!(!is_valid_float("1.e3"));
/// assert!(!is_valid_float("Infinity"));
/// ```
pub fn is_valid_float(input: &str) -> bool {
    // The syntax only: no conversion, so no bound.
    validate_with(input, float_syntax).is_ok()
}

/// The [best representation of the number as a floating-point number](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#best-representation-of-the-number-as-a-floating-point-number):
/// ECMAScript's `Number::toString(n)`, as a value whose `Display` writes it
/// (without allocating).
///
/// `-0` is written `0`; non-finite values are written `NaN`, `Infinity` and
/// `-Infinity` as ECMAScript does, although those are not valid floating-point
/// numbers.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::best_representation;
/// assert_eq!(best_representation(1e21).to_string(), "1e+21");
/// assert_eq!(best_representation(1e-7).to_string(), "1e-7");
/// assert_eq!(best_representation(0.000001).to_string(), "0.000001");
/// assert_eq!(best_representation(123456789012345680000.0).to_string(), "123456789012345680000");
/// assert_eq!(best_representation(-5.0).to_string(), "-5");
/// ```
pub fn best_representation(n: f64) -> BestRepresentation {
    BestRepresentation(n)
}

/// The value of [`best_representation`]; `Display` writes ECMAScript's
/// `Number::toString`, the [best representation of the number as a floating-point
/// number](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#best-representation-of-the-number-as-a-floating-point-number).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::BestRepresentation;
/// assert_eq!(BestRepresentation(0.1 + 0.2).to_string(), "0.30000000000000004");
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BestRepresentation(pub f64);

impl fmt::Display for BestRepresentation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(ryu_js::Buffer::new().format(self.0))
    }
}
