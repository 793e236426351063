//! [Parsing a sizes attribute](https://html.spec.whatwg.org/multipage/images.html#parse-a-sizes-attribute)
//! and the author-facing [valid source size list](https://html.spec.whatwg.org/multipage/images.html#valid-source-size-list).
//!
//! | input | chosen on a 1000 × 800 screen |
//! |---|---|
//! | `"(max-width: 600px) 100vw, 50vw"` | `50vw` (500 px) |
//! | `"(min-width: 600px) calc(50vw - 10px), 100vw"` | `calc(50vw - 10px)` (490 px) |
//! | `"50%"` | `100vw` (a percentage is not a size: the fallback) |
//!
//! ```text
//! <source-size-list>  = [ <source-size># , ]? <source-size-value>
//! <source-size>       = <media-condition> <source-size-value> | auto
//! <source-size-value> = <length> | auto
//! ```
//!
//! Lengths are not negative and not percentages; `calc()`, `min()`,
//! `max()` and `clamp()` may compute them; `auto` may only be the first
//! entry.

use core::ops::Range;

use cssparser::{Delimiter, ParseError, Parser, Token};

use crate::base::error::Error;
use crate::base::error::{ErrorKind, Violation};
use crate::base::step::{Earliest, Every, Sink, Steps};
use crate::base::valid::{in_text_order, report_found};
use crate::common::media::{
    media_condition, next_at, number_source, Comparison, Fail, Furthest, MediaCondition,
    MediaEnvironment, MediaFeature, MediaFeatureValue, Viewport,
};

/// Where the sizes steps report: departures from the valid syntax, and a
/// media condition's own error (by default the departure
/// [`Violation::InvalidMediaCondition`] at the same offset).
pub(crate) trait SizesSink: Sink {
    /// A media condition that failed, or parsed with a departure of its
    /// own (an unknown media feature, an unclosed parenthesis).
    fn media(&mut self, pos: usize, kind: ErrorKind) {
        let _ = kind;
        self.report(pos, Violation::InvalidMediaCondition);
    }
}

impl SizesSink for () {}

impl<F: FnMut(usize, Violation)> SizesSink for F {}

/// The sink of [`validate_sizes`]: the earliest report, with a media
/// condition's own error kind.
impl SizesSink for Earliest<ErrorKind> {
    fn media(&mut self, pos: usize, kind: ErrorKind) {
        self.keep(pos, kind);
    }
}

/// The sink of [`report_sizes`]: every report, with a media condition's
/// own error kind.
impl SizesSink for Every {
    fn media(&mut self, pos: usize, kind: ErrorKind) {
        self.0.push((pos, kind));
    }
}

impl Viewport {
    /// A media feature value as a non-negative length in px.
    fn length(&self, value: &MediaFeatureValue) -> Option<f64> {
        let px = match value {
            MediaFeatureValue::Number(n) if *n == 0.0 => 0.0,
            MediaFeatureValue::Dimension { value, unit } => self.to_px(f64::from(*value), unit)?,
            _ => return None,
        };
        (px >= 0.0).then_some(px)
    }

    /// A media feature value as a positive ratio.
    fn ratio(value: &MediaFeatureValue) -> Option<f64> {
        match value {
            MediaFeatureValue::Number(n) if *n > 0.0 => Some(f64::from(*n)),
            MediaFeatureValue::Ratio(a, b) if *b > 0.0 => Some(f64::from(*a) / f64::from(*b)),
            _ => None,
        }
    }
}

impl MediaEnvironment for Viewport {
    fn media_type(&self) -> &str {
        "screen"
    }

