//! The batch mode's syntax names for the input element's algorithms (4.10.5) and the
//! reflection getters (2.6.1). Their inputs are JSON objects.

use crate::forms::*;
use serde_json::{json, Map, Value};

use super::fields::{bad_request, error, optional_string, string};

/// (name, description) of every syntax this family serves; each takes a
/// JSON object as its input.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        "input_value_sanitization",
        "{type, value, attrs?}: the value sanitization algorithm",
    ),
    (
        "input_type_change_value",
        "{from, to, value}: the value after the type changes",
    ),
    (
        "input_value_as_number",
        "{type, value, attrs?}: valueAsNumber (null for NaN)",
    ),
    (
        "input_number_to_value",
        "{type, number, attrs?}: what the valueAsNumber setter writes",
    ),
    (
        "allowed_value_step",
        "{type, step}: the allowed value step in valueAsNumber units",
    ),
    (
        "input_step",
        "{type, attrs, value | value_as_number, op, n}: stepUp / stepDown",
    ),
    (
        "step_mismatch",
        "{type, value?, min?, max?, step?}: suffering from a step mismatch",
    ),
    (
        "range_overflow",
        "{type, value?, min?, max?, step?}: suffering from an overflow",
    ),
    (
        "range_underflow",
        "{type, value?, min?, max?, step?}: suffering from an underflow",
    ),
    (
        "type_mismatch",
        "{type, value?, multiple?}: suffering from a type mismatch",
    ),
    (
        "reflect_integer",
        "{element, attribute, value}: the integer IDL getter",
    ),
];

/// `multiple`: a boolean, or a string (the attribute is present).
fn flag(object: &Map<String, Value>, field: &str) -> Result<bool, Value> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(Value::String(_)) => Ok(true),
        Some(_) => Err(bad_request(&format!(
            "field \"{field}\" must be a boolean or a string"
        ))),
    }
}

/// `min`, `max`, `step`, `value` (the content attribute), `multiple`,
/// `alpha` and `colorspace` from `object`.
fn attributes(object: &Map<String, Value>) -> Result<InputAttributes<'_>, Value> {
    Ok(InputAttributes {
        min: optional_string(object, "min")?,
        max: optional_string(object, "max")?,
        step: optional_string(object, "step")?,
        value: optional_string(object, "value")?,
        multiple: flag(object, "multiple")?,
        alpha: flag(object, "alpha")?,
        colorspace: optional_string(object, "colorspace")?,
    })
}

/// The optional `attrs` object.
fn attrs_field(object: &Map<String, Value>) -> Result<InputAttributes<'_>, Value> {
    match object.get("attrs") {
        None | Some(Value::Null) => Ok(InputAttributes::default()),
        Some(Value::Object(attrs)) => attributes(attrs),
        Some(_) => Err(bad_request("field \"attrs\" must be an object")),
    }
}

fn input_type(object: &Map<String, Value>, field: &str) -> Result<InputType, Value> {
    string(object, field).map(|t| InputType::from_attribute(Some(t)))
}

/// A number as JSON: `null` for NaN, an integer when it is one (dates in
/// milliseconds read as integers), else a float.
fn number_or_null(n: f64) -> Value {
    if n.is_nan() {
        Value::Null
    } else if n.fract() == 0.0 && n.abs() < 9.007_199_254_740_992e15 {
        // OK: an integer below 2^53, exact as i64.
        Value::from(n as i64)
    } else {
        Value::from(n)
    }
}

fn invalid_state(e: InvalidStateError) -> Value {
    error(e.code(), &e.to_string())
}

/// Runs `syntax` on the JSON `input`: `None` when the name is not in this
/// family; else the result, or the contract's error object.
pub fn run(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    if !SYNTAXES.iter().any(|(name, _)| *name == syntax) {
        return None;
    }
    let Value::Object(object) = input else {
        return Some(Err(bad_request(
            "this syntax takes a JSON object as its input",
        )));
    };
    Some(answer(syntax, object))
}

