//! The start tags of a document, with the source spans of their attribute
//! names and values: a WHATWG tokenizer (`html5gum`) behind an emitter of
//! our own, and the tokenizer state switches a tree builder would make.
//!
//! The tokenizer
//! ([13.2.5 Tokenization](https://html.spec.whatwg.org/multipage/parsing.html#tokenization))
//! hands its events to [`TagEmitter`], which keeps only what the checker
//! needs: tag names, attribute names and values (character references
//! decoded, the first of duplicate attributes kept, the names of the
//! others noted) and where each was written. Text, comments, doctypes and
//! parse errors are dropped (text is kept only for the conformance test
//! against html5lib-tests).
//!
//! There is no tree construction, so two of its effects on the tokenizer
//! are approximated here:
//! - after the start tag of an HTML `title` or `textarea` the tokenizer
//!   switches to the RCDATA state, after `style`, `xmp`, `iframe`,
//!   `noembed` and `noframes` to RAWTEXT, after `script` to script data and
//!   after `plaintext` to PLAINTEXT, as the tree builder's rules for those
//!   elements do (`noscript` stays markup: scripting disabled, as a
//!   checker reads it). Inside SVG or MathML (foreign content) no state
//!   switches, but for the HTML start tags of an integration point;
//! - foreign content is the span from an `<svg>` or `<math>` start tag to
//!   its end tag, nested ones counted (self-closing ones open nothing); in
//!   it `<![CDATA[` opens a CDATA section, and a start tag that the rules
//!   for foreign content pop foreign elements for (`<img>`, `<p>`, `<div>`,
//!   … and `<font>` with `color`, `face` or `size`) ends it, unless it is
//!   inside an integration point (`foreignObject`, `desc`, `title`,
//!   `annotation-xml`, `mi`, `mo`, `mn`, `ms`, `mtext`), whose contents are
//!   marked foreign with the rest (the checker tells their HTML apart).

use alloc::collections::VecDeque;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use html5gum::{Emitter, Error, State, StringReader, Tokenizer};

/// One attribute of a start tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Attribute {
    /// The name, ASCII-lowercased by the tokenizer.
    pub(crate) name: String,
    /// Where the name was written in the text.
    pub(crate) name_span: Range<usize>,
    /// The value, character references decoded, CR LF and CR as LF.
    pub(crate) value: String,
    /// Where the value was written in the text, between its quotes;
    /// `None` for an attribute without `=`.
    pub(crate) value_span: Option<Range<usize>>,
}

/// A start tag.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StartTag {
    /// The name, ASCII-lowercased.
    pub(crate) name: String,
    /// From its `<` to after its `>`.
    pub(crate) span: Range<usize>,
    /// Whether it ended with `/>`.
    pub(crate) self_closing: bool,
    /// The attributes, in source order, the first of duplicates kept.
    pub(crate) attributes: Vec<Attribute>,
    /// The name and name span of each attribute dropped as a duplicate
    /// (the tokenizer's `duplicate-attribute` parse error), in source
    /// order.
    pub(crate) duplicates: Vec<Attribute>,
    /// Whether it is in foreign content (an SVG or MathML element, the
    /// `<svg>` or `<math>` start tag included).
    pub(crate) foreign: bool,
    /// Whether it is inside an HTML `template` element (whose contents
    /// are another tree), the `<template>` start tag not included.
    pub(crate) in_template: bool,
    /// The comments since the previous start tag whose text starts with
    /// `html-microsyntax-` (inline configuration), each as the offset after
    /// its `-->` and its text, trimmed.
    pub(crate) directives: Vec<(usize, String)>,
}

/// What the emitter hands out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Tag {
    /// A start tag.
    Start(StartTag),
    /// An end tag's name, whether it is in foreign content, and the offset
    /// of its `<`.
    End(String, bool, usize),
    /// A run of text (only with [`TagEmitter::keep_text`]).
    #[cfg_attr(not(test), allow(dead_code))]
    Text(String),
    /// The directive comments after the last start tag (as
    /// [`StartTag::directives`]), at the end of the text.
    Directives(Vec<(usize, String)>),
}

