//! [WAI-ARIA 1.2](https://www.w3.org/TR/wai-aria-1.2/)'s deprecated
//! attributes: `aria-dropeffect` and `aria-grabbed`, of which the text says
//! "Authors are therefore advised to treat `aria-dropeffect` as
//! deprecated" ([6.7](https://www.w3.org/TR/wai-aria-1.2/#aria-dropeffect))
//! and the same of `aria-grabbed`
//! ([6.7](https://www.w3.org/TR/wai-aria-1.2/#aria-grabbed)); both were
//! deprecated in ARIA 1.1. Read from `w3c/aria`, branch `1.2`, `index.html`
//! at commit `a728508dadfd29d3f4af6bcf6d665eafcdc4c472`.
//!
//! Either on any HTML element is a warning, `deprecated_attribute`, at the
//! attribute's name; their values are not checked.
//!
//! WAI-ARIA 1.3 (editor's draft, `w3c/aria` `37b9d2b8`) on
//! [`aria-brailleroledescription`](https://w3c.github.io/aria/#aria-brailleroledescription):
//! "Authors MUST NOT use aria-brailleroledescription without providing
//! aria-roledescription": an error, `missing_roledescription`, at the
//! attribute's name.
//!
//! An `aria-*` attribute that no WAI-ARIA state or property names (1.2, and
//! the 1.3 draft's additions) is an error, `unknown_aria_attribute`, at its
//! name, with the nearest name as the suggestion (`aria-decribedby`): HTML
//! permits the `aria-*` attributes ARIA defines, and "Authors must not use
//! elements, attributes, or attribute values that are not permitted by this
//! specification or other applicable specifications".

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::{detail_kinds, packed_by_index, FieldValue, ToField};
use crate::common::keywords::nearest_keyword;
use crate::syntaxes::aria_role::ROLES;

/// The rule's name in findings (their `syntax`), shared with
/// [`aria_states`](super::aria_states).
const RULE: &str = "wai_aria";

detail_kinds! {
    /// What the `wai_aria` rules find about an `aria-*` attribute itself:
    /// a name WAI-ARIA does not define, a deprecated attribute (anywhere,
    /// or in a deprecated use on a role), a braille role description
    /// alone.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::AriaAttributeProblem};
    ///
    /// let report = check_str("<button aria-decribedby=a>x</button>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     AriaAttributeProblem::from_kind(&kind),
    ///     Some(AriaAttributeProblem::UnknownAriaAttribute {
    ///         nearest: Some("aria-describedby"),
    ///         name: "aria-decribedby".into(),
    ///     })
    /// );
    /// ```
    pub enum AriaAttributeProblem (owned);
    pub static ARIA_ATTRIBUTE_DETAILS = (syntax "wai_aria", otherwise "unknown_aria_attribute", "an aria-* attribute WAI-ARIA does not define");
    {
        /// An `aria-*` attribute WAI-ARIA does not define.
        UnknownAriaAttribute {
            /// The nearest state or property, if one is near (the
            /// suggestion).
            nearest: Option<&'static str> = ARIA_ATTRIBUTES,
            /// The attribute's name, as written (lowercase).
            name: String,
        } => ("unknown_aria_attribute", Error, "'{name}' is no WAI-ARIA state or property"),
        /// An `aria-*` attribute WAI-ARIA deprecates (its `subject` is
        /// empty but for [`Deprecation::GlobalUse`]).
        DeprecatedAttribute {
            name: &'static str = ARIA_ATTRIBUTES,
            /// Which deprecation: anywhere, on this role, or as a global.
            deprecation: Deprecation,
            /// The role the 1.3 draft drops it from
            /// ([`Deprecation::DroppedFromRole`]).
            role: Option<&'static str> = ROLES,
            subject: String,
        } => ("deprecated_attribute", Warning, "{}", deprecation.words(name, *role, subject))
            help("{}", deprecation.help()),
        /// `aria-brailleroledescription` without `aria-roledescription`.
        MissingRoledescription => ("missing_roledescription", Error, "'aria-brailleroledescription' without 'aria-roledescription'")
            help("add aria-roledescription, or remove aria-brailleroledescription"),
    }
    suggestion: |p: &AriaAttributeProblem| match p {
        AriaAttributeProblem::UnknownAriaAttribute { nearest, .. } => *nearest,
        _ => None,
    };
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = AriaAttributeProblem::KINDS;

/// Which deprecation a `deprecated_attribute` finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Deprecation {
    /// `aria-dropeffect` and `aria-grabbed`, which WAI-ARIA 1.1
    /// deprecated: `anywhere`.
    Anywhere,
    /// An attribute WAI-ARIA 1.2 supports on the role and the 1.3 draft no
    /// longer does: `dropped_from_role`.
    DroppedFromRole,
    /// One of the four WAI-ARIA 1.2 keeps global with "Use as a global
    /// deprecated in ARIA 1.2", on a role that does not support it:
    /// `global_use`.
    GlobalUse,
}

