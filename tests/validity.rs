//! One validity convention over every case file: severity decides. For
//! each input of each `tests/data/**/*.cases` file that checks a valid
//! syntax, the registry row's (or the syntax's) `is_valid` is `false`
//! exactly when the expected result is an error-severity kind; a warning
//! leaves the value valid. A case file that checks no valid syntax (parse
//! rules, form algorithms, document rules) is named with the reason.
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

use std::path::Path;

use html_microsyntax::attributes::check_attribute;
use html_microsyntax::error::Severity;
use html_microsyntax::registry::{self, Context};
use html_microsyntax::Error;

/// How a case file's input becomes a value and its context.
#[derive(Clone, Copy)]
enum Input {
    /// The input is the value, without context.
    Plain,
    /// `element|value`, the value of attribute `.0` on the element.
    OnElement(&'static str),
    /// `element type|value` or `element|value` of `autocomplete`.
    Autofill,
    /// `shape|value` of `<area coords>`.
    Shape,
    /// A `srcset` with `sizes="100vw"`.
    WithSizes,
    /// `name=value` of a boolean attribute (a case without `=`, a missing
    /// attribute, has no value to check).
    NameValue,
    /// `name|value` of a boolean attribute, as `tests/data/registry/`
    /// writes it.
    NamePipeValue,
}

/// What a case file checks.
enum Check {
    /// The registry row of that name.
    Row(&'static str, Input),
    /// A syntax's own `validate_*` and `is_valid_*`.
    Syntax(fn(&str) -> Result<(), Error>, fn(&str) -> bool),
    /// `attributes::check_attribute` on `element[attr=value]… name=value`.
    Attribute,
    /// No valid syntax: the reason.
    Not(&'static str),
}

fn check_for(family: &str, stem: &str, component: bool) -> Check {
    use Check::{Attribute, Not, Row, Syntax};
    use Input::{Autofill, OnElement, Plain, Shape, WithSizes};
    match (family, stem) {
        // The case files of a feature this build lacks, as their harnesses
        // skip them.
        ("attributes_outside", _) if !cfg!(all(feature = "std", feature = "url")) => {
            Not("needs the std and url features")
        }
        ("registries", _) if !cfg!(feature = "registries") => Not("needs the registries feature"),
        ("refresh", "valid_refresh") if !cfg!(feature = "url") => Not("needs the url feature"),
        ("datetime", _) if component => Not("a component: a prefix of the input, not a value"),
        ("attributes" | "attributes_outside", "check_attribute") => Attribute,
        ("attributes", "attribute_syntax") => Not("which syntax an attribute has"),
        ("attributes", "bounds") => Not("progress and meter bounds, not a value's syntax"),
        ("attributes", "not_allowed") => Not("whether an attribute is allowed"),
        ("autofill", "valid_autocomplete") => Row("valid_autocomplete", Autofill),
        ("coords", "valid_coords") => Row("valid_coords", Shape),
        ("images", "valid_srcset_with_sizes") => Row("valid_srcset", WithSizes),
        ("keyword_sets", "valid_rel") | ("registries", "rel_extensions") => {
            Row("valid_rel", OnElement("rel"))
        }
        ("language", "valid_language_tag") => Syntax(
            |v| html_microsyntax::language::validate_language_tag(v).map(drop),
            html_microsyntax::language::is_valid_language_tag,
        ),
        #[cfg(feature = "registries")]
        ("registries", "registered_language_tag") => Syntax(
            |v| html_microsyntax::language::validate_registered_language_tag(v).map(drop),
            html_microsyntax::language::is_registered_language_tag,
        ),
        ("colors", "legacy_color") | ("numbers", "dimension") => {
            Not("parse rules: the row has no valid syntax of its own")
        }
        ("refresh", "valid_refresh") => Row("valid_meta_refresh", Plain),
        ("colors", "simple_color") => Row("valid_simple_color", Plain),
        ("datetime", "valid_local_date_time") => Row("valid_local_datetime", Plain),
        ("datetime", "valid_normalized_local_date_time") => {
            Row("valid_normalized_local_datetime", Plain)
        }
        ("datetime", "valid_global_date_time") => Row("valid_global_datetime", Plain),
        ("keywords", "boolean") => Row("boolean_attribute", Input::NameValue),
        ("registry", "boolean_attribute") => Row("boolean_attribute", Input::NamePipeValue),
        ("keywords", "enumerated_valid") => Syntax(validate_enumerated, is_valid_enumerated),
        ("url", "valid_url_with_base") => Not("a URL against a base, which no row has"),
        ("media", "author_requirements") => {
            Not("the author requirements beside a valid media query list (the row's `authoring`)")
        }
        ("forms", _) => Not("form-control algorithms"),
        ("rules", _) => Not("document rules, checked by the lint tests"),
        (_, stem) => match registry::find(stem) {
            Some(_) => Row(stem_name(stem), Plain),
            // A file of a valid syntax is checked above or here.
            None if stem.starts_with("valid_") => panic!("{family}/{stem}: which check?"),
            None => Not("parse rules or a helper, no valid syntax"),
        },
    }
}

/// `name=value` of an enumerated attribute of `tests/keywords.rs`.
fn enumerated(text: &str) -> (Result<(), Error>, bool) {
    use html_microsyntax::keywords::{CONTENTEDITABLE, CROSSORIGIN, DIR, HIDDEN, LOADING, SHAPE};
    let (name, value) = text.split_once('=').unwrap();
    macro_rules! both {
        ($table:expr) => {
            ($table.validate(value).map(drop), $table.is_valid(value))
        };
    }
    match name {
        "dir" => both!(DIR),
        "crossorigin" => both!(CROSSORIGIN),
        "contenteditable" => both!(CONTENTEDITABLE),
        "loading" => both!(LOADING),
        "hidden" => both!(HIDDEN),
        "shape" => both!(SHAPE),
        other => panic!("no attribute {other}"),
    }
}

fn validate_enumerated(text: &str) -> Result<(), Error> {
    enumerated(text).0
}

fn is_valid_enumerated(text: &str) -> bool {
    enumerated(text).1
}

/// The row's name as a `'static` string.
fn stem_name(stem: &str) -> &'static str {
    registry::find(stem).unwrap().name
}

/// The value and context of an input.
fn value_and_context<'a>(
    input: Input,
    text: &'a str,
    others: &'a mut Vec<(&'a str, &'a str)>,
) -> (&'a str, Context<'a>) {
    match input {
        Input::Plain => (text, Context::default()),
        Input::NameValue => {
            let (name, value) = text.split_once('=').unwrap();
            (value, Context::new("", name, others))
        }
        Input::NamePipeValue => {
            let (name, value) = text.split_once('|').unwrap();
            (value, Context::new("", name, others))
        }
        Input::WithSizes => {
            others.push(("sizes", "100vw"));
            (text, Context::new("img", "srcset", others))
        }
        Input::OnElement(attribute) => {
            let (element, value) = text.split_once('|').unwrap();
            (value, Context::new(element, attribute, others))
        }
        Input::Shape => {
            let (shape, value) = text.split_once('|').unwrap();
            others.push(("shape", shape));
            (value, Context::new("area", "coords", others))
        }
        Input::Autofill => {
            let (head, value) = text.split_once('|').unwrap_or((text, ""));
            let mut words = head.split(' ');
            let element = words.next().unwrap();
            if let Some(ty) = words.find(|w| *w != "form-off") {
                others.push(("type", ty));
            }
            (value, Context::new(element, "autocomplete", others))
        }
    }
}

/// The code an expected outcome names as a failure (`!code@offset`).
fn expected_failure(expected: &str) -> Option<&str> {
    expected
        .strip_prefix('!')
        .map(|rest| rest.split('@').next().unwrap())
}

/// Whether `is_valid` agrees with the expected outcome for `result`: the
/// failure the case expects has `result`'s kind, and `is_valid` is `false`
/// exactly when that kind is an error.
fn agree(result: &Result<(), Error>, expected: &str, is_valid: bool) -> Result<(), String> {
    let error = match (expected_failure(expected), result) {
        (None, _) => false,
        // `validate_float` has no double for `1e400`, which is still a
        // valid floating-point number: the rows accept it.
        (Some("float_overflow"), Ok(())) => false,
        (Some(code), Err(e)) if e.kind().code() == code => e.kind().severity() == Severity::Error,
        (Some(code), other) => {
            return Err(format!("expects {code}, the check gives {other:?}"));
        }
    };
    if is_valid == error {
        return Err(format!(
            "is_valid is {is_valid}, but the expected result {} an error",
            if error { "is" } else { "is not" }
        ));
    }
    Ok(())
}

#[test]
fn is_valid_is_false_exactly_for_an_error() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let files = common::case_files();
    let mut failures = Vec::new();
    let (mut checked, mut warnings) = (0, 0);
    let mut skipped = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&root).unwrap();
        let family = relative.iter().next().unwrap().to_str().unwrap();
        let stem = path.file_stem().unwrap().to_str().unwrap();
        let component = relative.iter().any(|p| p == "components");
        let check = check_for(family, stem, component);
        if let Check::Row(name, _) = check {
            if !registry::find(name).unwrap().checked {
                continue; // this build does not check the row
            }
        }
        if let Check::Not(why) = check {
            skipped.push(format!("{}: {why}", relative.display()));
            continue;
        }
        for case in common::load_cases(path) {
            let text = case.input.as_str();
            let outcome = match &check {
                Check::Row(_, Input::NameValue) if !text.contains('=') => continue,
                Check::Row(name, input) => {
                    let row = registry::find(name).unwrap();
                    let mut others = Vec::new();
                    let (value, context) = value_and_context(*input, text, &mut others);
                    let result = (row.validate)(value, &context);
                    warnings += usize::from(
                        result
                            .as_ref()
                            .is_err_and(|e| e.kind().severity() == Severity::Warning),
                    );
                    agree(&result, &case.expected, row.is_valid(value, &context))
                }
                Check::Syntax(validate, is_valid) => {
                    agree(&validate(text), &case.expected, is_valid(text))
                }
                Check::Attribute => {
                    let (element, others, name, value, _) = common::parse_attribute_case(text);
                    let others: Vec<(&str, &str)> = others
                        .iter()
                        .map(|(k, v)| (k.as_str(), v.as_str()))
                        .collect();
                    let check = check_attribute(&element, &name, &value, &others);
                    if check.unchecked.is_some() {
                        continue; // this build does not check the syntax
                    }
                    let first = check.violations.first().cloned();
                    agree(&first.map_or(Ok(()), Err), &case.expected, check.is_valid())
                }
                Check::Not(_) => unreachable!(),
            };
            checked += 1;
            if let Err(why) = outcome {
                failures.push(format!(
                    "{}:{}: {text:?}: {why}",
                    relative.display(),
                    case.line
                ));
            }
        }
    }
    common::assert_no_failures(&failures);
    assert!(checked > 500, "{checked} inputs checked");
    // The files of the valid syntaxes are checked; the rest say why not.
    assert!(files.len() - skipped.len() >= 30, "{skipped:#?}");
    // The convention is exercised: some inputs are valid with a warning.
    assert!(warnings > 0);
}

