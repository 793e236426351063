//! Positions: from an offset in a decoded attribute value to the raw
//! source (through character references and line breaks), from an offset in
//! the decoded text to the source bytes (through the decoder), and lines and
//! columns.
//!
//! Every locator here walks forwards only, so locating all the findings of
//! a document, in order, costs one pass over the text and one over the
//! source bytes, however many findings there are.

use core::ops::Range;

use encoding_rs::{Decoder, Encoding};

use super::rules::Place;
use super::tokens::Attribute;

/// Maps a byte offset in a decoded attribute value to the byte offset in
/// its raw source text (the value as written between the quotes).
///
/// The tokenizer decodes character references
/// ([13.2.5.72 Character reference state](https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state))
/// and turns CR LF and CR into LF
/// ([13.2.3.5 Preprocessing the input stream](https://html.spec.whatwg.org/multipage/parsing.html#preprocessing-the-input-stream)):
/// `raw` and `decoded` are matched unit by unit to undo that. An offset
/// inside what a reference produced maps to its `&`; an offset at or past
/// the end of `decoded` maps to the end of the matched raw text. The result
/// is never past `raw.len()`, and is on a character boundary of `raw`.
///
/// Linear in the length of the value.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::source_offset;
///
/// // `value="a&amp;b"` is read as "a&b": the "b" is at 2 in the value, at 6
/// // in the source.
/// assert_eq!(source_offset("a&amp;b", "a&b", 2), 6);
/// // The second "-" of "2024&#45;02-30" is at 7 in "2024-02-30".
/// assert_eq!(source_offset("2024&#45;02-30", "2024-02-30", 7), 11);
/// // CR LF became LF.
/// assert_eq!(source_offset("a\r\nb", "a\nb", 2), 3);
/// ```
pub fn source_offset(raw: &str, decoded: &str, target: usize) -> usize {
    if raw == decoded {
        return floor_char_boundary(raw, target.min(raw.len()));
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
    i.min(raw.len())
}

/// The largest character boundary of `text` at or before `at`.
fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while at > 0 && !text.is_char_boundary(at) {
        at -= 1;
    }
    at
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
    let end = floor_char_boundary(r, stop);
    let r = r.get(..end).unwrap_or_default();
    if end == 0 {
        return d.is_empty() || raw.get(i..).is_some_and(|x| !x.is_empty());
    }
    d.starts_with(r)
}

/// The source line holding byte `offset` of `text`, without its line break
/// (LF, and a CR before it).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::source_line;
///
/// let text = "<p>\r\n<td colspan=0>\n</table>";
/// assert_eq!(source_line(text, 17), "<td colspan=0>");
/// assert_eq!(source_line(text, 0), "<p>");
/// ```
pub fn source_line(text: &str, offset: usize) -> &str {
    let offset = floor_char_boundary(text, offset.min(text.len()));
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

/// Lines and columns of increasing offsets, in one pass over the text.
///
/// A line ends at each LF; the column counts characters from the line's
/// start, a U+FEFF (byte order mark) that opens the line not counted.
pub(crate) struct LineCursor<'a> {
    text: &'a str,
    /// Where the counting stands.
    at: usize,
    /// 1-based line of `at`.
    line: usize,
    /// Where that line starts.
    line_start: usize,
    /// Characters from `line_start` to `at`.
    chars: usize,
}

impl<'a> LineCursor<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        LineCursor {
            text,
            at: 0,
            line: 1,
            line_start: 0,
            chars: 0,
        }
    }

    /// 1-based line and column of byte `offset`. Offsets must come in
    /// increasing order (an earlier one is counted again from its line's
    /// start).
    pub(crate) fn locate(&mut self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        if offset < self.at {
            // Backwards: from the start of the line it is on.
            let start = self
                .text
                .get(..offset)
                .and_then(|t| t.rfind('\n'))
                .map_or(0, |i| i + 1);
            let newlines = self
                .text
                .get(start..self.line_start)
                .map_or(0, |t| t.bytes().filter(|&b| b == b'\n').count());
            self.line -= newlines;
            self.line_start = start;
            self.at = start;
            self.chars = 0;
        }
        let between = self.text.get(self.at..offset).unwrap_or_default();
        // Counted a run at a time (the compiler vectorizes both counts):
        // the line breaks, then the characters after the last one.
        let counted = match between.rfind('\n') {
            Some(last) => {
                self.line += between.bytes().filter(|&b| b == b'\n').count();
                self.line_start = self.at + last + 1;
                self.chars = 0;
                between.get(last + 1..).unwrap_or_default()
            }
            None => between,
        };
        // The first byte of each character: all but continuation bytes.
        self.chars += counted.bytes().filter(|&b| b & 0xC0 != 0x80).count();
        self.at = offset;
        let bom = self
            .text
            .get(self.line_start..offset)
            .is_some_and(|t| t.starts_with('\u{feff}'));
        (self.line, self.chars - usize::from(bom) + 1)
    }
}

