//! [MIME types](https://mimesniff.spec.whatwg.org/#understanding-mime-types)
//! (WHATWG MIME Sniffing): parse, serialize, the valid MIME type strings, and
//! HTML's [`accept`](https://html.spec.whatwg.org/multipage/input.html#attr-input-accept)
//! attribute.
//!
//! ```text
//! "text/html;charset=UTF-8"     → text/html, charset=UTF-8 (valid)
//! " TEXT/HTML ; x=\"a\\\"b\""   → text/html, x=a"b (parses; not valid: leading space)
//! "image/*,.png,video/mp4"      → a valid accept value
//! ```
//!
//! The valid strings follow the `media-type` production of HTTP (RFC 9110):
//!
//! ```text
//! media-type  = type "/" subtype parameters
//! parameters  = *( OWS ";" OWS [ parameter ] )
//! parameter   = token "=" ( token / quoted-string )
//! OWS         = *( SP / HTAB )
//! ```
//!
//! The parser accepts much more (leading and trailing whitespace, ignored
//! parameters, unterminated quotes); each departure goes to the violation
//! sink, so [`validate_mime_type`] runs the parser's own steps. Duplicate
//! parameter names match the grammar (the parser keeps the first), so they
//! are valid.
//!
//! There is no `*_component` combinator: the parser reads to the end of its
//! input (the last parameter runs to it).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected, Found, Violation};
use crate::base::step::{FirstViolation, Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{offset_in, split_on_commas, str_from, str_range};
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

/// A [MIME type](https://mimesniff.spec.whatwg.org/#mime-type) record: type
/// and subtype in ASCII lowercase, and the parameters in order (names in
/// ASCII lowercase, each name once).
///
/// `Display` runs [serialize a MIME type](https://mimesniff.spec.whatwg.org/#serialize-a-mime-type).
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::parse_mime_type;
/// let m = parse_mime_type("Text/HTML; Charset=\"utf-8\"").unwrap();
/// assert_eq!((m.type_(), m.subtype(), m.parameter("charset")), ("text", "html", Some("utf-8")));
/// assert_eq!(m.to_string(), "text/html;charset=utf-8");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MimeType {
    type_: String,
    subtype: String,
    parameters: Vec<(String, String)>,
}

impl MimeType {
    /// The type (`text` in `text/html`), lowercase.
    pub fn type_(&self) -> &str {
        &self.type_
    }

    /// The subtype (`html` in `text/html`), lowercase.
    pub fn subtype(&self) -> &str {
        &self.subtype
    }

    /// The [essence](https://mimesniff.spec.whatwg.org/#mime-type-essence):
    /// `type/subtype`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::mime::parse_mime_type;
    /// assert_eq!(parse_mime_type("image/SVG+xml;a=b").unwrap().essence(), "image/svg+xml");
    /// ```
    pub fn essence(&self) -> String {
        let mut s = String::with_capacity(self.type_.len() + 1 + self.subtype.len());
        s.push_str(&self.type_);
        s.push('/');
        s.push_str(&self.subtype);
        s
    }

    /// The parameters, in order, as (lowercase name, value).
    pub fn parameters(&self) -> &[(String, String)] {
        &self.parameters
    }

    /// The value of the parameter `name` (give it in lowercase).
    pub fn parameter(&self, name: &str) -> Option<&str> {
        self.parameters
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl fmt::Display for MimeType {
    /// [Serialize a MIME type](https://mimesniff.spec.whatwg.org/#serialize-a-mime-type).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Step 1: type "/" subtype.
        write!(f, "{}/{}", self.type_, self.subtype)?;
        // Step 2: each parameter as ";name=value".
        for (name, value) in &self.parameters {
            write!(f, ";{name}=")?;
            // Step 2.4: a value that is empty or not a token is quoted, with
            // '"' and '\' escaped.
            if !value.is_empty() && value.chars().all(is_http_token_code_point) {
                f.write_str(value)?;
            } else {
                f.write_str("\"")?;
                for c in value.chars() {
                    if matches!(c, '"' | '\\') {
                        f.write_str("\\")?;
                    }
                    write!(f, "{c}")?;
                }
                f.write_str("\"")?;
            }
        }
        Ok(())
    }
}

/// An [HTTP token code point](https://mimesniff.spec.whatwg.org/#http-token-code-point):
/// an ASCII alphanumeric or one of ``!#$%&'*+-.^_`|~``.
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::is_http_token_code_point;
/// assert!(is_http_token_code_point('+'));
/// assert!(!is_http_token_code_point('/'));
/// ```
pub fn is_http_token_code_point(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c)
}

