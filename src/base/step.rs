//! The one step convention every syntax follows inside the crate.
//!
//! A spec algorithm's steps are a function on the text and a byte position:
//!
//! ```text
//! fn <algorithm>_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<T>
//! ```
//!
//! * `text` is the whole string the steps look at (a component's own input,
//!   never re-sliced per step), `pos` the spec's *position* variable;
//! * success is `Ok((position after what the steps consumed, value))`;
//! * the first failure is `Err((byte offset of the failing character, kind))`;
//! * each departure from the author-facing "valid X" syntax that the parse
//!   rules tolerate is reported to `sink` with its byte offset in `text`
//!   (`()` when nobody listens, so the checks compile away).
//!
//! Steps call steps (a date's steps call the month's); nothing inside a
//! syntax builds a nom error or a located [`Error`](crate::Error). The public
//! faces are thin shapes over the steps, in `entry.rs`: the `*_component`
//! combinators split the caller's input once (after what was consumed, or at
//! the failure), `valid_*_component` runs the steps with a [`FirstViolation`]
//! sink and fails at the first departure within what it consumed, `parse_*`
//! adds the spec's
//! end-of-input step, `validate_*` / `is_valid_*` both.
//!
//! A fast path for a common shape may stand in front of the steps when a
//! bench shows its win: it answers only what the steps would answer (value
//! and position, no violation), and a test ties it to them.

use alloc::vec::Vec;

use crate::base::error::{ErrorKind, Expected, Violation};
use crate::base::text::str_from;

/// A failed step: the byte offset of the failing character in the text, and
/// how the step failed.
pub(crate) type Failure = (usize, ErrorKind);

/// What a run of steps returns: the position after what it consumed and the
/// value, or the first failure.
pub(crate) type Steps<T> = Result<(usize, T), Failure>;

/// The failure "expected `expected`" at byte `pos` of `text`, with what was
/// found there.
///
/// Cold but inlinable, as every constructor of a [`Failure`] should be: built
/// in place, the failure is stored once, where the steps return it. Built out
/// of line, it comes back through memory, and each move of it up to the entry
/// point reloads an [`ErrorKind`] just written byte by byte, which stalls
/// store forwarding: that cost an error-heavy date corpus a fifth of its time.
#[cold]
#[inline]
pub(crate) fn expected_at(text: &str, pos: usize, expected: Expected) -> Failure {
    (pos, ErrorKind::expected(expected, str_from(text, pos)))
}

/// Where steps report the departures from a valid string that the parse
/// rules tolerate, as (byte offset in the text, violation).
pub(crate) trait Sink {
    /// `false` for a sink that ignores every report, so the steps need not
    /// even compute where a departure is.
    const ACTIVE: bool = true;

    /// Called with the offset of the departure and what it is.
    fn report(&mut self, pos: usize, violation: Violation);

    /// `true` for a sink that listens to [`warn`](Sink::warn), so the steps
    /// compute a warning only for it.
    const WARNS: bool = false;

    /// Called with a warning beside the valid syntax (a [`Severity::Warning`](crate::error::Severity::Warning)
    /// kind: a value the syntax allows and the texts advise against, such
    /// as a date no real value has) and its offset. Ignored unless the
    /// sink says [`WARNS`](Sink::WARNS).
    #[inline(always)]
    fn warn(&mut self, _pos: usize, _warning: ErrorKind) {}

    /// Called with an error the steps can read past (an unknown or repeated
    /// token in a set, one bad item of a list) and its offset; the sink
    /// decides whether they go on. A sink that keeps every finding
    /// ([`Every`]) keeps it and returns `Ok`, so the steps read on and
    /// report the errors after it; every other sink returns it as the
    /// failure that stops them, which is what the `validate_*` faces
    /// return. Steps write `sink.error(at, kind)?`.
    #[inline(always)]
    fn error(&mut self, pos: usize, kind: ErrorKind) -> Result<(), Failure> {
        Err((pos, kind))
    }
}

impl Sink for () {
    const ACTIVE: bool = false;

    #[inline(always)]
    fn report(&mut self, _: usize, _: Violation) {}
}

/// A sink that keeps the first report (the `validate_*` and `is_valid_*`
/// faces, and the `valid_*_component` combinators).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct FirstViolation(pub(crate) Option<(usize, Violation)>);

impl Sink for FirstViolation {
    #[inline]
    fn report(&mut self, pos: usize, violation: Violation) {
        if self.0.is_none() {
            self.0 = Some((pos, violation));
        }
    }
}

