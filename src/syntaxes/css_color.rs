//! CSS colors: the value of [`<input type=color>`](https://html.spec.whatwg.org/multipage/input.html#color-state-(type=color)),
//! which the HTML Standard reads by
//! [parsing a CSS color value](https://drafts.csswg.org/css-color/#parse-a-css-color-value)
//! and writes by [serializing a color](https://drafts.csswg.org/css-color/#serializing-color-values)
//! (feature `css-color`).
//!
//! ```text
//! "#ffa500"                     valid: a hex color
//! " rgb(0 0 0 / 50%) "          valid: CSS trims the whitespace around a component value
//! "transparent", "currentcolor" valid
//! "Canvas", "ActiveBorder"      valid: system colors (ActiveBorder is deprecated)
//! "inherit"                     not a color
//! "#ffffff;"                    trailing input
//! ```
//!
//! The grammar is CSS Color 4's `<color>`: `<hex-color>`, `<named-color>`,
//! `transparent`, `currentcolor`, `<system-color>` and the functions `rgb()`,
//! `rgba()`, `hsl()`, `hsla()`, `hwb()`, `lab()`, `lch()`, `oklab()`,
//! `oklch()` and `color()`, read by Servo's `cssparser-color` on the
//! `cssparser` tokenizer, with the system colors and the modern syntax's
//! bare numbers in `hsl()` and `hwb()` added here. CSS Color 5's functions
//! (`color-mix()`, `light-dark()`, `contrast-color()`, `device-cmyk()`), its
//! relative colors (`rgb(from …)`) and math functions in components
//! (`calc()`) are not read: such a value is reported as
//! [`CssColorProblem::NotChecked`], a warning, and not as invalid.
//!
//! The conversions between color spaces ([`AbsoluteColor::to_srgb`],
//! [`AbsoluteColor::to_display_p3`]) follow CSS Color 4's
//! [section 18](https://drafts.csswg.org/css-color-4/#color-conversion-code),
//! in `f64`, from its matrices.

use core::cell::Cell;

use cssparser::color::PredefinedColorSpace;
use cssparser::{ParseError, Parser, Token};
use cssparser_color::{
    parse_color_with, AngleOrNumber, ColorParser, FromParsedColor, NumberOrPercentage,
};

use crate::base::error::{detail_kinds, Error};

pub(crate) use crate::common::color::css::write_number;
pub use crate::common::color::css::{AbsoluteColor, ColorSpace, CssColor};

detail_kinds! {
    /// Why a value is not a CSS color this crate can read.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::css_color::{validate_css_color, CssColorProblem};
    /// let err = validate_css_color("color-mix(in srgb, red, blue)").unwrap_err();
    /// assert_eq!(CssColorProblem::from_kind(&err.kind()), Some(CssColorProblem::NotChecked));
    /// assert_eq!(err.kind().severity().as_str(), "warning");
    /// assert_eq!(CssColorProblem::NotAColor.code(), "not_a_css_color");
    /// let err = validate_css_color("inherit").unwrap_err();
    /// assert_eq!(CssColorProblem::from_kind(&err.kind()), Some(CssColorProblem::NotAColor));
    /// ```
    pub enum CssColorProblem;
    pub static CSS_COLOR_DETAILS = (syntax "css_color", otherwise "not_a_css_color", "not a CSS color");
    {
        /// Not a CSS `<color>` (the offset is the token that does not fit).
        NotAColor => ("not_a_css_color", Error, "not a CSS color"),
        /// A CSS Color 5 function, a relative color or a math function: valid
        /// CSS perhaps, but not read by this crate (a warning).
        NotChecked => ("css_color_not_checked", Warning,
            "a CSS Color 5 function, relative color or math function, which is not checked"),
    }
}

