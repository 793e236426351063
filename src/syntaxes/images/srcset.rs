//! [Parsing a srcset attribute](https://html.spec.whatwg.org/multipage/images.html#parsing-a-srcset-attribute)
//! and the author-facing [srcset syntax](https://html.spec.whatwg.org/multipage/images.html#srcset-attributes).
//!
//! | input | candidates that survive |
//! |---|---|
//! | `"a.png 1x, b.png 2x"` | `a.png 1x`, `b.png 2x` |
//! | `"data:,a, data:,b"` | `data:,a`, `data:,b` (a trailing `,` ends the URL) |
//! | `"a.png 1x 2x, b.png"` | `b.png` (two densities: dropped) |
//! | `"a.png 100w 50h"` | `a.png 100w 50h` (the height is kept, but not valid) |
//!
//! ```text
//! srcset              = image-candidate *( "," image-candidate )
//! image-candidate     = *ws url *ws [ descriptor ] *ws
//! url                 = a valid non-empty URL that does not start or end with ","
//! descriptor          = 1*ws ( width | density )
//! width               = valid-non-negative-integer "w"    ; greater than zero
//! density             = valid-floating-point-number "x"   ; greater than zero
//! ```
//!
//! plus the rules across candidates: no two with the same width or density
//! (no descriptor is `1x`), widths on all candidates or on none, widths if
//! and only if the element has a `sizes` attribute.

use core::fmt;
use core::ops::Range;
use std::collections::HashSet;

use crate::base::error::Error;
use crate::base::error::{ErrorKind, Violation};
use crate::base::step::{Earliest, Every, Sink, Steps};
use crate::base::valid::{in_text_order, report_found};
use crate::common::idioms::{count_while, is_ascii_whitespace, str_from, str_range, str_to};
use crate::common::numbers::{best_representation, validate_float, validate_non_negative_integer};

/// An [image candidate](https://html.spec.whatwg.org/multipage/images.html#image-source)
/// that survived [`parse_srcset`]: its URL, where the URL is in the
/// attribute, and its descriptors.
///
/// `Display` writes it as an image candidate string (`a.png 100w 50h`,
/// `b.png 1.5x`); the density with the best representation of a number.
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::parse_srcset;
/// let set = parse_srcset(" a.png 2x");
/// assert_eq!(set[0].url, "a.png");
/// assert_eq!(set[0].span, 1..6);
/// assert_eq!(set[0].density, Some(2.0));
/// assert_eq!(set[0].to_string(), "a.png 2x");
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct ImageCandidate<'a> {
    /// The URL, as written (trailing commas removed).
    pub url: &'a str,
    /// The byte span of the URL in the attribute value.
    pub span: Range<usize>,
    /// The byte span of the candidate's descriptors (empty, at the end of
    /// the URL, when it has none).
    pub descriptors: Range<usize>,
    /// The pixel density descriptor (`2x`), if any.
    pub density: Option<f64>,
    /// The width descriptor (`100w`), if any.
    pub width: Option<u32>,
    /// The height descriptor (`50h`, which the spec keeps for the future), if any.
    pub height: Option<u32>,
}

impl fmt::Display for ImageCandidate<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.url)?;
        if let Some(w) = self.width {
            write!(f, " {w}w")?;
        }
        if let Some(h) = self.height {
            write!(f, " {h}h")?;
        }
        if let Some(x) = self.density {
            write!(f, " {}x", best_representation(x))?;
        }
        Ok(())
    }
}

/// The states of the descriptor tokenizer (step 8).
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    InDescriptor,
    InParens,
    AfterDescriptor,
}

/// What the cross-candidate rules of the valid syntax remember: the kind of
/// the first candidate, the widths and densities seen.
#[derive(Default)]
struct Seen {
    widths_used: Option<bool>,
    widths: HashSet<u32>,
    densities: HashSet<u64>,
}

