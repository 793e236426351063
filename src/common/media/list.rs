//! The `<media-query-list>`: the list's type, the entry points (parse,
//! validate, match the environment), and the loop over its queries.

use core::fmt;

use cssparser::{Delimiter, Parser, Token};

use super::furthest::{next_at, Furthest};
use super::query::media_query;
use super::{MediaEnvironment, MediaQuery};
use crate::base::error::{Error, ErrorKind, Expected, Found};
use crate::common::idioms::{count_while, is_ascii_whitespace};

/// A list of media queries: the result of parsing a `<media-query-list>`.
///
/// `Display` writes each query normalized (keywords and names in lower case,
/// single spaces, CSS escapes where needed), separated by `", "`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::validate_media_query_list;
/// let list = validate_media_query_list("SCREEN  and (MIN-WIDTH:600px),print").unwrap();
/// assert_eq!(list.to_string(), "screen and (min-width: 600px), print");
/// ```
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MediaQueryList {
    /// The queries, in order. Empty for the empty (or whitespace-only) string.
    pub queries: Vec<MediaQuery>,
}

impl MediaQueryList {
    /// Whether the list matches `env` ([Media Queries §3.2](https://drafts.csswg.org/mediaqueries-4/#evaluating)):
    /// an empty list matches; otherwise any query that is true.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::{parse_media_query_list, MediaEnvironment, MediaFeature};
    /// struct Print;
    /// impl MediaEnvironment for Print {
    ///     fn media_type(&self) -> &str { "print" }
    ///     fn evaluate(&self, _: &MediaFeature) -> Option<bool> { None }
    /// }
    /// assert!(parse_media_query_list("screen, print").matches(&Print));
    /// assert!(!parse_media_query_list("only screen").matches(&Print));
    /// ```
    pub fn matches(&self, env: &impl MediaEnvironment) -> bool {
        self.queries.is_empty() || self.queries.iter().any(|q| q.matches(env))
    }
}

impl fmt::Display for MediaQueryList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, q) in self.queries.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{q}")?;
        }
        Ok(())
    }
}

/// Whether `input` is empty or only ASCII whitespace.
fn is_blank(input: &str) -> bool {
    count_while(input, is_ascii_whitespace) == input.len()
}

/// Whether `input` [matches the environment of the user](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#matches-the-environment):
/// it is empty, only ASCII whitespace, or a media query list that matches
/// `env`. Invalid queries in the list are `not all` (false); the others
/// still count.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::{matches_environment, MediaEnvironment, MediaFeature};
/// struct Screen;
/// impl MediaEnvironment for Screen {
///     fn media_type(&self) -> &str { "screen" }
///     fn evaluate(&self, _: &MediaFeature) -> Option<bool> { None }
/// }
/// assert!(matches_environment(" \t\n", &Screen));
/// assert!(matches_environment("print, screen", &Screen));
/// assert!(matches_environment("screen and, screen", &Screen)); // "not all, screen"
/// assert!(!matches_environment("print", &Screen));
/// ```
pub fn matches_environment(input: &str, env: &impl MediaEnvironment) -> bool {
    is_blank(input) || parse_media_query_list(input).matches(env)
}

/// Parses a `<media-query-list>` the way user agents do: each query that
/// does not match `<media-query>` becomes [`MediaQuery::not_all`]. Never
/// fails.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::parse_media_query_list;
/// assert_eq!(parse_media_query_list("screen, nonsense here").to_string(), "screen, not all");
/// assert!(parse_media_query_list("  ").queries.is_empty());
/// ```
pub fn parse_media_query_list(input: &str) -> MediaQueryList {
    list(input, false).unwrap_or_default()
}

