//! WAI-ARIA's states and properties by role: "Global states and properties
//! are supported on any element in the host language. However, authors
//! MUST only use non-global states and properties on elements with a role
//! supporting the state or property; either defined as an explicit
//! WAI-ARIA role, or as defined by the host language implicit WAI-ARIA
//! semantic matching an appropriate WAI-ARIA role"
//! ([WAI-ARIA 1.2, 8.6](https://www.w3.org/TR/wai-aria-1.2/#state_property_processing)).
//!
//! For each start tag with an `aria-*` attribute that WAI-ARIA defines and
//! that is not global, the element's role is its explicit role (the first
//! token of `role` that names one) or, without one, what its row of
//! [ARIA in HTML](super::aria_in_html) says: "any `aria-*` attributes
//! applicable to the allowed roles" (the implicit role), "applicable to
//! the `textbox` role" (`input type=date` and the like, which have no
//! corresponding role), or global attributes and a few named ones (the
//! `summary` of a `details`, `input type=color` and `type=file`). Then:
//!
//! - an attribute no such role supports is an error,
//!   `aria_attribute_not_supported`, at its name;
//! - `aria-disabled`, `aria-errormessage`, `aria-haspopup` and
//!   `aria-invalid` on a role that does not support them are a warning,
//!   `deprecated_attribute`: WAI-ARIA 1.2 still lists them as global, with
//!   "Use as a global deprecated in ARIA 1.2";
//! - an attribute that WAI-ARIA 1.2 supports on the role but the 1.3 draft
//!   no longer does (`aria-expanded` on `listbox`, `aria-level` on
//!   `listitem` and the roles under it) is a warning, `deprecated_attribute`.
//!
//! [`required_states`]: an explicit role without one of its required states
//! and properties ([`REQUIRED`]: `role=checkbox` without `aria-checked`), or
//! with an empty or `undefined` value, is an error,
//! `missing_required_aria_attribute`, unless the element's own HTML
//! semantics give it that state ([`host_provides`]).
//!
//! Elements whose row allows no `aria-*` attribute at all are
//! [`no_aria_attributes`](super::aria_in_html::no_aria_attributes)'s;
//! elements the table has no row for (custom elements) and unknown
//! `aria-*` names (`unknown_aria_attribute`) are not checked here.
//!
//! The table is [`ROLES`]: each role (abstract ones too), its superclass
//! roles and the states and properties it supports itself (its "Required"
//! and "Supported States and Properties", less the global ones); a role
//! supports those of its superclasses too ("Inherited States and
//! Properties"). It is the union of WAI-ARIA 1.2 (`w3c/aria` branch `1.2`,
//! `index.html` at `a728508dadfd29d3f4af6bcf6d665eafcdc4c472`) and the 1.3
//! editor's draft with DPUB-ARIA and Graphics ARIA (`w3c/aria` at
//! `37b9d2b8b9c7ba3ff24060d3367377d64dabef64`: `index.html`,
//! `dpub-aria/index.html`, `graphics-aria/index.html`), read from each
//! `<div class="role">` outside comments, snapshot of 2026-11-25. The two
//! versions differ in a few superclasses (`menuitemradio` under
//! `menuitemcheckbox` in 1.2, under `menuitem` in 1.3; both are listed),
//! in 1.3's new roles (`comment`, `image`, `mark`, `sectionfooter`,
//! `sectionheader`, `suggestion`), in 1.3's `aria-colindextext` and
//! `aria-rowindextext`, and in the two attributes of [`DRAFT_REMOVES`].

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::base::error::detail_kinds;
use crate::common::idioms::offset_in;
use crate::markup::forms::InputType;
use crate::syntaxes::aria_role::ROLES as ROLE_NAMES;

use super::super::open_elements::role_of;
use super::aria_in_html::{aria_restricted, row, RowAria};
use super::wai_aria::{AriaAttributeProblem, Deprecation, ARIA_ATTRIBUTES};
use super::{OncePerDocument, Place, Problem, Tag};

/// The rule's name in findings (their `syntax`), shared with
/// [`wai_aria`](super::wai_aria).
const RULE: &str = "wai_aria";

