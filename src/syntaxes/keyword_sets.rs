//! Attributes whose value is a set of keywords: [`rel`](https://html.spec.whatwg.org/multipage/links.html#linkTypes)
//! (link types, 4.6.7), [`sandbox`](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox)
//! (4.8.5), [`accesskey`](https://html.spec.whatwg.org/multipage/interaction.html#the-accesskey-attribute)
//! (6.7.2) and [`blocking`](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#blocking-attributes)
//! (2.5.8).
//!
//! | attribute | value | check | result |
//! |---|---|---|---|
//! | `<a rel>` | `"nofollow noopener"` | [`validate_rel`] | valid |
//! | `<a rel>` | `"stylesheet"` | [`validate_rel`] | `link_type_not_allowed` at 0 |
//! | `<link rel>` | `"shortcut icon"` | [`validate_rel`] | valid (the one value `shortcut` may stand in) |
//! | `<link rel>` | `"x-made-up"` | [`validate_rel`] | `unknown_link_type` (a warning: valid) at 0 |
//! | `<link rel>` | `"apple-touch-icon"` | [`validate_rel`] | valid with the `registries` feature (registered on the microformats wiki), `unknown_link_type` at 0 without |
//! | `<iframe sandbox>` | `"allow-forms ALLOW-SCRIPTS"` | [`validate_sandbox`] | valid |
//! | `<iframe sandbox>` | `"allow-scripts allow-same-origin"` | [`validate_sandbox`] | `sandbox_scripts_with_same_origin` (a warning: valid) at 14 |
//! | `accesskey` | `"s 0 ß"` | [`validate_accesskey`] | valid: three keys |
//! | `accesskey` | `"s sa"` | [`validate_accesskey`] | `access_key_length` at 2 |
//! | `<script blocking>` | `"render"` | [`validate_blocking`] | valid |
//!
//! Each is a set of unique space-separated tokens; `rel`, `sandbox` and
//! `blocking` compare their keywords ASCII case-insensitively, `accesskey`
//! its characters exactly.
//!
//! # Link types the HTML Standard does not define
//!
//! `rel` may also hold the extensions registered on the
//! [microformats wiki](https://microformats.org/wiki/existing-rel-values#HTML5_link_type_extensions),
//! a list that changes. With the `registries` feature the crate carries a
//! copy (`data/microformats-rel-values.txt`, see `docs/registries.md`):
//! a registered extension is allowed on the elements the wiki names for it
//! (`link`, or `a` and `area`) and [`Violation::LinkTypeNotAllowed`] on the
//! other (the wiki has no column for `form`); `rel_extension` looks one up.
//! A token neither the standard nor that list has (every extension, without
//! the feature) is reported as its own kind, [`Violation::UnknownLinkType`],
//! apart from a standard link type used on an element that does not allow it
//! ([`Violation::LinkTypeNotAllowed`]): the first is a warning, the second
//! an error.
//!
//! # Validity: severity decides
//!
//! Each `validate_*` here returns its first error, or when the value has
//! none its first warning; each `is_valid_*` is `false` exactly when there
//! is an error. So `<link rel="x-made-up">` and
//! `<iframe sandbox="allow-scripts allow-same-origin">` are valid, with a
//! warning:
//!
//! ```
//! use html_microsyntax::keyword_sets::{is_valid_sandbox, validate_sandbox};
//! let w = validate_sandbox("allow-scripts allow-same-origin").unwrap_err();
//! assert_eq!(w.kind().severity().as_str(), "warning");
//! assert!(is_valid_sandbox("allow-scripts allow-same-origin"));
//! ```

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::{detail_kinds, Error, ErrorKind, Violation};
// Named in the doc links only.
#[cfg(doc)]
use crate::base::error::Severity;
use crate::base::step::{InTextOrder, Sink, Steps};
use crate::base::valid::{no_error, report_to_end_in_text_order, validate_errors_first};
use crate::common::idioms::{offset_in, split_on_ascii_whitespace, str_from};
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};
use crate::common::tokens::{
    allowed_space_separated_tokens_steps, unique_space_separated_tokens_steps, Comparison,
};

/// What a link type does on an element, by the
/// [table of link types](https://html.spec.whatwg.org/multipage/links.html#linkTypes).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::{link_type, LinkEffect};
/// assert_eq!(link_type("stylesheet").unwrap().link, Some(LinkEffect::ExternalResource));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LinkEffect {
    /// It creates a hyperlink.
    Hyperlink,
    /// It creates an external resource link.
    ExternalResource,
    /// It creates an internal resource link.
    InternalResource,
    /// It annotates the element's other links.
    Annotation,
}

