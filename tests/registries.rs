//! The registries of the `registries` feature: the IANA Language Subtag
//! Registry and the microformats wiki's rel values. Case files with
//! snapshots, and a check of the generated tables against the stored data
//! file, record by record, through the public API.
#![cfg(feature = "registries")]
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

use std::collections::{BTreeMap, BTreeSet};

use html_microsyntax::error::Severity;
use html_microsyntax::keyword_sets::{
    is_valid_rel, rel_extension, validate_rel, REL_EXTENSIONS_DATE,
};
use html_microsyntax::language::{
    is_registered_language_tag, validate_registered_language_tag, RegistryProblem,
    LANGUAGE_SUBTAG_REGISTRY_DATE,
};
use html_microsyntax::Error;

/// A tag as the case file writes it: the tag; a warning as
/// `warning code@offset suggestion` (`-`: none); an error as is.
fn registered(input: &str) -> Result<String, Error> {
    match validate_registered_language_tag(input) {
        Ok(tag) => {
            assert!(is_registered_language_tag(input), "{input:?}");
            Ok(tag.to_string())
        }
        Err(e) if e.kind().severity() == Severity::Warning => {
            // A warning: valid all the same (RFC 5646 2.2.9).
            assert!(is_registered_language_tag(input), "{input:?}");
            let kind = e.kind();
            let suggestion = kind.suggestion().unwrap_or("-");
            Ok(format!(
                "warning {}@{} {suggestion}",
                kind.code(),
                e.offset()
            ))
        }
        Err(e) => {
            assert!(!is_registered_language_tag(input), "{input:?}");
            Err(e)
        }
    }
}

fn rel(input: &str) -> Result<String, Error> {
    let (element, value) = input.split_once('|').expect("element|value");
    let result = validate_rel(element, value);
    // Severity decides: an unknown link type (a warning) leaves it valid.
    let no_error = result
        .as_ref()
        .map_or_else(|e| e.kind().severity() == Severity::Warning, |_| true);
    assert_eq!(no_error, is_valid_rel(element, value), "{input:?}");
    result
        .map(|v| format!("{v:?}"))
        .map_err(|e| e.shifted(input, element.len() + 1))
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/registries/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "registered_language_tag" => registered(input),
                "rel_extensions" => rel(input),
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("registries", snap);
        });
    });
}

/// The messages name the subtag, the registry's date and the preferred
/// value; the severity is the registry check's.
#[test]
fn messages_and_severity() {
    let e = validate_registered_language_tag("xx").unwrap_err();
    assert_eq!(e.kind().severity(), Severity::Error);
    assert_eq!(
        e.kind().to_string(),
        format!("expected a registered language subtag, found 'xx', which the IANA Language Subtag Registry ({LANGUAGE_SUBTAG_REGISTRY_DATE}) does not have")
    );
    let w = validate_registered_language_tag("en-GB-oed").unwrap_err();
    assert_eq!(w.kind().severity(), Severity::Warning);
    assert_eq!(
        w.kind().to_string(),
        "the tag 'en-gb-oed' is deprecated, use 'en-GB-oxendict'"
    );
    let w = validate_registered_language_tag("en-rozaj").unwrap_err();
    assert_eq!(
        w.kind().to_string(),
        "the variant 'rozaj' is registered for use after 'sl'"
    );
    let w = validate_registered_language_tag("de-1994").unwrap_err();
    assert_eq!(
        w.kind().to_string(),
        "the variant '1994' is registered for use after 'sl-rozaj', 'sl-rozaj-biske', 'sl-rozaj-njiva', 'sl-rozaj-osojs' or 'sl-rozaj-solba'"
    );
    let w = validate_registered_language_tag("ar-yue").unwrap_err();
    assert_eq!(
        w.kind().to_string(),
        "the extlang 'yue' is registered for use after the language 'zh'"
    );
    assert_eq!(
        RegistryProblem::from_kind(&w.kind()).map(|p| p.code()),
        Some("extlang_prefix")
    );
    let w = validate_registered_language_tag("ja-Jpan").unwrap_err();
    assert_eq!(w.kind().severity(), Severity::Warning);
    assert_eq!(
        w.kind().to_string(),
        "the script 'Jpan' is the Suppress-Script of the language 'ja' and adds nothing, leave it out"
    );
    assert!(matches!(
        RegistryProblem::from_kind(&w.kind()),
        Some(RegistryProblem::SuppressedScript { script, language })
            if script.as_str() == "Jpan" && language.as_str() == "ja"
    ));
}

