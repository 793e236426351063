//! The document checker (feature `document`): every attribute value of an
//! HTML document checked against the [attribute table](crate::attributes),
//! each finding located in the decoded text and in the source bytes.
//!
//! ```
//! use html_microsyntax::document::{check_str, Severity};
//!
//! let report = check_str("<table><td colspan=0>\n<input type=date min=2024-02-30>");
//! let found: Vec<_> = report
//!     .findings()
//!     .iter()
//!     .map(|f| (f.line, f.column, f.attribute.as_str(), f.kind))
//!     .collect();
//! assert_eq!(found, [(1, 20, "colspan", "not_positive"), (2, 30, "min", "day_out_of_range")]);
//! assert_eq!(report.findings()[0].severity, Severity::Error);
//! ```
//!
//! The bytes are decoded as a browser would
//! ([13.2.3 The input byte stream](https://html.spec.whatwg.org/multipage/parsing.html#the-input-byte-stream)):
//! a byte order mark, else the transport layer's charset
//! ([`Options::transport_charset`]), else `<meta charset>`, else UTF-8. The
//! start tags are read with a WHATWG tokenizer (`html5gum`), which decodes
//! character references in attribute values and gives where each value was
//! written; each finding is mapped back through the references to the
//! source ([`source_offset`]).
//!
//! Approximations, since there is no tree construction:
//! - after the start tag of an HTML `title` or `textarea` the tokenizer
//!   switches to the RCDATA state, after `style`, `xmp`, `iframe`,
//!   `noembed` or `noframes` to RAWTEXT, after `script` to script data
//!   (with its escaped states), after `plaintext` to PLAINTEXT, as the tree
//!   builder would; `noscript` contents are markup (scripting disabled);
//! - foreign content runs from an `<svg>` or `<math>` start tag to its end
//!   tag (nested ones counted, self-closing ones open nothing). In it no
//!   tokenizer state switches (an SVG `<style>` holds markup, and so does
//!   an HTML `<style>` in `foreignObject`) and `<![CDATA[` opens a CDATA
//!   section; a start tag that ends foreign content in a browser (`<img>`,
//!   `<p>`, `<div>`, …, `<font>` with `color`, `face` or `size`) ends it
//!   here too, except inside `foreignObject`, `desc`, `title`,
//!   `annotation-xml` and the MathML token elements (`mi`, `mo`, `mn`,
//!   `ms`, `mtext`). Which of its start tags are SVG, MathML or HTML
//!   follows the tree builder's rules (13.2.6): the children of the HTML
//!   integration points (`foreignObject`, SVG `desc` and `title`,
//!   `annotation-xml` with an HTML `encoding`) and of the MathML text
//!   integration points (but `mglyph` and `malignmark`) are HTML elements,
//!   and get every HTML check;
//! - `<template>` contents are checked like any other markup;
//! - what the rules know of an element's ancestors comes from an
//!   approximate stack of open elements, kept from the start and end tags
//!   with the parser's common implied end tags (`p`, `li`, `dt`/`dd`, the
//!   table elements, …) but without the adoption agency algorithm or foster
//!   parenting.
//!
//! Besides each value on its own, rules over a whole start tag check what
//! one attribute requires of the others: `<meta>`'s attributes go together
//! as HTML 4.2.5 says, its `charset` is `utf-8`, and its `content` has the
//! syntax its `name` or `http-equiv` gives it (`referrer`, `theme-color`,
//! `content-type`, `x-ua-compatible`, `content-security-policy`,
//! `color-scheme`); and what a document has once: one character encoding
//! declaration, one `description`, one `color-scheme` (counted over every
//! start tag, `<template>` contents included). Each element's role is one
//! ARIA in HTML allows on it (`role_not_allowed`), and not its implicit
//! role set again (`redundant_role`, a warning), by the rows of ARIA in
//! HTML's table, with their conditions on the element's attributes and
//! ancestors (`<td>` in a `table`, `grid` or `treegrid`, `<li>` in a list).
//!
//! SVG and MathML elements are checked against SVG 2 and MathML Core
//! (`foreign_attributes`): the attributes each element has, with the
//! parser's case adjustments (`viewbox` is `viewBox`; `viewPort` is
//! `viewport`, which no SVG element has), and the values those
//! specifications give a simple syntax (`viewBox`, `preserveAspectRatio`,
//! enumerated keywords, lengths, numbers, MathML's booleans and keywords).
//! An element neither defines is reported at its name, an SVG 1.1 element
//! or attribute SVG 2 removed is a warning, and the contents of an
//! `annotation-xml` are not read.
//!
//! The feature enables `url`, so that the table's URL attributes (`href`,
//! `src`, `action`, `ping`, …) are checked too.
//!
//! Time is linear in the size of the document and in the number of
//! findings: the findings, which come nearly in order, are sorted by
//! position once and located by cursors that only move forwards.
//!
//! # Configuration
//!
//! [`Options::rules`] sets a [`Level`] per rule. A rule is a finding's kind
//! (`day_out_of_range`, or `valid_serialized_policy expected_port` for the kind of one syntax
//! or rule), its syntax or rule (`valid_media_query_list`) or its attribute
//! (`srcset`, `img srcset` for one element, `svg *` for every finding on
//! one element). When several settings match a finding, the most specific
//! wins: an element's attribute, then an element, then an attribute, then a
//! syntax's kind, then a syntax, then a kind; among equals, the last one
//! set. A level applies before [`Options::warnings`], so a rule
//! set to `Warning` is dropped with the other warnings.
//!
//! Comments in the document turn rules off ([`Options::inline_config`]);
//! a list names kinds, separated by spaces or commas, and no list means
//! every kind:
//!
//! | comment | turns off |
//! |---|---|
//! | `<!-- html-microsyntax-disable-next-line [kinds] -->` | the findings on the line after the one the comment ends on |
//! | `<!-- html-microsyntax-disable [kinds] -->` | the findings after the comment, up to a matching `enable` |
//! | `<!-- html-microsyntax-enable [kinds] -->` | nothing: ends the regions of those kinds (of all, without a list) |
//!
//! Only comments count (`<!--` in a script or an attribute value is text).
//! A comment that starts with `html-microsyntax-` but is none of those is a
//! finding itself, `unknown_inline_directive` (a warning at the comment's text),
//! so that a typo does not leave findings on unnoticed.
//!
//! ```
//! use html_microsyntax::document::{check_str_with, Level, Options, Rules, Severity};
//!
//! let html = "<link rel=foo href=a>\n<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>\n<td colspan=0>";
//! let rules = Rules::new()
//!     .kind("unknown_link_type", Level::Off)
//!     .attribute("td colspan", Level::Warning);
//! let report = check_str_with(html, &Options::new().rules(rules));
//! let found: Vec<_> = report.findings().iter().map(|f| (f.line, f.kind, f.severity)).collect();
//! assert_eq!(found, [(4, "not_positive", Severity::Warning)]);
//! ```
//!
//! # Templates and frameworks
//!
//! A template's constructs are not HTML, and the checker leaves them alone
//! ([`Options::templates`]; by default every preset): `{{ }}`
//! (`mustache`), `{% %}` and `{# #}` (`jinja`, with `{{ }}`), `<% %>`
//! (`erb`), `<?php ?>`, `<?= ?>` and `<? ?>` (`php`, a `<?` without its
//! `?>` runs to the end), `${ }` (`dollar-brace`), SvelteKit's
//! `%sveltekit.assets%` (`sveltekit`), and a front matter
//! block (`---` lines) at the very start (`front-matter`). Before the
//! text is tokenized they are overwritten with bytes of the same length,
//! so that findings keep the original file's offsets, lines and columns,
//! and a construct in the text (`{% if x > 1 %}`, `<?php echo "<a>" ?>`)
//! cannot open a tag. Then:
//! - an attribute whose value holds a construct is not checked, its name
//!   included, nor any part of its value
//!   (a URL's path before `{{ }}` is not checked either: what the
//!   construct writes may change how the rest reads);
//! - a construct between the attributes (`<input {% if a %}checked{% endif %}>`,
//!   `<div {{ attrs }}>`) reports nothing; the attributes outside it are
//!   checked;
//! - ids in a document with constructs may repeat or alternate (a loop,
//!   an `if`): `unique_ids` and `id_references` run on plain HTML only.
//!
//! A framework ([`Options::frameworks`], [`Framework`]) makes attribute
//! names bindings, whose value is an expression (`:href`, `[href]`,
//! `bind:value`, `?disabled`), or directives, which are no HTML attribute
//! (`v-if`, `@click`, `x-data`, `hx-get`, `*ngIf`, `on:click`); Svelte's
//! and Astro's `{expr}` are constructs anywhere. Neither is reported, and
//! the static attributes beside them are still checked. With Vue, Svelte
//! or Astro, a tag written with a capital or a dot or colon in its name
//! (`<Button>`, `<Select.Item>`, `<svelte:head>`) is a component, not an
//! HTML element, and is not checked; with Angular, an attribute written
//! with a capital (`nbButton`) is a directive's selector. Vue's `ref`,
//! `key`, `slot-scope` and `scope` are directives.
//!
//! A tag with a construct among its attributes, a value with a construct,
//! or a binding has attributes whose values (or presence) are not known
//! here. Its static values are still checked, except those whose syntax
//! depends on a `type` or `http-equiv` that is not known (`<input :type=t
//! min=…>`); of the rules over the whole tag, which read the other
//! attributes, only those about one attribute's name (`unknown_attribute`,
//! `obsolete_attribute`, `invalid_custom_data_attribute`), duplicates and
//! obsolete elements run on it, and, when no construct is among its
//! attributes, `missing_required_attribute` with the bound attributes
//! counted as present: `<img :src="logo">` lacks its `alt`, `<img :src="logo"
//! :alt="name">` lacks nothing.
//!
//! ```
//! use html_microsyntax::document::{check_str_with, Framework, Options};
//!
//! let page = "---\ntitle: About\n---\n<a href=\"{{ site.url }}/about\">About</a>\n\
//!             <img :src=\"logo\" :alt=\"name\" @load=\"done\" width=\"-1\">";
//! let options = Options::new().framework(Framework::Vue);
//! let report = check_str_with(page, &options);
//! let found: Vec<_> = report
//!     .findings()
//!     .iter()
//!     .map(|f| (f.line, f.column, f.attribute.as_str(), f.kind))
//!     .collect();
//! assert_eq!(found, [(5, 50, "width", "negative")]);
//! ```
//!
//! Single-file components are read where their markup is
//! ([`Options::for_path`], [`file_kind`], [`not_markup`]): a `.vue`
//! file's top-level `<template>`, a `.svelte` file but its `<script>` and
//! `<style>`, an `.astro` file but its front matter, `<script>` and
//! `<style>`; the rest is blanked as a construct is, so positions are the
//! whole file's.
//!
//! This module's own code does not panic; the tokenizer is a dependency,
//! and `html-microsyntax lint` checks each document under `catch_unwind` so
//! that a panic there costs one document, not the run.

