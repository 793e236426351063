//! Custom elements the host declares, with every attribute they have: an
//! attribute a declared element does not have (and that every HTML element
//! may have: a global attribute, an event handler, `role`, `aria-*`,
//! `data-*`) is `undeclared_attribute`, a warning. With the feature `json`,
//! the declarations and the attributes' checks come from a
//! [Custom Elements Manifest](https://github.com/webcomponents/custom-elements-manifest)
//! (`custom-elements.json`): [`CustomElementsManifest`].

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::finding::{Diagnosis, Finding};
use super::rules::{on_every_element, KindList};
use super::tokens::StartTag;
use super::{host, Options};
use crate::base::error::detail_kinds;

detail_kinds! {
    /// What the `custom_elements` pass finds: the attributes a custom
    /// element the host declares ([`HostElement`]) does not have.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, kinds::HostElementProblem, HostElement, Options};
    ///
    /// let options = Options::new().host_element(HostElement::new("x-r", ["max", "low"]));
    /// let report = check_str_with("<x-r mx=3>", &options);
    /// let finding = &report.findings()[0];
    /// assert_eq!(finding.help.as_deref(), Some("its attributes: low, max"));
    /// assert_eq!(
    ///     HostElementProblem::from_kind(&finding.error_kind),
    ///     Some(HostElementProblem::UndeclaredAttribute {
    ///         name: "mx".into(),
    ///         element: "x-r".into(),
    ///         declared: "low, max".into(),
    ///     })
    /// );
    /// ```
    pub enum HostElementProblem (owned);
    pub static HOST_ELEMENT_DETAILS = (syntax "custom_elements", otherwise "undeclared_attribute", "an undeclared attribute");
    {
        /// An attribute a declared custom element does not have.
        UndeclaredAttribute {
            /// The element's attributes, sorted, joined by `, ` (empty
            /// when it declares none; first: the help reads it, so it
            /// keeps its room).
            declared: String,
            name: String,
            element: String,
        } => ("undeclared_attribute", Warning, "`{name}` is not an attribute of the custom element `{element}`")
            help("{}", if declared.is_empty() {
                alloc::format!("`{element}` declares no attributes")
            } else {
                alloc::format!("its attributes: {declared}")
            }),
    }
}

/// The kinds of this pass.
pub(super) const RULE_KINDS: KindList = HostElementProblem::KINDS;

/// The rule's name in findings (their `syntax`).
pub(super) const RULE: &str = "custom_elements";

/// Where custom element declarations are defined.
const MANIFEST: &str = "https://github.com/webcomponents/custom-elements-manifest";

/// A custom element the host declares with every attribute it has: any
/// other attribute on it (one not every HTML element has) is an
/// `undeclared_attribute` warning. Registered with
/// [`Options::host_element`](super::Options::host_element).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str_with, HostElement, Options};
///
/// let options = Options::new().host_element(HostElement::new("my-rating", ["max", "value"]));
/// let report = check_str_with("<my-rating max=5 valeu=3 title=x data-id=1>", &options);
/// let found: Vec<_> = report.findings().iter().map(|f| (f.attribute.as_str(), f.kind)).collect();
/// assert_eq!(found, [("valeu", "undeclared_attribute")]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostElement {
    /// The element's name (lowercase).
    name: String,
    /// Its attributes (lowercase).
    attributes: Vec<String>,
}

impl HostElement {
    /// The element `name` with `attributes` (ASCII case-insensitive).
    pub fn new<'a>(name: &str, attributes: impl IntoIterator<Item = &'a str>) -> Self {
        HostElement {
            name: name.to_ascii_lowercase(),
            attributes: attributes
                .into_iter()
                .map(str::to_ascii_lowercase)
                .collect(),
        }
    }

    /// The element's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its attributes.
    pub fn attributes(&self) -> &[String] {
        &self.attributes
    }
}

/// `undeclared_attribute`: the attributes of `tag` that its declaration
/// (the last one for its name) does not have.
pub(super) fn undeclared_attributes(
    tag: &StartTag,
    options: &Options,
    findings: &mut Vec<Finding>,
) {
    let Some(element) = options
        .host_elements
        .iter()
        .rev()
        .find(|e| e.name == tag.name)
    else {
        return;
    };
    for attr in &tag.attributes {
        let name = attr.name.as_str();
        if element.attributes.iter().any(|a| a == name)
            || on_every_element(name)
            || host::find(&options.host_attributes, &tag.name, name).is_some()
        {
            continue;
        }
        let mut declared: Vec<&str> = element.attributes.iter().map(String::as_str).collect();
        declared.sort_unstable();
        let kind = HostElementProblem::UndeclaredAttribute {
            name: name.to_string(),
            element: tag.name.clone(),
            declared: declared.join(", "),
        };
        findings.push(Finding::new(
            attr.name_span.clone(),
            &tag.name,
            name,
            &attr.value,
            Diagnosis::declared(RULE, kind, MANIFEST),
        ));
    }
}