/// The records of a record-jar file (RFC 5646 section 3.1.1), folded lines
/// joined: each a map from field name to its values.
fn records(text: &str) -> Vec<BTreeMap<String, Vec<String>>> {
    text.split("\n%%\n")
        .map(|chunk| {
            let mut fields: BTreeMap<String, Vec<String>> = BTreeMap::new();
            let mut last = String::new();
            for line in chunk.lines().filter(|l| !l.trim().is_empty()) {
                if line.starts_with(' ') {
                    fields
                        .get_mut(&last)
                        .unwrap()
                        .last_mut()
                        .unwrap()
                        .push_str(line);
                    continue;
                }
                let (name, value) = line.split_once(':').unwrap();
                last = name.trim().to_owned();
                fields
                    .entry(last.clone())
                    .or_default()
                    .push(value.trim().to_owned());
            }
            fields
        })
        .collect()
}

/// `qaa..qtz` → every subtag of the range.
fn expand(subtag: &str) -> Vec<String> {
    let Some((lo, hi)) = subtag.split_once("..") else {
        return vec![subtag.to_owned()];
    };
    let (lo, hi) = (
        lo.to_ascii_lowercase().into_bytes(),
        hi.to_ascii_lowercase(),
    );
    let mut out = vec![String::from_utf8(lo).unwrap()];
    while *out.last().unwrap() != hi {
        let mut next = out.last().unwrap().clone().into_bytes();
        let mut i = next.len() - 1;
        while next[i] == b'z' {
            next[i] = b'a';
            i -= 1;
        }
        next[i] += 1;
        out.push(String::from_utf8(next).unwrap());
    }
    out
}