mod apply;
mod at;
mod config;
#[cfg(feature = "json")]
mod config_file;
mod custom_elements;
mod encoding;
mod figure;
mod finding;
mod fixes;
mod foreign_content;
mod host;
mod ids;
mod locate;
mod open_elements;
mod rules;
mod templates;
mod tokens;
mod walk;

use alloc::borrow::Cow;

pub use apply::{apply_fixes, Fixed};
pub use at::{attribute_at, AttributeAt};
pub use config::{Level, Rules};
#[cfg(feature = "json")]
pub use config_file::{ConfigError, ConfigFile, CONFIG_FILE_NAME};
pub use custom_elements::HostElement;
#[cfg(feature = "json")]
pub use custom_elements::{AttributeValue, CustomAttribute, CustomElement, CustomElementsManifest};
#[cfg(feature = "miette")]
pub use finding::FindingDiagnostic;
pub use finding::{Edit, Finding, Fix};
pub use host::HostAttribute;
pub use rules::{roles_allowed, ARIA_ATTRIBUTES};

/// The kinds of finding the document rules make, each rule's declared in
/// one enum: a [`Finding`]'s [`error_kind`](Finding::error_kind) reads
/// back as one of them (`from_kind`), with its typed fields.
pub mod kinds {
    pub use super::config::{InlineConfigurationProblem, INLINE_CONFIGURATION_DETAILS};
    pub use super::custom_elements::{HostElementProblem, HOST_ELEMENT_DETAILS};
    pub use super::ids::{
        IdReferencesProblem, UniqueIdsProblem, ID_REFERENCES_DETAILS, UNIQUE_IDS_DETAILS,
    };
    pub use super::rules::kinds::*;
    pub use crate::markup::forms::{BoundProblem, BOUND_DETAILS};
}
pub use templates::{
    file_kind, markup_regions, not_markup, template_preset_names, Delimiters, FileKind, Framework,
    Templates, MARKUP_EXTENSIONS, TEMPLATE_PRESETS,
};

