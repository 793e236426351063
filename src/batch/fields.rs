//! Reading the fields of the object inputs, and the contract's error object
//! for a request that cannot be answered: shared by the object families.

use serde_json::{json, Map, Value};

/// The contract's error object, for errors with no position in a string.
pub fn error(kind: &str, message: &str) -> Value {
    json!({"kind": kind, "offset": 0, "line": 1, "column": 1, "message": message})
}

/// A request the syntax cannot answer (a missing or mistyped field).
pub fn bad_request(message: &str) -> Value {
    error("bad_request", message)
}

/// A required string field.
pub fn string<'a>(object: &'a Map<String, Value>, field: &str) -> Result<&'a str, Value> {
    match object.get(field) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(bad_request(&format!("field \"{field}\" must be a string"))),
        None => Err(bad_request(&format!("missing field \"{field}\""))),
    }
}

/// An optional string field (absent or null: the attribute is not set).
pub fn optional_string<'a>(
    object: &'a Map<String, Value>,
    field: &str,
) -> Result<Option<&'a str>, Value> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(bad_request(&format!(
            "field \"{field}\" must be a string or null"
        ))),
    }
}
