//! The value syntaxes of the [local attributes of ITS 2.0 in
//! HTML](https://www.w3.org/TR/its20/#html5-local-attributes)
//! (Internationalization Tag Set 2.0, W3C Recommendation 29 October 2013):
//! the `its-*` attributes, an "other applicable specification" of the
//! HTML Standard that the Nu checker accepts on every HTML element.
//!
//! ```text
//! its-mt-confidence="0.8"               a confidence, 0 to 1
//! its-loc-quality-issue-severity="50"   a score, 0 to 100
//! its-locale-filter-list="de-CH, fr-*"  extended language ranges
//! its-term="YES"                        a keyword, ASCII case-insensitive
//! its-mt-confidence="1.5"               not valid: above 1
//! ```
//!
//! What each attribute takes (the attribute table has a row for each that
//! is not free text):
//!
//! - the confidences (`its-term-confidence`, `its-ta-confidence`,
//!   `its-mt-confidence`), "a rational number in the interval 0 to 1
//!   (inclusive)": [`validate_its_confidence`], a valid floating-point
//!   number of HTML (2.3.4.3) in that interval (the ITS schemas say
//!   `xsd:double`, which also takes `+1` and `INF`; HTML's number
//!   syntax is the one its attributes use);
//! - the scores (`its-loc-quality-issue-severity`,
//!   `its-loc-quality-rating-score`, `its-loc-quality-rating-score-threshold`),
//!   0 to 100: [`validate_its_score`];
//! - `its-locale-filter-list`, "a comma-separated list of extended
//!   language ranges" (BCP 47, RFC 4647 2.2), or the empty string (no
//!   locale): [`validate_locale_filter_list`], ASCII whitespace allowed
//!   around each range;
//! - the keyword attributes, "matched ASCII case-insensitively":
//!   [`LOC_NOTE_TYPE`], [`YES_NO`] (`its-term`,
//!   `its-loc-quality-issue-enabled`), [`WITHIN_TEXT`],
//!   [`LOCALE_FILTER_TYPE`], [`LOC_QUALITY_ISSUE_TYPE`],
//!   [`LINE_BREAK_TYPE`], enumerated attributes of the crate's keyword
//!   machinery (no registry row: the attribute table holds them);
//! - the votes (`its-loc-quality-rating-vote`,
//!   `its-loc-quality-rating-vote-threshold`), integers, and
//!   `its-storage-size`, a non-negative integer: HTML's integer syntaxes;
//! - the `*-ref` attributes that the spec says hold an IRI: HTML's valid
//!   URL string (feature `url`);
//! - free text, not checked: `its-loc-note`, `its-domain-mapping`,
//!   `its-ta-ident`, `its-ta-source`, `its-person`, `its-org`, `its-tool`,
//!   `its-rev-person`, `its-rev-org`, `its-rev-tool`,
//!   `its-loc-quality-issue-comment`, `its-allowed-characters` (a regular
//!   expression), `its-storage-encoding` (a character encoding name),
//!   `its-annotators-ref` (data category/IRI pairs) and `its-prov-ref`
//!   (IRIs).
//!
//! [`HTML_ATTRIBUTES`] lists every name.

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::{detail_kinds, Error, ErrorKind};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::str_from;
use crate::common::keywords::enumerated::Named;
use crate::common::keywords::{keyword_table, EnumeratedAttribute, Keyword};
use crate::common::numbers::row::report_float_rule;
use crate::common::numbers::validate_float;
use crate::common::row::{ok, reports_all, row, Checked, Reading, SyntaxDef};

/// Where ITS 2.0 defines its attributes in HTML.
const SPEC: &str = "https://www.w3.org/TR/its20/#html5-local-attributes";

