//! Zero heap allocations on every entry point that returns no list or string,
//! on the success and the error path (the error's location is computed without
//! allocating too). A counting global allocator proves it.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

use html_microsyntax::{color, datetime as dt, keywords, numbers as num, tokens};

#[path = "common/alloc.rs"]
mod counting;
use counting::allocations;

#[global_allocator]
static GLOBAL: counting::Counting = counting::Counting;

/// Each entry point, on a valid and an invalid input.
macro_rules! none {
    ($($f:expr => [$($input:expr),+]),+ $(,)?) => {{
        let mut failures = Vec::new();
        $($(
            let n = allocations(|| $f($input));
            if n != 0 {
                failures.push(format!("{}({:?}): {n} allocation(s)", stringify!($f), $input));
            }
        )+)+
        assert!(failures.is_empty(), "{}", failures.join("\n"));
    }};
}

#[test]
fn numbers_allocate_nothing() {
    none! {
        num::parse_integer => [" +12abc", "x", "99999999999999999999"],
        num::parse_integer_i32 => ["-5", "2147483648"],
        num::parse_non_negative_integer => ["7", "-7"],
        num::parse_non_negative_integer_u32 => ["7", "4294967296"],
        num::validate_integer => ["-12", " 12"],
        num::validate_non_negative_integer => ["12", "-0"],
        num::is_valid_integer => ["-12", "+12"],
        num::is_valid_non_negative_integer => ["12", "1x"],
        num::parse_float => ["-1.5e3", "1e400", "."],
        num::validate_float => ["1.5", "1.e3"],
        num::is_valid_float => [".5", "1."],
        num::parse_dimension => ["50%", "-1"],
        num::parse_nonzero_dimension => ["5", "0"],
        num::is_valid_list_of_floats => ["1,2.5,-3e2", "1, 2"],
    }
    // Writing the best representation into a fixed buffer allocates nothing.
    let n = allocations(|| {
        use std::fmt::Write;
        let mut buf = heapless_buf::Buf::default();
        write!(buf, "{}", num::best_representation(1e21)).unwrap();
        buf.len
    });
    assert_eq!(n, 0);
}

#[test]
fn dates_and_times_allocate_nothing() {
    none! {
        dt::parse_month => ["2024-02", "2024-13"],
        dt::parse_date => ["2024-02-29", "2023-02-29"],
        dt::parse_yearless_date => ["--02-29", "02-30"],
        dt::parse_time => ["12:34:56.789", "24:00"],
        dt::parse_local_date_time => ["2024-02-29 12:00", "2024-02-29X12:00"],
        dt::parse_time_zone_offset => ["+05:30", "z"],
        dt::parse_global_date_time => ["0001-01-01T00:00+00:01", "2024-02-29T12:00"],
        dt::parse_week => ["2020-W53", "2021-W53"],
        dt::parse_duration => ["P1DT2H3.5S", "P1M"],
        dt::parse_date_or_time => ["2024-02-29", "nonsense"],
        dt::validate_month => ["2024-02", "2024-2"],
        dt::validate_date => ["2024-02-29", "2024-02-29x"],
        dt::validate_yearless_date => ["02-29", "--2-29"],
        dt::validate_time => ["12:00:00.1", "12:00:00.1234"],
        dt::validate_local_date_time => ["2024-02-29T12:00", "2024-02-29t12:00"],
        dt::validate_normalized_local_date_time => ["2024-02-29T12:00", "2024-02-29 12:00"],
        dt::validate_time_zone_offset => ["Z", "-00:00"],
        dt::validate_global_date_time => ["2024-02-29T12:00Z", "2024-02-29T12:00z"],
        dt::validate_week => ["2020-W53", "2020-w53"],
        dt::validate_duration => ["PT1H30M", "1h 1h"],
        dt::validate_date_with_optional_time => ["2024-02-29T12:00Z", "12:00"],
        dt::is_valid_month => ["2024-02", "x"],
        dt::is_valid_date => ["2024-02-29", "x"],
        dt::is_valid_yearless_date => ["02-29", "x"],
        dt::is_valid_time => ["12:00", "x"],
        dt::is_valid_local_date_time => ["2024-02-29T12:00", "x"],
        dt::is_valid_normalized_local_date_time => ["2024-02-29T12:00", "x"],
        dt::is_valid_time_zone_offset => ["+0530", "x"],
        dt::is_valid_global_date_time => ["2024-02-29T12:00Z", "x"],
        dt::is_valid_week => ["2024-W01", "x"],
        dt::is_valid_duration => ["1h 30m", "x"],
        dt::is_valid_date_with_optional_time => ["2024-02-29", "x"],
        dt::Date::from_milliseconds => [0.0, f64::NAN],
        dt::Week::from_milliseconds => [0.0, f64::INFINITY],
        dt::Time::from_milliseconds => [1.0, -1.0],
        dt::LocalDateTime::from_milliseconds => [1.0, f64::NAN],
        dt::Month::from_months_since_epoch => [0.0, f64::NAN],
    }
}

