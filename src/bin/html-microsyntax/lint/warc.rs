//! WARC input: the HTML response records of a `.warc` or `.warc.gz` file.
//!
//! The WARC/1.0 (and 1.1) record framing is a version line, header lines up
//! to an empty line, a block of `Content-Length` bytes and two CR LFs; a
//! `response` record's block is an HTTP response. Only records with an HTTP
//! `Content-Type` of `text/html` or `application/xhtml+xml` are returned.
//! Bodies are taken as stored: a body with a `Transfer-Encoding` or
//! `Content-Encoding` other than identity is skipped (WARC writers that keep
//! the raw transfer keep it so).

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read};
use std::path::Path;

use flate2::read::MultiGzDecoder;
use html_microsyntax::mime::parse_mime_type;

/// One HTML response: the target URI, the HTTP charset if any, the body.
pub struct Record {
    /// `WARC-Target-URI`.
    pub uri: String,
    /// The `charset` parameter of the HTTP `Content-Type`.
    pub charset: Option<String>,
    /// The HTTP body.
    pub body: Vec<u8>,
}

/// Every HTML response record of the file (gzip when its name ends in
/// `.gz`).
pub fn read_records(path: &Path) -> io::Result<Vec<Record>> {
    let file = File::open(path)?;
    let gz = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("gz"));
    let reader: Box<dyn Read> = if gz {
        Box::new(MultiGzDecoder::new(file))
    } else {
        Box::new(file)
    };
    records(BufReader::with_capacity(1 << 16, reader))
}

fn bad(what: &str) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidData,
        format!("not a WARC file: {what}"),
    )
}

/// The records of a WARC stream.
pub fn records(mut reader: impl BufRead) -> io::Result<Vec<Record>> {
    let mut out = Vec::new();
    let mut line = Vec::new();
    loop {
        // The version line (blank lines between records are skipped).
        line.clear();
        if reader.read_until(b'\n', &mut line)? == 0 {
            return Ok(out);
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        if !line.starts_with(b"WARC/") {
            return Err(bad("expected a WARC/ version line"));
        }
        let mut length = None;
        let mut warc_type = String::new();
        let mut uri = String::new();
        loop {
            line.clear();
            if reader.read_until(b'\n', &mut line)? == 0 {
                return Err(bad("truncated record header"));
            }
            let text = String::from_utf8_lossy(&line);
            let text = text.trim_end_matches(['\r', '\n']);
            if text.is_empty() {
                break;
            }
            if let Some((name, value)) = text.split_once(':') {
                let value = value.trim();
                match name.trim().to_ascii_lowercase().as_str() {
                    "content-length" => length = value.parse::<u64>().ok(),
                    "warc-type" => warc_type = value.to_owned(),
                    "warc-target-uri" => uri = value.trim_matches(['<', '>']).to_owned(),
                    _ => {}
                }
            }
        }
        let length = length.ok_or_else(|| bad("a record without Content-Length"))?;
        let mut block = Vec::new();
        (&mut reader).take(length).read_to_end(&mut block)?;
        if u64::try_from(block.len()).unwrap_or(u64::MAX) != length {
            return Err(bad("truncated record block"));
        }
        if warc_type.eq_ignore_ascii_case("response") {
            if let Some(record) = http_html(&uri, block) {
                out.push(record);
            }
        }
    }
}

/// The HTML body of an HTTP response block, if it is one.
fn http_html(uri: &str, block: Vec<u8>) -> Option<Record> {
    if !block.starts_with(b"HTTP/") {
        return None;
    }
    let end = block.windows(4).position(|w| w == b"\r\n\r\n")?;
    let head = String::from_utf8_lossy(block.get(..end)?).into_owned();
    let mut html = false;
    let mut charset = None;
    for header in head.split("\r\n").skip(1) {
        let Some((name, value)) = header.split_once(':') else {
            continue;
        };
        let value = value.trim();
        let lower = value.to_ascii_lowercase();
        match name.trim().to_ascii_lowercase().as_str() {
            "content-type" => {
                // The crate's MIME parser: lowercase essence, unquoted
                // parameter values (a single-quoted charset, which HTTP does
                // not allow, is still read, as senders write it).
                let mime = parse_mime_type(value).ok();
                html = mime.as_ref().is_some_and(|m| {
                    let essence = (m.type_(), m.subtype());
                    essence == ("text", "html") || essence == ("application", "xhtml+xml")
                });
                charset = mime
                    .as_ref()
                    .and_then(|m| m.parameter("charset"))
                    .map(|c| c.trim_matches(['"', '\'']).to_ascii_lowercase());
            }
            "transfer-encoding" | "content-encoding" if lower != "identity" => return None,
            _ => {}
        }
    }
    if !html {
        return None;
    }
    let body = block.get(end + 4..)?.to_vec();
    Some(Record {
        uri: uri.to_owned(),
        charset,
        body,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(kind: &str, uri: &str, block: &str) -> String {
        format!(
            "WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\nContent-Length: {}\r\n\r\n{block}\r\n\r\n",
            block.len()
        )
    }

    #[test]
    fn html_responses_are_read_and_the_rest_skipped() {
        let warc = [
            record("warcinfo", "", "software: test\r\n"),
            record("request", "http://a.test/", "GET / HTTP/1.1\r\n\r\n"),
            record(
                "response",
                "http://a.test/",
                "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=ISO-8859-1\r\n\r\n<td colspan=0>",
            ),
            record(
                "response",
                "http://a.test/x.png",
                "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\r\nPNG",
            ),
        ]
        .concat();
        let records = records(warc.as_bytes()).unwrap();
        assert_eq!(records.len(), 1);
        assert_eq!(records[0].uri, "http://a.test/");
        assert_eq!(records[0].charset.as_deref(), Some("iso-8859-1"));
        assert_eq!(records[0].body, b"<td colspan=0>");
        assert!(super::records(&b"garbage"[..]).is_err());
    }

    #[test]
    fn the_content_type_is_read_by_the_mime_parser() {
        let charset = |content_type: &str| {
            let block = format!("HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\n\r\nx");
            http_html("u", block.into_bytes()).map(|r| r.charset)
        };
        assert_eq!(
            charset("Text/HTML; Charset=\"UTF-8\""),
            Some(Some("utf-8".into()))
        );
        assert_eq!(
            charset("text/html ;charset='Big5'"),
            Some(Some("big5".into()))
        );
        assert_eq!(charset("application/xhtml+xml"), Some(None));
        assert_eq!(charset("text/html;a=\"x;charset=y\""), Some(None));
        assert_eq!(charset("text/plain;charset=utf-8"), None);
        assert_eq!(charset("text/ html"), None);
    }
}
