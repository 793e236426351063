//! Executes `grammar/datetime.pest` as an independent recognizer of the valid
//! date and time strings and checks it agrees with the crate's `is_valid_*`
//! functions on generated and mutated strings. The semantic limits the
//! grammar does not express are checked here, on its parse tree.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
// pest_derive's generated `Rule` enum, beside the parser, has no docs.
#![allow(missing_docs)]

use html_microsyntax::datetime::*;
use pest::iterators::Pair;
use pest::Parser;
use pest_derive::Parser;
use proptest::prelude::*;

#[derive(Parser)]
#[grammar = "../grammar/datetime.pest"]
struct DateTimeGrammar;

/// A whole-string production, its name, and the function that must agree with it.
type Check = (Rule, &'static str, fn(&str) -> bool);

/// Each whole-string production and the function that must agree with it.
const CHECKS: &[Check] = &[
    (
        Rule::valid_month_string,
        "valid_month_string",
        is_valid_month,
    ),
    (Rule::valid_date_string, "valid_date_string", is_valid_date),
    (
        Rule::valid_yearless_date_string,
        "valid_yearless_date_string",
        is_valid_yearless_date,
    ),
    (Rule::valid_time_string, "valid_time_string", is_valid_time),
    (
        Rule::valid_local_date_and_time_string,
        "valid_local_date_and_time_string",
        is_valid_local_date_time,
    ),
    (
        Rule::valid_normalized_local_date_and_time_string,
        "valid_normalized_local_date_and_time_string",
        is_valid_normalized_local_date_time,
    ),
    (
        Rule::valid_time_zone_offset_string,
        "valid_time_zone_offset_string",
        is_valid_time_zone_offset,
    ),
    (
        Rule::valid_global_date_and_time_string,
        "valid_global_date_and_time_string",
        is_valid_global_date_time,
    ),
    (Rule::valid_week_string, "valid_week_string", is_valid_week),
    (
        Rule::valid_duration_string,
        "valid_duration_string",
        is_valid_duration,
    ),
    (
        Rule::valid_date_string_with_optional_time,
        "valid_date_string_with_optional_time",
        is_valid_date_with_optional_time,
    ),
];

/// A year's value, or `None` beyond `MAX_YEAR` (the crate's documented
/// range; the spec's years are unbounded).
fn year_value(digits: &str) -> Option<u32> {
    let significant = digits.trim_start_matches('0');
    if significant.len() > 9 {
        return None;
    }
    let y: u32 = if significant.is_empty() {
        0
    } else {
        significant.parse().ok()?
    };
    (y <= MAX_YEAR).then_some(y)
}

fn child<'a>(pair: &Pair<'a, Rule>, rule: Rule) -> Option<Pair<'a, Rule>> {
    pair.clone().into_inner().find(|p| p.as_rule() == rule)
}

fn number(pair: &Pair<'_, Rule>, rule: Rule) -> u32 {
    child(pair, rule)
        .and_then(|p| p.as_str().parse().ok())
        .unwrap_or(u32::MAX)
}

