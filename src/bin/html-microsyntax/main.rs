//! `html-microsyntax`: the crate's algorithms from the command line.
//!
//! ```text
//! html-microsyntax <syntax> <input>     one value, for people (`-`: stdin)
//! html-microsyntax <syntax> --help      that syntax's description and usage
//! html-microsyntax batch < in.jsonl     JSON lines, for programs
//! html-microsyntax lint [PATH ...]      the attribute values of documents
//! html-microsyntax --help               the syntax names
//! ```
//!
//! The arguments are parsed by hand: the grammar is positional, an input
//! may begin with `-` (`-5`), and the usage errors keep their documented
//! shape (one line on stderr, exit status 2).
//!
//! The contract of both modes (syntax names, result and error shapes, exit
//! statuses) is `docs/cli.md` in the repository; this file only parses
//! arguments and prints.
// The lints are Cargo.toml's [lints], as for the library: no panics by
// construction outside tests; unsafe code is forbidden here.
#![forbid(unsafe_code)]

mod lint;
#[cfg(feature = "lsp")]
mod lsp;
mod shapes;

use std::io::{self, BufRead, BufWriter, Read, Write};
use std::process::ExitCode;
use std::sync::LazyLock;

use html_microsyntax::batch::{self, describe, is_check, run, run_object, serialize, Served};
use html_microsyntax::keywords::nearest_keyword;
use serde_json::Value;

/// A field of a JSON object (`Null` when absent).
fn field<'v>(value: &'v Value, name: &str) -> &'v Value {
    value.get(name).unwrap_or(&Value::Null)
}

fn usage() -> String {
    let mut s = String::from(
        "usage: html-microsyntax <syntax> <input>       (<input> - reads it from standard input)\n       html-microsyntax <syntax> --help\n       html-microsyntax batch < cases.jsonl > results.jsonl   (batch --help)\n       html-microsyntax lint [--format human|json|sarif|github] [PATH ...]   (lint --help)\n       html-microsyntax lsp   (a Language Server Protocol server on stdio; lsp --help)\n       html-microsyntax --version\n\nsyntaxes:\n",
    );
    let all = batch::syntaxes();
    let group = |s: &mut String, served: Served| {
        for (name, what, _) in all.iter().filter(|(.., by)| *by == served) {
            s.push_str(&format!("  {name:<34} {what}\n"));
        }
    };
    group(&mut s, Served::String);
    s.push_str(
        "\nchecks (the library's registry of syntaxes; true, or false with the first violation):\n",
    );
    group(&mut s, Served::Check);
    s.push_str("\nsyntaxes whose input is a JSON object:\n");
    group(&mut s, Served::Object);
    s
}

/// `html-microsyntax batch --help`.
const BATCH_USAGE: &str = "\
usage: html-microsyntax batch < requests.jsonl > results.jsonl

Reads one request per line, a JSON object
  {\"syntax\": \"<name>\", \"input\": <string, or object for the syntaxes that take one>}
and writes one JSON object per request line, in order:
  {\"syntax\", \"input\", \"result\": <value or null>, \"error\": <null or object>}
where an error is {\"kind\", \"offset\", \"line\", \"column\", \"message\"}. A line that
is not such an object is answered with the kind bad_request, an unknown name
with unknown_syntax; the batch goes on. html-microsyntax --help lists the
syntaxes.

exit status: 0 once every line is answered, 2 on an I/O error
";

/// Every syntax name (those with string inputs first), then the
/// subcommands: the names an unknown first argument is compared with.
static NAMES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let all = batch::syntaxes();
    let in_group = |served: Served| {
        all.iter()
            .filter(move |(.., by)| *by == served)
            .map(|(name, ..)| *name)
    };
    in_group(Served::String)
        .chain(in_group(Served::Object))
        .chain(in_group(Served::Check))
        .chain(["batch", "lint", "lsp"])
        .collect()
});

/// The known name nearest to an unknown `name` (a likely typo).
fn nearest_name(name: &str) -> Option<&'static str> {
    nearest_keyword(name, NAMES.iter()).copied()
}

