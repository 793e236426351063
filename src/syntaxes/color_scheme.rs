//! The [`color-scheme`](https://drafts.csswg.org/css-color-adjust-1/#color-scheme-prop)
//! property value (CSS Color Adjustment 1), what the `content` of
//! [`<meta name=color-scheme>`](https://html.spec.whatwg.org/multipage/semantics.html#meta-color-scheme)
//! must match.
//!
//! ```text
//! "light dark"   → valid: both, light preferred
//! "only light"   → valid
//! "normal dark"  → 'normal' stands alone
//! "light only dark" → 'only' goes first or last
//! ```
//!
//! The grammar:
//!
//! ```text
//! color-scheme = normal | [ light | dark | <custom-ident> ]+ && only?
//! ```
//!
//! where `only`, `normal`, `light` and `dark` are no `<custom-ident>` here,
//! nor are the CSS-wide keywords (`initial`, `inherit`, `unset`, `revert`,
//! `revert-layer`) and `default`. Keywords match ASCII case-insensitively;
//! tokens are separated by whitespace. An identifier is read without CSS
//! escapes, and a CSS comment is not skipped: both are reported as
//! characters no identifier starts with.

use core::fmt;

use crate::base::error::{DetailData, DetailTable, Error, ErrorKind, FieldSink, FieldValue};
use crate::common::idioms::{offset_in, split_on_ascii_whitespace};
use crate::common::row::{def, html, nothing, ok, SyntaxDef};

/// What is wrong with a `color-scheme` value, in [`COLOR_SCHEME_DETAILS`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::color_scheme::{validate_color_scheme, ColorSchemeProblem};
///
/// let err = validate_color_scheme("normal dark").unwrap_err();
/// assert_eq!(ColorSchemeProblem::from_kind(&err.kind()), Some(ColorSchemeProblem::NormalNotAlone));
/// assert_eq!(err.offset(), 0); // at `normal`
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColorSchemeProblem {
    /// No color scheme at all (an empty value, or `only` alone).
    ExpectedColorScheme,
    /// A token that is no identifier.
    ExpectedIdentifier,
    /// `normal` with other tokens.
    NormalNotAlone,
    /// `only` twice, or between color schemes.
    OnlyFirstOrLast,
    /// A CSS-wide keyword or `default`, which is no `<custom-ident>`.
    ReservedKeyword,
}

impl ColorSchemeProblem {
    /// Every problem, in the order of their packed tags.
    const ALL: [ColorSchemeProblem; 5] = [
        ColorSchemeProblem::ExpectedColorScheme,
        ColorSchemeProblem::ExpectedIdentifier,
        ColorSchemeProblem::NormalNotAlone,
        ColorSchemeProblem::OnlyFirstOrLast,
        ColorSchemeProblem::ReservedKeyword,
    ];

    /// The stable snake_case code.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::color_scheme::ColorSchemeProblem;
    /// assert_eq!(ColorSchemeProblem::NormalNotAlone.code(), "normal_not_alone");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            ColorSchemeProblem::ExpectedColorScheme => "expected_color_scheme",
            ColorSchemeProblem::ExpectedIdentifier => "expected_identifier",
            ColorSchemeProblem::NormalNotAlone => "normal_not_alone",
            ColorSchemeProblem::OnlyFirstOrLast => "only_first_or_last",
            ColorSchemeProblem::ReservedKeyword => "reserved_keyword",
        }
    }

    /// The problem an [`ErrorKind`] carries, if it is one of this module's.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::color_scheme::{validate_color_scheme, ColorSchemeProblem};
    /// let err = validate_color_scheme("").unwrap_err();
    /// assert_eq!(ColorSchemeProblem::from_kind(&err.kind()), Some(ColorSchemeProblem::ExpectedColorScheme));
    /// ```
    pub fn from_kind(kind: &ErrorKind) -> Option<ColorSchemeProblem> {
        match kind {
            ErrorKind::Detail { table, data } if *table == &COLOR_SCHEME_DETAILS => {
                ColorSchemeProblem::unpack(data)
            }
            _ => None,
        }
    }

    /// The problem in a detail's bytes: its tag.
    fn pack(self) -> DetailData {
        let mut bytes = [0u8; DetailData::CAPACITY];
        let tag = ColorSchemeProblem::ALL
            .iter()
            .position(|p| *p == self)
            .unwrap_or(0);
        if let Some(b) = bytes.first_mut() {
            *b = u8::try_from(tag).unwrap_or(0);
        }
        DetailData::new(bytes)
    }

    /// Reads what [`pack`](ColorSchemeProblem::pack) wrote.
    fn unpack(data: &DetailData) -> Option<ColorSchemeProblem> {
        ColorSchemeProblem::ALL
            .get(usize::from(*data.bytes().first()?))
            .copied()
    }
}

