//! Where a byte offset is: moved to a character boundary, its 1-based line
//! and its column in characters, a word at a time for the common ASCII case.

use crate::base::text::str_to;

/// `offset` in `input`, moved back to a character boundary (0 is one) and
/// to at most the end.
pub(super) fn boundary_at_or_before(input: &str, offset: usize) -> usize {
    let mut offset = offset.min(input.len());
    while !input.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Where an error at byte `offset` of `input` is: the offset moved to a
/// character boundary, its line and its column (out of line: the one part
/// of an error that loops over the input).
#[cold]
#[inline(never)]
pub(super) fn locate(input: &str, offset: usize) -> (usize, u32, u32) {
    if let Some(column) = plain_column(input.as_bytes(), offset) {
        return (offset, 1, column);
    }
    let offset = boundary_at_or_before(input, offset);
    let (line, column) = line_and_column(input, offset);
    (offset, line, column)
}

/// The column of byte `offset` of `bytes` when every byte before it is
/// ASCII and none is LF (then `offset` is a character boundary, as no UTF-8
/// continuation byte follows an ASCII byte, and it is on line 1), for a text
/// `None` otherwise, for [`line_and_column`] to count. The common error (a
/// short value, ASCII, one line) is located here with one or two word
/// loads: the first 8 bytes with those from `offset` on cleared (a zero
/// byte is plain), or whole words then the 8 bytes that end at `offset`; a
/// text of fewer than 8 bytes (`#ff00f`), byte by byte.
#[inline(always)]
fn plain_column(bytes: &[u8], offset: usize) -> Option<u32> {
    let Some(first) = bytes.first_chunk::<8>() else {
        let before = bytes.get(..offset)?;
        let plain = before.iter().all(|&b| b.is_ascii() && b != b'\n');
        return if plain {
            u32::try_from(offset).ok()?.checked_add(1)
        } else {
            None
        };
    };
    let first = u64::from_le_bytes(*first);
    let plain = match offset.checked_sub(8) {
        // `offset` < 8: the bytes before it, the rest of the word cleared.
        None => is_plain(first & !(u64::MAX << (8 * offset))),
        // The first word, the word that ends at `offset`, and (past 16
        // bytes) the whole words between.
        Some(last) => {
            let tail = u64::from_ne_bytes(*bytes.get(last..)?.first_chunk::<8>()?);
            is_plain(first)
                && is_plain(tail)
                && (offset <= 16 || plain_prefix(bytes.get(..offset)?) + 8 > offset)
        }
    };
    if plain {
        u32::try_from(offset).ok()?.checked_add(1)
    } else {
        None
    }
}

/// The 1-based line and column (in characters) of byte `offset` of `input`,
/// in one pass: lines are counted at each LF, columns in characters (the
/// bytes that do not continue a UTF-8 sequence) since the last LF.
pub(super) fn line_and_column(input: &str, offset: usize) -> (u32, u32) {
    let before = str_to(input, offset).as_bytes();
    let plain = plain_prefix(before);
    let (mut line, mut column) = (
        1u32,
        u32::try_from(plain).unwrap_or(u32::MAX).saturating_add(1),
    );
    for &b in before.get(plain..).unwrap_or_default() {
        if b == b'\n' {
            (line, column) = (line.saturating_add(1), 1);
        } else if !matches!(b, 0x80..=0xbf) {
            column = column.saturating_add(1);
        }
    }
    (line, column)
}

/// How many leading bytes of `bytes`, in whole words of 8, are ASCII and no
/// LF: each is one column of line 1. A word at a time rather than a byte, as
/// most values are short, ASCII and one line.
fn plain_prefix(bytes: &[u8]) -> usize {
    let mut plain = 0;
    for chunk in bytes.chunks_exact(8) {
        let Ok(word) = <[u8; 8]>::try_from(chunk).map(u64::from_ne_bytes) else {
            break;
        };
        if !is_plain(word) {
            break;
        }
        plain += 8;
    }
    plain
}

/// Whether the 8 bytes of `word` are all ASCII and none is LF.
#[inline]
fn is_plain(word: u64) -> bool {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const LFS: u64 = u64::from_ne_bytes([b'\n'; 8]);
    // A byte of `word ^ LFS` is zero where `word` has an LF; the classic
    // test for a zero byte sets its high bit.
    let lf = word ^ LFS;
    let has_lf = lf.wrapping_sub(ONES) & !lf & HIGHS != 0;
    word & HIGHS == 0 && !has_lf
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Line and column a byte at a time, as the spec of [`line_and_column`]
    /// says: the reference its word-at-a-time prefix is checked against.
    fn line_and_column_bytewise(input: &str, offset: usize) -> (u32, u32) {
        let (mut line, mut column) = (1, 1);
        for &b in str_to(input, offset).as_bytes() {
            if b == b'\n' {
                (line, column) = (line + 1, 1);
            } else if !matches!(b, 0x80..=0xbf) {
                column += 1;
            }
        }
        (line, column)
    }

    #[test]
    fn line_and_column_words_agree_with_bytes() {
        let cases = [
            "",
            "a",
            "abcdefg",
            "abcdefgh",
            "abcdefghi",
            "abcdefgh\n",
            "abcdefg\nhij",
            "0123456789abcdef\n0123456789abcdef",
            "é",
            "abcdefgé",
            "abcdefghé12345678",
            "\n\n\n\n\n\n\n\n\n",
            "\u{7f}\u{80}abcdefgh",
            "日本語のテキスト\n日本",
            "a\nbcdefghijk",
            "abcé12345678",
            "2024-0x-15",
            "abcdefghijkl\nmnopqrst",
        ];
        for input in cases {
            for offset in 0..=input.len() {
                if input.is_char_boundary(offset) {
                    assert_eq!(
                        line_and_column(input, offset),
                        line_and_column_bytewise(input, offset),
                        "{input:?} at {offset}"
                    );
                }
            }
            // `locate`'s word-at-a-time shortcut, inside characters and
            // past the end too.
            for offset in 0..input.len() + 3 {
                let at = boundary_at_or_before(input, offset);
                let (line, column) = line_and_column_bytewise(input, at);
                assert_eq!(
                    locate(input, offset),
                    (at, line, column),
                    "{input:?} at {offset}"
                );
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn line_and_column_words_agree_with_bytes_on_any_text(
            input in "[a-z\n\u{80}-\u{7ff}\u{10000}-\u{10010} ]{0,40}",
            at in 0usize..200,
        ) {
            let offset = boundary_at_or_before(&input, at.min(input.len()));
            proptest::prop_assert_eq!(
                line_and_column(&input, offset),
                line_and_column_bytewise(&input, offset)
            );
            let (line, column) = line_and_column_bytewise(&input, offset);
            proptest::prop_assert_eq!(locate(&input, at), (offset, line, column));
        }
    }
}