/// The start tags of `text`, with the state switches of the module docs.
pub(crate) fn start_tags(text: &str) -> impl Iterator<Item = StartTag> + '_ {
    tags(text, TagEmitter::new(true)).filter_map(|tag| match tag {
        Tag::Start(tag) => Some(tag),
        _ => None,
    })
}

/// Every tag (and text, if the emitter keeps it) of `text`.
pub(crate) fn tags(text: &str, emitter: TagEmitter) -> impl Iterator<Item = Tag> + '_ {
    tokenizer(text, emitter).map(|result| match result {
        Ok(tag) => tag,
        Err(never) => match never {},
    })
}

/// The tokenizer over `text` with `emitter`, in the data state.
pub(crate) fn tokenizer(
    text: &str,
    emitter: TagEmitter,
) -> Tokenizer<StringReader<'_>, TagEmitter> {
    Tokenizer::new_with_emitter(text, emitter)
}

/// The tag's name if it is an SVG or MathML root.
fn foreign_root(name: &[u8]) -> Option<&'static [u8]> {
    match name {
        b"svg" => Some(b"svg"),
        b"math" => Some(b"math"),
        _ => None,
    }
}

/// The tag's name if it is an HTML integration point or a MathML text
/// integration point
/// ([13.2.6.5](https://html.spec.whatwg.org/multipage/parsing.html#html-integration-point)),
/// by name (`annotation-xml` whatever its `encoding`).
fn integration_point(name: &[u8]) -> Option<&'static [u8]> {
    [
        &b"foreignobject"[..],
        b"desc",
        b"title",
        b"annotation-xml",
        b"mi",
        b"mo",
        b"mn",
        b"ms",
        b"mtext",
    ]
    .into_iter()
    .find(|point| *point == name)
}

/// The start tags that make the rules for parsing tokens in foreign
/// content pop the foreign elements
/// ([13.2.6.5](https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign)).
pub(super) fn breaks_out_of_foreign_content(name: &[u8], attributes: &[Attribute]) -> bool {
    match name {
        b"b" | b"big" | b"blockquote" | b"body" | b"br" | b"center" | b"code" | b"dd" | b"div"
        | b"dl" | b"dt" | b"em" | b"embed" | b"h1" | b"h2" | b"h3" | b"h4" | b"h5" | b"h6"
        | b"head" | b"hr" | b"i" | b"img" | b"li" | b"listing" | b"menu" | b"meta" | b"nobr"
        | b"ol" | b"p" | b"pre" | b"ruby" | b"s" | b"small" | b"span" | b"strong" | b"strike"
        | b"sub" | b"sup" | b"table" | b"tt" | b"u" | b"ul" | b"var" => true,
        b"font" => attributes
            .iter()
            .any(|a| matches!(a.name.as_str(), "color" | "face" | "size")),
        _ => false,
    }
}

/// The tokenizer state the tree builder switches to after an HTML start
/// tag
/// ([13.2.6.4.4](https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead),
/// [13.2.6.4.7](https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody)).
fn state_after(name: &[u8]) -> Option<State> {
    match name {
        b"title" | b"textarea" => Some(State::RcData),
        b"style" | b"xmp" | b"iframe" | b"noembed" | b"noframes" => Some(State::RawText),
        b"script" => Some(State::ScriptData),
        b"plaintext" => Some(State::PlainText),
        _ => None,
    }
}

/// Bytes the tokenizer produced from a `&str` as a `String` (they are
/// UTF-8: pieces of the input cut at ASCII bytes, and the UTF-8 of decoded
/// references).
fn to_string(bytes: &[u8]) -> String {
    match core::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => String::from_utf8_lossy(bytes).into_owned(),
    }
}

/// [`to_string`] of a buffer the caller gives up: no copy.
fn into_string(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| to_string(e.as_bytes()))
}

/// How a comment that configures the checker starts (after whitespace).
pub(crate) const DIRECTIVE_PREFIX: &str = "html-microsyntax-";

/// Comment bytes kept, at most: more than any directive needs.
const MAX_DIRECTIVE: usize = 4096;

/// Above this many attributes, duplicates are found through a sorted index
/// rather than by scanning.
const SCAN: usize = 16;

