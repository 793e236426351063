//! A code names one declaration: every finding kind the crate makes is
//! declared once, and no two declarations share a code. The test walks the
//! declarations it can list (the violations' table, and every code of each
//! syntax's and each rule's table of details) and every kind the suites
//! reach (each registry row on every input of every case file, and the
//! findings of every document under `tests/`), and maps each code to where
//! it is declared. Every finding carries its typed kind, which says what
//! the finding says.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "document")]

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use html_microsyntax::color_scheme::ColorSchemeProblem;
use html_microsyntax::csp::CspProblem;
use html_microsyntax::custom_element::CustomElementNameProblem;
use html_microsyntax::document::{check_str_with, rule_kinds, HostElement, Options};
use html_microsyntax::error::{DetailTable, Violation};
use html_microsyntax::forms::{NotAllowed, NOT_ALLOWED_DETAILS};
use html_microsyntax::integrity::IntegrityProblem;
use html_microsyntax::registry::{self, Context};
use html_microsyntax::ErrorKind;

/// Where a value's kind is declared: a syntax's table of details, or the
/// table of the innermost enum its `Debug` names (`Invalid(NotPositive)`:
/// the violations'; `Invalid(Url(InvalidPort))` and `Url(InvalidPort)`: the
/// URL problems'; `OutOfRange { .. }`: `ErrorKind`'s own variant).
fn declaration(kind: &ErrorKind) -> String {
    if let ErrorKind::Detail { table, .. } = kind {
        return label(table);
    }
    let debug = format!("{kind:?}");
    if debug.contains("expected: ") {
        // `Expected { expected, .. }` and the kinds that carry an
        // `expected` (a language subtag's): the code is the `Expected`'s.
        return "the table of Expected".to_string();
    }
    let head = debug.split([' ', '{']).next().unwrap();
    let wrappers: Vec<&str> = head.split('(').collect();
    match wrappers.len() {
        1 => format!("ErrorKind::{}", wrappers[0]),
        n => format!("the table of {}", wrappers[n - 2]),
    }
}

/// Where a code a table lists is declared: in the table, or for the two
/// codes rules borrow (a `const` of the declaration, never a second
/// literal), in the violations' table and in the input types' table.
fn table_declaration(table: &DetailTable, code: &str) -> String {
    if code == Violation::ObsoleteAttribute.code() {
        return declaration(&ErrorKind::Invalid(Violation::ObsoleteAttribute));
    }
    if code == NotAllowed::CODE {
        return label(&NOT_ALLOWED_DETAILS);
    }
    label(table)
}

/// A table's name: its syntax's or rule's, and its first code (a rule may
/// have two tables).
fn label(table: &DetailTable) -> String {
    format!(
        "the details of {} ({:?})",
        table.syntax,
        table.codes.first()
    )
}

/// A table's key: its name.
fn key(table: &DetailTable) -> (&'static str, Option<&'static str>) {
    (table.syntax, table.codes.first().copied())
}

/// Where a kind is declared, the codes of a table borrowed from another
/// declaration mapped to it.
fn kind_declaration(kind: &ErrorKind) -> String {
    match kind {
        ErrorKind::Detail { table, .. } => table_declaration(table, kind.code()),
        _ => declaration(kind),
    }
}