/// One row of the [table of link types](https://html.spec.whatwg.org/multipage/links.html#linkTypes):
/// the keyword and its effect on each element (`None`: not allowed there).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::{link_type, LinkEffect};
/// let help = link_type("help").unwrap();
/// assert_eq!((help.link, help.a_and_area, help.form), (Some(LinkEffect::Hyperlink), Some(LinkEffect::Hyperlink), Some(LinkEffect::Hyperlink)));
/// assert!(!help.body_ok);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LinkType {
    /// The keyword, in lower case (link types are ASCII case-insensitive).
    pub keyword: &'static str,
    /// Its effect on `link`.
    pub link: Option<LinkEffect>,
    /// Its effect on `a` and `area`.
    pub a_and_area: Option<LinkEffect>,
    /// Its effect on `form`.
    pub form: Option<LinkEffect>,
    /// Whether it is [body-ok](https://html.spec.whatwg.org/multipage/links.html#body-ok):
    /// a `link` with it may appear in the body.
    pub body_ok: bool,
}

/// A row of [`LINK_TYPES`].
const fn lt(
    keyword: &'static str,
    link: Option<LinkEffect>,
    a_and_area: Option<LinkEffect>,
    form: Option<LinkEffect>,
    body_ok: bool,
) -> LinkType {
    LinkType {
        keyword,
        link,
        a_and_area,
        form,
        body_ok,
    }
}

const H: Option<LinkEffect> = Some(LinkEffect::Hyperlink);
const E: Option<LinkEffect> = Some(LinkEffect::ExternalResource);
const I: Option<LinkEffect> = Some(LinkEffect::InternalResource);
const A: Option<LinkEffect> = Some(LinkEffect::Annotation);
const NO: Option<LinkEffect> = None;

/// The [link types](https://html.spec.whatwg.org/multipage/links.html#linkTypes)
/// the HTML Standard defines (the Living Standard of 2025), with their
/// effect on `link`, on `a` and `area`, and on `form`, and whether they are
/// body-ok.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::{LinkEffect, LINK_TYPES};
/// let nofollow = LINK_TYPES.iter().find(|t| t.keyword == "nofollow").unwrap();
/// assert_eq!((nofollow.link, nofollow.a_and_area), (None, Some(LinkEffect::Annotation)));
/// ```
pub const LINK_TYPES: &[LinkType] = &[
    lt("alternate", H, H, NO, false),
    lt("author", H, H, NO, false),
    lt("bookmark", NO, H, NO, false),
    lt("canonical", H, NO, NO, false),
    lt("dns-prefetch", E, NO, NO, true),
    lt("expect", I, NO, NO, false),
    lt("external", NO, A, A, false),
    lt("help", H, H, H, false),
    lt("icon", E, NO, NO, false),
    lt("license", H, H, H, false),
    lt("manifest", E, NO, NO, false),
    lt("modulepreload", E, NO, NO, true),
    lt("next", H, H, H, false),
    lt("nofollow", NO, A, A, false),
    lt("noopener", NO, A, A, false),
    lt("noreferrer", NO, A, A, false),
    lt("opener", NO, A, A, false),
    lt("pingback", E, NO, NO, true),
    lt("preconnect", E, NO, NO, true),
    lt("prefetch", E, NO, NO, true),
    lt("preload", E, NO, NO, true),
    lt("prev", H, H, H, false),
    lt("privacy-policy", H, H, NO, false),
    lt("search", H, H, H, false),
    lt("stylesheet", E, NO, NO, true),
    lt("tag", NO, H, NO, false),
    lt("terms-of-service", H, H, NO, false),
];

/// The row of [`LINK_TYPES`] for a keyword (ASCII case-insensitive), or
/// `None` for a link type the HTML Standard does not define.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::link_type;
/// assert!(link_type("StyleSheet").is_some_and(|t| t.body_ok));
/// assert!(link_type("shortcut").is_none());
/// ```
pub fn link_type(keyword: &str) -> Option<&'static LinkType> {
    LINK_TYPES
        .iter()
        .find(|t| t.keyword.eq_ignore_ascii_case(keyword))
}

/// The effect of `link_type` on `element` (`link`, `a`, `area` or `form`,
/// ASCII case-insensitive; no other element has `rel`).
fn effect_on(link_type: &LinkType, element: &str) -> Option<LinkEffect> {
    let is = |name: &str| element.eq_ignore_ascii_case(name);
    if is("link") {
        link_type.link
    } else if is("a") || is("area") {
        link_type.a_and_area
    } else if is("form") {
        link_type.form
    } else {
        None
    }
}

