//! The second floor: section 2.3 of the HTML Standard,
//! [common microsyntaxes](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html),
//! one module per subsection (2.3.1 [`idioms`] to 2.3.11 [`unique`]); the
//! enumerated attribute tables live with 2.3.3 in [`keywords`].

pub mod color;
pub mod datetime;
pub mod idioms;
pub mod keywords;
#[cfg(feature = "std")]
pub mod media;
pub mod numbers;
pub mod reference;
pub(crate) mod row;
pub mod tokens;
pub mod unique;

// The row of media query lists: the `media` module is gated on `std`; its
// row, a file of its folder, is declared here so that every build has it.
#[path = "media/row.rs"]
pub(crate) mod media_row;
