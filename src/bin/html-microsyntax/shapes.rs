//! The result shape of every syntax that is not a `valid_*` check, for
//! `html-microsyntax <syntax> --help`: the JSON the batch mode writes as
//! `result` and the one-value mode prints after the name (docs/cli.md has
//! the same shapes, with the inputs).

/// The shape of `syntax`'s result; `None` for the `valid_*` checks (all
/// `true`, or `false` with the first violation) and unknown names.
pub fn result_shape(syntax: &str) -> Option<&'static str> {
    Some(match syntax {
        "integer" => "a JSON integer (i64)",
        "non_negative_integer" => "a JSON integer (u64)",
        "float" => "a JSON number",
        "best_float" => "a string, the best representation (\"1e+21\", \"0.1\", \"-5\")",
        "dimension" | "nonzero_dimension" => {
            "{\"value\": number, \"unit\": \"length\" or \"percentage\"}"
        }
        "float_list" => "[number, ...]",
        "dimension_list" => "[[number, \"absolute\" or \"relative\" or \"percentage\"], ...]",
        "month" => "{\"year\": int, \"month\": int}",
        "date" => "{\"year\": int, \"month\": int, \"day\": int}",
        "yearless_date" => "{\"month\": int, \"day\": int}",
        "time" => "{\"hour\": int, \"minute\": int, \"second\": number}",
        "local_datetime" => {
            "{\"year\", \"month\", \"day\", \"hour\", \"minute\", \"second\"} (numbers)"
        }
        "normalized_local_datetime" => {
            "a string, the valid normalized local date and time string"
        }
        "time_zone_offset" => "{\"hours\": int, \"minutes\": int} (both negative for '-')",
        "global_datetime" => {
            "{\"utc\": {\"year\", \"month\", \"day\", \"hour\", \"minute\", \"second\"}, \"offset\": {\"hours\", \"minutes\"}}"
        }
        "week" => "{\"year\": int, \"week\": int}",
        "duration" => "{\"seconds\": number}",
        "date_or_time" => {
            "{\"date\": {...}} or {\"time\": {...}} or {\"global\": {... as global_datetime}}"
        }
        "simple_color" | "legacy_color" => "a string, \"#rrggbb\" (lowercase)",
        "space_tokens" | "comma_tokens" => "[string, ...]",
        "hash_name_reference" => "the name, a string",
        "meta_refresh" => {
            "{\"time\": int, \"url\": string or null} (null: reload the document), or null when nothing is scheduled"
        }
        "mime_type" => {
            "{\"type\", \"subtype\", \"parameters\": {name: value}, \"serialized\": string}, or null"
        }
        "input_value_sanitization" => "the sanitized value, a string",
        "input_type_change_value" => "the value after the type change, a string",
        "input_value_as_number" => {
            "valueAsNumber, a number (milliseconds since 1970-01-01T00:00Z for date, datetime-local and week, since midnight for time, months since 1970-01 for month), or null for NaN"
        }
        "input_number_to_value" => "the value string the valueAsNumber setter writes",
        "allowed_value_step" => {
            "the allowed value step times the step scale factor (valueAsNumber units), or null when there is none (step=any)"
        }
        "input_step" => {
            "{\"value\": string, \"value_as_number\": number or null}; an InvalidStateError is the error invalid_state"
        }
        "step_mismatch" | "range_overflow" | "range_underflow" | "type_mismatch" => {
            "true or false, for an enabled, non-readonly control"
        }
        "reflect_integer" => "the integer the IDL getter returns",
        "attribute" => {
            "{\"syntax\": name or null (no microsyntax), \"valid\": bool, \"violations\": [error objects]}"
        }
        "srcset" => {
            "[{\"url\": string, \"density\": number or null, \"width\": int or null, \"height\": int or null}, ...]"
        }
        "sizes" => "the source size, as CSS text (\"100vw\" when it falls back)",
        "autofill" => {
            "{\"idl_value\": string, \"field_name\": string, \"hint_set\": [string, ...], \"scope\": [string, ...], \"credential_type\": \"webauthn\" or null}"
        }
        "area_shape" => {
            "{\"shape\": \"circle\", \"default\", \"polygon\" or \"rectangle\", \"coords\": [number, ...]}, or null when the shape is empty"
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every syntax but the checks has a shape, and only those.
    #[test]
    fn every_syntax_that_is_no_check_has_a_shape() {
        let families = html_microsyntax::batch::syntaxes()
            .into_iter()
            .filter(|(.., served)| *served != html_microsyntax::batch::Served::Check);
        for (name, ..) in families {
            assert_eq!(
                result_shape(name).is_some(),
                !name.starts_with("valid_"),
                "{name}"
            );
        }
        assert_eq!(result_shape("nope"), None);
    }
}
