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

#[cfg(not(feature = "std"))]
use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::hash::{Hash, Hasher};
#[cfg(feature = "std")]
use std::collections::hash_map::RandomState;
#[cfg(feature = "std")]
use std::collections::HashMap;
#[cfg(feature = "std")]
use std::hash::{BuildHasher, BuildHasherDefault};

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected};
use crate::base::step::{Failure, Sink, Steps};
use crate::common::idioms::{
    offset_in, split_on_ascii_whitespace, split_on_commas, str_from, SplitOnAsciiWhitespace,
    SplitOnCommas,
};
use crate::common::keywords;

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

/// A token as a hash key under a comparison, without a lower-case copy.
#[derive(Clone, Copy)]
struct Key<'a>(&'a str, Comparison);

impl PartialEq for Key<'_> {
    fn eq(&self, other: &Self) -> bool {
        self.1.eq(self.0, other.0)
    }
}

impl Eq for Key<'_> {}

/// The order of the (lower-cased, where the comparison ignores ASCII case)
/// bytes, consistent with `eq`.
impl Ord for Key<'_> {
    fn cmp(&self, other: &Self) -> Ordering {
        match self.1 {
            Comparison::CaseSensitive => self.0.cmp(other.0),
            Comparison::AsciiCaseInsensitive => self
                .0
                .bytes()
                .map(|b| b.to_ascii_lowercase())
                .cmp(other.0.bytes().map(|b| b.to_ascii_lowercase())),
        }
    }
}

impl PartialOrd for Key<'_> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Hash for Key<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        match self.1 {
            Comparison::CaseSensitive => self.0.hash(state),
            Comparison::AsciiCaseInsensitive => {
                for b in self.0.bytes() {
                    state.write_u8(b.to_ascii_lowercase());
                }
                // The same terminator as `str`'s own hash.
                state.write_u8(0xff);
            }
        }
    }
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
    entry::validate_to_end(input, |text, sink| {
        unique_space_separated_tokens_steps(text, 0, sink, comparison)
    })
}

/// The tokens of the text from `pos` (which they consume whole), with an
/// error ([`Sink::error`]) at each later appearance of a token under
/// `comparison`, in order: a sink that stops at the first error stops at
/// the first repeat.
pub(crate) fn unique_space_separated_tokens_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
    comparison: Comparison,
) -> Steps<Vec<&'a str>> {
    let tokens = parse_space_separated_tokens(str_from(text, pos));
    // A quadratic scan is cheapest for the few tokens attributes usually hold.
    if tokens.len() <= 16 {
        for (i, token) in tokens.iter().enumerate() {
            if let Some(first) = tokens.iter().take(i).find(|t| comparison.eq(t, token)) {
                let (at, kind) = duplicate(text, first, token);
                sink.error(at, kind)?;
            }
        }
        return Ok((text.len(), tokens));
    }
    // Many tokens: the earliest repeat, found without a map over them all
    // (what `validate_*` asks); only a sink that reads on past it has the
    // later ones looked for.
    if let Some((first, again)) = first_duplicate(&tokens, comparison) {
        let (at, kind) = duplicate(text, first, again);
        sink.error(at, kind)?;
        let mut seen: Seen<'a> = Seen::default();
        for &token in &tokens {
            match seen.get(&Key(token, comparison)) {
                Some(&first) if offset_in(text, token) > at => {
                    let (at, kind) = duplicate(text, first, token);
                    sink.error(at, kind)?;
                }
                Some(_) => {}
                None => {
                    seen.insert(Key(token, comparison), token);
                }
            }
        }
    }
    Ok((text.len(), tokens))
}

/// Each token's first appearance, by its key.
#[cfg(feature = "std")]
type Seen<'a> = HashMap<Key<'a>, &'a str>;
/// Each token's first appearance, by its key (without std: ordered).
#[cfg(not(feature = "std"))]
type Seen<'a> = BTreeMap<Key<'a>, &'a str>;

