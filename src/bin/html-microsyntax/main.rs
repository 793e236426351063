//! `html-microsyntax`: the crate's algorithms from the command line.
//!
//! ```text
//! html-microsyntax <syntax> <input>     one value, for people
//! html-microsyntax batch < in.jsonl     JSON lines, for programs
//! html-microsyntax --help               the syntax names
//! ```
//!
//! The batch contract is in `json-contract.md` (shared with the project);
//! this file only parses arguments and prints.
#![forbid(unsafe_code)]
// As in the library: no panics by construction outside tests.
#![cfg_attr(
    not(test),
    deny(
        clippy::unwrap_used,
        clippy::expect_used,
        clippy::panic,
        clippy::indexing_slicing,
        clippy::string_slice
    )
)]

mod datetime;
mod lint;
mod numbers;
mod rest;

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use html_microsyntax::Error;
use serde_json::Value;

type Family = (
    &'static [(&'static str, &'static str)],
    fn(&str, &str) -> Option<Result<Value, Error>>,
    fn(&str, &str) -> Option<String>,
);

/// Every family of syntaxes: names, runner, serializer.
const FAMILIES: &[Family] = &[
    (numbers::SYNTAXES, numbers::run, numbers::serialize),
    (datetime::SYNTAXES, datetime::run, datetime::serialize),
    // Colors, tokens and references: the result is already the string.
    (rest::SYNTAXES, rest::run, |_, _| None),
];

fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    FAMILIES.iter().find_map(|(_, run, _)| run(syntax, input))
}

fn serialize(syntax: &str, input: &str) -> Option<String> {
    FAMILIES.iter().find_map(|(_, _, ser)| ser(syntax, input))
}

fn usage() -> String {
    let mut s = String::from(
        "usage: html-microsyntax <syntax> <input>\n       html-microsyntax batch < cases.jsonl > results.jsonl\n       html-microsyntax lint [--format human|json|sarif|github] [PATH ...]   (lint --help)\n       html-microsyntax --version\n\nsyntaxes:\n",
    );
    for (names, _, _) in FAMILIES {
        for (name, what) in names.iter() {
            s.push_str(&format!("  {name:<34} {what}\n"));
        }
    }
    s
}

fn error_json(kind: &str, offset: usize, line: u32, column: u32, message: &str) -> Value {
    serde_json::json!({
        "kind": kind, "offset": offset, "line": line, "column": column, "message": message,
    })
}

/// One output line of the batch mode.
fn write_line(
    out: &mut impl Write,
    syntax: &Value,
    input: &Value,
    result: &Value,
    error: &Value,
) -> io::Result<()> {
    out.write_all(b"{\"syntax\":")?;
    serde_json::to_writer(&mut *out, syntax)?;
    out.write_all(b",\"input\":")?;
    serde_json::to_writer(&mut *out, input)?;
    out.write_all(b",\"result\":")?;
    serde_json::to_writer(&mut *out, result)?;
    out.write_all(b",\"error\":")?;
    serde_json::to_writer(&mut *out, error)?;
    out.write_all(b"}\n")
}

/// Answers one request line of the batch mode.
pub(crate) fn answer(line: &str, out: &mut impl Write) -> io::Result<()> {
    let request: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => {
            let column = u32::try_from(e.column()).unwrap_or(u32::MAX);
            let err = error_json(
                "bad_request",
                0,
                1,
                column.max(1),
                &format!("not a JSON object: {e}"),
            );
            return write_line(out, &Value::Null, &Value::Null, &Value::Null, &err);
        }
    };
    let syntax = request.get("syntax").cloned().unwrap_or(Value::Null);
    let input = request.get("input").cloned().unwrap_or(Value::Null);
    let (Some(name), Some(text)) = (syntax.as_str(), input.as_str()) else {
        let err = error_json(
            "bad_request",
            0,
            1,
            1,
            "expected an object with string fields \"syntax\" and \"input\"",
        );
        return write_line(out, &syntax, &input, &Value::Null, &err);
    };
    match run(name, text) {
        None => {
            let err = error_json(
                "unknown_syntax",
                0,
                1,
                1,
                &format!("unknown syntax {name:?}"),
            );
            write_line(out, &syntax, &input, &Value::Null, &err)
        }
        Some(Ok(result)) => write_line(out, &syntax, &input, &result, &Value::Null),
        Some(Err(e)) => {
            // The library's own serialization of `Error` is the contract's
            // error object.
            let err = serde_json::to_value(&e).unwrap_or_default();
            write_line(out, &syntax, &input, &Value::Null, &err)
        }
    }
}