/// The `syntax` of the findings that no single value's syntax makes: the
/// rules over a whole tag or the document, each a name that
/// [`Rules::syntax`] and the CLI's configuration accept.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str, RULE_NAMES};
/// let report = check_str("<link rel=preload href=a.woff2>");
/// assert_eq!(report.findings()[0].syntax, "link_as");
/// assert!(RULE_NAMES.contains(&"link_as"));
/// ```
pub const RULE_NAMES: &[&str] = &[
    "min_le_max",
    "progress_bounds",
    "meter_bounds",
    "input_type_applies",
    "unique_ids",
    "id_references",
    "inline_configuration",
    "meta",
    "link_as",
    "microdata",
    "content_attributes",
    "script_attributes",
    "obsolete_but_conforming",
    "duplicate_attributes",
    "obsolete_elements",
    "href_attributes",
    "bdo_dir",
    "img_controls",
    "required_attributes",
    "auto_sizes",
    "aria_in_html",
    "wai_aria",
    "custom_elements",
    "foreign_attributes",
];

/// The kinds of finding the rules over a tag or the document make, each
/// with the name of its rule and its severity: `(rule, code, severity)`,
/// each once, in the order the checker runs the rules. The kinds of a
/// value's syntax are [`ErrorKind`](crate::ErrorKind) codes.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{rule_kinds, Severity, RULE_NAMES};
///
/// let kinds: Vec<_> = rule_kinds().collect();
/// assert!(kinds.contains(&("link_as", "missing_as", Severity::Error)));
/// assert!(kinds.contains(&("min_le_max", "max_below_min", Severity::Warning)));
/// assert!(kinds.iter().all(|(rule, _, _)| RULE_NAMES.contains(rule)));
/// ```
pub fn rule_kinds() -> impl Iterator<Item = (&'static str, &'static str, Severity)> {
    let rows = rules::RULES.iter().map(|row| (row.name, row.kinds));
    let mut seen: alloc::vec::Vec<(&str, &str)> = alloc::vec::Vec::new();
    rows.chain(walk::PASSES.iter().copied())
        .flat_map(|(rule, kinds)| {
            kinds
                .iter()
                .map(move |&(code, severity)| (rule, code, severity))
        })
        .filter(move |(rule, code, _)| {
            let new = !seen.contains(&(rule, code));
            if new {
                seen.push((rule, code));
            }
            new
        })
}

