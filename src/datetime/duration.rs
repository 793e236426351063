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

use crate::idioms::{str_from, str_range};
use alloc::format;
use core::fmt;
use core::str::FromStr;

use nom::error::{FromExternalError, ParseError};
use nom::IResult;

use crate::entry::{run_to_end, validate_with};
use crate::error::{fail, report_at, ErrorKind, Expected, Field, Violation, Violations};
use crate::idioms::{count_while, digits_value, is_ascii_whitespace};
use crate::{Error, StrInput};

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
        format!("{}.{:09}", self.seconds, self.nanoseconds)
            .parse()
            .unwrap_or(f64::NAN)
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
                let mut digits = format!("{:09}", self.nanoseconds);
                while digits.ends_with('0') {
                    digits.pop();
                }
                write!(f, ".{digits}")?;
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

/// Units of step 8.1.
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
    /// Steps 11–13: the multiplier to seconds (`None` for months and years).
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

/// The rules to parse a duration string, reporting each departure from a
/// valid duration string to `sink`. Consumes the whole input.
pub(crate) fn duration_rules<'a, I, E, V>(input: I, sink: &mut V) -> IResult<I, Duration, E>
where
    I: StrInput<'a>,
    E: ParseError<I> + FromExternalError<I, ErrorKind>,
    V: Violations<I>,
{
    let text = input.as_str();
    let s = text.as_bytes();
    let len = s.len();
    let skip_ws = |p: usize| p + count_while(str_from(text, p), is_ascii_whitespace);
    // Step 3: months (only whether nonzero matters, and where), seconds,
    // component count.
    let mut first_months: Option<usize> = None;
    let mut seconds: u64 = 0;
    let mut nanos: u64 = 0;
    let mut count = 0usize;
    // Step 4: the M-disambiguator (true: months).
    let mut m_is_months = false;
    // Step 5: skip ASCII whitespace.
    let mut pos = skip_ws(0);
    // Step 6: past the end.
    if pos >= len {
        return Err(fail(input.take_from(pos), ErrorKind::Empty));
    }
    // Step 7: a 'P' starts the ISO 8601 form.
    let iso = s.get(pos) == Some(&b'P');
    // Validity bookkeeping: the stage of the P form reached, scales seen by
    // the component form.
    let mut stage = 0u8;
    let mut seen = [false; 5];
    let mut t_at: Option<usize> = None;
    if iso {
        if pos > 0 {
            report_at(sink, &input, 0, Violation::LeadingWhitespace);
        }
        pos += 1;
        m_is_months = true;
    }
    // Whitespace inside the P form is a departure; at the end, trailing.
    let ws = |sink: &mut V, p: usize| {
        let q = skip_ws(p);
        if iso && q > p {
            let v = if q == len {
                Violation::TrailingWhitespace
            } else {
                Violation::Whitespace
            };
            report_at(sink, &input, p, v);
        }
        q
    };
    if iso {
        pos = ws(sink, pos);
    }
    // Step 8.
    // Step 8.3: past the end, break.
    while let Some(&c) = s.get(pos) {
        // Step 8.4: a 'T' sets the M-disambiguator to minutes.
        if c == b'T' {
            if !iso || stage >= 2 {
                report_at(sink, &input, pos, Violation::NotValidForm);
            }
            stage = stage.max(2);
            t_at = Some(pos);
            pos += 1;
            m_is_months = false;
            pos = ws(sink, pos);
            continue;
        }
        let number_at = pos;
        // Step 8.6: N from the digits, or 0 before a '.'.
        let digits_end = pos + count_while(str_from(text, pos), |b| b.is_ascii_digit());
        let digits = str_range(text, pos, digits_end);
        if c == b'.' {
            // A valid string has digits before the '.'.
            report_at(sink, &input, pos, Violation::NotValidForm);
        } else if digits.is_empty() {
            let at = input.take_from(pos);
            let kind = ErrorKind::expected(Expected::DurationComponent, at.as_str());
            return Err(fail(at, kind));
        }
        pos = digits_end;
        // Step 8.7: past the end.
        if pos >= len {
            let at = input.take_from(pos);
            return Err(fail(at, ErrorKind::expected(Expected::DurationUnit, "")));
        }
        // Step 8.8: the next character, and advance.
        let mut next = s.get(pos).copied().unwrap_or(0);
        let mut unit_at = pos;
        pos += 1;
        let mut fraction_nanos: u64 = 0;
        let unit;
        if next == b'.' {
            // Steps 8.9.1–8.9.2: fraction digits, at least one.
            let fraction_end = pos + count_while(str_from(text, pos), |b| b.is_ascii_digit());
            if fraction_end == pos {
                let at = input.take_from(pos);
                let kind = ErrorKind::expected(Expected::Digit, at.as_str());
                return Err(fail(at, kind));
            }
            if fraction_end - pos > 3 {
                report_at(sink, &input, pos + 3, Violation::TooManyFractionDigits);
            }
            // Steps 8.9.3–8.9.5: the fraction, to the nanosecond (truncated).
            for i in 0..9 {
                let digit = s
                    .get(pos..fraction_end)
                    .and_then(|f| f.get(i))
                    .map_or(0, |b| u64::from(b - b'0'));
                fraction_nanos = fraction_nanos * 10 + digit;
            }
            // Step 8.9.6: skip ASCII whitespace (between number and unit).
            pos = ws(sink, fraction_end);
            // Steps 8.9.7–8.9.9: an 'S' or 's'.
            match s.get(pos) {
                Some(b'S') => {}
                Some(b's') => {
                    if iso {
                        report_at(sink, &input, pos, Violation::LowerCaseLetter);
                    }
                }
                _ => {
                    let at = input.take_from(pos);
                    let kind = ErrorKind::expected(Expected::SecondsUnit, at.as_str());
                    return Err(fail(at, kind));
                }
            }
            unit_at = pos;
            pos += 1;
            // Step 8.9.10.
            unit = Unit::Seconds;
        } else {
            // Step 8.9 otherwise, 1: whitespace between number and unit.
            if is_ascii_whitespace(next) {
                pos = ws(sink, unit_at);
                unit_at = pos;
                next = s.get(pos).copied().unwrap_or(0);
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
                _ => {
                    let at = input.take_from(unit_at);
                    let kind = ErrorKind::expected(Expected::DurationUnit, at.as_str());
                    return Err(fail(at, kind));
                }
            };
            if iso && next.is_ascii_lowercase() {
                report_at(sink, &input, unit_at, Violation::LowerCaseLetter);
            }
        }
        // Validity: where this unit may appear.
        if V::ACTIVE {
            match (iso, unit.iso_stage(), unit.scale()) {
                (_, _, None) => report_at(sink, &input, unit_at, Violation::NotValidForm),
                (true, None, _) => report_at(sink, &input, unit_at, Violation::NotValidForm),
                (true, Some(st), _) => {
                    // D before T; H, M, S after T, in that order, once each.
                    let after_t = stage >= 2;
                    if st <= stage || (st == 1) == after_t {
                        let v = if st == stage {
                            Violation::RepeatedComponent
                        } else {
                            Violation::ComponentOrder
                        };
                        report_at(sink, &input, unit_at, v);
                    }
                    stage = stage.max(st);
                }
                (false, _, Some(scale)) => {
                    let i = match scale {
                        604_800 => 0,
                        86_400 => 1,
                        3600 => 2,
                        60 => 3,
                        _ => 4,
                    };
                    if let Some(seen) = seen.get_mut(i) {
                        if *seen {
                            report_at(sink, &input, unit_at, Violation::RepeatedComponent);
                        }
                        *seen = true;
                    }
                }
            }
        }
        // Step 10: component count.
        count += 1;
        // Steps 11–13: add to months or seconds.
        let overflow = || {
            fail(
                input.take_from(number_at),
                ErrorKind::Overflow {
                    field: Field::Duration,
                    supported: crate::error::Supported::DurationSeconds,
                },
            )
        };
        match unit.scale() {
            None => {
                if first_months.is_none() && digits.bytes().any(|b| b != b'0') {
                    first_months = Some(number_at);
                }
            }
            Some(scale) => {
                let n = digits_value(digits).ok_or_else(overflow)?;
                seconds = n
                    .checked_mul(scale)
                    .and_then(|v| v.checked_add(seconds))
                    .ok_or_else(overflow)?;
                nanos += fraction_nanos;
                if nanos >= 1_000_000_000 {
                    nanos -= 1_000_000_000;
                    seconds = seconds.checked_add(1).ok_or_else(overflow)?;
                }
            }
        }
        // Step 14: skip ASCII whitespace.
        pos = ws(sink, pos);
    }
    // Step 9: no component.
    if count == 0 {
        let at = input.take_from(pos);
        return Err(fail(
            at,
            ErrorKind::expected(Expected::DurationComponent, ""),
        ));
    }
    // Step 10: months are not allowed.
    if let Some(at) = first_months {
        return Err(fail(input.take_from(at), ErrorKind::DurationMonths));
    }
    // A 'T' must be followed by a component in the P form.
    if let (Some(t), 2) = (t_at, stage) {
        report_at(sink, &input, t, Violation::NotValidForm);
    }
    // Step 11.
    let nanoseconds = u32::try_from(nanos).unwrap_or(0); // always < 10^9
    Ok((
        input.take_from(pos),
        Duration {
            seconds,
            nanoseconds,
        },
    ))
}

/// The [rules to parse a duration string](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#parse-a-duration-string).
///
/// The rules read to the end of the input (any character that is not part of
/// a component fails), so there is no separate component.
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
    run_to_end(input, |i| duration_rules(i, &mut ()))
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
    validate_with(input, duration_rules)
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
    validate_duration(input).is_ok()
}
