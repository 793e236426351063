//! One document: decode its bytes, walk its start tags with a WHATWG
//! tokenizer, check every attribute with the library's attribute table and
//! locate each finding in the source.
//!
//! This file depends only on the library, `html5tokenizer` and
//! `encoding_rs`, so that the bench and the fuzz target include it as is.
//!
//! Approximations, since there is no tree construction:
//! - the tokenizer switches to RCDATA/RAWTEXT/script states after `title`,
//!   `textarea`, `style`, `script`, … start tags, as a fragment parser would;
//! - SVG and MathML (foreign) elements are skipped by counting `<svg>` and
//!   `<math>` start and end tags (self-closing ones open nothing); HTML
//!   inside `foreignObject` or `annotation-xml` is skipped with them;
//! - `<template>` contents are checked like any other markup.

use std::borrow::Cow;

use encoding_rs::{Encoding, UTF_8, WINDOWS_1252};
use html5tokenizer::offset::PosTrackingReader;
use html5tokenizer::trace::Trace;
use html5tokenizer::{BasicEmitter, NaiveParser, Token, TracingEmitter};
use html_microsyntax::attributes::{check_attribute, Reading};

/// How bad a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// A conformance error.
    Error,
    /// A likely mistake that is still conforming syntax.
    Warning,
}

impl Severity {
    /// `error` or `warning`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

/// One problem in one attribute value.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    /// Byte offset of the offending character in the (decoded) text.
    pub offset: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// The lowercase element name.
    pub element: String,
    /// The lowercase attribute name.
    pub attribute: String,
    /// The value after character references are decoded.
    pub value: String,
    /// The syntax name, or the rule name of a cross-attribute rule.
    pub syntax: String,
    /// The error kind's code.
    pub kind: String,
    /// Error or warning.
    pub severity: Severity,
    /// One sentence.
    pub message: String,
    /// A fix, where one is known.
    pub help: Option<String>,
    /// The URL of the definition.
    pub spec: String,
}

/// The byte order mark and `<meta charset>` prescan: the document's
/// encoding (UTF-8 when neither says; UTF-16 named by a `meta` means UTF-8
/// and `x-user-defined` windows-1252, as the HTML Standard says).
pub fn sniff_encoding(bytes: &[u8]) -> &'static Encoding {
    if let Some((encoding, _)) = Encoding::for_bom(bytes) {
        return encoding;
    }
    let head = bytes.get(..1024).unwrap_or(bytes);
    // Bytes as windows-1252 keep every ASCII byte in place, which is all the
    // prescan looks at; the same tokenizer reads the `meta` tags.
    let (text, _) = WINDOWS_1252.decode_without_bom_handling(head);
    for token in NaiveParser::new_with_emitter(text.as_ref(), BasicEmitter::default()).flatten() {
        let Token::StartTag(tag) = token else {
            continue;
        };
        if tag.name != "meta" {
            continue;
        }
        let label = tag
            .attributes
            .get("charset")
            .map(str::to_owned)
            .or_else(|| {
                let content_type = tag
                    .attributes
                    .get("http-equiv")
                    .is_some_and(|v| v.eq_ignore_ascii_case("content-type"));
                if content_type {
                    tag.attributes.get("content").and_then(charset_in_content)
                } else {
                    None
                }
            });
        if let Some(encoding) = label.and_then(|l| Encoding::for_label(l.trim().as_bytes())) {
            if encoding == encoding_rs::UTF_16BE || encoding == encoding_rs::UTF_16LE {
                return UTF_8;
            }
            if encoding == encoding_rs::X_USER_DEFINED {
                return WINDOWS_1252;
            }
            return encoding;
        }
    }
    UTF_8
}