/// The usage error for a name that is no syntax: one line, with the
/// nearest known name when there is a likely one.
fn unknown_syntax(name: &str) -> ExitCode {
    let quoted = name.escape_debug();
    match nearest_name(name) {
        Some(near) => {
            eprintln!("html-microsyntax: unknown syntax '{quoted}', did you mean '{near}'?")
        }
        None => eprintln!(
            "html-microsyntax: unknown syntax '{quoted}' (html-microsyntax --help lists them)"
        ),
    }
    ExitCode::from(2)
}

/// The usage line of one syntax.
fn syntax_usage(syntax: &str, object: bool) -> String {
    let input = if object {
        "<input or JSON object>"
    } else {
        "<input>"
    };
    format!("usage: html-microsyntax {syntax} {input}   (- reads it from standard input)")
}

/// `html-microsyntax <syntax> --help`: the description, the usage line,
/// the input and the result's shape.
fn syntax_help(syntax: &str) -> ExitCode {
    let Some((what, served)) = describe(syntax) else {
        return unknown_syntax(syntax);
    };
    println!("{syntax}: {what}");
    let object = served == Served::Object;
    println!("{}", syntax_usage(syntax, object));
    if object {
        println!("input: an argument that reads as a JSON object is one (its fields as above); anything else is a string");
    } else {
        println!("input: a string");
    }
    match shapes::result_shape(syntax) {
        Some(shape) => println!("result: {shape}"),
        None => println!("result: true, or false with the first violation (exit status 1)"),
    }
    ExitCode::SUCCESS
}

