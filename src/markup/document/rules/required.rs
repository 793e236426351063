//! Attributes an element must have: the sentences of the elements'
//! definitions that say an attribute "must be present", "must be
//! specified" or that the element "must have" one. A start tag without
//! it is an error at the element's name, with the attribute to add in the
//! message and in the help.
//!
//! | element | the text |
//! |---|---|
//! | `img` | "At least one of the src and srcset attributes must be present." (4.8.4) |
//! | `img` | "Except where otherwise specified, the alt attribute must be specified" (4.8.4.4.1), with 4.8.4.4.15's exceptions, below |
//! | `input type=image` | "The src attribute must be present", "The alt attribute must be present" (4.10.5.1.20) |
//! | `area href` | "In this case, the alt attribute must be present." (4.8.14) |
//! | `map` | "The attribute must be present and must have a non-empty value" (`name`, 4.8.13) |
//! | `object` | "It must be present" (`data`, 4.8.7) |
//! | `track` | "This attribute must be present." (`src`); "This attribute must be present if the element's kind attribute is in the subtitles state." (`srclang`, 4.8.11) |
//! | `source` | in `picture`: "The srcset attribute must be present"; in `audio` or `video`: the `src` "must be present" (4.8.2) |
//! | `source` in `picture` | "If the srcset attribute has any image candidate strings using a width descriptor, the sizes attribute may also be present. If, additionally, the following sibling img element does not allow auto-sizes, the sizes attribute must be present." (4.8.2) |
//! | `optgroup` | "The label attribute must be specified if the optgroup has no child legend element." (4.10.9) |
//! | `data` | "The value attribute must be present." (4.5.14) |
//! | `meter` | "The value attribute must be specified." (4.10.14) |
//! | `bdo` | "Authors must specify the dir attribute on this element" (4.5.25) |
//! | `textarea wrap=hard` | "the cols attribute must be specified" (4.10.11) |
//! | `base` | "A base element must have either an href attribute, a target attribute, or both." (4.2.3) |
//! | `link` | "One or both of the href or imagesrcset attributes must be present."; "A link element must have either a rel attribute or an itemprop attribute" (4.2.4) |
//! | `link rel="alternate stylesheet"` | "the title attribute must be specified on the link element, with a non-empty value" (4.6.7.21) |
//! | `meta` | "Exactly one of the name, http-equiv, charset, and itemprop attributes must be specified." (4.2.5; HTML+RDFa's `property` counts too) |
//! | `a`, `area` with `itemprop` | "then the href attribute must also be specified" |
//! | `iframe`, `embed`, `audio`, `video` with `itemprop` | "then the src attribute must also be specified" |
//!
//! An `img` without `alt` is not reported when 4.8.4.4.15 ("A conformance
//! checker must report the lack of an alt attribute as an error unless one
//! of the conditions listed below applies") lets it be: it has a `title`
//! that is not empty, or an empty `generator-unable-to-provide-required-alt`,
//! or it is in a `figure` that has a `figcaption` with text and, that
//! aside, no content but the `img`.
//!
//! Three depend on elements after the start tag, and are withdrawn by them
//! ([`Pending`]): `optgroup`'s `label`, by a `legend` child of the
//! `optgroup`; `source`'s `sizes`, by the `img` that follows it in its
//! `picture` if that `img` allows auto-sizes; the `alt` of an `img` child
//! of a `figure`, by the `figure`'s content when it closes (the module
//! `figure`).
//!
//! Not checked: the "but not both" of `link`'s `rel` and `itemprop` and of
//! `meta`'s four.

use alloc::vec::Vec;
use core::fmt;

use crate::base::error::{detail_kinds, packed_by_index, FieldValue, ToField};
use crate::common::idioms::split_on_ascii_whitespace;

use super::auto_sizes::FOLLOWING_IMG;
use super::{Among, OncePerDocument, Pending, Place, Problem, Tag};
use crate::syntaxes::images::parse_srcset;

/// The rule's name in findings (their `syntax`).
const RULE: &str = "required_attributes";

/// The elements that must have some attribute.
static ELEMENTS: [&str; 20] = [
    "a", "area", "audio", "base", "bdo", "data", "embed", "iframe", "img", "input", "link", "map",
    "meta", "meter", "object", "optgroup", "source", "textarea", "track", "video",
];

/// The attributes of which an element must have one (the first is the
/// one to add).
static ANY_OF: [&[&str]; 18] = [
    &["src", "srcset"],
    &["alt"],
    &["src"],
    &["href"],
    &["name"],
    &["data"],
    &["srclang"],
    &["srcset"],
    &["value"],
    &["dir"],
    &["cols"],
    &["href", "target"],
    &["href", "imagesrcset"],
    &["rel", "itemprop"],
    &["title"],
    &["name", "http-equiv", "charset", "itemprop"],
    &["label"],
    &["sizes"],
];

