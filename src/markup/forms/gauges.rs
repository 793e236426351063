//! The constraints between the number attributes of
//! [`progress`](https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element)
//! and [`meter`](https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element):
//! rules across attributes, each value already a valid floating-point
//! number (the attribute table checks that).
//!
//! | markup | problem |
//! |---|---|
//! | `<progress max=0>` | `max_not_positive` at `max` |
//! | `<progress value=-1>` | `below_min` at `value` (below zero) |
//! | `<progress value=2>` | `above_max` at `value` (above 1.0, the default) |
//! | `<meter value=3 min=5 max=1>` | `below_min` and `above_max` at `value` |
//! | `<meter value=0.5 low=0.8 high=0.2>` | `high_below_low` at `high` |
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::forms::{meter_problems, progress_problems, MeterValues};
//!
//! let found = progress_problems(Some(5.0), Some(0.0));
//! let codes: Vec<_> = found.iter().map(|p| (p.attribute(), p.code())).collect();
//! assert_eq!(codes, [("max", "max_not_positive"), ("value", "above_max")]);
//!
//! let meter = MeterValues { value: Some(0.5), ..MeterValues::default() };
//! assert!(meter_problems(&meter).is_empty()); // 0 ≤ 0.5 ≤ 1
//! ```

use alloc::vec::Vec;
use core::fmt;

use crate::base::error::detail_kinds;

/// The elements whose numbers are bounded.
static GAUGES: [&str; 2] = ["progress", "meter"];

/// The attributes a bound is reported at.
static BOUNDED: [&str; 5] = ["max", "value", "low", "high", "optimum"];

/// The least a number may be, in words: "zero" (`progress`), "min 5", or
/// "0, the minimum when min is absent".
struct Floor<'a>(&'a str, Option<f64>);

impl fmt::Display for Floor<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Floor("progress", _) => f.write_str("zero"),
            Floor(_, Some(min)) => write!(f, "min {min}"),
            Floor(_, None) => f.write_str("0, the minimum when min is absent"),
        }
    }
}

/// The most a number may be, in words: "max 3", or "1, the maximum when
/// max is absent".
struct Ceiling(Option<f64>);

impl fmt::Display for Ceiling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(max) => write!(f, "max {max}"),
            None => f.write_str("1, the maximum when max is absent"),
        }
    }
}

detail_kinds! {
    /// One broken constraint among a `progress` or `meter` element's
    /// numbers, with the numbers ([`attribute`](BoundProblem::attribute):
    /// where it is reported; [`spec`](BoundProblem::spec): the sentence
    /// that states it). The document checker's `progress_bounds` and
    /// `meter_bounds` findings carry it.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::{progress_problems, BoundProblem};
    ///
    /// let found = progress_problems(Some(70.0), None);
    /// assert_eq!(
    ///     found[0],
    ///     BoundProblem::AboveMax { element: "progress", attribute: "value", value: 70.0, max: None }
    /// );
    /// assert_eq!((found[0].attribute(), found[0].code()), ("value", "above_max"));
    /// assert_eq!(found[0].to_string(), "value 70 is greater than 1, the maximum when max is absent");
    /// ```
    pub enum BoundProblem (numbers);
    pub static BOUND_DETAILS = (syntax "bounds", otherwise "below_min", "a number out of its bounds");
    {
        /// `max` not greater than zero (`progress`).
        MaxNotPositive { max: f64 } => ("max_not_positive", Error, "max must be greater than zero, found {max}"),
        /// A value below the minimum: zero on a `progress`; `min`, or zero
        /// when it is absent, on a `meter`.
        BelowMin {
            /// `progress` or `meter`.
            element: &'static str = GAUGES,
            /// The attribute whose number it is.
            attribute: &'static str = BOUNDED,
            /// Its number.
            value: f64,
            min: Option<f64>,
        } => ("below_min", Error, "{attribute} {value} is less than {}", Floor(element, *min)),
        /// A value above the maximum: `max`, or 1.0 when it is absent.
        AboveMax {
            /// `progress` or `meter`.
            element: &'static str = GAUGES,
            /// The attribute whose number it is.
            attribute: &'static str = BOUNDED,
            /// Its number.
            value: f64,
            max: Option<f64>,
        } => ("above_max", Error, "{attribute} {value} is greater than {}", Ceiling(*max)),
        /// `high` below `low` (`meter`).
        HighBelowLow { high: f64, low: f64 } => ("high_below_low", Error, "high {high} is less than low {low}"),
    }
}

impl BoundProblem {
    /// The attribute the problem is reported at.
    pub fn attribute(&self) -> &'static str {
        match self {
            BoundProblem::MaxNotPositive { .. } => "max",
            BoundProblem::BelowMin { attribute, .. } | BoundProblem::AboveMax { attribute, .. } => {
                attribute
            }
            BoundProblem::HighBelowLow { .. } => "high",
        }
    }

    /// The URL of the sentence that states the constraint.
    pub fn spec(&self) -> &'static str {
        match self {
            BoundProblem::MaxNotPositive { .. } => PROGRESS,
            BoundProblem::BelowMin { element, .. } | BoundProblem::AboveMax { element, .. }
                if *element == "progress" =>
            {
                PROGRESS
            }
            _ => METER,
        }
    }
}

