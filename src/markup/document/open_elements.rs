//! An approximate [stack of open
//! elements](https://html.spec.whatwg.org/multipage/parsing.html#the-stack-of-open-elements),
//! kept from the start and end tags alone, so that a rule over a start tag
//! can ask about the element's parent and some of its ancestors (ARIA in
//! HTML's rows for `td`, `th`, `tr`, `li`, `div`, `summary`, `header` and
//! `footer`).
//!
//! What it does of the tree construction stage
//! ([13.2.6.4.7 "in body"](https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody)
//! and the table modes):
//! - an HTML start tag outside foreign content pushes its element, unless
//!   it is void (`br`, `img`, `input`, …) or `html`, `head`, `body` (never
//!   pushed: every element is in them);
//! - an end tag pops up to the element it matches, and is ignored when a
//!   scope boundary (`table`, `td`, `th`, `caption`, `template`, `applet`,
//!   `marquee`, `object`, `html`) comes first, or, for an end tag whose
//!   element is not in the parser's special category, any special element;
//! - the implied end tags: a start tag of a block (`div`, `p`, `ul`,
//!   `table`, `h1`, …) closes an open `p` in button scope; `li` closes an
//!   open `li`, `dt` and `dd` an open `dt` or `dd` (up to a special element
//!   other than `address`, `div`, `p`); a heading closes a heading that is
//!   the current node; in a `select`, `option`, `optgroup` and `hr`
//!   generate implied end tags (`option` but for an `optgroup`), and
//!   elsewhere `option` and `optgroup` close a current `option`; inside a table, `td` and `th` close up
//!   to the open `tr`, `tr` up to the open row group, a row group or
//!   `caption` or `colgroup` up to the `table`, and `</table>` closes the
//!   table;
//! - a `template`'s contents are a tree of their own: its children have no
//!   parent, no table and no sectioning ancestor.
//!
//! Not done: the adoption agency algorithm (misnested formatting elements),
//! foster parenting, the implied `tbody`, `html`, `head` and `body`, and
//! the insertion modes beyond the above. Foreign elements (SVG, MathML) are
//! not pushed, and their end tags pop nothing.
//!
//! Each tag costs O(1) amortized: an element is pushed once and popped at
//! most once, and the searches that pop nothing look at most [`LOOK`]
//! elements down the stack. The stack holds at most [`MAX_DEPTH`] elements;
//! deeper start tags are not pushed (their end tags then close nothing, or
//! a same-named element below them).

use alloc::string::String;
use alloc::vec::Vec;

use crate::syntaxes::aria_role::ROLES;

/// The element's role as a browser reads a `role` value: the first token
/// that names a non-abstract role ([WAI-ARIA 1.2, 7.1](https://www.w3.org/TR/wai-aria-1.2/#host_general_role):
/// "the first name literal of a non-abstract WAI-ARIA role in the list of
/// tokens"), compared case-sensitively as the `role` syntax compares them.
pub(super) fn role_of(value: &str) -> Option<&str> {
    value
        .split_ascii_whitespace()
        .find(|token| ROLES.binary_search(token).is_ok())
}

/// How many elements a search that may pop nothing looks at.
const LOOK: usize = 64;

/// The most elements the stack holds.
const MAX_DEPTH: usize = 1024;

/// One open element.
#[derive(Debug)]
struct Open {
    /// Its lowercase name.
    name: String,
    /// Its role, if its `role` names one ([`role_of`]).
    role: Option<String>,
    /// The index of the nearest `table` at or below it in the stack, in
    /// the same tree (not across a `template`).
    table: Option<usize>,
    /// Whether it or an ancestor in the same tree is sectioning content or
    /// has a landmark role that makes `header` and `footer` generic.
    sectioned: bool,
}

