//! [The `meta` element](https://html.spec.whatwg.org/multipage/semantics.html#the-meta-element)
//! (HTML 4.2.5): which attributes go together, and what `charset` and
//! `content` must be given the element's `name` or `http-equiv`.
//!
//! What the attribute table already checks stays there: the `http-equiv`
//! keyword (with `content-language` and `set-cookie` non-conforming), the
//! `media` query list, and the `content` of `http-equiv=refresh`.

use crate::common::idioms::skip_ascii_whitespace_at;
use crate::common::keywords::enumerated::REFERRERPOLICY;
use crate::syntaxes::color_scheme::validate_color_scheme;
use crate::syntaxes::csp::{check_serialized_policy, Delivery};
use crate::syntaxes::css_color::validate_css_color;

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::{OncePerDocument, Place, Problem, Tag};
use crate::base::error::detail_kinds;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "meta";

/// The attributes that make a `meta` need `content`.
static CONTENT_HOLDERS: [&str; 4] = ["name", "http-equiv", "itemprop", "property"];

/// The names a document has one `meta` of at most.
static ONCE_NAMES: [&str; 2] = ["description", "color-scheme"];

detail_kinds! {
    /// What the `meta` rule finds (besides the errors of the syntaxes its
    /// `content` follows, which are theirs).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::MetaProblem};
    ///
    /// let report = check_str("<meta charset=latin1>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(MetaProblem::from_kind(&kind), Some(MetaProblem::CharsetNotUtf8 { value: "latin1".into() }));
    /// assert_eq!(report.findings()[0].message, "the character encoding must be \"utf-8\", not \"latin1\"");
    /// ```
    pub enum MetaProblem (owned);
    pub static META_DETAILS = (syntax "meta", otherwise "meta_attribute_conflict", "a `meta` element's attributes do not go together");
    {
        /// Two of `name`, `http-equiv`, `charset` and `itemprop` on one
        /// `meta`.
        MetaAttributeConflict {
            /// The later attribute.
            name: &'static str = KINDS,
            /// The first.
            first: &'static str = KINDS,
        } => ("meta_attribute_conflict", Error, "attribute `{name}` not allowed on a `meta` with `{first}`")
            help("use one `meta` element for each"),
        /// A `meta` with `name`, `http-equiv`, `itemprop` or `property`
        /// without `content`.
        MissingContent {
            /// The attribute that needs `content`.
            holder: &'static str = CONTENT_HOLDERS,
        } => ("missing_content", Error, "a `meta` with `{holder}` needs a `content` attribute"),
        /// `content` on a `meta` that names nothing.
        ContentNotAllowed => ("content_not_allowed", Error, "attribute `content` needs a `name`, `http-equiv` or `itemprop` on the `meta`"),
        /// `media` on a `meta` other than `theme-color`.
        MediaWithoutThemeColor => ("media_without_theme_color", Error, "attribute `media` is only allowed on `meta name=theme-color`"),
        /// A second character encoding declaration.
        SecondEncodingDeclaration => ("second_encoding_declaration", Error, "a document has one character encoding declaration at most (`meta charset` or `meta http-equiv=content-type`)")
            help("keep one `<meta charset=utf-8>`"),
        /// A second `meta http-equiv` of a state a document has once.
        DuplicatePragma {
            /// The state's keyword.
            state: &'static str = PRAGMA_STATES,
        } => ("duplicate_pragma", Error, "a document has one `meta http-equiv={state}` at most")
            help("merge them into one `meta` element"),
        /// A second `meta name` of a name a document has once.
        DuplicateMetaName {
            /// The name.
            name: &'static str = ONCE_NAMES,
        } => ("duplicate_meta_name", Error, "a document has one `meta name={name}` at most"),
        /// A character encoding declaration other than utf-8.
        CharsetNotUtf8 {
            /// The value of `charset`.
            value: String,
        } => ("charset_not_utf8", Error, "the character encoding must be \"utf-8\", not {value:?}")
            help("use \"utf-8\" (and save the document as UTF-8)"),
        /// A `content-type` pragma other than `text/html; charset=utf-8`.
        ExpectedTextHtmlCharsetUtf8 {
            /// The value of `content`.
            value: String,
        } => ("expected_text_html_charset_utf8", Error, "expected \"text/html; charset=utf-8\", found {value:?}")
            help("use \"text/html; charset=utf-8\""),
        /// An `x-ua-compatible` pragma other than `IE=edge`.
        ExpectedIeEdge {
            /// The value of `content`.
            value: String,
        } => ("expected_ie_edge", Error, "expected \"IE=edge\", found {value:?}")
            help("use \"IE=edge\", or remove the element"),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = MetaProblem::KINDS;

/// The spec's URL for an anchor in `semantics.html`.
macro_rules! semantics {
    ($anchor:literal) => {
        concat!(
            "https://html.spec.whatwg.org/multipage/semantics.html#",
            $anchor
        )
    };
}

/// The `http-equiv` keywords whose states a document has once at most,
/// besides `content-type` (the Encoding declaration state). Not
/// `content-security-policy`: CSP3 says "A Document may deliver a policy
/// via one or more HTML meta elements", which the HTML sentence does not
/// except (deviations.md, 17).
static PRAGMA_STATES: [&str; 5] = [
    "content-language",
    "default-style",
    "refresh",
    "set-cookie",
    "x-ua-compatible",
];

/// The four attributes of which exactly one must be specified.
static KINDS: [&str; 4] = ["name", "http-equiv", "charset", "itemprop"];

/// The rules of 4.2.5 over one `meta` start tag.
pub(super) fn meta(tag: &Tag<'_>, seen: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    if tag.name != "meta" {
        return;
    }
    // "Exactly one of the name, http-equiv, charset, and itemprop attributes
    // must be specified": each after the first is at fault.
    let mut kinds = tag
        .attributes
        .iter()
        .enumerate()
        .filter_map(|(i, (n, _))| Some((i, *KINDS.iter().find(|k| *k == n)?)));
    if let Some((_, first)) = kinds.next() {
        for (i, name) in kinds {
            let kind = MetaProblem::MetaAttributeConflict { name, first };
            let spec = semantics!("the-meta-element");
            problems.push(Problem::new(i, Place::Name, RULE, kind, spec));
        }
    }
    let content = tag.get("content");
    // "If either name, http-equiv, or itemprop is specified, then the
    // content attribute must also be specified. Otherwise, it must be
    // omitted." HTML+RDFa 1.1 (an applicable specification here, see
    // `content_attributes`) adds `property`: "If the RDFa @property
    // attribute is present on the meta element, neither @name,
    // @http-equiv, nor @charset is required and the @content attribute
    // MUST be specified."
    let holding = |among: Option<&'static [&'static str]>| {
        let among = among.unwrap_or_default();
        tag.attributes
            .iter()
            .enumerate()
            .find_map(|(i, (n, _))| Some((i, *among.iter().find(|h| *h == n)?)))
    };
    // `property` (the last) only without the other three.
    let holder = holding(CONTENT_HOLDERS.get(..3)).or_else(|| holding(CONTENT_HOLDERS.get(3..)));
    let spec = semantics!("attr-meta-content");
    match (holder, content) {
        (Some((i, holder)), None) => {
            let kind = MetaProblem::MissingContent { holder };
            problems.push(Problem::new(i, Place::Name, RULE, kind, spec));
        }
        (None, Some((i, _))) => {
            let kind = MetaProblem::ContentNotAllowed;
            problems.push(Problem::new(i, Place::Name, RULE, kind, spec));
        }
        _ => {}
    }
    if let Some((i, value)) = tag.get("charset") {
        charset(i, value, problems);
    }
    let name = tag.get("name").map(|(_, v)| v);
    // "Unless the name is theme-color, the media attribute … must not be
    // used by authors."
    if let Some((i, _)) = tag.get("media") {
        if !name.is_some_and(|n| n.eq_ignore_ascii_case("theme-color")) {
            let kind = MetaProblem::MediaWithoutThemeColor;
            let spec = semantics!("attr-meta-media");
            problems.push(Problem::new(i, Place::Name, RULE, kind, spec));
        }
    }
    once_per_document(tag, seen, problems);
    let Some((c, value)) = content else {
        return;
    };
    if let Some(name) = name {
        standard_metadata_name(name, c, value, problems);
    } else if let Some((_, keyword)) = tag.get("http-equiv") {
        pragma_directive(keyword, c, value, problems);
    }
}

