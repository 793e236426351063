//! The one-value mode's habits end to end, on the binary: an unknown syntax
//! name gets one line with the nearest known name, `-` reads the input from
//! standard input, every subcommand and syntax has `--help`.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "cli")]

use std::process::{Command, Output};

#[path = "common/process.rs"]
mod process;

const BIN: &str = env!("CARGO_BIN_EXE_html-microsyntax");

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

fn run_stdin(args: &[&str], input: &[u8]) -> Output {
    process::output_with_stdin(Command::new(BIN).args(args), input)
}

/// (exit status, stdout, stderr)
fn parts(o: &Output) -> (i32, String, String) {
    (
        o.status.code().unwrap(),
        String::from_utf8(o.stdout.clone()).unwrap(),
        String::from_utf8(o.stderr.clone()).unwrap(),
    )
}

#[test]
fn an_unknown_syntax_gets_the_nearest_name_in_one_line() {
    for (args, near) in [
        (&["dat", "2024-01-01"][..], "dat', did you mean 'date'?"),
        (&["flaot", "1"][..], "flaot', did you mean 'float'?"),
        (&["DATE", "2024-01-01"][..], "DATE', did you mean 'date'?"),
        (
            &["valid_dte", "x"][..],
            "valid_dte', did you mean 'valid_date'?",
        ),
        (
            &["input_stpe", "{}"][..],
            "input_stpe', did you mean 'input_step'?",
        ),
        (&["bach"][..], "bach', did you mean 'batch'?"),
        (&["dat"][..], "dat', did you mean 'date'?"),
        (&["dat", "--help"][..], "dat', did you mean 'date'?"),
    ] {
        assert_eq!(
            parts(&run(args)),
            (
                2,
                String::new(),
                format!("html-microsyntax: unknown syntax '{near}\n")
            ),
            "{args:?}"
        );
    }
}

#[test]
fn an_unknown_syntax_without_a_near_name_says_where_the_names_are() {
    for name in ["xyzzy", "a b", "it's"] {
        assert_eq!(
            parts(&run(&[name, "1"])),
            (
                2,
                String::new(),
                format!(
                    "html-microsyntax: unknown syntax '{}' (html-microsyntax --help lists them)\n",
                    name.replace('\'', "\\'")
                )
            ),
            "{name}"
        );
    }
}

#[test]
fn an_unknown_syntax_is_reported_before_stdin_is_read() {
    let out = run_stdin(&["nope", "-"], b"1\n");
    assert_eq!(
        parts(&out),
        (
            2,
            String::new(),
            "html-microsyntax: unknown syntax 'nope' (html-microsyntax --help lists them)\n"
                .to_owned()
        )
    );
}

