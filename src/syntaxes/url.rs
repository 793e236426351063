//! [URLs](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#urls)
//! (feature `url`): the URL Standard's
//! [valid URL string](https://url.spec.whatwg.org/#valid-url-string) and the
//! forms HTML's attributes use, through the [`url`] crate's parser.
//!
//! ```text
//! "page4.html"             valid URL string (relative)
//! "https://example.com/a"  valid URL string, valid absolute URL
//! " /x "                   valid URL potentially surrounded by spaces
//! "a\\b"                   not valid: a backslash (step "path state")
//! ```
//!
//! A string is valid when the URL parser parses it without a
//! [validation error](https://url.spec.whatwg.org/#validation-error), as the
//! `url` crate reports them ([`url::SyntaxViolation`]) or fails
//! ([`url::ParseError`]). Two approximations follow from that:
//!
//! * **Base.** A relative URL needs a base; validity is checked against the
//!   fixed [`BASE`] (`https://example.invalid/dir/`), an HTTPS document URL,
//!   as for a page on the web. A relative URL that is valid against a
//!   special base is valid against any HTTP(S) document.
//! * **Location.** The `url` crate says which validation error occurred, not
//!   where. This module finds the character: the first backslash, tab or
//!   newline, non-URL code point, bad `%`-escape, `@`, the leading or trailing
//!   space or control, the `//` expected after the scheme, the start of the
//!   host or the port. Where the error belongs to a part (an invalid host
//!   or port, an empty host) the offset is the start of that part; where no
//!   such character is found, the start of the URL.
//!
//! The `url` crate reports most of the URL Standard's validation errors but
//! not all (for example, IPv4 parts in hexadecimal parse without a report),
//! so a few strings that are not valid URL strings pass.

use core::cell::RefCell;
use std::sync::OnceLock;
use std::vec::Vec;

use url::{ParseError, SyntaxViolation, Url};

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, UrlProblem, Violation};
use crate::base::step::{Failure, Sink, Steps};
use crate::common::idioms::{is_ascii_whitespace, split_on_ascii_whitespace, str_range};

/// The base URL against which relative URLs are checked.
///
/// # Examples
///
/// ```
/// assert_eq!(html_microsyntax::url::BASE, "https://example.invalid/dir/");
/// ```
pub const BASE: &str = "https://example.invalid/dir/";

/// [`BASE`], parsed once.
fn base() -> Option<&'static Url> {
    static PARSED: OnceLock<Option<Url>> = OnceLock::new();
    PARSED.get_or_init(|| Url::parse(BASE).ok()).as_ref()
}

/// A [URL code point](https://url.spec.whatwg.org/#url-code-points).
fn is_url_code_point(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || "!$&'()*+,-./:;=?@_~".contains(c);
    }
    let n = u32::from(c);
    // U+00A0..=U+10FFFD, less surrogates (never a `char`) and noncharacters.
    let noncharacter = (0xFDD0..=0xFDEF).contains(&n) || (n & 0xFFFE) == 0xFFFE;
    n >= 0xA0 && !noncharacter
}

/// Where the authority (user info, host, port) of `s` lies, if it has one:
/// after the first `//` that comes before any `?` or `#`, up to the next
/// `/`, `\`, `?` or `#`.
fn authority(s: &str) -> Option<(usize, usize)> {
    let limit = s.find(['?', '#']).unwrap_or(s.len());
    let start = str_range(s, 0, limit).find("//").map(|i| i + 2)?;
    let len = str_range(s, start, s.len())
        .find(['/', '\\', '?', '#'])
        .unwrap_or(s.len() - start);
    Some((start, start + len))
}

/// The host's start in `s`: after the authority's last `@`.
fn host_start(s: &str) -> usize {
    match authority(s) {
        Some((a, b)) => str_range(s, a, b).rfind('@').map_or(a, |i| a + i + 1),
        None => s.find(':').map_or(0, |i| i + 1),
    }
}

/// The host's end in `s`: the end of the authority, or of `s`.
fn host_end(s: &str) -> usize {
    authority(s).map_or(s.len(), |(_, b)| b)
}