    fn evaluate(&self, feature: &MediaFeature) -> Option<bool> {
        let actual = |name: &str| match name {
            "width" => Some(self.width),
            "height" => Some(self.height),
            "aspect-ratio" => Some(self.width / self.height),
            _ => None,
        };
        let read = |name: &str, v: &MediaFeatureValue| {
            if name == "aspect-ratio" {
                Viewport::ratio(v)
            } else {
                self.length(v)
            }
        };
        match feature {
            MediaFeature::Boolean { name } => match name.as_str() {
                "width" | "height" | "aspect-ratio" | "orientation" => Some(true),
                _ => None,
            },
            MediaFeature::Plain { name, value } if name == "orientation" => match value {
                MediaFeatureValue::Ident(o) if o == "portrait" => Some(self.height >= self.width),
                MediaFeatureValue::Ident(o) if o == "landscape" => Some(self.width > self.height),
                _ => None,
            },
            MediaFeature::Plain { name, value } => {
                let (op, base) = match (name.strip_prefix("min-"), name.strip_prefix("max-")) {
                    (Some(base), _) => (Comparison::Ge, base),
                    (_, Some(base)) => (Comparison::Le, base),
                    _ => (Comparison::Eq, name.as_str()),
                };
                Some(op.holds(actual(base)?, read(base, value)?))
            }
            MediaFeature::Range { name, comparisons } => {
                let a = actual(name)?;
                let mut all = true;
                for (op, value) in comparisons {
                    all &= op.holds(a, read(name, value)?);
                }
                Some(all)
            }
        }
    }
}

/// A math expression or a length, as a `<source-size-value>` holds it.
#[derive(Debug, Clone, PartialEq)]
enum Expr {
    /// A number (inside math functions) or a unitless zero.
    Number(f64),
    /// A length: a number and its unit in lower case.
    Length(f64, String),
    /// Terms added (`false`) or subtracted (`true`), flat: a long sum is
    /// no deep tree (to evaluate, or to drop).
    Sum(Vec<(bool, Expr)>),
    /// Factors multiplied (`false`) or divided by (`true`), flat.
    Product(Vec<(bool, Expr)>),
    Min(Vec<Expr>),
    Max(Vec<Expr>),
    Clamp(Box<Expr>, Box<Expr>, Box<Expr>),
}

impl Expr {
    fn px(&self, v: &Viewport) -> f64 {
        match self {
            Expr::Number(n) => *n,
            Expr::Length(n, unit) => v.to_px(*n, unit).unwrap_or(0.0),
            Expr::Sum(terms) => {
                terms.iter().fold(
                    0.0,
                    |acc, (minus, e)| {
                        if *minus {
                            acc - e.px(v)
                        } else {
                            acc + e.px(v)
                        }
                    },
                )
            }
            Expr::Product(factors) => factors.iter().fold(1.0, |acc, (divide, e)| {
                if *divide {
                    acc / e.px(v)
                } else {
                    acc * e.px(v)
                }
            }),
            Expr::Min(all) => all.iter().map(|e| e.px(v)).fold(f64::INFINITY, f64::min),
            Expr::Max(all) => all
                .iter()
                .map(|e| e.px(v))
                .fold(f64::NEG_INFINITY, f64::max),
            Expr::Clamp(lo, x, hi) => x.px(v).min(hi.px(v)).max(lo.px(v)),
        }
    }
}

/// A `<length>` of a source size: a dimension, a unitless zero, or a math
/// function of lengths.
#[derive(Debug, Clone, PartialEq)]
pub struct SizeLength(Expr);

impl SizeLength {
    /// The length in CSS pixels in `viewport`. A math function's negative
    /// result is clamped to 0 (a size is never negative); a division by
    /// zero is 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::images::{validate_sizes, SourceSizeValue, Viewport};
    /// let list = validate_sizes("calc(50vw - 2em)").unwrap();
    /// let SourceSizeValue::Length(len) = &list.sizes[0].value else { unreachable!() };
    /// assert_eq!(len.to_px(&Viewport::default()), 468.0);
    /// ```
    pub fn to_px(&self, viewport: &Viewport) -> f64 {
        let px = self.0.px(viewport);
        if px.is_nan() {
            0.0
        } else {
            // -0 is 0.
            px.clamp(0.0, f64::MAX) + 0.0
        }
    }
}

