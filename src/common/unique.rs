//! [2.3.11 Unique internal values](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#unique-internal-values).
//!
//! A [`UniqueInternalValue`] is serializable (it is `Copy` and has a stable
//! number), comparable by value, and this crate exposes it to no script.

use core::fmt;
use core::sync::atomic::{AtomicU64, Ordering};

/// The next value [`UniqueInternalValue::new`] returns.
static NEXT: AtomicU64 = AtomicU64::new(0);

/// A [unique internal value](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#unique-internal-value):
/// serializable, comparable by value, never exposed to script.
///
/// # Examples
///
/// ```
/// use html_microsyntax::unique::UniqueInternalValue;
/// let a = UniqueInternalValue::new().unwrap();
/// let b = UniqueInternalValue::new().unwrap();
/// assert_ne!(a, b);
/// let copy = a; // serialized and deserialized: still equal
/// assert_eq!(copy, a);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UniqueInternalValue(u64);

impl UniqueInternalValue {
    /// [Create a new unique internal value](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#create-a-new-unique-internal-value):
    /// one never returned before by this function in this process (across
    /// threads).
    ///
    /// Returns `None` once 2^64 values have been created (never in practice:
    /// centuries at a billion a second), rather than return one twice.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::unique::UniqueInternalValue;
    /// let v = UniqueInternalValue::new().unwrap();
    /// assert_eq!(v, v);
    /// ```
    #[allow(clippy::new_ret_no_self)]
    pub fn new() -> Option<UniqueInternalValue> {
        NEXT.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_add(1))
            .ok()
            .map(UniqueInternalValue)
    }

    /// The value's number: its serialization, unique within the process.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::unique::UniqueInternalValue;
    /// let (a, b) = (UniqueInternalValue::new().unwrap(), UniqueInternalValue::new().unwrap());
    /// assert!(a.get() < b.get());
    /// ```
    pub fn get(self) -> u64 {
        self.0
    }
}

impl fmt::Display for UniqueInternalValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unique-internal-value-{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;
    use std::collections::HashSet;

    #[test]
    fn unique_across_threads() {
        let handles: Vec<_> = (0..4)
            .map(|_| {
                std::thread::spawn(|| {
                    (0..1000)
                        .map(|_| UniqueInternalValue::new().map(UniqueInternalValue::get))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut seen = HashSet::new();
        for h in handles {
            for v in h.join().unwrap() {
                assert!(seen.insert(v.unwrap()));
            }
        }
        assert_eq!(seen.len(), 4000);
    }
}