/// A [valid media query list](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-media-query-list):
/// the string matches the `<media-query-list>` production of Media Queries.
/// The empty string and whitespace-only strings are valid (a list of zero
/// queries).
///
/// # Errors
///
/// [`ErrorKind::Expected`] a media query, at the furthest token the grammar
/// could not use (or at the end of the input); and in a query the grammar
/// accepts, at the offending token: [`ErrorKind::UnknownMediaFeature`] for a
/// name no media feature has (or `min-`/`max-` on a feature that is not a
/// range), [`ErrorKind::InvalidMediaFeatureValue`] for a value the feature
/// does not take, [`ErrorKind::LengthNeedsUnit`] for a number where a length
/// is needed, [`ErrorKind::Unclosed`] for a `(`, function, `[` or `{` that
/// the end of the input closes. Vendor-prefixed features are not checked.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::validate_media_query_list;
/// assert!(validate_media_query_list("screen and (400px <= width <= 700px)").is_ok());
/// let err = validate_media_query_list("screen and print").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_media_query", 11));
/// let err = validate_media_query_list("(min-widht: 600px)").unwrap_err();
/// assert_eq!(err.kind().to_string(), "unknown media feature 'min-widht'");
/// let err = validate_media_query_list("screen and (max-width: 600)").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("length_needs_unit", 23));
/// let err = validate_media_query_list("(color").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unclosed_parenthesis", 0));
/// ```
pub fn validate_media_query_list(input: &str) -> Result<MediaQueryList, Error> {
    list(input, true)
}

/// Whether `input` is a [valid media query list](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-media-query-list);
/// see [`validate_media_query_list`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::is_valid_media_query_list;
/// assert!(is_valid_media_query_list("(orientation: portrait), print"));
/// assert!(is_valid_media_query_list("(any-thing[ ]with{ }tokens)")); // <general-enclosed>
/// assert!(!is_valid_media_query_list("screen,"));
/// assert!(!is_valid_media_query_list("only (color)"));
/// ```
pub fn is_valid_media_query_list(input: &str) -> bool {
    list(input, true).is_ok()
}

/// The deepest nesting of brackets (`(`, `[`, `{`, function tokens) read.
///
/// Deviation: the grammar has no bound, but each level of nesting is a
/// level of recursion here (and of backtracking: `( <media-condition> )`,
/// then `( <media-feature> )`, then `<general-enclosed>`), so unbounded
/// nesting would overflow the stack, and the work would grow with depth
/// times length. A query whose blocks (as CSS Syntax reads them: `(`, `[`,
/// `{`, functions) nest deeper is invalid: [`validate_media_query_list`]
/// fails at the first opener past this depth, [`parse_media_query_list`]
/// reads that query as `not all` (README, "Deviations").
pub const MAX_NESTING: usize = 64;

fn list(input: &str, strict: bool) -> Result<MediaQueryList, Error> {
    list_with(input, strict, Furthest::new(), &mut None)
}

/// [`validate_media_query_list`] and [`check_author_requirements`]
/// (what Media Queries asks of authors, for a valid list) from one reading
/// of `input`.
///
/// # Examples
///
/// ```text
/// check_media_query_list("tv, print") → (Ok, Err(deprecated_media_type at 0))
/// ```
pub(crate) fn check_media_query_list(
    input: &str,
) -> (Result<MediaQueryList, Error>, Result<(), Error>) {
    let mut author = None;
    let list = list_with(input, true, Furthest::new(), &mut author);
    (list, author.map_or(Ok(()), Err))
}

/// What one query of a list is: valid (with the first author requirement
/// it breaks, if any), or not (with its error when `strict`; else it is
/// `not all`).
enum Query {
    /// A query the grammar accepts.
    Valid(MediaQuery, Option<Error>),
    /// A query it does not: its error (`strict`), or `None`.
    Invalid(Option<Error>),
}

/// The media query list in `input`; `strict`: an invalid query fails the
/// list (else it is `not all`). The first query with a broken author
/// requirement, among those the grammar accepts, puts it in `author`.
pub(super) fn list_with(
    input: &str,
    strict: bool,
    furthest: Furthest,
    author: &mut Option<Error>,
) -> Result<MediaQueryList, Error> {
    let mut queries = Vec::new();
    let mut failed = None;
    each_query(input, strict, &furthest, &mut |query| match query {
        Query::Valid(q, broken) => {
            if author.is_none() {
                *author = broken;
            }
            queries.push(q);
            true
        }
        Query::Invalid(Some(error)) => {
            failed = Some(error);
            false
        }
        Query::Invalid(None) => {
            queries.push(MediaQuery::not_all());
            true
        }
    });
    match failed {
        Some(error) => Err(error),
        None => Ok(MediaQueryList { queries }),
    }
}

