//! [2.3.4.1 Signed integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#signed-integers)
//! and [2.3.4.2 Non-negative integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#non-negative-integers).
//!
//! The spec's integers are unbounded; this crate reads them into the widths
//! HTML reflection uses (`i32`, `u32`) or 64 bits (`i64`, `u64`), and a value
//! beyond the chosen width is an [`ErrorKind::Overflow`], never wrapped.
//!
//! ```text
//! valid-integer              = ["-"] 1*DIGIT
//! valid-non-negative-integer = 1*DIGIT
//! ```

use crate::idioms::{str_from, str_range};
use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use crate::entry::{run, validate_with};
use crate::error::{fail, report_at, ErrorKind, Expected, Field, Violation, Violations};
use crate::idioms::{count_while, digits_value, is_ascii_whitespace};
use crate::{Error, StrInput};

/// An integer width the rules can produce: `i32`, `i64`, `u32`, `u64`.
pub trait SpecInteger: Copy + Sized {
    /// The least value of the width.
    const MIN: i64;
    /// The greatest value of the width.
    const MAX: u64;
    /// The value `-magnitude` (when `negative`) or `magnitude`, if it fits.
    fn from_sign_and_magnitude(negative: bool, magnitude: u64) -> Option<Self>;
}

macro_rules! spec_integer {
    ($($t:ty),*) => {$(
        impl SpecInteger for $t {
            // OK because every width's bounds fit i64 / u64 (lossless casts).
            const MIN: i64 = <$t>::MIN as i64;
            const MAX: u64 = <$t>::MAX as u64;
            #[inline]
            fn from_sign_and_magnitude(negative: bool, magnitude: u64) -> Option<Self> {
                if negative {
                    <$t>::try_from(0i64.checked_sub_unsigned(magnitude)?).ok()
                } else {
                    <$t>::try_from(magnitude).ok()
                }
            }
        }
    )*};
}
spec_integer!(i32, i64, u32, u64);

/// What steps 3–8 of the rules for parsing integers collected.
#[derive(Debug, Clone, Copy)]
struct IntegerSyntax<'a> {
    negative: bool,
    /// Length of the text from the number (its sign, if any) to the end of
    /// the input: a position that holds in any enclosing input.
    number_rest: usize,
    digits: &'a str,
}

impl IntegerSyntax<'_> {
    /// The input at the number (its sign, if any), for errors.
    fn at<'a, I: StrInput<'a>>(&self, input: &I) -> I {
        input.take_from(input.as_str().len().saturating_sub(self.number_rest))
    }
}

/// Steps 3–8 of the rules for parsing integers, with a sink for the
/// departures from a valid integer.
#[inline]
fn integer_rules<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, IntegerSyntax<'a>, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    let text = input.as_str();
    let s = text.as_bytes();
    // Steps 3–4: sign is positive; skip ASCII whitespace.
    let mut pos = count_while(text, is_ascii_whitespace);
    if pos > 0 {
        report_at(sink, &input, 0, Violation::LeadingWhitespace);
    }
    let start = pos;
    let mut negative = false;
    let mut expected = Expected::Integer;
    match s.get(pos) {
        // Step 5: past the end.
        None => return Err(fail(input.take_from(pos), ErrorKind::Empty)),
        // Step 6: a '-' makes the sign negative; a '+' is ignored (not conforming).
        Some(b'-') => {
            negative = true;
            pos += 1;
            expected = Expected::Digit;
        }
        Some(b'+') => {
            report_at(sink, &input, pos, Violation::PlusSign);
            pos += 1;
            expected = Expected::Digit;
        }
        Some(_) => {}
    }
    // Step 8: collect the digits; steps 6.3 and 7: there must be one.
    let len = count_while(str_from(text, pos), |b| b.is_ascii_digit());
    if len == 0 {
        let at = input.take_from(pos);
        let kind = ErrorKind::expected(expected, at.as_str());
        return Err(fail(at, kind));
    }
    let syntax = IntegerSyntax {
        negative,
        number_rest: text.len() - start,
        digits: str_range(text, pos, pos + len),
    };
    Ok((input.take_from(pos + len), syntax))
}

/// Step 9: the value in the chosen width, or an overflow error at the number.
#[inline]
fn integer_value<'a, T: SpecInteger, I: StrInput<'a>, E: FromExternalError<I, ErrorKind>>(
    input: &I,
    syntax: IntegerSyntax<'_>,
) -> Result<T, nom::Err<E>> {
    digits_value(syntax.digits)
        .and_then(|m| T::from_sign_and_magnitude(syntax.negative, m))
        .ok_or_else(|| {
            let kind = ErrorKind::Overflow {
                field: Field::Integer,
                min: T::MIN,
                max: T::MAX,
            };
            fail(syntax.at(input), kind)
        })
}

