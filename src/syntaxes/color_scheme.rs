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
//! `revert-layer`) and `default`. The value is read as CSS reads it (CSS
//! Syntax 3, with cssparser's tokenizer): comments are skipped like
//! whitespace (`light/**/dark` is two schemes), escapes are part of an
//! identifier (`c ight` is `light`), and keywords match ASCII
//! case-insensitively. Checking needs the `std` feature (cssparser);
//! without it the registry row is unchecked.

#[cfg(feature = "std")]
use alloc::borrow::Cow;
#[cfg(feature = "std")]
use alloc::vec::Vec;

#[cfg(feature = "std")]
use cssparser::{Parser, Token};

#[cfg(feature = "std")]
use crate::base::entry;
use crate::base::error::detail_kinds;
#[cfg(feature = "std")]
use crate::base::error::Error;
#[cfg(feature = "std")]
use crate::base::step::{Sink, Steps};
#[cfg(feature = "std")]
use crate::base::valid::report_to_end;
#[cfg(feature = "std")]
use crate::common::idioms::str_from;
use crate::common::row::{gated, html, reports_all, row, Checked, Context, SyntaxDef};

detail_kinds! {
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
pub enum ColorSchemeProblem;
pub static COLOR_SCHEME_DETAILS = (syntax "color_scheme", otherwise "color_scheme", "invalid color-scheme value");
{
    /// No color scheme at all (an empty value, or `only` alone).
    ExpectedColorScheme => ("expected_color_scheme", Error, "expected 'normal', or color schemes such as 'light' and 'dark'"),
    /// A token that is no identifier.
    ExpectedIdentifier => ("expected_identifier", Error, "expected 'light', 'dark', 'only' or another CSS identifier"),
    /// `normal` with other tokens.
    NormalNotAlone => ("normal_not_alone", Error, "'normal' must be the only keyword"),
    /// `only` twice, or between color schemes.
    OnlyFirstOrLast => ("only_first_or_last", Error, "'only' may be given once, before or after the color schemes"),
    /// A CSS-wide keyword or `default`, which is no `<custom-ident>`.
    ReservedKeyword => ("reserved_keyword", Error, "a CSS-wide keyword or 'default' is no color scheme name"),
}
}

/// The keywords that are no `<custom-ident>` anywhere (the CSS-wide
/// keywords and `default`, CSS Values 4).
#[cfg(feature = "std")]
const RESERVED: [&str; 6] = [
    "initial",
    "inherit",
    "unset",
    "revert",
    "revert-layer",
    "default",
];

/// One component value of the input, as CSS tokenizes it: an identifier
/// (its name, escapes resolved) or something else, at its first byte.
#[cfg(feature = "std")]
enum Component<'i> {
    Ident(Cow<'i, str>),
    Other,
}

/// The component values of `input` (whitespace and comments skipped), each
/// with its offset. A block (`(`, a function, `[`, `{`) is one component.
#[cfg(feature = "std")]
fn components(input: &str) -> Vec<(usize, Component<'_>)> {
    let mut p = Parser::new(input);
    let mut found = Vec::new();
    loop {
        p.skip_whitespace();
        let start = p.position();
        let component = match p.next_including_whitespace_and_comments() {
            Err(_) => break,
            Ok(Token::Ident(name)) => {
                let name = name.clone();
                let source = p.slice_from(start);
                // Borrowed when written without escapes.
                if *source == *name {
                    Component::Ident(Cow::Borrowed(source))
                } else {
                    Component::Ident(Cow::Owned(alloc::string::String::from(&*name)))
                }
            }
            Ok(_) => Component::Other,
        };
        found.push((start.byte_index(), component));
    }
    found
}

/// The valid [`color-scheme`](https://drafts.csswg.org/css-color-adjust-1/#color-scheme-prop)
/// value: the color schemes it lists (`light`, `dark` and unknown names, in
/// order, as written but for escapes, which are resolved; empty for
/// `normal`), and whether `only` was given.
///
/// # Errors
///
/// A [`ColorSchemeProblem`] at the first component at fault, or
/// `expected_color_scheme` at the end of a value with none but `only`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color_scheme::validate_color_scheme;
///
/// assert_eq!(validate_color_scheme("light dark").unwrap().0, ["light", "dark"]);
/// assert_eq!(validate_color_scheme("DARK only").unwrap(), (vec!["DARK".into()], true));
/// assert_eq!(validate_color_scheme("normal").unwrap(), (vec![], false));
/// // CSS comments and escapes, as CSS reads them.
/// assert_eq!(validate_color_scheme("light/**/\\64 ark").unwrap().0, ["light", "dark"]);
/// let err = validate_color_scheme("light only dark").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("only_first_or_last", 6));
/// ```
#[cfg(feature = "std")]
pub fn validate_color_scheme(input: &str) -> Result<(Vec<Cow<'_, str>>, bool), Error> {
    entry::validate_to_end(input, |text, sink| color_scheme_steps(text, 0, sink))
}

