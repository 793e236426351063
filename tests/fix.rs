//! `html-microsyntax lint --fix` and `--fix-dry-run` end to end: the exact
//! bytes written in UTF-8 (CRLF lines), windows-1252 and UTF-16, bytes
//! outside the edits kept, a second `--fix` changing nothing, the diff, and
//! the corpus check on real pages (tests/data/fix/real/, or any directory
//! named by `HTML_MICROSYNTAX_FIX_CORPUS`, whose figures it prints).
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

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Output};

use html_microsyntax::document::{check_bytes, Finding};

#[path = "common/process.rs"]
mod process;

const BIN: &str = env!("CARGO_BIN_EXE_html-microsyntax");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn lint(dir: &Path, args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("lint")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// `--fix` on one file holding `before`: the bytes it wrote, and what it
/// printed; then a second `--fix`, which must change nothing.
fn fix_one(name: &str, before: &[u8]) -> (Vec<u8>, Output) {
    let dir = common::TempDir::new(name);
    let path = dir.write("page.html", before);
    let out = lint(&dir.0, &["--fix", "--format", "json", "page.html"]);
    let after = std::fs::read(&path).unwrap();
    let again = lint(&dir.0, &["--fix", "--format", "json", "page.html"]);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        after,
        "{name}: a second --fix"
    );
    assert_eq!(
        text(&again.stderr),
        "html-microsyntax lint: fixed 0 findings in 0 files\n"
    );
    assert_eq!(again.stdout, out.stdout, "{name}: the same findings left");
    (after, out)
}