/// Source byte offsets of increasing offsets in the decoded text, by
/// running the decoder over the source once.
///
/// The character that starts at decoded offset `t` starts at the first
/// source byte after which the decoder had produced `t` bytes; where one
/// source byte produced output on both sides of `t` (a U+FFFD and the byte
/// that ended the malformed sequence), at that byte.
pub(crate) struct SourceCursor<'a> {
    /// `None`: the decoded text is the source (UTF-8 without errors).
    decoder: Option<Decoder>,
    source: &'a [u8],
    /// Source bytes fed to the decoder.
    fed: usize,
    /// Decoded bytes it produced from them.
    produced: usize,
    /// The decoder has been told that the input ended.
    finished: bool,
    scratch: Vec<u8>,
}

/// The most source bytes fed to the decoder at once.
const CHUNK: usize = 4096;

impl<'a> SourceCursor<'a> {
    /// `encoding: None` when the decoded text is the source itself.
    pub(crate) fn new(source: &'a [u8], encoding: Option<&'static Encoding>) -> Self {
        SourceCursor {
            decoder: encoding.map(Encoding::new_decoder_without_bom_handling),
            source,
            fed: 0,
            produced: 0,
            finished: false,
            scratch: Vec::new(),
        }
    }

    /// The source offset of decoded offset `target`; targets must come in
    /// increasing order.
    pub(crate) fn locate(&mut self, target: usize) -> usize {
        let Some(decoder) = self.decoder.as_mut() else {
            return target.min(self.source.len());
        };
        while self.produced < target {
            let rest = self.source.get(self.fed..).unwrap_or_default();
            if rest.is_empty() {
                if self.finished {
                    return self.source.len();
                }
                // A sequence left incomplete at the end: its U+FFFD.
                self.scratch.resize(16, 0);
                let (_, _, written, _) = decoder.decode_to_utf8(&[], &mut self.scratch, true);
                self.finished = true;
                self.produced += written;
                continue;
            }
            // A chunk whose output cannot reach `target`, or else one byte:
            // the crossing is seen byte by byte.
            let gap = target - self.produced;
            let bound = |n| decoder.max_utf8_buffer_length(n).unwrap_or(usize::MAX);
            let mut n = rest.len().min(CHUNK).min(gap / 4).max(1);
            while n > 1 && bound(n) >= gap {
                n /= 2;
            }
            self.scratch.resize(bound(n).clamp(16, 4 * CHUNK + 16), 0);
            let chunk = rest.get(..n).unwrap_or(rest);
            let (_, read, written, _) = decoder.decode_to_utf8(chunk, &mut self.scratch, false);
            if read == 0 && written == 0 {
                // No progress (cannot happen with room for the chunk): stop
                // where the source is.
                return self.fed;
            }
            self.fed += read;
            self.produced += written;
        }
        // The last byte fed produced output on both sides of the target (a
        // U+FFFD and the byte that ended the malformed sequence): that byte.
        if self.produced > target {
            self.fed.saturating_sub(1)
        } else {
            self.fed
        }
    }
}

/// Where the text a finding at `place` in `attr` is about lies in the
/// decoded text: at its name, the name; in its value, from the character
/// at `place`'s offset to the end of its token (a run of ASCII whitespace,
/// or up to the next ASCII whitespace or comma), through character
/// references. An attribute without a value: its name.
pub(super) fn place_span(text: &str, attr: &Attribute, place: Place) -> Range<usize> {
    match (place, &attr.value_span) {
        (Place::Value(at), Some(span)) => {
            let raw = text.get(span.clone()).unwrap_or(&attr.value);
            let end = token_end(&attr.value, at);
            let start = span.start + source_offset(raw, &attr.value, at);
            start..(span.start + source_offset(raw, &attr.value, end)).max(start)
        }
        _ => attr.name_span.clone(),
    }
}

