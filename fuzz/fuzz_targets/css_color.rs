//! CSS colors: parse a CSS color value, and the Color state's value
//! sanitization (update a color well control color) in each state.
#![no_main]

mod common;

use common::{ok, split};
use html_microsyntax::css_color::{is_valid_css_color, parse_css_color, validate_css_color};
use html_microsyntax::forms::{update_a_color_well_control_color, ColorSpaceState};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((selector, input)) = split(data) else {
        return;
    };
    // The error, if any, is inside the input and renders.
    let parsed = ok(input, parse_css_color(input));
    // Severity decides: a value not read (CSS Color 5) is a warning, valid.
    let warned = parse_css_color(input)
        .is_err_and(|e| e.kind().severity() == html_microsyntax::error::Severity::Warning);
    assert_eq!(parsed.is_some() || warned, is_valid_css_color(input));
    assert_eq!(validate_css_color(input).ok(), parsed);
    let alpha = selector & 1 == 1;
    let space = if selector & 2 == 2 {
        ColorSpaceState::DisplayP3
    } else {
        ColorSpaceState::LimitedSrgb
    };
    let once = update_a_color_well_control_color(input, alpha, space);
    // The serialization is a CSS color itself.
    assert!(is_valid_css_color(&once), "{input:?} gave {once:?}");
    if space == ColorSpaceState::LimitedSrgb {
        // Quantized to bytes: sanitizing again changes nothing.
        assert_eq!(update_a_color_well_control_color(&once, alpha, space), once);
        if !alpha {
            assert!(once.len() == 7 && once.starts_with('#'), "{once:?}");
        }
    }
});
