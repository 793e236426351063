//! Slicing a `str` at byte offsets the steps computed, without a panic.
//!
//! Every caller passes an offset that a scan over ASCII bytes (or a search
//! for an ASCII byte) measured in the same string, so it is a character
//! boundary inside it; were it not, the result would be empty rather than a
//! panic. The error layer and the steps both use these, so they live below
//! both.

/// `s` from byte `i` on (empty when `i` is not a boundary inside `s`).
#[inline(always)]
pub(crate) fn str_from(s: &str, i: usize) -> &str {
    s.get(i..).unwrap_or_default()
}

/// `s` up to byte `i`; empty when `i` is not a boundary inside `s`.
#[inline(always)]
pub(crate) fn str_to(s: &str, i: usize) -> &str {
    s.get(..i).unwrap_or_default()
}

/// `s` from byte `a` up to byte `b`; empty unless both are boundaries inside `s`.
#[inline(always)]
pub(crate) fn str_range(s: &str, a: usize, b: usize) -> &str {
    s.get(a..b).unwrap_or_default()
}
