//! [2.3.2 Boolean attributes](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes)
//! and [2.3.3 Keywords and enumerated attributes](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#keywords-and-enumerated-attributes).
//!
//! | attribute | value | result |
//! |---|---|---|
//! | boolean `checked` | `""`, `"checked"`, `"CHECKED"` | valid, true |
//! | boolean `checked` | `"true"`, `" checked"` | not valid (still true: the attribute is present) |
//! | [`DIR`] | missing, `""`, `"up"` | [`Dir::Undefined`] |
//! | [`CROSSORIGIN`] | missing / `""` / `"x"` | [`CorsSettings::NoCors`] / [`CorsSettings::Anonymous`] / [`CorsSettings::Anonymous`] |
//! | [`SHAPE`] | `"circ"` | [`Shape::Circle`], but not conforming |
//!
//! An enumerated attribute is declared as a `const` [`EnumeratedAttribute`]:
//! a static table of keywords, read at run time with no allocation.
//!
//! ```text
//! boolean-attribute-value = "" / <the attribute's name, ASCII case-insensitive>
//! enumerated-value        = <one of the conforming keywords, ASCII case-insensitive>
//! ```

pub mod enumerated;
mod nearest;
pub(crate) mod row;

pub use nearest::nearest_keyword;

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected, Violation};
use crate::base::step::{Failure, Sink, Steps};
use crate::common::idioms::{
    count_while, is_ascii_whitespace, str_from, strip_leading_and_trailing_ascii_whitespace,
};

/// The state of a [boolean attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attribute):
/// present (whatever its value) is true, absent is false.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::boolean_attribute_state;
/// assert!(boolean_attribute_state(Some("false"))); // present: true
/// assert!(!boolean_attribute_state(None));
/// ```
pub fn boolean_attribute_state(value: Option<&str>) -> bool {
    value.is_some()
}

/// Conformance of a [boolean attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attribute)'s
/// value: the empty string, or an ASCII case-insensitive match for the
/// attribute's canonical `name`, with no leading or trailing whitespace.
///
/// # Errors
///
/// [`ErrorKind::Invalid`] with [`Violation::LeadingWhitespace`] or
/// [`Violation::TrailingWhitespace`] when the value is the name surrounded by
/// whitespace; otherwise [`ErrorKind::Expected`] (the empty string or the
/// name) at the first character (`"true"` and `"false"` are not allowed).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::validate_boolean_attribute;
/// assert!(validate_boolean_attribute("disabled", "").is_ok());
/// assert!(validate_boolean_attribute("disabled", "DISABLED").is_ok());
/// let err = validate_boolean_attribute("disabled", "true").unwrap_err();
/// assert_eq!(err.kind().code(), "expected_empty_or_attribute_name");
/// let err = validate_boolean_attribute("disabled", "disabled ").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("trailing_whitespace", 8));
/// ```
pub fn validate_boolean_attribute(name: &str, value: &str) -> Result<(), Error> {
    entry::validate_to_end(value, |text, sink| {
        boolean_attribute_steps(name, text, 0, sink)
    })
}

/// The value of the boolean attribute `name` from `pos`, which it consumes
/// whole: the empty string or the name (ASCII case-insensitive); the name
/// with whitespace around it is reported; anything else fails at `pos`.
fn boolean_attribute_steps<S: Sink>(name: &str, text: &str, pos: usize, sink: &mut S) -> Steps<()> {
    let value = str_from(text, pos);
    let is_name = |v: &str| v.eq_ignore_ascii_case(name);
    if value.is_empty() || is_name(value) || whitespace_around(value, pos, sink, is_name) {
        return Ok((text.len(), ()));
    }
    Err((
        pos,
        ErrorKind::expected(Expected::EmptyOrAttributeName, value),
    ))
}

/// Whether `value` is a conforming value of the boolean attribute `name`;
/// see [`validate_boolean_attribute`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::is_valid_boolean_attribute;
/// assert!(is_valid_boolean_attribute("checked", "Checked"));
/// assert!(!is_valid_boolean_attribute("checked", "false"));
/// ```
pub fn is_valid_boolean_attribute(name: &str, value: &str) -> bool {
    validate_boolean_attribute(name, value).is_ok()
}

