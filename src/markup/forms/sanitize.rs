//! The value sanitization algorithms, and what a change of `type` does to
//! the value.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};

use super::decimal::{self, Decimal};
use super::step::{maximum_decimal, minimum_decimal, step_base_decimal};
use super::{allowed_value_step_decimal, InputAttributes, InputType, InvalidStateError, ValueMode};
#[cfg(not(feature = "css-color"))]
use crate::common::color::parse_simple_color;
use crate::common::datetime::{
    is_valid_date, is_valid_local_date_time, is_valid_month, is_valid_normalized_local_date_time,
    is_valid_time, is_valid_week, parse_local_date_time,
};
use crate::common::idioms::{split_on_commas, strip_leading_and_trailing_ascii_whitespace};
use crate::common::numbers::{best_representation, is_valid_float};

/// [Strip newlines](https://infra.spec.whatwg.org/#strip-newlines): remove
/// every U+000A LF and U+000D CR. Borrows when there is none.
fn strip_newlines(value: &str) -> Cow<'_, str> {
    if value.bytes().any(|b| b == b'\n' || b == b'\r') {
        Cow::Owned(value.chars().filter(|c| *c != '\n' && *c != '\r').collect())
    } else {
        Cow::Borrowed(value)
    }
}

/// Strip newlines, then leading and trailing ASCII whitespace.
fn strip_newlines_and_whitespace(value: &str) -> Cow<'_, str> {
    match strip_newlines(value) {
        Cow::Borrowed(s) => Cow::Borrowed(strip_leading_and_trailing_ascii_whitespace(s)),
        Cow::Owned(s) => Cow::Owned(strip_leading_and_trailing_ascii_whitespace(&s).to_string()),
    }
}

/// The value sanitization algorithm of the `type` state
/// ([the input element](https://html.spec.whatwg.org/multipage/input.html#value-sanitization-algorithm)):
///
/// * text, search, tel, password: strip newlines;
/// * url: strip newlines, then leading and trailing ASCII whitespace;
/// * email: the same; with `multiple`, split on commas (each token stripped
///   of leading and trailing ASCII whitespace) and join with `,`;
/// * date, month, week, time: the empty string unless the value is a valid
///   string of that kind; datetime-local: the valid normalized local date
///   and time string of a valid local date and time string, else empty;
/// * number: the empty string unless a valid floating-point number;
/// * range: the best representation of the default value unless a valid
///   floating-point number; then, as the range state requires, a value
///   below the minimum becomes the minimum, above the maximum (when the
///   maximum is not below the minimum) the maximum, and a step mismatch
///   rounds to the nearest allowed value within them (ties upward);
/// * color (feature `css-color`): [update a color well control color](super::update_a_color_well_control_color)
///   with the `alpha` and `colorspace` attributes: the value parsed as a CSS
///   color (opaque black on failure) and serialized (`#rrggbb` in the limited
///   sRGB state without `alpha`). Without the feature: the older text's
///   algorithm, a valid simple color in ASCII lowercase, else `#000000`;
/// * hidden, checkbox, radio, file and the buttons: none (the value as is).
///
/// Borrows the input when the value is unchanged (no allocation).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{sanitize_value, InputAttributes, InputType};
/// let none = InputAttributes::default();
/// assert_eq!(sanitize_value(InputType::Url, " http://a\n ", &none), "http://a");
/// assert_eq!(sanitize_value(InputType::DateTimeLocal, "2000-01-01 10:00:00.000", &none), "2000-01-01T10:00");
/// assert_eq!(sanitize_value(InputType::Range, "x", &none), "50");
/// assert_eq!(sanitize_value(InputType::Color, "#FFAA00", &none), "#ffaa00");
/// let multiple = InputAttributes { multiple: true, ..InputAttributes::default() };
/// assert_eq!(sanitize_value(InputType::Email, " a@b , c@d ", &multiple), "a@b,c@d");
/// ```
pub fn sanitize_value<'v>(
    ty: InputType,
    value: &'v str,
    attrs: &InputAttributes<'_>,
) -> Cow<'v, str> {
    match ty {
        InputType::Text | InputType::Search | InputType::Telephone | InputType::Password => {
            strip_newlines(value)
        }
        InputType::Url => strip_newlines_and_whitespace(value),
        InputType::Email if attrs.multiple => {
            // Split on commas (tokens stripped), join with ','. The tokens
            // are pieces of the value: when they and their commas add up to
            // its length, nothing was stripped and the value stands.
            let (count, length) =
                split_on_commas(value).fold((0usize, 0usize), |(n, len), t| (n + 1, len + t.len()));
            if length + count.saturating_sub(1) == value.len() {
                return Cow::Borrowed(value);
            }
            let mut joined = String::with_capacity(value.len());
            for (i, token) in split_on_commas(value).enumerate() {
                if i > 0 {
                    joined.push(',');
                }
                joined.push_str(token);
            }
            Cow::Owned(joined)
        }
        InputType::Email => strip_newlines_and_whitespace(value),
        InputType::Date => keep_if(value, is_valid_date(value)),
        InputType::Month => keep_if(value, is_valid_month(value)),
        InputType::Week => keep_if(value, is_valid_week(value)),
        InputType::Time => keep_if(value, is_valid_time(value)),
        InputType::DateTimeLocal => {
            if is_valid_normalized_local_date_time(value) {
                Cow::Borrowed(value)
            } else if is_valid_local_date_time(value) {
                match parse_local_date_time(value) {
                    Ok(moment) => Cow::Owned(moment.to_string()),
                    Err(_) => Cow::Borrowed(""),
                }
            } else {
                Cow::Borrowed("")
            }
        }
        InputType::Number => keep_if(value, is_valid_float(value)),
        InputType::Range => sanitize_range(value, attrs),
        InputType::Color => sanitize_color(value, attrs),
        InputType::Hidden
        | InputType::Checkbox
        | InputType::Radio
        | InputType::File
        | InputType::Submit
        | InputType::Image
        | InputType::Reset
        | InputType::Button => Cow::Borrowed(value),
    }
}

