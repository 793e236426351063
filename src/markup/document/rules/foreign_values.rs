//! The values of SVG and MathML attributes whose syntax SVG 2 and MathML
//! Core give simply: `viewBox`, `preserveAspectRatio`, the enumerated
//! attributes, numbers, lengths and percentages, MathML's booleans,
//! `scriptlevel`, `display`, `dir`, `mathvariant`, `columnspan`,
//! `rowspan` and colors.
//!
//! SVG's keywords are case-sensitive (as engines read them); MathML Core's
//! are ASCII case-insensitive ("an ASCII case-insensitive match to").
//! A value that starts with a CSS function (`calc(`, `var(`, …) is not
//! checked.

/// Why a value is outside its syntax: where, what was expected, a fix in
/// words, the definition, and whether it is a `viewBox`'s negative size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ValueProblem {
    /// The byte offset in the value.
    pub(super) offset: usize,
    /// What the value must be, as the end of "`x` on `y` must be …": a
    /// row of [`EXPECTED`].
    pub(super) expected: &'static str,
    /// A fix in words: a row of [`HINTS`].
    pub(super) help: Option<&'static str>,
    /// The definition's URL.
    pub(super) spec: &'static str,
    /// A `viewBox` whose width or height is negative.
    pub(super) negative_size: bool,
}

/// `viewBox`'s.
const VIEW_BOX_SYNTAX: &str =
    "four numbers (min-x, min-y, width, height) separated by spaces or commas";

/// `preserveAspectRatio`'s.
const ALIGNMENT: &str = "an alignment (`none`, `xMidYMid`, …) and optionally `meet` or `slice`";

/// `pathLength`'s.
const NON_NEGATIVE_NUMBER: &str = "a non-negative number";

/// An SVG enumerated attribute's.
const SVG_KEYWORD: &str = "one of its keywords (case-sensitive)";

/// `crossorigin`'s.
const CORS_SETTING: &str = "\"anonymous\" or \"use-credentials\"";

/// A length's.
const LENGTH_PERCENTAGE: &str = "a length or a percentage";

/// A MathML Core boolean's.
const BOOLEAN: &str = "`true` or `false`";

/// `display`'s.
const DISPLAY: &str = "`block` or `inline`";

/// `dir`'s.
const DIR: &str = "`ltr` or `rtl`";

/// `mathvariant`'s.
const MATHVARIANT: &str = "`normal`";

/// `form`'s.
const FORM: &str = "`prefix`, `infix` or `postfix`";

/// `scriptlevel`'s.
const SCRIPTLEVEL: &str = "an integer (`+1`, `-1`, `0`)";

/// `columnspan`'s and `rowspan`'s.
const SPAN: &str = "a valid non-negative integer (greater than zero for `columnspan`)";

/// `mathcolor`'s and `mathbackground`'s.
const COLOR: &str = "a CSS color";

/// What values must be, each as the end of "`x` on `y` must be …" (a
/// finding's `expected`).
pub(super) static EXPECTED: [&str; 14] = [
    VIEW_BOX_SYNTAX,
    ALIGNMENT,
    NON_NEGATIVE_NUMBER,
    SVG_KEYWORD,
    CORS_SETTING,
    LENGTH_PERCENTAGE,
    BOOLEAN,
    DISPLAY,
    DIR,
    MATHVARIANT,
    FORM,
    SCRIPTLEVEL,
    SPAN,
    COLOR,
];

/// An SVG keyword in another case.
const CASE_SENSITIVE: &str = "SVG keywords are case-sensitive";

/// A MathML length that is not a CSS one.
const CSS_LENGTHS: &str = "MathML Core takes CSS lengths (`0.2em`, `1px`, `50%`); named spaces and unitless multiples are MathML 3";

/// The fixes in words a value's problem may carry (a finding's `hint`).
pub(super) static HINTS: [&str; 2] = [CASE_SENSITIVE, CSS_LENGTHS];

/// A problem at `offset`.
fn problem(offset: usize, expected: &'static str, spec: &'static str) -> ValueProblem {
    ValueProblem {
        offset,
        expected,
        help: None,
        spec,
        negative_size: false,
    }
}

