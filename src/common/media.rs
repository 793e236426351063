//! [2.3.10 Media queries](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#mq):
//! valid media query lists, and whether a list matches the environment.
//!
//! | input | [`is_valid_media_query_list`] | matches a 1024×768 screen |
//! |---|---|---|
//! | `""`, `"  "` | true (no queries) | true |
//! | `"screen and (min-width: 600px)"` | true | true |
//! | `"print, (400px <= width <= 700px)"` | true | false |
//! | `"screen and"` | false | false |
//! | `"print, screen and"` | false | false (the second query is "not all") |
//!
//! The `<media-query-list>` production of
//! [Media Queries Level 4](https://drafts.csswg.org/mediaqueries-4/#mq-syntax)
//! is matched over the component values of
//! [CSS Syntax](https://drafts.csswg.org/css-syntax/), as tokenized by the
//! [`cssparser`] crate; the grammar on top of it is this module:
//!
//! ```text
//! <media-query-list>  = <media-query>#              (here: zero or more)
//! <media-query>       = <media-condition>
//!                     | [ not | only ]? <media-type> [ and <media-condition-without-or> ]?
//! <media-type>        = <ident>, except only, not, and, or, layer
//! <media-condition>   = <media-not> | <media-in-parens> [ <media-and>* | <media-or>* ]
//! <media-condition-without-or> = <media-not> | <media-in-parens> <media-and>*
//! <media-not>         = not <media-in-parens>
//! <media-and>         = and <media-in-parens>
//! <media-or>          = or <media-in-parens>
//! <media-in-parens>   = ( <media-condition> ) | <media-feature> | <general-enclosed>
//! <media-feature>     = ( [ <mf-plain> | <mf-boolean> | <mf-range> ] )
//! <mf-plain>          = <mf-name> : <mf-value>
//! <mf-boolean>        = <mf-name>
//! <mf-range>          = <mf-name> <mf-comparison> <mf-value>
//!                     | <mf-value> <mf-comparison> <mf-name>
//!                     | <mf-value> <mf-lt> <mf-name> <mf-lt> <mf-value>
//!                     | <mf-value> <mf-gt> <mf-name> <mf-gt> <mf-value>
//! <mf-value>          = <number> | <dimension> | <ident> | <ratio>
//! <ratio>             = <number [0,∞]> [ / <number [0,∞]> ]?
//! <mf-lt> = '<' '='?    <mf-gt> = '>' '='?    <mf-eq> = '='   (no space inside "<=", ">=")
//! <general-enclosed>  = [ <function-token> <any-value>? ) ] | [ ( <any-value>? ) ]
//! ```
//!
//! Keywords (`not`, `only`, `and`, `or`) and media types match ASCII
//! case-insensitively; `min-`/`max-` prefixed names are not allowed in a
//! boolean or range context (MQ4 §2.4.3: a syntax error).

use core::cell::Cell;
use core::fmt;

use cssparser::{
    serialize_identifier, serialize_name, Delimiter, ParseError, Parser, ToCss, Token,
    TokenSerializationType,
};

use crate::base::error::Error;
use crate::base::error::{
    DetailData, DetailTable, ErrorKind, Expected, FieldValue, Found, Severity,
};
use crate::base::step::Earliest;
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

/// One media query.
#[derive(Debug, Clone, PartialEq)]
pub struct MediaQuery {
    /// `not` or `only` before the media type.
    pub qualifier: Option<Qualifier>,
    /// The media type in lower case, if the query names one.
    pub media_type: Option<String>,
    /// The condition (after `and`, or the whole query).
    pub condition: Option<MediaCondition>,
}

/// The prefix of a media query with a media type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Qualifier {
    /// `not`: negates the query.
    Not,
    /// `only`: no effect (it hides the query from legacy user agents).
    Only,
}

/// A `<media-condition>`.
#[derive(Debug, Clone, PartialEq)]
pub enum MediaCondition {
    /// `not <media-in-parens>`.
    Not(Box<MediaInParens>),
    /// One or more `<media-in-parens>` joined by `and` (one alone is a
    /// one-element `And`).
    And(Vec<MediaInParens>),
    /// Two or more `<media-in-parens>` joined by `or`.
    Or(Vec<MediaInParens>),
}

/// A `<media-in-parens>`.
#[derive(Debug, Clone, PartialEq)]
pub enum MediaInParens {
    /// `( <media-condition> )`.
    Condition(Box<MediaCondition>),
    /// `( <media-feature> )`.
    Feature(MediaFeature),
    /// `<general-enclosed>`: its source text. It evaluates to unknown.
    GeneralEnclosed(String),
}

/// A media feature test, its name in lower case.
#[derive(Debug, Clone, PartialEq)]
pub enum MediaFeature {
    /// `(name)`.
    Boolean {
        /// The feature's name.
        name: String,
    },
    /// `(name: value)`; the name may carry a `min-` or `max-` prefix.
    Plain {
        /// The feature's name.
        name: String,
        /// Its value.
        value: MediaFeatureValue,
    },
    /// A range: `name op value` for each comparison (a value written first is
    /// turned around: `600px <= width` is `width >= 600px`).
    Range {
        /// The feature's name.
        name: String,
        /// One or two comparisons, all of which must hold.
        comparisons: Vec<(Comparison, MediaFeatureValue)>,
    },
}

/// A comparison of a range context, read as `feature op value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `=`
    Eq,
}

impl Comparison {
    /// The comparison with its operands swapped (`a < b` is `b > a`).
    fn flip(self) -> Comparison {
        match self {
            Comparison::Lt => Comparison::Gt,
            Comparison::Le => Comparison::Ge,
            Comparison::Gt => Comparison::Lt,
            Comparison::Ge => Comparison::Le,
            Comparison::Eq => Comparison::Eq,
        }
    }

    /// Whether `a op b` holds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::Comparison;
    /// assert!(Comparison::Ge.holds(600.0, 600.0));
    /// assert!(!Comparison::Lt.holds(600.0, 600.0));
    /// ```
    pub fn holds(self, a: f64, b: f64) -> bool {
        match self {
            Comparison::Lt => a < b,
            Comparison::Le => a <= b,
            Comparison::Gt => a > b,
            Comparison::Ge => a >= b,
            Comparison::Eq => a == b,
        }
    }

    fn as_str(self) -> &'static str {
        match self {
            Comparison::Lt => "<",
            Comparison::Le => "<=",
            Comparison::Gt => ">",
            Comparison::Ge => ">=",
            Comparison::Eq => "=",
        }
    }
}

/// An `<mf-value>`.
#[derive(Debug, Clone, PartialEq)]
pub enum MediaFeatureValue {
    /// A `<number>`.
    Number(f32),
    /// A `<dimension>`: a number and its unit in lower case (`600px`).
    Dimension {
        /// The number.
        value: f32,
        /// The unit.
        unit: String,
    },
    /// An `<ident>`, in lower case.
    Ident(String),
    /// A `<ratio>` with both parts (`16/9`); a lone number is a [`Number`](Self::Number).
    Ratio(f32, f32),
}

