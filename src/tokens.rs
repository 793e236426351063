//! [2.3.7 Space-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#space-separated-tokens)
//! and [2.3.8 Comma-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#comma-separated-tokens).
//!
//! | input | rule | tokens |
//! |---|---|---|
//! | `"  a\tbc  d "` | [`space_separated_tokens`] | `a`, `bc`, `d` |
//! | `" a ,b,,d d "` | [`comma_separated_tokens`] | `a`, `b`, (empty), `d d` |
//! | `"a b a"` | [`validate_unique_space_separated_tokens`] | error: duplicate `a` at offset 4 |
//!
//! Every string is a set of space-separated tokens and a set of
//! comma-separated tokens; the conformance checks here are the extra
//! requirements some attributes add: unique tokens, allowed values.
//!
//! ```text
//! space-separated-tokens = *ws [ token *( 1*ws token ) *ws ]
//! token                  = 1*( %x00-08 / %x0B / %x0E-1F / %x21-10FFFF )  ; not ASCII whitespace
//! ws                     = %x09 / %x0A / %x0C / %x0D / %x20
//! comma-separated-tokens = [ item *( "," item ) ]
//! item                   = *ws [ ctoken ] *ws   ; ctoken: no ",", no ASCII whitespace at either end
//! ```

use alloc::borrow::Cow;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::error::{ErrorKind, Expected};
use crate::idioms::{
    split_on_ascii_whitespace, split_on_commas, SplitOnAsciiWhitespace, SplitOnCommas,
};
use crate::Error;

/// The tokens of a [set of space-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#set-of-space-separated-tokens)
/// ([split on ASCII whitespace](https://infra.spec.whatwg.org/#split-on-ascii-whitespace)),
/// as an iterator that does not allocate.
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::space_separated_tokens;
/// let v: Vec<_> = space_separated_tokens(" nofollow\tnoopener ").collect();
/// assert_eq!(v, ["nofollow", "noopener"]);
/// ```
pub fn space_separated_tokens(input: &str) -> SplitOnAsciiWhitespace<'_> {
    split_on_ascii_whitespace(input)
}

/// [`space_separated_tokens`], collected.
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::parse_space_separated_tokens;
/// assert_eq!(parse_space_separated_tokens("a  b"), ["a", "b"]);
/// assert!(parse_space_separated_tokens(" \n ").is_empty());
/// ```
pub fn parse_space_separated_tokens(input: &str) -> Vec<&str> {
    space_separated_tokens(input).collect()
}

/// The tokens of a [set of comma-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#set-of-comma-separated-tokens)
/// ([split on commas](https://infra.spec.whatwg.org/#split-on-commas), each
/// token stripped of ASCII whitespace), as an iterator that does not allocate.
///
/// The empty string is a token; the empty input has none.
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::comma_separated_tokens;
/// let v: Vec<_> = comma_separated_tokens(" a ,b,,d d ").collect();
/// assert_eq!(v, ["a", "b", "", "d d"]); // the spec's example
/// ```
pub fn comma_separated_tokens(input: &str) -> SplitOnCommas<'_> {
    split_on_commas(input)
}

/// [`comma_separated_tokens`], collected.
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::parse_comma_separated_tokens;
/// assert_eq!(parse_comma_separated_tokens("x, y"), ["x", "y"]);
/// ```
pub fn parse_comma_separated_tokens(input: &str) -> Vec<&str> {
    comma_separated_tokens(input).collect()
}

/// How a set compares its tokens: the spec leaves it to each set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Comparison {
    /// Code point for code point (`class`, `headers`, ...).
    #[default]
    CaseSensitive,
    /// [ASCII case-insensitive](https://infra.spec.whatwg.org/#ascii-case-insensitive) (`rel`, `sandbox`, ...).
    AsciiCaseInsensitive,
}