/// An attribute while the tokenizer reads it: name and value as bytes.
#[derive(Debug, Default)]
struct PartialAttribute {
    name: Vec<u8>,
    name_span: Range<usize>,
    value: Vec<u8>,
    value_span: Option<Range<usize>>,
}

/// The emitter: receives the tokenizer's events, builds [`Tag`]s.
#[derive(Debug, Default)]
pub(crate) struct TagEmitter {
    /// Switch states after start tags (the checker); off for the
    /// tokenizer's own conformance.
    switch_states: bool,
    /// Collect text too.
    keep_text: bool,
    /// The text of the comment being read.
    comment: Vec<u8>,
    /// Directive comments not yet handed out with a start tag.
    directives: Vec<(usize, String)>,
    text: Vec<u8>,
    /// Byte offset of the tokenizer in the input.
    position: usize,
    /// The current tag: `Some(true)` a start tag, `Some(false)` an end tag.
    current: Option<bool>,
    tag_start: usize,
    name: Vec<u8>,
    self_closing: bool,
    attributes: Vec<Attribute>,
    /// The duplicates dropped from the current tag.
    duplicates: Vec<Attribute>,
    /// The attribute being read, if any.
    attribute: Option<PartialAttribute>,
    /// Sorted names of `attributes`, once there are more than [`SCAN`].
    index: Vec<String>,
    last_start_tag: Vec<u8>,
    /// The open elements that decide how a tag in foreign content is
    /// read, innermost last: each `<svg>` and `<math>`, and each
    /// integration point opened directly in foreign content. Empty outside
    /// foreign content.
    foreign: Vec<ForeignContext>,
    /// Open HTML `template` elements.
    template_depth: usize,
    ready: VecDeque<Tag>,
}

impl TagEmitter {
    /// An emitter; `switch_states` as in the module docs.
    pub(crate) fn new(switch_states: bool) -> Self {
        TagEmitter {
            switch_states,
            ..TagEmitter::default()
        }
    }

    /// Also hand out the text between tags ([`Tag::Text`]).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn keep_text(mut self) -> Self {
        self.keep_text = true;
        self
    }

    /// Sets the last start tag's name (for a tokenizer started in another
    /// state than data).
    #[cfg_attr(not(test), allow(dead_code))]
    pub(crate) fn last_start_tag(mut self, name: &str) -> Self {
        self.last_start_tag = name.as_bytes().to_vec();
        self
    }

    fn flush_text(&mut self) {
        if !self.text.is_empty() {
            let text = to_string(&self.text);
            self.text.clear();
            self.ready.push_back(Tag::Text(text));
        }
    }

    /// Adds the attribute being read to the tag, unless one of that name is
    /// there (13.2.5.33: the later one is dropped).
    fn finish_attribute(&mut self) {
        let Some(PartialAttribute {
            name,
            name_span,
            value,
            value_span,
        }) = self.attribute.take()
        else {
            return;
        };
        if self.current != Some(true) {
            return;
        }
        let name = into_string(name);
        let duplicate = if self.attributes.len() < SCAN {
            self.attributes.iter().any(|a| a.name == name)
        } else {
            if self.index.is_empty() {
                self.index = self.attributes.iter().map(|a| a.name.clone()).collect();
                self.index.sort_unstable();
            }
            match self.index.binary_search(&name) {
                Ok(_) => true,
                Err(at) => {
                    self.index.insert(at, name.clone());
                    false
                }
            }
        };
        let attribute = Attribute {
            name,
            name_span,
            value: into_string(value),
            value_span,
        };
        if duplicate {
            self.duplicates.push(attribute);
        } else {
            self.attributes.push(attribute);
        }
    }

    /// Whether a start tag here is read by the HTML rules: outside foreign
    /// content, or where the current node is an integration point
    /// ([13.2.6](https://html.spec.whatwg.org/multipage/parsing.html#tree-construction)).
    fn html_rules_apply(&self) -> bool {
        self.foreign
            .last()
            .is_none_or(|context| context.integration_point)
    }

    /// Updates the foreign contexts for a start tag; whether the tag is
    /// foreign (inside an `<svg>` or `<math>`, integration points' contents
    /// included).
    fn enter(&mut self, name: &[u8], self_closing: bool, attributes: &[Attribute]) -> bool {
        let html_rules = self.html_rules_apply();
        if !html_rules && breaks_out_of_foreign_content(name, attributes) {
            // The foreign elements are popped up to an integration point
            // or an HTML element.
            while self.foreign.last().is_some_and(|c| !c.integration_point) {
                self.foreign.pop();
            }
        }
        let root = foreign_root(name);
        if self.foreign.is_empty() && root.is_none() {
            return false;
        }
        if !self_closing {
            if let Some(name) = root {
                self.foreign.push(ForeignContext::new(name, false));
            } else if let (false, Some(name)) = (html_rules, integration_point(name)) {
                self.foreign.push(ForeignContext::new(name, true));
            }
        }
        true
    }

    /// Updates the foreign contexts for an end tag: it closes the innermost
    /// open one of its name, and those inside it.
    fn leave(&mut self, name: &[u8]) {
        if let Some(at) = self.foreign.iter().rposition(|c| c.name == name) {
            self.foreign.truncate(at);
        }
    }
}

