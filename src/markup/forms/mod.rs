//! [4.10.5 The input element](https://html.spec.whatwg.org/multipage/input.html):
//! the `type` states, the value sanitization algorithms, the conversions
//! behind `valueAsNumber`, `min` / `max` / `step` and `stepUp()` /
//! `stepDown()`, the range, step and type constraints; and
//! [2.6.1 reflecting](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes)
//! content attributes as integer and double IDL attributes.
//!
//! These are DOM algorithms over attribute strings, not syntaxes: they
//! return values, not located errors. The step rules are decided exactly
//! (see [`suffers_from_step_mismatch`] and [`step_up_down`]): each number is
//! taken as the decimal its double prints as (ECMAScript `Number::toString`)
//! and the arithmetic is exact on those decimals, as engines' decimal
//! arithmetic is, so `min=0.2 step=0.1` accepts `0.3`.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::forms::*;
//! let attrs = InputAttributes { min: Some("0.2"), step: Some("0.1"), ..InputAttributes::default() };
//! let ty = InputType::from_attribute(Some("NUMBER"));
//! assert_eq!(sanitize_value(ty, "0.3", &attrs), "0.3");
//! assert!(!suffers_from_step_mismatch(ty, "0.3", &attrs));
//! assert_eq!(step_up_down(ty, "0.3", &attrs, StepDirection::Up, 2).unwrap(), "0.5");
//! assert_eq!(value_as_number(InputType::Time, "01:00"), 3_600_000.0);
//! ```

mod applies;
#[cfg(feature = "css-color")]
mod color;
mod convert;
mod decimal;
pub(crate) mod gauges;
mod input_type;
mod reflect;
mod sanitize;
mod step;
mod validity;

use core::fmt;

pub use crate::common::keywords::enumerated::{InputType, ALL_INPUT_TYPES};
pub use applies::{
    must_not_be_specified, states_where_allowed, NotAllowed, BOOKKEPT_ATTRIBUTES,
    MUST_NOT_BE_SPECIFIED, NOT_ALLOWED_DETAILS,
};
#[cfg(feature = "css-color")]
pub use color::{
    serialize_a_color_well_control_color, update_a_color_well_control_color, ColorSpaceState,
};
pub use convert::{number_to_string, string_to_number, value_as_number};
pub use gauges::{meter_problems, progress_problems, BoundProblem, MeterValues, BOUND_DETAILS};
pub use input_type::ValueMode;
pub use reflect::{integer_reflection, reflect_double, reflect_integer, IntegerReflection};
pub use sanitize::{sanitize_value, type_change_value};
pub use step::{
    allowed_value_step, maximum, minimum, step_base, step_up_down, suffers_from_overflow,
    suffers_from_step_mismatch, suffers_from_underflow, StepDirection,
};
pub use validity::{
    is_valid_absolute_url_simplified, is_valid_email_address, is_valid_email_address_list,
    suffers_from_type_mismatch,
};

pub(crate) use step::allowed_value_step_decimal;

/// The content attributes of an `input` element the algorithms read
/// (`None` = the attribute is absent).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::InputAttributes;
/// let attrs = InputAttributes { min: Some("0"), max: Some("10"), ..InputAttributes::default() };
/// assert_eq!(attrs.step, None);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InputAttributes<'a> {
    /// The `min` content attribute.
    pub min: Option<&'a str>,
    /// The `max` content attribute.
    pub max: Option<&'a str>,
    /// The `step` content attribute.
    pub step: Option<&'a str>,
    /// The `value` content attribute (the default value; the step base
    /// falls back to it).
    pub value: Option<&'a str>,
    /// Whether the `multiple` attribute is present.
    pub multiple: bool,
    /// Whether the `alpha` attribute is present (the Color state).
    pub alpha: bool,
    /// The `colorspace` content attribute (the Color state).
    pub colorspace: Option<&'a str>,
}

/// The `InvalidStateError` DOMException the algorithms throw.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::InvalidStateError;
/// assert_eq!(InvalidStateError::NoAllowedValueStep.to_string(), "the element has no allowed value step (step is \"any\")");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InvalidStateError {
    /// `stepUp()`/`stepDown()` or `valueAsNumber` do not apply to the state.
    DoesNotApply,
    /// `stepUp()`/`stepDown()` with no allowed value step.
    NoAllowedValueStep,
    /// Setting a non-empty value in the filename mode (`type=file`).
    FilenameValue,
}

impl InvalidStateError {
    /// A stable snake_case code: `"invalid_state"`.
    pub fn code(self) -> &'static str {
        "invalid_state"
    }
}

impl fmt::Display for InvalidStateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            InvalidStateError::DoesNotApply => "the method does not apply to this input type",
            InvalidStateError::NoAllowedValueStep => {
                "the element has no allowed value step (step is \"any\")"
            }
            InvalidStateError::FilenameValue => {
                "a file input's value can only be set to the empty string"
            }
        })
    }
}

impl core::error::Error for InvalidStateError {}

/// What the [`valueAsNumber` setter](https://html.spec.whatwg.org/multipage/input.html#dom-input-valueasnumber)
/// writes to the value: the empty string for NaN, else the state's
/// number-to-string (the empty string when the state cannot represent the
/// number, after the value sanitization algorithm).
///
/// # Errors
///
/// [`SetValueAsNumberError::TypeError`] for an infinite number;
/// [`SetValueAsNumberError::InvalidState`] when `valueAsNumber` does not
/// apply to the state.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{set_value_as_number, InputType};
/// assert_eq!(set_value_as_number(InputType::Month, 0.0).unwrap(), "1970-01");
/// assert_eq!(set_value_as_number(InputType::Number, f64::NAN).unwrap(), "");
/// assert!(set_value_as_number(InputType::Number, f64::INFINITY).is_err());
/// assert!(set_value_as_number(InputType::Text, 1.0).is_err());
/// ```
pub fn set_value_as_number(
    ty: InputType,
    number: f64,
) -> Result<alloc::string::String, SetValueAsNumberError> {
    if number.is_infinite() {
        return Err(SetValueAsNumberError::TypeError);
    }
    if !ty.is_numeric() {
        return Err(SetValueAsNumberError::InvalidState(
            InvalidStateError::DoesNotApply,
        ));
    }
    if number.is_nan() {
        return Ok(alloc::string::String::new());
    }
    Ok(number_to_string(ty, number).unwrap_or_default())
}

/// Why the `valueAsNumber` setter throws.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SetValueAsNumberError {
    /// An infinite number (a `TypeError`).
    TypeError,
    /// `valueAsNumber` does not apply to the state.
    InvalidState(InvalidStateError),
}

impl fmt::Display for SetValueAsNumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetValueAsNumberError::TypeError => f.write_str("the number is infinite"),
            SetValueAsNumberError::InvalidState(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for SetValueAsNumberError {}
