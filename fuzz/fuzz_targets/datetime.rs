//! 2.3.5: months, dates, yearless dates, times, local and global date and
//! times, time-zone offsets, weeks, durations, dates or times.
#![no_main]

mod common;

use common::{agree, family, family_with, ok, split};
use html_microsyntax::datetime::*;
use html_microsyntax::{span, Span, StepError};
use libfuzzer_sys::fuzz_target;

/// The component over `&str` and over a span agree with each other
/// (`common::agree`), and, when the whole input is consumed, with the rules;
/// other error types build too.
macro_rules! component {
    ($input:expr, $comp:ident, $parse:path) => {{
        let input: &str = $input;
        let a = $comp::<&str, StepError<&str>>(input);
        let b = $comp::<Span, StepError<Span>>(span(input));
        if let Some(("", v)) = agree(input, a, b) {
            assert_eq!($parse(input).as_ref(), Ok(&v), "{input:?}");
        }
        let _ = $comp::<&str, nom::error::Error<&str>>(input);
        let _ = $comp::<&str, ()>(input);
    }};
}

fuzz_target!(|data: &[u8]| {
    let Some((selector, s)) = split(data) else {
        return;
    };
    match selector % 10 {
        0 => {
            family(s, parse_month, validate_month, is_valid_month);
            component!(s, month_component, parse_month);
            component!(s, valid_month_component, validate_month);
            if let Some(m) = ok(s, parse_month(s)) {
                let n = m.to_months_since_epoch();
                assert_eq!(Month::from_months_since_epoch(n), Ok(m));
            }
        }
        1 => {
            family(s, parse_date, validate_date, is_valid_date);
            component!(s, date_component, parse_date);
            component!(s, valid_date_component, validate_date);
            if let Some(d) = ok(s, parse_date(s)) {
                assert_eq!(Date::from_milliseconds(d.to_milliseconds()), Ok(d));
            }
        }
        2 => {
            family(
                s,
                parse_yearless_date,
                validate_yearless_date,
                is_valid_yearless_date,
            );
            component!(s, yearless_date_component, parse_yearless_date);
            component!(s, valid_yearless_date_component, validate_yearless_date);
        }
        3 => {
            family(s, parse_time, validate_time, is_valid_time);
            component!(s, time_component, parse_time);
            component!(s, valid_time_component, validate_time);
        }
        4 => {
            family(
                s,
                parse_local_date_time,
                validate_local_date_time,
                is_valid_local_date_time,
            );
            component!(s, local_date_time_component, parse_local_date_time);
            component!(s, valid_local_date_time_component, validate_local_date_time);
            component!(
                s,
                valid_normalized_local_date_time_component,
                validate_normalized_local_date_time
            );
            let normalized = ok(s, validate_normalized_local_date_time(s));
            assert_eq!(is_valid_normalized_local_date_time(s), normalized.is_some());
            if let Some(n) = normalized {
                assert_eq!(parse_local_date_time(s), Ok(n));
                // Not `n.to_string() == s`: a normalized string may pad its
                // year beyond four digits ("0467000-04-04T04:58").
                assert_eq!(validate_normalized_local_date_time(&n.to_string()), Ok(n));
            }
            if let Some(l) = ok(s, parse_local_date_time(s)) {
                // Sub-millisecond fractions have no valid string.
                if let Err(e) = validate_normalized_local_date_time(&l.to_string()) {
                    assert_eq!(e.kind().code(), "too_many_fraction_digits", "{s:?}");
                }
            }
        }
        5 => {
            family(
                s,
                parse_time_zone_offset,
                validate_time_zone_offset,
                is_valid_time_zone_offset,
            );
            component!(s, time_zone_offset_component, parse_time_zone_offset);
            component!(
                s,
                valid_time_zone_offset_component,
                validate_time_zone_offset
            );
        }
        6 => {
            family(
                s,
                parse_global_date_time,
                validate_global_date_time,
                is_valid_global_date_time,
            );
            component!(s, global_date_time_component, parse_global_date_time);
            component!(
                s,
                valid_global_date_time_component,
                validate_global_date_time
            );
            if let Some(g) = ok(s, parse_global_date_time(s)) {
                let utc = g.to_utc_string();
                let back = parse_global_date_time(&utc).map(GlobalDateTime::utc);
                // A moment before year 1 in UTC has no valid UTC string.
                if g.utc().date().year() >= 1 {
                    assert_eq!(back, Ok(g.utc()), "{s:?} -> {utc:?}");
                }
            }
        }
        7 => {
            family(s, parse_week, validate_week, is_valid_week);
            component!(s, week_component, parse_week);
            component!(s, valid_week_component, validate_week);
        }
        8 => {
            family(s, parse_duration, validate_duration, is_valid_duration);
            component!(s, duration_component, parse_duration);
            component!(s, valid_duration_component, validate_duration);
            // The string rules are the component and the end of the input:
            // only ASCII whitespace may follow what the component read.
            if let Ok((rest, v)) = duration_component::<&str, ()>(s) {
                if rest.bytes().all(|b| b.is_ascii_whitespace()) {
                    assert_eq!(parse_duration(s), Ok(v), "{s:?}");
                }
            }
        }
        _ => {
            family_with(
                s,
                parse_date_or_time,
                validate_date_with_optional_time,
                is_valid_date_with_optional_time,
                false,
            );
            component!(s, date_or_time_component, parse_date_or_time);
            component!(
                s,
                valid_date_with_optional_time_component,
                validate_date_with_optional_time
            );
        }
    }
});
