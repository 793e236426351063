//! The third floor, the document layer: which syntax each element's
//! attribute takes ([`attributes`]), the `input` element's algorithms and
//! reflection ([`forms`]), the registry of syntaxes ([`registry`]: one
//! name, link, description, check and reading each, which the attribute
//! table, the CLI and the examples share), and the document checker (`document`, feature
//! `document`), which asks the attribute table about every attribute of a
//! real document.

pub mod attributes;
#[cfg(feature = "document")]
pub mod document;
pub mod forms;
pub mod registry;
