//! [2.6.1 Reflecting content attributes in IDL attributes](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes):
//! the integer and double getters.

use crate::base::error::ErrorKind;
use crate::common::numbers::{parse_float, parse_integer, parse_non_negative_integer};

/// How an integer IDL attribute reflects its content attribute
/// ([reflecting](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes)).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IntegerReflection {
    /// `long`: the rules for parsing integers, in the range of a `long`,
    /// else the default.
    Long {
        /// The default value.
        default: i64,
    },
    /// `long` limited to only non-negative numbers: the rules for parsing
    /// non-negative integers, in `0..=2147483647`, else the default.
    LongNonNegative {
        /// The default value.
        default: i64,
    },
    /// `unsigned long`: the rules for parsing non-negative integers, in
    /// `0..=2147483647`, else the default.
    UnsignedLong {
        /// The default value.
        default: i64,
    },
    /// `unsigned long` limited to only positive numbers (with or without
    /// fallback; they differ only on setting): in `1..=2147483647`, else
    /// the default.
    UnsignedLongPositive {
        /// The default value.
        default: i64,
    },
    /// `unsigned long` clamped to the range `[min, max]`: the rules for
    /// parsing non-negative integers, then clamped; the default on failure.
    UnsignedLongClamped {
        /// The smallest value.
        min: i64,
        /// The largest value.
        max: i64,
        /// The default value.
        default: i64,
    },
}

/// The largest `long` and the largest value an `unsigned long` reflects.
const LONG_MAX: i64 = 2_147_483_647;
/// The smallest `long`.
const LONG_MIN: i64 = -2_147_483_648;

impl IntegerReflection {
    /// The IDL getter for the content attribute `value` (`None` = absent).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::forms::IntegerReflection;
    /// let cols = IntegerReflection::UnsignedLongPositive { default: 20 };
    /// assert_eq!(cols.get(Some("0")), 20);
    /// assert_eq!(cols.get(Some(" 7px")), 7);
    /// let colspan = IntegerReflection::UnsignedLongClamped { min: 1, max: 1000, default: 1 };
    /// assert_eq!(colspan.get(Some("5000")), 1000);
    /// assert_eq!(colspan.get(Some("0")), 1);
    /// ```
    pub fn get(self, value: Option<&str>) -> i64 {
        match self {
            IntegerReflection::Long { default } => value
                .and_then(|v| parse_integer(v).ok())
                .filter(|n| (LONG_MIN..=LONG_MAX).contains(n))
                .unwrap_or(default),
            IntegerReflection::LongNonNegative { default }
            | IntegerReflection::UnsignedLong { default } => non_negative(value)
                .filter(|n| (0..=LONG_MAX).contains(n))
                .unwrap_or(default),
            IntegerReflection::UnsignedLongPositive { default } => non_negative(value)
                .filter(|n| (1..=LONG_MAX).contains(n))
                .unwrap_or(default),
            IntegerReflection::UnsignedLongClamped { min, max, default } => {
                match value.map(parse_non_negative_integer) {
                    None => default,
                    Some(Ok(n)) => i64::try_from(n).unwrap_or(i64::MAX).clamp(min, max),
                    // The spec's integers are unbounded: a number beyond u64 is
                    // "too large", so the maximum.
                    Some(Err(e)) if matches!(e.kind(), ErrorKind::Overflow { .. }) => max,
                    Some(Err(_)) => default,
                }
            }
        }
    }
}

/// The rules for parsing non-negative integers, as an `i64` (saturated).
fn non_negative(value: Option<&str>) -> Option<i64> {
    value
        .and_then(|v| parse_non_negative_integer(v).ok())
        .map(|n| i64::try_from(n).unwrap_or(i64::MAX))
}

/// The elements whose `tabIndex` defaults to 0 (the others' is −1), as
/// the HTML elements of the spec's list.
const FOCUSABLE_BY_DEFAULT: &[&str] = &[
    "a", "area", "button", "frame", "iframe", "input", "object", "select", "textarea",
];

