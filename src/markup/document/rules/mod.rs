//! Rules over a whole start tag: the requirements on one attribute that
//! depend on the others (`<meta>`'s `content` follows its `name` or
//! `http-equiv`), on which attributes appear together, and on the
//! element's ancestors (ARIA in HTML's allowed roles).
//!
//! A rule is a function over a [`Tag`] that pushes [`Problem`]s, with a
//! [`Seen`] that remembers what earlier tags of the document had (for "at
//! most one per document"); the checker runs every rule of [`RULES`] on
//! every start tag outside foreign content, after the per-attribute checks
//! of the
//! [attribute table](crate::attributes), and locates each problem the way
//! it locates theirs (through character references to the source). A new
//! rule is a module here and one row in [`RULES`].
//!
//! What the attribute table says about a value (including its conditional
//! rows, such as `<meta http-equiv=refresh content>`) stays in the table; a
//! rule says only what the table cannot.

mod aria_in_html;
mod aria_parity;
mod aria_states;
mod content_attributes;
#[rustfmt::skip]
mod content_attributes_table;
mod link;
mod meta;
mod microdata;
mod obsolete;
mod script;
mod wai_aria;

use crate::base::error::{Error, Severity};

use super::open_elements::Ancestors;
use super::Said;
use crate::markup::forms::InputType;

/// A start tag as the rules see it: its lowercase name, its attributes
/// (lowercase name, decoded value) in source order, duplicates dropped, and
/// its ancestors.
pub(super) struct Tag<'t> {
    /// The element's name.
    pub(super) name: &'t str,
    /// The attributes.
    pub(super) attributes: &'t [(&'t str, &'t str)],
    /// What is known of its ancestors (from the approximate stack of open
    /// elements).
    pub(super) ancestors: Ancestors<'t>,
}

impl<'t> Tag<'t> {
    /// The index and value of the attribute `name`, if present.
    pub(super) fn get(&self, name: &str) -> Option<(usize, &'t str)> {
        self.attributes
            .iter()
            .enumerate()
            .find_map(|(i, &(n, v))| (n == name).then_some((i, v)))
    }

    /// The `type` attribute's state ([`InputType`]) for an `input` (a
    /// missing or invalid value is the Text state); `None` for any other
    /// element.
    pub(super) fn input_type(&self) -> Option<InputType> {
        (self.name == "input").then(|| InputType::from_attribute(self.get("type").map(|(_, v)| v)))
    }
}

/// What the rules remember across the start tags of one document: the
/// keys of the things a document may have once.
#[derive(Debug, Default)]
pub(super) struct Seen {
    /// The keys seen so far.
    once: Vec<&'static str>,
}

impl Seen {
    /// Whether this is the first time `key` is seen (and from now on, it
    /// is not).
    pub(super) fn first(&mut self, key: &'static str) -> bool {
        if self.once.contains(&key) {
            return false;
        }
        self.once.push(key);
        true
    }
}

/// Where in its attribute a problem lies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    /// At the attribute's name: the attribute is wrong where it is.
    Name,
    /// At this byte offset in the decoded value.
    Value(usize),
}

/// One problem a rule found: at which attribute (its index in
/// [`Tag::attributes`]), where in it, and what it says.
pub(super) struct Problem {
    /// The attribute's index.
    pub(super) attribute: usize,
    /// Where in the attribute.
    pub(super) place: Place,
    /// The syntax or rule name, code, severity, message, help and spec URL.
    pub(super) said: Said,
}

impl Problem {
    /// A problem from a syntax's located error in the value of attribute
    /// `attribute`: its code, severity, message and suggestion.
    pub(super) fn from_error(
        attribute: usize,
        error: &Error,
        syntax: &'static str,
        spec: &'static str,
    ) -> Problem {
        let kind = error.kind();
        Problem {
            attribute,
            place: Place::Value(error.offset()),
            said: Said {
                syntax,
                kind: kind.code(),
                severity: kind.severity(),
                message: kind.to_string(),
                help: kind.suggestion().map(|s| format!("did you mean '{s}'?")),
                spec,
            },
        }
    }

    /// An error of a rule's own at `place` in attribute `attribute`.
    pub(super) fn error(
        attribute: usize,
        place: Place,
        syntax: &'static str,
        kind: &'static str,
        message: String,
        help: Option<String>,
        spec: &'static str,
    ) -> Problem {
        Problem {
            attribute,
            place,
            said: Said {
                syntax,
                kind,
                severity: Severity::Error,
                message,
                help,
                spec,
            },
        }
    }
}

impl Problem {
    /// The same problem, as a warning.
    pub(super) fn warning(mut self) -> Problem {
        self.said.severity = Severity::Warning;
        self
    }
}

/// The (column, kind) of each finding of `html` that `keep` keeps: what the
/// rules' tests compare.
#[cfg(test)]
pub(super) fn found_where(
    html: &str,
    keep: impl Fn(&super::Finding) -> bool,
) -> Vec<(usize, &'static str)> {
    super::check_str(html)
        .findings()
        .iter()
        .filter(|f| keep(f))
        .map(|f| (f.column, f.kind))
        .collect()
}

/// The (column, syntax, kind) of every finding of `html`.
#[cfg(test)]
pub(super) fn found_all(html: &str) -> Vec<(usize, &'static str, &'static str)> {
    super::check_str(html)
        .findings()
        .iter()
        .map(|f| (f.column, f.syntax, f.kind))
        .collect()
}

/// A rule over one start tag, given what the document's earlier tags had.
pub(super) type Rule = fn(&Tag<'_>, &mut Seen, &mut Vec<Problem>);

/// Every rule the checker runs, in order.
pub(super) const RULES: &[Rule] = &[
    meta::meta,
    link::link_as,
    microdata::item_attributes,
    content_attributes::content_attributes,
    script::script_attributes,
    obsolete::obsolete_but_conforming,
    aria_in_html::allowed_roles,
    aria_in_html::naming,
    aria_in_html::no_aria_attributes,
    aria_parity::aria_parity,
    wai_aria::deprecated_attributes,
    wai_aria::braille_role_description,
    wai_aria::unknown_attributes,
    aria_states::supported_states,
    aria_states::required_states,
];