/// A sink that keeps the first violation and the first warning: a registry
/// row's one pass, which reports both (`entry::check_to_end_warned`).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct FirstViolationAndWarning {
    /// The first violation, as [`FirstViolation`] keeps it.
    pub(crate) violation: FirstViolation,
    /// The first warning and its offset.
    pub(crate) warning: Option<(usize, ErrorKind)>,
}

impl Sink for FirstViolationAndWarning {
    const WARNS: bool = true;

    #[inline]
    fn report(&mut self, pos: usize, violation: Violation) {
        self.violation.report(pos, violation);
    }

    #[inline]
    fn warn(&mut self, pos: usize, warning: ErrorKind) {
        if self.warning.is_none() {
            self.warning = Some((pos, warning));
        }
    }
}

/// A sink that keeps every report, violations and warnings, in the order
/// the steps make them (a registry row's report of every finding,
/// `SyntaxDef::report`).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Every(pub(crate) Vec<(usize, ErrorKind)>);

impl Sink for Every {
    const WARNS: bool = true;

    #[inline]
    fn report(&mut self, pos: usize, violation: Violation) {
        self.0.push((pos, ErrorKind::Invalid(violation)));
    }

    #[inline]
    fn warn(&mut self, pos: usize, warning: ErrorKind) {
        self.0.push((pos, warning));
    }

    #[inline]
    fn error(&mut self, pos: usize, kind: ErrorKind) -> Result<(), Failure> {
        self.0.push((pos, kind));
        Ok(())
    }
}

/// A sink that keeps the earliest report by offset (of reports at the same
/// offset, the first): for steps that report out of text order, such as the
/// srcset steps, which report a dropped candidate's reason after its later
/// descriptors have been read. `V` is what is kept: the [`Violation`], or an
/// [`ErrorKind`] when other reports than violations compete (a media
/// condition's own error).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Earliest<V = Violation>(pub(crate) Option<(usize, V)>);

impl<V> Default for Earliest<V> {
    fn default() -> Earliest<V> {
        Earliest(None)
    }
}

impl<V> Earliest<V> {
    /// Keeps `(pos, value)` unless a report at `pos` or before is kept.
    #[inline]
    pub(crate) fn keep(&mut self, pos: usize, value: V) {
        match self.0 {
            Some((at, _)) if at <= pos => {}
            _ => self.0 = Some((pos, value)),
        }
    }
}

impl Sink for Earliest<Violation> {
    #[inline]
    fn report(&mut self, pos: usize, violation: Violation) {
        self.keep(pos, violation);
    }
}

impl Sink for Earliest<ErrorKind> {
    #[inline]
    fn report(&mut self, pos: usize, violation: Violation) {
        self.keep(pos, ErrorKind::Invalid(violation));
    }
}

/// A sink in front of another that, before each error it passes on, has
/// `before` give the other sink the errors found apart from the steps that
/// come earlier in the text (`before(sink, at)`: those before offset `at`;
/// [`finish`](InTextOrder::finish): the rest). So steps that check one
/// thing across a value (a set's repeats) and a caller that checks each
/// token hand the sink every error in the order of the text, and a sink
/// that stops at the first error stops at the earliest.
pub(crate) struct InTextOrder<'s, S, F> {
    /// The sink every report goes on to.
    pub(crate) sink: &'s mut S,
    /// Gives `sink` the other errors before an offset.
    pub(crate) before: F,
}

impl<S: Sink, F: FnMut(&mut S, usize) -> Result<(), Failure>> InTextOrder<'_, S, F> {
    /// Gives the sink the other errors not given yet.
    pub(crate) fn finish(&mut self) -> Result<(), Failure> {
        (self.before)(self.sink, usize::MAX)
    }
}

impl<S: Sink, F: FnMut(&mut S, usize) -> Result<(), Failure>> Sink for InTextOrder<'_, S, F> {
    const ACTIVE: bool = S::ACTIVE;
    const WARNS: bool = S::WARNS;

    fn report(&mut self, pos: usize, violation: Violation) {
        self.sink.report(pos, violation);
    }

    fn warn(&mut self, pos: usize, warning: ErrorKind) {
        self.sink.warn(pos, warning);
    }

    fn error(&mut self, pos: usize, kind: ErrorKind) -> Result<(), Failure> {
        (self.before)(self.sink, pos)?;
        self.sink.error(pos, kind)
    }
}

/// Any closure is a sink (an embedder's own, through the public faces that
/// take one).
impl<F: FnMut(usize, Violation)> Sink for F {
    #[inline]
    fn report(&mut self, pos: usize, violation: Violation) {
        self(pos, violation)
    }
}