/// A `rel` value the [microformats wiki registers](https://microformats.org/wiki/existing-rel-values#HTML5_link_type_extensions)
/// (feature `registries`), with the elements it may go on.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::rel_extension;
/// let me = rel_extension("ME").unwrap();
/// assert!(me.link && me.a_and_area);
/// assert!(rel_extension("apple-touch-icon").is_some_and(|r| r.link && !r.a_and_area));
/// assert!(rel_extension("not-registered").is_none());
/// ```
#[cfg(feature = "registries")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RelExtension {
    /// The value, in lower case.
    pub keyword: &'static str,
    /// Whether `link` may have it.
    pub link: bool,
    /// Whether `a` and `area` may have it.
    pub a_and_area: bool,
}

/// The date of the copy of the microformats wiki's rel values the
/// `registries` feature checks against (`data/microformats-rel-values.txt`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::REL_EXTENSIONS_DATE;
/// assert_eq!(REL_EXTENSIONS_DATE.len(), "2022-11-16".len());
/// ```
#[cfg(feature = "registries")]
pub const REL_EXTENSIONS_DATE: &str = crate::syntaxes::generated::rel_extensions::DATE;

/// The registered extension `keyword` is (ASCII case-insensitive), if any:
/// the [microformats wiki's existing rel values](https://microformats.org/wiki/existing-rel-values),
/// which the HTML Standard makes the registry of [other link types](https://html.spec.whatwg.org/multipage/links.html#other-link-types)
/// (feature `registries`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::rel_extension;
/// assert_eq!(rel_extension("Pingback").map(|r| r.keyword), Some("pingback"));
/// ```
#[cfg(feature = "registries")]
pub fn rel_extension(keyword: &str) -> Option<RelExtension> {
    use crate::syntaxes::generated::rel_extensions::REL_EXTENSIONS;
    let lower = || keyword.bytes().map(|b| b.to_ascii_lowercase());
    REL_EXTENSIONS
        .binary_search_by(|row| row.0.bytes().cmp(lower()))
        .ok()
        .and_then(|i| REL_EXTENSIONS.get(i))
        .map(|&(keyword, link, a_and_area)| RelExtension {
            keyword,
            link,
            a_and_area,
        })
}

/// A `rel` token that is no link type of the standard: with the
/// `registries` feature, a registered extension is allowed on the elements
/// its row names and not allowed on the others (the wiki has no column for
/// `form`, so there it stays unknown); any other token is an unknown link
/// type.
fn unknown_link_type<S: Sink>(text: &str, token: &str, element: &str, sink: &mut S) {
    #[cfg(feature = "registries")]
    if let Some(extension) = rel_extension(token) {
        let is = |name: &str| element.eq_ignore_ascii_case(name);
        let allowed = if is("link") {
            Some(extension.link)
        } else if is("a") || is("area") {
            Some(extension.a_and_area)
        } else {
            None
        };
        match allowed {
            Some(true) => return,
            Some(false) => {
                return sink.report(offset_in(text, token), Violation::LinkTypeNotAllowed);
            }
            None => {}
        }
    }
    let _ = element;
    sink.report(offset_in(text, token), Violation::UnknownLinkType);
}

/// The `rel` attribute of `element` from `pos`, which it consumes whole:
/// each token a link type the element allows (a standard type it does not
/// allow, and a type the standard does not define, are reported at the
/// token), then no token twice.
fn rel_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
    element: &str,
) -> Steps<Vec<&'a str>> {
    let value = str_from(text, pos);
    for token in split_on_ascii_whitespace(value) {
        // "For historical reasons, the icon keyword may be preceded by the
        // keyword "shortcut"": then the whole value must be "shortcut icon"
        // (ASCII case-insensitive, one space, no other whitespace).
        if token.eq_ignore_ascii_case("shortcut") {
            let exact =
                element.eq_ignore_ascii_case("link") && value.eq_ignore_ascii_case("shortcut icon");
            if !exact {
                sink.report(offset_in(text, token), Violation::ShortcutWithoutIcon);
            }
            continue;
        }
        match link_type(token) {
            None => unknown_link_type(text, token, element, sink),
            Some(t) if effect_on(t, element).is_none() => {
                sink.report(offset_in(text, token), Violation::LinkTypeNotAllowed);
            }
            Some(_) => {}
        }
    }
    // "an unordered set of unique space-separated tokens"; link types are
    // ASCII case-insensitive.
    unique_space_separated_tokens_steps(text, pos, sink, Comparison::AsciiCaseInsensitive)
}

