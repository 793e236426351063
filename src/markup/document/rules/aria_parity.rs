//! [ARIA in HTML](https://w3c.github.io/html-aria/) on `aria-*` attributes
//! beside the HTML features that have the same semantics
//! ([Requirements for use of ARIA attributes in place of equivalent HTML attributes](https://w3c.github.io/html-aria/#docconformance-attr)),
//! and the element rows that name an `aria-*` attribute (w3c/html-aria
//! `dc4db11`, as [`aria_in_html`](super::aria_in_html)).
//!
//! Errors ("MUST NOT"), at the `aria-*` attribute's name:
//!
//! - `aria_attribute_not_allowed`: `aria-checked` on `input type=checkbox`
//!   and `type=radio`; `aria-hidden="true"` on `body`.
//! - `aria_attribute_conflicts`: `aria-disabled="false"` with `disabled`,
//!   `aria-readonly="false"` with `readonly`, `aria-required="false"` with
//!   `required`, `aria-placeholder` with `placeholder`, `aria-valuemax` with
//!   `max`, `aria-valuemin` with `min`, `aria-colspan` and `aria-rowspan`
//!   whose value differs from `colspan` and `rowspan`, and
//!   `aria-readonly="true"` on an element whose own `contenteditable` makes
//!   it editable.
//!
//! Warnings ("SHOULD NOT"):
//!
//! - `redundant_aria_attribute`: the same state twice, `aria-disabled="true"`
//!   with `disabled`, `aria-hidden="true"` with `hidden`,
//!   `aria-readonly="true"` with `readonly`, `aria-required="true"` with
//!   `required`, `aria-colspan` and `aria-rowspan` equal to `colspan` and
//!   `rowspan`.
//! - `aria_attribute_not_recommended`: `aria-valuemax` and `aria-valuemin`
//!   on an element that takes `max` and `min` (`meter`, `progress`'s `max`,
//!   the `input` types with a range); `aria-selected` on `option`;
//!   `aria-multiselectable` on `select`; `aria-disabled="true"` on an `a`
//!   with `href`;
//!   `aria-haspopup` on an `input type=text`, `search`, `tel`, `url` or
//!   `email` (or with no valid type) with `list`, whose role is `combobox`.
//!
//! Not checked: an element that is editable through an ancestor's
//! `contenteditable`, and `aria-hidden="true"` on an element that can
//! receive keyboard focus or on its ancestors (both need the tree).
//! `true` and `false` match ASCII case-insensitively, around whitespace.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::aria_in_html::{AriaInHtmlProblem, AriaNotAllowed};
use super::wai_aria::ARIA_ATTRIBUTES;
use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::{detail_kinds, packed_by_index, FieldValue, ToField};
use crate::common::numbers::parse_non_negative_integer;
use crate::markup::forms::{must_not_be_specified, InputType};

/// The rule's name in findings (their `syntax`), shared with the other
/// ARIA in HTML rules.
const RULE: &str = "aria_in_html";

/// The HTML attributes an `aria-*` attribute can repeat or contradict here,
/// sorted.
const NATIVE: [&str; 10] = [
    "colspan",
    "contenteditable",
    "disabled",
    "hidden",
    "max",
    "min",
    "placeholder",
    "readonly",
    "required",
    "rowspan",
];

/// The ARIA tokens a message gives an `aria-*` attribute as its value.
const TOKENS: [&str; 2] = ["true", "false"];

