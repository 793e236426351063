//! [E-mail addresses](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address)
//! (`<input type=email>`): a valid e-mail address, and a valid e-mail address
//! list (`multiple`).
//!
//! ```text
//! email   = 1*( atext / "." ) "@" label *( "." label )
//! label   = let-dig [ [ ldh-str ] let-dig ]   ; at most 63 characters
//! atext   = ALPHA / DIGIT / "!" / "#" / "$" / "%" / "&" / "'" / "*" / "+" / "-"
//!         / "/" / "=" / "?" / "^" / "_" / "`" / "{" / "|" / "}" / "~"
//! let-dig = ALPHA / DIGIT
//! ldh-str = *( ALPHA / DIGIT / "-" ) let-dig
//! ```
//!
//! These are author-facing checks (the spec's grammar willfully violates RFC
//! 5322: no quoted local parts, no comments); there are no lenient parse
//! rules, so nothing is reported as a tolerated violation.

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{collect_ascii_at, offset_in, split_on_commas, str_range};
use crate::common::row::{html, ok, reports_all, row, Checked, SyntaxDef};

/// RFC 5322 `atext`.
fn is_atext(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&b)
}

/// The e-mail address production on `text[start..end]`: the position after
/// the address (the caller checks that it is `end`).
fn email_steps(text: &str, start: usize, end: usize) -> Steps<()> {
    let expected = |pos: usize, expected: Expected| {
        let found = str_range(text, pos, end);
        (pos, ErrorKind::expected(expected, found))
    };
    let bytes = text.as_bytes();
    let at = |i: usize| bytes.get(i).copied().filter(|_| i < end);
    // 1*( atext / "." )
    let local_end = collect_ascii_at(str_range(text, 0, end), start, |b| is_atext(b) || b == b'.');
    if local_end == start {
        return Err(expected(start, Expected::EmailLocalPart));
    }
    // "@"
    if at(local_end) != Some(b'@') {
        return Err(expected(local_end, Expected::AtSign));
    }
    // label *( "." label )
    let mut pos = local_end + 1;
    loop {
        let label_start = pos;
        if !at(pos).is_some_and(|b| b.is_ascii_alphanumeric()) {
            return Err(expected(pos, Expected::DomainLabel));
        }
        pos = collect_ascii_at(str_range(text, 0, end), pos, |b| {
            b.is_ascii_alphanumeric() || b == b'-'
        });
        // The label ends with a letter or digit.
        if bytes.get(pos - 1) == Some(&b'-') {
            return Err(expected(pos - 1, Expected::DomainLabel));
        }
        if pos - label_start > 63 {
            return Err(expected(label_start + 63, Expected::ShortLabel));
        }
        if at(pos) == Some(b'.') {
            pos += 1;
        } else {
            return Ok((pos, ()));
        }
    }
}

/// The whole of `text[start..end]` as one address.
fn email_to(text: &str, start: usize, end: usize) -> Result<(), (usize, ErrorKind)> {
    let (pos, ()) = email_steps(text, start, end)?;
    match str_range(text, pos, end).chars().next() {
        None => Ok(()),
        Some(found) => Err((pos, ErrorKind::TrailingInput { found })),
    }
}

fn email_address<S: Sink>(text: &str, _sink: &mut S) -> Steps<()> {
    email_steps(text, 0, text.len())
}

/// Checks that `input` is a [valid e-mail address](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address).
///
/// # Examples
///
/// ```
/// use html_microsyntax::email::validate_email;
/// assert!(validate_email("first.last+tag@example.co.uk").is_ok());
/// let err = validate_email("a@-example.com").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_domain_label", 2));
/// ```
///
/// # Errors
///
/// [`Expected::EmailLocalPart`] (nothing before `@`), [`Expected::AtSign`],
/// [`Expected::DomainLabel`] (a label that does not start or end with a
/// letter or digit), [`Expected::ShortLabel`] (a label over 63 characters),
/// [`ErrorKind::TrailingInput`].
pub fn validate_email(input: &str) -> Result<(), Error> {
    entry::validate_to_end(input, email_address)
}

/// Whether `input` is a [valid e-mail address](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address).
///
/// # Examples
///
/// ```
/// use html_microsyntax::email::is_valid_email;
/// assert!(is_valid_email("a@b"));
/// assert!(!is_valid_email("\"a b\"@example.com"));
/// ```
pub fn is_valid_email(input: &str) -> bool {
    entry::is_valid(input, email_address)
}