#[test]
fn a_dash_reads_the_input_from_stdin_without_one_trailing_newline() {
    let out = run_stdin(&["date", "-"], b"2024-02-29\n");
    assert_eq!(
        parts(&out),
        (
            0,
            "date: {\"day\":29,\"month\":2,\"year\":2024}\nserialized: 2024-02-29\n".to_owned(),
            String::new()
        )
    );
    // `\r\n` is one newline; the leading space is kept (the float rules skip it).
    let out = run_stdin(&["float", "-"], b" 1.5e3px\r\n");
    assert_eq!(
        parts(&out),
        (
            0,
            "float: 1500.0\nserialized: 1500\n".to_owned(),
            String::new()
        )
    );
    // Only one newline goes: the second is part of the value.
    let out = run_stdin(&["space_tokens", "-"], b"a b\n\n");
    assert_eq!(parts(&out).1, "space_tokens: [\"a\",\"b\"]\n");
    let out = run_stdin(&["valid_date", "-"], b"2024-02-29\n\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        parts(&out).1.starts_with("valid_date: false: "),
        "{:?}",
        parts(&out)
    );
    // Without a newline, the whole input.
    let out = run_stdin(&["integer", "-"], b"-12");
    assert_eq!(
        parts(&out),
        (
            0,
            "integer: -12\nserialized: -12\n".to_owned(),
            String::new()
        )
    );
    // Empty input is the empty string.
    let out = run_stdin(&["valid_float", "-"], b"\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(parts(&out).1.starts_with("valid_float: false: "));
}

#[test]
fn a_failed_check_shows_every_error_of_the_value() {
    // The first error, then each further one the row reports, each with
    // its caret.
    let out = run(&["valid_sandbox", "allow-scirpts x allow-forms allow-forms"]);
    let (status, stdout, stderr) = parts(&out);
    assert_eq!((status, stderr.as_str()), (1, ""));
    assert_eq!(
        stdout,
        "valid_sandbox: false: unknown keyword, did you mean 'allow-scripts'? at line 1, column 1
allow-scirpts x allow-forms allow-forms
^ unknown keyword, did you mean 'allow-scripts'?
valid_sandbox: also: unknown keyword, expected one of 'allow-downloads', 'allow-forms', 'allow-modals', 'allow-orientation-lock', 'allow-pointer-lock', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-presentation', 'allow-same-origin', 'allow-scripts', 'allow-top-navigation', 'allow-top-navigation-by-user-activation' or 'allow-top-navigation-to-custom-protocols' at line 1, column 15
allow-scirpts x allow-forms allow-forms
              ^ unknown keyword, expected one of 'allow-downloads', 'allow-forms', 'allow-modals', 'allow-orientation-lock', 'allow-pointer-lock', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-presentation', 'allow-same-origin', 'allow-scripts', 'allow-top-navigation', 'allow-top-navigation-by-user-activation' or 'allow-top-navigation-to-custom-protocols'
valid_sandbox: also: expected a token that is not already in the set, found a duplicate of the token at offset 16 at line 1, column 29
allow-scirpts x allow-forms allow-forms
                            ^ expected a token that is not already in the set, found a duplicate of the token at offset 16
"
    );
    // One error: nothing more.
    let out = run(&["valid_integer", " 1"]);
    assert_eq!(parts(&out).1.matches(": also: ").count(), 0);
    let out = run(&["valid_integer", " +1"]);
    assert_eq!(parts(&out).1.matches("valid_integer: also: ").count(), 1);
}

#[test]
fn a_dash_reads_a_json_object_for_the_syntaxes_that_take_one() {
    let out = run_stdin(
        &["valid_coords", "-"],
        br#"{"shape":"circle","coords":"1,2"}
"#,
    );
    let (status, stdout, stderr) = parts(&out);
    assert_eq!((status, stderr.as_str()), (1, ""));
    assert_eq!(
        stdout,
        "valid_coords: false: a circle needs exactly 3 numbers, found 2 at line 1, column 4\n"
    );
    let out = run_stdin(&["sizes", "-"], b"(max-width: 600px) 50vw, 80vw\n");
    assert_eq!(
        parts(&out),
        (0, "sizes: \"80vw\"\n".to_owned(), String::new())
    );
}

#[test]
fn stdin_that_is_not_utf8_is_a_usage_error() {
    let out = run_stdin(&["float", "-"], b"1\xff\n");
    assert_eq!(
        parts(&out),
        (
            2,
            String::new(),
            "html-microsyntax: standard input is not UTF-8\n".to_owned()
        )
    );
}

#[test]
fn a_double_dash_takes_the_input_as_it_is() {
    let out = run(&["integer", "--", "-7"]);
    assert_eq!(
        parts(&out),
        (0, "integer: -7\nserialized: -7\n".to_owned(), String::new())
    );
    // `-` and `--help` after `--` are values, not standard input or help.
    let out = run(&["valid_simple_color", "--", "--help"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(parts(&out).1.starts_with("valid_simple_color: false: "));
    let out = run_stdin(&["space_tokens", "--", "-"], b"not read");
    assert_eq!(
        parts(&out),
        (0, "space_tokens: [\"-\"]\n".to_owned(), String::new())
    );
}

#[test]
fn a_syntax_help_prints_its_description_usage_input_and_result_shape() {
    let expected = r#"date: parse a date string (2.3.5.2): {year, month, day}
usage: html-microsyntax date <input>   (- reads it from standard input)
input: a string
result: {"year": int, "month": int, "day": int}
"#;
    for args in [&["date", "--help"][..], &["date", "-h"], &["help", "date"]] {
        assert_eq!(
            parts(&run(args)),
            (0, expected.to_owned(), String::new()),
            "{args:?}"
        );
    }
    assert_eq!(
        parts(&run(&["valid_week", "--help"])).1,
        "\
valid_week: is it a valid week string (2.3.5.8)
usage: html-microsyntax valid_week <input>   (- reads it from standard input)
input: a string
result: true, or false with the first violation (exit status 1)
"
    );
    assert_eq!(
        parts(&run(&["input_step", "--help"])).1,
        r#"input_step: {type, attrs, value | value_as_number, op, n}: stepUp / stepDown
usage: html-microsyntax input_step <input or JSON object>   (- reads it from standard input)
input: an argument that reads as a JSON object is one (its fields as above); anything else is a string
result: {"value": string, "value_as_number": number or null}; an InvalidStateError is the error invalid_state
"#
    );
    // The shape is what the syntax prints.
    assert_eq!(
        parts(&run(&["dimension", "--help"])).1.lines().last(),
        Some(r#"result: {"value": number, "unit": "length" or "percentage"}"#)
    );
    assert_eq!(
        parts(&run(&["dimension", "12.5%"])).1.lines().next(),
        Some(r#"dimension: {"unit":"percentage","value":12.5}"#)
    );
}

#[test]
fn a_known_syntax_without_its_input_prints_its_usage_line() {
    assert_eq!(
        parts(&run(&["week"])),
        (
            2,
            String::new(),
            "html-microsyntax: week needs an input\nusage: html-microsyntax week <input>   (- reads it from standard input)\n".to_owned()
        )
    );
}

#[test]
fn batch_help_describes_the_lines() {
    for args in [
        &["batch", "--help"][..],
        &["batch", "-h"],
        &["help", "batch"],
    ] {
        let (status, stdout, stderr) = parts(&run(args));
        assert_eq!((status, stderr.as_str()), (0, ""), "{args:?}");
        assert!(
            stdout.starts_with("usage: html-microsyntax batch < requests.jsonl > results.jsonl\n"),
            "{stdout}"
        );
        assert!(
            stdout.ends_with("exit status: 0 once every line is answered, 2 on an I/O error\n"),
            "{stdout}"
        );
    }
    assert_eq!(
        parts(&run(&["batch", "extra"])),
        (
            2,
            String::new(),
            "html-microsyntax: batch takes no arguments, it reads standard input (html-microsyntax batch --help)\n".to_owned()
        )
    );
}

#[test]
fn lint_help_is_lints_own() {
    for args in [&["lint", "--help"][..], &["help", "lint"]] {
        let (status, stdout, stderr) = parts(&run(args));
        assert_eq!((status, stderr.as_str()), (0, ""), "{args:?}");
        assert!(
            stdout.starts_with("usage: html-microsyntax lint [OPTIONS] [PATH ...]\n"),
            "{stdout}"
        );
    }
}

#[test]
fn the_top_level_help_names_the_habits() {
    let (status, stdout, stderr) = parts(&run(&["--help"]));
    assert_eq!((status, stderr.as_str()), (0, ""));
    let head: Vec<&str> = stdout.lines().take(3).collect();
    assert_eq!(
        head,
        [
            "usage: html-microsyntax <syntax> <input>       (<input> - reads it from standard input)",
            "       html-microsyntax <syntax> --help",
            "       html-microsyntax batch < cases.jsonl > results.jsonl   (batch --help)",
        ]
    );
    // An unknown option is still the whole usage, on stderr.
    let (status, stdout, stderr) = parts(&run(&["--bogus"]));
    assert_eq!((status, stdout.as_str()), (2, ""));
    assert!(stderr.starts_with("usage: html-microsyntax <syntax> <input>"));
}
