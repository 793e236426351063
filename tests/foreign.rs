//! SVG and MathML in HTML documents: the attributes each SVG 2 and MathML
//! Core element has and the values whose syntax those specifications give
//! (`foreign_attributes`), with the HTML parser's case adjustments, and the
//! HTML in their integration points checked as HTML.
// A test may unwrap, index and panic: Cargo.toml's [lints] keep that out of src/ only.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::unreachable,
    clippy::indexing_slicing,
    clippy::string_slice
)]
#![cfg(feature = "document")]

use html_microsyntax::document::check_str;

/// (line, column, element, attribute, kind, the span's text) of each
/// finding; names as the tokenizer gives them, lowercase.
fn found(html: &str) -> Vec<(usize, usize, String, String, &'static str, String)> {
    check_str(html)
        .findings()
        .iter()
        .map(|f| {
            (
                f.line,
                f.column,
                f.element.clone(),
                f.attribute.clone(),
                f.kind,
                html[f.offset..f.end_offset].to_owned(),
            )
        })
        .collect()
}

fn one(
    line: usize,
    column: usize,
    element: &str,
    attribute: &str,
    kind: &'static str,
    span: &str,
) -> (usize, usize, String, String, &'static str, String) {
    (
        line,
        column,
        element.to_owned(),
        attribute.to_owned(),
        kind,
        span.to_owned(),
    )
}

#[test]
fn hidden_is_not_an_svg_attribute() {
    // vnu: "Attribute "hidden" not allowed on element "svg" at this point."
    assert_eq!(
        found("<svg hidden></svg>"),
        [one(
            1,
            6,
            "svg",
            "hidden",
            "unknown_foreign_attribute",
            "hidden"
        )]
    );
}

#[test]
fn alt_is_not_an_attribute_of_svg_image() {
    assert_eq!(
        found("<svg><image alt=x href=a.png /></svg>"),
        [one(
            1,
            13,
            "image",
            "alt",
            "unknown_foreign_attribute",
            "alt"
        )]
    );
}

#[test]
fn the_case_of_svg_names_is_the_parsers() {
    // `viewPort` is tokenized as `viewport`, which "adjust SVG attributes"
    // leaves alone and no SVG element has; `VIEWBOX` becomes `viewBox`.
    let f = check_str("<svg viewPort=\"0 0 1 1\"></svg>");
    assert_eq!(f.findings().len(), 1);
    let f = &f.findings()[0];
    assert_eq!(
        (f.column, f.attribute.as_str(), f.kind),
        (6, "viewport", "unknown_foreign_attribute")
    );
    assert!(found("<svg VIEWBOX=\"0 0 1 1\" PreserveAspectRatio=none><LinearGradient GRADIENTUNITS=userSpaceOnUse /></svg>").is_empty());
}

/// parsing.html#adjust-mathml-attributes (checked 2026-09-16): "if the
/// token has an attribute named definitionurl, change its name to
/// definitionURL", and no other: SVG's adjustments are not MathML's, so
/// `viewbox` on a MathML element stays lowercase.
#[test]
fn the_case_of_mathml_names_is_the_parsers() {
    let report = check_str("<math viewbox=x definitionurl=y></math>");
    let messages: Vec<_> = report
        .findings()
        .iter()
        .map(|f| f.message.as_str())
        .collect();
    assert_eq!(
        messages,
        [
            "`viewbox` is not an attribute of the MathML element `math`",
            "`definitionURL` is not an attribute of the MathML element `math`",
        ]
    );
}

#[test]
fn a_negative_view_box_size() {
    assert_eq!(
        found("<svg viewBox=\"0 0 -1 1\"></svg>"),
        [one(1, 19, "svg", "viewbox", "negative_viewbox_size", "-1")]
    );
    assert_eq!(
        found("<svg viewBox=\"0 0 24\"></svg>"),
        [one(1, 21, "svg", "viewbox", "invalid_foreign_value", "")]
    );
}

#[test]
fn svg_keywords_and_lengths() {
    assert_eq!(
        found("<svg><linearGradient spreadMethod=Pad gradientUnits=userspaceonuse></linearGradient><rect width=10px; height=auto /></svg>"),
        [
            one(1, 35, "lineargradient", "spreadmethod", "invalid_foreign_value", "Pad"),
            one(1, 53, "lineargradient", "gradientunits", "invalid_foreign_value", "userspaceonuse"),
            // "px;" is no unit.
            one(1, 99, "rect", "width", "invalid_foreign_value", "px"),
        ]
    );
    assert_eq!(
        found("<svg preserveAspectRatio=\"xMidYMid fit\"></svg>"),
        [one(
            1,
            36,
            "svg",
            "preserveaspectratio",
            "invalid_foreign_value",
            "fit"
        )]
    );
}

#[test]
fn unknown_elements_at_their_name() {
    assert_eq!(
        found("<svg><blink x=1 /><rect/></svg><math><mfenced open=(></mfenced></math>"),
        [
            one(1, 7, "blink", "", "unknown_foreign_element", "blink"),
            one(1, 39, "mfenced", "", "unknown_foreign_element", "mfenced"),
        ]
    );
}

