//! Positions: byte offsets of the text against the protocol's line and
//! character, in the encoding the client and server agreed on
//! ([Position](https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/#position)).
//! Lines end at `\n`, `\r\n` or `\r`, as the protocol says.

use lsp_types::{Position, PositionEncodingKind, Range};

/// The unit of a position's `character`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// UTF-8 code units: bytes.
    Utf8,
    /// UTF-16 code units (the protocol's default).
    Utf16,
}

impl Encoding {
    /// What the server uses given the client's `general.positionEncodings`:
    /// UTF-8 where offered, else UTF-16.
    pub fn negotiate(offered: Option<&[PositionEncodingKind]>) -> Encoding {
        match offered {
            Some(kinds) if kinds.contains(&PositionEncodingKind::UTF8) => Encoding::Utf8,
            _ => Encoding::Utf16,
        }
    }

    /// The encoding's name in `ServerCapabilities.positionEncoding`.
    pub fn kind(self) -> PositionEncodingKind {
        match self {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
        }
    }

    /// A character's length in this encoding's units.
    fn units(self, c: char) -> usize {
        match self {
            Encoding::Utf8 => c.len_utf8(),
            Encoding::Utf16 => c.len_utf16(),
        }
    }
}

/// Where each line of a text starts.
#[derive(Debug, Clone, Default)]
pub struct LineIndex {
    /// Byte offsets of line starts; the first is 0.
    starts: Vec<usize>,
}

impl LineIndex {
    /// The lines of `text`.
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        let bytes = text.as_bytes();
        let mut i = 0;
        while let Some(&b) = bytes.get(i) {
            i += 1;
            match b {
                b'\n' => starts.push(i),
                b'\r' => {
                    if bytes.get(i) == Some(&b'\n') {
                        i += 1;
                    }
                    starts.push(i);
                }
                _ => {}
            }
        }
        LineIndex { starts }
    }

    /// The position of byte `offset` (clamped to the text, and back to a
    /// character boundary).
    pub fn position(&self, text: &str, offset: usize, encoding: Encoding) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self
            .starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        let start = self.starts.get(line).copied().unwrap_or(0);
        let character = text
            .get(start..offset)
            .unwrap_or_default()
            .chars()
            .map(|c| encoding.units(c))
            .sum::<usize>();
        Position::new(to_u32(line), to_u32(character))
    }

    /// The range from byte `start` to byte `end`.
    pub fn range(&self, text: &str, start: usize, end: usize, encoding: Encoding) -> Range {
        Range::new(
            self.position(text, start, encoding),
            self.position(text, end.max(start), encoding),
        )
    }

    /// The byte offset of `position`: a line past the last is the end of
    /// the text, a character past the line's end is the line's end (before
    /// its line break), a character inside a UTF-16 surrogate pair or a
    /// UTF-8 sequence is the character's start.
    pub fn offset(&self, text: &str, position: Position, encoding: Encoding) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return text.len();
        };
        let end = self
            .starts
            .get(position.line as usize + 1)
            .copied()
            .unwrap_or(text.len());
        let line = text.get(start..end).unwrap_or_default();
        let line = line.trim_end_matches(['\n', '\r']);
        let wanted = position.character as usize;
        let mut units = 0;
        for (i, c) in line.char_indices() {
            let next = units + encoding.units(c);
            if next > wanted {
                return start + i;
            }
            units = next;
        }
        start + line.len()
    }

    /// The byte offset where the line holding `offset` starts.
    pub fn line_start(&self, offset: usize) -> usize {
        let line = self
            .starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1);
        self.starts.get(line).copied().unwrap_or(0)
    }
}

/// A count as the protocol's `uinteger` (saturating).
fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_ascii_counts_in_each_encoding() {
        let text = "é😀<p dir=rlt>\r\nx\ry";
        let index = LineIndex::new(text);
        let at = text.find("rlt").unwrap();
        // é is 2 bytes and 1 UTF-16 unit, 😀 4 bytes and 2 units.
        assert_eq!(
            index.position(text, at, Encoding::Utf8),
            Position::new(0, 13)
        );
        assert_eq!(
            index.position(text, at, Encoding::Utf16),
            Position::new(0, 10)
        );
        assert_eq!(
            index.offset(text, Position::new(0, 10), Encoding::Utf16),
            at
        );
        assert_eq!(index.offset(text, Position::new(0, 13), Encoding::Utf8), at);
        // Inside the surrogate pair: the emoji's start.
        assert_eq!(index.offset(text, Position::new(0, 2), Encoding::Utf16), 2);
        // CR LF and CR end lines.
        let y = text.len() - 1;
        assert_eq!(
            index.position(text, y, Encoding::Utf16),
            Position::new(2, 0)
        );
        // Past the end of a line, and past the last line.
        assert_eq!(
            index.offset(text, Position::new(1, 99), Encoding::Utf8),
            y - 1
        );
        assert_eq!(
            index.offset(text, Position::new(9, 0), Encoding::Utf8),
            text.len()
        );
        assert_eq!(
            index.position(text, 999, Encoding::Utf8),
            Position::new(2, 1)
        );
    }
}