/// Every local attribute ITS 2.0 defines for HTML, sorted (`translate` is
/// HTML's own; `dir` and `lang` too).
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::HTML_ATTRIBUTES;
/// assert!(HTML_ATTRIBUTES.binary_search(&"its-loc-note").is_ok());
/// assert!(HTML_ATTRIBUTES.binary_search(&"its-dir").is_err());
/// ```
pub const HTML_ATTRIBUTES: [&str; 46] = [
    "its-allowed-characters",
    "its-annotators-ref",
    "its-domain-mapping",
    "its-line-break-type",
    "its-loc-note",
    "its-loc-note-ref",
    "its-loc-note-type",
    "its-loc-quality-issue-comment",
    "its-loc-quality-issue-enabled",
    "its-loc-quality-issue-profile-ref",
    "its-loc-quality-issue-severity",
    "its-loc-quality-issue-type",
    "its-loc-quality-issues-ref",
    "its-loc-quality-rating-profile-ref",
    "its-loc-quality-rating-score",
    "its-loc-quality-rating-score-threshold",
    "its-loc-quality-rating-vote",
    "its-loc-quality-rating-vote-threshold",
    "its-locale-filter-list",
    "its-locale-filter-type",
    "its-mt-confidence",
    "its-org",
    "its-org-ref",
    "its-person",
    "its-person-ref",
    "its-prov-ref",
    "its-provenance-records-ref",
    "its-rev-org",
    "its-rev-org-ref",
    "its-rev-person",
    "its-rev-person-ref",
    "its-rev-tool",
    "its-rev-tool-ref",
    "its-storage-encoding",
    "its-storage-size",
    "its-ta-class-ref",
    "its-ta-confidence",
    "its-ta-ident",
    "its-ta-ident-ref",
    "its-ta-source",
    "its-term",
    "its-term-confidence",
    "its-term-info-ref",
    "its-tool",
    "its-tool-ref",
    "its-within-text",
];

/// Whether `name` (lowercase) is one of [`HTML_ATTRIBUTES`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::is_its_attribute;
/// assert!(is_its_attribute("its-mt-confidence"));
/// assert!(!is_its_attribute("its-foo"));
/// ```
pub fn is_its_attribute(name: &str) -> bool {
    HTML_ATTRIBUTES.binary_search(&name).is_ok()
}

/// An ITS keyword attribute: its keywords, each its own state, no missing
/// or invalid value default.
const fn its(
    name: &'static str,
    (keywords, choices): (&'static [Keyword<&'static str>], &'static [&'static str]),
) -> Named {
    EnumeratedAttribute {
        name,
        keywords,
        choices,
        invalid_value_default: None,
        missing_value_default: None,
        canonical_keywords: &[],
    }
}

