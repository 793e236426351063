//! [2.3.4.3 Floating-point numbers](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#floating-point-numbers).
//!
//! ```text
//! valid-float = ["-"] ( 1*DIGIT ["." 1*DIGIT] / "." 1*DIGIT ) [("e" / "E") ["-" / "+"] 1*DIGIT]
//! ```
//!
//! The conversion step (steps 15–18) is exact: the collected digits and
//! exponent are converted to the nearest double, ties to even. The scan reads
//! the digits as `significand × 10^exponent` as it collects them; then three
//! ways, each correctly rounded, the first that answers:
//!
//! 1. when both are exact doubles (at most 2^53 and 10^22), one
//!    multiplication or division (Clinger's fast path);
//! 2. for up to 19 significant digits and a normal result, Eisel and
//!    Lemire's method: the significand times a 128-bit truncation of 5^q
//!    from a table, which decides the rounding unless the product is too
//!    close to a halfway point;
//! 3. otherwise std's correctly rounding decimal conversion of the digits.
//!
//! Never `value * 10^exponent` in doubles where that would round twice.
//!
//! The combinator stops after the last character that counts for the value:
//! a `.` with no digit after it (`1.`), or an `e` with no digits (`1em`,
//! `1e+x`) is stepped over by the spec's position but left for the caller.

use crate::common::idioms::str_range;
use core::fmt;

use nom::IResult;

use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Violation};
use crate::base::step::{Failure, Sink, Steps};
use crate::base::text::StackString;
use crate::common::idioms::{collect_digit_values, POWERS_OF_TEN_U64};
use crate::common::numbers::{expected_at, whitespace_and_sign};
use crate::{base::error::Error, base::input::StrInput};

/// What steps 1–14 of the float rules collected: the sign, and the digits
/// (`digits ["." [digits]] [e [sign] digits]`) to convert, also read as
/// `significand × 10^exponent` while they were collected.
#[derive(Debug, Clone, Copy)]
pub(crate) struct FloatSyntax<'a> {
    negative: bool,
    /// The byte offset of the number (its sign, if any).
    pub(crate) start: usize,
    /// The text the steps read, and the byte range of the digits in it (read
    /// as text only when `significand` and `exponent` are not enough).
    text: &'a str,
    digits: (usize, usize),
    /// The integer and fraction digits as one integer, exact unless
    /// `overlong`.
    significand: u64,
    /// The power of ten that scales `significand` to the digits' value (the
    /// exponent less the number of fraction digits), exact unless `overlong`.
    exponent: i64,
    /// More than 19 integer and fraction digits (leading zeros count), or
    /// an exponent or fraction too long to track: only the digits
    /// themselves say what the value is.
    overlong: bool,
}

/// Beyond this many fraction digits or this exponent, `overlong`: the exact
/// conversion of the digits takes over (the fast path needs |exponent| ≤ 37).
const TRACKED: u32 = 1 << 20;

