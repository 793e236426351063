//! Fixes applied to a document's bytes: each edit's replacement written
//! in the document's encoding over its byte range, every other byte kept.
//!
//! An edit whose replacement the encoding cannot write exactly (a
//! character windows-1252 lacks) makes its fix skipped; so does an edit
//! that overlaps one already taken (the first fix wins; the rest are found
//! again on the next check). The result is read back and compared with the
//! decoded text with the same edits made: should they disagree (a stateful
//! encoding such as ISO-2022-JP, or fixes of other bytes), nothing is
//! applied.

use alloc::borrow::Cow;
use alloc::collections::BTreeMap;
use alloc::string::String;
use alloc::vec::Vec;

use encoding_rs::{Encoding, UTF_16BE, UTF_16LE, UTF_8};

use super::encoding;
use super::finding::Fix;

/// A document with fixes applied: its new bytes, and which fixes were.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_bytes;
///
/// let source = b"<ol start=\" 3\">\n<p dir=rlt>";
/// let report = check_bytes(source);
/// let fixed = report.apply_safe_fixes(source);
/// assert_eq!(fixed.bytes, b"<ol start=\"3\">\n<p dir=rlt>"); // `rlt` -> `rtl` is a guess: not safe
/// assert_eq!(fixed.applied, [0]); // the index of the fixed finding
/// assert!(fixed.changed());
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fixed {
    /// The document's bytes after the fixes, in its encoding.
    pub bytes: Vec<u8>,
    /// The indices of the fixes applied (of the findings, for
    /// [`Report::apply_safe_fixes`](super::Report::apply_safe_fixes)), in
    /// increasing order.
    pub applied: Vec<usize>,
}

impl Fixed {
    /// Whether some fix was applied.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// let source = b"<td colspan=two>"; // no correction the text determines
    /// assert!(!check_bytes(source).apply_safe_fixes(source).changed());
    /// ```
    pub fn changed(&self) -> bool {
        !self.applied.is_empty()
    }
}

/// Applies `fixes`, in order, to `source`, a document in `encoding` (the
/// encoding its findings were made in:
/// [`Report::encoding`](super::Report::encoding)); every edit of a fix or
/// none of them. A fix is skipped when the encoding cannot write one of its
/// replacements exactly, or when one of its edits overlaps an edit already
/// taken (or inserts where another starts); an edit equal to one taken is
/// shared. Bytes outside the edits are kept as they are.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{apply_fixes, check_bytes_with, Options};
///
/// // windows-1252: "é" is the one byte 0xE9.
/// let source = b"<p title=caf\xE9><ol start=\"1.5\" reversed>";
/// let options = Options::new().transport_charset(Some("windows-1252"));
/// let report = check_bytes_with(source, &options);
/// let fixes = report.findings().iter().flat_map(|f| &f.fixes);
/// let fixed = apply_fixes(source, report.encoding(), fixes);
/// assert_eq!(fixed.bytes, b"<p title=caf\xE9><ol start=\"1\" reversed>");
/// ```
pub fn apply_fixes<'f>(
    source: &[u8],
    encoding: &'static Encoding,
    fixes: impl IntoIterator<Item = &'f Fix>,
) -> Fixed {
    let text = encoding::decode(source, encoding);
    apply(source, &text, encoding, fixes)
}

/// [`apply_fixes`] over `source` whose decoded text is `text`.
pub(super) fn apply<'f>(
    source: &[u8],
    text: &str,
    encoding: &'static Encoding,
    fixes: impl IntoIterator<Item = &'f Fix>,
) -> Fixed {
    let unchanged = || Fixed {
        bytes: source.to_vec(),
        applied: Vec::new(),
    };
    // (source start, source end) -> (decoded start, decoded end,
    // replacement, replacement's bytes).
    let mut taken: BTreeMap<(usize, usize), Taken<'f>> = BTreeMap::new();
    let mut applied = Vec::new();
    'fixes: for (index, fix) in fixes.into_iter().enumerate() {
        let mut edits = Vec::with_capacity(fix.edits.len());
        for edit in &fix.edits {
            let span = (edit.source_offset, edit.source_end_offset);
            if span.0 > span.1 || span.1 > source.len() || edit.offset > edit.end_offset {
                continue 'fixes;
            }
            let Some(bytes) = encode(&edit.replacement, encoding) else {
                continue 'fixes;
            };
            let edit = Taken {
                text: (edit.offset, edit.end_offset),
                replacement: &edit.replacement,
                bytes,
            };
            match conflict(&taken, span, &edit) {
                Conflict::None => edits.push((span, edit)),
                Conflict::Same => {}
                Conflict::Overlap => continue 'fixes,
            }
        }
        // The fix's own edits do not overlap (a fix's edits are in order).
        let ordered = edits
            .windows(2)
            .all(|w| matches!(w, [a, b] if a.0 .1 <= b.0 .0 && a.0 != b.0));
        if !ordered {
            continue;
        }
        taken.extend(edits);
        applied.push(index);
    }
    if applied.is_empty() {
        return unchanged();
    }
    let mut bytes = Vec::with_capacity(source.len());
    let mut expected = String::with_capacity(text.len());
    let (mut at, mut text_at) = (0, 0);
    for (&(start, end), edit) in &taken {
        let (Some(kept), Some(kept_text)) = (source.get(at..start), text.get(text_at..edit.text.0))
        else {
            return unchanged();
        };
        bytes.extend_from_slice(kept);
        bytes.extend_from_slice(&edit.bytes);
        expected.push_str(kept_text);
        expected.push_str(edit.replacement);
        at = end;
        text_at = edit.text.1;
    }
    let (Some(rest), Some(rest_text)) = (source.get(at..), text.get(text_at..)) else {
        return unchanged();
    };
    bytes.extend_from_slice(rest);
    expected.push_str(rest_text);
    // The bytes read back as the text with the same edits, or nothing.
    if encoding::decode(&bytes, encoding) != expected {
        return unchanged();
    }
    Fixed { bytes, applied }
}