#[cfg(test)]
mod tests {
    use alloc::format;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::super::rules::{said_by, Said};
    use super::super::{check_str_with, Options};
    use super::{HostElement, HostElementProblem as P};

    /// The kind, message and help of each `custom_elements` finding of
    /// `html`, with `element` declared.
    fn said(html: &str, element: HostElement) -> Vec<Said<P>> {
        let options = Options::new().host_element(element);
        let report = check_str_with(html, &options);
        said_by(report.findings(), |f| f.syntax == super::RULE, P::from_kind)
    }

    #[test]
    fn an_undeclared_attribute_reads_back_with_its_fields() {
        assert_eq!(
            said("<x-a b=1>", HostElement::new("x-a", [])),
            [(
                Some(P::UndeclaredAttribute {
                    name: "b".into(),
                    element: "x-a".into(),
                    declared: String::new(),
                }),
                "`b` is not an attribute of the custom element `x-a`".to_string(),
                Some("`x-a` declares no attributes".to_string())
            )]
        );
        let long = "averyveryverylongattributenameofnobody";
        assert_eq!(
            said(
                &format!("<my-rating {long}=3>"),
                HostElement::new("my-rating", ["value", "max"])
            ),
            [(
                // `declared` first (the help reads it), the name cut to
                // what is left.
                Some(P::UndeclaredAttribute {
                    name: format!("{}…", long.get(..10).unwrap_or_default()),
                    element: "…".into(),
                    declared: "max, value".into(),
                }),
                format!("`{long}` is not an attribute of the custom element `my-rating`"),
                Some("its attributes: max, value".to_string())
            )]
        );
    }
}

#[cfg(feature = "json")]
pub use manifest::{AttributeValue, CustomAttribute, CustomElement, CustomElementsManifest};

#[cfg(feature = "json")]
mod manifest {
    //! The Custom Elements Manifest, read.

    use alloc::borrow::ToOwned;
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use serde_json::Value;

    use super::super::{ConfigError, HostAttribute, Options};
    use super::{HostElement, MANIFEST};
    use crate::base::error::{Error, StepError};
    use crate::keywords::validate_boolean_attribute;
    use crate::registry::VALID_FLOAT;

    /// What an attribute's value must be, from its type in the manifest
    /// (`type.text`, a TypeScript type; `undefined` and `null` in a union
    /// dropped).
    #[non_exhaustive]
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum AttributeValue {
        /// `boolean`: a [boolean attribute](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes)
        /// (empty, or the attribute's name).
        Boolean,
        /// `number`: a valid floating-point number.
        Number,
        /// A union of string literals (`'small' | 'medium' | 'large'`):
        /// one of them, compared exactly (a component compares the string
        /// it is given; HTML's enumerated attributes, which ignore ASCII
        /// case, are browsers' own).
        Keywords(Vec<String>),
        /// `string`, and any other type: not checked.
        Unchecked,
    }

    impl AttributeValue {
        /// The check of a TypeScript type's text.
        ///
        /// # Examples
        ///
        /// ```
        /// use html_microsyntax::document::AttributeValue;
        ///
        /// assert_eq!(AttributeValue::from_type("boolean | undefined"), AttributeValue::Boolean);
        /// assert_eq!(
        ///     AttributeValue::from_type("| 'top'\n | \"bottom\""),
        ///     AttributeValue::Keywords(vec!["top".into(), "bottom".into()])
        /// );
        /// assert_eq!(AttributeValue::from_type("number | 'any'"), AttributeValue::Unchecked);
        /// ```
        pub fn from_type(text: &str) -> AttributeValue {
            let members: Vec<&str> = text
                .split('|')
                .map(str::trim)
                .filter(|m| !m.is_empty() && *m != "undefined" && *m != "null")
                .collect();
            match members.as_slice() {
                ["boolean"] => return AttributeValue::Boolean,
                ["number"] => return AttributeValue::Number,
                [] => return AttributeValue::Unchecked,
                _ => {}
            }
            let literal = |m: &str| {
                let quoted = |q: char| {
                    m.strip_prefix(q)
                        .and_then(|r| r.strip_suffix(q))
                        .filter(|r| !r.contains(['\\', q]))
                };
                quoted('\'').or_else(|| quoted('"')).map(str::to_owned)
            };
            members
                .iter()
                .map(|m| literal(m))
                .collect::<Option<Vec<_>>>()
                .map_or(AttributeValue::Unchecked, AttributeValue::Keywords)
        }
    }