/// Steps 1–14 of the rules for parsing floating-point number values from
/// `pos`: the syntax, with `sink` told each departure from a valid
/// floating-point number. Returns the position after the last character
/// that counts for the value (see the module documentation). Every face of
/// the float rules runs these steps.
#[inline(always)]
pub(crate) fn float_syntax_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
) -> Steps<FloatSyntax<'a>> {
    let s = text.as_bytes();
    let digit_at = |p: usize| s.get(p).is_some_and(u8::is_ascii_digit);
    // Steps 3–10 have nothing to do when the text starts with a digit (the
    // common case): no whitespace, no sign.
    let (start, negative, digits_start) = if digit_at(pos) {
        (pos, false, pos)
    } else {
        float_prefix(text, pos, sink)?
    };
    // Step 11: collect the integer digits (step 12: the end goes to conversion).
    let (mut pos, mut significand) = collect_digit_values(s, digits_start, 0);
    let integer_digits = pos - digits_start;
    // Where the number ends for the caller: after the last character that
    // counts for the value.
    let mut end = pos;
    // Step 13: the fraction.
    let mut fraction_digits = 0;
    if s.get(pos) == Some(&b'.') {
        let dot = pos;
        pos += 1;
        if digit_at(pos) {
            // Steps 13.4–13.8: the fraction loop.
            let fraction = pos;
            (pos, significand) = collect_digit_values(s, pos, significand);
            fraction_digits = pos - fraction;
            end = pos;
        } else {
            // Steps 13.2–13.3: "1." and "1.e5" parse, but a valid float's '.'
            // has digits after it. The '.' counts only if an exponent follows.
            sink.report(dot, Violation::FractionWithoutDigits);
        }
    }
    let mut exponent = 0;
    // Step 14: the exponent, which only counts once it has digits.
    if matches!(s.get(pos), Some(b'e' | b'E')) {
        let e = pos;
        pos += 1;
        let negative_exponent = s.get(pos) == Some(&b'-');
        if matches!(s.get(pos), Some(b'-' | b'+')) {
            pos += 1;
        }
        if digit_at(pos) {
            // Step 14.4: the exponent digits; beyond [`TRACKED`] only
            // `overlong` matters, so the value stops growing there (a short
            // loop: exponents have a digit or two, and the general collector
            // cost a float a sixth more instructions).
            let (mut after, mut value) = (pos, 0u64);
            while let Some(d) = s
                .get(after)
                .map(|b| b.wrapping_sub(b'0'))
                .filter(|&d| d <= 9)
            {
                if value < u64::from(TRACKED) {
                    value = value * 10 + u64::from(d);
                }
                after += 1;
            }
            let value = value.min(u64::from(TRACKED));
            // OK because `value` is at most 2^20.
            exponent = value as i64;
            if negative_exponent {
                exponent = -exponent;
            }
            end = after;
        } else {
            // Steps 14.2, 14.3.3, 14.4: jump to conversion with the value so
            // far; the 'e' and sign are left for the caller.
            sink.report(e, Violation::ExponentWithoutDigits);
        }
    }
    let overlong = integer_digits + fraction_digits > SIGNIFICAND_DIGITS
        || exponent.unsigned_abs() >= u64::from(TRACKED);
    let syntax = FloatSyntax {
        negative,
        start,
        text,
        digits: (digits_start, end),
        significand,
        // OK because both are below 2^20 unless `overlong` (and then unused).
        exponent: exponent - fraction_digits.min(TRACKED as usize) as i64,
        overlong,
    };
    Ok((end, syntax))
}

/// Steps 3–10 of the float rules from `pos`: skip the whitespace, read the
/// sign, require a digit or a fraction. Returns the offsets of the number
/// (its sign) and of its digits, and whether it is negative.
#[inline(always)]
fn float_prefix<S: Sink>(
    text: &str,
    pos: usize,
    sink: &mut S,
) -> Result<(usize, bool, usize), Failure> {
    let s = text.as_bytes();
    let digit_at = |p: usize| s.get(p).is_some_and(u8::is_ascii_digit);
    // Steps 3–6: value, divisor and exponent start at 1; skip ASCII
    // whitespace. Step 7: past the end, fail. Step 8: a '-' makes value and
    // divisor −1; a '+' is ignored.
    let (start, pos, negative, expected) =
        whitespace_and_sign(text, pos, sink, Expected::Number, Expected::DigitOrFraction)?;
    // Step 9: ".5" jumps to the fraction; step 10: otherwise a digit is needed.
    let leading_fraction = s.get(pos) == Some(&b'.') && digit_at(pos + 1);
    if !leading_fraction && !digit_at(pos) {
        return Err(expected_at(text, pos, expected));
    }
    Ok((start, negative, pos))
}

/// Up to this many digits, the integer and fraction digits are below
/// 10^19 < 2^64: [`collect_digit_values`] reads them exactly.
const SIGNIFICAND_DIGITS: usize = 19;

/// The [rules for parsing floating-point number values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values)
/// from `pos`: steps 1–14, then the conversion (steps 15–18), whose error is
/// at the number.
#[inline(always)]
pub(crate) fn float_steps<S: Sink>(text: &str, pos: usize, sink: &mut S) -> Steps<f64> {
    let (end, syntax) = float_syntax_steps(text, pos, sink)?;
    match float_value_kind(&syntax) {
        Ok(value) => Ok((end, value)),
        Err(kind) => Err((syntax.start, kind)),
    }
}

/// Whether one rounding of a double operation is the correct rounding (not
/// so on x87 without SSE2, which rounds to 64-bit significands first).
const DOUBLE_OPERATIONS_ROUND_ONCE: bool =
    !cfg!(all(target_arch = "x86", not(target_feature = "sse2")));