/// Without std (no random hash keys): an ordered map, n log n, no copies.
#[cfg(not(feature = "std"))]
fn first_duplicate<'a>(tokens: &[&'a str], comparison: Comparison) -> Option<(&'a str, &'a str)> {
    let mut seen: BTreeMap<Key<'a>, &'a str> = BTreeMap::new();
    for &token in tokens {
        if let Some(&first) = seen.get(&Key(token, comparison)) {
            return Some((first, token));
        }
        seen.insert(Key(token, comparison), token);
    }
    None
}

/// About how many tokens share a bucket in [`first_duplicate`]: a map of
/// that many hashes stays in the processor's caches.
#[cfg(feature = "std")]
const BUCKET_TOKENS: usize = 512;

/// A hasher for keys that are already hashes (rotated, so that the bits
/// that chose the bucket do not also choose the map's slot).
#[derive(Default)]
#[cfg(feature = "std")]
struct Prehashed(u64);

#[cfg(feature = "std")]
impl Hasher for Prehashed {
    fn finish(&self) -> u64 {
        self.0.rotate_left(32)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// The earliest second appearance of a token, with its first appearance.
///
/// Linear time that stays linear on large inputs: one hash set over all
/// the tokens would be linear in theory, but once it outgrows the caches
/// each insertion costs cache misses in the set and in the input. So each
/// token is hashed once (randomly keyed, so the spread cannot be aimed at),
/// the (hash, index) pairs are spread by hash into buckets of about
/// [`BUCKET_TOKENS`] (a counting pass and a scatter pass, both sequential;
/// equal tokens share a bucket), and each bucket is checked in input order
/// with a small map from hash to first index. Tokens are only read again
/// when two hashes are equal.
#[cfg(feature = "std")]
fn first_duplicate<'a>(tokens: &[&'a str], comparison: Comparison) -> Option<(&'a str, &'a str)> {
    let keys = RandomState::new();
    let bits = (tokens.len() / BUCKET_TOKENS)
        .max(1)
        .next_power_of_two()
        .trailing_zeros();
    // The top `bits` bits of the hash (none when there is one bucket).
    let bucket = |h: u64| usize::try_from(h.checked_shr(64 - bits).unwrap_or(0)).unwrap_or(0);
    let hashes: Vec<u64> = tokens
        .iter()
        .map(|t| keys.hash_one(Key(t, comparison)))
        .collect();
    // Counting pass: where each bucket starts in `order`.
    let mut starts = vec![0usize; (1 << bits) + 1];
    for &h in &hashes {
        if let Some(n) = starts.get_mut(bucket(h) + 1) {
            *n += 1;
        }
    }
    for i in 1..starts.len() {
        let before = starts.get(i - 1).copied().unwrap_or(0);
        if let Some(n) = starts.get_mut(i) {
            *n += before;
        }
    }
    // Scatter pass: (hash, index) by bucket, in input order in each.
    let mut next = starts.clone();
    let mut order = vec![(0u64, 0usize); tokens.len()];
    for (i, &h) in hashes.iter().enumerate() {
        if let Some(at) = next.get_mut(bucket(h)) {
            if let Some(slot) = order.get_mut(*at) {
                *slot = (h, i);
            }
            *at += 1;
        }
    }
    drop(hashes);
    let token = |i: usize| tokens.get(i).copied().unwrap_or_default();
    // Each bucket: its first second appearance; the earliest one wins.
    let mut first: HashMap<u64, usize, BuildHasherDefault<Prehashed>> =
        HashMap::with_capacity_and_hasher(2 * BUCKET_TOKENS, BuildHasherDefault::default());
    let mut best: Option<usize> = None;
    let mut best_first = 0;
    for pair in starts.windows(2) {
        let (Some(&start), Some(&end)) = (pair.first(), pair.get(1)) else {
            continue;
        };
        let entries = order.get(start..end).unwrap_or_default();
        first.clear();
        for (k, &(h, i)) in entries.iter().enumerate() {
            if best.is_some_and(|b| b < i) {
                break;
            }
            let earlier = match first.get(&h) {
                None => {
                    first.insert(h, i);
                    continue;
                }
                Some(&f) if comparison.eq(token(f), token(i)) => Some(f),
                // Two tokens with one hash: look through the bucket.
                Some(_) => entries
                    .iter()
                    .take(k)
                    .find(|&&(g, j)| g == h && comparison.eq(token(j), token(i)))
                    .map(|&(_, j)| j),
            };
            if let Some(f) = earlier {
                best = Some(i);
                best_first = f;
                break;
            }
        }
    }
    best.map(|i| (token(best_first), token(i)))
}