/// An [HTTP quoted-string token code point](https://mimesniff.spec.whatwg.org/#http-quoted-string-token-code-point):
/// U+0009 TAB, U+0020 to U+007E, or U+0080 to U+00FF.
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::is_http_quoted_string_token_code_point;
/// assert!(is_http_quoted_string_token_code_point('é'));
/// assert!(!is_http_quoted_string_token_code_point('€'));
/// ```
pub fn is_http_quoted_string_token_code_point(c: char) -> bool {
    matches!(c, '\t' | ' '..='~' | '\u{80}'..='\u{ff}')
}

/// [HTTP whitespace](https://fetch.spec.whatwg.org/#http-whitespace): TAB,
/// LF, CR, SPACE (not FF).
#[inline(always)]
fn is_http_whitespace(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\r' | b' ')
}

/// The first position in `text[a..b]` whose character fails `ok`.
fn first_not(text: &str, a: usize, b: usize, ok: impl Fn(char) -> bool) -> Option<usize> {
    str_range(text, a, b)
        .char_indices()
        .find(|&(_, c)| !ok(c))
        .map(|(i, _)| a + i)
}

/// The first position in `text[a..b]` of a byte equal to one of `bytes`.
fn find_byte(text: &str, a: usize, b: usize, bytes: &[u8]) -> Option<usize> {
    str_range(text, a, b)
        .bytes()
        .position(|x| bytes.contains(&x))
        .map(|i| a + i)
}

/// Reports [`Violation::Whitespace`] at the first CR or LF of `text[a..b]`
/// (HTTP whitespace that is not the grammar's OWS).
fn report_non_ows<S: Sink>(text: &str, a: usize, b: usize, sink: &mut S) {
    if let Some(at) = find_byte(text, a, b, b"\r\n") {
        sink.report(at, Violation::Whitespace);
    }
}

/// [Collect an HTTP quoted string](https://fetch.spec.whatwg.org/#collect-an-http-quoted-string)
/// with *extract-value* true, from the `"` at `pos`, not past `end`: the
/// position after it, the value, and whether the closing `"` was found.
fn collect_http_quoted_string(text: &str, pos: usize, end: usize) -> (usize, String, bool) {
    let mut value = String::new();
    // Steps 3–4: skip the opening quote.
    let mut pos = pos + 1;
    // Step 5.
    loop {
        // Step 5.1: the run up to a '"' or '\'.
        let run_end = find_byte(text, pos, end, b"\"\\").unwrap_or(end);
        value.push_str(str_range(text, pos, run_end));
        pos = run_end;
        // Step 5.2: the end, unterminated.
        let Some(quote_or_backslash) = text.as_bytes().get(pos).copied().filter(|_| pos < end)
        else {
            return (pos, value, false);
        };
        // Steps 5.3–5.4.
        pos += 1;
        if quote_or_backslash == b'\\' {
            // Step 5.5: a backslash takes the next code point as it is.
            match str_range(text, pos, end).chars().next() {
                None => {
                    value.push('\\');
                    return (pos, value, false);
                }
                Some(c) => {
                    value.push(c);
                    pos += c.len_utf8();
                }
            }
        } else {
            // Step 5.6: the closing quote.
            return (pos, value, true);
        }
    }
}

/// [Parse a MIME type](https://mimesniff.spec.whatwg.org/#parse-a-mime-type)
/// on `text[start..end]`; each departure from a valid MIME type string (with
/// `no_parameters`: with no parameters) goes to `sink`.
pub(crate) fn mime_type_in<S: Sink>(
    text: &str,
    start: usize,
    end: usize,
    no_parameters: bool,
    sink: &mut S,
) -> Steps<MimeType> {
    let bytes = text.as_bytes();
    let at = |i: usize| bytes.get(i).copied().filter(|_| i < end);
    // Step 1: strip leading and trailing HTTP whitespace.
    let mut a = start;
    while at(a).is_some_and(is_http_whitespace) {
        a += 1;
    }
    if a > start {
        sink.report(start, Violation::LeadingWhitespace);
    }
    let mut e = end;
    while e > a && bytes.get(e - 1).copied().is_some_and(is_http_whitespace) {
        e -= 1;
    }
    let result = mime_type_stripped(text, a, e, no_parameters, sink);
    // The whitespace stripped at the end, reported after what the steps
    // reported, in the order of the text, unless they failed before it:
    // OWS after a last ";" is in the grammar; anything else is not.
    let before_end = matches!(result, Err((at, _)) if at < e);
    if S::ACTIVE && e < end && !before_end {
        if bytes.get(e.wrapping_sub(1)) == Some(&b';') {
            report_non_ows(text, e, end, sink);
        } else {
            sink.report(e, Violation::TrailingWhitespace);
        }
    }
    // Step 12.
    result.map(|(_, mime)| (end, mime))
}