impl Comparison {
    fn key(self, token: &str) -> Cow<'_, str> {
        match self {
            Comparison::CaseSensitive => Cow::Borrowed(token),
            Comparison::AsciiCaseInsensitive if token.bytes().any(|b| b.is_ascii_uppercase()) => {
                Cow::Owned(token.to_ascii_lowercase())
            }
            Comparison::AsciiCaseInsensitive => Cow::Borrowed(token),
        }
    }

    /// Whether two tokens are equal under this comparison.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::tokens::Comparison;
    /// assert!(Comparison::AsciiCaseInsensitive.eq("NoOpener", "noopener"));
    /// assert!(!Comparison::CaseSensitive.eq("A", "a"));
    /// ```
    pub fn eq(self, a: &str, b: &str) -> bool {
        match self {
            Comparison::CaseSensitive => a == b,
            Comparison::AsciiCaseInsensitive => a.eq_ignore_ascii_case(b),
        }
    }
}

/// The byte offset of `token`, a subslice of `input`.
fn offset_in(input: &str, token: &str) -> usize {
    (token.as_ptr() as usize).saturating_sub(input.as_ptr() as usize)
}

/// Conformance of an [unordered set of unique space-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#unordered-set-of-unique-space-separated-tokens)
/// or an [ordered set of unique space-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#ordered-set-of-unique-space-separated-tokens):
/// no token appears twice under `comparison`. Both definitions have this one
/// syntax (the order matters only to the attribute that reads it); the
/// tokens are returned in order.
///
/// # Errors
///
/// [`ErrorKind::DuplicateToken`] at the second appearance of a token, naming
/// the offset of the first.
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::{validate_unique_space_separated_tokens, Comparison};
/// assert_eq!(
///     validate_unique_space_separated_tokens("a b", Comparison::CaseSensitive),
///     Ok(vec!["a", "b"])
/// );
/// let err = validate_unique_space_separated_tokens("Next prev next", Comparison::AsciiCaseInsensitive)
///     .unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 10));
/// assert!(validate_unique_space_separated_tokens("Next prev next", Comparison::CaseSensitive).is_ok());
/// ```
pub fn validate_unique_space_separated_tokens(
    input: &str,
    comparison: Comparison,
) -> Result<Vec<&str>, Error> {
    let tokens = parse_space_separated_tokens(input);
    // A quadratic scan is cheapest for the few tokens attributes usually hold.
    if tokens.len() <= 16 {
        for (i, token) in tokens.iter().enumerate() {
            if let Some(first) = tokens.iter().take(i).find(|t| comparison.eq(t, token)) {
                return Err(duplicate(input, first, token));
            }
        }
        return Ok(tokens);
    }
    let mut seen: BTreeMap<Cow<'_, str>, &str> = BTreeMap::new();
    for token in &tokens {
        if let Some(first) = seen.get(&comparison.key(token)) {
            return Err(duplicate(input, first, token));
        }
        seen.insert(comparison.key(token), token);
    }
    Ok(tokens)
}

fn duplicate(input: &str, first: &str, again: &str) -> Error {
    Error::new(
        ErrorKind::DuplicateToken {
            first: offset_in(input, first),
        },
        input,
        offset_in(input, again),
    )
}

/// Whether `input` is an unordered (or ordered) set of unique
/// space-separated tokens; see [`validate_unique_space_separated_tokens`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::{is_valid_unique_space_separated_tokens, Comparison};
/// assert!(is_valid_unique_space_separated_tokens("", Comparison::CaseSensitive));
/// assert!(!is_valid_unique_space_separated_tokens("x x", Comparison::CaseSensitive));
/// ```
pub fn is_valid_unique_space_separated_tokens(input: &str, comparison: Comparison) -> bool {
    // Few tokens: compare each with those before it by splitting again, which
    // allocates nothing; many: the validator's hash map keeps it linear.
    if space_separated_tokens(input).nth(16).is_none() {
        return space_separated_tokens(input).enumerate().all(|(i, token)| {
            !space_separated_tokens(input)
                .take(i)
                .any(|earlier| comparison.eq(earlier, token))
        });
    }
    validate_unique_space_separated_tokens(input, comparison).is_ok()
}