/// An open element that decides how the tags inside it are read.
#[derive(Debug, Clone, Copy)]
struct ForeignContext {
    /// Its tag name (lowercase).
    name: &'static [u8],
    /// An integration point (whose start tags are read by the HTML rules),
    /// or else an `<svg>` or `<math>`.
    integration_point: bool,
}

impl ForeignContext {
    fn new(name: &'static [u8], integration_point: bool) -> Self {
        ForeignContext {
            name,
            integration_point,
        }
    }
}

impl Emitter for TagEmitter {
    type Token = Tag;

    fn set_last_start_tag(&mut self, last_start_tag: Option<&[u8]>) {
        self.last_start_tag.clear();
        self.last_start_tag
            .extend_from_slice(last_start_tag.unwrap_or_default());
    }

    fn emit_eof(&mut self) {
        self.flush_text();
        if !self.directives.is_empty() {
            let left = core::mem::take(&mut self.directives);
            self.ready.push_back(Tag::Directives(left));
        }
    }

    fn emit_error(&mut self, _: Error) {}

    #[inline]
    fn should_emit_errors(&mut self) -> bool {
        false
    }

    fn pop_token(&mut self) -> Option<Tag> {
        self.ready.pop_front()
    }

    fn emit_string(&mut self, s: &[u8]) {
        if self.keep_text {
            self.text.extend_from_slice(s);
        }
    }

    fn init_start_tag(&mut self) {
        self.current = Some(true);
        self.name.clear();
        self.self_closing = false;
        self.attributes.clear();
        self.duplicates.clear();
        self.index.clear();
        self.attribute = None;
    }

    fn init_end_tag(&mut self) {
        self.current = Some(false);
        self.name.clear();
        self.attribute = None;
    }

    fn init_comment(&mut self) {
        self.current = None;
        self.comment.clear();
    }

    fn emit_current_tag(&mut self) -> Option<State> {
        self.finish_attribute();
        self.flush_text();
        let name = core::mem::take(&mut self.name);
        let state = match self.current.take() {
            Some(true) => {
                let attributes = core::mem::take(&mut self.attributes);
                let html_rules = self.html_rules_apply();
                let foreign = self.enter(&name, self.self_closing, &attributes);
                let in_template = self.template_depth > 0;
                if !foreign && name == b"template" {
                    self.template_depth += 1;
                }
                self.last_start_tag.clone_from(&name);
                self.ready.push_back(Tag::Start(StartTag {
                    name: to_string(&name),
                    span: self.tag_start..self.position,
                    self_closing: self.self_closing,
                    attributes,
                    duplicates: core::mem::take(&mut self.duplicates),
                    foreign,
                    in_template,
                    directives: core::mem::take(&mut self.directives),
                }));
                // An HTML start tag switches the tokenizer's state, in an
                // integration point too (`<foreignObject><style>`).
                if self.switch_states && html_rules && foreign_root(&name).is_none() {
                    state_after(&name)
                } else {
                    None
                }
            }
            Some(false) => {
                if self.foreign.is_empty() && name == b"template" {
                    self.template_depth = self.template_depth.saturating_sub(1);
                }
                let foreign = !self.foreign.is_empty();
                self.leave(&name);
                self.ready
                    .push_back(Tag::End(to_string(&name), foreign, self.tag_start));
                None
            }
            None => None,
        };
        self.name = name;
        state
    }

