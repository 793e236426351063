//! Completion in an attribute's value (the keywords of an enumerated
//! attribute, the roles ARIA in HTML allows on the element, link types
//! allowed on it, `autocomplete` tokens in the order its grammar takes
//! them, `sandbox` keywords) and of `aria-*` names where an attribute's
//! name is written.

use html_microsyntax::attributes::{lookup, Syntax};
use html_microsyntax::autofill::{AutofillControl, FieldName};
use html_microsyntax::document::{attribute_at, roles_allowed, AttributeAt, ARIA_ATTRIBUTES};
use html_microsyntax::keyword_sets::{LINK_TYPES, SANDBOX_KEYWORDS};
use lsp_types::{
    CompletionItem, CompletionItemKind, CompletionList, CompletionParams, CompletionResponse,
    CompletionTextEdit, TextEdit,
};

use super::documents::Document;
use super::positions::Encoding;

/// The completions at the position, or `None` where the server has none.
pub fn completion(
    doc: &Document,
    params: &CompletionParams,
    encoding: Encoding,
) -> Option<CompletionResponse> {
    let position = params.text_document_position.position;
    let offset = doc.lines.offset(&doc.text, position, encoding);
    let at = attribute_at(&doc.text, offset)?;
    let (start, candidates, kind) = if at.in_value {
        let span = at.value_span.clone()?;
        // The token being written: from the last space before the cursor.
        let before = doc.text.get(span.start..offset).unwrap_or_default();
        let token_start = before
            .rfind(|c: char| c.is_ascii_whitespace())
            .map_or(span.start, |i| span.start + i + 1);
        let written: Vec<&str> = before.split_ascii_whitespace().collect();
        let done = if token_start == offset {
            &written[..]
        } else {
            written.split_last().map_or(&[][..], |(_, rest)| rest)
        };
        let candidates = value_candidates(&at, done);
        (token_start, candidates, CompletionItemKind::ENUM_MEMBER)
    } else {
        let names = ARIA_ATTRIBUTES.to_vec();
        (at.name_span.start, names, CompletionItemKind::PROPERTY)
    };
    if candidates.is_empty() {
        return None;
    }
    let range = doc.lines.range(&doc.text, start, offset, encoding);
    let items = candidates
        .into_iter()
        .enumerate()
        .map(|(i, label)| CompletionItem {
            label: label.to_string(),
            kind: Some(kind),
            // The order given, whatever the client's sort.
            sort_text: Some(format!("{i:04}")),
            text_edit: Some(CompletionTextEdit::Edit(TextEdit {
                range,
                new_text: label.to_string(),
            })),
            ..CompletionItem::default()
        })
        .collect();
    Some(CompletionResponse::List(CompletionList {
        is_incomplete: false,
        items,
    }))
}

/// What may be written in the value of `at`, given the tokens `done`
/// before the one being written.
fn value_candidates(at: &AttributeAt, done: &[&str]) -> Vec<&'static str> {
    let element = at.element.as_str();
    let other = at.other_attributes();
    let fresh = |list: Vec<&'static str>| -> Vec<&'static str> {
        list.into_iter()
            .filter(|c| !done.iter().any(|d| d.eq_ignore_ascii_case(c)))
            .collect()
    };
    match at.attribute.as_str() {
        "role" => fresh(
            roles_allowed(element, &other)
                .unwrap_or_else(|| html_microsyntax::aria_role::ROLES.to_vec()),
        ),
        "rel" if matches!(element, "link" | "a" | "area" | "form") => fresh(
            LINK_TYPES
                .iter()
                .filter(|t| {
                    match element {
                        "link" => t.link,
                        "form" => t.form,
                        _ => t.a_and_area,
                    }
                    .is_some()
                })
                .map(|t| t.keyword)
                .collect(),
        ),
        "sandbox" if element == "iframe" => fresh(SANDBOX_KEYWORDS.to_vec()),
        "autocomplete" => {
            let ty = other.iter().find(|(n, _)| *n == "type").map(|&(_, v)| v);
            match AutofillControl::for_element(element, ty) {
                Some(control) => autocomplete_next(control, done),
                None => Vec::new(),
            }
        }
        _ => match lookup(element, &at.attribute, &other).map(|row| row.syntax) {
            Some(Syntax::Enumerated(table)) if done.is_empty() => {
                let mut keywords = Vec::new();
                table.for_each_keyword(&mut |keyword, conforming| {
                    if conforming && !keywords.contains(&keyword) {
                        keywords.push(keyword);
                    }
                });
                keywords
            }
            _ => Vec::new(),
        },
    }
}

/// The `autocomplete` tokens that may follow `done`, in the order of the
/// attribute's grammar: `on` or `off` alone; else an optional
/// `section-*`, an optional `shipping` or `billing`, then a field name
/// (or `home`, `work`, `mobile`, `fax` or `pager` and a contact field
/// name), then an optional `webauthn`
/// ([autofill detail tokens](https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill-detail-tokens)).
pub fn autocomplete_next(control: AutofillControl, done: &[&str]) -> Vec<&'static str> {
    let fields = |contact: bool| {
        FieldName::all()
            .filter(move |f| control.allows(f.group()) && (!contact || f.is_contact()))
            .map(FieldName::name)
    };
    const ADDRESS: [&str; 2] = ["shipping", "billing"];
    const CONTACT: [&str; 5] = ["home", "work", "mobile", "fax", "pager"];
    let last = done.last().map(|t| t.to_ascii_lowercase());
    let mut next: Vec<&'static str> = Vec::new();
    // Stage reached: 0 nothing, 1 section, 2 address mode, 3 contact kind,
    // 4 field name, 5 webauthn or on/off.
    let stage = match last.as_deref() {
        None => 0,
        Some(t) if t.starts_with("section-") => 1,
        Some(t) if ADDRESS.contains(&t) => 2,
        Some(t) if CONTACT.contains(&t) => 3,
        Some(t) if FieldName::from_token(t).is_some() => 4,
        Some(_) => 5,
    };
    if stage == 0 && control != AutofillControl::Input(html_microsyntax::forms::InputType::Hidden) {
        next.extend(["on", "off"]);
    }
    if stage == 0 {
        next.push("section-");
    }
    if stage <= 1 {
        next.extend(ADDRESS);
    }
    if stage <= 2 {
        next.extend(fields(false));
        if fields(true).next().is_some() {
            next.extend(CONTACT);
        }
    }
    if stage == 3 {
        next.extend(fields(true));
    }
    if stage == 4 {
        next.push("webauthn");
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use html_microsyntax::forms::InputType;

    #[test]
    fn autocomplete_tokens_follow_the_grammar() {
        let email = AutofillControl::Input(InputType::Email);
        assert_eq!(
            autocomplete_next(email, &[]),
            [
                "on", "off", "section-", "shipping", "billing", "username", "email", "home",
                "work", "mobile", "fax", "pager"
            ]
        );
        assert_eq!(autocomplete_next(email, &["work"]), ["email"]);
        assert_eq!(
            autocomplete_next(email, &["section-a", "billing"]),
            ["username", "email", "home", "work", "mobile", "fax", "pager"]
        );
        assert_eq!(autocomplete_next(email, &["email"]), ["webauthn"]);
        assert!(autocomplete_next(email, &["off"]).is_empty());
        let hidden = autocomplete_next(AutofillControl::Input(InputType::Hidden), &[]);
        assert_eq!(hidden.first(), Some(&"section-"));
    }
}
