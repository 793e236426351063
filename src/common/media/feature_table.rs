//! The media features Media Queries defines and the values each takes:
//! what a valid query checks after the grammar accepted a feature.

use super::feature::FeatureAt;
use super::{MediaFeature, MediaFeatureValue, Viewport};
use crate::base::error::ErrorKind;

/// What a media feature's value is.
#[derive(Clone, Copy)]
enum ValueType {
    /// A non-negative `<length>` (0 may go without a unit).
    Length,
    /// A non-negative `<resolution>` (`dpi`, `dpcm`, `dppx`, `x`) or `infinite`.
    Resolution,
    /// A `<ratio>` (or a non-negative number).
    Ratio,
    /// A non-negative `<integer>`.
    Integer,
    /// One of these keywords.
    Keywords(&'static [&'static str]),
}

/// The media features of Media Queries 4 and 5 (and `display-mode` of the
/// Web App Manifest): name, whether it is a range feature (`min-`/`max-`
/// prefixes and the range syntax), its value.
const MEDIA_FEATURES: &[(&str, bool, ValueType)] = &[
    ("width", true, ValueType::Length),
    ("height", true, ValueType::Length),
    ("aspect-ratio", true, ValueType::Ratio),
    (
        "orientation",
        false,
        ValueType::Keywords(&["portrait", "landscape"]),
    ),
    ("resolution", true, ValueType::Resolution),
    (
        "scan",
        false,
        ValueType::Keywords(&["interlace", "progressive"]),
    ),
    ("grid", false, ValueType::Integer),
    (
        "update",
        false,
        ValueType::Keywords(&["none", "slow", "fast"]),
    ),
    (
        "overflow-block",
        false,
        ValueType::Keywords(&["none", "scroll", "paged"]),
    ),
    (
        "overflow-inline",
        false,
        ValueType::Keywords(&["none", "scroll"]),
    ),
    ("color", true, ValueType::Integer),
    ("color-index", true, ValueType::Integer),
    ("monochrome", true, ValueType::Integer),
    (
        "color-gamut",
        false,
        ValueType::Keywords(&["srgb", "p3", "rec2020"]),
    ),
    (
        "video-color-gamut",
        false,
        ValueType::Keywords(&["srgb", "p3", "rec2020"]),
    ),
    (
        "dynamic-range",
        false,
        ValueType::Keywords(&["standard", "high"]),
    ),
    (
        "video-dynamic-range",
        false,
        ValueType::Keywords(&["standard", "high"]),
    ),
    (
        "pointer",
        false,
        ValueType::Keywords(&["none", "coarse", "fine"]),
    ),
    (
        "any-pointer",
        false,
        ValueType::Keywords(&["none", "coarse", "fine"]),
    ),
    ("hover", false, ValueType::Keywords(&["none", "hover"])),
    ("any-hover", false, ValueType::Keywords(&["none", "hover"])),
    (
        "inverted-colors",
        false,
        ValueType::Keywords(&["none", "inverted"]),
    ),
    (
        "forced-colors",
        false,
        ValueType::Keywords(&["none", "active"]),
    ),
    (
        "prefers-color-scheme",
        false,
        ValueType::Keywords(&["light", "dark"]),
    ),
    (
        "prefers-contrast",
        false,
        ValueType::Keywords(&["no-preference", "less", "more", "custom"]),
    ),
    (
        "prefers-reduced-motion",
        false,
        ValueType::Keywords(&["no-preference", "reduce"]),
    ),
    (
        "prefers-reduced-transparency",
        false,
        ValueType::Keywords(&["no-preference", "reduce"]),
    ),
    (
        "prefers-reduced-data",
        false,
        ValueType::Keywords(&["no-preference", "reduce"]),
    ),
    (
        "scripting",
        false,
        ValueType::Keywords(&["none", "initial-only", "enabled"]),
    ),
    (
        "environment-blending",
        false,
        ValueType::Keywords(&["opaque", "additive", "subtractive"]),
    ),
    (
        "display-mode",
        false,
        ValueType::Keywords(&[
            "fullscreen",
            "standalone",
            "minimal-ui",
            "browser",
            "picture-in-picture",
            "window-controls-overlay",
        ]),
    ),
    ("horizontal-viewport-segments", true, ValueType::Integer),
    ("vertical-viewport-segments", true, ValueType::Integer),
    ("device-width", true, ValueType::Length),
    ("device-height", true, ValueType::Length),
    ("device-aspect-ratio", true, ValueType::Ratio),
];

