//! The shapes of every syntax's public faces over its steps (`crate::step`):
//! the `*_component` and `valid_*_component` combinators, and the
//! `parse_*`, `validate_*` and `is_valid_*` entry points. The located
//! [`Error`] is built here, on the failure path only.

use nom::IResult;

use crate::base::step::{Failure, FirstViolation, FirstViolationAndWarning, Steps};
use crate::{base::error::Error, base::error::ErrorKind};

// The shapes over the one step convention (`crate::step`). Every syntax's
// public faces are one of these around its `*_steps` function.

/// The input after `consumed` bytes of its text, or at a failure.
#[inline(always)]
fn split_at<'a, I: crate::base::input::StrInput<'a>>(input: &I, pos: usize) -> I {
    input.take_from(pos)
}

/// A failure of the steps as the caller's nom error, at its position.
#[cold]
#[inline(never)]
fn step_failure<'a, I, E>(input: &I, (pos, kind): Failure) -> nom::Err<E>
where
    I: crate::base::input::StrInput<'a>,
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
    I: crate::base::input::StrInput<'a>,
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
    I: crate::base::input::StrInput<'a>,
    E: nom::error::ParseError<I> + nom::error::FromExternalError<I, ErrorKind>,
{
    let mut sink = FirstViolation::default();
    let result = steps(input.as_str(), &mut sink);
    // A departure at or after where the component stops is in what it
    // leaves for the host (the `e` of `1em`), not in the component.
    if let Ok((end, _)) = &result {
        sink.0 = sink.0.filter(|&(pos, _)| pos < *end);
    }
    match first_of(result, sink) {
        Ok((end, value)) => Ok((split_at(&input, end), value)),
        Err(failure) => Err(step_failure(&input, failure)),
    }
}

/// The spec's "if position is not past the end of input, then fail" step.
#[inline(always)]
pub(crate) fn to_end<T>(text: &str, result: Steps<T>) -> Steps<T> {
    match result {
        Ok((end, value)) => match crate::base::text::str_from(text, end).chars().next() {
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

/// The verdict of the valid syntax on a run of steps (the end of input
/// already checked where the syntax asks for it): the first of the failure
/// and the sink's first departure, located.
#[inline(always)]
fn verdict(input: &str, failure: Option<Failure>, sink: FirstViolation) -> Result<(), Error> {
    match first_of(failure.map_or(Ok((0, ())), Err), sink) {
        Ok(_) => Ok(()),
        Err((pos, kind)) => Err(Error::new(kind, input, pos)),
    }
}

/// The registry rows' one pass (`SyntaxDef::check`) over an algorithm that
/// ends with the end-of-input step: the steps run once with a
/// [`FirstViolation`] sink, for the valid syntax's verdict (what
/// [`validate_to_end`] returns, without the value) and the value of the
/// parse rules (what [`parse_to_end`] returns, or `None`).
#[inline]
pub(crate) fn check_to_end<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut FirstViolation) -> Steps<T>,
) -> (Result<(), Error>, Option<T>) {
    let mut sink = FirstViolation::default();
    match to_end(input, steps(input, &mut sink)) {
        Ok((_, value)) => (verdict(input, None, sink), Some(value)),
        Err(failure) => (verdict(input, Some(failure), sink), None),
    }
}

/// [`check_to_end`] for steps that also warn (the dates and times): the
/// same verdict and value, and the steps' first warning, located, when the
/// value is valid (`None` otherwise: a warning is about a valid value).
#[inline]
pub(crate) fn check_to_end_warned<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut FirstViolationAndWarning) -> Steps<T>,
) -> (Result<(), Error>, Option<T>, Option<Error>) {
    let mut sink = FirstViolationAndWarning::default();
    let result = to_end(input, steps(input, &mut sink));
    let (failure, value) = match result {
        Ok((_, value)) => (None, Some(value)),
        Err(failure) => (Some(failure), None),
    };
    let syntax = verdict(input, failure, sink.violation);
    let warning = match (&syntax, sink.warning) {
        (Ok(()), Some((pos, kind))) => Some(Error::new(kind, input, pos)),
        _ => None,
    };
    (syntax, value, warning)
}

/// [`check_to_end`] for an algorithm that ignores what follows (the integer
/// and float rules): the value is [`parse_prefix`]'s, the verdict still
/// requires the end of the input.
#[inline]
pub(crate) fn check_prefix<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut FirstViolation) -> Steps<T>,
) -> (Result<(), Error>, Option<T>) {
    let mut sink = FirstViolation::default();
    match steps(input, &mut sink) {
        Ok((end, value)) => {
            let failure = to_end(input, Ok((end, ()))).err();
            (verdict(input, failure, sink), Some(value))
        }
        Err(failure) => (verdict(input, Some(failure), sink), None),
    }
}
