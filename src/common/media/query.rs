//! A `<media-query>`: a condition alone, or `not`/`only`, a media type and
//! `and` a condition; its type, its matching, its text, and its parser.

use core::fmt;

use cssparser::{serialize_identifier, Parser, Token};

use super::author::media_type_problem;
use super::condition::{and3, media_condition};
use super::furthest::{keyword, next_at, Fail, Furthest};
use super::{MediaCondition, MediaEnvironment};

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

/// `<media-query>`.
pub(super) fn media_query<'i>(p: &mut Parser<'i>, furthest: &Furthest) -> Result<MediaQuery, Fail> {
    // <media-condition>
    let saved = furthest.recorded();
    if let Ok(condition) = p.try_parse(|p| media_condition(p, furthest, true)) {
        return Ok(MediaQuery {
            qualifier: None,
            media_type: None,
            condition: Some(condition),
        });
    }
    furthest.restore(saved);
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
