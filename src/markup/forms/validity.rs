//! Suffering from a type mismatch: the url and email states.

use crate::common::idioms::split_on_commas;

use super::InputType;

/// The `atext`-like characters before the `@` of a valid e-mail address.
fn is_local_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b".!#$%&'*+/=?^_`{|}~-".contains(&b)
}

/// One label after the `@`: 1 to 63 ASCII alphanumerics and `-`, neither
/// first nor last a `-`.
fn is_label(label: &str) -> bool {
    let bytes = label.as_bytes();
    (1..=63).contains(&bytes.len())
        && bytes
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || *b == b'-')
        && bytes.first().is_some_and(u8::is_ascii_alphanumeric)
        && bytes.last().is_some_and(u8::is_ascii_alphanumeric)
}

/// A [valid e-mail address](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address):
/// one or more of ASCII alphanumerics and ``.!#$%&'*+/=?^_`{|}~-``, `@`,
/// then one or more labels separated by `.` (each 1 to 63 ASCII
/// alphanumerics or `-`, starting and ending with an alphanumeric).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::is_valid_email_address;
/// assert!(is_valid_email_address("user+tag@example.com"));
/// assert!(is_valid_email_address("a@b"));
/// assert!(!is_valid_email_address("a@b..c"));
/// assert!(!is_valid_email_address("a@-b"));
/// assert!(!is_valid_email_address("\"a\"@b"));
/// ```
pub fn is_valid_email_address(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty() && local.bytes().all(is_local_char) && domain.split('.').all(is_label)
}

/// A [valid e-mail address list](https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address-list):
/// a set of comma-separated tokens, each a valid e-mail address (the
/// `multiple` email state splits on commas, so surrounding ASCII
/// whitespace of each token is allowed here, and the empty list is valid).
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::is_valid_email_address_list;
/// assert!(is_valid_email_address_list("a@b, c@d"));
/// assert!(is_valid_email_address_list(""));
/// assert!(!is_valid_email_address_list("a@b,,c@d"));
/// ```
pub fn is_valid_email_address_list(s: &str) -> bool {
    split_on_commas(s).all(is_valid_email_address)
}

/// A URL scheme: an ASCII alpha, then ASCII alphanumerics, `+`, `-`, `.`.
fn scheme_end(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let end = bytes
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || b"+-.".contains(b)))?;
    (bytes.get(end) == Some(&b':')).then_some(end)
}

/// A simplified check for a
/// [valid absolute URL](https://url.spec.whatwg.org/#absolute-url-with-fragment-string)
/// (the crate has no URL parser): a scheme, `:`, then no ASCII whitespace
/// or C0 control character, and for the special schemes `http`, `https`,
/// `ws`, `wss` and `ftp`, `//` and a host that does not start with `/`,
/// `?`, `#` or `:` (an empty host). Percent-encoding, host and port syntax
/// are not checked.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::is_valid_absolute_url_simplified;
/// assert!(is_valid_absolute_url_simplified("http://example.com/"));
/// assert!(is_valid_absolute_url_simplified("mailto:a@b"));
/// assert!(!is_valid_absolute_url_simplified("example.com"));
/// assert!(!is_valid_absolute_url_simplified("http://"));
/// assert!(!is_valid_absolute_url_simplified("http://a b"));
/// ```
pub fn is_valid_absolute_url_simplified(s: &str) -> bool {
    let Some(end) = scheme_end(s) else {
        return false;
    };
    if s.bytes().any(|b| b <= b' ' || b == 0x7f) {
        return false;
    }
    let scheme = crate::common::idioms::str_to(s, end);
    let rest = crate::common::idioms::str_from(s, end + 1);
    let special = ["http", "https", "ws", "wss", "ftp"]
        .iter()
        .any(|k| k.eq_ignore_ascii_case(scheme));
    if special {
        let Some(after) = rest.strip_prefix("//") else {
            return false;
        };
        return after.bytes().next().is_some_and(|b| !b"/?#:".contains(&b));
    }
    true
}

/// [Suffering from a type mismatch](https://html.spec.whatwg.org/multipage/input.html#suffering-from-a-type-mismatch)
/// for a value of the `type` state (already sanitized): url, a non-empty
/// value that is not a valid absolute URL (see
/// [`is_valid_absolute_url_simplified`]); email, a non-empty value that is
/// not a valid e-mail address, or with `multiple` not a valid e-mail address
/// list. No other state suffers from it.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{suffers_from_type_mismatch, InputType};
/// assert!(suffers_from_type_mismatch(InputType::Email, "no-at-sign", false));
/// assert!(!suffers_from_type_mismatch(InputType::Email, "", false));
/// assert!(!suffers_from_type_mismatch(InputType::Email, "a@b,c@d", true));
/// assert!(suffers_from_type_mismatch(InputType::Email, "a@b,c@d", false));
/// assert!(!suffers_from_type_mismatch(InputType::Text, "x", false));
/// ```
pub fn suffers_from_type_mismatch(ty: InputType, value: &str, multiple: bool) -> bool {
    match ty {
        InputType::Url => !value.is_empty() && !is_valid_absolute_url_simplified(value),
        InputType::Email if multiple => !is_valid_email_address_list(value),
        InputType::Email => !value.is_empty() && !is_valid_email_address(value),
        _ => false,
    }
}