/// The `charset=` in a `content` value (the HTML Standard's algorithm for
/// extracting a character encoding from a meta element, on a short string).
fn charset_in_content(content: &str) -> Option<String> {
    let lower = content.to_ascii_lowercase();
    let mut from = 0;
    while let Some(found) = lower.get(from..).and_then(|s| s.find("charset")) {
        let after = from + found + "charset".len();
        let rest = lower
            .get(after..)?
            .trim_start_matches(|c: char| c.is_ascii_whitespace());
        if let Some(rest) = rest.strip_prefix('=') {
            let rest = rest.trim_start_matches(|c: char| c.is_ascii_whitespace());
            let mut chars = rest.chars();
            return match chars.next() {
                Some(q @ ('"' | '\'')) => {
                    let inner = chars.as_str();
                    inner
                        .find(q)
                        .and_then(|end| inner.get(..end))
                        .map(str::to_owned)
                }
                Some(_) => Some(
                    rest.split(|c: char| c.is_ascii_whitespace() || c == ';')
                        .next()
                        .unwrap_or_default()
                        .to_owned(),
                ),
                None => None,
            };
        }
        from = after;
    }
    None
}

/// The document's text: borrowed when it is valid UTF-8 in UTF-8 (the
/// offsets are then the file's), decoded otherwise (malformed sequences
/// become U+FFFD; the offsets are then the decoded text's).
#[allow(dead_code)] // The bench's and the fuzz target's entry.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    decode_with(bytes, None)
}

/// [`decode`], with the transport layer's charset label (an HTTP
/// `Content-Type` parameter), which wins over `meta` but not over a BOM.
pub fn decode_with<'a>(bytes: &'a [u8], transport: Option<&str>) -> Cow<'a, str> {
    let transport = transport.and_then(|l| Encoding::for_label(l.trim().as_bytes()));
    let encoding = match (Encoding::for_bom(bytes), transport) {
        (None, Some(encoding)) => encoding,
        _ => sniff_encoding(bytes),
    };
    if encoding == UTF_8 {
        if let Ok(text) = std::str::from_utf8(bytes) {
            return Cow::Borrowed(text);
        }
    }
    // The byte order mark stays (as U+FEFF) for UTF-8 so that offsets match
    // the file up to the first malformed sequence.
    let (text, _) = encoding.decode_without_bom_handling(bytes);
    text
}

/// Line starts, for line and column numbers.
struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    fn new(text: &'a str) -> Self {
        let mut starts = vec![0];
        starts.extend(
            text.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        Lines { text, starts }
    }

    /// 1-based line and column (in characters, a leading byte order mark not
    /// counted) of a byte offset.
    fn locate(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset).max(1);
        let start = self.starts.get(line - 1).copied().unwrap_or(0);
        let before = self.text.get(start..offset).unwrap_or_default();
        let before = before.strip_prefix('\u{feff}').unwrap_or(before);
        (line, before.chars().count() + 1)
    }
}

/// The source line holding `offset`, without its line break.
pub fn source_line(text: &str, offset: usize) -> &str {
    let start = text
        .get(..offset)
        .and_then(|t| t.rfind('\n'))
        .map_or(0, |i| i + 1);
    let end = text
        .get(offset..)
        .and_then(|t| t.find('\n'))
        .map_or(text.len(), |i| offset + i);
    let line = text.get(start..end).unwrap_or_default();
    line.strip_suffix('\r').unwrap_or(line)
}

/// Maps a byte offset in a decoded attribute value to the byte offset in
/// its raw source span: character references and CR LF / CR (which the
/// tokenizer turned into LF) are re-found in the raw text only to build this
/// correspondence. An offset inside what a reference produced maps to its
/// `&`.
pub fn source_offset(raw: &str, decoded: &str, target: usize) -> usize {
    if raw == decoded {
        return target.min(raw.len());
    }
    let (mut i, mut j) = (0, 0);
    while j < target && i < raw.len() && j < decoded.len() {
        let (di, dj) = step(raw, decoded, i, j);
        if j + dj > target {
            return i;
        }
        i += di;
        j += dj;
    }
    i
}

