//! BCP 47 language tags (RFC 5646): the well-formed parse and the validity
//! checks without the registry, data-driven with snapshots; the attribute
//! rows; properties.
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

use html_microsyntax::attributes::check_attribute;
use html_microsyntax::language::{
    is_valid_language_tag, language_tag_component, parse_language_tag, validate_language_tag,
    LanguageTag, TagForm,
};
use html_microsyntax::{span, StepError};
use pest::Parser;
use proptest::prelude::*;

mod grammar {
    #[derive(pest_derive::Parser)]
    #[grammar = "../grammar/language.pest"]
    pub struct Grammar;
}

/// Whether `grammar/language.pest` matches `s` as a whole.
fn grammar_accepts(s: &str) -> bool {
    grammar::Grammar::parse(grammar::Rule::language_tag, s).is_ok()
}

/// The form and the parts of a tag, as the case files write them.
fn describe(tag: &LanguageTag<'_>) -> String {
    let join = |parts: Vec<&str>| parts.join(",");
    match tag.form() {
        TagForm::Langtag => {
            let mut out = format!("langtag language={}", tag.language().unwrap_or("?"));
            let extlangs = join(tag.extlangs().collect());
            if !extlangs.is_empty() {
                out += &format!(" extlangs={extlangs}");
            }
            if let Some(script) = tag.script() {
                out += &format!(" script={script}");
            }
            if let Some(region) = tag.region() {
                out += &format!(" region={region}");
            }
            let variants = join(tag.variants().collect());
            if !variants.is_empty() {
                out += &format!(" variants={variants}");
            }
            let extensions: Vec<_> = tag.extensions().map(|e| e.as_str()).collect();
            if !extensions.is_empty() {
                out += &format!(" extensions={}", extensions.join(";"));
            }
            let private = join(tag.private_use_subtags().collect());
            if !private.is_empty() {
                out += &format!(" private={private}");
            }
            out
        }
        TagForm::PrivateUse => format!("privateuse {}", join(tag.private_use_subtags().collect())),
        TagForm::Irregular => format!("irregular {tag}"),
        TagForm::Regular => format!("regular {tag}"),
        other => format!("{other:?}"),
    }
}

#[test]
fn cases() {
    common::settings().bind(|| {
        insta::glob!("data/language/*.cases", |path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let snap = common::run_cases(path, |input| match stem {
                "language_tag" => parse_language_tag(input).map(|t| describe(&t)),
                "valid_language_tag" => validate_language_tag(input).map(|t| t.to_string()),
                other => panic!("no algorithm for {other}.cases"),
            });
            insta::assert_snapshot!("language", snap);
        });
    });
}

#[test]
fn the_component_stops_after_the_tag() {
    let (rest, tag) = language_tag_component::<_, ()>("de-CH-1996, fr;q=0.5").unwrap();
    assert_eq!((tag.as_str(), rest), ("de-CH-1996", ", fr;q=0.5"));
    let (rest, tag) = language_tag_component::<_, ()>("i-klingon fr").unwrap();
    assert_eq!((tag.as_str(), rest), ("i-klingon", " fr"));
    // A span keeps its offset; a failure points at the subtag.
    let (rest, _) = language_tag_component::<_, ()>(span("en-US;")).unwrap();
    assert_eq!(rest.location_offset(), 5);
    let Err(nom::Err::Error(e)) = language_tag_component::<_, StepError<_>>(span("en-US-GB,"))
    else {
        panic!("expected an error")
    };
    assert_eq!(
        (e.input.location_offset(), e.kind.code()),
        (6, "expected_variant_or_later")
    );
    assert_eq!(
        e.kind.to_string(),
        "expected a variant (5 to 8 letters or digits, or a digit and 3 more), extension or private use subtag, found 'GB'"
    );
}

