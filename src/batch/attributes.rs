//! The batch mode's `attribute` syntax: which microsyntax an element's attribute
//! takes in context, and its violations (the library's
//! `attributes::check_attribute`). Its input is a JSON object.

use crate::attributes::check_attribute;
use serde_json::{json, Value};

use super::fields::{bad_request, string};

/// (name, description) of the syntaxes this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[(
    "attribute",
    "{element, attribute, value, attributes?}: the attribute's microsyntax and violations",
)];

/// Runs `syntax` on an object `input`; `None` when the syntax is not here.
/// `Err` is the contract's error object.
pub fn run(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    (syntax == "attribute").then(|| attribute(input))
}

fn attribute(input: &Value) -> Result<Value, Value> {
    let object = input
        .as_object()
        .ok_or_else(|| bad_request("the input of \"attribute\" is an object"))?;
    let field = |name: &str| string(object, name);
    let (element, attribute, value) = (field("element")?, field("attribute")?, field("value")?);
    let mut others = Vec::new();
    match object.get("attributes") {
        None | Some(Value::Null) => {}
        Some(Value::Object(map)) => {
            for (name, v) in map {
                let v = v.as_str().ok_or_else(|| {
                    bad_request(&format!("attribute \"{name}\" must have a string value"))
                })?;
                others.push((name.as_str(), v));
            }
        }
        Some(_) => return Err(bad_request("field \"attributes\" must be an object")),
    }
    let check = check_attribute(element, attribute, value, &others);
    let violations: Vec<Value> = check
        .violations
        .iter()
        .map(|e| serde_json::to_value(e).unwrap_or_default())
        .collect();
    Ok(json!({
        "syntax": check.syntax_name(),
        "valid": check.is_valid(),
        "violations": violations,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn attribute_answers_follow_the_contract() {
        let answer = |input: Value| run("attribute", &input).unwrap();
        let v = answer(
            json!({"element": "input", "attribute": "min", "value": "2023-02-29",
            "attributes": {"type": "date"}}),
        )
        .unwrap();
        assert_eq!(v["syntax"], "valid_date");
        assert_eq!(v["valid"], false);
        assert_eq!(v["violations"][0]["kind"], "day_out_of_range");
        assert_eq!(v["violations"][0]["offset"], 8);
        let v = answer(json!({"element": "div", "attribute": "data-x", "value": "1"})).unwrap();
        assert_eq!(v, json!({"syntax": null, "valid": true, "violations": []}));
        let e = answer(json!({"element": "td", "attribute": "colspan"})).unwrap_err();
        assert_eq!(e["kind"], "bad_request");
        let e = answer(
            json!({"element": "td", "attribute": "colspan", "value": "1",
            "attributes": {"x": 1}}),
        )
        .unwrap_err();
        assert_eq!(e["kind"], "bad_request");
        assert!(run("other", &json!({})).is_none());
    }
}