/// The failure at a token `valid_token` rejects: a keyword was expected.
#[cold]
#[inline(never)]
fn not_a_keyword(text: &str, token: &str) -> Failure {
    let at = offset_in(text, token);
    (
        at,
        ErrorKind::expected(Expected::Keyword, str_from(text, at)),
    )
}

/// The failure at a token that is none of `allowed`: its length, the
/// nearest allowed keyword, the choices.
#[cold]
#[inline(never)]
fn unknown_keyword(text: &str, token: &str, allowed: &'static [&'static str]) -> Failure {
    (
        offset_in(text, token),
        keywords::unknown_keyword(token, keywords::nearest_keyword(token, allowed), allowed),
    )
}

/// The failure at the second appearance `again` of the token `first`.
#[cold]
#[inline(never)]
fn duplicate(text: &str, first: &str, again: &str) -> Failure {
    let kind = ErrorKind::DuplicateToken {
        first: offset_in(text, first),
    };
    (offset_in(text, again), kind)
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
    // Few tokens (what attributes hold): one split, each token compared with
    // those before it, kept on the stack; more than 16: the validator's
    // bucketed hash check keeps it linear.
    let mut earlier = [""; 16];
    for (count, token) in space_separated_tokens(input).enumerate() {
        let seen = earlier.get(..count).unwrap_or_default();
        if seen.iter().any(|&e| comparison.eq(e, token)) {
            return false;
        }
        let Some(slot) = earlier.get_mut(count) else {
            return validate_unique_space_separated_tokens(input, comparison).is_ok();
        };
        *slot = token;
    }
    true
}

/// Conformance of a set of space-separated tokens with a
/// [defined set of allowed values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#space-separated-tokens):
/// every token is one of `allowed` under `comparison`, and (when `unique`)
/// none is repeated.
///
/// # Errors
///
/// [`ErrorKind::UnknownKeyword`] at the first token that is not allowed
/// (with its length, the nearest allowed keyword when one is close, and
/// `allowed` as the choices); [`ErrorKind::DuplicateToken`] as in
/// [`validate_unique_space_separated_tokens`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::tokens::{validate_space_separated_tokens_from, Comparison};
/// // <iframe sandbox>: allowed keywords, unordered, unique, ASCII case-insensitive.
/// const ALLOWED: &[&str] = &["allow-forms", "allow-scripts", "allow-same-origin"];
/// let ok = validate_space_separated_tokens_from("allow-forms ALLOW-SCRIPTS", ALLOWED, Comparison::AsciiCaseInsensitive, true);
/// assert_eq!(ok, Ok(vec!["allow-forms", "ALLOW-SCRIPTS"]));
/// let err = validate_space_separated_tokens_from("allow-forms allow-popups", ALLOWED, Comparison::AsciiCaseInsensitive, true)
///     .unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unknown_keyword", 12));
/// assert_eq!(
///     err.kind().to_string(),
///     "unknown keyword, expected one of 'allow-forms', 'allow-scripts' or 'allow-same-origin'"
/// );
/// let err = validate_space_separated_tokens_from("allow-scirpts", ALLOWED, Comparison::AsciiCaseInsensitive, true)
///     .unwrap_err();
/// assert_eq!(err.kind().to_string(), "unknown keyword, did you mean 'allow-scripts'?");
/// ```
pub fn validate_space_separated_tokens_from<'a>(
    input: &'a str,
    allowed: &'static [&'static str],
    comparison: Comparison,
    unique: bool,
) -> Result<Vec<&'a str>, Error> {
    entry::validate_to_end(input, |text, sink| {
        allowed_space_separated_tokens_steps(text, 0, sink, allowed, comparison, unique)
    })
}

