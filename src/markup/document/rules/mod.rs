//! Rules over a whole start tag: the requirements on one attribute that
//! depend on the others (`<meta>`'s `content` follows its `name` or
//! `http-equiv`), on which attributes appear together, and on the
//! element's ancestors (ARIA in HTML's allowed roles).
//!
//! A rule is a function over a [`Tag`] that pushes [`Problem`]s, with a
//! [`OncePerDocument`] that remembers what earlier tags of the document had (for "at
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
mod auto_sizes;
mod bdo;
pub(in crate::markup::document) mod bounds;
mod content_attributes;
#[rustfmt::skip]
mod content_attributes_table;
mod duplicates;
pub(in crate::markup::document) mod foreign;
#[rustfmt::skip]
mod foreign_table;
mod foreign_values;
mod href;
mod img_controls;
mod link;
mod meta;
mod microdata;
mod obsolete;
mod obsolete_elements;
mod required;
mod script;
mod wai_aria;

pub(in crate::markup::document) use content_attributes::{on_every_element, UNKNOWN_ATTRIBUTE};
pub(in crate::markup::document) use required::MISSING_REQUIRED_ATTRIBUTE;

use crate::base::error::{Declared, Error, Severity};

pub(super) use obsolete_elements::is_obsolete_element;

/// Every rule's kinds (re-exported as `document::kinds`).
pub(super) mod kinds {
    pub use super::aria_in_html::{
        AriaInHtmlProblem, AriaNotAllowed, RoleInstead, ARIA_IN_HTML_DETAILS,
    };
    pub use super::aria_parity::{
        AriaParityProblem, Conflict, NotRecommended, ARIA_PARITY_DETAILS,
    };
    pub use super::aria_states::{AriaStateProblem, ARIA_STATE_DETAILS};
    pub use super::auto_sizes::{AutoSizesProblem, AUTO_SIZES_DETAILS};
    pub use super::bdo::{BdoDirProblem, BDO_DIR_DETAILS};
    pub use super::bounds::{MinLeMaxProblem, MIN_LE_MAX_DETAILS};
    pub use super::content_attributes::{
        ContentAttributeProblem, Instead, CONTENT_ATTRIBUTE_DETAILS,
    };
    pub use super::duplicates::{DuplicateAttributeProblem, DUPLICATE_ATTRIBUTE_DETAILS};
    pub use super::foreign::{ForeignAttributeProblem, FOREIGN_ATTRIBUTE_DETAILS};
    pub use super::href::{HrefAttributesProblem, HREF_ATTRIBUTES_DETAILS};
    pub use super::img_controls::{ImgControlsProblem, IMG_CONTROLS_DETAILS};
    pub use super::link::{LinkAsProblem, LINK_AS_DETAILS};
    pub use super::meta::{MetaProblem, META_DETAILS};
    pub use super::obsolete::{ObsoleteButConformingProblem, OBSOLETE_BUT_CONFORMING_DETAILS};
    pub use super::obsolete_elements::{ObsoleteElementProblem, OBSOLETE_ELEMENT_DETAILS};
    pub use super::required::{OtherWay, RequiredAttributesProblem, REQUIRED_ATTRIBUTES_DETAILS};
    pub use super::wai_aria::{AriaAttributeProblem, Deprecation, ARIA_ATTRIBUTE_DETAILS};
}

pub use aria_in_html::roles_allowed;
pub use wai_aria::ARIA_ATTRIBUTES;

use super::finding::Diagnosis;
use super::open_elements::Ancestors;
use crate::markup::forms::InputType;

/// A start tag as the rules see it: its lowercase name, its attributes
/// (lowercase name, decoded value) in source order, duplicates dropped (and
/// their names listed apart), and its ancestors.
pub(super) struct Tag<'t> {
    /// The element's name.
    pub(super) name: &'t str,
    /// The attributes.
    pub(super) attributes: &'t [(&'t str, &'t str)],
    /// The names of the attributes dropped as duplicates, in source order
    /// (a [`Place::Duplicate`] is an index here).
    pub(super) duplicates: &'t [&'t str],
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
pub(super) struct OncePerDocument {
    /// The keys seen so far.
    once: Vec<&'static str>,
}