/// Steps 2–11 of parse a MIME type on `text[a..e]`, stripped of its HTTP
/// whitespace (step 1); each departure goes to `sink`, as [`mime_type_in`]'s.
fn mime_type_stripped<S: Sink>(
    text: &str,
    a: usize,
    e: usize,
    no_parameters: bool,
    sink: &mut S,
) -> Steps<MimeType> {
    let bytes = text.as_bytes();
    let expected_token = |pos: usize| {
        let found = Found::first_of(str_range(text, pos, e));
        (
            pos,
            ErrorKind::Expected {
                expected: Expected::HttpToken,
                found,
            },
        )
    };
    // Steps 2–3: the type, up to '/'.
    let slash = find_byte(text, a, e, b"/");
    let type_end = slash.unwrap_or(e);
    // Step 4: a non-empty token.
    if type_end == a {
        return Err(expected_token(a));
    }
    if let Some(bad) = first_not(text, a, type_end, is_http_token_code_point) {
        return Err(expected_token(bad));
    }
    // Step 5: the '/' must be there.
    let Some(slash) = slash else {
        let kind = ErrorKind::Expected {
            expected: Expected::Solidus,
            found: Found::End,
        };
        return Err((e, kind));
    };
    // Step 6: skip the '/'.
    let sub_start = slash + 1;
    // Step 7: the subtype, up to ';'.
    let semicolon = find_byte(text, sub_start, e, b";").unwrap_or(e);
    // Step 8: without trailing HTTP whitespace (the grammar's OWS before ';').
    let mut sub_end = semicolon;
    while sub_end > sub_start
        && bytes
            .get(sub_end - 1)
            .copied()
            .is_some_and(is_http_whitespace)
    {
        sub_end -= 1;
    }
    // Step 9: a non-empty token.
    if sub_end == sub_start {
        return Err(expected_token(sub_start));
    }
    if let Some(bad) = first_not(text, sub_start, sub_end, is_http_token_code_point) {
        return Err(expected_token(bad));
    }
    if S::ACTIVE {
        report_non_ows(text, sub_end, semicolon, sink);
    }
    // Step 10: the record, lowercased.
    let mut mime = MimeType {
        type_: str_range(text, a, type_end).to_ascii_lowercase(),
        subtype: str_range(text, sub_start, sub_end).to_ascii_lowercase(),
        parameters: Vec::new(),
    };
    // Step 11: the parameters. Where there may be none, their presence is
    // the one departure (what is wrong inside them is beside the point).
    let mut pos = semicolon;
    if no_parameters && pos < e {
        sink.report(pos, Violation::Parameters);
        while pos < e {
            parameter(text, &mut pos, e, &mut mime, &mut ());
        }
    }
    while pos < e {
        parameter(text, &mut pos, e, &mut mime, sink);
    }
    Ok((e, mime))
}

