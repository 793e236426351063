//! The CLI's syntaxes defined outside section 2.3: refresh, MIME types and
//! `accept`, URLs, e-mail addresses, navigable target names, `<link sizes>`,
//! BCP 47 language tags (shapes in the JSON contract).

use html_microsyntax::{email, keyword_sets, link_sizes, mime, navigable, refresh, url, Error};
use serde_json::{json, Map, Value};

/// `(name, one-line description)` of each syntax this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        "meta_refresh",
        "the shared declarative refresh steps (<meta http-equiv=refresh>)",
    ),
    (
        "valid_meta_refresh",
        "valid content of <meta http-equiv=refresh>",
    ),
    (
        "mime_type",
        "parse a MIME type, and serialize it (MIME Sniffing)",
    ),
    (
        "valid_mime_type",
        "\"valid MIME type string\" (MIME Sniffing)",
    ),
    (
        "valid_mime_type_no_parameters",
        "\"valid MIME type string with no parameters\" (MIME Sniffing)",
    ),
    ("valid_accept", "valid accept attribute value"),
    (
        "valid_url",
        "\"valid URL string\" (relative ones against https://example.invalid/dir/)",
    ),
    ("valid_non_empty_url", "\"valid non-empty URL\""),
    (
        "valid_url_potentially_surrounded_by_spaces",
        "\"valid URL potentially surrounded by spaces\"",
    ),
    (
        "valid_non_empty_url_potentially_surrounded_by_spaces",
        "\"valid non-empty URL potentially surrounded by spaces\"",
    ),
    (
        "valid_absolute_url",
        "\"absolute URL\" (a valid URL string with a scheme)",
    ),
    ("valid_ping", "valid ping attribute value (HTTP(S) URLs)"),
    ("valid_email", "\"valid e-mail address\""),
    ("valid_email_list", "\"valid e-mail address list\""),
    (
        "valid_navigable_target_name_or_keyword",
        "\"valid navigable target name or keyword\"",
    ),
    (
        "valid_link_sizes",
        "valid sizes attribute of <link rel=icon>",
    ),
    (
        "valid_language_tag",
        "valid BCP 47 language tag (RFC 5646, without the registry)",
    ),
    ("valid_sandbox", "valid sandbox attribute of <iframe>"),
    (
        "valid_accesskey",
        "valid accesskey attribute (unique one-character keys)",
    ),
    (
        "valid_blocking",
        "valid blocking attribute (possible blocking tokens: render)",
    ),
];

/// The refresh steps, then step 11.12: a URL that the URL parser rejects
/// (against the fixed base of the `url` module) schedules nothing.
fn meta_refresh(input: &str) -> Result<Value, Error> {
    let r = refresh::parse_refresh(input)?;
    if let Some(u) = r.url {
        let base = ::url::Url::parse(url::BASE).ok();
        if let Some(base) = base {
            // The URL is a slice of the input: its offset is the pointer distance.
            let start = (u.as_ptr() as usize).saturating_sub(input.as_ptr() as usize);
            url::parse_url_with_base(u, &base)
                .map_err(|e| Error::new(e.kind(), input, start + e.offset()))?;
        }
    }
    Ok(json!({"time": r.time, "url": r.url}))
}

fn mime_type(m: &mime::MimeType) -> Value {
    let parameters: Map<String, Value> = m
        .parameters()
        .iter()
        .map(|(n, v)| (n.clone(), Value::String(v.clone())))
        .collect();
    json!({
        "type": m.type_(),
        "subtype": m.subtype(),
        "parameters": parameters,
        "serialized": m.to_string(),
    })
}

/// Runs `syntax` on `input`; `None` when the syntax is not in this family.
pub fn run(syntax: &str, input: &str) -> Option<Result<Value, Error>> {
    Some(match syntax {
        "meta_refresh" => meta_refresh(input),
        "valid_meta_refresh" => super::valid(refresh::validate_refresh(input)),
        "mime_type" => mime::parse_mime_type(input).map(|m| mime_type(&m)),
        "valid_mime_type" => super::valid(mime::validate_mime_type(input)),
        "valid_mime_type_no_parameters" => {
            super::valid(mime::validate_mime_type_with_no_parameters(input))
        }
        "valid_accept" => super::valid(mime::validate_accept(input)),
        "valid_url" => super::valid(url::validate_url_string(input)),
        "valid_non_empty_url" => super::valid(url::validate_non_empty_url(input)),
        "valid_url_potentially_surrounded_by_spaces" => {
            super::valid(url::validate_url_potentially_surrounded_by_spaces(input))
        }
        "valid_non_empty_url_potentially_surrounded_by_spaces" => {
            super::valid(url::validate_non_empty_url_potentially_surrounded_by_spaces(input))
        }
        "valid_absolute_url" => super::valid(url::validate_absolute_url(input)),
        "valid_ping" => super::valid(url::validate_ping(input)),
        "valid_email" => super::valid(email::validate_email(input)),
        "valid_email_list" => super::valid(email::validate_email_list(input)),
        "valid_navigable_target_name_or_keyword" => {
            super::valid(navigable::validate_navigable_target_name_or_keyword(input))
        }
        "valid_link_sizes" => super::valid(link_sizes::validate_link_sizes(input)),
        "valid_language_tag" => {
            super::valid(html_microsyntax::language::validate_language_tag(input))
        }
        "valid_sandbox" => super::valid(keyword_sets::validate_sandbox(input)),
        "valid_accesskey" => super::valid(keyword_sets::validate_accesskey(input)),
        "valid_blocking" => super::valid(keyword_sets::validate_blocking(input)),
        _ => return None,
    })
}

