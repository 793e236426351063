//! What Media Queries asks of authors beyond the grammar
//! ([`check_author_requirements`]): deprecated and unknown media types,
//! deprecated media features, `<general-enclosed>`.

use super::furthest::Furthest;
use super::list::list_with;
use super::MediaFeature;
// Named in the doc links only.
#[cfg(doc)]
use super::validate_media_query_list;
use crate::base::error::{detail_kinds, Error, ShortName};

/// What [Media Queries Level 4](https://drafts.csswg.org/mediaqueries-4/)
/// asks of authors beyond its grammar, in a valid media query list: the
/// first departure, an error where the text says authors must not, a
/// warning where it only says what a user agent does.
///
/// - A deprecated media type (`tty`, `tv`, `projection`, `handheld`,
///   `braille`, `embossed`, `aural`; 2.3: "Authors must not use these media
///   types"): an error, `deprecated_media_type`.
/// - A deprecated media feature (`device-width`, `device-height`,
///   `device-aspect-ratio`, with or without `min-`/`max-`; appendix A:
///   "Authors must not use them"): an error, `deprecated_media_feature`.
/// - A `<general-enclosed>` (3.1: "Authors must not use
///   `<general-enclosed>` in their stylesheets"): an error,
///   `general_enclosed`.
/// - A media type the text does not define (`alla`, `notscreen`): a
///   warning, `unknown_media_type`. The text says only that "an unknown
///   `<media-type>` must be treated as not matching": the query is valid,
///   and matches nothing.
///
/// Run it on a list [`validate_media_query_list`] accepts (on another, it
/// also reports the grammar's departures). The grammar's validity is not
/// changed by it.
///
/// # Errors
///
/// The earliest such departure of the first query that has one.
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::Severity;
/// use html_microsyntax::media::check_author_requirements;
/// assert!(check_author_requirements("screen and (min-width: 400px), print").is_ok());
/// let e = check_author_requirements("tv and (scan: progressive)").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset(), e.kind().severity()), ("deprecated_media_type", 0, Severity::Error));
/// let e = check_author_requirements("screen and (device-aspect-ratio: 16/9)").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset()), ("deprecated_media_feature", 12));
/// let e = check_author_requirements("screen and (min-width: 400px;)").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset()), ("general_enclosed", 11));
/// let w = check_author_requirements("alla").unwrap_err();
/// assert_eq!((w.kind().code(), w.kind().severity()), ("unknown_media_type", Severity::Warning));
/// ```
pub fn check_author_requirements(input: &str) -> Result<(), Error> {
    list_with(input, true, Furthest::for_authoring(), &mut None).map(|_| ())
}

/// The media types Media Queries Level 4 defines for use (2.3).
const MEDIA_TYPES: [&str; 4] = ["all", "print", "screen", "speech"];

/// The deprecated media types (2.3): "Authors must not use these media
/// types".
const DEPRECATED_MEDIA_TYPES: [&str; 7] = [
    "tty",
    "tv",
    "projection",
    "handheld",
    "braille",
    "embossed",
    "aural",
];

/// The deprecated media features (appendix A): "Authors must not use
/// them".
const DEPRECATED_MEDIA_FEATURES: [&str; 3] =
    ["device-width", "device-height", "device-aspect-ratio"];

detail_kinds! {
/// What [`check_author_requirements`] finds: codes `deprecated_media_type`,
/// `unknown_media_type`, `deprecated_media_feature`, `general_enclosed`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::{check_author_requirements, AuthorProblem};
/// let e = check_author_requirements("projection").unwrap_err();
/// assert_eq!(AuthorProblem::from_kind(&e.kind()), Some(AuthorProblem::DeprecatedMediaType { name: "projection" }));
/// let e = check_author_requirements("(min-device-width: 1px)").unwrap_err();
/// assert_eq!(AuthorProblem::from_kind(&e.kind()), Some(AuthorProblem::DeprecatedMediaFeature { name: "device-width" }));
/// assert_eq!(e.kind().suggestion(), Some("width"));
/// assert_eq!(check_author_requirements("(foo bar)").unwrap_err().kind().code(), "general_enclosed");
/// ```
pub enum AuthorProblem;
static AUTHOR_DETAILS = (syntax "media_query_list_authoring", otherwise "media_query_list_authoring", "a media query authors must not use");
{
    /// A deprecated media type (an error).
    DeprecatedMediaType {
        /// The media type, in lower case.
        name: &'static str = DEPRECATED_MEDIA_TYPES,
    } => ("deprecated_media_type", Error, "the media type '{name}' is deprecated and authors must not use it; use media features"),
    /// A media type the text does not define (a warning: it matches
    /// nothing).
    UnknownMediaType {
        /// The media type, ASCII lower case.
        name: ShortName,
    } => ("unknown_media_type", Warning, "unknown media type '{name}' matches nothing; expected all, print, screen or speech"),
    /// A deprecated media feature (an error).
    DeprecatedMediaFeature {
        /// The feature, without a `min-` or `max-` prefix.
        name: &'static str = DEPRECATED_MEDIA_FEATURES,
    } => ("deprecated_media_feature", Error, "the media feature '{name}' is deprecated and authors must not use it"),
    /// A `<general-enclosed>` (an error).
    GeneralEnclosed => ("general_enclosed", Error, "not a media feature or condition (a <general-enclosed>, which authors must not use)"),
}
suggestion: |p: &AuthorProblem| match p {
    AuthorProblem::DeprecatedMediaFeature { name } => replacement_feature(name),
    _ => None,
};
}