/// Whether `name` is the `syntax` of some finding: a syntax of the
/// [registry](crate::registry), one the attribute table names (such as
/// `enumerated_attribute`), or one of [`RULE_NAMES`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::is_syntax_name;
/// assert!(is_syntax_name("valid_date"));
/// assert!(is_syntax_name("enumerated_attribute"));
/// assert!(is_syntax_name("aria_in_html"));
/// assert!(!is_syntax_name("valid_dat"));
/// ```
pub fn is_syntax_name(name: &str) -> bool {
    crate::registry::find(name).is_some()
        || RULE_NAMES.contains(&name)
        || crate::attributes::ATTRIBUTES
            .iter()
            .any(|row| row.syntax.name() == name)
}
pub use encoding::sniff_encoding;
pub use encoding_rs::Encoding;
pub use locate::{source_line, source_offset};

use locate::SourceCursor;
use walk::check_text;

pub use crate::base::error::Severity;

/// What to check and how to read the bytes.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_bytes_with, Options};
///
/// // An HTTP `Content-Type: text/html; charset=iso-8859-1` said the
/// // encoding; the bytes carry no `<meta charset>`.
/// let options = Options::new().transport_charset(Some("iso-8859-1"));
/// let report = check_bytes_with(b"<p title=caf\xE9><td colspan=0>", &options);
/// assert_eq!(report.encoding_name(), "windows-1252");
/// assert_eq!(report.text(), "<p title=caf\u{e9}><td colspan=0>");
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The transport layer's encoding label (the `charset` parameter of an
    /// HTTP `Content-Type`), which wins over `<meta charset>` but not over
    /// a byte order mark. An unknown label is ignored. Only for bytes.
    pub transport_charset: Option<String>,
    /// Whether warnings are reported (the default); `false` keeps errors
    /// only.
    pub warnings: bool,
    /// Stop after this many findings (the first ones by position); `None`,
    /// the default, reports all.
    pub max_findings: Option<usize>,
    /// A level per rule (none by default): see [`Rules`].
    pub rules: Rules,
    /// Whether `<!-- html-microsyntax-… -->` comments in the document turn
    /// rules off (the default): see [configuration](self#configuration).
    pub inline_config: bool,
    /// The attributes the host teaches the checker (none by default): see
    /// [`HostAttribute`].
    pub host_attributes: Vec<HostAttribute>,
    /// The template constructs left alone (by default every preset): see
    /// [templates and frameworks](self#templates-and-frameworks).
    pub templates: Templates,
    /// The frameworks whose attribute syntax is known (none by default).
    pub frameworks: Vec<Framework>,
    /// Which part of the text is markup ([`FileKind::Html`], all of it, by
    /// default).
    pub file_kind: FileKind,
    /// The custom elements the host declares with all their attributes
    /// (none by default): see [`HostElement`].
    pub host_elements: Vec<HostElement>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            transport_charset: None,
            warnings: true,
            max_findings: None,
            rules: Rules::new(),
            inline_config: true,
            host_attributes: Vec::new(),
            templates: Templates::default(),
            frameworks: Vec::new(),
            file_kind: FileKind::Html,
            host_elements: Vec::new(),
        }
    }
}

