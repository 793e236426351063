//! [Permissions Policy](https://w3c.github.io/webappsec-permissions-policy/):
//! the [serialized permissions policy](https://w3c.github.io/webappsec-permissions-policy/#serialized-permissions-policy)
//! that the `allow` attribute of `iframe` must be.
//!
//! ```text
//! "geolocation"                                   valid (the HTML Standard's example)
//! "camera 'self' https://a.example; microphone"   valid
//! "autoplay; encrypted-media; picture-in-picture" valid
//! "fullscreen *"                                  valid
//! "camera 'me'"                                   not valid: no such allowlist keyword
//! "clipboard_write"                               not valid: '_' in a feature name
//! "interest-cohort 'none'"                        warning: a feature the registry does not list
//! ```
//!
//! Permissions Policy (`w3c/webappsec-permissions-policy`, commit `c10c76d`,
//! 2026-06-18), "HTML attribute serialization":
//!
//! ```text
//! serialized-permissions-policy   = serialized-policy-directive *(";" serialized-policy-directive)
//! serialized-policy-directive     = feature-identifier RWS allow-list
//! feature-identifier              = 1*( ALPHA / DIGIT / "-")
//! allow-list                      = allow-list-value *(RWS allow-list-value)
//! allow-list-value                = permissions-source-expression / "*" / "'self'" / "'src'" / "'none'"
//! permissions-source-expression   = scheme-source / host-source
//! ```
//!
//! with `scheme-source` and `host-source` from Content Security Policy 3
//! (checked by [`csp`](crate::csp)'s source rules). ABNF strings match
//! case-insensitively, as the parse algorithm matches `'self'` and `'src'`.
//!
//! deviation: the grammar is evidently behind its own algorithm and the
//! HTML Standard. It asks for an allow-list after every feature and for no
//! whitespace around `;`, while HTML's example is `allow="geolocation"`,
//! the [parse policy directive](https://w3c.github.io/webappsec-permissions-policy/#algo-parse-policy-directive)
//! algorithm splits each declaration on ASCII whitespace (an empty
//! allow-list means the `'src'` origin), and embed codes write
//! `"autoplay; encrypted-media"`. This check takes a declaration as
//! optional whitespace, a feature, optionally whitespace and an allow-list,
//! and optional whitespace. An empty declaration (`a;;b`, a `;` at the
//! end, an empty value), which the grammar has no room for and the
//! algorithm skips, is a warning (see `docs/deviations.md`).
//!
//! The features are those of the specification's registry
//! (`features.md`, the same commit: standardized, proposed and experimental
//! features): a feature it does not list is a warning (browsers ignore it),
//! as are a retired feature and a feature given twice (the last one
//! counts).

use alloc::vec::Vec;

use crate::base::error::{detail_kinds, Error, IfNamed, Severity};
use crate::common::idioms::{is_ascii_whitespace, offset_in, split_on_ascii_whitespace};
use crate::common::keywords::nearest_keyword;
use crate::common::row::{reports_all, row, Checked, Context, SyntaxDef};
use crate::syntaxes::csp::scheme_or_host_source;