/// A `<source-size-value>`.
#[derive(Debug, Clone, PartialEq)]
pub enum SourceSizeValue {
    /// A length.
    Length(SizeLength),
    /// `auto`: the image's rendered width, which only a layout engine knows.
    Auto,
}

/// One entry of a source size list that parsed: an optional media
/// condition and a size.
#[derive(Debug, Clone, PartialEq)]
pub struct SourceSize<'a> {
    /// The media condition, if the entry has one.
    pub condition: Option<MediaCondition>,
    /// The size.
    pub value: SourceSizeValue,
    /// The size as written.
    pub text: &'a str,
    /// The byte span of the size in the attribute.
    pub span: Range<usize>,
}

/// The entries of a sizes attribute that parsed, in order (those that did
/// not are skipped, as the spec's loop does).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SourceSizeList<'a> {
    /// The entries.
    pub sizes: Vec<SourceSize<'a>>,
}

/// What [`parse_sizes_attribute`] chooses: the size as written (`"100vw"`
/// for the fallback) and its value in CSS pixels.
#[derive(Debug, Clone, PartialEq)]
pub struct ChosenSize<'a> {
    /// The chosen `<source-size-value>` as written, or `"100vw"`.
    pub text: &'a str,
    /// Its value in CSS pixels.
    pub px: f64,
}

impl<'a> SourceSizeList<'a> {
    /// Steps 3–4 of parse a sizes attribute over the parsed entries: the
    /// first whose media condition is absent or true in `viewport`, skipping
    /// `auto` (no rendered image here); else `100vw`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::images::{parse_source_size_list, Viewport};
    /// let list = parse_source_size_list("(max-width: 600px) 480px, 800px");
    /// let narrow = Viewport { width: 500.0, ..Viewport::default() };
    /// assert_eq!(list.choose(&narrow).text, "480px");
    /// assert_eq!(list.choose(&Viewport::default()).px, 800.0);
    /// ```
    pub fn choose(&self, viewport: &Viewport) -> ChosenSize<'a> {
        for size in &self.sizes {
            let SourceSizeValue::Length(len) = &size.value else {
                // Step 3.3–3.4: auto, with no rendered img, is skipped.
                continue;
            };
            let holds = match &size.condition {
                None => true,
                Some(c) => c.evaluate(viewport) == Some(true),
            };
            if holds {
                return ChosenSize {
                    text: size.text,
                    px: len.to_px(viewport),
                };
            }
        }
        // Step 4.
        ChosenSize {
            text: "100vw",
            px: viewport.width,
        }
    }
}

/// The number of the numeric token that starts at `start`, read from its
/// source text as a double (cssparser keeps an `f32`, so `.1px` would be
/// 0.10000000149011612 px); the token's own value if that fails.
fn exact(p: &Parser<'_>, start: cssparser::SourcePosition, value: f32) -> f64 {
    number_source(p.slice_from(start))
        .parse::<f64>()
        .unwrap_or(f64::from(value))
}

/// Whether `name` is a math function this module evaluates.
fn is_math_function(name: &str) -> bool {
    ["calc", "min", "max", "clamp"]
        .iter()
        .any(|f| name.eq_ignore_ascii_case(f))
}

/// The deepest nesting of math functions and parentheses read in a size.
const MAX_MATH_NESTING: usize = 32;

/// Whether `unit` is a length unit.
fn is_length_unit(unit: &str) -> bool {
    Viewport::default().to_px(1.0, unit).is_some()
}

/// The type of a math expression: a number or a length.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Number,
    Length,
}

/// Why a size did not parse, and where (offset in the size's own text).
type SizeFail = (usize, Violation);