detail_kinds! {
    /// What the `wai_aria` rules find about the states and properties of a
    /// role: one the role does not support, one it requires and lacks.
    /// (The deprecated uses are
    /// [`AriaAttributeProblem::DeprecatedAttribute`]'s.)
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::AriaStateProblem};
    ///
    /// let report = check_str("<div role=checkbox>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     AriaStateProblem::from_kind(&kind),
    ///     Some(AriaStateProblem::MissingRequiredAriaAttribute {
    ///         role: "checkbox",
    ///         attribute: "aria-checked",
    ///         undefined: false,
    ///     })
    /// );
    /// ```
    pub enum AriaStateProblem (owned);
    pub static ARIA_STATE_DETAILS = (syntax "wai_aria", otherwise "aria_attribute_not_supported", "an aria-* attribute the role does not support");
    {
        /// An `aria-*` attribute the role does not support.
        AriaAttributeNotSupported { name: &'static str = ARIA_ATTRIBUTES, subject: String } => ("aria_attribute_not_supported", Error, "'{name}' is not supported {subject}")
            help("remove it, or give the element a role that supports it"),
        /// A role without an attribute it requires.
        MissingRequiredAriaAttribute {
            /// The explicit role.
            role: &'static str = ROLE_NAMES,
            /// The attribute it requires.
            attribute: &'static str = ARIA_ATTRIBUTES,
            /// Whether the attribute is there, as `undefined` (else it is
            /// missing).
            undefined: bool,
        } => ("missing_required_aria_attribute", Error, "{}", if *undefined {
                format!("'{attribute}' is required on the role '{role}' and may not be undefined")
            } else {
                format!("the role '{role}' requires '{attribute}'")
            })
            help("{}", if *undefined {
                format!("give {attribute} a value")
            } else {
                format!("add {attribute}, or use an HTML element that has this state")
            }),
    }
}

/// The kinds of this rule (its deprecated uses are
/// [`wai_aria`](super::wai_aria)'s `deprecated_attribute`).
pub(super) const RULE_KINDS: super::KindList = AriaStateProblem::KINDS;

/// The global states and properties of WAI-ARIA 1.2 and the 1.3 draft
/// ("Used in Roles: All elements of the base markup"), sorted.
const GLOBAL: [&str; 18] = [
    "aria-atomic",
    "aria-braillelabel",
    "aria-brailleroledescription",
    "aria-busy",
    "aria-controls",
    "aria-current",
    "aria-describedby",
    "aria-description",
    "aria-details",
    "aria-flowto",
    "aria-hidden",
    "aria-keyshortcuts",
    "aria-label",
    "aria-labelledby",
    "aria-live",
    "aria-owns",
    "aria-relevant",
    "aria-roledescription",
];

/// The four that WAI-ARIA 1.2 keeps global with "Use as a global
/// deprecated in ARIA 1.2", sorted.
const DEPRECATED_GLOBAL: [&str; 4] = [
    "aria-disabled",
    "aria-errormessage",
    "aria-haspopup",
    "aria-invalid",
];

/// What WAI-ARIA 1.2 supports on a role and the 1.3 draft no longer
/// lists: (role, attribute, the role's definition in the draft).
#[rustfmt::skip]
const DRAFT_REMOVES: [(&str, &str, &str); 2] = [
    ("listbox", "aria-expanded", "https://w3c.github.io/aria/#listbox"),
    ("listitem", "aria-level", "https://w3c.github.io/aria/#listitem"),
];

/// WAI-ARIA 1.2's requirement on non-global states and properties.
const PROCESSING: &str = "https://www.w3.org/TR/wai-aria-1.2/#state_property_processing";

/// WAI-ARIA 1.2's list of global states and properties, which marks the
/// deprecated global uses.
const GLOBAL_STATES: &str = "https://www.w3.org/TR/wai-aria-1.2/#global_states";

