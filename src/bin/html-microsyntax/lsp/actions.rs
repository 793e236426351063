//! Code actions on the findings in a range: each finding's fixes (the safe
//! ones preferred), and turning the finding's kind off with an inline
//! directive comment (`html-microsyntax-disable-next-line`, or a
//! `disable`/`enable` pair around the tag when the line starts inside
//! another tag).

use std::collections::HashMap;

use html_microsyntax::document::{attribute_at, Finding};
use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CodeActionParams, TextEdit, Url, WorkspaceEdit,
};

use super::diagnostics::diagnostic;
use super::documents::Document;
use super::positions::Encoding;

/// The actions for the findings whose span meets the requested range.
pub fn code_actions(
    doc: &Document,
    params: &CodeActionParams,
    encoding: Encoding,
) -> Vec<CodeActionOrCommand> {
    let start = doc.lines.offset(&doc.text, params.range.start, encoding);
    let end = doc
        .lines
        .offset(&doc.text, params.range.end, encoding)
        .max(start);
    let uri = &params.text_document.uri;
    let mut actions = Vec::new();
    for finding in &doc.findings {
        // Touching counts: a cursor at either end of the span.
        if finding.end_offset < start || finding.offset > end {
            continue;
        }
        let diag = diagnostic(finding, &doc.text, &doc.lines, encoding);
        for fix in &finding.fixes {
            let edits = fix
                .edits
                .iter()
                .map(|e| TextEdit {
                    range: doc.lines.range(&doc.text, e.offset, e.end_offset, encoding),
                    new_text: e.replacement.clone(),
                })
                .collect();
            actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                title: fix.description.clone(),
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diag.clone()]),
                edit: Some(edit(uri, edits)),
                is_preferred: fix.safe.then_some(true),
                ..CodeAction::default()
            }));
        }
        if let Some((title, edits)) = disable(doc, finding, encoding) {
            actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                title,
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diag]),
                edit: Some(edit(uri, edits)),
                ..CodeAction::default()
            }));
        }
    }
    actions
}

/// A workspace edit of one document.
fn edit(uri: &Url, edits: Vec<TextEdit>) -> WorkspaceEdit {
    WorkspaceEdit {
        changes: Some(HashMap::from([(uri.clone(), edits)])),
        ..WorkspaceEdit::default()
    }
}

/// The directive comments that turn `finding`'s kind off where it is: a
/// `disable-next-line` comment on a line of its own before the finding's
/// line when that line starts outside a tag (the first of `<` and `>`
/// between its start and the finding is a `<`); else a `disable` comment
/// before the finding's tag and an `enable` comment after it. `None` for
/// a finding about a comment itself.
fn disable(
    doc: &Document,
    finding: &Finding,
    encoding: Encoding,
) -> Option<(String, Vec<TextEdit>)> {
    if finding.element.starts_with('#') {
        return None;
    }
    let kind = finding.kind;
    let text = &doc.text;
    let line_start = doc.lines.line_start(finding.offset);
    let before = text.get(line_start..finding.offset).unwrap_or_default();
    let opens_here = before
        .find(['<', '>'])
        .is_some_and(|i| before.as_bytes().get(i) == Some(&b'<'));
    if opens_here {
        let indent: String = before
            .chars()
            .take_while(|c| *c == ' ' || *c == '\t')
            .collect();
        let at = doc.lines.range(text, line_start, line_start, encoding);
        let comment = format!("{indent}<!-- html-microsyntax-disable-next-line {kind} -->\n");
        return Some((
            format!("Disable {kind} for this line"),
            vec![TextEdit {
                range: at,
                new_text: comment,
            }],
        ));
    }
    let tag = attribute_at(text, finding.offset)?.tag_span;
    let open = doc.lines.range(text, tag.start, tag.start, encoding);
    let close = doc.lines.range(text, tag.end, tag.end, encoding);
    Some((
        format!("Disable {kind} for this tag"),
        vec![
            TextEdit {
                range: open,
                new_text: format!("<!-- html-microsyntax-disable {kind} -->"),
            },
            TextEdit {
                range: close,
                new_text: format!("<!-- html-microsyntax-enable {kind} -->"),
            },
        ],
    ))
}