/// The policy-controlled features of the Permissions Policy registry
/// (`features.md` of `w3c/webappsec-permissions-policy`, commit `c10c76d`:
/// its standardized, proposed and experimental features), sorted.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::FEATURES;
/// assert!(FEATURES.binary_search(&"geolocation").is_ok());
/// assert!(FEATURES.binary_search(&"clipboard-write").is_ok());
/// assert!(FEATURES.binary_search(&"interest-cohort").is_err());
/// ```
pub const FEATURES: [&str; 79] = [
    "accelerometer",
    "all-screens-capture",
    "ambient-light-sensor",
    "attribution-reporting",
    "autofill",
    "autoplay",
    "battery",
    "bluetooth",
    "browsing-topics",
    "camera",
    "captured-surface-control",
    "ch-ua",
    "ch-ua-arch",
    "ch-ua-bitness",
    "ch-ua-full-version",
    "ch-ua-full-version-list",
    "ch-ua-high-entropy-values",
    "ch-ua-mobile",
    "ch-ua-model",
    "ch-ua-platform",
    "ch-ua-platform-version",
    "ch-ua-wow64",
    "clipboard-read",
    "clipboard-write",
    "compute-pressure",
    "conversion-measurement",
    "cross-origin-isolated",
    "deferred-fetch",
    "digital-credentials-create",
    "digital-credentials-get",
    "direct-sockets",
    "display-capture",
    "encrypted-media",
    "execution-while-not-rendered",
    "execution-while-out-of-viewport",
    "focus-without-user-activation",
    "fullscreen",
    "gamepad",
    "geolocation",
    "gyroscope",
    "hid",
    "identity-credentials-get",
    "idle-detection",
    "join-ad-interest-group",
    "keyboard-map",
    "language-detector",
    "language-model",
    "local-fonts",
    "magnetometer",
    "manual-text",
    "mediasession",
    "microphone",
    "midi",
    "monetization",
    "navigation-override",
    "otp-credentials",
    "payment",
    "picture-in-picture",
    "publickey-credentials-get",
    "rewriter",
    "run-ad-auction",
    "screen-wake-lock",
    "serial",
    "smart-card",
    "speaker-selection",
    "storage-access",
    "summarizer",
    "sync-script",
    "sync-xhr",
    "tools",
    "translator",
    "trust-token-redemption",
    "unload",
    "usb",
    "vertical-scroll",
    "web-share",
    "window-management",
    "writer",
    "xr-spatial-tracking",
];

/// The registry's retired features (the same commit), sorted.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::RETIRED_FEATURES;
/// assert_eq!(RETIRED_FEATURES, ["document-domain", "window-placement"]);
/// ```
pub const RETIRED_FEATURES: [&str; 2] = ["document-domain", "window-placement"];

/// One declaration of a policy: a feature and its allow-list, as written.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::{validate_serialized_permissions_policy, Declaration};
///
/// let policy = validate_serialized_permissions_policy("camera 'self' https://a.example; autoplay").unwrap();
/// assert_eq!(policy[0], Declaration { feature: "camera", allowlist: vec!["'self'", "https://a.example"] });
/// assert_eq!(policy[1].allowlist.len(), 0);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Declaration<'a> {
    /// The feature's name, as written (names match case-sensitively).
    pub feature: &'a str,
    /// The allow-list's values, as written (none: the `'src'` origin).
    pub allowlist: Vec<&'a str>,
}