fn answer(syntax: &str, o: &Map<String, Value>) -> Result<Value, Value> {
    match syntax {
        "input_value_sanitization" => {
            let (ty, value, attrs) = (input_type(o, "type")?, string(o, "value")?, attrs_field(o)?);
            Ok(Value::from(sanitize_value(ty, value, &attrs).into_owned()))
        }
        "input_type_change_value" => {
            let (from, to, value) = (
                input_type(o, "from")?,
                input_type(o, "to")?,
                string(o, "value")?,
            );
            type_change_value(from, to, value)
                .map(Value::from)
                .map_err(invalid_state)
        }
        "input_value_as_number" => {
            let (ty, value, attrs) = (input_type(o, "type")?, string(o, "value")?, attrs_field(o)?);
            let value = sanitize_value(ty, value, &attrs);
            Ok(number_or_null(value_as_number(ty, &value)))
        }
        "input_number_to_value" => {
            let (ty, attrs) = (input_type(o, "type")?, attrs_field(o)?);
            let number = match o.get("number") {
                Some(Value::Number(n)) => n.as_f64().unwrap_or(f64::NAN),
                Some(Value::Null) => f64::NAN,
                Some(_) => return Err(bad_request("field \"number\" must be a number or null")),
                None => return Err(bad_request("missing field \"number\"")),
            };
            let written = set_value_as_number(ty, number).map_err(|e| match e {
                SetValueAsNumberError::InvalidState(e) => invalid_state(e),
                SetValueAsNumberError::TypeError => error("type_error", &e.to_string()),
            })?;
            Ok(Value::from(
                sanitize_value(ty, &written, &attrs).into_owned(),
            ))
        }
        "allowed_value_step" => {
            let ty = input_type(o, "type")?;
            if !o.contains_key("step") {
                return Err(bad_request("missing field \"step\""));
            }
            let step = optional_string(o, "step")?;
            Ok(allowed_value_step(ty, step).map_or(Value::Null, number_or_null))
        }
        "input_step" => {
            let ty = input_type(o, "type")?;
            let attrs = match o.get("attrs") {
                Some(Value::Object(attrs)) => attributes(attrs)?,
                Some(_) => return Err(bad_request("field \"attrs\" must be an object")),
                None => return Err(bad_request("missing field \"attrs\"")),
            };
            let direction = match string(o, "op")? {
                "stepUp" => StepDirection::Up,
                "stepDown" => StepDirection::Down,
                _ => {
                    return Err(bad_request(
                        "field \"op\" must be \"stepUp\" or \"stepDown\"",
                    ))
                }
            };
            let n = match o.get("n") {
                Some(n) => n
                    .as_i64()
                    .ok_or_else(|| bad_request("field \"n\" must be an integer"))?,
                None => return Err(bad_request("missing field \"n\"")),
            };
            // The value: set through `value` (sanitized) or `valueAsNumber`.
            let start = match (o.get("value"), o.get("value_as_number")) {
                (Some(Value::String(v)), None) => sanitize_value(ty, v, &attrs).into_owned(),
                (None, Some(Value::Number(n))) => {
                    let number = n.as_f64().unwrap_or(f64::NAN);
                    let written = set_value_as_number(ty, number)
                        .map_err(|e| error("invalid_state", &e.to_string()))?;
                    sanitize_value(ty, &written, &attrs).into_owned()
                }
                _ => {
                    return Err(bad_request(
                        "expected one of a string \"value\" or a number \"value_as_number\"",
                    ))
                }
            };
            let value = step_up_down(ty, &start, &attrs, direction, n).map_err(invalid_state)?;
            let value = sanitize_value(ty, &value, &attrs).into_owned();
            let number = number_or_null(value_as_number(ty, &value));
            Ok(json!({"value": value, "value_as_number": number}))
        }
        "step_mismatch" | "range_overflow" | "range_underflow" | "type_mismatch" => {
            let ty = input_type(o, "type")?;
            let attrs = InputAttributes {
                value: None,
                ..attributes(o)?
            };
            let value = optional_string(o, "value")?.unwrap_or("");
            let value = sanitize_value(ty, value, &attrs);
            Ok(Value::Bool(match syntax {
                "step_mismatch" => suffers_from_step_mismatch(ty, &value, &attrs),
                "range_overflow" => suffers_from_overflow(ty, &value, &attrs),
                "range_underflow" => suffers_from_underflow(ty, &value, &attrs),
                _ => suffers_from_type_mismatch(ty, &value, attrs.multiple),
            }))
        }
        "reflect_integer" => {
            let (element, attribute) = (string(o, "element")?, string(o, "attribute")?);
            if !o.contains_key("value") {
                return Err(bad_request("missing field \"value\""));
            }
            let value = optional_string(o, "value")?;
            reflect_integer(element, attribute, value)
                .map(Value::from)
                .ok_or_else(|| {
                    bad_request(&format!(
                        "no integer reflection known for <{element} {attribute}>"
                    ))
                })
        }
        _ => Err(bad_request("unknown syntax")),
    }
}
