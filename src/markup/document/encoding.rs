//! The document's encoding and its text: the byte order mark, the
//! transport layer's label, the `<meta>` prescan, and the Encoding
//! Standard's decoders (`encoding_rs`).

use alloc::borrow::Cow;

use encoding_rs::{Encoding, UTF_8, WINDOWS_1252};

use super::tokens;

/// The encoding of a document's bytes, by its byte order mark or else the
/// `<meta charset>` / `<meta http-equiv=content-type>` prescan of its first
/// 1024 bytes, UTF-8 when neither says
/// ([13.2.3.2 Determining the character encoding](https://html.spec.whatwg.org/multipage/parsing.html#determining-the-character-encoding)).
///
/// As the standard says, a `meta` naming UTF-16 means UTF-8, and
/// `x-user-defined` means windows-1252. The prescan reads the `meta` tags
/// with the tokenizer (an approximation of the standard's byte-level
/// prescan that agrees on ordinary markup).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::sniff_encoding;
///
/// assert_eq!(sniff_encoding(b"<meta charset=latin1><p>").name(), "windows-1252");
/// assert_eq!(sniff_encoding(b"\xFF\xFE<\0p\0>\0").name(), "UTF-16LE");
/// assert_eq!(sniff_encoding(b"<p>caf\xC3\xA9").name(), "UTF-8");
/// ```
pub fn sniff_encoding(bytes: &[u8]) -> &'static Encoding {
    if let Some((encoding, _)) = Encoding::for_bom(bytes) {
        return encoding;
    }
    prescan(bytes).unwrap_or(UTF_8)
}

/// The encoding the `meta` tags of the first 1024 bytes name, if any.
fn prescan(bytes: &[u8]) -> Option<&'static Encoding> {
    let head = bytes.get(..1024).unwrap_or(bytes);
    // Bytes as windows-1252 keep every ASCII byte in place, which is all the
    // prescan looks at; the same tokenizer reads the `meta` tags.
    let (text, _) = WINDOWS_1252.decode_without_bom_handling(head);
    for tag in tokens::start_tags(&text) {
        if tag.name != "meta" {
            continue;
        }
        let get = |name: &str| {
            tag.attributes
                .iter()
                .find(|a| a.name == name)
                .map(|a| a.value.as_str())
        };
        let label = get("charset").map(str::to_owned).or_else(|| {
            let content_type =
                get("http-equiv").is_some_and(|v| v.eq_ignore_ascii_case("content-type"));
            if content_type {
                get("content").and_then(charset_in_content)
            } else {
                None
            }
        });
        if let Some(encoding) = label.and_then(|l| Encoding::for_label(l.trim().as_bytes())) {
            if encoding == encoding_rs::UTF_16BE || encoding == encoding_rs::UTF_16LE {
                return Some(UTF_8);
            }
            if encoding == encoding_rs::X_USER_DEFINED {
                return Some(WINDOWS_1252);
            }
            return Some(encoding);
        }
    }
    None
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

/// The encoding to decode with: a BOM wins, then the transport label, then
/// the prescan.
pub(crate) fn choose(bytes: &[u8], transport: Option<&str>) -> &'static Encoding {
    let transport = transport.and_then(|l| Encoding::for_label(l.trim().as_bytes()));
    match (Encoding::for_bom(bytes), transport) {
        (None, Some(encoding)) => encoding,
        _ => sniff_encoding(bytes),
    }
}

/// The text of `bytes` in `encoding`: borrowed when it is the bytes
/// themselves (valid UTF-8 in UTF-8, or ASCII in an ASCII-compatible
/// encoding: the offsets are then the source's), decoded otherwise
/// (malformed sequences become U+FFFD). The byte order mark stays, as
/// U+FEFF, so that UTF-8 offsets match the source up to the first malformed
/// sequence.
pub(crate) fn decode<'a>(bytes: &'a [u8], encoding: &'static Encoding) -> Cow<'a, str> {
    if encoding == UTF_8 {
        if let Ok(text) = core::str::from_utf8(bytes) {
            return Cow::Borrowed(text);
        }
    }
    let (text, _) = encoding.decode_without_bom_handling(bytes);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            sniff_encoding(b"<meta charset=x-user-defined>"),
            WINDOWS_1252
        );
        assert_eq!(sniff_encoding(b"<p>"), UTF_8);
    }

    #[test]
    fn a_bom_wins_over_the_transport_label_which_wins_over_meta() {
        let doc = b"<meta charset=latin1>";
        assert_eq!(choose(doc, None), WINDOWS_1252);
        assert_eq!(choose(doc, Some(" shift_jis ")), encoding_rs::SHIFT_JIS);
        assert_eq!(choose(doc, Some("no-such-label")), WINDOWS_1252);
        assert_eq!(choose(b"\xEF\xBB\xBF<p>", Some("latin1")), UTF_8);
    }
}
