//! The input types every combinator accepts, and the prelude embedders import.
//!
//! Every combinator in this crate is generic over its input `I: StrInput<'a>`,
//! which is implemented for `&'a str` and for any
//! [`nom_locate::LocatedSpan<&'a str, X>`](nom_locate::LocatedSpan) an embedder
//! builds. Combinators read the underlying `&str` directly (byte by byte, the
//! way the spec's "position" pointer walks the string) and split the input with
//! [`nom::Input::take_split`] once per step, so a `LocatedSpan` keeps its line
//! and offset bookkeeping and a `&str` pays nothing for it.

use nom_locate::LocatedSpan;

/// An input a combinator of this crate can read: a `&str`, or a
/// [`LocatedSpan`] over one.
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
///
/// fn first_byte<'a, I: StrInput<'a>>(input: &I) -> Option<u8> {
///     input.as_str().bytes().next()
/// }
/// assert_eq!(first_byte(&"12"), Some(b'1'));
/// assert_eq!(first_byte(&span("12")), Some(b'1'));
/// ```
pub trait StrInput<'a>: nom::Input<Item = char> + Clone {
    /// The text this input has left to read.
    fn as_str(&self) -> &'a str;

    /// The byte offset of this input in `whole`, the text the parse began
    /// on: by default its length from the end (the input is a suffix of
    /// `whole`); a [`LocatedSpan`] knows its own offset.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{span, StrInput};
    /// let whole = "ab;cd";
    /// assert_eq!((&whole[3..]).offset_in(whole), 3);
    /// let s = span(whole);
    /// let (rest, _) = nom::bytes::complete::tag::<_, _, ()>("ab;")(s).unwrap();
    /// assert_eq!(rest.offset_in(whole), 3);
    /// ```
    #[inline]
    fn offset_in(&self, whole: &str) -> usize {
        whole.len().saturating_sub(self.as_str().len())
    }

    /// The 1-based line and column (in characters) of this input in the
    /// text the parse began on, when the input knows it: `None` for a
    /// `&str`, the span's own for a [`LocatedSpan`]. A
    /// [`StepError`](crate::base::error::StepError) shows it.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{span, StrInput};
    /// let whole = "ab\n;cd";
    /// assert_eq!((&whole[4..]).location(), None);
    /// let (rest, _) = nom::bytes::complete::tag::<_, _, ()>("ab\n;")(span(whole)).unwrap();
    /// assert_eq!(rest.location(), Some((2, 2)));
    /// ```
    #[inline]
    fn location(&self) -> Option<(u32, u32)> {
        None
    }
}

impl<'a> StrInput<'a> for &'a str {
    #[inline(always)]
    fn as_str(&self) -> &'a str {
        self
    }
}

impl<'a, X: Clone> StrInput<'a> for LocatedSpan<&'a str, X> {
    #[inline(always)]
    fn as_str(&self) -> &'a str {
        self.fragment()
    }

    #[inline]
    fn offset_in(&self, _whole: &str) -> usize {
        self.location_offset()
    }

    fn location(&self) -> Option<(u32, u32)> {
        let column = u32::try_from(self.get_utf8_column()).unwrap_or(u32::MAX);
        Some((self.location_line(), column))
    }
}

/// A [`LocatedSpan`] over a `&str` with no extra state: the span type the
/// crate's tests and examples use.
pub type Span<'a> = LocatedSpan<&'a str>;

/// Wraps a string in a [`Span`] that starts at offset 0, line 1.
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// let s = span("2024-02-29");
/// assert_eq!(s.location_offset(), 0);
/// assert_eq!(s.location_line(), 1);
/// ```
pub fn span(input: &str) -> Span<'_> {
    LocatedSpan::new(input)
}
