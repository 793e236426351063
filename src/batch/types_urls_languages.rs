//! The batch mode's syntaxes defined outside section 2.3: refresh, MIME types and
//! `accept`, URLs, e-mail addresses, navigable target names, `<link sizes>`,
//! BCP 47 language tags (shapes in the JSON contract).

use crate::{mime, refresh, url, Error};
use serde_json::{json, Map, Value};

/// `(name, one-line description)` of each syntax this family serves.
pub const SYNTAXES: &[(&str, &str)] = &[
    (
        "meta_refresh",
        "the shared declarative refresh steps (<meta http-equiv=refresh>)",
    ),
    (
        "mime_type",
        "parse a MIME type, and serialize it (MIME Sniffing)",
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
        "mime_type" => mime::parse_mime_type(input).map(|m| mime_type(&m)),
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
        let ok = |s, i| crate::batch::run(s, i).and_then(Result::ok);
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
        let code = |s: &str, i: &str| {
            crate::batch::run(s, i)
                .and_then(Result::err)
                .map(|e| e.kind().code())
        };
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
        let ok = |i| crate::batch::run("valid_language_tag", i).and_then(Result::ok);
        assert_eq!(ok("de-CH-1996"), Some(Value::Bool(true)));
        assert_eq!(ok("i-default"), Some(Value::Bool(true)));
        // A failed check carries its first violation (result false).
        let err = |i| {
            crate::batch::run("valid_language_tag", i)
                .and_then(Result::err)
                .map(|e| (e.kind().code(), e.offset()))
        };
        assert_eq!(err("en_US"), Some(("trailing_input", 2)));
        assert_eq!(err("sl-rozaj-rozaj"), Some(("duplicate_variant", 9)));
        assert_eq!(err(""), Some(("expected_language_subtag", 0)));
        // `json` brings the registries (through `document`): an unregistered subtag is an
        // error, a deprecated tag a warning (both answer false).
        assert_eq!(err("en-GB-hixie"), Some(("unregistered_subtag", 6)));
        assert_eq!(err("i-klingon"), Some(("deprecated_tag", 0)));
    }
}
