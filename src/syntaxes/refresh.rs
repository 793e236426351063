//! [Refresh](https://html.spec.whatwg.org/multipage/document-lifecycle.html#shared-declarative-refresh-steps):
//! the `content` of `<meta http-equiv=refresh>` (and the `Refresh` header).
//!
//! ```text
//! "300"                   → reload after 300 seconds
//! "20; URL=page4.html"    → go to page4.html after 20 seconds
//! "  1.9 , 'foo'bar"      → the steps read 1 and foo (not a valid value)
//! ```
//!
//! The valid value (the `content` attribute's conformance requirement) is
//!
//! ```text
//! valid-refresh = valid-non-negative-integer
//!               / valid-non-negative-integer ";" 1*ASCII-whitespace
//!                 ("URL" case-insensitively) "=" valid-URL-string-not-starting-with-a-quote
//! ```
//!
//! The steps stop short of resolving the URL: steps 11.11–11.12 parse it
//! relative to the document, which this crate does not have. With the `url`
//! feature, [`crate::url::parse_url_with_base`] does that step for a base of
//! your choosing, and the valid check runs the URL Standard's validity on the
//! URL; without it, the valid check only requires the URL to be non-empty.

use core::fmt;

use nom::IResult;

use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, Field, Violation};
use crate::base::step::{Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::{
    collect_ascii_at, digits_value, is_ascii_whitespace, skip_ascii_whitespace_at, str_from,
    str_range,
};
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};
use crate::{base::error::Error, base::input::StrInput};

/// What the shared declarative refresh steps schedule: a navigation after
/// `time` seconds, to `url`, or a reload of the document when `url` is
/// `None`.
///
/// `url` is the steps' *urlString*, before the URL parser runs (so it may
/// keep spaces, tabs or newlines that the URL parser removes).
///
/// `Display` writes `time`, or `time; URL=url`: the valid form, when the URL
/// is a valid URL string that does not start with a quote.
///
/// # Examples
///
/// ```
/// use html_microsyntax::refresh::{parse_refresh, Refresh};
/// let r = parse_refresh("5,url='next.html'").unwrap();
/// assert_eq!(r, Refresh { time: 5, url: Some("next.html") });
/// assert_eq!(r.to_string(), "5; URL=next.html");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Refresh<'a> {
    /// Seconds to wait.
    pub time: u64,
    /// The URL to navigate to, unresolved; `None` reloads the document.
    pub url: Option<&'a str>,
}

impl fmt::Display for Refresh<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.url {
            None => write!(f, "{}", self.time),
            Some(url) => write!(f, "{}; URL={url}", self.time),
        }
    }
}

/// The byte at `pos`, if any.
#[inline(always)]
fn byte_at(text: &str, pos: usize) -> Option<u8> {
    text.as_bytes().get(pos).copied()
}