detail_kinds! {
    /// What the `aria_in_html` rule on `aria-*` attributes beside the
    /// element's own HTML finds: a contradiction, a repetition, an
    /// attribute the element's row does not recommend. (The element rows
    /// that do not allow one are
    /// [`AriaInHtmlProblem::AriaAttributeNotAllowed`]'s.)
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::{AriaParityProblem, Conflict}};
    ///
    /// let report = check_str("<button disabled aria-disabled=false>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     AriaParityProblem::from_kind(&kind),
    ///     Some(AriaParityProblem::AriaAttributeConflicts {
    ///         name: "aria-disabled",
    ///         native: "disabled",
    ///         value: Some("false"),
    ///         conflict: Conflict::Contradicts,
    ///     })
    /// );
    /// ```
    pub enum AriaParityProblem (owned);
    pub static ARIA_PARITY_DETAILS = (syntax "aria_in_html", otherwise "aria_attribute_conflicts", "an aria-* attribute beside the element's HTML");
    {
        /// An `aria-*` attribute that contradicts the element's HTML.
        AriaAttributeConflicts {
            /// The `aria-*` attribute.
            name: &'static str = ARIA_ATTRIBUTES,
            /// The HTML attribute it contradicts.
            native: &'static str = NATIVE,
            /// The value the message gives it (`true`, `false`), if any.
            value: Option<&'static str> = TOKENS,
            /// How the two disagree.
            conflict: Conflict,
        } => ("aria_attribute_conflicts", Error, "`{name}{}` {} `{native}`{}", Valued(*value), conflict.verb(), conflict.outcome())
            help("remove `{name}`, and use the HTML attribute instead"),
        /// An `aria-*` attribute that repeats the element's HTML.
        RedundantAriaAttribute {
            /// The `aria-*` attribute.
            name: &'static str = ARIA_ATTRIBUTES,
            /// The HTML attribute it repeats.
            native: &'static str = NATIVE,
            /// The value the message gives it (`true`), if any.
            value: Option<&'static str> = TOKENS,
        } => ("redundant_aria_attribute", Warning, "`{name}{}` repeats `{native}`", Valued(*value))
            help("remove `{name}`"),
        /// An `aria-*` attribute ARIA in HTML does not recommend on the
        /// element.
        AriaAttributeNotRecommended {
            /// The `aria-*` attribute.
            name: &'static str = ARIA_ATTRIBUTES,
            /// The HTML attribute the element takes instead
            /// ([`NotRecommended::TakesRange`]).
            native: Option<&'static str> = NATIVE,
            /// The value the message gives it (`true`), if any.
            value: Option<&'static str> = TOKENS,
            /// Why.
            because: NotRecommended,
        } => ("aria_attribute_not_recommended", Warning, "`{name}{}` on {}", Valued(*value), because.element(*native))
            help("{}", because.help(name)),
    }
}

/// The kinds of this rule (the element rows' `aria_attribute_not_allowed`
/// is [`aria_in_html`](super::aria_in_html)'s).
pub(super) const RULE_KINDS: super::KindList = AriaParityProblem::KINDS;

/// `="value"` after an attribute's name, when a message gives one.
struct Valued(Option<&'static str>);

impl core::fmt::Display for Valued {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            Some(value) => write!(f, "=\"{value}\""),
            None => Ok(()),
        }
    }
}

/// How an `aria-*` attribute contradicts the element's HTML.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Conflict {
    /// Its state contradicts the HTML attribute, which wins: `contradicts`.
    Contradicts,
    /// `aria-readonly="true"` on an element its own `contenteditable`
    /// makes editable: `editable`.
    Editable,
    /// It stands beside the HTML attribute, which wins: `beside`.
    Beside,
    /// Its span differs from the HTML attribute's, which wins: `differs`.
    Differs,
}

impl Conflict {
    /// Every one, in declaration order.
    const ALL: [Conflict; 4] = [
        Conflict::Contradicts,
        Conflict::Editable,
        Conflict::Beside,
        Conflict::Differs,
    ];

    /// The keyword, snake_case (what serde and the lint JSON write).
    pub fn keyword(self) -> &'static str {
        match self {
            Conflict::Contradicts => "contradicts",
            Conflict::Editable => "editable",
            Conflict::Beside => "beside",
            Conflict::Differs => "differs",
        }
    }

    /// How the message says it.
    fn verb(self) -> &'static str {
        match self {
            Conflict::Contradicts | Conflict::Editable => "contradicts",
            Conflict::Beside => "beside",
            Conflict::Differs => "differs from",
        }
    }

    /// The end of the message: which wins, where the HTML attribute does.
    fn outcome(self) -> &'static str {
        match self {
            Conflict::Editable => "",
            _ => ", which wins",
        }
    }
}

packed_by_index!(Conflict, Conflict::ALL);

impl ToField for Conflict {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.keyword())
    }
}

