//! The located error of the entry points ([`Error`]): built from a step's
//! error, finished from a host's nom result, and rendered with a caret.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::location::{boundary_at_or_before, line_and_column, locate};
use super::{ErrorKind, Message, StepError};
use crate::base::input::StrInput;
use crate::base::text::{str_from, str_range, str_to};

/// The crate's error for its entry points: how a step failed, and where.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_non_negative_integer;
///
/// let err = parse_non_negative_integer("  -7").unwrap_err();
/// assert_eq!(err.kind().code(), "negative");
/// assert_eq!((err.offset(), err.line(), err.column()), (2, 1, 3));
/// assert_eq!(err.to_string(), "expected a non-negative integer, found a negative one at line 1, column 3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    offset: usize,
    line: u32,
    column: u32,
    /// What only a host grammar's errors have (contexts, a run-time
    /// message); boxed so that the crate's own errors, which have none,
    /// stay small (a thin pointer: one word).
    extra: Option<Box<Extra>>,
}

/// The parts of an [`Error`] only a host grammar's failures have.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Extra {
    /// The contexts, innermost first, as (byte offset where the context
    /// began, name).
    contexts: Vec<(usize, &'static str)>,
    /// The message of an [`ErrorKind::HostMessage`].
    message: Option<String>,
}

impl Error {
    /// Builds the error for `kind` at byte `offset` of `input`, computing the
    /// line and the column (in characters; lines end at `\n`).
    ///
    /// An offset past the end, or inside a character, is moved back to the
    /// nearest character boundary.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{Error, ErrorKind};
    /// let e = Error::new(ErrorKind::Empty, "a\nbc", 3);
    /// assert_eq!((e.offset(), e.line(), e.column()), (3, 2, 2));
    /// ```
    #[inline]
    pub fn new(kind: ErrorKind, input: &str, offset: usize) -> Error {
        // Built in the caller, with only the location computed out of line.
        // A parse function inlined into its caller (`parse_float(s).ok()`)
        // that got its error back from an out-of-line constructor would
        // hand the caller an `Error` in memory: to drop it the caller must
        // read whether it holds contexts, and, with the niche layout of
        // `Result<T, Error>`, whether it is an error at all, on the success
        // path too (14 instructions a float; a legacy color repacked byte
        // by byte). Built here, the empty contexts are known to the caller.
        let (offset, line, column) = locate(input, offset);
        Error::located(kind, offset, line, column)
    }

    /// The error `kind` at a location already computed (always inlined, so
    /// that [`Error::new`] still builds the error in its caller).
    #[inline(always)]
    pub(crate) fn located(kind: ErrorKind, offset: usize, line: u32, column: u32) -> Error {
        Error {
            kind,
            offset,
            line,
            column,
            extra: None,
        }
    }

    /// Builds the error from a combinator's [`StepError`] over any input
    /// type: `input` is the whole text the host grammar parsed. A `&str`
    /// step error is located by its length (it is a suffix of `input`), a
    /// [`LocatedSpan`](nom_locate::LocatedSpan) by its own offset. The
    /// contexts come along and show in [`Error::report`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    /// use html_microsyntax::numbers::integer_component;
    ///
    /// let input = "  -x";
    /// let nom::Err::Error(step) = integer_component::<_, StepError<&str>>(input).unwrap_err() else {
    ///     unreachable!()
    /// };
    /// let err = Error::from_step(input, step);
    /// assert_eq!((err.offset(), err.column()), (3, 4));
    ///
    /// // The same over a LocatedSpan.
    /// let nom::Err::Error(step) = integer_component::<_, StepError<Span>>(span(input)).unwrap_err() else {
    ///     unreachable!()
    /// };
    /// assert_eq!(Error::from_step(input, step).offset(), 3);
    /// ```
    #[cold]
    #[inline(never)]
    pub fn from_step<'a, I: StrInput<'a>>(input: &str, step: StepError<I>) -> Error {
        let mut error = Error::new(step.kind, input, step.input.offset_in(input));
        if !step.contexts.is_empty() || step.message.is_some() {
            let contexts = step
                .contexts
                .iter()
                .map(|(at, name)| (boundary_at_or_before(input, at.offset_in(input)), *name))
                .collect();
            error.extra = Some(Box::new(Extra {
                contexts,
                message: step.message,
            }));
        }
        error
    }

