//! Custom elements from a real component library's Custom Elements
//! Manifest (Shoelace 2.20.1; tests/data/custom_elements/README.md): every
//! declared attribute accepts a value of its type, a wrong value of each
//! checked one is a finding, an attribute the element does not declare is
//! `undeclared_attribute`; and the CLI finds the manifest by the
//! configuration or beside `package.json`.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "json")]

use html_microsyntax::document::{
    check_str_with, AttributeValue, CustomElementsManifest, Options, Severity,
};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn shoelace_text() -> String {
    std::fs::read_to_string(format!(
        "{ROOT}/tests/data/custom_elements/shoelace-2.20.1.json"
    ))
    .unwrap()
}

fn shoelace() -> CustomElementsManifest {
    CustomElementsManifest::from_json(&shoelace_text()).unwrap()
}

/// A value's markup, quoted.
fn attribute(name: &str, value: &str) -> String {
    format!(
        " {name}=\"{}\"",
        value.replace('&', "&amp;").replace('"', "&quot;")
    )
}

#[test]
fn the_manifest_is_read_whole() {
    let manifest = shoelace();
    // 58 declarations with `"customElement": true`, 357 attributes (the
    // README's counts, from the file).
    assert_eq!(manifest.elements.len(), 58);
    let attributes: Vec<_> = manifest
        .elements
        .iter()
        .flat_map(|e| &e.attributes)
        .collect();
    assert_eq!(attributes.len(), 357);
    let count = |f: fn(&AttributeValue) -> bool| attributes.iter().filter(|a| f(&a.value)).count();
    // `boolean`, `number`, unions of string literals (`undefined` dropped),
    // the rest (`string`, `number | 'any'`, `Date | string`, two without a
    // type in the trimmed copy).
    assert_eq!(count(|v| *v == AttributeValue::Boolean), 115);
    assert_eq!(count(|v| *v == AttributeValue::Number), 47);
    assert_eq!(count(|v| matches!(v, AttributeValue::Keywords(_))), 72);
    assert_eq!(count(|v| *v == AttributeValue::Unchecked), 123);
    let button = manifest
        .elements
        .iter()
        .find(|e| e.tag_name == "sl-button")
        .unwrap();
    let size = button.attributes.iter().find(|a| a.name == "size").unwrap();
    assert_eq!(
        size.value,
        AttributeValue::Keywords(vec!["small".into(), "medium".into(), "large".into()])
    );
    // The multi-line union of `sl-tooltip placement`.
    let tooltip = manifest
        .elements
        .iter()
        .find(|e| e.tag_name == "sl-tooltip")
        .unwrap();
    let placement = tooltip
        .attributes
        .iter()
        .find(|a| a.name == "placement")
        .unwrap();
    let AttributeValue::Keywords(keywords) = &placement.value else {
        panic!("{placement:?}")
    };
    assert_eq!(keywords.len(), 12);
    assert_eq!(
        (keywords[0].as_str(), keywords[11].as_str()),
        ("top", "left-end")
    );
}

#[test]
fn every_declared_attribute_accepts_a_value_of_its_type() {
    let manifest = shoelace();
    let options = manifest.apply(Options::new());
    let mut html = String::new();
    let mut tags = 0;
    for element in &manifest.elements {
        for a in &element.attributes {
            let values: Vec<String> = match &a.value {
                AttributeValue::Boolean => vec![String::new(), a.name.to_uppercase()],
                AttributeValue::Number => vec!["0".into(), "-1.5e3".into(), "42".into()],
                AttributeValue::Keywords(k) => k.clone(),
                // Any text; but a global attribute the manifest leaves
                // unchecked keeps HTML's check, which browsers apply to the
                // element too: a language tag for `lang`, `on` or `off` for
                // `autocorrect` (declared `string` by sl-input and
                // sl-textarea).
                _ if a.name == "autocorrect" => vec!["on".into()],
                _ => vec!["en".into()],
            };
            for value in values {
                html.push_str(&format!(
                    "<{}{}></{0}>\n",
                    element.tag_name,
                    attribute(&a.name, &value)
                ));
                tags += 1;
            }
        }
    }
    assert_eq!(tags, 115 * 2 + 47 * 3 + 278 + 123);
    let report = check_str_with(&html, &options);
    let found: Vec<_> = report
        .findings()
        .iter()
        .map(|f| {
            (
                f.line,
                f.element.as_str(),
                f.attribute.as_str(),
                f.value.as_str(),
                f.kind,
            )
        })
        .collect();
    assert_eq!(found, []);
}