/// Every role: its name, its superclass roles and the non-global states
/// and properties it supports itself, sorted by name.
#[rustfmt::skip]
pub(super) const ROLES: [(&str, &[&str], &[&str]); 144] = [
    ("alert", &["section"], &[]),
    ("alertdialog", &["alert", "dialog"], &[]),
    ("application", &["structure"], &["aria-activedescendant", "aria-disabled", "aria-errormessage", "aria-expanded", "aria-haspopup", "aria-invalid"]),
    ("article", &["document"], &["aria-posinset", "aria-setsize"]),
    ("banner", &["landmark"], &[]),
    ("blockquote", &["section"], &[]),
    ("button", &["command"], &["aria-disabled", "aria-expanded", "aria-haspopup", "aria-pressed"]),
    ("caption", &["section"], &[]),
    ("cell", &["section"], &["aria-colindex", "aria-colindextext", "aria-colspan", "aria-rowindex", "aria-rowindextext", "aria-rowspan"]),
    ("checkbox", &["input"], &["aria-checked", "aria-errormessage", "aria-expanded", "aria-invalid", "aria-readonly", "aria-required"]),
    ("code", &["section"], &[]),
    ("columnheader", &["cell", "gridcell", "sectionhead"], &["aria-sort"]),
    ("combobox", &["input"], &["aria-activedescendant", "aria-autocomplete", "aria-errormessage", "aria-expanded", "aria-haspopup", "aria-invalid", "aria-readonly", "aria-required"]),
    ("command", &["widget"], &[]),
    ("comment", &["article"], &["aria-level", "aria-posinset", "aria-setsize"]),
    ("complementary", &["landmark"], &[]),
    ("composite", &["widget"], &["aria-activedescendant", "aria-disabled"]),
    ("contentinfo", &["landmark"], &[]),
    ("definition", &["section"], &[]),
    ("deletion", &["section"], &[]),
    ("dialog", &["window"], &[]),
    ("directory", &["list"], &[]),
    ("doc-abstract", &["section"], &[]),
    ("doc-acknowledgments", &["landmark"], &[]),
    ("doc-afterword", &["landmark"], &[]),
    ("doc-appendix", &["landmark"], &[]),
    ("doc-backlink", &["link"], &[]),
    ("doc-biblioentry", &["listitem"], &[]),
    ("doc-bibliography", &["landmark"], &[]),
    ("doc-biblioref", &["link"], &[]),
    ("doc-chapter", &["landmark"], &[]),
    ("doc-colophon", &["section"], &[]),
    ("doc-conclusion", &["landmark"], &[]),
    ("doc-cover", &["img"], &[]),
    ("doc-credit", &["section"], &[]),
    ("doc-credits", &["landmark"], &[]),
    ("doc-dedication", &["section"], &[]),
    ("doc-endnote", &["listitem"], &[]),
    ("doc-endnotes", &["landmark"], &[]),
    ("doc-epigraph", &["section"], &[]),
    ("doc-epilogue", &["landmark"], &[]),
    ("doc-errata", &["landmark"], &[]),
    ("doc-example", &["figure"], &[]),
    ("doc-footnote", &["section"], &[]),
    ("doc-foreword", &["landmark"], &[]),
    ("doc-glossary", &["landmark"], &[]),
    ("doc-glossref", &["link"], &[]),
    ("doc-index", &["navigation"], &[]),
    ("doc-introduction", &["landmark"], &[]),
    ("doc-noteref", &["link"], &[]),
    ("doc-notice", &["note"], &[]),
    ("doc-pagebreak", &["separator"], &[]),
    ("doc-pagefooter", &["section"], &[]),
    ("doc-pageheader", &["section"], &[]),
    ("doc-pagelist", &["navigation"], &[]),
    ("doc-part", &["landmark"], &[]),
    ("doc-preface", &["landmark"], &[]),
    ("doc-prologue", &["landmark"], &[]),
    ("doc-pullquote", &["section"], &[]),
    ("doc-qna", &["section"], &[]),
    ("doc-subtitle", &["sectionhead"], &[]),
    ("doc-tip", &["note"], &[]),
    ("doc-toc", &["navigation"], &[]),
    ("document", &["structure"], &[]),
    ("emphasis", &["section"], &[]),
    ("feed", &["list"], &[]),
    ("figure", &["section"], &[]),
    ("form", &["landmark"], &[]),
    ("generic", &["structure"], &[]),
    ("graphics-document", &["document"], &[]),
    ("graphics-object", &["group"], &[]),
    ("graphics-symbol", &["img"], &[]),
    ("grid", &["composite", "table"], &["aria-multiselectable", "aria-readonly"]),
    ("gridcell", &["cell", "widget"], &["aria-disabled", "aria-errormessage", "aria-expanded", "aria-haspopup", "aria-invalid", "aria-readonly", "aria-required", "aria-selected"]),
    ("group", &["section"], &["aria-activedescendant", "aria-disabled"]),
    ("heading", &["sectionhead"], &["aria-level"]),
    ("image", &["section"], &[]),
    ("img", &["section"], &[]),
    ("input", &["widget"], &["aria-disabled"]),
    ("insertion", &["section"], &[]),
    ("landmark", &["section"], &[]),
    ("link", &["command"], &["aria-disabled", "aria-expanded", "aria-haspopup"]),
    ("list", &["section"], &[]),
    ("listbox", &["select"], &["aria-errormessage", "aria-expanded", "aria-invalid", "aria-multiselectable", "aria-readonly", "aria-required"]),
    ("listitem", &["section"], &["aria-level", "aria-posinset", "aria-setsize"]),
    ("log", &["section"], &[]),
    ("main", &["landmark"], &[]),
    ("mark", &["section"], &[]),
    ("marquee", &["section"], &[]),
    ("math", &["section"], &[]),
    ("menu", &["select"], &[]),
    ("menubar", &["menu"], &[]),
    ("menuitem", &["command"], &["aria-disabled", "aria-expanded", "aria-haspopup", "aria-posinset", "aria-setsize"]),
    ("menuitemcheckbox", &["menuitem"], &["aria-checked"]),
    ("menuitemradio", &["menuitem", "menuitemcheckbox"], &["aria-checked"]),
    ("meter", &["range"], &["aria-valuenow"]),
    ("navigation", &["landmark"], &[]),
    ("none", &["structure"], &[]),
    ("note", &["section"], &[]),
    ("option", &["input"], &["aria-checked", "aria-posinset", "aria-selected", "aria-setsize"]),
    ("paragraph", &["section"], &[]),
    ("presentation", &["structure"], &[]),
    ("progressbar", &["range", "widget"], &[]),
    ("radio", &["input"], &["aria-checked", "aria-posinset", "aria-setsize"]),
    ("radiogroup", &["select"], &["aria-errormessage", "aria-invalid", "aria-readonly", "aria-required"]),
    ("range", &["structure"], &["aria-valuemax", "aria-valuemin", "aria-valuenow", "aria-valuetext"]),
    ("region", &["landmark"], &[]),
    ("roletype", &[], &[]),
    ("row", &["group", "widget"], &["aria-colindex", "aria-expanded", "aria-level", "aria-posinset", "aria-rowindex", "aria-rowindextext", "aria-selected", "aria-setsize"]),
    ("rowgroup", &["structure"], &[]),
    ("rowheader", &["cell", "gridcell", "sectionhead"], &["aria-expanded", "aria-sort"]),
    ("scrollbar", &["range", "widget"], &["aria-disabled", "aria-orientation", "aria-valuemax", "aria-valuemin", "aria-valuenow"]),
    ("search", &["landmark"], &[]),
    ("searchbox", &["textbox"], &[]),
    ("section", &["structure"], &[]),
    ("sectionfooter", &["section"], &[]),
    ("sectionhead", &["structure"], &[]),
    ("sectionheader", &["section"], &[]),
    ("select", &["composite", "group"], &["aria-orientation"]),
    ("separator", &["structure", "widget"], &["aria-disabled", "aria-orientation", "aria-valuemax", "aria-valuemin", "aria-valuenow", "aria-valuetext"]),
    ("slider", &["input", "range"], &["aria-errormessage", "aria-haspopup", "aria-invalid", "aria-orientation", "aria-readonly", "aria-valuemax", "aria-valuemin", "aria-valuenow"]),
    ("spinbutton", &["composite", "input", "range"], &["aria-errormessage", "aria-invalid", "aria-readonly", "aria-required", "aria-valuemax", "aria-valuemin", "aria-valuenow", "aria-valuetext"]),
    ("status", &["section"], &[]),
    ("strong", &["section"], &[]),
    ("structure", &["roletype"], &[]),
    ("subscript", &["section"], &[]),
    ("suggestion", &["section"], &[]),
    ("superscript", &["section"], &[]),
    ("switch", &["checkbox"], &["aria-checked"]),
    ("tab", &["sectionhead", "widget"], &["aria-disabled", "aria-expanded", "aria-haspopup", "aria-posinset", "aria-selected", "aria-setsize"]),
    ("table", &["section"], &["aria-colcount", "aria-rowcount"]),
    ("tablist", &["composite"], &["aria-multiselectable", "aria-orientation"]),
    ("tabpanel", &["section"], &[]),
    ("term", &["section"], &[]),
    ("textbox", &["input"], &["aria-activedescendant", "aria-autocomplete", "aria-errormessage", "aria-haspopup", "aria-invalid", "aria-multiline", "aria-placeholder", "aria-readonly", "aria-required"]),
    ("time", &["section"], &[]),
    ("timer", &["status"], &[]),
    ("toolbar", &["group"], &["aria-orientation"]),
    ("tooltip", &["section"], &[]),
    ("tree", &["select"], &["aria-errormessage", "aria-invalid", "aria-multiselectable", "aria-required"]),
    ("treegrid", &["grid", "tree"], &[]),
    ("treeitem", &["listitem", "option"], &["aria-expanded", "aria-haspopup", "aria-level"]),
    ("widget", &["roletype"], &[]),
    ("window", &["roletype"], &["aria-modal"]),
];

