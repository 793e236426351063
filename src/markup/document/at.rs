//! What is written at a place in a document: the attribute of a start tag
//! under an editor's cursor, read by the checker's own tokenizer.

use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use super::tokens;

/// An attribute of a start tag, with where its name and value were
/// written and the tag's other attributes: what [`attribute_at`] finds.
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttributeAt {
    /// The lowercase element name.
    pub element: String,
    /// The lowercase attribute name.
    pub attribute: String,
    /// The value, character references decoded (empty without `=`).
    pub value: String,
    /// Where the name was written (byte offsets in the text).
    pub name_span: Range<usize>,
    /// Where the value was written, between its quotes; `None` for an
    /// attribute without `=`.
    pub value_span: Option<Range<usize>>,
    /// Whether the offset asked about is in the value (its ends included)
    /// rather than in the name.
    pub in_value: bool,
    /// Where the start tag was written: from its `<` to after its `>`.
    pub tag_span: Range<usize>,
    /// Every attribute of the tag (this one included), lowercase names and
    /// decoded values, in source order.
    pub attributes: Vec<(String, String)>,
}

impl AttributeAt {
    /// The tag's attributes as the [attribute table](crate::attributes)'s
    /// functions take them.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::attributes::check_attribute;
    /// use html_microsyntax::document::attribute_at;
    ///
    /// let at = attribute_at("<input type=date min=2024-02-30>", 22).unwrap();
    /// let check = check_attribute(&at.element, &at.attribute, &at.value, &at.other_attributes());
    /// assert_eq!(check.syntax_name(), Some("valid_date"));
    /// ```
    pub fn other_attributes(&self) -> Vec<(&str, &str)> {
        self.attributes
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect()
    }
}

/// The attribute whose name or value holds byte `offset` of `text` (an
/// offset at either end of a name or value counts), in the start tags the
/// [document checker](super) reads: `None` in text, comments, end tags,
/// raw text, foreign content and between attributes. A start tag that the
/// text ends inside is not read.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::attribute_at;
///
/// let html = "<p>x</p><td colspan=\"0\" rowspan=2>";
/// let at = attribute_at(html, 21).unwrap(); // the `0`
/// assert_eq!((at.element.as_str(), at.attribute.as_str(), at.value.as_str()), ("td", "colspan", "0"));
/// assert_eq!((at.name_span.clone(), at.value_span.clone(), at.in_value), (12..19, Some(21..22), true));
/// assert_eq!(at.tag_span, 8..34);
/// assert!(!attribute_at(html, 14).unwrap().in_value); // in `colspan`
/// assert!(attribute_at(html, 3).is_none()); // text
/// ```
pub fn attribute_at(text: &str, offset: usize) -> Option<AttributeAt> {
    let tag = tokens::start_tags(text)
        .find(|tag| tag.span.end > offset)
        .filter(|tag| tag.span.start < offset)?;
    let within = |span: &Range<usize>| span.start <= offset && offset <= span.end;
    let (attribute, in_value) = tag.attributes.iter().find_map(|a| {
        if a.value_span.as_ref().is_some_and(within) {
            Some((a, true))
        } else {
            within(&a.name_span).then_some((a, false))
        }
    })?;
    Some(AttributeAt {
        element: tag.name.clone(),
        attribute: attribute.name.clone(),
        value: attribute.value.clone(),
        name_span: attribute.name_span.clone(),
        value_span: attribute.value_span.clone(),
        in_value,
        tag_span: tag.span.clone(),
        attributes: tag
            .attributes
            .iter()
            .map(|a| (a.name.clone(), a.value.clone()))
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ends_of_names_and_values_count() {
        let html = "<a href='' rel=x>";
        // `href` is 3..7, its empty value 9..9.
        assert!(!attribute_at(html, 3).unwrap().in_value);
        assert!(!attribute_at(html, 7).unwrap().in_value);
        let empty = attribute_at(html, 9).unwrap();
        assert_eq!((empty.attribute.as_str(), empty.in_value), ("href", true));
        let rel = attribute_at(html, 16).unwrap();
        assert_eq!(
            (rel.attribute.as_str(), rel.value.as_str(), rel.in_value),
            ("rel", "x", true)
        );
        assert_eq!(rel.attributes.len(), 2);
        assert!(attribute_at(html, 0).is_none());
        assert!(attribute_at(html, 17).is_none());
        assert!(attribute_at(html, 1000).is_none());
    }

    #[test]
    fn a_boolean_attribute_has_no_value() {
        let at = attribute_at("<input disabled>", 10).unwrap();
        assert_eq!(
            (at.attribute.as_str(), at.value_span, at.in_value),
            ("disabled", None, false)
        );
    }
}