impl Seen {
    /// The rules across candidates, for a candidate that survived; reported
    /// at its descriptors (or where they would be).
    fn check(&mut self, c: &ImageCandidate<'_>, sink: &mut impl Sink) {
        let at = c.descriptors.start;
        let has_width = c.width.is_some();
        match self.widths_used {
            None => self.widths_used = Some(has_width),
            Some(used) if used != has_width => sink.report(at, Violation::MixedCandidates),
            Some(_) => {}
        }
        if let Some(w) = c.width {
            if !self.widths.insert(w) {
                sink.report(at, Violation::SameWidth);
            }
        } else {
            // No descriptor counts as 1x; -0 is 0.
            let x = c.density.unwrap_or(1.0) + 0.0;
            if !self.densities.insert(x.to_bits()) {
                sink.report(at, Violation::SameDensity);
            }
        }
    }
}

/// The steps of [parse a srcset attribute](https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute)
/// from `pos`: the candidates that survive, in order. Never fails; each
/// parse error, each dropped candidate (with its reason, at the descriptor
/// that dropped it) and each departure from the valid syntax goes to `sink`.
pub(crate) fn srcset_steps<'a, S: Sink>(
    text: &'a str,
    mut pos: usize,
    sink: &mut S,
) -> Steps<Vec<ImageCandidate<'a>>> {
    let bytes = text.as_bytes();
    let byte = |i: usize| bytes.get(i).copied();
    // Step 3.
    let mut candidates = Vec::new();
    let mut descriptors: Vec<Range<usize>> = Vec::new();
    let mut seen = Seen::default();
    // Whether the last candidate ended with its separating comma.
    let mut after_separator = false;
    loop {
        // Step 4: the splitting loop; a comma collected here separates nothing.
        let rest = str_from(text, pos);
        let collected = count_while(rest, |b| is_ascii_whitespace(b) || b == b',');
        let stray = str_to(rest, collected).find(',');
        if let (true, Some(i)) = (S::ACTIVE, stray) {
            sink.report(pos + i, Violation::StrayComma);
        }
        let stray = stray.is_some();
        pos += collected;
        // Step 5.
        if pos >= text.len() {
            if S::ACTIVE && after_separator && !stray {
                sink.report(pos, Violation::MissingCandidate);
            }
            return Ok((pos, candidates));
        }
        // Step 6: the URL runs to the next ASCII whitespace.
        let url_start = pos;
        // It ends at an ASCII byte or the end: a character boundary.
        pos += count_while(str_from(text, pos), |b| !is_ascii_whitespace(b));
        let mut url_end = pos;
        // Step 7.
        descriptors.clear();
        // Step 8: a URL ending with commas has no descriptors.
        if byte(url_end - 1) == Some(b',') {
            while url_end > url_start && byte(url_end - 1) == Some(b',') {
                url_end -= 1;
            }
            if S::ACTIVE && pos - url_end > 1 {
                sink.report(url_end + 1, Violation::RepeatedTrailingComma);
            }
            after_separator = true;
        } else {
            after_separator = descriptor_tokenizer(text, &mut pos, &mut descriptors);
        }
        let url = str_range(text, url_start, url_end);
        // The valid syntax: each URL a valid non-empty URL (with the `url`
        // feature; steps 6-8 never leave it empty).
        #[cfg(feature = "url")]
        if S::ACTIVE {
            crate::syntaxes::url::report_url_string(text, url_start, url_end, sink);
        }
        let desc_span = match (descriptors.first(), descriptors.last()) {
            (Some(first), Some(last)) => first.start..last.end,
            _ => url_end..url_end,
        };
        // Steps 9–15.
        if let Some(candidate) = descriptor_parser(text, &descriptors, sink) {
            let candidate = ImageCandidate {
                url,
                span: url_start..url_end,
                descriptors: desc_span,
                ..candidate
            };
            if S::ACTIVE {
                seen.check(&candidate, sink);
            }
            candidates.push(candidate);
        }
        // Step 16: back to the splitting loop.
    }
}

