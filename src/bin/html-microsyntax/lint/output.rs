//! The four output formats of `lint`.

use std::collections::BTreeMap;
use std::io::{self, Write};

use serde_json::{json, Value};

use html_microsyntax::document::{source_line, Finding};

/// The output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// `path:line:column: error[code]: message`, the source line and a caret.
    Human,
    /// One JSON object per finding per line.
    Json,
    /// One SARIF 2.1.0 log.
    Sarif,
    /// GitHub Actions workflow commands.
    Github,
}

impl Format {
    /// By name.
    pub fn from_name(name: &str) -> Option<Format> {
        Some(match name {
            "human" => Format::Human,
            "json" => Format::Json,
            "sarif" => Format::Sarif,
            "github" => Format::Github,
            _ => return None,
        })
    }
}

/// The findings of one document, with its text for the human format.
pub struct Report {
    /// The path as given, `-`, or a WARC record's target URI.
    pub file: String,
    /// The decoded text.
    pub text: String,
    /// Sorted by position.
    pub findings: Vec<Finding>,
}

/// One finding in the human format.
pub fn human(out: &mut impl Write, file: &str, text: &str, f: &Finding) -> io::Result<()> {
    writeln!(
        out,
        "{file}:{}:{}: {}[{}]: {}",
        f.line,
        f.column,
        f.severity.as_str(),
        f.kind,
        f.message
    )?;
    let line = source_line(text, f.offset);
    let width = f.line.to_string().len();
    writeln!(out, "{:width$} |", "")?;
    writeln!(out, "{} | {}", f.line, line)?;
    // The caret under the offending character; tabs kept so that it lines up.
    let pad: String = line
        .chars()
        .take(f.column.saturating_sub(1))
        .filter(|&c| c != '\u{feff}')
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    writeln!(
        out,
        "{:width$} | {pad}^ <{} {}>",
        "", f.element, f.attribute
    )?;
    if let Some(help) = &f.help {
        writeln!(out, "{:width$} = help: {help}", "")?;
    }
    writeln!(out, "{:width$} = see: {}", "", f.spec)?;
    writeln!(out)
}

/// One finding as a JSON line, its fields in the contract's order.
pub fn json_line(out: &mut impl Write, file: &str, f: &Finding) -> io::Result<()> {
    out.write_all(b"{\"file\":")?;
    serde_json::to_writer(&mut *out, file)?;
    // The finding serializes as a struct: its fields in order.
    let finding = serde_json::to_vec(f)?;
    match finding.split_first() {
        Some((b'{', rest)) if rest.len() > 1 => {
            out.write_all(b",")?;
            out.write_all(rest)?;
        }
        _ => out.write_all(b"}")?,
    }
    out.write_all(b"\n")
}

/// The percent-encoding of a path for a SARIF `artifactLocation.uri`
/// (a relative reference; characters outside the URL code points escaped).
fn uri_reference(path: &str) -> String {
    if path.contains("://") {
        return path.to_owned();
    }
    let mut s = String::new();
    for b in path.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~/!$&'()*+,;=:@".contains(&b) {
            s.push(char::from(b));
        } else if b == b'\\' {
            s.push('/');
        } else {
            s.push_str(&format!("%{b:02X}"));
        }
    }
    s
}

/// A SARIF 2.1.0 log with one run.
pub fn sarif(reports: &[Report], version: &str) -> Value {
    let mut rules: BTreeMap<String, (String, String)> = BTreeMap::new();
    let mut results = Vec::new();
    for report in reports {
        for f in &report.findings {
            let rule_id = format!("{}/{}", f.syntax, f.kind);
            rules
                .entry(rule_id.clone())
                .or_insert_with(|| (f.spec.to_owned(), f.message.clone()));
            let mut message = format!("<{} {}>: {}", f.element, f.attribute, f.message);
            if let Some(help) = &f.help {
                message.push_str(&format!(" (help: {help})"));
            }
            let uri = uri_reference(&report.file);
            let fixes: Vec<Value> = f
                .fixes
                .iter()
                .map(|fix| {
                    let replacements: Vec<Value> = fix
                        .edits
                        .iter()
                        .map(|e| {
                            json!({
                                "deletedRegion": {
                                    "byteOffset": e.source_offset,
                                    "byteLength": e.source_end_offset - e.source_offset,
                                },
                                "insertedContent": {"text": e.replacement},
                            })
                        })
                        .collect();
                    json!({
                        "description": {"text": fix.description},
                        "artifactChanges": [{
                            "artifactLocation": {"uri": uri},
                            "replacements": replacements,
                        }],
                    })
                })
                .collect();
            let mut result = json!({
                "ruleId": rule_id,
                "level": f.severity.as_str(),
                "message": {"text": message},
                "locations": [{"physicalLocation": {
                    "artifactLocation": {"uri": uri},
                    // Lines and columns in code points (the run's
                    // columnKind); the bytes of the source for the offsets.
                    "region": {
                        "startLine": f.line,
                        "startColumn": f.column,
                        "endLine": f.end_line,
                        "endColumn": f.end_column,
                        "byteOffset": f.source_offset,
                        "byteLength": f.source_end_offset - f.source_offset,
                    },
                }}],
            });
            if let (false, Some(object)) = (fixes.is_empty(), result.as_object_mut()) {
                object.insert("fixes".to_owned(), Value::Array(fixes));
            }
            results.push(result);
        }
    }
    let rules: Vec<Value> = rules
        .into_iter()
        .map(|(id, (spec, message))| {
            json!({
                "id": id,
                "shortDescription": {"text": message},
                "helpUri": spec,
            })
        })
        .collect();
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "html-microsyntax",
                "version": version,
                "informationUri": "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html",
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }],
    })
}

/// Escapes a workflow command's property value or message.
fn github_escape(s: &str, property: bool) -> String {
    let mut out = s
        .replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A");
    if property {
        out = out.replace(':', "%3A").replace(',', "%2C");
    }
    out
}

/// One finding as a GitHub Actions annotation line.
pub fn github(out: &mut impl Write, file: &str, f: &Finding) -> io::Result<()> {
    let mut message = format!("<{} {}>: {}", f.element, f.attribute, f.message);
    if let Some(help) = &f.help {
        message.push_str(&format!(" (help: {help})"));
    }
    writeln!(
        out,
        "::{} file={},line={},endLine={},col={},endColumn={},title={}::{}",
        f.severity.as_str(),
        github_escape(file, true),
        f.line,
        f.end_line,
        f.column,
        f.end_column,
        github_escape(&format!("{}[{}]", f.syntax, f.kind), true),
        github_escape(&message, false)
    )
}
