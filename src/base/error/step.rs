//! The combinator-level error ([`StepError`]) and the bound on the
//! caller's error type ([`ComponentError`]): nom's error traits, a
//! failure's message, and the helper every step fails with.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use nom::error::{ContextError, FromExternalError, ParseError};

use super::ErrorKind;
// Named in the doc links only.
#[cfg(doc)]
use super::Error;
use crate::base::input::StrInput;

/// The nom error types this crate's combinators fail with: any
/// [`ParseError`] that can also hold an [`ErrorKind`] (`()`,
/// `nom::error::Error`, [`StepError`], your own). Every such type has it
/// (a blanket implementation); name it in your own grammar's bounds to call
/// our components with the caller's error type.
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// use html_microsyntax::numbers::float_component;
/// use nom::{character::complete::char, sequence::preceded, IResult, Parser};
///
/// /// `x=` and a float, in the caller's error type.
/// fn x<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, f64, E> {
///     preceded((char('x'), char('=')), float_component).parse(input)
/// }
/// assert_eq!(x::<_, ()>("x=1.5;"), Ok((";", 1.5)));
/// let nom::Err::Error(e) = x::<_, StepError<&str>>("x=y").unwrap_err() else { unreachable!() };
/// assert_eq!(e.kind.code(), "expected_number");
/// ```
pub trait ComponentError<I>: ParseError<I> + FromExternalError<I, ErrorKind> {}

impl<I, E: ParseError<I> + FromExternalError<I, ErrorKind>> ComponentError<I> for E {}

/// The combinator-level error: the input at the failing position, how the
/// step failed, and the contexts a host grammar added. Cheap to build (no
/// location is computed).
///
/// Embedders may use it as their nom error type; `StepError<Span>` gives the
/// location through the span, and [`Error::from_step`] turns it into the
/// located [`Error`] for any input type.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{numbers::integer_component, StepError, ErrorKind};
///
/// let err = integer_component::<_, StepError<&str>>("  -x").unwrap_err();
/// match err {
///     nom::Err::Error(e) => {
///         assert_eq!(e.input, "x");
///         assert_eq!(e.kind.code(), "expected_digit");
///         assert_eq!(e.to_string(), "expected a digit, found 'x'");
///     }
///     _ => unreachable!(),
/// }
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepError<I> {
    /// The input at the failing position.
    pub input: I,
    /// How the step failed.
    pub kind: ErrorKind,
    /// The contexts the failure happened in (nom's
    /// [`context`](nom::error::context)), innermost first, each with the
    /// input where that context began.
    pub contexts: Vec<(I, &'static str)>,
    /// The message of an [`ErrorKind::HostMessage`], built at run time
    /// (`None` for every other kind, whose message is the kind's own).
    pub message: Option<String>,
}

impl<I> StepError<I> {
    /// The error `kind` at `input`, with no context.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{ErrorKind, StepError};
    /// let e = StepError::new("x", ErrorKind::Empty);
    /// assert_eq!((e.input, e.kind.code()), ("x", "empty"));
    /// ```
    #[inline]
    pub fn new(input: I, kind: ErrorKind) -> StepError<I> {
        StepError {
            input,
            kind,
            contexts: Vec::new(),
            message: None,
        }
    }

    /// A host grammar's own failure at `input` with a stable `code` of the
    /// host's choosing and a `message` built at run time (lowercase, no
    /// final period): an [`ErrorKind::HostMessage`] whose message the
    /// [`Error`] built from it keeps, shows and serializes.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    ///
    /// let input = "a;b;c;d";
    /// let step = StepError::host_owned(&input[5..], "too_many_entries", format!("expected at most {} entries", 2));
    /// let err = Error::from_step(input, step);
    /// assert_eq!(err.kind().code(), "too_many_entries");
    /// assert_eq!(err.to_string(), "expected at most 2 entries at line 1, column 6");
    /// ```
    #[cold]
    pub fn host_owned(input: I, code: &'static str, message: impl Into<String>) -> StepError<I> {
        StepError {
            input,
            kind: ErrorKind::HostMessage { code },
            contexts: Vec::new(),
            message: Some(message.into()),
        }
    }

    /// The failure's message without its location or contexts: the run-time
    /// message of an [`ErrorKind::HostMessage`], else the kind's own.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{ErrorKind, StepError};
    /// assert_eq!(StepError::new("x", ErrorKind::Empty).message().to_string(), "expected a value, found the end of the input");
    /// assert_eq!(StepError::host_owned("x", "no_x", "x is not allowed").message().to_string(), "x is not allowed");
    /// ```
    pub fn message(&self) -> Message<'_> {
        Message {
            kind: &self.kind,
            owned: self.message.as_deref(),
        }
    }

    /// A host grammar's own failure at `input`, in its words (lowercase, no
    /// final period): an [`ErrorKind::Host`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    /// use nom::Parser;
    ///
    /// // A host grammar: dates separated by ';'.
    /// fn semicolon(input: Span) -> nom::IResult<Span, Span, StepError<Span>> {
    ///     nom::bytes::complete::tag(";")
    ///         .parse(input)
    ///         .map_err(|e: nom::Err<StepError<Span>>| {
    ///             e.map(|e| StepError::host(e.input, "expected ';' between entries"))
    ///         })
    /// }
    /// let input = "2024-01-01,2024-01-02";
    /// let date = html_microsyntax::datetime::date_component::<_, StepError<Span>>;
    /// let (rest, _) = date(span(input)).unwrap();
    /// let nom::Err::Error(e) = semicolon(rest).unwrap_err() else { unreachable!() };
    /// // Over a span, the step error says where.
    /// assert_eq!(e.to_string(), "expected ';' between entries at line 1, column 11");
    /// ```
    #[inline]
    pub fn host(input: I, message: &'static str) -> StepError<I> {
        StepError::new(input, ErrorKind::Host { message })
    }
}