/// One round of step 11 of parse a MIME type, from the `;` at `pos`. Its
/// departures go to `sink` in the order of the text; a parameter the
/// parser ignores as a whole (no name, no value, a name that is no token)
/// is one departure, so the departures of a value whose name is no token
/// are not reported beside it.
fn parameter<S: Sink>(text: &str, pos: &mut usize, e: usize, mime: &mut MimeType, sink: &mut S) {
    let bytes = text.as_bytes();
    let at = |i: usize| bytes.get(i).copied().filter(|_| i < e);
    // Step 11.1: skip the ';'.
    *pos += 1;
    // Step 11.2: HTTP whitespace (the grammar's OWS).
    let ws = *pos;
    while at(*pos).is_some_and(is_http_whitespace) {
        *pos += 1;
    }
    if S::ACTIVE {
        report_non_ows(text, ws, *pos, sink);
    }
    // Steps 11.3–11.4: the name, up to ';' or '='.
    let name_start = *pos;
    *pos = find_byte(text, *pos, e, b";=").unwrap_or(e);
    let name = str_range(text, name_start, *pos);
    // Step 11.5: ';' ends an empty parameter; skip '='.
    let mut had_equals = false;
    match at(*pos) {
        Some(b';') => {
            if !name.is_empty() {
                sink.report(name_start, Violation::IgnoredParameter);
            }
            return;
        }
        Some(_) => {
            *pos += 1;
            had_equals = true;
        }
        None => {}
    }
    // Step 11.6: the end (a name with no value, or "name=").
    if *pos >= e {
        if had_equals || !name.is_empty() {
            sink.report(name_start, Violation::IgnoredParameter);
        }
        return;
    }
    // Steps 11.7–11.9: the value, whose departures count only under a
    // name step 11.10 keeps.
    let name_ok = !name.is_empty() && name.chars().all(is_http_token_code_point);
    let value = if name_ok {
        parameter_value(text, pos, e, sink)
    } else {
        parameter_value(text, pos, e, &mut ())
    };
    // Step 11.9.3: an empty value is skipped.
    let Some(value) = value else {
        sink.report(name_start, Violation::IgnoredParameter);
        return;
    };
    // Step 11.10: keep a parameter with a token name and a quoted-string
    // token value, the first of its name.
    if !name_ok {
        let bad = first_not(
            text,
            name_start,
            name_start + name.len(),
            is_http_token_code_point,
        );
        sink.report(bad.unwrap_or(name_start), Violation::IgnoredParameter);
        return;
    }
    if !value.chars().all(is_http_quoted_string_token_code_point) {
        return;
    }
    let name = name.to_ascii_lowercase();
    if mime.parameter(&name).is_none() {
        mime.parameters.push((name, value));
    }
}

/// Steps 11.7–11.9 of parse a MIME type: the parameter's value from `pos`
/// (after its `=`), up to the next `;` or `e`; `None` for an empty value
/// (step 11.9.3, which the caller reports). Its departures go to `sink` in
/// the order of the text.
fn parameter_value<S: Sink>(text: &str, pos: &mut usize, e: usize, sink: &mut S) -> Option<String> {
    let bytes = text.as_bytes();
    let value_start = *pos;
    if bytes.get(*pos) == Some(&b'"') {
        // Step 11.8.1: a quoted string.
        let (after, value, terminated) = collect_http_quoted_string(text, *pos, e);
        if !terminated {
            sink.report(value_start, Violation::UnterminatedQuotedString);
        }
        // Step 11.8.2: anything up to ';' is ignored (OWS only, when valid).
        *pos = find_byte(text, after, e, b";").unwrap_or(e);
        if S::ACTIVE {
            let content_end = if terminated { after - 1 } else { after };
            if let Some(bad) = first_not(
                text,
                value_start + 1,
                content_end,
                is_http_quoted_string_token_code_point,
            ) {
                sink.report(bad, Violation::IgnoredParameter);
            }
            if let Some(bad) = first_not(text, after, *pos, |c| c == ' ' || c == '\t') {
                sink.report(bad, Violation::TextAfterQuotedString);
            }
        }
        return Some(value);
    }
    // Step 11.9.1: up to ';'.
    *pos = find_byte(text, *pos, e, b";").unwrap_or(e);
    // Step 11.9.2: without trailing HTTP whitespace (OWS).
    let mut value_end = *pos;
    while value_end > value_start
        && bytes
            .get(value_end - 1)
            .copied()
            .is_some_and(is_http_whitespace)
    {
        value_end -= 1;
    }
    // Step 11.9.3: an empty value is skipped.
    if value_end == value_start {
        return None;
    }
    if S::ACTIVE {
        if let Some(bad) = first_not(text, value_start, value_end, is_http_token_code_point) {
            let ignored = !str_range(text, value_start, value_end)
                .chars()
                .all(is_http_quoted_string_token_code_point);
            let v = if ignored {
                Violation::IgnoredParameter
            } else {
                Violation::NotHttpToken
            };
            sink.report(bad, v);
        }
        report_non_ows(text, value_end, *pos, sink);
    }
    Some(String::from(str_range(text, value_start, value_end)))
}