/// CSS Color 4's [system colors](https://drafts.csswg.org/css-color-4/#css-system-colors),
/// then the [deprecated ones](https://drafts.csswg.org/css-color-4/#deprecated-system-colors),
/// each with the system color it maps to.
const SYSTEM_COLORS: &[(&str, &str)] = &[
    ("AccentColor", "AccentColor"),
    ("AccentColorText", "AccentColorText"),
    ("ActiveText", "ActiveText"),
    ("ButtonBorder", "ButtonBorder"),
    ("ButtonFace", "ButtonFace"),
    ("ButtonText", "ButtonText"),
    ("Canvas", "Canvas"),
    ("CanvasText", "CanvasText"),
    ("Field", "Field"),
    ("FieldText", "FieldText"),
    ("GrayText", "GrayText"),
    ("Highlight", "Highlight"),
    ("HighlightText", "HighlightText"),
    ("LinkText", "LinkText"),
    ("Mark", "Mark"),
    ("MarkText", "MarkText"),
    ("SelectedItem", "SelectedItem"),
    ("SelectedItemText", "SelectedItemText"),
    ("VisitedText", "VisitedText"),
    ("ActiveBorder", "ButtonBorder"),
    ("ActiveCaption", "Canvas"),
    ("AppWorkspace", "Canvas"),
    ("Background", "Canvas"),
    ("ButtonHighlight", "ButtonFace"),
    ("ButtonShadow", "ButtonFace"),
    ("CaptionText", "CanvasText"),
    ("InactiveBorder", "ButtonBorder"),
    ("InactiveCaption", "Canvas"),
    ("InactiveCaptionText", "GrayText"),
    ("InfoBackground", "Canvas"),
    ("InfoText", "CanvasText"),
    ("Menu", "Canvas"),
    ("MenuText", "CanvasText"),
    ("Scrollbar", "Canvas"),
    ("ThreeDDarkShadow", "ButtonBorder"),
    ("ThreeDFace", "ButtonFace"),
    ("ThreeDHighlight", "ButtonBorder"),
    ("ThreeDLightShadow", "ButtonBorder"),
    ("ThreeDShadow", "ButtonBorder"),
    ("Window", "Canvas"),
    ("WindowFrame", "ButtonBorder"),
    ("WindowText", "CanvasText"),
];

/// The light palette this crate gives the system colors when it needs a
/// value (the user agent decides them; these are common light-mode
/// defaults), as sRGB bytes.
const SYSTEM_PALETTE: &[(&str, [u8; 3])] = &[
    ("AccentColor", [0x00, 0x75, 0xff]),
    ("AccentColorText", [0xff, 0xff, 0xff]),
    ("ActiveText", [0xff, 0x00, 0x00]),
    ("ButtonBorder", [0x76, 0x76, 0x76]),
    ("ButtonFace", [0xef, 0xef, 0xef]),
    ("ButtonText", [0x00, 0x00, 0x00]),
    ("Canvas", [0xff, 0xff, 0xff]),
    ("CanvasText", [0x00, 0x00, 0x00]),
    ("Field", [0xff, 0xff, 0xff]),
    ("FieldText", [0x00, 0x00, 0x00]),
    ("GrayText", [0x80, 0x80, 0x80]),
    ("Highlight", [0xb5, 0xd5, 0xff]),
    ("HighlightText", [0x00, 0x00, 0x00]),
    ("LinkText", [0x00, 0x00, 0xee]),
    ("Mark", [0xff, 0xff, 0x00]),
    ("MarkText", [0x00, 0x00, 0x00]),
    ("SelectedItem", [0x00, 0x75, 0xff]),
    ("SelectedItemText", [0xff, 0xff, 0xff]),
    ("VisitedText", [0x55, 0x1a, 0x8b]),
];

/// The system color `name` (ASCII case-insensitive), by CSS Color 4's
/// spelling.
fn system_color(name: &str) -> Option<&'static str> {
    SYSTEM_COLORS
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(n, _)| *n)
}

/// The functions and keywords of CSS Color 5 (and math functions) that this
/// crate does not read.
const NOT_CHECKED_FUNCTIONS: &[&str] = &[
    "color-mix",
    "light-dark",
    "contrast-color",
    "device-cmyk",
    "calc",
    "min",
    "max",
    "clamp",
    "round",
    "mod",
    "rem",
    "abs",
    "sign",
    "sin",
    "cos",
    "tan",
    "asin",
    "acos",
    "atan",
    "atan2",
    "pow",
    "sqrt",
    "hypot",
    "log",
    "exp",
];

/// The cssparser-color output: the components as read, in `f64`.
struct Read(CssColor);

fn opt(v: Option<f32>) -> Option<f64> {
    v.map(f64::from)
}

fn absolute(space: ColorSpace, c: [Option<f32>; 3], alpha: Option<f32>) -> Read {
    Read(CssColor::Absolute(AbsoluteColor {
        space,
        components: [opt(c[0]), opt(c[1]), opt(c[2])],
        alpha: opt(alpha),
    }))
}