impl Deprecation {
    /// Every deprecation, in declaration order.
    const ALL: [Deprecation; 3] = [
        Deprecation::Anywhere,
        Deprecation::DroppedFromRole,
        Deprecation::GlobalUse,
    ];

    /// The keyword, snake_case (what serde and the lint JSON write).
    pub fn keyword(self) -> &'static str {
        match self {
            Deprecation::Anywhere => "anywhere",
            Deprecation::DroppedFromRole => "dropped_from_role",
            Deprecation::GlobalUse => "global_use",
        }
    }

    /// The message of `name` deprecated so.
    fn words(self, name: &str, role: Option<&str>, subject: &str) -> String {
        match self {
            Deprecation::Anywhere => format!("the '{name}' attribute is deprecated"),
            Deprecation::DroppedFromRole => format!(
                "'{name}' is dropped from the role {} by the WAI-ARIA 1.3 draft (WAI-ARIA 1.2 supports it)",
                role.unwrap_or_default()
            ),
            Deprecation::GlobalUse => format!(
                "'{name}' is not supported {subject}, and its use as a global attribute is deprecated"
            ),
        }
    }

    /// What to do.
    fn help(self) -> &'static str {
        match self {
            Deprecation::Anywhere => {
                "remove it: WAI-ARIA 1.1 deprecated it, and assistive technologies do not support it"
            }
            Deprecation::DroppedFromRole => "remove it: the 1.3 draft drops it from this role",
            Deprecation::GlobalUse => "remove it, or give the element a role that supports it",
        }
    }
}

packed_by_index!(Deprecation, Deprecation::ALL);

impl ToField for Deprecation {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.keyword())
    }
}

/// Every WAI-ARIA state and property: the 48 of WAI-ARIA 1.2 (`w3c/aria`
/// branch `1.2` at `a728508d`) and the 5 the 1.3 editor's draft adds
/// (`37b9d2b8`: `aria-braillelabel`, `aria-brailleroledescription`,
/// `aria-colindextext`, `aria-description`, `aria-rowindextext`), sorted.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::ARIA_ATTRIBUTES;
/// assert!(ARIA_ATTRIBUTES.binary_search(&"aria-label").is_ok());
/// assert!(ARIA_ATTRIBUTES.binary_search(&"aria-role").is_err());
/// ```
pub const ARIA_ATTRIBUTES: [&str; 53] = [
    "aria-activedescendant",
    "aria-atomic",
    "aria-autocomplete",
    "aria-braillelabel",
    "aria-brailleroledescription",
    "aria-busy",
    "aria-checked",
    "aria-colcount",
    "aria-colindex",
    "aria-colindextext",
    "aria-colspan",
    "aria-controls",
    "aria-current",
    "aria-describedby",
    "aria-description",
    "aria-details",
    "aria-disabled",
    "aria-dropeffect",
    "aria-errormessage",
    "aria-expanded",
    "aria-flowto",
    "aria-grabbed",
    "aria-haspopup",
    "aria-hidden",
    "aria-invalid",
    "aria-keyshortcuts",
    "aria-label",
    "aria-labelledby",
    "aria-level",
    "aria-live",
    "aria-modal",
    "aria-multiline",
    "aria-multiselectable",
    "aria-orientation",
    "aria-owns",
    "aria-placeholder",
    "aria-posinset",
    "aria-pressed",
    "aria-readonly",
    "aria-relevant",
    "aria-required",
    "aria-roledescription",
    "aria-rowcount",
    "aria-rowindex",
    "aria-rowindextext",
    "aria-rowspan",
    "aria-selected",
    "aria-setsize",
    "aria-sort",
    "aria-valuemax",
    "aria-valuemin",
    "aria-valuenow",
    "aria-valuetext",
];

