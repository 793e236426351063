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
