//! [Integrity metadata](https://w3c.github.io/webappsec-subresource-integrity/#the-integrity-attribute):
//! the `integrity` attribute of `script` and `link` (Subresource Integrity).
//!
//! ```text
//! "sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC"  valid
//! "sha256-abc= sha512-def?opt"                                              valid: two hashes, options reserved
//! ""                                                                        valid: no metadata
//! "md5-abc123"                                                              not valid: no such hash algorithm
//! "sha256-"                                                                 not valid: no base64 value
//! ```
//!
//! Subresource Integrity (`w3c/webappsec-subresource-integrity`, commit
//! `632bf53a`, 2026-03-20): "The value of the attribute MUST be either the
//! empty string, or at least one valid metadata as described by the
//! following ABNF grammar":
//!
//! ```text
//! integrity-metadata = *WSP hash-with-options *(1*WSP hash-with-options ) *WSP / *WSP
//! hash-with-options  = hash-expression *("?" option-expression)
//! option-expression  = *VCHAR
//! hash-expression    = hash-algorithm "-" base64-value
//! ```
//!
//! with Content Security Policy 3's rules (`w3c/webappsec-csp`, commit
//! `3e24aea3`, 2026-04-19):
//!
//! ```text
//! hash-algorithm = "sha256" / "sha384" / "sha512"
//! base64-value   = 1*( ALPHA / DIGIT / "+" / "/" / "-" / "_" )*2( "=" )
//! ```
//!
//! ABNF strings are case-insensitive, as is SRI's "valid SRI hash
//! algorithm token" (its ASCII lowercase is in the set), so `SHA256-…`
//! conforms. Options are reserved: any printing ASCII after a `?` up to the
//! next whitespace. The grammar does not tie the digest's length to the
//! algorithm, so neither does this check.
//!
//! deviation: the grammar separates hashes by `WSP` (space and tab); this
//! check, like SRI's [parse metadata](https://w3c.github.io/webappsec-subresource-integrity/#parse-metadata)
//! (which splits on ASCII whitespace) and the specification's own example
//! (two hashes on two lines), takes any ASCII whitespace (see
//! `docs/deviations.md`).

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::{detail_kinds, Error};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{offset_in, split_on_ascii_whitespace};
use crate::common::row::{reports_all, row, Checked, SyntaxDef};

/// The [valid SRI hash algorithm token set](https://w3c.github.io/webappsec-subresource-integrity/#valid-sri-hash-algorithm-token-set),
/// weakest first.
///
/// # Examples
///
/// ```
/// use html_microsyntax::integrity::HASH_ALGORITHMS;
/// assert_eq!(HASH_ALGORITHMS, ["sha256", "sha384", "sha512"]);
/// ```
pub const HASH_ALGORITHMS: [&str; 3] = ["sha256", "sha384", "sha512"];

/// One `hash-with-options` of the metadata.
///
/// # Examples
///
/// ```
/// use html_microsyntax::integrity::{validate_integrity_metadata, HashWithOptions};
/// let hashes = validate_integrity_metadata("SHA256-a+b/c== sha512-x?y").unwrap();
/// assert_eq!(hashes[0], HashWithOptions { algorithm: "sha256", value: "a+b/c==", options: None });
/// assert_eq!(hashes[1].options, Some("y"));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HashWithOptions<'a> {
    /// The hash algorithm, in lower case (one of [`HASH_ALGORITHMS`]).
    pub algorithm: &'static str,
    /// The base64 value, as written.
    pub value: &'a str,
    /// What follows the first `?`, if any (options are reserved).
    pub options: Option<&'a str>,
}

detail_kinds! {
/// Why a value is not valid integrity metadata. Each is an error.
///
/// # Examples
///
/// ```
/// use html_microsyntax::integrity::{validate_integrity_metadata, IntegrityProblem};
/// let err = validate_integrity_metadata("md5-abc").unwrap_err();
/// assert_eq!(IntegrityProblem::from_kind(&err.kind()), Some(IntegrityProblem::UnknownHashAlgorithm));
/// ```
pub enum IntegrityProblem;
/// The codes and words of [`IntegrityProblem`]: what an
/// [`ErrorKind::Detail`](crate::ErrorKind::Detail) of this module points at.
pub static INTEGRITY_DETAILS = (syntax "valid_integrity_metadata", otherwise "integrity", "not valid integrity metadata");
{
    /// A hash expression that does not start with `sha256`, `sha384` or
    /// `sha512` (at its start).
    UnknownHashAlgorithm => ("unknown_hash_algorithm", Error, "unknown hash algorithm, expected one of 'sha256', 'sha384' or 'sha512'"),
    /// No `-` after the hash algorithm (where it should be).
    ExpectedDash => ("expected_hash_dash", Error, "expected '-' after the hash algorithm"),
    /// No base64 value after the `-` (where it should be).
    ExpectedBase64Value => ("expected_base64_value", Error, "expected a base64 value after '-'"),
    /// A character that is no part of a base64 value and is not the `?`
    /// of an option (a third `=`, a character after `=`, `!`, …).
    Base64Character => ("base64_value_character", Error, "expected a base64 character, at most two '=' at the end, or '?'"),
    /// A character in an option that is not printing ASCII.
    OptionCharacter => ("integrity_option_character", Error, "expected a printing ASCII character in an integrity option"),
}
}

/// A `base64-value` character: ALPHA / DIGIT / "+" / "/" / "-" / "_".
fn is_base64_value_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'+' | b'/' | b'-' | b'_')
}