#[test]
fn a_wrong_value_of_each_checked_attribute_is_a_finding() {
    let manifest = shoelace();
    let options = manifest.apply(Options::new());
    let mut html = String::new();
    let mut expected = Vec::new();
    for element in &manifest.elements {
        for a in &element.attributes {
            let (value, syntax, kind) = match &a.value {
                AttributeValue::Boolean => (
                    "false".to_string(),
                    "boolean_attribute",
                    "expected_empty_or_attribute_name",
                ),
                AttributeValue::Number => ("1,5".to_string(), "valid_float", "trailing_input"),
                // Another ASCII case is another string to the component.
                AttributeValue::Keywords(k) => (
                    k[0].to_uppercase() + "x",
                    "custom_elements",
                    "unknown_keyword",
                ),
                _ => continue,
            };
            html.push_str(&format!(
                "<{}{}></{0}>\n",
                element.tag_name,
                attribute(&a.name, &value)
            ));
            expected.push((element.tag_name.clone(), a.name.clone(), syntax, kind));
        }
    }
    assert_eq!(expected.len(), 115 + 47 + 72);
    let report = check_str_with(&html, &options);
    let found: Vec<_> = report
        .findings()
        .iter()
        .map(|f| (f.element.clone(), f.attribute.clone(), f.syntax, f.kind))
        .collect();
    assert_eq!(found, expected);
    // Each at its value, an error.
    for (line, f) in report.findings().iter().enumerate() {
        assert_eq!((f.line, f.severity), (line + 1, Severity::Error));
    }
    let size = report
        .findings()
        .iter()
        .find(|f| (f.element.as_str(), f.attribute.as_str()) == ("sl-button", "size"))
        .unwrap();
    assert_eq!(
        size.message,
        "expected 'small', 'medium' or 'large', found 'SMALLx'"
    );
    assert_eq!(
        size.spec,
        "https://github.com/webcomponents/custom-elements-manifest"
    );
}

#[test]
fn an_attribute_the_element_does_not_declare_is_a_warning() {
    let options = shoelace().apply(Options::new());
    let html = "<sl-button variant=primary colour=red title=t slot=s part=p aria-label=a data-x=1 onclick=f>b</sl-button>\n\
                <sl-badge pil>1</sl-badge><my-own thing=1></my-own>";
    let report = check_str_with(html, &options);
    let found: Vec<_> = report
        .findings()
        .iter()
        .map(|f| (f.line, f.column, f.attribute.as_str(), f.kind, f.severity))
        .collect();
    assert_eq!(
        found,
        [
            (1, 28, "colour", "undeclared_attribute", Severity::Warning),
            (2, 11, "pil", "undeclared_attribute", Severity::Warning),
        ]
    );
    let pil = &report.findings()[1];
    assert_eq!(
        pil.message,
        "`pil` is not an attribute of the custom element `sl-badge`"
    );
    assert_eq!(
        pil.help.as_deref(),
        Some("its attributes: pill, pulse, variant")
    );
}

#[test]
fn a_manifest_that_is_not_one_is_an_error() {
    let err = CustomElementsManifest::from_json("{\"modules\": [").unwrap_err();
    assert_eq!(
        (err.line, err.column, err.message.as_str()),
        (1, 13, "EOF while parsing a list")
    );
    let err = CustomElementsManifest::from_json("{\"schemaVersion\": \"1.0.0\"}").unwrap_err();
    assert_eq!(
        err.message,
        "a custom elements manifest has a `modules` array"
    );
}