/// The user's environment, as the caller knows it: the media type and the
/// value of each media feature.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::{MediaEnvironment, MediaFeature, MediaFeatureValue, matches_environment};
///
/// /// A 1024 px wide screen; every other feature is unknown.
/// struct Screen;
/// impl MediaEnvironment for Screen {
///     fn media_type(&self) -> &str { "screen" }
///     fn evaluate(&self, feature: &MediaFeature) -> Option<bool> {
///         let px = |v: &MediaFeatureValue| match v {
///             MediaFeatureValue::Dimension { value, unit } if unit == "px" => Some(f64::from(*value)),
///             _ => None,
///         };
///         match feature {
///             MediaFeature::Boolean { name } if name == "width" => Some(true),
///             MediaFeature::Plain { name, value } if name == "min-width" => Some(1024.0 >= px(value)?),
///             MediaFeature::Plain { name, value } if name == "max-width" => Some(1024.0 <= px(value)?),
///             MediaFeature::Range { name, comparisons } if name == "width" => {
///                 let mut all = true;
///                 for (op, value) in comparisons {
///                     all &= op.holds(1024.0, px(value)?);
///                 }
///                 Some(all)
///             }
///             _ => None,
///         }
///     }
/// }
/// assert!(matches_environment("", &Screen));
/// assert!(matches_environment("screen and (min-width: 600px)", &Screen));
/// assert!(matches_environment("print, (800px < width <= 1200px)", &Screen));
/// assert!(!matches_environment("(max-width: 600px)", &Screen));
/// assert!(!matches_environment("(hover)", &Screen)); // unknown is false
/// assert!(matches_environment("not print", &Screen));
/// ```
pub trait MediaEnvironment {
    /// The media type of the environment (`screen`, `print`), compared ASCII
    /// case-insensitively; `all` matches any.
    fn media_type(&self) -> &str;

    /// The result of one media feature test: `None` for unknown (an
    /// unsupported feature or value).
    fn evaluate(&self, feature: &MediaFeature) -> Option<bool>;
}

/// `a and b` in three-valued logic.
fn and3(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    match (a, b) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    }
}

/// `a or b` in three-valued logic.
fn or3(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    match (a, b) {
        (Some(true), _) | (_, Some(true)) => Some(true),
        (Some(false), Some(false)) => Some(false),
        _ => None,
    }
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

impl MediaQuery {
    /// `not all`: what an invalid query in a list becomes.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::MediaQuery;
    /// assert_eq!(MediaQuery::not_all().to_string(), "not all");
    /// ```
    pub fn not_all() -> MediaQuery {
        MediaQuery {
            qualifier: Some(Qualifier::Not),
            media_type: Some("all".to_owned()),
            condition: None,
        }
    }

    /// Whether the query is true in `env`; unknown counts as false.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::{validate_media_query_list, MediaEnvironment, MediaFeature};
    /// struct Print;
    /// impl MediaEnvironment for Print {
    ///     fn media_type(&self) -> &str { "print" }
    ///     fn evaluate(&self, _: &MediaFeature) -> Option<bool> { None }
    /// }
    /// let list = validate_media_query_list("not screen").unwrap();
    /// assert!(list.queries[0].matches(&Print));
    /// ```
    pub fn matches(&self, env: &impl MediaEnvironment) -> bool {
        let type_matches = match &self.media_type {
            None => true,
            Some(t) => t == "all" || t.eq_ignore_ascii_case(env.media_type()),
        };
        let condition = match &self.condition {
            None => Some(true),
            Some(c) => c.evaluate(env),
        };
        let result = and3(Some(type_matches), condition);
        let result = match self.qualifier {
            Some(Qualifier::Not) => result.map(|r| !r),
            _ => result,
        };
        result == Some(true)
    }
}

impl MediaCondition {
    /// The condition's value in three-valued logic (`None`: unknown).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::{validate_media_query_list, MediaEnvironment, MediaFeature};
    /// struct Nothing;
    /// impl MediaEnvironment for Nothing {
    ///     fn media_type(&self) -> &str { "screen" }
    ///     fn evaluate(&self, _: &MediaFeature) -> Option<bool> { None }
    /// }
    /// let list = validate_media_query_list("(color) or (hover)").unwrap();
    /// assert_eq!(list.queries[0].condition.as_ref().unwrap().evaluate(&Nothing), None);
    /// ```
    pub fn evaluate(&self, env: &impl MediaEnvironment) -> Option<bool> {
        match self {
            MediaCondition::Not(inner) => inner.evaluate(env).map(|r| !r),
            MediaCondition::And(all) => {
                let mut result = Some(true);
                for m in all {
                    result = and3(result, m.evaluate(env));
                }
                result
            }
            MediaCondition::Or(any) => {
                let mut result = Some(false);
                for m in any {
                    result = or3(result, m.evaluate(env));
                }
                result
            }
        }
    }
}

impl MediaInParens {
    fn evaluate(&self, env: &impl MediaEnvironment) -> Option<bool> {
        match self {
            MediaInParens::Condition(c) => c.evaluate(env),
            MediaInParens::Feature(f) => env.evaluate(f),
            MediaInParens::GeneralEnclosed(_) => None,
        }
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

impl fmt::Display for MediaQuery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.qualifier {
            Some(Qualifier::Not) => f.write_str("not ")?,
            Some(Qualifier::Only) => f.write_str("only ")?,
            None => {}
        }
        if let Some(t) = &self.media_type {
            serialize_identifier(t, f)?;
            if self.condition.is_some() {
                f.write_str(" and ")?;
            }
        }
        if let Some(c) = &self.condition {
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

impl fmt::Display for MediaCondition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (items, joiner) = match self {
            MediaCondition::Not(m) => return write!(f, "not {m}"),
            MediaCondition::And(items) => (items, " and "),
            MediaCondition::Or(items) => (items, " or "),
        };
        for (i, m) in items.iter().enumerate() {
            if i > 0 {
                f.write_str(joiner)?;
            }
            write!(f, "{m}")?;
        }
        Ok(())
    }
}

impl fmt::Display for MediaInParens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MediaInParens::Condition(c) => write!(f, "({c})"),
            MediaInParens::Feature(m) => write!(f, "({m})"),
            MediaInParens::GeneralEnclosed(s) => f.write_str(s),
        }
    }
}

impl fmt::Display for MediaFeature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MediaFeature::Boolean { name } => serialize_identifier(name, f),
            MediaFeature::Plain { name, value } => {
                serialize_identifier(name, f)?;
                write!(f, ": {value}")
            }
            MediaFeature::Range { name, comparisons } => match comparisons.as_slice() {
                // `low op name op high`, as written.
                [(first, low), (second, high)] => {
                    write!(f, "{low} {} ", first.flip().as_str())?;
                    serialize_identifier(name, f)?;
                    write!(f, " {} {high}", second.as_str())
                }
                _ => {
                    serialize_identifier(name, f)?;
                    for (op, value) in comparisons {
                        write!(f, " {} {value}", op.as_str())?;
                    }
                    Ok(())
                }
            },
        }
    }
}

impl fmt::Display for MediaFeatureValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MediaFeatureValue::Number(n) => write_number(f, *n),
            MediaFeatureValue::Dimension { value, unit } => {
                write_number(f, *value)?;
                write_unit(unit, f)
            }
            MediaFeatureValue::Ident(s) => serialize_identifier(s, f),
            MediaFeatureValue::Ratio(a, b) => {
                write_number(f, *a)?;
                f.write_str("/")?;
                write_number(f, *b)
            }
        }
    }
}

/// The unit of a dimension, after its number. A unit starting with `e`
/// would read as an exponent (`1e3`, `1e-m`, `1e1m`): that `e` is escaped.
fn write_unit(unit: &str, f: &mut impl fmt::Write) -> fmt::Result {
    match unit.strip_prefix(['e', 'E']) {
        Some(tail) => {
            f.write_str("\\65 ")?;
            serialize_name(tail, f)
        }
        None => serialize_identifier(unit, f),
    }
}