impl fmt::Display for ColorSchemeProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ColorSchemeProblem::ExpectedColorScheme => {
                "expected 'normal', or color schemes such as 'light' and 'dark'"
            }
            ColorSchemeProblem::ExpectedIdentifier => {
                "expected 'light', 'dark', 'only' or another CSS identifier"
            }
            ColorSchemeProblem::NormalNotAlone => "'normal' must be the only keyword",
            ColorSchemeProblem::OnlyFirstOrLast => {
                "'only' may be given once, before or after the color schemes"
            }
            ColorSchemeProblem::ReservedKeyword => {
                "a CSS-wide keyword or 'default' is no color scheme name"
            }
        })
    }
}

/// The codes and words of [`ColorSchemeProblem`].
pub static COLOR_SCHEME_DETAILS: DetailTable = DetailTable::new(
    "color_scheme",
    |data| ColorSchemeProblem::unpack(data).map_or("color_scheme", ColorSchemeProblem::code),
    |data, f| match ColorSchemeProblem::unpack(data) {
        Some(p) => fmt::Display::fmt(&p, f),
        None => f.write_str("invalid color-scheme value"),
    },
)
.with_fields(|data, f: &mut FieldSink<'_>| {
    if let Some(p) = ColorSchemeProblem::unpack(data) {
        f("problem", FieldValue::Str(p.code()));
    }
});

impl From<ColorSchemeProblem> for ErrorKind {
    fn from(problem: ColorSchemeProblem) -> ErrorKind {
        ErrorKind::Detail {
            table: &COLOR_SCHEME_DETAILS,
            data: problem.pack(),
        }
    }
}

/// Whether `token` is a CSS identifier (an `<ident-token>` without
/// escapes): `--` or an optional `-` and a letter, `_` or non-ASCII, then
/// letters, digits, `-`, `_` or non-ASCII.
fn is_identifier(token: &str) -> bool {
    let name_start = |c: char| c.is_ascii_alphabetic() || c == '_' || !c.is_ascii();
    let name = |c: char| name_start(c) || c.is_ascii_digit() || c == '-';
    let rest = if let Some(rest) = token.strip_prefix("--") {
        rest
    } else {
        let rest = token.strip_prefix('-').unwrap_or(token);
        match rest.chars().next() {
            Some(c) if name_start(c) => rest,
            _ => return false,
        }
    };
    rest.chars().all(name)
}