/// When `value` stripped of ASCII whitespace satisfies `ok` (but `value`
/// itself does not), the whitespace violation at the first whitespace.
fn whitespace_around<S: Sink>(
    value: &str,
    pos: usize,
    sink: &mut S,
    ok: impl Fn(&str) -> bool,
) -> bool {
    let stripped = strip_leading_and_trailing_ascii_whitespace(value);
    if stripped.len() == value.len() || !ok(stripped) {
        return false;
    }
    let leading = count_while(value, is_ascii_whitespace);
    if leading > 0 {
        sink.report(pos, Violation::LeadingWhitespace);
    } else {
        sink.report(pos + stripped.len(), Violation::TrailingWhitespace);
    }
    true
}

/// One keyword of an [enumerated attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute):
/// the keyword (in lower case), the state it maps to, and whether authors may
/// use it.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{Keyword, Shape};
/// const CIRC: Keyword<Shape> = Keyword::non_conforming("circ", Shape::Circle);
/// assert!(!CIRC.conforming);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Keyword<S: 'static> {
    /// The keyword, in ASCII lower case (it is matched ASCII case-insensitively).
    pub keyword: &'static str,
    /// The state the keyword maps to.
    pub state: S,
    /// Whether the keyword is conforming.
    pub conforming: bool,
}

impl<S> Keyword<S> {
    /// A conforming keyword.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::{Keyword, Dir};
    /// assert!(Keyword::new("ltr", Dir::Ltr).conforming);
    /// ```
    pub const fn new(keyword: &'static str, state: S) -> Keyword<S> {
        Keyword {
            keyword,
            state,
            conforming: true,
        }
    }

    /// A keyword that maps to a state but is not conforming.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::{Keyword, Shape};
    /// assert!(!Keyword::non_conforming("polygon", Shape::Polygon).conforming);
    /// ```
    pub const fn non_conforming(keyword: &'static str, state: S) -> Keyword<S> {
        Keyword {
            keyword,
            state,
            conforming: false,
        }
    }
}

/// How many keywords of `keywords` an error lists as choices: the
/// conforming ones but the empty string.
pub(crate) const fn choice_count<S>(mut keywords: &[Keyword<S>]) -> usize {
    let mut n = 0;
    while let [k, rest @ ..] = keywords {
        if k.conforming && !k.keyword.is_empty() {
            n += 1;
        }
        keywords = rest;
    }
    n
}

/// The keywords of `keywords` an error lists as choices, in order; `N` is
/// their [`choice_count`] (evaluated when a table compiles: a wrong `N` is
/// a build error).
#[allow(clippy::indexing_slicing)]
pub(crate) const fn choices<S, const N: usize>(mut keywords: &[Keyword<S>]) -> [&'static str; N] {
    let mut out = [""; N];
    let mut n = 0;
    while let [k, rest @ ..] = keywords {
        if k.conforming && !k.keyword.is_empty() {
            // OK: `n < N` is checked first.
            if n < N {
                out[n] = k.keyword;
            }
            n += 1;
        }
        keywords = rest;
    }
    assert!(n == N, "N must be the choice count");
    out
}

/// `(keywords, choices)` of a table, both `'static`, computed when the
/// crate compiles: `keyword_table!(State, [Keyword::new(..), ..])`.
macro_rules! keyword_table {
    ($state:ty, [$($keyword:expr),* $(,)?]) => {{
        const KEYWORDS: &[$crate::keywords::Keyword<$state>] = &[$($keyword),*];
        const CHOICES: [&str; $crate::keywords::choice_count(KEYWORDS)] =
            $crate::keywords::choices(KEYWORDS);
        (KEYWORDS, &CHOICES as &'static [&'static str])
    }};
}
pub(crate) use keyword_table;

