//! [Content Security Policy Level 3](https://w3c.github.io/webappsec-csp/):
//! the [serialized CSP](https://w3c.github.io/webappsec-csp/#grammardef-serialized-policy),
//! what the `content` of `<meta http-equiv=content-security-policy>` must be.
//!
//! ```text
//! "default-src 'self'"                                 → valid
//! "script-src 'nonce-rAnd0m123' https://cdn.example"   → valid
//! "default-src 'self', script-src 'none'"              → ',' separates a header's policies
//! "img-src https://例え.com"                            → host names are ASCII (punycode)
//! ```
//!
//! The grammar (CSP3 2.2, 2.3, 2.3.1, and the directives' values in 6):
//!
//! ```text
//! serialized-policy      = serialized-directive *( optional-ascii-whitespace ";"
//!                          [ optional-ascii-whitespace serialized-directive ] )
//! serialized-directive   = directive-name [ required-ascii-whitespace directive-value ]
//! directive-name         = 1*( ALPHA / DIGIT / "-" )
//! directive-value        = *( required-ascii-whitespace / ( %x21-%x2B / %x2D-%x3A / %x3C-%x7E ) )
//! serialized-source-list = ( source-expression *( required-ascii-whitespace source-expression ) ) / "'none'"
//! source-expression      = scheme-source / host-source / keyword-source / nonce-source / hash-source
//! scheme-source          = scheme-part ":"
//! host-source            = [ scheme-part "://" ] host-part [ ":" port-part ] [ path-part ]
//! host-part              = "*" / [ "*." ] 1*host-char *( "." 1*host-char ) [ "." ]
//! host-char              = ALPHA / DIGIT / "-"
//! port-part              = 1*DIGIT / "*"
//! path-part              = path-absolute (RFC 3986, without ";" or ",")
//! keyword-source         = "'self'" / "'unsafe-inline'" / "'unsafe-eval'" / "'strict-dynamic'" / …
//! nonce-source           = "'nonce-" base64-value "'"
//! hash-source            = "'" ( "sha256" / "sha384" / "sha512" ) "-" base64-value "'"
//! base64-value           = 1*( ALPHA / DIGIT / "+" / "/" / "-" / "_" ) *2( "=" )
//! ```
//!
//! ABNF strings match case-insensitively, so `'SELF'` is `'self'`. A
//! directive name the registry does not list, and a directive given twice
//! (browsers keep the first), are warnings; the rest are errors.

use alloc::vec::Vec;

use crate::base::error::{detail_kinds, Error, Severity};
use crate::base::text::{str_from, str_range};
use crate::common::idioms::{
    collect_ascii_at, is_ascii_whitespace, offset_in, skip_ascii_whitespace_at,
    split_on_ascii_whitespace,
};
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

/// One directive of a policy: its name as written and its value (without
/// the whitespace around it).
///
/// # Examples
///
/// ```
/// use html_microsyntax::csp::{validate_serialized_policy, Delivery, Directive};
///
/// let policy = validate_serialized_policy("default-src 'self'; upgrade-insecure-requests", Delivery::Meta).unwrap();
/// assert_eq!(policy, [
///     Directive { name: "default-src", value: "'self'" },
///     Directive { name: "upgrade-insecure-requests", value: "" },
/// ]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Directive<'a> {
    /// The directive name, as written (names match case-insensitively).
    pub name: &'a str,
    /// The directive value.
    pub value: &'a str,
}

/// Where a policy is delivered: some directives are not supported in a
/// `<meta>` element.
///
/// # Examples
///
/// ```
/// use html_microsyntax::csp::{check_serialized_policy, Delivery};
///
/// let mut codes = Vec::new();
/// check_serialized_policy("sandbox", Delivery::Meta, &mut |e| codes.push(e.kind().code()));
/// assert_eq!(codes, ["directive_not_allowed_in_meta"]);
/// check_serialized_policy("sandbox", Delivery::Header, &mut |e| codes.push(e.kind().code()));
/// assert_eq!(codes.len(), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Delivery {
    /// A `Content-Security-Policy` header (one of its comma-separated
    /// policies).
    Header,
    /// The `content` of `<meta http-equiv=content-security-policy>`:
    /// `report-uri`, `frame-ancestors` and `sandbox` are not allowed
    /// ([HTML 4.2.5.3](https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-content-security-policy)).
    Meta,
}