/// What a document has at most once: a
/// [character encoding declaration](https://html.spec.whatwg.org/multipage/semantics.html#character-encoding-declaration)
/// (`charset`, or `http-equiv` in the Encoding declaration state: "there
/// can only be one meta-based character encoding declaration per
/// document"), and a `meta` named `description` or `color-scheme`. The
/// later ones are at fault, at the attribute that makes them so.
fn once_per_document(tag: &Tag<'_>, seen: &mut OncePerDocument, problems: &mut Vec<Problem>) {
    let declaration = tag.get("charset").or_else(|| {
        tag.get("http-equiv")
            .filter(|(_, v)| v.eq_ignore_ascii_case("content-type"))
            .map(|(i, _)| (i, ""))
    });
    if let Some((i, _)) = declaration {
        if !seen.first("character encoding declaration") {
            let kind = MetaProblem::SecondEncodingDeclaration;
            let spec = semantics!("character-encoding-declaration");
            problems.push(Problem::new(i, Place::Name, RULE, kind, spec));
        }
    }
    // "There must not be more than one meta element with any particular
    // state in the document at a time" (the Encoding declaration state is
    // the declaration above).
    if let Some((i, value)) = tag.get("http-equiv") {
        if let Some(&state) = PRAGMA_STATES.iter().find(|s| s.eq_ignore_ascii_case(value)) {
            if !seen.first(state) {
                let kind = MetaProblem::DuplicatePragma { state };
                let spec = semantics!("pragma-directives");
                problems.push(Problem::new(i, Place::Value(0), RULE, kind, spec));
            }
        }
    }
    let Some((i, name)) = tag.get("name") else {
        return;
    };
    let specs = [
        semantics!("meta-description"),
        semantics!("meta-color-scheme"),
    ];
    for (&key, spec) in ONCE_NAMES.iter().zip(specs) {
        if name.eq_ignore_ascii_case(key) && !seen.first(key) {
            let kind = MetaProblem::DuplicateMetaName { name: key };
            problems.push(Problem::new(i, Place::Name, RULE, kind, spec));
        }
    }
}