#[test]
fn utf8_with_crlf_lines() {
    let before = "<!DOCTYPE html>\r\n<ol start=\" 3\">\r\n<script type=\"text/javascript\" src=a.js></script>\r\n\
                  <p class=a title=\"caf\u{e9}\" class=b>\r\n<ul><li role=listitem>x</ul>\r\n<td colspan=two>\r\n";
    let (after, out) = fix_one("utf8", before.as_bytes());
    assert_eq!(
        text(&after),
        "<!DOCTYPE html>\r\n<ol start=\"3\">\r\n<script src=a.js></script>\r\n\
         <p class=a title=\"caf\u{e9}\">\r\n<ul><li>x</ul>\r\n<td colspan=two>\r\n"
    );
    assert_eq!(
        text(&out.stderr),
        "html-microsyntax lint: fixed 4 findings in 1 file\n"
    );
    // The finding left, at its place in the file as written.
    let left: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(left.len(), 1);
    assert_eq!(
        (left[0]["kind"].as_str(), left[0]["line"].as_u64()),
        (Some("expected_integer"), Some(6))
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn windows_1252_keeps_its_bytes() {
    // `é` (0xE9) right before an edit and right after one.
    let before =
        b"<meta charset=windows-1252><p title=\xE9 role=paragraph>\xE9<ol start='1.5'>\xE9";
    let (after, out) = fix_one("windows-1252", before);
    assert_eq!(
        after,
        b"<meta charset=windows-1252><p title=\xE9>\xE9<ol start='1'>\xE9"
    );
    // `charset_not_utf8` has no fix: the file would need re-encoding.
    assert!(text(&out.stdout).contains("\"kind\":\"charset_not_utf8\""));
}

#[test]
fn utf16_is_written_in_utf16() {
    let utf16le = |s: &str| -> Vec<u8> { s.encode_utf16().flat_map(u16::to_le_bytes).collect() };
    let utf16be = |s: &str| -> Vec<u8> { s.encode_utf16().flat_map(u16::to_be_bytes).collect() };
    let before = "\u{feff}<p title=\u{e9}\u{3042}><meter value=\" .50\">\u{3042}</meter>";
    let expected = "\u{feff}<p title=\u{e9}\u{3042}><meter value=\"0.5\">\u{3042}</meter>";
    let (after, _) = fix_one("utf-16le", &utf16le(before));
    assert_eq!(after, utf16le(expected));
    let (after, _) = fix_one("utf-16be", &utf16be(before));
    assert_eq!(after, utf16be(expected));
}

#[test]
fn dry_run_prints_a_unified_diff_and_writes_nothing() {
    let dir = common::TempDir::new("dry-run");
    let before = "<p>\n<ol start=\" 3\">\n<li>a\n</ol>\n<script type=text/javascript></script>\n";
    let path = dir.write("page.html", before.as_bytes());
    dir.write("clean.html", b"<p>nothing to fix\n");
    let out = lint(&dir.0, &["--fix-dry-run", "."]);
    assert_eq!(std::fs::read(&path).unwrap(), before.as_bytes());
    assert_eq!(
        text(&out.stdout),
        "--- ./page.html\n+++ ./page.html\n@@ -1,5 +1,5 @@\n <p>\n-<ol start=\" 3\">\n+<ol start=\"3\">\n \
         <li>a\n </ol>\n-<script type=text/javascript></script>\n+<script></script>\n"
    );
    assert_eq!(
        text(&out.stderr),
        "html-microsyntax lint: would fix 2 findings in 1 file\n"
    );
    assert_eq!(out.status.code(), Some(1));
    // Nothing to fix: no diff, exit 0.
    let clean = lint(&dir.0, &["--fix-dry-run", "clean.html"]);
    assert_eq!((clean.stdout.len(), clean.status.code()), (0, Some(0)));
}

#[test]
fn standard_input_and_warc_are_usage_errors() {
    let dir = common::TempDir::new("usage");
    for args in [
        &["--fix"][..],
        &["--fix", "-"],
        &["--fix-dry-run", "--warc", "x.warc"],
    ] {
        let mut command = Command::new(BIN);
        command.arg("lint").args(args).current_dir(&dir.0);
        let out = process::output_with_stdin(&mut command, b"<ol start=' 3'>");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            text(&out.stderr)
                .starts_with("html-microsyntax lint: --fix and --fix-dry-run write files"),
            "{args:?}"
        );
        assert!(out.stdout.is_empty());
    }
}

/// What the corpus check counts.
#[derive(Debug, Default)]
struct Figures {
    files: usize,
    changed: usize,
    by_code: BTreeMap<&'static str, usize>,
    /// Fixed findings found again at their place after the fix.
    found_again: Vec<String>,
    /// Files where a byte outside the edits changed.
    touched: Vec<String>,
}

/// The edits of the fixes applied, each with its encoded replacement, sorted
/// and without repeats.
fn applied_edits(findings: &[Finding], applied: &[usize]) -> Vec<(usize, usize, Vec<u8>)> {
    let mut edits: Vec<_> = applied
        .iter()
        .flat_map(|&i| &findings[i].fixes.iter().find(|f| f.safe).unwrap().edits)
        .map(|e| {
            (
                e.source_offset,
                e.source_end_offset,
                e.replacement.as_bytes().to_vec(),
            )
        })
        .collect();
    edits.sort();
    edits.dedup();
    edits
}

/// Where the edits put the old position `at` (at or after an edit's end).
fn shifted(edits: &[(usize, usize, Vec<u8>)], at: usize) -> usize {
    edits
        .iter()
        .filter(|(_, end, _)| *end <= at)
        .fold(at, |at, (start, end, r)| at + r.len() - (end - start))
}

/// One pass of the safe fixes over a UTF-8 document: every byte outside the
/// edits kept in order, each edit's bytes its replacement, and no fixed
/// finding reported again at the place of its edits.
fn check_document(name: &str, bytes: &[u8], figures: &mut Figures) -> Vec<u8> {
    let report = check_bytes(bytes);
    let fixed = report.apply_safe_fixes(bytes);
    figures.files += 1;
    if !fixed.changed() {
        assert_eq!(fixed.bytes, bytes);
        return fixed.bytes;
    }
    assert_eq!(report.encoding_name(), "UTF-8", "{name}");
    figures.changed += 1;
    let edits = applied_edits(report.findings(), &fixed.applied);
    // Bytes outside the edits, and the edits' bytes.
    let (mut old, mut new) = (0, 0);
    let mut same = true;
    for (start, end, replacement) in &edits {
        let kept = &bytes[old..*start];
        same &= fixed.bytes.get(new..new + kept.len()) == Some(kept);
        new += kept.len();
        same &= fixed.bytes.get(new..new + replacement.len()) == Some(&replacement[..]);
        new += replacement.len();
        old = *end;
    }
    same &= fixed.bytes.get(new..) == Some(&bytes[old..]);
    if !same {
        figures.touched.push(name.to_owned());
    }
    // Each fixed finding, not found again where its edits are now.
    let again = check_bytes(&fixed.bytes);
    for &i in &fixed.applied {
        let f = &report.findings()[i];
        *figures.by_code.entry(f.kind).or_default() += 1;
        let fix_edits = &f.fixes.iter().find(|x| x.safe).unwrap().edits;
        let first = fix_edits.first().unwrap();
        let last = fix_edits.last().unwrap();
        let from = shifted(&edits, first.source_offset);
        let to = shifted(&edits, last.source_offset) + last.replacement.len();
        let refound = again.findings().iter().any(|g| {
            g.kind == f.kind && g.attribute == f.attribute && (from..=to).contains(&g.source_offset)
        });
        if refound {
            figures
                .found_again
                .push(format!("{name}: {} at {}", f.kind, f.source_offset));
        }
    }
    fixed.bytes
}

/// The corpus check on every HTML file below `corpus`: one pass by the
/// library, checked as above; then `--fix` on a copy, which must write
/// what the passes write, and a second `--fix`, which must change nothing.
fn check_corpus(corpus: &Path) -> Figures {
    let mut files = Vec::new();
    let mut dirs = vec![corpus.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e == "html" || e == "htm" || e == "xhtml")
            {
                files.push(path);
            }
        }
    }
    files.sort();
    let copy = common::TempDir::new("corpus");
    let mut figures = Figures::default();
    let mut expected = Vec::new();
    for (n, path) in files.iter().enumerate() {
        let name = path.strip_prefix(corpus).unwrap().display().to_string();
        let bytes = std::fs::read(path).unwrap();
        // Passes until nothing changes, as --fix does.
        let mut fixed = check_document(&name, &bytes, &mut figures);
        let mut passes = 1;
        while fixed != check_bytes(&fixed).apply_safe_fixes(&fixed).bytes {
            fixed = check_bytes(&fixed).apply_safe_fixes(&fixed).bytes;
            passes += 1;
            assert!(passes < 10, "{name}");
        }
        let extension = path.extension().unwrap().to_str().unwrap();
        let at = copy.write(&format!("{n}.{extension}"), &bytes);
        expected.push((name, at, fixed));
    }
    let out = lint(&copy.0, &["--fix", "--no-config", "--format", "json", "."]);
    assert!(out.status.code() != Some(2), "{}", text(&out.stderr));
    for (name, at, fixed) in &expected {
        assert!(
            std::fs::read(at).unwrap() == *fixed,
            "{name}: --fix wrote other bytes"
        );
    }
    let again = lint(&copy.0, &["--fix-dry-run", "--no-config", "."]);
    assert_eq!(text(&again.stdout), "", "a second --fix would change this");
    assert_eq!(again.status.code(), Some(0));
    figures
}