/// A `<source-size-value>` on a parser over the size's own text.
fn source_size_value(p: &mut Parser<'_>) -> Result<SourceSizeValue, SizeFail> {
    let at = next_at(p);
    let start = p.position();
    let invalid = (at, Violation::InvalidSize);
    let value = match p.next().cloned() {
        Ok(Token::Ident(s)) if s.eq_ignore_ascii_case("auto") => SourceSizeValue::Auto,
        Ok(Token::Dimension { value, unit, .. }) if is_length_unit(&unit) => {
            if value < 0.0 {
                return Err((at, Violation::NegativeSize));
            }
            SourceSizeValue::Length(SizeLength(Expr::Length(
                exact(p, start, value),
                unit.to_ascii_lowercase(),
            )))
        }
        Ok(Token::Number { value: 0.0, .. }) => {
            SourceSizeValue::Length(SizeLength(Expr::Number(0.0)))
        }
        Ok(Token::Percentage { .. }) => return Err((at, Violation::PercentageSize)),
        Ok(Token::Function(name)) if is_math_function(&name) => {
            let e = math_function(p, &name, 0).map_err(|at| (at, Violation::InvalidSize))?;
            match e {
                (Kind::Length, e) => SourceSizeValue::Length(SizeLength(e)),
                (Kind::Number, _) => return Err(invalid),
            }
        }
        _ => return Err(invalid),
    };
    let end = next_at(p);
    if p.is_exhausted() {
        Ok(value)
    } else {
        Err((end, Violation::InvalidSize))
    }
}

type MathResult = Result<(Kind, Expr), usize>;

/// The contents of `calc(`, `min(`, `max(` or `clamp(` (just read).
fn math_function(p: &mut Parser<'_>, name: &str, depth: usize) -> MathResult {
    let at = p.position().byte_index();
    if depth >= MAX_MATH_NESTING {
        return Err(at);
    }
    let name = name.to_ascii_lowercase();
    let result: Result<(Kind, Expr), ParseError<usize>> = p.parse_nested_block(|p| {
        let fail = |at: usize| ParseError::<usize>::custom(at);
        let mut args = Vec::new();
        loop {
            let arg = p.parse_until_before(Delimiter::Comma, |p| {
                let e = calc_sum(p, depth + 1).map_err(fail)?;
                let end = next_at(p);
                if p.is_exhausted() {
                    Ok(e)
                } else {
                    Err(fail(end))
                }
            })?;
            args.push(arg);
            match p.next() {
                Ok(Token::Comma) => continue,
                _ => break,
            }
        }
        let kind = args.first().map_or(Kind::Number, |(k, _)| *k);
        if args.iter().any(|(k, _)| *k != kind) {
            return Err(fail(at));
        }
        let mut exprs: Vec<Expr> = args.into_iter().map(|(_, e)| e).collect();
        let e = match (name.as_str(), exprs.len()) {
            ("calc", 1) => exprs.pop().ok_or_else(|| fail(at))?,
            ("min", n) if n >= 1 => Expr::Min(exprs),
            ("max", n) if n >= 1 => Expr::Max(exprs),
            ("clamp", 3) => {
                let hi = exprs.pop().ok_or_else(|| fail(at))?;
                let x = exprs.pop().ok_or_else(|| fail(at))?;
                let lo = exprs.pop().ok_or_else(|| fail(at))?;
                Expr::Clamp(Box::new(lo), Box::new(x), Box::new(hi))
            }
            _ => return Err(fail(at)),
        };
        Ok((kind, e))
    });
    result.map_err(|e| match e.kind {
        cssparser::ParseErrorKind::Custom(at) => at,
        cssparser::ParseErrorKind::Basic(_) => at,
    })
}