/// The declaration of an [enumerated attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#enumerated-attribute):
/// its keywords and states, and the two special states, the
/// [invalid value default](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#invalid-value-default)
/// and the [missing value default](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#missing-value-default).
///
/// Declare one as a `const`; it is a static table, and lookups scan its few
/// keywords with no allocation.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{EnumeratedAttribute, Keyword};
///
/// #[derive(Debug, Clone, Copy, PartialEq, Eq)]
/// enum Wrap { Soft, Hard }
///
/// // <textarea wrap>
/// const WRAP: EnumeratedAttribute<Wrap> = EnumeratedAttribute {
///     name: "wrap",
///     keywords: &[Keyword::new("soft", Wrap::Soft), Keyword::new("hard", Wrap::Hard)],
///     choices: &["soft", "hard"],
///     invalid_value_default: Some(Wrap::Soft),
///     missing_value_default: Some(Wrap::Soft),
///     canonical_keywords: &[],
/// };
/// assert_eq!(WRAP.state(Some("HARD")), Some(Wrap::Hard));
/// assert_eq!(WRAP.state(Some("off")), Some(Wrap::Soft));
/// assert_eq!(WRAP.canonical_keyword(Wrap::Hard), Some("hard"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EnumeratedAttribute<S: 'static> {
    /// The attribute's name.
    pub name: &'static str,
    /// The keyword/state mappings.
    pub keywords: &'static [Keyword<S>],
    /// The keywords an error lists for a value that is no keyword: the
    /// conforming ones but the empty string, in the order of `keywords`
    /// (the crate's own tables compute them from `keywords` when they
    /// compile). An empty list makes errors name no choices.
    pub choices: &'static [&'static str],
    /// The state of a value that matches no keyword, if the attribute defines one.
    pub invalid_value_default: Option<S>,
    /// The state of a missing attribute, if the attribute defines one.
    pub missing_value_default: Option<S>,
    /// Canonical keywords the attribute's definition gives explicitly, for
    /// states the two general rules leave open.
    pub canonical_keywords: &'static [(S, &'static str)],
}

