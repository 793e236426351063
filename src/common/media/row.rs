//! The registry row of media query lists (2.3.10). The `media` module is
//! gated on `std` (cssparser), the row is not (it is declared from
//! `common`): without `std` it is unchecked.

use crate::base::error::Error;
use crate::common::row::{gated, html, reports_all, row, Checked, Context, SyntaxDef};

/// A valid media query list (checked with the `std` feature).
pub static VALID_MEDIA_QUERY_LIST: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    reports_all(
        row!(
            "valid_media_query_list",
            html!("common-microsyntaxes.html#valid-media-query-list"),
            "\"valid media query list\" (2.3.10)",
            // The grammar and the author requirements from one reading.
            check_media,
            authoring
        ),
        report_media,
    ),
);

/// Every query's error, or on a valid list each query's broken author
/// requirement.
#[cfg(feature = "std")]
fn report_media(value: &str, _: &Context<'_>, report: &mut dyn FnMut(Error)) {
    crate::common::media::report_media_query_list(value, report);
}

/// Nothing to report where media query lists are unchecked.
#[cfg(not(feature = "std"))]
fn report_media(_: &str, _: &Context<'_>, _: &mut dyn FnMut(Error)) {}

/// A valid media query list, and what Media Queries asks of authors beyond
/// the grammar.
#[cfg(feature = "std")]
fn check_media(value: &str, _: &Context<'_>) -> Checked {
    let (list, author) = crate::common::media::check_media_query_list(value);
    Checked::verdict(list).beyond(|| author)
}

/// Media query lists need cssparser, which needs std:
/// unchecked here ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "std"))]
fn check_media(_: &str, _: &Context<'_>) -> Checked {
    Checked::verdict(Ok::<(), Error>(()))
}