/// The tokens of the text from `pos` (which they consume whole), with an
/// error ([`Sink::error`]) at each that is none of `allowed` under
/// `comparison`, then (when `unique`) at each later appearance of a token.
pub(crate) fn allowed_space_separated_tokens_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
    allowed: &'static [&'static str],
    comparison: Comparison,
    unique: bool,
) -> Steps<Vec<&'a str>> {
    for token in space_separated_tokens(str_from(text, pos)) {
        if !allowed.iter().any(|a| comparison.eq(a, token)) {
            let (at, kind) = unknown_keyword(text, token, allowed);
            sink.error(at, kind)?;
        }
    }
    if unique {
        unique_space_separated_tokens_steps(text, pos, sink, comparison)
    } else {
        Ok((
            text.len(),
            parse_space_separated_tokens(str_from(text, pos)),
        ))
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
    entry::validate_to_end(input, |text, _sink| {
        let mut tokens = Vec::new();
        for token in comma_separated_tokens(text) {
            if !valid_token(token) {
                return Err(not_a_keyword(text, token));
            }
            tokens.push(token);
        }
        Ok((text.len(), tokens))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::String;

    /// (code, offset) of each error the unique-token steps report to a sink
    /// that reads on, and whether they end well.
    fn every_repeat(input: &str, comparison: Comparison) -> (Vec<(&'static str, usize)>, bool) {
        let mut sink = crate::base::step::Every::default();
        let ended = unique_space_separated_tokens_steps(input, 0, &mut sink, comparison).is_ok();
        let found = sink.0.iter().map(|(at, k)| (k.code(), *at)).collect();
        (found, ended)
    }

    #[test]
    fn every_repeat_is_reported_in_order_few_or_many() {
        // Few tokens (the scan) and many (the earliest repeat, then a map):
        // the same repeats, each once, in the order of the text.
        for filler in [0, 40] {
            let mut input = String::new();
            for i in 0..filler {
                input.push_str(&format!("t{i} "));
            }
            let start = input.len();
            input.push_str("a B b A a c");
            let (found, ended) = every_repeat(&input, Comparison::AsciiCaseInsensitive);
            assert!(ended);
            assert_eq!(
                found,
                [
                    ("duplicate_token", start + 4),
                    ("duplicate_token", start + 6),
                    ("duplicate_token", start + 8),
                ],
                "{filler} tokens before"
            );
            let (found, _) = every_repeat(&input, Comparison::CaseSensitive);
            assert_eq!(
                found,
                [("duplicate_token", start + 8)],
                "{filler} tokens before"
            );
        }
    }

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

    /// The bucketed search finds the same duplicate as the plain scan, over
    /// many sizes (one bucket, several) and both comparisons.
    #[test]
    fn bucketed_duplicates_agree_with_the_scan() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        for n in [17, 100, 600, 3000, 20_000] {
            for spread in [n * 4, n * 64] {
                let words: Vec<String> = (0..n)
                    .map(|_| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        let w = format!("w{}", seed % spread as u64);
                        if seed & 1 == 0 {
                            w.to_ascii_uppercase()
                        } else {
                            w
                        }
                    })
                    .collect();
                let input = words.join(" ");
                let tokens = parse_space_separated_tokens(&input);
                for cmp in [Comparison::CaseSensitive, Comparison::AsciiCaseInsensitive] {
                    let expected = tokens.iter().enumerate().find_map(|(i, t)| {
                        let first = tokens[..i].iter().find(|f| cmp.eq(f, t))?;
                        Some((offset_in(&input, first), offset_in(&input, t)))
                    });
                    let got = first_duplicate(&tokens, cmp)
                        .map(|(f, a)| (offset_in(&input, f), offset_in(&input, a)));
                    assert_eq!(got, expected, "n={n} spread={spread} {cmp:?}");
                }
            }
        }
    }

    #[test]
    fn empty_comma_token_offset() {
        // An empty token is a subslice at its position.
        let err = validate_comma_separated_tokens("a,,b", |t| !t.is_empty()).unwrap_err();
        assert_eq!(err.offset(), 2);
    }
}