/// The semantic limits, on a node and all its descendants.
fn semantic_ok(pair: Pair<'_, Rule>) -> bool {
    let ok = match pair.as_rule() {
        Rule::valid_month => {
            let year = child(&pair, Rule::year).and_then(|y| year_value(y.as_str()));
            matches!(year, Some(y) if y > 0)
        }
        Rule::valid_date => {
            let month = child(&pair, Rule::valid_month).expect("a month");
            let year = child(&month, Rule::year).and_then(|y| year_value(y.as_str()));
            let m = number(&month, Rule::month) as u8;
            let d = number(&pair, Rule::day);
            matches!(year, Some(y) if d >= 1 && d <= u32::from(days_in_month(y, m)))
        }
        Rule::valid_yearless_date => {
            let m = number(&pair, Rule::month) as u8;
            let d = number(&pair, Rule::day);
            d >= 1 && d <= u32::from(days_in_month(2000, m))
        }
        Rule::valid_week => {
            let year = child(&pair, Rule::year).and_then(|y| year_value(y.as_str()));
            let w = number(&pair, Rule::week);
            matches!(year, Some(y) if y > 0 && w >= 1 && w <= u32::from(weeks_in_week_year(y)))
        }
        Rule::valid_offset => {
            let negative = child(&pair, Rule::sign).is_some_and(|s| s.as_str() == "-");
            !(negative && number(&pair, Rule::hour) == 0 && number(&pair, Rule::minute) == 0)
        }
        Rule::valid_normalized_local => {
            // The shortest time: no ":00" without a fraction, no trailing zero.
            let time = child(&pair, Rule::valid_time).expect("a time");
            let fraction = child(&time, Rule::fraction);
            match child(&time, Rule::second) {
                None => true,
                Some(s) => match fraction {
                    None => s.as_str() != "00",
                    Some(f) => !f.as_str().ends_with('0'),
                },
            }
        }
        Rule::valid_duration => {
            // The component form: each scale at most once.
            let mut seen = Vec::new();
            pair.clone().into_inner().all(|c| {
                if c.as_rule() != Rule::duration_time_component {
                    return true;
                }
                let unit = c
                    .into_inner()
                    .find(|u| matches!(u.as_rule(), Rule::unit | Rule::seconds_unit))
                    .map(|u| u.as_str().to_ascii_lowercase())
                    .unwrap_or_default();
                let fresh = !seen.contains(&unit);
                seen.push(unit);
                fresh
            })
        }
        _ => true,
    };
    ok && pair.into_inner().all(semantic_ok)
}

fn grammar_valid(rule: Rule, s: &str) -> bool {
    match DateTimeGrammar::parse(rule, s) {
        Ok(pairs) => pairs.into_iter().all(semantic_ok),
        Err(_) => false,
    }
}

fn agree(s: &str) -> Result<(), String> {
    for &(rule, name, check) in CHECKS {
        let g = grammar_valid(rule, s);
        let ours = check(s);
        if g != ours {
            return Err(format!(
                "{name} on {s:?}: grammar says {g}, the crate says {ours}"
            ));
        }
    }
    Ok(())
}

#[test]
fn every_production_has_its_function() {
    let grammar = include_str!("../grammar/datetime.pest");
    let productions: Vec<&str> = grammar
        .lines()
        .filter(|l| l.contains("{ SOI ~"))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(productions.len(), CHECKS.len());
    for p in productions {
        assert!(
            CHECKS.iter().any(|(_, n, _)| *n == p),
            "no function for {p}"
        );
    }
}

#[test]
fn grammar_and_crate_agree_on_chosen_strings() {
    let strings = [
        "2024-02-29",
        "1900-02-29",
        "0000-01",
        "0000-01-01",
        "--02-29",
        "02-30",
        "00:00:30.75",
        "00:00:30.7501",
        "24:00",
        "1986-01-28 11:38:00.010",
        "1986-01-28T11:38:00.01",
        "0170-07-31T22:00:00",
        "0170-07-31T22:00",
        "-00:00",
        "+0000",
        "z",
        "0037-12-13 00:00Z",
        "1979-10-14T12:00:00.001-04:00",
        "2001-12-21  12:00Z",
        "2020-W53",
        "2021-W53",
        "PT4H18M3S",
        "P1DT",
        "P1W",
        "P0Y",
        " 4h 18m 3s ",
        "1h 1h",
        "1.5 s",
        "1.5 h",
        "PT.5S",
        "2011-11-18",
        "14:54",
        "1000000000-01",
        "",
    ];
    for s in strings {
        agree(s).unwrap();
    }
    // Spot checks that the grammar is not trivially agreeing.
    assert!(grammar_valid(Rule::valid_duration_string, "P1DT2H3M4.567S"));
    assert!(!grammar_valid(Rule::valid_duration_string, "PT1M1H"));
    assert!(grammar_valid(Rule::valid_time_zone_offset_string, "-0800"));
    assert!(!grammar_valid(
        Rule::valid_time_zone_offset_string,
        "-00:00"
    ));
}

fn two(n: u32) -> String {
    format!("{n:02}")
}

