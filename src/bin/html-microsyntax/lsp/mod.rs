//! `html-microsyntax lsp`: a [Language Server Protocol](https://microsoft.github.io/language-server-protocol/specifications/lsp/3.17/specification/)
//! server over standard input and output.
//!
//! It checks every open HTML document as a whole on open and on each
//! change (full text synchronization) and publishes the findings as
//! diagnostics; it answers hover on an attribute, completion in a value
//! (and of `aria-*` names), and code actions (a finding's fixes, and
//! turning a finding off with an inline directive). The nearest
//! `.html-microsyntax.json` above a document's file configures its check,
//! and is read again when it changes.
//!
//! The messages are read and written here ([`serve`]); what each one means
//! is [`server::Server::handle_payload`], which takes a message's bytes and
//! returns the messages to send, without I/O (the fuzz target drives it).

pub mod actions;
pub mod completion;
pub mod config;
pub mod diagnostics;
pub mod documents;
pub mod hover;
pub mod positions;
pub mod server;

use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

/// `html-microsyntax lsp [--stdio]`.
pub fn main(args: &[&str]) -> ExitCode {
    match args {
        [] | ["--stdio"] => {}
        ["-h" | "--help"] => {
            println!(
                "usage: html-microsyntax lsp [--stdio]\n\n\
                 A Language Server Protocol server on standard input and output:\n\
                 diagnostics, hover, completion and code actions for HTML documents.\n\
                 The editors' setups: docs/editors.md in the repository."
            );
            return ExitCode::SUCCESS;
        }
        _ => {
            eprintln!("html-microsyntax lsp: unexpected arguments (lsp --help)");
            return ExitCode::from(2);
        }
    }
    let stdin = io::stdin();
    let stdout = io::stdout();
    match serve(&mut stdin.lock(), &mut stdout.lock()) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("html-microsyntax lsp: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Reads messages from `input` and writes the answers to `output` until
/// `exit` or the end of the input; the process's exit status (0 after
/// `shutdown` then `exit`, 1 otherwise, as the protocol says).
pub fn serve(input: &mut impl BufRead, output: &mut impl Write) -> io::Result<u8> {
    let mut server = server::Server::new();
    while let Some(payload) = read_payload(input)? {
        let payload = match payload {
            Ok(payload) => payload,
            Err(e) => {
                // A broken header: the message is lost, the stream may
                // resynchronize at the next header.
                eprintln!("html-microsyntax lsp: {e}");
                continue;
            }
        };
        for message in server.handle_payload(&payload) {
            write_message(output, &message)?;
        }
        if let Some(code) = server.exit_code() {
            return Ok(code);
        }
    }
    // The client went away without `exit`.
    Ok(1)
}

/// Longest header line read: more is not a header.
const MAX_HEADER_LINE: usize = 1 << 12;

/// The next message's content, by the base protocol's header part
/// (`Content-Length: N`, other fields ignored, `\r\n` after each and an
/// empty line at the end); `None` at the end of the input, `Some(Err(..))`
/// for a header part without a length.
fn read_payload(input: &mut impl BufRead) -> io::Result<Option<Result<Vec<u8>, String>>> {
    let mut length = None;
    let mut line = Vec::new();
    let mut lines = 0;
    loop {
        line.clear();
        let n = input
            .by_ref()
            .take(MAX_HEADER_LINE as u64)
            .read_until(b'\n', &mut line)?;
        if n == 0 {
            return Ok(None);
        }
        lines += 1;
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        if text.is_empty() {
            if lines == 1 {
                // A stray line break between messages.
                lines = 0;
                continue;
            }
            break;
        }
        if let Some((name, value)) = text.split_once(':') {
            if name.trim().eq_ignore_ascii_case("content-length") {
                length = value.trim().parse::<usize>().ok();
            }
        }
    }
    let Some(length) = length else {
        return Ok(Some(Err(
            "a message without a valid Content-Length".to_string()
        )));
    };
    let mut payload = Vec::new();
    input.take(length as u64).read_to_end(&mut payload)?;
    if payload.len() < length {
        return Ok(None);
    }
    Ok(Some(Ok(payload)))
}

/// Writes one message with its header.
fn write_message(output: &mut impl Write, message: &serde_json::Value) -> io::Result<()> {
    let text = message.to_string();
    write!(output, "Content-Length: {}\r\n\r\n{text}", text.len())?;
    output.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_are_framed_by_their_length() {
        let input =
            b"Content-Length: 2\r\n\r\n{}\r\nContent-Type: x\r\ncontent-length:3\r\n\r\n[1]";
        let mut reader = &input[..];
        assert_eq!(read_payload(&mut reader).unwrap(), Some(Ok(b"{}".to_vec())));
        assert_eq!(
            read_payload(&mut reader).unwrap(),
            Some(Ok(b"[1]".to_vec()))
        );
        assert_eq!(read_payload(&mut reader).unwrap(), None);
        let mut bad = &b"Content-Length: x\r\n\r\n"[..];
        assert!(matches!(read_payload(&mut bad).unwrap(), Some(Err(_))));
        let mut short = &b"Content-Length: 9\r\n\r\n{}"[..];
        assert_eq!(read_payload(&mut short).unwrap(), None);
    }
}