impl FromParsedColor for Read {
    fn from_current_color() -> Self {
        Read(CssColor::CurrentColor)
    }
    fn from_rgba(red: u8, green: u8, blue: u8, alpha: f32) -> Self {
        let unit = |v: u8| Some(f64::from(v) / 255.0);
        Read(CssColor::Absolute(AbsoluteColor {
            space: ColorSpace::Srgb,
            components: [unit(red), unit(green), unit(blue)],
            alpha: Some(f64::from(alpha)),
        }))
    }
    fn from_hsl(h: Option<f32>, s: Option<f32>, l: Option<f32>, a: Option<f32>) -> Self {
        absolute(ColorSpace::Hsl, [h, s, l], a)
    }
    fn from_hwb(h: Option<f32>, w: Option<f32>, b: Option<f32>, a: Option<f32>) -> Self {
        absolute(ColorSpace::Hwb, [h, w, b], a)
    }
    fn from_lab(l: Option<f32>, a: Option<f32>, b: Option<f32>, alpha: Option<f32>) -> Self {
        absolute(ColorSpace::Lab, [l, a, b], alpha)
    }
    fn from_lch(l: Option<f32>, c: Option<f32>, h: Option<f32>, alpha: Option<f32>) -> Self {
        absolute(ColorSpace::Lch, [l, c, h], alpha)
    }
    fn from_oklab(l: Option<f32>, a: Option<f32>, b: Option<f32>, alpha: Option<f32>) -> Self {
        absolute(ColorSpace::Oklab, [l, a, b], alpha)
    }
    fn from_oklch(l: Option<f32>, c: Option<f32>, h: Option<f32>, alpha: Option<f32>) -> Self {
        absolute(ColorSpace::Oklch, [l, c, h], alpha)
    }
    fn from_color_function(
        space: PredefinedColorSpace,
        c1: Option<f32>,
        c2: Option<f32>,
        c3: Option<f32>,
        alpha: Option<f32>,
    ) -> Self {
        let space = match space {
            PredefinedColorSpace::Srgb => ColorSpace::ColorSrgb,
            PredefinedColorSpace::SrgbLinear => ColorSpace::SrgbLinear,
            PredefinedColorSpace::DisplayP3 => ColorSpace::DisplayP3,
            PredefinedColorSpace::DisplayP3Linear => ColorSpace::DisplayP3Linear,
            PredefinedColorSpace::A98Rgb => ColorSpace::A98Rgb,
            PredefinedColorSpace::ProphotoRgb => ColorSpace::ProphotoRgb,
            PredefinedColorSpace::Rec2020 => ColorSpace::Rec2020,
            PredefinedColorSpace::XyzD50 => ColorSpace::XyzD50,
            PredefinedColorSpace::XyzD65 => ColorSpace::XyzD65,
        };
        absolute(space, [c1, c2, c3], alpha)
    }
}

/// cssparser-color's parser, with two additions: in the modern syntax of
/// `hsl()` and `hwb()` (no commas), CSS Color 4 takes a `<number>` where a
/// `<percentage>` is (`hsl(120 50 50)`), which cssparser-color does not; and
/// it keeps the furthest byte it read, since cssparser's errors carry no
/// location.
struct Reader {
    /// Whether the function being read is `hsl()` / `hwb()` in the modern
    /// syntax.
    modern_hsl_hwb: bool,
    /// The furthest byte offset read: the start of a component that failed,
    /// or the end of the last one read.
    furthest: Cell<usize>,
}

impl Reader {
    fn reach(&self, at: usize) {
        if at > self.furthest.get() {
            self.furthest.set(at);
        }
    }

    /// Reads one token with `f`, noting where it starts and ends.
    fn token<T>(
        &self,
        input: &mut Parser,
        f: impl FnOnce(&Token<'_>) -> Option<T>,
    ) -> Result<T, ParseError<()>> {
        input.skip_whitespace();
        self.reach(input.position().byte_index());
        let value = f(input.next()?).ok_or_else(ParseError::unexpected_token)?;
        self.reach(input.position().byte_index());
        Ok(value)
    }
}

impl ColorParser<'_> for Reader {
    type Output = Read;
    type Error = ();

    fn parse_percentage(&self, input: &mut Parser) -> Result<f32, ParseError<()>> {
        let modern = self.modern_hsl_hwb;
        self.token(input, |t| match *t {
            Token::Percentage { unit_value, .. } => Some(unit_value),
            Token::Number { value, .. } if modern => Some(value / 100.0),
            _ => None,
        })
    }

    fn parse_number(&self, input: &mut Parser) -> Result<f32, ParseError<()>> {
        self.token(input, |t| match *t {
            Token::Number { value, .. } => Some(value),
            _ => None,
        })
    }

    fn parse_angle_or_number(&self, input: &mut Parser) -> Result<AngleOrNumber, ParseError<()>> {
        self.token(input, |t| match *t {
            Token::Number { value, .. } => Some(AngleOrNumber::Number { value }),
            Token::Dimension {
                value, ref unit, ..
            } => {
                let degrees = if unit.eq_ignore_ascii_case("deg") {
                    value
                } else if unit.eq_ignore_ascii_case("grad") {
                    value * 360. / 400.
                } else if unit.eq_ignore_ascii_case("rad") {
                    value * 360. / (2. * core::f32::consts::PI)
                } else if unit.eq_ignore_ascii_case("turn") {
                    value * 360.
                } else {
                    return None;
                };
                Some(AngleOrNumber::Angle { degrees })
            }
            _ => None,
        })
    }

