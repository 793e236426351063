//! What each open `figure` holds, for the `img` whose missing `alt` its
//! figure may excuse ([4.8.4.4.15](https://html.spec.whatwg.org/multipage/images.html#guidance-for-conformance-checkers)):
//! "The img element is in a figure element that contains a figcaption
//! element that contains content other than inter-element whitespace, and,
//! ignoring the figcaption element and its descendants, the figure element
//! has no flow content descendants other than inter-element whitespace and
//! the img element."
//!
//! The walk reports the `img`'s finding at its start tag and holds it
//! ([`Among::Figure`](super::rules::Among::Figure)); when the `figure`
//! closes, [`Figures::closed`] says whether what it held excuses the `img`.
//! Every child element of the `figure` but its `figcaption` and one `img`
//! is flow content (the body's elements are; `script` and `template` too),
//! and so is text that is not inter-element whitespace. The `figcaption`'s
//! content is its text: an element in it without text (`<figcaption><div>
//! </div></figcaption>`) captions nothing, as the Nu checker reads it (see
//! the readings in docs/deviations.md).

use alloc::vec::Vec;

use super::open_elements::OpenElements;

/// What one open `figure` has held so far.
#[derive(Debug)]
struct Figure {
    /// Its index in the stack of open elements.
    depth: usize,
    /// A `figcaption` child has text other than inter-element whitespace
    /// (in it, or in an element within it).
    caption_content: bool,
    /// How many `img` children it has.
    imgs: usize,
    /// It has another child element, or text that is not inter-element
    /// whitespace outside its `figcaption`.
    other_content: bool,
}

/// The open `figure` elements, outermost first.
#[derive(Debug, Default)]
pub(super) struct Figures {
    open: Vec<Figure>,
    /// The ones [`Figures::closed`] closed last.
    closed: Vec<(usize, bool)>,
}

impl Figures {
    /// Whether no `figure` is open (nothing to note).
    pub(super) fn is_empty(&self) -> bool {
        self.open.is_empty()
    }

    /// Text between tags, in the current node of `open`: `run` says
    /// whether it is more than inter-element whitespace.
    pub(super) fn text(&mut self, open: &OpenElements, run: impl FnOnce() -> bool) {
        if self.open.is_empty() || !run() {
            return;
        }
        for figure in &mut self.open {
            match open.name_at(figure.depth + 1) {
                None => figure.other_content = true,
                Some("figcaption") => figure.caption_content = true,
                // Within another child, already counted.
                Some(_) => {}
            }
        }
    }

    /// The start tag `name`, after the implied end tags and before its
    /// element is pushed on `open`.
    pub(super) fn start(&mut self, name: &str, open: &OpenElements) {
        // A child of the figure (an element deeper in it is in a child
        // already counted, or in the caption, which only its text makes).
        for figure in &mut self.open {
            if open.name_at(figure.depth + 1).is_none() {
                match name {
                    "figcaption" => {}
                    "img" => figure.imgs += 1,
                    _ => figure.other_content = true,
                }
            }
        }
    }

    /// The start tag `name` has been pushed on `open` (`pushed`).
    pub(super) fn opened(&mut self, name: &str, pushed: bool, open: &OpenElements) {
        if pushed && name == "figure" {
            if let Some(depth) = open.len().checked_sub(1) {
                self.open.push(Figure {
                    depth,
                    caption_content: false,
                    imgs: 0,
                    other_content: false,
                });
            }
        }
    }

    /// `open_len` elements are left open: the `figure` elements that
    /// closed, each by its index and whether it excuses the `img` it holds
    /// without `alt`.
    pub(super) fn closed(&mut self, open_len: usize) -> &[(usize, bool)] {
        self.closed.clear();
        while let Some(figure) = self.open.pop_if(|f| f.depth >= open_len) {
            let excuses = figure.caption_content && figure.imgs == 1 && !figure.other_content;
            self.closed.push((figure.depth, excuses));
        }
        &self.closed
    }
}

/// Whether `run`, the source between two tags, has content other than
/// inter-element whitespace: a character that is not ASCII whitespace
/// outside comments (`<!-- -->`, and the bogus ones `<!…>` and `<?…>`).
pub(super) fn has_text(run: &str) -> bool {
    let mut rest = run;
    loop {
        let Some(first) = rest.find(|c: char| !c.is_ascii_whitespace()) else {
            return false;
        };
        let Some(from) = rest.get(first..) else {
            return false;
        };
        let end = if let Some(comment) = from.strip_prefix("<!--") {
            comment_end(comment).map(|at| at + 4)
        } else if from.starts_with("<!") || from.starts_with("<?") {
            from.find('>').map(|at| at + 1)
        } else {
            return true;
        };
        match end.and_then(|end| from.get(end..)) {
            Some(after) => rest = after,
            // An unclosed comment runs to the end.
            None => return false,
        }
    }
}

/// Where the comment whose text starts `comment` (after `<!--`) ends, as
/// the tokenizer ends it: `>` or `->` at once (an abruptly closed empty
/// comment), or the first `-->` or `--!>`.
fn comment_end(comment: &str) -> Option<usize> {
    if comment.starts_with('>') {
        return Some(1);
    }
    if comment.starts_with("->") {
        return Some(2);
    }
    let close = |mark: &str| comment.find(mark).map(|at| at + mark.len());
    match (close("-->"), close("--!>")) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_and_whitespace_are_no_text() {
        for run in [
            "",
            " \n\t",
            "<!-- x -->",
            " <!--a--> <?php x ?> <!doctype x> ",
            "<!-- open",
        ] {
            assert!(!has_text(run), "{run:?}");
        }
        for run in [
            "x",
            " <!-- a --> b",
            "&nbsp;",
            "\u{a0}",
            "<!-- a -->-->",
            // Comments the tokenizer closes early.
            "<!-->b",
            "<!--->b",
            "<!-- a --!>b",
        ] {
            assert!(has_text(run), "{run:?}");
        }
    }
}