/// The valid [`color-scheme`](https://drafts.csswg.org/css-color-adjust-1/#color-scheme-prop)
/// value: the color schemes it lists (`light`, `dark` and unknown names, in
/// order; empty for `normal`), and whether `only` was given.
///
/// # Errors
///
/// A [`ColorSchemeProblem`] at the first token at fault.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color_scheme::validate_color_scheme;
///
/// assert_eq!(validate_color_scheme("light dark").unwrap(), (vec!["light", "dark"], false));
/// assert_eq!(validate_color_scheme("DARK only").unwrap(), (vec!["DARK"], true));
/// assert_eq!(validate_color_scheme("normal").unwrap(), (vec![], false));
/// let err = validate_color_scheme("light only dark").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("only_first_or_last", 6));
/// ```
pub fn validate_color_scheme(input: &str) -> Result<(alloc::vec::Vec<&str>, bool), Error> {
    let at =
        |token: &str, p: ColorSchemeProblem| Error::new(p.into(), input, offset_in(input, token));
    let tokens: alloc::vec::Vec<&str> = split_on_ascii_whitespace(input).collect();
    // normal
    if let [only] = tokens.as_slice() {
        if only.eq_ignore_ascii_case("normal") {
            return Ok((alloc::vec::Vec::new(), false));
        }
    }
    // [ light | dark | <custom-ident> ]+ && only?
    let mut schemes = alloc::vec::Vec::new();
    let mut only = false;
    let last = tokens.len().saturating_sub(1);
    for (i, &token) in tokens.iter().enumerate() {
        if token.eq_ignore_ascii_case("only") {
            if only || (i != 0 && i != last) {
                return Err(at(token, ColorSchemeProblem::OnlyFirstOrLast));
            }
            only = true;
        } else if token.eq_ignore_ascii_case("normal") {
            return Err(at(token, ColorSchemeProblem::NormalNotAlone));
        } else if [
            "initial",
            "inherit",
            "unset",
            "revert",
            "revert-layer",
            "default",
        ]
        .iter()
        .any(|k| k.eq_ignore_ascii_case(token))
        {
            return Err(at(token, ColorSchemeProblem::ReservedKeyword));
        } else if is_identifier(token) {
            schemes.push(token);
        } else {
            return Err(at(token, ColorSchemeProblem::ExpectedIdentifier));
        }
    }
    if schemes.is_empty() {
        return Err(Error::new(
            ColorSchemeProblem::ExpectedColorScheme.into(),
            input,
            input.len(),
        ));
    }
    Ok((schemes, only))
}

/// Whether `input` is a valid `color-scheme` value.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color_scheme::is_valid_color_scheme;
/// assert!(is_valid_color_scheme(" light  dark "));
/// assert!(!is_valid_color_scheme("only"));
/// ```
pub fn is_valid_color_scheme(input: &str) -> bool {
    validate_color_scheme(input).is_ok()
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<meta name=color-scheme content>`: a CSS `color-scheme` value.
pub static VALID_COLOR_SCHEME: SyntaxDef = def(
    "valid_color_scheme",
    html!("semantics.html#meta-color-scheme"),
    "the CSS 'color-scheme' property value (CSS Color Adjustment 1)",
    |v, _| ok(validate_color_scheme(v)),
    nothing,
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problems_round_trip() {
        for p in ColorSchemeProblem::ALL {
            assert_eq!(ColorSchemeProblem::from_kind(&ErrorKind::from(p)), Some(p));
            assert_eq!(ErrorKind::from(p).code(), p.code());
        }
    }

    proptest::proptest! {
        /// Any text: no panic, and the error inside it on a character
        /// boundary.
        #[test]
        fn errors_stay_inside_the_input(input in "[-a-z0-9 \t/*\\\\\u{e9}]{0,30}") {
            if let Err(e) = validate_color_scheme(&input) {
                proptest::prop_assert!(e.offset() <= input.len() && input.is_char_boundary(e.offset()));
            }
        }
    }

    #[test]
    fn tokens_at_fault() {
        let first = |v| {
            validate_color_scheme(v)
                .err()
                .map(|e| (e.kind().code(), e.offset()))
        };
        assert_eq!(first("light light"), None); // repeating is valid
        assert_eq!(first("only light only"), Some(("only_first_or_last", 11)));
        assert_eq!(first("light inherit"), Some(("reserved_keyword", 6)));
        assert_eq!(first("light 3d"), Some(("expected_identifier", 6)));
        assert_eq!(first("--future sepia"), None);
        assert_eq!(first("  "), Some(("expected_color_scheme", 2)));
    }
}
