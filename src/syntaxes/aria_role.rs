//! The [`role` attribute](https://www.w3.org/TR/wai-aria-1.2/#host_general_role)
//! (WAI-ARIA 1.2, 7.1; HTML defers it to ARIA in
//! [3.2.9](https://html.spec.whatwg.org/multipage/dom.html#wai-aria)): a
//! token list whose tokens are names of non-abstract roles.
//!
//! | value | check | result |
//! |---|---|---|
//! | `"button"` | [`validate_role`] | valid |
//! | `"switch checkbox"` | [`validate_role`] | valid (`checkbox` is the fallback) |
//! | `"invalid"` | [`validate_role`] | `unknown_keyword` at 0 |
//! | `"Button"` | [`validate_role`] | `unknown_keyword` at 0, suggesting `button` |
//! | `"widget"` | [`validate_role`] | `abstract_role` at 0 |
//! | `""` | [`validate_role`] | `expected_role` at 0 |
//! | `"directory"` | [`check_deprecated_roles`] | `deprecated_role` at 0, a warning suggesting `list` |
//!
//! What the texts say, and what is checked:
//!
//! - WAI-ARIA 1.2, 7.1 Role Attribute: "The attribute value MUST allow a token
//!   list as the value", and the value type *token list* is "a list of one or
//!   more tokens": an empty value (or one of only whitespace) is an error.
//!   The tokens are separated by ASCII whitespace (HTML's
//!   [set of space-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#set-of-space-separated-tokens)).
//! - "The first name literal of a non-abstract WAI-ARIA role in the list of
//!   tokens" is the element's role: a role is its *name literal*, so tokens
//!   are compared case-sensitively (`Button` is no role).
//! - 5.3.1 Abstract Roles: "Authors MUST NOT use abstract roles in content":
//!   an abstract role is an error, [`RoleProblem::Abstract`].
//! - A token that names no role is an error, as the Nu checker also reports
//!   it (browsers skip it, so a value of only such tokens gives no role).
//! - A role the texts deprecate is a warning, [`RoleProblem::Deprecated`]
//!   (from [`check_deprecated_roles`], run on a valid value): `directory`
//!   ("Deprecated in ARIA 1.2 ... Authors are advised to treat directory as
//!   deprecated and to use list"), `doc-biblioentry` and `doc-endnote`
//!   (deprecated in DPUB-ARIA 1.1).
//!
//! Which roles an element may take (ARIA in HTML) is not checked here.
//!
//! The roles are [`ROLES`] (read from the specifications' sources, see its
//! documentation): WAI-ARIA 1.2's non-abstract roles, with the DPUB-ARIA 1.1
//! (`doc-*`) and Graphics ARIA (`graphics-*`) roles that ARIA in HTML
//! allows in HTML documents, and the roles the WAI-ARIA 1.3 editor's draft
//! adds. The HTML Standard cites that draft (`https://w3c.github.io/aria/`)
//! for ARIA, as it does for the states and properties
//! (`unknown_aria_attribute` takes the draft's names too); the Nu checker
//! takes WAI-ARIA 1.2's roles (and `image`).

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::{detail_kinds, Error, IfNamed};
use crate::base::step::{Failure, Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{offset_in, str_from};
use crate::common::keywords::{nearest_keyword, unknown_keyword};
use crate::common::row::{reports_all, row, Checked, Context, SyntaxDef};
use crate::common::tokens::{parse_space_separated_tokens, space_separated_tokens};

/// The roles of the `role` attribute that authors may use, sorted: the 82
/// non-abstract roles of WAI-ARIA 1.2 (W3C Recommendation, 6 June 2023;
/// read from `w3c/aria`, branch `1.2`, `index.html` at commit
/// `a728508dadfd29d3f4af6bcf6d665eafcdc4c472`, the `<rdef>` of every role
/// outside comments, less the abstract ones), the 41 DPUB-ARIA 1.1 roles
/// (`w3c/aria`, `dpub-aria/index.html` at commit
/// `90756072c79140ed03485c9f974b566052bf9892`), the 3 Graphics ARIA roles
/// (`graphics-aria/index.html`, same commit), and the 6 roles the WAI-ARIA
/// 1.3 editor's draft adds (`comment`, `image`, `mark`, `sectionfooter`,
/// `sectionheader`, `suggestion`; `w3c/aria` `index.html` at commit
/// `37b9d2b8b9c7ba3ff24060d3367377d64dabef64`): the HTML Standard's
/// normative reference for ARIA is that draft. Snapshot of 2026-11-25.
///
/// # Examples
///
/// ```
/// use html_microsyntax::aria_role::ROLES;
/// assert!(ROLES.binary_search(&"button").is_ok());
/// assert!(ROLES.binary_search(&"widget").is_err()); // abstract
/// assert!(ROLES.binary_search(&"comment").is_ok()); // the 1.3 draft
/// assert_eq!(ROLES.len(), 132);
/// ```
pub static ROLES: [&str; 132] = [
    "alert",
    "alertdialog",
    "application",
    "article",
    "banner",
    "blockquote",
    "button",
    "caption",
    "cell",
    "checkbox",
    "code",
    "columnheader",
    "combobox",
    "comment",
    "complementary",
    "contentinfo",
    "definition",
    "deletion",
    "dialog",
    "directory",
    "doc-abstract",
    "doc-acknowledgments",
    "doc-afterword",
    "doc-appendix",
    "doc-backlink",
    "doc-biblioentry",
    "doc-bibliography",
    "doc-biblioref",
    "doc-chapter",
    "doc-colophon",
    "doc-conclusion",
    "doc-cover",
    "doc-credit",
    "doc-credits",
    "doc-dedication",
    "doc-endnote",
    "doc-endnotes",
    "doc-epigraph",
    "doc-epilogue",
    "doc-errata",
    "doc-example",
    "doc-footnote",
    "doc-foreword",
    "doc-glossary",
    "doc-glossref",
    "doc-index",
    "doc-introduction",
    "doc-noteref",
    "doc-notice",
    "doc-pagebreak",
    "doc-pagefooter",
    "doc-pageheader",
    "doc-pagelist",
    "doc-part",
    "doc-preface",
    "doc-prologue",
    "doc-pullquote",
    "doc-qna",
    "doc-subtitle",
    "doc-tip",
    "doc-toc",
    "document",
    "emphasis",
    "feed",
    "figure",
    "form",
    "generic",
    "graphics-document",
    "graphics-object",
    "graphics-symbol",
    "grid",
    "gridcell",
    "group",
    "heading",
    "image",
    "img",
    "insertion",
    "link",
    "list",
    "listbox",
    "listitem",
    "log",
    "main",
    "mark",
    "marquee",
    "math",
    "menu",
    "menubar",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "meter",
    "navigation",
    "none",
    "note",
    "option",
    "paragraph",
    "presentation",
    "progressbar",
    "radio",
    "radiogroup",
    "region",
    "row",
    "rowgroup",
    "rowheader",
    "scrollbar",
    "search",
    "searchbox",
    "sectionfooter",
    "sectionheader",
    "separator",
    "slider",
    "spinbutton",
    "status",
    "strong",
    "subscript",
    "suggestion",
    "superscript",
    "switch",
    "tab",
    "table",
    "tablist",
    "tabpanel",
    "term",
    "textbox",
    "time",
    "timer",
    "toolbar",
    "tooltip",
    "tree",
    "treegrid",
    "treeitem",
];

/// The abstract roles of WAI-ARIA 1.2 (5.3.1; same source as [`ROLES`]),
/// sorted: "Authors MUST NOT use abstract roles in content."
///
/// # Examples
///
/// ```
/// use html_microsyntax::aria_role::ABSTRACT_ROLES;
/// assert!(ABSTRACT_ROLES.contains(&"landmark"));
/// ```
pub static ABSTRACT_ROLES: [&str; 12] = [
    "command",
    "composite",
    "input",
    "landmark",
    "range",
    "roletype",
    "section",
    "sectionhead",
    "select",
    "structure",
    "widget",
    "window",
];

/// The deprecated roles of [`ROLES`] and what to use instead, if the text
/// names it: `directory` (WAI-ARIA 1.2: "use list"), `doc-biblioentry` and
/// `doc-endnote` (DPUB-ARIA 1.1, no replacement role named).
const DEPRECATED_ROLES: [(&str, Option<&str>); 3] = [
    ("directory", Some("list")),
    ("doc-biblioentry", None),
    ("doc-endnote", None),
];

detail_kinds! {
/// What the role check finds beyond an unknown token (which is
/// [`ErrorKind::UnknownKeyword`](crate::ErrorKind::UnknownKeyword), with
/// the nearest role as suggestion).
///
/// Its codes are `expected_role`, `abstract_role` and `deprecated_role`
/// ([`code`](RoleProblem::code)); its fields (what serde writes,
/// [`for_each_field`](RoleProblem::for_each_field)) are named as the
/// variant's.
///
/// # Examples
///
/// ```
/// use html_microsyntax::aria_role::{validate_role, RoleProblem};
/// let err = validate_role("region widget").unwrap_err();
/// assert_eq!(RoleProblem::from_kind(&err.kind()), Some(RoleProblem::Abstract { role: "widget" }));
/// assert_eq!(validate_role(" ").unwrap_err().kind().code(), "expected_role");
/// let mut names = Vec::new();
/// validate_role("widget").unwrap_err().kind().for_each_field(&mut |name, _| names.push(name));
/// assert_eq!(names, ["syntax", "role"]);
/// ```
///
/// ```
/// use html_microsyntax::aria_role::{check_deprecated_roles, RoleProblem};
/// let w = check_deprecated_roles("directory").unwrap_err();
/// assert!(matches!(RoleProblem::from_kind(&w.kind()), Some(RoleProblem::Deprecated { instead: Some("list"), .. })));
/// ```
pub enum RoleProblem;
static ROLE_DETAILS = (syntax "valid_role", otherwise "role", "not a valid role");
{
    /// No token at all (an error: a token list has one or more tokens).
    Empty => ("expected_role", Error, "expected a role, found no token"),
    /// An abstract role (an error).
    Abstract { role: &'static str = ABSTRACT_ROLES } => ("abstract_role", Error, "'{role}' is an abstract role, which authors must not use"),
    /// A deprecated role (a warning).
    Deprecated {
        role: &'static str = ROLES,
        /// The role to use instead, where the text names one.
        instead: Option<&'static str> = ROLES,
    } => ("deprecated_role", Warning, "the role '{role}' is deprecated{}", IfNamed(", use ", *instead, "")),
}
suggestion: |p: &RoleProblem| match p {
    RoleProblem::Deprecated { instead, .. } => *instead,
    _ => None,
};
}

/// The failure at `token`, a token of `text` that is no role.
#[cold]
fn not_a_role(text: &str, token: &str) -> Failure {
    let at = offset_in(text, token);
    if let Ok(i) = ABSTRACT_ROLES.binary_search(&token) {
        if let Some(role) = ABSTRACT_ROLES.get(i) {
            return (at, RoleProblem::Abstract { role }.into());
        }
    }
    (
        at,
        unknown_keyword(token, nearest_keyword(token, &ROLES), &ROLES),
    )
}

/// The role attribute's tokens from `pos`, which they consume whole:
/// one or more (the token list of 7.1), each a role of [`ROLES`]
/// (case-sensitive: a role is its name literal). Each token that is no
/// role is an error ([`Sink::error`]), in the order of the text, so a sink
/// that stops at the first error stops at the first such token; each
/// deprecated role is a warning to a sink that [warns](Sink::WARNS).
fn role_steps<'a, S: Sink>(text: &'a str, pos: usize, sink: &mut S) -> Steps<Vec<&'a str>> {
    let tokens = parse_space_separated_tokens(str_from(text, pos));
    if tokens.is_empty() {
        return Err((pos, RoleProblem::Empty.into()));
    }
    for token in &tokens {
        if ROLES.binary_search(token).is_err() {
            let (at, kind) = not_a_role(text, token);
            sink.error(at, kind)?;
        } else if S::WARNS {
            if let Some(problem) = deprecated(token) {
                sink.warn(offset_in(text, token), problem.into());
            }
        }
    }
    Ok((text.len(), tokens))
}