    fn parse_number_or_percentage(
        &self,
        input: &mut Parser,
    ) -> Result<NumberOrPercentage, ParseError<()>> {
        self.token(input, |t| match *t {
            Token::Number { value, .. } => Some(NumberOrPercentage::Number { value }),
            Token::Percentage { unit_value, .. } => {
                Some(NumberOrPercentage::Percentage { unit_value })
            }
            _ => None,
        })
    }
}

/// What the first token of a value says about how to read it.
enum Lead {
    /// An identifier that is a system color.
    System(&'static str),
    /// A function (or `from` keyword inside one) this crate does not read.
    NotChecked,
    /// `hsl()`, `hsla()` or `hwb()` without a comma at the top of its
    /// arguments.
    ModernHslHwb,
    /// Anything else: cssparser-color reads it.
    Other,
}

fn is_not_checked(name: &str) -> bool {
    NOT_CHECKED_FUNCTIONS
        .iter()
        .any(|f| f.eq_ignore_ascii_case(name))
}

/// The functions cssparser-color reads.
fn is_color_function(name: &str) -> bool {
    [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]
    .iter()
    .any(|f| f.eq_ignore_ascii_case(name))
}

/// Looks at the value's first token (and, for a function, its arguments)
/// without consuming anything.
fn lead(p: &mut Parser<'_>) -> Lead {
    let state = p.state();
    let lead = match p.next() {
        Ok(Token::Ident(name)) => match system_color(name) {
            Some(n) => Lead::System(n),
            None => Lead::Other,
        },
        Ok(Token::Function(name)) => {
            let name = name.clone();
            if is_not_checked(&name) {
                Lead::NotChecked
            } else {
                let hsl_hwb = ["hsl", "hsla", "hwb"]
                    .iter()
                    .any(|f| f.eq_ignore_ascii_case(&name));
                let scan: Result<(bool, bool), ParseError<()>> = p.parse_nested_block(|args| {
                    let (mut from, mut comma, mut first) = (false, false, true);
                    while let Ok(t) = args.next() {
                        match t {
                            Token::Ident(id) if first && id.eq_ignore_ascii_case("from") => {
                                from = true
                            }
                            Token::Function(f) if is_not_checked(f) => from = true,
                            Token::Comma => comma = true,
                            _ => {}
                        }
                        first = false;
                    }
                    Ok((from, comma))
                });
                match scan {
                    Ok((true, _)) => Lead::NotChecked,
                    Ok((false, false)) if hsl_hwb => Lead::ModernHslHwb,
                    _ => Lead::Other,
                }
            }
        }
        _ => Lead::Other,
    };
    p.reset(&state);
    lead
}

/// The offset of the next token at or after `at` (a token boundary): CSS
/// whitespace and comments skipped, as cssparser's tokenizer skips them.
fn next_token_at(input: &str, at: usize) -> usize {
    let Some(rest) = input.get(at..) else {
        return input.len();
    };
    let mut p = Parser::new(rest);
    p.skip_whitespace();
    at + p.position().byte_index()
}

/// [Parse a CSS color value](https://drafts.csswg.org/css-color/#parse-a-css-color-value)
/// without an element: the value, with CSS whitespace and comments allowed
/// around it, must be one `<color>`.
///
/// # Errors
///
/// [`CssColorProblem::NotAColor`] at the first token that does not fit
/// (trailing input included: `#fff;` fails at `;`);
/// [`CssColorProblem::NotChecked`] (a warning) at the start of a CSS Color 5
/// function, relative color or math function.
///
/// # Examples
///
/// ```
/// use html_microsyntax::css_color::{parse_css_color, CssColor};
/// assert!(matches!(parse_css_color(" #FFA500 "), Ok(CssColor::Absolute(_))));
/// assert_eq!(parse_css_color("Canvas"), Ok(CssColor::System("Canvas")));
/// assert_eq!(parse_css_color("currentColor"), Ok(CssColor::CurrentColor));
/// let err = parse_css_color("rgb(1 2 x)").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("not_a_css_color", 8));
/// assert_eq!(parse_css_color("#fff;").unwrap_err().offset(), 4);
/// ```
pub fn parse_css_color(input: &str) -> Result<CssColor, Error> {
    let mut p = Parser::new(input);
    let furthest = Cell::new(0usize);
    let not_checked = Cell::new(None::<usize>);
    let result: Result<CssColor, ParseError<()>> = p.parse_entirely(|p| {
        p.skip_whitespace();
        let here = p.position().byte_index();
        let modern_hsl_hwb = match lead(p) {
            Lead::System(name) => {
                p.next()?;
                furthest.set(p.position().byte_index());
                return Ok(CssColor::System(name));
            }
            Lead::NotChecked => {
                not_checked.set(Some(here));
                return Err(ParseError::unexpected_token());
            }
            Lead::ModernHslHwb => true,
            Lead::Other => false,
        };
        // In a color function, a failure is at least at its first argument.
        let state = p.state();
        let start = match p.next() {
            Ok(Token::Function(name)) if is_color_function(name) => p.position().byte_index(),
            _ => here,
        };
        p.reset(&state);
        let reader = Reader {
            modern_hsl_hwb,
            furthest: Cell::new(start),
        };
        let color = parse_color_with(&reader, p);
        furthest.set(reader.furthest.get());
        let color = color?;
        furthest.set(p.position().byte_index());
        Ok(color.0)
    });
    match (result, not_checked.get()) {
        (Ok(color), _) => Ok(color),
        (Err(_), Some(at)) => Err(Error::new(CssColorProblem::NotChecked.into(), input, at)),
        (Err(_), None) => {
            let at = next_token_at(input, furthest.get());
            Err(Error::new(CssColorProblem::NotAColor.into(), input, at))
        }
    }
}

/// Whether `input` is a CSS color (the conformance requirement on
/// `<input type=color value>`: the value, if not empty, is a CSS color):
/// [`parse_css_color`] succeeds.
///
/// # Errors
///
/// Those of [`parse_css_color`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::css_color::validate_css_color;
/// assert!(validate_css_color("rgb(0 0 0 / 50%)").is_ok());
/// assert_eq!(validate_css_color("inherit").unwrap_err().kind().code(), "not_a_css_color");
/// ```
pub fn validate_css_color(input: &str) -> Result<CssColor, Error> {
    parse_css_color(input)
}

/// Whether [`validate_css_color`] finds no error in `input`. A value this
/// crate does not read (CSS Color 5, [`CssColorProblem::NotChecked`]) is a
/// warning and so valid (severity decides).
///
/// # Examples
///
/// ```
/// use html_microsyntax::css_color::is_valid_css_color;
/// assert!(is_valid_css_color("#abcd"));
/// assert!(is_valid_css_color("hsl(120 50 50)"));
/// assert!(!is_valid_css_color("#abcde"));
/// assert!(is_valid_css_color("color-mix(in srgb, red, blue)")); // not read: a warning
/// ```
pub fn is_valid_css_color(input: &str) -> bool {
    crate::base::valid::no_error(&parse_css_color(input))
}

impl CssColor {
    /// The color without a context: `currentcolor` is the initial value of
    /// the `color` property, `CanvasText` (opaque black in the light
    /// scheme), and a system color takes this crate's light palette (the
    /// user agent's choice; see the module docs).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::css_color::{parse_css_color, ColorSpace};
    /// let c = parse_css_color("currentcolor").unwrap().resolve();
    /// assert_eq!((c.space, c.components, c.alpha), (ColorSpace::Srgb, [Some(0.0); 3], Some(1.0)));
    /// ```
    pub fn resolve(self) -> AbsoluteColor {
        match self {
            CssColor::Absolute(c) => c,
            CssColor::CurrentColor => palette("CanvasText"),
            CssColor::System(name) => {
                let mapped = SYSTEM_COLORS
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map_or("CanvasText", |(_, m)| *m);
                palette(mapped)
            }
        }
    }
}

fn palette(name: &str) -> AbsoluteColor {
    let [r, g, b] = SYSTEM_PALETTE
        .iter()
        .find(|(n, _)| *n == name)
        .map_or([0, 0, 0], |(_, rgb)| *rgb);
    let unit = |v: u8| Some(f64::from(v) / 255.0);
    AbsoluteColor {
        space: ColorSpace::Srgb,
        components: [unit(r), unit(g), unit(b)],
        alpha: Some(1.0),
    }
}

// Section 18 of CSS Color 4: the conversion matrices, white points and
// transfer functions.

type Matrix = [[f64; 3]; 3];

fn mul(m: &Matrix, v: [f64; 3]) -> [f64; 3] {
    let row = |r: &[f64; 3]| r[0] * v[0] + r[1] * v[1] + r[2] * v[2];
    [row(&m[0]), row(&m[1]), row(&m[2])]
}

#[rustfmt::skip]
const LIN_SRGB_TO_XYZ: Matrix = [
    [506752.0 / 1228815.0, 87881.0 / 245763.0,  12673.0 / 70218.0],
    [87098.0 / 409605.0,   175762.0 / 245763.0, 12673.0 / 175545.0],
    [7918.0 / 409605.0,    87881.0 / 737289.0,  1001167.0 / 1053270.0],
];
#[rustfmt::skip]
const XYZ_TO_LIN_SRGB: Matrix = [
    [12831.0 / 3959.0,     -329.0 / 214.0,       -1974.0 / 3959.0],
    [-851781.0 / 878810.0, 1648619.0 / 878810.0, 36519.0 / 878810.0],
    [705.0 / 12673.0,      -2585.0 / 12673.0,    705.0 / 667.0],
];
#[rustfmt::skip]
const LIN_P3_TO_XYZ: Matrix = [
    [608311.0 / 1250200.0, 189793.0 / 714400.0, 198249.0 / 1000160.0],
    [35783.0 / 156275.0,   247089.0 / 357200.0, 198249.0 / 2500400.0],
    [0.0,                  32229.0 / 714400.0,  5220557.0 / 5000800.0],
];
#[rustfmt::skip]
const XYZ_TO_LIN_P3: Matrix = [
    [446124.0 / 178915.0, -333277.0 / 357830.0, -72051.0 / 178915.0],
    [-14852.0 / 17905.0,  63121.0 / 35810.0,    423.0 / 17905.0],
    [11844.0 / 330415.0,  -50337.0 / 660830.0,  316169.0 / 330415.0],
];
#[rustfmt::skip]
const LIN_A98_TO_XYZ: Matrix = [
    [573536.0 / 994567.0,  263643.0 / 1420810.0,  187206.0 / 994567.0],
    [591459.0 / 1989134.0, 6239551.0 / 9945670.0, 374412.0 / 4972835.0],
    [53769.0 / 1989134.0,  351524.0 / 4972835.0,  4929758.0 / 4972835.0],
];
/// D50.
#[rustfmt::skip]
const LIN_PROPHOTO_TO_XYZ: Matrix = [
    [0.797_766_644_900_642_3, 0.135_181_297_400_533_08, 0.031_347_734_128_392_2],
    [0.288_074_828_819_401_3, 0.711_835_234_241_873,    0.000_089_936_938_725_64],
    [0.0,                     0.0,                      0.825_104_602_510_460_2],
];
#[rustfmt::skip]
const LIN_REC2020_TO_XYZ: Matrix = [
    [63426534.0 / 99577255.0, 20160776.0 / 139408157.0,  47086771.0 / 278816314.0],
    [26158966.0 / 99577255.0, 472592308.0 / 697040785.0, 8267143.0 / 139408157.0],
    [0.0,                     19567812.0 / 697040785.0,  295819943.0 / 278816314.0],
];
/// Bradford chromatic adaptation from D50 to D65.
#[rustfmt::skip]
const D50_TO_D65: Matrix = [
    [0.955_473_421_488_075,     -0.023_098_454_948_764_71,  0.063_259_243_200_570_72],
    [-0.028_369_709_333_863_7,  1.009_995_398_081_304_1,    0.021_041_441_191_917_323],
    [0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124],
];
#[rustfmt::skip]
const OKLAB_TO_LMS: Matrix = [
    [1.0, 0.396_337_777_376_174_9,  0.215_803_757_309_913_6],
    [1.0, -0.105_561_345_815_658_6, -0.063_854_172_825_813_3],
    [1.0, -0.089_484_177_529_811_9, -1.291_485_548_019_409_2],
];
#[rustfmt::skip]
const LMS_TO_XYZ: Matrix = [
    [1.226_879_875_845_924_3,  -0.557_814_994_460_217_1, 0.281_391_045_665_964_7],
    [-0.040_575_745_214_800_8, 1.112_286_803_280_317,    -0.071_711_058_065_516_4],
    [-0.076_372_936_674_660_1, -0.421_493_332_402_243_2, 1.586_924_019_836_781_6],
];
const D50_WHITE: [f64; 3] = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585];

