//! The attribute table: which syntax an attribute takes in context, and
//! `check_attribute`'s verdicts and readings. Data-driven cases with
//! snapshots, and properties.
//!
//! A case input is `element[attr=value]… name=value`: the element, its other
//! attributes (for `type` and `http-equiv`), then the checked attribute.
//! Error offsets count from the start of the case input.
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

use html_microsyntax::attributes::{
    check_attribute, lookup, not_allowed, Condition, Reading, ATTRIBUTES,
};
use html_microsyntax::forms::{
    meter_problems, must_not_be_specified, progress_problems, MeterValues,
};
use html_microsyntax::Error;
use proptest::prelude::*;

fn reading(r: Option<Reading>) -> String {
    match r {
        None => "nothing".into(),
        Some(Reading::Boolean(b)) => format!("{b}"),
        Some(Reading::State(s)) => format!("state {s:?}"),
        Some(Reading::Integer(n)) => format!("{n}"),
        Some(Reading::Float(x)) => format!("{x}"),
        Some(Reading::Dimension(d)) => format!("dimension {d}"),
        Some(Reading::Month(v)) => v.to_string(),
        Some(Reading::Date(v)) => v.to_string(),
        Some(Reading::Time(v)) => v.to_string(),
        Some(Reading::LocalDateTime(v)) => v.to_string(),
        Some(Reading::Week(v)) => v.to_string(),
        Some(Reading::DateOrTime(v)) => v.to_string(),
        Some(Reading::Color(c)) => c.to_string(),
        Some(Reading::AnyStep) => "any".into(),
        Some(Reading::DatetimeKind(k)) => k.into(),
        Some(other) => other.to_string(),
    }
}

/// `check_attribute` on a case: `<syntax> = <reading>` when valid, the
/// first violation (moved into the case input) otherwise.
fn check(input: &str) -> Result<String, Error> {
    common::check_attribute_case(input, reading)
}

/// The syntax `lookup` chooses for a case (its value is ignored).
fn syntax(input: &str) -> Result<String, Error> {
    let (element, others, name, _, _) = common::parse_attribute_case(input);
    let others: Vec<(&str, &str)> = others
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    Ok(lookup(&element, &name, &others).map_or("none".into(), |d| d.syntax.name().to_string()))
}

/// `not_allowed` on a case: "allowed", or the problem located at the
/// attribute's name in the case input.
fn not_allowed_case(input: &str) -> Result<String, Error> {
    let (element, others, name, _, _) = common::parse_attribute_case(input);
    let others: Vec<(&str, &str)> = others
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    match not_allowed(&element, &name, &others) {
        None => Ok("allowed".into()),
        Some(problem) => {
            let at = input.find(' ').unwrap() + 1;
            Err(Error::new(problem.into(), input, at))
        }
    }
}

/// `progress_problems` or `meter_problems` on `element name=value…`:
/// "ok", or each problem as `attribute:code`.
fn bounds_case(input: &str) -> Result<String, Error> {
    let mut words = input.split(' ');
    let element = words.next().unwrap();
    let mut number = std::collections::HashMap::new();
    for word in words {
        let (name, value) = word.split_once('=').unwrap();
        number.insert(name, value.parse::<f64>().unwrap());
    }
    let get = |name: &str| number.get(name).copied();
    let problems = match element {
        "progress" => progress_problems(get("value"), get("max")),
        "meter" => meter_problems(&MeterValues {
            value: get("value"),
            min: get("min"),
            max: get("max"),
            low: get("low"),
            high: get("high"),
            optimum: get("optimum"),
        }),
        other => panic!("no bounds for {other}"),
    };
    if problems.is_empty() {
        return Ok("ok".into());
    }
    let found: Vec<String> = problems
        .iter()
        .map(|p| format!("{}:{}", p.attribute(), p.code()))
        .collect();
    Ok(found.join(" "))
}

#[test]
fn attributes() {
    common::settings().bind(|| {
        insta::glob!("data/attributes/*.cases", |path| {
            let name = path.file_stem().unwrap().to_str().unwrap();
            let f = match name {
                "check_attribute" => check,
                "attribute_syntax" => syntax,
                "not_allowed" => not_allowed_case,
                "bounds" => bounds_case,
                other => panic!("no rule for {other}.cases"),
            };
            insta::assert_snapshot!(common::run_cases(path, f));
        });
    });
}