/// SVG 2's `viewBox`.
const VIEW_BOX: &str = "https://svgwg.org/svg2-draft/coords.html#ViewBoxAttribute";

/// SVG 2's `preserveAspectRatio`.
const PRESERVE_ASPECT_RATIO: &str =
    "https://svgwg.org/svg2-draft/coords.html#PreserveAspectRatioAttribute";

/// SVG 2's geometry properties (`x`, `width`, `r`, …).
const GEOMETRY: &str = "https://svgwg.org/svg2-draft/geometry.html";

/// SVG 2's attribute index.
const SVG_ATTRIBUTES: &str = "https://svgwg.org/svg2-draft/attindex.html";

/// MathML Core's attributes.
const MATHML: &str = "https://w3c.github.io/mathml-core/#global-attributes";

/// `userSpaceOnUse | objectBoundingBox`.
const UNITS: &[&str] = &["userSpaceOnUse", "objectBoundingBox"];

/// The SVG enumerated attributes: (elements, attribute, keywords), each
/// from the attribute's definition in SVG 2, Filter Effects 1 or SVG
/// Animations.
const SVG_KEYWORDS: &[(&[&str], &str, &[&str])] = &[
    (
        &["linearGradient", "radialGradient"],
        "gradientUnits",
        UNITS,
    ),
    (
        &["linearGradient", "radialGradient"],
        "spreadMethod",
        &["pad", "reflect", "repeat"],
    ),
    (&["pattern"], "patternUnits", UNITS),
    (&["pattern"], "patternContentUnits", UNITS),
    (&["clipPath"], "clipPathUnits", UNITS),
    (&["mask"], "maskUnits", UNITS),
    (&["mask"], "maskContentUnits", UNITS),
    (&["filter"], "filterUnits", UNITS),
    (&["filter"], "primitiveUnits", UNITS),
    (
        &["marker"],
        "markerUnits",
        &["strokeWidth", "userSpaceOnUse"],
    ),
    (
        &["text", "tspan", "textPath"],
        "lengthAdjust",
        &["spacing", "spacingAndGlyphs"],
    ),
    (&["textPath"], "method", &["align", "stretch"]),
    (&["textPath"], "spacing", &["auto", "exact"]),
    (&["textPath"], "side", &["left", "right"]),
    (
        &["feConvolveMatrix", "feGaussianBlur"],
        "edgeMode",
        &["duplicate", "wrap", "none"],
    ),
    (&["feConvolveMatrix"], "preserveAlpha", &["true", "false"]),
    (&["feTurbulence"], "stitchTiles", &["stitch", "noStitch"]),
    (&["feTurbulence"], "type", &["fractalNoise", "turbulence"]),
    (
        &["feColorMatrix"],
        "type",
        &["matrix", "saturate", "hueRotate", "luminanceToAlpha"],
    ),
    (
        &["feFuncR", "feFuncG", "feFuncB", "feFuncA"],
        "type",
        &["identity", "table", "discrete", "linear", "gamma"],
    ),
    (
        &["feComposite"],
        "operator",
        &["over", "in", "out", "atop", "xor", "lighter", "arithmetic"],
    ),
    (&["feMorphology"], "operator", &["erode", "dilate"]),
    (
        &["feDisplacementMap"],
        "xChannelSelector",
        &["R", "G", "B", "A"],
    ),
    (
        &["feDisplacementMap"],
        "yChannelSelector",
        &["R", "G", "B", "A"],
    ),
    (
        &["feBlend"],
        "mode",
        &[
            "normal",
            "multiply",
            "screen",
            "overlay",
            "darken",
            "lighten",
            "color-dodge",
            "color-burn",
            "hard-light",
            "soft-light",
            "difference",
            "exclusion",
            "hue",
            "saturation",
            "color",
            "luminosity",
        ],
    ),
    (&["svg"], "playbackorder", &["forwardonly", "all"]),
    (&["svg"], "timelinebegin", &["onload", "onstart"]),
    (
        &["animate", "animateMotion", "animateTransform"],
        "calcMode",
        &["discrete", "linear", "paced", "spline"],
    ),
    (
        &["animate", "animateMotion", "animateTransform"],
        "additive",
        &["replace", "sum"],
    ),
    (
        &["animate", "animateMotion", "animateTransform"],
        "accumulate",
        &["none", "sum"],
    ),
    (
        &["animate", "animateMotion", "animateTransform", "set"],
        "restart",
        &["always", "whenNotActive", "never"],
    ),
];