impl<S: Copy + PartialEq> EnumeratedAttribute<S> {
    /// The keyword that is an ASCII case-insensitive match for `value`.
    fn keyword(&self, value: &str) -> Option<&'static Keyword<S>> {
        self.keywords
            .iter()
            .find(|k| k.keyword.eq_ignore_ascii_case(value))
    }

    /// [Determine the state](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#keywords-and-enumerated-attributes)
    /// of the attribute: `None` when it is not specified, `Some(value)`
    /// otherwise. Returns `None` for "no state".
    ///
    /// A missing attribute and an empty value differ: only the missing one
    /// gets the missing value default.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::{CorsSettings, CROSSORIGIN};
    /// assert_eq!(CROSSORIGIN.state(None), Some(CorsSettings::NoCors));
    /// assert_eq!(CROSSORIGIN.state(Some("")), Some(CorsSettings::Anonymous));
    /// assert_eq!(CROSSORIGIN.state(Some("Use-Credentials")), Some(CorsSettings::UseCredentials));
    /// assert_eq!(CROSSORIGIN.state(Some("bogus")), Some(CorsSettings::Anonymous));
    /// ```
    pub fn state(&self, value: Option<&str>) -> Option<S> {
        // Step 1: not specified: the missing value default, or no state.
        let value = match value {
            None => return self.missing_value_default,
            Some(value) => value,
        };
        // Step 2: a keyword's state.
        if let Some(k) = self.keyword(value) {
            return Some(k.state);
        }
        // Steps 3–4: the invalid value default, or no state.
        self.invalid_value_default
    }

    /// The authoring conformance check: the value of a specified attribute
    /// must be an ASCII case-insensitive match for a *conforming* keyword,
    /// with no leading or trailing whitespace. Returns the keyword's state.
    ///
    /// # Errors
    ///
    /// [`ErrorKind::Invalid`] with [`Violation::NonConformingKeyword`] (a
    /// keyword that is not conforming), or a whitespace violation (a keyword
    /// with whitespace around it); otherwise [`ErrorKind::UnknownKeyword`]
    /// at the first character, with the nearest conforming keyword when one
    /// is close ([`ErrorKind::Expected`] a keyword for the empty value).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::{Shape, SHAPE};
    /// assert_eq!(SHAPE.validate("Poly"), Ok(Shape::Polygon));
    /// assert_eq!(SHAPE.validate("polygon").unwrap_err().kind().code(), "non_conforming_keyword");
    /// assert_eq!(SHAPE.validate(" rect").unwrap_err().kind().code(), "leading_whitespace");
    /// assert_eq!(SHAPE.validate("square").unwrap_err().kind().code(), "unknown_keyword");
    /// let err = SHAPE.validate("cirle").unwrap_err();
    /// assert_eq!(err.kind().to_string(), "unknown keyword, did you mean 'circle'?");
    /// ```
    pub fn validate(&self, value: &str) -> Result<S, Error> {
        entry::validate_to_end(value, |text, sink| self.value_steps(text, 0, sink))
    }

    /// The conformance check and the state of a specified attribute from one
    /// look-up of the value: what [`validate`](Self::validate) and
    /// [`state`](Self::state)`(Some(value))` return.
    ///
    /// # Errors
    ///
    /// In the first member, those of [`validate`](Self::validate).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::{Shape, SHAPE};
    /// let (verdict, state) = SHAPE.check("polygon");
    /// assert_eq!(verdict.unwrap_err().kind().code(), "non_conforming_keyword");
    /// assert_eq!(state, Some(Shape::Polygon));
    /// assert_eq!(SHAPE.check("Poly"), (Ok(Shape::Polygon), Some(Shape::Polygon)));
    /// let (verdict, state) = SHAPE.check(" circle"); // the invalid value default
    /// assert_eq!(verdict.unwrap_err().kind().code(), "leading_whitespace");
    /// assert_eq!(state, Some(Shape::Rectangle));
    /// ```
    pub fn check(&self, value: &str) -> (Result<S, Error>, Option<S>) {
        let found = self.keyword(value);
        // Steps 2–4 of determining the state, from the same look-up.
        let state = found.map_or(self.invalid_value_default, |k| Some(k.state));
        let verdict = entry::validate_to_end(value, |text, sink| {
            self.value_steps_of(found, text, 0, sink)
        });
        (verdict, state)
    }

    /// The value of a specified attribute from `pos`, which it consumes
    /// whole: a keyword's state (a keyword that is not conforming is
    /// reported), or a conforming keyword with whitespace around it
    /// (reported); anything else fails at `pos`, naming the nearest keyword.
    fn value_steps<K: Sink>(&self, text: &str, pos: usize, sink: &mut K) -> Steps<S> {
        self.value_steps_of(self.keyword(str_from(text, pos)), text, pos, sink)
    }

    /// [`value_steps`](Self::value_steps) with the keyword the value
    /// matches (`found`) already looked up.
    fn value_steps_of<K: Sink>(
        &self,
        found: Option<&'static Keyword<S>>,
        text: &str,
        pos: usize,
        sink: &mut K,
    ) -> Steps<S> {
        let value = str_from(text, pos);
        if let Some(k) = found {
            if !k.conforming {
                sink.report(pos, Violation::NonConformingKeyword);
            }
            return Ok((text.len(), k.state));
        }
        let stripped = strip_leading_and_trailing_ascii_whitespace(value);
        let conforming = self.keyword(stripped).filter(|k| k.conforming);
        if let Some(k) = conforming {
            if whitespace_around(value, pos, sink, |_| true) {
                return Ok((text.len(), k.state));
            }
        }
        Err(self.unknown(value, pos))
    }

    /// The failure for a value that is no keyword, at `pos`: the nearest
    /// conforming keyword when one is close; the empty value expects a
    /// keyword.
    #[cold]
    #[inline(never)]
    fn unknown(&self, value: &str, pos: usize) -> Failure {
        if value.is_empty() {
            return (pos, ErrorKind::expected(Expected::Keyword, value));
        }
        (
            pos,
            unknown_keyword(value, nearest_keyword(value, self.choices), self.choices),
        )
    }

    /// Whether `value` is a conforming value; see [`validate`](Self::validate).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::DIR;
    /// assert!(DIR.is_valid("RTL"));
    /// assert!(!DIR.is_valid("")); // "" maps to no keyword of dir
    /// ```
    pub fn is_valid(&self, value: &str) -> bool {
        self.validate(value).is_ok()
    }

    /// The [canonical keyword](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#canonical-keyword)
    /// of `state`, for reflection: the only keyword mapping to it, else the
    /// only conforming one, else the one the attribute's definition gives.
    /// `None` when no keyword maps to the state, or when several do and the
    /// definition names none.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::{CorsSettings, Shape, CROSSORIGIN, SHAPE};
    /// assert_eq!(SHAPE.canonical_keyword(Shape::Circle), Some("circle")); // "circ" is not conforming
    /// assert_eq!(CROSSORIGIN.canonical_keyword(CorsSettings::Anonymous), Some("anonymous")); // given
    /// assert_eq!(CROSSORIGIN.canonical_keyword(CorsSettings::NoCors), None); // no keyword
    /// ```
    pub fn canonical_keyword(&self, state: S) -> Option<&'static str> {
        let mut mapping = self.keywords.iter().filter(|k| k.state == state);
        // Rule 1: only one keyword maps to the state.
        if let (Some(only), None) = (mapping.next(), mapping.next()) {
            return Some(only.keyword);
        }
        // Rule 2: only one conforming keyword maps to it.
        let mut conforming = self
            .keywords
            .iter()
            .filter(|k| k.state == state && k.conforming);
        if let (Some(only), None) = (conforming.next(), conforming.next()) {
            return Some(only.keyword);
        }
        // Rule 3: the attribute's definition says.
        self.canonical_keywords
            .iter()
            .find(|(s, _)| *s == state)
            .map(|&(_, k)| k)
    }
}

