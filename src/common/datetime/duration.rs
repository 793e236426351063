//! [2.3.5.9 Durations](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#durations).
//!
//! ```text
//! valid-duration-string = iso-duration / 1*duration-time-component   ; distinct scales
//! iso-duration          = "P" ( days-part [time-part] / time-part )
//! days-part             = 1*DIGIT "D"
//! time-part             = "T" ( hours [minutes] [seconds] / minutes [seconds] / seconds )
//! hours                 = 1*DIGIT "H"
//! minutes               = 1*DIGIT "M"
//! seconds               = 1*DIGIT ["." 1*3DIGIT] "S"
//! duration-time-component = *WSP 1*DIGIT ["." 1*3DIGIT] *WSP unit *WSP  ; fraction only on seconds
//! unit                  = "W" / "w" / "D" / "d" / "H" / "h" / "M" / "m" / "S" / "s"
//! ```
//!
//! The parse rules accept much more: whitespace before and after a
//! component's number and unit (not inside the number: `1 .5s` fails),
//! lower-case units in the `P` form, repeated units (summed), weeks after
//! `P`, a fraction of any length (digits after the ninth are truncated), a
//! fraction with no integer part (`.5S`), and years and months, which are
//! read and then rejected unless zero (`P0Y` is zero seconds). Each of those
//! is reported by [`validate_duration`].
//!
//! Durations are whole seconds in a `u64` plus nanoseconds; a larger sum is
//! an [`ErrorKind::Overflow`] error.

use core::fmt;
use core::str::FromStr;

use nom::IResult;

use super::{byte_at, expected_at, fraction_nanos, write_fraction};
use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Field, Violation};
use crate::base::step::{Failure, Sink, Steps};
use crate::common::idioms::{
    collect_digits, collect_digits_u64, is_ascii_whitespace, skip_ascii_whitespace_at, str_range,
};
use crate::common::numbers::decimal_to_f64;
use crate::{base::error::Error, base::input::StrInput};

/// A [duration](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#concept-duration):
/// a number of seconds, kept as whole seconds and nanoseconds.
///
/// `Display` writes the `P` form of a valid duration string (`PT0S` for
/// zero); a fraction finer than a millisecond is written with up to nine
/// digits, which the parse rules read back exactly but a valid string does
/// not allow. `FromStr` runs [`parse_duration`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::Duration;
/// let d: Duration = "4h 18m 3s".parse().unwrap();
/// assert_eq!(d.seconds(), 15_483);
/// assert_eq!(d.to_string(), "PT4H18M3S");
/// let d: Duration = "P1DT0.5S".parse().unwrap();
/// assert_eq!((d.seconds(), d.nanoseconds()), (86_400, 500_000_000));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Duration {
    seconds: u64,
    nanoseconds: u32,
}

impl Duration {
    /// The duration of `seconds` seconds and `nanoseconds` nanoseconds, if
    /// `nanoseconds < 1_000_000_000`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::Duration;
    /// assert_eq!(Duration::new(90, 0).unwrap().to_string(), "PT1M30S");
    /// assert!(Duration::new(0, 1_000_000_000).is_none());
    /// ```
    pub fn new(seconds: u64, nanoseconds: u32) -> Option<Duration> {
        (nanoseconds < 1_000_000_000).then_some(Duration {
            seconds,
            nanoseconds,
        })
    }

    /// The whole seconds.
    pub fn seconds(self) -> u64 {
        self.seconds
    }

    /// The fraction of a second, in nanoseconds.
    pub fn nanoseconds(self) -> u32 {
        self.nanoseconds
    }

    /// The number of seconds as the nearest double.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_duration;
    /// assert_eq!(parse_duration("PT1.25S").unwrap().as_seconds_f64(), 1.25);
    /// ```
    pub fn as_seconds_f64(self) -> f64 {
        // The exact decimal `seconds.nanoseconds` to the nearest double.
        let nanoseconds = u128::from(self.seconds) * 1_000_000_000 + u128::from(self.nanoseconds);
        decimal_to_f64(nanoseconds, -9)
    }
}

impl From<Duration> for core::time::Duration {
    fn from(d: Duration) -> core::time::Duration {
        core::time::Duration::new(d.seconds, d.nanoseconds)
    }
}

