//! The elements of foreign content (SVG and MathML) and the HTML in their
//! integration points, told apart as the tree builder does
//! ([13.2.6 Tree construction](https://html.spec.whatwg.org/multipage/parsing.html#tree-construction)),
//! from the start and end tags the tokenizer marks as foreign; each SVG and
//! MathML start tag checked by the `foreign_attributes` pass.
//!
//! A stack of the open elements since the `<svg>` or `<math>` that opened
//! foreign content, each with its namespace:
//! - a start tag whose adjusted current node is an HTML element, an HTML
//!   integration point (`foreignObject`, `desc` and `title` in SVG,
//!   `annotation-xml` with `encoding` `text/html` or
//!   `application/xhtml+xml`), or a MathML text integration point (`mi`,
//!   `mo`, `mn`, `ms`, `mtext`; but `mglyph` and `malignmark` there stay
//!   MathML), is HTML, except `<svg>` and `<math>`, which open SVG and
//!   MathML, and `<svg>` in `annotation-xml`, SVG;
//! - any other start tag is an element of the current node's namespace,
//!   unless it is one that breaks out of foreign content (`<p>`, `<div>`,
//!   …), which pops up to the nearest HTML element or integration point
//!   and is HTML;
//! - an end tag pops up to the element of that name, not past an HTML
//!   element (from one, it is the HTML parser's, as outside).
//!
//! The HTML elements found this way are checked as HTML; the tokenizer
//! still reads them without its state switches (an HTML `<style>` in
//! `foreignObject` holds markup here).

use alloc::string::String;
use alloc::vec::Vec;

use super::finding::Finding;
use super::locate::place_span;
use super::open_elements::Ancestors;
use super::rules::{self, foreign, foreign::Namespace, Place};
use super::tokens::{breaks_out_of_foreign_content, StartTag};
use super::{Options, Severity};

/// The deepest stack kept; deeper elements are not pushed.
const MAX_DEPTH: usize = 512;

/// An open element: its namespace, its lowercase name, and whether it is
/// an integration point whose children are HTML.
#[derive(Debug, Clone)]
struct Open {
    namespace: Namespace,
    name: String,
    html_children: bool,
}

/// The open elements of the current foreign content.
#[derive(Debug, Default)]
pub(super) struct ForeignContent {
    stack: Vec<Open>,
}

/// Whether an `annotation-xml` with these attributes is an HTML
/// integration point.
fn html_annotation(tag: &StartTag) -> bool {
    tag.attributes.iter().any(|a| {
        a.name == "encoding"
            && (a.value.eq_ignore_ascii_case("text/html")
                || a.value.eq_ignore_ascii_case("application/xhtml+xml"))
    })
}

impl ForeignContent {
    /// The namespace a start tag's element gets, the stack updated.
    fn insert(&mut self, tag: &StartTag) -> Namespace {
        let name = tag.name.as_str();
        let current = self.stack.last();
        let html_here = match current {
            None => true,
            Some(open) => {
                open.namespace == Namespace::Html
                    || (open.html_children
                        && !(open.namespace == Namespace::MathMl
                            && matches!(name, "mglyph" | "malignmark")))
                    || (open.namespace == Namespace::MathMl
                        && open.name == "annotation-xml"
                        && name == "svg")
            }
        };
        let namespace = if html_here {
            match name {
                "svg" => Namespace::Svg,
                "math" => Namespace::MathMl,
                _ => Namespace::Html,
            }
        } else if breaks_out_of_foreign_content(name.as_bytes(), &tag.attributes) {
            while let Some(open) = self.stack.last() {
                if open.namespace == Namespace::Html || open.html_children {
                    break;
                }
                self.stack.pop();
            }
            Namespace::Html
        } else {
            current.map_or(Namespace::Html, |open| open.namespace)
        };
        let html_children = match namespace {
            Namespace::Svg => matches!(name, "foreignobject" | "desc" | "title"),
            Namespace::MathMl => {
                matches!(name, "mi" | "mo" | "mn" | "ms" | "mtext")
                    || (name == "annotation-xml" && html_annotation(tag))
            }
            Namespace::Html => false,
        };
        let void = namespace == Namespace::Html && is_void(name);
        if !tag.self_closing && !void && self.stack.len() < MAX_DEPTH {
            self.stack.push(Open {
                namespace,
                name: tag.name.clone(),
                html_children,
            });
        }
        namespace
    }