/// Checks the `rel` attribute of `element` (`link`, `a`, `area` or `form`):
/// an [unordered set of unique space-separated tokens](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#unordered-set-of-unique-space-separated-tokens),
/// each a [link type](https://html.spec.whatwg.org/multipage/links.html#linkTypes)
/// allowed on the element, ASCII case-insensitive. Returns the tokens.
///
/// # Errors
///
/// The first error in the value, or when there is none the first warning
/// ([`Violation::UnknownLinkType`] is the one warning), of:
/// [`Violation::ShortcutWithoutIcon`] at a
/// `shortcut` unless the whole value is `shortcut icon` on `link`;
/// [`Violation::LinkTypeNotAllowed`] at a link
/// type the standard defines but not for this element;
/// [`Violation::UnknownLinkType`] at a token that is no link type of the
/// standard (with the `registries` feature: nor an extension the
/// microformats wiki registers, which conforms on the elements it names and
/// is `LinkTypeNotAllowed` on the others; see the module documentation); [`ErrorKind::DuplicateToken`] at a repeated token.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::validate_rel;
/// assert_eq!(validate_rel("a", "NoFollow noopener"), Ok(vec!["NoFollow", "noopener"]));
/// assert!(validate_rel("link", "alternate stylesheet").is_ok());
/// assert!(validate_rel("link", "Shortcut Icon").is_ok()); // the one place for "shortcut"
/// let err = validate_rel("link", "icon shortcut").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("shortcut_without_icon", 5));
/// let err = validate_rel("form", "external bookmark").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("link_type_not_allowed", 9));
/// let err = validate_rel("link", "icon x-made-up").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unknown_link_type", 5));
/// // An error after a warning comes first: the value is not valid.
/// let err = validate_rel("a", "x-made-up icon").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("link_type_not_allowed", 10));
/// let err = validate_rel("a", "next NEXT").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 5));
/// ```
pub fn validate_rel<'a>(element: &str, value: &'a str) -> Result<Vec<&'a str>, Error> {
    validate_errors_first(value, |text, sink| rel_steps(text, 0, sink, element))
}

/// Whether `value` is a conforming `rel` attribute of `element`:
/// [`validate_rel`] finds no error. An unknown link type is a warning and
/// leaves the value valid (severity decides).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::is_valid_rel;
/// assert!(is_valid_rel("area", "help"));
/// assert!(!is_valid_rel("a", "icon")); // icon is for link
/// assert!(is_valid_rel("link", "x-made-up")); // unknown_link_type, a warning
/// assert!(!is_valid_rel("a", "x-made-up icon")); // and an error after it
/// ```
pub fn is_valid_rel(element: &str, value: &str) -> bool {
    no_error(&validate_rel(element, value))
}

/// The keywords the [`sandbox`](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox)
/// attribute of `iframe` allows.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::SANDBOX_KEYWORDS;
/// assert!(SANDBOX_KEYWORDS.contains(&"allow-popups-to-escape-sandbox"));
/// ```
pub const SANDBOX_KEYWORDS: &[&str] = &[
    "allow-downloads",
    "allow-forms",
    "allow-modals",
    "allow-orientation-lock",
    "allow-pointer-lock",
    "allow-popups",
    "allow-popups-to-escape-sandbox",
    "allow-presentation",
    "allow-same-origin",
    "allow-scripts",
    "allow-top-navigation",
    "allow-top-navigation-by-user-activation",
    "allow-top-navigation-to-custom-protocols",
];