/// The sRGB transfer function, inverted (also display-p3's).
fn srgb_to_linear(c: f64) -> f64 {
    let a = c.abs();
    if a <= 0.04045 {
        c / 12.92
    } else {
        c.signum() * ((a + 0.055) / 1.055).powf(2.4)
    }
}

/// The sRGB transfer function (also display-p3's).
fn linear_to_srgb(c: f64) -> f64 {
    let a = c.abs();
    if a > 0.003_130_8 {
        c.signum() * (1.055 * a.powf(1.0 / 2.4) - 0.055)
    } else {
        12.92 * c
    }
}

fn a98_to_linear(c: f64) -> f64 {
    c.signum() * c.abs().powf(563.0 / 256.0)
}

fn prophoto_to_linear(c: f64) -> f64 {
    let a = c.abs();
    if a <= 16.0 / 512.0 {
        c / 16.0
    } else {
        c.signum() * a.powf(1.8)
    }
}

fn rec2020_to_linear(c: f64) -> f64 {
    const ALPHA: f64 = 1.099_296_826_809_44;
    const BETA: f64 = 0.018_053_968_510_807;
    let a = c.abs();
    if a < BETA * 4.5 {
        c / 4.5
    } else {
        c.signum() * ((a + ALPHA - 1.0) / ALPHA).powf(1.0 / 0.45)
    }
}