/// A keyword that is its own state.
const fn k(keyword: &'static str) -> Keyword<&'static str> {
    Keyword::new(keyword, keyword)
}

/// `its-loc-note-type`: `alert` or `description`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::LOC_NOTE_TYPE;
/// assert_eq!(LOC_NOTE_TYPE.validate("Alert"), Ok("alert"));
/// assert!(!LOC_NOTE_TYPE.is_valid("note"));
/// ```
pub const LOC_NOTE_TYPE: Named = its(
    "its-loc-note-type",
    keyword_table!(&'static str, [k("alert"), k("description")]),
);

/// `its-term` and `its-loc-quality-issue-enabled`: `yes` or `no`.
pub const YES_NO: Named = its("yes/no", keyword_table!(&'static str, [k("yes"), k("no")]));

/// `its-within-text`: `yes`, `no` or `nested`.
pub const WITHIN_TEXT: Named = its(
    "its-within-text",
    keyword_table!(&'static str, [k("yes"), k("no"), k("nested")]),
);

/// `its-locale-filter-type`: `include` or `exclude`.
pub const LOCALE_FILTER_TYPE: Named = its(
    "its-locale-filter-type",
    keyword_table!(&'static str, [k("include"), k("exclude")]),
);

/// `its-loc-quality-issue-type`: the 27 issue types of ITS 2.0's
/// Localization Quality Issue data category.
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::LOC_QUALITY_ISSUE_TYPE;
/// assert!(LOC_QUALITY_ISSUE_TYPE.is_valid("mistranslation"));
/// assert_eq!(LOC_QUALITY_ISSUE_TYPE.validate("typo").unwrap_err().kind().code(), "unknown_keyword");
/// ```
pub const LOC_QUALITY_ISSUE_TYPE: Named = its(
    "its-loc-quality-issue-type",
    keyword_table!(
        &'static str,
        [
            k("terminology"),
            k("mistranslation"),
            k("omission"),
            k("untranslated"),
            k("addition"),
            k("duplication"),
            k("inconsistency"),
            k("grammar"),
            k("legal"),
            k("register"),
            k("locale-specific-content"),
            k("locale-violation"),
            k("style"),
            k("characters"),
            k("misspelling"),
            k("typographical"),
            k("formatting"),
            k("inconsistent-entities"),
            k("numbers"),
            k("markup"),
            k("pattern-problem"),
            k("whitespace"),
            k("internationalization"),
            k("length"),
            k("non-conformance"),
            k("uncategorized"),
            k("other"),
        ]
    ),
);

/// `its-line-break-type`: `cr`, `lf` or `crlf`.
pub const LINE_BREAK_TYPE: Named = its(
    "its-line-break-type",
    keyword_table!(&'static str, [k("cr"), k("lf"), k("crlf")]),
);

detail_kinds! {
    /// The failures of this module besides a number's own.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::its::{validate_its_confidence, ItsProblem};
    /// let err = validate_its_confidence("1.5").unwrap_err();
    /// assert_eq!(ItsProblem::from_kind(&err.kind()), Some(ItsProblem::ConfidenceOutOfRange));
    /// assert_eq!(err.kind().to_string(), "expected a number from 0 to 1");
    /// ```
    pub enum ItsProblem;
    pub static ITS_DETAILS = (syntax "its", otherwise "its", "not a valid ITS value");
    {
        /// A confidence above 1 or below 0.
        ConfidenceOutOfRange => ("confidence_out_of_range", Error, "expected a number from 0 to 1"),
        /// A score above 100 or below 0.
        ScoreOutOfRange => ("score_out_of_range", Error, "expected a number from 0 to 100"),
        /// An item of a list that is no extended language range.
        LanguageRange => ("expected_language_range", Error,
            "expected an extended language range: `*` or 1 to 8 letters, then `-` and 1 to 8 letters, digits or `*`, repeated"),
    }
}

/// A valid floating-point number from 0 to `top`.
fn number_up_to(input: &str, top: u8) -> Result<f64, Error> {
    let n = validate_float(input)?;
    in_range(n, top).map_err(|kind| Error::new(kind, input, 0))?;
    Ok(n)
}

/// "From 0 to `top` inclusive" on the number `n`: the confidence's (`top`
/// 1) or the score's (`top` 100) out-of-range error otherwise.
fn in_range(n: f64, top: u8) -> Result<(), ErrorKind> {
    if (0.0..=f64::from(top)).contains(&n) {
        return Ok(());
    }
    let problem = match top {
        1 => ItsProblem::ConfidenceOutOfRange,
        _ => ItsProblem::ScoreOutOfRange,
    };
    Err(problem.into())
}

/// Checks an ITS confidence (`its-mt-confidence`, `its-term-confidence`,
/// `its-ta-confidence`): a valid floating-point number from 0 to 1
/// inclusive. Returns the number.
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::validate_its_confidence;
/// assert_eq!(validate_its_confidence("0.75"), Ok(0.75));
/// assert_eq!(validate_its_confidence("1.2").unwrap_err().kind().code(), "confidence_out_of_range");
/// assert_eq!(validate_its_confidence("+0.5").unwrap_err().kind().code(), "plus_sign");
/// ```
///
/// # Errors
///
/// [`validate_float`]'s errors, then `confidence_out_of_range` (at 0) for
/// a number below 0 or above 1.
pub fn validate_its_confidence(input: &str) -> Result<f64, Error> {
    number_up_to(input, 1)
}

/// Checks an ITS score (`its-loc-quality-issue-severity`,
/// `its-loc-quality-rating-score`, `its-loc-quality-rating-score-threshold`):
/// a valid floating-point number from 0 to 100 inclusive. Returns the
/// number.
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::validate_its_score;
/// assert_eq!(validate_its_score("99.5"), Ok(99.5));
/// assert_eq!(validate_its_score("-1").unwrap_err().kind().code(), "score_out_of_range");
/// ```
///
/// # Errors
///
/// [`validate_float`]'s errors, then `score_out_of_range` (at 0) for a
/// number below 0 or above 100.
pub fn validate_its_score(input: &str) -> Result<f64, Error> {
    number_up_to(input, 100)
}

/// Whether `range` is an extended language range (RFC 4647 2.2):
/// `(1*8ALPHA / "*") *("-" (1*8alphanum / "*"))`.
fn is_extended_language_range(range: &str) -> bool {
    let subtag = |s: &str, first: bool| {
        s == "*"
            || ((1..=8).contains(&s.len())
                && s.bytes().all(|b| {
                    if first {
                        b.is_ascii_alphabetic()
                    } else {
                        b.is_ascii_alphanumeric()
                    }
                }))
    };
    range.split('-').enumerate().all(|(i, s)| subtag(s, i == 0))
}

/// Checks `its-locale-filter-list`: the empty string (or only ASCII
/// whitespace), or extended language ranges (RFC 4647 2.2) separated by
/// commas, each with optional ASCII whitespace around it. Returns the
/// ranges.
///
/// # Examples
///
/// ```
/// use html_microsyntax::its::validate_locale_filter_list;
/// assert_eq!(validate_locale_filter_list("de-CH, fr-*").unwrap(), ["de-CH", "fr-*"]);
/// assert!(validate_locale_filter_list("").unwrap().is_empty());
/// let err = validate_locale_filter_list("en,,fr").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_language_range", 3));
/// ```
///
/// # Errors
///
/// `expected_language_range` at the start of the first item (after its
/// whitespace) that is not an extended language range, an empty item
/// included.
pub fn validate_locale_filter_list(input: &str) -> Result<Vec<&str>, Error> {
    entry::validate_to_end(input, |text, sink| locale_filter_list_steps(text, 0, sink))
}

/// The locale filter list from `pos`, which it consumes whole: its
/// extended language ranges, each with the ASCII whitespace around it
/// trimmed. Each item that is no extended language range is an error
/// ([`Sink::error`]) at its start (after its whitespace), in the order of
/// the text; a sink that reads on has the good ranges.
fn locale_filter_list_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
) -> Steps<Vec<&'a str>> {
    let list = str_from(text, pos);
    let mut ranges = Vec::new();
    // The empty string (or only whitespace): no locale.
    if list
        .trim_matches(|c: char| c.is_ascii_whitespace())
        .is_empty()
    {
        return Ok((text.len(), ranges));
    }
    let mut start = pos;
    for item in list.split(',') {
        let leading = item.len()
            - item
                .trim_start_matches(|c: char| c.is_ascii_whitespace())
                .len();
        let range = item.trim_matches(|c: char| c.is_ascii_whitespace());
        if is_extended_language_range(range) {
            ranges.push(range);
        } else {
            sink.error(start + leading, ItsProblem::LanguageRange.into())?;
        }
        start += item.len() + 1;
    }
    Ok((text.len(), ranges))
}

/// A number row's one check: its verdict, and its value when valid.
fn number(checked: Result<f64, Error>) -> Checked {
    let reading = checked.as_ref().ok().copied().map(Reading::Float);
    Checked::new(ok(checked), reading)
}

// The registry rows of this module, listed in `registry::SYNTAXES`.

/// An ITS 2.0 number row: its check is `validate`'s verdict and value; its
/// report every departure of the number, then, for a number that is the
/// whole value, the double it is not (`float_overflow`) or its range rule
/// (from 0 to `top`).
macro_rules! its_number_row {
    ($name:literal, $description:literal, $validate:ident, $top:literal) => {
        reports_all(
            row!($name, SPEC, $description, |v, _| number($validate(v))),
            |v, _, report| report_float_rule(v, |n| in_range(n, $top), report),
        )
    };
}

/// An ITS 2.0 confidence: a number from 0 to 1. Its report is every
/// departure of the number, then, for a number that is the whole value,
/// the double it is not (`float_overflow`) or `confidence_out_of_range`
/// (` +1.5`: leading whitespace, a plus sign, out of range).
pub static VALID_ITS_CONFIDENCE: SyntaxDef = its_number_row!(
    "valid_its_confidence",
    "an ITS 2.0 confidence: a valid floating-point number from 0 to 1",
    validate_its_confidence,
    1
);

/// An ITS 2.0 quality score or severity: a number from 0 to 100. Its
/// report is every departure of the number, then, for a number that is
/// the whole value, the double it is not (`float_overflow`) or
/// `score_out_of_range`.
pub static VALID_ITS_SCORE: SyntaxDef = its_number_row!(
    "valid_its_score",
    "an ITS 2.0 quality score or severity: a valid floating-point number from 0 to 100",
    validate_its_score,
    100
);

/// `its-locale-filter-list`: comma-separated extended language ranges.
/// Its report is every item that is no extended language range.
pub static VALID_ITS_LOCALE_FILTER_LIST: SyntaxDef = reports_all(
    row!(
        "valid_its_locale_filter_list",
        SPEC,
        "an ITS 2.0 locale filter list: comma-separated extended language ranges, or empty",
        |v, _| Checked::verdict(validate_locale_filter_list(v)),
    ),
    |v, _, report| report_to_end(v, |t, s| locale_filter_list_steps(t, 0, s), report),
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_sorted_and_its() {
        assert!(HTML_ATTRIBUTES.windows(2).all(|w| w[0] < w[1]));
        assert!(HTML_ATTRIBUTES.iter().all(|n| n.starts_with("its-")));
    }

    #[test]
    fn each_bad_item_of_a_filter_list_reports_its_error() {
        let found = |value| VALID_ITS_LOCALE_FILTER_LIST.reported(value);
        let value = "de-CH, en_US,,fr-*, 1x ,";
        assert_eq!(
            found(value),
            [
                ("expected_language_range", 7),
                ("expected_language_range", 13),
                ("expected_language_range", 20),
                ("expected_language_range", 24),
            ]
        );
        // validate still stops at the first.
        let err = validate_locale_filter_list(value).unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset()),
            ("expected_language_range", 7)
        );
        assert_eq!(found(" "), []);
    }

    #[test]
    fn a_number_reports_its_departures_and_its_range() {
        let found = |row: &SyntaxDef, value| row.reported(value);
        let first = |r: Result<f64, Error>| r.map_err(|e| (e.kind().code(), e.offset()));
        let big = [
            ("leading_whitespace", 0),
            ("plus_sign", 1),
            ("confidence_out_of_range", 1),
        ];
        assert_eq!(found(&VALID_ITS_CONFIDENCE, " +1.5"), big);
        assert_eq!(first(validate_its_confidence(" +1.5")), Err(big[0]));
        let below = [("leading_whitespace", 0), ("score_out_of_range", 2)];
        assert_eq!(found(&VALID_ITS_SCORE, "\t\n-1"), below);
        assert_eq!(first(validate_its_score("\t\n-1")), Err(below[0]));
        assert_eq!(
            found(&VALID_ITS_SCORE, "1.e3"),
            [("fraction_without_digits", 1), ("score_out_of_range", 0)]
        );
        // After trailing input the number is a guess.
        assert_eq!(
            found(&VALID_ITS_SCORE, "+200%"),
            [("plus_sign", 0), ("trailing_input", 4)]
        );
        assert_eq!(found(&VALID_ITS_CONFIDENCE, "+1"), [("plus_sign", 0)]);
    }

    #[test]
    fn ranges() {
        for good in [
            "*",
            "en",
            "de-*-CH",
            "zh-Hant-TW",
            "x-private",
            "abcdefgh-12345678",
        ] {
            assert!(is_extended_language_range(good), "{good}");
        }
        for bad in ["", "-", "en-", "1en", "abcdefghi", "en_US", "en--US", "e*"] {
            assert!(!is_extended_language_range(bad), "{bad}");
        }
    }
}
