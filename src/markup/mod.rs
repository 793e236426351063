//! The third floor, the document layer: which syntax each element's
//! attribute takes ([`attributes`]), the `input` element's algorithms and
//! reflection ([`forms`]), and the document checker (`document`, feature
//! `document`), which asks the attribute table about every attribute of a
//! real document.

pub mod attributes;
#[cfg(feature = "document")]
pub mod document;
pub mod forms;