/// Step 8's descriptor tokenizer, from just after the URL: the descriptors'
/// spans go to `descriptors`, `pos` ends after the comma that ends them (or
/// at the end). Returns whether a comma ended them.
fn descriptor_tokenizer(text: &str, pos: &mut usize, descriptors: &mut Vec<Range<usize>>) -> bool {
    let bytes = text.as_bytes();
    // Step 8.1: skip ASCII whitespace.
    *pos += count_while(str_from(text, *pos), is_ascii_whitespace);
    // Steps 8.2–8.3. The current descriptor is always a run of the text:
    // its start, when it is not empty.
    let mut current: Option<usize> = None;
    let mut state = State::InDescriptor;
    // Appends the current descriptor (if not empty) ending at `end`.
    let mut push = |current: &mut Option<usize>, end: usize| {
        if let Some(start) = current.take() {
            descriptors.push(start..end);
        }
    };
    // Step 8.4: one character at a time; `None` is EOF.
    loop {
        let c = bytes.get(*pos).copied();
        match state {
            State::InDescriptor => match c {
                Some(b) if is_ascii_whitespace(b) => {
                    push(&mut current, *pos);
                    state = State::AfterDescriptor;
                }
                Some(b',') => {
                    push(&mut current, *pos);
                    *pos += 1;
                    return true;
                }
                Some(b'(') => {
                    current.get_or_insert(*pos);
                    state = State::InParens;
                }
                None => {
                    push(&mut current, *pos);
                    return false;
                }
                Some(_) => {
                    current.get_or_insert(*pos);
                }
            },
            State::InParens => match c {
                Some(b')') => state = State::InDescriptor,
                None => {
                    push(&mut current, *pos);
                    return false;
                }
                Some(_) => {}
            },
            State::AfterDescriptor => match c {
                Some(b) if is_ascii_whitespace(b) => {}
                None => return false,
                Some(_) => {
                    // Reconsume in the "in descriptor" state.
                    state = State::InDescriptor;
                    continue;
                }
            },
        }
        *pos += 1;
    }
}

/// How a descriptor's number reads: its value, not a valid number of the
/// kind (the descriptor is "anything else"), or beyond the supported range.
enum Number<T> {
    Value(T),
    NotValid,
    TooLarge,
}

/// The descriptor's text before its last character as a valid non-negative
/// integer, by the rules for parsing non-negative integers.
fn non_negative(body: &str) -> Number<u32> {
    match validate_non_negative_integer(body) {
        Ok(v) => u32::try_from(v).map_or(Number::TooLarge, Number::Value),
        Err(e) if matches!(e.kind(), ErrorKind::Overflow { .. }) => Number::TooLarge,
        Err(_) => Number::NotValid,
    }
}

/// The descriptor's text before its last character as a valid
/// floating-point number, by the rules for parsing floating-point numbers.
fn float(body: &str) -> Number<f64> {
    match validate_float(body) {
        Ok(v) => Number::Value(v),
        Err(e) if matches!(e.kind(), ErrorKind::FloatOverflow) => Number::TooLarge,
        Err(_) => Number::NotValid,
    }
}

