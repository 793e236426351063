//! The batch mode's syntax names for section 2.3.4 Numbers.

use crate::numbers::*;
use crate::registry::DIMENSION;
use crate::Error;
use serde_json::{json, Value};

/// (name, description) of every syntax this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    ("integer", "rules for parsing integers (i64)"),
    (
        "non_negative_integer",
        "rules for parsing non-negative integers (u64)",
    ),
    ("float", "rules for parsing floating-point number values"),
    (
        "best_float",
        "the float rules, then the best representation (ECMAScript Number ToString)",
    ),
    // The registry's row, run here for its value.
    (DIMENSION.name, DIMENSION.description),
    (
        "nonzero_dimension",
        "rules for parsing nonzero dimension values",
    ),
    (
        "float_list",
        "rules for parsing a list of floating-point numbers",
    ),
    ("dimension_list", "rules for parsing a list of dimensions"),
];

fn dimension(d: Dimension) -> Value {
    let unit = match d.kind {
        DimensionKind::Length => "length",
        DimensionKind::Percentage => "percentage",
    };
    json!({"value": d.value, "unit": unit})
}

/// Runs `syntax` on `input`; `None` when the name is not in this family.
pub fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    Some(match syntax {
        "integer" => parse_integer(input).map(Value::from),
        "non_negative_integer" => parse_non_negative_integer(input).map(Value::from),
        "float" => parse_float(input).map(Value::from),
        "best_float" => parse_float(input).map(|v| Value::from(best_representation(v).to_string())),
        s if s == DIMENSION.name => parse_dimension(input).map(dimension),
        "nonzero_dimension" => parse_nonzero_dimension(input).map(dimension),
        "float_list" => Ok(Value::from(parse_list_of_floats(input))),
        "dimension_list" => parse_list_of_dimensions(input).map(|list| {
            let items = list.iter().map(|d| {
                let unit = match d.unit {
                    ListUnit::Absolute => "absolute",
                    ListUnit::Relative => "relative",
                    ListUnit::Percentage => "percentage",
                };
                json!([d.value, unit])
            });
            Value::Array(items.collect())
        }),
        _ => return None,
    })
}

/// The valid (normalized) string of the parsed value, where one exists.
pub fn serialize(syntax: &str, input: &str) -> Option<String> {
    match syntax {
        "integer" => parse_integer(input).ok().map(|v| v.to_string()),
        "non_negative_integer" => parse_non_negative_integer(input)
            .ok()
            .map(|v| v.to_string()),
        "float" | "best_float" => parse_float(input)
            .ok()
            .map(|v| best_representation(v).to_string()),
        s if s == DIMENSION.name => parse_dimension(input).ok().map(|d| d.to_string()),
        "nonzero_dimension" => parse_nonzero_dimension(input).ok().map(|d| d.to_string()),
        "float_list" => Some(write_list_of_floats(&parse_list_of_floats(input))),
        "dimension_list" => parse_list_of_dimensions(input).ok().map(|v| {
            v.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        }),
        _ => None,
    }
}