/// Why ARIA in HTML does not recommend an `aria-*` attribute on the
/// element.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NotRecommended {
    /// `aria-disabled="true"` on an `a` with `href`, which still works as
    /// a link: `disabled_link`.
    DisabledLink,
    /// `aria-valuemax` or `aria-valuemin` on an element that takes `max`
    /// or `min`: `takes_range`.
    TakesRange,
    /// `aria-multiselectable` on `select`, whose `multiple` says whether
    /// it is: `select_multiple`.
    SelectMultiple,
    /// `aria-selected` on `option`, whose selectedness the browser
    /// exposes: `option_selected`.
    OptionSelected,
    /// `aria-haspopup` on an input with `list`, a combobox:
    /// `combobox`.
    Combobox,
}

impl NotRecommended {
    /// Every one, in declaration order.
    const ALL: [NotRecommended; 5] = [
        NotRecommended::DisabledLink,
        NotRecommended::TakesRange,
        NotRecommended::SelectMultiple,
        NotRecommended::OptionSelected,
        NotRecommended::Combobox,
    ];

    /// The keyword, snake_case (what serde and the lint JSON write).
    pub fn keyword(self) -> &'static str {
        match self {
            NotRecommended::DisabledLink => "disabled_link",
            NotRecommended::TakesRange => "takes_range",
            NotRecommended::SelectMultiple => "select_multiple",
            NotRecommended::OptionSelected => "option_selected",
            NotRecommended::Combobox => "combobox",
        }
    }

    /// The rest of the message after "`name` on": the element, and why
    /// its HTML says it already (`native`: the range attribute it takes).
    fn element(self, native: Option<&str>) -> String {
        match self {
            NotRecommended::DisabledLink => {
                "a link with `href`, which still works as a link".to_string()
            }
            NotRecommended::TakesRange => {
                format!("an element that takes `{}`", native.unwrap_or_default())
            }
            NotRecommended::SelectMultiple => {
                "`select`, whose `multiple` says whether it is".to_string()
            }
            NotRecommended::OptionSelected => {
                "`option`, whose selectedness the browser exposes".to_string()
            }
            NotRecommended::Combobox => {
                "an input with `list` (a combobox with a listbox popup)".to_string()
            }
        }
    }

    /// What to do with `name`.
    fn help(self, name: &str) -> String {
        match self {
            NotRecommended::DisabledLink => {
                format!("to disable the link, remove its `href` (and `{name}`)")
            }
            _ => format!("remove `{name}`, and use the HTML attribute instead"),
        }
    }
}

packed_by_index!(NotRecommended, NotRecommended::ALL);

impl ToField for NotRecommended {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.keyword())
    }
}

/// The section of the parity table.
const PARITY: &str = "https://w3c.github.io/html-aria/#docconformance-attr";

/// The section of the element rows.
const ROWS: &str = "https://w3c.github.io/html-aria/#docconformance";

/// Whether `value` is the ARIA token `token` (`true`, `false`).
fn is(value: &str, token: &str) -> bool {
    value
        .trim_matches(|c: char| c.is_ascii_whitespace())
        .eq_ignore_ascii_case(token)
}

/// Whether the element takes the range attribute `attribute` (`max`,
/// `min`): `meter`; `progress` for `max`; an `input` whose type does not
/// forbid it.
fn takes_range(tag: &Tag<'_>, attribute: &str) -> bool {
    match tag.name {
        "meter" => true,
        "progress" => attribute == "max",
        _ => tag
            .input_type()
            .is_some_and(|t| must_not_be_specified(t, attribute).is_none()),
    }
}

