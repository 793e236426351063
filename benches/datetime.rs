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

use std::fmt::Debug;
use std::hint::black_box;
use std::str::FromStr;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use html_microsyntax::datetime as ours;

/// A deterministic generator (64-bit LCG), so corpora are the same each run.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

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

/// Breaks about a third of the strings: a digit, a separator, a range.
fn error_heavy(valid: Vec<String>, r: &mut Lcg) -> Vec<String> {
    valid
        .into_iter()
        .map(|s| {
            if r.next(3) != 0 {
                return s;
            }
            let mut b = s.into_bytes();
            let i = r.next(b.len() as u64) as usize;
            b[i] = [b'x', b'9', b'/', b' '][r.next(4) as usize];
            String::from_utf8(b).unwrap()
        })
        .collect()
}

fn floor(inputs: &[String]) -> u64 {
    inputs
        .iter()
        .map(|s| s.bytes().fold(0u64, |a, b| a.wrapping_add(u64::from(b))))
        .fold(0, u64::wrapping_add)
}

type Imp<K> = (&'static str, fn(&str) -> Option<K>);

/// Keeps the inputs on which every peer gives our result.
fn agreed<K: PartialEq>(inputs: Vec<String>, imps: &[Imp<K>]) -> Vec<String> {
    let (ours, peers) = imps.split_first().unwrap();
    let before = inputs.len();
    let kept: Vec<String> = inputs
        .into_iter()
        .filter(|s| {
            let v = (ours.1)(s);
            v.is_some() && peers.iter().all(|p| (p.1)(s) == v)
        })
        .collect();
    eprintln!(
        "{} of {before} inputs agreed on by {:?}",
        kept.len(),
        imps.iter().map(|i| i.0).collect::<Vec<_>>()
    );
    kept
}

fn group<K: PartialEq + Debug>(c: &mut Criterion, name: &str, inputs: &[String], imps: &[Imp<K>]) {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Elements(inputs.len() as u64));
    for &(imp, f) in imps {
        let expected: Vec<Option<K>> = inputs.iter().map(|s| f(s)).collect();
        g.bench_function(imp, |b| {
            b.iter(|| {
                for (s, e) in inputs.iter().zip(&expected) {
                    assert_eq!(&f(black_box(s)), e);
                }
            })
        });
    }
    g.bench_function("floor", |b| b.iter(|| black_box(floor(black_box(inputs)))));
    g.finish();
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
        iso8601::datetime(s).ok().and_then(|d| {
            let iso8601::Date::YMD { year, month, day } = d.date else {
                return None;
            };
            let date = chrono::NaiveDate::from_ymd_opt(year, month, day)?;
            let t = date.and_hms_milli_opt(
                d.time.hour,
                d.time.minute,
                d.time.second,
                d.time.millisecond,
            )?;
            Some(t.and_utc().timestamp_millis())
        })
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
        iso8601::datetime(s).ok().and_then(|d| {
            let iso8601::Date::YMD { year, month, day } = d.date else {
                return None;
            };
            let date = chrono::NaiveDate::from_ymd_opt(year, month, day)?;
            let t = date.and_hms_milli_opt(
                d.time.hour,
                d.time.minute,
                d.time.second,
                d.time.millisecond,
            )?;
            let offset =
                i64::from(d.time.tz_offset_hours) * 3600 + i64::from(d.time.tz_offset_minutes) * 60;
            Some(t.and_utc().timestamp_millis() - offset * 1000)
        })
    }),
    ("whatwg-datetime", |s| {
        whatwg_datetime::parse_global_datetime(s).map(|d| d.timestamp_millis())
    }),
];

fn corpus(n: usize, seed: u64, make: impl Fn(&mut Lcg) -> String) -> (Vec<String>, Lcg) {
    let mut r = Lcg(seed);
    ((0..n).map(|_| make(&mut r)).collect(), r)
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

criterion_group!(benches, dates, times, local_datetimes, global_datetimes);
criterion_main!(benches);