/// The powers of ten that doubles hold exactly: 10^0 to 10^22 (5^22 < 2^53).
const EXACT_POWERS_OF_TEN: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// Steps 15–16 when one double operation gives the exact answer (Clinger's
/// fast path): a significand of at most 2^53 and a power of ten that are
/// both exact doubles, so the one multiplication or division, correctly
/// rounded by IEEE 754 (to nearest, ties to even), is the double nearest the
/// exact value. `None` for every other case.
#[inline(always)]
fn exact_in_one_operation(syntax: &FloatSyntax<'_>) -> Option<f64> {
    const EXACT_INTEGERS: u64 = 1 << 53;
    if syntax.overlong || !DOUBLE_OPERATIONS_ROUND_ONCE {
        return None;
    }
    let (mut significand, mut exponent) = (syntax.significand, syntax.exponent);
    if significand == 0 {
        return Some(0.0);
    }
    if exponent > 22 {
        // 12e22 is 120e21: move powers of ten into the significand while it
        // stays exact.
        let shift = POWERS_OF_TEN_U64.get(usize::try_from(exponent - 22).ok()?)?;
        significand = significand.checked_mul(*shift)?;
        exponent = 22;
    }
    if significand > EXACT_INTEGERS {
        return None;
    }
    // OK because an integer of at most 2^53 is a double exactly.
    let significand = significand as f64;
    let power = EXACT_POWERS_OF_TEN.get(usize::try_from(exponent.unsigned_abs()).ok()?)?;
    Some(if exponent < 0 {
        significand / power
    } else {
        significand * power
    })
}

/// Steps 15–16 for a significand of up to 19 digits and any normal result
/// (Eisel and Lemire's method, from Lemire, "Number Parsing at a Gigabyte
/// per Second", 2021): `w × 10^q = w × 5^q × 2^q`, with 5^q read from a
/// table of 128-bit truncations. The 192-bit product `w × p` is cut to its
/// top 128 bits; as `p` and the cut are floors, the exact product lies in
/// `[top, top + 2)` units of the cut's last bit. Below the 54 bits kept (53
/// and a rounding bit) that leaves the rounding decided unless the bits
/// dropped are within 2 of a carry, or are zero after a rounding bit of 1
/// (perhaps a tie): those, subnormals and overflows are `None`, for the
/// general conversion.
#[inline]
fn eisel_lemire(syntax: &FloatSyntax<'_>) -> Option<f64> {
    use super::powers_of_five::{MAX_Q, MIN_Q, POWERS_OF_FIVE};
    let (w, q) = (syntax.significand, syntax.exponent);
    if syntax.overlong || w == 0 || !(MIN_Q..=MAX_Q).contains(&q) {
        return None;
    }
    let &(p_high, p_low, e) = POWERS_OF_FIVE.get(usize::try_from(q - MIN_Q).ok()?)?;
    // w normalized to [2^63, 2^64), p in [2^127, 2^128): the product's top
    // bit is bit 191 or 190, so `top`'s is bit 127 or 126.
    let lz = w.leading_zeros();
    let w = u128::from(w << lz);
    let top = w * u128::from(p_high) + ((w * u128::from(p_low)) >> 64);
    let upper = u32::from(top >> 127 == 1);
    // The 54 bits from the top bit (53 and the rounding bit), and the
    // `width` bits dropped below them.
    let width = 73 + upper;
    let mantissa = u64::try_from(top >> width).ok()?;
    let dropped = top & ((1u128 << width) - 1);
    let round_up = mantissa & 1 == 1;
    if dropped >= (1u128 << width) - 2 || (round_up && dropped == 0) {
        return None;
    }
    // value = mantissa × 2^(width + 64 + e + q − lz); halved to 53 bits.
    let mut significand = (mantissa >> 1) + u64::from(round_up);
    let mut exponent = i64::from(width) + 65 + i64::from(e) + q - i64::from(lz);
    if significand == 1 << 53 {
        significand = 1 << 52;
        exponent += 1;
    }
    // The double's biased exponent: value = (significand / 2^52) × 2^(exponent + 52).
    let biased = exponent + 52 + 1023;
    if !(1..=2046).contains(&biased) {
        return None;
    }
    let biased = u64::try_from(biased).ok()?;
    Some(f64::from_bits(
        (biased << 52) | (significand & ((1 << 52) - 1)),
    ))
}

/// Steps 15–16 in general: the double nearest the exact value of the
/// digits, ties to even. The digits are `digits ["." [digits]] [e [sign]
/// digits]` (or "." digits), a language std's correctly rounding
/// `f64::from_str` reads exactly (with an exponent of any length).
#[cold]
#[inline(never)]
fn correctly_rounded(digits: &str) -> Option<f64> {
    digits.parse().ok()
}