/// Whether two span values (`colspan`, `aria-colspan`) are the same: the
/// same number by the rules for non-negative integers, or, when either is
/// no number, the same text.
fn same_span(a: &str, b: &str) -> bool {
    match (parse_non_negative_integer(a), parse_non_negative_integer(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => a == b,
    }
}

/// What [`check`] finds: a kind of this rule's, or an element row's
/// `aria_attribute_not_allowed` (the ARIA in HTML rows' kind).
enum Found {
    /// A contradiction, a repetition, or a use not recommended.
    Parity(AriaParityProblem),
    /// An attribute the element's row does not allow.
    Row(AriaInHtmlProblem),
}

/// The finding of one `aria-*` attribute (`name`, a row of
/// [`ARIA_ATTRIBUTES`]) beside the tag's HTML features.
fn check(tag: &Tag<'_>, name: &'static str, value: &str) -> Option<Found> {
    let has = |attribute: &str| tag.get(attribute).map(|(_, v)| v);
    // A kind of this rule's.
    let found = |kind: AriaParityProblem| Some(Found::Parity(kind));
    // `token`: the state `native` gives, which repeats it; `conflicts_when`:
    // the state that contradicts it.
    let state = |token: &'static str, native: &'static str, conflicts_when: &'static str| {
        has(native)?;
        if is(value, conflicts_when) {
            found(AriaParityProblem::AriaAttributeConflicts {
                name,
                native,
                value: Some(conflicts_when),
                conflict: Conflict::Contradicts,
            })
        } else if is(value, token) {
            found(AriaParityProblem::RedundantAriaAttribute {
                name,
                native,
                value: Some(token),
            })
        } else {
            None
        }
    };
    let not_allowed = |because: AriaNotAllowed, which: &str| {
        Some(Found::Row(AriaInHtmlProblem::AriaAttributeNotAllowed {
            because,
            name: name.to_string(),
            which: which.to_string(),
        }))
    };
    let not_recommended = |because: NotRecommended, native: Option<&'static str>| {
        found(AriaParityProblem::AriaAttributeNotRecommended {
            name,
            native,
            value: None,
            because,
        })
    };
    match name {
        "aria-checked" => {
            let checkable = matches!(
                tag.input_type(),
                Some(InputType::Checkbox | InputType::Radio)
            );
            if !checkable {
                return None;
            }
            not_allowed(AriaNotAllowed::Checkedness, "a checkbox or radio button")
        }
        "aria-hidden" if tag.name == "body" && is(value, "true") => {
            not_allowed(AriaNotAllowed::HiddenBody, "`body`")
        }
        "aria-hidden" if is(value, "true") && has("hidden").is_some() => {
            found(AriaParityProblem::RedundantAriaAttribute {
                name,
                native: "hidden",
                value: Some("true"),
            })
        }
        // The `a` row: "It is NOT RECOMMENDED to use aria-disabled="true"
        // on an a element with an href attribute."
        "aria-disabled" if tag.name == "a" && has("href").is_some() && is(value, "true") => {
            found(AriaParityProblem::AriaAttributeNotRecommended {
                name,
                native: None,
                value: Some("true"),
                because: NotRecommended::DisabledLink,
            })
        }
        "aria-disabled" => state("true", "disabled", "false"),
        "aria-required" => state("true", "required", "false"),
        "aria-readonly" => {
            let editable = has("contenteditable").is_some_and(|v| {
                v.is_empty()
                    || v.eq_ignore_ascii_case("true")
                    || v.eq_ignore_ascii_case("plaintext-only")
            });
            if editable && is(value, "true") {
                return found(AriaParityProblem::AriaAttributeConflicts {
                    name,
                    native: "contenteditable",
                    value: Some("true"),
                    conflict: Conflict::Editable,
                });
            }
            state("true", "readonly", "false")
        }
        "aria-placeholder" => has("placeholder").and_then(|_| {
            found(AriaParityProblem::AriaAttributeConflicts {
                name,
                native: "placeholder",
                value: None,
                conflict: Conflict::Beside,
            })
        }),
        "aria-valuemax" | "aria-valuemin" => {
            let native = if name == "aria-valuemax" {
                "max"
            } else {
                "min"
            };
            if has(native).is_some() {
                found(AriaParityProblem::AriaAttributeConflicts {
                    name,
                    native,
                    value: None,
                    conflict: Conflict::Beside,
                })
            } else if takes_range(tag, native) {
                not_recommended(NotRecommended::TakesRange, Some(native))
            } else {
                None
            }
        }
        "aria-colspan" | "aria-rowspan" => {
            let native = if name == "aria-colspan" {
                "colspan"
            } else {
                "rowspan"
            };
            let native_value = has(native)?;
            if same_span(native_value, value) {
                found(AriaParityProblem::RedundantAriaAttribute {
                    name,
                    native,
                    value: None,
                })
            } else {
                found(AriaParityProblem::AriaAttributeConflicts {
                    name,
                    native,
                    value: None,
                    conflict: Conflict::Differs,
                })
            }
        }
        "aria-multiselectable" if tag.name == "select" => {
            not_recommended(NotRecommended::SelectMultiple, None)
        }
        "aria-selected" if tag.name == "option" => {
            not_recommended(NotRecommended::OptionSelected, None)
        }
        "aria-haspopup" => {
            let combobox = matches!(
                tag.input_type(),
                Some(
                    InputType::Text
                        | InputType::Search
                        | InputType::Telephone
                        | InputType::Url
                        | InputType::Email
                )
            ) && has("list").is_some();
            if !combobox {
                return None;
            }
            not_recommended(NotRecommended::Combobox, None)
        }
        _ => None,
    }
}