/// Each registry row's report of every finding ([`SyntaxDef::report`]),
/// on every input of its case files: it reports an error exactly when the
/// value is not valid, `validate`'s error first among its errors, and the
/// author requirement's finding; a row that reports more than its first
/// does so on some inputs.
///
/// [`SyntaxDef::report`]: html_microsyntax::registry::SyntaxDef::report
#[test]
fn each_row_reports_its_verdict_and_every_finding() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut failures = Vec::new();
    let (mut checked, mut more) = (0, 0);
    let key = |e: &Error| (e.kind().code(), e.offset());
    for path in &common::case_files() {
        let relative = path.strip_prefix(&root).unwrap();
        let family = relative.iter().next().unwrap().to_str().unwrap();
        let stem = path.file_stem().unwrap().to_str().unwrap();
        let component = relative.iter().any(|p| p == "components");
        let Check::Row(name, input) = check_for(family, stem, component) else {
            continue;
        };
        let row = registry::find(name).unwrap();
        if !row.checked {
            continue;
        }
        for case in common::load_cases(path) {
            let text = case.input.as_str();
            if matches!(input, Input::NameValue) && !text.contains('=') {
                continue;
            }
            let mut others = Vec::new();
            let (value, context) = value_and_context(input, text, &mut others);
            let mut reported = Vec::new();
            row.report(value, &context, &mut |e| reported.push(e));
            let errors: Vec<&Error> = reported
                .iter()
                .filter(|e| e.kind().severity() == Severity::Error)
                .collect();
            let mut why = Vec::new();
            if row.is_valid(value, &context) != errors.is_empty() {
                why.push(format!("is_valid disagrees with {reported:?}"));
            }
            match (row.validate)(value, &context) {
                Err(e) if e.kind().severity() == Severity::Error => {
                    let first = errors.first().map(|f| key(f));
                    if first != Some(key(&e)) {
                        why.push(format!("validate's {e:?} is not the first of {reported:?}"));
                    }
                }
                Err(w) if !reported.iter().any(|r| key(r) == key(&w)) => {
                    why.push(format!("validate's warning {w:?} is not in {reported:?}"));
                }
                _ => {}
            }
            if let Some(Err(a)) = row.authoring.map(|f| f(value, &context)) {
                if !reported.iter().any(|r| key(r) == key(&a)) {
                    why.push(format!(
                        "the author requirement's {a:?} is not in {reported:?}"
                    ));
                }
            }
            more += usize::from(reported.len() > 1);
            checked += 1;
            if !why.is_empty() {
                failures.push(format!(
                    "{}:{}: {text:?}: {}",
                    relative.display(),
                    case.line,
                    why.join("; ")
                ));
            }
        }
    }
    common::assert_no_failures(&failures);
    assert!(checked > 500, "{checked} inputs checked");
    assert!(more >= 5, "{more} inputs with more than one finding");
}

