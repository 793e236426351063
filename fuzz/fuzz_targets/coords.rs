//! 4.8.16 `<area coords>` and the image map processing model's shape; the
//! keyword sets (`rel`, `sandbox`, `accesskey`, `blocking`).
#![no_main]

mod common;

use common::{ok, split};
use html_microsyntax::coords::*;
use html_microsyntax::keyword_sets::*;
use libfuzzer_sys::fuzz_target;

const SHAPES: [Option<&str>; 6] = [
    None,
    Some("circle"),
    Some("default"),
    Some("poly"),
    Some("rect"),
    Some("Polygon"),
];

fuzz_target!(|data: &[u8]| {
    let Some((selector, s)) = split(data) else {
        return;
    };
    if selector % 2 == 0 {
        let shape = SHAPES[usize::from(selector / 2) % SHAPES.len()];
        let valid = ok(s, validate_coords(shape, s));
        assert_eq!(is_valid_coords(shape, s), valid.is_some());
        let read = area_shape(shape, s);
        if let Some(values) = valid {
            // A valid value is a valid list, read as the same numbers.
            assert_eq!(
                html_microsyntax::numbers::validate_list_of_floats(s),
                Ok(values.clone())
            );
            match read.clone() {
                Some(AreaShape::Circle { x, y, radius }) => assert_eq!(vec![x, y, radius], values),
                Some(AreaShape::Rectangle { x1, y1, x2, y2 }) => {
                    assert_eq!(vec![x1, y1, x2, y2], values)
                }
                Some(AreaShape::Polygon(points)) => {
                    let flat: Vec<f64> = points.iter().flat_map(|&(x, y)| [x, y]).collect();
                    assert_eq!(flat, values);
                }
                Some(AreaShape::Default) => panic!("valid coords in the default state: {s:?}"),
                None => assert_eq!(values.get(2), Some(&0.0), "{s:?}"),
            }
        }
        match read {
            Some(AreaShape::Rectangle { x1, y1, x2, y2 }) => assert!(x1 <= x2 && y1 <= y2),
            Some(AreaShape::Circle { radius, .. }) => assert!(radius > 0.0),
            Some(AreaShape::Polygon(points)) => assert!(points.len() >= 3),
            _ => {}
        }
    } else {
        let element = ["link", "a", "area", "form"][usize::from(selector / 2) % 4];
        let rel = ok(s, validate_rel(element, s));
        assert_eq!(is_valid_rel(element, s), rel.is_some());
        let sandbox = ok(s, validate_sandbox(s));
        assert_eq!(is_valid_sandbox(s), sandbox.is_some());
        let keys = ok(s, validate_accesskey(s));
        assert_eq!(is_valid_accesskey(s), keys.is_some());
        if let Some(keys) = keys {
            let joined: String = keys.iter().map(|k| format!("{k} ")).collect();
            assert_eq!(validate_accesskey(&joined), Ok(keys));
        }
        let blocking = ok(s, validate_blocking(s));
        assert_eq!(is_valid_blocking(s), blocking.is_some());
    }
});