/// One unit of the correspondence at raw `i`, decoded `j`: the bytes each
/// side advances.
fn step(raw: &str, decoded: &str, i: usize, j: usize) -> (usize, usize) {
    let r = raw.get(i..).unwrap_or_default();
    let d = decoded.get(j..).unwrap_or_default();
    let d_char = d.chars().next().map_or(1, char::len_utf8);
    if r.starts_with("\r\n") && d.starts_with('\n') {
        return (2, 1);
    }
    if r.starts_with('\r') && d.starts_with('\n') {
        return (1, 1);
    }
    if r.starts_with('&') {
        for len in reference_lengths(r) {
            // A reference produces one or two characters.
            let mut produced = 0;
            for c in d.chars().take(2) {
                produced += c.len_utf8();
                if rest_agrees(raw, i + len, decoded, j + produced) {
                    return (len, produced);
                }
            }
        }
    }
    let r_char = r.chars().next().map_or(1, char::len_utf8);
    (r_char, d_char)
}

/// The candidate lengths of a character reference starting at `&` in `r`,
/// longest first.
fn reference_lengths(r: &str) -> Vec<usize> {
    let b = r.as_bytes();
    let mut k = 1;
    if b.get(1) == Some(&b'#') {
        k = 2;
        let hex = matches!(b.get(2), Some(b'x' | b'X'));
        if hex {
            k = 3;
        }
        while b.get(k).is_some_and(|c| {
            if hex {
                c.is_ascii_hexdigit()
            } else {
                c.is_ascii_digit()
            }
        }) {
            k += 1;
        }
        if b.get(k) == Some(&b';') {
            k += 1;
        }
        return vec![k];
    }
    while b.get(k).is_some_and(u8::is_ascii_alphanumeric) {
        k += 1;
    }
    let mut lengths = Vec::new();
    if b.get(k) == Some(&b';') {
        lengths.push(k + 1);
    }
    lengths.extend((2..=k).rev());
    lengths
}

/// Whether raw from `i` and decoded from `j` agree on their next few
/// characters (up to the next `&` or CR of the raw text).
fn rest_agrees(raw: &str, i: usize, decoded: &str, j: usize) -> bool {
    let (Some(r), Some(d)) = (raw.get(i..), decoded.get(j..)) else {
        return false;
    };
    let stop = r.find(['&', '\r']).unwrap_or(r.len()).min(32);
    let mut end = stop;
    while !r.is_char_boundary(end) {
        end -= 1;
    }
    let r = r.get(..end).unwrap_or_default();
    if end == 0 {
        return d.is_empty() || raw.get(i..).is_some_and(|x| !x.is_empty());
    }
    d.starts_with(r)
}

/// The attribute rows whose `min` and `max` may be reversed (`input
/// type=time`): no `min_le_max` warning there.
fn comparable(a: &Reading, b: &Reading) -> Option<bool> {
    use Reading as R;
    Some(match (a, b) {
        (R::Float(x), R::Float(y)) => x <= y,
        (R::Integer(x), R::Integer(y)) => x <= y,
        (R::Date(x), R::Date(y)) => x <= y,
        (R::Month(x), R::Month(y)) => x <= y,
        (R::Week(x), R::Week(y)) => x <= y,
        (R::LocalDateTime(x), R::LocalDateTime(y)) => x <= y,
        _ => return None,
    })
}

/// A fix to suggest, from what a browser reads.
fn help_for(
    syntax: &str,
    value: &str,
    code: &str,
    message: &str,
    reading: Option<&Reading>,
) -> Option<String> {
    if code == "obsolete_attribute" {
        return Some("use CSS".to_owned());
    }
    if let Some(at) = message.find("did you mean ") {
        return message.get(at..).map(str::to_owned);
    }
    let read = match reading? {
        Reading::LocalDateTime(v) if syntax == "valid_normalized_local_datetime" => {
            return Some(format!("use the normalized form \"{v}\""));
        }
        Reading::LocalDateTime(v) => v.to_string(),
        Reading::Date(v) => v.to_string(),
        Reading::Month(v) => v.to_string(),
        Reading::Week(v) => v.to_string(),
        Reading::Time(v) => v.to_string(),
        Reading::Integer(v) => v.to_string(),
        Reading::Float(v) => v.to_string(),
        _ => return None,
    };
    // Only when it differs from what was written.
    (read != value).then(|| format!("browsers read this value as \"{read}\""))
}