/// How far a role supports an attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Support {
    /// Not at all.
    No,
    /// In WAI-ARIA 1.2 only, through this entry of [`DRAFT_REMOVES`].
    Removed(usize),
    /// In both.
    Yes,
}

/// How far `role` supports the non-global `attribute`: by its own list or
/// by a superclass's.
fn support(role: &str, attribute: &str) -> Support {
    support_within(role, attribute, 0)
}

/// [`support`], `depth` superclasses up (the hierarchy is 8 deep; the
/// bound only keeps a wrong table from looping).
fn support_within(role: &str, attribute: &str, depth: usize) -> Support {
    let found = ROLES.binary_search_by(|row| row.0.cmp(role)).ok();
    let Some(&(name, superclasses, own)) = found.and_then(|i| ROLES.get(i)) else {
        return Support::No;
    };
    if own.contains(&attribute) {
        return match DRAFT_REMOVES
            .iter()
            .position(|&(r, a, _)| r == name && a == attribute)
        {
            Some(entry) => Support::Removed(entry),
            None => Support::Yes,
        };
    }
    if depth > 16 {
        return Support::No;
    }
    superclasses
        .iter()
        .map(|superclass| support_within(superclass, attribute, depth + 1))
        .max()
        .unwrap_or(Support::No)
}

