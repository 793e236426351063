//! `<media-condition>` and `<media-in-parens>` (with `<general-enclosed>`):
//! their types, their three-valued evaluation, their text, and their parsers.

use core::fmt;

use cssparser::{Parser, ToCss, Token, TokenSerializationType};

use super::author::deprecated_feature;
use super::feature::media_feature;
use super::feature_table::feature_violation;
use super::furthest::{keyword, next_at, Fail, Furthest};
use super::value::{number_source, write_unit};
use super::{AuthorProblem, MediaEnvironment, MediaFeature};
use crate::base::error::{ErrorKind, Expected, Found};

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

/// `a and b` in three-valued logic.
pub(super) fn and3(a: Option<bool>, b: Option<bool>) -> Option<bool> {
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
        let saved = furthest.recorded();
        let condition =
            p.parse_nested_block(|p| furthest.nested(at, || media_condition(p, furthest, true)));
        if let Ok(c) = condition {
            furthest.check_closed(p, start, at, ')');
            return Ok(MediaInParens::Condition(Box::new(c)));
        }
        furthest.restore(saved);
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
        furthest.restore(saved);
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
