//! Hover on an attribute's name or value: the syntax its value takes, a
//! sentence on what it expects, the links to its definitions, and what a
//! browser reads from the value.

use html_microsyntax::attributes::{check_attribute, Syntax};
use html_microsyntax::document::attribute_at;
use lsp_types::{Hover, HoverContents, HoverParams, MarkupContent, MarkupKind};

use super::documents::Document;
use super::positions::Encoding;

/// The hover at the position, or `None` where no attribute with a syntax
/// is.
pub fn hover(doc: &Document, params: &HoverParams, encoding: Encoding) -> Option<Hover> {
    let position = params.text_document_position_params.position;
    let offset = doc.lines.offset(&doc.text, position, encoding);
    let at = attribute_at(&doc.text, offset)?;
    let check = check_attribute(
        &at.element,
        &at.attribute,
        &at.value,
        &at.other_attributes(),
    );
    let row = check.definition?;
    let mut text = format!(
        "**`<{} {}>`**: `{}`\n\n",
        at.element,
        at.attribute,
        row.syntax.name()
    );
    match row.syntax {
        Syntax::Enumerated(table) => {
            let mut keywords = Vec::new();
            table.for_each_keyword(&mut |keyword, conforming| {
                if conforming {
                    keywords.push(format!("`{keyword}`"));
                }
            });
            text.push_str(&format!(
                "An enumerated attribute: one of {} (ASCII case-insensitive).\n\n",
                keywords.join(", ")
            ));
        }
        Syntax::Registered(def) => {
            text.push_str(&format!("Value: {}.\n\n", expects(def.description)));
        }
        _ => {}
    }
    if row.obsolete {
        text.push_str("The attribute is obsolete: authors must not use it.\n\n");
    }
    if at.value_span.is_some() {
        match &check.reading {
            Some(reading) if !reading.to_string().is_empty() => {
                text.push_str(&format!(
                    "Browsers read `{}` as `{reading}`",
                    escape(&at.value)
                ));
                text.push_str(if check.is_valid() {
                    ".\n\n"
                } else {
                    " (the value is not valid).\n\n"
                });
            }
            _ if !check.is_valid() => text.push_str("The value is not valid.\n\n"),
            _ => {}
        }
    }
    text.push_str(&format!("[The attribute]({})", row.spec));
    if let Some(def) = row.syntax.definition().filter(|def| def.spec != row.spec) {
        text.push_str(&format!(" · [its syntax]({})", def.spec));
    }
    let span = match (&at.value_span, at.in_value) {
        (Some(span), true) => span.clone(),
        _ => at.name_span.clone(),
    };
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: text,
        }),
        range: Some(doc.lines.range(&doc.text, span.start, span.end, encoding)),
    })
}

/// A value shown in Markdown code: backticks would end it.
fn escape(value: &str) -> String {
    let short: String = value.chars().take(80).collect();
    short.replace('`', "'")
}

/// A registry row's one-line description as what the value must be: its
/// question or its object fields left out.
fn expects(description: &str) -> &str {
    let description = description
        .split_once("}: ")
        .filter(|(fields, _)| fields.starts_with('{'))
        .map_or(description, |(_, rest)| rest);
    description.strip_prefix("is it ").unwrap_or(description)
}