/// The other way out of a missing attribute, that an element after the
/// start tag gives.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OtherWay {
    /// None: the attribute is needed.
    None,
    /// An `img`'s `alt`: a `figcaption` with text as its `figure`'s only
    /// other content.
    Figcaption,
    /// An `optgroup`'s `label`: a `legend` as its first child.
    Legend,
    /// A `source`'s `sizes`: `loading=lazy` and `sizes="auto"` on the
    /// `img` that follows.
    AutoSizes,
}

impl OtherWay {
    /// Every way, in declaration order.
    const ALL: [OtherWay; 4] = [
        OtherWay::None,
        OtherWay::Figcaption,
        OtherWay::Legend,
        OtherWay::AutoSizes,
    ];

    /// Its name in the fields: `none`, `figcaption`, `legend`, `auto_sizes`.
    pub fn name(self) -> &'static str {
        match self {
            OtherWay::None => "none",
            OtherWay::Figcaption => "figcaption",
            OtherWay::Legend => "legend",
            OtherWay::AutoSizes => "auto_sizes",
        }
    }
}

packed_by_index!(OtherWay, OtherWay::ALL);

impl ToField for OtherWay {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.name())
    }
}

/// The help's end: `, or …` the other way, if any.
impl fmt::Display for OtherWay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OtherWay::None => "",
            OtherWay::Figcaption => {
                ", or a `figcaption` with text as the `figure`'s only other content"
            }
            OtherWay::Legend => ", or a `legend` as its first child",
            OtherWay::AutoSizes => ", or loading=lazy and sizes=\"auto\" on the `img` that follows",
        })
    }
}

/// The words for the attributes of `any_of`: "a `src` attribute", "an
/// `alt` attribute", "one of `src`, `srcset`".
struct Which(&'static [&'static str]);

impl fmt::Display for Which {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            [one] if one.starts_with(['a', 'e', 'i', 'o', 'u']) => {
                write!(f, "an `{one}` attribute")
            }
            [one] => write!(f, "a `{one}` attribute"),
            names => {
                f.write_str("one of ")?;
                for (i, name) in names.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "`{name}`")?;
                }
                Ok(())
            }
        }
    }
}

detail_kinds! {
    /// What the `required_attributes` rule finds.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str, kinds::{OtherWay, RequiredAttributesProblem}};
    ///
    /// let report = check_str("<link rel=stylesheet>");
    /// let kind = report.findings()[0].error_kind;
    /// assert_eq!(
    ///     RequiredAttributesProblem::from_kind(&kind),
    ///     Some(RequiredAttributesProblem::MissingRequiredAttribute {
    ///         element: "link",
    ///         any_of: &["href", "imagesrcset"],
    ///         other_way: OtherWay::None,
    ///     })
    /// );
    /// assert_eq!(report.findings()[0].message, "`link` must have one of `href`, `imagesrcset`");
    /// ```
    pub enum RequiredAttributesProblem;
    pub static REQUIRED_ATTRIBUTES_DETAILS = (syntax "required_attributes", otherwise "missing_required_attribute", "an attribute the element must have is missing");
    {
        /// An element without an attribute it must have.
        MissingRequiredAttribute {
            element: &'static str = ELEMENTS,
            /// The attributes of which it must have one (the first is the
            /// one to add).
            any_of: &'static [&'static str] = ANY_OF,
            /// The other way out, that an element after the tag gives.
            other_way: OtherWay,
        } => ("missing_required_attribute", Error, "`{element}` must have {}", Which(any_of))
            help("add {}=\"…\"{other_way}", any_of.first().copied().unwrap_or_default()),
    }
}

/// The kinds of this rule.
pub(super) const RULE_KINDS: super::KindList = RequiredAttributesProblem::KINDS;

/// The code of a missing attribute (the checker reads it: a host's own
/// attribute may be the one missing).
pub(in crate::markup::document) const MISSING_REQUIRED_ATTRIBUTE: &str =
    match RequiredAttributesProblem::CODES {
        [code] => code,
        _ => panic!("one kind"),
    };

/// The multipage standard's URL of a page and fragment.
macro_rules! page {
    ($at:literal) => {
        concat!("https://html.spec.whatwg.org/multipage/", $at)
    };
}

/// What an element lacks: the attributes (one of which it must have; the
/// first is the one to add), where the text says so, and what after the
/// tag withdraws the problem.
struct Missing {
    any_of: &'static [&'static str],
    at: &'static str,
    unless: Option<Pending>,
    /// The other way out, said after the attribute to add.
    or: OtherWay,
}