/// The elements that have `x`, `y`, `width` and `height`.
const X_Y_WIDTH_HEIGHT: &[&str] = &[
    "svg",
    "rect",
    "image",
    "foreignObject",
    "use",
    "symbol",
    "pattern",
    "mask",
    "filter",
];

/// The `<length-percentage>` geometry attributes: (elements, attributes),
/// and whether `auto` is allowed.
const SVG_LENGTHS: &[(&[&str], &[&str], bool)] = &[
    (X_Y_WIDTH_HEIGHT, &["width", "height"], true),
    (X_Y_WIDTH_HEIGHT, &["x", "y"], false),
    (&["rect", "ellipse"], &["rx", "ry"], true),
    (&["circle", "ellipse"], &["cx", "cy"], false),
    (&["circle"], &["r"], false),
    (
        &["radialGradient"],
        &["cx", "cy", "r", "fx", "fy", "fr"],
        false,
    ),
    (
        &["line", "linearGradient"],
        &["x1", "y1", "x2", "y2"],
        false,
    ),
];

/// Whether `c` separates list items in SVG (`comma-wsp` is built of these).
fn is_wsp(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b'\x0c')
}

/// The length of the SVG number at the start of `s` (sign, digits, an
/// optional fraction, an optional exponent), as engines read it; 0 when
/// there is none.
fn number_len(s: &[u8]) -> usize {
    let mut i = usize::from(matches!(s.first(), Some(b'+' | b'-')));
    let digits = |from: usize| {
        s.get(from..).map_or(0, |rest| {
            rest.iter().take_while(|c| c.is_ascii_digit()).count()
        })
    };
    let int = digits(i);
    i += int;
    let mut frac = 0;
    if s.get(i) == Some(&b'.') {
        frac = digits(i + 1);
        if int == 0 && frac == 0 {
            return 0;
        }
        i += 1 + frac;
    }
    if int == 0 && frac == 0 {
        return 0;
    }
    if matches!(s.get(i), Some(b'e' | b'E')) {
        let sign = usize::from(matches!(s.get(i + 1), Some(b'+' | b'-')));
        let exp = digits(i + 1 + sign);
        if exp > 0 {
            i += 1 + sign + exp;
        }
    }
    i
}

/// `viewBox`: four numbers separated by whitespace and/or a comma; the
/// width and height not negative.
fn view_box(value: &str) -> Result<(), ValueProblem> {
    let s = value.as_bytes();
    let expected = VIEW_BOX_SYNTAX;
    let mut i = s.iter().take_while(|c| is_wsp(**c)).count();
    for n in 0..4 {
        let rest = s.get(i..).unwrap_or_default();
        let len = number_len(rest);
        if len == 0 {
            return Err(problem(i, expected, VIEW_BOX));
        }
        if n >= 2
            && rest.first() == Some(&b'-')
            && rest
                .iter()
                .take(len)
                .take_while(|c| !matches!(c, b'e' | b'E'))
                .any(|c| *c != b'0' && c.is_ascii_digit())
        {
            return Err(ValueProblem {
                offset: i,
                expected,
                // The finding's help is `negative_viewbox_size`'s own.
                help: None,
                spec: VIEW_BOX,
                negative_size: true,
            });
        }
        i += len;
        let wsp = |from: usize| {
            s.get(from..)
                .map_or(0, |r| r.iter().take_while(|c| is_wsp(**c)).count())
        };
        let before = wsp(i);
        i += before;
        if n < 3 {
            if s.get(i) == Some(&b',') {
                i += 1;
                i += wsp(i);
            } else if before == 0 && !matches!(s.get(i), Some(b'-' | b'+' | b'.')) {
                return Err(problem(i, expected, VIEW_BOX));
            }
        }
    }
    if i < s.len() {
        return Err(problem(i, expected, VIEW_BOX));
    }
    Ok(())
}

