//! The [`coords`](https://html.spec.whatwg.org/multipage/image-maps.html#attr-area-coords)
//! attribute of `area`, and the shape the
//! [image map processing model](https://html.spec.whatwg.org/multipage/image-maps.html#image-map-processing-model)
//! reads from it (4.8.16).
//!
//! | `shape` | `coords` | [`validate_coords`] | [`area_shape`] |
//! |---|---|---|---|
//! | `circle` | `"100,100,50"` | valid | a circle at (100, 100), radius 50 |
//! | (none: rectangle) | `"10,20,5,40"` | `rectangle_x_order` at 6 | the rectangle (5, 20)–(10, 40): x swapped |
//! | `poly` | `"0,0,10,0,10"` | `coords_count` at 11 | empty: fewer than 6 numbers |
//! | `circle` | `"1.5,2,3"` | `coord_not_integer` at 0 | a circle at (1.5, 2), radius 3 |
//! | `circle` | `"1 2 3"` | `expected_comma` at 1 | a circle at (1, 2), radius 3 |
//! | `default` | `"0,0"` | `coords_on_default_shape` at 0 | the whole image |
//!
//! The attribute must be a valid list of floating-point numbers, and the
//! state of the `shape` attribute (rectangle when it is missing or invalid)
//! says how many integers it holds and what they mean:
//!
//! ```text
//! coords    = [ number *( "," number ) ]      ; valid floating-point numbers
//! circle    = x "," y "," r                   ; r is not negative
//! rectangle = x1 "," y1 "," x2 "," y2         ; x1 < x2 and y1 < y2
//! polygon   = 3*( x "," y ) joined by ","     ; an even count, six or more
//! default   = no coords attribute at all
//! ```
//!
//! The states ask for *integers* in a list whose syntax is the list of
//! floating-point numbers: a coordinate here is a valid floating-point
//! number whose exact value is an integer (`7`, `-0`, `7.0` and `7e1` are;
//! `7.5` is not).
//!
//! The processing model reads the value with the lenient rules for parsing a
//! list of floating-point numbers, so browsers draw shapes for many values
//! that are not conforming; [`area_shape`] is what they read.

use alloc::vec::Vec;

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected, Violation};
use crate::base::step::{expected_at, Failure, Sink, Steps};
use crate::base::valid::report_to_end;
use crate::common::idioms::str_from;
use crate::common::keywords::{Shape, SHAPE};
use crate::common::numbers::{float_syntax_steps, float_value_kind, list_of_floats, FloatSyntax};
use crate::common::row::{html, reports_all, row, Checked, SyntaxDef};

/// The state of the `shape` attribute: the missing value default and the
/// invalid value default are the rectangle state.
fn shape_state(shape: Option<&str>) -> Shape {
    SHAPE.state(shape).unwrap_or(Shape::Rectangle)
}

/// The numbers a shape takes, as (least, most): `None` for no bound.
fn count_bounds(shape: Shape) -> (u8, Option<u8>) {
    match shape {
        Shape::Circle => (3, Some(3)),
        Shape::Default => (0, Some(0)),
        Shape::Polygon => (6, None),
        Shape::Rectangle => (4, Some(4)),
    }
}

/// The shape as an error message names it.
fn shape_phrase(shape: Shape) -> &'static str {
    match shape {
        Shape::Circle => "a circle",
        Shape::Default => "the default shape",
        Shape::Polygon => "a polygon",
        Shape::Rectangle => "a rectangle",
    }
}

