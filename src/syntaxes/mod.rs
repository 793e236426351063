//! The second floor, beside section 2.3: the microsyntaxes the HTML Standard
//! (and the standards it cites) defines elsewhere, one module each, built on
//! the common ones: `srcset` and `sizes`, refresh, URLs, MIME types, e-mail
//! addresses, CSS colors (feature `css-color`), navigable target names, link sizes, language tags, image map
//! coordinates, keyword sets (`rel`, `sandbox`, …), autofill, ARIA roles, Content
//! Security Policies, Permissions Policies (`iframe allow`), `color-scheme` values,
//! custom element names (`is`), IDs and names, integrity metadata, and the
//! values of ITS 2.0's `its-*` attributes.

pub mod aria_role;
pub mod autofill;
pub mod color_scheme;
pub mod coords;
pub mod csp;
#[cfg(feature = "css-color")]
pub mod css_color;
pub mod custom_element;
pub mod email;
#[cfg(feature = "registries")]
pub(crate) mod generated;
#[cfg(feature = "std")]
pub mod images;
pub mod integrity;
pub mod its;
pub mod keyword_sets;
pub mod language;
pub mod link_sizes;
pub mod mime;
pub mod names;
pub mod navigable;
pub mod permissions_policy;
pub mod refresh;
pub mod script_type;
pub mod table_spans;
#[cfg(feature = "url")]
pub mod url;

// The rows of the syntaxes gated on a feature, in every build (unchecked
// without it), in the folder of their syntax.
#[path = "css_color/row.rs"]
pub(crate) mod css_color_row;
#[path = "images/row.rs"]
pub(crate) mod images_row;
#[path = "url/row.rs"]
pub(crate) mod url_row;