impl fmt::Display for Duration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let days = self.seconds / 86_400;
        let hours = self.seconds / 3600 % 24;
        let minutes = self.seconds / 60 % 60;
        let seconds = self.seconds % 60;
        f.write_str("P")?;
        if days > 0 {
            write!(f, "{days}D")?;
        }
        let has_seconds = seconds > 0 || self.nanoseconds > 0 || self.seconds == 0;
        if hours > 0 || minutes > 0 || has_seconds {
            f.write_str("T")?;
        }
        if hours > 0 {
            write!(f, "{hours}H")?;
        }
        if minutes > 0 {
            write!(f, "{minutes}M")?;
        }
        if has_seconds {
            write!(f, "{seconds}")?;
            if self.nanoseconds > 0 {
                write_fraction(f, self.nanoseconds)?;
            }
            f.write_str("S")?;
        }
        Ok(())
    }
}

impl FromStr for Duration {
    type Err = Error;

    fn from_str(s: &str) -> Result<Duration, Error> {
        parse_duration(s)
    }
}

/// The units of step 8.1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Years,
    Months,
    Weeks,
    Days,
    Hours,
    Minutes,
    Seconds,
}

impl Unit {
    /// Steps 8.11–8.13: the multiplier to seconds (`None` for months and years).
    fn scale(self) -> Option<u64> {
        match self {
            Unit::Years | Unit::Months => None,
            Unit::Weeks => Some(604_800),
            Unit::Days => Some(86_400),
            Unit::Hours => Some(3600),
            Unit::Minutes => Some(60),
            Unit::Seconds => Some(1),
        }
    }

    /// The stage of the `P` form a unit belongs to (D = 1, H = 3, M = 4,
    /// S = 5; `T` is stage 2), or `None` for units the `P` form lacks.
    fn iso_stage(self) -> Option<u8> {
        match self {
            Unit::Days => Some(1),
            Unit::Hours => Some(3),
            Unit::Minutes => Some(4),
            Unit::Seconds => Some(5),
            _ => None,
        }
    }
}

/// What steps 1–8 of the rules to parse a duration string found: where the
/// components end, and the totals of step 3.
struct Tally {
    /// After the last component (or `P` or `T`), before any whitespace that
    /// follows it.
    end: usize,
    /// After that whitespace: where a further component would have started.
    next: usize,
    /// Whether the duration is in the `P` form (step 7).
    iso: bool,
    /// Step 3's months: only whether nonzero matters, and where.
    first_months: Option<usize>,
    /// Step 3's seconds, whole and fraction.
    seconds: u64,
    nanos: u64,
    /// Step 3's component count.
    count: usize,
    /// Validity: the stage of the `P` form reached (D = 1, T = 2, H = 3,
    /// M = 4, S = 5), where the last `T` was, and (one bit per scale) the
    /// scales the component form has seen.
    stage: u8,
    t_at: Option<usize>,
    seen: u8,
}

/// Step 8.9.6 and the whitespace of step 8.9 (otherwise, 1): skips ASCII
/// whitespace from `pos`, which a `P` form reports (trailing whitespace at
/// the end of the text, whitespace elsewhere).
#[inline]
fn skip_whitespace_inside(text: &str, pos: usize, iso: bool, sink: &mut impl Sink) -> usize {
    let after = skip_ascii_whitespace_at(text, pos);
    if iso && after > pos {
        let v = if after == text.len() {
            Violation::TrailingWhitespace
        } else {
            Violation::Whitespace
        };
        sink.report(pos, v);
    }
    after
}