/// `<calc-sum>`: products joined by ` + ` and ` - ` (whitespace on both
/// sides, as CSS requires).
fn calc_sum(p: &mut Parser<'_>, depth: usize) -> MathResult {
    let (kind, first) = calc_product(p, depth)?;
    let mut terms = vec![(false, first)];
    let done = |kind: Kind, mut terms: Vec<(bool, Expr)>| match (terms.len(), terms.pop()) {
        (1, Some((_, e))) => Ok((kind, e)),
        (_, Some(last)) => {
            terms.push(last);
            Ok((kind, Expr::Sum(terms)))
        }
        (_, None) => Ok((kind, Expr::Number(0.0))),
    };
    loop {
        let state = p.state();
        let space = matches!(p.next_including_whitespace(), Ok(Token::WhiteSpace(_)));
        let op = match p.next_including_whitespace() {
            Ok(Token::Delim(c)) if space && (*c == '+' || *c == '-') => *c,
            _ => {
                p.reset(&state);
                return done(kind, terms);
            }
        };
        if !matches!(p.next_including_whitespace(), Ok(Token::WhiteSpace(_))) {
            return Err(p.position().byte_index());
        }
        let at = next_at(p);
        let (k, rhs) = calc_product(p, depth)?;
        if k != kind {
            return Err(at);
        }
        terms.push((op == '-', rhs));
    }
}

/// `<calc-product>`: values joined by `*` and `/` (a number divisor; at
/// most one length).
fn calc_product(p: &mut Parser<'_>, depth: usize) -> MathResult {
    let (mut kind, first) = calc_value(p, depth)?;
    let mut factors = vec![(false, first)];
    loop {
        let state = p.state();
        let op = match p.next() {
            Ok(Token::Delim(c)) if *c == '*' || *c == '/' => *c,
            _ => {
                p.reset(&state);
                return Ok(match (factors.len(), factors.pop()) {
                    (1, Some((_, e))) => (kind, e),
                    (_, Some(last)) => {
                        factors.push(last);
                        (kind, Expr::Product(factors))
                    }
                    (_, None) => (kind, Expr::Number(1.0)),
                });
            }
        };
        let at = next_at(p);
        let (k, rhs) = calc_value(p, depth)?;
        match (op, kind, k) {
            ('*', Kind::Length, Kind::Length) => return Err(at),
            ('*', _, _) => {
                if k == Kind::Length {
                    kind = Kind::Length;
                }
                factors.push((false, rhs));
            }
            (_, _, Kind::Number) => factors.push((true, rhs)),
            _ => return Err(at),
        }
    }
}

/// `<calc-value>`: a number, a length, `( <calc-sum> )` or a math function.
fn calc_value(p: &mut Parser<'_>, depth: usize) -> MathResult {
    let at = next_at(p);
    let start = p.position();
    match p.next().cloned() {
        Ok(Token::Number { value, .. }) => Ok((Kind::Number, Expr::Number(exact(p, start, value)))),
        Ok(Token::Dimension { value, unit, .. }) if is_length_unit(&unit) => Ok((
            Kind::Length,
            Expr::Length(exact(p, start, value), unit.to_ascii_lowercase()),
        )),
        Ok(Token::ParenthesisBlock) => math_function(p, "calc", depth),
        Ok(Token::Function(name)) if is_math_function(&name) => math_function(p, &name, depth),
        _ => Err(at),
    }
}

/// The steps of [parse a sizes attribute](https://html.spec.whatwg.org/multipage/images.html#parse-a-sizes-attribute)
/// up to the evaluation of conditions: the entries that parse, in order.
/// Never fails; each entry skipped (with why) and each departure from a
/// valid source size list goes to `sink`.
pub(crate) fn sizes_steps<'a, S: SizesSink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
) -> Steps<SourceSizeList<'a>> {
    let input = text.get(pos..).unwrap_or("");
    let mut list = SourceSizeList::default();
    let mut p = Parser::new(input);
    // Step 1: a comma-separated list of component values, one entry at a
    // time: the start and end of each top-level component value.
    let mut components: Vec<Range<usize>> = Vec::new();
    for i in 0.. {
        let start = next_at(&mut p);
        components.clear();
        let _ = p.parse_until_before(Delimiter::Comma, |p| {
            loop {
                let at = next_at(p);
                match p.next() {
                    Err(_) => break,
                    Ok(Token::Function(_) | Token::ParenthesisBlock)
                    | Ok(Token::SquareBracketBlock | Token::CurlyBracketBlock) => {
                        let _ = p.parse_nested_block(|_| Ok::<(), Fail>(()));
                    }
                    Ok(_) => {}
                }
                components.push(at..p.position().byte_index());
            }
            Ok::<(), Fail>(())
        });
        let more = matches!(p.next(), Ok(Token::Comma));
        // Step 3, for this entry.
        let entry = Entry {
            index: i,
            start,
            components: &components,
            last: !more,
        };
        source_size_entry(input, pos, &entry, sink, &mut list);
        if !more {
            break;
        }
    }
    Ok((text.len(), list))
}