#[test]
fn svg_1_1_vocabulary_is_a_warning() {
    // SVG 2 removed `version`, `baseProfile`, the SVG fonts, `tref`, …
    let report = check_str("<svg version=1.1 baseProfile=full><font-face font-family=x /><text xml:base=/ >t</text></svg>");
    let found: Vec<_> = report
        .findings()
        .iter()
        .map(|f| {
            (
                f.column,
                f.element.as_str(),
                f.attribute.as_str(),
                f.kind,
                f.severity.as_str(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (6, "svg", "version", "removed_in_svg2", "warning"),
            (18, "svg", "baseprofile", "removed_in_svg2", "warning"),
            (36, "font-face", "", "removed_in_svg2", "warning"),
            (68, "text", "xml:base", "removed_in_svg2", "warning"),
        ]
    );
}

#[test]
fn presentation_attributes_go_on_any_svg_element() {
    // SVG 2 6.6: "Most SVG presentation attributes may be specified on any
    // element in the SVG namespace"; the geometry ones only where listed.
    assert!(found("<svg><rect stop-color=red /><image fill=red href=a.png /></svg>").is_empty());
    assert_eq!(
        found("<svg><g cx=1 /></svg>"),
        [one(1, 9, "g", "cx", "unknown_foreign_attribute", "cx")]
    );
}

#[test]
fn annotations_are_not_read() {
    // Content MathML in an `annotation-xml` is another vocabulary.
    assert!(found("<math><semantics><mi>x</mi><annotation-xml encoding=MathML-Content><ci>x</ci></annotation-xml></semantics></math>").is_empty());
}

#[test]
fn namespaces_declared_in_html() {
    assert!(found("<svg xmlns=http://www.w3.org/2000/svg xmlns:xlink=http://www.w3.org/1999/xlink></svg><math xmlns=http://www.w3.org/1998/Math/MathML></math>").is_empty());
    assert_eq!(
        found("<svg xmlns=http://www.w3.org/1999/xhtml></svg>"),
        [one(1, 12, "svg", "xmlns", "foreign_xmlns_mismatch", "http")]
    );
}

#[test]
fn what_every_svg_and_mathml_element_has() {
    // Event handlers, custom data, ARIA where SVG gives it, `class`,
    // `style`, `id`, `tabindex`, `lang`, `xml:space`, the deprecated
    // `xlink:href`.
    let doc = "<svg id=a class=b style=c tabindex=0 lang=en xml:space=preserve onclick=f() data-x=1 role=img aria-label=x focusable=false>\
<use xlink:href=#a href=#a onmouseover=g() /></svg>\
<math dir=rtl display=block class=m data-n=1 onclick=f() intent=x><mi mathvariant=normal>x</mi></math>";
    let f = found(doc);
    // `focusable` is SVG Tiny 1.2's, not SVG 2's.
    assert_eq!(
        f,
        [one(
            1,
            108,
            "svg",
            "focusable",
            "unknown_foreign_attribute",
            "focusable"
        )]
    );
}

#[test]
fn mathml_core_values() {
    assert_eq!(
        found("<math display=inline-block><mi mathvariant=bold>x</mi><mo stretchy=yes lspace=thinmathspace>+</mo><mspace width=2 /><mstyle scriptlevel=+1 displaystyle=TRUE></mstyle></math>"),
        [
            one(1, 15, "math", "display", "invalid_foreign_value", "inline-block"),
            one(1, 44, "mi", "mathvariant", "invalid_foreign_value", "bold"),
            one(1, 68, "mo", "stretchy", "invalid_foreign_value", "yes"),
            one(1, 79, "mo", "lspace", "invalid_foreign_value", "thinmathspace"),
            // A unitless length other than 0 is MathML 3's.
            one(1, 114, "mspace", "width", "invalid_foreign_value", ""),
        ]
    );
    // `mathvariant` is `mi`'s only.
    assert_eq!(
        found("<math><mn mathvariant=normal>1</mn></math>"),
        [one(
            1,
            11,
            "mn",
            "mathvariant",
            "unknown_foreign_attribute",
            "mathvariant"
        )]
    );
}

#[test]
fn html_in_integration_points_is_html() {
    // `foreignObject`'s children and `mtext`'s are HTML elements: HTML's
    // checks, not SVG's or MathML's.
    assert_eq!(
        found("<svg><foreignObject width=10 height=10><div hidden=x dir=rlt></div></foreignObject></svg><math><mtext><input type=number value=x></mtext></math>"),
        [
            one(1, 52, "div", "hidden", "unknown_keyword", "x"),
            one(1, 58, "div", "dir", "unknown_keyword", "rlt"),
            one(1, 128, "input", "value", "expected_number", "x"),
        ]
    );
}

/// Forty icons of Feather 4.29.2 (feathericons/feather, `icons/*.svg` at
/// commit 3dc050d9, MIT), inline in an HTML page, and the fractions of
/// MathML Core's examples (w3c/mathml-core, `examples/example-mfrac.html` at
/// commit 1681f190).
#[test]
fn real_svg_and_mathml_draw_nothing() {
    let icons = include_str!("data/foreign/feather.html");
    assert_eq!(icons.matches("<svg ").count(), 40);
    assert_eq!(found(icons), []);
    let formula = include_str!("data/foreign/mfrac.html");
    assert_eq!(found(formula), []);
}