/// The states of the [`dir`](https://html.spec.whatwg.org/multipage/dom.html#the-dir-attribute) attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    /// `ltr`.
    Ltr,
    /// `rtl`.
    Rtl,
    /// `auto`.
    Auto,
    /// No keyword: the missing value default and the invalid value default.
    Undefined,
}

/// The [`dir`](https://html.spec.whatwg.org/multipage/dom.html#the-dir-attribute) attribute.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{Dir, DIR};
/// assert_eq!(DIR.state(Some("Auto")), Some(Dir::Auto));
/// assert_eq!(DIR.state(None), Some(Dir::Undefined));
/// ```
pub const DIR: EnumeratedAttribute<Dir> = {
    let (keywords, choices) = keyword_table!(
        Dir,
        [
            Keyword::new("ltr", Dir::Ltr),
            Keyword::new("rtl", Dir::Rtl),
            Keyword::new("auto", Dir::Auto),
        ]
    );
    EnumeratedAttribute {
        name: "dir",
        keywords,
        choices,
        invalid_value_default: Some(Dir::Undefined),
        missing_value_default: Some(Dir::Undefined),
        canonical_keywords: &[],
    }
};

/// The states of a [CORS settings attribute](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attribute)
/// such as `crossorigin`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CorsSettings {
    /// No keyword: the missing value default.
    NoCors,
    /// `anonymous` or the empty string; the invalid value default.
    Anonymous,
    /// `use-credentials`.
    UseCredentials,
}

/// The [`crossorigin`](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attribute)
/// attribute (a CORS settings attribute). The definition names `anonymous`
/// the canonical keyword of the Anonymous state.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{CorsSettings, CROSSORIGIN};
/// assert!(CROSSORIGIN.is_valid(""));
/// assert_eq!(CROSSORIGIN.state(Some("ANONYMOUS")), Some(CorsSettings::Anonymous));
/// ```
pub const CROSSORIGIN: EnumeratedAttribute<CorsSettings> = {
    let (keywords, choices) = keyword_table!(
        CorsSettings,
        [
            Keyword::new("anonymous", CorsSettings::Anonymous),
            Keyword::new("use-credentials", CorsSettings::UseCredentials),
            Keyword::new("", CorsSettings::Anonymous),
        ]
    );
    EnumeratedAttribute {
        name: "crossorigin",
        keywords,
        choices,
        invalid_value_default: Some(CorsSettings::Anonymous),
        missing_value_default: Some(CorsSettings::NoCors),
        canonical_keywords: &[(CorsSettings::Anonymous, "anonymous")],
    }
};

/// The states of the [`contenteditable`](https://html.spec.whatwg.org/multipage/interaction.html#attr-contenteditable) attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ContentEditable {
    /// `true` or the empty string.
    True,
    /// `false`.
    False,
    /// `plaintext-only`.
    PlaintextOnly,
    /// No keyword: the missing value default and the invalid value default.
    Inherit,
}

