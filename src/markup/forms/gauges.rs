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
//! let codes: Vec<_> = found.iter().map(|p| (p.attribute, p.code)).collect();
//! assert_eq!(codes, [("max", "max_not_positive"), ("value", "above_max")]);
//!
//! let meter = MeterValues { value: Some(0.5), ..MeterValues::default() };
//! assert!(meter_problems(&meter).is_empty()); // 0 ≤ 0.5 ≤ 1
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The codes of the broken constraints, each written once: the document
/// checker's `progress_bounds` and `meter_bounds` kinds are these.
pub(crate) mod codes {
    /// `max` not greater than zero (`progress`).
    pub(crate) const MAX_NOT_POSITIVE: &str = "max_not_positive";
    /// A value below the minimum.
    pub(crate) const BELOW_MIN: &str = "below_min";
    /// A value above the maximum.
    pub(crate) const ABOVE_MAX: &str = "above_max";
    /// `high` below `low` (`meter`).
    pub(crate) const HIGH_BELOW_LOW: &str = "high_below_low";
}

/// One broken constraint: the attribute it is reported at, a stable code,
/// and one sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct BoundProblem {
    /// The attribute the problem is reported at.
    pub attribute: &'static str,
    /// `max_not_positive`, `below_min`, `above_max` or `high_below_low`.
    pub code: &'static str,
    /// One sentence, lowercase, no final period.
    pub message: String,
    /// The URL of the sentence that states the constraint.
    pub spec: &'static str,
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
/// assert_eq!(progress_problems(None, Some(-1.0))[0].message, "max must be greater than zero, found -1");
/// assert_eq!(progress_problems(Some(-1.0), None)[0].code, "below_min");
/// assert_eq!(progress_problems(Some(70.0), None)[0].message, "value 70 is greater than 1, the maximum when max is absent");
/// assert!(progress_problems(Some(70.0), Some(100.0)).is_empty());
/// ```
pub fn progress_problems(value: Option<f64>, max: Option<f64>) -> Vec<BoundProblem> {
    let mut found = Vec::new();
    if let Some(max) = max.filter(|&m| m <= 0.0) {
        found.push(BoundProblem {
            attribute: "max",
            code: codes::MAX_NOT_POSITIVE,
            message: format!("max must be greater than zero, found {max}"),
            spec: PROGRESS,
        });
    }
    if let Some(value) = value {
        if value < 0.0 {
            found.push(BoundProblem {
                attribute: "value",
                code: codes::BELOW_MIN,
                message: format!("value {value} is less than zero"),
                spec: PROGRESS,
            });
        }
        let (maximum, absent) = max.map_or((1.0, true), |m| (m, false));
        if value > maximum {
            found.push(above(value, maximum, absent, "value", PROGRESS));
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
/// let found: Vec<_> = meter_problems(&m).into_iter().map(|p| p.message).collect();
/// assert_eq!(found, ["value 3 is less than min 5", "value 3 is greater than max 1"]);
/// ```
pub fn meter_problems(m: &MeterValues) -> Vec<BoundProblem> {
    let mut found = Vec::new();
    // "If the min attribute is specified … otherwise, let it be zero."
    let (minimum, min_absent) = m.min.map_or((0.0, true), |v| (v, false));
    // "If the max attribute is specified … otherwise, let it be 1.0."
    let (maximum, max_absent) = m.max.map_or((1.0, true), |v| (v, false));
    let bounded = [
        ("value", m.value),
        ("low", m.low),
        ("high", m.high),
        ("optimum", m.optimum),
    ];
    for (attribute, x) in bounded {
        let Some(x) = x else { continue };
        if x < minimum {
            let message = if min_absent {
                format!("{attribute} {x} is less than 0, the minimum when min is absent")
            } else {
                format!("{attribute} {x} is less than min {minimum}")
            };
            found.push(BoundProblem {
                attribute,
                code: codes::BELOW_MIN,
                message,
                spec: METER,
            });
        }
        if x > maximum {
            found.push(above(x, maximum, max_absent, attribute, METER));
        }
    }
    if let (Some(low), Some(high)) = (m.low, m.high) {
        if low > high {
            found.push(BoundProblem {
                attribute: "high",
                code: codes::HIGH_BELOW_LOW,
                message: format!("high {high} is less than low {low}"),
                spec: METER,
            });
        }
    }
    found
}

/// `attribute`'s `x` above the maximum (the default when `absent`).
fn above(
    x: f64,
    maximum: f64,
    absent: bool,
    attribute: &'static str,
    spec: &'static str,
) -> BoundProblem {
    let message = if absent {
        format!("{attribute} {x} is greater than 1, the maximum when max is absent")
    } else {
        format!("{attribute} {x} is greater than max {maximum}")
    };
    BoundProblem {
        attribute,
        code: codes::ABOVE_MAX,
        message,
        spec,
    }
}