    fn emit_current_comment(&mut self) {
        // Only inline configuration is kept: a cheap test on the bytes.
        let text = self.comment.trim_ascii();
        if text.starts_with(DIRECTIVE_PREFIX.as_bytes()) {
            self.directives.push((self.position, to_string(text)));
        }
        self.comment.clear();
    }

    fn emit_current_doctype(&mut self) {}

    fn set_self_closing(&mut self) {
        if self.current == Some(true) {
            self.self_closing = true;
        }
    }

    fn set_force_quirks(&mut self) {}

    fn push_tag_name(&mut self, s: &[u8]) {
        self.name.extend_from_slice(s);
    }

    fn push_comment(&mut self, s: &[u8]) {
        // Bounded: a directive is short, and a long comment is no directive.
        if self.comment.len() < MAX_DIRECTIVE {
            self.comment.extend_from_slice(s);
        }
    }

    fn push_doctype_name(&mut self, _: &[u8]) {}

    fn init_doctype(&mut self) {
        self.current = None;
    }

    fn init_attribute(&mut self) {
        self.finish_attribute();
        // The tokenizer has consumed the name's first character.
        let start = self.position.saturating_sub(1);
        self.attribute = Some(PartialAttribute {
            name_span: start..start,
            ..PartialAttribute::default()
        });
    }

    fn init_attribute_value(&mut self) {
        let at = self.position;
        if let Some(attribute) = self.attribute.as_mut() {
            attribute.value_span = Some(at..at);
        }
    }

    fn push_attribute_name(&mut self, s: &[u8]) {
        let at = self.position;
        if let Some(attribute) = self.attribute.as_mut() {
            attribute.name.extend_from_slice(s);
            attribute.name_span.end = at;
        }
    }

    fn push_attribute_value(&mut self, s: &[u8]) {
        let at = self.position;
        if let Some(attribute) = self.attribute.as_mut() {
            attribute.value.extend_from_slice(s);
            let start = attribute.value_span.as_ref().map_or(at, |span| span.start);
            attribute.value_span = Some(start..at);
        }
    }

    fn set_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn set_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn start_open_tag(&mut self) {
        // The tokenizer has consumed the `<`.
        self.tag_start = self.position.saturating_sub(1);
    }

    fn current_is_appropriate_end_tag_token(&mut self) -> bool {
        self.current == Some(false)
            && !self.last_start_tag.is_empty()
            && self.name == self.last_start_tag
    }

    fn adjusted_current_node_present_but_not_in_html_namespace(&mut self) -> bool {
        !self.foreign.is_empty()
    }