#[test]
fn colors_keywords_and_tokens_allocate_nothing() {
    none! {
        color::parse_simple_color => ["#c0ffee", "#c0ffe"],
        color::is_valid_simple_color => ["#C0FFEE", "red"],
        color::validate_lowercase_simple_color => ["#c0ffee", "#C0FFEE"],
        color::is_valid_lowercase_simple_color => ["#c0ffee", "#C0FFEE"],
        color::parse_legacy_color => ["chucknorris", "transparent", "", "RebeccaPurple", "#fff"],
        color::named_color => ["RebeccaPurple", "transparent"],
        keywords::boolean_attribute_state => [Some("checked"), None::<&str>],
        |v| keywords::validate_boolean_attribute("checked", v) => ["Checked", "true"],
        |v| keywords::is_valid_boolean_attribute("checked", v) => ["", " checked"],
        |v| keywords::DIR.state(v) => [Some("RTL"), Some("left"), None::<&str>],
        |v| keywords::DIR.validate(v) => ["ltr", "left"],
        |v| keywords::DIR.is_valid(v) => ["auto", " auto"],
        |v| tokens::is_valid_unique_space_separated_tokens(v, tokens::Comparison::AsciiCaseInsensitive) => ["a b c", "a B b"],
    }
}

/// Fractions of a second: the normalized-string check writes the shortest
/// time (its fraction too) on the stack, and `Display` writes fractions
/// without a heap string.
#[test]
fn fractional_times_allocate_nothing() {
    none! {
        dt::validate_normalized_local_date_time => [
            "2024-02-29T12:00:30.5",
            "2024-02-29T12:00:30.50",
            "2024-02-29T12:00:30.123",
            "2024-02-29T12:00:30.123456789",
            "2024-02-29T12:00:00.0001"
        ],
        dt::is_valid_normalized_local_date_time => ["2024-02-29T12:00:30.25", "2024-02-29T12:00:30.250"],
        dt::validate_time => ["12:00:00.5", "12:00:00.123456"],
        dt::parse_global_date_time => ["2024-02-29T12:00:30.5+01:00", "2024-02-29 12:00:30.1234Z"],
        dt::parse_duration => ["PT0.25S", "1.123456789s"],
    }
    let time = dt::parse_time("12:00:30.000000125").unwrap();
    let local = dt::parse_local_date_time("2024-02-29T12:00:30.5").unwrap();
    let duration = dt::parse_duration("PT1.25S").unwrap();
    let mut buf = heapless_buf::Buf::default();
    use std::fmt::Write as _;
    assert_eq!(allocations(|| write!(buf, "{time}")), 0);
    assert_eq!(allocations(|| write!(buf, "{local}")), 0);
    assert_eq!(allocations(|| write!(buf, "{duration}")), 0);
    assert_eq!(
        std::str::from_utf8(&buf.bytes[..buf.len]).unwrap(),
        "12:00:30.0000001252024-02-29T12:00:30.5PT1.25S"
    );
}

/// A fixed-size `fmt::Write` target, so the test itself allocates nothing.
mod heapless_buf {
    pub struct Buf {
        pub bytes: [u8; 64],
        pub len: usize,
    }
    impl Default for Buf {
        fn default() -> Buf {
            Buf {
                bytes: [0; 64],
                len: 0,
            }
        }
    }
    impl std::fmt::Write for Buf {
        fn write_str(&mut self, s: &str) -> std::fmt::Result {
            let end = self.len + s.len();
            self.bytes
                .get_mut(self.len..end)
                .ok_or(std::fmt::Error)?
                .copy_from_slice(s.as_bytes());
            self.len = end;
            Ok(())
        }
    }
}

/// Media queries are the exception, and this test says how large it is: the
/// validity check builds the query list (a tree of vectors) with cssparser,
/// a few allocations per query. (Media queries need `std`.)
#[cfg(feature = "std")]
#[test]
fn media_query_validity_allocates_a_little() {
    use html_microsyntax::media::is_valid_media_query_list;
    let n = allocations(|| is_valid_media_query_list("screen and (min-width: 600px), print"));
    assert!(n > 0 && n <= 16, "{n} allocations");
    assert_eq!(allocations(|| is_valid_media_query_list("")), 0);
}

/// Language tags borrow their parts from the input, and the validity check
/// keeps the first eight variants in place.
#[test]
fn language_tags_allocate_nothing() {
    use html_microsyntax::language::{is_valid_language_tag, parse_language_tag};
    let tags = [
        "en",
        "zh-yue-Hant-HK",
        "sl-rozaj-biske-1994-x-a",
        "de-u-co-phonebk-t-en",
        "i-klingon",
        "x-whatever",
        "sl-rozaj-rozaj",
        "en_US",
    ];
    for tag in tags {
        assert_eq!(allocations(|| parse_language_tag(tag).is_ok()), 0, "{tag}");
        assert_eq!(allocations(|| is_valid_language_tag(tag)), 0, "{tag}");
    }
}