/// How `element`'s `attribute` reflects as an integer (names ASCII
/// case-insensitive), for the integer-reflecting attributes of the HTML
/// elements this crate knows; `None` for any other pair.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::{integer_reflection, IntegerReflection};
/// assert_eq!(integer_reflection("TEXTAREA", "rows"), Some(IntegerReflection::UnsignedLongPositive { default: 2 }));
/// assert_eq!(integer_reflection("div", "rows"), None);
/// ```
pub fn integer_reflection(element: &str, attribute: &str) -> Option<IntegerReflection> {
    use IntegerReflection::*;
    let e = |name: &str| element.eq_ignore_ascii_case(name);
    let a = |name: &str| attribute.eq_ignore_ascii_case(name);
    Some(if a("tabindex") {
        let focusable = FOCUSABLE_BY_DEFAULT.iter().any(|n| e(n));
        Long {
            default: if focusable { 0 } else { -1 },
        }
    } else if (e("input") || e("textarea")) && (a("maxlength") || a("minlength")) {
        LongNonNegative { default: -1 }
    } else if e("textarea") && a("cols") {
        UnsignedLongPositive { default: 20 }
    } else if e("textarea") && a("rows") {
        UnsignedLongPositive { default: 2 }
    } else if e("input") && a("size") {
        UnsignedLongPositive { default: 20 }
    } else if e("select") && a("size") {
        UnsignedLong { default: 0 }
    } else if (e("td") || e("th")) && a("colspan") {
        UnsignedLongClamped {
            min: 1,
            max: 1000,
            default: 1,
        }
    } else if (e("td") || e("th")) && a("rowspan") {
        UnsignedLongClamped {
            min: 0,
            max: 65534,
            default: 1,
        }
    } else if (e("col") || e("colgroup")) && a("span") {
        UnsignedLongClamped {
            min: 1,
            max: 1000,
            default: 1,
        }
    } else if e("canvas") && a("width") {
        UnsignedLong { default: 300 }
    } else if e("canvas") && a("height") {
        UnsignedLong { default: 150 }
    } else if (e("video") && (a("width") || a("height")))
        || (e("img") && (a("hspace") || a("vspace")))
    {
        UnsignedLong { default: 0 }
    } else if e("ol") && a("start") {
        Long { default: 1 }
    } else if e("li") && a("value") {
        Long { default: 0 }
    } else {
        return None;
    })
}

/// The integer the IDL getter returns for `element`'s `attribute` when the
/// content attribute is `value` (`None` = absent): `long` (`tabindex`,
/// `<ol start>` default 1, `<li value>`), limited to only non-negative
/// numbers (`maxlength`, `minlength`, default −1), limited to only positive
/// numbers with fallback (`<textarea cols>` 20, `rows` 2, `<input size>`
/// 20), `unsigned long` (`<select size>` 0, `<canvas width>` 300, `height`
/// 150, `<video width/height>` 0, `<img hspace/vspace>` 0), clamped to a
/// range (`colspan` 1..=1000 default 1, `rowspan` 0..=65534 default 1,
/// `span` 1..=1000 default 1)
/// ([reflecting](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes)).
/// `None` for a pair [`integer_reflection`] does not know.
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::reflect_integer;
/// assert_eq!(reflect_integer("input", "maxlength", None), Some(-1));
/// assert_eq!(reflect_integer("input", "maxlength", Some("-5")), Some(-1));
/// assert_eq!(reflect_integer("ol", "start", Some("-5")), Some(-5));
/// assert_eq!(reflect_integer("canvas", "width", Some("2147483648")), Some(300));
/// assert_eq!(reflect_integer("td", "rowspan", Some("0")), Some(0));
/// assert_eq!(reflect_integer("span", "tabindex", None), Some(-1));
/// assert_eq!(reflect_integer("p", "width", Some("1")), None);
/// ```
pub fn reflect_integer(element: &str, attribute: &str, value: Option<&str>) -> Option<i64> {
    integer_reflection(element, attribute).map(|r| r.get(value))
}

/// The number the IDL getter returns for a `double` reflection of
/// `element`'s `attribute`: `<progress max>` limited to only positive
/// numbers, default 1.0; `<progress value>` and `<meter value, min, max,
/// low, high, optimum>` default 0.0
/// ([reflecting](https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#reflecting-content-attributes-in-idl-attributes)).
/// The rules for parsing floating-point number values, else the default.
/// `None` for another pair. (`<meter>`'s IDL attributes reflect the content
/// attributes; the clamped values the element uses are not this.)
///
/// # Examples
///
/// ```
/// use html_microsyntax::forms::reflect_double;
/// assert_eq!(reflect_double("progress", "max", Some("0")), Some(1.0));
/// assert_eq!(reflect_double("progress", "max", Some("2.5e1")), Some(25.0));
/// assert_eq!(reflect_double("meter", "low", Some("x")), Some(0.0));
/// ```
pub fn reflect_double(element: &str, attribute: &str, value: Option<&str>) -> Option<f64> {
    let e = |name: &str| element.eq_ignore_ascii_case(name);
    let a = |name: &str| attribute.eq_ignore_ascii_case(name);
    let parsed = value.and_then(|v| parse_float(v).ok());
    if e("progress") && a("max") {
        // Limited to only positive numbers.
        Some(parsed.filter(|n| *n > 0.0).unwrap_or(1.0))
    } else if (e("progress") && a("value"))
        || (e("meter")
            && ["value", "min", "max", "low", "high", "optimum"]
                .iter()
                .any(|n| a(n)))
    {
        Some(parsed.unwrap_or(0.0))
    } else {
        None
    }
}
