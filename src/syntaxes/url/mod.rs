//! [URLs](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#urls)
//! (feature `url`): the URL Standard's
//! [valid URL string](https://url.spec.whatwg.org/#valid-url-string) and the
//! forms HTML's attributes use, decided by the URL Standard's own
//! [URL writing](https://url.spec.whatwg.org/#url-writing) grammar
//! (the `writing` module, one function per production).
//!
//! ```text
//! "page4.html"             valid URL string (relative)
//! "https://example.com/a"  valid URL string, valid absolute URL
//! " /x "                   valid URL potentially surrounded by spaces
//! "a\\b"                   not valid: a backslash (invalid-reverse-solidus)
//! "https:example.com"      not valid: no "//" after a special scheme
//! "http://192.0x00A80001"  not valid: an IPv4 part in hexadecimal
//! ```
//!
//! * **Grammar.** Read from the URL Standard's `url.bs` (`whatwg/url`,
//!   commit `6ae84860d12800bcf563668e7cc821360dce6062`, 2026-07-02). The
//!   domain check ("valid domain") is the `idna` crate's
//!   `domain_to_ascii_strict` (UTS 46 ToASCII with beStrict) and the
//!   "ends in a number" checker; IPv4 addresses must be dotted decimal,
//!   IPv6 addresses follow the standard's pieces grammar (no leading zeros).
//!   The [`url`] crate still parses and resolves ([`parse_url_with_base`]);
//!   every string the grammar calls valid parses with it (tests assert this
//!   on the web-platform-tests URL data and on generated strings).
//! * **Base.** Whether a relative URL is valid depends on its base's scheme.
//!   HTML resolves against the document's URL; these checks use the fixed
//!   [`BASE`] (`https://example.invalid/dir/`), a special HTTPS URL, as for a
//!   page on the web. [`validate_url_string_with_base`] takes another base.
//! * **Location.** Each failure is at the failing character; a failure that
//!   belongs to a part (credentials, a port out of range, an IPv4 part) is at
//!   the start of that part, and a missing part (too few IPv4 parts, an
//!   unclosed `[`) where it should be.
//!
//! The failures are named after the URL Standard's
//! [validation errors](https://url.spec.whatwg.org/#validation-error); the
//! codes this crate had before the grammar keep their meaning:
//!
//! | validation error | code |
//! |---|---|
//! | invalid-URL-unit (a `%` without two hex digits) | `url_percent_encoding` |
//! | invalid-URL-unit (a tab or newline) | `url_tab_or_newline` |
//! | invalid-URL-unit (a leading or trailing C0 control or space) | `url_control_or_space` |
//! | invalid-URL-unit (any other) | `url_non_url_code_point` |
//! | special-scheme-missing-following-solidus | `url_expected_double_slash` |
//! | missing-scheme-non-relative-URL (no scheme where one is needed) | `url_relative` |
//! | invalid-reverse-solidus | `url_backslash` |
//! | invalid-credentials | `url_credentials` |
//! | host-missing | `url_empty_host` |
//! | port-invalid, port-out-of-range | `url_invalid_port` |
//! | domain-to-ASCII, a forbidden domain code point | `url_invalid_host` |
//! | domain-percent-encoded | `url_domain_percent_encoded` |
//! | host-invalid-code-point | `url_host_invalid_code_point` |
//! | IPv4-too-many-parts, IPv4-non-numeric-part, IPv4-out-of-range-part where the parser fails, an IPv4 address in non-ASCII digits | `url_invalid_ipv4_address` |
//! | IPv4-empty-part | `url_ipv4_empty_part` |
//! | IPv4-too-few-parts | `url_ipv4_too_few_parts` |
//! | IPv4-non-decimal-part | `url_ipv4_non_decimal_part` |
//! | IPv4-out-of-range-part where the parser goes on | `url_ipv4_out_of_range_part` |
//! | IPv6-unclosed, IPv6-invalid-compression, IPv6-too-many-pieces, IPv6-multiple-compression, IPv6-invalid-code-point, IPv6-too-few-pieces, IPv4-in-IPv6-* | `url_invalid_ipv6_address` |
//! | IPv6-piece-leading-zero | `url_ipv6_piece_leading_zero` |
//! | file-invalid-Windows-drive-letter-host | `url_file_invalid_windows_drive_letter_host` |
//! | a NULL in the fragment (invalid-URL-unit) | `url_null_in_fragment` |
//!
//! The kinds of failure the URL parser returns failure on (an empty or
//! invalid host, port, IPv4 or IPv6 address, a host code point, no scheme
//! where one is needed) are [`ErrorKind::Url`]; the others are
//! [`ErrorKind::Invalid`] with a [`Violation::Url`], as before the grammar.

