//! Autofill (4.10.18.7): the author-facing syntax of the `autocomplete`
//! attribute on its control, and the autofill processing model, as
//! data-driven cases with snapshots, and properties.
//!
//! A case's input is `<control>|<value>`: the control is `textarea`,
//! `select`, or `input` with an optional type (`input email`); for the
//! processing model `form-off` after the control says the form owner's
//! `autocomplete` is off, and an input without `|` has no attribute. Error
//! offsets count in the whole input.
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

use html_microsyntax::autofill::{
    autofill_processing_model, is_valid_autocomplete, validate_autocomplete, AutofillControl,
    AutofillField,
};
use html_microsyntax::forms::{InputType, ALL_INPUT_TYPES};
use html_microsyntax::registry::{Context, VALID_AUTOCOMPLETE};
use html_microsyntax::Error;
use proptest::prelude::*;

/// The control of a case, whether its form's `autocomplete` is off, and
/// the value with its offset in the input.
fn split(input: &str) -> (AutofillControl, bool, Option<(&str, usize)>) {
    let (head, value) = match input.split_once('|') {
        Some((head, value)) => (head, Some((value, head.len() + 1))),
        None => (input, None),
    };
    let mut words = head.split(' ');
    let element = words.next().unwrap_or_default();
    let mut ty = None;
    let mut form_off = false;
    for w in words {
        if w == "form-off" {
            form_off = true;
        } else {
            ty = Some(w);
        }
    }
    let control = AutofillControl::for_element(element, ty)
        .unwrap_or_else(|| panic!("{input:?}: no control"));
    (control, form_off, value)
}

fn validate(input: &str) -> Result<String, Error> {
    let (control, _, value) = split(input);
    let (value, at) = value.expect("a value after '|'");
    let details = validate_autocomplete(value, control).map_err(|e| e.shifted(input, at))?;
    assert!(is_valid_autocomplete(value, control), "{input:?}");
    Ok(details.serialize())
}

fn processing_model(input: &str) -> Result<String, Error> {
    let (control, form_off, value) = split(input);
    let a = autofill_processing_model(value.map(|(v, _)| v), control, form_off);
    Ok(serde_json::json!({
        "idl": a.idl_value,
        "field": a.field_name,
        "scope": a.scope,
        "hints": a.hint_set,
        "credential": a.credential_type,
    })
    .to_string())
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/autofill/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = match stem {
                "valid_autocomplete" => common::run_cases(path, validate),
                "autofill_processing_model" => common::run_cases(path, processing_model),
                other => panic!("no algorithm for {other}.cases"),
            };
            insta::assert_snapshot!("autofill", snap);
        });
    });
}

// Properties.

/// Every control the attribute applies to.
fn controls() -> Vec<AutofillControl> {
    let mut all = vec![AutofillControl::Textarea, AutofillControl::Select];
    all.extend(
        ALL_INPUT_TYPES
            .into_iter()
            .filter_map(|t| AutofillControl::for_element("input", Some(t.keyword()))),
    );
    all
}

fn any_control() -> impl Strategy<Value = AutofillControl> {
    proptest::sample::select(controls())
}

/// Values made of the attribute's keywords (in any case), a few field
/// names, typos and other text, separated by ASCII whitespace.
fn near_value() -> impl Strategy<Value = String> {
    let token = prop_oneof![
        Just("section-a"),
        Just("SECTION-Blue"),
        Just("section-"),
        Just("shipping"),
        Just("Billing"),
        Just("home"),
        Just("WORK"),
        Just("fax"),
        Just("name"),
        Just("tel"),
        Just("EMAIL"),
        Just("username"),
        Just("bday-day"),
        Just("street-address"),
        Just("cc-exp"),
        Just("webauthn"),
        Just("on"),
        Just("OFF"),
        Just("emial"),
        Just("é"),
    ];
    let sep = prop_oneof![
        Just(" "),
        Just("\t"),
        Just("\n "),
        Just("\u{c}"),
        Just("\r")
    ];
    (
        proptest::collection::vec((token, sep.clone()), 0..6),
        sep,
        any::<bool>(),
    )
        .prop_map(|(parts, lead, leading)| {
            let mut s = String::new();
            if leading {
                s.push_str(lead);
            }
            for (i, (t, sep)) in parts.iter().enumerate() {
                if i > 0 {
                    s.push_str(sep);
                }
                s.push_str(t);
            }
            s
        })
}

