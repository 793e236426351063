//! [4.8.4.3 Attributes common to `source`, `img` and `link` elements](https://html.spec.whatwg.org/multipage/images.html#attributes-common-to-source,-img,-and-link-elements):
//! the `srcset` and `sizes` microsyntaxes (feature `std`).
//!
//! ```
//! use html_microsyntax::images::{parse_srcset, parse_sizes_attribute, Viewport};
//! let set = parse_srcset("small.jpg 480w, large.jpg 1080w");
//! assert_eq!(set[1].width, Some(1080));
//! let size = parse_sizes_attribute("(max-width: 600px) 480px, 800px", &Viewport::default());
//! assert_eq!((size.text, size.px), ("800px", 800.0));
//! ```

mod sizes;
mod srcset;

pub use crate::common::media::Viewport;

pub use sizes::{
    is_valid_sizes, parse_sizes_attribute, parse_source_size_list, validate_sizes, ChosenSize,
    SizeLength, SourceSize, SourceSizeList, SourceSizeValue,
};
pub use srcset::{
    is_valid_srcset, parse_srcset, parse_srcset_reporting, validate_srcset, ImageCandidate,
};

pub(crate) use sizes::report_sizes;
pub(crate) use srcset::{report_srcset, srcset_rules};