/// Checks a value of the [`role` attribute](https://www.w3.org/TR/wai-aria-1.2/#host_general_role):
/// one or more space-separated tokens, each the name of a non-abstract
/// role ([`ROLES`]). Returns the tokens; the first is the element's role.
///
/// # Errors
///
/// `expected_role` at 0 when there is no token; at the first token that is
/// no role, `abstract_role` (an abstract role) or `unknown_keyword` (with
/// the nearest role as suggestion).
///
/// # Examples
///
/// ```
/// use html_microsyntax::aria_role::validate_role;
/// assert_eq!(validate_role(" switch checkbox "), Ok(vec!["switch", "checkbox"]));
/// let err = validate_role("button invalid").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unknown_keyword", 7));
/// assert_eq!(validate_role("Button").unwrap_err().kind().suggestion(), Some("button"));
/// ```
pub fn validate_role(value: &str) -> Result<Vec<&str>, Error> {
    entry::validate_to_end(value, |text, sink| role_steps(text, 0, sink))
}

/// Whether `value` is a valid `role` attribute value; see [`validate_role`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::aria_role::is_valid_role;
/// assert!(is_valid_role("doc-chapter"));
/// assert!(is_valid_role("directory")); // deprecated, still a role
/// assert!(!is_valid_role("structure")); // abstract
/// ```
pub fn is_valid_role(value: &str) -> bool {
    entry::is_valid(value, |text, sink| role_steps(text, 0, sink))
}