detail_kinds! {
/// What the text asks of a `sandbox` value's combination of keywords,
/// besides [`Violation::TopNavigationConflict`]: the text forbids the
/// first ([`Severity::Error`]) and warns against the second
/// ([`Severity::Warning`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::Severity;
/// use html_microsyntax::keyword_sets::{validate_sandbox, SandboxProblem};
/// let err = validate_sandbox("allow-scripts allow-same-origin").unwrap_err();
/// assert_eq!(SandboxProblem::from_kind(&err.kind()), Some(SandboxProblem::ScriptsWithSameOrigin));
/// assert_eq!(err.kind().severity(), Severity::Warning);
/// let err = validate_sandbox("allow-popups allow-top-navigation-to-custom-protocols").unwrap_err();
/// assert_eq!(SandboxProblem::from_kind(&err.kind()), Some(SandboxProblem::CustomProtocolsRedundant));
/// assert_eq!(SandboxProblem::ScriptsWithSameOrigin.code(), "sandbox_scripts_with_same_origin");
/// assert_eq!(SandboxProblem::CustomProtocolsRedundant.severity(), Severity::Error);
/// ```
pub enum SandboxProblem;
/// The codes and words of [`SandboxProblem`]: what an
/// [`ErrorKind::Detail`] of the `sandbox` check points at.
pub static SANDBOX_DETAILS = (syntax "valid_sandbox", otherwise "sandbox", "not a valid sandbox value");
{
    /// `allow-top-navigation-to-custom-protocols` with `allow-top-navigation`
    /// or `allow-popups`, which already allow it (an error: "must not be
    /// specified").
    CustomProtocolsRedundant => ("custom_protocols_redundant", Error, "allow-top-navigation-to-custom-protocols is redundant with allow-top-navigation or allow-popups"),
    /// `allow-scripts` with `allow-same-origin` (a warning: a same-origin
    /// document can remove its own sandbox; the text warns, it does not
    /// forbid).
    ScriptsWithSameOrigin => ("sandbox_scripts_with_same_origin", Warning, "allow-scripts with allow-same-origin lets a same-origin document remove its own sandbox"),
}
}

/// The `sandbox` attribute from `pos`, which it consumes whole: the
/// allowed keywords, unique, then the combinations the text forbids, then
/// the one it warns against.
fn sandbox_steps<'a, S: Sink>(text: &'a str, pos: usize, sink: &mut S) -> Steps<Vec<&'a str>> {
    let (end, tokens) = allowed_space_separated_tokens_steps(
        text,
        pos,
        sink,
        SANDBOX_KEYWORDS,
        Comparison::AsciiCaseInsensitive,
        true,
    )?;
    let find = |keyword: &str| tokens.iter().find(|t| t.eq_ignore_ascii_case(keyword));
    // "The allow-top-navigation and allow-top-navigation-by-user-activation
    // keywords must not both be specified": at the later one.
    let conflict = match (
        find("allow-top-navigation"),
        find("allow-top-navigation-by-user-activation"),
    ) {
        (Some(a), Some(b)) => Some((
            offset_in(text, a).max(offset_in(text, b)),
            ErrorKind::Invalid(Violation::TopNavigationConflict),
        )),
        _ => None,
    };
    // "The allow-top-navigation-to-custom-protocols keyword must not be
    // specified if either allow-top-navigation or allow-popups are
    // specified": at that keyword.
    let redundant = match find("allow-top-navigation-to-custom-protocols") {
        Some(custom)
            if find("allow-top-navigation").is_some() || find("allow-popups").is_some() =>
        {
            Some((
                offset_in(text, custom),
                SandboxProblem::CustomProtocolsRedundant.into(),
            ))
        }
        _ => None,
    };
    // The earlier first, so that the first error is the earliest.
    let mut combinations = [conflict, redundant];
    combinations.sort_by_key(|c| c.map(|(at, _)| at));
    for (at, kind) in combinations.into_iter().flatten() {
        sink.error(at, kind)?;
    }
    // The warning against allow-scripts with allow-same-origin: at the
    // later one.
    if let (Some(a), Some(b)) = (find("allow-scripts"), find("allow-same-origin")) {
        let at = offset_in(text, a).max(offset_in(text, b));
        return Err((at, SandboxProblem::ScriptsWithSameOrigin.into()));
    }
    Ok((end, tokens))
}

