//! The batch mode's syntaxes of `<area coords>` and of `rel`, whose inputs are JSON
//! objects: the value needs the `shape` attribute or the element.

use crate::coords::{area_shape, AreaShape};
use crate::registry::{Context, VALID_COORDS, VALID_REL};
use serde_json::{json, Map, Value};

use super::fields::{bad_request, optional_string, string};

/// (name, description) of the syntaxes this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        VALID_COORDS.name,
        "{shape, coords}: <area coords> conforms to the shape's state (shape null or absent: rect)",
    ),
    (
        "area_shape",
        "{shape, coords}: the shape the image map processing model reads (null: empty)",
    ),
    (
        VALID_REL.name,
        "{element, value}: the rel attribute's link types allowed on the element",
    ),
];

/// Runs `syntax` on an object `input`; `None` when the syntax is not here.
/// `Err` is the contract's error object (a failed check's first violation).
pub fn run(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    if !SYNTAXES.iter().any(|(name, _)| *name == syntax) {
        return None;
    }
    let Some(object) = input.as_object() else {
        return Some(Err(bad_request(&format!(
            "the input of \"{syntax}\" is an object"
        ))));
    };
    Some(answer(syntax, object))
}

fn answer(syntax: &str, object: &Map<String, Value>) -> Result<Value, Value> {
    let invalid = |e: crate::Error| serde_json::to_value(&e).unwrap_or_default();
    let verdict = |r: Result<(), crate::Error>| r.map(|()| Value::Bool(true)).map_err(invalid);
    match syntax {
        "area_shape" => {
            let shape = optional_string(object, "shape")?;
            let coords = optional_string(object, "coords")?.unwrap_or("");
            Ok(area_shape(shape, coords).map_or(Value::Null, shape_json))
        }
        // The checks are the registry's rows, in the context the object
        // gives: the element's `shape`, or the element itself.
        s if s == VALID_COORDS.name => {
            let shape = optional_string(object, "shape")?;
            let coords = string(object, "coords")?;
            let others: Vec<(&str, &str)> = shape.map(|s| ("shape", s)).into_iter().collect();
            verdict((VALID_COORDS.validate)(
                coords,
                &Context::new("area", "coords", &others),
            ))
        }
        _ => {
            let element = string(object, "element")?;
            let value = string(object, "value")?;
            verdict((VALID_REL.validate)(
                value,
                &Context::new(element, "rel", &[]),
            ))
        }
    }
}

/// An area's shape: its state's name and its numbers in the order of the
/// processing model (after the corrections).
fn shape_json(shape: AreaShape) -> Value {
    match shape {
        AreaShape::Circle { x, y, radius } => json!({"shape": "circle", "coords": [x, y, radius]}),
        AreaShape::Default => json!({"shape": "default", "coords": []}),
        AreaShape::Polygon(points) => {
            let coords: Vec<f64> = points.iter().flat_map(|&(x, y)| [x, y]).collect();
            json!({"shape": "polygon", "coords": coords})
        }
        AreaShape::Rectangle { x1, y1, x2, y2 } => {
            json!({"shape": "rectangle", "coords": [x1, y1, x2, y2]})
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_json(syntax: &str, input: Value) -> Result<Value, Value> {
        run(syntax, &input).unwrap()
    }

    #[test]
    fn result_shapes() {
        assert_eq!(
            run_json(
                "valid_coords",
                json!({"shape": "circle", "coords": "1,2,3"})
            ),
            Ok(Value::Bool(true))
        );
        let err = run_json("valid_coords", json!({"shape": null, "coords": "1,2,3"})).unwrap_err();
        assert_eq!(
            (&err["kind"], &err["offset"]),
            (&json!("coords_count"), &json!(5))
        );
        assert_eq!(
            run_json("valid_coords", json!({"coords": "0,0,1,1"})),
            Ok(Value::Bool(true))
        );
        assert_eq!(
            run_json("area_shape", json!({"shape": "rect", "coords": "9,9,1,1"})),
            Ok(json!({"shape": "rectangle", "coords": [1.0, 1.0, 9.0, 9.0]}))
        );
        assert_eq!(
            run_json("area_shape", json!({"shape": "circle", "coords": "1,1,0"})),
            Ok(Value::Null)
        );
        let err = run_json("valid_rel", json!({"element": "a", "value": "icon"})).unwrap_err();
        assert_eq!(err["kind"], "link_type_not_allowed");
    }

    #[test]
    fn bad_requests() {
        for (syntax, input) in [
            ("valid_coords", json!({"shape": "circle"})),
            ("valid_coords", json!({"shape": 1, "coords": "1,2,3"})),
            ("valid_coords", json!("1,2,3")),
            ("valid_rel", json!({"value": "next"})),
        ] {
            let err = run_json(syntax, input).unwrap_err();
            assert_eq!(err["kind"], "bad_request", "{syntax}");
        }
        assert!(run("valid_email", &json!({})).is_none());
    }
}
