//! A [`Finding`] on its way to JavaScript: the findings of a call cross as
//! one JSON text of rows (arrays, their fields in [`ROW`]'s order), which
//! `index.js` parses and turns into objects with the lint JSON's fields in
//! camelCase and html-validate's (`ruleId`, `severity` 1 or 2, `offset` and
//! `size` in UTF-16 code units, `ruleUrl`). `JSON.parse` and object
//! literals build them several times faster than setting properties one by
//! one through Node-API.

use html_microsyntax::document::{Edit, Finding, Fix, Severity};
use html_microsyntax::error::FieldValue;
use serde::ser::{SerializeMap, SerializeSeq, SerializeTuple, Serializer};
use serde::Serialize;

/// The fields of a row, in order (`index.js` reads them by position).
#[allow(dead_code)] // documentation of the row's layout
pub const ROW: [&str; 22] = [
    "kind",
    "severity (1 warning, 2 error)",
    "message",
    "line",
    "column",
    "offset (UTF-16)",
    "end offset (UTF-16)",
    "spec",
    "element",
    "attribute",
    "value",
    "syntax",
    "help",
    "byte offset",
    "byte end offset",
    "end line",
    "end column",
    "source offset",
    "source end offset",
    "fields",
    "fixes: [description, safe, [[offset, end offset (UTF-16), byte offset, byte end offset, source offset, source end offset, replacement]]]",
    "rule",
];

/// The findings of `text` as the JSON text of their rows.
pub fn to_json(text: &str, findings: &[Finding]) -> serde_json::Result<String> {
    let utf16 = Utf16::new(text, findings);
    let mut out = Vec::with_capacity(findings.len() * 400 + 2);
    let mut s = serde_json::Serializer::new(&mut out);
    let mut seq = s.serialize_seq(Some(findings.len()))?;
    for f in findings {
        SerializeSeq::serialize_element(&mut seq, &Row(f, &utf16))?;
    }
    SerializeSeq::end(seq)?;
    // serde_json writes UTF-8.
    Ok(String::from_utf8(out).unwrap_or_default())
}

/// One finding's row.
struct Row<'a>(&'a Finding, &'a Utf16);

impl Serialize for Row<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let Row(f, utf16) = *self;
        let mut t = s.serialize_tuple(ROW.len())?;
        t.serialize_element(f.kind)?;
        t.serialize_element(&match f.severity {
            Severity::Warning => 1u8,
            _ => 2,
        })?;
        t.serialize_element(&f.message)?;
        t.serialize_element(&f.line)?;
        t.serialize_element(&f.column)?;
        t.serialize_element(&utf16.at(f.offset))?;
        t.serialize_element(&utf16.at(f.end_offset))?;
        t.serialize_element(f.spec)?;
        t.serialize_element(&f.element)?;
        t.serialize_element(&f.attribute)?;
        t.serialize_element(&f.value)?;
        t.serialize_element(f.syntax)?;
        t.serialize_element(&f.help)?;
        t.serialize_element(&f.offset)?;
        t.serialize_element(&f.end_offset)?;
        t.serialize_element(&f.end_line)?;
        t.serialize_element(&f.end_column)?;
        t.serialize_element(&f.source_offset)?;
        t.serialize_element(&f.source_end_offset)?;
        t.serialize_element(&Fields(f))?;
        t.serialize_element(&Fixes(&f.fixes, utf16))?;
        t.serialize_element(f.rule)?;
        t.end()
    }
}

/// The kind's fields as the lint JSON writes them (a big integer as its
/// decimal string, a character as a string).
struct Fields<'a>(&'a Finding);

impl Serialize for Fields<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(None)?;
        let mut result = Ok(());
        self.0.error_kind.for_each_field(&mut |name, value| {
            if result.is_err() {
                return;
            }
            result = match value {
                FieldValue::Str(v) => map.serialize_entry(name, v),
                FieldValue::Char(c) => map.serialize_entry(name, &c),
                FieldValue::Int(i) => map.serialize_entry(name, &i),
                FieldValue::Big(i) => map.serialize_entry(name, &i.to_string()),
                FieldValue::Bool(b) => map.serialize_entry(name, &b),
                FieldValue::List(list) => map.serialize_entry(name, list),
                FieldValue::Float(x) => map.serialize_entry(name, &x),
                // `Null`, and kinds of field a later version may add.
                _ => map.serialize_entry(name, &()),
            };
        });
        result?;
        map.end()
    }
}

/// The fixes, each `[description, safe, [edit, ...]]`.
struct Fixes<'a>(&'a [Fix], &'a Utf16);

impl Serialize for Fixes<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for fix in self.0 {
            let edits: Vec<EditRow<'_>> = fix.edits.iter().map(|e| EditRow(e, self.1)).collect();
            seq.serialize_element(&(&fix.description, fix.safe, edits))?;
        }
        seq.end()
    }
}

/// One edit's row.
struct EditRow<'a>(&'a Edit, &'a Utf16);

impl Serialize for EditRow<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let EditRow(e, utf16) = *self;
        (
            utf16.at(e.offset),
            utf16.at(e.end_offset),
            e.offset,
            e.end_offset,
            e.source_offset,
            e.source_end_offset,
            &e.replacement,
        )
            .serialize(s)
    }
}

/// A count as a JS number (exact below 2^53, far beyond any document).
fn n(x: usize) -> i64 {
    i64::try_from(x).unwrap_or(i64::MAX)
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