use url::{ParseError, Url};

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, UrlProblem, Violation};
use crate::base::step::{InTextOrder, Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{is_ascii_whitespace, offset_in, split_on_ascii_whitespace, str_range};
use crate::common::tokens::{unique_space_separated_tokens_steps, Comparison};

mod writing;

use writing::BaseKind;

/// The base URL against which relative URLs are checked.
///
/// # Examples
///
/// ```
/// assert_eq!(html_microsyntax::url::BASE, "https://example.invalid/dir/");
/// ```
pub const BASE: &str = "https://example.invalid/dir/";

/// The kind of [`BASE`] (a special scheme, not `file`).
const BASE_KIND: BaseKind = BaseKind::Special;

/// What the relative-URL string production asks of `base`.
fn base_kind(base: Option<&Url>) -> BaseKind {
    match base {
        None => BaseKind::None,
        Some(b) if b.cannot_be_a_base() => BaseKind::OpaquePath,
        Some(b) if b.scheme() == "file" => BaseKind::File,
        Some(b) if writing::is_special_scheme(b.scheme()) => BaseKind::Special,
        Some(_) => BaseKind::NotSpecial,
    }
}

/// The kind of error a grammar failure is: [`ErrorKind::Url`] where the URL
/// parser returns failure, a [`Violation::Url`] where it goes on.
fn kind_of(problem: UrlProblem) -> ErrorKind {
    use UrlProblem as P;
    match problem {
        P::EmptyHost
        | P::InvalidHost
        | P::InvalidPort
        | P::InvalidIpv4Address
        | P::InvalidIpv6Address
        | P::HostInvalidCodePoint
        | P::Relative
        | P::Other => ErrorKind::Url(problem),
        _ => ErrorKind::Invalid(Violation::Url(problem)),
    }
}

/// A valid URL string (against a base of kind `base`) as `text[start..end]`:
/// the grammar's first failure, located in `text`. A failure at one code
/// point that the URL parser reads past ([`reads_past`]) is an error
/// ([`Sink::error`]); a sink that reads on has the rest checked with that
/// code point read as the parser goes on with it, and each such error
/// after it reported, up to the end or to a failure of another kind. The
/// value: whether the URL is valid (`false` only after an error read past).
///
/// Each error read past has the grammar read the URL again from its start,
/// so the work is bounded to keep the report linear in the URL's length:
/// the grammar reads at most [`READ_AGAIN_BUDGET`] times the URL's length
/// plus 4 KiB again, and a URL with more errors than that finds (a long
/// `data:` URL full of spaces) reports those it found.
fn url_string_steps<S: Sink>(
    text: &str,
    start: usize,
    end: usize,
    base: BaseKind,
    sink: &mut S,
) -> Steps<bool> {
    let url = str_range(text, start, end);
    let (mut at, mut problem) = match writing::valid_url_string(url, base) {
        Ok(()) => return Ok((end, true)),
        Err(failure) => failure,
    };
    let mut read = alloc::string::String::new();
    let mut budget = url
        .len()
        .saturating_mul(READ_AGAIN_BUDGET)
        .saturating_add(4096);
    loop {
        if !reads_past(problem) {
            return Err((start + at, kind_of(problem)));
        }
        sink.error(start + at, kind_of(problem))?;
        // Only a sink that reads on gets here.
        budget = match budget.checked_sub(url.len().max(1)) {
            Some(left) => left,
            None => return Ok((end, false)),
        };
        if read.is_empty() {
            read.push_str(url);
        }
        read_on(&mut read, at, problem);
        match writing::valid_url_string(&read, base) {
            Ok(()) => return Ok((end, false)),
            // The grammar reads from the start: its next failure is after
            // this one (a failure before it would be this one's doing).
            Err((next, next_problem)) if next > at => (at, problem) = (next, next_problem),
            Err(_) => return Ok((end, false)),
        }
    }
}

/// How many times its length a URL may be read again to report the errors
/// the parser reads past ([`url_string_steps`]).
const READ_AGAIN_BUDGET: usize = 16;

/// Whether the URL parser goes on past a code point with this validation
/// error, keeping it as one code point of the URL: a code point to
/// percent-encode, a `%` without two hex digits, a backslash it reads as
/// `/`, a NULL in the fragment. (Where it stops, or where it drops or
/// skips characters, the rest of the check would be a guess.)
fn reads_past(problem: UrlProblem) -> bool {
    matches!(
        problem,
        UrlProblem::NonUrlCodePoint
            | UrlProblem::PercentEncoding
            | UrlProblem::Backslash
            | UrlProblem::NullInFragment
    )
}

/// The code point at `at` of `read` (with [`reads_past`]'s `problem`)
/// replaced as the parser goes on with it, in as many bytes: a backslash
/// by `/`, another by `!`s (a URL code point with no meaning in any part).
fn read_on(read: &mut alloc::string::String, at: usize, problem: UrlProblem) {
    let len = str_range(read, at, read.len())
        .chars()
        .next()
        .map_or(0, char::len_utf8);
    let by = if problem == UrlProblem::Backslash {
        "/"
    } else {
        "!"
    };
    if len > 0 && read.is_char_boundary(at) {
        read.replace_range(at..at + len, &by.repeat(len));
    }
}

/// The valid URL string check of `text[start..end]` for a syntax that embeds
/// one (the refresh URL): the first failure goes to `sink`.
pub(crate) fn report_url_string<S: Sink>(text: &str, start: usize, end: usize, sink: &mut S) {
    if let Err((at, problem)) = writing::valid_url_string(str_range(text, start, end), BASE_KIND) {
        sink.report(start + at, Violation::Url(problem));
    }
}

/// A valid URL string from `start` to `end` of `text` (`non_empty`: and not
/// empty; `base`: [`BaseKind::None`] for an absolute URL), as steps that
/// consume the whole range.
fn valid_url_steps<S: Sink>(
    text: &str,
    start: usize,
    end: usize,
    non_empty: bool,
    base: BaseKind,
    sink: &mut S,
) -> Steps<()> {
    if non_empty && start >= end {
        return Err((start, ErrorKind::Url(UrlProblem::Empty)));
    }
    url_string_steps(text, start, end, base, sink).map(|_| (text.len(), ()))
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
    |text, sink| valid_url_steps(text, 0, text.len(), false, BASE_KIND, sink)
);

url_faces!(
    /// Checks that `input` is a [valid non-empty URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url):
    /// a valid URL string that is not empty.
    validate_non_empty_url, is_valid_non_empty_url, "/", "",
    |text, sink| valid_url_steps(text, 0, text.len(), true, BASE_KIND, sink)
);

url_faces!(
    /// Checks that `input` is a [valid URL potentially surrounded by spaces](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-url-potentially-surrounded-by-spaces):
    /// leading and trailing ASCII whitespace stripped, a valid URL string.
    validate_url_potentially_surrounded_by_spaces,
    is_valid_url_potentially_surrounded_by_spaces, " a.html\n", "\u{b}a",
    |text, sink| {
        let (a, b) = stripped(text);
        valid_url_steps(text, a, b, false, BASE_KIND, sink)
    }
);

url_faces!(
    /// Checks that `input` is a [valid non-empty URL potentially surrounded by spaces](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#valid-non-empty-url-potentially-surrounded-by-spaces):
    /// leading and trailing ASCII whitespace stripped, a valid non-empty URL.
    validate_non_empty_url_potentially_surrounded_by_spaces,
    is_valid_non_empty_url_potentially_surrounded_by_spaces, " a.html ", " ",
    |text, sink| {
        let (a, b) = stripped(text);
        valid_url_steps(text, a, b, true, BASE_KIND, sink)
    }
);

url_faces!(
    /// Checks that `input` is an [absolute URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#absolute-url):
    /// a valid URL string that is an
    /// [absolute-URL-with-fragment string](https://url.spec.whatwg.org/#absolute-url-with-fragment-string)
    /// (no base, so a relative URL fails with [`UrlProblem::Relative`]).
    validate_absolute_url, is_valid_absolute_url, "mailto:a@example.com", "/a",
    |text, sink| valid_url_steps(text, 0, text.len(), false, BaseKind::None, sink)
);

url_faces!(
    /// Checks the value of [`<input type=url>`](https://html.spec.whatwg.org/multipage/input.html#url-state-(type=url)):
    /// "a valid URL potentially surrounded by spaces that is also an
    /// absolute URL" (leading and trailing ASCII whitespace stripped, an
    /// absolute-URL-with-fragment string). The attribute table lets the
    /// value be empty; this check alone does not.
    validate_absolute_url_potentially_surrounded_by_spaces,
    is_valid_absolute_url_potentially_surrounded_by_spaces, " https://example.com/ ", "/a",
    |text, sink| {
        let (a, b) = stripped(text);
        valid_url_steps(text, a, b, false, BaseKind::None, sink)
    }
);

/// The `ping` attribute's steps: each token a valid non-empty URL whose
/// scheme is `http` or `https` (relative URLs take [`BASE`]'s `https`).
/// Each token that is not is an error ([`Sink::error`]), in order: a
/// token that is no valid URL string at its errors ([`url_string_steps`];
/// its scheme then unchecked), a valid one of another scheme at its start.
/// (The value is a set of space-separated tokens, not of unique ones: a
/// repeat is no error.)
fn ping_steps<S: Sink>(text: &str, sink: &mut S) -> Steps<()> {
    for token in split_on_ascii_whitespace(text) {
        let start = offset_in(text, token);
        match url_string_steps(text, start, start + token.len(), BASE_KIND, sink) {
            Ok((_, true)) => {}
            // Its errors read past are said.
            Ok((_, false)) => continue,
            Err((at, kind)) => {
                sink.error(at, kind)?;
                continue;
            }
        }
        let http = writing::leading_scheme(token)
            .is_none_or(|s| s.eq_ignore_ascii_case("http") || s.eq_ignore_ascii_case("https"));
        if !http {
            sink.error(start, ErrorKind::Url(UrlProblem::NotHttp))?;
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

/// The microdata token lists' shared steps: "an unordered set of unique
/// space-separated tokens, none of which are identical to another token"
/// with "at least one token", each token that `is_url` picks a valid URL
/// string that is an absolute URL. Each such token that is no absolute URL
/// (at the grammar's first failure) and each later appearance of a token
/// is an error ([`Sink::error`]), in the order of the text (a repeat's URL
/// is its first appearance's, checked there); no token at all fails at the
/// end of the value.
fn microdata_tokens_steps<S: Sink>(
    text: &str,
    sink: &mut S,
    is_url: impl Fn(&str) -> bool,
) -> Steps<()> {
    // Each token's URL errors, given to the sink before the repeats after
    // it; a repeated token's URL is its first appearance's, not checked
    // again.
    let mut tokens = split_on_ascii_whitespace(text).peekable();
    let mut in_order = InTextOrder {
        sink,
        before: |sink: &mut S, at: usize| {
            while let Some(token) = tokens.next_if(|t| offset_in(text, t) < at) {
                if is_url(token) {
                    let start = offset_in(text, token);
                    // The URLs absolute (no base).
                    if let Err((at, kind)) =
                        url_string_steps(text, start, start + token.len(), BaseKind::None, sink)
                    {
                        sink.error(at, kind)?;
                    }
                }
            }
            tokens.next_if(|t| offset_in(text, t) == at);
            Ok(())
        },
    };
    // No token identical to another (case-sensitive): at each later one.
    let (end, tokens) =
        unique_space_separated_tokens_steps(text, 0, &mut in_order, Comparison::CaseSensitive)?;
    // At least one token: where the input ends.
    if tokens.is_empty() {
        return Err((text.len(), ErrorKind::Empty));
    }
    in_order.finish()?;
    Ok((end, ()))
}

url_faces!(
    /// Checks the [`itemtype`](https://html.spec.whatwg.org/multipage/microdata.html#attr-itemtype)
    /// attribute: at least one token, each a valid URL string that is an
    /// [absolute URL](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#absolute-url),
    /// none identical to another. (That the types are defined and share a
    /// vocabulary is beyond the value.) A duplicate is
    /// [`ErrorKind::DuplicateToken`]; no token at all is
    /// [`ErrorKind::Empty`] at the end of the value.
    validate_item_types, is_valid_item_types, "https://schema.org/Person https://schema.org/Patient", "Person",
    // "each of which is a valid URL string that is an absolute URL".
    |text, sink| microdata_tokens_steps(text, sink, |_| true)
);

url_faces!(
    /// Checks the [`itemprop`](https://html.spec.whatwg.org/multipage/microdata.html#names:-the-itemprop-attribute)
    /// attribute: at least one token, none identical to another
    /// (case-sensitive), each a name with no U+002E (`.`) and no U+003A
    /// (`:`), or a valid URL string that is an absolute URL. Whether a
    /// name is one the item's vocabulary defines is beyond the value. No
    /// token is [`ErrorKind::Empty`] at the end of the value; a duplicate
    /// [`ErrorKind::DuplicateToken`]; a token with `.` or `:` that is no
    /// absolute URL fails as a URL does.
    validate_item_property_names, is_valid_item_property_names, "name https://schema.org/name", "schema.name",
    // A defined or proprietary name has no "." and no ":"; a token with
    // either can only be the other choice, an absolute URL.
    |text, sink| microdata_tokens_steps(text, sink, |token| token.contains(['.', ':']))
);

/// A single-URL row's report: each error of the URL that the parser reads
/// past, and the failure that stops the check, if any ([`url_string_steps`]).
/// `non_empty`: a valid non-empty URL; `surrounded_by_spaces`: potentially
/// surrounded by spaces; `absolute`: an absolute URL (no base).
pub(crate) fn report_url(
    input: &str,
    non_empty: bool,
    surrounded_by_spaces: bool,
    absolute: bool,
    report: &mut dyn FnMut(Error),
) {
    let base = if absolute { BaseKind::None } else { BASE_KIND };
    report_to_end(
        input,
        |text, sink| {
            let (a, b) = if surrounded_by_spaces {
                stripped(text)
            } else {
                (0, text.len())
            };
            valid_url_steps(text, a, b, non_empty, base, sink)
        },
        report,
    );
}

/// The `ping` row's report: every token that is no valid non-empty HTTP(S)
/// URL, each at its error.
pub(crate) fn report_ping(input: &str, report: &mut dyn FnMut(Error)) {
    report_to_end(input, ping_steps, report);
}

/// The `itemtype` row's report: every token that is no absolute URL and
/// every repeated token, in the order of the text (or no token at all).
pub(crate) fn report_item_types(input: &str, report: &mut dyn FnMut(Error)) {
    report_to_end(input, |t, s| microdata_tokens_steps(t, s, |_| true), report);
}

/// The `itemprop` row's report: every token with `.` or `:` that is no
/// absolute URL and every repeated token, in the order of the text (or no
/// token at all).
pub(crate) fn report_item_property_names(input: &str, report: &mut dyn FnMut(Error)) {
    report_to_end(
        input,
        |t, s| microdata_tokens_steps(t, s, |token| token.contains(['.', ':'])),
        report,
    );
}

/// Checks that `input` is a [valid URL string](https://url.spec.whatwg.org/#valid-url-string)
/// against `base` (`None`: no base, so only an absolute URL is valid). The
/// relative-URL string production switches on the base: a special base
/// takes `//host` after the special rules, a `file:` base the file rules,
/// another base an opaque host, and a base with an opaque path only `#` and
/// a fragment.
///
/// # Examples
///
/// ```
/// use html_microsyntax::url::validate_url_string_with_base;
/// let mailto = url::Url::parse("mailto:a@example.com").unwrap();
/// assert!(validate_url_string_with_base("#top", Some(&mailto)).is_ok());
/// let err = validate_url_string_with_base("a", Some(&mailto)).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("url_relative", 0));
/// let foo = url::Url::parse("foo://h/p").unwrap();
/// assert!(validate_url_string_with_base("a\\b", Some(&foo)).is_err());
/// ```
///
/// # Errors
///
/// The grammar's first failure, located and named as the module docs say.
pub fn validate_url_string_with_base(input: &str, base: Option<&Url>) -> Result<(), Error> {
    let kind = base_kind(base);
    entry::validate_to_end(input, |text, sink| {
        url_string_steps(text, 0, text.len(), kind, sink).map(|(end, _)| (end, ()))
    })
}

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
/// [`ErrorKind::Url`] when the parser returns failure, located at the start of
/// the part that fails (the host, the port), or of the input. Validation errors that the parser tolerates are not errors here.
pub fn parse_url_with_base(input: &str, base: &Url) -> Result<Url, Error> {
    Url::options()
        .base_url(Some(base))
        .parse(input)
        .map_err(|e| {
            let (at, problem) = locate_failure(input, e);
            Error::new(ErrorKind::Url(problem), input, at)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::row::SyntaxDef;
    use crate::syntaxes::url_row::{VALID_ITEMPROP, VALID_ITEMTYPE, VALID_PING};

    /// (code, offset) of each finding `row` reports in `value`.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    /// `validate_*`'s error as (code, offset).
    fn first(result: Result<(), Error>) -> (&'static str, usize) {
        let e = result.unwrap_err();
        (e.kind().code(), e.offset())
    }

    #[test]
    fn a_url_is_read_again_within_its_budget() {
        use crate::syntaxes::url_row::VALID_URL;
        // Short: every error the parser reads past.
        let short = "a b".repeat(20);
        let found = reported(&VALID_URL, &short);
        assert_eq!(found.len(), 20);
        assert!(found
            .iter()
            .all(|&(code, _)| code == "url_non_url_code_point"));
        assert_eq!(found[19], ("url_non_url_code_point", 58));
        // Long: as many as 16 times its length (plus 4 KiB) lets the
        // grammar read it again, then the report ends; the first is
        // validate's.
        let long = "a ".repeat(100_000);
        let found = reported(&VALID_URL, &long);
        assert_eq!(found.len(), READ_AGAIN_BUDGET + 1);
        assert_eq!(found[0], first(validate_url_string(&long)));
        assert_eq!(found[READ_AGAIN_BUDGET], ("url_non_url_code_point", 33));
    }

    #[test]
    fn each_url_of_a_list_reports_its_error() {
        let ping = "mailto:a /a\\b https://ok.example/ ftp://x/ http://h:99999/";
        assert_eq!(
            reported(&VALID_PING, ping),
            [
                ("url_not_http", 0),
                ("url_backslash", 11),
                ("url_not_http", 34),
                ("url_invalid_port", 52),
            ]
        );
        assert_eq!(first(validate_ping(ping)), ("url_not_http", 0));
        // A repeat is no error of a ping value.
        assert!(reported(&VALID_PING, "/a /a").is_empty());

        // Bad URLs and repeats mixed, in the order of the text; a repeat's
        // URL is not checked again.
        let types = "b urn:a urn:a http:/x urn:a c";
        assert_eq!(
            reported(&VALID_ITEMTYPE, types),
            [
                ("url_relative", 0),
                ("duplicate_token", 8),
                ("url_expected_double_slash", 20),
                ("duplicate_token", 22),
                ("url_relative", 28),
            ]
        );
        assert_eq!(first(validate_item_types(types)), ("url_relative", 0));
        assert_eq!(
            reported(&VALID_ITEMTYPE, "x x"),
            [("url_relative", 0), ("duplicate_token", 2)]
        );
        assert_eq!(reported(&VALID_ITEMTYPE, " "), [("empty", 1)]);

        let props = "x.y a a b.c a";
        assert_eq!(
            reported(&VALID_ITEMPROP, props),
            [
                ("url_relative", 0),
                ("duplicate_token", 6),
                ("url_relative", 8),
                ("duplicate_token", 12),
            ]
        );
        assert_eq!(
            first(validate_item_property_names(props)),
            ("url_relative", 0)
        );
        assert_eq!(
            first(validate_item_property_names("a a x.y")),
            ("duplicate_token", 2)
        );
    }

    #[test]
    fn many_microdata_tokens_report_in_the_order_of_the_text() {
        // Past 16 tokens the uniqueness steps find the earliest repeat
        // first, then the later ones: still in order with the URLs.
        let mut value: alloc::string::String = (0..20).map(|i| alloc::format!("p{i} ")).collect();
        let start = value.len();
        value.push_str("x.y p3 b.c p3 p0");
        assert_eq!(
            reported(&VALID_ITEMPROP, &value),
            [
                ("url_relative", start),
                ("duplicate_token", start + 4),
                ("url_relative", start + 7),
                ("duplicate_token", start + 11),
                ("duplicate_token", start + 14),
            ]
        );
    }
}

#[cfg(test)]
mod reads_past_tests {
    use super::*;
    use crate::common::row::{Context, SyntaxDef};
    use crate::syntaxes::url_row::{
        VALID_ABSOLUTE_URL, VALID_ITEMTYPE, VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES,
        VALID_PING, VALID_URL,
    };

    /// (code, offset) of each finding `row` reports in `value`.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    proptest::proptest! {
        /// Each URL row's report: in the order of the text, empty exactly
        /// when the value is valid, its first error `validate`'s.
        #[test]
        fn a_url_report_starts_with_validate_s_error(
            head in "(http://|foo://|file:|mailto:|/|)",
            rest in "[ a-c/\\\\%:@#?|^\t\u{fdd0}0-9.\\[\\]]{0,14}",
        ) {
            let value = alloc::format!("{head}{rest}");
            for row in [&VALID_URL, &VALID_ABSOLUTE_URL, &VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES, &VALID_PING, &VALID_ITEMTYPE] {
                let found = reported(row, &value);
                let first = (row.validate)(&value, &Context::default()).err().map(|e| (e.kind().code(), e.offset()));
                proptest::prop_assert_eq!(found.first().copied(), first, "{} {:?}", row.name, value);
                proptest::prop_assert!(found.windows(2).all(|w| w[0].1 <= w[1].1), "{} {:?}: {:?}", row.name, value, found);
            }
        }
    }

    #[test]
    fn a_url_reports_each_error_the_parser_reads_past() {
        // Two spaces, a '%' without hex digits, a backslash, a code point
        // that is no URL code point (three bytes): each where it is.
        let url = "a b c%zz\\d\u{fdd0}e#f g";
        assert_eq!(
            reported(&VALID_URL, url),
            [
                ("url_non_url_code_point", 1),
                ("url_non_url_code_point", 3),
                ("url_percent_encoding", 5),
                ("url_backslash", 8),
                ("url_non_url_code_point", 10),
                ("url_non_url_code_point", 16),
            ]
        );
        let err = validate_url_string(url).unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset()),
            ("url_non_url_code_point", 1)
        );
        // A backslash ends a special URL's host: what follows is its path.
        assert_eq!(
            reported(&VALID_ABSOLUTE_URL, "http://h\\a b:x"),
            [("url_backslash", 8), ("url_non_url_code_point", 10)]
        );
        // An error the parser stops at (a bad port): nothing after it.
        assert_eq!(
            reported(&VALID_ABSOLUTE_URL, "http://h:x/a b"),
            [("url_invalid_port", 9)]
        );
        assert_eq!(
            reported(&VALID_URL, "a b//c:d/e^f"),
            [
                ("url_non_url_code_point", 1),
                ("url_non_url_code_point", 10)
            ]
        );
        assert_eq!(
            reported(&VALID_ABSOLUTE_URL, "http://h/a b/c d?e f"),
            [
                ("url_non_url_code_point", 10),
                ("url_non_url_code_point", 14),
                ("url_non_url_code_point", 18),
            ]
        );
        // A tab: one error, and the check stops there.
        assert_eq!(
            reported(
                &VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES,
                " a b\tc d "
            ),
            [("url_non_url_code_point", 2), ("url_tab_or_newline", 4)]
        );
        // In the lists, each URL's errors.
        assert_eq!(
            reported(&VALID_PING, "/a^b|c ftp://x"),
            [
                ("url_non_url_code_point", 2),
                ("url_non_url_code_point", 4),
                ("url_not_http", 7)
            ]
        );
        assert_eq!(
            reported(&VALID_ITEMTYPE, "http://x/a^b^c http://x/a^b^c"),
            [
                ("url_non_url_code_point", 10),
                ("url_non_url_code_point", 12),
                ("duplicate_token", 15),
            ]
        );
    }
}