/// The media feature that replaces a deprecated one.
fn replacement_feature(deprecated: &str) -> Option<&'static str> {
    match deprecated {
        "device-width" => Some("width"),
        "device-height" => Some("height"),
        "device-aspect-ratio" => Some("aspect-ratio"),
        _ => None,
    }
}

/// A media type (in ASCII lower case) that is deprecated or not defined.
pub(super) fn media_type_problem(media_type: &str) -> Option<AuthorProblem> {
    if MEDIA_TYPES.contains(&media_type) {
        return None;
    }
    Some(
        match DEPRECATED_MEDIA_TYPES.iter().find(|t| **t == media_type) {
            Some(name) => AuthorProblem::DeprecatedMediaType { name },
            None => AuthorProblem::UnknownMediaType {
                name: ShortName::new(media_type),
            },
        },
    )
}

/// A deprecated media feature (with or without `min-`/`max-`).
pub(super) fn deprecated_feature(feature: &MediaFeature) -> Option<AuthorProblem> {
    let name = match feature {
        MediaFeature::Boolean { name }
        | MediaFeature::Plain { name, .. }
        | MediaFeature::Range { name, .. } => name.as_str(),
    };
    let base = name
        .strip_prefix("min-")
        .or_else(|| name.strip_prefix("max-"))
        .unwrap_or(name);
    DEPRECATED_MEDIA_FEATURES
        .iter()
        .find(|n| **n == base)
        .map(|name| AuthorProblem::DeprecatedMediaFeature { name })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Severity;
    use crate::ErrorKind;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    /// Each problem's code, severity, words, suggestion and fields.
    #[test]
    fn author_problems() {
        let expected = [
            (
                AuthorProblem::DeprecatedMediaType { name: "tv" },
                "deprecated_media_type",
                Severity::Error,
                "the media type 'tv' is deprecated and authors must not use it; use media features",
                None,
                &["syntax", "name"][..],
            ),
            (
                AuthorProblem::UnknownMediaType {
                    name: ShortName::new("alla"),
                },
                "unknown_media_type",
                Severity::Warning,
                "unknown media type 'alla' matches nothing; expected all, print, screen or speech",
                None,
                &["syntax", "name"],
            ),
            (
                AuthorProblem::DeprecatedMediaFeature {
                    name: "device-aspect-ratio",
                },
                "deprecated_media_feature",
                Severity::Error,
                "the media feature 'device-aspect-ratio' is deprecated and authors must not use it",
                Some("aspect-ratio"),
                &["syntax", "name", "suggestion"],
            ),
            (
                AuthorProblem::GeneralEnclosed,
                "general_enclosed",
                Severity::Error,
                "not a media feature or condition (a <general-enclosed>, which authors must not use)",
                None,
                &["syntax"],
            ),
        ];
        for (p, code, severity, words, suggestion, fields) in expected {
            let kind = ErrorKind::from(p);
            assert_eq!(AuthorProblem::from_kind(&kind), Some(p));
            assert_eq!(
                (
                    kind.code(),
                    kind.severity(),
                    kind.to_string(),
                    kind.suggestion()
                ),
                (code, severity, words.to_string(), suggestion)
            );
            let mut names = Vec::new();
            kind.for_each_field(&mut |name, _| names.push(name));
            assert_eq!(names, fields);
        }
        for (name, instead) in [("device-width", "width"), ("device-height", "height")] {
            let kind = ErrorKind::from(AuthorProblem::DeprecatedMediaFeature { name });
            assert_eq!(kind.suggestion(), Some(instead));
        }
    }
}
