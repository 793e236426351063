//! The ground floor: what every syntax stands on, naming none of them.
//!
//! The error types ([`error`]), the one step convention every syntax's steps
//! follow (`step`), the public faces built over those steps (`entry`), and
//! the input types and text slicing that never panics (`input`, `text`).

pub(crate) mod entry;
pub mod error;
pub(crate) mod input;
pub(crate) mod step;
pub(crate) mod text;
pub(crate) mod valid;