/// The number at the start of a numeric token's source, as CSS Syntax
/// consumes it: a sign, digits, a `.` and digits, an `e` with an optional
/// sign and digits (each part only when a digit follows).
pub(crate) fn number_source(source: &str) -> &str {
    let b = source.as_bytes();
    let digits =
        |from: usize| from + count_while(source.get(from..).unwrap_or(""), |c| c.is_ascii_digit());
    let digit_at = |i: usize| b.get(i).is_some_and(u8::is_ascii_digit);
    let mut end = usize::from(matches!(b.first(), Some(b'+' | b'-')));
    end = digits(end);
    if b.get(end) == Some(&b'.') && digit_at(end + 1) {
        end = digits(end + 1);
    }
    if matches!(b.get(end), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(b.get(end + 1), Some(b'+' | b'-')));
        if digit_at(end + 1 + sign) {
            end = digits(end + 1 + sign);
        }
    }
    source.get(..end).unwrap_or(source)
}

/// A CSS number in plain decimal digits, the shortest that read back to the
/// same `f32` (Rust's `Display`, which never writes an exponent): cssparser's
/// own serializer keeps six significant digits, so `55555557000000` would
/// read back as `55555600000000`. `-0` is written `0`.
fn write_number(f: &mut fmt::Formatter<'_>, value: f32) -> fmt::Result {
    let value = if value == 0.0 { 0.0 } else { value };
    write!(f, "{value}")
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

/// What [Media Queries Level 4](https://drafts.csswg.org/mediaqueries-4/)
/// asks of authors beyond its grammar, in a valid media query list: the
/// first departure, an error where the text says authors must not, a
/// warning where it only says what a user agent does.
///
/// - A deprecated media type (`tty`, `tv`, `projection`, `handheld`,
///   `braille`, `embossed`, `aural`; 2.3: "Authors must not use these media
///   types"): an error, `deprecated_media_type`.
/// - A deprecated media feature (`device-width`, `device-height`,
///   `device-aspect-ratio`, with or without `min-`/`max-`; appendix A:
///   "Authors must not use them"): an error, `deprecated_media_feature`.
/// - A `<general-enclosed>` (3.1: "Authors must not use
///   `<general-enclosed>` in their stylesheets"): an error,
///   `general_enclosed`.
/// - A media type the text does not define (`alla`, `notscreen`): a
///   warning, `unknown_media_type`. The text says only that "an unknown
///   `<media-type>` must be treated as not matching": the query is valid,
///   and matches nothing.
///
/// Run it on a list [`validate_media_query_list`] accepts (on another, it
/// also reports the grammar's departures). The grammar's validity is not
/// changed by it.
///
/// # Errors
///
/// The earliest such departure of the first query that has one.
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::Severity;
/// use html_microsyntax::media::check_author_requirements;
/// assert!(check_author_requirements("screen and (min-width: 400px), print").is_ok());
/// let e = check_author_requirements("tv and (scan: progressive)").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset(), e.kind().severity()), ("deprecated_media_type", 0, Severity::Error));
/// let e = check_author_requirements("screen and (device-aspect-ratio: 16/9)").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset()), ("deprecated_media_feature", 12));
/// let e = check_author_requirements("screen and (min-width: 400px;)").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset()), ("general_enclosed", 11));
/// let w = check_author_requirements("alla").unwrap_err();
/// assert_eq!((w.kind().code(), w.kind().severity()), ("unknown_media_type", Severity::Warning));
/// ```
pub fn check_author_requirements(input: &str) -> Result<(), Error> {
    list_with(input, true, Furthest::for_authoring()).map(|_| ())
}

/// The media types Media Queries Level 4 defines for use (2.3).
const MEDIA_TYPES: [&str; 4] = ["all", "print", "screen", "speech"];

/// The deprecated media types (2.3): "Authors must not use these media
/// types".
const DEPRECATED_MEDIA_TYPES: [&str; 7] = [
    "tty",
    "tv",
    "projection",
    "handheld",
    "braille",
    "embossed",
    "aural",
];

/// The deprecated media features (appendix A): "Authors must not use
/// them".
const DEPRECATED_MEDIA_FEATURES: [&str; 3] =
    ["device-width", "device-height", "device-aspect-ratio"];

/// What [`check_author_requirements`] finds.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::{check_author_requirements, AuthorProblem};
/// let e = check_author_requirements("projection").unwrap_err();
/// assert_eq!(AuthorProblem::from_kind(&e.kind()), Some(AuthorProblem::DeprecatedMediaType { name: "projection" }));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuthorProblem {
    /// A deprecated media type (an error).
    DeprecatedMediaType {
        /// The media type, in lower case.
        name: &'static str,
    },
    /// A media type the text does not define (a warning: it matches
    /// nothing).
    UnknownMediaType {
        /// The media type, ASCII lower case.
        name: crate::base::error::ShortName,
    },
    /// A deprecated media feature (an error).
    DeprecatedMediaFeature {
        /// The feature, without a `min-` or `max-` prefix.
        name: &'static str,
    },
    /// A `<general-enclosed>` (an error).
    GeneralEnclosed,
}

impl AuthorProblem {
    /// A stable snake_case code: `deprecated_media_type`,
    /// `unknown_media_type`, `deprecated_media_feature`, `general_enclosed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::check_author_requirements;
    /// assert_eq!(check_author_requirements("(foo bar)").unwrap_err().kind().code(), "general_enclosed");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            AuthorProblem::DeprecatedMediaType { .. } => "deprecated_media_type",
            AuthorProblem::UnknownMediaType { .. } => "unknown_media_type",
            AuthorProblem::DeprecatedMediaFeature { .. } => "deprecated_media_feature",
            AuthorProblem::GeneralEnclosed => "general_enclosed",
        }
    }

    /// The problem an [`ErrorKind`] carries, if it is one of these.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::{check_author_requirements, AuthorProblem};
    /// let e = check_author_requirements("(min-device-width: 1px)").unwrap_err();
    /// assert_eq!(AuthorProblem::from_kind(&e.kind()), Some(AuthorProblem::DeprecatedMediaFeature { name: "device-width" }));
    /// ```
    pub fn from_kind(kind: &ErrorKind) -> Option<AuthorProblem> {
        match kind {
            ErrorKind::Detail { table, data } if *table == &AUTHOR_DETAILS => {
                AuthorProblem::unpack(data)
            }
            _ => None,
        }
    }

    /// The detail's bytes: the variant, a row of its table, the name.
    fn pack(self) -> DetailData {
        let mut bytes = [0u8; DetailData::CAPACITY];
        let row = |table: &[&str], name: &str| {
            table
                .iter()
                .position(|n| *n == name)
                .and_then(|i| u8::try_from(i).ok())
                .unwrap_or(u8::MAX)
        };
        let (tag, index, name) = match self {
            AuthorProblem::DeprecatedMediaType { name } => {
                (0, row(&DEPRECATED_MEDIA_TYPES, name), None)
            }
            AuthorProblem::UnknownMediaType { name } => (1, 0, Some(name)),
            AuthorProblem::DeprecatedMediaFeature { name } => {
                (2, row(&DEPRECATED_MEDIA_FEATURES, name), None)
            }
            AuthorProblem::GeneralEnclosed => (3, 0, None),
        };
        let [t, i, rest @ ..] = &mut bytes;
        (*t, *i) = (tag, index);
        if let Some(name) = name {
            name.pack_into(rest);
        }
        DetailData::new(bytes)
    }

    /// The problem in a detail's bytes.
    fn unpack(data: &DetailData) -> Option<AuthorProblem> {
        let [tag, index, rest @ ..] = data.bytes();
        let index = usize::from(*index);
        Some(match tag {
            0 => AuthorProblem::DeprecatedMediaType {
                name: DEPRECATED_MEDIA_TYPES.get(index)?,
            },
            1 => AuthorProblem::UnknownMediaType {
                name: crate::base::error::ShortName::unpack(rest),
            },
            2 => AuthorProblem::DeprecatedMediaFeature {
                name: DEPRECATED_MEDIA_FEATURES.get(index)?,
            },
            3 => AuthorProblem::GeneralEnclosed,
            _ => return None,
        })
    }
}

