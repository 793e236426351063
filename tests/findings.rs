//! The finding model: every kind a rule makes is declared, documented,
//! reached by a real document, addressable from the configuration, and
//! serialized with its span and fields.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "document")]

use std::collections::BTreeSet;

use html_microsyntax::document::{
    check_str_with, is_syntax_name, rule_kinds, HostElement, Level, Options, Rules, RULE_NAMES,
};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The options the document is checked with: `x-widget` declared with
/// its one attribute (for `custom_elements`).
fn options() -> Options {
    Options::new().host_element(HostElement::new("x-widget", ["size"]))
}

fn every_rule() -> String {
    std::fs::read_to_string(format!("{ROOT}/tests/data/findings/every_rule.html")).unwrap()
}

#[test]
fn rule_kind_codes_are_unique_and_rules_named() {
    let mut codes = BTreeSet::new();
    for (rule, code, _) in rule_kinds() {
        assert!(RULE_NAMES.contains(&rule), "{rule}");
        // A code belongs to one rule (a code two rules share is declared
        // once and listed under each, with the same severity).
        codes.insert(code);
    }
    let pairs: BTreeSet<_> = rule_kinds()
        .map(|(_, code, severity)| (code, severity))
        .collect();
    assert_eq!(pairs.len(), codes.len(), "a code with two severities");
}

#[test]
fn the_document_reaches_every_rule_kind() {
    let html = every_rule();
    let report = check_str_with(&html, &options());
    let found: BTreeSet<_> = report.findings().iter().map(|f| (f.rule, f.kind)).collect();
    let missing: Vec<_> = rule_kinds()
        .filter(|(rule, code, _)| !found.contains(&(*rule, *code)))
        .collect();
    assert!(missing.is_empty(), "not reached: {missing:?}");
    for (rule, code, severity) in rule_kinds() {
        for f in report
            .findings()
            .iter()
            .filter(|f| (f.rule, f.kind) == (rule, code))
        {
            assert_eq!(f.severity, severity, "{code}");
        }
    }
}

#[test]
fn every_finding_is_addressable_and_spanned() {
    let html = every_rule();
    let report = check_str_with(&html, &options());
    assert!(report.findings().len() >= 40);
    for f in report.findings() {
        assert!(is_syntax_name(f.syntax), "{}", f.syntax);
        assert!(is_syntax_name(f.rule), "{}", f.rule);
        assert!(
            f.offset <= f.end_offset && f.end_offset <= html.len(),
            "{f:?}"
        );
        assert!((f.line, f.column) <= (f.end_line, f.end_column), "{f:?}");
        // Off by its kind, by its syntax and by its rule: gone; the others
        // stay.
        let count = |rules: Rules| {
            check_str_with(&html, &options().rules(rules))
                .findings()
                .iter()
                .filter(|g| (g.offset, g.kind) == (f.offset, f.kind))
                .count()
        };
        assert_eq!(count(Rules::new()), 1, "{f:?}");
        assert_eq!(
            count(Rules::new().kind(f.kind, Level::Off)),
            0,
            "{}",
            f.kind
        );
        assert_eq!(
            count(Rules::new().syntax(f.syntax, Level::Off)),
            0,
            "{}",
            f.syntax
        );
        assert_eq!(
            count(Rules::new().syntax(f.rule, Level::Off)),
            0,
            "{}",
            f.rule
        );
        let selector = format!("{} {}", f.element, f.attribute);
        if !f.attribute.is_empty() {
            assert_eq!(
                count(Rules::new().attribute(&selector, Level::Off)),
                0,
                "{selector}"
            );
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn findings_serialize_with_every_field() {
    let html = every_rule();
    for f in check_str_with(&html, &options()).findings() {
        let v = serde_json::to_value(f).unwrap();
        let object = v.as_object().unwrap();
        assert_eq!(object.len(), 20, "{v}");
        assert_eq!(v["end_offset"], f.end_offset);
        assert_eq!(v["source_end_offset"], f.end_offset);
        assert_eq!(v["end_column"], f.end_column);
        assert_eq!(v["kind"], f.kind);
        assert_eq!(v["rule"], f.rule);
        let mut fields = 0;
        f.error_kind.for_each_field(&mut |_, _| fields += 1);
        assert_eq!(v["fields"].as_object().unwrap().len(), fields);
        assert_eq!(v["fixes"].as_array().unwrap().len(), f.fixes.len());
    }
}

/// The docs' table of rules lists every rule kind under its rule.
#[test]
fn docs_list_every_rule_kind() {
    let docs = std::fs::read_to_string(format!("{ROOT}/docs/cli.md")).unwrap();
    let mut listed = BTreeSet::new();
    for line in docs.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").collect();
        let rule = cells[0].trim_start_matches("| ").trim_matches('`');
        for code in cells[1].split(", ") {
            let code = code.split(' ').next().unwrap().trim_matches('`');
            listed.insert((rule.to_string(), code.to_string()));
        }
    }
    for (rule, code, _) in rule_kinds() {
        assert!(
            listed.contains(&(rule.to_string(), code.to_string())),
            "docs/cli.md does not list {rule} {code}"
        );
    }
}
