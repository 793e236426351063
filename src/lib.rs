//! # html-microsyntax
//!
//! The [common microsyntaxes](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html)
//! of the WHATWG HTML Standard (section 2.3) as composable [nom] 8 parser
//! combinators that follow the spec's algorithms step by step.
//!
//! Each microsyntax has up to four faces:
//!
//! * a **combinator** (`*_component`), generic over the input (`&str` or any
//!   [`nom_locate::LocatedSpan`] over one, see [`StrInput`]) and over the nom
//!   error type, which never demands the end of the input, so it embeds in a
//!   host grammar;
//! * the spec's **rules for parsing** (`parse_*`), returning a value or an
//!   [`Error`] that names the failing step and its offset, line and column;
//! * the author **conformance check** (`is_valid_*`, `validate_*`), where the
//!   valid syntax is stricter than the parse rules;
//! * a **serializer**: each value's `Display` writes the valid (normalized)
//!   string.
//!
//! ## Spec sections
//!
//! | section | algorithm | combinator | entry point | valid check | serializer |
//! |---|---|---|---|---|---|
//! | 2.3.1 | common parser idioms | [`idioms`] | | | |
//! | 2.3.2 | boolean attributes | | [`keywords::boolean_attribute_state`] | [`keywords::validate_boolean_attribute`], [`keywords::is_valid_boolean_attribute`] | |
//! | 2.3.3 | enumerated attributes: state, conformance, canonical keyword | | [`keywords::EnumeratedAttribute::state`] | [`keywords::EnumeratedAttribute::validate`], [`keywords::EnumeratedAttribute::is_valid`] | [`keywords::EnumeratedAttribute::canonical_keyword`] |
//! | 2.3.4.1 | rules for parsing integers | [`numbers::integer_component`] | [`numbers::parse_integer`], [`numbers::parse_integer_i32`] | [`numbers::is_valid_integer`], [`numbers::validate_integer`] | `i64::to_string` |
//! | 2.3.4.2 | rules for parsing non-negative integers | [`numbers::non_negative_integer_component`] | [`numbers::parse_non_negative_integer`], [`numbers::parse_non_negative_integer_u32`] | [`numbers::is_valid_non_negative_integer`], [`numbers::validate_non_negative_integer`] | `u64::to_string` |
//! | 2.3.4.3 | rules for parsing floating-point number values | [`numbers::float_component`] | [`numbers::parse_float`] | [`numbers::is_valid_float`], [`numbers::validate_float`] | [`numbers::best_representation`] |
//! | 2.3.4.4 | rules for parsing dimension values | [`numbers::dimension_component`] | [`numbers::parse_dimension`] | | [`numbers::Dimension`] `Display` |
//! | 2.3.4.5 | rules for parsing nonzero dimension values | | [`numbers::parse_nonzero_dimension`] | | [`numbers::Dimension`] `Display` |
//! | 2.3.4.6 | rules for parsing a list of floating-point numbers | [`numbers::list_of_floats`] | [`numbers::parse_list_of_floats`] | [`numbers::is_valid_list_of_floats`], [`numbers::validate_list_of_floats`] | [`numbers::write_list_of_floats`] |
//! | 2.3.4.7 | rules for parsing a list of dimensions | | [`numbers::parse_list_of_dimensions`] | | [`numbers::ListDimension`] `Display` |
//! | 2.3.5 | number of days in month, week-years | | [`datetime::days_in_month`], [`datetime::weeks_in_week_year`] | | |
//! | 2.3.5, 2.3.5.6 (note) | dates and time-zone offsets used in practice (warnings beside a valid value) | | | [`datetime::check_in_practice`] | |
//! | 2.3.5.1 | parse a month (component / string) | [`datetime::month_component`], [`datetime::valid_month_component`] | [`datetime::parse_month`] | [`datetime::is_valid_month`], [`datetime::validate_month`] | [`datetime::Month`] `Display` |
//! | 2.3.5.2 | parse a date (component / string) | [`datetime::date_component`], [`datetime::valid_date_component`] | [`datetime::parse_date`] | [`datetime::is_valid_date`], [`datetime::validate_date`] | [`datetime::Date`] `Display` |
//! | 2.3.5.3 | parse a yearless date (component / string) | [`datetime::yearless_date_component`], [`datetime::valid_yearless_date_component`] | [`datetime::parse_yearless_date`] | [`datetime::is_valid_yearless_date`], [`datetime::validate_yearless_date`] | [`datetime::YearlessDate`] `Display` |
//! | 2.3.5.4 | parse a time (component / string) | [`datetime::time_component`], [`datetime::valid_time_component`] | [`datetime::parse_time`] | [`datetime::is_valid_time`], [`datetime::validate_time`] | [`datetime::Time`] `Display` |
//! | 2.3.5.5 | parse a local date and time string | [`datetime::local_date_time_component`], [`datetime::valid_local_date_time_component`], [`datetime::valid_normalized_local_date_time_component`] | [`datetime::parse_local_date_time`] | [`datetime::is_valid_local_date_time`], [`datetime::is_valid_normalized_local_date_time`] (and `validate_*`) | [`datetime::LocalDateTime`] `Display` (normalized) |
//! | 2.3.5.6 | parse a time-zone offset (component / string) | [`datetime::time_zone_offset_component`], [`datetime::valid_time_zone_offset_component`] | [`datetime::parse_time_zone_offset`] | [`datetime::is_valid_time_zone_offset`], [`datetime::validate_time_zone_offset`] | [`datetime::TimeZoneOffset`] `Display` |
//! | 2.3.5.7 | parse a global date and time string | [`datetime::global_date_time_component`], [`datetime::valid_global_date_time_component`] | [`datetime::parse_global_date_time`] | [`datetime::is_valid_global_date_time`], [`datetime::validate_global_date_time`] | [`datetime::GlobalDateTime`] `Display`, [`datetime::GlobalDateTime::to_utc_string`] |
//! | 2.3.5.8 | parse a week string | [`datetime::week_component`], [`datetime::valid_week_component`] | [`datetime::parse_week`] | [`datetime::is_valid_week`], [`datetime::validate_week`] | [`datetime::Week`] `Display` |
//! | 2.3.5.9 | parse a duration string | [`datetime::duration_component`], [`datetime::valid_duration_component`] | [`datetime::parse_duration`] | [`datetime::is_valid_duration`], [`datetime::validate_duration`] | [`datetime::Duration`] `Display` |
//! | 2.3.5.10 | parse a date or time string | [`datetime::date_or_time_component`], [`datetime::valid_date_with_optional_time_component`] | [`datetime::parse_date_or_time`] | [`datetime::is_valid_date_with_optional_time`], [`datetime::validate_date_with_optional_time`] | [`datetime::DateOrTime`] `Display` |
//! | 2.3.6 | rules for parsing simple color values | [`color::simple_color_component`] | [`color::parse_simple_color`] | [`color::is_valid_simple_color`], [`color::validate_lowercase_simple_color`], [`color::is_valid_lowercase_simple_color`] | [`color::SimpleColor`] `Display` |
//! | 2.3.6 | rules for parsing a legacy color value | | [`color::parse_legacy_color`] | | [`color::SimpleColor`] `Display` |
//! | 2.3.7 | space-separated tokens | | [`tokens::space_separated_tokens`], [`tokens::parse_space_separated_tokens`] | [`tokens::validate_unique_space_separated_tokens`], [`tokens::validate_space_separated_tokens_from`] | |
//! | 2.3.8 | comma-separated tokens | | [`tokens::comma_separated_tokens`], [`tokens::parse_comma_separated_tokens`] | [`tokens::validate_comma_separated_tokens`] | |
//! | 2.3.9 | rules for parsing a hash-name reference | | [`reference::hash_name`], [`reference::parse_hash_name_reference`] | [`reference::is_valid_hash_name_reference`] | |
//! | 2.3.10 | media query lists, matching the environment (feature `std`) | | [`media::parse_media_query_list`], [`media::matches_environment`] | [`media::validate_media_query_list`], [`media::is_valid_media_query_list`] | [`media::MediaQueryList`] `Display` |
//! | Media Queries 4, 2.3, 3.1, appendix A | what authors must not use beyond the grammar (feature `std`) | | | [`media::check_author_requirements`] | |
//! | 4.8.4.3 | parse a srcset attribute (feature `std`) | | [`images::parse_srcset`], [`images::parse_srcset_reporting`] | [`images::validate_srcset`], [`images::is_valid_srcset`] | [`images::ImageCandidate`] `Display` |
//! | 4.8.4.3 | parse a sizes attribute (feature `std`) | | [`images::parse_sizes_attribute`], [`images::parse_source_size_list`] | [`images::validate_sizes`], [`images::is_valid_sizes`] | |
//! | 2.3.11 | unique internal values | | [`unique::UniqueInternalValue::new`] | | |
//! | 2.6.1 | reflecting content attributes as `long`, `unsigned long` (limited, clamped) and `double` IDL attributes | | [`forms::reflect_integer`], [`forms::reflect_double`] | | |
//! | 4.10.5 | the `input` element's `type` states and value modes | | [`forms::InputType::from_attribute`] | | [`forms::InputType::keyword`] |
//! | 4.10.5 | value sanitization algorithms, `type` change | | [`forms::sanitize_value`], [`forms::type_change_value`] | | |
//! | 4.10.5 | convert a string to a number / a number to a string (`valueAsNumber`) | | [`forms::string_to_number`], [`forms::value_as_number`] | | [`forms::number_to_string`], [`forms::set_value_as_number`] |
//! | 4.10.5.3 | minimum, maximum, allowed value step, step base, `stepUp()` / `stepDown()` (exact decimal arithmetic) | | [`forms::allowed_value_step`], [`forms::step_base`], [`forms::step_up_down`] | [`forms::suffers_from_step_mismatch`], [`forms::suffers_from_underflow`], [`forms::suffers_from_overflow`], [`forms::suffers_from_type_mismatch`] | |
//! | 7.11.1 | shared declarative refresh steps (`<meta http-equiv=refresh>`) | [`refresh::refresh_component`] | [`refresh::parse_refresh`] | [`refresh::validate_refresh`], [`refresh::is_valid_refresh`] | [`refresh::Refresh`] `Display` |
//! | MIME Sniffing 4.4, 4.5 | parse a MIME type, serialize a MIME type, valid MIME type string (with no parameters), HTTP token code points | | [`mime::parse_mime_type`] | [`mime::validate_mime_type`], [`mime::is_valid_mime_type`], [`mime::validate_mime_type_with_no_parameters`], [`mime::is_valid_mime_type_with_no_parameters`] | [`mime::MimeType`] `Display` |
//! | 4.10.5.1.18 | the `accept` attribute | | | [`mime::validate_accept`], [`mime::is_valid_accept`] | |
//! | 4.10.5.1.5 | valid e-mail address, valid e-mail address list | | | [`email::validate_email`], [`email::is_valid_email`], [`email::validate_email_list`], [`email::is_valid_email_list`] | |
//! | 7.3.1 | valid navigable target name or keyword | | | [`navigable::validate_navigable_target_name_or_keyword`], [`navigable::is_valid_navigable_target_name_or_keyword`] | |
//! | 4.2.4 | `<link sizes>` | | | [`link_sizes::validate_link_sizes`], [`link_sizes::is_valid_link_sizes`] | |
//! | ITS 2.0 (HTML local attributes) | `its-*` confidences, scores, locale filter lists, keywords | | | [`its::validate_its_confidence`], [`its::validate_its_score`], [`its::validate_locale_filter_list`], [`its::LOC_QUALITY_ISSUE_TYPE`] and the other keyword tables | |
//! | 4.10.5.1.14, CSS Color 4 | parse a CSS color value (`<input type=color value>`, feature `css-color`) | | [`css_color::parse_css_color`] | [`css_color::validate_css_color`], [`css_color::is_valid_css_color`] | [`forms::serialize_a_color_well_control_color`] |
//! | 2.4.2 | valid URL, valid non-empty URL, potentially surrounded by spaces, absolute URL, `ping` (feature `url`) | | [`url::parse_url_with_base`] | [`url::validate_url_string`], [`url::validate_non_empty_url`], [`url::validate_url_potentially_surrounded_by_spaces`], [`url::validate_non_empty_url_potentially_surrounded_by_spaces`], [`url::validate_absolute_url`], [`url::validate_absolute_url_potentially_surrounded_by_spaces`], [`url::validate_ping`], [`url::validate_url_string_with_base`] (and `is_valid_*`) | |
//! | 4.10.18.7 | autofill: the `autocomplete` attribute's autofill detail tokens, determine a field's category, the autofill processing model | | [`autofill::autofill_processing_model`], [`autofill::determine_a_field_category`] | [`autofill::validate_autocomplete`], [`autofill::is_valid_autocomplete`] | [`autofill::AutofillDetails::serialize`] |
//! | RFC 5646 2.1, 2.2.9 (`lang`, `hreflang`, `srclang`) | well-formed BCP 47 language tag; valid without the registry, or with it (feature `registries`) | [`language::language_tag_component`] | [`language::parse_language_tag`] | [`language::validate_language_tag`], [`language::is_valid_language_tag`]; with `registries`, `language::validate_registered_language_tag`, `language::is_registered_language_tag` | [`language::LanguageTag`] `Display` |
//! | 4.8.16 | `<area coords>` by the `shape` state; the image map processing model's shape | | [`coords::area_shape`] | [`coords::validate_coords`], [`coords::is_valid_coords`] | |
//! | CSP3 2.2, 2.3.1 (`<meta http-equiv=content-security-policy content>`) | serialized CSP, source lists, the directives not allowed in `<meta>` | | [`csp::check_serialized_policy`] | [`csp::validate_serialized_policy`], [`csp::is_valid_serialized_policy`] (a header's or a `<meta>`'s, [`csp::Delivery`]) | |
//! | CSS Color Adjustment 1 (`<meta name=color-scheme content>`) | the `color-scheme` property value, read as CSS (feature `std`) | | | [`color_scheme::validate_color_scheme`], [`color_scheme::is_valid_color_scheme`] | |
//! | WAI-ARIA 1.2 7.1 (`role`) | the role attribute: non-abstract roles, deprecated roles as warnings | | | [`aria_role::validate_role`], [`aria_role::is_valid_role`], [`aria_role::check_deprecated_roles`] | |
//! | 2.5.8, 4.6.7, 4.8.5, 6.7.2 | blocking attributes, `rel` (link types by element), `iframe` `sandbox`, `accesskey` | | [`keyword_sets::link_type`] | [`keyword_sets::validate_rel`], [`keyword_sets::validate_sandbox`], [`keyword_sets::validate_accesskey`], [`keyword_sets::validate_blocking`] (and `is_valid_*`) | |
//! | 4.13.3, DOM 1.3 | valid custom element name (`is`), valid element local name | | | [`custom_element::validate_custom_element_name`], [`custom_element::is_valid_custom_element_name`] | |
//! | 3.2.6, 4.10.19.1 | the `id` attribute, form control names, values that must not be empty | | | [`names::validate_id`], [`names::validate_form_control_name`], [`names::validate_non_empty`] (and `is_valid_*`) | |
//! | 5.2.2 | `itemtype`: unique absolute URLs (feature `url`) | | | [`url::validate_item_types`], [`url::is_valid_item_types`] | |
//! | Subresource Integrity | integrity metadata (`integrity` of `script` and `link`) | | | [`integrity::validate_integrity_metadata`], [`integrity::is_valid_integrity_metadata`] | |
//! | Permissions Policy (`iframe allow`) | serialized permissions policy; unknown, retired and repeated features as warnings | | [`permissions_policy::check_serialized_permissions_policy`] | [`permissions_policy::validate_serialized_permissions_policy`], [`permissions_policy::is_valid_serialized_permissions_policy`] | |
//!
//! ## Tour
//!
//! ### Parse with the spec's rules
//!
//! Each `parse_*` function is one algorithm of the spec; a failure names the
//! step, the byte offset, the line and the column.
//!
//! ```
//! use html_microsyntax::datetime::{parse_date, parse_global_date_time};
//! use html_microsyntax::numbers::{parse_float, parse_integer};
//!
//! assert_eq!(parse_integer("  +12abc"), Ok(12)); // the rules ignore what follows
//! assert_eq!(parse_float("1.e3"), Ok(1000.0));
//! let moment = parse_global_date_time("0001-01-01T00:00+00:01").unwrap();
//! assert_eq!(moment.to_utc_string(), "0000-12-31T23:59Z"); // UTC, into year 0
//!
//! let err = parse_date("2023-02-29").unwrap_err();
//! assert_eq!((err.kind().code(), err.offset(), err.line(), err.column()), ("day_out_of_range", 8, 1, 9));
//! ```
//!
//! ### Validate what authors wrote, with located errors
//!
//! The "valid X string" definitions are stricter than the parse rules; the
//! `validate_*` functions return the first offending character, and
//! [`Error::report`] draws a caret under it.
//!
//! ```
//! use html_microsyntax::numbers::{is_valid_float, validate_integer};
//!
//! assert!(!is_valid_float("1.e3")); // a '.' needs a digit after it
//! let input = " +12abc";
//! let err = validate_integer(input).unwrap_err();
//! assert_eq!(err.report(input).to_string(), " +12abc\n^ leading whitespace is not allowed");
//! ```
//!
//! ### Errors and warnings: severity decides
//!
//! Every failure has a [`Severity`](error::Severity): an error breaks a
//! "must" of the text, a warning is a likely mistake the text allows (a
//! redundant `<script type>`, `allow-scripts` with `allow-same-origin`, a
//! link type the standard does not define, a deprecated role). One rule
//! holds for every check: **a value is valid exactly when it has no error**.
//! Each `is_valid_*`, each registry row's
//! [`is_valid`](registry::SyntaxDef::is_valid) and
//! [`AttributeCheck::is_valid`](attributes::AttributeCheck::is_valid) answer
//! `false` only for an error; a warning never makes them `false`, and it is
//! still reported, in one of two places:
//!
//! * in the `validate_*` result, which then holds the first error, or when
//!   there is none the first warning (`script_type`, `keyword_sets`'
//!   `rel` and `sandbox`, `css_color`, `language` with the registry);
//! * by a `check_*` function beside a `validate_*` that returns errors only:
//!   [`aria_role::check_deprecated_roles`],
//!   [`permissions_policy::check_permissions_policy_warnings`] and
//!   [`datetime::check_in_practice`], whose warnings the registry rows find
//!   in the same parse as the verdict and report as their
//!   [`authoring`](registry::SyntaxDef::authoring), and
//!   [`csp::check_serialized_policy`], which reports every finding to a
//!   sink.
//!
//! ```
//! use html_microsyntax::aria_role::{check_deprecated_roles, is_valid_role};
//! use html_microsyntax::error::Severity;
//! use html_microsyntax::script_type::{is_valid_script_type, validate_script_type};
//!
//! let warning = validate_script_type("text/javascript").unwrap_err();
//! assert_eq!(warning.kind().severity(), Severity::Warning);
//! assert!(is_valid_script_type("text/javascript")); // valid, with the warning
//! assert!(!is_valid_script_type("json")); // an error: not a MIME type
//!
//! assert!(is_valid_role("directory")); // deprecated: a warning beside it
//! assert_eq!(check_deprecated_roles("directory").unwrap_err().kind().code(), "deprecated_role");
//! ```
//!
//! ### Check a value by its syntax's name
//!
//! The [`registry`] has one row per conformance check, under the one name
//! the attribute table, the document checker, the CLI and the examples use.
//!
//! ```
//! use html_microsyntax::registry::{self, Context};
//!
//! let row = registry::find("valid_column_span").unwrap();
//! assert_eq!(row.name, html_microsyntax::attributes::lookup("td", "colspan", &[]).unwrap().syntax.name());
//! let err = (row.validate)("1001", &Context::default()).unwrap_err();
//! assert_eq!(err.kind().code(), "out_of_range");
//! ```
//!
//! ### Serialize
//!
//! Each value's `Display` writes the valid (normalized) string.
//!
//! ```
//! use html_microsyntax::datetime::parse_local_date_time;
//! use html_microsyntax::numbers::{best_representation, parse_dimension};
//!
//! let local = parse_local_date_time("1986-01-28 11:38:00.010").unwrap();
//! assert_eq!(local.to_string(), "1986-01-28T11:38:00.01");
//! assert_eq!(best_representation(1e21).to_string(), "1e+21"); // ECMAScript Number::toString
//! assert_eq!(parse_dimension(" 12.50%").unwrap().to_string(), "12.5%");
//! ```
//!
//! ### Embed a component in a host grammar
//!
//! Components are nom parsers over `&str` or a [`LocatedSpan`](nom_locate::LocatedSpan),
//! so a failure deep inside a host grammar keeps its position
//! (`examples/embed.rs` has a whole file format).
//!
//! ```
//! use html_microsyntax::prelude::*;
//! use html_microsyntax::numbers::{float_component, non_negative_integer_component};
//! use nom::{bytes::complete::tag, Parser};
//!
//! // A host syntax "<float> x <count>", over a LocatedSpan.
//! fn scaled(input: Span) -> nom::IResult<Span, (f64, u64), StepError<Span>> {
//!     (float_component, tag(" x "), non_negative_integer_component)
//!         .map(|(f, _, n)| (f, n))
//!         .parse(input)
//! }
//!
//! let (rest, value) = scaled(span("2.5e1 x 3;")).unwrap();
//! assert_eq!(value, (25.0, 3));
//! assert_eq!((rest.location_offset(), *rest.fragment()), (9, ";"));
//!
//! // The error keeps the position of the failing character.
//! let nom::Err::Error(e) = scaled(span("2.5 x -3")).unwrap_err() else { unreachable!() };
//! assert_eq!((e.input.location_offset(), e.kind.code()), (6, "negative"));
//! ```
//!
//! ## Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | the media query lists (2.3.10, cssparser needs std), the `srcset` and `sizes` attributes (4.8.4.3, module `images`) and `color_scheme::validate_color_scheme` (CSS tokens); without it the crate is `no_std` on core + alloc |
//! | `serde` | | `Serialize` / `Deserialize` for every value type, as its valid string (module `integrations::serde`) |
//! | `chrono`, `time`, `jiff` | | `From` / `TryFrom` with those crates' dates, times, offsets, weeks and durations |
//! | `miette` | | `Error::into_diagnostic(source)`: a `miette::Diagnostic` with a label on the failing character |
//! | `url` | | URL validity (module `url`), through the `url` crate |
//! | `css-color` | | CSS colors (module `css_color`): the value of `<input type=color>` and the Color state's value sanitization, through Servo's `cssparser-color` |
//! | `document` | | the document checker (module `document`): decode a document's bytes, check every attribute value, locate each finding in the text and the source bytes; enables `std`, `url` and `css-color` |
//! | `json` | | the configuration file read from its JSON text (`document::ConfigFile`), and every syntax by name over JSON values (module `batch`, the batch mode's dispatch); enables `document` |
//! | `cli` | | the `html-microsyntax` command-line tool and its JSON-lines batch mode; enables `document` and `json` |
//!
//! ## Consumption contract
//!
//! Components return the input after what the spec's algorithm consumed and
//! never check for the end of the input. Entry points follow the spec: where
//! an algorithm ends with "if position is not past the end of input, fail",
//! trailing input is an [`ErrorKind::TrailingInput`] error; where the spec
//! ignores what follows (the integer and float rules), so does the entry point,
//! and the conformance check reports it.
#![cfg_attr(not(feature = "std"), no_std)]
// The lints are Cargo.toml's [lints] (no panics by construction outside
// tests, documented items); here unsafe code is forbidden, not only denied.
// Each `#[allow]` below this carries its proof.
#![forbid(unsafe_code)]
// Unit tests may panic; clippy.toml lets them unwrap, expect, panic and
// index, and clippy has no such setting for these two.
#![cfg_attr(test, allow(clippy::unreachable, clippy::string_slice))]
#![cfg_attr(docsrs, feature(doc_cfg))]
// Without std the `media` module (2.3.10) is absent, without `url` the `url`
// module; the spec table's links to them cannot resolve.
#![cfg_attr(
    not(all(feature = "std", feature = "url", feature = "css-color")),
    allow(rustdoc::broken_intra_doc_links)
)]

extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

// The floors, each using only the ones below it: the infrastructure; section
// 2.3 and the syntaxes defined elsewhere; the document layer. Their modules
// are re-exported here, so public paths stay one step deep.
mod base;
mod common;
mod markup;
mod syntaxes;

pub use base::error;

#[cfg(feature = "std")]
pub use common::media;
pub use common::{color, datetime, idioms, keywords, numbers, reference, tokens, unique};
#[cfg(feature = "document")]
pub use markup::document;
pub use markup::{attributes, forms, registry};
// Every syntax module (those behind a feature with it); the crate-private
// ones stay private.
pub use syntaxes::*;

// The top floor: conversions to and from other crates' types.
#[cfg(any(
    feature = "serde",
    feature = "chrono",
    feature = "time",
    feature = "jiff",
    feature = "miette"
))]
pub mod integrations;

// The front-ends' shared dispatch: every syntax by name over JSON values
// (the CLI's batch mode, the Node package).
#[cfg(feature = "json")]
pub mod batch;

pub use base::input::{span, Span, StrInput};
pub use base::valid::{violations, ValidSyntax};
pub use error::{
    finish, ComponentError, Error, ErrorKind, Expected, Field, Found, Message, Report, StepError,
    Supported, Violation,
};

/// What an embedder imports: the input trait, the span type, the
/// combinator error and the bound our combinators put on the caller's.
pub mod prelude {
    pub use crate::base::input::{span, Span, StrInput};
    pub use crate::error::{finish, ComponentError, Error, ErrorKind, StepError};
}

/// The README's examples, compiled and run as doc tests (with the features
/// they use: CI's `cargo test --all-features`).
#[cfg(all(doctest, feature = "serde", feature = "chrono", feature = "miette"))]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
