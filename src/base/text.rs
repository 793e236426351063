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

/// A string of up to `N` bytes on the stack, written through `fmt::Write`:
/// formatting a short text (a time's shortest form, a decimal's digits)
/// allocates nothing. A write that does not fit fails and leaves the text
/// as it was before it.
pub(crate) struct StackString<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> Default for StackString<N> {
    fn default() -> StackString<N> {
        StackString {
            bytes: [0; N],
            len: 0,
        }
    }
}

impl<const N: usize> StackString<N> {
    /// What was written.
    pub(crate) fn as_str(&self) -> &str {
        // Only whole `&str`s are ever written, so this is always UTF-8.
        self.bytes
            .get(..self.len)
            .and_then(|b| core::str::from_utf8(b).ok())
            .unwrap_or("")
    }
}

impl<const N: usize> core::fmt::Write for StackString<N> {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let end = self.len.checked_add(s.len()).ok_or(core::fmt::Error)?;
        self.bytes
            .get_mut(self.len..end)
            .ok_or(core::fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}