/// Steps 1–8 of the rules to parse a duration string from `pos`, stopping
/// (instead of failing at step 8.6) at a character that cannot start a
/// component: anything but an ASCII digit, `.` or `T`. Reports each
/// departure from a valid duration string to `sink`.
///
/// Always inlined: in the aligned all-features build of the benches the
/// compiler kept it out of line, and the call and the returned tally cost
/// 70 instructions a parse (695 against 625 before the layers were rebuilt);
/// inlined, 628. In the default build (`benches/callgrind.sh duration`) it
/// is 653 inlined and 638 out of line, against 634 before.
#[inline(always)]
fn duration_components<S: Sink>(text: &str, pos: usize, sink: &mut S) -> Result<Tally, Failure> {
    let start = pos;
    // Step 4: the M-disambiguator (true: months).
    let mut m_is_months = false;
    // Step 5: skip ASCII whitespace.
    let mut pos = skip_ascii_whitespace_at(text, start);
    // Step 6: past the end.
    if pos >= text.len() {
        return Err((pos, ErrorKind::Empty));
    }
    // Step 7: a 'P' starts the ISO 8601 form.
    let iso = byte_at(text, pos) == Some(b'P');
    if iso {
        if pos > start {
            sink.report(start, Violation::LeadingWhitespace);
        }
        pos += 1;
        m_is_months = true;
    }
    // Step 3: months, seconds, component count (and where the consumed
    // part ends, and the validity bookkeeping).
    let mut t = Tally {
        end: pos,
        next: pos,
        iso,
        first_months: None,
        seconds: 0,
        nanos: 0,
        count: 0,
        stage: 0,
        t_at: None,
        seen: 0,
    };
    // Step 7 (continued): skip ASCII whitespace after the 'P'.
    if iso {
        pos = skip_ascii_whitespace_at(text, pos);
    }
    // Step 8.
    // Step 8.3: past the end, break.
    while let Some(c) = byte_at(text, pos) {
        // Deviation: where step 8.6 would fail because the character cannot
        // start a component, the component stops (the string rules fail
        // there, in `duration_string_steps`).
        if !(c.is_ascii_digit() || c == b'.' || c == b'T') {
            break;
        }
        // Whitespace before a component is a departure in the P form.
        if iso && pos > t.end {
            sink.report(t.end, Violation::Whitespace);
        }
        // Step 8.4: a 'T' sets the M-disambiguator to minutes.
        if c == b'T' {
            if !iso || t.stage >= 2 {
                sink.report(pos, Violation::NotValidForm);
            }
            t.stage = t.stage.max(2);
            t.t_at = Some(pos);
            pos += 1;
            m_is_months = false;
            t.end = pos;
            pos = skip_ascii_whitespace_at(text, pos);
            continue;
        }
        let number_at = pos;
        // Steps 8.5–8.6: N from the digits, or 0 before a '.'.
        let (digits_end, n) = collect_digits_u64(text.as_bytes(), pos);
        if c == b'.' {
            // A valid string has digits before the '.'.
            sink.report(pos, Violation::NotValidForm);
        }
        pos = digits_end;
        // Step 8.7: past the end, fail.
        let Some(mut next) = byte_at(text, pos) else {
            return Err((pos, ErrorKind::expected(Expected::DurationUnit, "")));
        };
        // Step 8.8: the next character, and advance.
        let mut unit_at = pos;
        pos += 1;
        let mut fraction: u64 = 0;
        let unit;
        if next == b'.' {
            // Steps 8.9.1–8.9.2: fraction digits, at least one.
            let fraction_end = collect_digits(text, pos);
            if fraction_end == pos {
                return Err(expected_at(text, pos, Expected::Digit));
            }
            if fraction_end - pos > 3 {
                sink.report(pos + 3, Violation::TooManyFractionDigits);
            }
            // Steps 8.9.3–8.9.5: the fraction, to the nanosecond (truncated).
            fraction = u64::from(fraction_nanos(str_range(text, pos, fraction_end)));
            // Step 8.9.6: skip ASCII whitespace (between number and unit).
            pos = skip_whitespace_inside(text, fraction_end, iso, sink);
            // Steps 8.9.7–8.9.9: an 'S' or 's'.
            match byte_at(text, pos) {
                Some(b'S') => {}
                Some(b's') => {
                    if iso {
                        sink.report(pos, Violation::LowerCaseLetter);
                    }
                }
                _ => return Err(expected_at(text, pos, Expected::SecondsUnit)),
            }
            unit_at = pos;
            pos += 1;
            // Step 8.9.10.
            unit = Unit::Seconds;
        } else {
            // Step 8.9 otherwise, 1: whitespace between number and unit.
            if is_ascii_whitespace(next) {
                pos = skip_whitespace_inside(text, unit_at, iso, sink);
                unit_at = pos;
                next = byte_at(text, pos).unwrap_or(0);
                pos += 1;
            }
            // Step 8.9 otherwise, 2: the unit, and the M-disambiguator.
            unit = match next {
                b'Y' | b'y' => {
                    m_is_months = true;
                    Unit::Years
                }
                b'M' | b'm' if m_is_months => Unit::Months,
                b'W' | b'w' => {
                    m_is_months = false;
                    Unit::Weeks
                }
                b'D' | b'd' => {
                    m_is_months = false;
                    Unit::Days
                }
                b'H' | b'h' => {
                    m_is_months = false;
                    Unit::Hours
                }
                b'M' | b'm' => Unit::Minutes,
                b'S' | b's' => {
                    m_is_months = false;
                    Unit::Seconds
                }
                _ => return Err(expected_at(text, unit_at, Expected::DurationUnit)),
            };
            if iso && next.is_ascii_lowercase() {
                sink.report(unit_at, Violation::LowerCaseLetter);
            }
        }
        // Validity: where this unit may appear.
        if S::ACTIVE {
            check_unit_place(&mut t, unit, unit_at, sink);
        }
        // Step 8.10: component count.
        t.count += 1;
        // Steps 8.11–8.13: add to months or seconds.
        match unit.scale() {
            None => {
                // (`None`: 2^64 or more, not zero either.)
                if t.first_months.is_none() && n != Some(0) {
                    t.first_months = Some(number_at);
                }
            }
            Some(scale) => {
                let n = n.ok_or_else(|| overflow(number_at))?;
                t.seconds = n
                    .checked_mul(scale)
                    .and_then(|v| v.checked_add(t.seconds))
                    .ok_or_else(|| overflow(number_at))?;
                t.nanos += fraction;
                if t.nanos >= 1_000_000_000 {
                    t.nanos -= 1_000_000_000;
                    t.seconds = t
                        .seconds
                        .checked_add(1)
                        .ok_or_else(|| overflow(number_at))?;
                }
            }
        }
        t.end = pos;
        // Step 8.14: skip ASCII whitespace.
        pos = skip_ascii_whitespace_at(text, pos);
    }
    t.next = pos;
    Ok(t)
}