detail_kinds! {
/// What is wrong with a serialized CSP, in this module's
/// [`DetailTable`](crate::error::DetailTable) ([`CSP_DETAILS`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::csp::{validate_serialized_policy, CspProblem, Delivery};
///
/// let err = validate_serialized_policy("default-src 'invalid-keyword'", Delivery::Meta).unwrap_err();
/// assert_eq!(CspProblem::from_kind(&err.kind()), Some(CspProblem::UnknownKeywordSource));
/// assert_eq!(err.offset(), 12);
/// ```
pub enum CspProblem;
/// The codes and words of [`CspProblem`]: what an [`ErrorKind::Detail`](crate::ErrorKind::Detail) of
/// this module points at.
pub static CSP_DETAILS = (syntax "serialized_policy", otherwise "serialized_policy", "invalid serialized policy");
{
    /// No directive name where one must start (an empty policy, or `;`
    /// first).
    ExpectedDirectiveName => ("expected_directive_name", Error, "expected a directive name (ASCII letters, digits and '-')"),
    /// A character after a directive name that is neither whitespace nor
    /// `;`.
    DirectiveNameCharacter => ("directive_name_character", Error, "expected whitespace or ';' after the directive name (names are ASCII letters, digits and '-')"),
    /// A `,` in a policy: it separates the policies of a header, and a
    /// `<meta>` holds one policy.
    Comma => ("comma_in_policy", Error, "',' separates the policies of a header; a policy separates its directives with ';'"),
    /// A character that is not visible ASCII or whitespace.
    NotVisibleAscii => ("not_visible_ascii", Error, "expected visible ASCII or whitespace (a policy is ASCII; write host names in punycode)"),
    /// `report-uri`, `frame-ancestors` or `sandbox` in a `<meta>` policy.
    NotAllowedInMeta => ("directive_not_allowed_in_meta", Error, "report-uri, frame-ancestors and sandbox are not allowed in a <meta> policy"),
    /// A directive name no specification defines (a warning).
    UnknownDirective => ("unknown_directive", Warning, "unknown directive, which browsers ignore"),
    /// A directive given a second time, which browsers ignore (a warning).
    DuplicateDirective => ("duplicate_directive", Warning, "repeated directive, which browsers ignore"),
    /// A source list without a source expression.
    ExpectedSourceExpression => ("expected_source_expression", Error, "expected a source expression ('self', a scheme such as https:, a host, a nonce or a hash)"),
    /// A quoted keyword that is no keyword source, nonce or hash.
    UnknownKeywordSource => ("unknown_keyword_source", Error, "unknown keyword source (expected 'self', 'unsafe-inline', 'nonce-…', 'sha256-…', …)"),
    /// `'none'` with other source expressions.
    NoneNotAlone => ("none_not_alone", Error, "'none' must be the only source expression"),
    /// A nonce or hash whose base64 value is empty or has other characters.
    Base64Value => ("expected_nonce_or_hash_value", Error, "expected a base64 value (letters, digits, '+', '/', '-', '_', then at most two '=') and a closing \"'\""),
    /// A character where a host name character (ASCII letter, digit or
    /// `-`) or `.` must be.
    HostCharacter => ("expected_host_character", Error, "expected a host name character (an ASCII letter, digit or '-'; write other names in punycode)"),
    /// A port that is not digits or `*`.
    Port => ("expected_port", Error, "expected a port (digits or '*')"),
    /// A character a URL path does not allow.
    PathCharacter => ("path_character", Error, "expected a URL path character"),
    /// A value where the directive takes none.
    NoValue => ("unexpected_directive_value", Error, "this directive takes no value"),
    /// A value the directive's grammar does not allow.
    DirectiveValue => ("invalid_directive_value", Error, "a value this directive does not allow"),
}
}

