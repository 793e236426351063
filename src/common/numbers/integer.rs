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

use nom::IResult;

use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Field, Violation};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::collect_digits_u64;
use crate::common::numbers::{expected_at, whitespace_and_sign};
use crate::{base::error::Error, base::input::StrInput};

/// An integer width the rules can produce: `i32`, `i64`, `u32`, `u64`.
pub trait SpecInteger: Copy + Sized {
    /// The least value of the width.
    const MIN: i64;
    /// The greatest value of the width.
    const MAX: u64;
    /// The width, as an [`ErrorKind::Overflow`] names it.
    const SUPPORTED: crate::base::error::Supported;
    /// The value `-magnitude` (when `negative`) or `magnitude`, if it fits.
    fn from_sign_and_magnitude(negative: bool, magnitude: u64) -> Option<Self>;
}

macro_rules! spec_integer {
    ($($t:ty => $supported:ident),*) => {$(
        impl SpecInteger for $t {
            // OK because every width's bounds fit i64 / u64 (lossless casts).
            const MIN: i64 = <$t>::MIN as i64;
            const MAX: u64 = <$t>::MAX as u64;
            const SUPPORTED: crate::base::error::Supported = crate::base::error::Supported::$supported;
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
pub(crate) struct IntegerSyntax {
    negative: bool,
    /// The byte offset of the number (its sign, if any).
    start: usize,
    /// The value of the collected digits (step 8 reads them into value as it
    /// goes), or `None` beyond `u64`: the digits are unbounded, the widths
    /// are not.
    magnitude: Option<u64>,
}

/// Steps 3–8 of the rules for parsing integers from `pos`: the syntax, with
/// `sink` told each departure from a valid integer. Returns the position
/// after the digits. Every face of the integer rules runs these steps.
#[inline(always)]
pub(crate) fn integer_syntax_steps<S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Steps<IntegerSyntax> {
    let s = text.as_bytes();
    // Steps 3–7 have nothing to do when the text starts with a digit (the
    // common case): no whitespace, no sign.
    let (start, pos, negative) = if s.get(pos).is_some_and(u8::is_ascii_digit) {
        (pos, pos, false)
    } else {
        integer_prefix(text, pos, sink)?
    };
    // Step 8: collect the digits, reading them into the value as they come
    // (one pass: the scan and the value of step 9 share it).
    let (end, magnitude) = collect_digits_u64(s, pos);
    let syntax = IntegerSyntax {
        negative,
        start,
        magnitude,
    };
    Ok((end, syntax))
}

/// Steps 3–7 of the rules for parsing integers: skip the whitespace, read
/// the sign, require a digit. Returns the offsets of the number (its sign)
/// and of its first digit, and whether it is negative.
#[inline(always)]
fn integer_prefix<S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Result<(usize, usize, bool), crate::base::step::Failure> {
    // Steps 3–4: sign is positive; skip ASCII whitespace. Step 5: past the
    // end, fail. Step 6: a '-' makes the sign negative; a '+' is ignored (not
    // conforming).
    let (start, pos, negative, expected) =
        whitespace_and_sign(text, pos, sink, Expected::Integer, Expected::Digit)?;
    // Steps 6.3 and 7: there must be a digit.
    if !text.as_bytes().get(pos).is_some_and(u8::is_ascii_digit) {
        return Err(expected_at(text, pos, expected));
    }
    Ok((start, pos, negative))
}

/// The [rules for parsing integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-integers)
/// from `pos`, into the width `T`: steps 3–8, then step 9 (the value, or
/// the overflow error at the number).
#[inline(always)]
pub(crate) fn integer_steps<T: SpecInteger, S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Steps<T> {
    let (end, syntax) = integer_syntax_steps(text, pos, sink)?;
    // Step 9.
    match syntax
        .magnitude
        .and_then(|m| T::from_sign_and_magnitude(syntax.negative, m))
    {
        Some(value) => Ok((end, value)),
        None => Err((syntax.start, overflow::<T>())),
    }
}

/// The overflow error of the width `T`.
#[cold]
#[inline(never)]
fn overflow<T: SpecInteger>() -> ErrorKind {
    ErrorKind::Overflow {
        field: Field::Integer,
        supported: T::SUPPORTED,
    }
}

/// The [rules for parsing non-negative integers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-non-negative-integers)
/// from `pos`, into the width `T`: the integer rules' steps 3–8, then
/// steps 3–5 (below zero is an error; "-0" is zero). A sign, even on zero,
/// is a departure from a valid non-negative integer.
#[inline(always)]
pub(crate) fn non_negative_integer_steps<T: SpecInteger, S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Steps<T> {
    located_non_negative_integer_steps(text, pos, sink).map(|(end, (_, value))| (end, value))
}

/// [`non_negative_integer_steps`] with the byte offset of the number (its
/// sign, if any, after the whitespace) beside its value: where a rule on
/// the value (greater than zero, a range) is about.
#[inline(always)]
pub(crate) fn located_non_negative_integer_steps<T: SpecInteger, S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Steps<(usize, T)> {
    let (end, syntax) = integer_syntax_steps(text, pos, sink)?;
    // Steps 3–4: below zero is an error; "-0" is zero and fine (a magnitude
    // beyond u64 is not zero).
    if syntax.negative && syntax.magnitude != Some(0) {
        return Err((syntax.start, ErrorKind::Negative));
    }
    match syntax
        .magnitude
        .and_then(|m| T::from_sign_and_magnitude(false, m))
    {
        Some(value) => {
            if syntax.negative {
                // "-0" parses as zero, but a valid non-negative integer has no sign.
                sink.report(syntax.start, Violation::NotValidForm);
            }
            Ok((end, (syntax.start, value)))
        }
        None => Err((syntax.start, overflow::<T>())),
    }
}

/// The syntax of a valid non-negative integer (unbounded, no value): the
/// integer rules' steps 3–8, with a sign reported.
#[inline(always)]
fn non_negative_integer_syntax_steps<S: Sink>(text: &str, pos: usize, sink: &mut S) -> Steps<()> {
    let (end, syntax) = integer_syntax_steps(text, pos, sink)?;
    if syntax.negative {
        sink.report(syntax.start, Violation::NotValidForm);
    }
    Ok((end, ()))
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
pub fn integer_component_of<'a, T, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, T, E>
where
    T: SpecInteger,
{
    entry::component(input, |text, sink| integer_steps::<T, _>(text, 0, sink))
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
pub fn integer_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, i64, E> {
    integer_component_of::<i64, I, E>(input)
}

/// A [valid integer](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-integer)
/// where it stands in a host grammar: the integer rules with every tolerated
/// departure (whitespace, a `+`) an error at its character. Like
/// [`integer_component`], no end-of-input check: what follows the digits is
/// left for the host.
///
/// # Errors
///
/// Those of [`integer_component`], and [`ErrorKind::Invalid`] at the first
/// departure from the valid syntax.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::valid_integer_component;
/// use html_microsyntax::StepError;
/// assert_eq!(valid_integer_component::<_, ()>("-12px"), Ok(("px", -12)));
/// let nom::Err::Error(e) = valid_integer_component::<_, StepError<&str>>("+12").unwrap_err() else { unreachable!() };
/// assert_eq!((e.kind.code(), e.input), ("plus_sign", "+12"));
/// ```
#[inline]
pub fn valid_integer_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, i64, E> {
    entry::valid_component(input, |text, sink| integer_steps::<i64, _>(text, 0, sink))
}

/// A [valid non-negative integer](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-non-negative-integer)
/// where it stands in a host grammar (no sign at all, no whitespace); what
/// follows the digits is left for the host.
///
/// # Errors
///
/// Those of [`non_negative_integer_component`], and [`ErrorKind::Invalid`]
/// at the first departure from the valid syntax.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::valid_non_negative_integer_component;
/// use html_microsyntax::StepError;
/// assert_eq!(valid_non_negative_integer_component::<_, ()>("007;"), Ok((";", 7)));
/// let nom::Err::Error(e) = valid_non_negative_integer_component::<_, StepError<&str>>("-0").unwrap_err() else { unreachable!() };
/// assert_eq!(e.kind.code(), "not_valid_form");
/// ```
#[inline]
pub fn valid_non_negative_integer_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, u64, E> {
    entry::valid_component(input, |text, sink| {
        non_negative_integer_steps::<u64, _>(text, 0, sink)
    })
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
pub fn non_negative_integer_component_of<'a, T, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, T, E>
where
    T: SpecInteger,
{
    entry::component(input, |text, sink| {
        non_negative_integer_steps::<T, _>(text, 0, sink)
    })
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
pub fn non_negative_integer_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, u64, E> {
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
    entry::parse_prefix(input, |text, sink| integer_steps::<i64, _>(text, 0, sink))
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
    entry::parse_prefix(input, |text, sink| integer_steps::<i32, _>(text, 0, sink))
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
    entry::parse_prefix(input, |text, sink| {
        non_negative_integer_steps::<u64, _>(text, 0, sink)
    })
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
    entry::parse_prefix(input, |text, sink| {
        non_negative_integer_steps::<u32, _>(text, 0, sink)
    })
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
    entry::validate_to_end(input, |text, sink| integer_steps::<i64, _>(text, 0, sink))
}

/// A valid integer and the rules for parsing integers, in one pass.
pub(crate) fn check_integer(value: &str) -> (Result<(), Error>, Option<i64>) {
    entry::check_prefix(value, |text, sink| integer_steps::<i64, _>(text, 0, sink))
}

/// A valid non-negative integer and the rules for parsing non-negative
/// integers, in one pass.
pub(crate) fn check_non_negative_integer(value: &str) -> (Result<(), Error>, Option<u64>) {
    entry::check_prefix(value, |text, sink| {
        non_negative_integer_steps::<u64, _>(text, 0, sink)
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
    // The syntax only, without the value (the syntax is unbounded).
    entry::is_valid(input, |text, sink| integer_syntax_steps(text, 0, sink))
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
    entry::validate_to_end(input, |text, sink| {
        non_negative_integer_steps::<u64, _>(text, 0, sink)
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
    entry::is_valid(input, |text, sink| {
        non_negative_integer_syntax_steps(text, 0, sink)
    })
}

/// The one-pass scan (value read while collecting the digits, entry points
/// on the `&str` itself) against the step-by-step rules it replaced: collect
/// the digits, then read their value with std's `u64` parser.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::idioms::is_ascii_whitespace;
    use crate::{base::error::StepError, base::input::span};
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
        digits
            .parse::<u64>()
            .ok()
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
        let on_span = integer_component::<_, StepError<crate::base::input::Span<'_>>>(span(s))
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
