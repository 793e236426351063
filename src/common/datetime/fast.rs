//! Fast paths for the shapes nearly every date and time on the web has:
//! `yyyy-mm-dd`, `hh:mm[:ss[.f…]]` and `Z` / `±hh:mm` / `±hhmm`, and the local
//! and global dates and times made of them.
//!
//! Each function reads one fixed shape with one length check and returns
//! `None` for anything else (another shape, a value out of range, a string a
//! valid-string check would flag); the component then runs the spec's steps,
//! which also produce the errors. The one failure a fast path decides is a
//! date's day outside its month (`2023-02-29`), where only the last step
//! fails. A fast path never changes a result: it answers only where the
//! steps would give the same value (or failure) and stop at the same
//! position, which the properties at the bottom of this file check against
//! the steps themselves.
//!
//! They exist because the steps cost about three times the instructions of
//! a hand-written parser on these shapes (measured with callgrind); the
//! steps stay the reference.

use super::{days_in_month, Date, GlobalDateTime, LocalDateTime, Time, TimeZoneOffset};
use crate::base::error::ErrorKind;
use crate::base::step::Steps;

/// `c` as a digit value, or a value above 9 for any other byte.
#[inline(always)]
fn value(c: u8) -> u8 {
    c.wrapping_sub(b'0')
}

/// Two digit values as a number, if both are digits.
#[inline(always)]
fn pair(tens: u8, ones: u8) -> Option<u8> {
    let (tens, ones) = (value(tens), value(ones));
    if tens < 10 && ones < 10 {
        Some(tens * 10 + ones)
    } else {
        None
    }
}

/// Whether the byte after a component's last digit lets that digit run end
/// there (the steps collect every following digit).
#[inline(always)]
fn ends_digit_run(rest: &[u8]) -> bool {
    !rest.first().is_some_and(u8::is_ascii_digit)
}

/// The high bit of every byte of a word.
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;

/// The first eight bytes of `s` as a little-endian word, matched against a
/// shape: `pattern` holds `'0'` where a digit belongs and the separator
/// elsewhere, `separators` is `0xff` in the separators' bytes. Returns the
/// word with every digit replaced by its value (separators by 0), or `None`
/// if a byte does not fit its place. One load and a few word operations
/// instead of eight byte tests.
#[inline(always)]
fn shape(s: &[u8], pattern: u64, separators: u64) -> Option<[u8; 8]> {
    let word = u64::from_le_bytes(*s.first_chunk::<8>()?);
    // '0'..='9' become 0..=9 and each separator 0; any other byte does not.
    let values = word ^ pattern;
    // A byte above 9 either has its high bit set or gets it from + 0x76
    // (no carries: without high bits every byte + 0x76 stays below 0x100).
    let too_big = (values | values.wrapping_add(0x7676_7676_7676_7676)) & HIGH_BITS;
    if too_big != 0 || values & separators != 0 {
        return None;
    }
    Some(values.to_le_bytes())
}

/// A date component with a four-digit year: `yyyy-mm-dd` not followed by a
/// digit. Returns the length read and the date.
#[inline(always)]
pub(super) fn date(s: &[u8]) -> Option<(usize, Date)> {
    date_or_day_error(s)?.ok()
}

/// [`date`], or the failure of step 5 of "parse a date component" (a day
/// outside its month: `2023-02-29`) where steps 1–4 succeed, at the day.
#[inline(always)]
pub(super) fn date_or_day_error(s: &[u8]) -> Option<Steps<Date>> {
    // "yyyy-mm-", little-endian.
    const PATTERN: u64 = u64::from_le_bytes(*b"0000-00-");
    const SEPARATORS: u64 = u64::from_le_bytes([0, 0, 0, 0, 0xff, 0, 0, 0xff]);
    let [y0, y1, y2, y3, _, m0, m1, _] = shape(s, PATTERN, SEPARATORS)?;
    let [_, _, _, _, _, _, _, _, d0, d1, ref rest @ ..] = *s else {
        return None;
    };
    let day = pair(d0, d1)?;
    if !ends_digit_run(rest) {
        return None;
    }
    let year = u32::from(y0) * 1000 + u32::from(y1) * 100 + u32::from(y2) * 10 + u32::from(y3);
    let month = m0 * 10 + m1;
    // `Date::new` checks year > 0, the month and the day within it.
    match Date::new(year, month, day) {
        Some(date) => Some(Ok((10, date))),
        None => day_out_of_range(year, month, day),
    }
}

