//! What a query is matched against: the caller's [`MediaEnvironment`], and
//! the [`Viewport`] of a `sizes` attribute.

use super::MediaFeature;

/// The user's environment, as the caller knows it: the media type and the
/// value of each media feature.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::{MediaEnvironment, MediaFeature, MediaFeatureValue, matches_environment};
///
/// /// A 1024 px wide screen; every other feature is unknown.
/// struct Screen;
/// impl MediaEnvironment for Screen {
///     fn media_type(&self) -> &str { "screen" }
///     fn evaluate(&self, feature: &MediaFeature) -> Option<bool> {
///         let px = |v: &MediaFeatureValue| match v {
///             MediaFeatureValue::Dimension { value, unit } if unit == "px" => Some(f64::from(*value)),
///             _ => None,
///         };
///         match feature {
///             MediaFeature::Boolean { name } if name == "width" => Some(true),
///             MediaFeature::Plain { name, value } if name == "min-width" => Some(1024.0 >= px(value)?),
///             MediaFeature::Plain { name, value } if name == "max-width" => Some(1024.0 <= px(value)?),
///             MediaFeature::Range { name, comparisons } if name == "width" => {
///                 let mut all = true;
///                 for (op, value) in comparisons {
///                     all &= op.holds(1024.0, px(value)?);
///                 }
///                 Some(all)
///             }
///             _ => None,
///         }
///     }
/// }
/// assert!(matches_environment("", &Screen));
/// assert!(matches_environment("screen and (min-width: 600px)", &Screen));
/// assert!(matches_environment("print, (800px < width <= 1200px)", &Screen));
/// assert!(!matches_environment("(max-width: 600px)", &Screen));
/// assert!(!matches_environment("(hover)", &Screen)); // unknown is false
/// assert!(matches_environment("not print", &Screen));
/// ```
pub trait MediaEnvironment {
    /// The media type of the environment (`screen`, `print`), compared ASCII
    /// case-insensitively; `all` matches any.
    fn media_type(&self) -> &str;

    /// The result of one media feature test: `None` for unknown (an
    /// unsupported feature or value).
    fn evaluate(&self, feature: &MediaFeature) -> Option<bool>;
}

/// A screen's viewport, the environment a `sizes` attribute is evaluated in
/// (re-exported as `images::Viewport`): the viewport's size
/// and the initial font size, in CSS pixels, on a `screen`. As a
/// [`MediaEnvironment`] it answers `width`, `height` (plain, `min-`, `max-`,
/// range), `aspect-ratio` and `orientation`; every other feature is unknown.
///
/// # Examples
///
/// ```
/// use html_microsyntax::media::Viewport;
/// let v = Viewport::default();
/// assert_eq!((v.width, v.height, v.font_size), (1000.0, 800.0, 16.0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Viewport {
    /// The viewport's width.
    pub width: f64,
    /// The viewport's height.
    pub height: f64,
    /// The initial font size (`em`, `rem`; `ex` and `ch` are half of it).
    pub font_size: f64,
}

impl Default for Viewport {
    /// A 1000 × 800 screen with a 16 px font.
    fn default() -> Viewport {
        Viewport {
            width: 1000.0,
            height: 800.0,
            font_size: 16.0,
        }
    }
}

impl Viewport {
    /// `value` of `unit` (ASCII case-insensitive) in CSS pixels, or `None`
    /// for a unit that is not a length.
    ///
    /// Deviation: `ex` and `ch` are taken as half the font size (no font
    /// metrics here); the `s`/`l`/`d` viewport units as the plain ones;
    /// `vi`/`vb` as `vw`/`vh` (horizontal writing).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::media::Viewport;
    /// let v = Viewport::default();
    /// assert_eq!(v.to_px(50.0, "vw"), Some(500.0));
    /// assert_eq!(v.to_px(1.0, "IN"), Some(96.0));
    /// assert_eq!(v.to_px(1.0, "deg"), None);
    /// ```
    pub fn to_px(&self, value: f64, unit: &str) -> Option<f64> {
        let u = unit.to_ascii_lowercase();
        let vw = self.width / 100.0;
        let vh = self.height / 100.0;
        let factor = match u.as_str() {
            "px" => 1.0,
            "em" | "rem" | "ic" | "lh" | "rlh" => self.font_size,
            "ex" | "rex" | "ch" | "rch" | "cap" | "rcap" => self.font_size / 2.0,
            "vw" | "svw" | "lvw" | "dvw" | "vi" | "svi" | "lvi" | "dvi" => vw,
            "vh" | "svh" | "lvh" | "dvh" | "vb" | "svb" | "lvb" | "dvb" => vh,
            "vmin" | "svmin" | "lvmin" | "dvmin" => vw.min(vh),
            "vmax" | "svmax" | "lvmax" | "dvmax" => vw.max(vh),
            "cm" => 96.0 / 2.54,
            "mm" => 96.0 / 25.4,
            "q" => 96.0 / 101.6,
            "in" => 96.0,
            "pt" => 96.0 / 72.0,
            "pc" => 16.0,
            _ => return None,
        };
        Some(value * factor)
    }
}
