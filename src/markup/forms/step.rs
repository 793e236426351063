//! `min`, `max`, `step`: the minimum and maximum, the allowed value step,
//! the step base, the range and step constraints, and `stepUp()` /
//! `stepDown()`.

use alloc::string::String;
use core::cmp::Ordering;

use super::convert::{number_to_string, string_to_decimal};
use super::decimal::{self, Decimal};
use super::{InputAttributes, InputType, InvalidStateError};
use crate::common::numbers::parse_float;

/// The minimum as an exact decimal.
pub(crate) fn minimum_decimal(ty: InputType, attrs: &InputAttributes<'_>) -> Option<Decimal> {
    bound_decimal(ty, attrs.min, |(min, _)| min)
}

/// The maximum as an exact decimal.
pub(crate) fn maximum_decimal(ty: InputType, attrs: &InputAttributes<'_>) -> Option<Decimal> {
    bound_decimal(ty, attrs.max, |(_, max)| max)
}

/// A numeric state's `min` or `max` (`attribute`) converted with the state's
/// algorithm, else `default` of the state's default range, else none.
fn bound_decimal(
    ty: InputType,
    attribute: Option<&str>,
    default: fn((i64, i64)) -> i64,
) -> Option<Decimal> {
    if !ty.is_numeric() {
        return None;
    }
    attribute
        .and_then(|value| string_to_decimal(ty, value))
        .or_else(|| {
            ty.default_range()
                .map(|range| Decimal::from_int(i128::from(default(range))))
        })
}

/// The element's [minimum](https://html.spec.whatwg.org/multipage/input.html#concept-input-min):
/// the `min` attribute converted with the state's algorithm, else the
/// state's default minimum (range: 0), else none.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{minimum, InputAttributes, InputType};
/// let attrs = InputAttributes { min: Some("1970-01-02"), ..InputAttributes::default() };
/// assert_eq!(minimum(InputType::Date, &attrs), Some(86_400_000.0));
/// assert_eq!(minimum(InputType::Range, &InputAttributes::default()), Some(0.0));
/// assert_eq!(minimum(InputType::Number, &InputAttributes::default()), None);
/// ```
pub fn minimum(ty: InputType, attrs: &InputAttributes<'_>) -> Option<f64> {
    minimum_decimal(ty, attrs).map(Decimal::to_f64)
}

/// The element's [maximum](https://html.spec.whatwg.org/multipage/input.html#concept-input-max):
/// the `max` attribute converted with the state's algorithm, else the
/// state's default maximum (range: 100), else none.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{maximum, InputAttributes, InputType};
/// assert_eq!(maximum(InputType::Range, &InputAttributes::default()), Some(100.0));
/// let attrs = InputAttributes { max: Some("x"), ..InputAttributes::default() };
/// assert_eq!(maximum(InputType::Number, &attrs), None);
/// ```
pub fn maximum(ty: InputType, attrs: &InputAttributes<'_>) -> Option<f64> {
    maximum_decimal(ty, attrs).map(Decimal::to_f64)
}

/// The allowed value step as an exact decimal, in `valueAsNumber` units.
pub(crate) fn allowed_value_step_decimal(ty: InputType, step: Option<&str>) -> Option<Decimal> {
    // Step 1: no allowed value step where the attribute does not apply.
    let default = ty.default_step()?;
    let scale = Decimal::from_int(i128::from(ty.step_scale_factor()?));
    let default = Decimal::from_int(i128::from(default)).checked_mul(scale)?;
    // Step 2: absent, the default step times the scale factor.
    let Some(step) = step else {
        return Some(default);
    };
    // Step 3: "any" (ASCII case-insensitive): no allowed value step.
    if step.eq_ignore_ascii_case("any") {
        return None;
    }
    // Step 4: an error, zero or less: the default.
    let parsed = match parse_float(step) {
        Ok(n) if n > 0.0 => n,
        _ => return Some(default),
    };
    // Step 5: the number times the scale factor (exact on the decimal).
    Decimal::from_f64(parsed)
        .and_then(|d| d.checked_mul(scale))
        .or_else(|| Decimal::from_f64(parsed * scale.to_f64()))
}