/// The Color state: [update a color well control color](super::update_a_color_well_control_color),
/// borrowing the value when it is already its own serialization.
#[cfg(feature = "css-color")]
fn sanitize_color<'v>(value: &'v str, attrs: &InputAttributes<'_>) -> Cow<'v, str> {
    let colorspace = super::ColorSpaceState::from_attribute(attrs.colorspace);
    // Fast path: a valid lowercase simple color serializes as itself in the
    // Limited sRGB state without alpha (tests/css_color.rs replays WPT's
    // cases through both paths).
    if !attrs.alpha
        && colorspace == super::ColorSpaceState::LimitedSrgb
        && crate::common::color::is_valid_lowercase_simple_color(value)
    {
        return Cow::Borrowed(value);
    }
    let serialized = super::update_a_color_well_control_color(value, attrs.alpha, colorspace);
    if serialized == value {
        Cow::Borrowed(value)
    } else {
        Cow::Owned(serialized)
    }
}

/// The Color state without the `css-color` feature: the text before the
/// CSS colors (a valid simple color, lowercased, else `#000000`).
#[cfg(not(feature = "css-color"))]
fn sanitize_color<'v>(value: &'v str, _attrs: &InputAttributes<'_>) -> Cow<'v, str> {
    match parse_simple_color(value) {
        Ok(color) if crate::common::color::is_valid_simple_color(value) => {
            if value.bytes().any(|b| b.is_ascii_uppercase()) {
                Cow::Owned(color.to_string())
            } else {
                Cow::Borrowed(value)
            }
        }
        _ => Cow::Borrowed("#000000"),
    }
}

fn keep_if(value: &str, valid: bool) -> Cow<'_, str> {
    Cow::Borrowed(if valid { value } else { "" })
}

