//! The passes that compare the numbers of one element's attributes:
//! `min_le_max` (an `input`'s `max` below its `min`), `progress_bounds` and
//! `meter_bounds` (the constraints among their numbers), and their kinds,
//! each declared once (the bounds' codes are those
//! [`progress_problems`](crate::forms::progress_problems) and
//! [`meter_problems`](crate::forms::meter_problems) give).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;

use crate::base::error::{detail_kinds, Severity};
use crate::markup::attributes::{AttributeCheck, Reading};
use crate::markup::document::finding::{Diagnosis, Finding};
use crate::markup::document::tokens::StartTag;
use crate::markup::forms::{meter_problems, progress_problems, BoundProblem, MeterValues};

detail_kinds! {
    /// What the `min_le_max` pass finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::MinLeMaxProblem};
    ///
    /// let report = check_str("<input type=number min=10 max=2>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     MinLeMaxProblem::from_kind(&kind),
    ///     Some(MinLeMaxProblem::MaxBelowMin { min: "10".into(), max: "2".into() })
    /// );
    /// ```
    pub enum MinLeMaxProblem (owned);
    pub static MIN_LE_MAX_DETAILS = (syntax "min_le_max", otherwise "max_below_min", "`max` below `min`");
    {
        /// An `input`'s `max` below its `min`.
        MaxBelowMin { min: String, max: String } => ("max_below_min", Warning, "max \"{max}\" is less than min \"{min}\"")
            help("swap min and max, or fix one of them"),
    }
}

/// The kinds of `min_le_max`.
pub(in crate::markup::document) const MIN_LE_MAX_KINDS: super::KindList = MinLeMaxProblem::KINDS;

/// The kinds of `progress_bounds`: all but `high_below_low` (the last).
pub(in crate::markup::document) const PROGRESS_KINDS: super::KindList =
    BoundProblem::KINDS.split_at(3).0;

/// The kinds of `meter_bounds`: all but `max_not_positive` (the first).
pub(in crate::markup::document) const METER_KINDS: super::KindList =
    BoundProblem::KINDS.split_at(1).1;

/// The attribute rows whose `min` and `max` may be reversed (`input
/// type=time`): no `min_le_max` warning there.
fn comparable(a: &Reading, b: &Reading) -> Option<bool> {
    use Reading as R;
    Some(match (a, b) {
        (R::Float(x), R::Float(y)) => x <= y,
        (R::Integer(x), R::Integer(y)) => x <= y,
        (R::Date(x), R::Date(y)) => x <= y,
        (R::Month(x), R::Month(y)) => x <= y,
        (R::Week(x), R::Week(y)) => x <= y,
        (R::LocalDateTime(x), R::LocalDateTime(y)) => x <= y,
        _ => return None,
    })
}

/// The broken constraints among a `progress` or `meter` element's valid
/// number attributes (`readings`: name, reading, value span, value), as
/// findings at the value of the attribute each is reported at.
pub(in crate::markup::document) fn bounds(
    element: &str,
    readings: &[Read<'_>],
    findings: &mut Vec<Finding>,
) {
    let number = |name: &str| {
        readings.iter().find_map(|r| match r.reading {
            Reading::Float(x) if r.name == name => Some(x),
            _ => None,
        })
    };
    let (syntax, problems) = if element == "progress" {
        (
            "progress_bounds",
            progress_problems(number("value"), number("max")),
        )
    } else {
        let values = MeterValues {
            value: number("value"),
            min: number("min"),
            max: number("max"),
            low: number("low"),
            high: number("high"),
            optimum: number("optimum"),
        };
        ("meter_bounds", meter_problems(&values))
    };
    for problem in problems {
        let Some(read) = readings.iter().find(|r| r.name == problem.attribute()) else {
            continue;
        };
        let spec = problem.spec();
        findings.push(Finding::new(
            read.span.clone(),
            element,
            problem.attribute(),
            read.value,
            Diagnosis::declared(syntax, problem, spec),
        ));
    }
}

/// One valid value a cross-attribute rule compares: the attribute's name,
/// what a browser reads, where the value is written, the value.
pub(in crate::markup::document) struct Read<'t> {
    /// The attribute's name.
    pub(in crate::markup::document) name: &'t str,
    /// What a browser reads.
    pub(in crate::markup::document) reading: Reading,
    /// Where the value is written.
    pub(in crate::markup::document) span: Range<usize>,
    /// The value.
    pub(in crate::markup::document) value: &'t str,
}

/// Whether a cross-attribute rule compares `attribute` of `element`.
pub(in crate::markup::document) fn compared(element: &str, attribute: &str) -> bool {
    match element {
        "input" => matches!(attribute, "min" | "max"),
        "progress" | "meter" => true,
        _ => false,
    }
}

/// The reading of a value that is valid (a warning, such as a date no real
/// value has, keeps it valid, and so comparable).
pub(in crate::markup::document) fn valid_reading(check: &AttributeCheck) -> Option<Reading> {
    let valid = check
        .violations
        .iter()
        .all(|e| e.kind().severity() == Severity::Warning);
    check.reading.filter(|_| valid)
}

/// `min_le_max`: an `input`'s `max` below its `min` (a warning).
pub(in crate::markup::document) fn min_le_max(
    tag: &StartTag,
    readings: &[Read<'_>],
    findings: &mut Vec<Finding>,
) {
    let min = readings.iter().find(|r| r.name == "min");
    let max = readings.iter().find(|r| r.name == "max");
    let (Some(min), Some(max)) = (min, max) else {
        return;
    };
    if comparable(&min.reading, &max.reading) != Some(false) {
        return;
    }
    findings.push(Finding::new(
        max.span.clone(),
        &tag.name,
        "max",
        max.value,
        Diagnosis::declared(
            "min_le_max",
            MinLeMaxProblem::MaxBelowMin {
                min: min.value.to_string(),
                max: max.value.to_string(),
            },
            "https://html.spec.whatwg.org/multipage/input.html#attr-input-max",
        ),
    ));
}
