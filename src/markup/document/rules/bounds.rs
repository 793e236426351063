//! The kinds of the passes over the numbers of `progress` and `meter`
//! (`progress_bounds`, `meter_bounds`), each declared once: their codes are
//! those [`progress_problems`](crate::forms::progress_problems) and
//! [`meter_problems`](crate::forms::meter_problems) give.

use crate::base::error::Severity;
use crate::markup::forms::gauges::codes;

use super::RuleKind;

/// `max` not greater than zero.
const MAX_NOT_POSITIVE: RuleKind = RuleKind {
    code: codes::MAX_NOT_POSITIVE,
    severity: Severity::Error,
    summary: "a `max` that is not greater than zero",
};

/// A value below the minimum.
const BELOW_MIN: RuleKind = RuleKind {
    code: codes::BELOW_MIN,
    severity: Severity::Error,
    summary: "a value below `min` (below zero on a `progress`)",
};

/// A value above the maximum.
const ABOVE_MAX: RuleKind = RuleKind {
    code: codes::ABOVE_MAX,
    severity: Severity::Error,
    summary: "a value above `max`",
};

/// `high` below `low`.
const HIGH_BELOW_LOW: RuleKind = RuleKind {
    code: codes::HIGH_BELOW_LOW,
    severity: Severity::Error,
    summary: "a `high` below `low`",
};

/// The kinds of `progress_bounds`.
pub(in crate::markup::document) const PROGRESS_KINDS: &[RuleKind] =
    &[MAX_NOT_POSITIVE, BELOW_MIN, ABOVE_MAX];

/// The kinds of `meter_bounds`.
pub(in crate::markup::document) const METER_KINDS: &[RuleKind] =
    &[BELOW_MIN, ABOVE_MAX, HIGH_BELOW_LOW];
