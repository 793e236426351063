//! The URL Standard's [URL writing](https://url.spec.whatwg.org/#url-writing)
//! and [host writing](https://url.spec.whatwg.org/#host-writing) grammars:
//! which strings are a [valid URL string](https://url.spec.whatwg.org/#valid-url-string),
//! with the first departure located at its character.
//!
//! Read from `url.bs` of `whatwg/url` at commit
//! `6ae84860d12800bcf563668e7cc821360dce6062` (2026-07-02). One function
//! per production, named after it; each returns the position after what it
//! matched, or the first failure as (byte offset, [`UrlProblem`]). The
//! offsets are relative to the string the grammar is given.
//!
//! ```text
//! valid URL string = relative-URL-with-fragment string | absolute-URL-with-fragment string
//! absolute-URL-with-fragment string = absolute-URL string ["#" URL-fragment string]
//! absolute-URL string = ( special-not-file-scheme ":" scheme-relative-special-URL string
//!                       | other-scheme ":" ( scheme-relative-URL string
//!                                        | path-absolute-non-authority-URL string
//!                                        | opaque-path-URL string )
//!                       | "file:" scheme-relative-file-URL string ) ["?" URL-query string]
//! URL-scheme string = ASCII alpha *(ASCII alphanumeric | "+" | "-" | ".")
//! relative-URL-with-fragment string = "#" URL-fragment string      (base with an opaque path)
//!                                   | relative-URL string ["#" URL-fragment string]
//! relative-URL string = ( path-absolute-non-authority-URL string
//!                       | path-relative-scheme-less-URL string
//!                       | scheme-relative-special-URL string   (base special, not file)
//!                       | scheme-relative-file-URL string      (base file)
//!                       | scheme-relative-URL string )         (other bases)
//!                       ["?" URL-query string]
//! scheme-relative-special-URL string = "//" valid host string [":" URL-port string]
//!                                      [path-absolute-URL string]
//! URL-port string = "" | 1*ASCII digit   (a number from 0 to 65535)
//! scheme-relative-URL string = "//" opaque-host-and-port string [path-absolute-URL string]
//! opaque-host-and-port string = "" | valid opaque-host string [":" URL-port string]
//! scheme-relative-file-URL string = "//" [valid host string [path-absolute-URL string]
//!                                        | path-absolute-URL string]
//! path-absolute-URL string = "/" URL-path-segment string *("/" URL-path-segment string)
//! path-absolute-non-authority-URL string = path-absolute-URL string, not starting "//"
//! path-relative-URL string = URL-path-segment string *("/" URL-path-segment string),
//!                            not starting "/"
//! path-relative-scheme-less-URL string = path-relative-URL string,
//!                                        not starting with URL-scheme string ":"
//! opaque-path-URL string = *(URL unit except "?"), not starting "/"
//! URL-path-segment string = *(URL unit except "/" and "?")
//! URL-query string = *URL unit
//! URL-fragment string = *URL unit
//! URL unit = URL code point | "%" 2ASCII hex digit
//!
//! valid host string = valid domain string | valid IPv4-address string
//!                   | "[" valid IPv6-address string "]"
//! valid domain string = a valid domain: the domain parser with beStrict
//!                       (UTS 46 ToASCII, CheckHyphens, UseSTD3ASCIIRules,
//!                       VerifyDnsLength) succeeds, and the result does not
//!                       end in a number
//! valid IPv4-address string = 4 shortest decimal numbers 0..=255, separated by "."
//! valid IPv6-address string = IPv6 pieces (8) | IPv6 pieces-and-IPv4 (8)
//!                           | [IPv6 pieces] "::" [IPv6 pieces | IPv6 pieces-and-IPv4]
//!                             (effective piece lengths summing to at most 7)
//! valid opaque-host string = 1*(URL unit except forbidden host code points)
//!                          | "[" valid IPv6-address string "]"
//! ```
//!
//! A relative URL is valid or not depending on its base ([`BaseKind`]).
//! Failures are named after the URL Standard's
//! [validation errors](https://url.spec.whatwg.org/#validation-error); the
//! table is in the docs of [`crate::url`].

use crate::base::error::UrlProblem;
use crate::base::text::str_range;

/// A grammar failure: the byte offset of the failing character, and the
/// validation error.
pub(crate) type UrlFailure = (usize, UrlProblem);

/// A production's result: the position after what it matched.
type Step = Result<usize, UrlFailure>;

/// What the base URL is, as far as the relative-URL string production asks
/// ("switching on base URL's scheme").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BaseKind {
    /// No base: only an absolute-URL-with-fragment string is valid.
    None,
    /// A special scheme other than `file` (HTML's documents on the web).
    Special,
    /// The `file` scheme.
    File,
    /// Any other scheme, with a path that is not opaque.
    NotSpecial,
    /// A base with an opaque path (`mailto:x`): only `#` and a fragment.
    OpaquePath,
}

/// The byte at `i`, if any.
fn byte(s: &str, i: usize) -> Option<u8> {
    s.as_bytes().get(i).copied()
}