/// What a rule may know about the open elements when a start tag comes:
/// its parent and some of its ancestors.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Ancestors<'a> {
    /// The parent element's name and role ([`role_of`]), if the element
    /// has a parent element in its tree.
    pub(super) parent: Option<(&'a str, Option<&'a str>)>,
    /// The nearest `table` ancestor's role ([`role_of`]), if there is a
    /// `table` ancestor.
    pub(super) table: Option<Option<&'a str>>,
    /// Whether an ancestor is an `article`, `aside`, `main`, `nav` or
    /// `section` element, or has the role `article`, `complementary`,
    /// `main`, `navigation` or `region`.
    pub(super) sectioned: bool,
}

/// The approximate stack of open elements of the module docs.
#[derive(Debug, Default)]
pub(super) struct OpenElements {
    stack: Vec<Open>,
}

/// Elements without contents: their start tag opens nothing.
fn is_void(name: &str) -> bool {
    matches!(
        name,
        "area"
            | "base"
            | "basefont"
            | "bgsound"
            | "br"
            | "col"
            | "embed"
            | "frame"
            | "hr"
            | "img"
            | "input"
            | "keygen"
            | "link"
            | "meta"
            | "param"
            | "source"
            | "track"
            | "wbr"
    )
}

/// The parser's [special](https://html.spec.whatwg.org/multipage/parsing.html#special)
/// category, as far as it matters for elements that are pushed.
fn is_special(name: &str) -> bool {
    matches!(
        name,
        "address"
            | "applet"
            | "article"
            | "aside"
            | "blockquote"
            | "button"
            | "caption"
            | "center"
            | "colgroup"
            | "dd"
            | "details"
            | "dir"
            | "div"
            | "dl"
            | "dt"
            | "fieldset"
            | "figcaption"
            | "figure"
            | "footer"
            | "form"
            | "frameset"
            | "header"
            | "hgroup"
            | "iframe"
            | "li"
            | "listing"
            | "main"
            | "marquee"
            | "menu"
            | "nav"
            | "noembed"
            | "noframes"
            | "noscript"
            | "object"
            | "ol"
            | "p"
            | "plaintext"
            | "pre"
            | "script"
            | "search"
            | "section"
            | "select"
            | "style"
            | "summary"
            | "table"
            | "tbody"
            | "td"
            | "template"
            | "textarea"
            | "tfoot"
            | "th"
            | "thead"
            | "title"
            | "tr"
            | "ul"
            | "xmp"
    ) || is_heading(name)
}

/// The boundaries of "has an element in scope".
fn is_scope_boundary(name: &str) -> bool {
    matches!(
        name,
        "applet" | "caption" | "html" | "table" | "td" | "th" | "marquee" | "object" | "template"
    )
}

/// The start tags of "in body" that first close a `p` element in button
/// scope.
fn closes_p(name: &str) -> bool {
    matches!(
        name,
        "address"
            | "article"
            | "aside"
            | "blockquote"
            | "center"
            | "details"
            | "dialog"
            | "dir"
            | "div"
            | "dl"
            | "fieldset"
            | "figcaption"
            | "figure"
            | "footer"
            | "header"
            | "hgroup"
            | "main"
            | "menu"
            | "nav"
            | "ol"
            | "p"
            | "search"
            | "section"
            | "summary"
            | "ul"
            | "pre"
            | "listing"
            | "form"
            | "plaintext"
            | "table"
            | "hr"
            | "xmp"
            | "li"
            | "dd"
            | "dt"
    ) || is_heading(name)
}

fn is_heading(name: &str) -> bool {
    matches!(name, "h1" | "h2" | "h3" | "h4" | "h5" | "h6")
}

/// Whether an element makes the `header` and `footer` inside it generic
/// (ARIA in HTML, `header` and `footer` rows).
fn sections(name: &str, role: Option<&str>) -> bool {
    matches!(name, "article" | "aside" | "main" | "nav" | "section")
        || matches!(
            role,
            Some("article" | "complementary" | "main" | "navigation" | "region")
        )
}

impl OpenElements {
    /// The index of the nearest `table` of the current tree, if any.
    fn table(&self) -> Option<usize> {
        self.stack.last().and_then(|top| {
            if top.name == "template" {
                None
            } else {
                top.table
            }
        })
    }

