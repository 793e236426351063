//! The shared shape of the entry points: run a `&str` combinator, turn its
//! cheap [`StepError`] into the located [`Error`] on the failure path only, and
//! (for the `validate_*` functions) collect the first tolerated departure.

use nom::IResult;

use crate::error::{FirstViolation, Violation, Violations};
use crate::{Error, ErrorKind, StepError};

/// Runs a `&str` combinator and turns its error into the located [`Error`].
#[inline]
pub(crate) fn run<'a, T>(
    input: &'a str,
    parser: impl FnOnce(&'a str) -> IResult<&'a str, T, StepError<&'a str>>,
) -> Result<(&'a str, T), Error> {
    match parser(input) {
        Ok(ok) => Ok(ok),
        Err(nom::Err::Error(e) | nom::Err::Failure(e)) => Err(Error::from_step(input, e)),
        // Complete parsers never ask for more input.
        Err(nom::Err::Incomplete(_)) => Err(Error::new(ErrorKind::Empty, input, input.len())),
    }
}

/// Runs lenient rules with a [`FirstViolation`] sink and requires the end of
/// the input: the shared shape of every `validate_*` function. The earliest of
/// the first violation and the parse error wins.
pub(crate) fn validate_with<'a, T>(
    input: &'a str,
    rules: impl FnOnce(&'a str, &mut FirstViolation) -> IResult<&'a str, T, StepError<&'a str>>,
) -> Result<T, Error> {
    let mut sink = FirstViolation::default();
    let result = rules(input, &mut sink);
    if let Ok((rest, _)) = &result {
        if !rest.is_empty() {
            Violations::<&str>::report(&mut sink, rest, Violation::TrailingCharacters);
        }
    }
    // Violations are reported while scanning forward, so the first one comes
    // before any parse error.
    match (result, sink.into_error(input)) {
        (_, Some(violation)) => Err(violation),
        (Ok((_, value)), None) => Ok(value),
        (Err(nom::Err::Error(e) | nom::Err::Failure(e)), None) => Err(Error::from_step(input, e)),
        (Err(nom::Err::Incomplete(_)), None) => {
            Err(Error::new(ErrorKind::Empty, input, input.len()))
        }
    }
}

/// [`run`], then the spec's "if position is not past the end of input, then
/// fail" step: leftover input is an [`ErrorKind::TrailingInput`] error.
#[inline]
#[allow(dead_code)] // Not every build uses it: the number rules ignore trailing input.
pub(crate) fn run_to_end<'a, T>(
    input: &'a str,
    parser: impl FnOnce(&'a str) -> IResult<&'a str, T, StepError<&'a str>>,
) -> Result<T, Error> {
    let (rest, value) = run(input, parser)?;
    match rest.chars().next() {
        None => Ok(value),
        Some(found) => Err(Error::new(
            ErrorKind::TrailingInput { found },
            input,
            input.len() - rest.len(),
        )),
    }
}

/// Runs a component's steps on the text under `input` (as a `&str`, with the
/// crate's cheap error) and then splits `input` once: after what the steps
/// consumed, or at the failing character. A `LocatedSpan` thus pays its line
/// bookkeeping once per component, not once per step; the caller's error type
/// gets our [`ErrorKind`] through `FromExternalError`.
#[inline]
pub(crate) fn via_str<'a, I, E, T>(
    input: I,
    steps: impl FnOnce(&'a str) -> IResult<&'a str, T, StepError<&'a str>>,
) -> IResult<I, T, E>
where
    I: crate::StrInput<'a>,
    E: nom::error::ParseError<I> + nom::error::FromExternalError<I, ErrorKind>,
{
    let text = input.as_str();
    let at = |rest: &str| input.take_from(text.len().saturating_sub(rest.len()));
    let convert = |e: StepError<&'a str>| match e.kind {
        ErrorKind::Nom(kind) => E::from_error_kind(at(e.input), kind),
        kind => E::from_external_error(at(e.input), nom::error::ErrorKind::Verify, kind),
    };
    match steps(text) {
        Ok((rest, value)) => Ok((at(rest), value)),
        Err(nom::Err::Error(e)) => Err(nom::Err::Error(convert(e))),
        Err(nom::Err::Failure(e)) => Err(nom::Err::Failure(convert(e))),
        Err(nom::Err::Incomplete(n)) => Err(nom::Err::Incomplete(n)),
    }
}