/// What a directive's value must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Grammar {
    /// `serialized-source-list`.
    SourceList,
    /// `ancestor-source-list` (`frame-ancestors`).
    AncestorSourceList,
    /// No value (`upgrade-insecure-requests`).
    Empty,
    /// `'allow'` or `'block'` (`webrtc`).
    Webrtc,
    /// Tokens (`sandbox`), or one token (`report-to`), or URI references
    /// (`report-uri`): not checked beyond the directive value's characters.
    Free,
    /// `'script'` (`require-trusted-types-for`).
    SinkGroups,
    /// Policy names, `'allow-duplicates'`, `'none'`, `*` (`trusted-types`).
    TrustedTypes,
}

/// The directives CSP3 defines (6.1–6.5), with `upgrade-insecure-requests`
/// (Upgrade Insecure Requests) and the two of Trusted Types.
const DIRECTIVES: &[(&str, Grammar)] = &[
    ("child-src", Grammar::SourceList),
    ("connect-src", Grammar::SourceList),
    ("default-src", Grammar::SourceList),
    ("font-src", Grammar::SourceList),
    ("frame-src", Grammar::SourceList),
    ("img-src", Grammar::SourceList),
    ("manifest-src", Grammar::SourceList),
    ("media-src", Grammar::SourceList),
    ("object-src", Grammar::SourceList),
    ("script-src", Grammar::SourceList),
    ("script-src-elem", Grammar::SourceList),
    ("script-src-attr", Grammar::SourceList),
    ("style-src", Grammar::SourceList),
    ("style-src-elem", Grammar::SourceList),
    ("style-src-attr", Grammar::SourceList),
    ("webrtc", Grammar::Webrtc),
    ("worker-src", Grammar::SourceList),
    ("base-uri", Grammar::SourceList),
    ("sandbox", Grammar::Free),
    ("form-action", Grammar::SourceList),
    ("frame-ancestors", Grammar::AncestorSourceList),
    ("report-uri", Grammar::Free),
    ("report-to", Grammar::Free),
    ("upgrade-insecure-requests", Grammar::Empty),
    ("require-trusted-types-for", Grammar::SinkGroups),
    ("trusted-types", Grammar::TrustedTypes),
];

/// The directives HTML does not allow in `<meta>`.
const NOT_IN_META: [&str; 3] = ["report-uri", "frame-ancestors", "sandbox"];

/// [`keyword-source`](https://w3c.github.io/webappsec-csp/#grammardef-keyword-source),
/// without its quotes.
const KEYWORD_SOURCES: [&str; 13] = [
    "self",
    "unsafe-inline",
    "unsafe-eval",
    "strict-dynamic",
    "unsafe-hashes",
    "report-sample",
    "unsafe-allow-redirects",
    "wasm-unsafe-eval",
    "trusted-types-eval",
    "report-sha256",
    "report-sha384",
    "report-sha512",
    "unsafe-webtransport-hashes",
];

/// A problem at `offset` in `input`.
fn problem(input: &str, offset: usize, p: CspProblem) -> Error {
    Error::new(p.into(), input, offset)
}