/// The `color-scheme` value from `pos`, which it consumes whole: the color
/// schemes and whether `only` was given. Each component at fault is an
/// error ([`Sink::error`]) in the order of the text, so a sink that stops
/// at the first error stops at the first component at fault; a value of
/// no component but `only` fails at its end.
#[cfg(feature = "std")]
fn color_scheme_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
) -> Steps<(Vec<Cow<'a, str>>, bool)> {
    let components = components(str_from(text, pos));
    // normal
    if let [(_, Component::Ident(name))] = components.as_slice() {
        if name.eq_ignore_ascii_case("normal") {
            return Ok((text.len(), (Vec::new(), false)));
        }
    }
    // [ light | dark | <custom-ident> ]+ && only?
    let mut schemes = Vec::new();
    let mut only = false;
    // Whether a component other than `only` was given (at fault or not).
    let mut named = false;
    let last = components.len().saturating_sub(1);
    for (i, (offset, component)) in components.into_iter().enumerate() {
        let at = pos + offset;
        let Component::Ident(name) = component else {
            named = true;
            sink.error(at, ColorSchemeProblem::ExpectedIdentifier.into())?;
            continue;
        };
        if name.eq_ignore_ascii_case("only") {
            if only || (i != 0 && i != last) {
                sink.error(at, ColorSchemeProblem::OnlyFirstOrLast.into())?;
            } else {
                only = true;
            }
            continue;
        }
        named = true;
        if name.eq_ignore_ascii_case("normal") {
            sink.error(at, ColorSchemeProblem::NormalNotAlone.into())?;
        } else if RESERVED.iter().any(|k| k.eq_ignore_ascii_case(&name)) {
            sink.error(at, ColorSchemeProblem::ReservedKeyword.into())?;
        } else {
            schemes.push(name);
        }
    }
    if !named {
        return Err((text.len(), ColorSchemeProblem::ExpectedColorScheme.into()));
    }
    Ok((text.len(), (schemes, only)))
}

/// Whether `input` is a valid `color-scheme` value.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color_scheme::is_valid_color_scheme;
/// assert!(is_valid_color_scheme(" light  dark "));
/// assert!(is_valid_color_scheme("light /* preferred */ dark"));
/// assert!(!is_valid_color_scheme("only"));
/// ```
#[cfg(feature = "std")]
pub fn is_valid_color_scheme(input: &str) -> bool {
    entry::is_valid(input, |text, sink| color_scheme_steps(text, 0, sink))
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<meta name=color-scheme content>`: a CSS `color-scheme` value (checked
/// with the `std` feature).
/// Its report is every component at fault (with `std`).
pub static VALID_COLOR_SCHEME: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    reports_all(
        row!(
            "valid_color_scheme",
            html!("semantics.html#meta-color-scheme"),
            "the CSS 'color-scheme' property value (CSS Color Adjustment 1)",
            |v, c| Checked::verdict(validate_row(v, c)),
        ),
        report_row,
    ),
);

#[cfg(feature = "std")]
fn report_row(value: &str, _: &Context<'_>, report: &mut dyn FnMut(Error)) {
    report_to_end(value, |t, s| color_scheme_steps(t, 0, s), report);
}

/// Unchecked without std: nothing to report.
#[cfg(not(feature = "std"))]
fn report_row(_: &str, _: &Context<'_>, _: &mut dyn FnMut(crate::base::error::Error)) {}

#[cfg(feature = "std")]
fn validate_row(value: &str, _: &Context<'_>) -> Result<(), Error> {
    crate::common::row::ok(validate_color_scheme(value))
}

/// The value needs cssparser, which needs std: unchecked here
/// ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "std"))]
fn validate_row(_: &str, _: &Context<'_>) -> Result<(), crate::base::error::Error> {
    Ok(())
}

#[cfg(all(test, feature = "std"))]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn problems_round_trip() {
        for &p in ColorSchemeProblem::ALL {
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
        // CSS Syntax 3: comments are skipped like whitespace, escapes are
        // resolved before keywords are matched; errors at the token.
        assert_eq!(first("light/**/dark"), None);
        assert_eq!(first("/**/only/**/"), Some(("expected_color_scheme", 12)));
        assert_eq!(first("dark /**/\\64 efault"), Some(("reserved_keyword", 9)));
        assert_eq!(first("light /* x */ 3d"), Some(("expected_identifier", 14)));
        assert_eq!(first("ONLY light oNlY"), Some(("only_first_or_last", 11)));
    }

    /// (code, offset) of each finding the row reports.
    fn reported(value: &str) -> Vec<(&'static str, usize)> {
        VALID_COLOR_SCHEME.reported(value)
    }

    #[test]
    fn each_component_at_fault_reports_its_error() {
        let value = "light only normal 3d inherit dark only";
        assert_eq!(
            reported(value),
            [
                ("only_first_or_last", 6),
                ("normal_not_alone", 11),
                ("expected_identifier", 18),
                ("reserved_keyword", 21),
            ]
        );
        // validate still stops at the first.
        let err = validate_color_scheme(value).unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("only_first_or_last", 6));
        // No name at all: the misplaced `only`, then the end.
        assert_eq!(
            reported("only only"),
            [("only_first_or_last", 5), ("expected_color_scheme", 9)]
        );
        // A name at fault is not also "no color scheme".
        assert_eq!(reported("only inherit"), [("reserved_keyword", 5)]);
        assert_eq!(reported("normal"), []);
    }

    #[test]
    fn names_as_css_reads_them() {
        let (schemes, only) = validate_color_scheme("\\6c ight /**/ Dark only").unwrap();
        assert_eq!(
            (schemes, only),
            (alloc::vec!["light".into(), "Dark".into()], true)
        );
        // Written without escapes, a name borrows the input.
        let (schemes, _) = validate_color_scheme("sepia").unwrap();
        assert!(matches!(schemes.as_slice(), [Cow::Borrowed("sepia")]));
    }
}