/// `aria-*` attributes that name no state or property.
pub(super) fn unknown_attributes(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        if !name.starts_with("aria-") || ARIA_ATTRIBUTES.binary_search(&name).is_ok() {
            continue;
        }
        let nearest = nearest_keyword(name, ARIA_ATTRIBUTES.iter()).copied();
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            AriaAttributeProblem::UnknownAriaAttribute {
                nearest,
                name: name.to_string(),
            },
            "https://w3c.github.io/aria/#state_prop_def",
        ));
    }
}

/// The deprecated attributes, their spec URLs and what to use instead.
const DEPRECATED: &[(&str, &str)] = &[
    (
        "aria-dropeffect",
        "https://www.w3.org/TR/wai-aria-1.2/#aria-dropeffect",
    ),
    (
        "aria-grabbed",
        "https://www.w3.org/TR/wai-aria-1.2/#aria-grabbed",
    ),
];

/// The deprecated `aria-*` attributes of a start tag.
pub(super) fn deprecated_attributes(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    for (index, &(name, _)) in tag.attributes.iter().enumerate() {
        let Some(&(name, spec)) = DEPRECATED.iter().find(|(n, _)| *n == name) else {
            continue;
        };
        problems.push(Problem::new(
            index,
            Place::Name,
            RULE,
            AriaAttributeProblem::DeprecatedAttribute {
                name,
                deprecation: Deprecation::Anywhere,
                role: None,
                subject: String::new(),
            },
            spec,
        ));
    }
}