/// The [allowed value step](https://html.spec.whatwg.org/multipage/input.html#concept-input-step)
/// of the `type` state for a `step` attribute (`None` = absent), times the
/// step scale factor (in `valueAsNumber` units). `None` when there is no
/// allowed value step: `step` is `any` (ASCII case-insensitive) or does
/// not apply to the state. An error, zero or a negative number gives the
/// default step. The step is taken as the float rules return it, with no
/// rounding (the spec rounds no step; engines round date, month and week
/// steps to whole units and time steps to whole milliseconds).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{allowed_value_step, InputType};
/// assert_eq!(allowed_value_step(InputType::Date, None), Some(86_400_000.0));
/// assert_eq!(allowed_value_step(InputType::Time, Some("0")), Some(60_000.0));
/// assert_eq!(allowed_value_step(InputType::Number, Some("-1")), Some(1.0));
/// assert_eq!(allowed_value_step(InputType::Number, Some("1e400")), Some(1.0)); // an error
/// assert_eq!(allowed_value_step(InputType::Number, Some("AnY")), None);
/// assert_eq!(allowed_value_step(InputType::Text, None), None);
/// ```
pub fn allowed_value_step(ty: InputType, step: Option<&str>) -> Option<f64> {
    allowed_value_step_decimal(ty, step).map(Decimal::to_f64)
}

/// The step base as an exact decimal.
pub(crate) fn step_base_decimal(ty: InputType, attrs: &InputAttributes<'_>) -> Decimal {
    // Step 1: the min content attribute, converted.
    if let Some(min) = attrs.min.and_then(|m| string_to_decimal(ty, m)) {
        return min;
    }
    // Step 2: the value content attribute, converted.
    if let Some(value) = attrs.value.and_then(|v| string_to_decimal(ty, v)) {
        return value;
    }
    // Step 3: the state's default step base; step 4: zero.
    ty.default_step_base()
        .map(|b| Decimal::from_int(i128::from(b)))
        .unwrap_or(Decimal::ZERO)
}

/// The [step base](https://html.spec.whatwg.org/multipage/input.html#concept-input-min-zero):
/// the `min` attribute converted, else the `value` content attribute
/// converted, else the default step base (week: −259,200,000), else zero.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{step_base, InputAttributes, InputType};
/// let attrs = InputAttributes { min: Some("x"), value: Some("0.5"), ..InputAttributes::default() };
/// assert_eq!(step_base(InputType::Number, &attrs), 0.5);
/// assert_eq!(step_base(InputType::Week, &InputAttributes::default()), -259_200_000.0);
/// ```
pub fn step_base(ty: InputType, attrs: &InputAttributes<'_>) -> f64 {
    step_base_decimal(ty, attrs).to_f64()
}

/// Whether the element [has a reversed range](https://html.spec.whatwg.org/multipage/input.html#have-a-reversed-range):
/// a periodic domain (time) and a maximum below the minimum.
fn reversed_range(ty: InputType, min: Option<Decimal>, max: Option<Decimal>) -> bool {
    match (min, max) {
        (Some(min), Some(max)) => ty.has_periodic_domain() && max.cmp_exact(min).is_lt(),
        _ => false,
    }
}

/// [Suffering from a step mismatch](https://html.spec.whatwg.org/multipage/input.html#the-step-attribute):
/// there is an allowed value step, the value converts to a number, and the
/// number minus the step base is not an integral multiple of the step.
/// Decided exactly on the decimals the doubles print as, so `min=0.2
/// step=0.1` accepts `0.3`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{suffers_from_step_mismatch, InputAttributes, InputType};
/// let attrs = InputAttributes { min: Some("0.2"), step: Some("0.1"), ..InputAttributes::default() };
/// assert!(!suffers_from_step_mismatch(InputType::Number, "0.3", &attrs));
/// assert!(suffers_from_step_mismatch(InputType::Number, "0.35", &attrs));
/// assert!(!suffers_from_step_mismatch(InputType::Time, "10:00:30", &InputAttributes { step: Some("any"), ..attrs }));
/// assert!(suffers_from_step_mismatch(InputType::Time, "10:00:30", &InputAttributes::default()));
/// ```
pub fn suffers_from_step_mismatch(ty: InputType, value: &str, attrs: &InputAttributes<'_>) -> bool {
    let Some(step) = allowed_value_step_decimal(ty, attrs.step) else {
        return false;
    };
    let Some(number) = string_to_decimal(ty, value) else {
        return false;
    };
    !decimal::is_integral_multiple(number, step_base_decimal(ty, attrs), step)
}