    /// Pops down to `len` elements.
    fn pop_to(&mut self, len: usize) {
        self.stack.truncate(len);
    }

    /// Pops while the current node is above `floor` and `keep_going` says
    /// so of its name (each look pops, so this is amortized O(1)).
    fn pop_while(&mut self, floor: usize, keep_going: impl Fn(&str) -> bool) {
        while self.stack.len() > floor + 1 && self.stack.last().is_some_and(|t| keep_going(&t.name))
        {
            self.stack.pop();
        }
    }

    /// The index of the topmost element that `found` accepts, looking at
    /// most [`LOOK`] elements down and stopping at one `stop` accepts.
    fn find(&self, found: impl Fn(&str) -> bool, stop: impl Fn(&str) -> bool) -> Option<usize> {
        for (i, open) in self.stack.iter().enumerate().rev().take(LOOK) {
            if found(&open.name) {
                return Some(i);
            }
            if stop(&open.name) {
                return None;
            }
        }
        None
    }

    /// The implied end tags a start tag `name` generates, before the rules
    /// look at its ancestors.
    pub(super) fn before_start(&mut self, name: &str) {
        if let Some(t) = self.table() {
            match name {
                "td" | "th" => return self.pop_while(t, |n| n != "tr"),
                "tr" => return self.pop_while(t, |n| !matches!(n, "tbody" | "thead" | "tfoot")),
                "tbody" | "thead" | "tfoot" | "caption" | "colgroup" => return self.pop_to(t + 1),
                _ => {}
            }
        }
        match name {
            "li" => self.close_item(|n| n == "li"),
            "dd" | "dt" => self.close_item(|n| matches!(n, "dd" | "dt")),
            // "in body", "option" and "optgroup": in a `select`, generate
            // implied end tags (but for `optgroup`, for an `option`);
            // otherwise pop a current `option`.
            "option" | "optgroup" if self.select_in_scope() => {
                let keep = if name == "option" { "optgroup" } else { "" };
                self.generate_implied_end_tags(keep);
            }
            "option" | "optgroup" => self.close_current("option"),
            _ => {}
        }
        if closes_p(name) {
            let button = |n: &str| is_scope_boundary(n) || n == "button";
            if let Some(i) = self.find(|n| n == "p", button) {
                self.pop_to(i);
            }
        }
        // "hr": then, in a `select`, generate implied end tags.
        if name == "hr" && self.select_in_scope() {
            self.generate_implied_end_tags("");
        }
        if is_heading(name) && self.stack.last().is_some_and(|t| is_heading(&t.name)) {
            self.stack.pop();
        }
    }

    /// Closes an open list item (`li`, or `dt`/`dd`) as "in body" does.
    fn close_item(&mut self, item: impl Fn(&str) -> bool) {
        let stop = |n: &str| is_special(n) && !matches!(n, "address" | "div" | "p");
        if let Some(i) = self.find(item, stop) {
            self.pop_to(i);
        }
    }

    /// Whether the stack has a `select` element in scope.
    fn select_in_scope(&self) -> bool {
        self.find(|n| n == "select", is_scope_boundary).is_some()
    }

    /// [Generate implied end
    /// tags](https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags),
    /// except for `except` (`""`: none): pops while the current node is a
    /// `dd`, `dt`, `li`, `optgroup`, `option`, `p`, `rb`, `rp`, `rt` or
    /// `rtc`.
    fn generate_implied_end_tags(&mut self, except: &str) {
        let implied = |n: &str| {
            n != except
                && matches!(
                    n,
                    "dd" | "dt" | "li" | "optgroup" | "option" | "p" | "rb" | "rp" | "rt" | "rtc"
                )
        };
        while self.stack.last().is_some_and(|t| implied(&t.name)) {
            self.stack.pop();
        }
    }

    /// Pops the current node if it is a `name` element.
    fn close_current(&mut self, name: &str) {
        if self.stack.last().is_some_and(|t| t.name == name) {
            self.stack.pop();
        }
    }