    /// A declared attribute.
    #[non_exhaustive]
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct CustomAttribute {
        /// Its name, lowercase.
        pub name: String,
        /// What its value must be.
        pub value: AttributeValue,
    }

    /// A declared custom element.
    #[non_exhaustive]
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub struct CustomElement {
        /// Its tag name, lowercase.
        pub tag_name: String,
        /// Its attributes (its superclasses' in the manifest included).
        pub attributes: Vec<CustomAttribute>,
    }

    /// A [Custom Elements Manifest](https://github.com/webcomponents/custom-elements-manifest)
    /// (`custom-elements.json`), read: each custom element declaration
    /// (`"customElement": true`) with a tag name (its `tagName`, or the
    /// `name` of a `custom-element-definition` export naming it) and its
    /// `attributes` (with its superclass's, when that is declared in the
    /// same manifest), each typed by its `type.text` (or its field's).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, CustomElementsManifest, Options};
    ///
    /// let manifest = CustomElementsManifest::from_json(r#"{"schemaVersion": "1.0.0", "modules": [
    ///   {"kind": "javascript-module", "path": "x-button.js", "declarations": [
    ///     {"kind": "class", "name": "XButton", "customElement": true, "tagName": "x-button",
    ///      "attributes": [{"name": "size", "type": {"text": "'small' | 'large'"}},
    ///                     {"name": "disabled", "type": {"text": "boolean"}}]}]}]}"#).unwrap();
    /// let options = manifest.apply(Options::new());
    /// let report = check_str_with("<x-button size=huge disabled=true colour=red>", &options);
    /// let found: Vec<_> = report.findings().iter().map(|f| (f.attribute.as_str(), f.kind)).collect();
    /// assert_eq!(found, [
    ///     ("size", "unknown_keyword"),
    ///     ("disabled", "expected_empty_or_attribute_name"),
    ///     ("colour", "undeclared_attribute"),
    /// ]);
    /// assert_eq!(report.findings()[0].message, "expected 'small' or 'large', found 'huge'");
    /// ```
    #[derive(Debug, Clone, PartialEq, Eq, Default)]
    pub struct CustomElementsManifest {
        /// The declared custom elements, in the manifest's order.
        pub elements: Vec<CustomElement>,
    }

    /// A manifest that is not JSON, or not a manifest.
    fn not_a_manifest(message: &str) -> ConfigError {
        ConfigError {
            line: 0,
            column: 0,
            message: message.to_string(),
        }
    }

