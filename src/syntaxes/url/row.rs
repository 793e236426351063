//! The registry rows of URLs (URL Standard, 2.4.2, `ping`, microdata's
//! `itemtype` and `itemprop`). The `url` module is gated on the `url`
//! feature, the rows are not: without it they are unchecked.

use crate::base::error::Error;
use crate::common::row::{gated, html, reports_all, row, Checked, Context, SyntaxDef};

/// Whether this build checks URLs.
const URL: bool = cfg!(feature = "url");

/// The URL checks, which need the url crate (feature `url`).
#[cfg(feature = "url")]
mod urls {
    use super::{Context, Error};
    use crate::common::row::ok;
    use crate::syntaxes::url;

    pub(super) fn string(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_url_string(v))
    }
    pub(super) fn non_empty(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_non_empty_url(v))
    }
    pub(super) fn spaces(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_url_potentially_surrounded_by_spaces(v))
    }
    pub(super) fn non_empty_spaces(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_non_empty_url_potentially_surrounded_by_spaces(v))
    }
    pub(super) fn absolute(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_absolute_url(v))
    }
    pub(super) fn ping(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_ping(v))
    }
    pub(super) fn absolute_spaces(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_absolute_url_potentially_surrounded_by_spaces(
            v,
        ))
    }
    pub(super) fn item_types(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_item_types(v))
    }

    pub(super) fn item_property_names(v: &str, _: &Context<'_>) -> Result<(), Error> {
        ok(url::validate_item_property_names(v))
    }

    /// The report of a URL row: `NON_EMPTY`, `SPACES` (potentially
    /// surrounded by spaces), `ABSOLUTE`.
    pub(super) fn report<const NON_EMPTY: bool, const SPACES: bool, const ABSOLUTE: bool>(
        v: &str,
        _: &Context<'_>,
        report: &mut dyn FnMut(Error),
    ) {
        url::report_url(v, NON_EMPTY, SPACES, ABSOLUTE, report);
    }
    pub(super) fn report_ping(v: &str, _: &Context<'_>, report: &mut dyn FnMut(Error)) {
        url::report_ping(v, report);
    }
    pub(super) fn report_item_types(v: &str, _: &Context<'_>, report: &mut dyn FnMut(Error)) {
        url::report_item_types(v, report);
    }
    pub(super) fn report_item_property_names(
        v: &str,
        _: &Context<'_>,
        report: &mut dyn FnMut(Error),
    ) {
        url::report_item_property_names(v, report);
    }
}

/// Without the `url` feature the URL rows accept every value
/// ([`SyntaxDef::checked`] is `false`).
#[cfg(not(feature = "url"))]
mod urls {
    use super::{Context, Error};

    pub(super) fn unchecked(_: &str, _: &Context<'_>) -> Result<(), Error> {
        Ok(())
    }
    pub(super) use unchecked as absolute;
    pub(super) use unchecked as absolute_spaces;
    pub(super) use unchecked as item_property_names;
    pub(super) use unchecked as item_types;
    pub(super) use unchecked as non_empty;
    pub(super) use unchecked as non_empty_spaces;
    pub(super) use unchecked as ping;
    pub(super) use unchecked as spaces;
    pub(super) use unchecked as string;

    /// Nothing to report where nothing is checked.
    pub(super) fn nothing(_: &str, _: &Context<'_>, _: &mut dyn FnMut(Error)) {}
    pub(super) use nothing as report_item_property_names;
    pub(super) use nothing as report_item_types;
    pub(super) use nothing as report_ping;

    /// Nothing to report where nothing is checked (the URL rows' shape).
    pub(super) fn report<const NON_EMPTY: bool, const SPACES: bool, const ABSOLUTE: bool>(
        _: &str,
        _: &Context<'_>,
        _: &mut dyn FnMut(Error),
    ) {
    }
}

/// A valid URL string. Checked with the `url` feature.
/// Its report is each error of the URL that the parser reads past (a code
/// point to percent-encode, a `%` without two hex digits, a backslash, a
/// NULL in the fragment), then the error that stops the check, if any.
pub static VALID_URL: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_url",
            "https://url.spec.whatwg.org/#valid-url-string",
            "\"valid URL string\" (relative ones against https://example.invalid/dir/)",
            |v, c| Checked::verdict(urls::string(v, c)),
        ),
        urls::report::<false, false, false>,
    ),
);

/// A valid non-empty URL. Checked with the `url` feature.
/// Its report is each error of the URL that the parser reads past (a code
/// point to percent-encode, a `%` without two hex digits, a backslash, a
/// NULL in the fragment), then the error that stops the check, if any.
pub static VALID_NON_EMPTY_URL: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_non_empty_url",
            html!("urls-and-fetching.html#valid-non-empty-url"),
            "\"valid non-empty URL\"",
            |v, c| Checked::verdict(urls::non_empty(v, c)),
        ),
        urls::report::<true, false, false>,
    ),
);