/// The double nearest `significand × 10^exponent`, ties to even, for a
/// decimal held as numbers rather than digits (the forms' exact step
/// arithmetic, a duration's seconds): the float rules' conversions, the
/// first that answers, ending with std's correctly rounding conversion of
/// the digits written on the stack. Infinite when it rounds to ±2^1024.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::decimal_to_f64;
/// assert_eq!(decimal_to_f64(3075, -2), 30.75);
/// assert_eq!(decimal_to_f64(1, -1), 0.1); // the double nearest 0.1, not 1.0 / 10.0 computed
/// assert_eq!(decimal_to_f64(1, 400), f64::INFINITY);
/// ```
pub fn decimal_to_f64(significand: u128, exponent: i64) -> f64 {
    if significand == 0 {
        return 0.0;
    }
    if let Ok(significand) = u64::try_from(significand) {
        let syntax = FloatSyntax {
            negative: false,
            start: 0,
            text: "",
            digits: (0, 0),
            significand,
            exponent,
            overlong: false,
        };
        if let Some(value) = exact_in_one_operation(&syntax).or_else(|| eisel_lemire(&syntax)) {
            return value;
        }
    }
    // At most 39 digits, `e` and 20 characters of exponent.
    let mut digits = StackString::<64>::default();
    let _ = fmt::write(&mut digits, format_args!("{significand}e{exponent}"));
    correctly_rounded(digits.as_str()).unwrap_or(f64::NAN)
}

/// Steps 15–18 of the float rules, the conversion: the value, or the error
/// (at the number).
#[inline(always)]
pub(crate) fn float_value_kind(syntax: &FloatSyntax<'_>) -> Result<f64, ErrorKind> {
    // Steps 15–16: the double nearest to the exact value, ties to even (never
    // `value * 10^exponent` in doubles but where that is exact).
    let magnitude = match exact_in_one_operation(syntax).or_else(|| eisel_lemire(syntax)) {
        Some(m) => m,
        None => match correctly_rounded(str_range(syntax.text, syntax.digits.0, syntax.digits.1)) {
            Some(m) => m,
            // Unreachable: the scan only collects that language.
            None => return Err(ErrorKind::expected(Expected::Number, "")),
        },
    };
    // Step 17: rounding to ±2^1024 is an error.
    if magnitude.is_infinite() {
        return Err(ErrorKind::FloatOverflow);
    }
    // Step 18. S has no −0: "-0" and "-1e-400" are +0.
    Ok(if syntax.negative && magnitude != 0.0 {
        -magnitude
    } else {
        magnitude
    })
}

/// The [rules for parsing floating-point number values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-floating-point-number-values)
/// as a combinator: stops after the last character that counts for the
/// value, so a dangling `.`, or an `e` (and sign) without digits, is left
/// for the caller: `1em` is 1 then `em`.
///
/// Deviation: the spec's position steps over such a `.`, `e` or sign before
/// it jumps to the conversion; they change nothing in the value, and a host
/// grammar wants them (a unit such as `em` or `ex`).
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
/// assert_eq!(float_component::<_, ()>("1em"), Ok(("em", 1.0)));
/// assert_eq!(float_component::<_, ()>("1e+x"), Ok(("e+x", 1.0)));
/// assert_eq!(float_component::<_, ()>("1.e2x"), Ok(("x", 100.0)));
/// assert_eq!(float_component::<_, ()>("1."), Ok((".", 1.0)));
/// assert_eq!(float_component::<_, ()>("-0"), Ok(("", 0.0)));
/// assert!(float_component::<_, ()>("-0").unwrap().1.is_sign_positive());
/// ```
#[inline]
pub fn float_component<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, f64, E> {
    entry::component(input, |text, sink| float_steps(text, 0, sink))
}