impl Options {
    /// The defaults: no transport charset, warnings reported, every
    /// finding.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::Options;
    ///
    /// assert_eq!(Options::new(), Options::default());
    /// assert!(Options::new().warnings);
    /// ```
    pub fn new() -> Self {
        Options::default()
    }

    /// Sets [`Options::transport_charset`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes_with, Options};
    ///
    /// let options = Options::new().transport_charset(Some("shift_jis"));
    /// assert_eq!(check_bytes_with(b"<p>", &options).encoding_name(), "Shift_JIS");
    /// ```
    pub fn transport_charset(mut self, label: Option<&str>) -> Self {
        self.transport_charset = label.map(str::to_owned);
        self
    }

    /// Sets [`Options::warnings`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let doc = "<link rel=x-made-up href=i.png>"; // unknown_link_type: a warning
    /// assert_eq!(check_str_with(doc, &Options::new()).findings().len(), 1);
    /// assert!(check_str_with(doc, &Options::new().warnings(false)).findings().is_empty());
    /// ```
    pub fn warnings(mut self, report: bool) -> Self {
        self.warnings = report;
        self
    }

    /// Sets [`Options::max_findings`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let doc = "<td colspan=0><td colspan=0><td colspan=0>";
    /// let report = check_str_with(doc, &Options::new().max_findings(Some(2)));
    /// assert_eq!(report.findings().len(), 2);
    /// assert!(report.is_truncated());
    /// ```
    pub fn max_findings(mut self, max: Option<usize>) -> Self {
        self.max_findings = max;
        self
    }

    /// Sets [`Options::rules`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Level, Options, Rules};
    ///
    /// let doc = "<link rel=x-made-up href=i.png>";
    /// let rules = Rules::new().kind("unknown_link_type", Level::Off);
    /// assert!(check_str_with(doc, &Options::new().rules(rules)).findings().is_empty());
    /// ```
    pub fn rules(mut self, rules: Rules) -> Self {
        self.rules = rules;
        self
    }

    /// Sets [`Options::inline_config`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let doc = "<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>";
    /// assert!(check_str_with(doc, &Options::new()).findings().is_empty());
    /// assert_eq!(check_str_with(doc, &Options::new().inline_config(false)).findings().len(), 1);
    /// ```
    pub fn inline_config(mut self, read: bool) -> Self {
        self.inline_config = read;
        self
    }

    /// Adds a [`HostAttribute`] to [`Options::host_attributes`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, HostAttribute, Level, Options, Rules};
    /// use html_microsyntax::registry::VALID_INTEGER;
    ///
    /// let doc = "<div data-rank=x></div>";
    /// let rank = HostAttribute::syntax("div data-rank", &VALID_INTEGER);
    /// let options = Options::new().host_attribute(rank.clone());
    /// assert_eq!(check_str_with(doc, &options).findings()[0].kind, "expected_integer");
    /// // Configurable like any finding: by its name, its kind or its attribute.
    /// let off = options.rules(Rules::new().attribute("div data-rank", Level::Off));
    /// assert!(check_str_with(doc, &off).findings().is_empty());
    /// ```
    pub fn host_attribute(mut self, attribute: HostAttribute) -> Self {
        self.host_attributes.push(attribute);
        self
    }

    /// Adds a [`HostElement`] to [`Options::host_elements`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, HostElement, Options};
    ///
    /// let options = Options::new().host_element(HostElement::new("x-tab", ["selected"]));
    /// let report = check_str_with("<x-tab selected slot=a aria-label=b onclick=c>", &options);
    /// assert!(report.findings().is_empty());
    /// let report = check_str_with("<x-tab active>", &options);
    /// assert_eq!(report.findings()[0].kind, "undeclared_attribute");
    /// ```
    pub fn host_element(mut self, element: HostElement) -> Self {
        self.host_elements.push(element);
        self
    }

    /// Sets [`Options::templates`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options, Templates};
    ///
    /// let doc = "<td colspan=\"{{ n }}\"><td colspan=\"<%= n %>\">";
    /// let jinja = Templates::none().preset("jinja").unwrap();
    /// let report = check_str_with(doc, &Options::new().templates(jinja));
    /// assert_eq!(report.findings()[0].value, "<%= n %>"); // ERB is not on
    /// ```
    pub fn templates(mut self, templates: Templates) -> Self {
        self.templates = templates;
        self
    }

