//! The obsolete attributes of HTML elements, in one list: the ones section
//! 16.3.2 ([Non-conforming features](https://html.spec.whatwg.org/multipage/obsolete.html#non-conforming-features))
//! names, with what it says to do instead (generated), and the
//! presentational ones that only the rendering section reads. The
//! attribute table's rows of obsolete attributes take their flag from here,
//! and the document checker reports each at its name with its "instead".

#[rustfmt::skip]
mod obsolete_table;

use obsolete_table::OBSOLETE;

/// Presentational attributes the rendering section reads
/// ([15.3](https://html.spec.whatwg.org/multipage/rendering.html#non-replaced-elements))
/// on elements whose own definitions and 16.3.2 do not name them (`font`
/// and `marquee` are obsolete elements): (element, attribute, what to do
/// instead).
static PRESENTATIONAL: [(&str, &str, &str); 6] = [
    ("thead", "bgcolor", "Use CSS instead."),
    ("tbody", "bgcolor", "Use CSS instead."),
    ("tfoot", "bgcolor", "Use CSS instead."),
    ("font", "color", "Use CSS instead."),
    ("marquee", "bgcolor", "Use CSS instead."),
    ("colgroup", "width", "Use CSS instead."),
];

/// What to do instead of `attribute` on `element` (both lowercase), if it is
/// obsolete there.
#[cfg(feature = "document")]
pub(crate) fn obsolete_instead(element: &str, attribute: &str) -> Option<&'static str> {
    OBSOLETE
        .iter()
        .chain(PRESENTATIONAL.iter())
        .find(|(e, a, _)| *a == attribute && (*e == element || *e == "*"))
        .map(|(_, _, instead)| *instead)
}

/// The index in the list of the first entry whose "instead" is `text`:
/// how a finding's kind keeps that text in two bytes.
#[cfg(feature = "document")]
pub(crate) fn instead_index(text: &str) -> Option<usize> {
    OBSOLETE
        .iter()
        .chain(PRESENTATIONAL.iter())
        .position(|(_, _, instead)| *instead == text)
}

/// The "instead" of the list's entry `index` ([`instead_index`]).
#[cfg(feature = "document")]
pub(crate) fn instead_at(index: usize) -> Option<&'static str> {
    OBSOLETE
        .iter()
        .chain(PRESENTATIONAL.iter())
        .nth(index)
        .map(|(_, _, instead)| *instead)
}

/// Whether `attribute` is obsolete on `element`: [`obsolete_instead`] for
/// the attribute table's `const` rows.
pub(super) const fn is_obsolete(element: &str, attribute: &str) -> bool {
    listed(&OBSOLETE, element, attribute) || listed(&PRESENTATIONAL, element, attribute)
}

/// Whether `list` has `attribute` on `element` (or on `"*"`).
const fn listed(mut list: &[(&str, &str, &str)], element: &str, attribute: &str) -> bool {
    while let Some(((e, a, _), rest)) = list.split_first() {
        if same(a, attribute) && (same(e, element) || same(e, "*")) {
            return true;
        }
        list = rest;
    }
    false
}

/// Byte equality, in a `const fn`.
const fn same(a: &str, b: &str) -> bool {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.split_first(), b.split_first()) {
            (None, None) => return true,
            (Some((x, rest_a)), Some((y, rest_b))) if *x == *y => (a, b) = (rest_a, rest_b),
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(feature = "document")]
    fn the_list_answers_with_its_instead() {
        assert_eq!(obsolete_instead("div", "align"), Some("Use CSS instead."));
        assert_eq!(
            obsolete_instead("thead", "bgcolor"),
            Some("Use CSS instead.")
        );
        assert_eq!(
            obsolete_instead("form", "accept"),
            Some("Use the accept attribute directly on the input elements instead.")
        );
        // "all elements".
        assert!(obsolete_instead("p", "contextmenu").is_some());
        // An attribute `area` brought back, and a conforming one.
        assert_eq!(obsolete_instead("area", "hreflang"), None);
        assert_eq!(obsolete_instead("div", "title"), None);
    }

    #[test]
    fn the_const_answer_is_the_same() {
        for (e, a, _) in OBSOLETE.iter().chain(PRESENTATIONAL.iter()) {
            let element = if *e == "*" { "div" } else { e };
            assert!(is_obsolete(element, a), "{e} {a}");
        }
        for (e, a) in [
            ("div", "title"),
            ("area", "hreflang"),
            ("td", "bgcolo"),
            ("t", "bgcolor"),
        ] {
            let listed = OBSOLETE
                .iter()
                .chain(PRESENTATIONAL.iter())
                .any(|(le, la, _)| la == &a && (le == &e || *le == "*"));
            assert_eq!(is_obsolete(e, a), listed, "{e} {a}");
        }
    }
}