/// One entry of the comma-separated list, for step 3.
struct Entry<'c> {
    /// Its place in the list.
    index: usize,
    /// Where it starts (after whitespace).
    start: usize,
    /// Its top-level component values.
    components: &'c [Range<usize>],
    /// Whether it is the last entry.
    last: bool,
}

/// Step 3 of parse a sizes attribute for one entry (`input` is the text
/// from `pos`): the entry goes to `list` when its size and condition parse.
fn source_size_entry<'a, S: SizesSink>(
    input: &'a str,
    pos: usize,
    entry: &Entry<'_>,
    sink: &mut S,
    list: &mut SourceSizeList<'a>,
) {
    let (i, start, components, last_entry) =
        (entry.index, entry.start, entry.components, entry.last);
    let only = i == 0 && last_entry;
    // Step 3.1: an empty entry is a parse error.
    let Some(value_span) = components.last() else {
        if S::ACTIVE {
            let why = if only {
                Violation::EmptySizes
            } else {
                Violation::InvalidSize
            };
            sink.report(pos + start, why);
        }
        return;
    };
    // Step 3.2: the last component value is the size.
    let value_text = input.get(value_span.clone()).unwrap_or("");
    let value = match source_size_value(&mut Parser::new(value_text)) {
        Ok(v) => v,
        Err((at, why)) => {
            sink.report(pos + value_span.start + at, why);
            return;
        }
    };
    let is_auto = value == SourceSizeValue::Auto;
    // Step 3.4: the rest is the media condition, if any.
    let condition = match (components.first(), components.len()) {
        (Some(first), n) if n > 1 => {
            let cond_text = input.get(first.start..value_span.start).unwrap_or("");
            let furthest = Furthest::new();
            let mut cp = Parser::new(cond_text);
            let parsed = media_condition(&mut cp, &furthest, true).and_then(|c| {
                let end = next_at(&mut cp);
                if cp.is_exhausted() {
                    Ok(c)
                } else {
                    Err(furthest.fail_at(end))
                }
            });
            let shift = pos + first.start;
            match (parsed, furthest.violation()) {
                (Ok(c), None) => Some(c),
                (Ok(c), Some((at, kind))) => {
                    // Parsed, with an unknown feature or the like:
                    // kept (it evaluates to unknown), and reported.
                    if S::ACTIVE {
                        sink.media(shift + at, kind);
                    }
                    Some(c)
                }
                (Err(_), Some((at, kind))) if at < furthest.at() => {
                    sink.media(shift + at, kind);
                    return;
                }
                (Err(_), _) => {
                    let at = furthest.at().min(cond_text.len());
                    sink.report(shift + at, Violation::InvalidMediaCondition);
                    return;
                }
            }
        }
        _ => None,
    };
    if S::ACTIVE {
        let at = pos + components.first().map_or(value_span.start, |c| c.start);
        if is_auto && (i > 0 || condition.is_some()) {
            sink.report(at, Violation::MisplacedAuto);
        } else if is_auto {
            // `auto` first: allowed.
        } else if condition.is_none() && !last_entry {
            sink.report(at, Violation::SizeWithoutCondition);
        } else if condition.is_some() && last_entry {
            sink.report(at, Violation::ConditionOnLastSize);
        }
    }
    list.sizes.push(SourceSize {
        condition,
        value,
        text: value_text,
        span: pos + value_span.start..pos + value_span.end,
    });
}

