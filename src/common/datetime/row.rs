//! The registry rows of the dates and times (2.3.5), and of `<time
//! datetime>`'s value.

use crate::base::entry;
use crate::base::step::{FirstViolationAndWarning, Steps};
use crate::base::valid::report_to_end;
use crate::common::datetime;
use crate::common::row::{html, ok, reports_all, row, Checked, Reading, SyntaxDef};

/// A date or time syntax in one pass: `steps` once for the valid syntax's
/// verdict, the parse rules' value (`reading`) and, on a valid value, the
/// dates and time-zone offsets not used in practice (the steps' warnings).
#[inline(always)]
fn one_pass<'a, T>(
    value: &'a str,
    steps: impl FnOnce(&'a str, &mut FirstViolationAndWarning) -> Steps<T>,
    reading: impl FnOnce(T) -> Option<Reading>,
) -> Checked {
    let (syntax, read, warning) = entry::check_to_end_warned(value, steps);
    Checked::new(syntax, read.and_then(reading)).beyond(|| warning.map_or(Ok(()), Err))
}

/// A date or time row read in one pass ([`one_pass`]): its static, name,
/// anchor in the HTML Standard, description, steps (at offset 0) and
/// reading (`no reading` for a value the registry reads nothing from), on
/// one line; its report of every finding runs the same steps.
macro_rules! one_pass_row {
    ($(#[$meta:meta])* $row:ident, $name:literal, $anchor:literal, $description:literal, $steps:path, $reading:path) => {
        one_pass_row!(@row $(#[$meta])* $row, $name, $anchor, $description, $steps, |r| Some($reading(r)));
    };
    ($(#[$meta:meta])* $row:ident, $name:literal, $anchor:literal, $description:literal, $steps:path, no reading) => {
        one_pass_row!(@row $(#[$meta])* $row, $name, $anchor, $description, $steps, |_| None);
    };
    (@row $(#[$meta:meta])* $row:ident, $name:literal, $anchor:literal, $description:literal, $steps:path, $reading:expr) => {
        $(#[$meta])*
        pub static $row: SyntaxDef = reports_all(
            row!(
                $name,
                html!($anchor),
                $description,
                |v, _| one_pass(v, |t, s| $steps(t, 0, s), $reading),
                authoring
            ),
            |v, _, report| report_to_end(v, |t, s| $steps(t, 0, s), report),
        );
    };
}

one_pass_row!(
    /// A valid month string.
    VALID_MONTH, "valid_month", "common-microsyntaxes.html#valid-month-string", "is it a valid month string (2.3.5.1)", super::month::month_steps, Reading::Month);

one_pass_row!(
    /// A valid date string.
    VALID_DATE, "valid_date", "common-microsyntaxes.html#valid-date-string", "is it a valid date string (2.3.5.2)", super::date::date_steps, Reading::Date);

/// A valid yearless date string.
pub static VALID_YEARLESS_DATE: SyntaxDef = reports_all(
    row!(
        "valid_yearless_date",
        html!("common-microsyntaxes.html#valid-yearless-date-string"),
        "is it a valid yearless date string (2.3.5.3)",
        |v, _| Checked::verdict(datetime::validate_yearless_date(v)),
    ),
    |v, _, report| {
        report_to_end(
            v,
            |t, s| super::yearless::yearless_date_steps(t, 0, s),
            report,
        )
    },
);

/// A valid time string.
pub static VALID_TIME: SyntaxDef = reports_all(
    row!(
        "valid_time",
        html!("common-microsyntaxes.html#valid-time-string"),
        "is it a valid time string (2.3.5.4)",
        |v, _| {
            let (syntax, time) = entry::check_to_end(v, |t, s| super::time::time_steps(t, 0, s));
            Checked::new(syntax, time.map(Reading::Time))
        },
    ),
    |v, _, report| report_to_end(v, |t, s| super::time::time_steps(t, 0, s), report),
);

one_pass_row!(
    /// A valid local date and time string.
    VALID_LOCAL_DATETIME, "valid_local_datetime", "common-microsyntaxes.html#valid-local-date-and-time-string", "is it a valid local date and time string (2.3.5.5)", super::local::local_date_time_steps, Reading::LocalDateTime);

one_pass_row!(
    /// A valid normalized local date and time string: the normalized steps
    /// read what the local date and time steps read, and report what is not
    /// normalized.
    VALID_NORMALIZED_LOCAL_DATETIME, "valid_normalized_local_datetime", "common-microsyntaxes.html#valid-normalised-local-date-and-time-string", "is it a valid normalized local date and time string (2.3.5.5)", super::local::normalized_local_date_time_steps, Reading::LocalDateTime);

one_pass_row!(
    /// A valid time-zone offset string.
    VALID_TIME_ZONE_OFFSET, "valid_time_zone_offset", "common-microsyntaxes.html#valid-time-zone-offset-string", "is it a valid time-zone offset string (2.3.5.6)", super::zone::time_zone_offset_steps, no reading);

one_pass_row!(
    /// A valid global date and time string.
    VALID_GLOBAL_DATETIME, "valid_global_datetime", "common-microsyntaxes.html#valid-global-date-and-time-string", "is it a valid global date and time string (2.3.5.7)", super::global::global_date_time_steps, no reading);

one_pass_row!(
    /// A valid week string.
    VALID_WEEK, "valid_week", "common-microsyntaxes.html#valid-week-string", "is it a valid week string (2.3.5.8)", super::week::week_steps, Reading::Week);

/// A valid duration string.
pub static VALID_DURATION: SyntaxDef = reports_all(
    row!(
        "valid_duration",
        html!("common-microsyntaxes.html#valid-duration-string"),
        "is it a valid duration string (2.3.5.9)",
        |v, _| Checked::verdict(datetime::validate_duration(v)),
    ),
    |v, _, report| {
        report_to_end(
            v,
            |t, s| super::duration::duration_string_steps(t, 0, s),
            report,
        )
    },
);

one_pass_row!(
    /// A valid date string with optional time (`<ins datetime>`).
    VALID_DATE_WITH_OPTIONAL_TIME, "valid_date_with_optional_time", "common-microsyntaxes.html#valid-date-string-with-optional-time", "is it a valid date string with optional time (2.3.5.10)", super::vague::date_or_time_steps, Reading::DateOrTime);

/// `<time datetime>`: a month, date, yearless date, time, local date and
/// time, time-zone offset, global date and time, week, year (four or more
/// digits, not all zero) or duration string; reads which one it is. An
/// invalid value reports every error of the alternative that read furthest.
pub static DATETIME_VALUE: SyntaxDef = reports_all(
    row!(
        "datetime_value",
        html!("text-level-semantics.html#datetime-value"),
        "is it a valid datetime value of <time>: any of the date, time and duration strings, or a year",
        check_datetime_value,
        authoring
    ),
    |v, c, report| {
        let checked = check_datetime_value(v, c);
        if checked.syntax.is_ok() {
            // A valid value's warning.
            return checked.authoring.into_iter().for_each(report);
        }
        match super::value::furthest(v) {
            Err((_, Some(alternative))) => alternative_row(alternative).report(v, c, report),
            Err((e, None)) => report(e),
            Ok(_) => {}
        }
    },
);

/// [`DATETIME_VALUE`]'s one pass, and for an invalid value the error of
/// the alternative that read furthest.
fn check_datetime_value(v: &str, _: &crate::common::row::Context<'_>) -> Checked {
    let checked = one_pass(
        v,
        |t, s| super::value::datetime_value_steps(t, 0, s),
        |kind| Some(Reading::DatetimeKind(kind)),
    );
    if checked.syntax.is_ok() {
        return checked;
    }
    let kind = super::value::furthest_alternative(v);
    let reading = kind.as_ref().ok().map(|k| Reading::DatetimeKind(k));
    Checked::new(ok(kind), reading)
}

/// The row of one alternative of `<time datetime>`, by the name
/// [`furthest`](super::value::furthest) gives it.
fn alternative_row(name: &str) -> &'static SyntaxDef {
    match name {
        "month" => &VALID_MONTH,
        "date" => &VALID_DATE,
        "yearless date" => &VALID_YEARLESS_DATE,
        "time" => &VALID_TIME,
        "local date and time" => &VALID_LOCAL_DATETIME,
        "time-zone offset" => &VALID_TIME_ZONE_OFFSET,
        "global date and time" => &VALID_GLOBAL_DATETIME,
        "week" => &VALID_WEEK,
        _ => &VALID_DURATION,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec::Vec;

    /// (code, offset) of each error or warning a row reports.
    fn reported(row: &SyntaxDef, value: &str) -> Vec<(&'static str, usize)> {
        row.reported(value)
    }

    #[test]
    fn time_datetime_reports_every_error_of_the_furthest_alternative() {
        // The global date and time read furthest: both of its errors.
        let value = "2024-03-01 09:00:00.1234-00:00";
        assert_eq!(
            reported(&DATETIME_VALUE, value),
            reported(&VALID_GLOBAL_DATETIME, value)
        );
        assert_eq!(reported(&DATETIME_VALUE, value).len(), 2);
        // No alternative reads a character; a valid value's warning.
        assert_eq!(
            reported(&DATETIME_VALUE, "x"),
            [("expected_datetime_value", 0)]
        );
        assert_eq!(
            reported(&DATETIME_VALUE, "0214-09-29"),
            [("year_probably_mistyped", 0)]
        );
        assert_eq!(reported(&DATETIME_VALUE, "PT2H"), []);
    }
}