/// Step 5's failure when the year (step 1) and the month (steps 4–5 of the
/// month component) are in range; `None` (the steps decide) otherwise.
#[cold]
#[inline(never)]
fn day_out_of_range(year: u32, month: u8, day: u8) -> Option<Steps<Date>> {
    if year == 0 || !(1..=12).contains(&month) {
        return None;
    }
    let max = days_in_month(year, month);
    let kind = ErrorKind::DayOutOfRange {
        day,
        max,
        year: Some(year),
        month,
    };
    Some(Err((8, kind)))
}

/// A time component: `hh:mm`, optionally `:ss`, optionally `.` and one to
/// three digits (more digits are left to the steps, which report them to a
/// valid-string check). Returns the length read and the time.
#[inline(always)]
pub(super) fn time(s: &[u8]) -> Option<(usize, Time)> {
    // "hh:mm:ss", little-endian.
    const PATTERN: u64 = u64::from_le_bytes(*b"00:00:00");
    const SEPARATORS: u64 = u64::from_le_bytes([0, 0, 0xff, 0, 0, 0xff, 0, 0]);
    if let Some([h0, h1, _, m0, m1, _, s0, s1]) = shape(s, PATTERN, SEPARATORS) {
        let after = s.get(8..).unwrap_or_default();
        let (len, millis) = match *after {
            [b'.', ref fraction @ ..] => {
                // One to three digits (a value above 9 is no digit), as
                // milliseconds: the digits, zero-padded to three.
                let digit = |i: usize| u32::from(fraction.get(i).map_or(10, |&b| value(b)));
                let (a, b, c) = (digit(0), digit(1), digit(2));
                let (n, millis) = match (a, b, c) {
                    (10.., _, _) => return None,
                    (_, 10.., _) => (1, a * 100),
                    (_, _, 10..) => (2, a * 100 + b * 10),
                    _ => (3, a * 100 + b * 10 + c),
                };
                // Step 7.3: a '.' needs digits and must be the only one; a
                // fourth digit is left to the steps.
                if matches!(fraction.get(n), Some(b'0'..=b'9' | b'.')) {
                    return None;
                }
                (9 + n, millis)
            }
            // Step 7.3: a third digit of seconds is an error the steps report.
            [b'0'..=b'9', ..] => return None,
            _ => (8, 0),
        };
        // `Time::new` checks the hour, minute and second ranges.
        let time = Time::new(h0 * 10 + h1, m0 * 10 + m1, s0 * 10 + s1, millis * 1_000_000)?;
        return Some((len, time));
    }
    // No seconds: hh:mm, not followed by a digit or a ':'.
    let [h0, h1, b':', m0, m1, ref rest @ ..] = *s else {
        return None;
    };
    if rest.first() == Some(&b':') || !ends_digit_run(rest) {
        return None;
    }
    Some((5, Time::new(pair(h0, h1)?, pair(m0, m1)?, 0, 0)?))
}

/// A local date and time in the common shapes: a [`date`], `T` or a space, a
/// [`time()`]. Returns the length read and the value.
#[inline(always)]
pub(super) fn local(s: &[u8]) -> Option<(usize, LocalDateTime)> {
    let (date_len, date) = date(s)?;
    let rest = s.get(date_len..)?;
    // Step 4 of the rules: 'T' or a space (both valid).
    let (b'T' | b' ') = *rest.first()? else {
        return None;
    };
    let (time_len, time) = time(rest.get(1..)?)?;
    Some((date_len + 1 + time_len, LocalDateTime::new(date, time)))
}

/// A global date and time in the common shapes: a [`local`] date and time and
/// a [`zone`], with the UTC roll-over of step 9. Returns the length read, the
/// value, where the offset starts and the year as written (the value's is
/// in UTC).
#[inline(always)]
pub(super) fn global(s: &[u8]) -> Option<(usize, GlobalDateTime, usize, u32)> {
    let (local_len, local) = local(s)?;
    let (zone_len, offset) = zone(s.get(local_len..)?)?;
    Some((
        local_len + zone_len,
        GlobalDateTime::new(local, offset)?,
        local_len,
        local.date().year(),
    ))
}