    /// What the rules may know about the ancestors of the element whose
    /// start tag comes now (after [`OpenElements::before_start`]).
    pub(super) fn ancestors(&self) -> Ancestors<'_> {
        let Some(top) = self.stack.last() else {
            return Ancestors::default();
        };
        if top.name == "template" {
            return Ancestors::default();
        }
        Ancestors {
            parent: Some((&top.name, top.role.as_deref())),
            table: top
                .table
                .and_then(|t| self.stack.get(t))
                .map(|t| t.role.as_deref()),
            sectioned: top.sectioned,
        }
    }

    /// The name of the open element at index `i` (0: the outermost).
    pub(super) fn name_at(&self, i: usize) -> Option<&str> {
        self.stack.get(i).map(|o| o.name.as_str())
    }

    /// How many elements are open.
    pub(super) fn len(&self) -> usize {
        self.stack.len()
    }

    /// Pushes the element of an HTML start tag `name` with its role
    /// ([`role_of`] its `role`), if it opens an element at all; whether it
    /// did.
    pub(super) fn push(&mut self, name: &str, role: Option<&str>) -> bool {
        if is_void(name) || matches!(name, "html" | "head" | "body") {
            return false;
        }
        if self.stack.len() >= MAX_DEPTH {
            return false;
        }
        let role = role.map(String::from);
        let (table, sectioned) = match self.stack.last() {
            Some(top) if top.name != "template" => (top.table, top.sectioned),
            _ => (None, false),
        };
        let table = if name == "table" {
            Some(self.stack.len())
        } else {
            table
        };
        let sectioned = sectioned || sections(name, role.as_deref());
        self.stack.push(Open {
            name: name.into(),
            role,
            table,
            sectioned,
        });
        true
    }

    /// An HTML end tag `name`: pops up to its element, if it is open in
    /// scope.
    pub(super) fn end(&mut self, name: &str) {
        if let Some(t) = self.table() {
            if matches!(
                name,
                "table" | "tbody" | "thead" | "tfoot" | "tr" | "td" | "th" | "caption" | "colgroup"
            ) {
                if name == "table" {
                    return self.pop_to(t);
                }
                let found = self.stack.iter().enumerate().skip(t + 1).rev().take(LOOK);
                if let Some(i) = found.filter(|(_, o)| o.name == name).map(|(i, _)| i).next() {
                    self.pop_to(i);
                }
                return;
            }
        }
        let special = is_special(name);
        let stop = |n: &str| is_scope_boundary(n) || (!special && is_special(n));
        if let Some(i) = self.find(|n| n == name, stop) {
            self.pop_to(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs the tags of `tags` (`<x>`, `<x role=r>`, `</x>`) and returns the
    /// ancestors view before the last start tag, as
    /// `(parent, table, sectioned)`.
    fn at_end(tags: &[&str]) -> (Option<String>, Option<Option<String>>, bool) {
        let mut open = OpenElements::default();
        let mut view = (None, None, false);
        for tag in tags {
            if let Some(name) = tag.strip_prefix("</") {
                open.end(name.trim_end_matches('>'));
                continue;
            }
            let inner = tag.trim_start_matches('<').trim_end_matches('>');
            let (name, role) = match inner.split_once(" role=") {
                Some((n, r)) => (n, Some(r)),
                None => (inner, None),
            };
            open.before_start(name);
            let a = open.ancestors();
            view = (
                a.parent.map(|(n, r)| {
                    format!("{n}{}", r.map(|r| format!("[{r}]")).unwrap_or_default())
                }),
                a.table.map(|r| r.map(String::from)),
                a.sectioned,
            );
            open.push(name, role);
        }
        view
    }

    fn parent(tags: &[&str]) -> Option<String> {
        at_end(tags).0
    }

    #[test]
    fn implied_end_tags() {
        assert_eq!(
            parent(&["<ul>", "<li>", "<p>", "<li>"]).as_deref(),
            Some("ul")
        );
        assert_eq!(parent(&["<dl>", "<dt>", "<dd>"]).as_deref(), Some("dl"));
        assert_eq!(parent(&["<p>", "<div>"]), None);
        assert_eq!(parent(&["<p>", "<span>", "<div>"]), None);
        assert_eq!(
            parent(&["<button>", "<p>", "<b>", "<p>"]).as_deref(),
            Some("button")
        );
        assert_eq!(
            parent(&["<select>", "<option>", "<option>"]).as_deref(),
            Some("select")
        );
        assert_eq!(
            parent(&["<table>", "<tr>", "<td>", "<div>", "<td>"]).as_deref(),
            Some("tr")
        );
        assert_eq!(
            parent(&["<table>", "<tbody>", "<tr>", "<td>", "<tr>"]).as_deref(),
            Some("tbody")
        );
        // "in body": in a select, option, optgroup and hr generate implied
        // end tags (option not for an optgroup); elsewhere they pop a
        // current option only.
        let select = |tags: &[&str]| {
            let mut all = vec!["<select>"];
            all.extend_from_slice(tags);
            parent(&all)
        };
        assert_eq!(
            select(&["<optgroup>", "<option>", "<option>"]).as_deref(),
            Some("optgroup")
        );
        assert_eq!(
            select(&["<optgroup>", "<option>", "<optgroup>"]).as_deref(),
            Some("select")
        );
        assert_eq!(
            select(&["<optgroup>", "<option>", "<hr>"]).as_deref(),
            Some("select")
        );
        assert_eq!(
            select(&["<optgroup>", "<div>", "<option>", "<optgroup>"]).as_deref(),
            Some("div")
        );
        assert_eq!(
            parent(&["<optgroup>", "<option>", "<optgroup>"]).as_deref(),
            Some("optgroup")
        );
        assert_eq!(parent(&["<h1>", "<h2>"]), None);
        // An `li` inside a nested list stays in it.
        assert_eq!(
            parent(&["<ul>", "<li>", "<ol>", "<li>"]).as_deref(),
            Some("ol")
        );
    }

    #[test]
    fn end_tags_pop_in_scope_only() {
        assert_eq!(parent(&["<div>", "<span>", "</div>", "<i>"]), None);
        // A stray end tag inside a cell does not leave the table.
        assert_eq!(
            parent(&["<div>", "<table>", "<tr>", "<td>", "</div>", "<b>"]).as_deref(),
            Some("td")
        );
        // A non-special end tag stops at a special element.
        assert_eq!(
            parent(&["<span>", "<div>", "</span>", "<b>"]).as_deref(),
            Some("div")
        );
        assert_eq!(parent(&["</p>", "</x>", "<b>"]), None);
        assert_eq!(
            parent(&["<table>", "<tr>", "<td>", "</table>", "<b>"]),
            None
        );
    }

    #[test]
    fn tables_templates_and_sections() {
        assert_eq!(
            at_end(&["<table role=grid>", "<tr>", "<td>"]).1,
            Some(Some("grid".into()))
        );
        assert_eq!(at_end(&["<table>", "<tr>", "<td>"]).1, Some(None));
        assert_eq!(
            at_end(&["<table>", "<tr>", "<td>", "<template>", "<td>"]).1,
            None
        );
        assert_eq!(at_end(&["<table>", "</table>", "<td>"]).1, None);
        assert!(at_end(&["<article>", "<div>", "<header>"]).2);
        assert!(at_end(&["<div role=region>", "<header>"]).2);
        assert!(!at_end(&["<article>", "</article>", "<header>"]).2);
        assert!(!at_end(&["<section>", "<template>", "<header>"]).2);
    }

    #[test]
    fn depth_is_capped_and_nothing_panics() {
        let mut open = OpenElements::default();
        for _ in 0..5000 {
            open.before_start("div");
            open.push("div", None);
        }
        assert_eq!(open.stack.len(), MAX_DEPTH);
        for _ in 0..6000 {
            open.end("div");
            open.end("td");
            open.end("table");
        }
        assert!(open.stack.is_empty());
    }
}