impl fmt::Display for AuthorProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuthorProblem::DeprecatedMediaType { name } => write!(
                f,
                "the media type '{name}' is deprecated and authors must not use it; use media features"
            ),
            AuthorProblem::UnknownMediaType { name } => write!(
                f,
                "unknown media type '{name}' matches nothing; expected all, print, screen or speech"
            ),
            AuthorProblem::DeprecatedMediaFeature { name } => write!(
                f,
                "the media feature '{name}' is deprecated and authors must not use it"
            ),
            AuthorProblem::GeneralEnclosed => f.write_str(
                "not a media feature or condition (a <general-enclosed>, which authors must not use)",
            ),
        }
    }
}

/// The codes and words of [`AuthorProblem`].
static AUTHOR_DETAILS: DetailTable = DetailTable::new(
    "media_query_list_authoring",
    |data| AuthorProblem::unpack(data).map_or("media_query_list_authoring", |p| p.code()),
    |data, f| match AuthorProblem::unpack(data) {
        Some(p) => fmt::Display::fmt(&p, f),
        None => f.write_str("a media query authors must not use"),
    },
)
.with_severity(|data| match AuthorProblem::unpack(data) {
    Some(AuthorProblem::UnknownMediaType { .. }) => Severity::Warning,
    _ => Severity::Error,
})
.with_suggestion(|data| match AuthorProblem::unpack(data) {
    Some(AuthorProblem::DeprecatedMediaFeature {
        name: "device-width",
    }) => Some("width"),
    Some(AuthorProblem::DeprecatedMediaFeature {
        name: "device-height",
    }) => Some("height"),
    Some(AuthorProblem::DeprecatedMediaFeature {
        name: "device-aspect-ratio",
    }) => Some("aspect-ratio"),
    _ => None,
})
.with_fields(|data, f| match AuthorProblem::unpack(data) {
    Some(AuthorProblem::DeprecatedMediaType { name })
    | Some(AuthorProblem::DeprecatedMediaFeature { name }) => f("name", FieldValue::Str(name)),
    Some(AuthorProblem::UnknownMediaType { name }) => f("name", FieldValue::Str(name.as_str())),
    _ => {}
});

impl From<AuthorProblem> for ErrorKind {
    fn from(problem: AuthorProblem) -> ErrorKind {
        ErrorKind::Detail {
            table: &AUTHOR_DETAILS,
            data: problem.pack(),
        }
    }
}

/// A media type (in ASCII lower case) that is deprecated or not defined.
fn media_type_problem(media_type: &str) -> Option<AuthorProblem> {
    if MEDIA_TYPES.contains(&media_type) {
        return None;
    }
    Some(
        match DEPRECATED_MEDIA_TYPES.iter().find(|t| **t == media_type) {
            Some(name) => AuthorProblem::DeprecatedMediaType { name },
            None => AuthorProblem::UnknownMediaType {
                name: crate::base::error::ShortName::new(media_type),
            },
        },
    )
}

/// A deprecated media feature (with or without `min-`/`max-`).
fn deprecated_feature(feature: &MediaFeature) -> Option<AuthorProblem> {
    let name = match feature {
        MediaFeature::Boolean { name }
        | MediaFeature::Plain { name, .. }
        | MediaFeature::Range { name, .. } => name.as_str(),
    };
    let base = name
        .strip_prefix("min-")
        .or_else(|| name.strip_prefix("max-"))
        .unwrap_or(name);
    DEPRECATED_MEDIA_FEATURES
        .iter()
        .find(|n| **n == base)
        .map(|name| AuthorProblem::DeprecatedMediaFeature { name })
}

/// The grammar's failure: where it happened is kept in [`Furthest`].
pub(crate) type Fail = ParseError<()>;

/// The furthest byte offset at which the grammar rejected a token, and the
/// bracket nesting of the query being read.
pub(crate) struct Furthest {
    at: Cell<usize>,
    /// Blocks open around the current token.
    depth: Cell<usize>,
    /// Set when a block opened past [`MAX_NESTING`]: the query has failed,
    /// and no alternative is tried any more (each would read the block
    /// again), so the parser only moves forward to the query's end.
    too_deep: Cell<bool>,
    /// The earliest departure from a valid query in what the grammar
    /// accepted: an unknown media feature, a value the feature does not
    /// take, a block the end of the input closes. Alternatives the parser
    /// abandons take theirs back.
    violation: Cell<Option<(usize, ErrorKind)>>,
    /// How far the last `<media-feature>` attempt read as a feature: the
    /// name-first forms, and the value-first forms when the first token is
    /// no identifier (an identifier first is a name, as in `(min-width)`).
    feature_reached: Cell<usize>,
    /// Whether the author requirements beyond the grammar are recorded as
    /// departures too ([`check_author_requirements`]).
    authoring: bool,
}

impl Furthest {
    pub(crate) fn new() -> Furthest {
        Furthest {
            at: Cell::new(0),
            depth: Cell::new(0),
            too_deep: Cell::new(false),
            violation: Cell::new(None),
            feature_reached: Cell::new(0),
            authoring: false,
        }
    }

    /// A recorder that also records what authors must not use.
    pub(crate) fn for_authoring() -> Furthest {
        Furthest {
            authoring: true,
            ..Furthest::new()
        }
    }

    /// Records an author requirement broken at `at`, when asked to.
    fn author(&self, at: usize, problem: AuthorProblem) {
        if self.authoring {
            self.violate(at, problem.into());
        }
    }

    /// The earliest departure recorded (see the field).
    pub(crate) fn violation(&self) -> Option<(usize, ErrorKind)> {
        self.violation.get()
    }

    /// Records a departure at `at`, keeping the earliest.
    fn violate(&self, at: usize, kind: ErrorKind) {
        let mut earliest = Earliest(self.violation.get());
        earliest.keep(at, kind);
        self.violation.set(earliest.0);
    }

    /// Records an unclosed block: the block opened at `at` (whose source,
    /// up to where the parser is now, started at `start`) did not end with
    /// its `close` character.
    fn check_closed(
        &self,
        p: &Parser<'_>,
        start: cssparser::SourcePosition,
        at: usize,
        close: char,
    ) {
        let source = p.slice_from(start);
        let closed = source.strip_suffix(close).is_some_and(|before| {
            // An escaped closer (`\)`) is part of a token, not the end.
            let backslashes = before.len() - before.trim_end_matches('\\').len();
            backslashes % 2 == 0
        });
        if !closed {
            self.violate(at, ErrorKind::Unclosed { close });
        }
    }

    /// The furthest offset at which the grammar rejected a token.
    pub(crate) fn at(&self) -> usize {
        self.at.get()
    }

    /// Records a rejection at `at` and returns the failure (for callers
    /// outside this module).
    pub(crate) fn fail_at(&self, at: usize) -> Fail {
        self.fail(at)
    }