/// What settles an `optgroup`'s missing `label`: a `legend` child.
const LEGEND_CHILD: Pending = Pending {
    among: Among::Children,
    child: "legend",
    withdraws: |_| true,
};

/// What settles an `img`'s missing `alt` in a `figure`: the `figure`'s
/// content, when it closes.
const FIGURE_CAPTION: Pending = Pending {
    among: Among::Figure,
    child: "",
    withdraws: |_| false,
};

/// The attributes `tag` must have and has not.
fn missing(tag: &Tag<'_>) -> Vec<Missing> {
    let has = |name: &str| tag.get(name).is_some();
    let value = |name: &str| tag.get(name).map(|(_, v)| v);
    let mut out = Vec::new();
    let mut need = |present: bool, any_of: &'static [&'static str], at| {
        if !present {
            out.push(Missing {
                any_of,
                at,
                unless: None,
                or: OtherWay::None,
            });
        }
    };
    let parent = tag.ancestors.parent.map(|(name, _)| name);
    // An `img`'s own excuses for lacking `alt` (4.8.4.4.15).
    let alt_excused = || {
        value("title").is_some_and(|t| !t.is_empty())
            || value("generator-unable-to-provide-required-alt") == Some("")
    };
    match tag.name {
        "img" => {
            need(
                has("src") || has("srcset"),
                &["src", "srcset"],
                page!("embedded-content.html#the-img-element"),
            );
            // A `figure` parent may excuse it too, by what it holds (below).
            need(
                has("alt") || alt_excused() || parent == Some("figure"),
                &["alt"],
                page!("images.html#guidance-for-conformance-checkers"),
            );
        }
        "input" => {
            let image = value("type").is_some_and(|t| t.eq_ignore_ascii_case("image"));
            if image {
                const AT: &str = page!("input.html#image-button-state-(type=image)");
                need(has("src"), &["src"], AT);
                need(has("alt"), &["alt"], AT);
            }
        }
        "area" => {
            const AT: &str = page!("image-maps.html#the-area-element");
            if has("href") {
                need(has("alt"), &["alt"], AT);
            }
            if has("itemprop") {
                need(has("href"), &["href"], AT);
            }
        }
        "a" if has("itemprop") => need(
            has("href"),
            &["href"],
            page!("text-level-semantics.html#the-a-element"),
        ),
        "iframe" | "embed" | "audio" | "video" if has("itemprop") => {
            let at = match tag.name {
                "iframe" => page!("iframe-embed-object.html#the-iframe-element"),
                "embed" => page!("iframe-embed-object.html#the-embed-element"),
                _ => page!("media.html#media-elements"),
            };
            need(has("src"), &["src"], at);
        }
        "map" => need(
            has("name"),
            &["name"],
            page!("image-maps.html#the-map-element"),
        ),
        "object" => need(
            has("data"),
            &["data"],
            page!("iframe-embed-object.html#the-object-element"),
        ),
        "track" => {
            const AT: &str = page!("media.html#the-track-element");
            need(has("src"), &["src"], AT);
            // The missing value default of `kind` is the subtitles state
            // (and its invalid value default the metadata state).
            let subtitles = value("kind").is_none_or(|k| k.eq_ignore_ascii_case("subtitles"));
            need(has("srclang") || !subtitles, &["srclang"], AT);
        }
        "source" => {
            const AT: &str = page!("embedded-content.html#the-source-element");
            match parent {
                Some("picture") => need(has("srcset"), &["srcset"], AT),
                Some("audio" | "video") => need(has("src"), &["src"], AT),
                _ => {}
            }
        }
        "data" => need(
            has("value"),
            &["value"],
            page!("text-level-semantics.html#the-data-element"),
        ),
        "meter" => need(
            has("value"),
            &["value"],
            page!("form-elements.html#the-meter-element"),
        ),
        "bdo" => need(
            has("dir"),
            &["dir"],
            page!("text-level-semantics.html#the-bdo-element"),
        ),
        "textarea" if value("wrap").is_some_and(|w| w.eq_ignore_ascii_case("hard")) => need(
            has("cols"),
            &["cols"],
            page!("form-elements.html#attr-textarea-wrap-hard"),
        ),
        "base" => need(
            has("href") || has("target"),
            &["href", "target"],
            page!("semantics.html#the-base-element"),
        ),
        "link" => {
            const AT: &str = page!("semantics.html#the-link-element");
            need(
                has("href") || has("imagesrcset"),
                &["href", "imagesrcset"],
                AT,
            );
            need(has("rel") || has("itemprop"), &["rel", "itemprop"], AT);
            let rel = value("rel").unwrap_or_default();
            let has_type =
                |k: &str| split_on_ascii_whitespace(rel).any(|t| t.eq_ignore_ascii_case(k));
            if has_type("alternate") && has_type("stylesheet") {
                need(
                    value("title").is_some_and(|t| !t.is_empty()),
                    &["title"],
                    page!("links.html#link-type-stylesheet"),
                );
            }
        }
        "meta" => need(
            ["name", "http-equiv", "charset", "itemprop", "property"]
                .iter()
                .any(|a| has(a)),
            &["name", "http-equiv", "charset", "itemprop"],
            page!("semantics.html#the-meta-element"),
        ),
        _ => {}
    }
    // The three that elements after the tag decide.
    match tag.name {
        "img" if parent == Some("figure") && !has("alt") && !alt_excused() => out.push(Missing {
            any_of: &["alt"],
            at: page!("images.html#guidance-for-conformance-checkers"),
            unless: Some(FIGURE_CAPTION),
            or: OtherWay::Figcaption,
        }),
        "optgroup" if !has("label") => out.push(Missing {
            any_of: &["label"],
            at: page!("form-elements.html#attr-optgroup-label"),
            unless: Some(LEGEND_CHILD),
            or: OtherWay::Legend,
        }),
        "source" if parent == Some("picture") && !has("sizes") => {
            let widths =
                value("srcset").is_some_and(|v| parse_srcset(v).iter().any(|c| c.width.is_some()));
            if widths {
                out.push(Missing {
                    any_of: &["sizes"],
                    at: page!("embedded-content.html#the-source-element"),
                    unless: Some(FOLLOWING_IMG),
                    or: OtherWay::AutoSizes,
                });
            }
        }
        _ => {}
    }
    out
}