    /// Builds the error from a failed nom parse of the host grammar over
    /// `input` (the whole text): [`Error::from_step`] for
    /// `Error` and `Failure`. nom's `Incomplete` (a streaming parser that
    /// wanted more) becomes [`ErrorKind::Empty`] at the end of `input`: for
    /// a complete string, more input means the end came too early.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    /// use html_microsyntax::datetime::date_component;
    ///
    /// let input = "2023-02-29";
    /// let err = Error::from_nom(input, date_component::<_, StepError<Span>>(span(input)).unwrap_err());
    /// assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
    ///
    /// let err = Error::from_nom::<&str>(input, nom::Err::Incomplete(nom::Needed::Unknown));
    /// assert_eq!((err.kind().code(), err.offset()), ("empty", 10));
    /// ```
    #[cold]
    #[inline(never)]
    pub fn from_nom<'a, I: StrInput<'a>>(input: &str, err: nom::Err<StepError<I>>) -> Error {
        match err {
            nom::Err::Error(step) | nom::Err::Failure(step) => Error::from_step(input, step),
            nom::Err::Incomplete(_) => Error::new(ErrorKind::Empty, input, input.len()),
        }
    }

    /// How the step failed.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Byte offset of the failing character in the input.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// 1-based line of the failing character.
    pub fn line(&self) -> u32 {
        self.line
    }

    /// 1-based column of the failing character, in characters.
    pub fn column(&self) -> u32 {
        self.column
    }

    /// The host grammar's contexts of the failure (nom's
    /// [`context`](nom::error::context)), innermost first, as (byte offset
    /// where the context began, name); empty for the crate's own entry
    /// points.
    pub fn contexts(&self) -> &[(usize, &'static str)] {
        self.extra.as_deref().map_or(&[], |e| e.contexts.as_slice())
    }

    /// The failure's message, without the location: the run-time message
    /// of an [`ErrorKind::HostMessage`], else the kind's own. `Display`
    /// writes it and then ` at line L, column C`; serde writes it as
    /// `message`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// let err = parse_integer("x").unwrap_err();
    /// assert_eq!(err.message().to_string(), "expected a digit, '-' or '+', found 'x'");
    /// assert_eq!(err.to_string(), "expected a digit, '-' or '+', found 'x' at line 1, column 1");
    /// ```
    pub fn message(&self) -> Message<'_> {
        Message {
            kind: &self.kind,
            owned: self.extra.as_deref().and_then(|e| e.message.as_deref()),
        }
    }

    /// This error moved `by` bytes further into a larger text (the value's
    /// place in a document, say): the offset grows by `by`, and the line and
    /// column are computed again in `whole`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_date;
    /// let doc = "<input value=\"2023-02-29\">";
    /// let err = parse_date("2023-02-29").unwrap_err().shifted(doc, 14);
    /// assert_eq!((err.offset(), err.column()), (22, 23));
    /// ```
    pub fn shifted(mut self, whole: &str, by: usize) -> Error {
        let offset = boundary_at_or_before(whole, self.offset.saturating_add(by));
        (self.line, self.column) = line_and_column(whole, offset);
        self.offset = offset;
        if let Some(extra) = self.extra.as_mut() {
            for (at, _) in extra.contexts.iter_mut() {
                *at = boundary_at_or_before(whole, at.saturating_add(by));
            }
        }
        self
    }

    /// A caret report: the input's failing line with a `^` under the failing
    /// character, then the message, then one line per context of a host
    /// grammar (`in <context> at line L, column C`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// let input = "  +x";
    /// let err = parse_integer(input).unwrap_err();
    /// assert_eq!(err.report(input).to_string(), "  +x\n   ^ expected a digit, found 'x'");
    /// ```
    pub fn report<'a>(&'a self, input: &'a str) -> Report<'a> {
        Report { error: self, input }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {}, column {}",
            self.message(),
            self.line,
            self.column
        )
    }
}

impl core::error::Error for Error {}

/// Ends a host grammar's parse of the whole `input`: the value, or the
/// located [`Error`] of a failure ([`Error::from_nom`]) or of input left
/// over ([`ErrorKind::TrailingInput`] at its first character).
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// use html_microsyntax::numbers::integer_component;
///
/// let input = "12px";
/// let err = finish(input, integer_component::<_, StepError<Span>>(span(input))).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("trailing_input", 2));
/// assert_eq!(finish("12", integer_component::<_, StepError<&str>>("12")), Ok(12));
/// ```
pub fn finish<'a, I: StrInput<'a>, O>(
    input: &str,
    result: nom::IResult<I, O, StepError<I>>,
) -> Result<O, Error> {
    match result {
        Ok((rest, value)) => match rest.as_str().chars().next() {
            None => Ok(value),
            Some(found) => Err(Error::new(
                ErrorKind::TrailingInput { found },
                input,
                rest.offset_in(input),
            )),
        },
        Err(err) => Err(Error::from_nom(input, err)),
    }
}