    /// Records a rejection at `at` and returns the failure.
    fn fail(&self, at: usize) -> Fail {
        self.at.set(self.at.get().max(at));
        ParseError::custom(())
    }

    /// Fails when the query has failed for good (too deep): no other
    /// alternative is tried.
    fn give_up(&self) -> Result<(), Fail> {
        if self.too_deep.get() {
            Err(ParseError::custom(()))
        } else {
            Ok(())
        }
    }

    /// Runs `inside` one block deeper (the block's opener is at `at`), or
    /// fails for good past [`MAX_NESTING`].
    fn nested<T>(&self, at: usize, inside: impl FnOnce() -> Result<T, Fail>) -> Result<T, Fail> {
        self.give_up()?;
        let depth = self.depth.get();
        if depth >= MAX_NESTING {
            self.too_deep.set(true);
            return Err(self.fail(at));
        }
        self.depth.set(depth + 1);
        let result = inside();
        self.depth.set(depth);
        result
    }
}

/// The byte offset of the next token (after whitespace and comments).
pub(crate) fn next_at(p: &mut Parser<'_>) -> usize {
    p.skip_whitespace();
    p.position().byte_index()
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
    list_with(input, strict, Furthest::new())
}

fn list_with(input: &str, strict: bool, furthest: Furthest) -> Result<MediaQueryList, Error> {
    let mut queries = Vec::new();
    if is_blank(input) {
        return Ok(MediaQueryList { queries });
    }
    let mut p = Parser::new(input);
    loop {
        let start = next_at(&mut p);
        furthest.depth.set(0);
        furthest.too_deep.set(false);
        furthest.violation.set(None);
        let query = p.parse_until_before(Delimiter::Comma, |p| {
            let q = media_query(p, &furthest)?;
            let at = next_at(p);
            if !p.is_exhausted() {
                return Err(furthest.fail(at));
            }
            Ok(q)
        });
        match query {
            Ok(_) if strict && furthest.violation().is_some() => {
                if let Some((at, kind)) = furthest.violation() {
                    return Err(Error::new(kind, input, at));
                }
            }
            Ok(q) => queries.push(q),
            Err(_) if strict && furthest.violation().is_some_and(|(v, _)| v < furthest.at()) => {
                if let Some((at, kind)) = furthest.violation() {
                    return Err(Error::new(kind, input, at));
                }
            }
            Err(_) if strict => {
                // A query that is empty (before a comma, or at the end) fails
                // where it should have started.
                let at = furthest.at.get().max(start).min(input.len());
                let kind = ErrorKind::Expected {
                    expected: Expected::MediaQuery,
                    found: Found::first_of(input.get(at..).unwrap_or("")),
                };
                return Err(Error::new(kind, input, at));
            }
            Err(_) => queries.push(MediaQuery::not_all()),
        }
        match p.next() {
            Ok(Token::Comma) => continue,
            _ => break,
        }
    }
    Ok(MediaQueryList { queries })
}

/// An identifier that is an ASCII case-insensitive match for `keyword`.
fn keyword<'i>(p: &mut Parser<'i>, furthest: &Furthest, keyword: &str) -> Result<(), Fail> {
    let at = next_at(p);
    match p.next() {
        Ok(Token::Ident(s)) if s.eq_ignore_ascii_case(keyword) => Ok(()),
        _ => Err(furthest.fail(at)),
    }
}

/// `<media-query>`.
fn media_query<'i>(p: &mut Parser<'i>, furthest: &Furthest) -> Result<MediaQuery, Fail> {
    // <media-condition>
    let saved = furthest.violation.get();
    if let Ok(condition) = p.try_parse(|p| media_condition(p, furthest, true)) {
        return Ok(MediaQuery {
            qualifier: None,
            media_type: None,
            condition: Some(condition),
        });
    }
    furthest.violation.set(saved);
    furthest.give_up()?;
    // [ not | only ]? <media-type>
    let qualifier = if p.try_parse(|p| keyword(p, furthest, "not")).is_ok() {
        Some(Qualifier::Not)
    } else if p.try_parse(|p| keyword(p, furthest, "only")).is_ok() {
        Some(Qualifier::Only)
    } else {
        None
    };
    let at = next_at(p);
    let media_type = match p.next() {
        Ok(Token::Ident(s))
            if !["only", "not", "and", "or", "layer"]
                .iter()
                .any(|k| s.eq_ignore_ascii_case(k)) =>
        {
            s.to_ascii_lowercase()
        }
        _ => return Err(furthest.fail(at)),
    };
    if let Some(problem) = media_type_problem(&media_type) {
        furthest.author(at, problem);
    }
    // [ and <media-condition-without-or> ]?
    let condition = if p.try_parse(|p| keyword(p, furthest, "and")).is_ok() {
        Some(media_condition(p, furthest, false)?)
    } else {
        None
    };
    Ok(MediaQuery {
        qualifier,
        media_type: Some(media_type),
        condition,
    })
}

/// `<media-condition>` (or, without `or`, `<media-condition-without-or>`).
pub(crate) fn media_condition<'i>(
    p: &mut Parser<'i>,
    furthest: &Furthest,
    allow_or: bool,
) -> Result<MediaCondition, Fail> {
    // <media-not>
    if p.try_parse(|p| keyword(p, furthest, "not")).is_ok() {
        return Ok(MediaCondition::Not(Box::new(media_in_parens(p, furthest)?)));
    }
    let first = media_in_parens(p, furthest)?;
    let mut items = vec![first];
    // <media-and>* | <media-or>*: the first joiner decides.
    let joiner = if p.try_parse(|p| keyword(p, furthest, "and")).is_ok() {
        "and"
    } else if allow_or && p.try_parse(|p| keyword(p, furthest, "or")).is_ok() {
        "or"
    } else {
        return Ok(MediaCondition::And(items));
    };
    loop {
        items.push(media_in_parens(p, furthest)?);
        if p.try_parse(|p| keyword(p, furthest, joiner)).is_err() {
            break;
        }
    }
    Ok(if joiner == "and" {
        MediaCondition::And(items)
    } else {
        MediaCondition::Or(items)
    })
}