#[test]
fn every_row_is_found_by_its_own_lookup() {
    for row in ATTRIBUTES {
        let element = if row.element == "*" {
            "div"
        } else {
            row.element
        };
        let others: Vec<(&str, &str)> = match row.condition {
            html_microsyntax::attributes::Condition::InputType(types) => {
                vec![("type", types[0].keyword())]
            }
            html_microsyntax::attributes::Condition::HttpEquiv(k) => vec![("http-equiv", k)],
            _ => vec![],
        };
        let found = lookup(element, row.attribute, &others).expect("a row");
        assert!(
            std::ptr::eq(found, row) || row.element == "*",
            "{} {} {:?} resolves to another row ({:?})",
            row.element,
            row.attribute,
            row.condition,
            found.condition
        );
    }
}

proptest! {
    /// No input makes `check_attribute` panic, and every violation lies
    /// inside the value on a character boundary.
    #[test]
    fn no_panic_and_offsets_in_range(row in 0..ATTRIBUTES.len(), value in "\\PC{0,12}|[-+0-9.eE: TZW#a-f]{0,14}") {
        let r = &ATTRIBUTES[row];
        let c = check_attribute(r.element, r.attribute, &value, &[("type", "date")]);
        for e in &c.violations {
            prop_assert!(e.offset() <= value.len());
            prop_assert!(value.is_char_boundary(e.offset()));
        }
    }
}

/// An obsolete attribute is not conforming, but a browser still reads it:
/// the legacy color rules (2.3.6) turn "chucknorris" into #c00000.
#[test]
fn obsolete_attributes_are_still_read() {
    let c = check_attribute("body", "bgcolor", "chucknorris", &[]);
    assert_eq!(c.violations.len(), 1);
    assert_eq!(c.violations[0].kind().code(), "obsolete_attribute");
    assert_eq!(reading(c.reading), "#c00000");
    let c = check_attribute("td", "width", "50%", &[]);
    assert_eq!(reading(c.reading), "dimension 50%");
}

/// An invalid value still has a reading where the parse rules accept it.
#[test]
fn invalid_values_keep_what_the_rules_read() {
    let c = check_attribute("td", "colspan", " +2x", &[]);
    assert_eq!(c.violations[0].kind().code(), "leading_whitespace");
    assert_eq!(c.reading, Some(Reading::Integer(2)));
    let c = check_attribute("input", "type", "bogus", &[]);
    assert_eq!(c.reading, Some(Reading::State(Some("text"))));
}

/// The attribute table as Markdown, for `docs/attributes.md` (which the
/// rustdoc of `ATTRIBUTES` includes).
/// The section of `docs/attributes.md` on the attributes that must not be
/// specified, from `forms::MUST_NOT_BE_SPECIFIED`.
fn render_not_applying() -> String {
    use html_microsyntax::forms::MUST_NOT_BE_SPECIFIED;
    let mut out = String::from(
        "## Attributes that do not apply\n\n\
         Each state of `<input type>` says which content attributes \"must not be specified \
         and do not apply to the element\" (and, for file and image, that the `value` \
         attribute \"must be omitted\"): `lint` reports each such attribute at its name \
         (`attribute_not_allowed`), and `attributes::not_allowed` answers the same question. \
         Checked against the HTML Standard of 16 September 2026 (commit-snapshot \
         `d78d7dd8`), as the table above.\n\n\
         | `type` | must not be specified |\n|---|---|\n",
    );
    for (state, list) in MUST_NOT_BE_SPECIFIED {
        let names: Vec<String> = list.iter().map(|n| format!("`{n}`")).collect();
        out.push_str(&format!("| {} | {} |\n", state.keyword(), names.join(", ")));
    }
    out
}

fn render_table() -> String {
    use html_microsyntax::attributes::{Condition, Syntax};
    let mut out = String::from("| element | attribute | when | syntax |\n|---|---|---|---|\n");
    for row in ATTRIBUTES {
        let when = match row.condition {
            Condition::InputType(types) => format!(
                "`type` is {}",
                types
                    .iter()
                    .map(|t| t.keyword())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Condition::HttpEquiv(k) => format!("`http-equiv` is {k}"),
            _ => String::new(),
        };
        let mut syntax = match row.syntax {
            Syntax::Enumerated(e) => {
                let mut keywords = Vec::new();
                e.for_each_keyword(&mut |k, conforming| {
                    if conforming {
                        keywords.push(if k.is_empty() {
                            "\"\"".to_string()
                        } else {
                            k.to_string()
                        });
                    }
                });
                format!("enumerated: {}", keywords.join(", "))
            }
            other => other.name().to_string(),
        };
        if row.empty_ok {
            syntax.push_str(" (or empty)");
        }
        if row.obsolete {
            syntax.push_str(", **obsolete**");
        }
        let element = if row.element == "*" {
            "any (global)"
        } else {
            row.element
        };
        out.push_str(&format!(
            "| `{element}` | [`{}`]({}) | {when} | {syntax} |\n",
            row.attribute, row.spec
        ));
    }
    out
}

/// `docs/attributes.md` is the table as it is; `UPDATE_DOCS=1` rewrites it.
#[test]
fn the_documented_table_is_the_table() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/attributes.md");
    let header = "<!-- Generated from attributes::ATTRIBUTES and forms::MUST_NOT_BE_SPECIFIED by tests/attributes.rs (UPDATE_DOCS=1). -->\n\n\
        Checked against the HTML Standard of 16 September 2026 (commit-snapshot \
        `d78d7dd8efb783a9a32e187da5152e756ec6bae8`): see [records/audit.md](records/audit.md).\n\n";
    let want = format!("{header}{}\n{}", render_table(), render_not_applying());
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        have == want,
        "docs/attributes.md is out of date: run UPDATE_DOCS=1 cargo test --test attributes"
    );
}