/// Valid strings of every syntax (and near-valid ones the mutations start from).
fn seed() -> impl Strategy<Value = String> {
    let year = prop_oneof![1u32..3000, 0u32..=MAX_YEAR].prop_map(|y| format!("{y:04}"));
    let date = (year.clone(), 1u32..=12, 1u32..=31)
        .prop_map(|(y, m, d)| format!("{y}-{}-{}", two(m), two(d)));
    let time = (
        0u32..24,
        0u32..60,
        proptest::option::of((0u32..60, proptest::option::of("[0-9]{1,4}"))),
    )
        .prop_map(|(h, m, s)| match s {
            None => format!("{}:{}", two(h), two(m)),
            Some((s, None)) => format!("{}:{}:{}", two(h), two(m), two(s)),
            Some((s, Some(f))) => format!("{}:{}:{}.{f}", two(h), two(m), two(s)),
        });
    let offset = prop_oneof![
        Just("Z".to_string()),
        (any::<bool>(), 0u32..24, 0u32..60, any::<bool>()).prop_map(|(neg, h, m, colon)| format!(
            "{}{}{}{}",
            if neg { '-' } else { '+' },
            two(h),
            if colon { ":" } else { "" },
            two(m)
        )),
    ];
    let sep = prop_oneof![Just("T"), Just(" ")];
    let week = (year.clone(), 1u32..=53).prop_map(|(y, w)| format!("{y}-W{}", two(w)));
    let yearless = (any::<bool>(), 1u32..=12, 1u32..=31).prop_map(|(dashes, m, d)| {
        format!("{}{}-{}", if dashes { "--" } else { "" }, two(m), two(d))
    });
    let duration = prop_oneof![
        "P([0-9]{1,3}D)?(T([0-9]{1,2}H)?([0-9]{1,2}M)?([0-9]{1,2}(\\.[0-9]{1,4})?S)?)?",
        "( ?[0-9]{1,3}(\\.[0-9]{1,4})? ?[wdhmsWDHMS] ?){1,4}",
    ];
    prop_oneof![
        year.prop_map(|y| format!("{y}-{}", two(1))),
        date.clone(),
        yearless,
        time.clone(),
        (date.clone(), sep.clone(), time.clone()).prop_map(|(d, s, t)| format!("{d}{s}{t}")),
        offset.clone(),
        (date.clone(), sep, time.clone(), offset).prop_map(|(d, s, t, z)| format!("{d}{s}{t}{z}")),
        week,
        duration,
    ]
}

/// A seed with a few random edits: deletions, insertions and replacements.
fn mutated() -> impl Strategy<Value = String> {
    let alphabet = prop_oneof![
        Just('0'),
        Just('1'),
        Just('5'),
        Just('9'),
        Just('-'),
        Just(':'),
        Just('.'),
        Just('T'),
        Just('t'),
        Just(' '),
        Just('\t'),
        Just('Z'),
        Just('z'),
        Just('+'),
        Just('W'),
        Just('P'),
        Just('D'),
        Just('H'),
        Just('M'),
        Just('S'),
        Just('s'),
        Just('Y'),
        Just('é'),
    ];
    (
        seed(),
        proptest::collection::vec((0u8..3, any::<proptest::sample::Index>(), alphabet), 0..3),
    )
        .prop_map(|(s, edits)| {
            let mut chars: Vec<char> = s.chars().collect();
            for (op, at, c) in edits {
                let i = at.index(chars.len() + 1);
                match op {
                    0 if i < chars.len() => {
                        chars.remove(i);
                    }
                    1 => chars.insert(i, c),
                    _ if i < chars.len() => chars[i] = c,
                    _ => chars.push(c),
                }
            }
            chars.into_iter().collect()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn grammar_and_crate_agree_on_generated_strings(s in seed()) {
        prop_assert_eq!(agree(&s), Ok(()));
    }

    #[test]
    fn grammar_and_crate_agree_on_mutated_strings(s in mutated()) {
        prop_assert_eq!(agree(&s), Ok(()));
    }
}