/// The attributes a start tag must have and has not, each at its name.
pub(super) fn required_attributes(
    tag: &Tag<'_>,
    _: &mut OncePerDocument,
    problems: &mut Vec<Problem>,
) {
    let Some(&element) = ELEMENTS.iter().find(|&&e| e == tag.name) else {
        return;
    };
    for Missing {
        any_of,
        at,
        unless,
        or,
    } in missing(tag)
    {
        let kind = RequiredAttributesProblem::MissingRequiredAttribute {
            element,
            any_of,
            other_way: or,
        };
        let mut problem = Problem::new(0, Place::TagName, RULE, kind, at);
        problem.pending = unless;
        problems.push(problem);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::check_str;

    /// (column, message, help) of each finding of this rule.
    fn found(html: &str) -> Vec<(usize, String, Option<String>)> {
        check_str(html)
            .findings()
            .iter()
            .filter(|f| f.syntax == "required_attributes")
            .map(|f| (f.column, f.message.clone(), f.help.clone()))
            .collect()
    }

    /// A finding's message and the attribute its help says to add.
    type Missing = (&'static str, &'static str);

    /// Each start tag, the column of its findings, and the findings.
    #[rustfmt::skip]
    const MISSING: [(&str, usize, &[Missing]); 5] = [
        ("<input type=image>", 2, &[("`input` must have a `src` attribute", "src"), ("`input` must have an `alt` attribute", "alt")]),
        ("<img>", 2, &[("`img` must have one of `src`, `srcset`", "src"), ("`img` must have an `alt` attribute", "alt")]),
        ("<link>", 2, &[("`link` must have one of `href`, `imagesrcset`", "href"), ("`link` must have one of `rel`, `itemprop`", "rel")]),
        ("<video><track kind=subtitles src=a.vtt></video>", 9, &[("`track` must have a `srclang` attribute", "srclang")]),
        ("<track src=a.vtt kind=metadata><source src=a>", 0, &[]),
    ];

    #[test]
    fn each_missing_attribute_is_named() {
        for (html, column, missing) in MISSING {
            let expected: Vec<_> = missing
                .iter()
                .map(|&(message, add)| {
                    (
                        column,
                        message.into(),
                        Some(alloc::format!("add {add}=\"…\"")),
                    )
                })
                .collect();
            assert_eq!(found(html), expected, "{html}");
        }
        // The two that a later element may settle say that way out too.
        assert_eq!(
            found("<select><optgroup><option>a</select>"),
            [(
                10,
                "`optgroup` must have a `label` attribute".into(),
                Some("add label=\"…\", or a `legend` as its first child".into())
            )]
        );
        assert_eq!(
            found("<picture><source srcset=\"a 100w\"><img src=a alt=\"\"></picture>"),
            [(
                11,
                "`source` must have a `sizes` attribute".into(),
                Some(
                    "add sizes=\"…\", or loading=lazy and sizes=\"auto\" on the `img` that follows"
                        .into()
                )
            )]
        );
    }
}
