//! [2.3.9 References](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#syntax-references):
//! hash-name references, such as `<img usemap="#map">`.
//!
//! | input | [`hash_name`] |
//! |---|---|
//! | `"#map"` | `map` |
//! | `"a#b#c"` | `b#c` (after the first `#`) |
//! | `"map"`, `"map#"` | none |
//!
//! The lookup runs over the caller's tree: any iterator of elements of the
//! wanted type, in tree order, whose items implement [`HashNameTarget`].
//!
//! ```text
//! valid-hash-name-reference = "#" name   ; name: the exact value of a `name` attribute
//! ```

use crate::base::entry;
use crate::base::error::Error;
use crate::base::error::{ErrorKind, Expected};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::str_from;
use crate::common::row::{html, row, Checked, SyntaxDef};

/// Steps 1–2 of the [rules for parsing a hash-name reference](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-hash-name-reference):
/// the string after the first `#`, or `None` when there is no `#` or the
/// first one is the last character.
///
/// # Examples
///
/// ```
/// use html_microsyntax::reference::hash_name;
/// assert_eq!(hash_name("#planets"), Some("planets"));
/// assert_eq!(hash_name("x#a#b"), Some("a#b"));
/// assert_eq!(hash_name("planets"), None);
/// assert_eq!(hash_name("planets#"), None);
/// ```
pub fn hash_name(input: &str) -> Option<&str> {
    // Step 1: no '#', or the first '#' is the last character: null.
    let at = input.find('#')?;
    let s = input.get(at + 1..)?;
    if s.is_empty() {
        return None;
    }
    // Step 2: the rest after the first '#'.
    Some(s)
}

/// [`hash_name`] with a located error for the null cases (the CLI's
/// `hash_name_reference`).
///
/// # Errors
///
/// [`ErrorKind::Expected`] `'#'` at the end of an input without `#`;
/// [`ErrorKind::Expected`] a name at the end of an input whose first `#` is
/// its last character.
///
/// # Examples
///
/// ```
/// use html_microsyntax::reference::parse_hash_name;
/// assert_eq!(parse_hash_name("#m"), Ok("m"));
/// let err = parse_hash_name("m#").unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("expected_hash_name", 2));
/// assert_eq!(parse_hash_name("m").unwrap_err().kind().code(), "expected_number_sign");
/// ```
pub fn parse_hash_name(input: &str) -> Result<&str, Error> {
    entry::parse_to_end(input, |text, sink| hash_name_steps(text, 0, sink))
}

/// Steps 1–2 of the [rules for parsing a hash-name reference](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-hash-name-reference)
/// on the text from `pos`, which they consume whole: the name after the
/// first `#`, or a failure at the end of the text (no `#`, or nothing after
/// the first).
fn hash_name_steps<'a, S: Sink>(text: &'a str, pos: usize, _sink: &mut S) -> Steps<&'a str> {
    let input = str_from(text, pos);
    match hash_name(input) {
        Some(name) => Ok((text.len(), name)),
        None => {
            let expected = if input.contains('#') {
                Expected::HashName
            } else {
                Expected::NumberSign
            };
            Err((text.len(), ErrorKind::expected(expected, "")))
        }
    }
}

/// An element a hash-name reference can point at: its `id` and `name`
/// attributes, if present.
///
/// # Examples
///
/// ```
/// use html_microsyntax::reference::HashNameTarget;
/// struct Map { id: Option<String>, name: Option<String> }
/// impl HashNameTarget for &Map {
///     fn id(&self) -> Option<&str> { self.id.as_deref() }
///     fn name(&self) -> Option<&str> { self.name.as_deref() }
/// }
/// ```
pub trait HashNameTarget {
    /// The value of the element's `id` attribute.
    fn id(&self) -> Option<&str>;
    /// The value of the element's `name` attribute.
    fn name(&self) -> Option<&str>;
}

/// The [rules for parsing a hash-name reference](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-hash-name-reference)
/// to an element of some type: `elements` are the elements of that type in
/// the scope's tree, in tree order. Returns the first whose `id` or `name` is
/// exactly the name after the first `#`, or `None` (null).
///
/// # Examples
///
/// ```
/// use html_microsyntax::reference::{parse_hash_name_reference, HashNameTarget};
///
/// struct Map(Option<&'static str>, Option<&'static str>); // (id, name)
/// impl HashNameTarget for &Map {
///     fn id(&self) -> Option<&str> { self.0 }
///     fn name(&self) -> Option<&str> { self.1 }
/// }
/// let tree = [Map(Some("a"), None), Map(None, Some("b")), Map(Some("b"), None)];
/// let found = parse_hash_name_reference("#b", tree.iter()).unwrap();
/// assert!(std::ptr::eq(found, &tree[1])); // first in tree order
/// assert!(parse_hash_name_reference("#B", tree.iter()).is_none()); // exact match
/// ```
pub fn parse_hash_name_reference<T: HashNameTarget>(
    input: &str,
    elements: impl IntoIterator<Item = T>,
) -> Option<T> {
    // Steps 1–2.
    let s = hash_name(input)?;
    // Step 3: the first element in tree order with id or name equal to s.
    elements
        .into_iter()
        .find(|e| e.id() == Some(s) || e.name() == Some(s))
}

/// Whether `input` is a [valid hash-name reference](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#valid-hash-name-reference)
/// to an element of some type: `#` followed by exactly the value of the
/// `name` attribute of one of `elements` (the elements of that type in the
/// same tree). An `id` alone does not make it valid.
///
/// # Examples
///
/// ```
/// use html_microsyntax::reference::{is_valid_hash_name_reference, HashNameTarget};
///
/// struct Map(Option<&'static str>, Option<&'static str>); // (id, name)
/// impl HashNameTarget for &Map {
///     fn id(&self) -> Option<&str> { self.0 }
///     fn name(&self) -> Option<&str> { self.1 }
/// }
/// let tree = [Map(Some("by-id"), None), Map(None, Some("by-name"))];
/// assert!(is_valid_hash_name_reference("#by-name", tree.iter()));
/// assert!(!is_valid_hash_name_reference("#by-id", tree.iter())); // parses, but not valid
/// assert!(!is_valid_hash_name_reference("x#by-name", tree.iter()));
/// ```
pub fn is_valid_hash_name_reference<T: HashNameTarget>(
    input: &str,
    elements: impl IntoIterator<Item = T>,
) -> bool {
    match input.strip_prefix('#') {
        Some(name) => elements.into_iter().any(|e| e.name() == Some(name)),
        None => false,
    }
}

// The registry row of this syntax, listed in `registry::SYNTAXES`.

/// A hash-name reference (`usemap`): `#` and a name (whether a `map` of
/// that name exists is a document-level check).
pub static HASH_NAME_REFERENCE: SyntaxDef = row!(
    "hash_name_reference",
    html!("common-microsyntaxes.html#valid-hash-name-reference"),
    "steps 1-2 of the rules for parsing a hash-name reference (2.3.9)",
    |v, _| Checked::verdict(parse_hash_name(v)),
);