/// The offset in `s` of the first character the URL parser calls a non-URL
/// code point: not a URL code point, not `%`, not the first `#`, and not a
/// bracket of the host or a character another violation names; failing
/// that, the first that is not a URL code point or `%` after all.
fn first_non_url_code_point(s: &str) -> Option<usize> {
    let host = host_start(s)..host_end(s);
    let first_hash = s.find('#');
    let strict = |c: char| !(is_url_code_point(c) || c == '%');
    s.char_indices()
        .find(|&(i, c)| {
            strict(c)
                && !(matches!(c, '\\' | '\t' | '\n' | '\r')
                    || (c == '#' && Some(i) == first_hash)
                    || (matches!(c, '[' | ']') && host.contains(&i)))
        })
        .or_else(|| {
            s.char_indices()
                .find(|&(i, c)| strict(c) && !(c == '#' && Some(i) == first_hash))
        })
        .map(|(i, _)| i)
}

/// The first character of the host that no domain may hold (a
/// [forbidden domain code point](https://url.spec.whatwg.org/#forbidden-domain-code-point)
/// that does not end the host), or the host's start.
fn bad_host_character(s: &str) -> usize {
    let (a, b) = (host_start(s), host_end(s));
    str_range(s, a, b)
        .char_indices()
        .find(|&(_, c)| c <= ' ' || "<>^|%[]\u{7f}".contains(c))
        .map_or(a, |(i, _)| a + i)
}

/// A backslash that the `url` crate does not report: in a special URL (our
/// base is one), a `\` before any `?` or `#` stands for `/` and is a
/// validation error.
fn unreported_backslash(s: &str, url: &Url, seen: &[SyntaxViolation]) -> Option<usize> {
    let special = matches!(
        url.scheme(),
        "http" | "https" | "ws" | "wss" | "ftp" | "file"
    );
    if !s.contains('\\') || !special || seen.contains(&SyntaxViolation::Backslash) {
        return None;
    }
    let limit = s.find(['?', '#']).unwrap_or(s.len());
    str_range(s, 0, limit).find('\\')
}

/// Where the parser's `violation` is in `s`, and what it is.
fn locate_violation(s: &str, violation: SyntaxViolation) -> (usize, UrlProblem) {
    use SyntaxViolation as V;
    let (at, problem) = match violation {
        V::Backslash => (s.find('\\'), UrlProblem::Backslash),
        V::C0SpaceIgnored => {
            let first = s.chars().next().is_some_and(|c| c <= ' ');
            let trailing = s.len() - s.trim_end_matches(|c: char| c <= ' ').len();
            let at = if first { 0 } else { s.len() - trailing };
            (Some(at), UrlProblem::ControlOrSpace)
        }
        V::TabOrNewlineIgnored => (s.find(['\t', '\n', '\r']), UrlProblem::TabOrNewline),
        V::NonUrlCodePoint => (first_non_url_code_point(s), UrlProblem::NonUrlCodePoint),
        V::PercentDecode => {
            let bytes = s.as_bytes();
            let bad = |i: usize| {
                !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                    && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
            };
            let at = s.match_indices('%').map(|(i, _)| i).find(|&i| bad(i));
            (at, UrlProblem::PercentEncoding)
        }
        V::UnencodedAtSign => (s.find('@'), UrlProblem::UnencodedAtSign),
        V::EmbeddedCredentials => (authority(s).map(|(a, _)| a), UrlProblem::Credentials),
        V::ExpectedDoubleSlash | V::ExpectedFileDoubleSlash => {
            (s.find(':').map(|i| i + 1), UrlProblem::ExpectedDoubleSlash)
        }
        V::FileWithHostAndWindowsDrive => {
            (Some(host_start(s)), UrlProblem::FileHostWithDriveLetter)
        }
        V::NullInFragment => {
            let at = s
                .find('#')
                .and_then(|h| s.get(h..)?.find('\0').map(|i| h + i));
            (at, UrlProblem::NullInFragment)
        }
        _ => (None, UrlProblem::Other),
    };
    (at.unwrap_or(0), problem)
}

/// Where the parser's failure `error` is in `s`, and what it is.
fn locate_failure(s: &str, error: ParseError) -> (usize, UrlProblem) {
    let host = host_start(s);
    match error {
        ParseError::EmptyHost => (host, UrlProblem::EmptyHost),
        ParseError::IdnaError | ParseError::InvalidDomainCharacter => {
            (bad_host_character(s), UrlProblem::InvalidHost)
        }
        ParseError::InvalidIpv4Address => (host, UrlProblem::InvalidIpv4Address),
        ParseError::InvalidIpv6Address => (host, UrlProblem::InvalidIpv6Address),
        ParseError::InvalidPort => {
            let (a, b) = authority(s).unwrap_or((host, s.len()));
            let colon = str_range(s, a, b).rfind(':').map_or(host, |i| a + i + 1);
            (colon, UrlProblem::InvalidPort)
        }
        ParseError::RelativeUrlWithoutBase => (0, UrlProblem::Relative),
        _ => (0, UrlProblem::Other),
    }
}