/// The [shared declarative refresh steps](https://html.spec.whatwg.org/multipage/document-lifecycle.html#shared-declarative-refresh-steps),
/// steps 2–11.10, from `pos` to the end of `text`; a failure is the step that
/// returns without scheduling anything. Every departure from the valid value
/// goes to `sink`; a time beyond `u64` is an error ([`Sink::error`]), past
/// which a sink that reads on has the rest read (as with the time `u64::MAX`).
pub(crate) fn refresh_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
) -> Steps<Refresh<'a>> {
    let end = text.len();
    // Step 3: skip ASCII whitespace.
    let start = pos;
    let pos = skip_ascii_whitespace_at(text, pos);
    if pos > start {
        sink.report(start, Violation::LeadingWhitespace);
    }
    // Steps 4–5: collect the digits of the time.
    let digits_end = collect_ascii_at(text, pos, |b| b.is_ascii_digit());
    let time = if digits_end == pos {
        // Step 6: no digits: go on only at a '.'.
        if byte_at(text, pos) != Some(b'.') {
            let found = str_from(text, pos);
            return Err((pos, ErrorKind::expected(Expected::RefreshTime, found)));
        }
        0
    } else {
        // Step 7: the rules for parsing non-negative integers, on digits only.
        // deviation: the spec's integer is unbounded; beyond u64 is an error.
        match digits_value(str_range(text, pos, digits_end)) {
            Some(time) => time,
            None => {
                let overflow = ErrorKind::Overflow {
                    field: Field::Integer,
                    supported: crate::base::error::Supported::U64,
                };
                // The rest does not depend on the time: a sink that reads
                // on has what follows checked too.
                sink.error(pos, overflow)?;
                u64::MAX
            }
        }
    };
    // Step 8: digits and '.' after the time are ignored.
    let after_time = collect_ascii_at(text, digits_end, |b| b.is_ascii_digit() || b == b'.');
    if after_time > digits_end || digits_end == pos {
        sink.report(digits_end, Violation::RefreshTimeFraction);
    }
    let mut pos = after_time;
    // Step 10: the separator.
    if let Some(b) = byte_at(text, pos) {
        // Step 10.1.
        if !(b == b';' || b == b',' || is_ascii_whitespace(b)) {
            let found = str_from(text, pos);
            return Err((pos, ErrorKind::expected(Expected::RefreshSeparator, found)));
        }
        // Step 10.2: whitespace before the ';' (none in a valid value).
        let ws_start = pos;
        pos = skip_ascii_whitespace_at(text, pos);
        // Step 10.3: one ';' or ','.
        match byte_at(text, pos) {
            Some(sep @ (b';' | b',')) => {
                if pos > ws_start {
                    sink.report(ws_start, Violation::Whitespace);
                }
                if sep == b',' {
                    sink.report(pos, Violation::CommaSeparator);
                }
                pos += 1;
                // Step 10.4: the valid value needs whitespace after ';'.
                let after_separator = pos;
                pos = skip_ascii_whitespace_at(text, pos);
                if pos == after_separator {
                    sink.report(pos, Violation::MissingWhitespace);
                }
            }
            None => sink.report(ws_start, Violation::TrailingWhitespace),
            Some(_) => sink.report(ws_start, Violation::MissingSemicolon),
        }
        if pos == end {
            // A separator and no URL: neither valid form.
            sink.report(end, Violation::MissingUrlKeyword);
        }
    }
    // Step 11: the URL, if anything is left.
    if pos == end {
        return Ok((end, Refresh { time, url: None }));
    }
    Ok((
        end,
        Refresh {
            time,
            url: Some(url_string(text, pos, sink)),
        },
    ))
}

/// Steps 11.1–11.10 from `pos` (not at the end): the optional `URL=`, the
/// optional quotes; the *urlString*.
fn url_string<'a, S: Sink>(text: &'a str, pos: usize, sink: &mut S) -> &'a str {
    // Step 11.1: urlString is the rest, unless `URL=` or a quote follows.
    let rest = str_from(text, pos);
    let mut at = pos;
    let keyword = |at: &mut usize, lower: u8| {
        let hit = byte_at(text, *at).is_some_and(|b| b.to_ascii_lowercase() == lower);
        if hit {
            *at += 1;
        }
        hit
    };
    // Step 11.2: 'U' or 'u', or jump to "skip quotes".
    if keyword(&mut at, b'u') {
        // Steps 11.3–11.4: 'R', 'L', or jump to "parse" with the whole rest.
        if !keyword(&mut at, b'r') || !keyword(&mut at, b'l') {
            sink.report(pos, Violation::MissingUrlKeyword);
            check_url(text, pos, sink);
            return rest;
        }
        // Step 11.5: whitespace (none in a valid value).
        let ws = at;
        at = skip_ascii_whitespace_at(text, at);
        // Step 11.6: '=', or jump to "parse".
        if byte_at(text, at) != Some(b'=') {
            sink.report(pos, Violation::MissingUrlKeyword);
            check_url(text, pos, sink);
            return rest;
        }
        if at > ws {
            sink.report(ws, Violation::Whitespace);
        }
        at += 1;
        // Step 11.7: whitespace (none in a valid value).
        let ws = at;
        at = skip_ascii_whitespace_at(text, at);
        if at > ws {
            sink.report(ws, Violation::Whitespace);
        }
    } else {
        sink.report(pos, Violation::MissingUrlKeyword);
    }
    // Step 11.8 ("skip quotes"): an opening quote.
    let quote = match byte_at(text, at) {
        Some(q @ (b'\'' | b'"')) => {
            sink.report(at, Violation::QuotedUrl);
            at += 1;
            Some(q)
        }
        _ => None,
    };
    // Steps 11.9–11.10: the rest, up to the matching quote if there is one.
    let url = str_from(text, at);
    let url = match quote.and_then(|q| url.bytes().position(|b| b == q)) {
        Some(close) => str_range(text, at, at + close),
        None => url,
    };
    check_url(text, at, sink);
    url
}