#[test]
fn messages_name_the_subtag() {
    let message = |input: &str| validate_language_tag(input).unwrap_err().to_string();
    assert!(
        message("e1-US").contains("expected a language subtag (2 to 8 letters), found 'e1'"),
        "{}",
        message("e1-US")
    );
    assert!(message("en-u").contains("the extension singleton 'u' needs a subtag"));
    assert!(message("en-x").contains("'x' needs a private use subtag"));
    assert!(message("en--US")
        .contains("expected a subtag (1 to 8 letters or digits) after '-', found '-'"));
}

#[test]
fn the_attributes() {
    let check = |element: &str, attribute: &str, value: &str| {
        let c = check_attribute(element, attribute, value, &[]);
        (
            c.syntax_name(),
            c.violations.first().map(|e| (e.kind().code(), e.offset())),
        )
    };
    // "a valid BCP 47 language tag, or the empty string".
    assert_eq!(check("p", "lang", ""), (Some("valid_language_tag"), None));
    assert_eq!(
        check("html", "lang", "en-GB"),
        (Some("valid_language_tag"), None)
    );
    assert_eq!(
        check("div", "lang", "en_GB"),
        (Some("valid_language_tag"), Some(("trailing_input", 2)))
    );
    // hreflang and srclang: a valid tag, not empty.
    for (element, attribute) in [
        ("a", "hreflang"),
        ("area", "hreflang"),
        ("link", "hreflang"),
        ("track", "srclang"),
    ] {
        assert_eq!(
            check(element, attribute, "fr-CA"),
            (Some("valid_language_tag"), None)
        );
        assert_eq!(
            check(element, attribute, ""),
            (
                Some("valid_language_tag"),
                Some(("expected_language_subtag", 0))
            ),
            "{element} {attribute}"
        );
    }
    assert_eq!(
        check("link", "hreflang", "sl-rozaj-rozaj"),
        (Some("valid_language_tag"), Some(("duplicate_variant", 9)))
    );
}

/// A well-formed `langtag` with distinct variants and singletons and at most
/// one extlang, from the grammar's pieces.
fn valid_langtag() -> impl Strategy<Value = String> {
    let language = prop_oneof!["[a-zA-Z]{2,3}(-[a-z]{3})?", "[a-zA-Z]{4,8}"];
    let script = proptest::option::of("[A-Z][a-z]{3}");
    let region = proptest::option::of(prop_oneof!["[A-Z]{2}", "[0-9]{3}"]);
    let variants =
        proptest::collection::btree_set(prop_oneof!["[a-z0-9]{5,8}", "[0-9][a-z0-9]{3}"], 0..3);
    let extensions = proptest::collection::btree_map(
        "[a-wyz0-9]",
        proptest::collection::vec("[a-z0-9]{2,8}", 1..3),
        0..3,
    );
    let private = proptest::option::of(proptest::collection::vec("[a-zA-Z0-9]{1,8}", 1..3));
    (language, script, region, variants, extensions, private).prop_map(
        |(language, script, region, variants, extensions, private)| {
            let mut parts = vec![language];
            parts.extend(script);
            parts.extend(region);
            parts.extend(variants);
            for (singleton, subtags) in extensions {
                parts.push(singleton);
                parts.extend(subtags);
            }
            if let Some(private) = private {
                parts.push("x".to_string());
                parts.extend(private);
            }
            parts.join("-")
        },
    )
}