/// The rules' tables of kinds, each rule's or pass's.
fn rule_tables() -> Vec<&'static DetailTable> {
    use html_microsyntax::document::kinds::*;
    vec![
        &ARIA_ATTRIBUTE_DETAILS,
        &ARIA_IN_HTML_DETAILS,
        &ARIA_PARITY_DETAILS,
        &ARIA_STATE_DETAILS,
        &AUTO_SIZES_DETAILS,
        &BDO_DIR_DETAILS,
        &BOUND_DETAILS,
        &CONTENT_ATTRIBUTE_DETAILS,
        &DUPLICATE_ATTRIBUTE_DETAILS,
        &FOREIGN_ATTRIBUTE_DETAILS,
        &HOST_ELEMENT_DETAILS,
        &HREF_ATTRIBUTES_DETAILS,
        &ID_REFERENCES_DETAILS,
        &IMG_CONTROLS_DETAILS,
        &INLINE_CONFIGURATION_DETAILS,
        &LINK_AS_DETAILS,
        &META_DETAILS,
        &MIN_LE_MAX_DETAILS,
        &OBSOLETE_BUT_CONFORMING_DETAILS,
        &OBSOLETE_ELEMENT_DETAILS,
        &REQUIRED_ATTRIBUTES_DETAILS,
        &UNIQUE_IDS_DETAILS,
    ]
}

/// Every `.html` file under `dir`.
fn documents(dir: &Path, files: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            documents(&path, files);
        } else if path.extension().is_some_and(|e| e == "html") {
            files.push(path);
        }
    }
}

#[test]
fn each_code_is_declared_once() {
    let mut seen: BTreeMap<&'static str, BTreeSet<String>> = BTreeMap::new();
    let mut note = |code: &'static str, at: String| {
        seen.entry(code).or_default().insert(at);
    };
    for v in Violation::ALL {
        note(v.code(), declaration(&ErrorKind::Invalid(*v)));
    }
    // The syntaxes' own tables, each listing every code it gives.
    let details: Vec<ErrorKind> = (CspProblem::ALL.iter().map(|&p| p.into()))
        .chain(IntegrityProblem::ALL.iter().map(|&p| p.into()))
        .chain(ColorSchemeProblem::ALL.iter().map(|&p| p.into()))
        .chain(CustomElementNameProblem::ALL.iter().map(|&p| p.into()))
        .collect();
    for kind in &details {
        note(kind.code(), declaration(kind));
    }
    // The public tables, and below, every table a kind was reached through.
    let mut tables: BTreeMap<_, &'static DetailTable> = [
        &html_microsyntax::autofill::AUTOFILL_DETAILS,
        &html_microsyntax::color_scheme::COLOR_SCHEME_DETAILS,
        &html_microsyntax::csp::CSP_DETAILS,
        &html_microsyntax::css_color::CSS_COLOR_DETAILS,
        &html_microsyntax::custom_element::CUSTOM_ELEMENT_DETAILS,
        &NOT_ALLOWED_DETAILS,
        &html_microsyntax::integrity::INTEGRITY_DETAILS,
        &html_microsyntax::its::ITS_DETAILS,
        &html_microsyntax::keyword_sets::SANDBOX_DETAILS,
        &html_microsyntax::names::NAME_DETAILS,
        &html_microsyntax::navigable::NAVIGABLE_DETAILS,
        &html_microsyntax::permissions_policy::PERMISSIONS_POLICY_DETAILS,
        &html_microsyntax::script_type::SCRIPT_TYPE_DETAILS,
    ]
    .into_iter()
    .map(|table| (key(table), table))
    .collect();
    let rules = rule_tables();
    for table in &rules {
        tables.insert(key(table), table);
    }
    // Each code a rule or pass makes is listed by a table (a code may be
    // listed under several rules: one declaration).
    for (rule, code, _) in rule_kinds() {
        assert!(
            rules.iter().any(|t| t.codes.contains(&code)),
            "{rule}'s {code} is in no rule's table"
        );
    }
    let mut reached: Vec<ErrorKind> = Vec::new();
    let none = Context::default();
    let inputs = common::case_inputs();
    for row in registry::SYNTAXES {
        for v in &inputs {
            let checked = (row.check)(v, &none);
            for e in checked.syntax.err().iter().chain(checked.authoring.iter()) {
                let kind = e.kind();
                note(kind.code(), declaration(&kind));
                reached.push(kind);
            }
        }
    }
    let mut files = Vec::new();
    documents(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    assert!(files.len() > 20, "{} documents", files.len());
    for path in &files {
        let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
        for f in check_str_with(&text, &Options::new()).findings() {
            let kind = f.error_kind;
            note(f.kind, kind_declaration(&kind));
            reached.push(kind);
        }
    }
    // Every table a kind was reached through lists its codes, the reached
    // one among them; every code it lists is noted, reached or not.
    for kind in &reached {
        if let ErrorKind::Detail { table, .. } = kind {
            assert!(
                table.codes.contains(&kind.code()),
                "the details of {} do not list {:?}",
                table.syntax,
                kind.code()
            );
            tables.insert(key(table), table);
        }
    }
    for table in tables.values() {
        for &code in table.codes {
            note(code, table_declaration(table, code));
        }
    }
    // The four private tables are reached through the case files.
    assert_eq!(tables.len(), 17 + rules.len(), "{:?}", tables.keys());
    for table in tables.values() {
        assert!(
            !table.codes.is_empty(),
            "the details of {} list no code",
            table.syntax
        );
    }
    let shared: Vec<_> = seen.iter().filter(|(_, at)| at.len() > 1).collect();
    assert!(
        shared.is_empty(),
        "codes declared more than once: {shared:?}"
    );
    assert!(seen.len() > 250, "{} codes", seen.len());
}

