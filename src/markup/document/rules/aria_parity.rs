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

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use super::aria_in_html::ARIA_ATTRIBUTE_NOT_ALLOWED;
use super::{rule_kinds, OncePerDocument, Place, Problem, RuleKind, Tag};
use crate::common::numbers::parse_non_negative_integer;
use crate::markup::forms::{must_not_be_specified, InputType};

/// The rule's name in findings (their `syntax`), shared with the other
/// ARIA in HTML rules.
const RULE: &str = "aria_in_html";

rule_kinds! {
    ARIA_ATTRIBUTE_CONFLICTS = "aria_attribute_conflicts", Error, "an `aria-*` attribute that contradicts the element's HTML";
    REDUNDANT_ARIA_ATTRIBUTE = "redundant_aria_attribute", Warning, "an `aria-*` attribute that repeats the element's HTML";
    ARIA_ATTRIBUTE_NOT_RECOMMENDED = "aria_attribute_not_recommended", Warning, "an `aria-*` attribute ARIA in HTML does not recommend on the element";
}

/// The section of the parity table.
const PARITY: &str = "https://w3c.github.io/html-aria/#docconformance-attr";

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

/// The findings of one `aria-*` attribute beside the tag's HTML features.
fn check(tag: &Tag<'_>, name: &str, value: &str) -> Option<(RuleKind, String)> {
    let has = |attribute: &str| tag.get(attribute).map(|(_, v)| v);
    // (kind, message); the kind says error or warning.
    let error = |kind: RuleKind, message: String| Some((kind, message));
    let warning = error;
    let state = |token: &str, native: &str, conflicts_when: &str| {
        has(native)?;
        if is(value, conflicts_when) {
            error(
                ARIA_ATTRIBUTE_CONFLICTS,
                format!("`{name}=\"{conflicts_when}\"` contradicts `{native}`, which wins"),
            )
        } else if is(value, token) {
            warning(
                REDUNDANT_ARIA_ATTRIBUTE,
                format!("`{name}=\"{token}\"` repeats `{native}`"),
            )
        } else {
            None
        }
    };
    match name {
        "aria-checked" => {
            let checkable = matches!(
                tag.input_type(),
                Some(InputType::Checkbox | InputType::Radio)
            );
            checkable.then(|| {
                (
                    ARIA_ATTRIBUTE_NOT_ALLOWED,
                    "`aria-checked` is not allowed on a checkbox or radio button, whose checkedness it could contradict".into(),
                )
            })
        }
        "aria-hidden" if tag.name == "body" && is(value, "true") => error(
            ARIA_ATTRIBUTE_NOT_ALLOWED,
            "`aria-hidden=\"true\"` is not allowed on `body`".into(),
        ),
        "aria-hidden" if is(value, "true") && has("hidden").is_some() => warning(
            REDUNDANT_ARIA_ATTRIBUTE,
            "`aria-hidden=\"true\"` repeats `hidden`".into(),
        ),
        // The `a` row: "It is NOT RECOMMENDED to use aria-disabled="true"
        // on an a element with an href attribute."
        "aria-disabled" if tag.name == "a" && has("href").is_some() && is(value, "true") => {
            warning(
                ARIA_ATTRIBUTE_NOT_RECOMMENDED,
                "`aria-disabled=\"true\"` on a link with `href`, which still works as a link"
                    .into(),
            )
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
                return error(
                    ARIA_ATTRIBUTE_CONFLICTS,
                    "`aria-readonly=\"true\"` contradicts `contenteditable`".into(),
                );
            }
            state("true", "readonly", "false")
        }
        "aria-placeholder" => has("placeholder").and_then(|_| {
            error(
                ARIA_ATTRIBUTE_CONFLICTS,
                "`aria-placeholder` beside `placeholder`, which wins".into(),
            )
        }),
        "aria-valuemax" | "aria-valuemin" => {
            let native = if name == "aria-valuemax" {
                "max"
            } else {
                "min"
            };
            if has(native).is_some() {
                error(
                    ARIA_ATTRIBUTE_CONFLICTS,
                    format!("`{name}` beside `{native}`, which wins"),
                )
            } else if takes_range(tag, native) {
                warning(
                    ARIA_ATTRIBUTE_NOT_RECOMMENDED,
                    format!("`{name}` on an element that takes `{native}`"),
                )
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
                warning(
                    REDUNDANT_ARIA_ATTRIBUTE,
                    format!("`{name}` repeats `{native}`"),
                )
            } else {
                error(
                    ARIA_ATTRIBUTE_CONFLICTS,
                    format!("`{name}` differs from `{native}`, which wins"),
                )
            }
        }
        "aria-multiselectable" if tag.name == "select" => warning(
            ARIA_ATTRIBUTE_NOT_RECOMMENDED,
            "`aria-multiselectable` on `select`, whose `multiple` says whether it is".into(),
        ),
        "aria-selected" if tag.name == "option" => warning(
            ARIA_ATTRIBUTE_NOT_RECOMMENDED,
            "`aria-selected` on `option`, whose selectedness the browser exposes".into(),
        ),
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
            combobox.then(|| {
                (
                    ARIA_ATTRIBUTE_NOT_RECOMMENDED,
                    "`aria-haspopup` on an input with `list` (a combobox with a listbox popup)"
                        .into(),
                )
            })
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
        let Some((kind, message)) = check(tag, name, value) else {
            continue;
        };
        let help = Some(
            if kind == ARIA_ATTRIBUTE_NOT_RECOMMENDED && name == "aria-disabled" {
                "to disable the link, remove its `href` (and `aria-disabled`)".to_string()
            } else if kind == ARIA_ATTRIBUTE_NOT_ALLOWED || kind == REDUNDANT_ARIA_ATTRIBUTE {
                format!("remove `{name}`")
            } else {
                format!("remove `{name}`, and use the HTML attribute instead")
            },
        );
        let spec = if kind == ARIA_ATTRIBUTE_NOT_ALLOWED || kind == ARIA_ATTRIBUTE_NOT_RECOMMENDED {
            "https://w3c.github.io/html-aria/#docconformance"
        } else {
            PARITY
        };
        problems.push(Problem::untyped(
            index,
            Place::Name,
            RULE,
            kind,
            message,
            help,
            spec,
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

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