/// Runs the URL parser on `text[start..end]` against `base` (none: the URL
/// must be absolute), reports each validation error to `sink` at its
/// character (in order of position), and returns the URL, or the failure.
fn url_steps<S: Sink>(
    text: &str,
    start: usize,
    end: usize,
    base: Option<&Url>,
    sink: &mut S,
) -> Result<Url, Failure> {
    let s = str_range(text, start, end);
    let seen: RefCell<Vec<SyntaxViolation>> = RefCell::new(Vec::new());
    let record = |v: SyntaxViolation| seen.borrow_mut().push(v);
    let mut options = Url::options().base_url(base);
    if S::ACTIVE {
        options = options.syntax_violation_callback(Some(&record));
    }
    let result = options.parse(s);
    if S::ACTIVE {
        let seen = seen.borrow();
        let mut located: Vec<(usize, UrlProblem)> =
            seen.iter().map(|&v| locate_violation(s, v)).collect();
        if let Some(at) = result
            .as_ref()
            .ok()
            .and_then(|u| unreported_backslash(s, u, &seen))
        {
            located.push((at, UrlProblem::Backslash));
        }
        located.sort_by_key(|&(at, _)| at);
        for (at, problem) in located {
            sink.report(start + at, Violation::Url(problem));
        }
    }
    result.map_err(|e| {
        let (at, problem) = locate_failure(s, e);
        (start + at, ErrorKind::Url(problem))
    })
}

/// The valid URL string check of `text[start..end]` for a syntax that embeds
/// one (the refresh URL): every validation error, and a failure too, goes to
/// `sink`.
pub(crate) fn report_url_string<S: Sink>(text: &str, start: usize, end: usize, sink: &mut S) {
    if let Err((at, ErrorKind::Url(problem))) = url_steps(text, start, end, base(), sink) {
        sink.report(at, Violation::Url(problem));
    }
}

/// A valid URL string from `start` to `end` of `text` (`non_empty`: and not
/// empty), as steps that consume the whole range.
fn valid_url_steps<S: Sink>(
    text: &str,
    start: usize,
    end: usize,
    non_empty: bool,
    sink: &mut S,
) -> Steps<()> {
    if non_empty && start >= end {
        return Err((start, ErrorKind::Url(UrlProblem::Empty)));
    }
    url_steps(text, start, end, base(), sink).map(|_| (text.len(), ()))
}

/// The range of `text` without leading and trailing ASCII whitespace.
fn stripped(text: &str) -> (usize, usize) {
    let start = text.bytes().position(|b| !is_ascii_whitespace(b));
    let end = text.bytes().rposition(|b| !is_ascii_whitespace(b));
    match (start, end) {
        (Some(a), Some(b)) => (a, b + 1),
        _ => (text.len(), text.len()),
    }
}