/// The deprecated roles in a `role` value (run it on a value
/// [`validate_role`] accepts): a warning at the first one, with the role to
/// use instead as suggestion where the text names one.
///
/// # Errors
///
/// `deprecated_role`, a [`Severity::Warning`](crate::error::Severity::Warning), at the first deprecated
/// role.
///
/// # Examples
///
/// ```
/// use html_microsyntax::aria_role::check_deprecated_roles;
/// use html_microsyntax::error::Severity;
/// assert!(check_deprecated_roles("list").is_ok());
/// let w = check_deprecated_roles("list directory").unwrap_err();
/// assert_eq!((w.kind().code(), w.offset(), w.kind().severity()), ("deprecated_role", 5, Severity::Warning));
/// assert_eq!(w.kind().suggestion(), Some("list"));
/// ```
pub fn check_deprecated_roles(value: &str) -> Result<(), Error> {
    deprecated_among(value, space_separated_tokens(value))
}

/// The first deprecated role among `tokens` (of `value`), located.
fn deprecated_among<'a>(
    value: &str,
    tokens: impl IntoIterator<Item = &'a str>,
) -> Result<(), Error> {
    for token in tokens {
        if let Some(problem) = deprecated(token) {
            return Err(Error::new(problem.into(), value, offset_in(value, token)));
        }
    }
    Ok(())
}

