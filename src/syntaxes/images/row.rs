//! The registry rows of `srcset` and `sizes` (4.8.4.3). The `images`
//! module is gated on `std` (cssparser), the rows are not: without `std`
//! they are unchecked.

use crate::base::error::Error;
use crate::common::row::{gated, html, row, Checked, Context, SyntaxDef};

/// `srcset`: image candidate strings; the element's `sizes`
/// ([`Context::other`]) decides whether width descriptors are required
/// (not on a `source` without `sizes`, where the `img` after it decides).
/// Checked with the `std` feature.
pub static VALID_SRCSET: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    row!(
        "valid_srcset",
        html!("images.html#srcset-attributes"),
        "srcset rules for authors (4.8.4.3), given the element's sizes",
        |v, c| Checked::verdict(validate_srcset(v, c)),
    ),
);

/// `sizes`: a valid source size list. Checked with the `std` feature.
pub static VALID_SIZES: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    row!(
        "valid_sizes",
        html!("images.html#sizes-attributes"),
        "\"valid source size list\" (4.8.4.3)",
        |v, c| Checked::verdict(validate_sizes(v, c)),
    ),
);

#[cfg(feature = "std")]
fn validate_srcset(value: &str, c: &Context<'_>) -> Result<(), Error> {
    // `<link imagesrcset>` takes its sizes from `imagesizes`.
    let sizes = if c.attribute.eq_ignore_ascii_case("imagesrcset") {
        "imagesizes"
    } else {
        "sizes"
    };
    // A `source` (in a `picture`) without `sizes` needs one for its width
    // descriptors only if the following `img` does not allow auto-sizes
    // (4.8.2): the document checker's `required_attributes` decides.
    if c.element == "source" && c.other(sizes).is_none() {
        return crate::common::row::ok(
            crate::syntaxes::images::validate_srcset_sizes_decided_elsewhere(value),
        );
    }
    crate::common::row::ok(crate::syntaxes::images::validate_srcset(
        value,
        c.other(sizes),
    ))
}

#[cfg(feature = "std")]
fn validate_sizes(value: &str, _: &Context<'_>) -> Result<(), Error> {
    crate::common::row::ok(crate::syntaxes::images::validate_sizes(value))
}

/// `srcset` and `sizes` need cssparser, which needs std: unchecked here
/// ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "std"))]
fn unchecked(_: &str, _: &Context<'_>) -> Result<(), Error> {
    Ok(())
}

#[cfg(not(feature = "std"))]
use unchecked as validate_srcset;
#[cfg(not(feature = "std"))]
use unchecked as validate_sizes;
