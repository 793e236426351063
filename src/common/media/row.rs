//! The registry row of media query lists (2.3.10). The `media` module is
//! gated on `std` (cssparser), the row is not: without `std` it is
//! unchecked. (It is declared beside `media`, from `common`, while `media`
//! is one file.)

use crate::base::error::Error;
use crate::common::row::{gated, html, row, Checked, Context, SyntaxDef};

/// A valid media query list (checked with the `std` feature).
pub static VALID_MEDIA_QUERY_LIST: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    row!(
        "valid_media_query_list",
        html!("common-microsyntaxes.html#valid-media-query-list"),
        "\"valid media query list\" (2.3.10)",
        // Deviation from one parse: the author requirements are a second
        // parse, in a mode whose departures compete with the grammar's.
        |v, c| Checked::verdict(validate_media(v, c)).beyond(|| media_author_requirements(v, c)),
        authoring
    ),
);

#[cfg(feature = "std")]
fn validate_media(value: &str, _: &Context<'_>) -> Result<(), Error> {
    crate::common::row::ok(crate::common::media::validate_media_query_list(value))
}

/// What Media Queries asks of authors beyond the grammar.
#[cfg(feature = "std")]
fn media_author_requirements(value: &str, _: &Context<'_>) -> Result<(), Error> {
    crate::common::media::check_author_requirements(value)
}

/// Media query lists need cssparser, which needs std:
/// unchecked here ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "std"))]
fn unchecked(_: &str, _: &Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[cfg(not(feature = "std"))]
use unchecked as validate_media;
#[cfg(not(feature = "std"))]
use unchecked as media_author_requirements;