/// The author conformance of a specified `coords` attribute from `pos` in
/// the `shape` state: the valid list of floating-point numbers first (its
/// departures reported, each item that is no number an error), then each
/// number's value (a fraction is reported; an overflow fails, or is one
/// error more after a bad item), then the count (fails), then the shape's
/// own rules (reported). After a bad item only the numbers' values follow:
/// which numbers the author meant to count is then a guess. Consumes the
/// text.
fn coords_steps<S: Sink>(text: &str, pos: usize, sink: &mut S, shape: Shape) -> Steps<Vec<f64>> {
    // "In the default state, area elements must not have a coords attribute."
    if shape == Shape::Default {
        return Err((pos, ErrorKind::Invalid(Violation::CoordsOnDefaultShape)));
    }
    // "The coords attribute must, if specified, contain a valid list of
    // floating-point numbers."
    let mut numbers: Vec<FloatSyntax<'_>> = Vec::new();
    let (end, bad_items) = list_items_steps(text, pos, sink, |syntax| numbers.push(syntax))?;
    // Each number's value; the states ask for integers.
    let mut values = Vec::with_capacity(numbers.len());
    for syntax in &numbers {
        let value = match float_value_kind(syntax) {
            Ok(value) => value,
            // Beyond the largest double. After a bad item (only a sink that
            // reads on gets here) one error more; otherwise the failure,
            // which `validate_*` weighs against the departures by offset.
            Err(kind) if bad_items => {
                sink.error(syntax.start, kind)?;
                continue;
            }
            Err(kind) => return Err((syntax.start, kind)),
        };
        if !syntax.is_integer() {
            sink.report(syntax.start, Violation::CoordNotInteger);
        }
        values.push(value);
    }
    if bad_items {
        return Ok((end, values));
    }
    // The count the state gives: too few fail at the end, one too many at
    // the first extra number, an odd polygon at its unpaired last number.
    let found = numbers.len();
    let (least, most) = count_bounds(shape);
    let count = ErrorKind::CoordsCount {
        shape: shape_phrase(shape),
        min: least,
        max: most,
        pairs: shape == Shape::Polygon,
        found: u32::try_from(found).unwrap_or(u32::MAX),
    };
    if found < usize::from(least) {
        return Err((end, count));
    }
    if let Some(extra) = most.and_then(|most| numbers.get(usize::from(most))) {
        return Err((extra.start, count));
    }
    if shape == Shape::Polygon && found % 2 == 1 {
        let last = numbers.last().map_or(end, |n| n.start);
        return Err((last, count));
    }
    let at = |i: usize| numbers.get(i).map_or(end, |n| n.start);
    match *values.as_slice() {
        // "three integers, the last of which must be non-negative".
        [_, _, r] if shape == Shape::Circle && r < 0.0 => {
            sink.report(at(2), Violation::NegativeRadius);
        }
        // "the first of which must be less than the third, and the second
        // of which must be less than the fourth".
        [x1, y1, x2, y2] if shape == Shape::Rectangle => {
            if x1 >= x2 {
                sink.report(at(2), Violation::RectangleXOrder);
            }
            if y1 >= y2 {
                sink.report(at(3), Violation::RectangleYOrder);
            }
        }
        _ => {}
    }
    Ok((end, values))
}

/// The valid list of floating-point numbers from `pos` (nothing for the
/// empty rest), the syntax of each good item handed to `each`: a departure
/// inside a number goes to `sink`; an item that is no number, or has
/// anything but `,` after its number, is an error ([`Sink::error`]), and
/// the steps read on after the next `,` (no number holds one, so the items
/// between commas are each a number of their own). The end, and whether
/// an item was bad.
fn list_items_steps<'a, S: Sink>(
    text: &'a str,
    mut pos: usize,
    sink: &mut S,
    mut each: impl FnMut(FloatSyntax<'a>),
) -> Result<(usize, bool), Failure> {
    if pos >= text.len() {
        return Ok((pos, false));
    }
    let mut bad = false;
    loop {
        let (at, kind) = match float_syntax_steps(text, pos, sink) {
            Ok((after, syntax)) => match text.as_bytes().get(after) {
                None => {
                    each(syntax);
                    return Ok((after, bad));
                }
                Some(b',') => {
                    each(syntax);
                    pos = after + 1;
                    continue;
                }
                Some(_) => expected_at(text, after, Expected::Comma),
            },
            Err(failure) => failure,
        };
        sink.error(at, kind)?;
        bad = true;
        match str_from(text, at).find(',') {
            Some(comma) => pos = at + comma + 1,
            None => return Ok((text.len(), bad)),
        }
    }
}