/// `preserveAspectRatio`: `<align> [<meetOrSlice>]`.
fn preserve_aspect_ratio(value: &str) -> Result<(), ValueProblem> {
    const ALIGN: &[&str] = &[
        "none", "xMinYMin", "xMidYMin", "xMaxYMin", "xMinYMid", "xMidYMid", "xMaxYMid", "xMinYMax",
        "xMidYMax", "xMaxYMax",
    ];
    let expected = ALIGNMENT;
    let mut words = words(value);
    match words.next() {
        Some((_, align)) if ALIGN.contains(&align) => {}
        Some((at, _)) => return Err(problem(at, expected, PRESERVE_ASPECT_RATIO)),
        None => return Err(problem(0, expected, PRESERVE_ASPECT_RATIO)),
    }
    match words.next() {
        None => Ok(()),
        Some((_, "meet" | "slice")) => match words.next() {
            None => Ok(()),
            Some((at, _)) => Err(problem(at, expected, PRESERVE_ASPECT_RATIO)),
        },
        Some((at, _)) => Err(problem(at, expected, PRESERVE_ASPECT_RATIO)),
    }
}

/// The words of `value` between SVG whitespace, with their offsets.
fn words(value: &str) -> impl Iterator<Item = (usize, &str)> {
    value
        .split(|c: char| c.is_ascii() && is_wsp(c as u8))
        .scan(0, |at, word| {
            let start = *at;
            *at += word.len() + 1;
            Some((start, word))
        })
        .filter(|(_, word)| !word.is_empty())
}

/// The CSS length units (CSS Values 4 and 5, Containment 3).
const UNITS_OF_LENGTH: &[&str] = &[
    "cap", "ch", "cm", "cqb", "cqh", "cqi", "cqmax", "cqmin", "cqw", "dvb", "dvh", "dvi", "dvmax",
    "dvmin", "dvw", "em", "ex", "ic", "in", "lh", "lvb", "lvh", "lvi", "lvmax", "lvmin", "lvw",
    "mm", "pc", "pt", "px", "q", "rcap", "rch", "rem", "rex", "ric", "rlh", "svb", "svh", "svi",
    "svmax", "svmin", "svw", "vb", "vh", "vi", "vmax", "vmin", "vw",
];

/// Whether `value` starts with a CSS function (`calc(`, `var(`, …): not
/// checked.
fn is_function(value: &str) -> bool {
    let t = value.trim_start_matches(|c: char| c.is_ascii_whitespace());
    let name = t
        .bytes()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == b'-')
        .count();
    name > 0 && t.as_bytes().get(name) == Some(&b'(')
}

/// A CSS `<length-percentage>` (CSS whitespace around it allowed), a
/// unitless number where `unitless` says so (SVG presentation attributes,
/// or zero in MathML), `auto` where allowed: the offset of the first
/// character that does not fit.
fn length_percentage(value: &str, unitless: bool, auto: bool) -> Result<(), usize> {
    let lead = value.len()
        - value
            .trim_start_matches(|c: char| c.is_ascii_whitespace())
            .len();
    let t = value.trim_matches(|c: char| c.is_ascii_whitespace());
    if auto && t.eq_ignore_ascii_case("auto") {
        return Ok(());
    }
    let len = number_len(t.as_bytes());
    // CSS has no "1." number: a dot needs digits after it.
    if len == 0 || t.as_bytes().get(len.saturating_sub(1)) == Some(&b'.') {
        return Err(lead);
    }
    let unit = t.get(len..).unwrap_or_default();
    if unit == "%" || UNITS_OF_LENGTH.iter().any(|u| u.eq_ignore_ascii_case(unit)) {
        return Ok(());
    }
    let zero = t
        .get(..len)
        .is_some_and(|n| n.bytes().all(|c| matches!(c, b'0' | b'.' | b'+' | b'-')));
    if unit.is_empty() && (unitless || zero) {
        return Ok(());
    }
    Err(lead + len)
}

