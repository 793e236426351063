//! The registry of syntaxes: one row per checkable syntax, with the one name
//! the attribute table ([`Syntax::name`](crate::attributes::Syntax::name)),
//! the document checker's findings, the CLI and the examples use.
//!
//! A row ([`SyntaxDef`]) holds the name, a link to the definition, a
//! one-line description, the conformance check and what a browser reads.
//! Context-dependent syntaxes (`srcset` and its element's `sizes`, e-mail and
//! `multiple`, `autocomplete` and the control, `coords` and `shape`, `rel` and
//! the element, boolean attributes and their own name) take it from a
//! [`Context`]; the others ignore it.
//!
//! Each row is a `static` of the module of its syntax (the date rows beside
//! the dates, `valid_rel` in `keyword_sets`), re-exported here by one line
//! per module; this module only lists them ([`SYNTAXES`]) and finds one by
//! name ([`find`]).
//!
//! The one syntax that is not a row is the enumerated attribute
//! (`enumerated_attribute`): its keywords are the attribute's own table, so
//! the attribute table keeps it as
//! [`Syntax::Enumerated`](crate::attributes::Syntax::Enumerated).
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::registry::{self, Context};
//!
//! let date = registry::find("valid_date").unwrap();
//! assert!(date.is_valid("2024-02-29", &Context::default()));
//! let err = (date.validate)("2023-02-29", &Context::default()).unwrap_err();
//! assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
//! assert!(registry::find("date").is_none()); // the parse syntax of the CLI, not a check
//! ```

pub use crate::common::row::{
    Check, Checked, Context, Read, Reading, ReportAll, SyntaxDef, Validate,
};

/// Re-exports each module's rows and lists them all in [`SYNTAXES`]: one
/// line per module, so a new syntax is its module and one line here.
macro_rules! registry {
    (
        $(#[$meta:meta])*
        pub static SYNTAXES = [
            $( $($segment:ident)::+ :: { $($row:ident),+ $(,)? }, )+
        ];
    ) => {
        $( pub use $($segment)::+ :: { $($row),+ }; )+

        $(#[$meta])*
        pub static SYNTAXES: &[&SyntaxDef] = &[ $( $( &$row, )+ )+ ];
    };
}

registry! {
    /// Every syntax of the registry, each once, by module in the order of
    /// the spec's sections (2.3 first).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::registry::SYNTAXES;
    /// assert!(SYNTAXES.iter().any(|s| s.name == "valid_week"));
    /// assert!(SYNTAXES.iter().all(|s| !s.description.is_empty()));
    /// ```
    pub static SYNTAXES = [
        crate::common::keywords::row::{BOOLEAN_ATTRIBUTE, VALID_COMMAND},
        crate::common::numbers::row::{
            VALID_INTEGER, VALID_NON_NEGATIVE_INTEGER, VALID_NON_NEGATIVE_INTEGER_GREATER_THAN_ZERO,
            VALID_FLOAT, VALID_LIST_OF_FLOATS, VALID_STEP, DIMENSION, VALID_HEADING_OFFSET,
        },
        crate::common::datetime::row::{
            VALID_MONTH, VALID_DATE, VALID_YEARLESS_DATE, VALID_TIME, VALID_LOCAL_DATETIME,
            VALID_NORMALIZED_LOCAL_DATETIME, VALID_TIME_ZONE_OFFSET, VALID_GLOBAL_DATETIME,
            VALID_WEEK, VALID_DURATION, VALID_DATE_WITH_OPTIONAL_TIME, DATETIME_VALUE,
        },
        crate::common::color::row::{VALID_SIMPLE_COLOR, VALID_LOWERCASE_SIMPLE_COLOR, LEGACY_COLOR},
        crate::syntaxes::css_color_row::{VALID_CSS_COLOR},
        crate::common::reference::{HASH_NAME_REFERENCE},
        crate::common::media_row::{VALID_MEDIA_QUERY_LIST},
        crate::syntaxes::names::{
            TEXT_WITHOUT_LINE_BREAKS, VALID_ID, VALID_FORM_CONTROL_NAME, NON_EMPTY_STRING,
        },
        crate::syntaxes::images_row::{VALID_SRCSET, VALID_SIZES},
        crate::syntaxes::refresh::{VALID_META_REFRESH},
        crate::syntaxes::csp::{VALID_SERIALIZED_POLICY},
        crate::syntaxes::color_scheme::{VALID_COLOR_SCHEME},
        crate::syntaxes::mime::{VALID_MIME_TYPE, VALID_MIME_TYPE_NO_PARAMETERS, VALID_ACCEPT},
        crate::syntaxes::email::{VALID_EMAIL, VALID_EMAIL_LIST},
        crate::syntaxes::navigable::{
            VALID_NAVIGABLE_TARGET_NAME_OR_KEYWORD, VALID_NAVIGABLE_TARGET_NAME,
        },
        crate::syntaxes::link_sizes::{VALID_LINK_SIZES},
        crate::syntaxes::url_row::{
            VALID_URL, VALID_NON_EMPTY_URL, VALID_URL_POTENTIALLY_SURROUNDED_BY_SPACES,
            VALID_NON_EMPTY_URL_POTENTIALLY_SURROUNDED_BY_SPACES, VALID_ABSOLUTE_URL,
            VALID_ABSOLUTE_URL_POTENTIALLY_SURROUNDED_BY_SPACES, VALID_PING, VALID_ITEMTYPE,
            VALID_ITEMPROP,
        },
        crate::syntaxes::autofill::{VALID_AUTOCOMPLETE},
        crate::syntaxes::language::{VALID_LANGUAGE_TAG},
        crate::syntaxes::coords::{VALID_COORDS},
        crate::syntaxes::keyword_sets::{VALID_REL, VALID_SANDBOX, VALID_ACCESSKEY, VALID_BLOCKING},
        crate::syntaxes::aria_role::{VALID_ROLE},
        crate::syntaxes::custom_element::{VALID_CUSTOM_ELEMENT_NAME},
        crate::syntaxes::integrity::{VALID_INTEGRITY_METADATA},
        crate::syntaxes::permissions_policy::{VALID_PERMISSIONS_POLICY},
        crate::syntaxes::script_type::{VALID_SCRIPT_TYPE},
        crate::syntaxes::table_spans::{VALID_COLUMN_SPAN, VALID_ROW_SPAN},
        crate::syntaxes::its::{VALID_ITS_CONFIDENCE, VALID_ITS_SCORE, VALID_ITS_LOCALE_FILTER_LIST},
    ];
}

/// The registry row named `name` (exactly, as [`SyntaxDef::name`]), or
/// `None`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::registry::{find, Context};
/// let colspan = find("valid_non_negative_integer_greater_than_zero").unwrap();
/// let err = (colspan.validate)("0", &Context::default()).unwrap_err();
/// assert_eq!(err.kind().code(), "not_positive");
/// assert!(find("Valid_Date").is_none());
/// ```
pub fn find(name: &str) -> Option<&'static SyntaxDef> {
    SYNTAXES.iter().copied().find(|s| s.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_links_absolute() {
        for (i, s) in SYNTAXES.iter().enumerate() {
            assert!(
                SYNTAXES.iter().skip(i + 1).all(|t| t.name != s.name),
                "{} twice",
                s.name
            );
            assert!(s.spec.starts_with("https://"), "{}", s.name);
            assert!(!s.description.contains('\n'), "{}", s.name);
            assert!(core::ptr::eq(find(s.name).unwrap(), *s));
        }
    }
}