/// Checks the [`sandbox`](https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox)
/// attribute of `iframe`: an unordered set of unique space-separated
/// tokens, ASCII case-insensitive, each one of [`SANDBOX_KEYWORDS`]; not
/// both `allow-top-navigation` and `allow-top-navigation-by-user-activation`;
/// no `allow-top-navigation-to-custom-protocols` with `allow-top-navigation`
/// or `allow-popups`. Returns the tokens.
///
/// `allow-scripts` with `allow-same-origin` is a warning
/// ([`SandboxProblem::ScriptsWithSameOrigin`], [`Severity::Warning`]): the
/// text warns that a same-origin document can then remove its own sandbox,
/// but does not forbid it.
///
/// # Errors
///
/// [`ErrorKind::UnknownKeyword`] at the first token that is no keyword
/// (with the nearest keyword when one is close), then
/// [`ErrorKind::DuplicateToken`] at a repeated token, then the earlier of
/// [`Violation::TopNavigationConflict`] (as [`ErrorKind::Invalid`]) at the
/// later of the two top-navigation keywords and
/// [`SandboxProblem::CustomProtocolsRedundant`] at
/// `allow-top-navigation-to-custom-protocols`, then the warning
/// [`SandboxProblem::ScriptsWithSameOrigin`] at the later of its two
/// keywords.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::validate_sandbox;
/// assert_eq!(validate_sandbox(""), Ok(vec![])); // every restriction
/// let err = validate_sandbox("allow-scripts allow-same-origin").unwrap_err();
/// assert_eq!((err.kind().code(), err.kind().severity().as_str()), ("sandbox_scripts_with_same_origin", "warning"));
/// let err = validate_sandbox("allow-forms allow-scirpts").unwrap_err();
/// assert_eq!(err.kind().to_string(), "unknown keyword, did you mean 'allow-scripts'?");
/// let err = validate_sandbox("allow-top-navigation-by-user-activation allow-top-navigation").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("top_navigation_conflict", 40));
/// let err = validate_sandbox("allow-top-navigation-to-custom-protocols allow-popups").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("custom_protocols_redundant", 0));
/// ```
pub fn validate_sandbox(value: &str) -> Result<Vec<&str>, Error> {
    validate_errors_first(value, |text, sink| sandbox_steps(text, 0, sink))
}

/// Whether `value` is a conforming `sandbox` attribute: [`validate_sandbox`]
/// finds no error. The warning against `allow-scripts` with
/// `allow-same-origin` leaves it valid (severity decides).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::is_valid_sandbox;
/// assert!(is_valid_sandbox("ALLOW-POPUPS allow-modals"));
/// assert!(!is_valid_sandbox("allow-popups allow-popups"));
/// assert!(is_valid_sandbox("allow-same-origin allow-scripts")); // a warning only
/// ```
pub fn is_valid_sandbox(value: &str) -> bool {
    no_error(&validate_sandbox(value))
}

/// The `accesskey` attribute from `pos`, which it consumes whole: each
/// token one code point, no token twice (case-sensitive); the errors
/// ([`Sink::error`]) in the order of the text.
fn accesskey_steps<S: Sink>(text: &str, pos: usize, sink: &mut S) -> Steps<Vec<char>> {
    let mut keys = Vec::new();
    let mut too_long = Vec::new();
    for token in split_on_ascii_whitespace(str_from(text, pos)) {
        let mut chars = token.chars();
        match (chars.next(), chars.next()) {
            (Some(key), None) => keys.push(key),
            _ => too_long.push(offset_in(text, token)),
        }
    }
    // Each token too long, given to the sink before the repeats after it.
    let mut too_long = too_long.into_iter().peekable();
    let mut in_order = InTextOrder {
        sink,
        before: |sink: &mut S, at: usize| {
            while let Some(long) = too_long.next_if(|&long| long < at) {
                sink.error(long, ErrorKind::Invalid(Violation::AccessKeyLength))?;
            }
            Ok(())
        },
    };
    let (end, _) =
        unique_space_separated_tokens_steps(text, pos, &mut in_order, Comparison::CaseSensitive)?;
    in_order.finish()?;
    Ok((end, keys))
}

/// Checks the [`accesskey`](https://html.spec.whatwg.org/multipage/interaction.html#the-accesskey-attribute)
/// attribute: an ordered set of unique space-separated tokens, compared
/// code point for code point, each exactly one code point. Returns the keys
/// in order (the user agent uses the first one it can).
///
/// # Errors
///
/// The first in the value of: [`Violation::AccessKeyLength`] (as
/// [`ErrorKind::Invalid`]) at a token of more than one code point, and
/// [`ErrorKind::DuplicateToken`] at a repeated token.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::validate_accesskey;
/// assert_eq!(validate_accesskey("s 0"), Ok(vec!['s', '0'])); // the spec's example
/// assert_eq!(validate_accesskey("a A"), Ok(vec!['a', 'A'])); // case-sensitive
/// let err = validate_accesskey("s save").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("access_key_length", 2));
/// let err = validate_accesskey("s s").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 2));
/// ```
pub fn validate_accesskey(value: &str) -> Result<Vec<char>, Error> {
    entry::validate_to_end(value, |text, sink| accesskey_steps(text, 0, sink))
}

/// Whether `value` is a conforming `accesskey` attribute; see
/// [`validate_accesskey`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::is_valid_accesskey;
/// assert!(is_valid_accesskey("é 1"));
/// assert!(!is_valid_accesskey("ab"));
/// ```
pub fn is_valid_accesskey(value: &str) -> bool {
    entry::is_valid(value, |text, sink| accesskey_steps(text, 0, sink))
}