/// Whether `scheme` is a [special scheme](https://url.spec.whatwg.org/#special-scheme)
/// (ASCII case-insensitive).
pub(crate) fn is_special_scheme(scheme: &str) -> bool {
    ["ftp", "file", "http", "https", "ws", "wss"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
}

/// A [URL code point](https://url.spec.whatwg.org/#url-code-points).
pub(crate) fn is_url_code_point(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || "!$&'()*+,-./:;=?@_~".contains(c);
    }
    let n = u32::from(c);
    // U+00A0..=U+10FFFD, less surrogates (never a `char`) and noncharacters.
    let noncharacter = (0xFDD0..=0xFDEF).contains(&n) || (n & 0xFFFE) == 0xFFFE;
    n >= 0xA0 && !noncharacter
}

/// A [forbidden host code point](https://url.spec.whatwg.org/#forbidden-host-code-point).
fn is_forbidden_host_code_point(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// A [forbidden domain code point](https://url.spec.whatwg.org/#forbidden-domain-code-point).
fn is_forbidden_domain_code_point(c: char) -> bool {
    is_forbidden_host_code_point(c) || c <= '\u{1f}' || c == '%' || c == '\u{7f}'
}

/// The [percent-encoded byte](https://url.spec.whatwg.org/#percent-encoded-byte)
/// at `pos`, if one starts there.
fn is_percent_encoded_byte(s: &str, pos: usize) -> bool {
    byte(s, pos) == Some(b'%')
        && byte(s, pos + 1).is_some_and(|b| b.is_ascii_hexdigit())
        && byte(s, pos + 2).is_some_and(|b| b.is_ascii_hexdigit())
}

/// The character at `pos`, if any.
fn char_at(s: &str, pos: usize) -> Option<char> {
    s.get(pos..).and_then(|r| r.chars().next())
}

/// Which validation error the character `c` at `pos`, which is not a URL
/// unit, is: a `%` without two hex digits, a tab or newline (which the
/// parser removes), a leading or trailing C0 control or space (which the
/// parser strips), or another non-URL code point
/// ([invalid-URL-unit](https://url.spec.whatwg.org/#invalid-url-unit)).
fn not_a_url_unit(s: &str, pos: usize, c: char) -> UrlProblem {
    let c0_or_space = |c: char| c <= ' ';
    if c == '%' {
        UrlProblem::PercentEncoding
    } else if c0_or_space(c) && (pos == 0 || str_range(s, pos, s.len()).chars().all(c0_or_space)) {
        UrlProblem::ControlOrSpace
    } else if matches!(c, '\t' | '\n' | '\r') {
        UrlProblem::TabOrNewline
    } else {
        UrlProblem::NonUrlCodePoint
    }
}

/// The failure for the character at `pos`, which no production took: a
/// backslash where a special URL has `/`
/// ([invalid-reverse-solidus](https://url.spec.whatwg.org/#invalid-reverse-solidus)),
/// or the character's [`not_a_url_unit`] problem.
fn unexpected(s: &str, pos: usize, special: bool) -> UrlFailure {
    match char_at(s, pos) {
        Some('\\') if special => (pos, UrlProblem::Backslash),
        Some(c) => (pos, not_a_url_unit(s, pos, c)),
        None => (pos, UrlProblem::Other),
    }
}

/// [URL units](https://url.spec.whatwg.org/#url-units) from `pos`, except
/// the characters in `except`: the position of the first character that is
/// not one (or the end).
fn url_units(s: &str, mut pos: usize, except: &[char]) -> usize {
    while let Some(c) = char_at(s, pos) {
        if except.contains(&c) {
            break;
        }
        if c == '%' {
            if !is_percent_encoded_byte(s, pos) {
                break;
            }
            pos += 3;
        } else if is_url_code_point(c) {
            pos += c.len_utf8();
        } else {
            break;
        }
    }
    pos
}

/// The whole of `s` is a [valid URL string](https://url.spec.whatwg.org/#valid-url-string)
/// against a base of kind `base`.
///
/// The URL parser strips leading and trailing C0 controls and spaces and
/// removes every tab and newline before it reads; none is a URL unit, so the
/// grammar fails at or after the first. Where it fails after one, the
/// failure is that character's ([`UrlProblem::ControlOrSpace`],
/// [`UrlProblem::TabOrNewline`]): `http://f:\n/c` is a newline, not a bad
/// port.
pub(crate) fn valid_url_string(s: &str, base: BaseKind) -> Result<(), UrlFailure> {
    let Err((at, problem)) = url_string_production(s, base) else {
        return Ok(());
    };
    let mut first = (at, problem);
    if let Some(t) = s
        .find(['\t', '\n', '\r'])
        .filter(|&t| t > 0 && t <= first.0)
    {
        first = (t, UrlProblem::TabOrNewline);
    }
    let trailing = s.len() - s.trim_end_matches(|c: char| c <= ' ').len();
    if trailing > 0 && s.len() - trailing <= first.0 {
        first = (s.len() - trailing, UrlProblem::ControlOrSpace);
    }
    Err(first)
}

/// The grammar of [`valid_url_string`].
fn url_string_production(s: &str, base: BaseKind) -> Result<(), UrlFailure> {
    let end = match url_scheme_string(s, 0) {
        Some(e) if byte(s, e) == Some(b':') => absolute_url_with_fragment_string(s, 0)?,
        _ if base == BaseKind::None => {
            // missing-scheme-non-relative-URL; a stripped leading space first.
            return Err(match char_at(s, 0) {
                Some(c) if c <= ' ' => (0, not_a_url_unit(s, 0, c)),
                _ => (0, UrlProblem::Relative),
            });
        }
        _ => relative_url_with_fragment_string(s, 0, base)?,
    };
    if end < s.len() {
        return Err(unexpected(s, end, base != BaseKind::NotSpecial));
    }
    Ok(())
}

/// The URL-scheme string that `s` starts with, when a `:` follows it (the
/// string is then an absolute URL, if valid).
pub(crate) fn leading_scheme(s: &str) -> Option<&str> {
    let e = url_scheme_string(s, 0)?;
    (byte(s, e) == Some(b':')).then(|| str_range(s, 0, e))
}

/// An [absolute-URL-with-fragment string](https://url.spec.whatwg.org/#absolute-url-with-fragment-string)
/// from `pos`.
fn absolute_url_with_fragment_string(s: &str, pos: usize) -> Step {
    let (pos, special) = absolute_url_string(s, pos)?;
    optional_fragment(s, pos, special)
}

/// `["#" URL-fragment string]` at `pos`.
fn optional_fragment(s: &str, pos: usize, special: bool) -> Step {
    match byte(s, pos) {
        Some(b'#') => url_fragment_string(s, pos + 1),
        Some(_) => Err(unexpected(s, pos, special)),
        None => Ok(pos),
    }
}

/// `["?" URL-query string]` at `pos`.
fn optional_query(s: &str, pos: usize) -> Step {
    match byte(s, pos) {
        Some(b'?') => url_query_string(s, pos + 1),
        _ => Ok(pos),
    }
}

/// An [absolute-URL string](https://url.spec.whatwg.org/#absolute-url-string)
/// from `pos`, and whether its scheme is special.
fn absolute_url_string(s: &str, pos: usize) -> Result<(usize, bool), UrlFailure> {
    let end = url_scheme_string(s, pos).ok_or((pos, UrlProblem::Relative))?;
    let scheme = str_range(s, pos, end);
    if byte(s, end) != Some(b':') {
        return Err((end, UrlProblem::Relative));
    }
    let pos = end + 1;
    let special = is_special_scheme(scheme);
    let pos = if scheme.eq_ignore_ascii_case("file") {
        scheme_relative_file_url_string(s, pos)?
    } else if special {
        scheme_relative_special_url_string(s, pos)?
    } else if str_range(s, pos, s.len()).starts_with("//") {
        scheme_relative_url_string(s, pos)?
    } else if byte(s, pos) == Some(b'/') {
        path_absolute_non_authority_url_string(s, pos, false)?
    } else {
        opaque_path_url_string(s, pos)
    };
    Ok((optional_query(s, pos)?, special))
}

/// A [URL-scheme string](https://url.spec.whatwg.org/#url-scheme-string) at
/// `pos`: its end, or `None`.
pub(crate) fn url_scheme_string(s: &str, pos: usize) -> Option<usize> {
    if !byte(s, pos)?.is_ascii_alphabetic() {
        return None;
    }
    let rest = s.as_bytes().get(pos + 1..).unwrap_or_default();
    let n = rest
        .iter()
        .take_while(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
        .count();
    Some(pos + 1 + n)
}

/// A [relative-URL-with-fragment string](https://url.spec.whatwg.org/#relative-url-with-fragment-string)
/// from `pos`, against a base of kind `base`.
fn relative_url_with_fragment_string(s: &str, pos: usize, base: BaseKind) -> Step {
    let special = matches!(base, BaseKind::Special | BaseKind::File);
    if base == BaseKind::OpaquePath {
        // A base with an opaque path takes only "#" and a fragment.
        return match byte(s, pos) {
            Some(b'#') => url_fragment_string(s, pos + 1),
            _ => Err((pos, UrlProblem::Relative)),
        };
    }
    let pos = relative_url_string(s, pos, base)?;
    optional_fragment(s, pos, special)
}

/// Whether the byte at `pos` is `/`, or (in a special URL) `\`.
fn is_solidus(s: &str, pos: usize, special: bool) -> bool {
    matches!(byte(s, pos), Some(b'/')) || (special && byte(s, pos) == Some(b'\\'))
}

/// A [relative-URL string](https://url.spec.whatwg.org/#relative-url-string)
/// from `pos`.
fn relative_url_string(s: &str, pos: usize, base: BaseKind) -> Step {
    let special = matches!(base, BaseKind::Special | BaseKind::File);
    let pos = if is_solidus(s, pos, special) && is_solidus(s, pos + 1, special) {
        // Two solidi: the switch on the base's scheme.
        match base {
            BaseKind::File => scheme_relative_file_url_string(s, pos)?,
            BaseKind::NotSpecial => scheme_relative_url_string(s, pos)?,
            _ => scheme_relative_special_url_string(s, pos)?,
        }
    } else if is_solidus(s, pos, special) {
        path_absolute_non_authority_url_string(s, pos, special)?
    } else {
        path_relative_scheme_less_url_string(s, pos, special)?
    };
    optional_query(s, pos)
}

/// `"//"` at `pos` after a special scheme: a backslash for either solidus
/// is [invalid-reverse-solidus](https://url.spec.whatwg.org/#invalid-reverse-solidus),
/// anything else
/// [special-scheme-missing-following-solidus](https://url.spec.whatwg.org/#special-scheme-missing-following-solidus).
fn two_solidi(s: &str, pos: usize, special: bool) -> Step {
    for at in [pos, pos + 1] {
        match byte(s, at) {
            Some(b'/') => {}
            Some(b'\\') if special => return Err((at, UrlProblem::Backslash)),
            _ => return Err((at, UrlProblem::ExpectedDoubleSlash)),
        }
    }
    Ok(pos + 2)
}

/// Where the authority that starts at `pos` ends: the first `/`, `?`, `#`
/// (or, in a special URL, `\`).
fn authority_end(s: &str, pos: usize, special: bool) -> usize {
    let rest = s.as_bytes().get(pos..).unwrap_or_default();
    let n = rest
        .iter()
        .position(|&b| matches!(b, b'/' | b'?' | b'#') || (special && b == b'\\'))
        .unwrap_or(rest.len());
    pos + n
}

/// No credentials in the authority at `pos`: "there is no way to express a
/// username or password of a URL record within a valid URL string"
/// ([invalid-credentials](https://url.spec.whatwg.org/#invalid-credentials)),
/// located at the authority's start.
fn no_credentials(s: &str, pos: usize, special: bool) -> Result<(), UrlFailure> {
    let end = authority_end(s, pos, special);
    if str_range(s, pos, end).contains('@') {
        return Err((pos, UrlProblem::Credentials));
    }
    Ok(())
}

/// A [scheme-relative-special-URL string](https://url.spec.whatwg.org/#scheme-relative-special-url-string)
/// from `pos`.
fn scheme_relative_special_url_string(s: &str, pos: usize) -> Step {
    let pos = two_solidi(s, pos, true)?;
    if is_solidus(s, pos, true) {
        // A third solidus: the parser skips it, and names it
        // special-scheme-missing-following-solidus.
        return Err((pos, UrlProblem::ExpectedDoubleSlash));
    }
    no_credentials(s, pos, true)?;
    let host_end = {
        let end = authority_end(s, pos, true);
        pos + str_range(s, pos, end).find(':').unwrap_or(end - pos)
    };
    let mut pos = valid_host_string(s, pos, host_end, true)?;
    if byte(s, pos) == Some(b':') {
        pos = url_port_string(s, pos + 1, true)?;
    }
    if is_solidus(s, pos, true) {
        pos = path_absolute_url_string(s, pos, true)?;
    }
    Ok(pos)
}

/// A [URL-port string](https://url.spec.whatwg.org/#url-port-string) from
/// `pos`: empty, or ASCII digits for a number up to 65535
/// ([port-invalid](https://url.spec.whatwg.org/#port-invalid) at the first
/// other character before the path, [port-out-of-range](https://url.spec.whatwg.org/#port-out-of-range)
/// at the port's start).
fn url_port_string(s: &str, pos: usize, special: bool) -> Step {
    let end = authority_end(s, pos, special);
    let port = str_range(s, pos, end);
    if let Some(i) = port.bytes().position(|b| !b.is_ascii_digit()) {
        return Err((pos + i, UrlProblem::InvalidPort));
    }
    let value = port.bytes().fold(0u32, |v, d| {
        v.saturating_mul(10).saturating_add(u32::from(d - b'0'))
    });
    if value > 65535 {
        return Err((pos, UrlProblem::InvalidPort));
    }
    Ok(end)
}

/// A [scheme-relative-URL string](https://url.spec.whatwg.org/#scheme-relative-url-string)
/// (of a URL that is not special) from `pos`.
fn scheme_relative_url_string(s: &str, pos: usize) -> Step {
    let pos = two_solidi(s, pos, false)?;
    no_credentials(s, pos, false)?;
    let pos = opaque_host_and_port_string(s, pos)?;
    if byte(s, pos) == Some(b'/') {
        return path_absolute_url_string(s, pos, false);
    }
    Ok(pos)
}

/// An [opaque-host-and-port string](https://url.spec.whatwg.org/#opaque-host-and-port-string)
/// from `pos`.
fn opaque_host_and_port_string(s: &str, pos: usize) -> Step {
    let end = authority_end(s, pos, false);
    if end == pos {
        return Ok(pos);
    }
    let host_end = if byte(s, pos) == Some(b'[') {
        pos + str_range(s, pos, end)
            .find(']')
            .map_or(end - pos, |i| i + 1)
    } else {
        pos + str_range(s, pos, end).find(':').unwrap_or(end - pos)
    };
    let mut pos = valid_opaque_host_string(s, pos, host_end)?;
    if byte(s, pos) == Some(b':') {
        pos = url_port_string(s, pos + 1, false)?;
    }
    Ok(pos)
}

/// A [valid opaque-host string](https://url.spec.whatwg.org/#valid-opaque-host-string):
/// the whole of `s[pos..end]`.
fn valid_opaque_host_string(s: &str, pos: usize, end: usize) -> Step {
    if pos == end {
        // host-missing: an authority with a port but no host.
        return Err((pos, UrlProblem::EmptyHost));
    }
    if byte(s, pos) == Some(b'[') {
        return bracketed_ipv6(s, pos, false);
    }
    let stop = url_units(s, pos, &[]);
    for (i, c) in str_range(s, pos, end).char_indices() {
        let at = pos + i;
        if is_forbidden_host_code_point(c) {
            let problem = match not_a_url_unit(s, at, c) {
                UrlProblem::NonUrlCodePoint => UrlProblem::HostInvalidCodePoint,
                other => other,
            };
            return Err((at, problem));
        }
        if at >= stop {
            return Err((at, not_a_url_unit(s, at, c)));
        }
    }
    Ok(end)
}

/// `"[" valid IPv6-address string "]"` from `pos`, and what may follow it
/// checked: the end of the authority (`special`: `\` too), or a `:`. An
/// unclosed `[` ([IPv6-unclosed](https://url.spec.whatwg.org/#ipv6-unclosed))
/// fails where the authority ends.
fn bracketed_ipv6(s: &str, pos: usize, special: bool) -> Step {
    let authority = authority_end(s, pos, special);
    let close = match str_range(s, pos, authority).find(']') {
        Some(i) => pos + i,
        // IPv6-unclosed.
        None => return Err((authority, UrlProblem::InvalidIpv6Address)),
    };
    valid_ipv6_address_string(s, pos + 1, close)?;
    let after = close + 1;
    match byte(s, after) {
        None | Some(b':' | b'/' | b'?' | b'#') => Ok(after),
        Some(b'\\') if special => Ok(after),
        Some(_) => Err((after, UrlProblem::InvalidIpv6Address)),
    }
}

/// A [scheme-relative-file-URL string](https://url.spec.whatwg.org/#scheme-relative-file-url-string)
/// from `pos`.
fn scheme_relative_file_url_string(s: &str, pos: usize) -> Step {
    let pos = two_solidi(s, pos, true)?;
    if is_solidus(s, pos, true) {
        return path_absolute_url_string(s, pos, true);
    }
    let end = authority_end(s, pos, true);
    if end == pos {
        return Ok(pos);
    }
    no_credentials(s, pos, true)?;
    let host = str_range(s, pos, end).as_bytes();
    if let [letter, b':' | b'|'] = host {
        if letter.is_ascii_alphabetic() {
            // file-invalid-Windows-drive-letter-host.
            return Err((pos, UrlProblem::FileInvalidWindowsDriveLetterHost));
        }
    }
    let pos = valid_host_string(s, pos, end, true)?;
    if is_solidus(s, pos, true) {
        return path_absolute_url_string(s, pos, true);
    }
    Ok(pos)
}

/// A [path-absolute-URL string](https://url.spec.whatwg.org/#path-absolute-url-string)
/// from `pos` (`special`: a `\` is taken for `/`, and is an error).
fn path_absolute_url_string(s: &str, pos: usize, special: bool) -> Step {
    match byte(s, pos) {
        Some(b'/') => {}
        Some(b'\\') if special => return Err((pos, UrlProblem::Backslash)),
        _ => return Err(unexpected(s, pos, special)),
    }
    path_segments(s, pos + 1, special)
}

/// URL-path-segment strings separated by `/` from `pos`.
fn path_segments(s: &str, mut pos: usize, special: bool) -> Step {
    loop {
        pos = url_path_segment_string(s, pos);
        match byte(s, pos) {
            Some(b'/') => pos += 1,
            Some(b'\\') if special => return Err((pos, UrlProblem::Backslash)),
            _ => return Ok(pos),
        }
    }
}

/// A [path-absolute-non-authority-URL string](https://url.spec.whatwg.org/#path-absolute-non-authority-url-string)
/// from `pos`: a path-absolute-URL string not starting with `//`.
fn path_absolute_non_authority_url_string(s: &str, pos: usize, special: bool) -> Step {
    if byte(s, pos) == Some(b'/') && is_solidus(s, pos + 1, special) {
        return Err((pos + 1, UrlProblem::Other));
    }
    path_absolute_url_string(s, pos, special)
}

/// A [path-relative-URL string](https://url.spec.whatwg.org/#path-relative-url-string)
/// from `pos`: URL-path-segment strings, not starting with `/`.
fn path_relative_url_string(s: &str, pos: usize, special: bool) -> Step {
    if is_solidus(s, pos, special) {
        return Err(unexpected(s, pos, special));
    }
    path_segments(s, pos, special)
}

/// A [path-relative-scheme-less-URL string](https://url.spec.whatwg.org/#path-relative-scheme-less-url-string)
/// from `pos`: a path-relative-URL string that does not start with a
/// URL-scheme string and `:` (the caller has read such a start as an
/// absolute URL already).
fn path_relative_scheme_less_url_string(s: &str, pos: usize, special: bool) -> Step {
    if let Some(e) = url_scheme_string(s, pos) {
        if byte(s, e) == Some(b':') {
            return Err((pos, UrlProblem::Other));
        }
    }
    path_relative_url_string(s, pos, special)
}

/// An [opaque-path-URL string](https://url.spec.whatwg.org/#opaque-path-url-string)
/// from `pos`: URL units except `?` (the caller has checked the first is
/// not `/`).
fn opaque_path_url_string(s: &str, pos: usize) -> usize {
    url_units(s, pos, &['?'])
}

/// A [URL-path-segment string](https://url.spec.whatwg.org/#url-path-segment-string)
/// from `pos`: URL units except `/` and `?` (its three alternatives cover
/// every such run, the single-dot and double-dot segments included).
fn url_path_segment_string(s: &str, pos: usize) -> usize {
    url_units(s, pos, &['/', '?'])
}

/// A [URL-query string](https://url.spec.whatwg.org/#url-query-string) from
/// `pos`.
fn url_query_string(s: &str, pos: usize) -> Step {
    Ok(url_units(s, pos, &[]))
}

/// A [URL-fragment string](https://url.spec.whatwg.org/#url-fragment-string)
/// from `pos`, to the end: a NULL in it is
/// [`UrlProblem::NullInFragment`].
fn url_fragment_string(s: &str, pos: usize) -> Step {
    let end = url_units(s, pos, &[]);
    match char_at(s, end) {
        None => Ok(end),
        Some('\0') => Err((end, UrlProblem::NullInFragment)),
        Some(c) => Err((end, not_a_url_unit(s, end, c))),
    }
}

/// A [valid host string](https://url.spec.whatwg.org/#valid-host-string):
/// the whole of `s[pos..end]` (`special`: a `\` ends the authority).
fn valid_host_string(s: &str, pos: usize, end: usize, special: bool) -> Step {
    if byte(s, pos) == Some(b'[') {
        return bracketed_ipv6(s, pos, special);
    }
    if pos == end {
        // host-missing.
        return Err((pos, UrlProblem::EmptyHost));
    }
    // An ASCII host that ends in a number is an IPv4 address or nothing
    // (ToASCII only lowercases it): its IPv4 errors say more than the
    // domain's (a last `.` is an IPv4-empty-part, not an empty label).
    domain_code_points(s, pos, end)?;
    let host = str_range(s, pos, end);
    if host.is_ascii() && ends_in_a_number(host) {
        valid_ipv4_address_string(s, pos, end)?;
        return Ok(end);
    }
    let ascii = valid_domain(s, pos, end)?;
    if ends_in_a_number(&ascii) {
        valid_ipv4_address_string(s, pos, end)?;
    }
    Ok(end)
}

/// The code points of a domain in `s[pos..end]`: none is a
/// [forbidden domain code point](https://url.spec.whatwg.org/#forbidden-domain-code-point)
/// or outside the URL code points, and no byte is percent-encoded
/// ([domain-percent-encoded](https://url.spec.whatwg.org/#domain-percent-encoded)).
/// The domain parser would fail on each (or, for a percent-encoded byte,
/// decode it first); this names the character.
fn domain_code_points(s: &str, pos: usize, end: usize) -> Result<(), UrlFailure> {
    for (i, c) in str_range(s, pos, end).char_indices() {
        let at = pos + i;
        if c == '%' && is_percent_encoded_byte(s, at) {
            return Err((at, UrlProblem::DomainPercentEncoded));
        }
        if is_forbidden_domain_code_point(c) || !is_url_code_point(c) {
            let problem = match not_a_url_unit(s, at, c) {
                UrlProblem::NonUrlCodePoint => UrlProblem::InvalidHost,
                other => other,
            };
            return Err((at, problem));
        }
    }
    Ok(())
}

/// The first half of [valid domain](https://url.spec.whatwg.org/#valid-domain)
/// for `s[pos..end]`: the domain parser with beStrict true (UTS 46 ToASCII
/// with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength, the `idna`
/// crate's `domain_to_ascii_strict`); the ASCII domain, or the failure
/// ([domain-to-ASCII](https://url.spec.whatwg.org/#validation-error-domain-to-ascii))
/// at the first label that fails alone, else at the host's start. The
/// caller does the "ends in a number" step.
fn valid_domain(s: &str, pos: usize, end: usize) -> Result<std::string::String, UrlFailure> {
    let host = str_range(s, pos, end);
    idna::domain_to_ascii_strict(host).map_err(|_| {
        let mut label_start = pos;
        for label in host.split('.') {
            if idna::domain_to_ascii_strict(label).is_err() {
                return (label_start, UrlProblem::InvalidHost);
            }
            label_start += label.len() + 1;
        }
        (pos, UrlProblem::InvalidHost)
    })
}

/// The [ends in a number checker](https://url.spec.whatwg.org/#ends-in-a-number-checker).
fn ends_in_a_number(domain: &str) -> bool {
    let mut parts: std::vec::Vec<&str> = domain.split('.').collect();
    // Steps 2-3: a last empty part goes, unless it is the only one.
    if parts.last() == Some(&"") {
        if parts.len() == 1 {
            return false;
        }
        parts.pop();
    }
    let Some(last) = parts.last() else {
        return false;
    };
    // Step 5: all ASCII digits.
    if !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit()) {
        return true;
    }
    // Step 6: parsing it as an IPv4 number does not fail (here a hex one).
    let hex = last.strip_prefix("0x").or_else(|| last.strip_prefix("0X"));
    hex.is_some_and(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// A [valid IPv4-address string](https://url.spec.whatwg.org/#valid-ipv4-address-string):
/// the whole of `s[pos..end]`, four shortest decimal numbers from 0 to 255
/// separated by `.`. A host that ends in a number must be one; the
/// failures name the IPv4 parser's validation errors, as
/// [`UrlProblem::InvalidIpv4Address`] where that parser fails.
fn valid_ipv4_address_string(s: &str, pos: usize, end: usize) -> Result<(), UrlFailure> {
    let host = str_range(s, pos, end);
    if let Some((i, _)) = host.char_indices().find(|(_, c)| !c.is_ascii()) {
        // Full-width digits or dots: an IPv4 address, not written as one.
        return Err((pos + i, UrlProblem::InvalidIpv4Address));
    }
    let mut parts: std::vec::Vec<&str> = host.split('.').collect();
    let trailing_dot = parts.len() > 1 && parts.last() == Some(&"");
    if trailing_dot {
        parts.pop();
    }
    let count = parts.len();
    let mut at = pos;
    for (i, part) in parts.iter().enumerate() {
        if i == 4 {
            // IPv4-too-many-parts (the parser fails).
            return Err((at, UrlProblem::InvalidIpv4Address));
        }
        ipv4_part(part, at, i + 1 == count, count)?;
        at += part.len() + 1;
    }
    if trailing_dot {
        // IPv4-empty-part: the last `.`.
        return Err((end - 1, UrlProblem::Ipv4EmptyPart));
    }
    if count < 4 {
        return Err((end, UrlProblem::Ipv4TooFewParts));
    }
    Ok(())
}

/// One part of a valid IPv4-address string at `at`: a shortest decimal
/// number up to 255.
fn ipv4_part(part: &str, at: usize, last: bool, count: usize) -> Result<(), UrlFailure> {
    let hex = part.strip_prefix("0x").or_else(|| part.strip_prefix("0X"));
    let (digits, radix) = match hex {
        Some(h) => (h, 16),
        None if part.len() > 1 && part.starts_with('0') => (part, 8),
        None => (part, 10),
    };
    let bad = digits.bytes().position(|b| !char::from(b).is_digit(radix));
    if part.is_empty() || bad.is_some() {
        // IPv4-non-numeric-part (the parser fails).
        let i = bad.map_or(0, |i| part.len() - digits.len() + i);
        return Err((at + i, UrlProblem::InvalidIpv4Address));
    }
    if radix != 10 {
        return Err((at, UrlProblem::Ipv4NonDecimalPart));
    }
    let value = digits.bytes().fold(0u64, |v, d| {
        v.saturating_mul(10).saturating_add(u64::from(d - b'0'))
    });
    if value > 255 {
        // IPv4-out-of-range-part; the parser fails unless the part is the
        // last and below 256^(5 - count).
        let limit = 256u64.saturating_pow(5u32.saturating_sub(count as u32));
        let fails = !last || value >= limit;
        let problem = if fails {
            UrlProblem::InvalidIpv4Address
        } else {
            UrlProblem::Ipv4OutOfRangePart
        };
        return Err((at, problem));
    }
    Ok(())
}

/// A [valid IPv6-address string](https://url.spec.whatwg.org/#valid-ipv6-address-string):
/// the whole of `s[pos..end]`. Failures are
/// [`UrlProblem::InvalidIpv6Address`] (the IPv6 parser fails) at the
/// failing character, but for a piece with a leading zero
/// ([IPv6-piece-leading-zero](https://url.spec.whatwg.org/#ipv6-piece-leading-zero)).
fn valid_ipv6_address_string(s: &str, pos: usize, end: usize) -> Result<(), UrlFailure> {
    let address = str_range(s, pos, end);
    match address.find("::") {
        Some(i) => {
            let left = if i == 0 {
                0
            } else {
                valid_ipv6_pieces_string(s, pos, pos + i, false, 7)?
            };
            let right_start = pos + i + 2;
            if let Some(j) = str_range(s, right_start, end).find("::") {
                // IPv6-multiple-compression.
                return Err((right_start + j, UrlProblem::InvalidIpv6Address));
            }
            if right_start < end {
                valid_ipv6_pieces_string(s, right_start, end, true, 7 - left)?;
            }
            Ok(())
        }
        None => {
            let n = valid_ipv6_pieces_string(s, pos, end, true, 8)?;
            if n < 8 {
                // IPv6-too-few-pieces.
                return Err((end, UrlProblem::InvalidIpv6Address));
            }
            Ok(())
        }
    }
}

/// A [valid IPv6-pieces string](https://url.spec.whatwg.org/#valid-ipv6-pieces-string)
/// (or, with `ipv4`, a valid IPv6-pieces-and-IPv4 string) as the whole of
/// `s[pos..end]`, of effective piece length at most `max`: that length.
fn valid_ipv6_pieces_string(
    s: &str,
    mut pos: usize,
    end: usize,
    ipv4: bool,
    max: usize,
) -> Result<usize, UrlFailure> {
    let mut count = 0;
    loop {
        let piece_end = pos + str_range(s, pos, end).find(':').unwrap_or(end - pos);
        let piece = str_range(s, pos, piece_end);
        if ipv4 && piece_end == end && piece.contains('.') {
            // IPv4-in-IPv6: two pieces' worth, written as a valid IPv4-address string.
            if count + 2 > max {
                return Err((pos, UrlProblem::InvalidIpv6Address));
            }
            ipv4_in_ipv6(s, pos, end)?;
            return Ok(count + 2);
        }
        if count + 1 > max {
            // IPv6-too-many-pieces.
            return Err((pos, UrlProblem::InvalidIpv6Address));
        }
        valid_ipv6_piece_string(s, pos, piece_end)?;
        count += 1;
        if piece_end == end {
            return Ok(count);
        }
        pos = piece_end + 1;
    }
}

/// A [valid IPv6-piece string](https://url.spec.whatwg.org/#valid-ipv6-piece-string)
/// as the whole of `s[pos..end]`: one to four hex digits, no leading zero.
fn valid_ipv6_piece_string(s: &str, pos: usize, end: usize) -> Result<(), UrlFailure> {
    let piece = str_range(s, pos, end);
    if let Some(i) = piece.bytes().position(|b| !b.is_ascii_hexdigit()) {
        return Err((pos + i, UrlProblem::InvalidIpv6Address));
    }
    if piece.is_empty() {
        return Err((pos, UrlProblem::InvalidIpv6Address));
    }
    if piece.len() > 4 {
        return Err((pos + 4, UrlProblem::InvalidIpv6Address));
    }
    if piece.len() > 1 && piece.starts_with('0') {
        return Err((pos, UrlProblem::Ipv6PieceLeadingZero));
    }
    Ok(())
}

/// The valid IPv4-address string inside an IPv6 address, as the whole of
/// `s[pos..end]`; the IPv6 parser fails on every departure.
fn ipv4_in_ipv6(s: &str, pos: usize, end: usize) -> Result<(), UrlFailure> {
    let mut at = pos;
    let parts: std::vec::Vec<&str> = str_range(s, pos, end).split('.').collect();
    for (i, part) in parts.iter().enumerate() {
        let bad = part.bytes().position(|b| !b.is_ascii_digit());
        let value = part.bytes().fold(0u32, |v, d| {
            v.saturating_mul(10)
                .saturating_add(u32::from(d.wrapping_sub(b'0')))
        });
        let leading_zero = part.len() > 1 && part.starts_with('0');
        if let Some(j) = bad.filter(|_| i < 4) {
            return Err((at + j, UrlProblem::InvalidIpv6Address));
        }
        if i == 4 || part.is_empty() || leading_zero || value > 255 {
            return Err((at, UrlProblem::InvalidIpv6Address));
        }
        at += part.len() + 1;
    }
    if parts.len() < 4 {
        return Err((end, UrlProblem::InvalidIpv6Address));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(s: &str) -> Result<(), (usize, &'static str)> {
        valid_url_string(s, BaseKind::Special).map_err(|(at, p)| (at, p.code()))
    }

    #[test]
    fn ok_valid_url_string() {
        for s in [
            "",
            "https://example.com/",
            "https://EXAMPLE.com:443/a/./b/../c?d=e#f",
            "https://192.168.0.1/",
            "https://[::1]/",
            "https://[1:2:3:4:5:6:7:8]/",
            "https://[::ffff:192.0.2.1]/",
            "https://[1::]/",
            "file:///c:/x",
            "file://localhost/",
            "file://",
            "mailto:a@example.com",
            "foo://",
            "foo://h:1/p",
            "foo:/p",
            "urn:isbn:0451450523",
            "a/b?c#d",
            "//example.com/x",
            "?q",
            "#f",
            ":foo",
            "https://ü.example/",
            "https://a.example/%C3%A9",
        ] {
            assert_eq!(check(s), Ok(()), "{s:?}");
        }
    }

    #[test]
    fn err_valid_url_string() {
        for (s, at, code) in [
            ("https:example.com/", 6, "url_expected_double_slash"),
            ("https:/example.com/", 7, "url_expected_double_slash"),
            ("http://192.0x00A80001", 11, "url_ipv4_non_decimal_part"),
            ("https://user:pass@example.com", 8, "url_credentials"),
            ("https://example.com:65536/", 20, "url_invalid_port"),
            ("https://1.2.3/", 13, "url_ipv4_too_few_parts"),
            ("https://1.2.3.4./", 15, "url_ipv4_empty_part"),
            ("https://[::01]/", 11, "url_ipv6_piece_leading_zero"),
            ("https://exam%70le.org/", 12, "url_domain_percent_encoded"),
            ("foo://exa[mple.org", 9, "url_host_invalid_code_point"),
            (
                "file://c:/x",
                7,
                "url_file_invalid_windows_drive_letter_host",
            ),
            ("https://a\\b", 9, "url_backslash"),
        ] {
            assert_eq!(check(s), Err((at, code)), "{s:?}");
        }
    }
}