detail_kinds! {
/// What is wrong with a serialized permissions policy, in this module's
/// [`DetailTable`](crate::error::DetailTable)
/// ([`PERMISSIONS_POLICY_DETAILS`]): an error, or a warning for an empty
/// declaration and an unknown, retired or repeated feature.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::{
///     check_serialized_permissions_policy, validate_serialized_permissions_policy,
///     PermissionsPolicyProblem,
/// };
/// use html_microsyntax::error::Severity;
///
/// let err = validate_serialized_permissions_policy("camera 'me'").unwrap_err();
/// assert_eq!(PermissionsPolicyProblem::from_kind(&err.kind()), Some(PermissionsPolicyProblem::AllowlistKeyword));
/// assert_eq!(err.offset(), 7);
///
/// let mut found = Vec::new();
/// check_serialized_permissions_policy("fulscreen", &mut |e| found.push(PermissionsPolicyProblem::from_kind(&e.kind())));
/// assert_eq!(found, [Some(PermissionsPolicyProblem::UnknownFeature { suggestion: Some("fullscreen") })]);
///
/// assert_eq!(PermissionsPolicyProblem::UnknownFeature { suggestion: None }.code(), "unknown_feature");
/// assert_eq!(PermissionsPolicyProblem::RetiredFeature.severity(), Severity::Warning);
/// assert_eq!(PermissionsPolicyProblem::AllowlistKeyword.severity(), Severity::Error);
/// ```
pub enum PermissionsPolicyProblem;
/// The codes and words of [`PermissionsPolicyProblem`]: what an
/// [`ErrorKind::Detail`](crate::ErrorKind::Detail) of this module points at.
pub static PERMISSIONS_POLICY_DETAILS = (syntax "valid_permissions_policy", otherwise "permissions_policy", "not a valid serialized permissions policy");
{
    /// A character in a feature name that is not an ASCII letter, digit or
    /// `-`.
    FeatureCharacter => ("feature_name_character", Error, "expected whitespace or ';' after the feature name (names are ASCII letters, digits and '-')"),
    /// A quoted allow-list value other than `'self'`, `'src'` and
    /// `'none'`.
    AllowlistKeyword => ("unknown_allowlist_keyword", Error, "unknown allowlist keyword (expected 'self', 'src' or 'none', *, a scheme such as https: or a host)"),
    /// A declaration with no feature: `;;`, a `;` at the end, an empty
    /// value (a warning).
    EmptyDeclaration => ("empty_declaration", Warning, "empty declaration (expected a feature name), which browsers skip"),
    /// A feature the registry does not list (a warning); the suggestion is
    /// the nearest listed one.
    UnknownFeature {
        /// The nearest listed feature, if any: a row of [`FEATURES`] (a
        /// name that is not one packs to no detail).
        suggestion: Option<&'static str> = FEATURES,
    } => ("unknown_feature", Warning, "unknown feature, which browsers ignore{}", IfNamed("; did you mean ", *suggestion, "?")),
    /// A feature the registry lists as retired (a warning).
    RetiredFeature => ("retired_feature", Warning, "retired feature, which browsers ignore"),
    /// A feature declared a second time; the last declaration counts (a
    /// warning).
    DuplicateFeature => ("duplicate_feature", Warning, "feature declared again (only the last declaration counts)"),
}
suggestion: |p: &PermissionsPolicyProblem| match p {
    PermissionsPolicyProblem::UnknownFeature { suggestion } => *suggestion,
    _ => None,
};
}

/// The problem at byte `at` of `input`, located.
fn problem(input: &str, at: usize, problem: PermissionsPolicyProblem) -> Error {
    Error::new(problem.into(), input, at)
}

/// An `allow-list-value` (`value`, at byte `at` of `input`): `*`, a
/// quoted keyword, or a scheme or host source expression.
fn allow_list_value(input: &str, at: usize, value: &str) -> Result<(), Error> {
    if value == "*" {
        return Ok(());
    }
    if value.starts_with('\'') {
        // "'self'" / "'src'" / "'none'", case-insensitive (ABNF strings).
        let known = ["'self'", "'src'", "'none'"]
            .iter()
            .any(|k| k.eq_ignore_ascii_case(value));
        return if known {
            Ok(())
        } else {
            Err(problem(
                input,
                at,
                PermissionsPolicyProblem::AllowlistKeyword,
            ))
        };
    }
    // The source expression's grammar is CSP's, and so are its problems
    // (`expected_host_character`, `expected_port`, `path_character`).
    scheme_or_host_source(value).map_err(|(i, p)| Error::new(p.into(), input, at + i))
}