/// Every problem of `input` as a
/// [serialized CSP](https://w3c.github.io/webappsec-csp/#grammardef-serialized-policy)
/// delivered by `delivery`, each located, in order (at most one per
/// directive, plus the warnings); returns the directives.
///
/// This is the lenient reading: each directive is checked on its own, so a
/// bad one does not hide the next.
///
/// # Examples
///
/// ```
/// use html_microsyntax::csp::{check_serialized_policy, Delivery};
///
/// let mut found = Vec::new();
/// let policy = "default-src 'self'; invalid-directive 'none'; img-src https://例え.com";
/// let directives = check_serialized_policy(policy, Delivery::Meta, &mut |e| {
///     found.push((e.kind().code(), e.offset()));
/// });
/// assert_eq!(found, [("unknown_directive", 20), ("not_visible_ascii", 62)]);
/// assert_eq!(directives.len(), 3);
/// ```
pub fn check_serialized_policy<'a>(
    input: &'a str,
    delivery: Delivery,
    report: &mut dyn FnMut(Error),
) -> Vec<Directive<'a>> {
    let mut directives: Vec<Directive<'a>> = Vec::new();
    let mut pos = 0;
    loop {
        // serialized-directive: directive-name.
        let name_end = collect_ascii_at(input, pos, |b| b.is_ascii_alphanumeric() || b == b'-');
        let name = str_range(input, pos, name_end);
        // The directive's extent: up to the next ';' (a value holds none).
        let end = str_from(input, pos)
            .find(';')
            .map_or(input.len(), |i| pos + i);
        if name.is_empty() {
            // The first directive is required; after a ';' it is optional.
            if pos == 0 || end != pos {
                report(problem(input, pos, CspProblem::ExpectedDirectiveName));
            }
        } else {
            let after = input.as_bytes().get(name_end).copied();
            if after.is_some_and(|b| !is_ascii_whitespace(b) && b != b';') {
                report(problem(input, name_end, CspProblem::DirectiveNameCharacter));
            } else {
                let start = skip_ascii_whitespace_at(input, name_end);
                let raw = str_range(input, start.min(end), end);
                let value =
                    raw.trim_end_matches(|c: char| c.is_ascii() && is_ascii_whitespace(c as u8));
                directive(
                    input,
                    pos,
                    name,
                    start,
                    value,
                    delivery,
                    &directives,
                    report,
                );
                directives.push(Directive { name, value });
            }
        }
        // *( optional-ascii-whitespace ";" [ optional-ascii-whitespace serialized-directive ] )
        if end >= input.len() {
            return directives;
        }
        pos = skip_ascii_whitespace_at(input, end + 1);
        // A policy may end with ';' and whitespace.
        if pos >= input.len() {
            return directives;
        }
    }
}

/// One directive named `name` at `at`, whose value `value` starts at
/// `start`: its characters, whether it is allowed, known and new, and its
/// value's grammar.
#[allow(clippy::too_many_arguments)]
fn directive(
    input: &str,
    at: usize,
    name: &str,
    start: usize,
    value: &str,
    delivery: Delivery,
    seen: &[Directive<'_>],
    report: &mut dyn FnMut(Error),
) {
    // directive-value: whitespace and VCHAR, but ';' and ','.
    if let Some(i) = value
        .bytes()
        .position(|b| !(is_ascii_whitespace(b) || (0x21..=0x7e).contains(&b)) || b == b',')
    {
        let p = if value.as_bytes().get(i) == Some(&b',') {
            CspProblem::Comma
        } else {
            CspProblem::NotVisibleAscii
        };
        report(problem(input, start + i, p));
        return;
    }
    let known = DIRECTIVES
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name));
    if delivery == Delivery::Meta && NOT_IN_META.iter().any(|n| n.eq_ignore_ascii_case(name)) {
        report(problem(input, at, CspProblem::NotAllowedInMeta));
        return;
    }
    if seen.iter().any(|d| d.name.eq_ignore_ascii_case(name)) {
        report(problem(input, at, CspProblem::DuplicateDirective));
    }
    let Some(&(_, grammar)) = known else {
        report(problem(input, at, CspProblem::UnknownDirective));
        return;
    };
    let result = match grammar {
        Grammar::SourceList => serialized_source_list(value, false),
        Grammar::AncestorSourceList => serialized_source_list(value, true),
        Grammar::Empty => {
            if value.is_empty() {
                Ok(())
            } else {
                Err((0, CspProblem::NoValue))
            }
        }
        Grammar::Webrtc => one_of(value, &["'allow'", "'block'"], false),
        Grammar::SinkGroups => one_of(value, &["'script'"], true),
        Grammar::TrustedTypes => trusted_types(value),
        Grammar::Free => Ok(()),
    };
    if let Err((i, p)) = result {
        report(problem(input, start + i, p));
    }
}

/// A value of `allowed` tokens (case-insensitive): exactly one, or any
/// number (at least one) when `many`. `Err` is the offset in `value`.
fn one_of(value: &str, allowed: &[&str], many: bool) -> Result<(), (usize, CspProblem)> {
    let mut count = 0;
    for token in split_on_ascii_whitespace(value) {
        count += 1;
        if !allowed.iter().any(|a| a.eq_ignore_ascii_case(token)) || (count > 1 && !many) {
            return Err((offset_in(value, token), CspProblem::DirectiveValue));
        }
    }
    if count == 0 {
        return Err((0, CspProblem::DirectiveValue));
    }
    Ok(())
}