/// A valid URL potentially surrounded by spaces (`href`, `cite`). Checked
/// with the `url` feature.
/// Its report is each error of the URL that the parser reads past (a code
/// point to percent-encode, a `%` without two hex digits, a backslash, a
/// NULL in the fragment), then the error that stops the check, if any.
pub static VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_url_potentially_surrounded_by_spaces",
            html!("urls-and-fetching.html#valid-url-potentially-surrounded-by-spaces"),
            "\"valid URL potentially surrounded by spaces\"",
            |v, c| Checked::verdict(urls::spaces(v, c)),
        ),
        urls::report::<false, true, false>,
    ),
);

/// A valid non-empty URL potentially surrounded by spaces (`src`,
/// `action`, `poster`). Checked with the `url` feature.
/// Its report is each error of the URL that the parser reads past (a code
/// point to percent-encode, a `%` without two hex digits, a backslash, a
/// NULL in the fragment), then the error that stops the check, if any.
pub static VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_non_empty_url_potentially_surrounded_by_spaces",
            html!("urls-and-fetching.html#valid-non-empty-url-potentially-surrounded-by-spaces"),
            "\"valid non-empty URL potentially surrounded by spaces\"",
            |v, c| Checked::verdict(urls::non_empty_spaces(v, c)),
        ),
        urls::report::<true, true, false>,
    ),
);

/// An absolute URL (a valid URL string with a scheme). Checked with the
/// `url` feature.
/// Its report is each error of the URL that the parser reads past (a code
/// point to percent-encode, a `%` without two hex digits, a backslash, a
/// NULL in the fragment), then the error that stops the check, if any.
pub static VALID_ABSOLUTE_URL: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_absolute_url",
            "https://url.spec.whatwg.org/#absolute-url-string",
            "\"absolute URL\" (a valid URL string with a scheme)",
            |v, c| Checked::verdict(urls::absolute(v, c)),
        ),
        urls::report::<false, false, true>,
    ),
);

/// `<input type=url value>`: a valid URL potentially surrounded by spaces
/// that is also an absolute URL. Checked with the `url` feature.
/// Its report is each error of the URL that the parser reads past (a code
/// point to percent-encode, a `%` without two hex digits, a backslash, a
/// NULL in the fragment), then the error that stops the check, if any.
pub static VALID_ABSOLUTE_URL_POTENTIALLY_SURROUNDED_BY_SPACES: SyntaxDef = gated(
    ("url", URL),
    reports_all(
row!(
    "valid_absolute_url_potentially_surrounded_by_spaces",
    html!("input.html#url-state-(type=url)"),
    "\"valid URL potentially surrounded by spaces that is also an absolute URL\" (<input type=url value>)",
    |v, c| Checked::verdict(urls::absolute_spaces(v, c)),
),
        urls::report::<false, true, true>,
    ),
);

/// `ping`: space-separated valid non-empty HTTP(S) URLs. Checked with the
/// `url` feature. Its report is every token that is no valid non-empty
/// HTTP(S) URL, each at its first error.
pub static VALID_PING: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_ping",
            html!("links.html#ping"),
            "valid ping attribute value (HTTP(S) URLs)",
            |v, c| Checked::verdict(urls::ping(v, c)),
        ),
        urls::report_ping,
    ),
);

/// `itemtype`: unique absolute URLs, at least one. Checked with the `url`
/// feature. Its report is every token that is no absolute URL (each at its
/// first error) and every repeated token, in the order of the text.
pub static VALID_ITEMTYPE: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_itemtype",
            html!("microdata.html#attr-itemtype"),
            "itemtype: unique space-separated absolute URLs, at least one",
            |v, c| Checked::verdict(urls::item_types(v, c)),
        ),
        urls::report_item_types,
    ),
);

/// `itemprop`: unique property names, at least one; a name with `.` or
/// `:` an absolute URL. Checked with the `url` feature. Its report is
/// every token with `.` or `:` that is no absolute URL (each at its first
/// error) and every repeated token, in the order of the text.
pub static VALID_ITEMPROP: SyntaxDef = gated(
    ("url", URL),
    reports_all(
        row!(
            "valid_itemprop",
            html!("microdata.html#names:-the-itemprop-attribute"),
            "itemprop: unique space-separated names (no '.' or ':') or absolute URLs, at least one",
            |v, c| Checked::verdict(urls::item_property_names(v, c)),
        ),
        urls::report_item_property_names,
    ),
);