/// The [possible blocking tokens](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#possible-blocking-token).
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::POSSIBLE_BLOCKING_TOKENS;
/// assert_eq!(POSSIBLE_BLOCKING_TOKENS, ["render"]);
/// ```
pub const POSSIBLE_BLOCKING_TOKENS: &[&str] = &["render"];

/// The `blocking` attribute from `pos`, which it consumes whole.
fn blocking_steps<'a, S: Sink>(text: &'a str, pos: usize, sink: &mut S) -> Steps<Vec<&'a str>> {
    allowed_space_separated_tokens_steps(
        text,
        pos,
        sink,
        POSSIBLE_BLOCKING_TOKENS,
        Comparison::AsciiCaseInsensitive,
        true,
    )
}

/// Checks a [blocking attribute](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#blocking-attribute)
/// (`blocking` on `link`, `script` and `style`): an unordered set of unique
/// space-separated tokens, each a [possible blocking token](https://html.spec.whatwg.org/multipage/urls-and-fetching.html#possible-blocking-token)
/// (today only `render`), ASCII case-insensitive. Returns the tokens.
///
/// # Errors
///
/// [`ErrorKind::UnknownKeyword`] at the first token that is not a possible
/// blocking token, then [`ErrorKind::DuplicateToken`] at a repeated token.
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::validate_blocking;
/// assert_eq!(validate_blocking(" Render "), Ok(vec!["Render"]));
/// let err = validate_blocking("render rendr").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unknown_keyword", 7));
/// let err = validate_blocking("render RENDER").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("duplicate_token", 7));
/// ```
pub fn validate_blocking(value: &str) -> Result<Vec<&str>, Error> {
    entry::validate_to_end(value, |text, sink| blocking_steps(text, 0, sink))
}

/// Whether `value` is a conforming blocking attribute; see
/// [`validate_blocking`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::keyword_sets::is_valid_blocking;
/// assert!(is_valid_blocking("render"));
/// assert!(!is_valid_blocking("parser"));
/// ```
pub fn is_valid_blocking(value: &str) -> bool {
    entry::is_valid(value, |text, sink| blocking_steps(text, 0, sink))
}

// The registry rows of this syntax, listed in `registry::SYNTAXES`.

/// `rel`: unique link types allowed on the element ([`Context::element`](crate::registry::Context::element):
/// `link`, `a`, `area`, `form`).
/// Its report is every link type's error (or, on a value without error,
/// every warning).
pub static VALID_REL: SyntaxDef = reports_all(
    row!(
        "valid_rel",
        html!("links.html#linkTypes"),
        "the rel attribute's link types allowed on its element",
        |v, c| Checked::verdict(validate_rel(c.element, v)),
    ),
    |v, c, report| report_to_end_in_text_order(v, |t, s| rel_steps(t, 0, s, c.element), report),
);

/// A row of a set of tokens over its steps: its check is `validate`'s
/// verdict, its report every error the steps find, in the order of the
/// text.
macro_rules! set_row {
    ($name:literal, $spec:expr, $description:literal, $validate:ident, $steps:ident) => {
        reports_all(
            row!($name, $spec, $description, |v, _| Checked::verdict(
                $validate(v)
            )),
            |v, _, report| report_to_end_in_text_order(v, |t, s| $steps(t, 0, s), report),
        )
    };
}

/// `<iframe sandbox>`: unique allowed keywords.
/// Its report is every unknown or repeated keyword and each combination
/// the text forbids (or, on a value without error, the warning).
pub static VALID_SANDBOX: SyntaxDef = set_row!(
    "valid_sandbox",
    html!("iframe-embed-object.html#attr-iframe-sandbox"),
    "valid sandbox attribute of <iframe>",
    validate_sandbox,
    sandbox_steps
);

/// `accesskey`: unique tokens of one code point each.
/// Its report is every token too long and every repeated token.
pub static VALID_ACCESSKEY: SyntaxDef = set_row!(
    "valid_accesskey",
    html!("interaction.html#the-accesskey-attribute"),
    "valid accesskey attribute (unique one-character keys)",
    validate_accesskey,
    accesskey_steps
);