/// `<media-in-parens>`.
fn media_in_parens<'i>(p: &mut Parser<'i>, furthest: &Furthest) -> Result<MediaInParens, Fail> {
    let at = next_at(p);
    let start = p.position();
    let is_function = match p.next() {
        Ok(Token::ParenthesisBlock) => false,
        Ok(Token::Function(_)) => true,
        _ => return Err(furthest.fail(at)),
    };
    if !is_function {
        // ( <media-condition> ) | ( <media-feature> )
        let state = p.state();
        let saved = furthest.violation.get();
        let condition =
            p.parse_nested_block(|p| furthest.nested(at, || media_condition(p, furthest, true)));
        if let Ok(c) = condition {
            furthest.check_closed(p, start, at, ')');
            return Ok(MediaInParens::Condition(Box::new(c)));
        }
        furthest.violation.set(saved);
        furthest.give_up()?;
        p.reset(&state);
        // Where the block's contents start and end (its first token, and
        // its `)` or the end of the input), for an unfinished feature below.
        let contents = p
            .parse_nested_block(|p| {
                let first = next_at(p);
                while p.next_including_whitespace_and_comments().is_ok() {}
                Ok::<_, Fail>((first, p.position()))
            })
            .ok();
        p.reset(&state);
        // The furthest token this attempt alone reaches.
        let before = furthest.at.replace(0);
        furthest.feature_reached.set(0);
        let feature = p.parse_nested_block(|p| furthest.nested(at, || media_feature(p, furthest)));
        let reached = furthest.at.replace(before);
        furthest.at.set(before.max(reached));
        if let Ok((f, spans)) = feature {
            furthest.check_closed(p, start, at, ')');
            if let Some((pos, kind)) = feature_violation(&f, &spans) {
                furthest.violate(pos, kind);
            }
            if let Some(problem) = deprecated_feature(&f) {
                furthest.author(spans.name, problem);
            }
            return Ok(MediaInParens::Feature(f));
        }
        furthest.violation.set(saved);
        furthest.give_up()?;
        p.reset(&state);
        // Deviation: a `<media-feature>` whose tokens all fit its grammar
        // but stop before it is complete (`(min-width:)`, `(123)`, `(width
        // <)`) is a <general-enclosed> by the grammar, which authors must
        // not use; it is read as one, and reported where the feature needed
        // more.
        if let Some((first, end)) = contents {
            let end_at = end.byte_index();
            if first < end_at && furthest.feature_reached.get() >= end_at {
                let _ = p.parse_nested_block(|p| {
                    while p.next_including_whitespace_and_comments().is_ok() {}
                    Ok::<_, Fail>(())
                });
                let found = Found::first_of(p.slice(end..p.position()));
                p.reset(&state);
                furthest.violate(
                    end_at,
                    ErrorKind::Expected {
                        expected: Expected::MediaFeature,
                        found,
                    },
                );
            }
        }
    }
    // <general-enclosed>: any tokens but bad strings, bad URLs and unmatched
    // closing brackets, kept as normalized CSS text.
    let mut text = String::new();
    match p.slice_from(start).strip_suffix('(') {
        Some(name) if is_function => {
            // The function token's name, as written (escapes included).
            text.push_str(name);
            text.push('(');
        }
        _ => text.push('('),
    }
    p.parse_nested_block(|p| furthest.nested(at, || any_value(p, furthest, &mut text)))?;
    furthest.check_closed(p, start, at, ')');
    text.push(')');
    furthest.author(at, AuthorProblem::GeneralEnclosed);
    Ok(MediaInParens::GeneralEnclosed(text))
}

/// `<any-value>?` up to the end of the current block, written to `text` as
/// tokens: whitespace as one space, comments as `/**/`, every block closed.
fn any_value<'i>(p: &mut Parser<'i>, furthest: &Furthest, text: &mut String) -> Result<(), Fail> {
    // The last token written: two tokens that would read back as one (an
    // ident then a number, `Ԁ` `0.1`) get an empty comment between them, so
    // the text reads back to the same tokens.
    let mut prev = TokenSerializationType::Nothing;
    loop {
        let start = p.position();
        let at = start.byte_index();
        let token = match p.next_including_whitespace_and_comments() {
            Err(_) => return Ok(()),
            Ok(token) => token.clone(),
        };
        let closer = match &token {
            Token::BadString(_)
            | Token::BadUrl(_)
            | Token::CloseParenthesis
            | Token::CloseSquareBracket
            | Token::CloseCurlyBracket => return Err(furthest.fail(at)),
            Token::WhiteSpace(_) => {
                // A '\\' delimiter is only ever followed by a newline; a space
                // there would turn the two into an escape.
                text.push(if text.ends_with('\\') { '\n' } else { ' ' });
                prev = TokenSerializationType::Nothing;
                continue;
            }
            Token::Comment(_) => {
                text.push_str("/**/");
                prev = TokenSerializationType::Nothing;
                continue;
            }
            Token::Function(_) | Token::ParenthesisBlock => ')',
            Token::SquareBracketBlock => ']',
            Token::CurlyBracketBlock => '}',
            // A number as written: cssparser writes six significant digits
            // (and garbage for an infinite value), which may read back as
            // another number. Found by fuzzing.
            // The unit is written as an identifier: as written, an escape at
            // the end of the input (`5\`) would escape the closing bracket.
            other @ (Token::Number { .. } | Token::Percentage { .. } | Token::Dimension { .. }) => {
                separate(&mut prev, other, text);
                text.push_str(number_source(p.slice_from(start)));
                match other {
                    Token::Percentage { .. } => text.push('%'),
                    Token::Dimension { unit, .. } => {
                        write_unit(unit, text).map_err(|_| furthest.fail(at))?;
                    }
                    _ => {}
                }
                continue;
            }
            other => {
                separate(&mut prev, other, text);
                other.to_css(text).map_err(|_| furthest.fail(at))?;
                continue;
            }
        };
        separate(&mut prev, &token, text);
        // A block: its opener, its contents, and its closer (added when the
        // input ended inside it).
        token.to_css(text).map_err(|_| furthest.fail(at))?;
        p.parse_nested_block(|p| furthest.nested(at, || any_value(p, furthest, text)))?;
        furthest.check_closed(p, start, at, closer);
        text.push(closer);
        prev = TokenSerializationType::Nothing;
    }
}

/// Writes `/**/` when `token` written right after `prev` would merge with it.
fn separate(prev: &mut TokenSerializationType, token: &Token<'_>, text: &mut String) {
    let next = token.serialization_type();
    if prev.needs_separator_when_before(next) {
        text.push_str("/**/");
    }
    *prev = next;
}

/// A name of a `<media-feature>`, in lower case.
fn mf_name<'i>(p: &mut Parser<'i>, furthest: &Furthest) -> Result<String, Fail> {
    let at = next_at(p);
    match p.next() {
        Ok(Token::Ident(s)) => Ok(s.to_ascii_lowercase()),
        _ => Err(furthest.fail(at)),
    }
}

/// Whether a feature name has a `min-` or `max-` prefix.
fn is_prefixed(name: &str) -> bool {
    name.starts_with("min-") || name.starts_with("max-")
}

/// Where a media feature's name and values are (byte offsets), for the
/// checks of a valid query.
struct FeatureAt {
    name: usize,
    /// The values in the order of the feature's value or comparisons.
    values: [usize; 2],
}

/// The contents of `( <media-feature> )`.
fn media_feature<'i>(
    p: &mut Parser<'i>,
    furthest: &Furthest,
) -> Result<(MediaFeature, FeatureAt), Fail> {
    // <mf-plain> | <mf-boolean> | <mf-name> <mf-comparison> <mf-value>
    if let Ok(feature) = p.try_parse(|p| {
        let name_at = next_at(p);
        let at = |value: usize| FeatureAt {
            name: name_at,
            values: [value, value],
        };
        let name = mf_name(p, furthest)?;
        if p.is_exhausted() {
            // <mf-boolean>: a prefixed name is a syntax error here.
            if is_prefixed(&name) {
                return Err(furthest.fail(name_at));
            }
            return Ok((MediaFeature::Boolean { name }, at(name_at)));
        }
        if p.try_parse(|p| p.expect_colon()).is_ok() {
            let value_at = next_at(p);
            let value = mf_value(p, furthest)?;
            return Ok((MediaFeature::Plain { name, value }, at(value_at)));
        }
        let op = mf_comparison(p, furthest)?;
        if is_prefixed(&name) {
            return Err(furthest.fail(name_at));
        }
        let value_at = next_at(p);
        let value = mf_value(p, furthest)?;
        Ok((
            MediaFeature::Range {
                name,
                comparisons: vec![(op, value)],
            },
            at(value_at),
        ))
    }) {
        return Ok(feature);
    }
    furthest.feature_reached.set(furthest.at());
    // <mf-value> <mf-comparison> <mf-name> [ <mf-comparison> <mf-value> ]?
    let low_at = next_at(p);
    let state = p.state();
    let ident_first = matches!(p.next(), Ok(Token::Ident(_)));
    p.reset(&state);
    let feature = value_first_feature(p, furthest, low_at);
    if feature.is_err() && !ident_first {
        furthest.feature_reached.set(furthest.at());
    }
    feature
}