/// The valid e-mail address list on the whole text: its comma-separated
/// tokens, with an error ([`Sink::error`]) at each that is no valid e-mail
/// address, in order (a sink that stops at the first error stops at the
/// first bad token).
fn email_list<'a, S: Sink>(text: &'a str, sink: &mut S) -> Steps<Vec<&'a str>> {
    let mut addresses = Vec::new();
    for token in split_on_commas(text) {
        let start = offset_in(text, token);
        match email_to(text, start, start + token.len()) {
            Ok(()) => addresses.push(token),
            Err((at, kind)) => sink.error(at, kind)?,
        }
    }
    Ok((text.len(), addresses))
}

/// Checks that `input` is a [valid e-mail address list](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address-list):
/// comma-separated tokens (stripped of ASCII whitespace), each a valid e-mail
/// address. Returns the addresses; an empty value has none.
///
/// # Examples
///
/// ```
/// use html_microsyntax::email::validate_email_list;
/// assert_eq!(validate_email_list("a@b.c, d@e").unwrap(), ["a@b.c", "d@e"]);
/// let err = validate_email_list("a@b,,c@d").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_email_local_part", 4));
/// ```
///
/// # Errors
///
/// The first token's error as [`validate_email`] gives it, at its offset in
/// `input`.
pub fn validate_email_list(input: &str) -> Result<Vec<&str>, Error> {
    entry::validate_to_end(input, email_list)
}

/// Whether `input` is a [valid e-mail address list](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address-list).
///
/// # Examples
///
/// ```
/// use html_microsyntax::email::is_valid_email_list;
/// assert!(is_valid_email_list("a@b , c@d"));
/// assert!(!is_valid_email_list("a@b;c@d"));
/// ```
pub fn is_valid_email_list(input: &str) -> bool {
    entry::is_valid(input, email_list)
}

// The registry rows of this syntax, listed in `registry::SYNTAXES`.

/// A valid e-mail address, or, when the element has a `multiple`
/// attribute ([`Context::other`](crate::registry::Context::other)), a valid e-mail address list.
/// Its report is, for a list, every token that is no valid e-mail address
/// (as [`VALID_EMAIL_LIST`]'s); one address has one error, where its
/// production stops.
pub static VALID_EMAIL: SyntaxDef = reports_all(
    row!(
        "valid_email",
        html!("input.html#valid-e-mail-address"),
        "\"valid e-mail address\"",
        |v, c| Checked::verdict(match c.other("multiple") {
            Some(_) => ok(validate_email_list(v)),
            None => validate_email(v),
        }),
    ),
    |v, c, report| match c.other("multiple") {
        Some(_) => report_to_end(v, email_list, report),
        None => report_to_end(v, email_address, report),
    },
);

/// A valid e-mail address list.
/// Its report is every token that is no valid e-mail address, each at its
/// error.
pub static VALID_EMAIL_LIST: SyntaxDef = reports_all(
    row!(
        "valid_email_list",
        html!("input.html#valid-e-mail-address-list"),
        "\"valid e-mail address list\"",
        |v, _| Checked::verdict(validate_email_list(v)),
    ),
    |v, _, report| report_to_end(v, email_list, report),
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::row::Context;

    /// (code, offset) of each finding `row` reports in `value`.
    fn reported(row: &SyntaxDef, value: &str, context: &Context<'_>) -> Vec<(&'static str, usize)> {
        row.reported_in(value, context)
    }

    #[test]
    fn each_address_of_a_list_reports_its_error() {
        let list = " a@b, c, @d,e@f;g ,, h@-i, ok@x";
        let every = [
            ("expected_at_sign", 7),
            ("expected_email_local_part", 9),
            ("trailing_input", 15),
            ("expected_email_local_part", 19),
            ("expected_domain_label", 23),
        ];
        assert_eq!(
            reported(&VALID_EMAIL_LIST, list, &Context::default()),
            every
        );
        let multiple = Context::new("input", "value", &[("type", "email"), ("multiple", "")]);
        assert_eq!(reported(&VALID_EMAIL, list, &multiple), every);
        // validate_* stops at the first.
        let err = validate_email_list(list).unwrap_err();
        assert_eq!((err.kind().code(), err.offset()), ("expected_at_sign", 7));
        // One address: where its production stops.
        assert_eq!(
            reported(&VALID_EMAIL, "a@b, c, @d", &Context::default()),
            [("trailing_input", 3)]
        );
        assert!(reported(&VALID_EMAIL_LIST, "a@b, c@d,", &Context::default()).is_empty());
    }
}
