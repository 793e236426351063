//! A [`Finding`] as a JavaScript object: the lint JSON's fields in
//! camelCase, and html-validate's (`ruleId`, `severity` 1 or 2, `offset`
//! and `size` in UTF-16 code units, `ruleUrl`).

use html_microsyntax::document::{Finding, Severity};
use html_microsyntax::error::FieldValue;
use napi_derive::napi;
use serde_json::{Map, Value};

/// One finding.
#[napi(object, use_nullable = true)]
pub struct JsFinding {
    /// html-validate: the rule's id; here the finding's code (`kind`).
    pub rule_id: String,
    /// html-validate: 1 a warning, 2 an error.
    pub severity: u32,
    /// One sentence.
    pub message: String,
    /// 1-based line of the offending character.
    pub line: i64,
    /// 1-based column, in characters.
    pub column: i64,
    /// html-validate: where the offending text starts in the decoded text,
    /// in UTF-16 code units (an index into the string given).
    pub offset: i64,
    /// html-validate: the offending text's length in UTF-16 code units.
    pub size: i64,
    /// html-validate: the definition's URL (`spec`).
    pub rule_url: String,
    /// The lowercase element name.
    pub element: String,
    /// The lowercase attribute name.
    pub attribute: String,
    /// The value after character references are decoded.
    pub value: String,
    /// The syntax or rule name.
    pub syntax: String,
    /// The finding's code.
    pub kind: String,
    /// The lint JSON's `severity`: `"error"` or `"warning"`.
    pub level: String,
    /// A fix in words, or null.
    pub help: Option<String>,
    /// The definition's URL.
    pub spec: String,
    /// The lint JSON's `offset`: bytes, in the decoded text (UTF-8).
    pub byte_offset: i64,
    /// The lint JSON's `end_offset`.
    pub byte_end_offset: i64,
    /// 1-based line just past the text.
    pub end_line: i64,
    /// 1-based column just past the text, in characters.
    pub end_column: i64,
    /// `byteOffset` in the bytes as given.
    pub source_offset: i64,
    /// `byteEndOffset` in the bytes as given.
    pub source_end_offset: i64,
    /// The kind's typed fields.
    pub fields: Value,
    /// The corrections the text determines.
    pub fixes: Vec<JsFix>,
    /// The rule that made the finding.
    pub rule: String,
}

/// A correction.
#[napi(object)]
pub struct JsFix {
    /// One sentence.
    pub description: String,
    /// Whether `html-microsyntax lint --fix` applies it.
    pub safe: bool,
    /// The edits, in order.
    pub edits: Vec<JsEdit>,
}

/// One replacement.
#[napi(object)]
pub struct JsEdit {
    /// Start in the decoded text, in UTF-16 code units.
    pub offset: i64,
    /// End in the decoded text, in UTF-16 code units.
    pub end_offset: i64,
    /// Start in the decoded text, in bytes.
    pub byte_offset: i64,
    /// End in the decoded text, in bytes.
    pub byte_end_offset: i64,
    /// Start in the bytes as given.
    pub source_offset: i64,
    /// End in the bytes as given.
    pub source_end_offset: i64,
    /// The new text.
    pub replacement: String,
}

/// A count as a JS number (exact below 2^53, far beyond any document).
fn n(x: usize) -> i64 {
    i64::try_from(x).unwrap_or(i64::MAX)
}

/// The findings of `text`, converted.
pub fn convert(text: &str, findings: Vec<Finding>) -> Vec<JsFinding> {
    let utf16 = Utf16::new(text, &findings);
    findings
        .into_iter()
        .map(|f| {
            let (start, end) = (utf16.at(f.offset), utf16.at(f.end_offset));
            let fields = fields(&f);
            let fixes = f
                .fixes
                .into_iter()
                .map(|fix| JsFix {
                    description: fix.description,
                    safe: fix.safe,
                    edits: fix
                        .edits
                        .into_iter()
                        .map(|e| JsEdit {
                            offset: utf16.at(e.offset),
                            end_offset: utf16.at(e.end_offset),
                            byte_offset: n(e.offset),
                            byte_end_offset: n(e.end_offset),
                            source_offset: n(e.source_offset),
                            source_end_offset: n(e.source_end_offset),
                            replacement: e.replacement,
                        })
                        .collect(),
                })
                .collect();
            JsFinding {
                rule_id: f.kind.to_owned(),
                severity: match f.severity {
                    Severity::Warning => 1,
                    _ => 2,
                },
                message: f.message,
                line: n(f.line),
                column: n(f.column),
                offset: start,
                size: end - start,
                rule_url: f.spec.to_owned(),
                element: f.element,
                attribute: f.attribute,
                value: f.value,
                syntax: f.syntax.to_owned(),
                kind: f.kind.to_owned(),
                level: f.severity.as_str().to_owned(),
                help: f.help,
                spec: f.spec.to_owned(),
                byte_offset: n(f.offset),
                byte_end_offset: n(f.end_offset),
                end_line: n(f.end_line),
                end_column: n(f.end_column),
                source_offset: n(f.source_offset),
                source_end_offset: n(f.source_end_offset),
                fields,
                fixes,
                rule: f.rule.to_owned(),
            }
        })
        .collect()
}

/// The kind's fields as the lint JSON writes them (a big integer as its
/// decimal string, a character as a string).
fn fields(f: &Finding) -> Value {
    let mut map = Map::new();
    if let Some(kind) = &f.error_kind {
        kind.for_each_field(&mut |name, value| {
            let v = match value {
                FieldValue::Str(s) => Value::from(s),
                FieldValue::Char(c) => Value::from(c.to_string()),
                FieldValue::Int(i) => Value::from(i),
                FieldValue::Big(i) => Value::from(i.to_string()),
                FieldValue::Bool(b) => Value::from(b),
                FieldValue::List(list) => Value::from(list.to_vec()),
                // `Null`, and kinds of field a later version may add.
                _ => Value::Null,
            };
            map.insert(name.to_owned(), v);
        });
    }
    Value::Object(map)
}

/// Byte offsets of the decoded text as UTF-16 offsets: the identity for
/// ASCII text, else a table of the offsets the findings name, filled in
/// one pass.
struct Utf16 {
    /// `(byte offset, UTF-16 offset)`, sorted; empty for ASCII text.
    table: Vec<(usize, i64)>,
}

impl Utf16 {
    fn new(text: &str, findings: &[Finding]) -> Utf16 {
        if text.is_ascii() {
            return Utf16 { table: Vec::new() };
        }
        let mut wanted: Vec<usize> = Vec::with_capacity(findings.len() * 2);
        for f in findings {
            wanted.push(f.offset);
            wanted.push(f.end_offset);
            for fix in &f.fixes {
                for e in &fix.edits {
                    wanted.push(e.offset);
                    wanted.push(e.end_offset);
                }
            }
        }
        wanted.sort_unstable();
        wanted.dedup();
        let mut table = Vec::with_capacity(wanted.len());
        let mut chars = text.char_indices().peekable();
        let mut units = 0i64;
        for byte in wanted {
            while let Some(&(at, c)) = chars.peek() {
                if at >= byte {
                    break;
                }
                units += i64::try_from(c.len_utf16()).unwrap_or(2);
                chars.next();
            }
            table.push((byte, units));
        }
        Utf16 { table }
    }

    fn at(&self, byte: usize) -> i64 {
        if self.table.is_empty() {
            return n(byte);
        }
        match self.table.binary_search_by_key(&byte, |&(b, _)| b) {
            Ok(i) => self.table.get(i).map_or(n(byte), |&(_, u)| u),
            Err(_) => n(byte),
        }
    }
}
