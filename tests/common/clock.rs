//! The CPU time of the current thread, for the linear-time tests: the
//! machine may be shared, and a wall clock charges the long runs for every
//! other process's time slices. Included where needed as
//! `#[path = "common/clock.rs"] mod clock;`.
// The clock is read through libc.
#![allow(unsafe_code)]
// A binary that measures only on unix leaves the other variant unused.
#![allow(dead_code)]

use std::time::Duration;

/// CPU time of this thread.
#[cfg(unix)]
pub fn cpu_time() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid timespec to write; the clock id is a constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime");
    Duration::new(
        u64::try_from(ts.tv_sec).unwrap_or(0),
        u32::try_from(ts.tv_nsec).unwrap_or(0),
    )
}

/// Elsewhere, wall time since the first call (no thread clock to read).
#[cfg(not(unix))]
pub fn cpu_time() -> Duration {
    use std::sync::OnceLock;
    static START: OnceLock<std::time::Instant> = OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}
