//! A counting global allocator, for the test binaries that measure the heap.
//!
//! A global allocator is chosen per binary: each one that wants this one
//! includes the file and declares it,
//!
//! ```ignore
//! #[path = "common/alloc.rs"]
//! mod counting;
//! #[global_allocator]
//! static GLOBAL: counting::Counting = counting::Counting;
//! ```
//!
//! Every call goes to the system allocator unchanged; the counters are only
//! statistics: the allocations made on each thread (see [`allocations`]),
//! and the bytes live in the process and their peak ([`LIVE`], [`PEAK`]).
// The allocator implements an unsafe trait and forwards unsafe calls.
#![allow(unsafe_code)]
// Each binary reads the counters it needs.
#![allow(dead_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The allocator: the system's, counting.
pub struct Counting;

thread_local! {
    /// Allocations (and reallocations) made on this thread.
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

/// Bytes allocated and not yet freed, in the whole process.
pub static LIVE: AtomicUsize = AtomicUsize::new(0);

/// The largest [`LIVE`] since a caller last stored into it.
pub static PEAK: AtomicUsize = AtomicUsize::new(0);

fn count() {
    ALLOCATIONS.with(|c| c.set(c.get() + 1));
}

fn grow(n: usize) {
    let live = LIVE.fetch_add(n, Relaxed) + n;
    PEAK.fetch_max(live, Relaxed);
}

// SAFETY: every call is forwarded to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count();
        grow(layout.size());
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count();
        // Counted as the system may do it: both blocks live for a moment.
        grow(new_size);
        // SAFETY: the caller's contract is passed on.
        let p = unsafe { System.realloc(ptr, layout, new_size) };
        LIVE.fetch_sub(layout.size(), Relaxed);
        p
    }
}

/// The number of allocations `f` makes on this thread (its result dropped
/// after counting).
pub fn allocations<T>(f: impl FnOnce() -> T) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    let result = f();
    let after = ALLOCATIONS.with(Cell::get);
    drop(result);
    after - before
}
