//! The open documents: their text (full synchronization), version, line
//! index, and the findings of their last check.

use std::collections::HashMap;

use html_microsyntax::document::Finding;
use lsp_types::Url;

use super::positions::LineIndex;

/// One open document.
#[derive(Debug, Clone)]
pub struct Document {
    /// The whole text.
    pub text: String,
    /// The client's version of it.
    pub version: i32,
    /// Where its lines start.
    pub lines: LineIndex,
    /// The findings of the last check of this text.
    pub findings: Vec<Finding>,
}

impl Document {
    /// A document with `text`, not yet checked.
    pub fn new(text: String, version: i32) -> Document {
        let lines = LineIndex::new(&text);
        Document {
            text,
            version,
            lines,
            findings: Vec::new(),
        }
    }
}

/// The open documents by URI.
#[derive(Debug, Default)]
pub struct Documents {
    by_uri: HashMap<Url, Document>,
}

impl Documents {
    /// Opens (or replaces) a document.
    pub fn open(&mut self, uri: Url, text: String, version: i32) {
        self.by_uri.insert(uri, Document::new(text, version));
    }

    /// Replaces an open document's text; `false` if it is not open.
    pub fn change(&mut self, uri: &Url, text: String, version: i32) -> bool {
        match self.by_uri.get_mut(uri) {
            Some(doc) => {
                *doc = Document::new(text, version);
                true
            }
            None => false,
        }
    }

    /// Closes a document.
    pub fn close(&mut self, uri: &Url) {
        self.by_uri.remove(uri);
    }

    /// An open document.
    pub fn get(&self, uri: &Url) -> Option<&Document> {
        self.by_uri.get(uri)
    }

    /// An open document, to update.
    pub fn get_mut(&mut self, uri: &Url) -> Option<&mut Document> {
        self.by_uri.get_mut(uri)
    }

    /// The URIs of the open documents, sorted.
    pub fn uris(&self) -> Vec<Url> {
        let mut uris: Vec<Url> = self.by_uri.keys().cloned().collect();
        uris.sort();
        uris
    }
}