/// The whole value of `attr` in the decoded text (its name, without one).
pub(super) fn value_span(attr: &Attribute) -> Range<usize> {
    attr.value_span.clone().unwrap_or(attr.name_span.clone())
}

/// The end of the token of `value` that starts at `at`: a run of digits
/// (a number, a date's field), of letters, digits, `-` and `_` (a keyword),
/// of ASCII whitespace, or else up to the next ASCII whitespace or comma.
fn token_end(value: &str, at: usize) -> usize {
    let rest = value.get(at..).unwrap_or_default();
    let space = |c: char| c.is_ascii_whitespace();
    let word = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let n = match rest.chars().next() {
        Some(c) if c.is_ascii_digit() => rest.find(|c: char| !c.is_ascii_digit()),
        Some(c) if c.is_ascii_alphabetic() => rest.find(|c: char| !word(c)),
        Some(c) if space(c) => rest.find(|c: char| !space(c)),
        _ => rest.find(|c: char| space(c) || c == ','),
    };
    at + n.unwrap_or(rest.len())
}

#[cfg(test)]
mod tests {
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
        // Past the end, or inside a character: clamped.
        assert_eq!(source_offset("ab", "ab", 9), 2);
        assert_eq!(source_offset("\u{e9}", "\u{e9}", 1), 0);
    }

    #[test]
    fn lines_and_columns_forwards_and_back() {
        let text = "\u{feff}ab\n\u{e9}x\ny";
        let mut c = LineCursor::new(text);
        assert_eq!(c.locate(0), (1, 1));
        assert_eq!(c.locate(3), (1, 1)); // the BOM is not a column
        assert_eq!(c.locate(4), (1, 2));
        assert_eq!(c.locate(8), (2, 2)); // "é" is one column
        assert_eq!(c.locate(10), (3, 1));
        // Backwards.
        assert_eq!(c.locate(4), (1, 2));
        assert_eq!(c.locate(8), (2, 2));
    }

    proptest::proptest! {
        /// Any text and offsets in any order: the line and column a naive
        /// count from the start gives.
        #[test]
        fn the_cursor_agrees_with_counting_from_the_start(
            text in "[a\n\u{e9}\u{1f600}\u{feff}]{0,40}",
            offsets in proptest::collection::vec(0usize..50, 0..8),
        ) {
            let mut c = LineCursor::new(&text);
            for offset in offsets {
                let at = floor_char_boundary(&text, offset.min(text.len()));
                let before = &text[..at];
                let line = before.matches('\n').count() + 1;
                let line_text = &before[before.rfind('\n').map_or(0, |i| i + 1)..];
                let bom = usize::from(line_text.starts_with('\u{feff}'));
                let column = line_text.chars().count() - bom + 1;
                proptest::prop_assert_eq!(c.locate(offset), (line, column));
            }
        }
    }

    #[test]
    fn source_offsets_through_the_decoder() {
        // windows-1252: one byte a character; "é" is two bytes decoded.
        let source = b"\xe9\xe9x";
        let mut c = SourceCursor::new(source, Some(encoding_rs::WINDOWS_1252));
        assert_eq!([c.locate(0), c.locate(2), c.locate(4)], [0, 1, 2]);
        // Malformed UTF-8: U+FFFD (3 bytes) for the lone byte, then "a".
        let source = b"\xe2\x82ab";
        let mut c = SourceCursor::new(source, Some(encoding_rs::UTF_8));
        assert_eq!(
            [c.locate(0), c.locate(3), c.locate(3), c.locate(4)],
            [0, 2, 2, 3]
        );
        // UTF-16LE: two bytes a character here.
        let source = b"a\0b\0c\0";
        let mut c = SourceCursor::new(source, Some(encoding_rs::UTF_16LE));
        assert_eq!([c.locate(1), c.locate(2), c.locate(9)], [2, 4, 6]);
        // A long run crosses chunks.
        let source = vec![0xe9; 3 * CHUNK];
        let mut c = SourceCursor::new(&source, Some(encoding_rs::WINDOWS_1252));
        assert_eq!(c.locate(2 * 2 * CHUNK + 6), 2 * CHUNK + 3);
        // Incomplete at the end.
        let mut c = SourceCursor::new(b"a\xe2", Some(encoding_rs::UTF_8));
        assert_eq!(c.locate(1), 1);
        assert_eq!(c.locate(4), 2);
    }
}
