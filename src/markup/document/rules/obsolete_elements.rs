//! [Non-conforming features](https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features)
//! (HTML 16.2): "Elements in the following list are entirely obsolete, and
//! must not be used by authors". Each start tag of one is an error at its
//! name, with the text's "instead" as its help.
//!
//! An obsolete element's attributes are not read (the checker skips their
//! values, and the other rules know no such element): the element is the
//! one problem, as in the Nu checker.

use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "obsolete_elements";

detail_kinds! {
    /// What the `obsolete_elements` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::ObsoleteElementProblem};
    ///
    /// let report = check_str("<acronym>HTML</acronym>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     ObsoleteElementProblem::from_kind(&kind),
    ///     Some(ObsoleteElementProblem::ObsoleteElement {
    ///         element: "acronym",
    ///         instead: "Use abbr instead.",
    ///     })
    /// );
    /// ```
    pub enum ObsoleteElementProblem (owned);
    pub static OBSOLETE_ELEMENT_DETAILS = (syntax "obsolete_elements", otherwise "obsolete_element", "an obsolete element");
    {
        /// An element 16.2 lists as entirely obsolete.
        ObsoleteElement { element: &'static str = NAMES, instead: &'static str = INSTEAD } => ("obsolete_element", Error, "the `{element}` element is obsolete")
            help("{instead}"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = ObsoleteElementProblem::KINDS;

const SPEC: &str = "https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features";

/// "Use appropriate elements or CSS instead.", said of the last group.
const APPROPRIATE: &str = "Use appropriate elements or CSS instead.";

/// "Either use iframe and CSS instead, …", said of `frame`, `frameset`
/// and `noframes`.
const FRAMES: &str = "Either use iframe and CSS instead, or use server-side includes to generate complete pages with the various invariant parts merged in.";

/// "Use pre and code instead.", said of `listing`.
const PRE_CODE: &str = "Use pre and code instead.";

/// "Providing the ruby base directly …", said of `rb` and `rtc`.
const RUBY: &str = "Providing the ruby base directly inside the ruby element or using nested ruby elements is sufficient.";

/// The obsolete elements, sorted, each with what the text says to do
/// instead.
const OBSOLETE: [(&str, &str); 29] = [
    ("acronym", "Use abbr instead."),
    ("applet", "Use embed or object instead."),
    ("basefont", APPROPRIATE),
    ("bgsound", "Use audio instead."),
    (
        "big",
        "Use appropriate elements or CSS instead: h1 for a heading, strong for important passages, mark for highlighting.",
    ),
    ("blink", APPROPRIATE),
    ("center", APPROPRIATE),
    ("dir", "Use ul instead."),
    ("font", APPROPRIATE),
    ("frame", FRAMES),
    ("frameset", FRAMES),
    ("isindex", "Use an explicit form and text control combination instead."),
    (
        "keygen",
        "For enterprise device management, use native on-device management capabilities; for certificate enrollment, the Web Cryptography API.",
    ),
    ("listing", PRE_CODE),
    ("marquee", APPROPRIATE),
    (
        "menuitem",
        "To implement a custom context menu, use script to handle the contextmenu event.",
    ),
    ("multicol", APPROPRIATE),
    ("nextid", "Use GUIDs instead."),
    ("nobr", APPROPRIATE),
    ("noembed", "Use object instead of embed when fallback is necessary."),
    ("noframes", FRAMES),
    (
        "param",
        "Use the data attribute of the object element to set the URL of the external resource.",
    ),
    ("plaintext", "Use the \"text/plain\" MIME type instead."),
    ("rb", RUBY),
    ("rtc", RUBY),
    ("spacer", APPROPRIATE),
    (
        "strike",
        "Use del instead if the element is marking an edit, otherwise use s instead.",
    ),
    (
        "tt",
        "Use appropriate elements or CSS instead: kbd for keyboard input, var for variables, code for computer code, samp for computer output.",
    ),
    (
        "xmp",
        "Use pre and code instead, and escape \"<\" and \"&\" characters as \"&lt;\" and \"&amp;\" respectively.",
    ),
];

/// Column `at` (0 or 1) of [`OBSOLETE`].
// `i < N` indexes a constant's rows: out of range fails the build.
#[allow(clippy::indexing_slicing)]
const fn column<const N: usize>(
    rows: &[(&'static str, &'static str); N],
    at: usize,
) -> [&'static str; N] {
    let mut out = [""; N];
    let mut i = 0;
    while i < N {
        let (name, instead) = rows[i];
        out[i] = if at == 0 { name } else { instead };
        i += 1;
    }
    out
}

/// The names of [`OBSOLETE`].
static NAMES: [&str; OBSOLETE.len()] = column(&OBSOLETE, 0);

/// What to use instead of each of [`OBSOLETE`].
static INSTEAD: [&str; OBSOLETE.len()] = column(&OBSOLETE, 1);

/// `name` as a row of [`OBSOLETE`] (its static name, and what to use
/// instead), if it is an obsolete element.
fn instead(name: &str) -> Option<(&'static str, &'static str)> {
    // Most tags are not obsolete: a bit per (length, first letter) of the
    // list turns them away before any string is compared.
    let bytes = name.as_bytes();
    let letter = |at: Option<&u8>| at.map_or(u32::MAX, |b| u32::from(b.wrapping_sub(b'a')));
    let (first, last) = (letter(bytes.first()), letter(bytes.last()));
    let maybe = LENGTHS_LETTERS
        .get(bytes.len())
        .is_some_and(|(firsts, lasts)| {
            first < 26 && last < 26 && firsts & (1 << first) != 0 && lasts & (1 << last) != 0
        });
    if !maybe {
        return None;
    }
    OBSOLETE
        .binary_search_by(|(element, _)| (*element).cmp(name))
        .ok()
        .and_then(|i| OBSOLETE.get(i))
        .copied()
}

/// For each name length, the first and the last letters of the obsolete
/// elements of that length, a bit each (`a` = bit 0).
// Indexing in a constant is evaluated by the compiler: an index out of
// range (a name longer than 9, a first byte below `a`) fails the build.
#[allow(clippy::indexing_slicing)]
const LENGTHS_LETTERS: [(u32, u32); 10] = {
    let mut table = [(0u32, 0u32); 10];
    let mut i = 0;
    while i < OBSOLETE.len() {
        let name = OBSOLETE[i].0.as_bytes();
        table[name.len()].0 |= 1 << (name[0] - b'a');
        table[name.len()].1 |= 1 << (name[name.len() - 1] - b'a');
        i += 1;
    }
    table
};

/// Whether `name` is an element 16.2 lists as entirely obsolete.
pub(in crate::markup::document) fn is_obsolete_element(name: &str) -> bool {
    instead(name).is_some()
}

/// An obsolete element's start tag.
pub(super) fn obsolete_element(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    let Some((element, instead)) = instead(tag.name) else {
        return;
    };
    problems.push(Problem::new(
        0,
        Place::TagName,
        RULE,
        ObsoleteElementProblem::ObsoleteElement { element, instead },
        SPEC,
    ));
}

#[cfg(test)]
mod tests {
    use super::OBSOLETE;
    use alloc::format;

    #[test]
    fn the_filter_lets_every_obsolete_element_through_and_others_not() {
        for (name, _) in OBSOLETE {
            assert!(super::is_obsolete_element(name), "{name}");
        }
        for name in [
            "a", "p", "div", "span", "li", "td", "img", "input", "b", "s", "Dir", "fonts", "", "é",
        ] {
            assert!(!super::is_obsolete_element(name), "{name}");
        }
    }

    #[test]
    fn each_obsolete_element_reads_back_with_its_fields() {
        use super::ObsoleteElementProblem as P;
        let report = super::super::super::check_str("<center>x</center>");
        let f = &report.findings()[0];
        assert_eq!(
            P::from_kind(&f.error_kind),
            Some(P::ObsoleteElement {
                element: "center",
                instead: "Use appropriate elements or CSS instead.",
            })
        );
        assert_eq!(f.message, "the `center` element is obsolete");
        assert_eq!(
            f.help.as_deref(),
            Some("Use appropriate elements or CSS instead.")
        );
        for (name, instead) in OBSOLETE {
            let html = format!("<{name}>");
            let report = super::super::super::check_str(&html);
            let kinds: Vec<_> = report
                .findings()
                .iter()
                .filter(|f| f.syntax == "obsolete_elements")
                .map(|f| P::from_kind(&f.error_kind))
                .collect();
            assert_eq!(
                kinds,
                [Some(P::ObsoleteElement {
                    element: name,
                    instead
                })],
                "{name}"
            );
        }
    }

    #[test]
    fn the_list_is_sorted_so_it_can_be_searched() {
        assert!(OBSOLETE
            .windows(2)
            .all(|w| matches!(w, [a, b] if a.0 < b.0)));
        assert!(super::is_obsolete_element("tt"));
        assert!(!super::is_obsolete_element("s"));
    }
}