/// Every problem of `input` as a
/// [serialized permissions policy](https://w3c.github.io/webappsec-permissions-policy/#serialized-permissions-policy)
/// (the `allow` attribute of `iframe`), each located, in order: at most one
/// error per declaration, and the warnings. Returns the declarations.
///
/// The lenient reading: each declaration is checked on its own, so a bad
/// one does not hide the next.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::check_serialized_permissions_policy;
///
/// let mut found = Vec::new();
/// let policy = "camera 'me'; interest-cohort; camera;";
/// let declarations = check_serialized_permissions_policy(policy, &mut |e| {
///     found.push((e.kind().code(), e.offset()));
/// });
/// assert_eq!(found, [
///     ("unknown_allowlist_keyword", 7),
///     ("unknown_feature", 13),
///     ("duplicate_feature", 30),
///     ("empty_declaration", 37),
/// ]);
/// assert_eq!(declarations.len(), 3);
/// ```
pub fn check_serialized_permissions_policy<'a>(
    input: &'a str,
    report: &mut dyn FnMut(Error),
) -> Vec<Declaration<'a>> {
    let mut declarations: Vec<Declaration<'a>> = Vec::new();
    let mut start = 0;
    // Strictly split on ';' (the parse algorithm's first step).
    for part in input.split(';') {
        let at = start;
        start += part.len() + 1;
        let mut tokens = split_on_ascii_whitespace(part);
        let Some(feature) = tokens.next() else {
            // deviation: an empty declaration is a warning (module docs).
            let end = at + part.len();
            let whitespace = part.bytes().take_while(|&b| is_ascii_whitespace(b)).count();
            report(problem(
                input,
                (at + whitespace).min(end),
                PermissionsPolicyProblem::EmptyDeclaration,
            ));
            continue;
        };
        let feature_at = at + offset_in(part, feature);
        // feature-identifier = 1*( ALPHA / DIGIT / "-" ).
        if let Some(i) = feature
            .bytes()
            .position(|b| !(b.is_ascii_alphanumeric() || b == b'-'))
        {
            report(problem(
                input,
                feature_at + i,
                PermissionsPolicyProblem::FeatureCharacter,
            ));
            continue;
        }
        let mut allowlist = Vec::new();
        let mut failed = false;
        for value in tokens {
            let value_at = at + offset_in(part, value);
            if let Err(e) = allow_list_value(input, value_at, value) {
                report(e);
                failed = true;
                break;
            }
            allowlist.push(value);
        }
        if !failed {
            if let Some(p) = feature_warning(feature, &declarations) {
                report(problem(input, feature_at, p));
            }
        }
        declarations.push(Declaration { feature, allowlist });
    }
    declarations
}

/// The warning a well-formed declaration of `feature` gets after
/// `earlier`: retired, unknown, or declared before.
fn feature_warning(feature: &str, earlier: &[Declaration<'_>]) -> Option<PermissionsPolicyProblem> {
    if RETIRED_FEATURES.contains(&feature) {
        return Some(PermissionsPolicyProblem::RetiredFeature);
    }
    if FEATURES.binary_search(&feature).is_err() {
        let nearest = nearest_keyword(feature, FEATURES.iter()).copied();
        return Some(PermissionsPolicyProblem::UnknownFeature {
            suggestion: nearest,
        });
    }
    earlier
        .iter()
        .any(|d| d.feature == feature)
        .then_some(PermissionsPolicyProblem::DuplicateFeature)
}

/// The valid
/// [serialized permissions policy](https://w3c.github.io/webappsec-permissions-policy/#serialized-permissions-policy)
/// (the `allow` attribute of `iframe`): its declarations, or the first
/// error (warnings do not make a policy invalid).
///
/// # Errors
///
/// The first error, located in `input`: a [`PermissionsPolicyProblem`]
/// (`feature_name_character`, `unknown_allowlist_keyword`), or in a source
/// expression, whose grammar is CSP's, a [`CspProblem`](crate::csp::CspProblem)
/// (`expected_host_character`, `expected_port`, `path_character`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::validate_serialized_permissions_policy;
///
/// assert!(validate_serialized_permissions_policy("geolocation").is_ok());
/// assert!(validate_serialized_permissions_policy("autoplay; encrypted-media").is_ok());
/// let err = validate_serialized_permissions_policy("fullscreen https://a.example:80x").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_port", 31));
/// ```
pub fn validate_serialized_permissions_policy(input: &str) -> Result<Vec<Declaration<'_>>, Error> {
    let mut first = None;
    let declarations = check_serialized_permissions_policy(input, &mut |e| {
        if first.is_none() && e.kind().severity() == Severity::Error {
            first = Some(e);
        }
    });
    match first {
        Some(e) => Err(e),
        None => Ok(declarations),
    }
}

/// The first warning of a policy without errors: an empty declaration, or
/// an unknown, retired or repeated feature (the `iframe allow` row's
/// author requirements beyond the syntax).
///
/// # Errors
///
/// That warning, located.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::check_permissions_policy_warnings;
/// let w = check_permissions_policy_warnings("autoplay; geolocaton").unwrap_err();
/// assert_eq!((w.kind().code(), w.offset()), ("unknown_feature", 10));
/// assert_eq!(w.kind().suggestion(), Some("geolocation"));
/// ```
pub fn check_permissions_policy_warnings(input: &str) -> Result<(), Error> {
    let mut first = None;
    check_serialized_permissions_policy(input, &mut |e| {
        if first.is_none() && e.kind().severity() == Severity::Warning {
            first = Some(e);
        }
    });
    first.map_or(Ok(()), Err)
}