/// `blocking`: unique possible blocking tokens.
/// Its report is every unknown and every repeated token.
pub static VALID_BLOCKING: SyntaxDef = set_row!(
    "valid_blocking",
    html!("urls-and-fetching.html#blocking-attributes"),
    "valid blocking attribute (possible blocking tokens: render)",
    validate_blocking,
    blocking_steps
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Severity;
    use crate::registry::Context;
    use alloc::string::ToString;

    /// (code, offset) of each finding a row reports on `element`.
    fn reported(row: &SyntaxDef, element: &str, value: &str) -> Vec<(&'static str, usize)> {
        let context = Context {
            element,
            ..Context::default()
        };
        row.reported_in(value, &context)
    }

    #[test]
    fn each_token_reports_its_error() {
        // `x-made-up`'s warning is left out beside the errors.
        assert_eq!(
            reported(&VALID_REL, "a", "icon x-made-up stylesheet icon"),
            [
                ("link_type_not_allowed", 0),
                ("link_type_not_allowed", 15),
                ("link_type_not_allowed", 26),
                ("duplicate_token", 26),
            ]
        );
        // A valid value's warnings, each.
        assert_eq!(
            reported(&VALID_REL, "link", "x-one stylesheet x-two"),
            [("unknown_link_type", 0), ("unknown_link_type", 17)]
        );
    }

    #[test]
    fn each_token_of_a_set_reports_its_error() {
        // Every unknown keyword, every repeat and the combinations, in the
        // order of the text; the warning is left out beside them.
        assert_eq!(
            reported(
                &VALID_SANDBOX,
                "iframe",
                "allow-scirpts allow-forms allow-same-origin allow-forms x allow-scripts allow-FORMS"
            ),
            [
                ("unknown_keyword", 0),
                ("duplicate_token", 44),
                ("unknown_keyword", 56),
                ("duplicate_token", 72),
            ]
        );
        assert_eq!(
            reported(
                &VALID_SANDBOX,
                "iframe",
                "allow-top-navigation-to-custom-protocols allow-popups allow-top-navigation allow-top-navigation-by-user-activation"
            ),
            [("custom_protocols_redundant", 0), ("top_navigation_conflict", 75)]
        );
        // Alone, the warning.
        assert_eq!(
            reported(&VALID_SANDBOX, "iframe", "allow-same-origin allow-scripts"),
            [("sandbox_scripts_with_same_origin", 18)]
        );
        // In the order of the text, lengths and repeats mixed.
        assert_eq!(
            reported(&VALID_ACCESSKEY, "a", "a bb a cc a"),
            [
                ("access_key_length", 2),
                ("duplicate_token", 5),
                ("access_key_length", 7),
                ("duplicate_token", 10),
            ]
        );
        assert_eq!(
            reported(&VALID_BLOCKING, "script", "rendr render RENDER parser"),
            [
                ("unknown_keyword", 0),
                ("duplicate_token", 13),
                ("unknown_keyword", 20),
            ]
        );
    }

    #[test]
    fn a_set_stops_at_its_earliest_error_for_validate() {
        let first = |r: Result<Vec<char>, Error>| r.map_err(|e| (e.kind().code(), e.offset()));
        assert_eq!(
            first(validate_accesskey("a a bb")),
            Err(("duplicate_token", 2))
        );
        assert_eq!(
            first(validate_accesskey("a bb a")),
            Err(("access_key_length", 2))
        );
        let err = validate_sandbox("allow-forms x allow-forms").unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("unknown_keyword", 12));
    }

    /// Each problem's code, severity and words, and its one field: the
    /// syntax (a field-less kind writes no field of its own).
    #[test]
    fn sandbox_problems() {
        let expected = [
            (
                SandboxProblem::CustomProtocolsRedundant,
                "custom_protocols_redundant",
                Severity::Error,
                "allow-top-navigation-to-custom-protocols is redundant with allow-top-navigation or allow-popups",
            ),
            (
                SandboxProblem::ScriptsWithSameOrigin,
                "sandbox_scripts_with_same_origin",
                Severity::Warning,
                "allow-scripts with allow-same-origin lets a same-origin document remove its own sandbox",
            ),
        ];
        assert_eq!(SandboxProblem::ALL.len(), expected.len());
        for (p, code, severity, words) in expected {
            let kind = ErrorKind::from(p);
            assert_eq!(SandboxProblem::from_kind(&kind), Some(p));
            assert_eq!(
                (kind.code(), kind.severity(), kind.to_string()),
                (code, severity, words.to_string())
            );
            let mut names = Vec::new();
            kind.for_each_field(&mut |name, _| names.push(name));
            assert_eq!(names, ["syntax"]);
        }
    }
}
