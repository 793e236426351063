//! Checking a whole document from Rust: every attribute value against the
//! HTML Standard's microsyntaxes, each finding with its line, column, byte
//! offsets and a fix where one is known.
//!
//! Run: `cargo run --features document --example check_document`

use html_microsyntax::document::{check_bytes, Severity};

/// A small page in windows-1252 (by its `<meta charset>`), with a few
/// mistakes.
const PAGE: &[u8] = b"<!DOCTYPE html>
<meta charset=windows-1252>
<title>Caf\xE9 orders</title>
<form>
  <input type=date name=day min=2024-01-01 max=2023-12-31 value=\"2024-02-30\">
  <input type=number name=count step=0 value=\" 3\">
  <input type=datetime-local name=at value=\"2024-03-01 10:30\">
</form>
<table><td colspan=0>\xE9</td></table>
";

fn main() {
    let report = check_bytes(PAGE);
    println!(
        "{} bytes decoded as {}: {} findings",
        PAGE.len(),
        report.encoding_name(),
        report.findings().len()
    );
    for f in report.findings() {
        let marker = if f.severity == Severity::Error {
            "!"
        } else {
            "?"
        };
        println!(
            "{marker} {}:{}: {}[{}] <{} {}=\"{}\">: {}",
            f.line,
            f.column,
            f.severity.as_str(),
            f.kind,
            f.element,
            f.attribute,
            f.value,
            f.message
        );
        if let Some(help) = &f.help {
            println!("    help: {help}");
        }
        println!(
            "    at byte {} of the text, byte {} of the source; see {}",
            f.offset, f.source_offset, f.spec
        );
    }
}