/// `<mf-value> <mf-comparison> <mf-name> [ <mf-comparison> <mf-value> ]?`,
/// the value at `low_at`.
fn value_first_feature<'i>(
    p: &mut Parser<'i>,
    furthest: &Furthest,
    low_at: usize,
) -> Result<(MediaFeature, FeatureAt), Fail> {
    let low = mf_value(p, furthest)?;
    let first = mf_comparison(p, furthest)?;
    let name_at = next_at(p);
    let name = mf_name(p, furthest)?;
    if is_prefixed(&name) {
        return Err(furthest.fail(name_at));
    }
    let mut comparisons = vec![(first.flip(), low)];
    let mut values = [low_at, low_at];
    if !p.is_exhausted() {
        let at = next_at(p);
        let second = mf_comparison(p, furthest)?;
        // Both '<'-like or both '>'-like; '=' never takes a second.
        let lt = |c| matches!(c, Comparison::Lt | Comparison::Le);
        let gt = |c| matches!(c, Comparison::Gt | Comparison::Ge);
        if !(lt(first) && lt(second) || gt(first) && gt(second)) {
            return Err(furthest.fail(at));
        }
        values[1] = next_at(p);
        comparisons.push((second, mf_value(p, furthest)?));
    }
    Ok((
        MediaFeature::Range { name, comparisons },
        FeatureAt {
            name: name_at,
            values,
        },
    ))
}

/// What a media feature's value is.
#[derive(Clone, Copy)]
enum ValueType {
    /// A non-negative `<length>` (0 may go without a unit).
    Length,
    /// A non-negative `<resolution>` (`dpi`, `dpcm`, `dppx`, `x`) or `infinite`.
    Resolution,
    /// A `<ratio>` (or a non-negative number).
    Ratio,
    /// A non-negative `<integer>`.
    Integer,
    /// One of these keywords.
    Keywords(&'static [&'static str]),
}

/// The media features of Media Queries 4 and 5 (and `display-mode` of the
/// Web App Manifest): name, whether it is a range feature (`min-`/`max-`
/// prefixes and the range syntax), its value.
const MEDIA_FEATURES: &[(&str, bool, ValueType)] = &[
    ("width", true, ValueType::Length),
    ("height", true, ValueType::Length),
    ("aspect-ratio", true, ValueType::Ratio),
    (
        "orientation",
        false,
        ValueType::Keywords(&["portrait", "landscape"]),
    ),
    ("resolution", true, ValueType::Resolution),
    (
        "scan",
        false,
        ValueType::Keywords(&["interlace", "progressive"]),
    ),
    ("grid", false, ValueType::Integer),
    (
        "update",
        false,
        ValueType::Keywords(&["none", "slow", "fast"]),
    ),
    (
        "overflow-block",
        false,
        ValueType::Keywords(&["none", "scroll", "paged"]),
    ),
    (
        "overflow-inline",
        false,
        ValueType::Keywords(&["none", "scroll"]),
    ),
    ("color", true, ValueType::Integer),
    ("color-index", true, ValueType::Integer),
    ("monochrome", true, ValueType::Integer),
    (
        "color-gamut",
        false,
        ValueType::Keywords(&["srgb", "p3", "rec2020"]),
    ),
    (
        "video-color-gamut",
        false,
        ValueType::Keywords(&["srgb", "p3", "rec2020"]),
    ),
    (
        "dynamic-range",
        false,
        ValueType::Keywords(&["standard", "high"]),
    ),
    (
        "video-dynamic-range",
        false,
        ValueType::Keywords(&["standard", "high"]),
    ),
    (
        "pointer",
        false,
        ValueType::Keywords(&["none", "coarse", "fine"]),
    ),
    (
        "any-pointer",
        false,
        ValueType::Keywords(&["none", "coarse", "fine"]),
    ),
    ("hover", false, ValueType::Keywords(&["none", "hover"])),
    ("any-hover", false, ValueType::Keywords(&["none", "hover"])),
    (
        "inverted-colors",
        false,
        ValueType::Keywords(&["none", "inverted"]),
    ),
    (
        "forced-colors",
        false,
        ValueType::Keywords(&["none", "active"]),
    ),
    (
        "prefers-color-scheme",
        false,
        ValueType::Keywords(&["light", "dark"]),
    ),
    (
        "prefers-contrast",
        false,
        ValueType::Keywords(&["no-preference", "less", "more", "custom"]),
    ),
    (
        "prefers-reduced-motion",
        false,
        ValueType::Keywords(&["no-preference", "reduce"]),
    ),
    (
        "prefers-reduced-transparency",
        false,
        ValueType::Keywords(&["no-preference", "reduce"]),
    ),
    (
        "prefers-reduced-data",
        false,
        ValueType::Keywords(&["no-preference", "reduce"]),
    ),
    (
        "scripting",
        false,
        ValueType::Keywords(&["none", "initial-only", "enabled"]),
    ),
    (
        "environment-blending",
        false,
        ValueType::Keywords(&["opaque", "additive", "subtractive"]),
    ),
    (
        "display-mode",
        false,
        ValueType::Keywords(&[
            "fullscreen",
            "standalone",
            "minimal-ui",
            "browser",
            "picture-in-picture",
            "window-controls-overlay",
        ]),
    ),
    ("horizontal-viewport-segments", true, ValueType::Integer),
    ("vertical-viewport-segments", true, ValueType::Integer),
    ("device-width", true, ValueType::Length),
    ("device-height", true, ValueType::Length),
    ("device-aspect-ratio", true, ValueType::Ratio),
];

/// Whether `value` is one the feature takes; `Err` with how it is not.
fn check_value(ty: ValueType, value: &MediaFeatureValue) -> Result<(), ErrorKind> {
    let ok = match (ty, value) {
        (ValueType::Length, MediaFeatureValue::Number(n)) => {
            return if *n == 0.0 {
                Ok(())
            } else {
                Err(ErrorKind::LengthNeedsUnit)
            };
        }
        (ValueType::Length, MediaFeatureValue::Dimension { value, unit }) => {
            *value >= 0.0 && Viewport::default().to_px(1.0, unit).is_some()
        }
        (ValueType::Resolution, MediaFeatureValue::Dimension { value, unit }) => {
            *value >= 0.0 && ["dpi", "dpcm", "dppx", "x"].contains(&unit.as_str())
        }
        (ValueType::Resolution, MediaFeatureValue::Ident(i)) => i == "infinite",
        (ValueType::Ratio, MediaFeatureValue::Number(n)) => *n >= 0.0,
        (ValueType::Ratio, MediaFeatureValue::Ratio(..)) => true,
        (ValueType::Integer, MediaFeatureValue::Number(n)) => *n >= 0.0 && n.fract() == 0.0,
        (ValueType::Keywords(words), MediaFeatureValue::Ident(i)) => words.contains(&i.as_str()),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        // The name is filled in by the caller.
        Err(ErrorKind::InvalidMediaFeatureValue {
            name: crate::base::error::ShortName::new(""),
        })
    }
}

