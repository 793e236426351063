//! The corrections the text determines, as edits of the decoded text
//! (located in the source with the findings): a value replaced by what
//! browsers read from it, or by its normalized form; a keyword replaced by
//! the one valid keyword an edit away; an attribute that says what its
//! absence says removed.
//!
//! A fix is safe when applying it changes nothing a browser does and
//! leaves a valid value: a replacement is safe when the attribute table
//! finds no error in it and it is what browsers read anyway (or differs
//! from the keyword only in ASCII case); the nearest keyword is a guess,
//! never safe.

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;
use core::ops::Range;

use super::finding::{Edit, Fix};
use super::locate::{place_span, value_span};
use super::rules::{Place, RuleFix};
use super::tokens::{Attribute, StartTag};
use super::Severity;
use crate::base::error::ErrorKind;
use crate::markup::attributes::check_attribute;

/// Whether a value's violation of `kind` is about the whole value, which
/// says what the attribute's absence says, so that its fix removes the
/// attribute (`<script type="text/javascript">`): the finding then spans
/// the whole value.
pub(super) fn removes_attribute(kind: &ErrorKind) -> bool {
    kind.code() == "redundant_script_type"
}

/// The fixes of a value's violation of `kind` at `at` in `attr`'s value
/// (`read`: what browsers read, written as a valid value, and whether that
/// is the normalized form).
pub(super) fn for_value(
    text: &str,
    tag: &StartTag,
    attr: &Attribute,
    others: &[(&str, &str)],
    kind: &ErrorKind,
    at: usize,
    read: Option<&(String, bool)>,
) -> Vec<Fix> {
    if removes_attribute(kind) {
        return for_rule(text, tag, attr, &RuleFix::RemoveAttribute)
            .into_iter()
            .collect();
    }
    if let Some(suggestion) = kind.suggestion() {
        return nearest_keyword(text, attr, at, suggestion)
            .into_iter()
            .collect();
    }
    let Some((read, normalized)) = read else {
        return Vec::new();
    };
    if !normalized && *read == attr.value {
        return Vec::new();
    }
    let Some(edit) = replace(text, attr, value_span(attr), read) else {
        return Vec::new();
    };
    let valid = check_attribute(&tag.name, &attr.name, read, others)
        .violations
        .iter()
        .all(|e| e.kind().severity() != Severity::Error)
        && !rendered_otherwise(&tag.name, &attr.name, &attr.value, read);
    let description = if *normalized {
        format!("use the normalized form \"{read}\"")
    } else {
        format!("write \"{read}\", the value browsers read")
    };
    vec![Fix {
        description,
        safe: valid,
        edits: vec![edit],
    }]
}

/// Whether the rendering reads `value` otherwise than `read`: `width` and
/// `height` ([15.4.3 Attributes for embedded content and images](https://html.spec.whatwg.org/multipage/rendering.html#attributes-for-embedded-content-and-images)
/// and the tables' and `hr`'s rows) map to the dimension properties by the
/// rules for parsing dimension values, which keep a percentage and a
/// fraction (`100%`, `1.5`); `canvas` reads them as integers.
fn rendered_otherwise(element: &str, attribute: &str, value: &str, read: &str) -> bool {
    if !matches!(attribute, "width" | "height") || element == "canvas" {
        return false;
    }
    match crate::common::numbers::parse_dimension(value) {
        Ok(d) => {
            d.kind != crate::common::numbers::DimensionKind::Length || read.parse() != Ok(d.value)
        }
        Err(_) => true,
    }
}

/// The keyword at `at` in `attr`'s value replaced by `suggestion`: safe
/// when only the ASCII case differs.
fn nearest_keyword(text: &str, attr: &Attribute, at: usize, suggestion: &str) -> Option<Fix> {
    let span = place_span(text, attr, Place::Value(at));
    let written = text.get(span.clone())?;
    if written.is_empty() || written.contains(|c: char| c.is_ascii_whitespace() || c == '&') {
        return None;
    }
    let edit = replace(text, attr, span, suggestion)?;
    Some(Fix {
        description: format!("replace '{written}' with '{suggestion}'"),
        safe: written.eq_ignore_ascii_case(suggestion),
        edits: vec![edit],
    })
}