    /// Checks one start tag if it is an SVG or MathML element, its
    /// findings pushed; whether it was one (otherwise it is HTML, for the
    /// HTML checks).
    pub(super) fn start(
        &mut self,
        text: &str,
        tag: &StartTag,
        options: &Options,
        findings: &mut Vec<Finding>,
    ) -> bool {
        if !tag.foreign {
            // Out of foreign content (the tokenizer's count ended it).
            self.stack.clear();
            return false;
        }
        // The elements of an `annotation-xml` (not an HTML integration
        // point) are an annotation in another vocabulary (Content MathML,
        // …): not checked.
        let in_annotation = self
            .stack
            .iter()
            .any(|open| open.namespace == Namespace::MathMl && open.name == "annotation-xml");
        let namespace = self.insert(tag);
        if namespace == Namespace::Html {
            return false;
        }
        if in_annotation {
            return true;
        }
        let attributes: Vec<(&str, &str)> = tag
            .attributes
            .iter()
            .map(|a| (a.name.as_str(), a.value.as_str()))
            .collect();
        let view = rules::Tag {
            name: &tag.name,
            attributes: &attributes,
            duplicates: &[],
            ancestors: Ancestors::default(),
        };
        let mut problems = Vec::new();
        foreign::foreign_attributes(namespace, &view, &mut problems);
        // The names as the tokenizer gives them (lowercase), as the
        // configuration names them; the messages use SVG's own case.
        let element = tag.name.as_str();
        for problem in problems {
            if problem.said.severity == Severity::Warning && !options.warnings {
                continue;
            }
            if problem.place == Place::TagName {
                let start = tag.span.start + 1;
                let span = start..start + tag.name.len();
                findings.push(Finding::new(span, element, "", "", problem.said));
                continue;
            }
            let Some(attr) = tag.attributes.get(problem.attribute) else {
                continue;
            };
            let span = place_span(text, attr, problem.place);
            findings.push(Finding::new(
                span,
                element,
                &attr.name,
                &attr.value,
                problem.said,
            ));
        }
        true
    }

    /// Updates the stack for an end tag the tokenizer marked foreign or
    /// not; whether it is the HTML parser's (for the HTML stack).
    pub(super) fn end(&mut self, name: &str, foreign: bool) -> bool {
        if !foreign {
            self.stack.clear();
            return true;
        }
        for (i, open) in self.stack.iter().enumerate().rev() {
            if open.name == name {
                let html = open.namespace == Namespace::Html;
                self.stack.truncate(i);
                return html;
            }
            if open.namespace == Namespace::Html {
                // From an HTML element: the HTML parser's end tag.
                return true;
            }
        }
        false
    }
}

/// HTML's void elements, which the parser pops at once.
fn is_void(name: &str) -> bool {
    matches!(
        name,
        "area"
            | "base"
            | "br"
            | "col"
            | "embed"
            | "hr"
            | "img"
            | "input"
            | "link"
            | "meta"
            | "source"
            | "track"
            | "wbr"
    )
}

#[cfg(test)]
mod tests {
    use super::super::tokens::{tags, Tag, TagEmitter};
    use super::*;

    /// Each start tag's name and namespace, the end tags followed.
    fn namespaces(html: &str) -> Vec<(String, Namespace)> {
        let mut content = ForeignContent::default();
        let mut out = Vec::new();
        for tag in tags(html, TagEmitter::new(true)) {
            match tag {
                Tag::Start(tag) if tag.foreign => {
                    let ns = content.insert(&tag);
                    out.push((tag.name, ns));
                }
                Tag::Start(tag) => {
                    content.stack.clear();
                    out.push((tag.name, Namespace::Html));
                }
                Tag::End(name, foreign, _) => {
                    content.end(&name, foreign);
                }
                _ => {}
            }
        }
        out
    }

    #[test]
    fn namespaces_as_the_tree_builder_gives_them() {
        use Namespace::{Html as H, MathMl as M, Svg as S};
        let found = namespaces(
            "<svg><g><foreignObject><div><math><mi><b></b><mglyph/></mi></math></div></foreignObject><desc><span></desc></svg>",
        );
        let names: Vec<_> = found.iter().map(|(n, ns)| (n.as_str(), *ns)).collect();
        assert_eq!(
            names,
            [
                ("svg", S),
                ("g", S),
                ("foreignobject", S),
                ("div", H),
                ("math", M),
                ("mi", M),
                ("b", H),
                ("mglyph", M),
                ("desc", S),
                ("span", H),
            ]
        );
        let found = namespaces(
            "<math><semantics><annotation-xml encoding=text/html><span></span></annotation-xml><annotation-xml><svg><rect/></svg><math></math>",
        );
        let names: Vec<_> = found.iter().map(|(_, ns)| *ns).collect();
        assert_eq!(names, [M, M, M, H, M, S, S, M]);
    }
}