/// The entries of a sizes attribute that parse (step 1–3.5 of
/// [parse a sizes attribute](https://html.spec.whatwg.org/multipage/images.html#parse-a-sizes-attribute)
/// without the evaluation); choose among them with
/// [`SourceSizeList::choose`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::parse_source_size_list;
/// let list = parse_source_size_list("(min-width: 800px) 50vw, 5%, 100vw");
/// let texts: Vec<&str> = list.sizes.iter().map(|s| s.text).collect();
/// assert_eq!(texts, ["50vw", "100vw"]); // the percentage is skipped
/// ```
pub fn parse_source_size_list(input: &str) -> SourceSizeList<'_> {
    sizes_steps(input, 0, &mut ()).map_or_else(|_| SourceSizeList::default(), |(_, l)| l)
}

/// [Parse a sizes attribute](https://html.spec.whatwg.org/multipage/images.html#parse-a-sizes-attribute)
/// for an image in `viewport`: the first size whose media condition is
/// absent or true, else `100vw`. Pass `""` for an absent attribute.
///
/// Deviation: `auto` entries are skipped, as for an image that is not
/// being rendered (no layout here).
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::{parse_sizes_attribute, Viewport};
/// let v = Viewport::default();
/// let chosen = parse_sizes_attribute("(max-width: 600px) 100vw, 33vw", &v);
/// assert_eq!((chosen.text, chosen.px), ("33vw", 330.0));
/// assert_eq!(parse_sizes_attribute("", &v).text, "100vw");
/// assert_eq!(parse_sizes_attribute("-1px", &v).text, "100vw");
/// ```
pub fn parse_sizes_attribute<'a>(input: &'a str, viewport: &Viewport) -> ChosenSize<'a> {
    parse_source_size_list(input).choose(viewport)
}

/// A [valid source size list](https://html.spec.whatwg.org/multipage/images.html#valid-source-size-list):
/// entries of a media condition and a size, then a last size without a
/// condition; `auto` only first; no percentages, no negative lengths.
///
/// # Errors
///
/// [`ErrorKind::Invalid`] at the earliest departure: an entry that does
/// not parse ([`Violation::InvalidSize`], [`Violation::PercentageSize`],
/// [`Violation::NegativeSize`], [`Violation::InvalidMediaCondition`] at
/// the token the media condition grammar could not use, or the media query
/// kinds: [`ErrorKind::UnknownMediaFeature`],
/// [`ErrorKind::InvalidMediaFeatureValue`], [`ErrorKind::LengthNeedsUnit`],
/// [`ErrorKind::Unclosed`]), an entry without
/// a condition before the last, a last entry with one, a misplaced `auto`,
/// or an empty list ([`Violation::EmptySizes`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::validate_sizes;
/// assert!(validate_sizes("(max-width: 600px) 480px, 800px").is_ok());
/// assert!(validate_sizes("auto, 100vw").is_ok());
/// let err = validate_sizes("480px, 800px").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("size_without_condition", 0));
/// let err = validate_sizes("(max-width: 600px) 50%").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("percentage_size", 19));
/// ```
pub fn validate_sizes(input: &str) -> Result<SourceSizeList<'_>, Error> {
    let mut sink = Earliest::<ErrorKind>::default();
    let list = match sizes_steps(input, 0, &mut sink) {
        Ok((_, list)) => list,
        Err((pos, kind)) => return Err(Error::new(kind, input, pos)),
    };
    match sink.0 {
        Some((pos, kind)) => Err(Error::new(kind, input, pos)),
        None => Ok(list),
    }
}