/// Everything wrong with the attribute values of one decoded document,
/// sorted by position.
pub fn lint_text(text: &str) -> Vec<Finding> {
    let lines = Lines::new(text);
    let mut findings = Vec::new();
    let mut foreign_depth = 0usize;
    let parser =
        NaiveParser::new_with_emitter(PosTrackingReader::new(text), TracingEmitter::default());
    for (token, trace) in parser.flatten() {
        match (token, trace) {
            (Token::EndTag(tag), _)
                if foreign_depth > 0 && (tag.name == "svg" || tag.name == "math") =>
            {
                foreign_depth -= 1;
            }
            (Token::StartTag(tag), Trace::StartTag(trace)) => {
                let foreign_root = tag.name == "svg" || tag.name == "math";
                if foreign_depth > 0 || foreign_root {
                    if foreign_root && !tag.self_closing {
                        foreign_depth += 1;
                    }
                    continue;
                }
                let others: Vec<(&str, &str)> = (&tag.attributes)
                    .into_iter()
                    .map(|a| (a.name(), a.value()))
                    .collect();
                let mut readings: Vec<(&str, Reading, usize, &str)> = Vec::new();
                for attr in &tag.attributes {
                    let value = attr.value();
                    let check = check_attribute(&tag.name, attr.name(), value, &others);
                    let Some(def) = check.definition else {
                        continue;
                    };
                    // Where the value starts in the source, and its raw text.
                    let span = attr
                        .trace_idx()
                        .and_then(|idx| trace.attribute_traces[idx].value_span());
                    let (start, raw) = match &span {
                        Some(s) => (s.start, text.get(s.clone()).unwrap_or(value)),
                        None => (
                            attr.trace_idx().map_or(trace.span.start, |idx| {
                                trace.attribute_traces[idx].name_span().start
                            }),
                            "",
                        ),
                    };
                    let syntax = def.syntax.name();
                    for error in &check.violations {
                        let kind = error.kind();
                        let code = kind.code();
                        let message = kind.to_string();
                        let offset = if span.is_some() {
                            start + source_offset(raw, value, error.offset())
                        } else {
                            start
                        };
                        let (line, column) = lines.locate(offset);
                        findings.push(Finding {
                            offset,
                            line,
                            column,
                            element: tag.name.clone(),
                            attribute: attr.name().to_owned(),
                            value: value.to_owned(),
                            syntax: syntax.to_owned(),
                            kind: code.to_owned(),
                            // A link type the standard does not define may be a
                            // registered extension (the crate cannot know): a warning.
                            severity: if code == "unknown_link_type" {
                                Severity::Warning
                            } else {
                                Severity::Error
                            },
                            help: help_for(syntax, value, code, &message, check.reading.as_ref()),
                            message,
                            spec: def.spec.to_owned(),
                        });
                    }
                    if tag.name == "input" && (attr.name() == "min" || attr.name() == "max") {
                        if let (Some(reading), true) = (check.reading, check.is_valid()) {
                            readings.push((attr.name(), reading, start, value));
                        }
                    }
                }
                let min = readings.iter().find(|r| r.0 == "min");
                let max = readings.iter().find(|r| r.0 == "max");
                if let (Some(min), Some(max)) = (min, max) {
                    if comparable(&min.1, &max.1) == Some(false) {
                        let (line, column) = lines.locate(max.2);
                        findings.push(Finding {
                            offset: max.2,
                            line,
                            column,
                            element: tag.name.clone(),
                            attribute: "max".to_owned(),
                            value: max.3.to_owned(),
                            syntax: "min_le_max".to_owned(),
                            kind: "max_below_min".to_owned(),
                            severity: Severity::Warning,
                            message: format!("max \"{}\" is less than min \"{}\"", max.3, min.3),
                            help: Some("swap min and max, or fix one of them".to_owned()),
                            spec:
                                "https://html.spec.whatwg.org/multipage/input.html#attr-input-max"
                                    .to_owned(),
                        });
                    }
                }
            }
            _ => {}
        }
    }
    findings
        .sort_by(|a, b| (a.offset, &a.attribute, &a.kind).cmp(&(b.offset, &b.attribute, &b.kind)));
    findings
}