/// The `trusted-types` value: `tt-expression`s, each a policy name
/// (`1*( ALPHA / DIGIT / "-" / "#" / "=" / "_" / "/" / "@" / "." / "%" )`),
/// `'allow-duplicates'`, `'none'` or `*`; none at all is allowed.
fn trusted_types(value: &str) -> Result<(), (usize, CspProblem)> {
    for token in split_on_ascii_whitespace(value) {
        let keyword = ["'allow-duplicates'", "'none'", "*"]
            .iter()
            .any(|k| k.eq_ignore_ascii_case(token));
        let policy_name = token.bytes().all(|b| {
            b.is_ascii_alphanumeric()
                || matches!(b, b'-' | b'#' | b'=' | b'_' | b'/' | b'@' | b'.' | b'%')
        });
        if !keyword && !policy_name {
            return Err((offset_in(value, token), CspProblem::DirectiveValue));
        }
    }
    Ok(())
}

/// [`serialized-source-list`](https://w3c.github.io/webappsec-csp/#grammardef-serialized-source-list)
/// (or, for `ancestors`, `ancestor-source-list`: scheme and host sources
/// and `'self'` only). `Err` is the offset in `value` and the problem.
fn serialized_source_list(value: &str, ancestors: bool) -> Result<(), (usize, CspProblem)> {
    let mut tokens = split_on_ascii_whitespace(value).peekable();
    let Some(&first) = tokens.peek() else {
        return Err((value.len(), CspProblem::ExpectedSourceExpression));
    };
    // "'none'" stands alone.
    if first.eq_ignore_ascii_case("'none'") {
        tokens.next();
        return match tokens.next() {
            Some(next) => Err((offset_in(value, next), CspProblem::NoneNotAlone)),
            None => Ok(()),
        };
    }
    for token in tokens {
        let at = offset_in(value, token);
        let result = if token.starts_with('\'') {
            if ancestors && !token.eq_ignore_ascii_case("'self'") {
                if token.eq_ignore_ascii_case("'none'") {
                    Err((0, CspProblem::NoneNotAlone))
                } else {
                    Err((0, CspProblem::UnknownKeywordSource))
                }
            } else {
                quoted_source(token)
            }
        } else {
            scheme_or_host_source(token)
        };
        result.map_err(|(i, p)| (at + i, p))?;
    }
    Ok(())
}

/// A source expression in quotes: `keyword-source`, `nonce-source` or
/// `hash-source`.
fn quoted_source(token: &str) -> Result<(), (usize, CspProblem)> {
    let inner = str_from(token, 1);
    if token.len() > 1 && token.ends_with('\'') {
        let word = str_range(token, 1, token.len() - 1);
        if KEYWORD_SOURCES.iter().any(|k| k.eq_ignore_ascii_case(word)) {
            return Ok(());
        }
        if word.eq_ignore_ascii_case("none") {
            return Err((0, CspProblem::NoneNotAlone));
        }
    }
    // nonce-source and hash-source: a prefix, then base64-value "'".
    let prefix = ["nonce-", "sha256-", "sha384-", "sha512-"]
        .iter()
        .find(|p| {
            inner
                .get(..p.len())
                .is_some_and(|s| s.eq_ignore_ascii_case(p))
        });
    let Some(prefix) = prefix else {
        return Err((0, CspProblem::UnknownKeywordSource));
    };
    let start = 1 + prefix.len();
    base64_value(token, start)
}

/// [`base64-value`](https://w3c.github.io/webappsec-csp/#grammardef-base64-value)
/// from `start` in `token`, then the closing `'` at its end.
fn base64_value(token: &str, start: usize) -> Result<(), (usize, CspProblem)> {
    let end = collect_ascii_at(token, start, |b| {
        b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'-' | b'_')
    });
    if end == start {
        return Err((start, CspProblem::Base64Value));
    }
    // *2( "=" )
    let padded = collect_ascii_at(token, end, |b| b == b'=').min(end + 2);
    if str_from(token, padded) == "'" {
        Ok(())
    } else {
        Err((padded, CspProblem::Base64Value))
    }
}