/// The valid-string bookkeeping of one unit: the `P` form has D before `T`
/// and H, M, S after it, in that order, once each; the component form each
/// scale once; neither has months or years, and the `P` form no weeks.
#[inline]
fn check_unit_place(t: &mut Tally, unit: Unit, unit_at: usize, sink: &mut impl Sink) {
    match (t.iso, unit.iso_stage(), unit.scale()) {
        (_, _, None) | (true, None, _) => sink.report(unit_at, Violation::NotValidForm),
        (true, Some(stage), _) => {
            let after_t = t.stage >= 2;
            if stage <= t.stage || (stage == 1) == after_t {
                let v = if stage == t.stage {
                    Violation::RepeatedComponent
                } else {
                    Violation::ComponentOrder
                };
                sink.report(unit_at, v);
            }
            t.stage = t.stage.max(stage);
        }
        (false, _, Some(scale)) => {
            let bit = match scale {
                604_800 => 1,
                86_400 => 2,
                3600 => 4,
                60 => 8,
                _ => 16,
            };
            if t.seen & bit != 0 {
                sink.report(unit_at, Violation::RepeatedComponent);
            }
            t.seen |= bit;
        }
    }
}

/// More seconds than this crate holds, for the number at `pos`.
#[cold]
fn overflow(pos: usize) -> Failure {
    let kind = ErrorKind::Overflow {
        field: Field::Duration,
        supported: crate::base::error::Supported::DurationSeconds,
    };
    (pos, kind)
}

/// Steps 9–11 of the rules to parse a duration string on what steps 1–8
/// found.
#[inline]
fn duration_total(text: &str, t: &Tally, sink: &mut impl Sink) -> Result<Duration, Failure> {
    // Step 9: no component, fail (where one would have started).
    if t.count == 0 {
        return Err(expected_at(text, t.next, Expected::DurationComponent));
    }
    // Step 10: months are not allowed.
    if let Some(at) = t.first_months {
        return Err((at, ErrorKind::DurationMonths));
    }
    // A 'T' must be followed by a component in the P form.
    if let (Some(at), 2) = (t.t_at, t.stage) {
        sink.report(at, Violation::NotValidForm);
    }
    // Step 11.
    Ok(Duration {
        seconds: t.seconds,
        // Always below 10^9: step 8.13 carries whole seconds.
        nanoseconds: u32::try_from(t.nanos).unwrap_or(0),
    })
}

