//! E-mail addresses, navigable target names, `<link sizes>`, custom element
//! names, IDs and names, integrity metadata and permissions policies: data-driven cases with
//! snapshots, and properties.
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

use html_microsyntax::custom_element::{
    is_valid_custom_element_name, validate_custom_element_name,
};
use html_microsyntax::email::{is_valid_email, validate_email, validate_email_list};
use html_microsyntax::integrity::{
    is_valid_integrity_metadata, validate_integrity_metadata, HashWithOptions,
};
use html_microsyntax::link_sizes::{validate_link_sizes, LinkSize};
use html_microsyntax::names::{
    is_valid_form_control_name, is_valid_id, is_valid_non_empty, validate_form_control_name,
    validate_id, validate_non_empty,
};
use html_microsyntax::navigable::{
    validate_navigable_target_name, validate_navigable_target_name_or_keyword,
};
use html_microsyntax::permissions_policy::{
    check_permissions_policy_warnings, check_serialized_permissions_policy,
    is_valid_serialized_permissions_policy, validate_serialized_permissions_policy,
};
use proptest::prelude::*;

fn sizes(v: Vec<LinkSize>) -> String {
    let v: Vec<serde_json::Value> = v
        .into_iter()
        .map(|s| match s {
            LinkSize::Any => serde_json::json!("any"),
            LinkSize::Pixels { width, height } => serde_json::json!([width, height]),
        })
        .collect();
    serde_json::to_string(&v).unwrap()
}

/// The hashes of integrity metadata, one `algorithm value[ ?options]` each.
fn hashes(v: Vec<HashWithOptions<'_>>) -> String {
    if v.is_empty() {
        return "(none)".to_owned();
    }
    let one = |h: &HashWithOptions<'_>| match h.options {
        Some(o) => format!("{} {} ?{o}", h.algorithm, h.value),
        None => format!("{} {}", h.algorithm, h.value),
    };
    v.iter().map(one).collect::<Vec<_>>().join("; ")
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!(
            "data/{email,navigable,link_sizes,custom_element,names,integrity,permissions_policy}/*.cases",
            |path| {
                let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                let valid = |r: Result<(), _>| r.map(|()| "valid".to_owned());
                let snap = common::run_cases(path, |input| match stem {
                    "valid_email" => valid(validate_email(input)),
                    "valid_email_list" => {
                        validate_email_list(input).map(|v| serde_json::to_string(&v).unwrap())
                    }
                    "valid_navigable_target_name_or_keyword" => {
                        valid(validate_navigable_target_name_or_keyword(input))
                    }
                    "valid_navigable_target_name" => valid(validate_navigable_target_name(input)),
                    "valid_link_sizes" => validate_link_sizes(input).map(sizes),
                    "valid_custom_element_name" => {
                        let result = validate_custom_element_name(input);
                        assert_eq!(result.is_ok(), is_valid_custom_element_name(input));
                        valid(result)
                    }
                    "valid_id" => {
                        assert_eq!(validate_id(input).is_ok(), is_valid_id(input));
                        valid(validate_id(input))
                    }
                    "valid_form_control_name" => {
                        let result = validate_form_control_name(input);
                        assert_eq!(result.is_ok(), is_valid_form_control_name(input));
                        valid(result)
                    }
                    "non_empty_string" => {
                        assert_eq!(validate_non_empty(input).is_ok(), is_valid_non_empty(input));
                        valid(validate_non_empty(input))
                    }
                    "valid_integrity_metadata" => {
                        let result = validate_integrity_metadata(input);
                        assert_eq!(result.is_ok(), is_valid_integrity_metadata(input));
                        result.map(hashes)
                    }
                    "valid_permissions_policy" => {
                        let result = validate_serialized_permissions_policy(input);
                        assert_eq!(result.is_ok(), is_valid_serialized_permissions_policy(input));
                        result.map(|declarations| {
                            let mut out: Vec<String> = declarations
                                .iter()
                                .map(|d| {
                                    let mut s = d.feature.to_owned();
                                    for v in &d.allowlist {
                                        s.push(' ');
                                        s.push_str(v);
                                    }
                                    s
                                })
                                .collect();
                            if out.is_empty() {
                                out.push("(none)".to_owned());
                            }
                            check_serialized_permissions_policy(input, &mut |e| {
                                out.push(format!("warning {}@{}", e.kind().code(), e.offset()));
                            });
                            // The row's authoring check is the first warning.
                            let first = check_permissions_policy_warnings(input).err();
                            let first = first.map(|e| format!("warning {}@{}", e.kind().code(), e.offset()));
                            assert_eq!(first.as_ref(), out.iter().find(|s| s.starts_with("warning ")));
                            out.join("; ")
                        })
                    }
                    other => panic!("no algorithm for {other}.cases"),
                });
                insta::assert_snapshot!("outside_small", snap);
            }
        );
    });
}

proptest! {
    #[test]
    fn no_panic_and_errors_inside_the_input(s in "[ a-c@.,\\-_<\t\nxX0-9é]{0,16}") {
        let results = [
            validate_email(&s).map(|_| ()),
            validate_email_list(&s).map(|_| ()),
            validate_navigable_target_name_or_keyword(&s),
            validate_navigable_target_name(&s),
            validate_link_sizes(&s).map(|_| ()),
            validate_custom_element_name(&s),
            validate_id(&s),
            validate_form_control_name(&s),
            validate_integrity_metadata(&s).map(|_| ()),
            validate_serialized_permissions_policy(&s).map(|_| ()),
        ];
        for e in results.into_iter().filter_map(Result::err) {
            prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
        }
    }

    /// Every finding of a permissions policy, warnings included, is at a
    /// character of the input, and the policy is valid exactly when none is
    /// an error.
    #[test]
    fn permissions_policy_findings_are_inside_the_input(
        s in "(( |\t|;|\n)?(camera|usb|x_y|fullscreen|é)( ('self'|'src'|'x'|\\*|https:|a\\.example(:8x|:80)?(/é|/p)?))*){0,4}[; ]?",
    ) {
        let mut errors = 0;
        check_serialized_permissions_policy(&s, &mut |e| {
            assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
            errors += usize::from(e.kind().severity() == html_microsyntax::error::Severity::Error);
        });
        prop_assert_eq!(errors == 0, is_valid_serialized_permissions_policy(&s), "{:?}", s);
    }

    #[test]
    fn grammar_addresses_are_valid(s in "[a-z0-9.!#+_~]{1,8}@[a-z0-9]([a-z0-9-]{0,4}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,4}[a-z0-9])?){0,2}") {
        prop_assert!(is_valid_email(&s), "{s:?}");
    }
}