/// An edit taken: its span in the decoded text, its replacement and the
/// replacement's bytes.
struct Taken<'f> {
    text: (usize, usize),
    replacement: &'f str,
    bytes: Cow<'f, [u8]>,
}

/// How an edit of `span` meets the edits taken.
enum Conflict {
    /// It meets none.
    None,
    /// An equal edit is taken.
    Same,
    /// It overlaps one, or starts where one starts.
    Overlap,
}

/// How an edit of source bytes `span` meets `taken` (disjoint spans, so
/// that their ends grow with their starts).
fn conflict(
    taken: &BTreeMap<(usize, usize), Taken<'_>>,
    span: (usize, usize),
    edit: &Taken<'_>,
) -> Conflict {
    let (start, end) = span;
    if let Some(same) = taken.get(&span) {
        return if same.bytes == edit.bytes && same.text == edit.text {
            Conflict::Same
        } else {
            Conflict::Overlap
        };
    }
    // Two edits at one start: which comes first is not known.
    if taken
        .range((start, 0)..=(start, usize::MAX))
        .next()
        .is_some()
    {
        return Conflict::Overlap;
    }
    // The taken spans that start before this one ends: the last of them
    // ends latest.
    match taken.range(..(end, 0)).next_back() {
        Some((&(_, taken_end), _)) if taken_end > start => Conflict::Overlap,
        _ => Conflict::None,
    }
}

/// `replacement` written in `encoding`, if it can be exactly (UTF-16 by
/// hand: the Encoding Standard's encoders write UTF-8 for it).
fn encode<'r>(replacement: &'r str, encoding: &'static Encoding) -> Option<Cow<'r, [u8]>> {
    if encoding == UTF_16LE || encoding == UTF_16BE {
        let little = encoding == UTF_16LE;
        let bytes = replacement
            .encode_utf16()
            .flat_map(|unit| match little {
                true => unit.to_le_bytes(),
                false => unit.to_be_bytes(),
            })
            .collect();
        return Some(Cow::Owned(bytes));
    }
    if encoding.output_encoding() != encoding {
        // `replacement`: no bytes of its own.
        return None;
    }
    if encoding == UTF_8 {
        return Some(Cow::Borrowed(replacement.as_bytes()));
    }
    let (bytes, _, unmappable) = encoding.encode(replacement);
    (!unmappable).then_some(bytes)
}

#[cfg(test)]
mod tests {
    use alloc::string::ToString;
    use alloc::vec;

    use super::super::finding::Edit;
    use super::*;

    fn fix(edits: &[(usize, usize, &str)]) -> Fix {
        Fix {
            description: String::new(),
            safe: true,
            edits: edits
                .iter()
                .map(|&(s, e, r)| Edit {
                    offset: s,
                    end_offset: e,
                    source_offset: s,
                    source_end_offset: e,
                    replacement: r.to_string(),
                })
                .collect(),
        }
    }

    #[test]
    fn overlapping_edits_the_first_wins() {
        let source = b"0123456789";
        let fixes = [
            fix(&[(2, 4, "ab")]),
            fix(&[(3, 5, "x")]),              // overlaps the first
            fix(&[(2, 4, "ab")]),             // the same edit: shared
            fix(&[(4, 4, "+")]),              // an insertion where the first ends
            fix(&[(6, 6, "-")]),              // an insertion
            fix(&[(6, 7, "y")]),              // starts where that one does
            fix(&[(8, 9, "z"), (1, 2, "w")]), // out of order
            fix(&[(0, 11, "")]),              // past the end
        ];
        let fixed = apply_fixes(source, UTF_8, &fixes);
        assert_eq!(fixed.bytes, b"01ab+45-6789");
        assert_eq!(fixed.applied, [0, 2, 3, 4]);
    }

    #[test]
    fn what_the_encoding_cannot_write_is_skipped() {
        let windows_1252 = encoding_rs::WINDOWS_1252;
        let fixes = [fix(&[(0, 1, "\u{3042}")]), fix(&[(1, 2, "\u{e9}")])];
        let fixed = apply_fixes(b"ab", windows_1252, &fixes);
        assert_eq!((fixed.bytes, fixed.applied), (b"a\xE9".to_vec(), vec![1]));
        // UTF-16, by hand.
        let le: Vec<u8> = "ab".encode_utf16().flat_map(u16::to_le_bytes).collect();
        let edit = Fix {
            edits: vec![Edit {
                offset: 1,
                end_offset: 2,
                source_offset: 2,
                source_end_offset: 4,
                replacement: "\u{e9}".to_string(),
            }],
            ..fix(&[])
        };
        let fixed = apply_fixes(&le, UTF_16LE, [&edit]);
        assert_eq!(fixed.bytes, [b'a', 0, 0xE9, 0]);
        // Edits that do not read back as their text: nothing applied.
        let wrong = Fix {
            edits: vec![Edit {
                offset: 0,
                ..edit.edits[0].clone()
            }],
            ..fix(&[])
        };
        let fixed = apply_fixes(&le, UTF_16LE, [&wrong]);
        assert_eq!((fixed.bytes, fixed.applied), (le, vec![]));
    }
}