/// The caret rendering of an [`Error`] against its input; see [`Error::report`].
#[derive(Debug, Clone, Copy)]
pub struct Report<'a> {
    error: &'a Error,
    input: &'a str,
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The error may be rendered against another input than its own:
        // step back to a character boundary there (0 is one).
        let offset = boundary_at_or_before(self.input, self.error.offset);
        let line_start = str_to(self.input, offset).rfind('\n').map_or(0, |i| i + 1);
        let line_end = str_from(self.input, offset)
            .find('\n')
            .map_or(self.input.len(), |i| offset + i);
        let line = str_range(self.input, line_start, line_end);
        // Control characters (tabs, form feeds, CR) are shown as one visible
        // character each so the caret stays under the right column.
        for c in line.chars() {
            if c.is_control() {
                write!(
                    f,
                    "{}",
                    char::from_u32(0x2400 + u32::from(c)).unwrap_or('?')
                )?;
            } else {
                write!(f, "{c}")?;
            }
        }
        f.write_str("\n")?;
        for _ in 1..self.error.column {
            f.write_str(" ")?;
        }
        write!(f, "^ {}", self.error.message())?;
        for &(at, context) in self.error.contexts() {
            let (line, column) = line_and_column(self.input, boundary_at_or_before(self.input, at));
            write!(f, "\n  in {context} at line {line}, column {column}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Found by the `string_slice` lint: a report rendered against another
    /// input than the error's own, where the offset falls inside a
    /// character (or past the end), panicked on the slice.
    #[test]
    fn report_against_another_input_does_not_panic() {
        let e = Error::new(ErrorKind::Empty, "abcd", 2);
        assert_eq!(
            e.report("€").to_string(),
            "€\n  ^ expected a value, found the end of the input"
        );
        assert_eq!(
            e.report("").to_string(),
            "\n  ^ expected a value, found the end of the input"
        );
    }

    /// A host's contexts and run-time message share one thin box: the
    /// crate's own errors stay the kind, the location and one word.
    #[test]
    fn the_error_stays_small() {
        assert_eq!(
            core::mem::size_of::<Error>(),
            // The kind, the offset, the line and column, one pointer.
            core::mem::size_of::<ErrorKind>() + 2 * core::mem::size_of::<usize>() + 8
        );
    }

    #[test]
    fn location_counts_lines_and_characters() {
        // '€' is three bytes (3..6), so 'd' is at byte 6.
        let input = "ab\n€d\ne";
        let e = Error::new(ErrorKind::Empty, input, 6); // at 'd'
        assert_eq!((e.line(), e.column(), e.offset()), (2, 2, 6));
        let e = Error::new(ErrorKind::Empty, input, 5); // inside '€' → moved back
        assert_eq!((e.line(), e.column(), e.offset()), (2, 1, 3));
        let e = Error::new(ErrorKind::Empty, input, 99); // past the end → the end
        assert_eq!((e.line(), e.column(), e.offset()), (3, 2, 9));
        let input = "ab\nçd\ne";
        // Bytes: a b \n ç(2) d \n e.
        let e = Error::new(ErrorKind::Empty, input, 5); // at 'd'
        assert_eq!((e.line(), e.column(), e.offset()), (2, 2, 5));
        let e = Error::new(ErrorKind::Empty, input, 4); // inside 'ç' → moved back
        assert_eq!((e.line(), e.column(), e.offset()), (2, 1, 3));
        let e = Error::new(ErrorKind::Empty, input, 99);
        assert_eq!((e.line(), e.column(), e.offset()), (3, 2, 8));
    }

    #[test]
    fn report_puts_the_caret_under_the_character() {
        let input = "x\n\tab";
        let e = Error::new(ErrorKind::TrailingInput { found: 'b' }, input, 4);
        assert_eq!(
            e.report(input).to_string(),
            "\u{2409}ab\n  ^ expected the end of the input, found 'b'"
        );
    }
}