/// Conformance of a set of space-separated tokens with a
/// [defined set of allowed values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#space-separated-tokens):
/// every token is one of `allowed` under `comparison`, and (when `unique`)
/// none is repeated.
///
/// # Errors
///
/// [`ErrorKind::Expected`] a keyword at the first token that is not allowed;
/// [`ErrorKind::DuplicateToken`] as in
/// [`validate_unique_space_separated_tokens`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::{validate_space_separated_tokens_from, Comparison};
/// // <iframe sandbox>: allowed keywords, unordered, unique, ASCII case-insensitive.
/// let allowed = ["allow-forms", "allow-scripts", "allow-same-origin"];
/// let ok = validate_space_separated_tokens_from("allow-forms ALLOW-SCRIPTS", &allowed, Comparison::AsciiCaseInsensitive, true);
/// assert_eq!(ok, Ok(vec!["allow-forms", "ALLOW-SCRIPTS"]));
/// let err = validate_space_separated_tokens_from("allow-forms allow-popups", &allowed, Comparison::AsciiCaseInsensitive, true)
///     .unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_keyword", 12));
/// ```
pub fn validate_space_separated_tokens_from<'a>(
    input: &'a str,
    allowed: &[&str],
    comparison: Comparison,
    unique: bool,
) -> Result<Vec<&'a str>, Error> {
    for token in space_separated_tokens(input) {
        if !allowed.iter().any(|a| comparison.eq(a, token)) {
            let at = offset_in(input, token);
            let rest = input.get(at..).unwrap_or("");
            return Err(Error::new(
                ErrorKind::expected(Expected::Keyword, rest),
                input,
                at,
            ));
        }
    }
    if unique {
        validate_unique_space_separated_tokens(input, comparison)
    } else {
        Ok(parse_space_separated_tokens(input))
    }
}

/// Conformance of a set of comma-separated tokens whose attribute
/// [restricts its tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#comma-separated-tokens):
/// every token satisfies `valid_token`. (Without a restriction every string
/// is a conforming set of comma-separated tokens.)
///
/// # Errors
///
/// [`ErrorKind::Expected`] a keyword at the first token `valid_token`
/// rejects, at its first character (an empty token: where it stands).
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::validate_comma_separated_tokens;
/// // <input accept>-like: tokens must start with '.' or contain '/'.
/// let ok = |t: &str| t.starts_with('.') || t.contains('/');
/// assert_eq!(validate_comma_separated_tokens(".png, image/*", ok), Ok(vec![".png", "image/*"]));
/// let err = validate_comma_separated_tokens(".png, ,x", ok).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_keyword", 5));
/// ```
pub fn validate_comma_separated_tokens(
    input: &str,
    valid_token: impl Fn(&str) -> bool,
) -> Result<Vec<&str>, Error> {
    let mut tokens = Vec::new();
    for token in comma_separated_tokens(input) {
        if !valid_token(token) {
            let at = offset_in(input, token);
            let rest = input.get(at..).unwrap_or("");
            return Err(Error::new(
                ErrorKind::expected(Expected::Keyword, rest),
                input,
                at,
            ));
        }
        tokens.push(token);
    }
    Ok(tokens)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::String;

    #[test]
    fn many_tokens_use_the_map_and_agree_with_the_scan() {
        let mut s: String = (0..40).map(|i| format!("t{i} ")).collect();
        assert!(validate_unique_space_separated_tokens(&s, Comparison::CaseSensitive).is_ok());
        s.push_str("T7");
        assert!(validate_unique_space_separated_tokens(&s, Comparison::CaseSensitive).is_ok());
        let err = validate_unique_space_separated_tokens(&s, Comparison::AsciiCaseInsensitive)
            .unwrap_err();
        assert_eq!(err.kind(), ErrorKind::DuplicateToken { first: 21 });
        assert_eq!(err.offset(), s.len() - 2);
    }

    #[test]
    fn empty_comma_token_offset() {
        // An empty token is a subslice at its position.
        let err = validate_comma_separated_tokens("a,,b", |t| !t.is_empty()).unwrap_err();
        assert_eq!(err.offset(), 2);
    }
}