impl OncePerDocument {
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
    /// At the element's name: the element is wrong where it is, or lacks
    /// an attribute (the problem's `attribute` index is not read).
    TagName,
    /// At the name of the `n`th attribute dropped as a duplicate
    /// ([`Tag::duplicates`]; the problem's `attribute` index is not read).
    Duplicate(usize),
}

/// The kinds of finding a rule or pass makes: each code with its
/// severity (a declaration's `KINDS`).
pub(in crate::markup::document) type KindList = &'static [(&'static str, Severity)];

/// A correction a rule knows for its problem, made into edits of the
/// source by the checker (which knows where the attribute was written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::markup::document) enum RuleFix {
    /// Remove the attribute (it says what its absence says): safe.
    RemoveAttribute,
}

/// One problem a rule found: at which attribute (its index in
/// [`Tag::attributes`]), where in it, what it says, and its fix.
pub(super) struct Problem {
    /// The attribute's index.
    pub(super) attribute: usize,
    /// Where in the attribute.
    pub(super) place: Place,
    /// The syntax or rule name, code, severity, message, help and spec URL.
    pub(super) said: Diagnosis,
    /// The correction, where the text determines one.
    pub(super) fix: Option<RuleFix>,
    /// What withdraws it, for a problem that elements after the tag
    /// decide.
    pub(super) pending: Option<Pending>,
}

/// Whose children settle a [`Pending`] problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Among {
    /// The element's own: a child of the element the tag opens.
    Children,
    /// Its parent's: a following sibling of the element.
    Siblings,
    /// Its parent `figure`'s content as a whole, known when the `figure`
    /// closes: withdrawn if the `figure` has a `figcaption` with text
    /// and no other content than the element (an `img`'s `alt`,
    /// 4.8.4.4.15). `child` and `withdraws` are not read.
    Figure,
}

/// A problem that an element after its start tag decides: the first
/// start tag named `child` among the children of the element (or of its
/// parent) settles it, withdrawing it if `withdraws` says so of that
/// tag; if none comes before that element closes, the problem stands.
/// The problem is reported at once, as every other (so the configuration
/// reads it where it is written), and taken back when withdrawn.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pending {
    /// Whose children settle it.
    pub(super) among: Among,
    /// The name of the child that settles it.
    pub(super) child: &'static str,
    /// Whether that child withdraws the problem.
    pub(super) withdraws: fn(&Tag<'_>) -> bool,
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
        Problem {
            attribute,
            place: Place::Value(error.offset()),
            said: Diagnosis::of_kind(syntax, &error.kind(), spec),
            fix: None,
            pending: None,
        }
    }

    /// A problem of a rule's own `kind` at `place` in attribute
    /// `attribute`: its code, severity, words, help and fields are the
    /// kind's declaration's.
    pub(super) fn new(
        attribute: usize,
        place: Place,
        rule: &'static str,
        kind: impl Declared,
        spec: &'static str,
    ) -> Problem {
        Problem {
            attribute,
            place,
            said: Diagnosis::declared(rule, kind, spec),
            fix: None,
            pending: None,
        }
    }
}

impl Problem {
    /// The same problem, with `fix`.
    pub(super) fn fixed_by(mut self, fix: RuleFix) -> Problem {
        self.fix = Some(fix);
        self
    }