/// `hash-with-options`, on the token `text[start..end]` (no whitespace in
/// it): `hash-algorithm "-" base64-value *("?" option-expression)`.
fn hash_with_options_steps(text: &str, start: usize, end: usize) -> Steps<HashWithOptions<'_>> {
    let token = text.get(start..end).unwrap_or("");
    let bytes = token.as_bytes();
    let fail = |at: usize, problem: IntegrityProblem| Err((start + at, problem.into()));
    // hash-algorithm (case-insensitive, as ABNF strings are).
    let Some(algorithm) = HASH_ALGORITHMS.iter().copied().find(|a| {
        bytes
            .get(..a.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(a.as_bytes()))
    }) else {
        return fail(0, IntegrityProblem::UnknownHashAlgorithm);
    };
    // "-".
    let mut pos = algorithm.len();
    if bytes.get(pos) != Some(&b'-') {
        return fail(pos, IntegrityProblem::ExpectedDash);
    }
    pos += 1;
    // base64-value: one or more characters, then at most two '='.
    let value_start = pos;
    while bytes.get(pos).copied().is_some_and(is_base64_value_byte) {
        pos += 1;
    }
    if pos == value_start {
        return fail(pos, IntegrityProblem::ExpectedBase64Value);
    }
    for _ in 0..2 {
        if bytes.get(pos) == Some(&b'=') {
            pos += 1;
        }
    }
    let value = token.get(value_start..pos).unwrap_or("");
    // *("?" option-expression): after the first '?', printing ASCII only.
    let options = match bytes.get(pos) {
        None => None,
        Some(b'?') => {
            let rest = token.get(pos + 1..).unwrap_or("");
            if let Some((at, _)) = rest
                .char_indices()
                .find(|&(_, c)| !('!'..='~').contains(&c))
            {
                return fail(pos + 1 + at, IntegrityProblem::OptionCharacter);
            }
            Some(rest)
        }
        Some(_) => return fail(pos, IntegrityProblem::Base64Character),
    };
    Ok((
        end,
        HashWithOptions {
            algorithm,
            value,
            options,
        },
    ))
}

/// `integrity-metadata` on all of `text`: its hashes, in order. Each
/// `hash-with-options` at fault is an error ([`Sink::error`]) at its
/// failure, in the order of the text, so a sink that stops at the first
/// error stops at the first; a sink that reads on has the good hashes.
fn integrity_metadata_steps<'a, S: Sink>(
    text: &'a str,
    sink: &mut S,
) -> Steps<Vec<HashWithOptions<'a>>> {
    let mut hashes = Vec::new();
    // deviation: any ASCII whitespace separates, not only WSP (module docs).
    for token in split_on_ascii_whitespace(text) {
        let start = offset_in(text, token);
        match hash_with_options_steps(text, start, start + token.len()) {
            Ok((_, hash)) => hashes.push(hash),
            Err((at, kind)) => sink.error(at, kind)?,
        }
    }
    Ok((text.len(), hashes))
}

/// Checks an [`integrity`](https://w3c.github.io/webappsec-subresource-integrity/#the-integrity-attribute)
/// attribute (`script`, `link`): the empty string (or only whitespace), or
/// hashes `sha256-…`, `sha384-…`, `sha512-…` with base64 values and
/// optional `?` options, separated by whitespace. Returns the hashes.
///
/// # Errors
///
/// An [`IntegrityProblem`] at the first failure: `unknown_hash_algorithm`
/// at a hash's start, `expected_hash_dash`, `expected_base64_value`,
/// `base64_value_character` and `integrity_option_character` where they
/// occur.
///
/// # Examples
///
/// ```
/// use html_microsyntax::integrity::validate_integrity_metadata;
/// assert_eq!(validate_integrity_metadata("  ").map(|v| v.len()), Ok(0));
/// let err = validate_integrity_metadata("sha256-abc md5-abc").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("unknown_hash_algorithm", 11));
/// let err = validate_integrity_metadata("sha384abc").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_hash_dash", 6));
/// let err = validate_integrity_metadata("sha512-ab===").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("base64_value_character", 11));
/// ```
pub fn validate_integrity_metadata(input: &str) -> Result<Vec<HashWithOptions<'_>>, Error> {
    entry::validate_to_end(input, integrity_metadata_steps)
}

/// Whether `input` is valid integrity metadata; see
/// [`validate_integrity_metadata`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::integrity::is_valid_integrity_metadata;
/// assert!(is_valid_integrity_metadata("sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="));
/// assert!(!is_valid_integrity_metadata("sha1-abc"));
/// ```
pub fn is_valid_integrity_metadata(input: &str) -> bool {
    entry::is_valid(input, integrity_metadata_steps)
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `integrity` of `script` and `link`: Subresource Integrity's metadata.
/// Its report is every hash at fault, each at its first failure.
pub static VALID_INTEGRITY_METADATA: SyntaxDef = reports_all(
    row!(
        "valid_integrity_metadata",
        "https://w3c.github.io/webappsec-subresource-integrity/#the-integrity-attribute",
        "integrity metadata: sha256-, sha384- or sha512- with a base64 value, options after '?'",
        |v, _| Checked::verdict(validate_integrity_metadata(v)),
    ),
    |v, _, report| report_to_end(v, integrity_metadata_steps, report),
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_hash_at_fault_reports_its_error() {
        let found = |value| VALID_INTEGRITY_METADATA.reported(value);
        let value = "md5-abc sha256-ok= sha384abc sha512- sha256-a===";
        assert_eq!(
            found(value),
            [
                ("unknown_hash_algorithm", 0),
                ("expected_hash_dash", 25),
                ("expected_base64_value", 36),
                ("base64_value_character", 47),
            ]
        );
        // validate still stops at the first.
        let err = validate_integrity_metadata(value).unwrap_err();
        assert_eq!(
            (err.kind().code(), err.offset()),
            ("unknown_hash_algorithm", 0)
        );
        assert_eq!(found("sha256-ok sha512-x?y"), []);
    }
}