/// The problems of an SVG attribute's value, by its element and its
/// (adjusted) name.
pub(super) fn check_svg_value(element: &str, name: &str, value: &str) -> Result<(), ValueProblem> {
    match name {
        "viewBox" => return view_box(value),
        "preserveAspectRatio" => return preserve_aspect_ratio(value),
        "pathLength" => {
            let t = value.trim_matches(|c: char| c.is_ascii() && is_wsp(c as u8));
            let len = number_len(t.as_bytes());
            let lead = value.len()
                - value
                    .trim_start_matches(|c: char| c.is_ascii() && is_wsp(c as u8))
                    .len();
            if len == 0 || len != t.len() || t.starts_with('-') {
                return Err(problem(
                    lead + if t.starts_with('-') { 0 } else { len },
                    NON_NEGATIVE_NUMBER,
                    "https://svgwg.org/svg2-draft/paths.html#PathLengthAttribute",
                ));
            }
            return Ok(());
        }
        _ => {}
    }
    for (elements, attribute, keywords) in SVG_KEYWORDS {
        if *attribute == name && elements.contains(&element) {
            if keywords.contains(&value) {
                return Ok(());
            }
            let mut found = problem(0, SVG_KEYWORD, SVG_ATTRIBUTES);
            found.help = keywords
                .iter()
                .find(|k| k.eq_ignore_ascii_case(value))
                .map(|_| CASE_SENSITIVE);
            return Err(found);
        }
    }
    if name == "crossorigin" && matches!(element, "image" | "feImage") {
        let ok = ["", "anonymous", "use-credentials"]
            .iter()
            .any(|k| k.eq_ignore_ascii_case(value));
        return match ok {
            true => Ok(()),
            false => Err(problem(
                0,
                CORS_SETTING,
                "https://html.spec.whatwg.org/multipage/urls-and-fetching.html#cors-settings-attributes",
            )),
        };
    }
    for (elements, attributes, auto) in SVG_LENGTHS {
        if attributes.contains(&name) && elements.contains(&element) {
            if is_function(value) {
                return Ok(());
            }
            // A presentation attribute also takes the CSS-wide keywords.
            let t = value.trim_matches(|c: char| c.is_ascii_whitespace());
            if ["inherit", "initial", "unset", "revert", "revert-layer"]
                .iter()
                .any(|k| k.eq_ignore_ascii_case(t))
            {
                return Ok(());
            }
            return length_percentage(value, true, *auto)
                .map_err(|at| problem(at, LENGTH_PERCENTAGE, GEOMETRY));
        }
    }
    Ok(())
}

/// A MathML Core boolean: `true` or `false`, ASCII case-insensitive.
fn boolean(value: &str) -> Result<(), ValueProblem> {
    match value.eq_ignore_ascii_case("true") || value.eq_ignore_ascii_case("false") {
        true => Ok(()),
        false => Err(problem(
            0,
            BOOLEAN,
            "https://w3c.github.io/mathml-core/#dfn-boolean",
        )),
    }
}

/// One of `keywords`, ASCII case-insensitive.
fn keyword(
    value: &str,
    keywords: &[&str],
    expected: &'static str,
    spec: &'static str,
) -> Result<(), ValueProblem> {
    match keywords.iter().any(|k| k.eq_ignore_ascii_case(value)) {
        true => Ok(()),
        false => Err(problem(0, expected, spec)),
    }
}