/// The steps over the whole of `text` from `pos`.
fn mime_type_steps<S: Sink>(
    text: &str,
    pos: usize,
    no_parameters: bool,
    sink: &mut S,
) -> Steps<MimeType> {
    mime_type_in(text, pos, text.len(), no_parameters, sink)
}

/// [Parse a MIME type](https://mimesniff.spec.whatwg.org/#parse-a-mime-type).
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::parse_mime_type;
/// let m = parse_mime_type(" text/plain;x=\"a\\\"b\";x=2;bad;=c ").unwrap();
/// assert_eq!(m.to_string(), "text/plain;x=\"a\\\"b\"");
/// let err = parse_mime_type("text/ html").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_http_token", 5));
/// ```
///
/// # Errors
///
/// The step that returns failure: [`Expected::HttpToken`] at the first
/// character of an empty or non-token type (step 4) or subtype (step 9),
/// [`Expected::Solidus`] when there is no `/` (step 5).
pub fn parse_mime_type(input: &str) -> Result<MimeType, Error> {
    entry::parse_to_end(input, |text, sink| mime_type_steps(text, 0, false, sink))
}

/// Checks that `input` is a [valid MIME type string](https://mimesniff.spec.whatwg.org/#valid-mime-type)
/// (the `media-type` production) and returns the parsed record.
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::validate_mime_type;
/// assert!(validate_mime_type("text/html; charset=\"utf-8\"").is_ok());
/// let err = validate_mime_type("text/html;charset=").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("ignored_parameter", 10));
/// ```
///
/// # Errors
///
/// The failures of [`parse_mime_type`], and the first departure from the
/// grammar in the order of the text as [`ErrorKind::Invalid`]: surrounding
/// whitespace, CR or LF for OWS, a parameter the parser ignores, a value
/// that is neither a token nor a quoted string, an unterminated quoted
/// string. (The registry's `valid_mime_type` reports each.)
pub fn validate_mime_type(input: &str) -> Result<MimeType, Error> {
    entry::validate_to_end(input, |text, sink| mime_type_steps(text, 0, false, sink))
}

/// Whether `input` is a [valid MIME type string](https://mimesniff.spec.whatwg.org/#valid-mime-type);
/// see [`validate_mime_type`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::is_valid_mime_type;
/// assert!(is_valid_mime_type("application/ld+json; profile=a"));
/// assert!(!is_valid_mime_type("text/html; a=b c"));
/// ```
pub fn is_valid_mime_type(input: &str) -> bool {
    entry::is_valid(input, |text, sink| mime_type_steps(text, 0, false, sink))
}

/// Checks that `input` is a [valid MIME type string with no parameters](https://mimesniff.spec.whatwg.org/#valid-mime-type-with-no-parameters):
/// a valid MIME type string without any `;`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::validate_mime_type_with_no_parameters;
/// assert!(validate_mime_type_with_no_parameters("image/png").is_ok());
/// let err = validate_mime_type_with_no_parameters("image/png;").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("parameters", 9));
/// ```
///
/// # Errors
///
/// As [`validate_mime_type`], and [`Violation::Parameters`] at the first `;`.
pub fn validate_mime_type_with_no_parameters(input: &str) -> Result<MimeType, Error> {
    entry::validate_to_end(input, |text, sink| mime_type_steps(text, 0, true, sink))
}

/// Whether `input` is a [valid MIME type string with no parameters](https://mimesniff.spec.whatwg.org/#valid-mime-type-with-no-parameters);
/// see [`validate_mime_type_with_no_parameters`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::is_valid_mime_type_with_no_parameters;
/// assert!(is_valid_mime_type_with_no_parameters("model/gltf+json"));
/// assert!(!is_valid_mime_type_with_no_parameters("text/plain;a=b"));
/// ```
pub fn is_valid_mime_type_with_no_parameters(input: &str) -> bool {
    entry::is_valid(input, |text, sink| mime_type_steps(text, 0, true, sink))
}