/// Whether `input` is a valid serialized permissions policy.
///
/// # Examples
///
/// ```
/// use html_microsyntax::permissions_policy::is_valid_serialized_permissions_policy;
/// assert!(is_valid_serialized_permissions_policy("camera 'self'; microphone 'none'"));
/// assert!(!is_valid_serialized_permissions_policy("camera self:80x"));
/// ```
pub fn is_valid_serialized_permissions_policy(input: &str) -> bool {
    validate_serialized_permissions_policy(input).is_ok()
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `iframe allow`: a serialized permissions policy; an empty declaration
/// and an unknown, retired or repeated feature are warnings.
pub static VALID_PERMISSIONS_POLICY: SyntaxDef = reports_all(
    row!(
        "valid_permissions_policy",
        "https://w3c.github.io/webappsec-permissions-policy/#serialized-permissions-policy",
        "a serialized permissions policy: features (ASCII letters, digits, '-'), each with an optional allowlist, separated by ';'",
        check_policy,
        authoring
    ),
    |v, _, report| {
        check_serialized_permissions_policy(v, report);
    },
);

/// The `iframe allow` row's one pass: the policy parsed once, its first
/// error the verdict, its first warning (of a policy without errors) the
/// author requirement beyond the syntax.
fn check_policy(value: &str, _: &Context<'_>) -> Checked {
    let (mut error, mut warning) = (None, None);
    check_serialized_permissions_policy(value, &mut |e| {
        let first = match e.kind().severity() {
            Severity::Error => &mut error,
            Severity::Warning => &mut warning,
        };
        if first.is_none() {
            *first = Some(e);
        }
    });
    let warning = warning.map_or(Ok(()), Err);
    Checked::new(error.map_or(Ok(()), Err), None).beyond(|| warning)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::FieldValue;
    use crate::ErrorKind;
    use alloc::string::{String, ToString};

    /// Each problem packs and unpacks to itself, with its code and severity.
    #[test]
    fn problems_round_trip() {
        let all = [
            PermissionsPolicyProblem::FeatureCharacter,
            PermissionsPolicyProblem::AllowlistKeyword,
            PermissionsPolicyProblem::EmptyDeclaration,
            PermissionsPolicyProblem::UnknownFeature { suggestion: None },
            PermissionsPolicyProblem::UnknownFeature {
                suggestion: Some("xr-spatial-tracking"),
            },
            PermissionsPolicyProblem::UnknownFeature {
                suggestion: Some("accelerometer"),
            },
            PermissionsPolicyProblem::RetiredFeature,
            PermissionsPolicyProblem::DuplicateFeature,
        ];
        for p in all {
            let kind = ErrorKind::from(p);
            assert_eq!(PermissionsPolicyProblem::from_kind(&kind), Some(p));
            assert_eq!(kind.code(), p.code());
            assert_eq!(kind.severity(), p.severity());
            assert_eq!(kind.to_string(), p.to_string());
        }
    }

    /// Each field of `kind` by name, its value as `Debug` writes it.
    fn fields(kind: &ErrorKind) -> Vec<(&'static str, String)> {
        let mut fields = Vec::new();
        kind.for_each_field(&mut |name, value| fields.push((name, alloc::format!("{value:?}"))));
        fields
    }

    /// An unknown feature's words end with its suggestion, which is also
    /// its one field; the other kinds have no field of their own.
    #[test]
    fn unknown_feature_words_suggestion_and_fields() {
        let with = ErrorKind::from(PermissionsPolicyProblem::UnknownFeature {
            suggestion: Some("camera"),
        });
        assert_eq!(
            with.to_string(),
            "unknown feature, which browsers ignore; did you mean 'camera'?"
        );
        assert_eq!(with.suggestion(), Some("camera"));
        let syntax = (
            "syntax",
            alloc::format!("{:?}", FieldValue::Str("valid_permissions_policy")),
        );
        assert_eq!(
            fields(&with),
            [
                syntax.clone(),
                (
                    "suggestion",
                    alloc::format!("{:?}", FieldValue::Str("camera"))
                )
            ]
        );
        let without =
            ErrorKind::from(PermissionsPolicyProblem::UnknownFeature { suggestion: None });
        assert_eq!(
            without.to_string(),
            "unknown feature, which browsers ignore"
        );
        assert_eq!(without.suggestion(), None);
        assert_eq!(
            fields(&without),
            [
                syntax.clone(),
                ("suggestion", alloc::format!("{:?}", FieldValue::Null))
            ]
        );
        let retired = ErrorKind::from(PermissionsPolicyProblem::RetiredFeature);
        assert_eq!(retired.suggestion(), None);
        assert_eq!(fields(&retired), [syntax]);
    }

    #[test]
    fn tables_are_sorted_and_apart() {
        assert!(FEATURES.windows(2).all(|w| w[0] < w[1]));
        assert!(RETIRED_FEATURES.windows(2).all(|w| w[0] < w[1]));
        assert!(RETIRED_FEATURES
            .iter()
            .all(|r| FEATURES.binary_search(r).is_err()));
        // A suggestion packs as its row, in two bytes.
        assert!(FEATURES.len() < usize::from(u16::MAX));
    }

    /// Findings of `input`: (code, offset).
    fn found(input: &str) -> Vec<(&'static str, usize)> {
        let mut found = Vec::new();
        check_serialized_permissions_policy(input, &mut |e| {
            found.push((e.kind().code(), e.offset()));
        });
        found
    }

    #[test]
    fn valid_policies() {
        for input in [
            "geolocation",
            "geolocation *",
            "camera 'self'",
            "camera 'SELF' 'Src' 'none'",
            "camera https://a.example http://b.example:8080/path *.c.example",
            "camera https: data:",
            "autoplay; encrypted-media; picture-in-picture",
            " \tfullscreen\n;\nautoplay  ",
            "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share",
        ] {
            assert_eq!(found(input), [], "{input:?}");
        }
    }

    #[test]
    fn errors_point_at_the_character() {
        assert_eq!(found("clipboard_write"), [("feature_name_character", 9)]);
        assert_eq!(found("camera 'me'"), [("unknown_allowlist_keyword", 7)]);
        // An unquoted `self` is a host name.
        assert_eq!(found("camera self"), []);
        assert_eq!(found("camera a.example:x"), [("expected_port", 17)]);
        assert_eq!(found("camera a.example/\u{e9}"), [("path_character", 17)]);
        assert_eq!(
            found("camera a_b.example"),
            [("expected_host_character", 8)]
        );
        assert_eq!(
            found("camera \u{e9}.example"),
            [("expected_host_character", 7)]
        );
        // One error per declaration: the next is still checked.
        assert_eq!(
            found("camera 'x' 'y'; midi 'z'"),
            [
                ("unknown_allowlist_keyword", 7),
                ("unknown_allowlist_keyword", 21)
            ]
        );
    }

    #[test]
    fn warnings() {
        assert_eq!(found(""), [("empty_declaration", 0)]);
        assert_eq!(found("  "), [("empty_declaration", 2)]);
        assert_eq!(
            found("a-b;"),
            [("unknown_feature", 0), ("empty_declaration", 4)]
        );
        assert_eq!(found("midi;; usb"), [("empty_declaration", 5)]);
        assert_eq!(found("document-domain"), [("retired_feature", 0)]);
        assert_eq!(found("usb; midi; usb 'self'"), [("duplicate_feature", 11)]);
        // Feature names match case-sensitively.
        assert_eq!(found("Camera"), [("unknown_feature", 0)]);
        let mut suggestion = None;
        check_serialized_permissions_policy("Camera", &mut |e| suggestion = e.kind().suggestion());
        assert_eq!(suggestion, Some("camera"));
    }
}
