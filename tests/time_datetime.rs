//! `<time datetime>` reports the error of the alternative that got furthest
//! (the one whose parse rules read the most, or that failed furthest in).
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::attributes::check_attribute;

/// (code, offset, message) of the one violation of `value`.
fn failure(value: &str) -> (&'static str, usize, String) {
    let check = check_attribute("time", "datetime", value, &[]);
    assert_eq!(
        check.violations.len(),
        1,
        "{value:?}: {:?}",
        check.violations
    );
    let e = &check.violations[0];
    (e.kind().code(), e.offset(), e.message().to_string())
}

#[test]
fn the_furthest_alternative_reports() {
    let cases = [
        // No alternative reads a character: none is a better guess than
        // the others (was the month's "the year needs at least 4 digits").
        (
            "next tuesday",
            "expected_datetime_value",
            0,
            "expected a date, a time, a time-zone offset, a week, a year or a duration, found 'n'",
        ),
        // '-00:00' is not valid (the sign of a zero offset must be '+'):
        // the global date and time reads to the end, then departs at the
        // '-' (was the local date and time's trailing_input at 16).
        (
            "2024-03-01T09:00-00:00",
            "negative_zero_offset",
            16,
            "'-00:00' is not a valid offset, write 'Z' or '+00:00'",
        ),
        // The global date and time fails in its offset, past the local one's end.
        (
            "2024-03-01T09:00+25:00",
            "out_of_range",
            17,
            "time-zone offset hours 25 is out of range, expected 0 to 23",
        ),
        (
            "2024-03-01T25:00",
            "out_of_range",
            11,
            "hour 25 is out of range, expected 0 to 23",
        ),
        (
            "2024-W60",
            "week_out_of_range",
            6,
            "week 60 is out of range for week-year 2024, expected 01 to 52",
        ),
        (
            "P1Y",
            "duration_months",
            1,
            "a duration cannot count months or years, expected weeks, days, hours, minutes or seconds",
        ),
        (
            "--02-30",
            "day_out_of_range",
            5,
            "day 30 is out of range for month 02, expected 01 to 29",
        ),
        (
            "+05:00x",
            "trailing_input",
            6,
            "expected the end of the input, found 'x'",
        ),
        ("", "empty", 0, "expected a value, found the end of the input"),
    ];
    for (value, code, offset, message) in cases {
        assert_eq!(
            failure(value),
            (code, offset, message.to_string()),
            "{value:?}"
        );
    }
}

#[test]
fn valid_values_still_name_their_alternative() {
    use html_microsyntax::attributes::Reading;
    for (value, kind) in [
        ("2024-03-01T09:00+00:00", "global date and time"),
        ("2024-03-01T09:00Z", "global date and time"),
        ("2024", "year"),
        ("PT2H", "duration"),
    ] {
        let check = check_attribute("time", "datetime", value, &[]);
        assert!(check.is_valid(), "{value:?}");
        assert_eq!(check.reading, Some(Reading::DatetimeKind(kind)));
    }
}