/// The edits of a rule's fix of `attr`.
pub(super) fn for_rule(text: &str, tag: &StartTag, attr: &Attribute, fix: &RuleFix) -> Option<Fix> {
    match fix {
        RuleFix::RemoveAttribute => {
            let span = attribute_span(text, attr);
            // The ASCII whitespace before the name goes with it.
            let before = text.get(..span.start)?;
            let start = before
                .trim_end_matches(|c: char| c.is_ascii_whitespace())
                .len();
            let start = if start <= tag.span.start {
                span.start
            } else {
                start
            };
            Some(Fix {
                description: format!("remove the {} attribute", attr.name),
                safe: true,
                edits: vec![Edit::new(start..span.end, String::new())],
            })
        }
    }
}

/// Where `attr` was written: from its name to the end of its value, a
/// closing quote included.
fn attribute_span(text: &str, attr: &Attribute) -> Range<usize> {
    let Some(value) = &attr.value_span else {
        return attr.name_span.clone();
    };
    let quoted = matches!(text.as_bytes().get(value.end), Some(b'"' | b'\''))
        && value.start > 0
        && text.as_bytes().get(value.start - 1) == text.as_bytes().get(value.end);
    attr.name_span.start..value.end + usize::from(quoted)
}

/// An edit putting `replacement` in place of `span` of `attr`'s value,
/// written as the value's quoting needs (`None` when an unquoted value
/// cannot hold it).
fn replace(text: &str, attr: &Attribute, span: Range<usize>, replacement: &str) -> Option<Edit> {
    let value = attr.value_span.as_ref()?;
    let quote = value
        .start
        .checked_sub(1)
        .and_then(|i| text.as_bytes().get(i))
        .copied()
        .filter(|q| matches!(q, b'"' | b'\''));
    let mut escaped = String::with_capacity(replacement.len());
    for c in replacement.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '"' if quote == Some(b'"') => escaped.push_str("&quot;"),
            '\'' if quote == Some(b'\'') => escaped.push_str("&#39;"),
            c => escaped.push(c),
        }
    }
    let unquotable = |c: char| c.is_ascii_whitespace() || "\"'=<>`".contains(c);
    if quote.is_none() && (escaped.is_empty() || escaped.contains(unquotable)) {
        return None;
    }
    Some(Edit::new(span, escaped))
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::super::{check_bytes_with, check_str, Finding, Options};

    /// The document with every safe fix applied (the first fix of each
    /// finding; edits that overlap an earlier one skipped).
    fn apply_safe(source: &[u8], findings: &[Finding]) -> Vec<u8> {
        let mut edits: Vec<_> = findings
            .iter()
            .filter_map(|f| f.fixes.iter().find(|fix| fix.safe))
            .flat_map(|fix| fix.edits.iter())
            .collect();
        edits.sort_by_key(|e| (e.source_offset, e.source_end_offset));
        edits.dedup();
        let mut out = Vec::new();
        let mut at = 0;
        for e in edits {
            if e.source_offset < at {
                continue;
            }
            out.extend_from_slice(&source[at..e.source_offset]);
            out.extend_from_slice(e.replacement.as_bytes());
            at = e.source_end_offset;
        }
        out.extend_from_slice(&source[at..]);
        out
    }

    /// (kind, safe, replacement) of each finding's first fix.
    fn fixes(html: &str) -> Vec<(&'static str, bool, String)> {
        check_str(html)
            .findings()
            .iter()
            .filter_map(|f| {
                let fix = f.fixes.first()?;
                Some((f.kind, fix.safe, fix.edits[0].replacement.clone()))
            })
            .collect()
    }

    #[test]
    fn what_the_text_determines() {
        // What browsers read, written validly: safe.
        assert_eq!(
            fixes("<ol start=\" 3\">"),
            [("leading_whitespace", true, "3".to_string())]
        );
        assert_eq!(
            fixes("<ol start=1.5>"),
            [("trailing_input", true, "1".to_string())]
        );
        // A float, written as its shortest form.
        assert_eq!(
            fixes("<meter value=\" .50\">"),
            [("leading_whitespace", true, "0.5".to_string())]
        );
        // The nearest keyword is a guess; one in another case is not.
        assert_eq!(
            fixes("<p dir=rlt>"),
            [("unknown_keyword", false, "rtl".to_string())]
        );
        // An attribute that says what its absence says goes, with the
        // space before it.
        assert_eq!(
            fixes("<script type=\"text/javascript\" src=a.js></script>"),
            [("redundant_script_type", true, String::new())]
        );
        // The finding spans what the fix removes: the whole value.
        let doc = "<script type=\"text/javascript\" src=a.js></script>";
        let report = check_str(doc);
        let f = &report.findings()[0];
        assert_eq!(&doc[f.offset..f.end_offset], "text/javascript");
        assert_eq!((f.column, f.end_column), (15, 30));
        assert_eq!(
            fixes("<ul><li role=listitem>"),
            [("redundant_role", true, String::new())]
        );
        // No correction the text determines.
        // A duplicate browsers drop goes, value and all.
        let report = check_str("<p class=a id=x class=\"b c\">");
        let dup = &report.findings()[0];
        assert_eq!(dup.kind, "duplicate_attribute");
        let edit = &dup.fixes[0].edits[0];
        assert!(dup.fixes[0].safe);
        assert_eq!(
            &report.text()[edit.offset..edit.end_offset],
            " class=\"b c\""
        );
        // A span is what forming a table reads: zero columns is one, more
        // than 1000 is 1000.
        assert_eq!(
            fixes("<td colspan=0>"),
            [("not_positive", true, "1".to_string())]
        );
        assert_eq!(
            fixes("<col span=5000>"),
            [("out_of_range", true, "1000".to_string())]
        );
        // No value at all (the attribute's default applies): no fix.
        assert_eq!(fixes("<td colspan=two>"), []);
        // A percentage or a fraction is a dimension to the rendering: the
        // integer is not what it draws.
        assert_eq!(
            fixes("<img width=80px height=\"100%\"><iframe width=1.5>"),
            [
                ("trailing_input", true, "80".to_string()),
                ("trailing_input", false, "100".to_string()),
                ("trailing_input", false, "1".to_string())
            ]
        );
        assert_eq!(fixes("<input type=date value=2023-02-29>"), []);
    }

    #[test]
    fn replacements_are_written_for_the_attribute_quoting() {
        // A reading with '&' needs escaping; an unquoted value cannot be
        // emptied, so that fix is dropped.
        let report = check_str("<ol start='&#32;3'>");
        let edit = &report.findings()[0].fixes[0].edits[0];
        assert_eq!((edit.offset, edit.end_offset), (11, 17));
        assert_eq!(edit.replacement, "3");
    }

    #[test]
    fn safe_fixes_remove_their_findings_and_nothing_else() {
        let documents = [
            "<ol start=\" 3\">\n<p dir=rtl>\n<script type=text/javascript></script>",
            "<ul>\n  <li role=listitem id=a>x\n  <li value=\" 2\">y\n</ul><td colspan=0>",
            "<input type=datetime-local value='2024-01-02 03:04:00' min=\"2024-01-01T00:00\">",
            "<p title=caf\u{e9}><ol start=\"&#32;7\" reversed>",
        ];
        for doc in documents {
            for encoding in ["utf-8", "windows-1252"] {
                let (bytes, _, _) = encoding_rs::Encoding::for_label(encoding.as_bytes())
                    .unwrap()
                    .encode(doc);
                let options = Options::new().transport_charset(Some(encoding));
                let before = check_bytes_with(&bytes, &options);
                let fixed = apply_safe(&bytes, before.findings());
                let after = check_bytes_with(&fixed, &options);
                let kept: Vec<_> = before
                    .findings()
                    .iter()
                    .filter(|f| !f.has_safe_fix())
                    .map(|f| (f.kind, f.attribute.clone()))
                    .collect();
                let now: Vec<_> = after
                    .findings()
                    .iter()
                    .map(|f| (f.kind, f.attribute.clone()))
                    .collect();
                assert_eq!(now, kept, "{doc} in {encoding}");
                // Idempotent: nothing safe left to fix.
                assert_eq!(apply_safe(&fixed, after.findings()), fixed, "{doc}");
            }
        }
    }
}