/// `aria-brailleroledescription` needs `aria-roledescription` on the same
/// element.
pub(super) fn braille_role_description(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    let Some((index, _)) = tag.get("aria-brailleroledescription") else {
        return;
    };
    if tag.get("aria-roledescription").is_some() {
        return;
    }
    problems.push(Problem::new(
        index,
        Place::Name,
        RULE,
        AriaAttributeProblem::MissingRoledescription,
        "https://w3c.github.io/aria/#aria-brailleroledescription",
    ));
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;
    use super::{AriaAttributeProblem, Deprecation};
    use alloc::format;
    use alloc::string::String;

    /// The first finding of `code` in `html`: its kind read back, message
    /// and help.
    fn said(html: &str, code: &str) -> super::super::Said<AriaAttributeProblem> {
        super::super::first_said(html, code, AriaAttributeProblem::from_kind)
    }

    #[test]
    fn each_kind_reads_back_with_its_fields() {
        assert_eq!(
            said(
                "<button aria-decribedby=a>x</button>",
                "unknown_aria_attribute"
            ),
            (
                Some(AriaAttributeProblem::UnknownAriaAttribute {
                    nearest: Some("aria-describedby"),
                    name: "aria-decribedby".into(),
                }),
                "'aria-decribedby' is no WAI-ARIA state or property".into(),
                Some("did you mean 'aria-describedby'?".into())
            )
        );
        // A long name: whole in the message, cut in the kind (the
        // nearest row's 2 bytes, a length byte, 19 of the name); no
        // nearest name, no help.
        let long = format!("aria-{}", "x".repeat(30));
        assert_eq!(
            said(&format!("<p {long}=1>"), "unknown_aria_attribute"),
            (
                Some(AriaAttributeProblem::UnknownAriaAttribute {
                    nearest: None,
                    name: format!("aria-{}…", "x".repeat(14)),
                }),
                format!("'{long}' is no WAI-ARIA state or property"),
                None
            )
        );
        assert_eq!(
            said("<div aria-grabbed=true>", "deprecated_attribute"),
            (
                Some(AriaAttributeProblem::DeprecatedAttribute {
                    name: "aria-grabbed",
                    deprecation: Deprecation::Anywhere,
                    role: None,
                    subject: String::new(),
                }),
                "the 'aria-grabbed' attribute is deprecated".into(),
                Some("remove it: WAI-ARIA 1.1 deprecated it, and assistive technologies do not support it".into())
            )
        );
        assert_eq!(
            said(
                "<div role=region aria-label=a aria-brailleroledescription=rgn>",
                "missing_roledescription"
            ),
            (
                Some(AriaAttributeProblem::MissingRoledescription),
                "'aria-brailleroledescription' without 'aria-roledescription'".into(),
                Some("add aria-roledescription, or remove aria-brailleroledescription".into())
            )
        );
    }

    /// (column, kind, syntax) of each finding.
    fn found(html: &str) -> Vec<(usize, &'static str, &'static str)> {
        let all = super::super::found_all(html);
        all.into_iter().map(|(c, s, k)| (c, k, s)).collect()
    }

    #[test]
    fn deprecated_attributes_are_warnings() {
        // Nu's tests/html/attributes/aria-grabbed-haswarn.html and
        // aria-dropeffect-haswarn.html warn on each.
        assert_eq!(
            found("<div aria-grabbed=\"true\" draggable=\"true\">"),
            [(6, "deprecated_attribute", "wai_aria")]
        );
        assert_eq!(
            found("<p aria-dropeffect=move ARIA-GRABBED=x>"),
            [
                (4, "deprecated_attribute", "wai_aria"),
                (25, "deprecated_attribute", "wai_aria")
            ]
        );
        assert!(found("<div aria-hidden=true>").is_empty());
        // Not in foreign content (no rule runs there).
        assert!(found("<svg aria-grabbed=true></svg>").is_empty());
        let report = check_str("<div aria-grabbed=true>");
        let f = &report.findings()[0];
        assert_eq!(f.severity, crate::base::error::Severity::Warning);
        assert_eq!(f.message, "the 'aria-grabbed' attribute is deprecated");
        assert_eq!(f.spec, "https://www.w3.org/TR/wai-aria-1.2/#aria-grabbed");
    }

    #[test]
    fn unknown_aria_attributes() {
        // vnu on mdn/html-examples: "Attribute aria-decribedby not allowed
        // on element button at this point."
        assert_eq!(
            found("<button aria-decribedby=a aria-describedby=b>x</button><p id=b>"),
            [(9, "unknown_aria_attribute", "wai_aria")]
        );
        let report = check_str("<button aria-decribedby=a>x</button>");
        let f = &report.findings()[0];
        assert_eq!(f.help.as_deref(), Some("did you mean 'aria-describedby'?"));
        assert_eq!(
            f.message,
            "'aria-decribedby' is no WAI-ARIA state or property"
        );
        // WAI-ARIA 1.3's additions are known; data-* and others are not ours.
        assert!(found("<button aria-description=x aria-braillelabel=y data-aria-x=z>").is_empty());
        assert_eq!(
            found("<p aria-=x>"),
            [(4, "unknown_aria_attribute", "wai_aria")]
        );
    }

    #[test]
    fn aria_attributes_are_sorted() {
        assert!(super::ARIA_ATTRIBUTES.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn braille_role_description_needs_a_role_description() {
        assert_eq!(
            found("<div role=region aria-label=a aria-brailleroledescription=rgn>"),
            [(31, "missing_roledescription", "wai_aria")]
        );
        assert!(found(
            "<div role=region aria-label=a aria-roledescription=area aria-brailleroledescription=rgn>"
        )
        .is_empty());
        assert!(found("<div aria-roledescription=area>").is_empty());
    }
}