/// `scheme-source` or `host-source` (also Permissions Policy's
/// `permissions-source-expression`): the offset and problem of the first
/// failure.
pub(crate) fn scheme_or_host_source(token: &str) -> Result<(), (usize, CspProblem)> {
    // scheme-part: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) (RFC 3986).
    let bytes = token.as_bytes();
    let mut pos = 0;
    if bytes.first().is_some_and(u8::is_ascii_alphabetic) {
        let scheme_end = collect_ascii_at(token, 1, |b| {
            b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')
        });
        let rest = str_from(token, scheme_end);
        if rest == ":" {
            // scheme-source.
            return Ok(());
        }
        if rest.starts_with("://") {
            pos = scheme_end + 3;
        }
    }
    let pos = host_part(token, pos)?;
    // [ ":" port-part ]
    let (pos, port) = if bytes.get(pos) == Some(&b':') {
        let port_end = if bytes.get(pos + 1) == Some(&b'*') {
            pos + 2
        } else {
            collect_ascii_at(token, pos + 1, |b| b.is_ascii_digit())
        };
        if port_end == pos + 1 {
            return Err((pos + 1, CspProblem::Port));
        }
        (port_end, true)
    } else {
        (pos, false)
    };
    // [ path-part ]
    if pos >= token.len() {
        return Ok(());
    }
    if bytes.get(pos) != Some(&b'/') {
        let p = if port {
            CspProblem::Port
        } else {
            CspProblem::HostCharacter
        };
        return Err((pos, p));
    }
    path_part(token, pos)
}

/// [`host-part`](https://w3c.github.io/webappsec-csp/#grammardef-host-part)
/// from `pos`: the position after it.
fn host_part(token: &str, pos: usize) -> Result<usize, (usize, CspProblem)> {
    let bytes = token.as_bytes();
    let host_char = |b: u8| b.is_ascii_alphanumeric() || b == b'-';
    // "*" alone, or "*." before the labels.
    let mut pos = pos;
    if bytes.get(pos) == Some(&b'*') {
        if bytes.get(pos + 1) != Some(&b'.') {
            return Ok(pos + 1);
        }
        pos += 2;
    }
    // 1*host-char *( "." 1*host-char ) [ "." ]
    loop {
        let end = collect_ascii_at(token, pos, host_char);
        if end == pos {
            return Err((pos, CspProblem::HostCharacter));
        }
        pos = end;
        if bytes.get(pos) != Some(&b'.') {
            return Ok(pos);
        }
        pos += 1;
        if !bytes.get(pos).is_some_and(|&b| host_char(b)) {
            // A trailing ".".
            return Ok(pos);
        }
    }
}

/// `path-part`: RFC 3986's `path-absolute` from `pos` (at a `/`), without
/// `;` or `,`: `/` not followed by another, then `pchar`s and `/`s.
fn path_part(token: &str, pos: usize) -> Result<(), (usize, CspProblem)> {
    let bytes = token.as_bytes();
    if bytes.get(pos + 1) == Some(&b'/') {
        return Err((pos + 1, CspProblem::PathCharacter));
    }
    let mut i = pos + 1;
    while let Some(&b) = bytes.get(i) {
        let ok = b.is_ascii_alphanumeric()
            || matches!(
                b,
                b'-' | b'.'
                    | b'_'
                    | b'~'
                    | b'!'
                    | b'$'
                    | b'&'
                    | b'\''
                    | b'('
                    | b')'
                    | b'*'
                    | b'+'
                    | b'='
                    | b':'
                    | b'@'
                    | b'/'
            );
        if ok {
            i += 1;
        } else if b == b'%'
            && bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
            && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit)
        {
            i += 3;
        } else {
            return Err((i, CspProblem::PathCharacter));
        }
    }
    Ok(())
}