/// Every error of `input` as a valid source size list, each located, to
/// `report` in the order of their offsets (the first is
/// [`validate_sizes`]' error): each entry's, each media condition's own,
/// or the failure that stops the steps; warnings only on a value without
/// error.
pub(crate) fn report_sizes(input: &str, report: &mut dyn FnMut(Error)) {
    let mut sink = Every::default();
    if let Err((pos, kind)) = sizes_steps(input, 0, &mut sink) {
        // As `validate_sizes`: the failure is the error.
        return report(Error::new(kind, input, pos));
    }
    report_found(input, in_text_order(sink.0), report);
}

/// Whether `input` is a valid source size list; see [`validate_sizes`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::is_valid_sizes;
/// assert!(is_valid_sizes("100vw"));
/// assert!(is_valid_sizes("(min-width: 36em) calc(33.3vw - 2em), 100vw"));
/// assert!(!is_valid_sizes(""));
/// assert!(!is_valid_sizes("100vw, auto"));
/// ```
pub fn is_valid_sizes(input: &str) -> bool {
    validate_sizes(input).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (code, offset) of each error `report_sizes` gives.
    fn reported(input: &str) -> Vec<(&'static str, usize)> {
        let mut found = Vec::new();
        report_sizes(input, &mut |e| found.push((e.kind().code(), e.offset())));
        found
    }

    /// `validate_sizes`' error, as `reported` writes it.
    fn reported_first(input: &str) -> Vec<(&'static str, usize)> {
        validate_sizes(input)
            .err()
            .map(|e| (e.kind().code(), e.offset()))
            .into_iter()
            .collect()
    }

    #[test]
    fn every_entry_of_a_sizes_reports_its_error() {
        assert_eq!(
            reported("480px, (max-width: 600px) 50%, 100vw, auto"),
            [
                ("size_without_condition", 0),
                ("percentage_size", 26),
                // `100vw` is no longer the last entry.
                ("size_without_condition", 31),
                ("misplaced_auto", 38),
            ]
        );
        assert_eq!(reported("(max-width: 600px) 480px, 800px"), []);
        assert_eq!(
            reported("(min-widht: 600px) 100vw, 800px"),
            reported_first("(min-widht: 600px) 100vw, 800px")
        );
        for input in ["480px, 800px", "(max-width: 600px) 50%", "100vw, auto", ""] {
            let first = validate_sizes(input).unwrap_err();
            assert_eq!(
                reported(input).first(),
                Some(&(first.kind().code(), first.offset())),
                "{input}"
            );
        }
    }

    fn chosen(s: &str) -> (String, f64) {
        let c = parse_sizes_attribute(s, &Viewport::default());
        (c.text.to_owned(), c.px)
    }

    #[test]
    fn ok_math_functions() {
        assert_eq!(
            chosen("calc(100vw - 20px)"),
            ("calc(100vw - 20px)".into(), 980.0)
        );
        assert_eq!(chosen("min(1px, 100px)").1, 1.0);
        assert_eq!(chosen("max(-100px, 1px)").1, 1.0);
        assert_eq!(chosen("min(-100px, 1px)").1, 0.0);
        assert_eq!(chosen("clamp(10px, 50vw, 200px)").1, 200.0);
        assert_eq!(chosen("calc((1px + 2px) * 3)").1, 9.0);
        assert_eq!(chosen("calc(10px / 2)").1, 5.0);
    }

    #[test]
    fn err_math_functions() {
        for s in [
            "calc(1px+2px)",
            "calc(1px * 2px)",
            "calc(2 / 1px)",
            "calc(1px, 2px)",
            "calc(1)",
            "min(1px, 2)",
            "clamp(1px, 2px)",
            "foo(1px)",
        ] {
            assert_eq!(chosen(s).0, "100vw", "{s}");
        }
        let deep = format!("{}1px{}", "calc(".repeat(100), ")".repeat(100));
        assert_eq!(chosen(&deep).0, "100vw");
    }
}