/// The serialization of a MIME type, for the one-value mode.
pub fn serialize(syntax: &str, input: &str) -> Option<String> {
    match syntax {
        "mime_type" => mime::parse_mime_type(input).ok().map(|m| m.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_syntax_runs_and_others_do_not() {
        for (name, _) in SYNTAXES {
            assert!(run(name, "text/html").is_some(), "{name}");
        }
        assert!(run("integer", "1").is_none());
    }

    #[test]
    fn result_shapes() {
        let ok = |s, i| run(s, i).and_then(Result::ok);
        assert_eq!(
            ok("meta_refresh", "5; URL='a b'"),
            Some(json!({"time": 5, "url": "a b"}))
        );
        assert_eq!(
            ok("meta_refresh", "0"),
            Some(json!({"time": 0, "url": null}))
        );
        let err = run("meta_refresh", "5; url=http://[x").and_then(Result::err);
        assert_eq!(
            err.map(|e| (e.kind().code(), e.offset())),
            Some(("url_invalid_ipv6_address", 14))
        );
        assert_eq!(
            ok("mime_type", "Text/HTML; Charset=\"utf-8\""),
            Some(
                json!({"type": "text", "subtype": "html", "parameters": {"charset": "utf-8"}, "serialized": "text/html;charset=utf-8"})
            )
        );
        assert_eq!(ok("mime_type", "text"), None);
        assert_eq!(ok("valid_accept", "image/*,.png"), Some(Value::Bool(true)));
        // A failed check answers its first violation (result false).
        let code = |s: &str, i: &str| run(s, i).and_then(Result::err).map(|e| e.kind().code());
        assert_eq!(code("valid_url", "a b"), Some("url_non_url_code_point"));
        assert_eq!(
            ok("valid_absolute_url", "https://a.example/"),
            Some(Value::Bool(true))
        );
        assert_eq!(code("valid_ping", "ftp://a.example/"), Some("url_not_http"));
        assert_eq!(serialize("mime_type", "A/B").as_deref(), Some("a/b"));
        assert_eq!(ok("valid_email_list", "a@b, c@d"), Some(Value::Bool(true)));
        assert_eq!(
            code("valid_navigable_target_name_or_keyword", "_new"),
            Some("underscore_name")
        );
        assert_eq!(ok("valid_link_sizes", "16x16 any"), Some(Value::Bool(true)));
        assert_eq!(
            ok("valid_sandbox", "allow-forms allow-scripts"),
            Some(Value::Bool(true))
        );
        assert_eq!(
            code("valid_sandbox", "allow-nothing"),
            Some("unknown_keyword")
        );
        assert_eq!(ok("valid_accesskey", "s 0"), Some(Value::Bool(true)));
        assert_eq!(code("valid_accesskey", "save"), Some("access_key_length"));
        assert_eq!(ok("valid_blocking", "render"), Some(Value::Bool(true)));
        assert_eq!(
            code("valid_blocking", "render render"),
            Some("duplicate_token")
        );
    }

    #[test]
    fn language_tags() {
        let ok = |i| run("valid_language_tag", i).and_then(Result::ok);
        assert_eq!(ok("de-CH-1996"), Some(Value::Bool(true)));
        assert_eq!(ok("i-klingon"), Some(Value::Bool(true)));
        // A failed check carries its first violation (result false).
        let err = |i| {
            run("valid_language_tag", i)
                .and_then(Result::err)
                .map(|e| (e.kind().code(), e.offset()))
        };
        assert_eq!(err("en_US"), Some(("trailing_input", 2)));
        assert_eq!(err("sl-rozaj-rozaj"), Some(("duplicate_variant", 9)));
        assert_eq!(err(""), Some(("expected_language_subtag", 0)));
    }
}
