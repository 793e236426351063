//! The registry rows of the dates and times (2.3.5), and of `<time
//! datetime>`'s value.

use crate::base::error::Error;
use crate::common::datetime;
use crate::common::datetime::value::validate_datetime_value;
use crate::common::row::{def, html, nothing, ok, with_authoring, Context, Reading, SyntaxDef};

/// The dates and time-zone offsets used in practice (warnings).
fn date_in_practice(value: &str, _: &Context<'_>) -> Result<(), Error> {
    datetime::check_in_practice(value)
}

fn read_local_date_time(value: &str, _: &Context<'_>) -> Option<Reading> {
    datetime::parse_local_date_time(value)
        .ok()
        .map(Reading::LocalDateTime)
}

/// A valid month string.
pub static VALID_MONTH: SyntaxDef = with_authoring(
    def(
        "valid_month",
        html!("common-microsyntaxes.html#valid-month-string"),
        "is it a valid month string (2.3.5.1)",
        |v, _| ok(datetime::validate_month(v)),
        |v, _| datetime::parse_month(v).ok().map(Reading::Month),
    ),
    date_in_practice,
);

/// A valid date string.
pub static VALID_DATE: SyntaxDef = with_authoring(
    def(
        "valid_date",
        html!("common-microsyntaxes.html#valid-date-string"),
        "is it a valid date string (2.3.5.2)",
        |v, _| ok(datetime::validate_date(v)),
        |v, _| datetime::parse_date(v).ok().map(Reading::Date),
    ),
    date_in_practice,
);

/// A valid yearless date string.
pub static VALID_YEARLESS_DATE: SyntaxDef = def(
    "valid_yearless_date",
    html!("common-microsyntaxes.html#valid-yearless-date-string"),
    "is it a valid yearless date string (2.3.5.3)",
    |v, _| ok(datetime::validate_yearless_date(v)),
    nothing,
);

/// A valid time string.
pub static VALID_TIME: SyntaxDef = def(
    "valid_time",
    html!("common-microsyntaxes.html#valid-time-string"),
    "is it a valid time string (2.3.5.4)",
    |v, _| ok(datetime::validate_time(v)),
    |v, _| datetime::parse_time(v).ok().map(Reading::Time),
);

/// A valid local date and time string.
pub static VALID_LOCAL_DATETIME: SyntaxDef = with_authoring(
    def(
        "valid_local_datetime",
        html!("common-microsyntaxes.html#valid-local-date-and-time-string"),
        "is it a valid local date and time string (2.3.5.5)",
        |v, _| ok(datetime::validate_local_date_time(v)),
        read_local_date_time,
    ),
    date_in_practice,
);

/// A valid normalized local date and time string.
pub static VALID_NORMALIZED_LOCAL_DATETIME: SyntaxDef = with_authoring(
    def(
        "valid_normalized_local_datetime",
        html!("common-microsyntaxes.html#valid-normalised-local-date-and-time-string"),
        "is it a valid normalized local date and time string (2.3.5.5)",
        |v, _| ok(datetime::validate_normalized_local_date_time(v)),
        read_local_date_time,
    ),
    date_in_practice,
);

/// A valid time-zone offset string.
pub static VALID_TIME_ZONE_OFFSET: SyntaxDef = with_authoring(
    def(
        "valid_time_zone_offset",
        html!("common-microsyntaxes.html#valid-time-zone-offset-string"),
        "is it a valid time-zone offset string (2.3.5.6)",
        |v, _| ok(datetime::validate_time_zone_offset(v)),
        nothing,
    ),
    date_in_practice,
);

/// A valid global date and time string.
pub static VALID_GLOBAL_DATETIME: SyntaxDef = with_authoring(
    def(
        "valid_global_datetime",
        html!("common-microsyntaxes.html#valid-global-date-and-time-string"),
        "is it a valid global date and time string (2.3.5.7)",
        |v, _| ok(datetime::validate_global_date_time(v)),
        nothing,
    ),
    date_in_practice,
);

/// A valid week string.
pub static VALID_WEEK: SyntaxDef = with_authoring(
    def(
        "valid_week",
        html!("common-microsyntaxes.html#valid-week-string"),
        "is it a valid week string (2.3.5.8)",
        |v, _| ok(datetime::validate_week(v)),
        |v, _| datetime::parse_week(v).ok().map(Reading::Week),
    ),
    date_in_practice,
);

/// A valid duration string.
pub static VALID_DURATION: SyntaxDef = def(
    "valid_duration",
    html!("common-microsyntaxes.html#valid-duration-string"),
    "is it a valid duration string (2.3.5.9)",
    |v, _| ok(datetime::validate_duration(v)),
    nothing,
);

/// A valid date string with optional time (`<ins datetime>`).
pub static VALID_DATE_WITH_OPTIONAL_TIME: SyntaxDef = with_authoring(
    def(
        "valid_date_with_optional_time",
        html!("common-microsyntaxes.html#valid-date-string-with-optional-time"),
        "is it a valid date string with optional time (2.3.5.10)",
        |v, _| ok(datetime::validate_date_with_optional_time(v)),
        |v, _| {
            datetime::parse_date_or_time(v)
                .ok()
                .map(Reading::DateOrTime)
        },
    ),
    date_in_practice,
);

/// `<time datetime>`: a month, date, yearless date, time, local date and
/// time, time-zone offset, global date and time, week, year (four or more
/// digits, not all zero) or duration string; reads which one it is.
pub static DATETIME_VALUE: SyntaxDef = with_authoring(
    def(
        "datetime_value",
        html!("text-level-semantics.html#datetime-value"),
        "is it a valid datetime value of <time>: any of the date, time and duration strings, or a year",
        |v, _| ok(validate_datetime_value(v)),
        |v, _| validate_datetime_value(v).ok().map(Reading::DatetimeKind),
    ),
    date_in_practice,
);