/// The `aria-*` attributes against the element's own HTML features and its
/// row, at the `aria-*` attribute's name.
pub(super) fn aria_parity(tag: &Tag<'_>, _: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    for (index, &(name, value)) in tag.attributes.iter().enumerate() {
        if !name.starts_with("aria-") {
            continue;
        }
        // Only the attributes WAI-ARIA defines have findings here (`check`
        // matches their names): the name as a row of the table.
        let row = ARIA_ATTRIBUTES.binary_search(&name).ok();
        let Some(&name) = row.and_then(|i| ARIA_ATTRIBUTES.get(i)) else {
            continue;
        };
        let problem = match check(tag, name, value) {
            None => continue,
            Some(Found::Row(kind)) => Problem::new(index, Place::Name, RULE, kind, ROWS),
            Some(Found::Parity(kind)) => {
                let spec = match kind {
                    AriaParityProblem::AriaAttributeNotRecommended { .. } => ROWS,
                    _ => PARITY,
                };
                Problem::new(index, Place::Name, RULE, kind, spec)
            }
        };
        problems.push(problem);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;
    use super::super::aria_in_html::{AriaInHtmlProblem, AriaNotAllowed};
    use super::{AriaParityProblem, Conflict, NotRecommended};
    use alloc::format;
    use alloc::string::String;

    use super::super::first_said as said;

    /// [`said`] of this rule's kinds.
    fn parity(html: &str, code: &str) -> (Option<AriaParityProblem>, String, Option<String>) {
        said(html, code, AriaParityProblem::from_kind)
    }

    #[test]
    fn each_kind_reads_back_with_its_fields() {
        let conflicts = |name, native, value, conflict| {
            Some(AriaParityProblem::AriaAttributeConflicts {
                name,
                native,
                value,
                conflict,
            })
        };
        let instead = |name: &str| {
            Some(format!(
                "remove `{name}`, and use the HTML attribute instead"
            ))
        };
        assert_eq!(
            parity(
                "<button disabled aria-disabled=false>",
                "aria_attribute_conflicts"
            ),
            (
                conflicts(
                    "aria-disabled",
                    "disabled",
                    Some("false"),
                    Conflict::Contradicts
                ),
                "`aria-disabled=\"false\"` contradicts `disabled`, which wins".into(),
                instead("aria-disabled")
            )
        );
        assert_eq!(
            parity(
                "<div contenteditable aria-readonly=true></div>",
                "aria_attribute_conflicts"
            ),
            (
                conflicts(
                    "aria-readonly",
                    "contenteditable",
                    Some("true"),
                    Conflict::Editable
                ),
                "`aria-readonly=\"true\"` contradicts `contenteditable`".into(),
                instead("aria-readonly")
            )
        );
        assert_eq!(
            parity(
                "<input placeholder=a aria-placeholder=b>",
                "aria_attribute_conflicts"
            ),
            (
                conflicts("aria-placeholder", "placeholder", None, Conflict::Beside),
                "`aria-placeholder` beside `placeholder`, which wins".into(),
                instead("aria-placeholder")
            )
        );
        assert_eq!(
            parity(
                "<th rowspan=2 aria-rowspan=3></th>",
                "aria_attribute_conflicts"
            ),
            (
                conflicts("aria-rowspan", "rowspan", None, Conflict::Differs),
                "`aria-rowspan` differs from `rowspan`, which wins".into(),
                instead("aria-rowspan")
            )
        );
        assert_eq!(
            parity("<p hidden aria-hidden=true>", "redundant_aria_attribute"),
            (
                Some(AriaParityProblem::RedundantAriaAttribute {
                    name: "aria-hidden",
                    native: "hidden",
                    value: Some("true"),
                }),
                "`aria-hidden=\"true\"` repeats `hidden`".into(),
                Some("remove `aria-hidden`".into())
            )
        );
        assert_eq!(
            parity(
                "<td colspan=2 aria-colspan=02></td>",
                "redundant_aria_attribute"
            ),
            (
                Some(AriaParityProblem::RedundantAriaAttribute {
                    name: "aria-colspan",
                    native: "colspan",
                    value: None,
                }),
                "`aria-colspan` repeats `colspan`".into(),
                Some("remove `aria-colspan`".into())
            )
        );
        let not_recommended = |name, native, because| {
            Some(AriaParityProblem::AriaAttributeNotRecommended {
                name,
                native,
                value: None,
                because,
            })
        };
        let code = "aria_attribute_not_recommended";
        assert_eq!(
            parity("<a href=x aria-disabled=true>", code),
            (
                Some(AriaParityProblem::AriaAttributeNotRecommended {
                    name: "aria-disabled",
                    native: None,
                    value: Some("true"),
                    because: NotRecommended::DisabledLink,
                }),
                "`aria-disabled=\"true\"` on a link with `href`, which still works as a link"
                    .into(),
                Some("to disable the link, remove its `href` (and `aria-disabled`)".into())
            )
        );
        assert_eq!(
            parity("<input type=range aria-valuemin=0>", code),
            (
                not_recommended("aria-valuemin", Some("min"), NotRecommended::TakesRange),
                "`aria-valuemin` on an element that takes `min`".into(),
                instead("aria-valuemin")
            )
        );
        assert_eq!(
            parity("<select aria-multiselectable=true></select>", code),
            (
                not_recommended("aria-multiselectable", None, NotRecommended::SelectMultiple),
                "`aria-multiselectable` on `select`, whose `multiple` says whether it is".into(),
                instead("aria-multiselectable")
            )
        );
        assert_eq!(
            parity("<option aria-selected=true>", code),
            (
                not_recommended("aria-selected", None, NotRecommended::OptionSelected),
                "`aria-selected` on `option`, whose selectedness the browser exposes".into(),
                instead("aria-selected")
            )
        );
        assert_eq!(
            parity("<input list=l aria-haspopup=listbox>", code),
            (
                not_recommended("aria-haspopup", None, NotRecommended::Combobox),
                "`aria-haspopup` on an input with `list` (a combobox with a listbox popup)".into(),
                instead("aria-haspopup")
            )
        );
    }

    #[test]
    fn the_element_rows_are_aria_in_htmls_kind() {
        let code = "aria_attribute_not_allowed";
        assert_eq!(
            said("<input type=checkbox aria-checked=true>", code, AriaInHtmlProblem::from_kind),
            (
                Some(AriaInHtmlProblem::AriaAttributeNotAllowed {
                    because: AriaNotAllowed::Checkedness,
                    name: "aria-checked".into(),
                    which: "a check…".into(),
                }),
                "`aria-checked` is not allowed on a checkbox or radio button, whose checkedness it could contradict".into(),
                Some("remove `aria-checked`".into())
            )
        );
        assert_eq!(
            said(
                "<body aria-hidden=true>",
                code,
                AriaInHtmlProblem::from_kind
            ),
            (
                Some(AriaInHtmlProblem::AriaAttributeNotAllowed {
                    because: AriaNotAllowed::HiddenBody,
                    name: "aria-hidden".into(),
                    which: "`body`".into(),
                }),
                "`aria-hidden=\"true\"` is not allowed on `body`".into(),
                Some("remove `aria-hidden`".into())
            )
        );
    }

    /// (column, kind) of each finding of this rule's kinds.
    fn found(html: &str) -> Vec<(usize, &'static str)> {
        super::super::found_where(html, |f| {
            matches!(
                f.kind,
                "aria_attribute_not_allowed"
                    | "aria_attribute_conflicts"
                    | "redundant_aria_attribute"
                    | "aria_attribute_not_recommended"
            )
        })
    }

    #[test]
    fn element_rows() {
        assert_eq!(
            found("<input type=checkbox aria-checked=true>"),
            [(22, "aria_attribute_not_allowed")]
        );
        assert_eq!(
            found("<input type=RADIO aria-checked=mixed>"),
            [(19, "aria_attribute_not_allowed")]
        );
        assert_eq!(found("<div role=checkbox aria-checked=true></div>"), []);
        assert_eq!(
            found("<body aria-hidden=true>"),
            [(7, "aria_attribute_not_allowed")]
        );
        assert_eq!(found("<body aria-hidden=false>"), []);
        assert_eq!(
            found("<option aria-selected=true>"),
            [(9, "aria_attribute_not_recommended")]
        );
        assert_eq!(
            found("<input list=l aria-haspopup=listbox><input type=email list=l aria-haspopup=listbox>"),
            [(15, "aria_attribute_not_recommended"), (62, "aria_attribute_not_recommended")]
        );
        assert_eq!(
            found("<input aria-haspopup=listbox><input type=number list=l aria-haspopup=true>"),
            []
        );
        // Whatever the explicit role (only combobox is allowed there).
        assert_eq!(
            found("<input type=search role=combobox list=l aria-haspopup=listbox>"),
            [(41, "aria_attribute_not_recommended")]
        );
    }

    #[test]
    fn native_attributes_win() {
        assert_eq!(
            found("<button disabled aria-disabled=false>"),
            [(18, "aria_attribute_conflicts")]
        );
        assert_eq!(
            found("<button disabled aria-disabled=TRUE>"),
            [(18, "redundant_aria_attribute")]
        );
        assert_eq!(found("<div aria-disabled=true></div>"), []);
        assert_eq!(
            found("<p hidden aria-hidden=true>"),
            [(11, "redundant_aria_attribute")]
        );
        assert_eq!(found("<p hidden aria-hidden=false>"), []);
        assert_eq!(
            found("<input readonly aria-readonly=false><textarea readonly aria-readonly=true></textarea>"),
            [(17, "aria_attribute_conflicts"), (56, "redundant_aria_attribute")]
        );
        assert_eq!(
            found("<div contenteditable aria-readonly=true></div><div contenteditable=false aria-readonly=true></div>"),
            [(22, "aria_attribute_conflicts")]
        );
        assert_eq!(
            found("<select required aria-required=false></select>"),
            [(18, "aria_attribute_conflicts")]
        );
        assert_eq!(
            found("<input placeholder=a aria-placeholder=b>"),
            [(22, "aria_attribute_conflicts")]
        );
        assert_eq!(
            found("<meter max=2 aria-valuemax=2></meter><progress aria-valuemax=1></progress>"),
            [
                (14, "aria_attribute_conflicts"),
                (48, "aria_attribute_not_recommended")
            ]
        );
        assert_eq!(
            found("<input type=range aria-valuemin=0><input type=text aria-valuemin=0><progress aria-valuemin=0>"),
            [(19, "aria_attribute_not_recommended")]
        );
        assert_eq!(
            found("<td colspan=2 aria-colspan=02></td><th rowspan=2 aria-rowspan=3></th>"),
            [
                (15, "redundant_aria_attribute"),
                (50, "aria_attribute_conflicts")
            ]
        );
        assert_eq!(found("<div role=cell aria-colspan=2></div>"), []);
    }

    #[test]
    fn messages_and_help() {
        let report = check_str("<button disabled aria-disabled=false>");
        let f = &report.findings()[0];
        assert_eq!(f.syntax, "aria_in_html");
        assert_eq!(
            f.message,
            "`aria-disabled=\"false\"` contradicts `disabled`, which wins"
        );
        assert_eq!(
            f.help.as_deref(),
            Some("remove `aria-disabled`, and use the HTML attribute instead")
        );
        assert_eq!(
            f.spec,
            "https://w3c.github.io/html-aria/#docconformance-attr"
        );
    }
}