/// The `accept` attribute's conformance steps: split on commas, each token
/// one of the allowed forms, no two the same (ASCII case-insensitively).
/// Each token that is none of the forms, and each later appearance of an
/// allowed token, is an error ([`Sink::error`]), in the order of the text;
/// a token of none of the forms is not compared with the others (its own
/// error says what is wrong). Nothing here is tolerated, so nothing else
/// goes to the sink.
fn accept_steps<'a, S: Sink>(text: &'a str, sink: &mut S) -> Steps<Vec<&'a str>> {
    let mut tokens: Vec<(usize, &'a str)> = Vec::new();
    for token in split_on_commas(text) {
        let start = offset_in(text, token);
        if let Err((at, kind)) = accept_token(text, start, token) {
            sink.error(at, kind)?;
        } else if let Some(&(first, _)) = tokens.iter().find(|(_, t)| t.eq_ignore_ascii_case(token))
        {
            sink.error(start, ErrorKind::DuplicateToken { first })?;
        } else {
            tokens.push((start, token));
        }
    }
    Ok((text.len(), tokens.into_iter().map(|(_, t)| t).collect()))
}

/// One `accept` token at `start` of `text`.
fn accept_token(text: &str, start: usize, token: &str) -> Result<(), (usize, ErrorKind)> {
    let wildcard = ["audio/*", "video/*", "image/*"]
        .iter()
        .any(|w| w.eq_ignore_ascii_case(token));
    if wildcard || token.starts_with('.') {
        return Ok(());
    }
    if !token.contains('/') {
        let found = Found::first_of(str_from(text, start));
        return Err((
            start,
            ErrorKind::Expected {
                expected: Expected::AcceptToken,
                found,
            },
        ));
    }
    let mut first = FirstViolation::default();
    let result = mime_type_in(text, start, start + token.len(), true, &mut first);
    match (first.0, result) {
        (_, Err(failure)) => Err(failure),
        (Some((at, v)), Ok(_)) => Err((at, ErrorKind::Invalid(v))),
        (None, Ok(_)) => Ok(()),
    }
}

/// Checks an [`accept`](https://html.spec.whatwg.org/multipage/input.html#attr-input-accept)
/// attribute value: a set of comma-separated tokens, each an ASCII
/// case-insensitive match for `audio/*`, `video/*` or `image/*`, a valid MIME
/// type string with no parameters, or a string starting with `.`; no two
/// tokens the same, ASCII case-insensitively. Returns the tokens.
///
/// An empty value (no tokens) is valid.
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::validate_accept;
/// assert_eq!(validate_accept("image/*, .PNG ,video/mp4").unwrap(), ["image/*", ".PNG", "video/mp4"]);
/// let err = validate_accept("image/*,IMAGE/*").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 8));
/// ```
///
/// # Errors
///
/// [`Expected::AcceptToken`] at a token of none of the forms (an empty one
/// too), the errors of [`validate_mime_type_with_no_parameters`] inside a
/// MIME type token, [`ErrorKind::DuplicateToken`] at a repeated token.
pub fn validate_accept(input: &str) -> Result<Vec<&str>, Error> {
    entry::validate_to_end(input, accept_steps)
}

/// Whether `input` is a valid [`accept`](https://html.spec.whatwg.org/multipage/input.html#attr-input-accept)
/// value; see [`validate_accept`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::mime::is_valid_accept;
/// assert!(is_valid_accept("audio/*,.mp3"));
/// assert!(!is_valid_accept("audio/*,,.mp3"));
/// assert!(!is_valid_accept("text/plain;charset=utf-8"));
/// ```
pub fn is_valid_accept(input: &str) -> bool {
    entry::is_valid(input, accept_steps)
}

// The registry rows of this syntax, listed in `registry::SYNTAXES`.

/// A valid MIME type string. Its report is every departure, in the order
/// of the text: the whitespace around it, each parameter the parser
/// ignores or whose value is no token or quoted string, each CR or LF
/// where the grammar has OWS; or the failure that stops the parser (a type
/// or subtype that is no token, no `/`), after the departures before it.
pub static VALID_MIME_TYPE: SyntaxDef = reports_all(
    row!(
        "valid_mime_type",
        "https://mimesniff.spec.whatwg.org/#valid-mime-type",
        "\"valid MIME type string\" (MIME Sniffing)",
        |v, _| Checked::verdict(validate_mime_type(v)),
    ),
    |v, _, report| report_to_end(v, |t, s| mime_type_steps(t, 0, false, s), report),
);

/// A valid MIME type string with no parameters. Its report is every
/// departure, in the order of the text, as [`VALID_MIME_TYPE`]'s; the
/// parameters are one departure, at their first `;`.
pub static VALID_MIME_TYPE_NO_PARAMETERS: SyntaxDef = reports_all(
    row!(
        "valid_mime_type_no_parameters",
        "https://mimesniff.spec.whatwg.org/#valid-mime-type-with-no-parameters",
        "\"valid MIME type string with no parameters\" (MIME Sniffing)",
        |v, _| Checked::verdict(validate_mime_type_with_no_parameters(v)),
    ),
    |v, _, report| report_to_end(v, |t, s| mime_type_steps(t, 0, true, s), report),
);