/// Decodes and lints one document's bytes; the text is returned for the
/// human format's source lines.
#[allow(dead_code)] // The bench's and the fuzz target's entry.
pub fn lint_bytes(bytes: &[u8]) -> (Cow<'_, str>, Vec<Finding>) {
    let text = decode(bytes);
    let findings = lint_text(&text);
    (text, findings)
}

#[cfg(test)]
mod tests {
    #[allow(unused_imports)] // Unused where the bench includes this file.
    use super::*;

    #[test]
    fn offsets_map_through_references_and_line_breaks() {
        // "2024-02-30" spelled with a numeric reference for the second '-'.
        let raw = "2024&#45;02-30";
        let decoded = "2024-02-30";
        assert_eq!(source_offset(raw, decoded, 3), 3);
        assert_eq!(source_offset(raw, decoded, 4), 4);
        assert_eq!(source_offset(raw, decoded, 5), 9);
        assert_eq!(source_offset(raw, decoded, 9), 13);
        assert_eq!(source_offset("a&amp;b", "a&b", 2), 6);
        assert_eq!(source_offset("a&notit;x", "a\u{ac}it;x", 6), 8);
        assert_eq!(source_offset("a\r\nb", "a\nb", 2), 3);
        assert_eq!(source_offset("&&x", "&&x", 2), 2);
    }

    #[test]
    fn the_prescan_finds_meta_charset() {
        assert_eq!(sniff_encoding(b"<meta charset=latin1><p>"), WINDOWS_1252);
        assert_eq!(
            sniff_encoding(
                b"<meta http-equiv=Content-Type content='text/html; charset=\"shift_jis\"'>"
            ),
            encoding_rs::SHIFT_JIS
        );
        assert_eq!(sniff_encoding(b"\xEF\xBB\xBF<meta charset=latin1>"), UTF_8);
        assert_eq!(sniff_encoding(b"<meta charset=utf-16>"), UTF_8);
        assert_eq!(sniff_encoding(b"<p>"), UTF_8);
    }

    proptest::proptest! {
        /// Documents assembled from markup pieces: no panic, and each
        /// finding inside the text, on a character boundary, in order.
        #[test]
        fn findings_stay_inside_the_text(pieces in proptest::collection::vec(
            proptest::prop_oneof![
                proptest::string::string_regex("<(td|th|input|ol|time|svg|math|/svg|/math|script|/script|textarea|/textarea|template)").unwrap(),
                proptest::string::string_regex(" (colspan|type|min|max|value|datetime|step|rowspan|COLSPAN)").unwrap(),
                proptest::string::string_regex("=(\"|')?[-0-9a-zA-Z:&#;x. \r\n\u{e9}]{0,12}(\"|')?").unwrap(),
                proptest::string::string_regex("(>|/>|<!--|-->|\r\n|&amp;|&#45;|&not)").unwrap(),
            ],
            0..40,
        )) {
            let text = pieces.concat();
            let mut previous = 0;
            for f in lint_text(&text) {
                proptest::prop_assert!(f.offset <= text.len() && text.is_char_boundary(f.offset));
                proptest::prop_assert!(f.offset >= previous);
                previous = f.offset;
                proptest::prop_assert!(f.line >= 1 && f.column >= 1);
            }
        }
    }
}
