//! 2.3.4: integers, non-negative integers, floats, dimensions, lists.
#![no_main]

mod common;

use common::{agree, check_err, family, ok, split};
use html_microsyntax::numbers::*;
use html_microsyntax::{span, Span, StepError};
use libfuzzer_sys::fuzz_target;

/// A combinator over `&str` and over a span stops at the same place with
/// the same value (`common::agree`); other error types build too. Gives the
/// value for the caller to compare with the entry point.
macro_rules! component {
    ($input:expr, $comp:ident) => {{
        let input: &str = $input;
        let a = $comp::<&str, StepError<&str>>(input);
        let b = $comp::<Span, StepError<Span>>(span(input));
        let _ = $comp::<&str, nom::error::Error<&str>>(input);
        let _ = $comp::<&str, ()>(input);
        agree(input, a, b).map(|(_, v)| v)
    }};
}

fuzz_target!(|data: &[u8]| {
    let Some((selector, s)) = split(data) else {
        return;
    };
    match selector % 6 {
        0 => {
            family(s, parse_integer, validate_integer, is_valid_integer);
            let v = ok(s, parse_integer(s));
            assert_eq!(component!(s, integer_component), v);
            match (v, ok(s, parse_integer_i32(s))) {
                (Some(v), Some(w)) => assert_eq!(v, i64::from(w)),
                (Some(v), None) => assert!(i32::try_from(v).is_err(), "{s:?}"),
                (None, Some(_)) => panic!("i32 parses where i64 fails: {s:?}"),
                (None, None) => {}
            }
        }
        1 => {
            family(
                s,
                parse_non_negative_integer,
                validate_non_negative_integer,
                is_valid_non_negative_integer,
            );
            let v = ok(s, parse_non_negative_integer(s));
            assert_eq!(component!(s, non_negative_integer_component), v);
            match (v, ok(s, parse_non_negative_integer_u32(s))) {
                (Some(v), Some(w)) => assert_eq!(v, u64::from(w)),
                (Some(v), None) => assert!(u32::try_from(v).is_err(), "{s:?}"),
                (None, Some(_)) => panic!("u32 parses where u64 fails: {s:?}"),
                (None, None) => {}
            }
        }
        2 => {
            let v = ok(s, parse_float(s));
            let validated = validate_float(s);
            let overflow = matches!(&validated, Err(e) if e.kind().code() == "float_overflow");
            let valid = ok(s, validated);
            // The valid syntax is unbounded: an overflow says nothing on it.
            if !overflow {
                assert_eq!(is_valid_float(s), valid.is_some());
            }
            if let Some(w) = valid {
                assert_eq!(v, Some(w), "{s:?}");
            }
            assert_eq!(component!(s, float_component), v);
            if let Some(v) = v {
                assert!(v.is_finite());
                let shown = best_representation(v).to_string();
                assert_eq!(parse_float(&shown), Ok(v), "{s:?} -> {shown:?}");
                assert_eq!(validate_float(&shown), Ok(v), "{s:?} -> {shown:?}");
            }
        }
        3 => {
            let d = ok(s, parse_dimension(s));
            assert_eq!(component!(s, dimension_component), d);
            let nz = ok(s, parse_nonzero_dimension(s));
            if let Some(n) = nz {
                assert_eq!(d, Some(n));
                assert!(n.value != 0.0);
            }
            if let Some(d) = d {
                assert!(d.value.is_finite() && d.value >= 0.0);
                let shown = d.to_string();
                assert_eq!(parse_dimension(&shown), Ok(d), "{s:?} -> {shown:?}");
            }
        }
        4 => {
            let list = parse_list_of_floats(s);
            let iter: Vec<f64> = list_of_floats(s).collect();
            assert_eq!(list, iter);
            assert!(list.iter().all(|v| v.is_finite()));
            let validated = validate_list_of_floats(s);
            let overflow = matches!(&validated, Err(e) if e.kind().code() == "float_overflow");
            let valid = ok(s, validated);
            if !overflow {
                assert_eq!(is_valid_list_of_floats(s), valid.is_some());
            }
            if let Some(v) = valid {
                assert_eq!(v, list, "{s:?}");
            }
            let shown = write_list_of_floats(&list);
            assert_eq!(parse_list_of_floats(&shown), list, "{s:?} -> {shown:?}");
            assert!(is_valid_list_of_floats(&shown), "{s:?} -> {shown:?}");
        }
        _ => {
            if let Some(list) = ok(s, parse_list_of_dimensions(s)) {
                let shown: Vec<String> = list.iter().map(ToString::to_string).collect();
                let shown = shown.join(",");
                // An empty entry reads back as "0*".
                assert_eq!(
                    parse_list_of_dimensions(&shown),
                    Ok(list),
                    "{s:?} -> {shown:?}"
                );
            }
            if let Err(e) = parse_list_of_dimensions(s) {
                check_err(s, &e);
            }
        }
    }
});