#[test]
fn real_pages() {
    let figures = check_corpus(&Path::new(ROOT).join("tests/data/fix/real"));
    // iframe-detail's only fix, `width="100%"` to `100`, is not safe.
    assert_eq!((figures.files, figures.changed), (8, 7));
    assert!(figures.found_again.is_empty(), "{:?}", figures.found_again);
    assert!(figures.touched.is_empty(), "{:?}", figures.touched);
    assert_eq!(
        figures.by_code.into_iter().collect::<Vec<_>>(),
        // 17 repeated `class` on the `img`s of the two css-examples pages;
        // `width="80px"` on an `img` (media-objects; iframe-detail's
        // `width="100%"` is a percentage to the rendering: not safe);
        // `role=img` on an `img` with `alt`, `role=banner` on a top `header`.
        [
            ("duplicate_attribute", 17),
            ("redundant_role", 2),
            ("redundant_script_type", 3),
            ("trailing_input", 1)
        ]
    );
}

/// `HTML_MICROSYNTAX_FIX_CORPUS=DIR cargo test --features cli --test fix -- --ignored --nocapture`:
/// the figures of docs/records/fix.md.
#[test]
#[ignore = "needs a corpus: HTML_MICROSYNTAX_FIX_CORPUS=DIR"]
fn corpus_named_by_the_environment() {
    let corpus =
        std::env::var_os("HTML_MICROSYNTAX_FIX_CORPUS").expect("HTML_MICROSYNTAX_FIX_CORPUS");
    let figures = check_corpus(Path::new(&corpus));
    let total: usize = figures.by_code.values().sum();
    println!(
        "{} files, {} changed, {total} fixes applied: {:?}; found again: {:?}; bytes outside the edits changed in: {:?}",
        figures.files, figures.changed, figures.by_code, figures.found_again, figures.touched
    );
    assert!(figures.found_again.is_empty() && figures.touched.is_empty());
}
