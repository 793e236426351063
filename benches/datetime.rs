//! `parse/<microsyntax>/<impl>` for dates and times: ours against speedate,
//! jiff, chrono, iso8601 and whatwg-datetime in the same group, plus a floor
//! that only reads every byte.
//!
//! The corpora are generated deterministically at bench time (10,000 inputs
//! each). The valid corpora are restricted to the inputs on which every peer
//! agrees with us (the count is printed: the peers accept different
//! languages, so each is fed only what it accepts). The error-heavy corpora
//! (a third invalid) time every implementation on the same strings; there each
//! one's own outcomes are computed before timing and asserted in the loop.
// A benchmark may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use std::str::FromStr;

use common::{agreed, corpus, error_heavy, group, Imp, Lcg};
use criterion::{criterion_group, criterion_main, Criterion};
use html_microsyntax::datetime as ours;

fn date_string(r: &mut Lcg) -> String {
    let (y, m) = (1900 + r.next(200), 1 + r.next(12));
    let d = 1 + r.next(u64::from(ours::days_in_month(y as u32, m as u8)));
    format!("{y:04}-{m:02}-{d:02}")
}

fn time_string(r: &mut Lcg) -> String {
    let (h, m, s) = (r.next(24), r.next(60), r.next(60));
    match r.next(2) {
        0 => format!("{h:02}:{m:02}:{s:02}"),
        _ => format!("{h:02}:{m:02}:{s:02}.{:03}", r.next(1000)),
    }
}

fn offset_string(r: &mut Lcg) -> String {
    match r.next(3) {
        0 => "Z".to_string(),
        1 => format!("+{:02}:{:02}", r.next(14), 15 * r.next(4)),
        _ => format!("-{:02}:{:02}", r.next(12), 15 * r.next(4)),
    }
}

type DateKey = (i64, u32, u32);
const DATES: &[Imp<DateKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_date(s).ok().map(|d| {
            (
                i64::from(d.year()),
                u32::from(d.month()),
                u32::from(d.day()),
            )
        })
    }),
    ("speedate", |s| {
        speedate::Date::parse_str(s)
            .ok()
            .map(|d| (i64::from(d.year), u32::from(d.month), u32::from(d.day)))
    }),
    ("jiff", |s| {
        jiff::civil::Date::from_str(s)
            .ok()
            .map(|d| (i64::from(d.year()), d.month() as u32, d.day() as u32))
    }),
    ("chrono", |s| {
        use chrono::Datelike;
        chrono::NaiveDate::from_str(s)
            .ok()
            .map(|d| (i64::from(d.year()), d.month(), d.day()))
    }),
    ("iso8601", |s| match iso8601::date(s) {
        Ok(iso8601::Date::YMD { year, month, day }) => Some((i64::from(year), month, day)),
        _ => None,
    }),
    ("whatwg-datetime", |s| {
        use chrono::Datelike;
        whatwg_datetime::parse_date(s).map(|d| (i64::from(d.year()), d.month(), d.day()))
    }),
];

type TimeKey = (u32, u32, u32, u32);
const TIMES: &[Imp<TimeKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_time(s).ok().map(|t| {
            (
                u32::from(t.hour()),
                u32::from(t.minute()),
                u32::from(t.second()),
                t.nanosecond() / 1_000_000,
            )
        })
    }),
    ("speedate", |s| {
        speedate::Time::parse_str(s).ok().map(|t| {
            (
                u32::from(t.hour),
                u32::from(t.minute),
                u32::from(t.second),
                t.microsecond / 1000,
            )
        })
    }),
    ("jiff", |s| {
        jiff::civil::Time::from_str(s).ok().map(|t| {
            (
                t.hour() as u32,
                t.minute() as u32,
                t.second() as u32,
                t.millisecond() as u32,
            )
        })
    }),
    ("chrono", |s| {
        use chrono::Timelike;
        chrono::NaiveTime::from_str(s)
            .ok()
            .map(|t| (t.hour(), t.minute(), t.second(), t.nanosecond() / 1_000_000))
    }),
    ("iso8601", |s| {
        iso8601::time(s)
            .ok()
            .map(|t| (t.hour, t.minute, t.second, t.millisecond))
    }),
    ("whatwg-datetime", |s| {
        use chrono::Timelike;
        whatwg_datetime::parse_time(s)
            .map(|t| (t.hour(), t.minute(), t.second(), t.nanosecond() / 1_000_000))
    }),
];