/// The `progress` element's section.
const PROGRESS: &str =
    "https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element";
/// The `meter` element's section.
const METER: &str = "https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element";

/// The broken constraints of a `progress` element's `value` and `max`
/// (each `None` when absent or not a valid floating-point number)
/// ([4.10.13](https://html.spec.whatwg.org/multipage/form-elements.html#the-progress-element)):
/// "The max attribute, if present, must have a value greater than zero";
/// "The value attribute, if present, must have a value greater than or equal
/// to zero, and less than or equal to the value of the max attribute, if
/// present, or 1.0, otherwise."
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::progress_problems;
///
/// assert_eq!(progress_problems(None, Some(-1.0))[0].to_string(), "max must be greater than zero, found -1");
/// assert_eq!(progress_problems(Some(-1.0), None)[0].code(), "below_min");
/// assert_eq!(progress_problems(Some(-1.0), None)[0].to_string(), "value -1 is less than zero");
/// assert_eq!(progress_problems(Some(70.0), None)[0].to_string(), "value 70 is greater than 1, the maximum when max is absent");
/// assert!(progress_problems(Some(70.0), Some(100.0)).is_empty());
/// ```
pub fn progress_problems(value: Option<f64>, max: Option<f64>) -> Vec<BoundProblem> {
    let mut found = Vec::new();
    if let Some(max) = max.filter(|&m| m <= 0.0) {
        found.push(BoundProblem::MaxNotPositive { max });
    }
    if let Some(value) = value {
        if value < 0.0 {
            found.push(BoundProblem::BelowMin {
                element: "progress",
                attribute: "value",
                value,
                min: None,
            });
        }
        if value > max.unwrap_or(1.0) {
            found.push(BoundProblem::AboveMax {
                element: "progress",
                attribute: "value",
                value,
                max,
            });
        }
    }
    found
}

/// A `meter` element's number attributes, each `None` when absent or not
/// a valid floating-point number.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::MeterValues;
/// let m = MeterValues { value: Some(0.2), high: Some(0.9), ..MeterValues::default() };
/// assert_eq!(m.min, None);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct MeterValues {
    /// `value`.
    pub value: Option<f64>,
    /// `min`.
    pub min: Option<f64>,
    /// `max`.
    pub max: Option<f64>,
    /// `low`.
    pub low: Option<f64>,
    /// `high`.
    pub high: Option<f64>,
    /// `optimum`.
    pub optimum: Option<f64>,
}

/// The broken inequalities of a `meter` element
/// ([4.10.14](https://html.spec.whatwg.org/multipage/form-elements.html#the-meter-element)):
/// minimum is `min`, or zero; maximum is `max`, or 1.0; and "the following
/// inequalities must hold, as applicable": minimum ≤ value ≤ maximum,
/// minimum ≤ low ≤ maximum, minimum ≤ high ≤ maximum, minimum ≤ optimum ≤
/// maximum (each if specified), low ≤ high (if both are specified).
///
/// Each is reported at the attribute the range bounds (`value`, `low`,
/// `high`, `optimum`), and low ≤ high at `high`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{meter_problems, MeterValues};
///
/// let m = MeterValues { value: Some(3.0), min: Some(5.0), max: Some(1.0), ..MeterValues::default() };
/// let found: Vec<_> = meter_problems(&m).into_iter().map(|p| p.to_string()).collect();
/// assert_eq!(found, ["value 3 is less than min 5", "value 3 is greater than max 1"]);
/// ```
pub fn meter_problems(m: &MeterValues) -> Vec<BoundProblem> {
    let mut found = Vec::new();
    // "If the min attribute is specified … otherwise, let it be zero."
    let minimum = m.min.unwrap_or(0.0);
    // "If the max attribute is specified … otherwise, let it be 1.0."
    let maximum = m.max.unwrap_or(1.0);
    let bounded = [
        ("value", m.value),
        ("low", m.low),
        ("high", m.high),
        ("optimum", m.optimum),
    ];
    for (attribute, x) in bounded {
        let Some(x) = x else { continue };
        if x < minimum {
            found.push(BoundProblem::BelowMin {
                element: "meter",
                attribute,
                value: x,
                min: m.min,
            });
        }
        if x > maximum {
            found.push(BoundProblem::AboveMax {
                element: "meter",
                attribute,
                value: x,
                max: m.max,
            });
        }
    }
    if let (Some(low), Some(high)) = (m.low, m.high) {
        if low > high {
            found.push(BoundProblem::HighBelowLow { high, low });
        }
    }
    found
}