/// [Suffering from an underflow](https://html.spec.whatwg.org/multipage/input.html#the-min-and-max-attributes):
/// the value converts to a number below the minimum (with no reversed
/// range), or, with a reversed range (time, `max < min`), above the maximum
/// and below the minimum.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{suffers_from_underflow, InputAttributes, InputType};
/// let attrs = InputAttributes { min: Some("5"), ..InputAttributes::default() };
/// assert!(suffers_from_underflow(InputType::Number, "4.9", &attrs));
/// let night = InputAttributes { min: Some("22:00"), max: Some("06:00"), ..InputAttributes::default() };
/// assert!(!suffers_from_underflow(InputType::Time, "23:00", &night));
/// assert!(suffers_from_underflow(InputType::Time, "12:00", &night));
/// ```
pub fn suffers_from_underflow(ty: InputType, value: &str, attrs: &InputAttributes<'_>) -> bool {
    out_of_range(ty, value, attrs).0
}

/// Whether the value converts to a number below the minimum, and whether to
/// one above the maximum; with a reversed range, both are whether it lies
/// above the maximum and below the minimum. Neither when it converts to no
/// number.
fn out_of_range(ty: InputType, value: &str, attrs: &InputAttributes<'_>) -> (bool, bool) {
    let (min, max) = (minimum_decimal(ty, attrs), maximum_decimal(ty, attrs));
    let Some(number) = string_to_decimal(ty, value) else {
        return (false, false);
    };
    if let (Some(min), Some(max)) = (min, max) {
        if reversed_range(ty, Some(min), Some(max)) {
            let between = number.cmp_exact(max).is_gt() && number.cmp_exact(min).is_lt();
            return (between, between);
        }
    }
    (
        min.is_some_and(|min| number.cmp_exact(min).is_lt()),
        max.is_some_and(|max| number.cmp_exact(max).is_gt()),
    )
}

/// [Suffering from an overflow](https://html.spec.whatwg.org/multipage/input.html#the-min-and-max-attributes):
/// the value converts to a number above the maximum (with no reversed
/// range), or, with a reversed range, above the maximum and below the
/// minimum.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{suffers_from_overflow, InputAttributes, InputType};
/// let attrs = InputAttributes { max: Some("2000-01"), ..InputAttributes::default() };
/// assert!(suffers_from_overflow(InputType::Month, "2000-02", &attrs));
/// assert!(!suffers_from_overflow(InputType::Month, "", &attrs));
/// ```
pub fn suffers_from_overflow(ty: InputType, value: &str, attrs: &InputAttributes<'_>) -> bool {
    out_of_range(ty, value, attrs).1
}

/// Which method: `stepUp()` or `stepDown()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepDirection {
    /// `stepUp(n)`
    Up,
    /// `stepDown(n)`
    Down,
}