    /// Adds a framework to [`Options::frameworks`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Framework, Options};
    ///
    /// let doc = "<a :href=\"url\" @click=\"go\" v-if=\"ok\" dir=rlt>x</a>";
    /// let vue = Options::new().framework(Framework::Vue);
    /// let kinds: Vec<_> = check_str_with(doc, &vue).findings().iter().map(|f| f.kind).collect();
    /// assert_eq!(kinds, ["unknown_keyword"]); // dir=rlt, and nothing on the bindings
    /// ```
    pub fn framework(mut self, framework: Framework) -> Self {
        if !self.frameworks.contains(&framework) {
            self.frameworks.push(framework);
        }
        self
    }

    /// Sets [`Options::file_kind`].
    pub fn file_kind(mut self, kind: FileKind) -> Self {
        self.file_kind = kind;
        self
    }

    /// The options for a file of that name ([`file_kind`]): its kind of
    /// file, and the frameworks it implies added. A name the linter does
    /// not read as markup changes nothing.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Options};
    ///
    /// let sfc = "<script>const a = '<td colspan=0>'</script>\n<template>\n  <td :colspan=\"n\" rowspan=-1></td>\n</template>\n";
    /// let report = check_str_with(sfc, &Options::new().for_path("Cell.vue"));
    /// let found: Vec<_> = report.findings().iter().map(|f| (f.line, f.column, f.kind)).collect();
    /// assert_eq!(found, [(3, 28, "negative")]); // in the original file's lines
    /// ```
    pub fn for_path(mut self, path: &str) -> Self {
        if let Some((kind, frameworks)) = file_kind(path) {
            self.file_kind = kind;
            for framework in frameworks {
                self = self.framework(*framework);
            }
        }
        self
    }
}

/// The findings of one document, with its decoded text and encoding.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_bytes;
///
/// // UTF-16LE, by its byte order mark.
/// let bytes: Vec<u8> = "\u{feff}<td colspan=0>".encode_utf16().flat_map(u16::to_le_bytes).collect();
/// let report = check_bytes(&bytes);
/// assert_eq!(report.encoding_name(), "UTF-16LE");
/// assert_eq!(report.text(), "\u{feff}<td colspan=0>");
/// let f = &report.findings()[0];
/// assert_eq!((f.offset, f.source_offset, f.column), (15, 26, 13));
/// ```
#[derive(Debug, Clone)]
pub struct Report<'a> {
    text: Cow<'a, str>,
    encoding: &'static Encoding,
    findings: Vec<Finding>,
    truncated: bool,
}

impl<'a> Report<'a> {
    /// The decoded text the offsets, lines and columns refer to (borrowed
    /// from the input when that was valid UTF-8). A byte order mark stays
    /// in it, as U+FEFF.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// assert_eq!(check_bytes(b"<meta charset=latin1>\xE9").text(), "<meta charset=latin1>\u{e9}");
    /// ```
    pub fn text(&self) -> &str {
        &self.text
    }