proptest! {
    #[test]
    fn no_panic_and_errors_inside_the_input(s in "[a-zA-Z0-9xX\\-_ \u{e9}\u{10000}]{0,24}") {
        for result in [
            parse_language_tag(&s).map(|_| ()),
            validate_language_tag(&s).map(|_| ()),
        ] {
            if let Err(e) = result {
                prop_assert!(e.offset() <= s.len() && s.is_char_boundary(e.offset()), "{s:?}: {e}");
            }
        }
        prop_assert_eq!(is_valid_language_tag(&s), validate_language_tag(&s).is_ok());
        // Valid tags are well-formed.
        if is_valid_language_tag(&s) {
            prop_assert!(parse_language_tag(&s).is_ok());
        }
    }

    /// Every tag made from the grammar's pieces is valid, and its parts are
    /// the pieces it was made of.
    #[test]
    fn generated_tags_are_valid(tag in valid_langtag()) {
        let parsed = validate_language_tag(&tag);
        prop_assert!(parsed.is_ok(), "{tag:?}: {parsed:?}");
        let parsed = parsed.unwrap();
        prop_assert_eq!(parsed.as_str(), tag.as_str());
        prop_assert_eq!(parse_language_tag(&tag), Ok(parsed));
    }

    /// Case never changes the outcome (RFC 5646 section 2.1.1).
    #[test]
    fn case_does_not_matter(s in prop_oneof![valid_langtag(), "[a-zA-Z0-9\\-]{0,20}"]) {
        let outcome = |s: &str| validate_language_tag(s).map(|_| ()).map_err(|e| (e.kind().code(), e.offset()));
        let lower = s.to_ascii_lowercase();
        let upper = s.to_ascii_uppercase();
        prop_assert_eq!(outcome(&s), outcome(&lower));
        prop_assert_eq!(outcome(&s), outcome(&upper));
    }

    /// The component consumes exactly the tag that the parse accepts.
    #[test]
    fn the_component_takes_the_whole_tag(tag in valid_langtag(), tail in "[,; ]{0,2}") {
        let text = format!("{tag}{tail}");
        let (rest, parsed) = language_tag_component::<_, ()>(text.as_str()).unwrap();
        prop_assert_eq!(rest, tail.as_str());
        prop_assert_eq!(parsed.as_str(), tag.as_str());
    }
}

/// Every input of the case files is well-formed for `grammar/language.pest`,
/// `oxilangtag` and `language-tags` exactly when it is for us.
#[test]
fn peers_agree_on_the_cases() {
    let text = std::fs::read_to_string("tests/data/language/language_tag.cases").unwrap();
    let inputs = text.lines().filter(|l| l.starts_with('"')).map(|line| {
        serde_json::Deserializer::from_str(line)
            .into_iter::<String>()
            .next()
            .unwrap()
            .unwrap()
    });
    for input in inputs {
        let ours = parse_language_tag(&input).is_ok();
        assert_eq!(grammar_accepts(&input), ours, "grammar on {input:?}");
        assert_eq!(
            oxilangtag::LanguageTag::parse(input.as_str()).is_ok(),
            ours,
            "{input:?}"
        );
        assert_eq!(
            language_tags::LanguageTag::parse(&input).is_ok(),
            ours,
            "{input:?}"
        );
    }
    // language-tags 0.3.2 takes a private use subtag of any length (the
    // grammar allows 1 to 8 characters); oxilangtag and we do not.
    assert!(language_tags::LanguageTag::parse("x-abcdefghi").is_ok());
    assert!(oxilangtag::LanguageTag::parse("x-abcdefghi").is_err());
    assert!(parse_language_tag("x-abcdefghi").is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Differential: oxilangtag's well-formedness is ours, on tags from the
    /// grammar, tag-like strings and near-grandfathered ones.
    #[test]
    fn oxilangtag_agrees_on_well_formedness(s in prop_oneof![
        valid_langtag(),
        "[a-zA-Z0-9\\-]{0,16}",
        "(i|x|en|zh|sgn|no|art)(-[a-zA-Z0-9]{1,9}){0,4}",
    ]) {
        prop_assert_eq!(
            parse_language_tag(&s).is_ok(),
            oxilangtag::LanguageTag::parse(s.as_str()).is_ok(),
            "{:?}", s
        );
    }

    /// The grammar in `grammar/language.pest`, an independent recognizer,
    /// accepts exactly what the parser accepts.
    #[test]
    fn the_grammar_is_the_parser(s in prop_oneof![
        valid_langtag(),
        "[a-zA-Z0-9\\-]{0,16}",
        "(i|x|en|zh|sgn|no|art)(-[a-zA-Z0-9]{1,9}){0,4}",
    ]) {
        prop_assert_eq!(grammar_accepts(&s), parse_language_tag(&s).is_ok(), "{:?}", s);
    }
}
