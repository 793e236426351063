//! Section 2.3.4 Numbers: data-driven cases (tests/data/numbers), their
//! snapshots, and properties.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]

mod common;

use std::path::Path;

use html_microsyntax::numbers::*;
use html_microsyntax::prelude::*;
use html_microsyntax::Error;
use proptest::prelude::*;

fn dimension(d: Dimension) -> String {
    let kind = match d.kind {
        DimensionKind::Length => "length",
        DimensionKind::Percentage => "percentage",
    };
    format!("{} {kind}", best_representation(d.value))
}

fn floats(v: &[f64]) -> String {
    let items: Vec<String> = v
        .iter()
        .map(|n| best_representation(*n).to_string())
        .collect();
    format!("[{}]", items.join(", "))
}

/// The algorithm a case file exercises, with its result formatted.
fn algorithm(name: &str) -> fn(&str) -> Result<String, Error> {
    match name {
        "integer" => |s| parse_integer(s).map(|v| v.to_string()),
        "integer_i32" => |s| parse_integer_i32(s).map(|v| v.to_string()),
        "non_negative_integer" => |s| parse_non_negative_integer(s).map(|v| v.to_string()),
        "non_negative_integer_u32" => |s| parse_non_negative_integer_u32(s).map(|v| v.to_string()),
        "valid_integer" => |s| validate_integer(s).map(|v| v.to_string()),
        "valid_non_negative_integer" => |s| validate_non_negative_integer(s).map(|v| v.to_string()),
        "float" => |s| parse_float(s).map(|v| best_representation(v).to_string()),
        "valid_float" => |s| validate_float(s).map(|v| best_representation(v).to_string()),
        "dimension" => |s| parse_dimension(s).map(dimension),
        "nonzero_dimension" => |s| parse_nonzero_dimension(s).map(dimension),
        "list_of_floats" => |s| Ok(floats(&parse_list_of_floats(s))),
        "valid_list_of_floats" => |s| validate_list_of_floats(s).map(|v| floats(&v)),
        "list_of_dimensions" => |s| {
            parse_list_of_dimensions(s).map(|v| {
                let items: Vec<String> = v
                    .iter()
                    .map(|d| {
                        let unit = match d.unit {
                            ListUnit::Absolute => "abs",
                            ListUnit::Relative => "rel",
                            ListUnit::Percentage => "pct",
                        };
                        format!("{} {unit}", best_representation(d.value))
                    })
                    .collect();
                format!("[{}]", items.join(", "))
            })
        },
        other => panic!("no algorithm for case file {other}.cases"),
    }
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/numbers/*.cases", |path| {
            let name = path
                .file_stem()
                .and_then(|s| s.to_str())
                .unwrap_or_default();
            let snap = common::run_cases(path, algorithm(name));
            insta::assert_snapshot!("numbers", snap);
        });
    });
}

/// Every case file is driven (a file the match above does not know fails).
#[test]
fn every_case_file_has_an_algorithm() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/numbers");
    let count = std::fs::read_dir(dir).unwrap().count();
    assert_eq!(count, 13);
}

#[test]
fn valid_syntax_is_unbounded() {
    assert!(is_valid_integer("-99999999999999999999999999"));
    assert!(is_valid_non_negative_integer("99999999999999999999999999"));
    assert!(is_valid_float("1e400"));
    assert!(is_valid_list_of_floats("1,1e400"));
    assert!(!is_valid_integer("+1"));
    assert!(!is_valid_float("1.e3"));
    assert!(!is_valid_non_negative_integer("-0"));
}

#[test]
fn best_representation_is_ecmascript_tostring() {
    for (n, s) in [
        (0.0, "0"),
        (-0.0, "0"),
        (1.0, "1"),
        (-1.5, "-1.5"),
        (0.1, "0.1"),
        (1e21, "1e+21"),
        (1e20, "100000000000000000000"),
        (123456789012345680000.0, "123456789012345680000"),
        (1e-6, "0.000001"),
        (1e-7, "1e-7"),
        (1.5e-7, "1.5e-7"),
        (f64::MAX, "1.7976931348623157e+308"),
        (5e-324, "5e-324"),
        (f64::NAN, "NaN"),
        (f64::INFINITY, "Infinity"),
        (f64::NEG_INFINITY, "-Infinity"),
    ] {
        assert_eq!(best_representation(n).to_string(), s, "{n:e}");
    }
}

#[test]
fn dimension_display_and_from_str() {
    let d: Dimension = "5.%".parse().unwrap();
    assert_eq!(d.to_string(), "5%");
    let d: Dimension = " 0.50".parse().unwrap();
    assert_eq!(d.to_string(), "0.5");
}

/// Fuzzing (roundtrips target): the dimension rules read no exponent, so a
/// `Display` through the best representation (`1e+21`, `5e-323`) read back
/// as 1 or 5. Plain decimal digits read back exactly, at both ends of f64.
#[test]
fn dimension_display_reads_back_outside_the_plain_best_representation() {
    for value in [
        1e21,
        5e-323,
        1e-7,
        1.5e300,
        f64::MAX,
        f64::MIN_POSITIVE,
        0.0,
    ] {
        for kind in [DimensionKind::Length, DimensionKind::Percentage] {
            let d = Dimension { value, kind };
            assert_eq!(parse_dimension(&d.to_string()), Ok(d), "{d}");
        }
        for unit in [ListUnit::Absolute, ListUnit::Relative, ListUnit::Percentage] {
            let d = ListDimension { value, unit };
            assert_eq!(parse_list_of_dimensions(&d.to_string()), Ok(vec![d]), "{d}");
        }
    }
    let d = Dimension {
        value: 1e21,
        kind: DimensionKind::Percentage,
    };
    assert_eq!(d.to_string(), "1000000000000000000000%");
    let d = ListDimension {
        value: 5e-7,
        unit: ListUnit::Relative,
    };
    assert_eq!(d.to_string(), "0.0000005*");
    // Between 1e-6 and 1e21 the plain digits are the best representation.
    let d = Dimension {
        value: 12.5,
        kind: DimensionKind::Length,
    };
    assert_eq!(d.to_string(), best_representation(12.5).to_string());
}

/// Linear-memory rework of the list of dimensions: past 1100 fraction
/// digits only whether a nonzero digit follows counts (a sticky 1), which
/// rounds as the full digits do, also on a halfway point.
#[test]
fn list_of_dimensions_long_fractions_round_as_the_full_digits() {
    let value = |s: &str| parse_list_of_dimensions(s).unwrap()[0].value;
    let full = |s: &str| s.replace(' ', "").parse::<f64>().unwrap();
    // 2^53 + 1 is halfway between two doubles: a far nonzero digit rounds up.
    let halfway = format!("9007199254740993.{}1", "0".repeat(1500));
    assert_eq!(value(&halfway), 9007199254740994.0);
    assert_eq!(value(&halfway), full(&halfway));
    let halfway_exact = format!("9007199254740993.{}", "0".repeat(1500));
    assert_eq!(value(&halfway_exact), 9007199254740992.0);
    // Whitespace among the fraction digits is dropped, then the same rule.
    let spaced = format!("9007199254740993.{}1", "0 ".repeat(1500));
    assert_eq!(value(&spaced), 9007199254740994.0);
    // Leading zeros anywhere: no value change, no copy.
    let zeros = format!("{}12.5", "0".repeat(5000));
    assert_eq!(value(&zeros), 12.5);
    let tiny = format!("0.{}5", "0".repeat(400));
    assert_eq!(value(&tiny), 0.0);
    // 309 digits fit a double, 310 do not.
    assert_eq!(value(&"9".repeat(308)), full(&"9".repeat(308)));
    let err = parse_list_of_dimensions(&format!("1,{}", "9".repeat(310))).unwrap_err();
    assert_eq!((err.kind().code(), err.offset()), ("float_overflow", 2));
}

#[test]
fn components_stop_where_the_algorithm_stops() {
    assert_eq!(integer_component::<_, ()>("-12px"), Ok(("px", -12)));
    assert_eq!(float_component::<_, ()>("1.5e3x"), Ok(("x", 1500.0)));
    assert_eq!(float_component::<_, ()>("1.5em"), Ok(("em", 1.5)));
    let (rest, d) = dimension_component::<_, ()>("50%;").unwrap();
    assert_eq!((rest, d.value), (";", 50.0));
}

/// What the rules step over without using it (a `.` with no digit after
/// it, an `e` and sign with no digits) is left for the host grammar: a unit
/// such as `em` or `ex` follows a number.
#[test]
fn dangling_characters_are_not_consumed() {
    // The exponent only counts once it has digits.
    assert_eq!(float_component::<_, ()>("1em"), Ok(("em", 1.0)));
    assert_eq!(float_component::<_, ()>("1ex"), Ok(("ex", 1.0)));
    assert_eq!(float_component::<_, ()>("1E"), Ok(("E", 1.0)));
    assert_eq!(float_component::<_, ()>("1e+x"), Ok(("e+x", 1.0)));
    assert_eq!(float_component::<_, ()>("1e-"), Ok(("e-", 1.0)));
    assert_eq!(float_component::<_, ()>("-2.5e+"), Ok(("e+", -2.5)));
    assert_eq!(float_component::<_, ()>("1e5em"), Ok(("em", 100000.0)));
    // A '.' counts when digits or an exponent follow it.
    assert_eq!(float_component::<_, ()>("1."), Ok((".", 1.0)));
    assert_eq!(float_component::<_, ()>("1.x"), Ok((".x", 1.0)));
    assert_eq!(float_component::<_, ()>("1..5"), Ok(("..5", 1.0)));
    assert_eq!(float_component::<_, ()>("1.em"), Ok((".em", 1.0)));
    assert_eq!(float_component::<_, ()>("1.e2em"), Ok(("em", 100.0)));
    // The parse rules' value is the same either way.
    assert_eq!(parse_float("1em"), Ok(1.0));
    assert_eq!(parse_float("1.e2"), Ok(100.0));
    // Dimensions: a '.' counts when digits or '%' follow it.
    let (rest, d) = dimension_component::<_, ()>("5.%x").unwrap();
    assert_eq!(
        (rest, d.value, d.kind),
        ("x", 5.0, DimensionKind::Percentage)
    );
    let (rest, d) = dimension_component::<_, ()>("5.px").unwrap();
    assert_eq!((rest, d.value, d.kind), (".px", 5.0, DimensionKind::Length));
    let (rest, d) = dimension_component::<_, ()>("5.25em").unwrap();
    assert_eq!((rest, d.value), ("em", 5.25));
    let (rest, d) = dimension_component::<_, ()>("5e3").unwrap();
    assert_eq!((rest, d.value), ("e3", 5.0));
    // Integers take digits only: an exponent or a '.' is the host's.
    assert_eq!(integer_component::<_, ()>("1e3"), Ok(("e3", 1)));
    assert_eq!(integer_component::<_, ()>("-1.5"), Ok((".5", -1)));
    assert_eq!(
        non_negative_integer_component::<_, ()>("7em"),
        Ok(("em", 7))
    );
    // A sign with nothing after it is a failure, not a value.
    let e = integer_component::<_, StepError<&str>>("-em").unwrap_err();
    assert_eq!(
        e.map(|e| (e.input, e.kind.code())),
        nom::Err::Error(("em", "expected_digit"))
    );
    // Valid-syntax checks still point at the dangling character.
    let e = validate_float("1e").unwrap_err();
    assert_eq!(
        (e.kind().code(), e.offset()),
        ("exponent_without_digits", 1)
    );
    let e = validate_float("1.").unwrap_err();
    assert_eq!(
        (e.kind().code(), e.offset()),
        ("fraction_without_digits", 1)
    );
}

#[test]
fn embedders_keep_their_error_type() {
    // nom's own error type works: our step kind is dropped, the position stays.
    let e = integer_component::<_, nom::error::Error<&str>>("  -x").unwrap_err();
    assert_eq!(
        e,
        nom::Err::Error(nom::error::Error::new("x", nom::error::ErrorKind::Verify))
    );
}

/// Runs a combinator over a `&str` and over a `Span` and checks they agree
/// on the value, the rest, and the error's kind and offset.
fn agree<'a, T: PartialEq + std::fmt::Debug>(
    input: &'a str,
    on_str: impl Fn(&'a str) -> nom::IResult<&'a str, T, StepError<&'a str>>,
    on_span: impl Fn(Span<'a>) -> nom::IResult<Span<'a>, T, StepError<Span<'a>>>,
) {
    match (on_str(input), on_span(span(input))) {
        (Ok((r1, v1)), Ok((r2, v2))) => {
            assert_eq!(v1, v2);
            assert_eq!(r1, *r2.fragment());
            assert_eq!(input.len() - r1.len(), r2.location_offset());
        }
        (Err(nom::Err::Error(e1)), Err(nom::Err::Error(e2))) => {
            assert_eq!(e1.kind, e2.kind);
            assert_eq!(input.len() - e1.input.len(), e2.input.location_offset());
        }
        (a, b) => panic!("{input:?}: str {a:?} but span {b:?}"),
    }
}

/// Strings made of the characters the number rules care about.
fn numberish() -> impl Strategy<Value = String> {
    proptest::string::string_regex("[ \t\n+\\-.eE0-9x,;%*é]{0,24}").unwrap()
}

/// Generated valid floating-point numbers (the grammar of the valid syntax).
fn valid_float_string() -> impl Strategy<Value = String> {
    proptest::string::string_regex(
        "-?([0-9]{1,20}(\\.[0-9]{1,20})?|\\.[0-9]{1,20})([eE][+-]?[0-9]{1,3})?",
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn str_and_span_agree(s in numberish()) {
        agree(&s, integer_component, integer_component);
        agree(&s, non_negative_integer_component, non_negative_integer_component);
        agree(&s, float_component, float_component);
        agree(&s, dimension_component, dimension_component);
    }

    #[test]
    fn no_input_panics(s in any::<String>()) {
        let _ = parse_integer(&s);
        let _ = validate_integer(&s);
        let _ = parse_non_negative_integer(&s);
        let _ = validate_non_negative_integer(&s);
        let _ = parse_float(&s);
        let _ = validate_float(&s);
        let _ = parse_dimension(&s);
        let _ = parse_nonzero_dimension(&s);
        let _ = parse_list_of_floats(&s);
        let _ = validate_list_of_floats(&s);
        let _ = parse_list_of_dimensions(&s);
    }

    #[test]
    fn errors_point_inside_the_input(s in numberish()) {
        for e in [parse_integer(&s).err(), parse_float(&s).err(), validate_float(&s).err(),
                  parse_dimension(&s).err(), validate_list_of_floats(&s).err()].into_iter().flatten() {
            prop_assert!(e.offset() <= s.len());
            prop_assert!(s.is_char_boundary(e.offset()));
        }
    }

    /// The float rules agree with std's correctly rounding parser on the
    /// language both accept (the oracle), -0 aside.
    #[test]
    fn float_rules_match_std(s in valid_float_string()) {
        let ours = parse_float(&s);
        let std: f64 = s.parse().unwrap();
        if std.is_infinite() {
            prop_assert_eq!(ours.unwrap_err().kind(), ErrorKind::FloatOverflow);
        } else {
            prop_assert_eq!(ours.unwrap().to_bits(), (std + 0.0).to_bits());
        }
    }

    /// Around the exact fast path's limits (significands near 2^53, 19
    /// digits, exponents near ±22), the conversion still agrees with std.
    #[test]
    fn float_fast_path_boundaries_match_std(
        m in prop_oneof![0u64..1000, (1u64 << 53) - 5..(1u64 << 53) + 5, 9_999_999_999_999_999_990u64..=u64::MAX],
        frac in 0usize..20,
        e in -30i32..30,
    ) {
        let digits = m.to_string();
        let split = digits.len().saturating_sub(frac);
        let s = if split < digits.len() {
            format!("{}.{}e{e}", &digits[..split], &digits[split..])
        } else {
            format!("{digits}e{e}")
        };
        let std: f64 = s.parse().unwrap();
        prop_assert_eq!(parse_float(&s).unwrap().to_bits(), (std + 0.0).to_bits(), "{}", s);
    }

    /// Every generated valid float is valid, and validating gives the parse value.
    #[test]
    fn valid_floats_are_valid(s in valid_float_string()) {
        prop_assert!(is_valid_float(&s));
        prop_assert_eq!(validate_float(&s).ok(), parse_float(&s).ok());
    }

    /// The best representation of every finite double parses back to it and is valid.
    #[test]
    fn best_representation_round_trips(bits in any::<u64>()) {
        let n = f64::from_bits(bits);
        prop_assume!(n.is_finite());
        let s = best_representation(n).to_string();
        prop_assert!(is_valid_float(&s), "{} is not valid", s);
        prop_assert_eq!(parse_float(&s).unwrap().to_bits(), (n + 0.0).to_bits());
    }

    #[test]
    fn integers_round_trip(n in any::<i64>()) {
        let s = n.to_string();
        prop_assert!(is_valid_integer(&s));
        prop_assert_eq!(parse_integer(&s), Ok(n));
        prop_assert_eq!(validate_integer(&s), Ok(n));
        prop_assert_eq!(parse_integer_i32(&s).ok(), i32::try_from(n).ok());
    }

    #[test]
    fn non_negative_integers_round_trip(n in any::<u64>()) {
        let s = n.to_string();
        prop_assert!(is_valid_non_negative_integer(&s));
        prop_assert_eq!(parse_non_negative_integer(&s), Ok(n));
        prop_assert_eq!(parse_non_negative_integer_u32(&s).ok(), u32::try_from(n).ok());
    }

    #[test]
    fn dimensions_round_trip(v in any::<f64>().prop_map(f64::abs).prop_filter("finite", |v| v.is_finite()), pct in any::<bool>()) {
        let kind = if pct { DimensionKind::Percentage } else { DimensionKind::Length };
        let d = Dimension { value: v, kind };
        prop_assert_eq!(parse_dimension(&d.to_string()), Ok(d));
    }

    #[test]
    fn float_lists_round_trip(v in proptest::collection::vec(-1e9f64..1e9, 0..8)) {
        let s = write_list_of_floats(&v);
        let expected: Vec<f64> = v.iter().map(|n| n + 0.0).collect();
        prop_assert_eq!(validate_list_of_floats(&s), Ok(expected.clone()));
        prop_assert_eq!(parse_list_of_floats(&s), expected);
    }

    #[test]
    fn dimension_lists_round_trip(v in proptest::collection::vec((any::<f64>().prop_map(f64::abs).prop_filter("finite", |v| v.is_finite()), 0..3u8), 1..8)) {
        let list: Vec<ListDimension> = v.iter().map(|&(value, u)| ListDimension {
            value,
            unit: [ListUnit::Absolute, ListUnit::Relative, ListUnit::Percentage][usize::from(u)],
        }).collect();
        let s: Vec<String> = list.iter().map(ToString::to_string).collect();
        prop_assert_eq!(parse_list_of_dimensions(&s.join(",")), Ok(list));
    }
}

/// The valid syntaxes where they stand in a host grammar: each tolerated
/// departure fails at its character, and what follows is left for the host;
/// on a whole string they agree with the `is_valid_*` checks.
#[test]
fn valid_components_check_in_place() {
    use html_microsyntax::StepError;
    fn fail<'a, T: std::fmt::Debug>(
        r: nom::IResult<&'a str, T, StepError<&'a str>>,
    ) -> (&'static str, &'a str) {
        match r.unwrap_err() {
            nom::Err::Error(e) => (e.kind.code(), e.input),
            other => panic!("{other:?}"),
        }
    }
    assert_eq!(valid_integer_component::<_, ()>("12;"), Ok((";", 12)));
    assert_eq!(
        fail(valid_integer_component(" 12")),
        ("leading_whitespace", " 12")
    );
    assert_eq!(fail(valid_integer_component("+1")), ("plus_sign", "+1"));
    assert_eq!(
        valid_non_negative_integer_component::<_, ()>("0x"),
        Ok(("x", 0))
    );
    assert_eq!(
        fail(valid_non_negative_integer_component("-1")).0,
        "negative"
    );
    assert_eq!(
        valid_float_component::<_, ()>("1.5e3px"),
        Ok(("px", 1500.0))
    );
    assert_eq!(valid_float_component::<_, ()>("1em"), Ok(("em", 1.0)));
    // A '.' or 'e' the number does not take is the host's: left, not judged.
    assert_eq!(valid_float_component::<_, ()>("1."), Ok((".", 1.0)));
    assert_eq!(valid_float_component::<_, ()>("1e+x"), Ok(("e+x", 1.0)));
    assert_eq!(
        fail(valid_float_component("1.e3")),
        ("fraction_without_digits", ".e3")
    );
    for s in [
        "0", "-0", "12", "-.5", "1e3", "1.e3", " 1", "+1", "1x", "007", "-",
    ] {
        let whole = |r: Result<(&str, f64), _>| matches!(r, Ok(("", _)));
        assert_eq!(
            whole(valid_float_component::<_, ()>(s)),
            is_valid_float(s),
            "{s:?}"
        );
        assert_eq!(
            matches!(valid_integer_component::<_, ()>(s), Ok(("", _))),
            is_valid_integer(s),
            "{s:?}"
        );
    }
}