/// The valid
/// [serialized CSP](https://w3c.github.io/webappsec-csp/#grammardef-serialized-policy)
/// delivered by `delivery`: its directives, or the first error (warnings do
/// not make a policy invalid).
///
/// # Errors
///
/// The first [`CspProblem`] of severity error, located in `input`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::csp::{validate_serialized_policy, Delivery};
///
/// let hash = "script-src 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
/// assert!(validate_serialized_policy(hash, Delivery::Meta).is_ok());
/// let err = validate_serialized_policy("default-src 'self', script-src 'none'", Delivery::Meta).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("comma_in_policy", 18));
/// assert!(validate_serialized_policy("sandbox allow-scripts", Delivery::Header).is_ok());
/// ```
pub fn validate_serialized_policy(
    input: &str,
    delivery: Delivery,
) -> Result<Vec<Directive<'_>>, Error> {
    let mut first = None;
    let directives = check_serialized_policy(input, delivery, &mut |e| {
        if first.is_none() && e.kind().severity() == Severity::Error {
            first = Some(e);
        }
    });
    match first {
        Some(e) => Err(e),
        None => Ok(directives),
    }
}

/// Whether `input` is a valid serialized CSP.
///
/// # Examples
///
/// ```
/// use html_microsyntax::csp::{is_valid_serialized_policy, Delivery};
///
/// assert!(is_valid_serialized_policy("img-src * data:; media-src media1.com", Delivery::Meta));
/// assert!(!is_valid_serialized_policy("default-src 'invalid-keyword'", Delivery::Header));
/// ```
pub fn is_valid_serialized_policy(input: &str, delivery: Delivery) -> bool {
    validate_serialized_policy(input, delivery).is_ok()
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<meta http-equiv=content-security-policy content>`: a serialized CSP
/// without `report-uri`, `frame-ancestors` or `sandbox`; an unknown or
/// repeated directive is a warning, which does not make the value invalid.
/// Its report is every directive's errors and warnings.
pub static VALID_SERIALIZED_POLICY: SyntaxDef = reports_all(
    row!(
        "valid_serialized_policy",
        html!("semantics.html#attr-meta-http-equiv-content-security-policy"),
        "\"valid Content Security Policy\" in <meta> (CSP3 serialized-policy)",
        |v, _| Checked::verdict(validate_serialized_policy(v, Delivery::Meta)),
    ),
    |v, _, report| {
        check_serialized_policy(v, Delivery::Meta, report);
    },
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    /// Each problem packs and unpacks to itself, with its code.
    #[test]
    fn problems_round_trip() {
        for &p in CspProblem::ALL {
            let kind = ErrorKind::from(p);
            assert_eq!(CspProblem::from_kind(&kind), Some(p));
            assert_eq!(kind.code(), p.code());
            assert_eq!(kind.severity(), p.severity());
        }
    }

    proptest::proptest! {
        /// Any text: no panic, and every problem inside it, on a character
        /// boundary, in order.
        #[test]
        fn problems_stay_inside_the_input(input in "[-a-z0-9 ';,:/*.=+_%#@\t\u{e9}\u{4f8b}]{0,40}") {
            for delivery in [Delivery::Header, Delivery::Meta] {
                let mut previous = 0;
                check_serialized_policy(&input, delivery, &mut |e| {
                    assert!(e.offset() <= input.len() && input.is_char_boundary(e.offset()));
                    assert!(e.offset() >= previous, "{input:?}");
                    previous = e.offset();
                });
            }
        }
    }

    /// In a header, sandbox and report-uri take their values, and
    /// frame-ancestors an ancestor source list (no nonce, hash or keyword
    /// but 'self').
    #[test]
    fn header_only_directives() {
        let first = |v| {
            validate_serialized_policy(v, Delivery::Header)
                .err()
                .map(|e| (e.kind().code(), e.offset()))
        };
        assert_eq!(first("sandbox allow-scripts; report-uri /csp"), None);
        assert_eq!(first("frame-ancestors 'self' https://a.example"), None);
        assert_eq!(first("frame-ancestors 'none'"), None);
        assert_eq!(
            first("frame-ancestors 'unsafe-inline'"),
            Some(("unknown_keyword_source", 16))
        );
        assert_eq!(
            first("frame-ancestors 'self' 'none'"),
            Some(("none_not_alone", 23))
        );
    }
}