/// Steps 9–15, the descriptor parser: the candidate's descriptors (URL and
/// spans left for the caller to fill), or `None` when error is yes; the
/// first reason is reported at its descriptor.
fn descriptor_parser<'a>(
    text: &'a str,
    descriptors: &[Range<usize>],
    sink: &mut impl Sink,
) -> Option<ImageCandidate<'a>> {
    // Steps 9–12.
    let mut error: Option<(usize, Violation)> = None;
    let mut width: Option<u32> = None;
    let mut density: Option<f64> = None;
    let mut height: Option<(usize, u32)> = None;
    let fail = |error: &mut Option<(usize, Violation)>, at: usize, why: Violation| {
        if error.is_none() {
            *error = Some((at, why));
        }
    };
    // Step 13.
    for span in descriptors {
        let at = span.start;
        let d = str_range(text, span.start, span.end);
        let (body, last) = match d.as_bytes().last() {
            Some(&last) => (str_range(d, 0, d.len() - 1), last),
            None => ("", 0),
        };
        match last {
            b'w' if !matches!(non_negative(body), Number::NotValid) => {
                // Step 13 (w).2.
                if width.is_some() {
                    fail(&mut error, at, Violation::RepeatedDescriptor);
                } else if density.is_some() {
                    fail(&mut error, at, Violation::MixedDescriptors);
                }
                // Step 13 (w).3.
                match non_negative(body) {
                    Number::Value(0) => fail(&mut error, at, Violation::ZeroWidth),
                    Number::Value(w) => width = Some(w),
                    _ => fail(&mut error, at, Violation::DescriptorTooLarge),
                }
            }
            b'x' if !matches!(float(body), Number::NotValid) => {
                // Step 13 (x).1.
                if density.is_some() {
                    fail(&mut error, at, Violation::RepeatedDescriptor);
                } else if width.is_some() || height.is_some() {
                    fail(&mut error, at, Violation::MixedDescriptors);
                }
                // Step 13 (x).2: -0 is 0.
                match float(body) {
                    Number::Value(x) if x < 0.0 => fail(&mut error, at, Violation::NegativeDensity),
                    Number::Value(x) => {
                        if x == 0.0 {
                            sink.report(at, Violation::ZeroDensity);
                        }
                        density = Some(x + 0.0);
                    }
                    _ => fail(&mut error, at, Violation::DescriptorTooLarge),
                }
            }
            b'h' if !matches!(non_negative(body), Number::NotValid) => {
                // "This is a parse error": kept for the future, never valid.
                sink.report(at, Violation::HeightDescriptor);
                // Step 13 (h).1.
                if height.is_some() {
                    fail(&mut error, at, Violation::RepeatedDescriptor);
                } else if density.is_some() {
                    fail(&mut error, at, Violation::MixedDescriptors);
                }
                // Step 13 (h).2.
                match non_negative(body) {
                    Number::Value(0) => fail(&mut error, at, Violation::ZeroHeight),
                    Number::Value(h) => height = Some((at, h)),
                    _ => fail(&mut error, at, Violation::DescriptorTooLarge),
                }
            }
            // Anything else.
            _ => fail(&mut error, at, Violation::UnknownDescriptor),
        }
    }
    // Step 14.
    if let (Some((at, _)), None) = (height, width) {
        fail(&mut error, at, Violation::HeightWithoutWidth);
    }
    // Step 15.
    match error {
        Some((at, why)) => {
            sink.report(at, why);
            None
        }
        None => Some(ImageCandidate {
            url: "",
            span: 0..0,
            descriptors: 0..0,
            density,
            width,
            height: height.map(|(_, h)| h),
        }),
    }
}

/// [Parse a srcset attribute](https://html.spec.whatwg.org/multipage/images.html#parse-a-srcset-attribute):
/// the image candidates that survive, in order. Candidates whose descriptors
/// are in error are dropped, as the spec says; nothing fails.
///
/// Deviation: the spec's numbers are unbounded; a width or height beyond
/// `u32::MAX`, or a density that rounds to ±2^1024, drops the candidate.
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::parse_srcset;
/// let set = parse_srcset("data:,a 1x 1x, data:,b 100w, data:,c,");
/// let urls: Vec<&str> = set.iter().map(|c| c.url).collect();
/// assert_eq!(urls, ["data:,b", "data:,c"]);
/// assert_eq!(set[0].width, Some(100));
/// assert!(parse_srcset(" , ").is_empty());
/// ```
pub fn parse_srcset(input: &str) -> Vec<ImageCandidate<'_>> {
    srcset_steps(input, 0, &mut ()).map_or_else(|_| Vec::new(), |(_, set)| set)
}

/// [`parse_srcset`], reporting to `report(offset, violation)` each parse
/// error, each dropped candidate with the reason that dropped it (at the
/// descriptor in error), and each departure from the valid syntax, in the
/// order the steps meet them.
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::parse_srcset_reporting;
/// use html_microsyntax::Violation;
/// let mut reports = Vec::new();
/// let set = parse_srcset_reporting("a.png 1x 2x, b.png 0w, c.png", |at, v| reports.push((at, v)));
/// assert_eq!(set.len(), 1);
/// assert_eq!(reports, [(9, Violation::RepeatedDescriptor), (19, Violation::ZeroWidth)]);
/// ```
pub fn parse_srcset_reporting(
    input: &str,
    mut report: impl FnMut(usize, Violation),
) -> Vec<ImageCandidate<'_>> {
    srcset_steps(input, 0, &mut report).map_or_else(|_| Vec::new(), |(_, set)| set)
}

