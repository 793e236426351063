//! The batch mode's syntax names for the `autocomplete` attribute of form controls
//! (4.10.18.7, the library's `autofill` module). Their inputs are JSON
//! objects naming the control.

use crate::autofill::{autofill_processing_model, validate_autocomplete, AutofillControl};
use crate::registry::VALID_AUTOCOMPLETE;
use serde_json::{json, Value};

use super::fields::{bad_request, optional_string, string};

/// (name, description) of the syntaxes this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        VALID_AUTOCOMPLETE.name,
        "{value, element, type?}: a valid autocomplete value on that control",
    ),
    (
        "autofill",
        "{value, element, type?, form_autocomplete?}: the autofill processing model",
    ),
];

/// Runs `syntax` on an object `input`; `None` when the syntax is not here.
/// `Err` is the contract's error object.
pub fn run(syntax: &str, input: &Value) -> Option<Result<Value, Value>> {
    if !SYNTAXES.iter().any(|(name, _)| *name == syntax) {
        return None;
    }
    Some(answer(syntax, input))
}

fn answer(syntax: &str, input: &Value) -> Result<Value, Value> {
    let o = input
        .as_object()
        .ok_or_else(|| bad_request("this syntax takes a JSON object as its input"))?;
    let element = string(o, "element")?;
    let ty = optional_string(o, "type")?;
    let control = AutofillControl::for_element(element, ty).ok_or_else(|| {
        let ty = ty.map(|t| format!(" type={t}")).unwrap_or_default();
        bad_request(&format!(
            "the autocomplete attribute does not apply to <{element}{ty}>"
        ))
    })?;
    if syntax == VALID_AUTOCOMPLETE.name {
        let value = string(o, "value")?;
        return match validate_autocomplete(value, control) {
            Ok(_) => Ok(Value::Bool(true)),
            Err(e) => Err(serde_json::to_value(&e).unwrap_or_default()),
        };
    }
    // `value: null` is no attribute; `form_autocomplete` the form owner's.
    if !o.contains_key("value") {
        return Err(bad_request("missing field \"value\""));
    }
    let value = optional_string(o, "value")?;
    let form_off =
        optional_string(o, "form_autocomplete")?.is_some_and(|v| v.eq_ignore_ascii_case("off"));
    let a = autofill_processing_model(value, control, form_off);
    Ok(json!({
        "idl_value": a.idl_value,
        "field_name": a.field_name,
        "hint_set": a.hint_set,
        "scope": a.scope,
        "credential_type": a.credential_type,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_follow_the_contract() {
        let answer = |syntax: &str, input: Value| run(syntax, &input).unwrap();
        let v = answer(
            "valid_autocomplete",
            json!({"value": "billing work email", "element": "input", "type": "email"}),
        );
        assert_eq!(v, Ok(Value::Bool(true)));
        let e = answer(
            "valid_autocomplete",
            json!({"value": "shipping bday-day", "element": "input", "type": "email"}),
        )
        .unwrap_err();
        assert_eq!(e["kind"], "autofill_field_not_allowed");
        assert_eq!(e["offset"], 9);
        let message = e["message"].as_str().unwrap();
        assert!(message.starts_with("'bday-day' is not allowed on input type=email"));
        let e = answer(
            "valid_autocomplete",
            json!({"value": "on", "element": "form"}),
        )
        .unwrap_err();
        assert_eq!(e["kind"], "bad_request");
        let e = answer("valid_autocomplete", json!({"element": "select"})).unwrap_err();
        assert_eq!(e["kind"], "bad_request");
        let v = answer(
            "autofill",
            json!({"value": " Section-A  HOME tel webauthn", "element": "textarea"}),
        )
        .unwrap();
        assert_eq!(
            v,
            json!({"idl_value": "section-a home tel webauthn", "field_name": "tel",
                "hint_set": ["home"], "scope": ["section-a", "home"], "credential_type": "webauthn"})
        );
        let v = answer(
            "autofill",
            json!({"value": null, "element": "input", "form_autocomplete": "OFF"}),
        )
        .unwrap();
        assert_eq!(
            (&v["idl_value"], &v["field_name"]),
            (&json!(""), &json!("off"))
        );
        assert_eq!(run("valid_email", &json!({})), None);
    }
}