/// The valid value's URL check on the rest of `text` from `at`: a valid URL
/// string with the `url` feature, a non-empty string without it.
fn check_url<S: Sink>(text: &str, at: usize, sink: &mut S) {
    if !S::ACTIVE {
        return;
    }
    #[cfg(feature = "url")]
    {
        crate::syntaxes::url::report_url_string(text, at, text.len(), sink);
    }
    #[cfg(not(feature = "url"))]
    if at >= text.len() {
        sink.report(at, Violation::Url(crate::base::error::UrlProblem::Empty));
    }
}

/// The shared declarative refresh steps as a combinator: they read to the end
/// of the input (the URL is the rest of it), so this consumes everything it
/// does not fail on.
///
/// [HTML: shared declarative refresh steps](https://html.spec.whatwg.org/multipage/document-lifecycle.html#shared-declarative-refresh-steps)
///
/// # Examples
///
/// ```
/// use html_microsyntax::refresh::{refresh_component, Refresh};
/// let (rest, r) = refresh_component::<_, ()>("0; url=/").unwrap();
/// assert_eq!((rest, r), ("", Refresh { time: 0, url: Some("/") }));
/// ```
///
/// # Errors
///
/// As [`parse_refresh`], at the step that returns.
pub fn refresh_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, Refresh<'a>, E> {
    entry::component(input, |text, sink| refresh_steps(text, 0, sink))
}

/// Runs the [shared declarative refresh steps](https://html.spec.whatwg.org/multipage/document-lifecycle.html#shared-declarative-refresh-steps)
/// on a `content` value: the time and the unresolved URL they schedule.
///
/// Step 1 (the document already refreshes) and steps 11.11–11.12 (parse the
/// URL relative to the document; return on failure) are the caller's.
///
/// # Examples
///
/// ```
/// use html_microsyntax::refresh::{parse_refresh, Refresh};
/// assert_eq!(parse_refresh("300"), Ok(Refresh { time: 300, url: None }));
/// assert_eq!(parse_refresh("20; URL=page4.html").unwrap().url, Some("page4.html"));
/// assert_eq!(parse_refresh(".9; 'a b'c").unwrap(), Refresh { time: 0, url: Some("a b") });
/// assert_eq!(parse_refresh("1x").unwrap_err().kind().code(), "expected_refresh_separator");
/// ```
///
/// # Errors
///
/// The step that returns without scheduling a refresh:
/// [`Expected::RefreshTime`] (step 6: no digits and no `.`, including the
/// empty string), [`Expected::RefreshSeparator`] (step 10.1), or
/// [`ErrorKind::Overflow`] for a time beyond `u64` (the spec is unbounded).
pub fn parse_refresh(input: &str) -> Result<Refresh<'_>, Error> {
    entry::parse_to_end(input, |text, sink| refresh_steps(text, 0, sink))
}

