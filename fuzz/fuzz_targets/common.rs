//! Oracles shared by the fuzz targets.
#![allow(dead_code)]

use html_microsyntax::{Error, Span, StepError};

/// The first byte picks the entry point; the rest, as UTF-8, is the input.
pub fn split(data: &[u8]) -> Option<(u8, &str)> {
    let (&selector, rest) = data.split_first()?;
    Some((selector, std::str::from_utf8(rest).ok()?))
}

/// An error's position is inside the input, on a character boundary, and its
/// line and column agree with the offset; rendering it does not panic.
pub fn check_err(input: &str, e: &Error) {
    let offset = e.offset();
    assert!(offset <= input.len(), "offset {offset} past {input:?}");
    assert!(
        input.is_char_boundary(offset),
        "offset {offset} in a char of {input:?}"
    );
    let before = &input[..offset];
    let line = before.bytes().filter(|&b| b == b'\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column = before[line_start..].chars().count() + 1;
    assert_eq!(e.line() as usize, line, "line of {e:?} in {input:?}");
    assert_eq!(e.column() as usize, column, "column of {e:?} in {input:?}");
    assert!(!e.kind().code().is_empty());
    let _ = e.to_string();
    let _ = e.report(input).to_string();
}

/// Checks the error, if any, and returns the value.
pub fn ok<T>(input: &str, r: Result<T, Error>) -> Option<T> {
    match r {
        Ok(v) => Some(v),
        Err(e) => {
            check_err(input, &e);
            None
        }
    }
}

/// The parse rules, the conformance check and the serializer of one syntax
/// agree: a valid string parses to the same value and `is_valid` says so; a
/// parsed value's `Display` is valid and parses back to itself.
///
/// `is_valid` may accept a string whose value is beyond the crate's range
/// (the valid syntaxes are unbounded) and `validate` stops at an overflow
/// before it looks at what follows: an overflow says nothing on validity.
/// `display_valid`: whether every value's `Display` is a valid string (not
/// for a date or time, whose valid syntax needs a date).
pub fn family<T: PartialEq + core::fmt::Debug + core::fmt::Display>(
    input: &str,
    parse: fn(&str) -> Result<T, Error>,
    validate: fn(&str) -> Result<T, Error>,
    is_valid: fn(&str) -> bool,
) {
    family_with(input, parse, validate, is_valid, true)
}

/// [`family`], saying whether `Display` writes a valid string.
pub fn family_with<T: PartialEq + core::fmt::Debug + core::fmt::Display>(
    input: &str,
    parse: fn(&str) -> Result<T, Error>,
    validate: fn(&str) -> Result<T, Error>,
    is_valid: fn(&str) -> bool,
    display_valid: bool,
) {
    let parsed = ok(input, parse(input));
    let validated = validate(input);
    let overflow = matches!(&validated, Err(e) if e.kind().code() == "overflow");
    let valid = ok(input, validated);
    if !overflow {
        assert_eq!(
            is_valid(input),
            valid.is_some(),
            "is_valid vs validate on {input:?}"
        );
    }
    if let Some(v) = &valid {
        assert_eq!(
            parsed.as_ref(),
            Some(v),
            "valid but parses differently: {input:?}"
        );
    }
    if let Some(v) = parsed {
        let shown = v.to_string();
        assert_eq!(parse(&shown).as_ref(), Ok(&v), "{input:?} -> {shown:?}");
        // Sub-millisecond fractions have no valid string (three digits at
        // most); the serializer keeps them rather than round.
        let too_precise = |e: &Error| e.kind().code() == "too_many_fraction_digits";
        if display_valid {
            match validate(&shown) {
                Ok(w) => assert_eq!(w, v),
                Err(e) => assert!(too_precise(&e), "serialized {shown:?} of {input:?}: {e}"),
            }
        }
    }
}

/// A combinator over `&str` stops inside the input (its rest is a suffix).
pub fn suffix(input: &str, rest: &str) {
    assert!(rest.len() <= input.len());
    assert_eq!(&input[input.len() - rest.len()..], rest);
}

/// A combinator's results over `&str` (`a`) and over a span (`b`) of the same
/// input agree: the same value and rest, or the same error kind at the same
/// offset; both stop inside the input. Returns `a`'s rest and value.
pub fn agree<'a, T: PartialEq + core::fmt::Debug>(
    input: &'a str,
    a: nom::IResult<&'a str, T, StepError<&'a str>>,
    b: nom::IResult<Span<'a>, T, StepError<Span<'a>>>,
) -> Option<(&'a str, T)> {
    match (a, b) {
        (Ok((ra, va)), Ok((rb, vb))) => {
            suffix(input, ra);
            assert_eq!(va, vb);
            assert_eq!(input.len() - ra.len(), rb.location_offset());
            Some((ra, va))
        }
        (Err(nom::Err::Error(ea)), Err(nom::Err::Error(eb)))
        | (Err(nom::Err::Failure(ea)), Err(nom::Err::Failure(eb))) => {
            suffix(input, ea.input);
            assert_eq!(input.len() - ea.input.len(), eb.input.location_offset());
            assert_eq!(ea.kind, eb.kind);
            None
        }
        _ => panic!("&str and span disagree on {input:?}"),
    }
}
