//! The document pass over ids: every `id` unique in its tree, and every
//! attribute that refers to an element by its id (`label for`, `input
//! list`, `form`, `headers`, `popovertarget`, `commandfor`, `itemref`,
//! `output for`, the ARIA ID references) naming an element that is there
//! and of the kind the attribute wants. The ids are collected as the tags
//! come; the references are checked once the document is read. WAI-ARIA
//! lets its references be empty or name no element (an empty one is no
//! finding, one that names no element a warning: user agents ignore it);
//! HTML's own references are errors.
//!
//! Only the document's own tree is checked: `template` contents (another
//! tree) are skipped, both their ids and their references, so that a
//! reference from the document into a template is reported as naming no
//! element, as the text says it does. SVG and MathML elements' ids count as
//! targets; their own references are not read (foreign content is
//! skipped).

use alloc::borrow::ToOwned;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::base::error::{detail_kinds, Error, ErrorKind};
use crate::common::idioms::{offset_in, split_on_ascii_whitespace};
use crate::common::tokens::{validate_unique_space_separated_tokens, Comparison};
use crate::syntaxes::names::validate_id;

use super::finding::Diagnosis;

detail_kinds! {
    /// What the `unique_ids` pass finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::UniqueIdsProblem};
    ///
    /// let report = check_str("<p id=a><p id=a>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(UniqueIdsProblem::from_kind(&kind), Some(UniqueIdsProblem::DuplicateId { id: "a".into() }));
    /// ```
    pub enum UniqueIdsProblem (owned);
    pub static UNIQUE_IDS_DETAILS = (syntax "unique_ids", otherwise "duplicate_id", "an id already taken");
    {
        /// A second element with an id already taken.
        DuplicateId { id: String } => ("duplicate_id", Error, "the id \"{id}\" is already used by an earlier element"),
    }
}

/// The kinds of `unique_ids`.
pub(super) const UNIQUE_KINDS: super::rules::KindList = UniqueIdsProblem::KINDS;

detail_kinds! {
    /// What the `id_references` pass finds (besides a value that is no id,
    /// which is its syntax's error).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::IdReferencesProblem};
    ///
    /// let report = check_str("<label for=x>a</label><p id=x>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     IdReferencesProblem::from_kind(&kind),
    ///     Some(IdReferencesProblem::WrongIdTarget {
    ///         wanted: "a labelable element (a form control)",
    ///         element: "p".into(),
    ///         id: "x".into(),
    ///     })
    /// );
    /// ```
    pub enum IdReferencesProblem (owned);
    pub static ID_REFERENCES_DETAILS = (syntax "id_references", otherwise "no_such_id", "a reference to no suitable element");
    {
        /// A reference to an id no element has.
        NoSuchId { id: String } => ("no_such_id", Error, "no element has the id \"{id}\""),
        /// A reference to an element of the wrong kind.
        WrongIdTarget {
            /// What the attribute wants, in words.
            wanted: &'static str = WANTED,
            /// The element that has the id.
            element: String,
            id: String,
        } => ("wrong_id_target", Error, "the id \"{id}\" is a {element} element, expected {wanted}"),
        /// A WAI-ARIA ID reference to an id no element has, which the
        /// draft allows and user agents ignore.
        DanglingAriaReference { attribute: String, id: String } => ("dangling_aria_reference", Warning, "no element has the id \"{id}\": user agents ignore the reference")
            help("{}", dangling_help(attribute, id)),
    }
}

/// The kinds of `id_references`.
pub(super) const REFERENCE_KINDS: super::rules::KindList = IdReferencesProblem::KINDS;
use super::locate::place_span;
use super::rules::Place;
use super::tokens::{Attribute, StartTag};
use super::Finding;
use core::ops::Range;

/// What a reference wants its target to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Want {
    /// Any element.
    Any,
    /// A labelable element: `button`, `input` not hidden, `meter`,
    /// `output`, `progress`, `select`, `textarea` (or a custom element,
    /// which may be form-associated).
    Labelable,
    /// A `datalist`.
    Datalist,
    /// A `form`.
    Form,
    /// A `th`.
    HeaderCell,
    /// An element with a `popover` attribute.
    Popover,
}