/// The warning on `token` when it is a deprecated role.
fn deprecated(token: &str) -> Option<RoleProblem> {
    DEPRECATED_ROLES
        .iter()
        .find(|(r, _)| *r == token)
        .map(|&(role, instead)| RoleProblem::Deprecated { role, instead })
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `role`: one or more WAI-ARIA role names, none abstract; a deprecated
/// role is a warning beside it.
/// Its report is every token that is no role (unknown or abstract), or, on
/// a value without error, every deprecated role.
pub static VALID_ROLE: SyntaxDef = reports_all(
    row!(
        "valid_role",
        "https://www.w3.org/TR/wai-aria-1.2/#host_general_role",
        "the role attribute: space-separated non-abstract WAI-ARIA 1.2 (and DPUB, Graphics) roles",
        check_role,
        authoring
    ),
    |v, _, report| report_to_end(v, |t, s| role_steps(t, 0, s), report),
);

/// The `role` row's one pass: the roles read once, then the deprecated
/// ones among those roles (not the value again).
fn check_role(value: &str, _: &Context<'_>) -> Checked {
    match validate_role(value) {
        Ok(roles) => {
            Checked::new(Ok(()), None).beyond(|| deprecated_among(value, roles.iter().copied()))
        }
        Err(e) => Checked::new(Err(e), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (code, offset) of each finding the row reports.
    fn reported(value: &str) -> Vec<(&'static str, usize)> {
        VALID_ROLE.reported(value)
    }

    #[test]
    fn each_token_that_is_no_role_reports_its_error() {
        // Unknown and abstract, in the order of the text; the deprecated
        // role is left out beside them.
        let value = "Button widget directory nav region landmark";
        assert_eq!(
            reported(value),
            [
                ("unknown_keyword", 0),
                ("abstract_role", 7),
                ("unknown_keyword", 24),
                ("abstract_role", 35),
            ]
        );
        // validate still stops at the first.
        let err = validate_role(value).unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("unknown_keyword", 0));
        // On a value without error, every deprecated role.
        assert_eq!(
            reported("directory list doc-endnote"),
            [("deprecated_role", 0), ("deprecated_role", 15)]
        );
        assert_eq!(reported(" "), [("expected_role", 0)]);
        assert_eq!(reported("list"), []);
    }

    #[test]
    fn tables_are_sorted_and_apart() {
        assert!(ROLES.windows(2).all(|w| w[0] < w[1]));
        assert!(ABSTRACT_ROLES.windows(2).all(|w| w[0] < w[1]));
        assert!(ABSTRACT_ROLES
            .iter()
            .all(|r| ROLES.binary_search(r).is_err()));
        assert!(DEPRECATED_ROLES
            .iter()
            .all(|(r, instead)| ROLES.binary_search(r).is_ok()
                && instead.is_none_or(|i| ROLES.binary_search(&i).is_ok())));
    }

    #[test]
    fn details_round_trip() {
        let mut problems = Vec::new();
        problems.push(RoleProblem::Empty);
        problems.extend(
            ABSTRACT_ROLES
                .iter()
                .map(|role| RoleProblem::Abstract { role }),
        );
        problems.extend(
            DEPRECATED_ROLES
                .iter()
                .map(|(role, instead)| RoleProblem::Deprecated {
                    role,
                    instead: *instead,
                }),
        );
        for p in problems {
            assert_eq!(RoleProblem::unpack(&p.pack()), Some(p));
        }
    }

    #[test]
    fn details_keep_their_words_severity_and_suggestion() {
        use crate::error::Severity;
        use crate::ErrorKind;
        use alloc::string::ToString;
        let cases = [
            (
                RoleProblem::Empty,
                "expected a role, found no token",
                Severity::Error,
                None,
            ),
            (
                RoleProblem::Abstract { role: "widget" },
                "'widget' is an abstract role, which authors must not use",
                Severity::Error,
                None,
            ),
            (
                RoleProblem::Deprecated {
                    role: "directory",
                    instead: Some("list"),
                },
                "the role 'directory' is deprecated, use 'list'",
                Severity::Warning,
                Some("list"),
            ),
            (
                RoleProblem::Deprecated {
                    role: "doc-endnote",
                    instead: None,
                },
                "the role 'doc-endnote' is deprecated",
                Severity::Warning,
                None,
            ),
        ];
        for (p, words, severity, suggestion) in cases {
            let kind = ErrorKind::from(p);
            assert_eq!(
                (kind.to_string(), kind.severity(), kind.suggestion()),
                (words.to_string(), severity, suggestion)
            );
        }
    }
}
