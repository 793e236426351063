//! `lsp`: the editor server's latency, from sending a `didChange` of a
//! 1 MiB document (the first pages of `lint.rs`'s generated corpus,
//! concatenated) to reading its `publishDiagnostics`, through the
//! release binary's standard input and output as an editor sees it; and,
//! for comparison, the in-process check of the same text.
//!
//! `cargo bench --features lsp --bench lsp` prints the median, the fastest
//! and the slowest of 31 changes.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)]

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

#[allow(dead_code)]
#[path = "lint.rs"]
mod lint;

fn send(stdin: &mut impl Write, message: &Value) {
    let body = message.to_string();
    write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
    stdin.flush().unwrap();
}

fn receive(reader: &mut BufReader<ChildStdout>) -> Value {
    let mut length = 0;
    loop {
        let mut line = String::new();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the server ended");
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(n) = line.strip_prefix("Content-Length: ") {
            length = n.parse().unwrap();
        }
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body).unwrap();
    serde_json::from_slice(&body).unwrap()
}

/// The diagnostics of `version`: their count.
fn diagnostics_of(reader: &mut BufReader<ChildStdout>, version: i64) -> usize {
    loop {
        let message = receive(reader);
        if message["method"] == "textDocument/publishDiagnostics"
            && message["params"]["version"] == version
        {
            return message["params"]["diagnostics"].as_array().unwrap().len();
        }
    }
}

fn median(times: &mut [Duration]) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let mut document = String::new();
    for page in lint::corpus() {
        if document.len() >= 1 << 20 {
            break;
        }
        document.push_str(&page);
    }
    let mut child = Command::new(env!("CARGO_BIN_EXE_html-microsyntax"))
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    send(
        &mut stdin,
        &json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
    );
    receive(&mut reader);
    let uri = "untitled:bench.html";
    send(
        &mut stdin,
        &json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "html", "version": 1, "text": document}}}),
    );
    let findings = diagnostics_of(&mut reader, 1);

    let mut times = Vec::new();
    let mut checks = Vec::new();
    for version in 2..33 {
        // A change at the end: a comment that grows by one character.
        let text = format!("{document}<!-- {} -->", "x".repeat(version as usize));
        let message = json!({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}});
        let start = Instant::now();
        send(&mut stdin, &message);
        let n = diagnostics_of(&mut reader, version);
        times.push(start.elapsed());
        assert_eq!(n, findings);
        let start = Instant::now();
        let report = html_microsyntax::document::check_str(&text);
        checks.push(start.elapsed());
        assert_eq!(report.findings().len(), findings);
    }
    send(
        &mut stdin,
        &json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
    );
    receive(&mut reader);
    send(&mut stdin, &json!({"jsonrpc": "2.0", "method": "exit"}));
    assert!(child.wait().unwrap().success());

    let (fastest, slowest) = (*times.iter().min().unwrap(), *times.iter().max().unwrap());
    println!(
        "lsp/did_change_to_diagnostics: {} bytes, {findings} diagnostics, {} changes: median {:.1} ms (fastest {:.1}, slowest {:.1}); check_str alone: median {:.1} ms",
        document.len(),
        times.len(),
        median(&mut times).as_secs_f64() * 1e3,
        fastest.as_secs_f64() * 1e3,
        slowest.as_secs_f64() * 1e3,
        median(&mut checks).as_secs_f64() * 1e3,
    );
}
