//! What Media Queries asks of authors beyond the grammar
//! ([`check_author_requirements`]): deprecated and unknown media types,
//! deprecated media features, `<general-enclosed>`.

use core::fmt;

use super::furthest::Furthest;
use super::list::list_with;
use super::MediaFeature;
// Named in the doc links only.
#[cfg(doc)]
use super::validate_media_query_list;
use crate::base::error::Error;
use crate::base::error::{DetailData, DetailTable, ErrorKind, FieldValue, Severity};

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

/// What [`check_author_requirements`] finds.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::{check_author_requirements, AuthorProblem};
/// let e = check_author_requirements("projection").unwrap_err();
/// assert_eq!(AuthorProblem::from_kind(&e.kind()), Some(AuthorProblem::DeprecatedMediaType { name: "projection" }));
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuthorProblem {
    /// A deprecated media type (an error).
    DeprecatedMediaType {
        /// The media type, in lower case.
        name: &'static str,
    },
    /// A media type the text does not define (a warning: it matches
    /// nothing).
    UnknownMediaType {
        /// The media type, ASCII lower case.
        name: crate::base::error::ShortName,
    },
    /// A deprecated media feature (an error).
    DeprecatedMediaFeature {
        /// The feature, without a `min-` or `max-` prefix.
        name: &'static str,
    },
    /// A `<general-enclosed>` (an error).
    GeneralEnclosed,
}

impl AuthorProblem {
    /// A stable snake_case code: `deprecated_media_type`,
    /// `unknown_media_type`, `deprecated_media_feature`, `general_enclosed`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::check_author_requirements;
    /// assert_eq!(check_author_requirements("(foo bar)").unwrap_err().kind().code(), "general_enclosed");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            AuthorProblem::DeprecatedMediaType { .. } => "deprecated_media_type",
            AuthorProblem::UnknownMediaType { .. } => "unknown_media_type",
            AuthorProblem::DeprecatedMediaFeature { .. } => "deprecated_media_feature",
            AuthorProblem::GeneralEnclosed => "general_enclosed",
        }
    }

    /// The problem an [`ErrorKind`] carries, if it is one of these.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::{check_author_requirements, AuthorProblem};
    /// let e = check_author_requirements("(min-device-width: 1px)").unwrap_err();
    /// assert_eq!(AuthorProblem::from_kind(&e.kind()), Some(AuthorProblem::DeprecatedMediaFeature { name: "device-width" }));
    /// ```
    pub fn from_kind(kind: &ErrorKind) -> Option<AuthorProblem> {
        match kind {
            ErrorKind::Detail { table, data } if *table == &AUTHOR_DETAILS => {
                AuthorProblem::unpack(data)
            }
            _ => None,
        }
    }

    /// The detail's bytes: the variant, a row of its table, the name.
    fn pack(self) -> DetailData {
        let mut bytes = [0u8; DetailData::CAPACITY];
        let row = |table: &[&str], name: &str| {
            table
                .iter()
                .position(|n| *n == name)
                .and_then(|i| u8::try_from(i).ok())
                .unwrap_or(u8::MAX)
        };
        let (tag, index, name) = match self {
            AuthorProblem::DeprecatedMediaType { name } => {
                (0, row(&DEPRECATED_MEDIA_TYPES, name), None)
            }
            AuthorProblem::UnknownMediaType { name } => (1, 0, Some(name)),
            AuthorProblem::DeprecatedMediaFeature { name } => {
                (2, row(&DEPRECATED_MEDIA_FEATURES, name), None)
            }
            AuthorProblem::GeneralEnclosed => (3, 0, None),
        };
        let [t, i, rest @ ..] = &mut bytes;
        (*t, *i) = (tag, index);
        if let Some(name) = name {
            name.pack_into(rest);
        }
        DetailData::new(bytes)
    }

    /// The problem in a detail's bytes.
    fn unpack(data: &DetailData) -> Option<AuthorProblem> {
        let [tag, index, rest @ ..] = data.bytes();
        let index = usize::from(*index);
        Some(match tag {
            0 => AuthorProblem::DeprecatedMediaType {
                name: DEPRECATED_MEDIA_TYPES.get(index)?,
            },
            1 => AuthorProblem::UnknownMediaType {
                name: crate::base::error::ShortName::unpack(rest),
            },
            2 => AuthorProblem::DeprecatedMediaFeature {
                name: DEPRECATED_MEDIA_FEATURES.get(index)?,
            },
            3 => AuthorProblem::GeneralEnclosed,
            _ => return None,
        })
    }
}

impl fmt::Display for AuthorProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuthorProblem::DeprecatedMediaType { name } => write!(
                f,
                "the media type '{name}' is deprecated and authors must not use it; use media features"
            ),
            AuthorProblem::UnknownMediaType { name } => write!(
                f,
                "unknown media type '{name}' matches nothing; expected all, print, screen or speech"
            ),
            AuthorProblem::DeprecatedMediaFeature { name } => write!(
                f,
                "the media feature '{name}' is deprecated and authors must not use it"
            ),
            AuthorProblem::GeneralEnclosed => f.write_str(
                "not a media feature or condition (a <general-enclosed>, which authors must not use)",
            ),
        }
    }
}

/// The codes and words of [`AuthorProblem`].
static AUTHOR_DETAILS: DetailTable = DetailTable::new(
    "media_query_list_authoring",
    |data| AuthorProblem::unpack(data).map_or("media_query_list_authoring", |p| p.code()),
    |data, f| match AuthorProblem::unpack(data) {
        Some(p) => fmt::Display::fmt(&p, f),
        None => f.write_str("a media query authors must not use"),
    },
)
.with_severity(|data| match AuthorProblem::unpack(data) {
    Some(AuthorProblem::UnknownMediaType { .. }) => Severity::Warning,
    _ => Severity::Error,
})
.with_suggestion(|data| match AuthorProblem::unpack(data) {
    Some(AuthorProblem::DeprecatedMediaFeature {
        name: "device-width",
    }) => Some("width"),
    Some(AuthorProblem::DeprecatedMediaFeature {
        name: "device-height",
    }) => Some("height"),
    Some(AuthorProblem::DeprecatedMediaFeature {
        name: "device-aspect-ratio",
    }) => Some("aspect-ratio"),
    _ => None,
})
.with_fields(|data, f| match AuthorProblem::unpack(data) {
    Some(AuthorProblem::DeprecatedMediaType { name })
    | Some(AuthorProblem::DeprecatedMediaFeature { name }) => f("name", FieldValue::Str(name)),
    Some(AuthorProblem::UnknownMediaType { name }) => f("name", FieldValue::Str(name.as_str())),
    _ => {}
});

impl From<AuthorProblem> for ErrorKind {
    fn from(problem: AuthorProblem) -> ErrorKind {
        ErrorKind::Detail {
            table: &AUTHOR_DETAILS,
            data: problem.pack(),
        }
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
                name: crate::base::error::ShortName::new(media_type),
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