impl<'a, I: StrInput<'a>> ParseError<I> for StepError<I> {
    fn from_error_kind(input: I, kind: nom::error::ErrorKind) -> Self {
        StepError::new(
            input,
            ErrorKind::HostParser {
                parser: nom_parser_name(kind),
            },
        )
    }

    fn append(_: I, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    /// Keeps the error that got furthest into the input (the shorter
    /// remaining input); on a tie, `self` (the earlier alternative).
    fn or(self, other: Self) -> Self {
        if other.input.as_str().len() < self.input.as_str().len() {
            other
        } else {
            self
        }
    }
}

/// nom's name of a parser's error kind, as a `'static` string (nom's own
/// `description` borrows the kind).
fn nom_parser_name(kind: nom::error::ErrorKind) -> &'static str {
    macro_rules! names {
        ($($k:ident)*) => {
            match kind {
                $(nom::error::ErrorKind::$k => stringify!($k),)*
            }
        };
    }
    names!(Tag MapRes MapOpt Alt IsNot IsA SeparatedList SeparatedNonEmptyList Many0 Many1 ManyTill Count TakeUntil LengthValue TagClosure Alpha Digit HexDigit OctDigit BinDigit AlphaNumeric Space MultiSpace LengthValueFn Eof Switch TagBits OneOf NoneOf Char CrLf RegexpMatch RegexpMatches RegexpFind RegexpCapture RegexpCaptures TakeWhile1 Complete Fix Escaped EscapedTransform NonEmpty ManyMN Not Permutation Verify TakeTill1 TakeWhileMN TooLarge Many0Count Many1Count Float Satisfy Fail Many Fold Precedence)
}

/// An [`ErrorKind`] becomes the step's kind; any other error `E` (a
/// `map_res` over `u8::try_from`, `str::parse`, a host's own error type)
/// becomes an [`ErrorKind::HostMessage`] with the code `"external"` and
/// `E`'s `Display` as its message.
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// use html_microsyntax::numbers::integer_component;
/// use nom::{combinator::map_res, Parser};
///
/// let input = "300";
/// let err = map_res(integer_component, u8::try_from)
///     .parse(span(input))
///     .map_err(|e: nom::Err<StepError<Span>>| Error::from_nom(input, e))
///     .unwrap_err();
/// assert_eq!(err.kind().code(), "external");
/// assert_eq!(err.to_string(), "out of range integral type conversion attempted at line 1, column 1");
/// ```
impl<'a, I: StrInput<'a>, E: fmt::Display + 'static> FromExternalError<I, E> for StepError<I> {
    #[inline]
    fn from_external_error(input: I, _: nom::error::ErrorKind, error: E) -> Self {
        // The crate's own kind (every step of the crate passes one): a type
        // comparison the compiler resolves, nothing at run time.
        if let Some(kind) = (&error as &dyn core::any::Any).downcast_ref::<ErrorKind>() {
            return StepError::new(input, *kind);
        }
        external(input, &error)
    }
}

/// A foreign error as a step's failure (out of line: the error path only).
#[cold]
#[inline(never)]
fn external<I>(input: I, error: &dyn fmt::Display) -> StepError<I> {
    StepError {
        input,
        kind: ErrorKind::HostMessage { code: "external" },
        contexts: Vec::new(),
        message: Some(error.to_string()),
    }
}

impl<'a, I: StrInput<'a>> ContextError<I> for StepError<I> {
    fn add_context(input: I, context: &'static str, mut other: Self) -> Self {
        other.contexts.push((input, context));
        other
    }
}

impl<'a, I: StrInput<'a>> fmt::Display for StepError<I> {
    /// The message, then the location when the input knows it (a
    /// [`LocatedSpan`](nom_locate::LocatedSpan): ` at line L, column C`,
    /// the column in characters, 1-based, as [`Error`]'s), then the
    /// contexts from the innermost out (`…, in <context>`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())?;
        if let Some((line, column)) = self.input.location() {
            write!(f, " at line {line}, column {column}")?;
        }
        for (_, context) in &self.contexts {
            write!(f, ", in {context}")?;
        }
        Ok(())
    }
}

impl<'a, I: StrInput<'a> + fmt::Debug> core::error::Error for StepError<I> {}

/// A failure's message, without its location: a host's run-time message
/// or the kind's own ([`Error::message`], [`StepError::message`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_date;
/// let err = parse_date("2023-02-30").unwrap_err();
/// assert_eq!(err.message().to_string(), "day 30 is out of range for 2023-02, expected 01 to 28");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Message<'a> {
    pub(super) kind: &'a ErrorKind,
    pub(super) owned: Option<&'a str>,
}

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.owned {
            Some(message) => f.write_str(message),
            None => fmt::Display::fmt(self.kind, f),
        }
    }
}

/// Builds a combinator error of the caller's type for a failed step.
#[inline]
pub(crate) fn fail<I, E: FromExternalError<I, ErrorKind>>(at: I, kind: ErrorKind) -> nom::Err<E> {
    nom::Err::Error(E::from_external_error(
        at,
        nom::error::ErrorKind::Verify,
        kind,
    ))
}