/// Whether `value` is one the feature takes; `Err` with how it is not.
fn check_value(ty: ValueType, value: &MediaFeatureValue) -> Result<(), ErrorKind> {
    let ok = match (ty, value) {
        (ValueType::Length, MediaFeatureValue::Number(n)) => {
            return if *n == 0.0 {
                Ok(())
            } else {
                Err(ErrorKind::LengthNeedsUnit)
            };
        }
        (ValueType::Length, MediaFeatureValue::Dimension { value, unit }) => {
            *value >= 0.0 && Viewport::default().to_px(1.0, unit).is_some()
        }
        (ValueType::Resolution, MediaFeatureValue::Dimension { value, unit }) => {
            *value >= 0.0 && ["dpi", "dpcm", "dppx", "x"].contains(&unit.as_str())
        }
        (ValueType::Resolution, MediaFeatureValue::Ident(i)) => i == "infinite",
        (ValueType::Ratio, MediaFeatureValue::Number(n)) => *n >= 0.0,
        (ValueType::Ratio, MediaFeatureValue::Ratio(..)) => true,
        (ValueType::Integer, MediaFeatureValue::Number(n)) => *n >= 0.0 && n.fract() == 0.0,
        (ValueType::Keywords(words), MediaFeatureValue::Ident(i)) => words.contains(&i.as_str()),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        // The name is filled in by the caller.
        Err(ErrorKind::InvalidMediaFeatureValue {
            name: crate::base::error::ShortName::new(""),
        })
    }
}

/// The first departure of a media feature the grammar accepted from a
/// valid one: an unknown name (`min-`/`max-` only on range features), a
/// value the feature does not take. Vendor-prefixed names (`-webkit-…`)
/// are not checked.
pub(super) fn feature_violation(
    feature: &MediaFeature,
    at: &FeatureAt,
) -> Option<(usize, ErrorKind)> {
    let (name, values): (&str, Vec<&MediaFeatureValue>) = match feature {
        MediaFeature::Boolean { name } => (name, Vec::new()),
        MediaFeature::Plain { name, value } => (name, vec![value]),
        MediaFeature::Range { name, comparisons } => {
            (name, comparisons.iter().map(|(_, v)| v).collect())
        }
    };
    if name.starts_with('-') {
        return None;
    }
    let plain = matches!(feature, MediaFeature::Plain { .. });
    let (base, prefixed) = match (name.strip_prefix("min-"), name.strip_prefix("max-")) {
        (Some(base), _) | (_, Some(base)) if plain => (base, true),
        _ => (name, false),
    };
    let unknown = || ErrorKind::UnknownMediaFeature {
        name: crate::base::error::ShortName::new(name),
    };
    let Some(&(_, range, ty)) = MEDIA_FEATURES.iter().find(|(n, ..)| *n == base) else {
        return Some((at.name, unknown()));
    };
    if prefixed && !range {
        return Some((at.name, unknown()));
    }
    if matches!(feature, MediaFeature::Range { .. }) && !range {
        // A discrete feature compares with no value.
        let name = crate::base::error::ShortName::new(base);
        return Some((at.values[0], ErrorKind::InvalidMediaFeatureValue { name }));
    }
    for (value, pos) in values.into_iter().zip(at.values) {
        match check_value(ty, value) {
            Ok(()) => {}
            Err(ErrorKind::InvalidMediaFeatureValue { .. }) => {
                let name = crate::base::error::ShortName::new(base);
                return Some((pos, ErrorKind::InvalidMediaFeatureValue { name }));
            }
            Err(kind) => return Some((pos, kind)),
        }
    }
    None
}