/// Checks a specified [`coords`](https://html.spec.whatwg.org/multipage/image-maps.html#attr-area-coords)
/// attribute of `area` against the state of its `shape` attribute
/// (`shape`: the attribute's value, `None` when it is missing; a missing or
/// invalid value is the rectangle state), and returns the numbers.
///
/// The first error is, in this order: the valid list of floating-point
/// numbers (the first offending character; a number beyond the largest
/// double before it comes first: `1e400,+2` is `float_overflow` at 0), a
/// number with a fraction, the count of numbers, the shape's own rules. A missing `coords` attribute is an element-level matter (required
/// in the circle, polygon and rectangle states, conforming in the default
/// state), not this function's.
///
/// # Errors
///
/// The errors of [`validate_list_of_floats`](crate::numbers::validate_list_of_floats);
/// [`Violation::CoordNotInteger`] at a number with a fraction;
/// [`ErrorKind::CoordsCount`] at the end (too few numbers), at the first
/// number too many, or at a polygon's unpaired last number;
/// [`Violation::NegativeRadius`] at a circle's radius;
/// [`Violation::RectangleXOrder`] / [`Violation::RectangleYOrder`] at a
/// rectangle's x2 / y2 when it is not greater than x1 / y1;
/// [`Violation::CoordsOnDefaultShape`] at 0 in the default state. Each
/// violation comes as [`ErrorKind::Invalid`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::coords::validate_coords;
/// assert_eq!(validate_coords(Some("circle"), "100,100,50"), Ok(vec![100.0, 100.0, 50.0]));
/// assert_eq!(validate_coords(None, "0,0,10,10").unwrap().len(), 4); // rect
///
/// let err = validate_coords(Some("circle"), "100,100").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("coords_count", 7));
/// assert_eq!(err.kind().to_string(), "a circle needs exactly 3 numbers, found 2");
/// let err = validate_coords(Some("rect"), "10,20,5,40").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("rectangle_x_order", 6));
/// let err = validate_coords(Some("poly"), "0,0,10,0,10,10,5").unwrap_err();
/// assert_eq!(err.kind().to_string(), "a polygon needs an even count of numbers (x, y pairs), found 7");
/// let err = validate_coords(Some("rect"), "1e400,+2,3,4").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("float_overflow", 0));
/// let err = validate_coords(Some("rect"), "1.5,+2,3,4").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("plus_sign", 4));
/// ```
pub fn validate_coords(shape: Option<&str>, coords: &str) -> Result<Vec<f64>, Error> {
    let shape = shape_state(shape);
    entry::validate_to_end(coords, |text, sink| coords_steps(text, 0, sink, shape))
}

/// Whether a specified `coords` attribute conforms to the state of the
/// `shape` attribute; see [`validate_coords`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::coords::is_valid_coords;
/// assert!(is_valid_coords(Some("poly"), "325,25,262,125,388,125"));
/// assert!(is_valid_coords(Some("circle"), "5,5,0")); // a radius of zero conforms
/// assert!(!is_valid_coords(Some("circle"), "5, 5, 1")); // no whitespace in the list
/// assert!(!is_valid_coords(Some("default"), ""));
/// ```
pub fn is_valid_coords(shape: Option<&str>, coords: &str) -> bool {
    let shape = shape_state(shape);
    entry::is_valid(coords, |text, sink| coords_steps(text, 0, sink, shape))
}