/// `hsl()` to sRGB (hue in degrees, saturation and lightness in 0..=1).
fn hsl_to_srgb(h: f64, s: f64, l: f64) -> [f64; 3] {
    let h = h.rem_euclid(360.0);
    let f = |n: f64| {
        let k = (n + h / 30.0) % 12.0;
        let a = s * l.min(1.0 - l);
        l - a * (k - 3.0).min(9.0 - k).clamp(-1.0, 1.0)
    };
    [f(0.0), f(8.0), f(4.0)]
}

/// `hwb()` to sRGB.
fn hwb_to_srgb(h: f64, w: f64, b: f64) -> [f64; 3] {
    if w + b >= 1.0 {
        let gray = w / (w + b);
        return [gray; 3];
    }
    let rgb = hsl_to_srgb(h, 1.0, 0.5);
    rgb.map(|c| c * (1.0 - w - b) + w)
}

/// CIE Lab (D50) to XYZ (D50).
fn lab_to_xyz_d50(l: f64, a: f64, b: f64) -> [f64; 3] {
    const KAPPA: f64 = 24389.0 / 27.0;
    const EPSILON: f64 = 216.0 / 24389.0;
    let f1 = (l + 16.0) / 116.0;
    let f0 = a / 500.0 + f1;
    let f2 = f1 - b / 200.0;
    let x = if f0.powi(3) > EPSILON {
        f0.powi(3)
    } else {
        (116.0 * f0 - 16.0) / KAPPA
    };
    let y = if l > KAPPA * EPSILON {
        ((l + 16.0) / 116.0).powi(3)
    } else {
        l / KAPPA
    };
    let z = if f2.powi(3) > EPSILON {
        f2.powi(3)
    } else {
        (116.0 * f2 - 16.0) / KAPPA
    };
    [x * D50_WHITE[0], y * D50_WHITE[1], z * D50_WHITE[2]]
}