fn batch() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    answer_lines(&mut stdin.lock(), &mut out)?;
    out.flush()
}

/// The batch mode's line reader: one answer line per request line (`\n`
/// or `\r\n` ended; a last line without one counts), whatever the bytes.
pub(crate) fn answer_lines(reader: &mut impl BufRead, out: &mut impl Write) -> io::Result<()> {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if reader.read_until(b'\n', &mut buf)? == 0 {
            break;
        }
        while buf.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            buf.pop();
        }
        match std::str::from_utf8(&buf) {
            Ok(line) => answer(line, out)?,
            Err(_) => {
                let err = error_json("bad_request", 0, 1, 1, "the line is not UTF-8");
                write_line(out, &Value::Null, &Value::Null, &Value::Null, &err)?;
            }
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["lint", rest @ ..] => lint::main(rest),
        ["-V" | "--version"] => {
            println!("html-microsyntax {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        ["-h" | "--help" | "help"] | ["batch", "-h" | "--help"] => {
            print!("{}", usage());
            ExitCode::SUCCESS
        }
        ["batch"] => match batch() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("html-microsyntax: {e}");
                ExitCode::from(2)
            }
        },
        [syntax, input] => match run(syntax, input) {
            None => {
                eprintln!("html-microsyntax: unknown syntax {syntax:?}\n\n{}", usage());
                ExitCode::from(2)
            }
            Some(Ok(value)) => {
                println!("{syntax}: {value}");
                if let Some(valid) = serialize(syntax, input) {
                    println!("serialized: {valid}");
                }
                ExitCode::SUCCESS
            }
            Some(Err(e)) => {
                println!("{syntax}: error: {e}");
                println!("{}", e.report(input));
                ExitCode::from(1)
            }
        },
        _ => {
            eprint!("{}", usage());
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer_str(line: &str) -> Value {
        let mut out = Vec::new();
        answer(line, &mut out).unwrap();
        serde_json::from_slice(&out).unwrap()
    }

    #[test]
    fn batch_lines_follow_the_contract() {
        let v = answer_str(r#"{"syntax":"integer","input":" +12abc","id":7}"#);
        assert_eq!(
            v,
            serde_json::json!({"syntax":"integer","input":" +12abc","result":12,"error":null})
        );
        let v = answer_str(r#"{"syntax":"float","input":"x"}"#);
        assert_eq!(v["result"], Value::Null);
        assert_eq!(v["error"]["kind"], "expected_number");
        assert_eq!(v["error"]["column"], 1);
        let v = answer_str(r#"{"syntax":"integer","input":"18446744073709551615"}"#);
        assert_eq!(v["error"]["kind"], "overflow");
        let v = answer_str(r#"{"syntax":"non_negative_integer","input":"18446744073709551615"}"#);
        assert_eq!(v["result"].as_u64(), Some(u64::MAX));
    }

    #[test]
    fn bad_lines_do_not_stop_the_batch() {
        let v = answer_str("{not json");
        assert_eq!(v["error"]["kind"], "bad_request");
        let v = answer_str(r#"{"syntax":"nope","input":"1"}"#);
        assert_eq!(v["error"]["kind"], "unknown_syntax");
        assert_eq!(v["syntax"], "nope");
        let v = answer_str(r#"{"syntax":"float"}"#);
        assert_eq!(v["error"]["kind"], "bad_request");
        let v = answer_str(r#"[1,2]"#);
        assert_eq!(v["error"]["kind"], "bad_request");
    }

    #[test]
    fn every_syntax_name_runs() {
        for (names, _, _) in FAMILIES {
            for (name, _) in names.iter() {
                assert!(run(name, "1").is_some(), "{name}");
            }
        }
    }
}