/// The offset is where a token starts, or the end of the input.
fn on_a_token_boundary(s: &str, at: usize) -> bool {
    let ws = |b: Option<&u8>| b.is_some_and(|b| b" \t\n\x0c\r".contains(b));
    at == s.len()
        || (s.is_char_boundary(at)
            && !ws(s.as_bytes().get(at))
            && (at == 0 || ws(s.as_bytes().get(at - 1))))
}

proptest! {
    #[test]
    fn no_panic_and_errors_on_a_token_boundary(
        s in "[ \t\na-z\\-é]{0,24}",
        control in any_control(),
    ) {
        if let Err(e) = validate_autocomplete(&s, control) {
            prop_assert!(on_a_token_boundary(&s, e.offset()), "{s:?}: {e}");
        }
        let _ = autofill_processing_model(Some(&s), control, false);
    }

    #[test]
    fn near_values_fail_on_a_token_boundary(s in near_value(), control in any_control()) {
        match validate_autocomplete(&s, control) {
            Err(e) => prop_assert!(on_a_token_boundary(&s, e.offset()), "{s:?}: {e}"),
            Ok(_) => prop_assert!(is_valid_autocomplete(&s, control)),
        }
    }

    #[test]
    fn ascii_case_does_not_matter(s in near_value(), control in any_control()) {
        let lower = validate_autocomplete(&s.to_ascii_lowercase(), control)
            .map(|d| d.serialize())
            .map_err(|e| (e.kind().code(), e.offset()));
        let upper = validate_autocomplete(&s.to_ascii_uppercase(), control)
            .map(|d| d.serialize())
            .map_err(|e| (e.kind().code(), e.offset()));
        prop_assert_eq!(&lower, &upper, "{:?}", s);
        let lower = autofill_processing_model(Some(&s.to_ascii_lowercase()), control, false);
        let upper = autofill_processing_model(Some(&s.to_ascii_uppercase()), control, false);
        prop_assert_eq!(lower, upper, "{:?}", s);
    }

    /// A valid value is one the processing model reads whole: its
    /// IDL-exposed value is the value's canonical form, never empty, and the
    /// field name is the value's.
    #[test]
    fn valid_values_have_their_idl_value(s in near_value(), control in any_control()) {
        if let Ok(details) = validate_autocomplete(&s, control) {
            let a = autofill_processing_model(Some(&s), control, true);
            prop_assert!(!a.idl_value.is_empty(), "{s:?}");
            prop_assert_eq!(&a.idl_value, &details.serialize(), "{:?}", s);
            let field = match details.field {
                AutofillField::Off => "off",
                AutofillField::On => "on",
                AutofillField::Name(name) => name.name(),
            };
            prop_assert_eq!(a.field_name, field);
            prop_assert_eq!(a.credential_type.is_some(), details.webauthn);
        }
    }

    /// The row's report of every error: empty exactly on a valid value;
    /// its first is validate's error; each on a token boundary, none twice.
    #[test]
    fn the_report_starts_with_validates_error(s in near_value(), control in any_control()) {
        let (element, ty) = match control {
            AutofillControl::Input(ty) => ("input", Some(ty.keyword())),
            AutofillControl::Textarea => ("textarea", None),
            AutofillControl::Select => ("select", None),
        };
        let others: Vec<(&str, &str)> = ty.map(|t| ("type", t)).into_iter().collect();
        let context = Context::new(element, "autocomplete", &others);
        let mut found = Vec::new();
        VALID_AUTOCOMPLETE.report(&s, &context, &mut |e| found.push((e.kind().code(), e.offset())));
        let first = validate_autocomplete(&s, control).err().map(|e| (e.kind().code(), e.offset()));
        prop_assert_eq!(found.first().copied(), first, "{:?}: {:?}", s, found);
        for (i, &(code, at)) in found.iter().enumerate() {
            prop_assert!(on_a_token_boundary(&s, at), "{s:?}: {code}@{at}");
            prop_assert!(!found[..i].contains(&(code, at)), "{s:?}: {found:?}");
        }
    }

    /// What the processing model exposes is itself a value it reads the same
    /// way (the IDL attribute's setter writes what its getter returned).
    #[test]
    fn the_idl_value_is_a_fixed_point(s in near_value(), control in any_control()) {
        let a = autofill_processing_model(Some(&s), control, false);
        if !a.idl_value.is_empty() {
            let again = autofill_processing_model(Some(&a.idl_value), control, false);
            prop_assert_eq!(again.idl_value, a.idl_value);
        }
    }
}

#[test]
fn controls_are_the_ones_the_attribute_applies_to() {
    // textarea, select, and 15 of the 22 input types.
    assert_eq!(controls().len(), 17);
    assert!(controls().contains(&AutofillControl::Input(InputType::Hidden)));
}