/// [`charset`](https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-charset):
/// "an ASCII case-insensitive match for the string "utf-8"".
fn charset(i: usize, value: &str, problems: &mut Vec<Problem>) {
    if let Err(at) = literal(value, 0, "utf-8").and_then(|end| at_end(value, end)) {
        let kind = MetaProblem::CharsetNotUtf8 {
            value: value.to_string(),
        };
        let spec = semantics!("attr-meta-charset");
        problems.push(Problem::new(i, Place::Value(at), RULE, kind, spec));
    }
}

/// The `content` of a
/// [standard metadata name](https://html.spec.whatwg.org/multipage/semantics.html#standard-metadata-names)
/// whose value has a syntax: `referrer`, `theme-color` and `color-scheme`. The others
/// (`application-name`, `author`, `description`, `generator`, `keywords`)
/// are free-form strings, and extensions are unchecked.
fn standard_metadata_name(name: &str, c: usize, value: &str, problems: &mut Vec<Problem>) {
    if name.eq_ignore_ascii_case("referrer") {
        // "The value must be a referrer policy": a token or the empty
        // string, the values of the `referrerpolicy` attribute.
        if let Err(e) = REFERRERPOLICY.validate(value) {
            problems.push(Problem::from_error(
                c,
                &e,
                "meta",
                semantics!("meta-referrer"),
            ));
        }
    } else if name.eq_ignore_ascii_case("color-scheme") {
        // "The value must be a string that matches the syntax for the CSS
        // 'color-scheme' property value."
        if let Err(e) = validate_color_scheme(value) {
            problems.push(Problem::from_error(
                c,
                &e,
                "valid_color_scheme",
                semantics!("meta-color-scheme"),
            ));
        }
    } else if name.eq_ignore_ascii_case("theme-color") {
        // "The value must be a string that matches the CSS <color>
        // production."
        if let Err(e) = validate_css_color(value) {
            problems.push(Problem::from_error(
                c,
                &e,
                "valid_css_color",
                semantics!("meta-theme-color"),
            ));
        }
    }
}