/// What each [`Want`] wants, in words, in its order.
static WANTED: [&str; 6] = [
    "an element",
    "a labelable element (a form control)",
    "a datalist element",
    "a form element",
    "a th element",
    "an element with a popover attribute",
];

impl Want {
    /// The wanted kind in words, for messages.
    fn name(self) -> &'static str {
        WANTED.get(self as usize).copied().unwrap_or_default()
    }

    fn accepts(self, target: &Target) -> bool {
        let name = target.element.as_str();
        match self {
            Want::Any => true,
            Want::Labelable => {
                matches!(
                    name,
                    "button" | "meter" | "output" | "progress" | "select" | "textarea"
                ) || (name == "input" && !target.hidden_input)
                    || name.contains('-')
            }
            Want::Datalist => name == "datalist",
            Want::Form => name == "form",
            Want::HeaderCell => name == "th",
            Want::Popover => target.popover,
        }
    }
}

/// How many ids an attribute holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holds {
    /// One id: a valid id (not empty, no ASCII whitespace).
    One,
    /// HTML's "unordered set of unique space-separated tokens" of ids: no
    /// id twice; the set may be empty.
    Set,
    /// WAI-ARIA's "ID reference": the value as written, which may be
    /// empty (the same as no attribute) or name no element.
    AriaOne,
    /// WAI-ARIA's "ID reference list": the ids between ASCII whitespace;
    /// the list may be empty, and its ids may name no element.
    AriaList,
}