macro_rules! url_faces {
    ($(#[$doc:meta])* $validate:ident, $is_valid:ident, $example_ok:literal, $example_bad:literal,
     |$text:ident, $sink:ident| $steps:expr) => {
        $(#[$doc])*
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use html_microsyntax::url::{", stringify!($validate), ", ", stringify!($is_valid), "};")]
        #[doc = concat!("assert!(", stringify!($validate), "(", stringify!($example_ok), ").is_ok());")]
        #[doc = concat!("assert!(!", stringify!($is_valid), "(", stringify!($example_bad), "));")]
        /// ```
        ///
        /// # Errors
        ///
        /// The first validation error as [`ErrorKind::Invalid`] with a
        /// [`Violation::Url`], or the URL parser's failure as
        /// [`ErrorKind::Url`], located as the module docs say.
        pub fn $validate(input: &str) -> Result<(), Error> {
            entry::validate_to_end(input, |$text, $sink| $steps)
        }

        #[doc = concat!("Whether `input` passes [`", stringify!($validate), "`].")]
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use html_microsyntax::url::", stringify!($is_valid), ";")]
        #[doc = concat!("assert!(", stringify!($is_valid), "(", stringify!($example_ok), "));")]
        /// ```
        pub fn $is_valid(input: &str) -> bool {
            entry::is_valid(input, |$text, $sink| $steps)
        }
    };
}

url_faces!(
    /// Checks that `input` is a [valid URL string](https://url.spec.whatwg.org/#valid-url-string)
    /// ([HTML: valid URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-url)),
    /// relative ones against [`BASE`]. The empty string is valid.
    validate_url_string, is_valid_url_string, "../a?b#c", "a b",
    |text, sink| valid_url_steps(text, 0, text.len(), false, sink)
);

url_faces!(
    /// Checks that `input` is a [valid non-empty URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url):
    /// a valid URL string that is not empty.
    validate_non_empty_url, is_valid_non_empty_url, "/", "",
    |text, sink| valid_url_steps(text, 0, text.len(), true, sink)
);

url_faces!(
    /// Checks that `input` is a [valid URL potentially surrounded by spaces](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-url-potentially-surrounded-by-spaces):
    /// leading and trailing ASCII whitespace stripped, a valid URL string.
    validate_url_potentially_surrounded_by_spaces,
    is_valid_url_potentially_surrounded_by_spaces, " a.html\n", "\u{b}a",
    |text, sink| {
        let (a, b) = stripped(text);
        valid_url_steps(text, a, b, false, sink)
    }
);

url_faces!(
    /// Checks that `input` is a [valid non-empty URL potentially surrounded by spaces](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url-potentially-surrounded-by-spaces):
    /// leading and trailing ASCII whitespace stripped, a valid non-empty URL.
    validate_non_empty_url_potentially_surrounded_by_spaces,
    is_valid_non_empty_url_potentially_surrounded_by_spaces, " a.html ", " ",
    |text, sink| {
        let (a, b) = stripped(text);
        valid_url_steps(text, a, b, true, sink)
    }
);

url_faces!(
    /// Checks that `input` is an [absolute URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#absolute-url):
    /// a valid URL string that is an
    /// [absolute-URL-with-fragment string](https://url.spec.whatwg.org/#absolute-url-with-fragment-string)
    /// (parsed with no base, so a relative URL fails with [`UrlProblem::Relative`]).
    validate_absolute_url, is_valid_absolute_url, "mailto:a@example.com", "/a",
    |text, sink| url_steps(text, 0, text.len(), None, sink).map(|_| (text.len(), ()))
);

/// The `ping` attribute's steps: each token a valid non-empty URL whose
/// scheme is `http` or `https` (relative URLs take [`BASE`]'s `https`).
fn ping_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    for token in split_on_ascii_whitespace(text) {
        let start = crate::common::idioms::offset_in(text, token);
        let url = url_steps(text, start, start + token.len(), base(), sink)?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err((start, ErrorKind::Url(UrlProblem::NotHttp)));
        }
    }
    Ok((text.len(), ()))
}

url_faces!(
    /// Checks the [`ping`](https://html.spec.whatwg.org/multipage/links.html#ping)
    /// attribute of `a` and `area`: a set of space-separated tokens, each a
    /// valid non-empty URL whose scheme is an HTTP(S) scheme (relative URLs
    /// are resolved against [`BASE`], so their scheme is `https`).
    validate_ping, is_valid_ping, "https://a.example/p /count", "mailto:a@example.com",
    |text, sink| ping_steps(text, sink)
);

/// Runs the [URL parser](https://url.spec.whatwg.org/#concept-url-parser) on
/// `input` against `base`: the URL the HTML algorithms that
/// [encoding-parse a URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#encoding-parsing-a-url)
/// get (for UTF-8 documents), such as step 11.11 of the refresh steps.
///
/// # Examples
///
/// ```
/// use html_microsyntax::url::parse_url_with_base;
/// let base = url::Url::parse("https://example.com/a/b").unwrap();
/// assert_eq!(parse_url_with_base(" c\t?d ", &base).unwrap().as_str(), "https://example.com/a/c?d");
/// let err = parse_url_with_base("http://[::1", &base).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("url_invalid_ipv6_address", 7));
/// ```
///
/// # Errors
///
/// [`ErrorKind::Url`] when the parser returns failure, located as the module
/// docs say. Validation errors that the parser tolerates are not errors here.
pub fn parse_url_with_base(input: &str, base: &Url) -> Result<Url, Error> {
    url_steps(input, 0, input.len(), Some(base), &mut ())
        .map_err(|(at, kind)| Error::new(kind, input, at))
}
