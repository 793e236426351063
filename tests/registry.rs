//! The registry of syntaxes: one row per name, and every syntax the
//! attribute table uses is a row of it.
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

use std::collections::BTreeSet;
use std::path::Path;

use html_microsyntax::attributes::{check_attribute, Reading, Syntax, ATTRIBUTES};
use html_microsyntax::registry::{self, find, Context, SYNTAXES};
use html_microsyntax::Error;

#[test]
fn names_are_unique() {
    let mut names: Vec<_> = SYNTAXES.iter().map(|s| s.name).collect();
    names.sort_unstable();
    let len = names.len();
    names.dedup();
    assert_eq!(names.len(), len);
}

/// A case of `tests/data/registry/<row>.cases` through the row itself:
/// the row's reading as `Reading`'s `Display` writes it ("valid" when the
/// row reads nothing), or its first violation. The input is the value, or
/// for `boolean_attribute` `attribute|value` (the attribute is the context).
fn row_case(stem: &str, input: &str) -> Result<String, Error> {
    let row = find(stem).unwrap_or_else(|| panic!("{stem}.cases: no such row"));
    let (attribute, value, at) = match input.split_once('|') {
        Some((a, v)) if stem == "boolean_attribute" => (a, v, a.len() + 1),
        _ => ("", input, 0),
    };
    let context = Context::new("", attribute, &[]);
    (row.validate)(value, &context).map_err(|e| e.shifted(input, at))?;
    Ok((row.read)(value, &context).map_or_else(|| "valid".to_owned(), |r| r.to_string()))
}

#[test]
fn registry_rows() {
    common::settings().bind(|| {
        insta::glob!("data/registry/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            // A row this build does not check accepts every value.
            if find(stem).is_some_and(|row| !row.checked) {
                return;
            }
            insta::assert_snapshot!(common::run_cases(path, |input| row_case(stem, input)));
        });
    });
}

/// The stems of every case file under `dir`.
fn case_file_stems(dir: &Path, stems: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            case_file_stems(&path, stems);
        } else if path.extension().is_some_and(|e| e == "cases") {
            stems.insert(path.file_stem().unwrap().to_str().unwrap().to_owned());
        }
    }
}

/// Every row has a case file of its name somewhere under `tests/data/`.
#[test]
fn every_row_has_a_case_file() {
    let mut stems = BTreeSet::new();
    case_file_stems(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data"),
        &mut stems,
    );
    let missing: Vec<&str> = SYNTAXES
        .iter()
        .map(|s| s.name)
        .filter(|name| !stems.contains(*name))
        .collect();
    assert!(missing.is_empty(), "rows without a case file: {missing:?}");
}

#[test]
fn every_table_syntax_is_a_registry_row() {
    for row in ATTRIBUTES {
        match row.syntax {
            Syntax::Enumerated(_) => assert_eq!(row.syntax.name(), "enumerated_attribute"),
            Syntax::Registered(def) => {
                let found = find(def.name).unwrap_or_else(|| panic!("{} not registered", def.name));
                assert!(std::ptr::eq(found, def), "{}", def.name);
            }
            _ => unreachable!(),
        }
    }
    // The names the table uses, as docs/attributes.md lists them.
    let used = |name: &str| ATTRIBUTES.iter().any(|r| r.syntax.name() == name);
    assert!(used("valid_non_negative_integer_greater_than_zero"));
    assert!(used("datetime_value"));
    assert!(!used("valid_email_list")); // a row of the CLI's, not the table's
}

#[test]
fn rows_check_and_read() {
    let none = Context::default();
    let date = find("valid_date").unwrap();
    let err = (date.validate)("2023-02-29", &none).unwrap_err();
    assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
    assert!(matches!(
        (date.read)("2024-02-29", &none),
        Some(Reading::Date(_))
    ));

    let step = &registry::VALID_STEP;
    assert_eq!((step.read)("ANY", &none), Some(Reading::AnyStep));
    assert_eq!(
        (step.validate)("-1", &none).unwrap_err().kind().code(),
        "not_positive"
    );

    // Context: a boolean attribute's own name, coords by shape, rel by element.
    let boolean = find("boolean_attribute").unwrap();
    assert!(boolean.is_valid("Disabled", &Context::new("input", "disabled", &[])));
    assert!(!boolean.is_valid("checked", &Context::new("input", "disabled", &[])));
    let coords = find("valid_coords").unwrap();
    assert!(coords.is_valid(
        "1,2,3",
        &Context::new("area", "coords", &[("shape", "circle")])
    ));
    assert!(!coords.is_valid("1,2,3", &none)); // rect: four numbers
    let rel = find("valid_rel").unwrap();
    assert!(rel.is_valid("stylesheet", &Context::new("link", "rel", &[])));
    assert_eq!(
        (rel.validate)("stylesheet", &Context::new("a", "rel", &[]))
            .unwrap_err()
            .kind()
            .code(),
        "link_type_not_allowed"
    );

    // A valid float need not fit a double.
    assert!(find("valid_float").unwrap().is_valid("1e400", &none));
    assert!(find("date").is_none());
}

