#![cfg(all(feature = "std", feature = "url"))]
//! The attribute table's rows for the syntaxes defined outside section 2.3
//! (srcset and sizes need `std`, URLs the `url` feature): data-driven cases
//! with snapshots, in the format of `tests/attributes.rs`.

mod common;

use html_microsyntax::attributes::check_attribute;
use html_microsyntax::Error;

/// `element[attr=value]… name=value` → its parts and the value's offset.
fn parse_case(input: &str) -> (String, Vec<(String, String)>, String, String, usize) {
    let (selector, attribute) = input.split_once(' ').expect("element and attribute");
    let (name, value) = attribute.split_once('=').unwrap_or((attribute, ""));
    let (element, mut rest) = selector
        .split_once('[')
        .map_or((selector, ""), |(e, r)| (e, r));
    let mut others = Vec::new();
    while let Some((pair, after)) = rest.split_once(']') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        others.push((k.to_string(), v.to_string()));
        rest = after.strip_prefix('[').unwrap_or(after);
    }
    let at = selector.len() + 1 + name.len() + 1;
    (
        element.to_string(),
        others,
        name.to_string(),
        value.to_string(),
        at,
    )
}

fn check(input: &str) -> Result<String, Error> {
    let (element, others, name, value, at) = parse_case(input);
    let others: Vec<(&str, &str)> = others
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let c = check_attribute(&element, &name, &value, &others);
    match (c.syntax_name(), c.violations.first()) {
        (None, _) => Ok("no microsyntax".into()),
        (Some(_), Some(e)) => Err(e.clone().shifted(input, at)),
        (Some(syntax), None) => Ok(format!(
            "{syntax} = {}",
            c.reading.map_or("nothing".into(), |r| format!("{r:?}"))
        )),
    }
}

#[test]
fn attributes_outside() {
    common::settings().bind(|| {
        insta::glob!("data/attributes_outside/*.cases", |path| {
            insta::assert_snapshot!(common::run_cases(path, check));
        });
    });
}