    /// The same problem, decided by an element after the tag.
    pub(super) fn unless(mut self, pending: Pending) -> Problem {
        self.pending = Some(pending);
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

/// What a finding says, read back: its kind (as the rule's enum), message
/// and help.
#[cfg(test)]
pub(in crate::markup::document) type Said<K> = (Option<K>, String, Option<String>);

/// What each of `findings` that `keep` keeps says, its kind read back by
/// `read` (a rule's `from_kind`).
#[cfg(test)]
pub(in crate::markup::document) fn said_by<K>(
    findings: &[super::Finding],
    keep: impl Fn(&super::Finding) -> bool,
    read: fn(&crate::ErrorKind) -> Option<K>,
) -> Vec<Said<K>> {
    findings
        .iter()
        .filter(|f| keep(f))
        .map(|f| (read(&f.error_kind), f.message.clone(), f.help.clone()))
        .collect()
}

/// What the first finding of `code` in `html` says, its kind read back by
/// `read`.
#[cfg(test)]
pub(in crate::markup::document) fn first_said<K>(
    html: &str,
    code: &str,
    read: fn(&crate::ErrorKind) -> Option<K>,
) -> Said<K> {
    let report = super::check_str(html);
    let mut said = said_by(report.findings(), |f| f.kind == code, read);
    assert!(!said.is_empty(), "no {code} in {html}");
    said.swap_remove(0)
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

/// A rule over one start tag, given what the document's earlier tags had:
/// its name (the `syntax` of its findings, which the configuration
/// accepts) and what it runs.
pub(in crate::markup::document) struct Rule {
    /// The name its findings are reported under.
    pub(in crate::markup::document) name: &'static str,
    /// The kinds of finding it makes.
    pub(in crate::markup::document) kinds: KindList,
    /// The rule.
    pub(in crate::markup::document) run: fn(&Tag<'_>, &mut OncePerDocument, &mut Vec<Problem>),
}

/// Every rule the checker runs over a start tag, in order.
pub(in crate::markup::document) const RULES: &[Rule] = &[
    Rule {
        name: "duplicate_attributes",
        kinds: duplicates::RULE_KINDS,
        run: duplicates::duplicate_attributes,
    },
    Rule {
        name: "meta",
        kinds: meta::RULE_KINDS,
        run: meta::meta,
    },
    Rule {
        name: "link_as",
        kinds: link::RULE_KINDS,
        run: link::link_as,
    },
    Rule {
        name: "microdata",
        kinds: content_attributes::ATTRIBUTE_NOT_ALLOWED,
        run: microdata::item_attributes,
    },
    Rule {
        name: "content_attributes",
        kinds: content_attributes::RULE_KINDS,
        run: content_attributes::content_attributes,
    },
    Rule {
        name: "script_attributes",
        kinds: content_attributes::ATTRIBUTE_NOT_ALLOWED,
        run: script::script_attributes,
    },
    Rule {
        name: "obsolete_elements",
        kinds: obsolete_elements::RULE_KINDS,
        run: obsolete_elements::obsolete_element,
    },
    Rule {
        name: "href_attributes",
        kinds: href::RULE_KINDS,
        run: href::attributes_without_href,
    },
    Rule {
        name: "bdo_dir",
        kinds: bdo::RULE_KINDS,
        run: bdo::dir_auto,
    },
    Rule {
        name: "img_controls",
        kinds: img_controls::RULE_KINDS,
        run: img_controls::controls_without_alt,
    },
    Rule {
        name: "required_attributes",
        kinds: required::RULE_KINDS,
        run: required::required_attributes,
    },
    Rule {
        name: "auto_sizes",
        kinds: auto_sizes::RULE_KINDS,
        run: auto_sizes::auto_sizes,
    },
    Rule {
        name: "obsolete_but_conforming",
        kinds: obsolete::RULE_KINDS,
        run: obsolete::obsolete_but_conforming,
    },
    Rule {
        name: "aria_in_html",
        kinds: aria_in_html::RULE_KINDS,
        run: aria_in_html::allowed_roles,
    },
    Rule {
        name: "aria_in_html",
        kinds: aria_in_html::RULE_KINDS,
        run: aria_in_html::naming,
    },
    Rule {
        name: "aria_in_html",
        kinds: aria_in_html::RULE_KINDS,
        run: aria_in_html::no_aria_attributes,
    },
    Rule {
        name: "aria_in_html",
        kinds: aria_parity::RULE_KINDS,
        run: aria_parity::aria_parity,
    },
    Rule {
        name: "wai_aria",
        kinds: wai_aria::RULE_KINDS,
        run: wai_aria::deprecated_attributes,
    },
    Rule {
        name: "wai_aria",
        kinds: wai_aria::RULE_KINDS,
        run: wai_aria::braille_role_description,
    },
    Rule {
        name: "wai_aria",
        kinds: wai_aria::RULE_KINDS,
        run: wai_aria::unknown_attributes,
    },
    Rule {
        name: "wai_aria",
        kinds: aria_states::RULE_KINDS,
        run: aria_states::supported_states,
    },
    Rule {
        name: "wai_aria",
        kinds: aria_states::RULE_KINDS,
        run: aria_states::required_states,
    },
];