/// The [srcset attribute](https://html.spec.whatwg.org/multipage/images.html#srcset-attributes)
/// rules for authors: one or more image candidate strings, each a URL and
/// at most one width (`100w`, > 0) or density (`1.5x`, > 0) descriptor; no
/// two candidates with the same width or density (none is `1x`); widths on
/// all candidates or none; widths when and only when the element has a
/// `sizes` attribute (`sizes` is its value, `None` when absent).
///
/// The URLs' own validity (URL Standard) is not checked here.
///
/// # Errors
///
/// [`ErrorKind::Empty`] for no candidate at all; otherwise
/// [`ErrorKind::Invalid`] with the earliest violation: each parse error,
/// each dropped candidate's reason, and the rules above, at the offending
/// character (a descriptor, or the end of the URL where one is missing).
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::validate_srcset;
/// assert!(validate_srcset("a.png 1x, b.png 2x", None).is_ok());
/// assert!(validate_srcset("a.png 300w, b.png 600w", Some("50vw")).is_ok());
/// let err = validate_srcset("a.png 300w, b.png 600w", None).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("width_without_sizes", 6));
/// let err = validate_srcset("a.png, b.png 1x", None).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("same_density", 13));
/// ```
pub fn validate_srcset<'a>(
    srcset: &'a str,
    sizes: Option<&str>,
) -> Result<Vec<ImageCandidate<'a>>, Error> {
    srcset_rules(srcset, Some(sizes.is_some()))
}

/// The srcset rules for authors, with the `sizes` rules for an element
/// with (`Some(true)`) or without (`Some(false)`) a `sizes` attribute, or
/// without them (`None`).
pub(crate) fn srcset_rules(
    srcset: &str,
    sizes: Option<bool>,
) -> Result<Vec<ImageCandidate<'_>>, Error> {
    let mut sink = Earliest::default();
    let set = match srcset_steps(srcset, 0, &mut sink) {
        Ok((_, set)) => set,
        Err((pos, kind)) => return Err(Error::new(kind, srcset, pos)),
    };
    if let Some(sizes) = sizes {
        sizes_rules(&set, sizes, &mut sink);
    }
    if let Some((pos, v)) = sink.0 {
        return Err(Error::new(ErrorKind::Invalid(v), srcset, pos));
    }
    if set.is_empty() {
        return Err(Error::new(ErrorKind::Empty, srcset, srcset.len()));
    }
    Ok(set)
}

/// Every error of `srcset` under the rules of [`srcset_rules`] (`sizes` as
/// there), each located, to `report` in the order of their offsets: each
/// parse error, each dropped candidate's reason and each rule across
/// candidates, or the failure that stops the steps, or no candidate at
/// all. The first is [`srcset_rules`]' error; a warning only on a value
/// without error.
pub(crate) fn report_srcset(srcset: &str, sizes: Option<bool>, report: &mut dyn FnMut(Error)) {
    let mut sink = Every::default();
    let set = match srcset_steps(srcset, 0, &mut sink) {
        Ok((_, set)) => set,
        // As `srcset_rules`: the failure is the error.
        Err((pos, kind)) => return report(Error::new(kind, srcset, pos)),
    };
    if let Some(sizes) = sizes {
        sizes_rules(&set, sizes, &mut sink);
    }
    let mut found = sink.0;
    if set.is_empty() && found.is_empty() {
        found.push((srcset.len(), ErrorKind::Empty));
    }
    report_found(srcset, in_text_order(found), report);
}