/// The attributes that refer to ids: (element, or `None` for any HTML
/// element; attribute; how many ids it holds; what it wants; the section
/// that says so).
const REFERENCES: &[(Option<&str>, &str, Holds, Want, &str)] = &[
    (
        Some("label"),
        "for",
        Holds::One,
        Want::Labelable,
        "https://html.spec.whatwg.org/multipage/forms.html#attr-label-for",
    ),
    (
        Some("output"),
        "for",
        Holds::Set,
        Want::Any,
        "https://html.spec.whatwg.org/multipage/form-elements.html#attr-output-for",
    ),
    (
        Some("input"),
        "list",
        Holds::One,
        Want::Datalist,
        "https://html.spec.whatwg.org/multipage/input.html#attr-input-list",
    ),
    (
        Some("button"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("fieldset"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("input"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("object"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("output"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("select"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("textarea"),
        "form",
        Holds::One,
        Want::Form,
        "https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#attr-fae-form",
    ),
    (
        Some("td"),
        "headers",
        Holds::Set,
        Want::HeaderCell,
        "https://html.spec.whatwg.org/multipage/tables.html#attr-tdth-headers",
    ),
    (
        Some("th"),
        "headers",
        Holds::Set,
        Want::HeaderCell,
        "https://html.spec.whatwg.org/multipage/tables.html#attr-tdth-headers",
    ),
    (
        Some("button"),
        "popovertarget",
        Holds::One,
        Want::Popover,
        "https://html.spec.whatwg.org/multipage/popover.html#attr-popovertarget",
    ),
    (
        Some("input"),
        "popovertarget",
        Holds::One,
        Want::Popover,
        "https://html.spec.whatwg.org/multipage/popover.html#attr-popovertarget",
    ),
    (
        Some("button"),
        "commandfor",
        Holds::One,
        Want::Any,
        "https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-commandfor",
    ),
    (
        None,
        "itemref",
        Holds::Set,
        Want::Any,
        "https://html.spec.whatwg.org/multipage/microdata.html#attr-itemref",
    ),
    (
        None,
        "aria-activedescendant",
        Holds::AriaOne,
        Want::Any,
        "https://w3c.github.io/aria/#aria-activedescendant",
    ),
    (
        None,
        "aria-errormessage",
        Holds::AriaOne,
        Want::Any,
        "https://w3c.github.io/aria/#aria-errormessage",
    ),
    (
        None,
        "aria-controls",
        Holds::AriaList,
        Want::Any,
        "https://w3c.github.io/aria/#aria-controls",
    ),
    (
        None,
        "aria-describedby",
        Holds::AriaList,
        Want::Any,
        "https://w3c.github.io/aria/#aria-describedby",
    ),
    (
        None,
        "aria-details",
        Holds::AriaList,
        Want::Any,
        "https://w3c.github.io/aria/#aria-details",
    ),
    (
        None,
        "aria-flowto",
        Holds::AriaList,
        Want::Any,
        "https://w3c.github.io/aria/#aria-flowto",
    ),
    (
        None,
        "aria-labelledby",
        Holds::AriaList,
        Want::Any,
        "https://w3c.github.io/aria/#aria-labelledby",
    ),
    (
        None,
        "aria-owns",
        Holds::AriaList,
        Want::Any,
        "https://w3c.github.io/aria/#aria-owns",
    ),
];

/// What is known of an element with an id.
#[derive(Debug)]
struct Target {
    element: String,
    /// An `input` in the Hidden state.
    hidden_input: bool,
    popover: bool,
}

/// One id a reference names.
#[derive(Debug)]
struct Reference {
    id: String,
    span: Range<usize>,
    element: String,
    attribute: String,
    value: String,
    want: Want,
    /// A WAI-ARIA reference, which may name no element.
    aria: bool,
    spec: &'static str,
}

/// The ids of a document so far, and the references to check at its end.
#[derive(Debug, Default)]
pub(super) struct Ids {
    targets: BTreeMap<String, Target>,
    references: Vec<Reference>,
    /// Duplicate ids, found as they come.
    pub(super) findings: Vec<Finding>,
}

impl Ids {
    /// Notes the id of `tag` and its references (`text`: the document).
    pub(super) fn note(&mut self, text: &str, tag: &StartTag) {
        if tag.in_template {
            return;
        }
        let attribute = |name: &str| tag.attributes.iter().find(|a| a.name == name);
        // An empty id is an error of its syntax, and a second one a
        // duplicate too: the value "must be unique amongst all the IDs".
        if let Some(id) = attribute("id") {
            if self.targets.contains_key(&id.value) {
                self.findings.push(duplicate(text, tag, id));
            } else {
                let hidden_input = tag.name == "input"
                    && attribute("type").is_some_and(|t| t.value.eq_ignore_ascii_case("hidden"));
                self.targets.insert(
                    id.value.clone(),
                    Target {
                        element: tag.name.clone(),
                        hidden_input,
                        popover: attribute("popover").is_some(),
                    },
                );
            }
        }
        if tag.foreign {
            return;
        }
        for attr in &tag.attributes {
            let Some(&(_, _, holds, want, spec)) = REFERENCES.iter().find(|(element, name, ..)| {
                *name == attr.name && element.is_none_or(|e| e == tag.name)
            }) else {
                continue;
            };
            let ids = match holds {
                Holds::One => validate_id(&attr.value).map(|()| alloc::vec![attr.value.as_str()]),
                Holds::Set => {
                    validate_unique_space_separated_tokens(&attr.value, Comparison::CaseSensitive)
                }
                // "The author MAY set either an empty value or a value that
                // does not match the ID of another element" (WAI-ARIA, ID
                // Reference Error Processing): nothing to report for an
                // empty value, which is the same as no attribute.
                Holds::AriaOne if attr.value.is_empty() => Ok(Vec::new()),
                Holds::AriaOne => Ok(alloc::vec![attr.value.as_str()]),
                Holds::AriaList => Ok(split_on_ascii_whitespace(&attr.value).collect()),
            };
            let aria = matches!(holds, Holds::AriaOne | Holds::AriaList);
            let ids = match ids {
                Ok(ids) => ids,
                Err(error) => {
                    self.findings
                        .push(value_error(text, tag, attr, &error, spec));
                    continue;
                }
            };
            for id in ids {
                self.references.push(Reference {
                    id: id.to_owned(),
                    span: place_span(text, attr, Place::Value(offset_in(&attr.value, id))),
                    element: tag.name.clone(),
                    attribute: attr.name.clone(),
                    value: attr.value.clone(),
                    want,
                    aria,
                    spec,
                });
            }
        }
    }

    /// The references that name no element, or the wrong kind, once the
    /// document is read.
    pub(super) fn finish(self) -> Vec<Finding> {
        let mut findings = self.findings;
        for r in self.references {
            let id = r.id;
            let kind = match self.targets.get(&id) {
                None if r.aria => IdReferencesProblem::DanglingAriaReference {
                    attribute: r.attribute.clone(),
                    id,
                },
                None => IdReferencesProblem::NoSuchId { id },
                Some(target) if !r.want.accepts(target) => IdReferencesProblem::WrongIdTarget {
                    wanted: r.want.name(),
                    element: target.element.clone(),
                    id,
                },
                Some(_) => continue,
            };
            findings.push(Finding::new(
                r.span,
                &r.element,
                &r.attribute,
                &r.value,
                Diagnosis::declared("id_references", kind, r.spec),
            ));
        }
        findings
    }
}

/// Whether `finding` says a reference names no element, or the wrong
/// one: what a tag alone cannot tell.
pub(super) fn names_another_element(finding: &Finding) -> bool {
    IdReferencesProblem::CODES.contains(&finding.kind)
}

/// What a WAI-ARIA reference to no element loses, and what to do.
fn dangling_help(attribute: &str, id: &str) -> String {
    if id.contains(['\t', '\n', '\x0C', '\r', ' ']) {
        return "an id has no ASCII whitespace: this attribute names one element".to_owned();
    }
    let lost = match attribute {
        "aria-labelledby" => "the element is not named by it",
        "aria-describedby" => "the element is not described by it",
        "aria-activedescendant" => "no descendant is active",
        "aria-errormessage" => "the element has no error message from it",
        _ => "the relation is not exposed",
    };
    format!(
        "{lost} unless an element with that id is added before it is read; \
         fix the id, or remove it if no such element comes"
    )
}

/// A value that is not an id, or not a set or list of ids, at its error.
fn value_error(
    text: &str,
    tag: &StartTag,
    attr: &Attribute,
    error: &Error,
    spec: &'static str,
) -> Finding {
    let kind = error.kind();
    Finding::new(
        place_span(text, attr, Place::Value(error.offset())),
        &tag.name,
        &attr.name,
        &attr.value,
        Diagnosis {
            syntax: "id_references",
            kind: kind.code(),
            severity: kind.severity(),
            message: kind.to_string(),
            help: Some(
                match kind {
                    ErrorKind::Empty => "name an element by its id, or remove the attribute",
                    _ if error.kind().code() == "duplicate_token" => "name each element once",
                    _ => "an id has no ASCII whitespace: this attribute names one element",
                }
                .to_owned(),
            ),
            spec,
            error_kind: kind,
        },
    )
}

/// A second element with an id already taken, at its value.
fn duplicate(text: &str, tag: &StartTag, id: &Attribute) -> Finding {
    Finding::new(
        place_span(text, id, Place::Value(0)),
        &tag.name,
        "id",
        &id.value,
        Diagnosis::declared(
            "unique_ids",
            UniqueIdsProblem::DuplicateId {
                id: id.value.clone(),
            },
            "https://html.spec.whatwg.org/multipage/dom.html#the-id-attribute",
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::super::{check_str, check_str_with, Options};

    /// (line, column, element, attribute, kind) of each finding, ARIA in
    /// HTML's and WAI-ARIA's aside (`<div aria-labelledby>` is "naming
    /// prohibited", `<ul aria-activedescendant>` a state `list` does not
    /// support).
    fn found(html: &str) -> Vec<(usize, usize, String, String, &'static str)> {
        check_str(html)
            .findings()
            .iter()
            .filter(|f| !matches!(f.syntax, "aria_in_html" | "wai_aria"))
            .map(|f| {
                (
                    f.line,
                    f.column,
                    f.element.clone(),
                    f.attribute.clone(),
                    f.kind,
                )
            })
            .collect()
    }

    fn kinds(html: &str) -> Vec<&'static str> {
        found(html).into_iter().map(|f| f.4).collect()
    }

    #[test]
    fn duplicate_ids_at_the_later_value() {
        let f = found("<p id=a>\n<div id=\"a\"><span id=A>");
        assert_eq!(f, [(2, 10, "div".into(), "id".into(), "duplicate_id")]);
        let report = check_str("<p id=a><p id=a>");
        assert_eq!(
            report.findings()[0].message,
            "the id \"a\" is already used by an earlier element"
        );
    }

    #[test]
    fn references_name_an_element_of_the_wanted_kind() {
        // label for: a labelable element (later in the document is fine).
        assert!(kinds("<label for=x></label><input id=x>").is_empty());
        assert!(kinds("<label for=x></label><my-control id=x>").is_empty());
        assert_eq!(
            kinds("<label for=x></label><input type=HIDDEN id=x>"),
            ["wrong_id_target"]
        );
        assert_eq!(
            kinds("<label for=x></label><div id=x>"),
            ["wrong_id_target"]
        );
        assert_eq!(kinds("<label for=y></label><input id=x>"), ["no_such_id"]);
        // list, form, headers, popovertarget, commandfor.
        assert!(kinds("<input list=l><datalist id=l></datalist>").is_empty());
        assert_eq!(
            kinds("<input list=l><select id=l></select>"),
            ["wrong_id_target"]
        );
        assert!(kinds("<form id=f></form><select form=f></select>").is_empty());
        assert_eq!(
            kinds("<div id=f></div><textarea form=f></textarea>"),
            ["wrong_id_target"]
        );
        assert!(kinds("<table><tr><th id=h1><th id=h2><tr><td headers=\"h1 h2\">").is_empty());
        assert_eq!(
            kinds("<table><tr><td id=h1><td headers=\"h1\">"),
            ["wrong_id_target"]
        );
        assert!(kinds("<button popovertarget=p></button><div popover id=p>").is_empty());
        assert_eq!(
            kinds("<button popovertarget=p></button><div id=p>"),
            ["wrong_id_target"]
        );
        assert!(kinds("<button commandfor=d command=show-modal></button><dialog id=d>").is_empty());
        assert_eq!(kinds("<button commandfor=d></button>"), ["no_such_id"]);
    }

    #[test]
    fn the_values_are_ids_sets_of_ids_or_lists_of_ids() {
        // One id: not empty, no whitespace (vnu on the same documents:
        // "An ID must not be the empty string", "An ID must not contain
        // whitespace").
        assert_eq!(
            found("<label for=\"\"></label>"),
            [(1, 13, "label".into(), "for".into(), "empty")]
        );
        assert_eq!(
            kinds("<button popovertarget='' commandfor=''>"),
            ["empty", "empty"]
        );
        // WAI-ARIA's ID references may be empty, the same as no attribute
        // ("The author MAY set either an empty value or a value that does
        // not match the ID of another element", w3c/aria 9521e257).
        assert!(kinds("<div aria-labelledby=' \t'>").is_empty());
        assert!(kinds("<div aria-describedby=''>").is_empty());
        assert!(kinds("<input aria-errormessage='' aria-activedescendant=''>").is_empty());
        // A one-id ARIA reference is the value as written: whitespace in it
        // names no element, a warning at its start (vnu: "An ID must not
        // contain whitespace", an error).
        assert_eq!(
            found("<p id=a><ul aria-activedescendant=\"a b\">"),
            [(
                1,
                36,
                "ul".into(),
                "aria-activedescendant".into(),
                "dangling_aria_reference"
            )]
        );
        let report = check_str("<p id=a><ul aria-activedescendant=\"a b\">");
        let f = report
            .findings()
            .iter()
            .find(|f| f.kind == "dangling_aria_reference");
        assert_eq!(
            f.and_then(|f| f.help.as_deref()),
            Some("an id has no ASCII whitespace: this attribute names one element")
        );
        // aria-details is a list in the current WAI-ARIA text ("supports
        // referring to multiple elements"; vnu still reads ARIA 1.2's one id).
        assert!(kinds("<p id=a><p id=b><mark aria-details='a b'>").is_empty());
        // HTML's sets may be empty, but hold each id once.
        assert!(kinds("<td headers=''><div itemscope itemref=''><output for=''>").is_empty());
        let f = found("<th id=h><td headers='h h'>");
        assert_eq!(
            f,
            [(1, 25, "td".into(), "headers".into(), "duplicate_token")]
        );
        assert_eq!(
            kinds("<p id=a><div itemscope itemref='a a'>"),
            ["duplicate_token"]
        );
        // A value in error names nothing to look up.
        assert_eq!(
            kinds("<label for='x y'></label><p id='x y'>"),
            ["whitespace_in_id", "whitespace_in_id"]
        );
    }

    #[test]
    fn empty_ids_are_duplicates_too() {
        // "must be unique amongst all the IDs ... and must contain at least
        // one character": the second id="" breaks both.
        assert_eq!(
            kinds("<p id=\"\"><p id=\"\">"),
            ["empty", "duplicate_id", "empty"]
        );
    }

    #[test]
    fn lists_of_ids_are_checked_token_by_token_at_each_token() {
        let f = found("<p id=a><div aria-labelledby=\" a&#32;b  a c\">");
        let cols: Vec<_> = f.iter().map(|f| (f.1, f.4)).collect();
        // "b" is written after "&#32;" (column 38), "c" at column 43.
        assert_eq!(
            cols,
            [
                (38, "dangling_aria_reference"),
                (43, "dangling_aria_reference")
            ]
        );
        let f = found("<output for=' a x\tb'></output><p id=a>");
        let cols: Vec<_> = f.iter().map(|f| (f.1, f.4)).collect();
        assert_eq!(cols, [(17, "no_such_id"), (19, "no_such_id")]);
    }

    #[test]
    fn aria_references_to_no_element_are_warnings() {
        // WAI-ARIA allows them, and user agents "SHOULD ignore ID
        // references that do not match": the relation is not there.
        let report = check_str("<div aria-describedby=nope>");
        let f = &report.findings()[0];
        assert_eq!(f.kind, "dangling_aria_reference");
        assert_eq!(f.severity, super::super::Severity::Warning);
        assert_eq!(
            f.message,
            "no element has the id \"nope\": user agents ignore the reference"
        );
        assert_eq!(
            f.help.as_deref(),
            Some(
                "the element is not described by it unless an element with that id is \
                 added before it is read; fix the id, or remove it if no such element comes"
            )
        );
        assert_eq!(f.syntax, "id_references");
        assert_eq!(f.spec, "https://w3c.github.io/aria/#aria-describedby");
        for attribute in [
            "aria-activedescendant",
            "aria-controls",
            "aria-describedby",
            "aria-details",
            "aria-errormessage",
            "aria-flowto",
            "aria-labelledby",
            "aria-owns",
        ] {
            let html = format!("<input {attribute}=x><input {attribute}=y><p id=y>");
            assert_eq!(kinds(&html), ["dangling_aria_reference"], "{attribute}");
        }
        // HTML's own references stay errors.
        assert_eq!(
            kinds("<input list=x form=x><button popovertarget=x commandfor=x></button>"),
            ["no_such_id", "no_such_id", "no_such_id", "no_such_id"]
        );
        assert_eq!(
            kinds("<td headers=x><div itemscope itemref=x></div><output for=x></output>"),
            ["no_such_id", "no_such_id", "no_such_id"]
        );
    }

    #[test]
    fn templates_are_another_tree_and_foreign_ids_count() {
        // Ids inside a template are neither duplicates nor targets; its
        // references are not checked.
        let html =
            "<p id=a><template><p id=a><label for=zz></label></template><label for=a></label>";
        assert_eq!(kinds(html), ["wrong_id_target"]);
        assert_eq!(
            kinds("<template><input id=i></template><label for=i></label>"),
            ["no_such_id"]
        );
        // Nested templates close one at a time.
        let html = "<template><template></template><p id=a></template><p id=a>";
        assert!(kinds(html).is_empty());
        // An SVG title's id is a target; SVG ids take part in uniqueness.
        assert!(kinds("<svg><title id=t>T</title></svg><p aria-labelledby=t>").is_empty());
        assert_eq!(kinds("<svg><g id=t></g></svg><p id=t>"), ["duplicate_id"]);
    }

    #[test]
    fn no_references_after_a_stop_at_the_maximum() {
        let html = "<td colspan=0><label for=later></label><td colspan=0><input id=later>";
        let report = check_str_with(html, &Options::new().max_findings(Some(1)));
        assert_eq!(report.findings().len(), 1);
        assert!(report.is_truncated());
    }
}
