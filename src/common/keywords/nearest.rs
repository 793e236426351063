//! The nearest keyword to a typo, by edit distance: the suggestion a
//! keyword error carries ([`nearest_keyword`]).

/// The keyword of `keywords` nearest to `token` by edit distance (single
/// characters inserted, removed, replaced, or two neighbours swapped), ASCII
/// case-insensitive, when it is close enough to be a likely typo: at most
/// one edit per three characters of the keyword (at least one), or one of
/// the two starts with the other (of three characters or more: `plaintext`
/// for `plaintext-only`). The first of equally near keywords; never the
/// empty keyword.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::nearest_keyword;
/// static NAMES: [&str; 3] = ["date", "time", "week"];
/// assert_eq!(nearest_keyword("dat", &NAMES), Some(&"date"));
/// assert_eq!(nearest_keyword("TIEM", &NAMES), Some(&"time"));
/// assert_eq!(nearest_keyword("color", &NAMES), None);
/// ```
pub fn nearest_keyword(
    token: &str,
    keywords: impl IntoIterator<Item = &'static &'static str>,
) -> Option<&'static &'static str> {
    let mut best: Option<(usize, &'static &'static str)> = None;
    for keyword in keywords.into_iter().filter(|k| !k.is_empty()) {
        let bound = (keyword.len() / 3).max(1);
        let apart = token.len().abs_diff(keyword.len());
        let d = if starts_with_the_other(token, keyword) {
            // The difference is the tail: that many insertions.
            apart
        } else if apart > bound || letters_apart(token.as_bytes(), keyword.as_bytes()) > bound {
            // A length difference is that many edits at least (and this
            // bounds the work on a long token); so is a difference in the
            // letters used.
            continue;
        } else {
            edit_distance(token.as_bytes(), keyword.as_bytes(), bound)
        };
        let close = d <= bound || starts_with_the_other(token, keyword);
        if close && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, keyword));
        }
    }
    best.map(|(_, k)| k)
}

/// A lower bound of [`edit_distance`] that costs one pass over each
/// string: the letters of one that the other lacks, counted both ways, the
/// larger count (an edit changes each count by one at most, a swap by
/// none). Letters are counted in 32 buckets (ASCII case folded), which
/// can only lower the count.
fn letters_apart(a: &[u8], b: &[u8]) -> usize {
    let mut counts = [0i32; 32];
    let bucket = |byte: &u8| usize::from(byte.to_ascii_lowercase() & 31);
    for byte in a {
        if let Some(count) = counts.get_mut(bucket(byte)) {
            *count += 1;
        }
    }
    for byte in b {
        if let Some(count) = counts.get_mut(bucket(byte)) {
            *count -= 1;
        }
    }
    let more: i32 = counts.iter().filter(|c| **c > 0).sum();
    let fewer: i32 = counts.iter().filter(|c| **c < 0).sum();
    usize::try_from(more.max(-fewer)).unwrap_or(usize::MAX)
}

/// Whether one of `a` and `b` starts with the other, ASCII
/// case-insensitive, the shorter having three characters or more.
fn starts_with_the_other(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    short.len() >= 3
        && long
            .as_bytes()
            .get(..short.len())
            .is_some_and(|head| head.eq_ignore_ascii_case(short.as_bytes()))
}

/// The longest keyword [`edit_distance`] measures against (longer ones are
/// only suggested by prefix): its rows live on the stack.
const LONGEST_KEYWORD: usize = 64;