/// semantics.html#attr-link-imagesrcset (checked 2026-09-16): "If the
/// imagesrcset attribute is present and has any image candidate strings
/// using a width descriptor, the imagesizes attribute must also be present":
/// `<link sizes>` is no source size. srcset needs std.
#[cfg(feature = "std")]
#[test]
fn link_imagesrcset_takes_its_sizes_from_imagesizes() {
    use html_microsyntax::attributes::check_attribute;
    let without = check_attribute("link", "imagesrcset", "a.png 100w", &[("sizes", "50vw")]);
    let codes: Vec<_> = without
        .violations
        .iter()
        .map(|e| (e.kind().code(), e.offset()))
        .collect();
    assert_eq!(codes, [("width_without_sizes", 6)]);
    let with = check_attribute(
        "link",
        "imagesrcset",
        "a.png 100w",
        &[("imagesizes", "50vw")],
    );
    assert!(with.violations.is_empty(), "{:?}", with.violations);
}

/// No row of the table gives a syntax to an `input` attribute in a state
/// where the attribute must not be specified: the rows' conditions and the
/// states' bookkeeping agree.
#[test]
fn rows_apply_only_where_the_attribute_may_be_specified() {
    for row in ATTRIBUTES.iter().filter(|r| r.element == "input") {
        if let Condition::InputType(states) = row.condition {
            for &state in states {
                assert!(
                    must_not_be_specified(state, row.attribute).is_none(),
                    "input {} has a row for type={state}",
                    row.attribute
                );
            }
        }
    }
}

/// The dates and offsets no real value has (the case file's
/// `year_probably_mistyped` and `time_zone_offset_*` lines) are warnings
/// beside a valid value: the syntax's own check accepts them, and the
/// attribute check has that one warning.
#[test]
fn dates_in_practice_are_warnings_beside_a_valid_value() {
    use html_microsyntax::error::Severity;
    use html_microsyntax::registry::Context;
    for (element, value) in [
        ("del", "0004-02-29"),
        ("ins", "20014-09-29"),
        ("ins", "2011-11-12T00:00:00-1300"),
        ("del", "2011-11-12T00:00:00+08:15"),
        ("time", "0214"),
    ] {
        let c = check_attribute(element, "datetime", value, &[]);
        let def = c.definition.unwrap().syntax.definition().unwrap();
        assert!(def.is_valid(value, &Context::default()), "{value}");
        assert_eq!(c.violations.len(), 1, "{value}");
        assert_eq!(
            c.violations[0].kind().severity(),
            Severity::Warning,
            "{value}"
        );
    }
    assert!(html_microsyntax::datetime::is_valid_date("0004-02-29"));
    assert!(html_microsyntax::datetime::is_valid_global_date_time(
        "2011-11-12T00:00:00+08:15"
    ));
}

/// embedded-content.html#the-source-element (checked 2026-11-28): "If the
/// srcset attribute has any image candidate strings using a width
/// descriptor, the sizes attribute may also be present. If, additionally,
/// the following sibling img element does not allow auto-sizes, the sizes
/// attribute must be present." The attribute alone cannot tell: a
/// `source`'s width descriptors without `sizes` are the document checker's
/// (`required_attributes`), the rules of the srcset attribute itself stay.
#[cfg(feature = "std")]
#[test]
fn source_srcset_widths_without_sizes_are_decided_by_the_img() {
    use html_microsyntax::attributes::check_attribute;
    assert!(check_attribute("source", "srcset", "a.png 100w, b.png 200w", &[]).is_valid());
    let mixed = check_attribute("source", "srcset", "a.png 100w, b.png 2x", &[]);
    assert!(!mixed.is_valid());
    let density = check_attribute("source", "srcset", "a.png 1x", &[("sizes", "50vw")]);
    assert_eq!(density.violations[0].kind().code(), "missing_width");
}