/// Polar (lightness, chroma, hue in degrees) to rectangular.
fn polar(l: f64, c: f64, h: f64) -> [f64; 3] {
    let r = h.to_radians();
    [l, c * r.cos(), c * r.sin()]
}

fn oklab_to_xyz_d65(lab: [f64; 3]) -> [f64; 3] {
    let lms = mul(&OKLAB_TO_LMS, lab).map(|v| v * v * v);
    mul(&LMS_TO_XYZ, lms)
}

impl AbsoluteColor {
    /// The components, missing ones as zero.
    fn values(&self) -> [f64; 3] {
        self.components.map(|c| c.unwrap_or(0.0))
    }

    /// The alpha, a missing one as zero, clamped to 0..=1.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::css_color::{parse_css_color, CssColor};
    /// let c = parse_css_color("rgb(0 0 0 / none)").unwrap().resolve();
    /// assert_eq!(c.alpha(), 0.0);
    /// ```
    pub fn alpha(&self) -> f64 {
        let a = self.alpha.unwrap_or(0.0);
        if a.is_nan() {
            0.0
        } else {
            a.clamp(0.0, 1.0)
        }
    }

    /// The color in CIE XYZ with the D65 white point.
    fn to_xyz_d65(self) -> [f64; 3] {
        let [a, b, c] = self.values();
        let srgb = |rgb: [f64; 3]| mul(&LIN_SRGB_TO_XYZ, rgb.map(srgb_to_linear));
        match self.space {
            ColorSpace::Srgb | ColorSpace::ColorSrgb => srgb([a, b, c]),
            ColorSpace::Hsl => srgb(hsl_to_srgb(a, b, c)),
            ColorSpace::Hwb => srgb(hwb_to_srgb(a, b, c)),
            ColorSpace::Lab => mul(&D50_TO_D65, lab_to_xyz_d50(a, b, c)),
            ColorSpace::Lch => {
                let [l, x, y] = polar(a, b, c);
                mul(&D50_TO_D65, lab_to_xyz_d50(l, x, y))
            }
            ColorSpace::Oklab => oklab_to_xyz_d65([a, b, c]),
            ColorSpace::Oklch => oklab_to_xyz_d65(polar(a, b, c)),
            ColorSpace::SrgbLinear => mul(&LIN_SRGB_TO_XYZ, [a, b, c]),
            ColorSpace::DisplayP3 => mul(&LIN_P3_TO_XYZ, [a, b, c].map(srgb_to_linear)),
            ColorSpace::DisplayP3Linear => mul(&LIN_P3_TO_XYZ, [a, b, c]),
            ColorSpace::A98Rgb => mul(&LIN_A98_TO_XYZ, [a, b, c].map(a98_to_linear)),
            ColorSpace::ProphotoRgb => mul(
                &D50_TO_D65,
                mul(&LIN_PROPHOTO_TO_XYZ, [a, b, c].map(prophoto_to_linear)),
            ),
            ColorSpace::Rec2020 => mul(&LIN_REC2020_TO_XYZ, [a, b, c].map(rec2020_to_linear)),
            ColorSpace::XyzD50 => mul(&D50_TO_D65, [a, b, c]),
            ColorSpace::XyzD65 => [a, b, c],
        }
    }