/// The problems of a MathML attribute's value, by its element and name.
pub(super) fn check_mathml_value(
    element: &str,
    name: &str,
    value: &str,
) -> Result<(), ValueProblem> {
    let length = |spec: &'static str| {
        if is_function(value) {
            return Ok(());
        }
        length_percentage(value, false, false).map_err(|at| ValueProblem {
            help: Some(CSS_LENGTHS),
            ..problem(at, LENGTH_PERCENTAGE, spec)
        })
    };
    match (element, name) {
        ("math", "display") => keyword(
            value,
            &["block", "inline"],
            DISPLAY,
            "https://w3c.github.io/mathml-core/#dfn-display",
        ),
        (_, "dir") => keyword(
            value,
            &["ltr", "rtl"],
            DIR,
            "https://w3c.github.io/mathml-core/#dfn-dir",
        ),
        ("mi", "mathvariant") => keyword(
            value,
            &["normal"],
            MATHVARIANT,
            "https://w3c.github.io/mathml-core/#dfn-mathvariant",
        ),
        ("mo", "form") => keyword(
            value,
            &["prefix", "infix", "postfix"],
            FORM,
            "https://w3c.github.io/mathml-core/#dfn-form",
        ),
        (
            _,
            "displaystyle" | "fence" | "separator" | "stretchy" | "symmetric" | "largeop"
            | "movablelimits" | "accent" | "accentunder",
        ) => boolean(value),
        (_, "scriptlevel") => {
            let digits = value.strip_prefix(['+', '-']).unwrap_or(value);
            match !digits.is_empty() && digits.bytes().all(|c| c.is_ascii_digit()) {
                true => Ok(()),
                false => Err(problem(
                    0,
                    SCRIPTLEVEL,
                    "https://w3c.github.io/mathml-core/#dfn-scriptlevel",
                )),
            }
        }
        ("mtd", "columnspan" | "rowspan") => {
            let ok = !value.is_empty()
                && value.bytes().all(|c| c.is_ascii_digit())
                && (name == "rowspan" || value.bytes().any(|c| c != b'0'));
            match ok {
                true => Ok(()),
                false => Err(problem(
                    0,
                    SPAN,
                    "https://w3c.github.io/mathml-core/#tables",
                )),
            }
        }
        (_, "mathsize") => length(MATHML),
        ("mo", "lspace" | "rspace" | "minsize" | "maxsize") => {
            length("https://w3c.github.io/mathml-core/#dictionary-based-attributes")
        }
        ("mspace" | "mpadded", "width" | "height" | "depth" | "lspace" | "voffset") => {
            length("https://w3c.github.io/mathml-core/#space-mspace")
        }
        ("mfrac", "linethickness") => length("https://w3c.github.io/mathml-core/#fractions-mfrac"),
        (_, "mathcolor" | "mathbackground") => match crate::css_color::validate_css_color(value) {
            Err(e) if e.kind().severity() == crate::base::error::Severity::Error => Err(problem(
                e.offset(),
                COLOR,
                "https://w3c.github.io/mathml-core/#legacy-mathml-style-attributes",
            )),
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn view_boxes() {
        for ok in [
            "0 0 24 24",
            " 0,0,24,24 ",
            "0 0 0 0",
            "-1-1 2 2",
            "0 0 1e2 .5",
            "0,0 , 1 ,1",
        ] {
            assert_eq!(view_box(ok), Ok(()), "{ok}");
        }
        let at = |v: &str| view_box(v).map_err(|p| (p.offset, p.negative_size));
        assert_eq!(at("0 0 -1 1"), Err((4, true)));
        assert_eq!(at("0 0 1 -2"), Err((6, true)));
        assert_eq!(at("0 0 24"), Err((6, false)));
        assert_eq!(at("0 0 24 24 1"), Err((10, false)));
        assert_eq!(at("0 0 24px 24"), Err((6, false)));
        assert_eq!(at("0,,0 1 1"), Err((2, false)));
        // Negative zero is zero.
        assert_eq!(at("0 0 -0e5 1"), Ok(()));
    }

    #[test]
    fn aspect_ratios() {
        assert_eq!(preserve_aspect_ratio("xMidYMid meet"), Ok(()));
        assert_eq!(preserve_aspect_ratio(" none "), Ok(()));
        let at = |v: &str| preserve_aspect_ratio(v).map_err(|p| p.offset);
        assert_eq!(at("xmidymid"), Err(0));
        assert_eq!(at("xMidYMid fit"), Err(9));
        assert_eq!(at("defer xMidYMid"), Err(0));
        assert_eq!(at(""), Err(0));
    }

    #[test]
    fn lengths() {
        assert_eq!(length_percentage("24", true, false), Ok(()));
        assert_eq!(length_percentage(" 1.5em ", false, false), Ok(()));
        assert_eq!(length_percentage("0", false, false), Ok(()));
        assert_eq!(length_percentage("50%", false, false), Ok(()));
        assert_eq!(length_percentage("2", false, false), Err(1));
        assert_eq!(length_percentage("thinmathspace", false, false), Err(0));
        assert_eq!(length_percentage("24px;", true, false), Err(2));
        assert_eq!(length_percentage("auto", true, true), Ok(()));
        assert_eq!(length_percentage("auto", true, false), Err(0));
    }
}