/// The table's check is the registry row's check in the row's context.
#[test]
fn check_attribute_is_the_row_in_context() {
    let c = check_attribute("img", "srcset", "a.png 100w", &[]);
    assert_eq!(c.syntax_name(), Some("valid_srcset"));
    if cfg!(feature = "std") {
        assert_eq!(c.violations[0].kind().code(), "width_without_sizes");
        let c = check_attribute("img", "srcset", "a.png 100w", &[("sizes", "50vw")]);
        assert!(c.is_valid());
    } else {
        // srcset is checked with std only.
        assert_eq!(c.unchecked, Some("std"));
    }
    let c = check_attribute("ol", "type", "A", &[]);
    assert_eq!(c.reading, Some(Reading::State(Some("upper-alpha"))));
    assert_eq!(c.syntax_name(), Some("enumerated_attribute"));
    let c = check_attribute("ol", "type", "b", &[]);
    assert_eq!(c.violations[0].kind().code(), "unknown_keyword");
}

/// `checked` says whether this build checks the row.
#[test]
fn rows_say_whether_this_build_checks_them() {
    assert_eq!(registry::VALID_URL.checked, cfg!(feature = "url"));
    assert_eq!(registry::VALID_SRCSET.checked, cfg!(feature = "std"));
    assert!(registry::VALID_DATE.checked);
}

/// `examples/lint.rs` takes its names from the registry: every name of its
/// sample input is a row, and the sample's verdicts are the rows'.
#[test]
fn the_lint_examples_names_are_the_registry() {
    let sample = include_str!("../examples/attributes.txt");
    let mut invalid = 0;
    for line in sample
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (name, value) = line.split_once('=').unwrap();
        let def = find(name).unwrap_or_else(|| panic!("{name} is not a registry row"));
        invalid += usize::from(!def.is_valid(value, &Context::default()));
    }
    assert_eq!(invalid, 7);
    let floats = find("valid_list_of_floats").unwrap();
    assert!(floats.is_valid("1,1e400", &Context::default()));
    let err = (floats.validate)("1,,2", &Context::default()).unwrap_err();
    assert_eq!(err.offset(), 2);
}

/// The syntax names of `docs/cli.md`'s tables: the backticked names of each
/// row's first cell.
fn cli_doc_names() -> BTreeSet<String> {
    let doc = include_str!("../docs/cli.md");
    let mut names = BTreeSet::new();
    for line in doc.lines().filter(|l| l.starts_with("| `")) {
        let first = line.split('|').nth(1).unwrap_or("");
        for name in first.split('`').skip(1).step_by(2) {
            names.insert(name.to_owned());
        }
    }
    names
}

/// The table of `docs/cli.md` between `<!-- registry:start -->` and
/// `<!-- registry:end -->`: one line per row, its name linked to its
/// definition and its description.
fn registry_doc_table() -> String {
    let mut table = String::from("| syntax | what it checks |\n|---|---|\n");
    for row in SYNTAXES {
        table.push_str(&format!(
            "| [`{}`]({}) | {} |\n",
            row.name,
            row.spec,
            row.description.replace('|', "\\|")
        ));
    }
    table
}

/// `docs/cli.md`'s generated table is the registry's rows; with
/// `UPDATE_DOCS=1` the test writes it instead.
#[test]
fn the_cli_doc_table_is_generated_from_the_registry() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/cli.md");
    let doc = std::fs::read_to_string(&path).unwrap();
    let (start, end) = ("<!-- registry:start -->\n", "<!-- registry:end -->");
    let from = doc.find(start).expect("the start marker") + start.len();
    let to = doc.find(end).expect("the end marker");
    let expected = registry_doc_table();
    if std::env::var_os("UPDATE_DOCS").is_some() {
        let updated = format!("{}{expected}{}", &doc[..from], &doc[to..]);
        std::fs::write(&path, updated).unwrap();
    } else {
        assert_eq!(
            doc[from..to],
            expected,
            "docs/cli.md's registry table is stale: run UPDATE_DOCS=1 cargo test --test registry"
        );
    }
}

/// Every `valid_*` name `docs/cli.md`'s hand-written tables document is a
/// row (the generated table lists every row): the docs cannot name a check
/// the registry lost.
#[test]
fn the_cli_doc_names_only_rows() {
    let documented = cli_doc_names();
    let not_rows: Vec<&String> = documented
        .iter()
        .filter(|n| n.starts_with("valid_") && find(n).is_none())
        .collect();
    assert!(
        not_rows.is_empty(),
        "docs/cli.md names that are not rows: {not_rows:?}"
    );
}