/// The [`contenteditable`](https://html.spec.whatwg.org/multipage/interaction.html#attr-contenteditable) attribute.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{ContentEditable, CONTENTEDITABLE};
/// assert_eq!(CONTENTEDITABLE.state(Some("")), Some(ContentEditable::True));
/// assert_eq!(CONTENTEDITABLE.state(Some("yes")), Some(ContentEditable::Inherit));
/// ```
pub const CONTENTEDITABLE: EnumeratedAttribute<ContentEditable> = {
    let (keywords, choices) = keyword_table!(
        ContentEditable,
        [
            Keyword::new("true", ContentEditable::True),
            Keyword::new("false", ContentEditable::False),
            Keyword::new("plaintext-only", ContentEditable::PlaintextOnly),
            Keyword::new("", ContentEditable::True),
        ]
    );
    EnumeratedAttribute {
        name: "contenteditable",
        keywords,
        choices,
        invalid_value_default: Some(ContentEditable::Inherit),
        missing_value_default: Some(ContentEditable::Inherit),
        canonical_keywords: &[],
    }
};

/// The states of the [`loading`](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#lazy-loading-attributes) attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Loading {
    /// `lazy`.
    Lazy,
    /// `eager`; the missing value default and the invalid value default.
    Eager,
}

/// The [`loading`](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#lazy-loading-attributes)
/// attribute of `img` and `iframe`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{Loading, LOADING};
/// assert_eq!(LOADING.state(Some("LAZY")), Some(Loading::Lazy));
/// assert_eq!(LOADING.state(Some("soon")), Some(Loading::Eager));
/// ```
pub const LOADING: EnumeratedAttribute<Loading> = {
    let (keywords, choices) = keyword_table!(
        Loading,
        [
            Keyword::new("lazy", Loading::Lazy),
            Keyword::new("eager", Loading::Eager),
        ]
    );
    EnumeratedAttribute {
        name: "loading",
        keywords,
        choices,
        invalid_value_default: Some(Loading::Eager),
        missing_value_default: Some(Loading::Eager),
        canonical_keywords: &[],
    }
};

/// The states of the [`hidden`](https://html.spec.whatwg.org/multipage/interaction.html#attr-hidden) attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hidden {
    /// `hidden` or the empty string; the invalid value default.
    Hidden,
    /// `until-found`.
    UntilFound,
    /// No keyword: the missing value default.
    NotHidden,
}

/// The [`hidden`](https://html.spec.whatwg.org/multipage/interaction.html#attr-hidden) attribute.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{Hidden, HIDDEN};
/// assert_eq!(HIDDEN.state(Some("until-found")), Some(Hidden::UntilFound));
/// assert_eq!(HIDDEN.state(Some("false")), Some(Hidden::Hidden)); // still hidden
/// assert_eq!(HIDDEN.state(None), Some(Hidden::NotHidden));
/// ```
pub const HIDDEN: EnumeratedAttribute<Hidden> = {
    let (keywords, choices) = keyword_table!(
        Hidden,
        [
            Keyword::new("hidden", Hidden::Hidden),
            Keyword::new("until-found", Hidden::UntilFound),
            Keyword::new("", Hidden::Hidden),
        ]
    );
    EnumeratedAttribute {
        name: "hidden",
        keywords,
        choices,
        invalid_value_default: Some(Hidden::Hidden),
        missing_value_default: Some(Hidden::NotHidden),
        canonical_keywords: &[],
    }
};

/// The states of the [`shape`](https://html.spec.whatwg.org/multipage/image-maps.html#attr-area-shape) attribute of `area`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// `circle` (and the non-conforming `circ`).
    Circle,
    /// `default`.
    Default,
    /// `poly` (and the non-conforming `polygon`).
    Polygon,
    /// `rect` (and the non-conforming `rectangle`); the missing value default
    /// and the invalid value default.
    Rectangle,
}

/// The [`shape`](https://html.spec.whatwg.org/multipage/image-maps.html#attr-area-shape)
/// attribute of `area`: an attribute with non-conforming keywords.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keywords::{Shape, SHAPE};
/// assert_eq!(SHAPE.state(Some("circ")), Some(Shape::Circle));
/// assert!(!SHAPE.is_valid("circ"));
/// assert_eq!(SHAPE.canonical_keyword(Shape::Rectangle), Some("rect"));
/// ```
pub const SHAPE: EnumeratedAttribute<Shape> = {
    let (keywords, choices) = keyword_table!(
        Shape,
        [
            Keyword::new("circle", Shape::Circle),
            Keyword::non_conforming("circ", Shape::Circle),
            Keyword::new("default", Shape::Default),
            Keyword::new("poly", Shape::Polygon),
            Keyword::non_conforming("polygon", Shape::Polygon),
            Keyword::new("rect", Shape::Rectangle),
            Keyword::non_conforming("rectangle", Shape::Rectangle),
        ]
    );
    EnumeratedAttribute {
        name: "shape",
        keywords,
        choices,
        invalid_value_default: Some(Shape::Rectangle),
        missing_value_default: Some(Shape::Rectangle),
        canonical_keywords: &[],
    }
};

