//! `html-microsyntax lint` end to end: the binary on the documents of
//! tests/lint/ (snapshots of the human output, the JSON contract field by
//! field, SARIF's required structure, GitHub annotations, exit statuses),
//! directories, stdin, WARC, encodings, many files and linear time.
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

mod common;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Instant;

use serde_json::Value;

#[path = "common/process.rs"]
mod process;

const BIN: &str = env!("CARGO_BIN_EXE_html-microsyntax");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn lint(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("lint")
        .args(args)
        .current_dir(ROOT)
        .output()
        .unwrap()
}

fn lint_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut command = Command::new(BIN);
    command.arg("lint").args(args).current_dir(ROOT);
    process::output_with_stdin(&mut command, input)
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn json_lines(o: &Output) -> Vec<Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn human_output_of_each_corpus_document() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| {
        insta::glob!("lint/*.html", |path| {
            let rel = path.strip_prefix(ROOT).unwrap().to_str().unwrap();
            let out = lint(&["--format", "human", rel]);
            let status = out.status.code().unwrap();
            insta::assert_snapshot!("lint", format!("exit status {status}\n{}", stdout(&out)));
        });
    });
}

#[test]
fn exit_statuses() {
    assert_eq!(lint(&["tests/lint/clean.html"]).status.code(), Some(0));
    assert_eq!(lint(&["tests/lint/empty.html"]).status.code(), Some(0));
    assert_eq!(lint(&["tests/lint/forms.html"]).status.code(), Some(1));
    // Usage errors.
    assert_eq!(lint(&["--format", "xml"]).status.code(), Some(2));
    assert_eq!(lint(&["--bogus"]).status.code(), Some(2));
    assert_eq!(lint(&["--format"]).status.code(), Some(2));
    // A missing file: reported on stderr, the other files still linted.
    let out = lint(&[
        "--format",
        "json",
        "tests/lint/no-such.html",
        "tests/lint/forms.html",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("tests/lint/no-such.html"));
    assert_eq!(json_lines(&out).len(), 11);
    // Help and version.
    let out = lint(&["--help"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).starts_with("usage: html-microsyntax lint"));
    let out = Command::new(BIN).arg("--version").output().unwrap();
    assert_eq!(
        stdout(&out),
        format!("html-microsyntax {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn json_follows_the_contract_field_by_field() {
    let out = lint(&["--format", "json", "tests/lint/forms.html"]);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 11);
    // `value='2024&#45;02-30'`: decoded value, located in the source.
    let v = &lines[1];
    let source = std::fs::read_to_string(Path::new(ROOT).join("tests/lint/forms.html")).unwrap();
    let expected_offset = source.find("2024&#45;02-30").unwrap() + "2024&#45;02-".len();
    let fields: [(&str, Value); 21] = [
        ("file", "tests/lint/forms.html".into()),
        ("line", 8.into()),
        ("column", 64.into()),
        ("offset", expected_offset.into()),
        ("element", "input".into()),
        ("attribute", "value".into()),
        ("value", "2024-02-30".into()),
        ("syntax", "valid_date".into()),
        ("kind", "day_out_of_range".into()),
        ("severity", "error".into()),
        (
            "message",
            "day 30 is out of range for 2024-02, expected 01 to 29".into(),
        ),
        ("help", Value::Null),
        (
            "spec",
            "https://html.spec.whatwg.org/multipage/input.html#date-state-(type=date)".into(),
        ),
        // The span: "30", the day.
        ("end_offset", (expected_offset + 2).into()),
        ("end_line", 8.into()),
        ("end_column", 66.into()),
        ("source_offset", expected_offset.into()),
        ("source_end_offset", (expected_offset + 2).into()),
        (
            "fields",
            serde_json::json!({"day": 30, "max": 29, "year": 2024, "month": 2}),
        ),
        ("fixes", serde_json::json!([])),
        ("rule", "valid_date".into()),
    ];
    // In the contract's order.
    let raw = stdout(&out);
    let line = raw.lines().nth(1).unwrap();
    let mut at = 0;
    for (name, _) in &fields {
        let key = format!("\"{name}\":");
        let found = line[at..]
            .find(&key)
            .unwrap_or_else(|| panic!("{name} out of order"));
        at += found + key.len();
    }
    for (name, want) in &fields {
        assert_eq!(&v[name], want, "{name}");
    }
    assert_eq!(v.as_object().unwrap().len(), fields.len());
    assert_eq!(&source[expected_offset..expected_offset + 1], "3");
    // A keyword's typo: the help is the nearest keyword.
    assert_eq!(lines[10]["help"], "did you mean 'submit'?");
    // The cross-attribute rule is a warning.
    let w = lines.iter().find(|l| l["severity"] == "warning").unwrap();
    assert_eq!(
        (&w["syntax"], &w["kind"], &w["attribute"], &w["value"]),
        (
            &"min_le_max".into(),
            &"max_below_min".into(),
            &"max".into(),
            &"2".into()
        )
    );
    // `type=time` may have a reversed range: no warning there.
    assert_eq!(
        lines.iter().filter(|l| l["severity"] == "warning").count(),
        1
    );
    // Sorted by position.
    let offsets: Vec<u64> = lines
        .iter()
        .map(|l| l["offset"].as_u64().unwrap())
        .collect();
    assert!(offsets.windows(2).all(|w| w[0] <= w[1]));
    // Every offset in the file points at the reported column.
    for l in &lines {
        let offset = l["offset"].as_u64().unwrap() as usize;
        let line_start = source[..offset].rfind('\n').map_or(0, |i| i + 1);
        assert_eq!(
            source[line_start..offset].chars().count() + 1,
            l["column"].as_u64().unwrap() as usize
        );
    }
}

#[test]
fn what_the_tokenizer_does_not_call_attributes_is_not_checked() {
    let out = lint(&[
        "--format",
        "json",
        "tests/lint/tables.html",
        "tests/lint/media.html",
    ]);
    let lines = json_lines(&out);
    // Not in <script>, <style>, <title>, <textarea>, comments; SVG and
    // MathML by their own rule, the HTML in `foreignObject` as HTML.
    for l in &lines {
        if l["element"] == "rect" || l["element"] == "mi" {
            assert_eq!(l["rule"], "foreign_attributes", "{l}");
        }
    }
    assert!(lines.iter().any(|l| l["line"] == 15
        && l["element"] == "td"
        && l["kind"] == "not_positive"
        && l["file"] == "tests/lint/media.html"));
    // The first of duplicate attributes wins (COLSPAN="0" after colspan="1"):
    // the second is a duplicate, its value not read.
    let colspan: Vec<_> = lines
        .iter()
        .filter(|l| {
            l["file"] == "tests/lint/tables.html" && l["line"] == 6 && l["attribute"] == "colspan"
        })
        .map(|l| l["kind"].as_str().unwrap())
        .collect();
    assert_eq!(colspan, ["duplicate_attribute"]);
    // Sorted by file, then position.
    let files: Vec<&str> = lines.iter().map(|l| l["file"].as_str().unwrap()).collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
    // Template contents are checked; the element after </svg> too.
    assert!(lines.iter().any(|l| l["line"] == 17
        && l["kind"] == "negative"
        && l["file"] == "tests/lint/media.html"));
    assert!(lines.iter().any(|l| l["line"] == 18
        && l["kind"] == "not_positive"
        && l["file"] == "tests/lint/media.html"));
}

#[test]
fn sarif_has_the_required_structure() {
    // Beside the schema (the next test): the properties code-scanning
    // tools read.
    let out = lint(&[
        "--format",
        "sarif",
        "tests/lint/forms.html",
        "tests/lint/clean.html",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let log: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(log["version"], "2.1.0");
    assert!(log["$schema"].as_str().unwrap().contains("sarif-2.1.0"));
    let runs = log["runs"].as_array().unwrap();
    assert_eq!(runs.len(), 1);
    let driver = &runs[0]["tool"]["driver"];
    assert_eq!(driver["name"], "html-microsyntax");
    let rules = driver["rules"].as_array().unwrap();
    for rule in rules {
        assert!(rule["id"].is_string());
        assert!(rule["helpUri"]
            .as_str()
            .unwrap()
            .starts_with("https://html.spec.whatwg.org/"));
    }
    let results = runs[0]["results"].as_array().unwrap();
    assert_eq!(results.len(), 11);
    for r in results {
        assert!(r["message"]["text"].is_string());
        assert!(["error", "warning"].contains(&r["level"].as_str().unwrap()));
        let id = r["ruleId"].as_str().unwrap();
        assert!(rules.iter().any(|rule| rule["id"] == id), "{id}");
        let loc = &r["locations"][0]["physicalLocation"];
        assert_eq!(loc["artifactLocation"]["uri"], "tests/lint/forms.html");
        assert!(loc["region"]["startLine"].as_u64().unwrap() >= 1);
        assert!(loc["region"]["startColumn"].as_u64().unwrap() >= 1);
    }
}

/// The SARIF output is valid against the SARIF 2.1.0 schema (stored in
/// tests/data/sarif, with its provenance), with findings and without.
#[test]
fn sarif_is_valid_against_the_sarif_2_1_0_schema() {
    let schema_path = Path::new(ROOT).join("tests/data/sarif/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_slice(&std::fs::read(&schema_path).unwrap()).unwrap();
    let mut schemas = boon::Schemas::new();
    let mut compiler = boon::Compiler::new();
    compiler
        .add_resource("sarif-schema-2.1.0.json", schema)
        .unwrap();
    let index = compiler
        .compile("sarif-schema-2.1.0.json", &mut schemas)
        .unwrap();
    for files in [
        &["tests/lint/forms.html", "tests/lint/clean.html"][..],
        &["tests/lint/clean.html"][..],
        &[
            "tests/data/findings/every_rule.html",
            "tests/lint/latin1.html",
        ][..],
    ] {
        let mut args = vec!["--format", "sarif"];
        args.extend_from_slice(files);
        let out = lint(&args);
        let log: Value = serde_json::from_slice(&out.stdout).unwrap();
        if let Err(e) = schemas.validate(&log, index) {
            panic!("{files:?}: {e:#}");
        }
    }
    // The validator does reject a broken log.
    let out = lint(&["--format", "sarif", "tests/lint/forms.html"]);
    let mut log: Value = serde_json::from_slice(&out.stdout).unwrap();
    log["runs"][0]["results"][0]["level"] = Value::from("fatal");
    assert!(schemas.validate(&log, index).is_err());
}

/// A document that trips every rule, through JSON and SARIF: each
/// finding's span and fixes, in the file's bytes.
#[test]
fn every_rule_round_trips_with_spans_and_fixes() {
    let file = "tests/data/findings/every_rule.html";
    let source = std::fs::read(Path::new(ROOT).join(file)).unwrap();
    let lines = json_lines(&lint(&["--format", "json", file]));
    let sarif: Value = serde_json::from_slice(&lint(&["--format", "sarif", file]).stdout).unwrap();
    let results = sarif["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), lines.len());
    let mut fixed = 0;
    for (line, result) in lines.iter().zip(results) {
        let (start, end) = (
            line["source_offset"].as_u64().unwrap() as usize,
            line["source_end_offset"].as_u64().unwrap() as usize,
        );
        assert!(start <= end && end <= source.len(), "{line}");
        let region = &result["locations"][0]["physicalLocation"]["region"];
        assert_eq!(region["startLine"], line["line"]);
        assert_eq!(region["startColumn"], line["column"]);
        assert_eq!(region["endLine"], line["end_line"]);
        assert_eq!(region["endColumn"], line["end_column"]);
        assert_eq!(region["byteOffset"], line["source_offset"]);
        assert_eq!(region["byteLength"].as_u64().unwrap() as usize, end - start);
        // An attribute's name: the whole name.
        if line["kind"] == "unknown_attribute" {
            assert_eq!(
                &source[start..end],
                line["attribute"].as_str().unwrap().as_bytes()
            );
        }
        let fixes = line["fixes"].as_array().unwrap();
        assert_eq!(result["fixes"].as_array().map_or(0, Vec::len), fixes.len());
        for (fix, sarif_fix) in fixes
            .iter()
            .zip(result["fixes"].as_array().into_iter().flatten())
        {
            let edit = &fix["edits"][0];
            let replacement = &sarif_fix["artifactChanges"][0]["replacements"][0];
            assert_eq!(
                replacement["deletedRegion"]["byteOffset"],
                edit["source_offset"]
            );
            assert_eq!(replacement["insertedContent"]["text"], edit["replacement"]);
            fixed += 1;
        }
    }
    // `<button role=button>`: removed, with the space before it.
    let redundant = lines
        .iter()
        .find(|l| l["kind"] == "redundant_role")
        .unwrap();
    let edit = &redundant["fixes"][0]["edits"][0];
    let (from, to) = (
        edit["source_offset"].as_u64().unwrap() as usize,
        edit["source_end_offset"].as_u64().unwrap() as usize,
    );
    assert_eq!(&source[from..to], b" role=button");
    assert_eq!(redundant["fixes"][0]["safe"], true);
    assert!(fixed >= 1);
}

#[test]
fn github_annotations() {
    let out = lint(&["--format", "github", "tests/lint/forms.html"]);
    let text = stdout(&out);
    let first = text.lines().next().unwrap();
    assert_eq!(
        first,
        "::error file=tests/lint/forms.html,line=7,endLine=7,col=62,endColumn=64,title=valid_date[day_out_of_range]::<input min>: day 30 is out of range for 2024-02, expected 01 to 29"
    );
    assert!(text
        .lines()
        .any(|l| l.starts_with("::warning file=tests/lint/forms.html,line=12,endLine=12,col=52,")));
    assert_eq!(text.lines().count(), 11);
}

#[test]
fn stdin_is_dash() {
    let out = lint_stdin(&["--format", "json", "-"], b"<td colspan=0>");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["file"], "-");
    assert_eq!(lines[0]["offset"], 12);
    // No path at all reads stdin too.
    let out = lint_stdin(&["--format", "json"], b"<td colspan=1>");
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
}

#[test]
fn encodings() {
    let out = lint(&[
        "--format",
        "json",
        "tests/lint/latin1.html",
        "tests/lint/utf16.html",
        "tests/lint/bom.html",
        "tests/lint/invalid-utf8.html",
        "tests/lint/binary.html",
        "tests/lint/empty.html",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    let at = |file: &str| -> Vec<(u64, u64, u64)> {
        lines
            .iter()
            .filter(|l| l["file"] == file)
            .map(|l| {
                (
                    l["line"].as_u64().unwrap(),
                    l["column"].as_u64().unwrap(),
                    l["offset"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    // windows-1252 by <meta charset>: offsets in the decoded text ("é" is
    // two bytes there), columns in characters; the declaration itself
    // (not "utf-8") first.
    assert_eq!(at("tests/lint/latin1.html"), [(2, 16, 31), (3, 34, 82)]);
    // UTF-16LE by its BOM; the BOM is not a column.
    assert_eq!(at("tests/lint/utf16.html"), [(1, 14, 16)]);
    assert_eq!(at("tests/lint/bom.html"), [(1, 14, 16)]);
    // Invalid UTF-8 becomes U+FFFD (3 bytes for each malformed byte here)
    // and the run goes on; offsets are the decoded text's.
    assert_eq!(
        at("tests/lint/invalid-utf8.html"),
        [(2, 14, 40), (3, 14, 59)]
    );
    assert_eq!(at("tests/lint/binary.html"), []);
}

#[test]
fn directories_skip_hidden_and_ignored_entries() {
    let dir = common::TempDir::new("walk");
    dir.write("a.html", b"<td colspan=0>");
    dir.write("sub/b.HTM", b"<td colspan=0>");
    dir.write("sub/c.xhtml", b"<td colspan=0>");
    dir.write("sub/not-html.txt", b"<td colspan=0>");
    dir.write(".hidden/d.html", b"<td colspan=0>");
    dir.write("build/e.html", b"<td colspan=0>");
    dir.write(".gitignore", b"build/\n");
    let root = dir.0.to_str().unwrap();
    let out = lint(&["--format", "json", root]);
    assert_eq!(out.status.code(), Some(1));
    let files: Vec<String> = json_lines(&out)
        .iter()
        .map(|l| {
            Path::new(l["file"].as_str().unwrap())
                .strip_prefix(root)
                .unwrap()
                .to_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert_eq!(files, ["a.html", "sub/b.HTM", "sub/c.xhtml"]);
    // A file named explicitly is linted whatever its extension.
    let txt = dir.0.join("sub/not-html.txt");
    assert_eq!(lint(&[txt.to_str().unwrap()]).status.code(), Some(1));
}

#[test]
fn components_and_templates_are_walked_and_read_by_their_names() {
    let dir = common::TempDir::new("templates");
    // Only the `<template>` of a `.vue` file, with `:colspan` bound.
    dir.write(
        "App.vue",
        b"<script>const a = '<td colspan=0>'</script>\n<template>\n  <td :colspan=\"n\" rowspan=-1></td>\n</template>\n",
    );
    dir.write(
        "page.liquid",
        b"---\nt: 1\n---\n<a href=\"{{ u }}\"><td colspan=0>",
    );
    dir.write("x.php", b"<td colspan=0>");
    dir.write(
        ".html-microsyntax.json",
        br#"{"templates": ["jinja"], "frameworks": ["htmx"]}"#,
    );
    dir.write(
        "h.html",
        b"<a hx-get=\"/x\" href=\"{{ u }}\"><td colspan=\"<%= n %>\">",
    );
    let root = dir.0.to_str().unwrap();
    let out = lint(&["--format", "json", root]);
    let found: Vec<(String, u64, u64, String)> = json_lines(&out)
        .iter()
        .map(|l| {
            let file = Path::new(l["file"].as_str().unwrap())
                .strip_prefix(root)
                .unwrap();
            (
                file.to_str().unwrap().to_owned(),
                l["line"].as_u64().unwrap(),
                l["column"].as_u64().unwrap(),
                l["kind"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let f = |file: &str, line, column, kind: &str| (file.to_owned(), line, column, kind.to_owned());
    assert_eq!(
        found,
        [
            f("App.vue", 3, 28, "negative"),
            // `<%= n %>` is no construct with `jinja` only.
            f("h.html", 1, 44, "expected_integer"),
            f("page.liquid", 4, 31, "not_positive"),
        ]
    );
}

#[cfg(unix)]
#[test]
fn a_file_gone_before_it_is_read_is_an_io_error_and_the_run_goes_on() {
    // A dangling symbolic link stands for a file removed between the walk
    // and the read: named explicitly it is read, and the read fails.
    let dir = common::TempDir::new("gone");
    let good = dir.write("good.html", b"<td colspan=0>");
    let gone = dir.0.join("gone.html");
    std::os::unix::fs::symlink(dir.0.join("removed.html"), &gone).unwrap();
    let out = lint(&[
        "--format",
        "json",
        gone.to_str().unwrap(),
        good.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("gone.html"));
    assert_eq!(json_lines(&out).len(), 1);
}

#[test]
fn warc_response_records() {
    fn record(kind: &str, uri: &str, block: &str) -> String {
        format!(
            "WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\nContent-Length: {}\r\n\r\n{block}\r\n\r\n",
            block.len()
        )
    }
    let warc = [
        record("warcinfo", "", "software: test\r\n"),
        record(
            "request",
            "http://a.test/",
            "GET / HTTP/1.1\r\nHost: a.test\r\n\r\n",
        ),
        record(
            "response",
            "http://a.test/",
            "HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>\n<td colspan=0>",
        ),
        record(
            "response",
            "http://a.test/style.css",
            "HTTP/1.1 200 OK\r\nContent-Type: text/css\r\n\r\ntd[colspan=0]{}",
        ),
        record(
            "response",
            "http://b.test/",
            "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<td rowspan=x>",
        ),
    ]
    .concat();
    let dir = common::TempDir::new("warc");
    let plain = dir.write("crawl.warc", warc.as_bytes());
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    // Two gzip members, as WARC writers compress record by record.
    let half = warc.find("WARC/1.0\r\nWARC-Type: response").unwrap();
    gz.write_all(&warc.as_bytes()[..half]).unwrap();
    let mut bytes = gz.finish().unwrap();
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(&warc.as_bytes()[half..]).unwrap();
    bytes.extend(gz.finish().unwrap());
    let gzipped = dir.write("crawl.warc.gz", &bytes);
    for file in [plain, gzipped] {
        let out = lint(&["--format", "json", "--warc", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1));
        let lines = json_lines(&out);
        let got: Vec<(&str, u64, &str)> = lines
            .iter()
            .map(|l| {
                (
                    l["file"].as_str().unwrap(),
                    l["line"].as_u64().unwrap(),
                    l["kind"].as_str().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            got,
            [
                ("http://a.test/", 2, "not_positive"),
                ("http://b.test/", 1, "expected_integer")
            ]
        );
    }
    let bad = dir.write("bad.warc", b"not a warc");
    assert_eq!(
        lint(&["--warc", bad.to_str().unwrap()]).status.code(),
        Some(2)
    );
}

#[test]
fn many_files() {
    // 10,000 files in 100 directories: enough to exercise the parallel walk
    // and the sorting within CI time.
    let dir = common::TempDir::new("many");
    for d in 0..100 {
        for f in 0..100 {
            let body = if (d * 100 + f) % 7 == 0 {
                format!("<p>{d}/{f}</p><td colspan=0>")
            } else {
                format!("<p>{d}/{f}</p><td colspan=1>")
            };
            dir.write(&format!("d{d:03}/f{f:03}.html"), body.as_bytes());
        }
    }
    let out = lint(&["--format", "json", "--no-progress", dir.0.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), (0..10_000).filter(|n| n % 7 == 0).count());
    let files: Vec<&str> = lines.iter().map(|l| l["file"].as_str().unwrap()).collect();
    let mut sorted = files.clone();
    sorted.sort();
    assert_eq!(files, sorted);
}

/// A document of about `bytes` bytes full of attributes to check.
fn big_document(bytes: usize) -> String {
    let row = "<tr><td colspan=\"0\" rowspan=\"2\">x</td><input type=date min=\"2024-02-30\" max=\"2024-12-31\" value=\"2024&#45;01-01\"></tr>\n";
    row.repeat(bytes / row.len() + 1)
}

#[test]
fn linear_time() {
    let dir = common::TempDir::new("linear");
    let small = dir.write("small.html", big_document(1 << 20).as_bytes());
    let large = dir.write("large.html", big_document(16 << 20).as_bytes());
    let time = |p: &Path| {
        let start = Instant::now();
        let out = lint(&["--format", "json", p.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(1));
        start.elapsed().as_secs_f64()
    };
    let t1 = time(&small);
    let t16 = time(&large);
    // Linear: about 16 times; quadratic: 256 times. Room for a loaded
    // machine and process start-up on the small one.
    let ratio = t16 / t1;
    assert!(
        ratio < 64.0,
        "1 MiB {t1:.2}s, 16 MiB {t16:.2}s, ratio {ratio:.1}"
    );
}

/// `rel`, `coords` and the other keyword sets are linted through the table;
/// a link type registered on the microformats wiki conforms
/// (`apple-touch-icon`), one neither the standard nor the wiki has is a
/// warning, a standard one on the wrong element an error.
#[test]
fn keyword_sets_and_coords() {
    let doc = br#"<link rel="apple-touch-icon" href=i.png><link rel="x-made-up" href=i.png><link rel="Shortcut Icon" href=i.ico><a rel=stylesheet href=s>s</a>
<map name=m><area shape=circle coords="1,2" href=z alt=z></map><iframe sandbox="allow-forms allow-forms"></iframe>"#;
    let out = lint_stdin(&["--format", "json", "-"], doc);
    assert_eq!(out.status.code(), Some(1));
    let found: Vec<(String, String, u64)> = json_lines(&out)
        .iter()
        .map(|l| {
            (
                l["kind"].as_str().unwrap().to_owned(),
                l["severity"].as_str().unwrap().to_owned(),
                l["offset"].as_u64().unwrap(),
            )
        })
        .collect();
    let text = std::str::from_utf8(doc).unwrap();
    let at = |s: &str| text.find(s).unwrap() as u64;
    assert_eq!(
        found,
        [
            (
                "unknown_link_type".into(),
                "warning".into(),
                at("x-made-up")
            ),
            (
                "link_type_not_allowed".into(),
                "error".into(),
                at("stylesheet")
            ),
            ("coords_count".into(), "error".into(), at("1,2\"") + 3),
            (
                "duplicate_token".into(),
                "error".into(),
                at("allow-forms\"")
            ),
        ]
    );
}

/// The configuration file: the nearest one above each file applies, with
/// its levels and ignore patterns; `--config` and `--no-config` choose;
/// inline comments turn rules off unless `--no-inline-config`;
/// `--max-warnings` lets warnings pass; a bad file is exit 2 with its
/// position.
#[test]
fn configuration_files_inline_comments_and_max_warnings() {
    let dir = common::TempDir::new("config");
    let doc = b"<td colspan=0>\n<link rel=x-made-up href=a>\n";
    dir.write("a.html", doc);
    dir.write("sub/b.html", doc);
    dir.write("sub/vendor/c.html", doc);
    dir.write(
        ".html-microsyntax.json",
        br#"{"kinds": {"unknown_link_type": "off"}}"#,
    );
    dir.write(
        "sub/.html-microsyntax.json",
        br#"{"attributes": {"td colspan": "warning"}, "ignore": ["vendor/**"]}"#,
    );
    let root = dir.0.to_str().unwrap();
    let kinds = |out: &Output| -> Vec<(String, String, String)> {
        json_lines(out)
            .iter()
            .map(|l| {
                let file = Path::new(l["file"].as_str().unwrap())
                    .strip_prefix(root)
                    .unwrap();
                (
                    file.to_str().unwrap().to_owned(),
                    l["kind"].as_str().unwrap().to_owned(),
                    l["severity"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    };
    let own = |f: &str, k: &str, s: &str| (f.to_owned(), k.to_owned(), s.to_owned());
    let out = lint(&["--format", "json", root]);
    assert_eq!(
        kinds(&out),
        [
            own("a.html", "not_positive", "error"),
            own("sub/b.html", "not_positive", "warning"),
            own("sub/b.html", "unknown_link_type", "warning"),
        ]
    );
    assert_eq!(out.status.code(), Some(1));
    // Only warnings in sub/: --max-warnings 1 passes, 0 does not.
    let sub = dir.0.join("sub");
    let sub = sub.to_str().unwrap();
    assert_eq!(
        lint(&["--format", "json", "--max-warnings", "2", sub])
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        lint(&["--format", "json", "--max-warnings=1", sub])
            .status
            .code(),
        Some(1)
    );
    // Errors fail whatever the maximum.
    assert_eq!(
        lint(&["--format", "json", "--max-warnings", "9", root])
            .status
            .code(),
        Some(1)
    );
    // One file for every input; or none (and the ignored file comes back).
    let top = dir.0.join(".html-microsyntax.json");
    let out = lint(&["--format", "json", "--config", top.to_str().unwrap(), sub]);
    assert_eq!(
        kinds(&out),
        [
            own("sub/b.html", "not_positive", "error"),
            own("sub/vendor/c.html", "not_positive", "error")
        ]
    );
    let out = lint(&["--format", "json", "--no-config", sub]);
    assert_eq!(kinds(&out).len(), 4);
    // Inline comments.
    dir.write(
        "sub/d.html",
        b"<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>\n<td colspan=0>",
    );
    let d = dir.0.join("sub/d.html");
    let d = d.to_str().unwrap();
    assert_eq!(
        json_lines(&lint(&["--format", "json", "--no-config", d])).len(),
        1
    );
    let out = lint(&["--format", "json", "--no-config", "--no-inline-config", d]);
    assert_eq!(json_lines(&out).len(), 2);
    // A bad file: exit 2, nothing linted, the file and position named.
    dir.write(
        "sub/.html-microsyntax.json",
        b"{\n  \"kinds\": {\"x\": \"fatal\"}\n}",
    );
    let out = lint(&["--format", "json", sub]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains(".html-microsyntax.json:2:24: invalid value: string \"fatal\""),
        "{err}"
    );
    // Bad options.
    let out = lint(&["--max-warnings", "many", sub]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr)
        .unwrap()
        .contains("--max-warnings needs a count"));
    let out = lint(&["--config", "/nonexistent/x.json", sub]);
    assert_eq!(out.status.code(), Some(2));
}
