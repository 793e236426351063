//! [ARIA in HTML](https://www.w3.org/TR/html-aria/#docconformance): the
//! roles an element may take, which HTML's conformance requirements defer
//! to ("Authors may use the ARIA role and aria-* attributes on HTML
//! elements, in accordance with the requirements described in ARIA in
//! HTML", HTML 3.2.8). Only the `img` rows so far:
//!
//! | `img` | roles allowed |
//! |---|---|
//! | with an accessible name (a non-empty `alt`, `aria-label`, `aria-labelledby` or `title`) | `button`, `checkbox`, `image`, `img`, `link`, `math`, `menuitem`, `menuitemcheckbox`, `menuitemradio`, `meter`, `option`, `progressbar`, `radio`, `scrollbar`, `separator`, `slider`, `switch`, `tab`, `treeitem`, `doc-cover` |
//! | `alt=""`, no accessible name | `none`, `presentation` |
//! | no `alt`, no accessible name | `none`, `presentation`, `img` |
//!
//! The role checked is the first token of `role` (the one a browser uses
//! when it knows it); the tokens themselves are the `role` syntax's.

use alloc::format;
use alloc::string::ToString;
use alloc::vec::Vec;

use super::{Place, Problem, Seen, Tag};

/// The roles an `img` with an accessible name may take.
const NAMED_IMG_ROLES: &[&str] = &[
    "button",
    "checkbox",
    "image",
    "img",
    "link",
    "math",
    "menuitem",
    "menuitemcheckbox",
    "menuitemradio",
    "meter",
    "option",
    "progressbar",
    "radio",
    "scrollbar",
    "separator",
    "slider",
    "switch",
    "tab",
    "treeitem",
    "doc-cover",
];

const SPEC: &str = "https://www.w3.org/TR/html-aria/#el-img";

/// The `img` rows of ARIA in HTML's table of allowed roles.
pub(super) fn img_roles(tag: &Tag<'_>, _: &mut Seen, problems: &mut Vec<Problem>) {
    if tag.name != "img" {
        return;
    }
    let Some((index, value)) = tag.get("role") else {
        return;
    };
    let Some(role) = value.split_ascii_whitespace().next() else {
        return;
    };
    let filled = |name: &str| tag.get(name).is_some_and(|(_, v)| !v.trim().is_empty());
    let named = filled("alt")
        || filled("aria-label")
        || filled("title")
        || tag.get("aria-labelledby").is_some();
    let (allowed, which): (&[&str], &str) = if named {
        (NAMED_IMG_ROLES, "an img with an accessible name")
    } else if tag.get("alt").is_some() {
        (&["none", "presentation"], "an img with alt=\"\"")
    } else {
        (
            &["none", "presentation", "img"],
            "an img without alt or an accessible name",
        )
    };
    if allowed.contains(&role) {
        return;
    }
    let at = value.find(role).unwrap_or(0);
    problems.push(Problem::error(
        index,
        Place::Value(at),
        "aria_in_html",
        "role_not_allowed",
        format!("the role '{role}' is not allowed on {which}"),
        Some(if named && matches!(role, "none" | "presentation") {
            "an image with a text alternative is not presentational: remove the role, or the text alternative".to_string()
        } else {
            format!("allowed: {}", allowed.join(", "))
        }),
        SPEC,
    ));
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

    fn roles(html: &str) -> Vec<(usize, &'static str)> {
        check_str(html)
            .findings()
            .iter()
            .filter(|f| f.syntax == "aria_in_html")
            .map(|f| (f.column, f.kind))
            .collect()
    }

    #[test]
    fn named_images_are_not_presentational() {
        // Nu's tests/html/elements/img/alt-with-role-none-novalid.html,
        // alt-with-role-presentation-novalid.html, role-with-aria-label-novalid.html.
        assert_eq!(
            roles("<img src=a alt=\"Has alt\" role=\"none\">"),
            [(32, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a alt=x role=presentation>"),
            [(23, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a role=none aria-label=\"Description\">"),
            [(17, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a title=t role=none>"),
            [(25, "role_not_allowed")]
        );
        assert_eq!(
            roles("<img src=a aria-labelledby=l role=none>"),
            [(35, "role_not_allowed")]
        );
        assert!(roles("<img src=a alt=x role=button>").is_empty());
        assert!(roles("<img src=a alt=x role=\"link extra\">").is_empty());
        assert_eq!(
            roles("<img src=a alt=x role=tabpanel>"),
            [(23, "role_not_allowed")]
        );
    }

    #[test]
    fn unnamed_images_are_presentational_or_images() {
        assert!(roles("<img src=a alt=\"\" role=none>").is_empty());
        assert!(roles("<img src=a alt role=presentation>").is_empty());
        assert_eq!(
            roles("<img src=a alt=\"\" role=img>"),
            [(24, "role_not_allowed")]
        );
        assert!(roles("<img src=a role=img>").is_empty());
        assert_eq!(roles("<img src=a role=button>"), [(17, "role_not_allowed")]);
        // A blank alt is no name; no role, nothing to check.
        assert!(roles("<img src=a alt=\"  \" role=none>").is_empty());
        assert!(roles("<img src=a alt=x>").is_empty());
        assert!(roles("<img src=a alt=x role=\"\">").is_empty());
        // Other elements: not yet.
        assert!(roles("<input alt=x role=none>").is_empty());
    }

    #[test]
    fn the_help_says_what_to_do() {
        let report = check_str("<img src=a alt=x role=none>");
        let f = report
            .findings()
            .iter()
            .find(|f| f.syntax == "aria_in_html")
            .unwrap();
        assert_eq!(
            f.message,
            "the role 'none' is not allowed on an img with an accessible name"
        );
        assert!(f
            .help
            .as_deref()
            .unwrap()
            .starts_with("an image with a text alternative"));
        assert_eq!(f.spec, "https://www.w3.org/TR/html-aria/#el-img");
    }
}