/// The [rules for parsing integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers)
/// as a combinator, reading into the width `T`.
///
/// Skips leading ASCII whitespace, accepts a `-` or an (ignored) `+`, collects
/// the digits and stops there: whatever follows is left in the returned input.
///
/// # Errors
///
/// [`ErrorKind::Empty`] (nothing but whitespace, step 5),
/// [`ErrorKind::Expected`] (no digit after the sign, steps 6–7),
/// [`ErrorKind::Overflow`] (beyond `T`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::integer_component_of;
/// assert_eq!(integer_component_of::<i32, _, ()>(" -42px"), Ok(("px", -42)));
/// assert!(integer_component_of::<i32, _, ()>("2147483648").is_err());
/// ```
#[inline]
pub fn integer_component_of<'a, T, I, E>(input: I) -> IResult<I, T, E>
where
    T: SpecInteger,
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    let (rest, syntax) = integer_rules(input.clone(), &mut ())?;
    Ok((rest, integer_value(&input, syntax)?))
}

/// The [rules for parsing integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers)
/// as a combinator, into an `i64`. See [`integer_component_of`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::integer_component;
/// assert_eq!(integer_component::<_, ()>("+12abc"), Ok(("abc", 12)));
/// ```
#[inline]
pub fn integer_component<'a, I, E>(input: I) -> IResult<I, i64, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    integer_component_of::<i64, I, E>(input)
}

/// The [rules for parsing non-negative integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers)
/// as a combinator, reading into the width `T`.
///
/// # Errors
///
/// Those of [`integer_component_of`], and [`ErrorKind::Negative`] at the `-`
/// of a value below zero (step 4); `-0` is 0.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::non_negative_integer_component_of;
/// assert_eq!(non_negative_integer_component_of::<u32, _, ()>("-0"), Ok(("", 0)));
/// assert!(non_negative_integer_component_of::<u32, _, ()>("-1").is_err());
/// ```
#[inline]
pub fn non_negative_integer_component_of<'a, T, I, E>(input: I) -> IResult<I, T, E>
where
    T: SpecInteger,
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    let (rest, syntax) = integer_rules(input.clone(), &mut ())?;
    Ok((rest, non_negative_value(&input, syntax)?))
}

/// Steps 3–5 of the rules for parsing non-negative integers.
#[inline]
fn non_negative_value<'a, T, I, E>(input: &I, syntax: IntegerSyntax<'_>) -> Result<T, nom::Err<E>>
where
    T: SpecInteger,
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    // Steps 3–4: below zero is an error; "-0" is zero and fine.
    if syntax.negative && syntax.digits.bytes().any(|b| b != b'0') {
        return Err(fail(syntax.at(input), ErrorKind::Negative));
    }
    integer_value(
        input,
        IntegerSyntax {
            negative: false,
            ..syntax
        },
    )
}

/// The [rules for parsing non-negative integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers)
/// as a combinator, into a `u64`. See [`non_negative_integer_component_of`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::non_negative_integer_component;
/// assert_eq!(non_negative_integer_component::<_, ()>(" 007 "), Ok((" ", 7)));
/// ```
#[inline]
pub fn non_negative_integer_component<'a, I, E>(input: I) -> IResult<I, u64, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    non_negative_integer_component_of::<u64, I, E>(input)
}

/// The [rules for parsing integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers),
/// into an `i64`. Like the spec, ignores whatever follows the digits.
///
/// # Errors
///
/// See [`integer_component_of`]; the error carries the offset, line and column.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_integer;
/// assert_eq!(parse_integer("  +12abc"), Ok(12));
/// assert_eq!(parse_integer("-9223372036854775808"), Ok(i64::MIN));
/// assert_eq!(parse_integer("9223372036854775808").unwrap_err().kind().code(), "overflow");
/// ```
pub fn parse_integer(input: &str) -> Result<i64, Error> {
    run(input, integer_component_of::<i64, _, _>).map(|(_, v)| v)
}