/// The range state's value: sanitized, then moved into the range and onto
/// the step grid.
fn sanitize_range<'v>(value: &'v str, attrs: &InputAttributes<'_>) -> Cow<'v, str> {
    let ty = InputType::Range;
    // The range state always has a minimum and a maximum (defaults 0, 100).
    let min = minimum_decimal(ty, attrs).unwrap_or(Decimal::ZERO);
    let max = maximum_decimal(ty, attrs).unwrap_or(Decimal::from_int(100));
    let max_below_min = max.cmp_exact(min).is_lt();
    let parsed = if is_valid_float(value) {
        super::convert::string_to_decimal(ty, value)
    } else {
        None
    };
    let (mut number, mut changed) = match parsed {
        Some(n) => (n, false),
        None => {
            // The default value: the minimum plus half the difference, or
            // the minimum when the maximum is below it.
            let default = if max_below_min {
                min
            } else {
                decimal::add(min, max)
                    .checked_mul(Decimal::new(5, -1))
                    .unwrap_or_else(|| {
                        Decimal::from_f64(min.to_f64() / 2.0 + max.to_f64() / 2.0)
                            .unwrap_or(Decimal::ZERO)
                    })
            };
            (default, true)
        }
    };
    // Underflow: the minimum. Overflow: the maximum, unless below the minimum.
    if number.cmp_exact(min).is_lt() {
        number = min;
        changed = true;
    } else if !max_below_min && number.cmp_exact(max).is_gt() {
        number = max;
        changed = true;
    }
    // Step mismatch: the nearest allowed value within the range, ties up.
    if let Some(step) = allowed_value_step_decimal(ty, attrs.step) {
        let base = step_base_decimal(ty, attrs);
        if !decimal::is_integral_multiple(number, base, step) {
            let below = decimal::floor_to_grid(number, base, step);
            let above = decimal::ceil_to_grid(number, base, step);
            let fits = |d: Decimal| {
                !d.cmp_exact(min).is_lt() && (max_below_min || !d.cmp_exact(max).is_gt())
            };
            let choice = match (fits(below), fits(above)) {
                (true, true) => {
                    let down = number.checked_sub(below).map(Decimal::to_f64);
                    let up = above.checked_sub(number).map(Decimal::to_f64);
                    match (down, up) {
                        (Some(d), Some(u)) if d < u => Some(below),
                        _ => Some(above),
                    }
                }
                (true, false) => Some(below),
                (false, true) => Some(above),
                (false, false) => None,
            };
            if let Some(c) = choice {
                number = c;
                changed = true;
            }
        }
    }
    if changed {
        Cow::Owned(best_representation(number.to_f64()).to_string())
    } else {
        Cow::Borrowed(value)
    }
}

/// What the `value` IDL getter returns after: the `type` attribute set to
/// `from`, the `value` IDL attribute set to `value`, then the `type`
/// attribute changed to `to`, on an element with no `value` content
/// attribute and no other attributes
/// ([`type` attribute change steps](https://html.spec.whatwg.org/multipage/input.html#input-type-change)).
///
/// # Errors
///
/// [`InvalidStateError`] when `from` is file and `value` is not empty (the
/// setter throws in the filename mode).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{type_change_value, InputType};
/// // value mode to default/on: the value becomes the content attribute.
/// assert_eq!(type_change_value(InputType::Text, InputType::Checkbox, "foo").unwrap(), "foo");
/// // default/on to value mode: the content attribute, sanitized.
/// assert_eq!(type_change_value(InputType::Checkbox, InputType::Number, "5").unwrap(), "5");
/// assert_eq!(type_change_value(InputType::Text, InputType::Color, "").unwrap(), "#000000");
/// assert_eq!(type_change_value(InputType::Text, InputType::File, "x").unwrap(), "");
/// ```
pub fn type_change_value(
    from: InputType,
    to: InputType,
    value: &str,
) -> Result<String, InvalidStateError> {
    let none = InputAttributes::default();
    // Setting the value IDL attribute in the `from` state.
    let (mut content, mut element_value): (Option<String>, String) = match from.value_mode() {
        ValueMode::Value => (None, sanitize_value(from, value, &none).into_owned()),
        // Default and default/on: the setter sets the content attribute,
        // which (dirty flag false) resets the element's value.
        ValueMode::Default | ValueMode::DefaultOn => (
            Some(value.to_string()),
            sanitize_value(from, value, &none).into_owned(),
        ),
        ValueMode::Filename => {
            if !value.is_empty() {
                return Err(InvalidStateError::FilenameValue);
            }
            (None, String::new())
        }
    };
    let (old, new) = (from.value_mode(), to.value_mode());
    if old == ValueMode::Value
        && !element_value.is_empty()
        && matches!(new, ValueMode::Default | ValueMode::DefaultOn)
    {
        // Step 1: the value becomes the value content attribute.
        content = Some(element_value.clone());
    } else if old != ValueMode::Value && new == ValueMode::Value {
        // Step 2: the value content attribute, or the empty string.
        element_value = content.clone().unwrap_or_default();
    } else if old != ValueMode::Filename && new == ValueMode::Filename {
        // Step 3: the empty string.
        element_value = String::new();
    }
    // Step 6: the new state's value sanitization algorithm.
    element_value = sanitize_value(to, &element_value, &none).into_owned();
    // The getter in the new mode.
    Ok(match new {
        ValueMode::Value => element_value,
        ValueMode::Default => content.unwrap_or_default(),
        ValueMode::DefaultOn => content.unwrap_or_else(|| "on".to_string()),
        ValueMode::Filename => String::new(),
    })
}