/// The shape of an `area` element, as the
/// [image map processing model](https://html.spec.whatwg.org/multipage/image-maps.html#image-map-processing-model)
/// determines it, in CSS pixels from the top left corner of the image.
///
/// # Examples
///
/// ```
/// use html_microsyntax::coords::{area_shape, AreaShape};
/// assert_eq!(area_shape(Some("circle"), "1,2,3"), Some(AreaShape::Circle { x: 1.0, y: 2.0, radius: 3.0 }));
/// ```
#[derive(Debug, Clone, PartialEq)]
pub enum AreaShape {
    /// A circle with its center (`x`, `y`) and its radius (greater than zero).
    Circle {
        /// The center's distance from the left edge.
        x: f64,
        /// The center's distance from the top edge.
        y: f64,
        /// The radius.
        radius: f64,
    },
    /// The default state: a rectangle that exactly covers the whole image.
    Default,
    /// A polygon with its vertices in order (three or more); its interior
    /// follows the even-odd rule.
    Polygon(Vec<(f64, f64)>),
    /// A rectangle from its top-left corner (`x1`, `y1`) to its
    /// bottom-right corner (`x2`, `y2`): `x1 <= x2` and `y1 <= y2`.
    Rectangle {
        /// The left edge.
        x1: f64,
        /// The top edge.
        y1: f64,
        /// The right edge.
        x2: f64,
        /// The bottom edge.
        y2: f64,
    },
}