/// The value `-` stands for: the whole of standard input, without one
/// trailing newline (`\n` or `\r\n`); it must be UTF-8.
fn read_stdin() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    String::from_utf8(bytes).map_err(|_| "standard input is not UTF-8".to_owned())
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
    match syntax.as_str().and_then(|name| batch::answer(name, &input)) {
        Some((result, err)) => write_line(out, &syntax, &input, &result, &err),
        None => {
            let err = error_json(
                "bad_request",
                0,
                1,
                1,
                "expected an object with string fields \"syntax\" and \"input\"",
            );
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

/// The one-value mode of a syntax with object inputs: an argument that reads
/// as a JSON object is one, anything else is the string.
fn object_value(syntax: &str, arg: &str) -> ExitCode {
    let input = match serde_json::from_str::<Value>(arg) {
        Ok(object @ Value::Object(_)) => object,
        _ => Value::String(arg.to_owned()),
    };
    match run_object(syntax, &input) {
        Some(Ok(value)) => {
            println!("{syntax}: {value}");
            ExitCode::SUCCESS
        }
        Some(Err(e)) if field(&e, "kind") == "bad_request" => {
            eprintln!(
                "html-microsyntax: {}",
                field(&e, "message").as_str().unwrap_or_default()
            );
            ExitCode::from(2)
        }
        Some(Err(e)) => {
            let verdict = if is_check(syntax) { "false" } else { "error" };
            // The JSON message of a library error has no location (line
            // and column are fields): the line says where, as `Error`'s
            // Display does. The forms family's errors are the binary's own
            // (no place in a value) and never had one.
            let message = field(&e, "message").as_str().unwrap_or_default();
            let own = !batch::errors_have_a_place(syntax);
            match (own, field(&e, "line"), field(&e, "column")) {
                (false, Value::Number(line), Value::Number(column)) => {
                    println!("{syntax}: {verdict}: {message} at line {line}, column {column}")
                }
                _ => println!("{syntax}: {verdict}: {message}"),
            }
            // A string input gets the caret under the violation.
            if let (Value::String(text), Some(line), Some(column)) = (
                &input,
                field(&e, "line").as_u64(),
                field(&e, "column").as_u64(),
            ) {
                let source = text
                    .split('\n')
                    .nth(usize::try_from(line).unwrap_or(1).saturating_sub(1));
                println!("{}", source.unwrap_or_default());
                println!(
                    "{:>width$}",
                    "^",
                    width = usize::try_from(column).unwrap_or(1)
                );
            }
            ExitCode::from(1)
        }
        None => ExitCode::from(2),
    }
}

/// Where the one-value mode's input comes from.
enum Input<'a> {
    /// The argument as it is.
    Arg(&'a str),
    /// Standard input (the argument `-`), see [`read_stdin`].
    Stdin,
}

impl<'a> Input<'a> {
    /// The input argument: `-` is standard input.
    fn from_arg(arg: &'a str) -> Self {
        if arg == "-" {
            Input::Stdin
        } else {
            Input::Arg(arg)
        }
    }
}

/// The one-value mode.
fn one_value(syntax: &str, arg: Input<'_>) -> ExitCode {
    // An unknown name is reported before standard input is read.
    let Some((_, served)) = describe(syntax) else {
        return unknown_syntax(syntax);
    };
    let from_stdin;
    let input = match arg {
        Input::Arg(text) => text,
        Input::Stdin => match read_stdin() {
            Ok(text) => {
                from_stdin = text;
                from_stdin.as_str()
            }
            Err(why) => {
                eprintln!("html-microsyntax: {why}");
                return ExitCode::from(2);
            }
        },
    };
    if served == Served::Object {
        return object_value(syntax, input);
    }
    match run(syntax, input) {
        None => unknown_syntax(syntax),
        Some(Ok(value)) => {
            println!("{syntax}: {value}");
            if let Some(valid) = serialize(syntax, input) {
                println!("serialized: {valid}");
            }
            ExitCode::SUCCESS
        }
        Some(Err(e)) => {
            if is_check(syntax) {
                println!("{syntax}: false: {e}");
            } else {
                println!("{syntax}: error: {e}");
            }
            println!("{}", e.report(input));
            if is_check(syntax) {
                for more in further_errors(syntax, input, &e) {
                    println!("{syntax}: also: {more}");
                    println!("{}", more.report(input));
                }
            }
            ExitCode::from(1)
        }
    }
}

/// The errors after `first` that the registry row named `syntax` reports in
/// `input` ([`SyntaxDef::report`](html_microsyntax::registry::SyntaxDef::report)),
/// when its first error is `first`; none for a name the registry does not
/// serve this way.
fn further_errors(
    syntax: &str,
    input: &str,
    first: &html_microsyntax::Error,
) -> Vec<html_microsyntax::Error> {
    use html_microsyntax::error::Severity;
    use html_microsyntax::registry::{find, Context};
    let Some(row) = find(syntax) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    row.report(input, &Context::default(), &mut |e| {
        if e.kind().severity() == Severity::Error {
            found.push(e);
        }
    });
    let same = |e: &html_microsyntax::Error| {
        (e.offset(), e.kind().code()) == (first.offset(), first.kind().code())
    };
    if found.first().is_some_and(same) {
        found.remove(0);
        found
    } else {
        Vec::new()
    }
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
        #[cfg(feature = "lsp")]
        ["lsp", rest @ ..] => lsp::main(rest),
        #[cfg(not(feature = "lsp"))]
        ["lsp", ..] => {
            eprintln!("html-microsyntax: this build has no `lsp` (build it with `--features lsp`)");
            ExitCode::from(2)
        }
        ["-V" | "--version"] => {
            println!("html-microsyntax {}", env!("CARGO_PKG_VERSION"));
            ExitCode::SUCCESS
        }
        ["-h" | "--help" | "help"] => {
            print!("{}", usage());
            ExitCode::SUCCESS
        }
        ["batch", "-h" | "--help"] | ["help", "batch"] => {
            print!("{BATCH_USAGE}");
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
        ["batch", ..] => {
            eprintln!("html-microsyntax: batch takes no arguments, it reads standard input (html-microsyntax batch --help)");
            ExitCode::from(2)
        }
        ["help", "lint"] => lint::main(&["--help"]),
        [syntax, "-h" | "--help"] | ["help", syntax] if !syntax.starts_with('-') => {
            syntax_help(syntax)
        }
        // `--` ends the options: the input is taken as it is, even `-` or
        // `--help`.
        [syntax, "--", input] if !syntax.starts_with('-') => one_value(syntax, Input::Arg(input)),
        [syntax, input] if !syntax.starts_with('-') => one_value(syntax, Input::from_arg(input)),
        [syntax] if !syntax.starts_with('-') => match describe(syntax) {
            Some((_, served)) => {
                eprintln!(
                    "html-microsyntax: {syntax} needs an input\n{}",
                    syntax_usage(syntax, served == Served::Object)
                );
                ExitCode::from(2)
            }
            None => unknown_syntax(syntax),
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

    /// A failed `valid_*` check is `result: false` with its first violation.
    #[test]
    fn valid_checks_carry_their_first_violation() {
        let v = answer_str(r#"{"syntax":"valid_integer","input":" +12abc"}"#);
        assert_eq!(v["result"], Value::Bool(false));
        assert_eq!(v["error"]["kind"], "leading_whitespace");
        assert_eq!(v["error"]["offset"], 0);
        let v = answer_str(r#"{"syntax":"valid_date","input":"2023-02-29"}"#);
        assert_eq!(v["result"], Value::Bool(false));
        assert_eq!(v["error"]["kind"], "day_out_of_range");
        assert_eq!(v["error"]["column"], 9);
        let v = answer_str(r#"{"syntax":"valid_float","input":"1e400"}"#);
        assert_eq!(
            (&v["result"], &v["error"]),
            (&Value::Bool(true), &Value::Null)
        );
        let v = answer_str(r##"{"syntax":"valid_lowercase_simple_color","input":"#C0FFEE"}"##);
        assert_eq!(v["error"]["kind"], "upper_case_letter");
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
    fn object_inputs_follow_the_contract() {
        let v = answer_str(
            r#"{"syntax":"input_step","input":{"type":"number","attrs":{"min":"0.2","step":"0.1"},"value":"0.2","op":"stepUp","n":1}}"#,
        );
        assert_eq!(
            v["result"],
            serde_json::json!({"value": "0.3", "value_as_number": 0.3})
        );
        let v = answer_str(
            r#"{"syntax":"input_step","input":{"type":"number","attrs":{"step":"any"},"value":"1","op":"stepUp","n":1}}"#,
        );
        assert_eq!(v["result"], Value::Null);
        assert_eq!(v["error"]["kind"], "invalid_state");
        let v =
            answer_str(r#"{"syntax":"allowed_value_step","input":{"type":"time","step":null}}"#);
        assert_eq!(v["result"], 60000.0);
        let v = answer_str(r#"{"syntax":"allowed_value_step","input":{"type":"time"}}"#);
        assert_eq!(v["error"]["kind"], "bad_request");
        let v = answer_str(r#"{"syntax":"reflect_integer","input":"x"}"#);
        assert_eq!(v["error"]["kind"], "bad_request");
        let v = answer_str(
            r#"{"syntax":"reflect_integer","input":{"element":"ol","attribute":"start","value":7}}"#,
        );
        assert_eq!(v["error"]["kind"], "bad_request");
        let v =
            answer_str(r#"{"syntax":"input_value_as_number","input":{"type":"date","value":"x"}}"#);
        assert_eq!(
            (v["result"].clone(), v["error"].clone()),
            (Value::Null, Value::Null)
        );
    }

    #[test]
    fn object_inputs_for_the_images_syntaxes() {
        let v =
            answer_str(r#"{"syntax":"valid_srcset","input":{"srcset":"a.png 100w","sizes":null}}"#);
        assert_eq!(v["result"], false);
        assert_eq!(v["error"]["kind"], "width_without_sizes");
        assert_eq!(v["error"]["offset"], 6);
        assert_eq!(v["input"]["srcset"], "a.png 100w");
        let v = answer_str(
            r#"{"syntax":"sizes","input":{"sizes":"(max-width: 600px) 50vw, 80vw","viewport_width":400}}"#,
        );
        assert_eq!(v["result"], "50vw");
        assert_eq!(v["error"], Value::Null);
        let v = answer_str(r#"{"syntax":"srcset","input":"a.png 2x, b.png 0w"}"#);
        assert_eq!(
            v["result"],
            serde_json::json!([{"url":"a.png","density":2.0,"width":null,"height":null}])
        );
        let v = answer_str(r#"{"syntax":"valid_sizes","input":"100vw"}"#);
        assert_eq!(
            (v["result"].clone(), v["error"].clone()),
            (Value::Bool(true), Value::Null)
        );
        // A missing or wrong-typed field is a bad request; the batch goes on.
        for line in [
            r#"{"syntax":"valid_srcset","input":{"sizes":null}}"#,
            r#"{"syntax":"valid_srcset","input":{"srcset":"a","sizes":1}}"#,
            r#"{"syntax":"sizes","input":{"sizes":"1px","viewport_width":"wide"}}"#,
            r#"{"syntax":"srcset","input":{"srcset":"a"}}"#,
            r#"{"syntax":"srcset"}"#,
        ] {
            let v = answer_str(line);
            assert_eq!(v["result"], Value::Null, "{line}");
            assert_eq!(v["error"]["kind"], "bad_request", "{line}");
        }
        // The other families still take strings only.
        let v = answer_str(r#"{"syntax":"integer","input":{"value":"1"}}"#);
        assert_eq!(v["error"]["kind"], "bad_request");
    }

    #[test]
    fn object_inputs_for_coords_and_rel() {
        let v =
            answer_str(r#"{"syntax":"valid_coords","input":{"shape":"circle","coords":"1,2"}}"#);
        assert_eq!(v["result"], false);
        assert_eq!(v["error"]["kind"], "coords_count");
        assert_eq!(v["error"]["offset"], 3);
        let v =
            answer_str(r#"{"syntax":"valid_coords","input":{"shape":null,"coords":"0,0,5,5"}}"#);
        assert_eq!(
            (&v["result"], &v["error"]),
            (&Value::Bool(true), &Value::Null)
        );
        let v = answer_str(r#"{"syntax":"valid_coords","input":{"shape":"circle"}}"#);
        assert_eq!(
            (&v["result"], &v["error"]["kind"]),
            (&Value::Null, &serde_json::json!("bad_request"))
        );
        let v = answer_str(
            r#"{"syntax":"area_shape","input":{"shape":"poly","coords":"0,0,4,0,4,4,7"}}"#,
        );
        assert_eq!(
            v["result"],
            serde_json::json!({"shape": "polygon", "coords": [0.0, 0.0, 4.0, 0.0, 4.0, 4.0]})
        );
        let v =
            answer_str(r#"{"syntax":"valid_rel","input":{"element":"link","value":"nofollow"}}"#);
        assert_eq!(v["result"], false);
        assert_eq!(v["error"]["kind"], "link_type_not_allowed");
    }

    /// The names the CLI knows: every syntax the library's batch module
    /// serves, once, and the subcommands.
    #[test]
    fn the_names_are_the_batch_modules() {
        let mut names = NAMES.clone();
        names.sort_unstable();
        let len = names.len();
        names.dedup();
        assert_eq!(names.len(), len);
        assert_eq!(len, batch::syntaxes().len() + 3);
        assert_eq!(nearest_name("valid_wek"), Some("valid_week"));
        assert!(is_check("datetime_value") && !is_check("dimension"));
    }
}