/// The rows of the syntaxes [`violations`] knows report the same errors
/// as it lists, on every input of every case file (but where the floats'
/// list a number too large for a double, which stops their steps and which
/// the rows, as the syntax, accept).
///
/// [`violations`]: html_microsyntax::violations
#[test]
fn the_rows_report_what_violations_lists() {
    use html_microsyntax::{datetime, numbers, violations};
    let pairs = [
        (&registry::VALID_INTEGER, numbers::INTEGER_SYNTAX),
        (
            &registry::VALID_NON_NEGATIVE_INTEGER,
            numbers::NON_NEGATIVE_INTEGER_SYNTAX,
        ),
        (&registry::VALID_FLOAT, numbers::FLOAT_SYNTAX),
        (
            &registry::VALID_LIST_OF_FLOATS,
            numbers::LIST_OF_FLOATS_SYNTAX,
        ),
        (&registry::VALID_MONTH, datetime::MONTH_SYNTAX),
        (&registry::VALID_DATE, datetime::DATE_SYNTAX),
        (
            &registry::VALID_YEARLESS_DATE,
            datetime::YEARLESS_DATE_SYNTAX,
        ),
        (&registry::VALID_TIME, datetime::TIME_SYNTAX),
        (
            &registry::VALID_LOCAL_DATETIME,
            datetime::LOCAL_DATE_TIME_SYNTAX,
        ),
        (
            &registry::VALID_TIME_ZONE_OFFSET,
            datetime::TIME_ZONE_OFFSET_SYNTAX,
        ),
        (
            &registry::VALID_GLOBAL_DATETIME,
            datetime::GLOBAL_DATE_TIME_SYNTAX,
        ),
        (&registry::VALID_WEEK, datetime::WEEK_SYNTAX),
        (&registry::VALID_DURATION, datetime::DURATION_SYNTAX),
        (
            &registry::VALID_DATE_WITH_OPTIONAL_TIME,
            datetime::DATE_WITH_OPTIONAL_TIME_SYNTAX,
        ),
    ];
    let key = |e: &Error| (e.kind().code(), e.offset());
    let (mut compared, mut many) = (0, 0);
    for value in common::case_inputs() {
        for (row, syntax) in &pairs {
            let listed: Vec<_> = violations(&value, syntax).iter().map(key).collect();
            if listed.iter().any(|(code, _)| *code == "float_overflow") {
                continue;
            }
            let mut reported = Vec::new();
            row.report(&value, &Context::default(), &mut |e| {
                if e.kind().severity() == Severity::Error {
                    reported.push(key(&e));
                }
            });
            assert_eq!(reported, listed, "{} on {value:?}", row.name);
            compared += 1;
            many += usize::from(listed.len() > 1);
        }
    }
    assert!(
        compared > 1000 && many > 100,
        "{compared} compared, {many} with several"
    );
}