/// Every finding of every document under `tests/` (and of custom elements
/// a host declares) carries its typed kind, whose code and severity are the
/// finding's, and a rule's kind read back says the finding's words and help
/// (a name cut to the room the packed kind has left aside: the finding's
/// words keep it whole).
#[test]
fn each_finding_carries_the_kind_it_says() {
    let mut files = Vec::new();
    documents(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests"),
        &mut files,
    );
    let plain = Options::new();
    let mut documents: Vec<(String, &Options)> = files
        .iter()
        .map(|path| {
            let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
            (text, &plain)
        })
        .collect();
    let hosted = Options::new()
        .host_element(HostElement::new("x-r", ["max", "low"]))
        .host_element(HostElement::new(
            "x-a-custom-element-with-a-long-name",
            [""; 0],
        ));
    let host_text = "<x-r mx=3><x-a-custom-element-with-a-long-name an-attribute-with-a-long-name>";
    documents.push((host_text.to_string(), &hosted));
    let rules = rule_tables();
    let (mut said, mut cut) = (0, 0);
    let mut compared = BTreeSet::new();
    for (text, options) in &documents {
        for f in check_str_with(text, options).findings() {
            let kind = f.error_kind;
            assert_eq!(
                (kind.code(), kind.severity()),
                (f.kind, f.severity),
                "{f:?}"
            );
            let ErrorKind::Detail { table, .. } = kind else {
                continue;
            };
            if !rules.iter().any(|r| std::ptr::eq(*r, table)) {
                continue;
            }
            compared.insert(key(table));
            // A name cut in the packed kind (ending in `…`) is the start of
            // the finding's: the pieces between cuts stand in it, in order.
            let mut says = |packed: &str, whole: &str| {
                if packed == whole {
                    return true;
                }
                cut += 1;
                let mut rest = whole;
                packed.split('…').enumerate().all(|(i, piece)| {
                    let at = if i == 0 {
                        rest.starts_with(piece).then_some(0)
                    } else {
                        rest.find(piece)
                    };
                    at.map(|at| rest = &rest[at + piece.len()..]).is_some()
                })
            };
            assert!(says(&kind.to_string(), &f.message), "{f:?}");
            let help = (
                kind.help().unwrap_or_default(),
                f.help.clone().unwrap_or_default(),
            );
            assert!(says(&help.0, &help.1), "{f:?}");
            said += 1;
        }
    }
    assert!(said > 90, "{said} rule findings compared ({cut} cut)");
    // Each rule's table, through some finding.
    let missed: Vec<_> = rules
        .iter()
        .filter(|t| !compared.contains(&key(t)))
        .collect();
    assert!(missed.is_empty(), "no finding of {missed:?}");
}