/// The first departure of a media feature the grammar accepted from a
/// valid one: an unknown name (`min-`/`max-` only on range features), a
/// value the feature does not take. Vendor-prefixed names (`-webkit-…`)
/// are not checked.
fn feature_violation(feature: &MediaFeature, at: &FeatureAt) -> Option<(usize, ErrorKind)> {
    let (name, values): (&str, Vec<&MediaFeatureValue>) = match feature {
        MediaFeature::Boolean { name } => (name, Vec::new()),
        MediaFeature::Plain { name, value } => (name, vec![value]),
        MediaFeature::Range { name, comparisons } => {
            (name, comparisons.iter().map(|(_, v)| v).collect())
        }
    };
    if name.starts_with('-') {
        return None;
    }
    let plain = matches!(feature, MediaFeature::Plain { .. });
    let (base, prefixed) = match (name.strip_prefix("min-"), name.strip_prefix("max-")) {
        (Some(base), _) | (_, Some(base)) if plain => (base, true),
        _ => (name, false),
    };
    let unknown = || ErrorKind::UnknownMediaFeature {
        name: crate::base::error::ShortName::new(name),
    };
    let Some(&(_, range, ty)) = MEDIA_FEATURES.iter().find(|(n, ..)| *n == base) else {
        return Some((at.name, unknown()));
    };
    if prefixed && !range {
        return Some((at.name, unknown()));
    }
    if matches!(feature, MediaFeature::Range { .. }) && !range {
        // A discrete feature compares with no value.
        let name = crate::base::error::ShortName::new(base);
        return Some((at.values[0], ErrorKind::InvalidMediaFeatureValue { name }));
    }
    for (value, pos) in values.into_iter().zip(at.values) {
        match check_value(ty, value) {
            Ok(()) => {}
            Err(ErrorKind::InvalidMediaFeatureValue { .. }) => {
                let name = crate::base::error::ShortName::new(base);
                return Some((pos, ErrorKind::InvalidMediaFeatureValue { name }));
            }
            Err(kind) => return Some((pos, kind)),
        }
    }
    None
}

/// `<mf-comparison>`: `<`, `<=`, `>`, `>=` or `=` (no space inside).
fn mf_comparison<'i>(p: &mut Parser<'i>, furthest: &Furthest) -> Result<Comparison, Fail> {
    let at = next_at(p);
    let op = match p.next() {
        Ok(Token::Delim('<')) => Comparison::Lt,
        Ok(Token::Delim('>')) => Comparison::Gt,
        Ok(Token::Delim('=')) => return Ok(Comparison::Eq),
        _ => return Err(furthest.fail(at)),
    };
    let equals = p.try_parse(|p| match p.next_including_whitespace() {
        Ok(Token::Delim('=')) => Ok(()),
        _ => Err(ParseError::<()>::custom(())),
    });
    Ok(match (op, equals.is_ok()) {
        (Comparison::Lt, true) => Comparison::Le,
        (Comparison::Gt, true) => Comparison::Ge,
        (op, _) => op,
    })
}

/// `<mf-value>`: a number, a dimension, an identifier or a ratio.
/// A number as CSS keeps it: cssparser reads `1e999` as infinity and
/// `0e999` as NaN (zero times infinity); CSS clamps an infinite value to the
/// largest finite one, and NaN here is 0. Found by fuzzing: a NaN value is
/// unequal to itself and written as `NaN`, which reads as an identifier.
fn finite(value: f32) -> f32 {
    if value.is_nan() {
        0.0
    } else {
        value.clamp(f32::MIN, f32::MAX)
    }
}

fn mf_value<'i>(p: &mut Parser<'i>, furthest: &Furthest) -> Result<MediaFeatureValue, Fail> {
    let at = next_at(p);
    let number = match p.next() {
        Ok(&Token::Number { value, .. }) => finite(value),
        Ok(Token::Dimension { value, unit, .. }) => {
            return Ok(MediaFeatureValue::Dimension {
                value: finite(*value),
                unit: unit.to_ascii_lowercase(),
            })
        }
        Ok(Token::Ident(s)) => return Ok(MediaFeatureValue::Ident(s.to_ascii_lowercase())),
        _ => return Err(furthest.fail(at)),
    };
    // <ratio> = <number [0,∞]> [ / <number [0,∞]> ]?
    let slash = p.try_parse(|p| p.expect_delim('/'));
    if slash.is_err() {
        return Ok(MediaFeatureValue::Number(number));
    }
    let denominator_at = next_at(p);
    let denominator = p
        .expect_number()
        .map(finite)
        .map_err(|_| furthest.fail(denominator_at))?;
    if number < 0.0 || denominator < 0.0 {
        return Err(furthest.fail(at));
    }
    Ok(MediaFeatureValue::Ratio(number, denominator))
}

/// A screen's viewport, the environment a `sizes` attribute is evaluated in
/// (re-exported as `images::Viewport`): the viewport's size
/// and the initial font size, in CSS pixels, on a `screen`. As a
/// [`MediaEnvironment`] it answers `width`, `height` (plain, `min-`, `max-`,
/// range), `aspect-ratio` and `orientation`; every other feature is unknown.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::Viewport;
/// let v = Viewport::default();
/// assert_eq!((v.width, v.height, v.font_size), (1000.0, 800.0, 16.0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Viewport {
    /// The viewport's width.
    pub width: f64,
    /// The viewport's height.
    pub height: f64,
    /// The initial font size (`em`, `rem`; `ex` and `ch` are half of it).
    pub font_size: f64,
}

impl Default for Viewport {
    /// A 1000 × 800 screen with a 16 px font.
    fn default() -> Viewport {
        Viewport {
            width: 1000.0,
            height: 800.0,
            font_size: 16.0,
        }
    }
}

impl Viewport {
    /// `value` of `unit` (ASCII case-insensitive) in CSS pixels, or `None`
    /// for a unit that is not a length.
    ///
    /// Deviation: `ex` and `ch` are taken as half the font size (no font
    /// metrics here); the `s`/`l`/`d` viewport units as the plain ones;
    /// `vi`/`vb` as `vw`/`vh` (horizontal writing).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::Viewport;
    /// let v = Viewport::default();
    /// assert_eq!(v.to_px(50.0, "vw"), Some(500.0));
    /// assert_eq!(v.to_px(1.0, "IN"), Some(96.0));
    /// assert_eq!(v.to_px(1.0, "deg"), None);
    /// ```
    pub fn to_px(&self, value: f64, unit: &str) -> Option<f64> {
        let u = unit.to_ascii_lowercase();
        let vw = self.width / 100.0;
        let vh = self.height / 100.0;
        let factor = match u.as_str() {
            "px" => 1.0,
            "em" | "rem" | "ic" | "lh" | "rlh" => self.font_size,
            "ex" | "rex" | "ch" | "rch" | "cap" | "rcap" => self.font_size / 2.0,
            "vw" | "svw" | "lvw" | "dvw" | "vi" | "svi" | "lvi" | "dvi" => vw,
            "vh" | "svh" | "lvh" | "dvh" | "vb" | "svb" | "lvb" | "dvb" => vh,
            "vmin" | "svmin" | "lvmin" | "dvmin" => vw.min(vh),
            "vmax" | "svmax" | "lvmax" | "dvmax" => vw.max(vh),
            "cm" => 96.0 / 2.54,
            "mm" => 96.0 / 25.4,
            "q" => 96.0 / 101.6,
            "in" => 96.0,
            "pt" => 96.0 / 72.0,
            "pc" => 16.0,
            _ => return None,
        };
        Some(value * factor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
