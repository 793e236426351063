//! The `autocomplete` attribute: the valid syntax on every control, and the
//! autofill processing model.
#![no_main]

mod common;

use common::{check_err, split};
use html_microsyntax::autofill::*;
use html_microsyntax::forms::ALL_INPUT_TYPES;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((selector, input)) = split(data) else {
        return;
    };
    // The first byte picks the control: textarea, select, or an input type.
    let control = match usize::from(selector) % (ALL_INPUT_TYPES.len() + 2) {
        0 => AutofillControl::Textarea,
        1 => AutofillControl::Select,
        i => match AutofillControl::for_element("input", Some(ALL_INPUT_TYPES[i - 2].keyword())) {
            Some(control) => control,
            None => return,
        },
    };
    let form_off = selector & 0x80 != 0;
    let model = autofill_processing_model(Some(input), control, form_off);
    match validate_autocomplete(input, control) {
        Ok(details) => {
            assert!(is_valid_autocomplete(input, control));
            // A valid value is read whole: its canonical form is the IDL value.
            assert_eq!(model.idl_value, details.serialize());
            assert!(!model.idl_value.is_empty());
            // The canonical form is valid and reads the same.
            let again = details.serialize();
            assert!(is_valid_autocomplete(&again, control));
        }
        Err(e) => {
            check_err(input, &e);
            assert!(!is_valid_autocomplete(input, control));
            // The error is at a token's first character, or at the end.
            let at = e.offset();
            let ws = |b: Option<&u8>| b.is_some_and(|b| b" \t\n\x0c\r".contains(b));
            assert!(
                at == input.len()
                    || (!ws(input.as_bytes().get(at))
                        && (at == 0 || ws(input.as_bytes().get(at - 1)))),
                "{input:?}: {e}"
            );
        }
    }
    // The IDL value reads back as itself.
    if !model.idl_value.is_empty() {
        let again = autofill_processing_model(Some(&model.idl_value), control, form_off);
        assert_eq!(again.idl_value, model.idl_value);
    }
});