    impl CustomElementsManifest {
        /// Reads a manifest from its JSON text. Fields the checker does
        /// not use are not read.
        ///
        /// # Errors
        ///
        /// Text that is not JSON (with its line and column), or a manifest
        /// without a `modules` array.
        pub fn from_json(text: &str) -> Result<CustomElementsManifest, ConfigError> {
            let json: Value = serde_json::from_str(text)?;
            let modules = json
                .get("modules")
                .and_then(Value::as_array)
                .ok_or_else(|| {
                    not_a_manifest("a custom elements manifest has a `modules` array")
                })?;
            let declarations: Vec<&Value> = modules
                .iter()
                .filter_map(|m| m.get("declarations").and_then(Value::as_array))
                .flatten()
                .collect();
            let by_name = |name: &str| {
                declarations
                    .iter()
                    .find(|d| d.get("name").and_then(Value::as_str) == Some(name))
                    .copied()
            };
            // Tag names given by `customElements.define` exports.
            let defined: Vec<(&str, &str)> = modules
                .iter()
                .filter_map(|m| m.get("exports").and_then(Value::as_array))
                .flatten()
                .filter(|e| {
                    e.get("kind").and_then(Value::as_str) == Some("custom-element-definition")
                })
                .filter_map(|e| {
                    let tag = e.get("name")?.as_str()?;
                    let class = e.get("declaration")?.get("name")?.as_str()?;
                    Some((tag, class))
                })
                .collect();
            let mut elements = Vec::new();
            for declaration in &declarations {
                if declaration.get("customElement").and_then(Value::as_bool) != Some(true) {
                    continue;
                }
                let class = declaration.get("name").and_then(Value::as_str);
                let tags = declaration
                    .get("tagName")
                    .and_then(Value::as_str)
                    .into_iter()
                    .chain(
                        defined
                            .iter()
                            .filter(|(_, c)| Some(*c) == class)
                            .map(|(t, _)| *t),
                    );
                let mut attributes: Vec<CustomAttribute> = Vec::new();
                // The class and its superclasses in the manifest (a chain
                // of 32 at most: a cycle ends there).
                let mut next = Some(*declaration);
                for _ in 0..32 {
                    let Some(d) = next else { break };
                    for attribute in d
                        .get("attributes")
                        .and_then(Value::as_array)
                        .into_iter()
                        .flatten()
                    {
                        let Some(name) = attribute.get("name").and_then(Value::as_str) else {
                            continue;
                        };
                        let name = name.to_ascii_lowercase();
                        if attributes.iter().any(|a| a.name == name) {
                            continue;
                        }
                        let value = type_text(attribute, d)
                            .map_or(AttributeValue::Unchecked, AttributeValue::from_type);
                        attributes.push(CustomAttribute { name, value });
                    }
                    next = d
                        .get("superclass")
                        .and_then(|s| s.get("name"))
                        .and_then(Value::as_str)
                        .and_then(by_name);
                }
                for tag in tags {
                    let tag_name = tag.to_ascii_lowercase();
                    if !elements
                        .iter()
                        .any(|e: &CustomElement| e.tag_name == tag_name)
                    {
                        elements.push(CustomElement {
                            tag_name,
                            attributes: attributes.clone(),
                        });
                    }
                }
            }
            Ok(CustomElementsManifest { elements })
        }

        /// `options` with each element declared
        /// ([`Options::host_element`]) and each checked attribute
        /// registered ([`Options::host_attribute`]): a boolean attribute
        /// under the syntax `boolean_attribute`, a number under
        /// `valid_float`, a keyword set under `custom_elements` (its
        /// finding's kind `unknown_keyword`).
        pub fn apply(&self, mut options: Options) -> Options {
            for element in &self.elements {
                options = options.host_element(HostElement::new(
                    &element.tag_name,
                    element.attributes.iter().map(|a| a.name.as_str()),
                ));
                for attribute in &element.attributes {
                    let selector = alloc::format!("{} {}", element.tag_name, attribute.name);
                    let row = match &attribute.value {
                        AttributeValue::Boolean => {
                            let name = attribute.name.clone();
                            HostAttribute::check(
                                &selector,
                                "boolean_attribute",
                                "https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#boolean-attributes",
                                move |value| validate_boolean_attribute(&name, value),
                            )
                        }
                        AttributeValue::Number => HostAttribute::syntax(&selector, &VALID_FLOAT),
                        AttributeValue::Keywords(keywords) => {
                            let keywords = keywords.clone();
                            HostAttribute::check(&selector, super::RULE, MANIFEST, move |value| {
                                one_of(&keywords, value)
                            })
                        }
                        AttributeValue::Unchecked => continue,
                    };
                    options = options.host_attribute(row);
                }
            }
            options
        }
    }

    /// The `type.text` of `attribute`, or of the field of `declaration`
    /// it reflects (`fieldName`).
    fn type_text<'v>(attribute: &'v Value, declaration: &'v Value) -> Option<&'v str> {
        let text = |v: &'v Value| v.get("type")?.get("text")?.as_str();
        text(attribute).or_else(|| {
            let field = attribute.get("fieldName")?.as_str()?;
            declaration
                .get("members")?
                .as_array()?
                .iter()
                .find(|m| m.get("name").and_then(Value::as_str) == Some(field))
                .and_then(text)
        })
    }

    /// `value` is one of `keywords`, exactly.
    fn one_of(keywords: &[String], value: &str) -> Result<(), Error> {
        if keywords.iter().any(|k| k == value) {
            return Ok(());
        }
        let mut expected = String::new();
        for (i, k) in keywords.iter().enumerate() {
            if i > 0 {
                expected.push_str(if i + 1 == keywords.len() {
                    " or "
                } else {
                    ", "
                });
            }
            expected.push('\'');
            expected.push_str(k);
            expected.push('\'');
        }
        let message = alloc::format!("expected {expected}, found '{value}'");
        Err(Error::from_step(
            value,
            StepError::host_owned(value, "unknown_keyword", message),
        ))
    }
}