/// The optimal string alignment distance between `a` and `b`, ASCII
/// case-insensitive: the fewest insertions, deletions, substitutions and
/// swaps of neighbours that turn one into the other (no substring edited
/// twice). Three rows of `b.len() + 1` counts on the stack, no allocation
/// (the error path of the validators allocates nothing); a `b` longer than
/// [`LONGEST_KEYWORD`] is as far as its length. Once the distance is
/// known to exceed `bound`, the answer is `bound + 1`.
fn edit_distance(a: &[u8], b: &[u8], bound: usize) -> usize {
    if b.len() > LONGEST_KEYWORD {
        return a.len().max(b.len());
    }
    let same = |x: Option<&u8>, y: Option<&u8>| matches!((x, y), (Some(x), Some(y)) if x.eq_ignore_ascii_case(y));
    let at = |row: &[usize; LONGEST_KEYWORD + 1], j: usize| {
        row.get(j).copied().unwrap_or(usize::MAX / 2)
    };
    let n = b.len();
    let (mut first, mut second, mut third) = (
        [0usize; LONGEST_KEYWORD + 1],
        [0usize; LONGEST_KEYWORD + 1],
        [0usize; LONGEST_KEYWORD + 1],
    );
    // The rows are swapped by reference, not copied.
    let (mut two_up, mut up, mut row) = (&mut first, &mut second, &mut third);
    for (j, slot) in up.iter_mut().enumerate().take(n + 1) {
        *slot = j;
    }
    // The least count of the row above (row 0 starts at 0).
    let mut up_min = 0;
    for i in 1..=a.len() {
        if let Some(first) = row.first_mut() {
            *first = i;
        }
        let mut row_min = i;
        for j in 1..=n {
            let cost = usize::from(!same(a.get(i - 1), b.get(j - 1)));
            let mut d = (at(up, j) + 1)
                .min(at(row, j - 1) + 1)
                .min(at(up, j - 1) + cost);
            if i > 1
                && j > 1
                && same(a.get(i - 1), b.get(j - 2))
                && same(a.get(i - 2), b.get(j - 1))
            {
                d = d.min(at(two_up, j - 2) + 1);
            }
            if let Some(slot) = row.get_mut(j) {
                *slot = d;
            }
            row_min = row_min.min(d);
        }
        // Every way to the last count goes through this row or (by a
        // swap) from the row above to the next; counts never fall along
        // a way. Two rows over the bound put the distance over it.
        if row_min > bound && up_min > bound {
            return bound.saturating_add(1);
        }
        up_min = row_min;
        core::mem::swap(&mut two_up, &mut up);
        core::mem::swap(&mut up, &mut row);
    }
    at(up, n).min(bound.saturating_add(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;
    use alloc::{format, vec};

    #[test]
    fn edit_distance_counts_single_edits_and_swaps() {
        for (a, b, d) in [
            ("", "", 0),
            ("", "abc", 3),
            ("ltr", "LTR", 0),
            ("ltr", "lrt", 1),
            ("kitten", "sitting", 3),
            ("allow-top-navigatoin", "allow-top-navigation", 1),
            ("ca", "abc", 3), // no substring edited twice
            ("é", "e", 2),
        ] {
            assert_eq!(
                edit_distance(a.as_bytes(), b.as_bytes(), usize::MAX - 1),
                d,
                "{a} {b}"
            );
            assert_eq!(
                edit_distance(b.as_bytes(), a.as_bytes(), usize::MAX - 1),
                d,
                "{b} {a}"
            );
            assert!(letters_apart(a.as_bytes(), b.as_bytes()) <= d, "{a} {b}");
            // With a bound: the distance when within it, bound + 1 past it.
            for bound in 0..4 {
                let want = if d <= bound { d } else { bound + 1 };
                assert_eq!(
                    edit_distance(a.as_bytes(), b.as_bytes(), bound),
                    want,
                    "{a} {b} {bound}"
                );
            }
        }
    }

    #[test]
    fn a_bound_only_cuts_the_work() {
        // Every pair of strings over {a, b, c} up to four letters: the
        // bounded distance is the distance, or bound + 1 past the bound.
        let mut words = vec![String::new()];
        let mut at = 0;
        while at < words.len() {
            let word = words[at].clone();
            at += 1;
            if word.len() < 4 {
                words.extend(["a", "b", "c"].map(|c| format!("{word}{c}")));
            }
        }
        for a in &words {
            for b in &words {
                let d = edit_distance(a.as_bytes(), b.as_bytes(), usize::MAX - 1);
                for bound in 0..6 {
                    assert_eq!(
                        edit_distance(a.as_bytes(), b.as_bytes(), bound),
                        d.min(bound + 1),
                        "{a} {b} {bound}"
                    );
                }
                // And the letters' count never exceeds the distance.
                assert!(letters_apart(a.as_bytes(), b.as_bytes()) <= d, "{a} {b}");
            }
        }
    }

    #[test]
    fn nearest_keyword_is_close_or_nothing() {
        static DIR: [&str; 3] = ["ltr", "rtl", "auto"];
        let near = |token: &str| nearest_keyword(token, &DIR).copied();
        assert_eq!(near("LTR"), Some("ltr"));
        assert_eq!(near("rtll"), Some("rtl"));
        assert_eq!(near("left"), None);
        assert_eq!(near("automatic"), Some("auto"));
        // Never the empty keyword.
        assert_eq!(nearest_keyword("x", &["", "yz"]), None);
        // A long token costs no more than its length check.
        let long = "a".repeat(1 << 20);
        assert_eq!(near(&long), None);
    }
}