/// Every error of `input` as a valid media query list, each query's (at its
/// offending token), in order; on a valid list, each query's first broken
/// author requirement (warnings). The first is
/// [`validate_media_query_list`]'s error.
pub(crate) fn report_media_query_list(input: &str, report: &mut dyn FnMut(Error)) {
    let (mut errors, mut warnings) = (Vec::new(), Vec::new());
    each_query(input, true, &Furthest::new(), &mut |query| {
        match query {
            Query::Valid(_, broken) => warnings.extend(broken),
            Query::Invalid(error) => errors.extend(error),
        }
        true
    });
    let found = if errors.is_empty() { warnings } else { errors };
    for error in found {
        report(error);
    }
}

/// Reads each comma-separated query of `input` and gives it to `each`,
/// until `each` says to stop (`false`).
fn each_query(input: &str, strict: bool, furthest: &Furthest, each: &mut dyn FnMut(Query) -> bool) {
    if is_blank(input) {
        return;
    }
    let mut p = Parser::new(input);
    loop {
        let start = next_at(&mut p);
        furthest.depth.set(0);
        furthest.too_deep.set(false);
        furthest.violation.set(None);
        furthest.author_violation.set(None);
        let query = p.parse_until_before(Delimiter::Comma, |p| {
            let q = media_query(p, furthest)?;
            let at = next_at(p);
            if !p.is_exhausted() {
                return Err(furthest.fail(at));
            }
            Ok(q)
        });
        let located = |(at, kind): (usize, ErrorKind)| Error::new(kind, input, at);
        let outcome = match query {
            Ok(_) if strict && furthest.violation().is_some() => {
                Query::Invalid(furthest.violation().map(located))
            }
            Ok(q) => Query::Valid(q, furthest.author_violation().map(located)),
            Err(_) if strict && furthest.violation().is_some_and(|(v, _)| v < furthest.at()) => {
                Query::Invalid(furthest.violation().map(located))
            }
            Err(_) if strict => {
                // A query that is empty (before a comma, or at the end) fails
                // where it should have started.
                let at = furthest.at.get().max(start).min(input.len());
                let kind = ErrorKind::Expected {
                    expected: Expected::MediaQuery,
                    found: Found::first_of(input.get(at..).unwrap_or("")),
                };
                Query::Invalid(Some(Error::new(kind, input, at)))
            }
            Err(_) => Query::Invalid(None),
        };
        if !each(outcome) {
            return;
        }
        match p.next() {
            Ok(Token::Comma) => continue,
            _ => break,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::media::{MediaCondition, MediaInParens};

    /// (code, offset) of each error or warning `report_media_query_list`
    /// gives.
    fn reported(input: &str) -> Vec<(&'static str, usize)> {
        let mut found = Vec::new();
        report_media_query_list(input, &mut |e| found.push((e.kind().code(), e.offset())));
        found
    }

    #[test]
    fn every_query_reports_its_error_and_a_valid_list_its_warnings() {
        assert_eq!(
            reported("(min-widht: 1px), screen, (max-width: 600), and"),
            [
                ("unknown_media_feature", 1),
                ("length_needs_unit", 38),
                ("expected_media_query", 44),
            ]
        );
        // An empty query between commas, and one at the end.
        assert_eq!(
            reported("screen,,print,"),
            [("expected_media_query", 7), ("expected_media_query", 14)]
        );
        // Warnings only on a valid list: each query's.
        assert_eq!(
            reported("tv, print, handheld"),
            [("deprecated_media_type", 0), ("deprecated_media_type", 11)]
        );
        assert_eq!(reported("tv, (color"), [("unclosed_parenthesis", 4)]);
        assert_eq!(reported("  "), []);
        // The first is `validate_media_query_list`'s.
        for input in [
            "screen and print, (color: x)",
            "(color",
            "a b c, (width: 1)",
        ] {
            let first = validate_media_query_list(input).unwrap_err();
            assert_eq!(
                reported(input).first(),
                Some(&(first.kind().code(), first.offset())),
                "{input}"
            );
        }
    }

    #[test]
    fn grammar_corners() {
        let valid = [
            "all",
            "not print",
            "only screen and (color)",
            "(color) and (hover) and (pointer: fine)",
            "(color) or (hover)",
            "not (color)",
            "((color) or (hover)) and (width > 1px)",
            "(16/9 <= aspect-ratio)",
            "(aspect-ratio: 16 / 9)",
            "(1px < width < 2px)",
            "(width = 100px)",
            "foo(bar)",
            "()",
            "(a:b:c)",
            "screen, print",
            "/* comment */ screen",
            // Not a <media-feature>, so a <general-enclosed> (valid, unknown).
            "(width < 1px > 2px)",
            "(min-width)",
            "(min-width > 1px)",
            "(width < = 1px)",
            "(-1/2 < aspect-ratio)",
        ];
        for s in valid {
            assert!(is_valid_media_query_list(s), "{s:?} should be valid");
        }
        let invalid = [
            "screen and",
            "and",
            "only",
            "not",
            "layer",
            "screen and(color)",
            "screen and (color) or (hover)",
            "(color) and (hover) or (pointer)",
            "not (color) and (hover)",
            "screen print",
            "screen,",
            ",screen",
            "screen;",
            "(\"unterminated\n)",
            "(])",
            "screen {",
            // The end of the input closes the block, as CSS Syntax says, but
            // a valid query closes its own parentheses.
            "(color",
            "foo(bar",
            "(a [b)",
            // Media features the grammar reads but no valid query has.
            "(min-widht: 600px)",
            "(min-orientation: portrait)",
            "(orientation > 1)",
            "(max-width: 600)",
            "(width: 10deg)",
            "(hover: maybe)",
            "(color: 1.5)",
            // A feature cut short: a <general-enclosed> authors must not use.
            "(min-width:)",
            "(123)",
            "(width <)",
            "((min-width:))",
            "not (123)",
        ];
        for s in invalid {
            assert!(!is_valid_media_query_list(s), "{s:?} should be invalid");
        }
    }

    #[test]
    fn prefixed_names_and_bad_ranges_are_general_enclosed() {
        for s in [
            "(min-width)",
            "(min-width > 1px)",
            "(width < 1px > 2px)",
            "(width < = 1px)",
        ] {
            let list = validate_media_query_list(s).unwrap();
            let Some(MediaCondition::And(items)) = &list.queries[0].condition else {
                panic!("{s:?}")
            };
            assert!(
                matches!(items[0], MediaInParens::GeneralEnclosed(_)),
                "{s:?}"
            );
        }
        let list = validate_media_query_list("(min-width: 1px)").unwrap();
        assert_eq!(list.to_string(), "(min-width: 1px)");
    }

    #[test]
    fn a_query_too_deep_is_not_all_and_the_others_are_read() {
        let deep = "(".repeat(MAX_NESTING + 1) + &")".repeat(MAX_NESTING + 1);
        let list = parse_media_query_list(&format!("screen, {deep}, print"));
        assert_eq!(list.to_string(), "screen, not all, print");
        let ok = format!(
            "{}x{}",
            "[".repeat(MAX_NESTING - 1),
            "]".repeat(MAX_NESTING - 1)
        );
        assert!(is_valid_media_query_list(&format!("({ok})")));
        assert!(!is_valid_media_query_list(&format!("(({ok}))")));
        // A megabyte of brackets: no stack overflow, one pass.
        let huge = "(".repeat(1 << 20);
        assert_eq!(parse_media_query_list(&huge).to_string(), "not all");
    }

    #[test]
    fn deep_nesting_fails_without_overflow() {
        let s = "(".repeat(10_000);
        assert!(!is_valid_media_query_list(&s));
        let s = format!("{}color{}", "(".repeat(60), ")".repeat(60));
        assert!(is_valid_media_query_list(&s));
    }
}