/// iso8601's date and time as milliseconds since the epoch: as if UTC, or
/// in UTC after its offset.
fn iso8601_ms(d: &iso8601::DateTime, with_offset: bool) -> Option<i64> {
    let iso8601::Date::YMD { year, month, day } = d.date else {
        return None;
    };
    let t = &d.time;
    let date = chrono::NaiveDate::from_ymd_opt(year, month, day)?;
    let local = date.and_hms_milli_opt(t.hour, t.minute, t.second, t.millisecond)?;
    let offset = i64::from(t.tz_offset_hours) * 3600 + i64::from(t.tz_offset_minutes) * 60;
    let offset = if with_offset { offset } else { 0 };
    Some(local.and_utc().timestamp_millis() - offset * 1000)
}

/// Milliseconds since the epoch (local: as if UTC).
type MomentKey = i64;
const LOCALS: &[Imp<MomentKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_local_date_time(s)
            .ok()
            .map(|v| v.to_milliseconds() as i64)
    }),
    ("speedate", |s| {
        speedate::DateTime::parse_str(s)
            .ok()
            .filter(|d| d.time.tz_offset.is_none())
            .map(|d| d.timestamp_ms())
    }),
    ("jiff", |s| {
        jiff::civil::DateTime::from_str(s)
            .ok()
            .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC).ok())
            .map(|z| z.timestamp().as_millisecond())
    }),
    ("chrono", |s| {
        chrono::NaiveDateTime::from_str(s)
            .ok()
            .map(|d| d.and_utc().timestamp_millis())
    }),
    ("iso8601", |s| {
        iso8601::datetime(s)
            .ok()
            .and_then(|d| iso8601_ms(&d, false))
    }),
    ("whatwg-datetime", |s| {
        whatwg_datetime::parse_local_datetime(s).map(|d| d.and_utc().timestamp_millis())
    }),
];

const GLOBALS: &[Imp<MomentKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_global_date_time(s)
            .ok()
            .map(|v| v.to_milliseconds() as i64)
    }),
    ("speedate", |s| {
        speedate::DateTime::parse_str(s)
            .ok()
            .filter(|d| d.time.tz_offset.is_some())
            .map(|d| d.timestamp_ms() - i64::from(d.time.tz_offset.unwrap_or(0)) * 1000)
    }),
    ("jiff", |s| {
        jiff::Timestamp::from_str(s)
            .ok()
            .map(|t| t.as_millisecond())
    }),
    ("chrono", |s| {
        chrono::DateTime::parse_from_rfc3339(s)
            .ok()
            .map(|d| d.timestamp_millis())
    }),
    ("iso8601", |s| {
        iso8601::datetime(s).ok().and_then(|d| iso8601_ms(&d, true))
    }),
    ("whatwg-datetime", |s| {
        whatwg_datetime::parse_global_datetime(s).map(|d| d.timestamp_millis())
    }),
];

type MonthKey = (i64, u32);
const MONTHS: &[Imp<MonthKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_month(s)
            .ok()
            .map(|m| (i64::from(m.year()), u32::from(m.month())))
    }),
    ("whatwg-datetime", |s| {
        whatwg_datetime::parse_month(s).map(|m| (i64::from(m.year()), m.month()))
    }),
];

type WeekKey = (i64, u32);
const WEEKS: &[Imp<WeekKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_week(s)
            .ok()
            .map(|w| (i64::from(w.year()), u32::from(w.week())))
    }),
    ("whatwg-datetime", |s| {
        whatwg_datetime::parse_week(s).map(|w| (i64::from(w.year()), w.week()))
    }),
];

fn months(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 5, |r| {
        format!("{:04}-{:02}", 1900 + r.next(200), 1 + r.next(12))
    });
    group(c, "parse/month", &agreed(valid.clone(), MONTHS), MONTHS);
    group(c, "parse/month_errors", &error_heavy(valid, &mut r), MONTHS);
}

fn weeks(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 6, |r| {
        let year = 1900 + r.next(200);
        let week = 1 + r.next(u64::from(ours::weeks_in_week_year(year as u32)));
        format!("{year:04}-W{week:02}")
    });
    group(c, "parse/week", &agreed(valid.clone(), WEEKS), WEEKS);
    // whatwg-datetime 0.1.1 panics on a week that starts with a non-digit
    // ("x024-W05": an unwrap on an empty year), so it times only valid weeks.
    group(
        c,
        "parse/week_errors",
        &error_heavy(valid, &mut r),
        &WEEKS[..1],
    );
}

