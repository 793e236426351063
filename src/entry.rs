//! The shared shape of the entry points: run a `&str` combinator, turn its
//! cheap [`StepError`] into the located [`Error`] on the failure path only, and
//! (for the `validate_*` functions) collect the first tolerated departure.

use nom::IResult;

use crate::error::FirstViolation as FirstReport;
use crate::step::{Failure, FirstViolation, Steps};
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
    rules: impl FnOnce(&'a str, &mut FirstReport) -> IResult<&'a str, T, StepError<&'a str>>,
) -> Result<T, Error> {
    let mut sink = FirstReport::default();
    let result = rules(input, &mut sink);
    // Violations are reported while scanning forward, so the first one comes
    // before any parse error and before the end of what the rules read.
    match (result, sink.into_error(input)) {
        (_, Some(violation)) => Err(violation),
        (Ok((rest, value)), None) => match rest.chars().next() {
            None => Ok(value),
            Some(found) => Err(Error::new(
                ErrorKind::TrailingInput { found },
                input,
                input.len() - rest.len(),
            )),
        },
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
    let convert = |e: StepError<&'a str>| {
        E::from_external_error(at(e.input), nom::error::ErrorKind::Verify, e.kind)
    };
    match steps(text) {
        Ok((rest, value)) => Ok((at(rest), value)),
        Err(nom::Err::Error(e)) => Err(nom::Err::Error(convert(e))),
        Err(nom::Err::Failure(e)) => Err(nom::Err::Failure(convert(e))),
        Err(nom::Err::Incomplete(n)) => Err(nom::Err::Incomplete(n)),
    }
}

// The shapes over the one step convention (`crate::step`). Every syntax's
// public faces are one of these around its `*_steps` function.

/// The input after `consumed` bytes of its text, or at a failure.
#[inline(always)]
fn split_at<'a, I: crate::StrInput<'a>>(input: &I, pos: usize) -> I {
    input.take_from(pos)
}

/// A failure of the steps as the caller's nom error, at its position.
#[cold]
#[inline(never)]
fn step_failure<'a, I, E>(input: &I, (pos, kind): Failure) -> nom::Err<E>
where
    I: crate::StrInput<'a>,
    E: nom::error::ParseError<I> + nom::error::FromExternalError<I, ErrorKind>,
{
    let at = split_at(input, pos);
    nom::Err::Error(E::from_external_error(
        at,
        nom::error::ErrorKind::Verify,
        kind,
    ))
}

/// The `*_component` shape: runs the steps on the text under `input` (no sink)
/// and splits `input` once, after what they consumed or at the failure.
#[inline(always)]
pub(crate) fn component<'a, I, E, T>(
    input: I,
    steps: impl FnOnce(&'a str, &mut ()) -> Steps<T>,
) -> IResult<I, T, E>
where
    I: crate::StrInput<'a>,
    E: nom::error::ParseError<I> + nom::error::FromExternalError<I, ErrorKind>,
{
    match steps(input.as_str(), &mut ()) {
        Ok((end, value)) => Ok((split_at(&input, end), value)),
        Err(failure) => Err(step_failure(&input, failure)),
    }
}

/// The first of a violation and a failure (violations are reported while
/// the steps scan forward, so a violation never follows the failure that
/// ends them; the comparison keeps that true for any steps).
#[inline(always)]
fn first_of<T>(result: Steps<T>, sink: FirstViolation) -> Steps<T> {
    match (result, sink.0) {
        (Err((at, kind)), Some((pos, _))) if at < pos => Err((at, kind)),
        (_, Some((pos, v))) => Err((pos, ErrorKind::Invalid(v))),
        (result, None) => result,
    }
}

/// The `valid_*_component` shape: the steps with a [`FirstViolation`] sink;
/// the first departure from the valid syntax fails the component at its
/// character with [`ErrorKind::Invalid`]. Like `component`, no end check.
#[inline]
pub(crate) fn valid_component<'a, I, E, T>(
    input: I,
    steps: impl FnOnce(&'a str, &mut FirstViolation) -> Steps<T>,
) -> IResult<I, T, E>
where
    I: crate::StrInput<'a>,
    E: nom::error::ParseError<I> + nom::error::FromExternalError<I, ErrorKind>,
{
    let mut sink = FirstViolation::default();
    let result = steps(input.as_str(), &mut sink);
    match first_of(result, sink) {
        Ok((end, value)) => Ok((split_at(&input, end), value)),
        Err(failure) => Err(step_failure(&input, failure)),
    }
}

/// The spec's "if position is not past the end of input, then fail" step.
#[inline(always)]
fn to_end<T>(text: &str, result: Steps<T>) -> Steps<T> {
    match result {
        Ok((end, value)) => match crate::idioms::str_from(text, end).chars().next() {
            None => Ok((end, value)),
            Some(found) => Err((end, ErrorKind::TrailingInput { found })),
        },
        Err(failure) => Err(failure),
    }
}

/// The `parse_*` shape of an algorithm that ends with the end-of-input step.
#[inline(always)]
pub(crate) fn parse_to_end<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut ()) -> Steps<T>,
) -> Result<T, Error> {
    match to_end(input, steps(input, &mut ())) {
        Ok((_, value)) => Ok(value),
        Err((pos, kind)) => Err(Error::new(kind, input, pos)),
    }
}

/// The `parse_*` shape of an algorithm that ignores what follows (the
/// integer and float rules).
#[inline(always)]
pub(crate) fn parse_prefix<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut ()) -> Steps<T>,
) -> Result<T, Error> {
    match steps(input, &mut ()) {
        Ok((_, value)) => Ok(value),
        Err((pos, kind)) => Err(Error::new(kind, input, pos)),
    }
}

/// The `validate_*` shape: the steps with a [`FirstViolation`] sink, then the
/// end of the input; the first departure or failure, located.
#[inline]
pub(crate) fn validate_to_end<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut FirstViolation) -> Steps<T>,
) -> Result<T, Error> {
    let mut sink = FirstViolation::default();
    let result = to_end(input, steps(input, &mut sink));
    match first_of(result, sink) {
        Ok((_, value)) => Ok(value),
        Err((pos, kind)) => Err(Error::new(kind, input, pos)),
    }
}

/// The `is_valid_*` shape: [`validate_to_end`] without building the error.
#[inline]
pub(crate) fn is_valid<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut FirstViolation) -> Steps<T>,
) -> bool {
    let mut sink = FirstViolation::default();
    let result = steps(input, &mut sink);
    sink.0.is_none() && matches!(result, Ok((end, _)) if end == input.len())
}