/// Checks that `input` is a valid `content` value for
/// [`<meta http-equiv=refresh>`](https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-refresh)
/// and returns what it schedules.
///
/// With the `url` feature the URL must be a valid URL string (checked against
/// the fixed base of [`crate::url`]); without it, only non-empty.
///
/// # Examples
///
/// ```
/// use html_microsyntax::refresh::validate_refresh;
/// assert!(validate_refresh("20; URL=page4.html").is_ok());
/// let err = validate_refresh("20,URL=page4.html").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("comma_separator", 2));
/// ```
///
/// # Errors
///
/// The failures of [`parse_refresh`], and the first departure from the valid
/// value as [`ErrorKind::Invalid`]: leading whitespace, a fraction, `,` or
/// whitespace for `;`, no whitespace after `;`, no `URL=`, a quote, an
/// invalid (or, without `url`, empty) URL.
pub fn validate_refresh(input: &str) -> Result<Refresh<'_>, Error> {
    entry::validate_to_end(input, |text, sink| refresh_steps(text, 0, sink))
}

/// Whether `input` is a valid `content` value for
/// [`<meta http-equiv=refresh>`](https://html.spec.whatwg.org/multipage/semantics.html#attr-meta-http-equiv-refresh);
/// see [`validate_refresh`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::refresh::is_valid_refresh;
/// assert!(is_valid_refresh("300"));
/// assert!(!is_valid_refresh("300 "));
/// assert!(!is_valid_refresh("5; next.html"));
/// ```
pub fn is_valid_refresh(input: &str) -> bool {
    entry::is_valid(input, |text, sink| refresh_steps(text, 0, sink))
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<meta http-equiv=refresh content>`: the valid refresh content.
/// Its report is every departure from the valid value (leading whitespace,
/// a fraction, the separator's, the `URL=`'s, a quote, the URL's first
/// error) and a time too large, in the order of the text, and the step
/// that returns, if one does.
pub static VALID_META_REFRESH: SyntaxDef = reports_all(
    row!(
        "valid_meta_refresh",
        html!("semantics.html#attr-meta-http-equiv-refresh"),
        "valid content of <meta http-equiv=refresh>",
        |v, _| Checked::verdict(validate_refresh(v)),
    ),
    |v, _, report| report_to_end(v, |t, s| refresh_steps(t, 0, s), report),
);

#[cfg(test)]
mod tests {
    use super::*;

    /// (code, offset) of each finding the row reports in `value`.
    fn reported(value: &str) -> alloc::vec::Vec<(&'static str, usize)> {
        VALID_META_REFRESH.reported(value)
    }

    /// `validate_refresh`'s error as (code, offset).
    fn first(value: &str) -> (&'static str, usize) {
        let e = validate_refresh(value).unwrap_err();
        (e.kind().code(), e.offset())
    }

    proptest::proptest! {
        /// The report's first error is `validate_refresh`'s, and it is
        /// empty exactly when the value is valid.
        #[test]
        fn the_report_starts_with_validate_s_error(
            value in "[ 0-9.;,uUrRlL='\"a/|\t]{0,14}|99999999999999999999[ ;,uUrRlL='a|]{0,8}",
        ) {
            let first = validate_refresh(&value).err().map(|e| (e.kind().code(), e.offset()));
            proptest::prop_assert_eq!(reported(&value).first().copied(), first, "{:?}", value);
        }
    }

    #[test]
    fn each_departure_of_a_refresh_is_reported() {
        let value = " 5.5,url='next.html'";
        assert_eq!(
            reported(value),
            [
                ("leading_whitespace", 0),
                ("refresh_time_fraction", 2),
                ("comma_separator", 4),
                ("missing_whitespace", 5),
                ("quoted_url", 9),
            ]
        );
        assert_eq!(first(value), ("leading_whitespace", 0));
        // The step that returns, after what came before it.
        assert_eq!(
            reported(" 5x"),
            [("leading_whitespace", 0), ("expected_refresh_separator", 2)]
        );
        // A time too large, and what follows it.
        let value = "99999999999999999999999,URL=a";
        assert_eq!(
            reported(value),
            [
                ("overflow", 0),
                ("comma_separator", 23),
                ("missing_whitespace", 24)
            ]
        );
        assert_eq!(first(value), ("overflow", 0));
    }
}