    #[inline]
    fn move_position(&mut self, offset: isize) {
        self.position = self.position.saturating_add_signed(offset);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<String> {
        start_tags(text)
            .filter(|t| !t.foreign)
            .map(|t| t.name)
            .collect()
    }

    #[test]
    fn spans_of_names_and_values() {
        let text = "<p a=x b = \"y&amp;z\" c='' d\r\ne=\"1\r\n2\">";
        let tag = start_tags(text).next().unwrap();
        let found: Vec<_> = tag
            .attributes
            .iter()
            .map(|a| {
                (
                    a.name.as_str(),
                    &text[a.name_span.clone()],
                    a.value.as_str(),
                    a.value_span.clone().map(|s| &text[s]),
                )
            })
            .collect();
        assert_eq!(
            found,
            [
                ("a", "a", "x", Some("x")),
                ("b", "b", "y&z", Some("y&amp;z")),
                ("c", "c", "", Some("")),
                ("d", "d", "", None),
                ("e", "e", "1\n2", Some("1\r\n2")),
            ]
        );
        assert_eq!(tag.span, 0..text.len());
    }

    #[test]
    fn the_first_of_duplicates_wins_however_many() {
        let mut text = String::from("<p");
        for i in 0..40 {
            text.push_str(&format!(" a{i}={i} a{}=x", i / 2));
        }
        text.push('>');
        let tag = start_tags(&text).next().unwrap();
        assert_eq!(tag.attributes.len(), 40);
        for (i, a) in tag.attributes.iter().enumerate() {
            assert_eq!(
                (a.name.clone(), a.value.clone()),
                (format!("a{i}"), i.to_string())
            );
        }
        // Each later one is noted, where its name was written.
        assert_eq!(tag.duplicates.len(), 40);
        for (i, dup) in tag.duplicates.iter().enumerate() {
            let (name, span) = (&dup.name, &dup.name_span);
            assert_eq!(name, &format!("a{}", i / 2));
            assert_eq!(&text[span.clone()], name);
        }
    }

    #[test]
    fn states_switch_after_html_start_tags_only() {
        assert_eq!(names("<script>// </b> <img></script><p>"), ["script", "p"]);
        assert_eq!(names("<svg><style><b></style></svg><i>"), ["b", "i"]);
        assert_eq!(names("<svg><style><rect></style></svg><i>"), ["i"]);
        assert_eq!(names("<math><mi><b></mi></math><i>"), ["i"]);
        assert_eq!(names("<svg><![CDATA[<b>]]></svg><i>"), ["i"]);
        assert_eq!(names("<![CDATA[<b>]]><i>"), ["i"]);
        assert_eq!(names("<svg/><b>"), ["b"]);
        assert_eq!(names("<svg><font color=red></svg><i>"), ["font", "i"]);
        assert_eq!(names("<svg><font></font></svg><i>"), ["i"]);
    }

    /// Every start tag of `text`, with whether it is foreign.
    fn all(text: &str) -> Vec<(String, bool)> {
        start_tags(text).map(|t| (t.name, t.foreign)).collect()
    }

    #[test]
    fn an_html_start_tag_in_an_integration_point_switches_states() {
        // 13.2.6: a start tag whose adjusted current node is an HTML
        // integration point (foreignObject, desc, title) or a MathML text
        // integration point is processed by the HTML rules, so `style`
        // there is RAWTEXT and `title` RCDATA.
        let tags =
            all("<svg><foreignObject><style>a > b {} <rect></style><p></foreignObject></svg>");
        let found: Vec<_> = tags.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(found, ["svg", "foreignobject", "style", "p"]);
        let tags = all("<math><mi><textarea><b></textarea></mi></math><i>");
        let found: Vec<_> = tags.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(found, ["math", "mi", "textarea", "i"]);
        // An HTML `title` in an integration point opens no new one.
        let tags = all("<svg><desc><title><b></title><style><u></style></desc></svg>");
        let found: Vec<_> = tags.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(found, ["svg", "desc", "title", "style"]);
        // An SVG `title` directly in SVG is foreign: no switch.
        assert_eq!(
            names("<svg><title><b></b></title></svg>"),
            Vec::<String>::new()
        );
        assert_eq!(
            all("<svg><title><b></b></title></svg>")
                .iter()
                .map(|(n, _)| n.as_str())
                .collect::<Vec<_>>(),
            ["svg", "title", "b"]
        );
    }

    #[test]
    fn svg_inside_an_integration_point_is_foreign_again() {
        // `<svg>` in a foreignObject opens foreign content; its `<style>` is
        // SVG's, read as markup; after it closes, the HTML rules apply again.
        let text = "<svg><foreignObject><svg><style><rect></style></svg><style><b></style></foreignObject></svg><i>";
        let names: Vec<_> = all(text).into_iter().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            ["svg", "foreignobject", "svg", "style", "rect", "style", "i"]
        );
        // A tag that breaks out of the inner SVG returns to the
        // foreignObject's HTML, not out of the outer SVG.
        let text = "<svg><foreignObject><svg><p><style><b></style></foreignObject></svg><i>";
        let tags = all(text);
        assert_eq!(
            tags.iter()
                .map(|(n, f)| (n.as_str(), *f))
                .collect::<Vec<_>>(),
            [
                ("svg", true),
                ("foreignobject", true),
                ("svg", true),
                ("p", true),
                ("style", true),
                ("i", false)
            ]
        );
    }
}

#[cfg(test)]
mod html5lib;