    /// The encoding the bytes were decoded with (UTF-8 for [`check_str`]).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes, Encoding};
    ///
    /// let report = check_bytes(b"<meta charset=shift_jis>");
    /// assert_eq!(report.encoding(), Encoding::for_label(b"sjis").unwrap());
    /// ```
    pub fn encoding(&self) -> &'static Encoding {
        self.encoding
    }

    /// The Encoding Standard's name of [`Report::encoding`] (`"UTF-8"`,
    /// `"windows-1252"`, `"UTF-16LE"`, …).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// assert_eq!(check_bytes(b"<meta charset=iso-8859-1>").encoding_name(), "windows-1252");
    /// ```
    pub fn encoding_name(&self) -> &'static str {
        self.encoding.name()
    }

    /// The findings, sorted by position (then attribute name and kind).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// assert!(check_str("<td colspan=2>").findings().is_empty());
    /// assert_eq!(check_str("<td colspan=x>").findings()[0].kind, "expected_integer");
    /// ```
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// Whether the checker stopped at [`Options::max_findings`]: findings
    /// were left out, or start tags after the last finding were not checked
    /// (more findings may follow).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// assert!(!check_str("<td colspan=0>").is_truncated());
    /// ```
    pub fn is_truncated(&self) -> bool {
        self.truncated
    }

    /// The findings as [`miette`] diagnostics over the decoded text
    /// (feature `miette`): each label covers its finding's span, in any
    /// encoding.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes_with, Options};
    ///
    /// // windows-1252: "é" is one byte in the source, two in the text.
    /// let options = Options::new().transport_charset(Some("windows-1252"));
    /// let report = check_bytes_with(b"<p title=\xE9\xE9><p dir=rlt>", &options);
    /// let mut out = String::new();
    /// let handler = miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor());
    /// handler.render_report(&mut out, &report.diagnostics()[0]).unwrap();
    /// // The label's three characters are right under "rlt".
    /// let lines: Vec<&str> = out.lines().collect();
    /// let source = lines.iter().position(|l| l.ends_with("<p title=\u{e9}\u{e9}><p dir=rlt>")).unwrap();
    /// let column = |line: &str, what: &str| line.chars().count() - line.split_once(what).unwrap().1.chars().count();
    /// assert_eq!(column(lines[source], "rlt"), column(lines[source + 1], "\u{2500}\u{252c}\u{2500}"));
    /// ```
    #[cfg(feature = "miette")]
    pub fn diagnostics(&self) -> Vec<FindingDiagnostic<'_>> {
        self.findings
            .iter()
            .map(|finding| FindingDiagnostic {
                finding,
                text: &self.text,
            })
            .collect()
    }

    /// The document's bytes with every finding's first safe fix applied
    /// ([`apply_fixes`]: in the order of the findings, an overlapping one
    /// skipped, bytes outside the edits kept); `source` is the input the
    /// report was made from. [`Fixed::applied`] holds the indices of the
    /// findings fixed. What `html-microsyntax lint --fix` writes.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// // windows-1252 by its `<meta charset>` (not a fix: the document
    /// // would have to be re-encoded); `é` is one byte.
    /// let source = b"<meta charset=windows-1252><p title=\xE9><ol start=1.5><ul><li role=listitem>";
    /// let report = check_bytes(source);
    /// let fixed = report.apply_safe_fixes(source);
    /// assert_eq!(fixed.bytes, b"<meta charset=windows-1252><p title=\xE9><ol start=1><ul><li>");
    /// let kinds: Vec<_> = fixed.applied.iter().map(|&i| report.findings()[i].kind).collect();
    /// assert_eq!(kinds, ["trailing_input", "redundant_role"]);
    /// ```
    pub fn apply_safe_fixes(&self, source: &[u8]) -> Fixed {
        let safe: Vec<(usize, &Fix)> = self
            .findings
            .iter()
            .enumerate()
            .filter_map(|(i, f)| f.fixes.iter().find(|fix| fix.safe).map(|fix| (i, fix)))
            .collect();
        let mut fixed = apply::apply(
            source,
            &self.text,
            self.encoding,
            safe.iter().map(|(_, fix)| *fix),
        );
        for index in &mut fixed.applied {
            *index = safe.get(*index).map_or(usize::MAX, |(i, _)| *i);
        }
        fixed
    }

    /// The findings, without the text.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_str;
    ///
    /// let findings = check_str("<td colspan=0 rowspan=-1>").into_findings();
    /// assert_eq!(findings.len(), 2);
    /// ```
    pub fn into_findings(self) -> Vec<Finding> {
        self.findings
    }

    /// The decoded text and the findings.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::check_bytes;
    ///
    /// let (text, findings) = check_bytes(b"<td colspan=0>").into_parts();
    /// assert_eq!((&*text, findings.len()), ("<td colspan=0>", 1));
    /// ```
    pub fn into_parts(self) -> (Cow<'a, str>, Vec<Finding>) {
        (self.text, self.findings)
    }

    /// The same report, owning its text.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_bytes, Report};
    ///
    /// let report: Report<'static> = check_bytes(&b"<td colspan=0>".to_vec()).into_owned();
    /// assert_eq!(report.findings().len(), 1);
    /// ```
    pub fn into_owned(self) -> Report<'static> {
        Report {
            text: Cow::Owned(self.text.into_owned()),
            encoding: self.encoding,
            findings: self.findings,
            truncated: self.truncated,
        }
    }
}

/// Decodes a document's bytes and checks every attribute value, with the
/// default [`Options`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_bytes;
///
/// // windows-1252 by `<meta charset>` (itself a finding: the declaration
/// // must say "utf-8"); "é" is one byte in the source, two in the decoded
/// // text.
/// let report = check_bytes(b"<meta charset=windows-1252><p title=\xE9><td colspan=0>");
/// assert_eq!(report.encoding_name(), "windows-1252");
/// let kinds: Vec<_> = report.findings().iter().map(|f| f.kind).collect();
/// assert_eq!(kinds, ["charset_not_utf8", "not_positive"]);
/// let f = &report.findings()[1];
/// assert_eq!((f.offset, f.source_offset), (51, 50));
/// ```
pub fn check_bytes(bytes: &[u8]) -> Report<'_> {
    check_bytes_with(bytes, &Options::default())
}