/// Each public `is_valid_*` of one string against its `validate_*`, on
/// every input of every case file: `false` exactly when `validate_*` gives
/// an error (a warning, which some `validate_*` return when there is no
/// error, leaves the value valid). The numbers' `validate_*` return the
/// value, so a number no `i64` or double holds is their error (reported
/// before a later syntax error), while the valid syntax has no bound
/// (`is_valid_float("1e400")` is true, as its documentation says): an
/// input whose number overflows says nothing of its syntax, and is left
/// out for them.
#[test]
fn each_is_valid_function_is_its_validate_without_an_error() {
    use html_microsyntax::{
        aria_role, color, custom_element, datetime, email, integrity, keyword_sets, language,
        link_sizes, mime, names, navigable, numbers, permissions_policy, refresh, script_type,
    };
    fn no_error<T>(r: Result<T, Error>) -> Option<bool> {
        Some(r.map_or_else(|e| e.kind().severity() != Severity::Error, |_| true))
    }
    fn unbounded<T>(r: Result<T, Error>) -> Option<bool> {
        match r {
            Err(e) if e.kind().code().ends_with("overflow") => None,
            r => no_error(r),
        }
    }
    macro_rules! pairs {
        ($($module:ident :: $is:ident / $validate:ident),* $(,)?) => {
            pairs!(no_error; $($module::$is / $validate),*)
        };
        ($verdict:ident; $($module:ident :: $is:ident / $validate:ident),* $(,)?) => {
            vec![$((
                concat!(stringify!($module), "::", stringify!($is)),
                (|v: &str| $module::$is(v)) as fn(&str) -> bool,
                (|v: &str| $verdict($module::$validate(v))) as fn(&str) -> Option<bool>,
            )),*]
        };
    }
    #[allow(unused_mut)]
    let mut functions = pairs![
        datetime::is_valid_month / validate_month,
        datetime::is_valid_date / validate_date,
        datetime::is_valid_yearless_date / validate_yearless_date,
        datetime::is_valid_time / validate_time,
        datetime::is_valid_local_date_time / validate_local_date_time,
        datetime::is_valid_normalized_local_date_time / validate_normalized_local_date_time,
        datetime::is_valid_time_zone_offset / validate_time_zone_offset,
        datetime::is_valid_global_date_time / validate_global_date_time,
        datetime::is_valid_week / validate_week,
        datetime::is_valid_duration / validate_duration,
        datetime::is_valid_date_with_optional_time / validate_date_with_optional_time,
        color::is_valid_lowercase_simple_color / validate_lowercase_simple_color,
        integrity::is_valid_integrity_metadata / validate_integrity_metadata,
        aria_role::is_valid_role / validate_role,
        script_type::is_valid_script_type / validate_script_type,
        custom_element::is_valid_custom_element_name / validate_custom_element_name,
        navigable::is_valid_navigable_target_name / validate_navigable_target_name,
        navigable::is_valid_navigable_target_name_or_keyword
            / validate_navigable_target_name_or_keyword,
        permissions_policy::is_valid_serialized_permissions_policy
            / validate_serialized_permissions_policy,
        refresh::is_valid_refresh / validate_refresh,
        mime::is_valid_mime_type / validate_mime_type,
        mime::is_valid_mime_type_with_no_parameters / validate_mime_type_with_no_parameters,
        mime::is_valid_accept / validate_accept,
        language::is_valid_language_tag / validate_language_tag,
        email::is_valid_email / validate_email,
        email::is_valid_email_list / validate_email_list,
        keyword_sets::is_valid_sandbox / validate_sandbox,
        keyword_sets::is_valid_accesskey / validate_accesskey,
        keyword_sets::is_valid_blocking / validate_blocking,
        names::is_valid_id / validate_id,
        names::is_valid_form_control_name / validate_form_control_name,
        names::is_valid_non_empty / validate_non_empty,
        link_sizes::is_valid_link_sizes / validate_link_sizes,
    ];
    functions.extend(pairs![unbounded;
        numbers::is_valid_float / validate_float,
        numbers::is_valid_integer / validate_integer,
        numbers::is_valid_non_negative_integer / validate_non_negative_integer,
        numbers::is_valid_list_of_floats / validate_list_of_floats,
    ]);
    #[cfg(feature = "std")]
    {
        use html_microsyntax::{color_scheme, images, media};
        functions.extend(pairs![
            images::is_valid_sizes / validate_sizes,
            color_scheme::is_valid_color_scheme / validate_color_scheme,
        ]);
        functions.extend(pairs![
            media::is_valid_media_query_list / validate_media_query_list
        ]);
    }
    #[cfg(feature = "css-color")]
    {
        use html_microsyntax::css_color;
        functions.extend(pairs![css_color::is_valid_css_color / validate_css_color]);
    }
    let inputs = common::case_inputs();
    assert!(inputs.len() > 3_000, "{} inputs", inputs.len());
    let (mut valid, mut invalid) = (0, 0);
    let mut differ = Vec::new();
    for (name, is_valid, no_error) in &functions {
        for v in &inputs {
            let Some(expected) = no_error(v) else {
                continue;
            };
            if is_valid(v) != expected {
                differ.push((name, v.chars().take(40).collect::<String>()));
            }
            if expected {
                valid += 1;
            } else {
                invalid += 1;
            }
        }
    }
    assert!(differ.is_empty(), "{differ:?}");
    let at_least = if cfg!(feature = "std") { 40 } else { 37 };
    assert!(functions.len() >= at_least, "{} functions", functions.len());
    assert!(
        valid > 1_000 && invalid > 50_000,
        "{valid} valid, {invalid} invalid"
    );
}