/// Every record of the stored registry, through the public API: each
/// subtag is registered where its type stands, deprecated ones warn with
/// their Preferred-Value, grandfathered and redundant tags are known as a
/// whole; and every two- and three-letter language subtag and two-letter
/// or three-digit region the file does not have is an error. So the
/// generated tables say what the stored file says.
#[test]
fn the_tables_say_what_the_stored_registry_says() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/language-subtag-registry.txt"
    ))
    .unwrap();
    let recs = records(&text);
    assert_eq!(
        recs[0]["File-Date"],
        [LANGUAGE_SUBTAG_REGISTRY_DATE.to_owned()]
    );
    // The deprecated grandfathered and redundant tags: a tag made below
    // may be one of them (zh-cmn), and then the whole tag's deprecation is
    // what the check reports.
    let deprecated_tags: BTreeMap<String, Option<String>> = recs[1..]
        .iter()
        .filter(|r| r.contains_key("Tag") && r.contains_key("Deprecated"))
        .map(|r| {
            let preferred = r.get("Preferred-Value").map(|v| v[0].clone());
            (r["Tag"][0].to_ascii_lowercase(), preferred)
        })
        .collect();
    let mut languages = BTreeSet::new();
    let mut regions = BTreeSet::new();
    let mut checked = 0;
    let mut suppressed = 0;
    for rec in &recs[1..] {
        let field = |name: &str| rec.get(name).and_then(|v| v.first()).cloned();
        let ty = field("Type").unwrap();
        let deprecated = rec.contains_key("Deprecated");
        let preferred = field("Preferred-Value");
        if ty == "grandfathered" || ty == "redundant" {
            let tag = field("Tag").unwrap();
            match validate_registered_language_tag(&tag) {
                Ok(_) => assert!(!deprecated, "{tag}"),
                // A redundant tag made of a language and its
                // Suppress-Script (bs-Latn): 3.1.9 applies to it too.
                Err(e) if e.kind().code() == "suppressed_script" => {
                    assert!(!deprecated && ty == "redundant", "{tag}: {e}");
                }
                Err(e) => {
                    assert!(deprecated, "{tag}: {e}");
                    assert_eq!(e.kind().code(), "deprecated_tag", "{tag}");
                    assert_eq!(e.kind().suggestion(), preferred.as_deref(), "{tag}");
                }
            }
            assert!(is_registered_language_tag(&tag), "{tag}");
            checked += 1;
            continue;
        }
        let prefix = field("Prefix");
        for subtag in expand(&field("Subtag").unwrap()) {
            // A tag in which the subtag stands where its type goes.
            let tag = match ty.as_str() {
                "language" => {
                    languages.insert(subtag.clone());
                    subtag.clone()
                }
                "extlang" => format!("{}-{subtag}", prefix.clone().unwrap()),
                "script" => format!("und-{subtag}"),
                "region" => {
                    regions.insert(subtag.to_ascii_lowercase());
                    format!("und-{subtag}")
                }
                "variant" => format!("{}-{subtag}", prefix.clone().unwrap_or("und".into())),
                other => panic!("unknown type {other}"),
            };
            assert!(is_registered_language_tag(&tag), "{tag}");
            match validate_registered_language_tag(&tag) {
                Ok(_) => assert!(!deprecated, "{tag} is deprecated"),
                Err(e) if e.kind().code() == "deprecated_tag" => {
                    let preferred = &deprecated_tags[&tag.to_ascii_lowercase()];
                    assert_eq!(e.kind().suggestion(), preferred.as_deref(), "{tag}");
                }
                Err(e) => {
                    assert!(deprecated, "{tag}: {e}");
                    assert_eq!(e.kind().code(), "deprecated_subtag", "{tag}");
                    assert_eq!(e.kind().suggestion(), preferred.as_deref(), "{tag}");
                }
            }
            checked += 1;
        }
        // Suppress-Script (3.1.9): the language with that script warns at
        // the script, unless the language itself is deprecated (reported
        // first); with another script it does not warn for the script.
        if let Some(script) = field("Suppress-Script") {
            let language = field("Subtag").unwrap();
            let tag = format!("{language}-{script}");
            let e = validate_registered_language_tag(&tag).unwrap_err();
            let want = if deprecated {
                "deprecated_subtag"
            } else {
                "suppressed_script"
            };
            assert_eq!(e.kind().code(), want, "{tag}");
            assert!(is_registered_language_tag(&tag), "{tag}");
            suppressed += 1;
        }
    }
    assert!(checked > 9000, "{checked} records checked");
    assert!(
        suppressed > 100,
        "{suppressed} Suppress-Script fields checked"
    );
    // The other direction: what the file lacks is an error.
    let letters = || b'a'..=b'z';
    for a in letters() {
        for b in letters() {
            let two = String::from_utf8(vec![a, b]).unwrap();
            assert_eq!(
                is_registered_language_tag(&two),
                languages.contains(&two),
                "{two}"
            );
            let region = format!("und-{two}");
            assert_eq!(
                is_registered_language_tag(&region),
                regions.contains(&two),
                "{region}"
            );
            for c in letters() {
                let three = String::from_utf8(vec![a, b, c]).unwrap();
                assert_eq!(
                    is_registered_language_tag(&three),
                    languages.contains(&three),
                    "{three}"
                );
            }
        }
    }
    for n in 0..1000 {
        let digits = format!("{n:03}");
        let region = format!("und-{digits}");
        assert_eq!(
            is_registered_language_tag(&region),
            regions.contains(&digits),
            "{region}"
        );
    }
}

/// Every row of the stored rel values is allowed where the file says, and
/// not allowed on the other of `link` and `a`/`area`, unless the HTML
/// Standard itself defines it (its own table decides then).
#[test]
fn the_rel_table_says_what_the_stored_file_says() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/microformats-rel-values.txt"
    ))
    .unwrap();
    assert!(text
        .lines()
        .any(|l| l == format!("# Date: {REL_EXTENSIONS_DATE}")));
    let mut rows = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (keyword, elements) = line.split_once('\t').unwrap();
        let elements: Vec<&str> = elements.split(',').collect();
        let row = rel_extension(keyword).unwrap_or_else(|| panic!("{keyword}"));
        assert_eq!(row.keyword, keyword.to_ascii_lowercase());
        assert_eq!(row.link, elements.contains(&"link"), "{keyword}");
        assert_eq!(row.a_and_area, elements.contains(&"a"), "{keyword}");
        if html_microsyntax::keyword_sets::link_type(keyword).is_none() {
            assert_eq!(is_valid_rel("link", keyword), row.link, "link {keyword}");
            assert_eq!(is_valid_rel("a", keyword), row.a_and_area, "a {keyword}");
            assert_eq!(
                is_valid_rel("area", keyword),
                row.a_and_area,
                "area {keyword}"
            );
        }
        rows += 1;
    }
    assert!(rows > 100, "{rows} rows");
}