/// A [valid floating-point number](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-floating-point-number)
/// where it stands in a host grammar: the float rules with every tolerated
/// departure (whitespace, a `+`, a `.` or an exponent without digits) an
/// error at its character. What follows the number is left for the host.
///
/// # Errors
///
/// Those of [`float_component`], and [`ErrorKind::Invalid`] at the first
/// departure from the valid syntax.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::valid_float_component;
/// use html_microsyntax::StepError;
/// assert_eq!(valid_float_component::<_, ()>("-.5e3em"), Ok(("em", -500.0)));
/// let nom::Err::Error(e) = valid_float_component::<_, StepError<&str>>("1.e3").unwrap_err() else { unreachable!() };
/// assert_eq!((e.kind.code(), e.input), ("fraction_without_digits", ".e3"));
/// ```
#[inline]
pub fn valid_float_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, f64, E> {
    entry::valid_component(input, |text, sink| float_steps(text, 0, sink))
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
#[inline]
pub fn parse_float(input: &str) -> Result<f64, Error> {
    entry::parse_prefix(input, |text, sink| float_steps(text, 0, sink))
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
    let syntax = entry::validate_to_end(input, |text, sink| float_syntax_steps(text, 0, sink))?;
    float_value_kind(&syntax).map_err(|kind| Error::new(kind, input, syntax.start))
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
    entry::is_valid(input, |text, sink| float_syntax_steps(text, 0, sink))
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

/// The conversion's fast paths and the entry points that skip the combinator
/// plumbing, against the conversion they replaced: the collected digits
/// converted by std's correctly rounding parser, then steps 17–18, with the
/// error located through the combinator. The scan itself (steps 1–14: where
/// it stops, what it collects, where it fails) is checked elsewhere: against
/// the pest grammar (`tests/grammar_numbers.rs`), the case files' error
/// offsets for every failing step, and std's parser as an oracle
/// (`tests/numbers.rs`).
impl FloatSyntax<'_> {
    /// Whether the number's exact value (its digits, not the double they
    /// round to) is an integer: every digit that weighs less than one is
    /// `0`. `1.0`, `1e2` and `-0` are integers; `1.5` and `1e-1` are not.
    pub(crate) fn is_integer(&self) -> bool {
        if !self.overlong {
            // `significand × 10^exponent`, exact; the significand is below
            // 10^19, so a divisor beyond u64 divides only zero.
            let Ok(places) = u32::try_from(self.exponent.unsigned_abs()) else {
                return self.exponent >= 0 || self.significand == 0;
            };
            return self.exponent >= 0
                || 10u64
                    .checked_pow(places)
                    .map_or(self.significand == 0, |p| {
                        self.significand.is_multiple_of(p)
                    });
        }
        // Overlong: the digits as written, `int ["." frac] [e [sign] exp]`.
        let digits = str_range(self.text, self.digits.0, self.digits.1);
        let (mantissa, exponent) = match digits.split_once(['e', 'E']) {
            Some((m, e)) => (m, e),
            None => (digits, ""),
        };
        let negative = exponent.starts_with('-');
        let exponent = exponent
            .bytes()
            .filter(u8::is_ascii_digit)
            .fold(0i64, |n, d| {
                n.saturating_mul(10).saturating_add(i64::from(d - b'0'))
            });
        let exponent = if negative { -exponent } else { exponent };
        let (integer, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        // The digit at index i (from the left of integer ++ fraction) weighs
        // 10^(integer.len() − 1 − i + exponent): less than one from here on.
        let fractional_from = i64::try_from(integer.len())
            .unwrap_or(i64::MAX)
            .saturating_add(exponent);
        integer
            .bytes()
            .chain(fraction.bytes())
            .enumerate()
            .all(|(i, d)| i64::try_from(i).unwrap_or(i64::MAX) < fractional_from || d == b'0')
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{base::error::StepError, base::input::span};
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec; // prop_oneof! expands to vec! (no prelude macro without std)
    use proptest::prelude::*;

    type Outcome = Result<u64, (ErrorKind, usize)>;

    /// Steps 1–14 as they are, then steps 15–18 the step-by-step way.
    fn reference(s: &str) -> Outcome {
        let (_, syntax) = float_syntax_steps(s, 0, &mut ()).map_err(|(pos, kind)| (kind, pos))?;
        let start = syntax.start;
        let digits = &s[syntax.digits.0..syntax.digits.1];
        let magnitude: f64 = digits.parse().expect("the scan collects std's language");
        if magnitude.is_infinite() {
            return Err((ErrorKind::FloatOverflow, start));
        }
        let value = if syntax.negative && magnitude != 0.0 {
            -magnitude
        } else {
            magnitude
        };
        Ok(value.to_bits())
    }

    fn agrees(s: &str) -> Result<(), TestCaseError> {
        let expected = reference(s);
        let parsed = parse_float(s)
            .map(f64::to_bits)
            .map_err(|e| (e.kind(), e.offset()));
        prop_assert_eq!(parsed, expected, "parse_float({:?})", s);
        let on_str = float_component::<_, StepError<&str>>(s)
            .map(|(_, v)| v.to_bits())
            .map_err(|e| match e {
                nom::Err::Error(e) => (e.kind, s.len() - e.input.len()),
                _ => unreachable!(),
            });
        prop_assert_eq!(on_str, expected, "float_component({:?})", s);
        let on_span = float_component::<_, StepError<crate::base::input::Span<'_>>>(span(s))
            .map(|(_, v)| v.to_bits())
            .map_err(|e| match e {
                nom::Err::Error(e) => (e.kind, e.input.location_offset()),
                _ => unreachable!(),
            });
        prop_assert_eq!(on_span, expected, "float_component(span({:?}))", s);
        // The fast path, where it answers, is the correctly rounded value.
        if let Ok((_, syntax)) = float_syntax_steps(s, 0, &mut ()) {
            let digits = &s[syntax.digits.0..syntax.digits.1];
            let exact: f64 = digits.parse().unwrap();
            if let Some(fast) = exact_in_one_operation(&syntax) {
                prop_assert_eq!(fast.to_bits(), exact.to_bits(), "{:?}", digits);
            }
            if let Some(fast) = eisel_lemire(&syntax) {
                prop_assert_eq!(fast.to_bits(), exact.to_bits(), "{:?}", digits);
            }
            if is_valid_float(s) {
                prop_assert_eq!(
                    validate_float(s)
                        .map(f64::to_bits)
                        .map_err(|e| (e.kind(), e.offset())),
                    expected
                );
            }
        }
        Ok(())
    }

    /// Digits around the fast path's and the doubles' limits.
    fn significand() -> impl Strategy<Value = String> {
        prop_oneof![
            (0u64..1000).prop_map(|m| m.to_string()),
            ((1u64 << 53) - 5..(1u64 << 53) + 5).prop_map(|m| m.to_string()),
            Just("9007199254740993".to_string()),
            Just("9007199254740992999999999999".to_string()),
            Just("9007199254740993000000000001".to_string()),
            (9_999_999_999_999_999_990u64..=u64::MAX).prop_map(|m| m.to_string()),
            (999_999_999_999_999_990u64..1_000_000_000_000_000_010).prop_map(|m| m.to_string()),
            any::<u64>().prop_map(|m| m.to_string()),
            // Twenty digits or more whose value wraps to a small u64.
            (1u128..6, 0u128..1000).prop_map(|(k, m)| ((k << 64) + m).to_string()),
            "[0-9]{1,40}",
            (1usize..40, 1u64..1000).prop_map(|(n, m)| format!("{}{m}", "0".repeat(n))),
            (1usize..40, 1u64..1000).prop_map(|(n, m)| format!("{m}{}", "0".repeat(n))),
        ]
    }

    /// A float string with the point anywhere (or nowhere), an exponent
    /// near the edges of the fast path and of the doubles, signs, and the
    /// tolerated departures.
    fn adversarial() -> impl Strategy<Value = String> {
        let exponent = prop_oneof![
            Just(String::new()),
            (-40i32..40).prop_map(|e| format!("e{e}")),
            (-345i32..-300).prop_map(|e| format!("e{e}")),
            (290i32..330).prop_map(|e| format!("E+{e}")),
            (0usize..30).prop_map(|n| format!("e-{}1", "0".repeat(n))),
            Just("e99999999999999999999".to_string()),
            Just("e-99999999999999999999".to_string()),
            Just("e1048575".to_string()),
            Just("e-1048576".to_string()),
            Just("e".to_string()),
            Just("e+".to_string()),
            Just("ex".to_string()),
        ];
        (
            prop_oneof![Just(""), Just(" "), Just("\t")],
            prop_oneof![Just(""), Just("-"), Just("+")],
            significand(),
            0usize..45,
            prop_oneof![Just(false), Just(true)],
            exponent,
            prop_oneof![Just(""), Just("x"), Just("."), Just("5")],
        )
            .prop_map(|(ws, sign, digits, point, dot_only, exponent, tail)| {
                let point = point.min(digits.len());
                let (int, frac) = digits.split_at(point);
                let number = if dot_only && frac.is_empty() {
                    format!("{int}.")
                } else if frac.is_empty() {
                    int.to_string()
                } else {
                    format!("{int}.{frac}")
                };
                format!("{ws}{sign}{number}{exponent}{tail}")
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        #[test]
        fn fast_conversion_agrees_on_numberish_strings(s in "[ \t+\\-.eE0-9xé]{0,30}") {
            agrees(&s)?;
        }

        #[test]
        fn fast_conversion_agrees_on_adversarial_strings(s in adversarial()) {
            agrees(&s)?;
        }

        #[test]
        fn fast_conversion_agrees_on_every_double(bits in any::<u64>()) {
            let n = f64::from_bits(bits);
            prop_assume!(n.is_finite());
            agrees(&format!("{n:e}"))?;
            agrees(&format!("{n}"))?;
            agrees(&crate::common::numbers::best_representation(n).to_string())?;
        }
    }

    /// Eisel–Lemire against std on significands of every length and every
    /// power of ten it serves (and beyond), where it answers; and it answers
    /// for nearly all of them (the rest go to the general conversion).
    #[test]
    fn eisel_lemire_is_correctly_rounded() {
        use proptest::strategy::ValueTree;
        let mut runner = proptest::test_runner::TestRunner::deterministic();
        let (mut answered, mut total) = (0u32, 0u32);
        let strategy = (1u64..=9_999_999_999_999_999_999, 0u32..19, -360i64..330);
        for _ in 0..200_000 {
            let (w, shift, q) = strategy.new_tree(&mut runner).unwrap().current();
            let w = (w >> (shift * 3)).max(1);
            let s = format!("{w}e{q}");
            let (_, syntax) = float_syntax_steps(&s, 0, &mut ()).unwrap();
            let exact: f64 = s.parse().unwrap();
            total += 1;
            if let Some(fast) = eisel_lemire(&syntax) {
                answered += 1;
                assert_eq!(fast.to_bits(), exact.to_bits(), "{s}");
            }
        }
        // Normal results are most of the range; at least half of them answer.
        assert!(answered > total / 2, "{answered} of {total}");
    }

    /// Exact ties between two doubles (2^53 + odd, times powers of two),
    /// also written with trailing zeros and a negative exponent so the
    /// table's power of five is inexact: the product lands just below the
    /// tie.
    #[test]
    fn ties_round_to_even() {
        for odd in (1u64..2000).step_by(2) {
            for shift in 0..3 {
                let tie = ((1u64 << 53) + odd) << shift;
                for zeros in 0..=(19 - tie.to_string().len()) {
                    agrees(&format!("{tie}{}e-{zeros}", "0".repeat(zeros))).unwrap();
                }
                // And as a fraction: 2^52 + odd / 2.
                agrees(&format!("{}.5", ((1u64 << 52) + odd / 2) << shift)).unwrap();
            }
        }
    }

    #[test]
    fn fast_conversion_agrees_at_the_limits() {
        let long_fraction = format!("0.{}1", "0".repeat(1 << 20));
        let long_zeros = format!("{}1e-{}", "0".repeat(30), 1 << 20);
        for s in [
            "0",
            "-0",
            "-0.0e-400",
            "1e400",
            "1e308",
            "1.7976931348623157e308",
            "1.7976931348623158e308",
            "1.7976931348623159e308",
            "4.9e-324",
            "2.4e-324",
            "2.5e-324",
            "9007199254740993",
            "9007199254740992",
            "9007199254740994",
            "9007199254740995",
            "900719925474099.3e1",
            "9007199254740993e-1",
            "0.1",
            "0.2",
            "0.3",
            "123456789012345678901234567890",
            "1e22",
            "1e23",
            "9e22",
            "9007199254740992e22",
            "9007199254740993e22",
            "1e37",
            "1e38",
            "12e22",
            "90071992547409e37",
            "1e-22",
            "1e-23",
            "0.0000000000000000000001",
            ".5",
            "-.5e-1",
            "1.",
            "1.e5",
            "+.5",
            "-",
            "",
            " ",
            "x",
            "1e",
            "1e-",
            "1e+x",
            "0e99999999999999999999",
            &long_fraction,
            &long_zeros,
            "18446744073709551621",
            "1844674407370955162.1e1",
            "36893488147419103232e-1",
            "90071992547409950e-1",
            "900719925474099500e-2",
            "9007199254740995000e-3",
            "90071992547409930e-1",
            "9007199254740993000e-3",
            "9007199254740989.5",
        ] {
            agrees(s).unwrap();
        }
    }
}
