//! The registry rows of `srcset` and `sizes` (4.8.4.3). The `images`
//! module is gated on `std` (cssparser), the rows are not: without `std`
//! they are unchecked.

use crate::base::error::Error;
use crate::common::row::{gated, html, reports_all, row, Checked, Context, SyntaxDef};

/// `srcset`: image candidate strings; the element's `sizes`
/// ([`Context::other`]) decides whether width descriptors are required
/// (not on a `source` without `sizes`, where the `img` after it decides).
/// Checked with the `std` feature.
pub static VALID_SRCSET: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    reports_all(
        row!(
            "valid_srcset",
            html!("images.html#srcset-attributes"),
            "srcset rules for authors (4.8.4.3), given the element's sizes",
            |v, c| Checked::verdict(validate_srcset(v, c)),
        ),
        report_srcset,
    ),
);

/// `sizes`: a valid source size list. Checked with the `std` feature.
pub static VALID_SIZES: SyntaxDef = gated(
    ("std", cfg!(feature = "std")),
    reports_all(
        row!(
            "valid_sizes",
            html!("images.html#sizes-attributes"),
            "\"valid source size list\" (4.8.4.3)",
            |v, c| Checked::verdict(validate_sizes(v, c)),
        ),
        report_sizes,
    ),
);

/// Which of the `sizes` rules apply to the element's `srcset`: with
/// (`Some(true)`) or without (`Some(false)`) a `sizes` attribute, or none
/// (`None`): a `source` (in a `picture`) without `sizes` needs one for its
/// width descriptors only if the following `img` does not allow
/// auto-sizes (4.8.2), which the document checker's `required_attributes`
/// decides.
#[cfg(feature = "std")]
fn sizes_rules(c: &Context<'_>) -> Option<bool> {
    // `<link imagesrcset>` takes its sizes from `imagesizes`.
    let sizes = if c.attribute.eq_ignore_ascii_case("imagesrcset") {
        "imagesizes"
    } else {
        "sizes"
    };
    let has = c.other(sizes).is_some();
    (c.element != "source" || has).then_some(has)
}

#[cfg(feature = "std")]
fn validate_srcset(value: &str, c: &Context<'_>) -> Result<(), Error> {
    crate::common::row::ok(crate::syntaxes::images::srcset_rules(value, sizes_rules(c)))
}

/// Every error of a `sizes` value ([`validate_sizes`]'s first).
#[cfg(feature = "std")]
fn report_sizes(value: &str, _: &Context<'_>, report: &mut dyn FnMut(Error)) {
    crate::syntaxes::images::report_sizes(value, report);
}

/// Every error of a `srcset` value ([`validate_srcset`]'s first).
#[cfg(feature = "std")]
fn report_srcset(value: &str, c: &Context<'_>, report: &mut dyn FnMut(Error)) {
    crate::syntaxes::images::report_srcset(value, sizes_rules(c), report);
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

/// Nothing to report where `srcset` and `sizes` are unchecked.
#[cfg(not(feature = "std"))]
fn report_nothing(_: &str, _: &Context<'_>, _: &mut dyn FnMut(Error)) {}

#[cfg(not(feature = "std"))]
use report_nothing as report_srcset;
#[cfg(not(feature = "std"))]
use report_nothing as report_sizes;