/// The shape the [image map processing model](https://html.spec.whatwg.org/multipage/image-maps.html#image-map-processing-model)
/// gives an `area` element with these `shape` and `coords` attribute values
/// (`None` for a missing `shape`, the rectangle state; pass `""` for a
/// missing `coords`, which reads as no numbers). `None` when the shape is
/// empty: the area takes no part in the image map.
///
/// # Examples
///
/// ```
/// use html_microsyntax::coords::{area_shape, AreaShape};
///
/// // The lenient list rules: any delimiters, garbage skipped.
/// assert_eq!(
///     area_shape(None, "10 20;5,x40"),
///     Some(AreaShape::Rectangle { x1: 5.0, y1: 20.0, x2: 10.0, y2: 40.0 }) // x swapped
/// );
/// assert_eq!(area_shape(Some("circ"), "1,2"), None); // too few numbers
/// assert_eq!(area_shape(Some("circle"), "1,2,0"), None); // no radius
/// assert_eq!(
///     area_shape(Some("poly"), "0,0,10,0,10,10,99"), // the odd last number is dropped
///     Some(AreaShape::Polygon(vec![(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)]))
/// );
/// assert_eq!(area_shape(Some("default"), "1,2,3"), Some(AreaShape::Default));
/// ```
pub fn area_shape(shape: Option<&str>, coords: &str) -> Option<AreaShape> {
    let shape = shape_state(shape);
    // Step 1: the rules for parsing a list of floating-point numbers.
    let mut coords: Vec<f64> = list_of_floats(coords).collect();
    // Step 2: fewer numbers than the state's minimum: the shape is empty.
    let (least, most) = count_bounds(shape);
    if coords.len() < usize::from(least) {
        return None;
    }
    // Step 3: drop the excess numbers (a polygon's odd last one).
    match most {
        Some(most) => coords.truncate(usize::from(most)),
        None => coords.truncate(coords.len() - coords.len() % 2),
    }
    match (shape, coords.as_slice()) {
        // Step 6: a radius that is not greater than zero: the shape is empty.
        // Step 7: the circle.
        (Shape::Circle, &[x, y, radius]) => {
            (radius > 0.0).then_some(AreaShape::Circle { x, y, radius })
        }
        (Shape::Default, _) => Some(AreaShape::Default),
        (Shape::Polygon, pairs) => Some(AreaShape::Polygon(
            pairs
                .chunks_exact(2)
                .filter_map(|pair| match *pair {
                    [x, y] => Some((x, y)),
                    _ => None,
                })
                .collect(),
        )),
        // Steps 4–5: swap x1 and x2, y1 and y2, into order.
        (Shape::Rectangle, &[x1, y1, x2, y2]) => Some(AreaShape::Rectangle {
            x1: x1.min(x2),
            y1: y1.min(y2),
            x2: x1.max(x2),
            y2: y1.max(y2),
        }),
        // Unreachable: steps 2–3 leave exactly the state's count.
        _ => None,
    }
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// `<area coords>`: valid coordinates for the state of the element's
/// `shape` attribute ([`Context::other`](crate::registry::Context::other)).
/// Its report is every departure and every bad item of the list, then each
/// number with a fraction, then (when every item is a number) the count of
/// numbers or the shape's own rules, in the order [`validate_coords`] meets
/// them; a number beyond the largest double stops it where the items are
/// all numbers.
pub static VALID_COORDS: SyntaxDef = reports_all(
    row!(
        "valid_coords",
        html!("image-maps.html#attr-area-coords"),
        "<area coords> conforms to the state of its shape attribute",
        |v, c| Checked::verdict(validate_coords(c.other("shape"), v)),
    ),
    |v, c, report| {
        let shape = shape_state(c.other("shape"));
        report_to_end(v, |t, s| coords_steps(t, 0, s, shape), report);
    },
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::row::Context;

    /// (code, offset) of each finding the row reports in `coords` with the
    /// shape attribute `shape`.
    fn reported(shape: &str, coords: &str) -> Vec<(&'static str, usize)> {
        let others = [("shape", shape)];
        let context = Context::new("area", "coords", &others);
        VALID_COORDS.reported_in(coords, &context)
    }

    /// `validate_coords`'s error as (code, offset).
    fn first(shape: &str, coords: &str) -> (&'static str, usize) {
        let e = validate_coords(Some(shape), coords).unwrap_err();
        (e.kind().code(), e.offset())
    }

    proptest::proptest! {
        /// The report's first error is `validate_coords`'s, and it is
        /// empty exactly when the value is valid.
        #[test]
        fn the_report_starts_with_validate_s_error(
            shape in "(circle|rect|poly|default)",
            coords in "[0-9.,+\\- eEx]{0,14}|1e400,[0-9,.x]{0,6}",
        ) {
            let found = reported(&shape, &coords);
            let first = validate_coords(Some(&shape), &coords)
                .err()
                .map(|e| (e.kind().code(), e.offset()));
            proptest::prop_assert_eq!(found.first().copied(), first, "{:?}: {:?}", coords, found);
        }
    }

    #[test]
    fn each_bad_number_of_coords_reports_its_error() {
        // Each bad item (the list's syntax first), then the fraction of a
        // good one; no count, as the items are not all numbers.
        let coords = "1.5,,+2,3px,4";
        assert_eq!(
            reported("rect", coords),
            [
                ("expected_number", 4),
                ("plus_sign", 5),
                ("expected_comma", 9),
                ("coord_not_integer", 0),
            ]
        );
        assert_eq!(first("rect", coords), ("expected_number", 4));
        // A number too large after a bad item.
        assert_eq!(
            reported("circle", "1x,1e400,2"),
            [("expected_comma", 1), ("float_overflow", 3)]
        );
        // Spaces for commas: one bad item, and no count of a guess.
        assert_eq!(reported("circle", "1 2 3"), [("expected_comma", 1)]);
    }

    #[test]
    fn the_count_and_the_shape_come_on_top_of_fractions() {
        assert_eq!(
            reported("circle", "1.5,2.5"),
            [
                ("coord_not_integer", 0),
                ("coord_not_integer", 4),
                ("coords_count", 7),
            ]
        );
        assert_eq!(first("circle", "1.5,2.5"), ("coord_not_integer", 0));
        assert_eq!(
            reported("rect", "0.5,9,0,1"),
            [
                ("coord_not_integer", 0),
                ("rectangle_x_order", 6),
                ("rectangle_y_order", 8),
            ]
        );
        // The list's syntax before an earlier fraction, as validate_coords.
        assert_eq!(
            reported("circle", "1.5,+2,3"),
            [("plus_sign", 4), ("coord_not_integer", 0)]
        );
        assert_eq!(first("circle", "1.5,+2,3"), ("plus_sign", 4));
    }
}