    /// The color [converted](https://drafts.csswg.org/css-color-4/#color-conversion)
    /// to `srgb`: red, green and blue, not clipped (an out-of-gamut color
    /// has components outside 0..=1).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::css_color::parse_css_color;
    /// let [r, g, b] = parse_css_color("hsl(120deg 100% 25%)").unwrap().resolve().to_srgb();
    /// assert!((r, (g - 0.5).abs() < 1e-9, b) == (0.0, true, 0.0));
    /// ```
    pub fn to_srgb(self) -> [f64; 3] {
        match self.space {
            // Already sRGB: no round trip through XYZ.
            ColorSpace::Srgb | ColorSpace::ColorSrgb => self.values(),
            ColorSpace::Hsl => {
                let [h, s, l] = self.values();
                hsl_to_srgb(h, s, l)
            }
            ColorSpace::Hwb => {
                let [h, w, b] = self.values();
                hwb_to_srgb(h, w, b)
            }
            _ => mul(&XYZ_TO_LIN_SRGB, self.to_xyz_d65()).map(linear_to_srgb),
        }
    }

    /// The color converted to `display-p3`, not clipped.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::css_color::parse_css_color;
    /// let [r, g, b] = parse_css_color("white").unwrap().resolve().to_display_p3();
    /// assert!((r - 1.0).abs() < 1e-9 && (g - 1.0).abs() < 1e-9 && (b - 1.0).abs() < 1e-9);
    /// ```
    pub fn to_display_p3(self) -> [f64; 3] {
        match self.space {
            ColorSpace::DisplayP3 => self.values(),
            _ => mul(&XYZ_TO_LIN_P3, self.to_xyz_d65()).map(linear_to_srgb),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: [f64; 3], b: [f64; 3], eps: f64) -> bool {
        a.iter().zip(b.iter()).all(|(x, y)| (x - y).abs() < eps)
    }

    #[test]
    fn conversions_against_css_color_4_examples() {
        // CSS Color 4 gives sRGB red as lab(54.29 80.82 69.91) (D50) and
        // oklab(0.628 0.2249 0.1258); both come back to red within 0.01.
        let red = [1.0, 0.0, 0.0];
        for v in [
            "lab(54.29 80.82 69.91)",
            "oklab(0.62796 0.22486 0.12585)",
            "color(xyz-d65 0.41239 0.21264 0.01933)",
        ] {
            let c = parse_css_color(v).unwrap().resolve().to_srgb();
            assert!(close(c, red, 0.01), "{v}: {c:?}");
        }
        // A grey keeps its value through display-p3 (same white and curve).
        let c = parse_css_color("rgb(1 1 1)")
            .unwrap()
            .resolve()
            .to_display_p3();
        assert!(close(c, [1.0 / 255.0; 3], 1e-9), "{c:?}");
        // sRGB -> XYZ -> sRGB round trips (the components are read as f32).
        let c = parse_css_color("color(srgb-linear 0.2 0.4 0.6)")
            .unwrap()
            .resolve()
            .to_srgb();
        let back = [0.2f64, 0.4, 0.6].map(linear_to_srgb);
        assert!(close(c, back, 1e-6), "{c:?}");
    }

    #[test]
    fn next_tokens() {
        assert_eq!(next_token_at(" /* x */ a", 0), 9);
        assert_eq!(next_token_at("a /* open", 1), 9);
        assert_eq!(next_token_at("ab", 5), 2);
        // CSS whitespace (FF, CR LF) and comments back to back.
        assert_eq!(next_token_at("a\u{c}\r\n/**//* */ b", 1), 14);
    }
}
