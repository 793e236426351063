//! `<area coords>` (the `coords` module): data-driven cases with snapshots,
//! and properties.
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

use html_microsyntax::coords::{area_shape, is_valid_coords, validate_coords, AreaShape};
use html_microsyntax::Error;
use proptest::prelude::*;

/// `shape|coords` ("-" for a missing shape), and the offset of the coords.
fn split(input: &str) -> (Option<&str>, &str, usize) {
    let (shape, coords) = input.split_once('|').expect("shape|coords");
    ((shape != "-").then_some(shape), coords, shape.len() + 1)
}

fn shape_text(shape: Option<AreaShape>) -> String {
    match shape {
        None => "empty".into(),
        Some(AreaShape::Circle { x, y, radius }) => format!("circle ({x}, {y}) r {radius}"),
        Some(AreaShape::Default) => "default".into(),
        Some(AreaShape::Polygon(points)) => {
            let points: Vec<String> = points.iter().map(|(x, y)| format!("({x}, {y})")).collect();
            format!("polygon {}", points.join(" "))
        }
        Some(AreaShape::Rectangle { x1, y1, x2, y2 }) => {
            format!("rectangle ({x1}, {y1})-({x2}, {y2})")
        }
    }
}

fn case(stem: &str, input: &str) -> Result<String, Error> {
    let (shape, coords, at) = split(input);
    match stem {
        "valid_coords" => {
            let result = validate_coords(shape, coords);
            assert_eq!(result.is_ok(), is_valid_coords(shape, coords), "{input:?}");
            result
                .map(|v| format!("{v:?}"))
                .map_err(|e| e.shifted(input, at))
        }
        "area_shape" => Ok(shape_text(area_shape(shape, coords))),
        other => panic!("no algorithm for {other}.cases"),
    }
}

#[test]
fn coords() {
    common::settings().bind(|| {
        insta::glob!("data/coords/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            insta::assert_snapshot!(common::run_cases(path, |input| case(stem, input)));
        });
    });
}

/// A shape attribute value: the keywords, their case variants, missing.
fn shape_value() -> impl Strategy<Value = Option<String>> {
    prop_oneof![
        Just(None),
        "(circle|circ|rect|rectangle|poly|polygon|default|CIRCLE|Poly|x)".prop_map(Some),
    ]
}

proptest! {
    /// No panic; an error's offset is inside the value, on a character
    /// boundary.
    #[test]
    fn errors_inside_the_input(shape in shape_value(), s in "[0-9,;. \\-+eE.xé]{0,24}") {
        if let Err(e) = validate_coords(shape.as_deref(), &s) {
            prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
        }
        let _ = area_shape(shape.as_deref(), &s);
    }

    /// Valid coordinates read as themselves: the processing model's numbers
    /// are the valid list's (in the corrected order), and the shape is never
    /// empty but for a circle of radius zero.
    #[test]
    fn valid_coords_are_what_the_processing_model_reads(
        shape in shape_value(),
        numbers in proptest::collection::vec(-500i32..500, 0..10),
    ) {
        let coords = numbers.iter().map(i32::to_string).collect::<Vec<_>>().join(",");
        let Ok(values) = validate_coords(shape.as_deref(), &coords) else {
            return Ok(());
        };
        let expected: Vec<f64> = numbers.iter().map(|&n| f64::from(n)).collect();
        prop_assert_eq!(&values, &expected);
        match area_shape(shape.as_deref(), &coords) {
            Some(AreaShape::Circle { x, y, radius }) => prop_assert_eq!(vec![x, y, radius], expected),
            Some(AreaShape::Rectangle { x1, y1, x2, y2 }) => {
                prop_assert_eq!(vec![x1, y1, x2, y2], expected);
            }
            Some(AreaShape::Polygon(points)) => {
                let flat: Vec<f64> = points.iter().flat_map(|&(x, y)| [x, y]).collect();
                prop_assert_eq!(flat, expected);
            }
            Some(AreaShape::Default) => prop_assert!(false, "a default shape has no valid coords"),
            None => prop_assert_eq!(expected.get(2), Some(&0.0), "{:?}", coords),
        }
    }

    /// Any integers written as a valid list conform exactly when the count
    /// and the shape's rules hold.
    #[test]
    fn the_shape_rules_decide(numbers in proptest::collection::vec(-50i32..50, 0..9)) {
        let coords = numbers.iter().map(i32::to_string).collect::<Vec<_>>().join(",");
        let circle = matches!(numbers[..], [_, _, r] if r >= 0);
        let rect = matches!(numbers[..], [x1, y1, x2, y2] if x1 < x2 && y1 < y2);
        let poly = numbers.len() >= 6 && numbers.len() % 2 == 0;
        prop_assert_eq!(is_valid_coords(Some("circle"), &coords), circle);
        prop_assert_eq!(is_valid_coords(None, &coords), rect);
        prop_assert_eq!(is_valid_coords(Some("poly"), &coords), poly);
        prop_assert!(!is_valid_coords(Some("default"), &coords));
    }
}