/// The failure kind of a `token` that is none of the allowed keywords
/// `choices`, with the `suggestion` to show (usually [`nearest_keyword`]).
pub(crate) fn unknown_keyword(
    token: &str,
    suggestion: Option<&'static &'static str>,
    choices: &'static [&'static str],
) -> ErrorKind {
    ErrorKind::UnknownKeyword {
        len: u32::try_from(token.len()).unwrap_or(u32::MAX),
        suggestion,
        choices,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_lower_case_and_unique() {
        fn check<S: Copy + PartialEq>(a: &EnumeratedAttribute<S>) {
            for (i, k) in a.keywords.iter().enumerate() {
                assert_eq!(k.keyword, k.keyword.to_ascii_lowercase(), "{}", a.name);
                assert!(
                    a.keywords[..i].iter().all(|o| o.keyword != k.keyword),
                    "{}",
                    a.name
                );
            }
        }
        check(&DIR);
        check(&CROSSORIGIN);
        check(&CONTENTEDITABLE);
        check(&LOADING);
        check(&HIDDEN);
        check(&SHAPE);
    }

    #[test]
    fn canonical_keywords() {
        assert_eq!(DIR.canonical_keyword(Dir::Rtl), Some("rtl"));
        assert_eq!(DIR.canonical_keyword(Dir::Undefined), None);
        assert_eq!(SHAPE.canonical_keyword(Shape::Polygon), Some("poly"));
        // Two conforming keywords and no explicit choice.
        assert_eq!(
            CONTENTEDITABLE.canonical_keyword(ContentEditable::True),
            None
        );
        assert_eq!(HIDDEN.canonical_keyword(Hidden::Hidden), None);
        assert_eq!(
            HIDDEN.canonical_keyword(Hidden::UntilFound),
            Some("until-found")
        );
    }

    #[test]
    fn choices_are_the_conforming_non_empty_keywords_in_order() {
        assert_eq!(DIR.choices, ["ltr", "rtl", "auto"]);
        assert_eq!(CROSSORIGIN.choices, ["anonymous", "use-credentials"]);
        assert_eq!(SHAPE.choices, ["circle", "default", "poly", "rect"]);
        assert_eq!(HIDDEN.choices, ["hidden", "until-found"]);
        let none: [Keyword<u8>; 2] = [Keyword::new("", 0), Keyword::non_conforming("x", 1)];
        assert_eq!(choice_count(&none), 0);
        assert_eq!(choices::<u8, 0>(&none), [""; 0]);
    }

    #[test]
    fn an_unknown_keyword_lists_the_choices_unless_one_is_near() {
        use alloc::string::ToString;
        let message = |value: &str| DIR.validate(value).unwrap_err().kind().to_string();
        assert_eq!(
            message("left"),
            "unknown keyword, expected one of 'ltr', 'rtl' or 'auto'"
        );
        assert_eq!(message("lrt"), "unknown keyword, did you mean 'ltr'?");
        let err = CROSSORIGIN.validate("include").unwrap_err();
        assert!(matches!(
            err.kind(),
            ErrorKind::UnknownKeyword { choices, .. } if choices == ["anonymous", "use-credentials"]
        ));
    }

    #[test]
    fn missing_differs_from_empty() {
        assert_eq!(HIDDEN.state(None), Some(Hidden::NotHidden));
        assert_eq!(HIDDEN.state(Some("")), Some(Hidden::Hidden));
        assert_eq!(LOADING.state(Some("")), Some(Loading::Eager));
    }

    #[test]
    fn no_state_without_defaults() {
        const A: EnumeratedAttribute<u8> = EnumeratedAttribute {
            name: "a",
            keywords: &[Keyword::new("x", 1)],
            choices: &["x"],
            invalid_value_default: None,
            missing_value_default: None,
            canonical_keywords: &[],
        };
        assert_eq!(A.state(None), None);
        assert_eq!(A.state(Some("y")), None);
        assert_eq!(A.state(Some("X")), Some(1));
    }
}