/// [`check_bytes`] with [`Options`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_bytes_with, Options};
///
/// let options = Options::new().transport_charset(Some("utf-8"));
/// let report = check_bytes_with(b"<meta charset=latin1><td colspan=0>", &options);
/// assert_eq!(report.encoding_name(), "UTF-8");
/// assert_eq!(report.findings().len(), 2); // `charset` is not "utf-8", `colspan` is 0
/// ```
pub fn check_bytes_with<'a>(bytes: &'a [u8], options: &Options) -> Report<'a> {
    let encoding = encoding::choose(bytes, options.transport_charset.as_deref());
    let text = encoding::decode(bytes, encoding);
    let (findings, truncated) = {
        // Borrowed text is the source bytes themselves: no decoder to run.
        let decoded = matches!(text, Cow::Owned(_));
        let source = SourceCursor::new(bytes, decoded.then_some(encoding));
        check_text(&text, source, options)
    };
    Report {
        text,
        encoding,
        findings,
        truncated,
    }
}

/// Every check and rule for one start tag, as if it stood alone in a
/// document: its attribute values against the table, the rules over the
/// tag (`<meta>`'s combinations, ARIA in HTML, the attributes the element
/// has, …), each finding located in the report's text, the tag written
/// out (`<element name="value" …>`, values escaped). What needs the rest of
/// the document is not checked: ancestors (none), and whether an id a
/// reference names exists.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_element;
///
/// let report = check_element("input", &[("type", "number"), ("min", "5"), ("max", "2"), ("aria-checked", "true")]);
/// assert_eq!(report.text(), "<input type=\"number\" min=\"5\" max=\"2\" aria-checked=\"true\">");
/// let kinds: Vec<_> = report.findings().iter().map(|f| (f.attribute.as_str(), f.kind)).collect();
/// assert_eq!(kinds, [("max", "max_below_min"), ("aria-checked", "aria_attribute_not_supported")]);
/// ```
pub fn check_element(element: &str, attributes: &[(&str, &str)]) -> Report<'static> {
    check_element_with(element, attributes, &Options::default())
}

/// [`check_element`] with [`Options`] (the transport charset does not
/// apply).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_element_with, Options};
///
/// let report = check_element_with("td", &[("colspan", "0"), ("headers", "h1")], &Options::new());
/// // `headers` names an id no other element can have here: not checked.
/// assert_eq!(report.findings().len(), 1);
/// assert_eq!(report.findings()[0].kind, "not_positive");
/// ```
pub fn check_element_with(
    element: &str,
    attributes: &[(&str, &str)],
    options: &Options,
) -> Report<'static> {
    let mut text = alloc::format!("<{element}");
    for (name, value) in attributes {
        text.push(' ');
        text.push_str(name);
        text.push_str("=\"");
        for c in value.chars() {
            match c {
                '&' => text.push_str("&amp;"),
                '"' => text.push_str("&quot;"),
                c => text.push(c),
            }
        }
        text.push('"');
    }
    text.push('>');
    let (mut findings, truncated) =
        check_text(&text, SourceCursor::new(text.as_bytes(), None), options);
    findings.retain(|f| !ids::names_another_element(f));
    Report {
        text: Cow::Owned(text),
        encoding: encoding_rs::UTF_8,
        findings,
        truncated,
    }
}

/// Checks every attribute value of a document already decoded, with the
/// default [`Options`]; the source offsets are the text's.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::check_str;
///
/// let report = check_str("<ol type=i start=1.5>");
/// let f = &report.findings()[0];
/// assert_eq!((f.attribute.as_str(), f.kind, f.offset), ("start", "trailing_input", 18));
/// assert_eq!(f.help.as_deref(), Some("browsers read this value as \"1\""));
/// ```
pub fn check_str(text: &str) -> Report<'_> {
    check_str_with(text, &Options::default())
}

/// [`check_str`] with [`Options`] (the transport charset does not apply).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str_with, Options};
///
/// // `max` below `min` is a warning.
/// let doc = "<input type=number min=5 max=2>";
/// assert_eq!(check_str_with(doc, &Options::new()).findings()[0].kind, "max_below_min");
/// assert!(check_str_with(doc, &Options::new().warnings(false)).findings().is_empty());
/// ```
pub fn check_str_with<'a>(text: &'a str, options: &Options) -> Report<'a> {
    let (findings, truncated) = check_text(text, SourceCursor::new(text.as_bytes(), None), options);
    Report {
        text: Cow::Borrowed(text),
        encoding: encoding_rs::UTF_8,
        findings,
        truncated,
    }
}