/// A time-zone offset component: `Z`, `±hh:mm` or `±hhmm`, with hours up to
/// 23 and minutes up to 59, and not `-00:00` / `-0000` (which a
/// valid-string check flags). Returns the length read and the offset.
#[inline(always)]
pub(super) fn zone(s: &[u8]) -> Option<(usize, TimeZoneOffset)> {
    let (len, sign, hours, minutes) = match *s {
        [b'Z', ..] => return Some((1, TimeZoneOffset::UTC)),
        [sign @ (b'+' | b'-'), h0, h1, b':', m0, m1, ref rest @ ..] if ends_digit_run(rest) => {
            (6, sign, pair(h0, h1)?, pair(m0, m1)?)
        }
        [sign @ (b'+' | b'-'), h0, h1, m0, m1, ref rest @ ..] if ends_digit_run(rest) => {
            (5, sign, pair(h0, h1)?, pair(m0, m1)?)
        }
        _ => return None,
    };
    if hours > 23 || minutes > 59 {
        return None;
    }
    let total = i16::from(hours) * 60 + i16::from(minutes);
    let total = match sign {
        b'-' if total == 0 => return None,
        b'-' => -total,
        _ => total,
    };
    Some((len, TimeZoneOffset::from_minutes(total)?))
}

#[cfg(test)]
mod tests {
    //! Each fast path against the spec's steps: wherever a fast path answers,
    //! the steps give the same value, stop at the same position and report
    //! no departure from the valid syntax.

    use super::super::date::date_spec_steps;
    use super::super::global::global_date_time_spec_steps;
    use super::super::local::local_date_time_spec_steps;
    use super::super::time::time_spec_steps;
    use super::super::zone::time_zone_offset_spec_steps;
    use super::*;
    use crate::base::error::Violation;
    use crate::base::step::Steps;
    use alloc::format;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// Runs the spec's steps (no fast path at the top level) with a sink
    /// that records every departure; `Some` where they succeed.
    fn by_steps<T>(
        steps: impl FnOnce(&mut dyn FnMut(usize, Violation)) -> Steps<T>,
    ) -> (Option<(usize, T)>, Vec<Violation>) {
        let mut seen = Vec::new();
        let result = steps(&mut |_, v| seen.push(v));
        (result.ok(), seen)
    }

    /// Every departure and every warning a run of steps reports.
    #[derive(Debug, Default, PartialEq)]
    struct Recorded(Vec<(usize, Violation)>, Vec<(usize, ErrorKind)>);

    impl crate::base::step::Sink for Recorded {
        const WARNS: bool = true;

        fn report(&mut self, pos: usize, violation: Violation) {
            self.0.push((pos, violation));
        }

        fn warn(&mut self, pos: usize, warning: ErrorKind) {
            self.1.push((pos, warning));
        }
    }

    /// Runs `steps` with a [`Recorded`] sink; the warnings only where the
    /// steps succeed (a warning is about a value read, and where steps
    /// fail, the warnings of what they read before are dropped).
    fn recorded<T>(steps: impl FnOnce(&mut Recorded) -> Steps<T>) -> (Steps<T>, Recorded) {
        let mut seen = Recorded::default();
        let result = steps(&mut seen);
        if result.is_err() {
            seen.1.clear();
        }
        (result, seen)
    }

    /// Checks the fast paths on `s`; returns how many answered.
    fn agree(s: &str) -> usize {
        // With its fast path, each syntax's steps report what the spec's
        // steps report, the year's and offset's warnings included.
        assert_eq!(
            recorded(|r| super::super::date::date_steps(s, 0, r)),
            recorded(|r| date_spec_steps(s, 0, r)),
            "date {s:?}"
        );
        assert_eq!(
            recorded(|r| super::super::local::local_date_time_steps(s, 0, r)),
            recorded(|r| local_date_time_spec_steps(s, 0, r)),
            "local {s:?}"
        );
        assert_eq!(
            recorded(|r| super::super::global::global_date_time_steps(s, 0, r)),
            recorded(|r| global_date_time_spec_steps(s, 0, r)),
            "global {s:?}"
        );
        let mut answered = 0;
        if let Some(fast) = local(s.as_bytes()) {
            let steps = by_steps(|sink| local_date_time_spec_steps(s, 0, &mut { sink }));
            assert_eq!(steps, (Some(fast), Vec::new()), "local {s:?}");
            answered += 1;
        }
        if let Some((len, value, _, _)) = global(s.as_bytes()) {
            let fast = (len, value);
            let steps = by_steps(|sink| global_date_time_spec_steps(s, 0, &mut { sink }));
            assert_eq!(steps, (Some(fast), Vec::new()), "global {s:?}");
            answered += 1;
        }
        if let Some(fast) = date_or_day_error(s.as_bytes()) {
            let mut seen = Vec::new();
            let steps = date_spec_steps(s, 0, &mut |_, v| seen.push(v));
            assert_eq!((steps, seen), (fast, Vec::new()), "date {s:?}");
            answered += 1;
        }
        if let Some(fast) = time(s.as_bytes()) {
            let steps = by_steps(|sink| time_spec_steps(s, 0, &mut { sink }));
            assert_eq!(steps, (Some(fast), Vec::new()), "time {s:?}");
            answered += 1;
        }
        if let Some(fast) = zone(s.as_bytes()) {
            let steps = by_steps(|sink| time_zone_offset_spec_steps(s, 0, &mut { sink }));
            assert_eq!(steps, (Some(fast), Vec::new()), "zone {s:?}");
            answered += 1;
        }
        answered
    }