/// The steps of [`duration_component`] from `pos`: steps 1–8 of the rules to
/// parse a duration string up to the first character that cannot start a
/// component, then steps 9–11.
#[inline]
pub(super) fn duration_steps(text: &str, pos: usize, sink: &mut impl Sink) -> Steps<Duration> {
    let tally = duration_components(text, pos, sink)?;
    let duration = duration_total(text, &tally, sink)?;
    Ok((tally.end, duration))
}

/// The rules to parse a duration string from `pos`: the component's steps,
/// with step 8.6's failure (after step 8.14's whitespace) where the
/// component stopped before the end of the text, ahead of steps 9–11.
#[inline]
pub(super) fn duration_string_steps(
    text: &str,
    pos: usize,
    sink: &mut impl Sink,
) -> Steps<Duration> {
    let tally = duration_components(text, pos, sink)?;
    // Step 8.14's whitespace after the last component: inside the P form a
    // departure (trailing at the end of the text).
    if tally.iso && tally.next > tally.end {
        let v = if tally.next == text.len() {
            Violation::TrailingWhitespace
        } else {
            Violation::Whitespace
        };
        sink.report(tally.end, v);
    }
    // Step 8.6: a character that is not part of a number, fail.
    if tally.next < text.len() {
        return Err(expected_at(text, tally.next, Expected::DurationComponent));
    }
    let duration = duration_total(text, &tally, sink)?;
    Ok((tally.next, duration))
}

/// A duration as a component of a host grammar: the
/// [rules to parse a duration string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-duration-string)
/// up to where they would fail on a character that cannot start a duration
/// component. The spec has no duration component (its rules read the whole
/// string); this is the one place the crate draws the line itself.
///
/// What it consumes: leading ASCII whitespace (step 5); an optional `P`
/// (step 7); then components, each a number with an optional fraction and a
/// unit (whitespace allowed before the unit), or a `T`, separated by ASCII
/// whitespace. It stops before the whitespace that follows the last
/// component, where the next character is not an ASCII digit, `.` or `T`
/// (the characters step 8.6 and step 8.4 accept), or at the end. A number
/// it has started must be completed: `"1h 30"` fails for want of a unit.
///
/// So `"PT2H; next"` leaves `"; next"`, `"1h 30m, x"` leaves `", x"`, and
/// `"1h 30m and"` leaves `" and"`. The [string rules](parse_duration) are
/// the same steps followed by the end-of-input check: whatever the
/// component leaves must be ASCII whitespace (step 8.14) and nothing else
/// (else step 8.6 fails there, with the same error as before: the string
/// rules fail at the first character that cannot start a component, and
/// report a nonzero count of months, step 10, only when the whole string
/// was read).
///
/// # Errors
///
/// [`ErrorKind::Empty`] (step 6: nothing but whitespace),
/// [`ErrorKind::Expected`] (no unit, steps 8.7 and 8.9; no fraction digits,
/// step 8.9.2; no component at all, step 9),
/// [`ErrorKind::DurationMonths`] (step 10), [`ErrorKind::Overflow`] (more
/// than `u64::MAX` seconds).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::duration_component;
/// let (rest, d) = duration_component::<_, ()>("PT2H; next").unwrap();
/// assert_eq!((d.seconds(), rest), (7200, "; next"));
/// let (rest, d) = duration_component::<_, ()>("1h 30m, x").unwrap();
/// assert_eq!((d.seconds(), rest), (5400, ", x"));
/// let (rest, d) = duration_component::<_, ()>("1h 30m and 2h").unwrap();
/// assert_eq!((d.seconds(), rest), (5400, " and 2h"));
/// assert!(duration_component::<_, ()>("1h 30;").is_err());
/// assert!(duration_component::<_, ()>("P1M;").is_err());
/// ```
pub fn duration_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Duration, E> {
    entry::component(input, |text, sink| duration_steps(text, 0, sink))
}