/// The `content` of a
/// [pragma directive](https://html.spec.whatwg.org/multipage/semantics.html#pragma-directives)
/// in the Encoding declaration, X-UA-Compatible or Content security policy
/// state (the Refresh state's is in the attribute table).
fn pragma_directive(keyword: &str, c: usize, value: &str, problems: &mut Vec<Problem>) {
    if keyword.eq_ignore_ascii_case("content-type") {
        if let Err(at) = encoding_declaration(value) {
            let kind = MetaProblem::ExpectedTextHtmlCharsetUtf8 {
                value: value.to_string(),
            };
            let spec = semantics!("attr-meta-http-equiv-content-type");
            problems.push(Problem::new(c, Place::Value(at), RULE, kind, spec));
        }
    } else if keyword.eq_ignore_ascii_case("content-security-policy") {
        // "a valid Content Security Policy, but must not contain any
        // report-uri, frame-ancestors, or sandbox directives"; every problem,
        // warnings too.
        check_serialized_policy(value, Delivery::Meta, &mut |e| {
            problems.push(Problem::from_error(
                c,
                &e,
                "valid_serialized_policy",
                semantics!("attr-meta-http-equiv-content-security-policy"),
            ));
        });
    } else if keyword.eq_ignore_ascii_case("x-ua-compatible") {
        if let Err(at) = literal(value, 0, "IE=edge").and_then(|end| at_end(value, end)) {
            let kind = MetaProblem::ExpectedIeEdge {
                value: value.to_string(),
            };
            let spec = semantics!("attr-meta-http-equiv-x-ua-compatible");
            problems.push(Problem::new(c, Place::Value(at), RULE, kind, spec));
        }
    }
}

/// The content of the
/// [Encoding declaration state](https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-content-type):
/// an ASCII case-insensitive match for `"text/html;"`, any ASCII
/// whitespace, `"charset=utf-8"`. `Err` is the offset of the first
/// character that departs from it.
fn encoding_declaration(value: &str) -> Result<(), usize> {
    let pos = literal(value, 0, "text/html;")?;
    let pos = skip_ascii_whitespace_at(value, pos);
    let pos = literal(value, pos, "charset=utf-8")?;
    at_end(value, pos)
}

/// An ASCII case-insensitive match for `expected` at `pos` in `value`: the
/// position after it, or the offset of the first character that differs
/// (the end of `value` when it stops short).
fn literal(value: &str, pos: usize, expected: &str) -> Result<usize, usize> {
    let rest = value.as_bytes().get(pos..).unwrap_or_default();
    match expected
        .bytes()
        .zip(rest)
        .position(|(e, r)| !e.eq_ignore_ascii_case(r))
    {
        Some(i) => Err(pos + i),
        None if rest.len() < expected.len() => Err(value.len()),
        None => Ok(pos + expected.len()),
    }
}

/// `Ok` at the end of `value`, else the position of what trails.
fn at_end(value: &str, pos: usize) -> Result<(), usize> {
    if pos >= value.len() {
        Ok(())
    } else {
        Err(pos)
    }
}