/// The `accept` attribute of `input type=file`.
/// Its report is every token of none of the allowed forms (each at its
/// error) and every repeated token.
pub static VALID_ACCEPT: SyntaxDef = reports_all(
    row!(
        "valid_accept",
        html!("input.html#attr-input-accept"),
        "valid accept attribute value",
        |v, _| Checked::verdict(validate_accept(v)),
    ),
    |v, _, report| report_to_end(v, accept_steps, report),
);

#[cfg(test)]
mod tests {
    use super::*;

    /// (code, offset) of each finding `row` reports in `value`.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    #[test]
    fn each_token_of_accept_reports_its_error() {
        // A bad token, a repeat, a MIME type with a parameter, the bad
        // token again (its own error, no repeat), a repeat in other case.
        let value = "png, image/*,IMAGE/*, text/plain;a=b ,png,.x,.X,";
        assert_eq!(
            reported(&VALID_ACCEPT, value),
            [
                ("expected_accept_token", 0),
                ("duplicate_token", 13),
                ("parameters", 32),
                ("expected_accept_token", 38),
                ("duplicate_token", 45),
            ]
        );
        let err = validate_accept(value).unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset()),
            ("expected_accept_token", 0)
        );
        let err = validate_accept("image/*,IMAGE/*,,").unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 8));
        assert!(reported(&VALID_ACCEPT, "image/*, .png,").is_empty());
    }

    #[test]
    fn each_departure_of_a_mime_type_is_reported_in_text_order() {
        let first = |r: Result<MimeType, Error>| r.map_err(|e| (e.kind().code(), e.offset()));
        // Leading whitespace, a bad value, a parameter with no value, a
        // parameter whose name is no token (its bad value not beside it),
        // text after a quoted string, the trailing whitespace.
        let value = " text/html;a=b c;d;e f=(g);h=\"i\"j ";
        let found = [
            ("leading_whitespace", 0),
            ("not_http_token", 14),
            ("ignored_parameter", 17),
            ("ignored_parameter", 20),
            ("text_after_quoted_string", 32),
            ("trailing_whitespace", 33),
        ];
        assert_eq!(reported(&VALID_MIME_TYPE, value), found);
        assert_eq!(first(validate_mime_type(value)), Err(found[0]));
        // Within a parameter, the text's order: the name before its value,
        // a bad code point of a quoted string before the text after it, a
        // bad value before the CR after it.
        let found = [("ignored_parameter", 11)];
        assert_eq!(reported(&VALID_MIME_TYPE, "text/html;a b=c d"), found);
        assert_eq!(
            first(validate_mime_type("text/html;a b=c d")),
            Err(found[0])
        );
        let value = "text/html;a=\"\u{100}\"x;b=c d\r";
        let found = [
            ("ignored_parameter", 13),
            ("text_after_quoted_string", 16),
            ("not_http_token", 21),
            ("trailing_whitespace", 23),
        ];
        assert_eq!(reported(&VALID_MIME_TYPE, value), found);
        assert_eq!(first(validate_mime_type(value)), Err(found[0]));
        // A failure stops the parser: the departures before it, then it.
        assert_eq!(
            reported(&VALID_MIME_TYPE, " te xt/html;a "),
            [("leading_whitespace", 0), ("expected_http_token", 3)]
        );
        // A failure at the end comes after the whitespace there.
        let found = [("trailing_whitespace", 4), ("expected_solidus", 4)];
        assert_eq!(reported(&VALID_MIME_TYPE, "text "), found);
        assert_eq!(first(validate_mime_type("text ")), Err(found[0]));
        // No parameters: their presence, once, before the whitespace after.
        let value = "image/png;a=b c;d ";
        let found = [("parameters", 9), ("trailing_whitespace", 17)];
        assert_eq!(reported(&VALID_MIME_TYPE_NO_PARAMETERS, value), found);
        assert_eq!(
            first(validate_mime_type_with_no_parameters(value)),
            Err(found[0])
        );
        assert!(reported(&VALID_MIME_TYPE, "text/html; a=b;c=\"d\"").is_empty());
    }
}