    #[test]
    fn every_month_and_day_of_some_years() {
        let mut answered = 0;
        for year in [
            "0000", "0001", "0999", "1000", "1900", "2000", "2023", "2024", "9999",
        ] {
            for month in 0..100 {
                for day in 0..100 {
                    for tail in ["", "T", "0", "-", "\u{e9}"] {
                        answered += agree(&format!("{year}-{month:02}-{day:02}{tail}"));
                    }
                }
            }
        }
        // 4 tails end the day's digits, for 8 years (not 0000) of 12 months
        // and 100 two-digit days: a date, or a day outside its month.
        assert_eq!(answered, 4 * 8 * 12 * 100);
    }

    #[test]
    fn every_hour_and_minute_with_seconds_and_fractions() {
        let mut answered = 0;
        for hour in 0..100 {
            for minute in 0..100 {
                for tail in [
                    "", ":", ":5", ":59", ":60", ":07.", ":07.1", ":07.12", ":07.123", ":07.1234",
                    ":07.1.2", ":071", "0", "Z", "+", ".5",
                ] {
                    answered += agree(&format!("{hour:02}:{minute:02}{tail}"));
                }
            }
        }
        // Per valid hh:mm: "", ":59", ":07.1", ":07.12", ":07.123", "Z", "+", ".5".
        assert_eq!(answered, 24 * 60 * 8);
    }

    #[test]
    fn every_offset() {
        let mut answered = 0;
        for sign in ['+', '-'] {
            for hours in 0..100 {
                for minutes in 0..100 {
                    for tail in ["", "0", "x"] {
                        answered += agree(&format!("{sign}{hours:02}:{minutes:02}{tail}"));
                        answered += agree(&format!("{sign}{hours:02}{minutes:02}{tail}"));
                    }
                }
            }
        }
        // Two forms, two tails that end the digits, every offset but -00:00.
        assert_eq!(answered, 2 * 2 * (2 * 24 * 60 - 1));
        assert_eq!(agree("Z"), 1);
        assert_eq!(agree("z"), 0);
    }

    #[test]
    fn local_and_global_shapes() {
        let mut answered = 0;
        for date in [
            "0001-01-01",
            "2024-02-29",
            "2023-02-29",
            "9999-12-31",
            "12024-01-01",
        ] {
            for sep in ["T", " ", "t", ""] {
                for time in ["00:00", "23:59:59", "12:30:45.5", "12:30:45.1234", "24:00"] {
                    for zone in [
                        "", "Z", "+00:00", "-00:00", "+23:59", "-2359", "+24:00", "z",
                    ] {
                        answered += agree(&format!("{date}{sep}{time}{zone}"));
                    }
                }
            }
        }
        // Of the dates, 4 have four-digit years, 3 of them valid: the date
        // path answers for the 4 (2023-02-29 with its day's failure)
        // wherever a separator follows (4 x 3 separators x 5 times x 8
        // zones); the local path for the 3 valid ones, 'T' and ' ' and the 3
        // times it reads (3 x 2 x 3 x 8); the global path for the 4 zones it
        // reads (Z, +00:00, +23:59, -2359: 3 x 2 x 3 x 4).
        assert_eq!(answered, 480 + 144 + 72);
    }

    proptest! {
        #[test]
        fn date_time_shapes_agree(s in "[0-9]{4}-[0-9]{2}-[0-3][0-9][T ][0-2][0-9]:[0-5][0-9](:[0-6][0-9](\\.[0-9]{0,4})?)?([Z+-][0-2][0-9]:?[0-5][0-9])?") {
            agree(&s);
        }

        #[test]
        fn near_shapes_agree(s in "[0-9]{0,5}[-:]?[0-9]{0,3}[-:.]?[0-9]{0,4}[-:.TZ+]?[0-9.:]{0,4}") {
            agree(&s);
        }

        #[test]
        fn zones_agree(s in "[Z+-]?[0-9]{0,3}:?[0-9]{0,3}[0-9:x]?") {
            agree(&s);
        }

        #[test]
        fn any_string_agrees(s in "\\PC{0,16}") {
            agree(&s);
        }
    }
}