/// Whether `srcset` is a valid srcset attribute for an element with (`sizes`
/// is `Some`) or without a `sizes` attribute; see [`validate_srcset`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::images::is_valid_srcset;
/// assert!(is_valid_srcset("a.png", None));
/// assert!(!is_valid_srcset("", None));
/// assert!(!is_valid_srcset("a.png 1x, b.png 100w", None));
/// assert!(!is_valid_srcset("a.png 100w 100h", Some("100vw")));
/// ```
pub fn is_valid_srcset(srcset: &str, sizes: Option<&str>) -> bool {
    validate_srcset(srcset, sizes).is_ok()
}

/// The rules that depend on the element's `sizes` attribute: with it, every
/// candidate has a width; without it, none has.
fn sizes_rules(set: &[ImageCandidate<'_>], sizes: bool, sink: &mut impl Sink) {
    for c in set {
        match (sizes, c.width.is_some()) {
            (true, false) => sink.report(c.descriptors.start, Violation::MissingWidth),
            (false, true) => sink.report(c.descriptors.start, Violation::WidthWithoutSizes),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn urls(s: &str) -> Vec<String> {
        parse_srcset(s).iter().map(ToString::to_string).collect()
    }

    /// (code, offset) of each error `report_srcset` gives.
    fn reported(srcset: &str, sizes: Option<bool>) -> Vec<(&'static str, usize)> {
        let mut found = Vec::new();
        report_srcset(srcset, sizes, &mut |e| {
            found.push((e.kind().code(), e.offset()))
        });
        found
    }

    #[test]
    fn every_error_of_a_srcset_is_reported_by_its_offset() {
        // Each candidate's, then the rules across candidates, by offset.
        assert_eq!(
            reported("a.png 1x 2x, b.png 0w, c.png 300w", Some(false)),
            [
                ("repeated_descriptor", 9),
                ("zero_width", 19),
                ("width_without_sizes", 29),
            ]
        );
        // With `sizes`, each candidate without a width; `b.png` is also a
        // second 1x, and `c.png`'s width mixes descriptors.
        assert_eq!(
            reported("a.png 1x, b.png, c.png 10w", Some(true)),
            [
                ("missing_width", 6),
                ("same_density", 15),
                ("missing_width", 15),
                ("mixed_candidates", 23),
            ]
        );
        assert_eq!(reported(" , ", None), [("stray_comma", 1)]);
        assert_eq!(reported("  ", None), [("empty", 2)]);
        assert_eq!(reported("a.png 1x, b.png 2x", Some(false)), []);
        // The first is `validate_srcset`'s.
        for (srcset, sizes) in [
            ("a.png 1x 2x, b.png 0w", None),
            ("a.png, b.png 1x", Some("1px")),
        ] {
            let first = validate_srcset(srcset, sizes).unwrap_err();
            let all = reported(srcset, Some(sizes.is_some()));
            assert_eq!(all.first(), Some(&(first.kind().code(), first.offset())));
        }
    }

    #[test]
    fn ok_descriptor_tokenizer_states() {
        assert_eq!(urls("a (1x, b) 1x, c"), ["c"]);
        assert_eq!(urls("a 1x  ,b"), ["a 1x", "b"]);
        assert_eq!(urls("a 1x(, c"), Vec::<String>::new());
        assert_eq!(urls("a,,, b"), ["a", "b"]);
    }

    #[test]
    fn err_descriptor_parser_reasons() {
        let reason = |s: &str| {
            let mut first = None;
            parse_srcset_reporting(s, |at, v| {
                first.get_or_insert((at, v));
            });
            first
        };
        assert_eq!(reason("a 1w 1x"), Some((5, Violation::MixedDescriptors)));
        assert_eq!(reason("a 1h"), Some((2, Violation::HeightDescriptor)));
        assert_eq!(reason("a -1x"), Some((2, Violation::NegativeDensity)));
        assert_eq!(
            reason("a 5000000000w"),
            Some((2, Violation::DescriptorTooLarge))
        );
        assert_eq!(reason("a 1e400x"), Some((2, Violation::DescriptorTooLarge)));
        assert_eq!(reason("a foo"), Some((2, Violation::UnknownDescriptor)));
    }
}