/// The [`stepUp(n)` / `stepDown(n)`](https://html.spec.whatwg.org/multipage/input.html#dom-input-stepup)
/// steps on an element of the `type` state whose value is `value` (already
/// sanitized) and whose content attributes are `attrs`: the value
/// afterwards (the same string when the steps return early). The
/// arithmetic is exact decimal arithmetic on the numbers the doubles print
/// as (`0.1` stepped up from `0.2` is `0.3`), while the aligned digits fit
/// 38 places; beyond that, double arithmetic. Step 10 applies to an empty
/// or invalid value too (as zero), as the spec writes it; Chromium skips it
/// there, so `stepUp()` on an empty `max=-5` number gives `-5` in Chromium
/// and the empty string here. After a step that is not whole minutes, time
/// values are written with their seconds (`00:00:00`), as engines do (any
/// valid time string is conforming); datetime-local values stay normalized,
/// as its number-to-string says.
///
/// # Errors
///
/// [`InvalidStateError`] when the methods do not apply to the state (step
/// 1) or there is no allowed value step (`step=any`, step 2).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{step_up_down, InputAttributes, InputType, StepDirection};
/// let attrs = InputAttributes { step: Some("0.1"), ..InputAttributes::default() };
/// assert_eq!(step_up_down(InputType::Number, "0.2", &attrs, StepDirection::Up, 1).unwrap(), "0.3");
/// assert_eq!(step_up_down(InputType::Number, "", &attrs, StepDirection::Down, 3).unwrap(), "-0.3");
/// let attrs = InputAttributes { max: Some("2000-01-10"), ..InputAttributes::default() };
/// assert_eq!(step_up_down(InputType::Date, "2000-01-09", &attrs, StepDirection::Up, 5).unwrap(), "2000-01-10");
/// let any = InputAttributes { step: Some("any"), ..InputAttributes::default() };
/// assert!(step_up_down(InputType::Number, "1", &any, StepDirection::Up, 1).is_err());
/// assert!(step_up_down(InputType::Text, "1", &InputAttributes::default(), StepDirection::Up, 1).is_err());
/// ```
pub fn step_up_down(
    ty: InputType,
    value: &str,
    attrs: &InputAttributes<'_>,
    direction: StepDirection,
    n: i64,
) -> Result<String, InvalidStateError> {
    let unchanged = || Ok(String::from(value));
    // Step 1: the methods apply to the numeric states only.
    if !ty.is_numeric() {
        return Err(InvalidStateError::DoesNotApply);
    }
    // Step 2: no allowed value step.
    let Some(step) = allowed_value_step_decimal(ty, attrs.step) else {
        return Err(InvalidStateError::NoAllowedValueStep);
    };
    let base = step_base_decimal(ty, attrs);
    let (min, max) = (minimum_decimal(ty, attrs), maximum_decimal(ty, attrs));
    if let (Some(min), Some(max)) = (min, max) {
        // Step 3: a minimum above the maximum.
        if min.cmp_exact(max).is_gt() {
            return unchanged();
        }
        // Step 4: no allowed value between them.
        if decimal::ceil_to_grid(min, base, step)
            .cmp_exact(max)
            .is_gt()
        {
            return unchanged();
        }
    }
    // Step 5: the value as a number, or zero.
    let mut number = string_to_decimal(ty, value).unwrap_or(Decimal::ZERO);
    // Step 6.
    let before = number;
    if !decimal::is_integral_multiple(number, base, step) {
        // Step 7: the nearest allowed value below (down) or above (up).
        number = match direction {
            StepDirection::Down => decimal::floor_to_grid(number, base, step),
            StepDirection::Up => decimal::ceil_to_grid(number, base, step),
        };
    } else {
        // Steps 7.1-7.4: add n times the step (negated for stepDown).
        let n = match direction {
            StepDirection::Up => i128::from(n),
            StepDirection::Down => -i128::from(n),
        };
        let delta = step
            .checked_mul_int(n)
            .unwrap_or_else(|| Decimal::from_f64(step.to_f64() * n as f64).unwrap_or(step));
        number = decimal::add(number, delta);
    }
    // Step 8: below the minimum: the smallest allowed value at or above it.
    if let Some(min) = min {
        if number.cmp_exact(min).is_lt() {
            number = decimal::ceil_to_grid(min, base, step);
        }
    }
    // Step 9: above the maximum: the largest allowed value at or below it.
    if let Some(max) = max {
        if number.cmp_exact(max).is_gt() {
            number = decimal::floor_to_grid(max, base, step);
        }
    }
    // Step 10: moved the wrong way.
    let wrong_way = match direction {
        StepDirection::Down => number.cmp_exact(before) == Ordering::Greater,
        StepDirection::Up => number.cmp_exact(before) == Ordering::Less,
    };
    if wrong_way {
        return unchanged();
    }
    // Steps 11-12: the state's number-to-string; a number it cannot
    // represent sets the value to the empty string (the sanitization).
    let mut text = number_to_string(ty, number.to_f64()).unwrap_or_default();
    with_step_precision(ty, step, &mut text);
    Ok(text)
}

/// Any valid time string will do for the time state; engines write the
/// seconds when the step is not a whole number of minutes (`00:00:00` after
/// a stepDown with `step=86399`), and so does this: `:00` is added to a time
/// written without seconds. Not to a local date and time: its number-to-string
/// must give the *normalized* string, which omits zero seconds (engines
/// write them; the text wins).
fn with_step_precision(ty: InputType, step: Decimal, text: &mut String) {
    if ty != InputType::Time {
        return;
    }
    if decimal::is_integral_multiple(step, Decimal::ZERO, Decimal::from_int(60_000)) {
        return;
    }
    let clock = text.rsplit('T').next().unwrap_or("");
    if clock.len() == 5 {
        text.push_str(":00");
    }
}