/// The non-global `aria-*` attributes of `tag` that its role does not
/// support: errors, and warnings for deprecated uses.
pub(super) fn supported_states(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    if !tag
        .attributes
        .iter()
        .any(|(name, _)| name.starts_with("aria-"))
    {
        return;
    }
    if aria_restricted(tag).is_some() {
        return;
    }
    let row = row(tag, &tag.ancestors);
    let given = tag.get("role").and_then(|(_, value)| role_of(value));
    // A role the row does not allow (`role_not_allowed`) leaves the row's
    // attributes: "any aria-* attributes applicable to the allowed roles".
    let explicit = given.filter(|role| row.is_none_or(|row| row.allows(tag, role)));
    let row = match (explicit, row) {
        (Some(_), _) => None,
        (None, Some(row)) => Some(row),
        (None, None) => return,
    };
    let one;
    // The roles whose attributes apply, the attributes the row adds, and
    // which text a finding cites.
    let (roles, extra, spec): (&[&str], &[&str], _) = match (explicit, row) {
        (Some(role), _) => {
            one = [role];
            (&one, &[], PROCESSING)
        }
        (None, Some(row)) => match row.aria {
            RowAria::Implicit => (row.implicit, &[], row.spec),
            RowAria::Role(roles) => (roles, &[], row.spec),
            RowAria::Globals(extra) => (&[], extra, row.spec),
        },
        (None, None) => return,
    };
    // How a message names the element and its role.
    let subject = || match (explicit, row) {
        (Some(role), _) => format!("by the role '{role}'"),
        (None, Some(row)) => {
            let which = match given {
                Some(role) => format!(
                    "{} (where the role '{role}' is not allowed)",
                    row.which(tag)
                ),
                None => row.which(tag),
            };
            match row.aria {
                RowAria::Implicit if row.implicit.is_empty() => {
                    format!("on {which}, which has no role")
                }
                RowAria::Implicit => {
                    format!("on {which}, whose role is {}", row.implicit.join(" or "))
                }
                RowAria::Role(roles) => format!(
                    "on {which}, which takes the attributes of {}",
                    roles.join(" or ")
                ),
                RowAria::Globals(_) => format!("on {which}"),
            }
        }
        (None, None) => String::new(),
    };
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        // The attribute's row of the table (its name for the kinds).
        let defined = ARIA_ATTRIBUTES
            .binary_search(&name)
            .ok()
            .and_then(|i| ARIA_ATTRIBUTES.get(i));
        // `aria-dropeffect` and `aria-grabbed`, deprecated anywhere, are
        // `deprecated_attribute` already.
        let deprecated_anywhere = matches!(name, "aria-dropeffect" | "aria-grabbed");
        // The `select` rows: "Authors SHOULD NOT use the
        // aria-multiselectable attribute on a select element", a warning of
        // `aria_parity`'s, not an error for `combobox`.
        let select_says = tag.name == "select" && name == "aria-multiselectable";
        let Some(&name) = defined else {
            continue;
        };
        if deprecated_anywhere
            || GLOBAL.binary_search(&name).is_ok()
            || extra.contains(&name)
            || (select_says && explicit.is_none())
        {
            continue;
        }
        let support = roles
            .iter()
            .map(|role| support(role, name))
            .max()
            .unwrap_or(Support::No);
        let problem = match support {
            Support::Yes => continue,
            Support::Removed(entry) => {
                let Some(&(role, _, draft)) = DRAFT_REMOVES.get(entry) else {
                    continue;
                };
                Problem::new(
                    index,
                    Place::Name,
                    RULE,
                    AriaAttributeProblem::DeprecatedAttribute {
                        name,
                        deprecation: Deprecation::DroppedFromRole,
                        role: Some(role),
                        subject: String::new(),
                    },
                    draft,
                )
            }
            Support::No if DEPRECATED_GLOBAL.binary_search(&name).is_ok() => Problem::new(
                index,
                Place::Name,
                RULE,
                AriaAttributeProblem::DeprecatedAttribute {
                    name,
                    deprecation: Deprecation::GlobalUse,
                    role: None,
                    subject: subject(),
                },
                GLOBAL_STATES,
            ),
            Support::No => Problem::new(
                index,
                Place::Name,
                RULE,
                AriaStateProblem::AriaAttributeNotSupported {
                    name,
                    subject: subject(),
                },
                spec,
            ),
        };
        problems.push(problem);
    }
}

