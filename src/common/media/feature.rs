//! `<media-feature>`: the plain, boolean and range forms, the comparisons
//! of a range, their text, and their parsers.

use core::fmt;

use cssparser::{serialize_identifier, ParseError, Parser, Token};

use super::furthest::{next_at, Fail, Furthest};
use super::value::mf_value;
use super::MediaFeatureValue;

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
pub(super) struct FeatureAt {
    pub(super) name: usize,
    /// The values in the order of the feature's value or comparisons.
    pub(super) values: [usize; 2],
}

/// The contents of `( <media-feature> )`.
pub(super) fn media_feature<'i>(
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