/// The rules for parsing integers into an `i32` (the `long` of HTML
/// reflection). See [`parse_integer`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_integer_i32;
/// assert_eq!(parse_integer_i32("-2147483648"), Ok(i32::MIN));
/// assert!(parse_integer_i32("2147483648").is_err());
/// ```
pub fn parse_integer_i32(input: &str) -> Result<i32, Error> {
    run(input, integer_component_of::<i32, _, _>).map(|(_, v)| v)
}

/// The [rules for parsing non-negative integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers),
/// into a `u64`.
///
/// # Errors
///
/// See [`non_negative_integer_component_of`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_non_negative_integer;
/// assert_eq!(parse_non_negative_integer("-0"), Ok(0));
/// assert_eq!(parse_non_negative_integer("-1").unwrap_err().kind().code(), "negative");
/// ```
pub fn parse_non_negative_integer(input: &str) -> Result<u64, Error> {
    run(input, non_negative_integer_component_of::<u64, _, _>).map(|(_, v)| v)
}

/// The rules for parsing non-negative integers into a `u32` (the `unsigned
/// long` of HTML reflection). See [`parse_non_negative_integer`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_non_negative_integer_u32;
/// assert_eq!(parse_non_negative_integer_u32("4294967295"), Ok(u32::MAX));
/// assert!(parse_non_negative_integer_u32("4294967296").is_err());
/// ```
pub fn parse_non_negative_integer_u32(input: &str) -> Result<u32, Error> {
    run(input, non_negative_integer_component_of::<u32, _, _>).map(|(_, v)| v)
}

/// "A string is a [valid integer](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-integer)
/// if it consists of one or more ASCII digits, optionally prefixed with a `-`."
/// Returns the value, or the first offending character.
///
/// # Errors
///
/// The parse errors of [`parse_integer`], and [`ErrorKind::Invalid`] for what
/// the rules tolerate: leading whitespace, a `+`, trailing characters.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::validate_integer;
/// assert_eq!(validate_integer("-12"), Ok(-12));
/// let err = validate_integer("12abc").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("trailing_characters", 2));
/// ```
pub fn validate_integer(input: &str) -> Result<i64, Error> {
    validate_with(input, |i, sink| {
        let (rest, syntax) = integer_rules(i, sink)?;
        Ok((rest, integer_value::<i64, _, _>(&i, syntax)?))
    })
}

/// Whether `input` is a [valid integer](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-integer)
/// (of any size: the syntax has no bound).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::is_valid_integer;
/// assert!(is_valid_integer("-0012"));
/// assert!(is_valid_integer("99999999999999999999999"));
/// assert!(!is_valid_integer("+1"));
/// assert!(!is_valid_integer(" 1"));
/// ```
pub fn is_valid_integer(input: &str) -> bool {
    // The same rules as `validate_integer`, without reading the value (the
    // syntax is unbounded).
    validate_with(input, integer_rules).is_ok()
}

/// "A string is a [valid non-negative integer](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-non-negative-integer)
/// if it consists of one or more ASCII digits." Returns the value, or the
/// first offending character.
///
/// # Errors
///
/// The parse errors of [`parse_non_negative_integer`], and
/// [`ErrorKind::Invalid`] for leading whitespace, a `+` or `-` sign (even
/// `-0`), and trailing characters.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::validate_non_negative_integer;
/// assert_eq!(validate_non_negative_integer("0042"), Ok(42));
/// assert_eq!(validate_non_negative_integer("-0").unwrap_err().kind().code(), "not_valid_form");
/// ```
pub fn validate_non_negative_integer(input: &str) -> Result<u64, Error> {
    validate_with(input, |i, sink| {
        let (rest, syntax) = integer_rules(i, sink)?;
        let value = non_negative_value(&i, syntax)?;
        if syntax.negative {
            // "-0" parses as zero, but a valid non-negative integer has no sign.
            Violations::<&str>::report(sink, &syntax.at(&i), Violation::NotValidForm);
        }
        Ok((rest, value))
    })
}

/// Whether `input` is a [valid non-negative integer](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-non-negative-integer).
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::is_valid_non_negative_integer;
/// assert!(is_valid_non_negative_integer("0"));
/// assert!(!is_valid_non_negative_integer("-0"));
/// assert!(!is_valid_non_negative_integer(""));
/// ```
pub fn is_valid_non_negative_integer(input: &str) -> bool {
    validate_with(input, |i, sink| {
        let (rest, syntax) = integer_rules(i, sink)?;
        if syntax.negative {
            Violations::<&str>::report(sink, &syntax.at(&i), Violation::NotValidForm);
        }
        Ok((rest, ()))
    })
    .is_ok()
}