/// The required states and properties of the roles (their own or a
/// superclass's) that WAI-ARIA 1.2 and the 1.3 draft agree on, sorted by
/// role: 1.2 also requires `aria-controls` on `combobox` and `scrollbar`
/// and `aria-selected` on `option` and `treeitem`, which the draft drops.
/// `separator` (and `doc-pagebreak` under it) requires `aria-valuenow`
/// "(if focusable)".
const REQUIRED: [(&str, &str); 12] = [
    ("checkbox", "aria-checked"),
    ("combobox", "aria-expanded"),
    ("doc-pagebreak", "aria-valuenow"),
    ("heading", "aria-level"),
    ("menuitemcheckbox", "aria-checked"),
    ("menuitemradio", "aria-checked"),
    ("meter", "aria-valuenow"),
    ("radio", "aria-checked"),
    ("scrollbar", "aria-valuenow"),
    ("separator", "aria-valuenow"),
    ("slider", "aria-valuenow"),
    ("switch", "aria-checked"),
];

/// WAI-ARIA 1.2's "Required States and Properties".
const REQUIRED_STATE: &str = "https://www.w3.org/TR/wai-aria-1.2/#requiredState";

/// Whether `tag`'s own HTML semantics give it `attribute`: "A host
/// language attribute with the appropriate implicit WAI-ARIA semantic
/// fulfills this requirement" (a checkbox's or radio button's checkedness,
/// a heading's level, the value of a range control, `meter` or
/// `progress`).
fn host_provides(tag: &Tag<'_>, attribute: &str) -> bool {
    let input_type = tag.input_type();
    match attribute {
        "aria-checked" => matches!(input_type, Some(InputType::Checkbox | InputType::Radio)),
        "aria-level" => matches!(tag.name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6"),
        "aria-valuenow" => {
            matches!(tag.name, "meter" | "progress") || input_type == Some(InputType::Range)
        }
        _ => false,
    }
}

/// The required states and properties of an explicit role: "Content
/// authors MUST provide a non-empty value for required states and
/// properties. Content authors MUST NOT use the value undefined for
/// required states and properties" (WAI-ARIA 1.2, Required States and
/// Properties). A missing one is an error at the role's token; an
/// `undefined` one, at its value (an empty one is the value syntax's
/// error).
pub(super) fn required_states(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    let Some((role_index, value)) = tag.get("role") else {
        return;
    };
    let Some(role) = role_of(value) else {
        return;
    };
    let focusable = tag.get("tabindex").is_some();
    for &(required_by, attribute) in REQUIRED.iter().filter(|(r, _)| *r == role) {
        if matches!(role, "separator" | "doc-pagebreak") && !focusable {
            continue;
        }
        if host_provides(tag, attribute) {
            continue;
        }
        let problem = match tag.get(attribute) {
            None => Problem::new(
                role_index,
                Place::Value(offset_in(value, role)),
                RULE,
                AriaStateProblem::MissingRequiredAriaAttribute {
                    role: required_by,
                    attribute,
                    undefined: false,
                },
                REQUIRED_STATE,
            ),
            // (An empty value is the value syntax's error already.)
            Some((index, given)) if given.trim_ascii().eq_ignore_ascii_case("undefined") => {
                Problem::new(
                    index,
                    Place::Value(offset_in(given, given.trim_ascii())),
                    RULE,
                    AriaStateProblem::MissingRequiredAriaAttribute {
                        role: required_by,
                        attribute,
                        undefined: true,
                    },
                    REQUIRED_STATE,
                )
            }
            Some(_) => continue,
        };
        problems.push(problem);
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::super::wai_aria::{AriaAttributeProblem, Deprecation};
    use super::AriaStateProblem;

    use super::super::first_said as said;

    #[test]
    fn each_kind_reads_back_with_its_fields() {
        let help = Some(String::from(
            "remove it, or give the element a role that supports it",
        ));
        // A subject over 30 bytes: whole in the message, cut in the kind
        // (the name's row, a length byte and 19 of it).
        assert_eq!(
            said(
                "<span aria-expanded=false>x</span>",
                "aria_attribute_not_supported",
                AriaStateProblem::from_kind
            ),
            (
                Some(AriaStateProblem::AriaAttributeNotSupported {
                    name: "aria-expanded",
                    subject: "on a span element, …".into(),
                }),
                "'aria-expanded' is not supported on a span element, whose role is generic".into(),
                help.clone()
            )
        );
        assert_eq!(
            said(
                "<div role=checkbox>",
                "missing_required_aria_attribute",
                AriaStateProblem::from_kind
            ),
            (
                Some(AriaStateProblem::MissingRequiredAriaAttribute {
                    role: "checkbox",
                    attribute: "aria-checked",
                    undefined: false,
                }),
                "the role 'checkbox' requires 'aria-checked'".into(),
                Some("add aria-checked, or use an HTML element that has this state".into())
            )
        );
        assert_eq!(
            said(
                "<div role=slider aria-valuenow=undefined>",
                "missing_required_aria_attribute",
                AriaStateProblem::from_kind
            ),
            (
                Some(AriaStateProblem::MissingRequiredAriaAttribute {
                    role: "slider",
                    attribute: "aria-valuenow",
                    undefined: true,
                }),
                "'aria-valuenow' is required on the role 'slider' and may not be undefined".into(),
                Some("give aria-valuenow a value".into())
            )
        );
    }

    #[test]
    fn deprecated_uses_are_wai_arias_kind() {
        assert_eq!(
            said(
                "<div role=listbox aria-expanded=true>",
                "deprecated_attribute",
                AriaAttributeProblem::from_kind
            ),
            (
                Some(AriaAttributeProblem::DeprecatedAttribute {
                    name: "aria-expanded",
                    deprecation: Deprecation::DroppedFromRole,
                    role: Some("listbox"),
                    subject: String::new(),
                }),
                "'aria-expanded' is dropped from the role listbox by the WAI-ARIA 1.3 draft (WAI-ARIA 1.2 supports it)".into(),
                Some("remove it: the 1.3 draft drops it from this role".into())
            )
        );
        // The subject: whole in the message, cut in the kind (after the
        // name's row, the deprecation, the role's row: a length byte and
        // 16 bytes).
        assert_eq!(
            said(
                "<span aria-disabled=true>x</span>",
                "deprecated_attribute",
                AriaAttributeProblem::from_kind
            ),
            (
                Some(AriaAttributeProblem::DeprecatedAttribute {
                    name: "aria-disabled",
                    deprecation: Deprecation::GlobalUse,
                    role: None,
                    subject: "on a span elemen…".into(),
                }),
                "'aria-disabled' is not supported on a span element, whose role is generic, and its use as a global attribute is deprecated".into(),
                Some("remove it, or give the element a role that supports it".into())
            )
        );
    }

    use super::super::wai_aria::ARIA_ATTRIBUTES;
    use super::{support, Support, DEPRECATED_GLOBAL, DRAFT_REMOVES, GLOBAL, REQUIRED, ROLES};
    use crate::syntaxes::aria_role::{ABSTRACT_ROLES, ROLES as ROLE_NAMES};

    #[test]
    fn the_table_is_sorted_and_names_known_roles_and_attributes() {
        assert!(ROLES.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(GLOBAL.windows(2).all(|w| w[0] < w[1]));
        assert!(DEPRECATED_GLOBAL.windows(2).all(|w| w[0] < w[1]));
        for &(name, superclasses, own) in &ROLES {
            for superclass in superclasses {
                assert!(
                    ROLES.iter().any(|r| r.0 == *superclass),
                    "{name}: {superclass}"
                );
            }
            for attribute in own {
                assert!(ARIA_ATTRIBUTES.contains(attribute), "{name}: {attribute}");
                assert!(!GLOBAL.contains(attribute), "{name}: {attribute}");
            }
        }
        for attribute in GLOBAL.iter().chain(&DEPRECATED_GLOBAL) {
            assert!(ARIA_ATTRIBUTES.contains(attribute), "{attribute}");
        }
        for (role, attribute, _) in DRAFT_REMOVES {
            let own = ROLES.iter().find(|r| r.0 == role).map(|r| r.2);
            assert!(own.is_some_and(|own| own.contains(&attribute)), "{role}");
        }
    }

    #[test]
    fn a_required_state_is_one_the_role_supports() {
        assert!(REQUIRED.windows(2).all(|w| w[0] < w[1]));
        for (role, attribute) in REQUIRED {
            assert_eq!(support(role, attribute), Support::Yes, "{role} {attribute}");
        }
    }

    #[test]
    fn every_role_has_a_row_and_every_row_is_a_role() {
        let rows: Vec<&str> = ROLES.iter().map(|r| r.0).collect();
        for role in ROLE_NAMES.iter().chain(&ABSTRACT_ROLES) {
            assert!(rows.contains(role), "{role}");
        }
        for row in rows {
            assert!(
                ROLE_NAMES.contains(&row) || ABSTRACT_ROLES.contains(&row),
                "{row}"
            );
        }
        assert_eq!(ROLES.len(), ROLE_NAMES.len() + ABSTRACT_ROLES.len());
    }

    #[test]
    fn support_is_inherited_from_superclasses() {
        assert_eq!(support("checkbox", "aria-checked"), Support::Yes);
        // switch < checkbox; treeitem < listitem and option.
        assert_eq!(support("switch", "aria-checked"), Support::Yes);
        assert_eq!(support("treeitem", "aria-selected"), Support::Yes);
        // 1.3 adds aria-level to treeitem itself: not the removed listitem's.
        assert_eq!(support("treeitem", "aria-level"), Support::Yes);
        // doc-biblioentry < listitem, whose aria-level the draft removes.
        assert_eq!(
            support("doc-biblioentry", "aria-level"),
            Support::Removed(1)
        );
        assert_eq!(support("listbox", "aria-expanded"), Support::Removed(0));
        assert_eq!(support("combobox", "aria-expanded"), Support::Yes);
        assert_eq!(support("generic", "aria-expanded"), Support::No);
        assert_eq!(support("button", "aria-checked"), Support::No);
        assert_eq!(support("no-such-role", "aria-checked"), Support::No);
        // menuitemradio: under menuitemcheckbox (1.2) and menuitem (1.3).
        assert_eq!(support("menuitemradio", "aria-checked"), Support::Yes);
        assert_eq!(support("menuitemradio", "aria-haspopup"), Support::Yes);
    }

    #[test]
    fn a_role_the_row_does_not_allow_is_named() {
        let report =
            crate::markup::document::check_str("<legend role=button aria-expanded=true>x</legend>");
        let messages: Vec<&str> = report
            .findings()
            .iter()
            .map(|f| f.message.as_str())
            .collect();
        assert_eq!(
            messages,
            [
                "the role 'button' is not allowed on a legend element",
                "'aria-expanded' is not supported on a legend element (where the role 'button' is not allowed), which has no role",
            ]
        );
    }

    #[test]
    fn messages_name_the_role_and_what_to_do() {
        let report = crate::markup::document::check_str(
            "<span aria-expanded=false>x</span><abbr aria-checked=true>y</abbr><input type=date aria-pressed=true><div role=tab aria-checked=true>",
        );
        let said: Vec<(&str, Option<&str>, &str)> = report
            .findings()
            .iter()
            .map(|f| (f.message.as_str(), f.help.as_deref(), f.spec))
            .collect();
        let help = Some("remove it, or give the element a role that supports it");
        assert_eq!(
            said,
            [
                (
                    "'aria-expanded' is not supported on a span element, whose role is generic",
                    help,
                    "https://www.w3.org/TR/html-aria/#el-span"
                ),
                (
                    "'aria-checked' is not supported on an abbr element, which has no role",
                    help,
                    "https://www.w3.org/TR/html-aria/#el-abbr"
                ),
                (
                    "'aria-pressed' is not supported on an input type=date, which takes the attributes of textbox",
                    help,
                    "https://www.w3.org/TR/html-aria/#el-input-date"
                ),
                (
                    "'aria-checked' is not supported by the role 'tab'",
                    help,
                    "https://www.w3.org/TR/wai-aria-1.2/#state_property_processing"
                ),
            ]
        );
    }
}