/// A component of a [valid duration string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-duration-string):
/// [`duration_component`], failing at the first departure from a valid
/// duration string ([`ErrorKind::Invalid`]): whitespace, lower-case units,
/// out-of-order or repeated components, weeks, years or months in the `P`
/// form, repeated scales in the component form, long fractions and `.5S`.
/// What follows the component is not looked at, so the whitespace after
/// the last component (which a `P` form may not have at the end of a
/// string) is the host's.
///
/// # Errors
///
/// Those of [`duration_component`], and [`ErrorKind::Invalid`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::valid_duration_component;
/// use html_microsyntax::StepError;
/// let (rest, d) = valid_duration_component::<_, ()>("PT2H30M; next").unwrap();
/// assert_eq!((d.seconds(), rest), (9000, "; next"));
/// let nom::Err::Error(e) = valid_duration_component::<_, StepError<&str>>("PT2h; next").unwrap_err()
/// else { unreachable!() };
/// assert_eq!((e.kind.code(), e.input), ("lower_case_letter", "h; next"));
/// ```
pub fn valid_duration_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Duration, E> {
    entry::valid_component(input, |text, sink| duration_steps(text, 0, sink))
}

/// The [rules to parse a duration string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-duration-string):
/// [`duration_component`]'s steps and the end of the input (see there).
///
/// # Errors
///
/// [`ErrorKind::Empty`] (step 6), [`ErrorKind::Expected`] (not a number,
/// step 8.6; no unit, steps 8.7 and 8.9; no fraction digits, step 8.9.2; no
/// component, step 9), [`ErrorKind::DurationMonths`] (step 10),
/// [`ErrorKind::Overflow`] (more than `u64::MAX` seconds).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_duration;
/// assert_eq!(parse_duration("P0Y").unwrap().seconds(), 0);
/// assert_eq!(parse_duration(" 1 w 1d ").unwrap().seconds(), 8 * 86_400);
/// assert_eq!(parse_duration("P1M").unwrap_err().kind().code(), "duration_months");
/// assert_eq!(parse_duration("PT1M").unwrap().seconds(), 60);
/// ```
pub fn parse_duration(input: &str) -> Result<Duration, Error> {
    entry::parse_to_end(input, |text, sink| duration_string_steps(text, 0, sink))
}
/// A [valid duration string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-duration-string)
/// check that returns the duration: the parse rules, reporting whitespace,
/// lower-case units, out-of-order or repeated components, weeks, years or
/// months in the `P` form, repeated scales in the component form, long
/// fractions and `.5S`.
///
/// # Errors
///
/// See [`parse_duration`]; [`ErrorKind::Invalid`] for a departure.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::validate_duration;
/// assert!(validate_duration("P1DT2H3M4.5S").is_ok());
/// assert!(validate_duration("3s 2m 1h").is_ok());
/// let err = validate_duration("1s 1s").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("repeated_component", 4));
/// let err = validate_duration("PT1H1D").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("component_order", 5));
/// ```
pub fn validate_duration(input: &str) -> Result<Duration, Error> {
    entry::validate_to_end(input, |text, sink| duration_string_steps(text, 0, sink))
}

/// Whether `input` is a [valid duration string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-duration-string).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::is_valid_duration;
/// assert!(is_valid_duration("PT4H18M3S"));
/// assert!(is_valid_duration(" 4h 18m 3s "));
/// assert!(!is_valid_duration("P1W"));
/// assert!(!is_valid_duration("pt1h"));
/// ```
pub fn is_valid_duration(input: &str) -> bool {
    entry::is_valid(input, |text, sink| duration_string_steps(text, 0, sink))
}

#[cfg(test)]
mod tests {
    use super::Duration;
    use alloc::format;

    /// `as_seconds_f64` answers what std's parser reads from the decimal
    /// `seconds.nanoseconds` (as it did when it wrote that text).
    #[test]
    fn as_seconds_f64_is_std_parse_of_the_decimal() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            seed
        };
        let edges = [
            (0, 0),
            (0, 1),
            (1, 250_000_000),
            (u64::MAX, 999_999_999),
            (u64::MAX, 0),
        ];
        let random = (0..20_000).map(|_| {
            let seconds = next() >> (next() % 64);
            let nanoseconds = u32::try_from(next() % 1_000_000_000).unwrap();
            (seconds, nanoseconds)
        });
        for (seconds, nanoseconds) in edges.into_iter().chain(random) {
            let d = Duration::new(seconds, nanoseconds).unwrap();
            let by_std: f64 = format!("{seconds}.{nanoseconds:09}").parse().unwrap();
            assert_eq!(
                d.as_seconds_f64().to_bits(),
                by_std.to_bits(),
                "{seconds}.{nanoseconds:09}"
            );
        }
    }
}
