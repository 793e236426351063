//! Every overflow path: a number from the input beyond what this crate
//! represents ends in its own error (the field and the supported range),
//! never a wrap, a saturation or a panic (docs/coverage.md, "Ranges").
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::datetime::*;
use html_microsyntax::numbers::*;
use html_microsyntax::{Error, ErrorKind, Field, Supported};

/// The error's kind, offset, and `Display` (which must not panic).
fn err<T: std::fmt::Debug>(r: Result<T, Error>) -> (ErrorKind, usize) {
    let e = r.expect_err("an overflow error");
    let _ = e.to_string();
    (e.kind(), e.offset())
}

/// The overflow kind for `field` read into `supported`, whose bounds must
/// be `min..=max`.
fn overflow(field: Field, supported: Supported, min: i128, max: i128) -> ErrorKind {
    assert_eq!((supported.min(), supported.max()), (min, max));
    ErrorKind::Overflow { field, supported }
}

#[test]
fn integers() {
    let i64_range = overflow(
        Field::Integer,
        Supported::I64,
        i64::MIN.into(),
        i64::MAX.into(),
    );
    assert_eq!(err(parse_integer("9223372036854775808")), (i64_range, 0));
    assert_eq!(err(parse_integer("  -9223372036854775809")), (i64_range, 2));
    assert_eq!(parse_integer("-9223372036854775808"), Ok(i64::MIN));
    // Beyond u64 while collecting the digits, and past 20 digits.
    assert_eq!(err(parse_integer("99999999999999999999")), (i64_range, 0));
    assert_eq!(err(validate_integer(&"9".repeat(1000))), (i64_range, 0));
    let i32_range = overflow(
        Field::Integer,
        Supported::I32,
        i32::MIN.into(),
        i32::MAX.into(),
    );
    assert_eq!(err(parse_integer_i32("2147483648")), (i32_range, 0));
    assert_eq!(err(parse_integer_i32("-2147483649")), (i32_range, 0));
    let u64_range = overflow(Field::Integer, Supported::U64, 0, u64::MAX.into());
    assert_eq!(
        err(parse_non_negative_integer("18446744073709551616")),
        (u64_range, 0)
    );
    assert_eq!(
        parse_non_negative_integer("18446744073709551615"),
        Ok(u64::MAX)
    );
    let u32_range = overflow(Field::Integer, Supported::U32, 0, u32::MAX.into());
    assert_eq!(
        err(parse_non_negative_integer_u32("4294967296")),
        (u32_range, 0)
    );
    assert_eq!(
        err(validate_non_negative_integer(&"9".repeat(30))),
        (u64_range, 0)
    );
}

#[test]
fn floats_and_exponents() {
    // Digits beyond the largest double.
    assert_eq!(
        err(parse_float(&"9".repeat(400))),
        (ErrorKind::FloatOverflow, 0)
    );
    assert_eq!(err(parse_float(" -1e309")), (ErrorKind::FloatOverflow, 1));
    // An exponent beyond any integer type: still read exactly.
    let huge = format!("1e{}", "9".repeat(40));
    assert_eq!(err(validate_float(&huge)), (ErrorKind::FloatOverflow, 0));
    assert_eq!(parse_float(&format!("1e-{}", "9".repeat(40))), Ok(0.0));
    assert_eq!(
        parse_float(&format!("0.{}1e{}", "0".repeat(400), "4".repeat(3))),
        Ok(1e43)
    );
    // An exponent that cancels a long run of zeros.
    let tiny_digits = format!("0.{}1e401", "0".repeat(400));
    assert_eq!(parse_float(&tiny_digits), Ok(1.0));
    // In a list the rules give 0, the conformance check the error.
    let list = format!("1,{}e400,2", "9");
    assert_eq!(parse_list_of_floats(&list), [1.0, 0.0, 2.0]);
    assert_eq!(
        err(validate_list_of_floats(&list)),
        (ErrorKind::FloatOverflow, 2)
    );
}

#[test]
fn dimensions() {
    let digits = "9".repeat(400);
    assert_eq!(err(parse_dimension(&digits)), (ErrorKind::FloatOverflow, 0));
    assert_eq!(
        err(parse_nonzero_dimension(&format!(" {digits}%"))),
        (ErrorKind::FloatOverflow, 1)
    );
    let list = format!("1*, {}.5%", "9".repeat(310));
    assert_eq!(
        err(parse_list_of_dimensions(&list)),
        (ErrorKind::FloatOverflow, 4)
    );
}

#[test]
fn years_and_week_years() {
    let year = overflow(Field::Year, Supported::Years, 1, MAX_YEAR.into());
    assert_eq!(err(parse_month("1000000000-01")), (year, 0));
    assert_eq!(err(parse_date("99999999999999999999999-01-01")), (year, 0));
    assert_eq!(
        err(parse_local_date_time("1000000000-01-01T00:00")),
        (year, 0)
    );
    assert_eq!(
        err(parse_global_date_time("1000000000-01-01T00:00Z")),
        (year, 0)
    );
    assert_eq!(
        err(validate_date_with_optional_time("1000000000-01-01")),
        (year, 0)
    );
    let week_year = overflow(Field::WeekYear, Supported::Years, 1, MAX_YEAR.into());
    assert_eq!(err(parse_week("1000000000-W01")), (week_year, 0));
    assert_eq!(err(validate_week(&"9".repeat(100))), (week_year, 0));
    // The largest year reads, and its moments convert without overflow.
    let last = parse_global_date_time("999999999-12-31T23:59:59.999-23:59");
    let _ = last.map(|g| (g.to_milliseconds(), g.to_utc_string()));
    assert!(parse_date("999999999-12-31").is_ok());
    // A negative offset carries the moment in UTC one past the last year
    // (as a positive one carries it into year 0): kept exactly, no wrap.
    let g = parse_global_date_time("999999999-12-31T23:59-00:01").unwrap();
    assert_eq!(g.utc().date().year(), MAX_YEAR + 1);
    assert_eq!(g.to_utc_string(), "1000000000-01-01T00:00Z");
    assert_eq!(g.to_string(), "999999999-12-31T23:59-00:01");
    assert!(parse_week("999999999-W52").is_ok());
}

#[test]
fn duration_components() {
    let duration = overflow(
        Field::Duration,
        Supported::DurationSeconds,
        0,
        u64::MAX.into(),
    );
    // One component's digits beyond u64.
    assert_eq!(
        err(parse_duration("PT18446744073709551616S")),
        (duration, 2)
    );
    // A component times its unit (213503982334602 days > u64::MAX seconds).
    assert_eq!(err(parse_duration("P213503982334602D")), (duration, 1));
    assert_eq!(err(parse_duration("P30500568904944W")), (duration, 1));
    // The sum of components.
    assert_eq!(
        err(parse_duration("18446744073709551615s 1s")),
        (duration, 22)
    );
    // The carry of the fractions into the seconds.
    assert_eq!(
        err(parse_duration("18446744073709551615.5s 0.5s")),
        (duration, 24)
    );
    assert_eq!(
        parse_duration("PT18446744073709551615S").map(|d| d.seconds()),
        Ok(u64::MAX)
    );
    // Months and years are not a length: their own error, not an overflow.
    assert_eq!(
        err(parse_duration("P99999999999999999999999M")).0.code(),
        "duration_months"
    );
}
