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

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use crate::entry::validate_with;
use crate::error::{fail, report_at, ErrorKind, Expected, Field, Violation, Violations};
use crate::numbers::digits::eight_digits;
use crate::numbers::{expected_at, whitespace_and_sign, StepFailure};
use crate::{Error, StrInput};

/// An integer width the rules can produce: `i32`, `i64`, `u32`, `u64`.
pub trait SpecInteger: Copy + Sized {
    /// The least value of the width.
    const MIN: i64;
    /// The greatest value of the width.
    const MAX: u64;
    /// The width, as an [`ErrorKind::Overflow`] names it.
    const SUPPORTED: crate::error::Supported;
    /// The value `-magnitude` (when `negative`) or `magnitude`, if it fits.
    fn from_sign_and_magnitude(negative: bool, magnitude: u64) -> Option<Self>;
}

macro_rules! spec_integer {
    ($($t:ty => $supported:ident),*) => {$(
        impl SpecInteger for $t {
            // OK because every width's bounds fit i64 / u64 (lossless casts).
            const MIN: i64 = <$t>::MIN as i64;
            const MAX: u64 = <$t>::MAX as u64;
            const SUPPORTED: crate::error::Supported = crate::error::Supported::$supported;
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
spec_integer!(i32 => I32, i64 => I64, u32 => U32, u64 => U64);

/// What steps 3–8 of the rules for parsing integers collected.
#[derive(Debug, Clone, Copy)]
struct IntegerSyntax {
    negative: bool,
    /// Length of the text from the number (its sign, if any) to the end of
    /// the input: a position that holds in any enclosing input.
    number_rest: usize,
    /// The value of the collected digits (step 8 reads them into value as it
    /// goes), or `None` beyond `u64`: the digits are unbounded, the widths
    /// are not.
    magnitude: Option<u64>,
}

impl IntegerSyntax {
    /// The input at the number (its sign, if any), for errors.
    fn at<'a, I: StrInput<'a>>(&self, input: &I) -> I {
        input.take_from(self.number_start(input.as_str()))
    }

    /// The byte offset of the number (its sign, if any) in `text`.
    fn number_start(&self, text: &str) -> usize {
        text.len().saturating_sub(self.number_rest)
    }
}

/// Steps 3–8 of the rules for parsing integers on the text itself, with
/// `report` told the byte offset of each departure from a valid integer.
/// Returns the offset after the digits. Every entry point and combinator
/// runs these steps; they only differ in how they build their input and
/// error at the offsets.
#[inline(always)]
fn integer_steps(
    text: &str,
    mut report: impl FnMut(usize, Violation),
) -> Result<(usize, IntegerSyntax), StepFailure> {
    let s = text.as_bytes();
    // Steps 3–7 have nothing to do when the text starts with a digit (the
    // common case): no whitespace, no sign.
    let (start, pos, negative) = if s.first().is_some_and(u8::is_ascii_digit) {
        (0, 0, false)
    } else {
        integer_prefix(text, &mut report)?
    };
    // Step 8: collect the digits, reading them into the value as they come
    // (one pass: the scan and the value of step 9 share it).
    let (end, magnitude) = collect_digits_value(s, pos);
    let syntax = IntegerSyntax {
        negative,
        number_rest: text.len() - start,
        magnitude,
    };
    Ok((end, syntax))
}

/// Steps 3–7 of the rules for parsing integers: skip the whitespace, read
/// the sign, require a digit. Returns the offsets of the number (its sign)
/// and of its first digit, and whether it is negative.
#[inline(always)]
fn integer_prefix(
    text: &str,
    report: &mut impl FnMut(usize, Violation),
) -> Result<(usize, usize, bool), StepFailure> {
    let s = text.as_bytes();
    // Steps 3–4: sign is positive; skip ASCII whitespace. Step 5: past the
    // end, fail. Step 6: a '-' makes the sign negative; a '+' is ignored (not
    // conforming).
    let (start, pos, negative, expected) =
        whitespace_and_sign(text, report, Expected::Integer, Expected::Digit)?;
    // Steps 6.3 and 7: there must be a digit.
    if !s.get(pos).is_some_and(u8::is_ascii_digit) {
        return Err(expected_at(text, pos, expected));
    }
    Ok((start, pos, negative))
}

/// [`integer_steps`] as a step of a combinator over any input, reporting to
/// a [`Violations`] sink.
#[inline(always)]
fn integer_rules<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, IntegerSyntax, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    match integer_steps(input.as_str(), |pos, v| report_at(sink, &input, pos, v)) {
        Ok((end, syntax)) => Ok((input.take_from(end), syntax)),
        Err((pos, kind)) => Err(fail(input.take_from(pos), kind)),
    }
}

/// Step 8's "collect a sequence of code points that are ASCII digits" from
/// `pos`, and their value as a `u64` (`None` when it does not fit: the
/// digits are still collected, as the syntax is unbounded). Returns the
/// position after the digits.
#[inline(always)]
fn collect_digits_value(s: &[u8], mut pos: usize) -> (usize, Option<u64>) {
    // Up to 19 digits are below 10^19 < 2^64: no overflow check needed.
    let short_end = s.len().min(pos.saturating_add(19));
    let mut value: u64 = 0;
    // Eight digits at a time while they stay within the 19 (long values).
    while pos + 8 <= short_end {
        match eight_digits(s, pos) {
            Some(eight) => value = value * 100_000_000 + eight,
            None => break,
        }
        pos += 8;
    }
    while pos < short_end {
        let d = s.get(pos).map_or(10, |b| b.wrapping_sub(b'0'));
        if d > 9 {
            return (pos, Some(value));
        }
        value = value * 10 + u64::from(d);
        pos += 1;
    }
    if s.get(pos).is_some_and(u8::is_ascii_digit) {
        return collect_long_digits_value(s, pos, value);
    }
    (pos, Some(value))
}

/// [`collect_digits_value`] past 19 digits: checked, and once beyond `u64`
/// only counting the digits.
#[cold]
#[inline(never)]
fn collect_long_digits_value(s: &[u8], mut pos: usize, mut value: u64) -> (usize, Option<u64>) {
    while let Some(d) = s.get(pos).map(|b| b.wrapping_sub(b'0')).filter(|&d| d <= 9) {
        match value
            .checked_mul(10)
            .and_then(|v| v.checked_add(u64::from(d)))
        {
            Some(v) => value = v,
            None => {
                let rest = str_from_bytes(s, pos);
                return (
                    pos + rest.iter().take_while(|b| b.is_ascii_digit()).count(),
                    None,
                );
            }
        }
        pos += 1;
    }
    (pos, Some(value))
}

/// `s` from byte `pos` on (empty past the end).
#[inline(always)]
fn str_from_bytes(s: &[u8], pos: usize) -> &[u8] {
    s.get(pos..).unwrap_or_default()
}

/// Step 9: the value in the chosen width, or the overflow error (at the
/// number).
#[inline(always)]
fn integer_value_kind<T: SpecInteger>(syntax: IntegerSyntax) -> Result<T, ErrorKind> {
    syntax
        .magnitude
        .and_then(|m| T::from_sign_and_magnitude(syntax.negative, m))
        .ok_or(ErrorKind::Overflow {
            field: Field::Integer,
            supported: T::SUPPORTED,
        })
}

/// Step 9 for a combinator: the value, or the overflow error at the number.
#[inline]
fn integer_value<'a, T: SpecInteger, I: StrInput<'a>, E: FromExternalError<I, ErrorKind>>(
    input: &I,
    syntax: IntegerSyntax,
) -> Result<T, nom::Err<E>> {
    integer_value_kind(syntax).map_err(|kind| fail(syntax.at(input), kind))
}

/// The rules for parsing integers (`value` is step 9, or the non-negative
/// rules' steps 3–5) for an entry point: the steps on the `&str` itself, and
/// the located [`Error`] built only on failure. The same steps as the
/// combinators, without splitting the input they would return.
#[inline(always)]
fn parse_entry<T>(
    input: &str,
    value: impl FnOnce(IntegerSyntax) -> Result<T, ErrorKind>,
) -> Result<T, Error> {
    match integer_steps(input, |_, _| ()) {
        Ok((_, syntax)) => {
            value(syntax).map_err(|kind| Error::new(kind, input, syntax.number_start(input)))
        }
        Err((pos, kind)) => Err(Error::new(kind, input, pos)),
    }
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

/// Steps 3–5 of the rules for parsing non-negative integers: the value, or
/// the error (at the number).
#[inline(always)]
fn non_negative_value_kind<T: SpecInteger>(syntax: IntegerSyntax) -> Result<T, ErrorKind> {
    // Steps 3–4: below zero is an error; "-0" is zero and fine (a magnitude
    // beyond u64 is not zero).
    if syntax.negative && syntax.magnitude != Some(0) {
        return Err(ErrorKind::Negative);
    }
    integer_value_kind(IntegerSyntax {
        negative: false,
        ..syntax
    })
}

/// Steps 3–5 of the rules for parsing non-negative integers, for a
/// combinator.
#[inline]
fn non_negative_value<'a, T, I, E>(input: &I, syntax: IntegerSyntax) -> Result<T, nom::Err<E>>
where
    T: SpecInteger,
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
{
    non_negative_value_kind(syntax).map_err(|kind| fail(syntax.at(input), kind))
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
#[inline]
pub fn parse_integer(input: &str) -> Result<i64, Error> {
    parse_entry(input, integer_value_kind::<i64>)
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
#[inline]
pub fn parse_integer_i32(input: &str) -> Result<i32, Error> {
    parse_entry(input, integer_value_kind::<i32>)
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
#[inline]
pub fn parse_non_negative_integer(input: &str) -> Result<u64, Error> {
    parse_entry(input, non_negative_value_kind::<u64>)
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
#[inline]
pub fn parse_non_negative_integer_u32(input: &str) -> Result<u32, Error> {
    parse_entry(input, non_negative_value_kind::<u32>)
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
/// assert_eq!((err.kind().code(), err.offset()), ("trailing_input", 2));
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

/// The one-pass scan (value read while collecting the digits, entry points
/// on the `&str` itself) against the step-by-step rules it replaced: collect
/// the digits, then read their value with [`crate::idioms::digits_value`].
#[cfg(test)]
mod tests {
    use super::*;
    use crate::idioms::is_ascii_whitespace;
    use crate::{span, StepError};
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec; // prop_oneof! expands to vec! (no prelude macro without std)
    use proptest::prelude::*;

    /// The step-by-step rules: the value (or the error kind and offset) and,
    /// on success, the offset after the digits.
    fn reference<T: SpecInteger>(
        s: &str,
        non_negative: bool,
    ) -> Result<(T, usize), (ErrorKind, usize)> {
        let bytes = s.as_bytes();
        let mut pos = s.bytes().take_while(|&b| is_ascii_whitespace(b)).count();
        let start = pos;
        let (negative, expected) = match bytes.get(pos) {
            None => return Err((ErrorKind::Empty, pos)),
            Some(b'-') => (true, Expected::Digit),
            Some(b'+') => (false, Expected::Digit),
            Some(_) => (false, Expected::Integer),
        };
        if expected == Expected::Digit {
            pos += 1;
        }
        let len = s[pos..].bytes().take_while(u8::is_ascii_digit).count();
        if len == 0 {
            return Err((ErrorKind::expected(expected, &s[pos..]), pos));
        }
        let digits = &s[pos..pos + len];
        if non_negative && negative && digits.bytes().any(|b| b != b'0') {
            return Err((ErrorKind::Negative, start));
        }
        let overflow = ErrorKind::Overflow {
            field: Field::Integer,
            supported: T::SUPPORTED,
        };
        crate::idioms::digits_value(digits)
            .and_then(|m| T::from_sign_and_magnitude(negative && !non_negative, m))
            .map(|v| (v, pos + len))
            .ok_or((overflow, start))
    }

    fn located<T>(s: &str, r: Result<T, Error>) -> Result<T, (ErrorKind, usize)> {
        r.map_err(|e| {
            assert_eq!(e.offset(), Error::new(e.kind(), s, e.offset()).offset());
            (e.kind(), e.offset())
        })
    }

    /// Every integer entry point and combinator (on `&str` and on a span)
    /// agrees with [`reference`] on `s`.
    fn agrees(s: &str) -> Result<(), TestCaseError> {
        let value = |r: Result<(i64, usize), (ErrorKind, usize)>| r.map(|(v, _)| v);
        prop_assert_eq!(
            located(s, parse_integer(s)),
            value(reference::<i64>(s, false))
        );
        prop_assert_eq!(
            located(s, parse_integer_i32(s)),
            reference::<i32>(s, false).map(|(v, _)| v)
        );
        prop_assert_eq!(
            located(s, parse_non_negative_integer(s)),
            reference::<u64>(s, true).map(|(v, _)| v)
        );
        prop_assert_eq!(
            located(s, parse_non_negative_integer_u32(s)),
            reference::<u32>(s, true).map(|(v, _)| v)
        );
        let on_str = integer_component::<_, StepError<&str>>(s)
            .map(|(rest, v)| (v, s.len() - rest.len()))
            .map_err(|e| match e {
                nom::Err::Error(e) => (e.kind, s.len() - e.input.len()),
                _ => unreachable!(),
            });
        prop_assert_eq!(on_str, reference::<i64>(s, false));
        let on_span = integer_component::<_, StepError<crate::Span<'_>>>(span(s))
            .map(|(rest, v)| (v, rest.location_offset()))
            .map_err(|e| match e {
                nom::Err::Error(e) => (e.kind, e.input.location_offset()),
                _ => unreachable!(),
            });
        prop_assert_eq!(on_span, on_str);
        let on_str = non_negative_integer_component::<_, StepError<&str>>(s)
            .map(|(rest, v)| (v, s.len() - rest.len()))
            .map_err(|e| match e {
                nom::Err::Error(e) => (e.kind, s.len() - e.input.len()),
                _ => unreachable!(),
            });
        prop_assert_eq!(on_str, reference::<u64>(s, true));
        // Validity: the reference's syntax, the whole string, no sign for the
        // non-negative rules.
        let strict = s.strip_prefix('-').unwrap_or(s);
        let syntax = !strict.is_empty() && strict.bytes().all(|b| b.is_ascii_digit());
        prop_assert_eq!(is_valid_integer(s), syntax);
        prop_assert_eq!(
            is_valid_non_negative_integer(s),
            syntax && !s.starts_with('-')
        );
        if syntax {
            prop_assert_eq!(
                located(s, validate_integer(s)),
                value(reference::<i64>(s, false))
            );
        }
        Ok(())
    }

    /// Strings around the widths' limits: 19 and 20 digits, `u64::MAX`,
    /// `i64::MIN`, `i32`/`u32` bounds ± 1, with leading zeros, signs,
    /// whitespace and a tail.
    fn adversarial() -> impl Strategy<Value = String> {
        let core = prop_oneof![
            any::<u64>().prop_map(|n| n.to_string()),
            any::<i64>().prop_map(|n| n.to_string()),
            (0u64..40).prop_map(|k| (u64::MAX - 20 + k.min(20)).to_string()),
            (0u64..40).prop_map(|k| (9_223_372_036_854_775_790 + k).to_string()),
            (0u64..40).prop_map(|k| (9_999_999_999_999_999_980u64 + k).to_string()),
            (0u64..40).prop_map(|k| (999_999_999_999_999_980u64 + k).to_string()),
            (0u64..20).prop_map(|k| (4_294_967_285 + k).to_string()),
            (0u64..20).prop_map(|k| (2_147_483_638 + k).to_string()),
            "[0-9]{15,45}",
            (1usize..60).prop_map(|n| "9".repeat(n)),
            (1usize..60, 0u64..100).prop_map(|(n, v)| format!("{}{v}", "0".repeat(n))),
        ];
        (
            "[ \t\n]{0,2}",
            prop_oneof![Just(""), Just("-"), Just("+"), Just("--")],
            core,
            "[0-9x. é-]{0,3}",
        )
            .prop_map(|(ws, sign, digits, tail)| format!("{ws}{sign}{digits}{tail}"))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(3000))]

        #[test]
        fn one_pass_agrees_on_numberish_strings(s in "[ \t\n+\\-0-9xé]{0,24}") {
            agrees(&s)?;
        }

        #[test]
        fn one_pass_agrees_on_adversarial_strings(s in adversarial()) {
            agrees(&s)?;
        }
    }

    #[test]
    fn one_pass_agrees_at_the_limits() {
        for s in [
            "",
            " ",
            "-",
            "+",
            "0",
            "-0",
            "00000000000000000000000000",
            "-0000000000000000000000000",
            "9223372036854775807",
            "9223372036854775808",
            "-9223372036854775808",
            "-9223372036854775809",
            "18446744073709551615",
            "18446744073709551616",
            "-18446744073709551616",
            "0018446744073709551615",
            "99999999999999999999",
            "9999999999999999999",
            "1000000000000000000",
            "10000000000000000000",
            "2147483647",
            "2147483648",
            "-2147483648",
            "-2147483649",
            "4294967295",
            "4294967296",
            "  -12abc",
            "\u{e9}1",
            "1\u{e9}",
            "-\u{e9}",
        ] {
            agrees(s).unwrap();
        }
    }
}