fn dates(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 1, date_string);
    group(c, "parse/date", &agreed(valid.clone(), DATES), DATES);
    group(c, "parse/date_errors", &error_heavy(valid, &mut r), DATES);
}

fn times(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 2, time_string);
    group(c, "parse/time", &agreed(valid.clone(), TIMES), TIMES);
    group(c, "parse/time_errors", &error_heavy(valid, &mut r), TIMES);
}

fn local_datetimes(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 3, |r| {
        format!("{}T{}", date_string(r), time_string(r))
    });
    group(
        c,
        "parse/local_datetime",
        &agreed(valid.clone(), LOCALS),
        LOCALS,
    );
    group(
        c,
        "parse/local_datetime_errors",
        &error_heavy(valid, &mut r),
        LOCALS,
    );
}

fn global_datetimes(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 4, |r| {
        format!("{}T{}{}", date_string(r), time_string(r), offset_string(r))
    });
    group(
        c,
        "parse/global_datetime",
        &agreed(valid.clone(), GLOBALS),
        GLOBALS,
    );
    group(
        c,
        "parse/global_datetime_errors",
        &error_heavy(valid, &mut r),
        GLOBALS,
    );
}

/// Seconds and nanoseconds.
type SpanKey = (u64, u32);
const DURATION_COMPONENTS: &[Imp<SpanKey>] = &[
    ("html-microsyntax", |s| {
        ours::parse_duration(s)
            .ok()
            .map(|d| (d.seconds(), d.nanoseconds()))
    }),
    ("humantime", |s| {
        humantime::parse_duration(s)
            .ok()
            .map(|d| (d.as_secs(), d.subsec_nanos()))
    }),
    ("jiff", |s| {
        jiff::Span::from_str(s)
            .ok()
            .and_then(|span| span.total(jiff::Unit::Nanosecond).ok())
            .map(|n| ((n / 1e9) as u64, (n % 1e9) as u32))
    }),
];
const DURATION_ISO: &[Imp<SpanKey>] = &[DURATION_COMPONENTS[0], DURATION_COMPONENTS[2]];

fn duration_components(r: &mut Lcg) -> String {
    let (h, m, s) = (r.next(48), r.next(60), r.next(60));
    match r.next(4) {
        0 => format!("{h}h {m}m"),
        1 => format!("{m}m {s}s"),
        2 => format!("{h}h {m}m {s}s"),
        _ => format!("{s}s"),
    }
}

fn duration_iso(r: &mut Lcg) -> String {
    let (h, m, s) = (r.next(48), r.next(60), r.next(60));
    match r.next(3) {
        0 => format!("PT{h}H{m}M"),
        1 => format!("PT{m}M{s}S"),
        _ => format!("PT{h}H{m}M{s}S"),
    }
}

fn durations(c: &mut Criterion) {
    let (valid, mut r) = corpus(10_000, 7, duration_components);
    group(
        c,
        "parse/duration",
        &agreed(valid.clone(), DURATION_COMPONENTS),
        DURATION_COMPONENTS,
    );
    group(
        c,
        "parse/duration_errors",
        &error_heavy(valid, &mut r),
        DURATION_COMPONENTS,
    );
    let (valid, _) = corpus(10_000, 8, duration_iso);
    group(
        c,
        "parse/duration_iso",
        &agreed(valid, DURATION_ISO),
        DURATION_ISO,
    );
}

/// The `LocatedSpan` path against the `&str` path of the same component.
fn span_path(c: &mut Criterion) {
    use html_microsyntax::prelude::*;
    let (valid, _) = corpus(10_000, 9, |r| {
        format!("{}T{}{}", date_string(r), time_string(r), offset_string(r))
    });
    const PATHS: &[Imp<i64>] = &[
        ("str", |s| {
            ours::global_date_time_component::<_, StepError<&str>>(s)
                .ok()
                .map(|(_, v)| v.to_milliseconds() as i64)
        }),
        ("located_span", |s| {
            ours::global_date_time_component::<_, StepError<Span>>(span(s))
                .ok()
                .map(|(_, v)| v.to_milliseconds() as i64)
        }),
    ];
    group(c, "path/global_datetime_component", &valid, PATHS);
}

criterion_group!(
    benches,
    months,
    dates,
    weeks,
    times,
    local_datetimes,
    global_datetimes,
    durations,
    span_path
);
criterion_main!(benches);