#[test]
fn tag_names_from_definitions_and_attributes_from_superclasses() {
    let manifest = CustomElementsManifest::from_json(
        r#"{"schemaVersion": "1.0.0", "modules": [
          {"kind": "javascript-module", "path": "base.js", "declarations": [
            {"kind": "class", "name": "Base", "attributes": [{"name": "Size", "type": {"text": "number"}}]}]},
          {"kind": "javascript-module", "path": "x-card.js", "declarations": [
            {"kind": "class", "name": "XCard", "customElement": true, "superclass": {"name": "Base", "module": "base.js"},
             "attributes": [{"name": "open", "fieldName": "open"}],
             "members": [{"kind": "field", "name": "open", "type": {"text": "boolean"}}]}],
           "exports": [{"kind": "custom-element-definition", "name": "x-card", "declaration": {"name": "XCard", "module": "x-card.js"}}]}]}"#,
    )
    .unwrap();
    assert_eq!(manifest.elements.len(), 1);
    let card = &manifest.elements[0];
    assert_eq!(card.tag_name, "x-card");
    let attributes: Vec<_> = card
        .attributes
        .iter()
        .map(|a| (a.name.as_str(), &a.value))
        .collect();
    assert_eq!(
        attributes,
        [
            ("open", &AttributeValue::Boolean),
            ("size", &AttributeValue::Number)
        ]
    );
}

#[cfg(feature = "cli")]
mod cli {
    use std::path::PathBuf;
    use std::process::Command;

    const BIN: &str = env!("CARGO_BIN_EXE_html-microsyntax");

    /// A private temporary directory, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new(name: &str) -> TempDir {
            let dir = std::env::temp_dir().join(format!(
                "html-microsyntax-cem-{name}-{}-{:?}",
                std::process::id(),
                std::thread::current().id()
            ));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }
        fn write(&self, rel: &str, text: &str) {
            let p = self.0.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, text).unwrap();
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// (kind, attribute) of each finding of `lint --format json ARGS` in `dir`.
    fn kinds(dir: &TempDir, args: &[&str]) -> Vec<(String, String)> {
        let out = Command::new(BIN)
            .arg("lint")
            .arg("--format")
            .arg("json")
            .args(args)
            .current_dir(&dir.0)
            .output()
            .unwrap();
        assert_ne!(
            out.status.code(),
            Some(2),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                (
                    v["kind"].as_str().unwrap().to_owned(),
                    v["attribute"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    }

    #[test]
    fn beside_package_json_or_named_by_the_configuration() {
        let dir = TempDir::new("discover");
        dir.write(
            "node_modules/@shoelace-style/shoelace/dist/custom-elements.json",
            &super::shoelace_text(),
        );
        dir.write(
            "site/page.html",
            "<sl-button size=huge colour=red>b</sl-button>\n",
        );
        let found = |d: &TempDir, args: &[&str]| kinds(d, args);
        // No manifest: a custom element's attributes are not read.
        assert_eq!(found(&dir, &["site"]), []);
        // Beside the nearest package.json, by its `customElements` field.
        dir.write("package.json", r#"{"name": "site", "customElements": "node_modules/@shoelace-style/shoelace/dist/custom-elements.json"}"#);
        let both = [
            ("unknown_keyword".to_owned(), "size".to_owned()),
            ("undeclared_attribute".to_owned(), "colour".to_owned()),
        ];
        assert_eq!(found(&dir, &["site"]), both);
        // Named by the configuration (relative to it); `[]` is none.
        dir.write("package.json", r#"{"name": "site"}"#);
        assert_eq!(found(&dir, &["site"]), []);
        dir.write(
            "site/.html-microsyntax.json",
            r#"{"customElements": ["../node_modules/@shoelace-style/shoelace/dist/custom-elements.json"]}"#,
        );
        assert_eq!(found(&dir, &["site"]), both);
        dir.write("site/.html-microsyntax.json", r#"{"customElements": []}"#);
        assert_eq!(found(&dir, &["site"]), []);
        // A manifest that cannot be read stops the run, naming it.
        dir.write(
            "site/.html-microsyntax.json",
            r#"{"customElements": ["nope.json"]}"#,
        );
        let out = Command::new(BIN)
            .args(["lint", "site"])
            .current_dir(&dir.0)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&out.stderr).contains("nope.json"));
    }
}
