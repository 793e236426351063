//! Template and framework markup: what the checker leaves alone in a
//! document that is not plain HTML, as the [module docs](super#templates-and-frameworks)
//! describe it.
//!
//! Before tokenizing, the template constructs (`{{ … }}`, `{% … %}`,
//! `<?php … ?>`, …), the front matter and the parts of a file that are not
//! its markup (a `.vue` file's `<script>`, a `.svelte` file's `<style>`)
//! are overwritten with ASCII bytes of the same length, so that every
//! offset, line and column stays the original file's (findings are located
//! in the original text). After tokenizing, each start tag is classified:
//! an attribute whose value touches a construct, or that a framework binds
//! (`:href`, `[href]`, `bind:value`), has a value not known here; a
//! framework's directive (`v-if`, `@click`, `x-data`, `hx-get`, `*ngIf`)
//! is no HTML attribute; a construct between the attributes may add any
//! attribute.

use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::ops::Range;

use super::tokens::{Attribute, StartTag};
use super::Options;
use crate::markup::attributes::{Condition, ATTRIBUTES};

/// One pair of template delimiters: a construct is from `open` to the
/// first `close` after it.
///
/// When `open` ends with `{` and `close` is `}` (`${ }`, a single brace),
/// braces nest and quoted strings inside are skipped; when `open` starts
/// with `<?`, a construct without its `close` runs to the end of the file
/// (as PHP reads it); any other `open` without its `close` is text.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Delimiters {
    /// What opens a construct (`{{`).
    pub open: Cow<'static, str>,
    /// What closes it (`}}`).
    pub close: Cow<'static, str>,
}

impl Delimiters {
    /// A pair.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::{check_str_with, Delimiters, Options, Templates};
    ///
    /// let templates = Templates::none().delimiters(Delimiters::new("[[", "]]"));
    /// let doc = "<td colspan=\"[[ n ]]\"><td colspan=0>";
    /// let report = check_str_with(doc, &Options::new().templates(templates));
    /// assert_eq!(report.findings().len(), 1); // only the static 0
    /// ```
    pub fn new(open: &str, close: &str) -> Self {
        Delimiters {
            open: Cow::Owned(open.to_string()),
            close: Cow::Owned(close.to_string()),
        }
    }
}

/// The template presets, by name, with their delimiters; an empty list is
/// the front matter.
pub const TEMPLATE_PRESETS: &[(&str, &[(&str, &str)])] = &[
    ("front-matter", &[]),
    ("mustache", &[("{{", "}}")]),
    ("jinja", &[("{{", "}}"), ("{%", "%}"), ("{#", "#}")]),
    ("erb", &[("<%", "%>")]),
    ("php", &[("<?php", "?>"), ("<?=", "?>"), ("<?", "?>")]),
    ("dollar-brace", &[("${", "}")]),
    ("sveltekit", &[("%sveltekit.", "%")]),
];

/// Other names of the presets: the template languages that use them.
const ALIASES: &[(&str, &str)] = &[
    ("handlebars", "mustache"),
    ("hugo", "mustache"),
    ("go", "mustache"),
    ("django", "jinja"),
    ("liquid", "jinja"),
    ("nunjucks", "jinja"),
    ("twig", "jinja"),
    ("ejs", "erb"),
    ("asp", "erb"),
    ("jsp", "erb"),
];

/// The names [`Templates::preset`] accepts: the presets', then their
/// aliases (`liquid` is `jinja`, `handlebars` is `mustache`, `ejs` is
/// `erb`, …).
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::template_preset_names;
/// let names: Vec<_> = template_preset_names().collect();
/// assert!(names.contains(&"jinja") && names.contains(&"liquid"));
/// ```
pub fn template_preset_names() -> impl Iterator<Item = &'static str> {
    TEMPLATE_PRESETS
        .iter()
        .map(|(name, _)| *name)
        .chain(ALIASES.iter().map(|(alias, _)| *alias))
}

/// Which template constructs the checker leaves alone: the front matter
/// at the start of a file (`---` lines around it), and the delimiter
/// pairs. The default is every preset: the front matter, `{{ }}`,
/// `{% %}`, `{# #}`, `<% %>`, `<?php ?>` (`<?= ?>`, `<? ?>`), `${ }` and
/// SvelteKit's `%sveltekit.…%` placeholders.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str_with, Options, Templates};
///
/// let doc = "<a href=\"{{ site.url }}/about\">\n<input {% if done %}checked{% endif %} type=dat>";
/// let found: Vec<_> = check_str_with(doc, &Options::new()).findings().iter().map(|f| (f.line, f.attribute.clone())).collect();
/// assert_eq!(found, [(2, "type".to_string())]);
/// // Without the presets, the constructs are read as HTML.
/// let plain = Options::new().templates(Templates::none());
/// assert!(check_str_with(doc, &plain).findings().len() > 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Templates {
    /// Skip a front matter block at the very start.
    pub front_matter: bool,
    /// The delimiter pairs, in order of preference where two start at the
    /// same place (the longest `open` wins anyway).
    pub delimiters: Vec<Delimiters>,
}

impl Default for Templates {
    fn default() -> Self {
        // Every preset's pairs, borrowed (each set of options has one).
        let delimiters = TEMPLATE_PRESETS
            .iter()
            .flat_map(|(_, pairs)| pairs.iter())
            .filter(|(open, close)| !(*open == "{{" && *close == "}}"))
            .chain(core::iter::once(&("{{", "}}")))
            .map(|(open, close)| Delimiters {
                open: Cow::Borrowed(open),
                close: Cow::Borrowed(close),
            })
            .collect();
        Templates {
            front_matter: true,
            delimiters,
        }
    }
}

impl Templates {
    /// No construct recognized: plain HTML.
    pub fn none() -> Self {
        Templates {
            front_matter: false,
            delimiters: Vec::new(),
        }
    }

    /// Adds a preset by name ([`template_preset_names`]); `None` for a
    /// name that is none.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::Templates;
    /// let t = Templates::none().preset("liquid").unwrap();
    /// assert_eq!(t.delimiters.len(), 3);
    /// assert!(Templates::none().preset("jinja3").is_none());
    /// ```
    pub fn preset(mut self, name: &str) -> Option<Self> {
        let name = ALIASES
            .iter()
            .find(|(alias, _)| *alias == name)
            .map_or(name, |(_, preset)| *preset);
        let (_, pairs) = TEMPLATE_PRESETS.iter().find(|(n, _)| *n == name)?;
        if pairs.is_empty() {
            self.front_matter = true;
        }
        for (open, close) in pairs.iter() {
            let pair = Delimiters {
                open: Cow::Borrowed(open),
                close: Cow::Borrowed(close),
            };
            if !self.delimiters.contains(&pair) {
                self.delimiters.push(pair);
            }
        }
        Some(self)
    }

    /// Adds a delimiter pair of your own.
    pub fn delimiters(mut self, pair: Delimiters) -> Self {
        if !pair.open.is_empty() && !pair.close.is_empty() && !self.delimiters.contains(&pair) {
            self.delimiters.push(pair);
        }
        self
    }

    /// Whether nothing is recognized.
    pub fn is_none(&self) -> bool {
        !self.front_matter && self.delimiters.is_empty()
    }
}

/// A framework whose attribute syntax the checker knows.
///
/// | framework | bound attributes (value not checked, counted as present) | directives (not HTML attributes) | other |
/// |---|---|---|---|
/// | `vue` | `:x`, `v-bind:x`, `.x` | `v-*`, `@x`, `#slot` | |
/// | `alpine` | `:x`, `x-bind:x` | `x-*`, `@x` | |
/// | `htmx` | | `hx-*`, `data-hx-*` | |
/// | `angular` | `[x]`, `[attr.x]`, `bind-x`, `[(x)]` | `(x)`, `*x`, `#ref`, `[class.x]`, `[style.x]`, `on-x`, `bindon-x`, `let-x`, `ref-x`, `i18n`, `i18n-*` | |
/// | `svelte` | `bind:x` | `on:`, `class:`, `style:`, `use:`, `transition:`, `in:`, `out:`, `animate:`, `let:` | `{expr}` anywhere |
/// | `lit` | `?x`, `.x` | `@x` | `${ }` is a template preset |
/// | `astro` | | `client:`, `server:`, `set:`, `is:`, `class:list`, `transition:` | `{expr}` anywhere |
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Framework {
    /// Vue templates.
    Vue,
    /// Alpine.js.
    Alpine,
    /// htmx.
    Htmx,
    /// Angular templates.
    Angular,
    /// Svelte components.
    Svelte,
    /// Lit templates.
    Lit,
    /// Astro components.
    Astro,
}

impl Framework {
    /// Every framework.
    pub const ALL: &'static [Framework] = &[
        Framework::Vue,
        Framework::Alpine,
        Framework::Htmx,
        Framework::Angular,
        Framework::Svelte,
        Framework::Lit,
        Framework::Astro,
    ];

    /// The name a configuration writes (`"vue"`).
    pub fn name(self) -> &'static str {
        match self {
            Framework::Vue => "vue",
            Framework::Alpine => "alpine",
            Framework::Htmx => "htmx",
            Framework::Angular => "angular",
            Framework::Svelte => "svelte",
            Framework::Lit => "lit",
            Framework::Astro => "astro",
        }
    }

    /// The framework of that name.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::document::Framework;
    /// assert_eq!(Framework::from_name("vue"), Some(Framework::Vue));
    /// assert_eq!(Framework::from_name("react"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Framework> {
        Framework::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// Whether `{expr}` (a single brace) is an expression anywhere.
    fn single_braces(self) -> bool {
        matches!(self, Framework::Svelte | Framework::Astro)
    }
}

/// What a file is, by its name: which part of it is markup.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FileKind {
    /// All of it (HTML, and the template files: `.njk`, `.liquid`, …).
    #[default]
    Html,
    /// A Vue single-file component: the content of its top-level
    /// `<template>` (none, if it says `lang` other than `html`).
    Vue,
    /// A Svelte component: all but its `<script>` and `<style>` elements.
    Svelte,
    /// An Astro component: all but its front matter (the `---` block that
    /// starts it) and its `<script>` and `<style>` elements.
    Astro,
}

/// The file name extensions (lowercase, without the dot) the linter reads
/// as markup, each with its kind of file and the frameworks it implies:
/// HTML, the single-file components, and the template languages' files.
/// `.php` is not among them (a PHP file is often code only): name such
/// files one by one.
pub const MARKUP_EXTENSIONS: &[(&str, FileKind, &[Framework])] = &[
    ("html", FileKind::Html, &[]),
    ("htm", FileKind::Html, &[]),
    ("xhtml", FileKind::Html, &[]),
    ("vue", FileKind::Vue, &[Framework::Vue]),
    ("svelte", FileKind::Svelte, &[Framework::Svelte]),
    ("astro", FileKind::Astro, &[Framework::Astro]),
    ("njk", FileKind::Html, &[]),
    ("liquid", FileKind::Html, &[]),
    ("hbs", FileKind::Html, &[]),
    ("handlebars", FileKind::Html, &[]),
    ("mustache", FileKind::Html, &[]),
    ("erb", FileKind::Html, &[]),
    ("ejs", FileKind::Html, &[]),
    ("jinja", FileKind::Html, &[]),
    ("jinja2", FileKind::Html, &[]),
    ("j2", FileKind::Html, &[]),
    ("twig", FileKind::Html, &[]),
];

/// The kind of file and the frameworks a path's name implies: by its
/// extension ([`MARKUP_EXTENSIONS`], ASCII case-insensitive; `.php` too),
/// and Angular for `*.component.html`. `None` for a file the linter does
/// not read as markup.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{file_kind, FileKind, Framework};
/// assert_eq!(file_kind("src/App.vue"), Some((FileKind::Vue, &[Framework::Vue][..])));
/// assert_eq!(file_kind("app/home.component.html"), Some((FileKind::Html, &[Framework::Angular][..])));
/// assert_eq!(file_kind("_layouts/post.liquid"), Some((FileKind::Html, &[][..])));
/// assert_eq!(file_kind("index.php"), Some((FileKind::Html, &[][..])));
/// assert_eq!(file_kind("main.rs"), None);
/// ```
pub fn file_kind(path: &str) -> Option<(FileKind, &'static [Framework])> {
    let name = path.rsplit(['/', '\\']).next().unwrap_or(path);
    let (stem, extension) = name.rsplit_once('.')?;
    let extension = extension.to_ascii_lowercase();
    if extension == "php" {
        return Some((FileKind::Html, &[]));
    }
    let (_, kind, frameworks) = MARKUP_EXTENSIONS.iter().find(|(e, _, _)| *e == extension)?;
    if *kind == FileKind::Html && stem.to_ascii_lowercase().ends_with(".component") {
        return Some((FileKind::Html, &[Framework::Angular]));
    }
    Some((*kind, frameworks))
}

/// The byte ranges of `text` that are not markup in a file of `kind`
/// (what the checker blanks out before reading the rest), in order: a
/// `.vue` file's all but its top-level `<template>`'s content, a
/// `.svelte` or `.astro` file's `<script>` and `<style>` elements, an
/// `.astro` file's front matter. Empty for HTML.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{markup_regions, not_markup, FileKind};
///
/// let sfc = "<script>let a = '<td colspan=0>'</script>\n<template><p>hi</p></template>\n<style>p{}</style>";
/// let skipped = not_markup(FileKind::Vue, sfc);
/// assert_eq!(skipped, [0..52, 61..sfc.len()]);
/// assert_eq!(&sfc[52..61], "<p>hi</p>");
/// assert_eq!(markup_regions(FileKind::Vue, sfc), [52..61]);
/// ```
pub fn not_markup(kind: FileKind, text: &str) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    match kind {
        FileKind::Html => Vec::new(),
        FileKind::Vue => {
            let markup = vue_template(bytes);
            let mut out = Vec::new();
            match markup {
                Some(r) => {
                    if r.start > 0 {
                        out.push(0..r.start);
                    }
                    if r.end < bytes.len() {
                        out.push(r.end..bytes.len());
                    }
                }
                None if !bytes.is_empty() => out.push(0..bytes.len()),
                None => {}
            }
            out
        }
        FileKind::Svelte => script_and_style(bytes, 0),
        FileKind::Astro => {
            let fence = front_matter(bytes);
            let from = fence.as_ref().map_or(0, |r| r.end);
            let mut out: Vec<Range<usize>> = fence.into_iter().collect();
            out.extend(script_and_style(bytes, from));
            out
        }
    }
}

/// The complement of [`not_markup`]: the byte ranges that are markup.
pub fn markup_regions(kind: FileKind, text: &str) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut at = 0;
    for skip in not_markup(kind, text) {
        if skip.start > at {
            out.push(at..skip.start);
        }
        at = skip.end;
    }
    if at < text.len() {
        out.push(at..text.len());
    }
    out
}

/// Whether `bytes` has `word` at `at`, ASCII case-insensitively.
fn has_at(bytes: &[u8], at: usize, word: &[u8]) -> bool {
    bytes
        .get(at..at + word.len())
        .is_some_and(|b| b.eq_ignore_ascii_case(word))
}

/// Whether a tag name ends at `at` (whitespace, `>` or `/` follows).
fn name_ends(bytes: &[u8], at: usize) -> bool {
    matches!(
        bytes.get(at),
        Some(b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'>' | b'/') | None
    )
}

/// The offset after the next `>` from `at`.
fn after_gt(bytes: &[u8], at: usize) -> usize {
    bytes
        .get(at..)
        .and_then(|rest| memchr::memchr(b'>', rest))
        .map_or(bytes.len(), |n| at + n + 1)
}

/// The start of the next `</name` from `at` (ASCII case-insensitive), or
/// the end.
fn end_tag(bytes: &[u8], at: usize, name: &[u8]) -> usize {
    let mut from = at;
    while let Some(n) = bytes
        .get(from..)
        .and_then(|r| memchr::memmem::find(r, b"</"))
    {
        let lt = from + n;
        if has_at(bytes, lt + 2, name) && name_ends(bytes, lt + 2 + name.len()) {
            return lt;
        }
        from = lt + 2;
    }
    bytes.len()
}

/// The `<script>` and `<style>` elements of `bytes` from `from`, whole.
fn script_and_style(bytes: &[u8], from: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let mut at = from;
    while let Some(n) = bytes.get(at..).and_then(|r| memchr::memchr(b'<', r)) {
        let lt = at + n;
        let name: &[u8] = if has_at(bytes, lt + 1, b"script") && name_ends(bytes, lt + 7) {
            b"script"
        } else if has_at(bytes, lt + 1, b"style") && name_ends(bytes, lt + 6) {
            b"style"
        } else {
            at = lt + 1;
            continue;
        };
        let close = end_tag(bytes, after_gt(bytes, lt), name);
        let end = after_gt(bytes, close).min(bytes.len());
        out.push(lt..end);
        at = end;
    }
    out
}

/// The content of a Vue file's top-level `<template>` (outside `<script>`
/// and `<style>`; `None` without one, or with `lang` other than `html`).
fn vue_template(bytes: &[u8]) -> Option<Range<usize>> {
    let skipped = script_and_style(bytes, 0);
    let mut at = 0;
    let start = loop {
        let lt = at + memchr::memmem::find(bytes.get(at..)?, b"<template")?;
        if let Some(s) = skipped.iter().find(|s| s.contains(&lt)) {
            at = s.end;
            continue;
        }
        if name_ends(bytes, lt + 9) {
            break lt;
        }
        at = lt + 9;
    };
    let open_end = after_gt(bytes, start);
    let open_tag = bytes.get(start..open_end)?.to_ascii_lowercase();
    if let Some(n) = memchr::memmem::find(&open_tag, b"lang=") {
        let value = open_tag.get(n + 5..)?;
        let value = value
            .strip_prefix(b"\"")
            .or(value.strip_prefix(b"'"))
            .unwrap_or(value);
        if !value.starts_with(b"html") {
            return None;
        }
    }
    // The matching end tag: nested `<template>`s counted.
    let mut depth = 1usize;
    let mut from = open_end;
    while let Some(n) = bytes.get(from..).and_then(|r| memchr::memchr(b'<', r)) {
        let lt = from + n;
        if has_at(bytes, lt + 1, b"template") && name_ends(bytes, lt + 9) {
            let end = after_gt(bytes, lt);
            if bytes.get(end.wrapping_sub(2)) != Some(&b'/') {
                depth += 1;
            }
            from = end;
        } else if has_at(bytes, lt + 1, b"/template") && name_ends(bytes, lt + 10) {
            depth -= 1;
            if depth == 0 {
                return Some(open_end..lt);
            }
            from = lt + 10;
        } else {
            from = lt + 1;
        }
    }
    Some(open_end..bytes.len())
}

/// A front matter block: `---` and a line break at the very start, to
/// the end of the next line that is `---` (or `...`), its line break
/// included. The lines between may hold anything.
fn front_matter(bytes: &[u8]) -> Option<Range<usize>> {
    let first = if bytes.starts_with(b"---\n") {
        4
    } else if bytes.starts_with(b"---\r\n") {
        5
    } else {
        return None;
    };
    let mut at = first;
    loop {
        let line_end = bytes
            .get(at..)
            .and_then(|r| memchr::memchr(b'\n', r))
            .map_or(bytes.len(), |n| at + n);
        let line = bytes.get(at..line_end)?;
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if line == b"---" || line == b"..." {
            return Some(0..(line_end + 1).min(bytes.len()));
        }
        if line_end >= bytes.len() {
            return None;
        }
        at = line_end + 1;
    }
}

/// The text the tokenizer reads, and where the template constructs were.
pub(super) struct Prepared<'t> {
    /// The text with the constructs and what is not markup blanked.
    pub(super) text: Cow<'t, str>,
    /// The constructs, in order (not the front matter, nor what is not
    /// markup).
    pub(super) constructs: Vec<Range<usize>>,
}

/// One delimiter pair, ready for the scan.
struct Pair<'a> {
    open: &'a [u8],
    close: &'a [u8],
    /// The byte of `open` the scan looks for, and its index.
    trigger: u8,
    at: usize,
    nests: bool,
    to_end: bool,
}

impl<'a> Pair<'a> {
    fn new(open: &'a [u8], close: &'a [u8]) -> Self {
        // A rare byte of `open` (`{`, `%`, `?`), else its first that is
        // not `<` (which every tag has).
        let at = open
            .iter()
            .position(|b| matches!(b, b'{' | b'%' | b'?'))
            .or_else(|| open.iter().position(|&b| b != b'<'))
            .unwrap_or(0);
        Pair {
            open,
            close,
            trigger: open.get(at).copied().unwrap_or(b'{'),
            at,
            nests: open.ends_with(b"{") && close == b"}",
            to_end: open.starts_with(b"<?"),
        }
    }
}

/// The text the tokenizer reads for `text` under `options`: the front
/// matter, what is not markup and the template constructs overwritten
/// (line breaks kept), and the constructs' ranges. Borrowed, with no
/// constructs, when there is nothing to blank.
pub(super) fn prepare<'t>(text: &'t str, options: &Options) -> Prepared<'t> {
    let bytes = text.as_bytes();
    let mut blank: Vec<Range<usize>> = not_markup(options.file_kind, text);
    if options.templates.front_matter && options.file_kind != FileKind::Astro {
        if let Some(fence) = front_matter(bytes) {
            blank.insert(0, fence);
        }
    }
    let single = options.frameworks.iter().any(|f| f.single_braces());
    let mut pairs: Vec<Pair<'_>> = options
        .templates
        .delimiters
        .iter()
        .map(|d| Pair::new(d.open.as_bytes(), d.close.as_bytes()))
        .collect();
    if single {
        pairs.push(Pair::new(b"{", b"}"));
    }
    let constructs = find_constructs(bytes, &blank, &pairs);
    if blank.is_empty() && constructs.is_empty() {
        return Prepared {
            text: Cow::Borrowed(text),
            constructs,
        };
    }
    let mut out = bytes.to_vec();
    for range in &blank {
        for b in out.get_mut(range.clone()).into_iter().flatten() {
            if *b != b'\n' && *b != b'\r' {
                *b = b' ';
            }
        }
    }
    for range in &constructs {
        let fill = if in_unquoted_value(bytes, range.start) {
            b'_'
        } else {
            b' '
        };
        for b in out.get_mut(range.clone()).into_iter().flatten() {
            *b = if fill == b' ' && (*b == b'\n' || *b == b'\r') {
                *b
            } else {
                fill
            };
        }
    }
    match String::from_utf8(out) {
        Ok(masked) => Prepared {
            text: Cow::Owned(masked),
            constructs,
        },
        // Every range starts and ends at an ASCII byte, so this does not
        // happen; the text unchanged is the safe answer if it did.
        Err(_) => Prepared {
            text: Cow::Borrowed(text),
            constructs: Vec::new(),
        },
    }
}

/// Whether a construct at `start` begins or continues an unquoted
/// attribute value (`href={{ url }}`, `href=/a/{{ id }}`): then it is
/// overwritten with a byte that keeps the value one token, not with
/// spaces, which would end it.
fn in_unquoted_value(bytes: &[u8], start: usize) -> bool {
    let before = bytes.get(..start).unwrap_or_default();
    let trimmed = before.trim_ascii_end();
    if trimmed.ends_with(b"=") {
        return true;
    }
    if trimmed.len() != before.len() {
        return false;
    }
    // The run of bytes before it up to whitespace, a quote, `<` or `>`.
    for &b in before.iter().rev().take(256) {
        match b {
            b'=' => return true,
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0c' | b'"' | b'\'' | b'<' | b'>' => return false,
            _ => {}
        }
    }
    false
}

/// The template constructs of `bytes` outside `blank`, in order.
fn find_constructs(bytes: &[u8], blank: &[Range<usize>], pairs: &[Pair<'_>]) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    if pairs.is_empty() {
        return out;
    }
    let mut triggers: Vec<u8> = pairs.iter().map(|p| p.trigger).collect();
    triggers.sort_unstable();
    triggers.dedup();
    let (t0, t1, t2) = match triggers.as_slice() {
        [a] => (*a, *a, *a),
        [a, b] => (*a, *b, *b),
        [a, b, c] => (*a, *b, *c),
        _ => (0, 0, 0),
    };
    let many = triggers.len() > 3;
    let next = |from: usize| -> Option<usize> {
        let rest = bytes.get(from..)?;
        let n = if many {
            rest.iter().position(|b| triggers.contains(b))
        } else {
            memchr::memchr3(t0, t1, t2, rest)
        };
        n.map(|n| from + n)
    };
    let mut blanks = blank.iter().peekable();
    let mut from = 0;
    while let Some(hit) = next(from) {
        while blanks.peek().is_some_and(|r| r.end <= hit) {
            blanks.next();
        }
        if let Some(r) = blanks.peek().filter(|r| r.start <= hit) {
            from = r.end;
            continue;
        }
        // The earliest start, then the longest `open`, that closes.
        let byte = bytes.get(hit).copied().unwrap_or_default();
        let after = out.last().map_or(0, |r: &Range<usize>| r.end);
        let mut found: Vec<(usize, &Pair<'_>)> = pairs
            .iter()
            .filter(|p| p.trigger == byte)
            .filter_map(|p| {
                let start = hit.checked_sub(p.at)?;
                let from_start = bytes.get(start..)?;
                (from_start.starts_with(p.open) && start >= after).then_some((start, p))
            })
            .collect();
        found.sort_by_key(|(start, p)| (*start, usize::MAX - p.open.len()));
        let end = found
            .into_iter()
            .find_map(|(start, pair)| Some((start, construct_end(bytes, start, pair)?)));
        match end {
            Some((start, end)) => {
                out.push(start..end);
                from = end.max(hit + 1);
            }
            None => from = hit + 1,
        }
    }
    out
}

/// Where a construct that opens at `start` with `pair` ends; `None` when
/// it does not close (and is text).
fn construct_end(bytes: &[u8], start: usize, pair: &Pair<'_>) -> Option<usize> {
    let body = start + pair.open.len();
    if pair.nests {
        return matching_brace(bytes, body);
    }
    let found = bytes
        .get(body..)
        .and_then(|rest| memchr::memmem::find(rest, pair.close));
    let Some(n) = found else {
        return pair.to_end.then_some(bytes.len());
    };
    let mut end = body + n + pair.close.len();
    // Handlebars' `{{{ raw }}}`: as many more closing bytes as opening.
    if let (Some(&o), Some(&c)) = (pair.open.last(), pair.close.last()) {
        let mut extra = bytes
            .get(body..)
            .unwrap_or_default()
            .iter()
            .take_while(|&&b| b == o)
            .count();
        while extra > 0 && bytes.get(end) == Some(&c) {
            end += 1;
            extra -= 1;
        }
    }
    Some(end)
}

/// The offset after the `}` that closes a brace opened before `at`
/// (braces nest; quoted strings are skipped, `'` and `"` ones ending at a
/// line break too).
fn matching_brace(bytes: &[u8], at: usize) -> Option<usize> {
    let mut depth = 1usize;
    let mut quote: Option<u8> = None;
    let mut i = at;
    while let Some(&b) = bytes.get(i) {
        match quote {
            Some(q) => {
                if b == b'\\' {
                    i += 1;
                } else if b == q || (b == b'\n' && q != b'`') {
                    quote = None;
                }
            }
            None => match b {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i + 1);
                    }
                }
                b'"' | b'\'' | b'`' => quote = Some(b),
                _ => {}
            },
        }
        i += 1;
    }
    None
}

/// What one start tag holds that is not plain HTML.
#[derive(Debug, Default)]
pub(super) struct Dynamic {
    /// A construct between the attributes: any attribute may be there.
    pub(super) open: bool,
    /// `type` or `http-equiv`, which choose the rows of other attributes,
    /// has a value not known here.
    pub(super) selector_unknown: bool,
    /// The attributes whose values are not known here (bound, or holding
    /// a construct): present, for the rules that ask whether one is.
    pub(super) bound: Vec<String>,
    /// Those of [`Dynamic::bound`] written as HTML attributes with a
    /// construct in the value (`hreff="{{ u }}"`), by their index there:
    /// their names are known, and checked.
    pub(super) written: Vec<(usize, Attribute)>,
    /// A component of the framework (`<Button>`, `<Select.Item>`,
    /// `<svelte:head>`), not an HTML element: not checked.
    pub(super) component: bool,
}

impl Dynamic {
    /// Whether the attribute table's row for `attribute` may depend on a
    /// value not known here.
    pub(super) fn row_unknown(&self, element: &str, attribute: &str) -> bool {
        (self.open || self.selector_unknown)
            && ATTRIBUTES.iter().any(|row| {
                row.condition != Condition::Always
                    && row.attribute == attribute
                    && (row.element == element || row.element == "*")
            })
    }

    /// Whether `input_type_applies` can be judged.
    pub(super) fn type_known(&self) -> bool {
        !self.open && !self.selector_unknown
    }
}

/// The value the rules over a tag see for an attribute whose value is not
/// known here: not empty, and no keyword (so that no rule reads it as
/// `type=image` or `kind=subtitles`).
pub(super) const UNKNOWN_VALUE: &str = "\u{fffd}";

/// What a framework makes of an attribute name.
#[derive(Debug, PartialEq, Eq)]
enum Binding<'n> {
    /// The value of this HTML attribute, set by an expression.
    Bound(&'n str),
    /// Not an HTML attribute.
    Directive,
}

/// `name` with a `.modifier` suffix dropped (`:href.prop` is `href`).
fn before_modifiers(name: &str) -> &str {
    name.split_once('.').map_or(name, |(n, _)| n)
}

/// What `framework` makes of the attribute `name` (lowercase), if it is
/// one of its syntaxes.
fn binding(framework: Framework, name: &str) -> Option<Binding<'_>> {
    use Binding::{Bound, Directive};
    let strip = |prefix: &str| name.strip_prefix(prefix);
    match framework {
        Framework::Vue => {
            // Vue's special attributes (`slot-scope` and `scope` of Vue 2).
            if matches!(name, "ref" | "key" | "slot-scope" | "scope") {
                return Some(Directive);
            }
            if let Some(n) = strip("v-bind:").or_else(|| strip(":")) {
                return Some(Bound(before_modifiers(n)));
            }
            if let Some(n) = strip(".") {
                return Some(Bound(before_modifiers(n)));
            }
            (name.starts_with("v-") || name.starts_with('@') || name.starts_with('#'))
                .then_some(Directive)
        }
        Framework::Alpine => {
            if let Some(n) = strip("x-bind:").or_else(|| strip(":")) {
                return Some(Bound(before_modifiers(n)));
            }
            (name.starts_with("x-") || name.starts_with('@')).then_some(Directive)
        }
        Framework::Htmx => {
            (name.starts_with("hx-") || name.starts_with("data-hx-")).then_some(Directive)
        }
        Framework::Angular => {
            if let Some(inner) = strip("[(").and_then(|n| n.strip_suffix(")]")) {
                return Some(Bound(inner));
            }
            if let Some(inner) = strip("[").and_then(|n| n.strip_suffix(']')) {
                if let Some(attr) = inner.strip_prefix("attr.") {
                    return Some(Bound(attr));
                }
                if inner.contains('.') {
                    return Some(Directive);
                }
                return Some(Bound(inner));
            }
            if let Some(n) = strip("bind-") {
                return Some(Bound(n));
            }
            let directive = name.starts_with('(')
                || name.starts_with('*')
                || name.starts_with('#')
                || name.starts_with("on-")
                || name.starts_with("bindon-")
                || name.starts_with("let-")
                || name.starts_with("ref-")
                || name == "i18n"
                || name.starts_with("i18n-");
            directive.then_some(Directive)
        }
        Framework::Svelte => {
            if let Some(n) = strip("bind:") {
                return Some(Bound(before_modifiers(n)));
            }
            let prefixes = [
                "on:",
                "class:",
                "style:",
                "use:",
                "transition:",
                "in:",
                "out:",
                "animate:",
                "let:",
            ];
            prefixes
                .iter()
                .any(|p| name.starts_with(p))
                .then_some(Directive)
        }
        Framework::Lit => {
            if let Some(n) = strip("?").or_else(|| strip(".")) {
                return Some(Bound(n));
            }
            name.starts_with('@').then_some(Directive)
        }
        Framework::Astro => {
            let prefixes = ["client:", "server:", "set:", "is:", "transition:"];
            (prefixes.iter().any(|p| name.starts_with(p)) || name == "class:list")
                .then_some(Directive)
        }
    }
}

/// Whether spans `a` and `b` overlap or touch.
fn touches(a: &Range<usize>, b: &Range<usize>) -> bool {
    a.start <= b.end && b.start <= a.end
}

/// Removes from `tag` what is not plain HTML (attributes with a value not
/// known here, a framework's bindings and directives, the pieces of a
/// construct between the attributes) and says what that leaves unknown;
/// `None`, and `tag` unchanged, for a plain tag.
pub(super) fn classify(
    text: &str,
    tag: &mut StartTag,
    constructs: &[Range<usize>],
    frameworks: &[Framework],
) -> Option<Dynamic> {
    let written = |span: &Range<usize>| text.get(span.clone()).unwrap_or_default();
    let has_upper = |span: &Range<usize>| written(span).bytes().any(|b| b.is_ascii_uppercase());
    let components = frameworks
        .iter()
        .any(|f| matches!(f, Framework::Vue | Framework::Svelte | Framework::Astro));
    if components {
        // A component is written with a capital (`<Button>`), or a
        // namespace (`<Select.Item>`, `<svelte:head>`).
        let name = (tag.span.start + 1)..(tag.span.start + 1 + tag.name.len());
        if has_upper(&name) || tag.name.contains(['.', ':']) {
            return Some(Dynamic {
                component: true,
                ..Dynamic::default()
            });
        }
    }
    let angular = frameworks.contains(&Framework::Angular);
    let first = constructs.partition_point(|c| c.end <= tag.span.start);
    let inside = constructs
        .get(first..)
        .unwrap_or_default()
        .iter()
        .take_while(|c| c.start < tag.span.end);
    let inside: Vec<&Range<usize>> = inside.collect();
    if inside.is_empty() && frameworks.is_empty() {
        return None;
    }
    let mut dynamic = Dynamic::default();
    let mut changed = false;
    // Each construct is in a value, or between the attributes.
    let mut in_values = alloc::vec![false; inside.len()];
    let selector = |name: &str| name == "type" || name == "http-equiv";
    tag.attributes.retain(|attr| {
        let mut keep = true;
        if let Some(span) = &attr.value_span {
            for (i, c) in inside.iter().enumerate() {
                if touches(span, c) {
                    if let Some(seen) = in_values.get_mut(i) {
                        *seen = true;
                    }
                    keep = false;
                }
            }
        }
        // `data-{{ key }}`: a name that a construct continues.
        let joined = |c: &&Range<usize>| {
            let n = &attr.name_span;
            (c.start == n.end && !attr.name.ends_with(|ch: char| ch.is_ascii_alphanumeric()))
                || (c.end == n.start
                    && !attr.name.starts_with(|ch: char| ch.is_ascii_alphanumeric()))
        };
        if inside.iter().any(joined) {
            dynamic.open = true;
            changed = true;
            return false;
        }
        if !keep {
            dynamic.selector_unknown |= selector(&attr.name);
            // An HTML attribute (not a framework's syntax): its value as
            // written, construct and all.
            let framework_syntax = (angular && has_upper(&attr.name_span))
                || frameworks.iter().any(|f| binding(*f, &attr.name).is_some());
            if !framework_syntax {
                let mut written = attr.clone();
                if let Some(value) = attr.value_span.as_ref().and_then(|v| text.get(v.clone())) {
                    written.value = value.to_string();
                }
                dynamic.written.push((dynamic.bound.len(), written));
            }
            dynamic.bound.push(attr.name.clone());
            changed = true;
            return false;
        }
        if angular && has_upper(&attr.name_span) {
            // `nbButton`, `matInput`: an attribute directive's selector
            // (HTML's names are written in lowercase).
            changed = true;
            return false;
        }
        for framework in frameworks {
            match binding(*framework, &attr.name) {
                Some(Binding::Bound(name)) => {
                    dynamic.selector_unknown |= selector(name);
                    dynamic.bound.push(name.to_string());
                    changed = true;
                    return false;
                }
                Some(Binding::Directive) => {
                    changed = true;
                    return false;
                }
                None => {}
            }
        }
        true
    });
    if in_values.iter().any(|seen| !seen) {
        dynamic.open = true;
        changed = true;
    }
    if dynamic.open {
        // `{% if a %}class=x{% else %}class=y{% endif %}`: not duplicates.
        tag.duplicates.clear();
    } else if !frameworks.is_empty() {
        tag.duplicates
            .retain(|d| !frameworks.iter().any(|f| binding(*f, &d.name).is_some()));
    }
    changed.then_some(dynamic)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn masked(text: &str, options: &Options) -> String {
        prepare(text, options).text.into_owned()
    }

    #[test]
    fn constructs_keep_their_length() {
        let o = Options::new();
        let cases = [
            ("<a href=\"{{ u }}/x\">", "<a href=\"       /x\">"),
            ("<a href={{ u }}/x>", "<a href=_______/x>"),
            ("<a href=/x/{{ u }}.html>", "<a href=/x/_______.html>"),
            (
                "<i {% if a %}checked{% endif %}>",
                "<i           checked           >",
            ),
            ("{% if x > 1 %}<p>", "              <p>"),
            ("<?php echo \"<a>\" ?><p>", "                   <p>"),
            ("<?php echo 1;", "             "),
            ("{{{ raw }}}<p>", "           <p>"),
            (
                "<%= a %><p title=\"${ {a: 1}['a'] }\">",
                "        <p title=\"                \">",
            ),
            ("---\nt: 1\n---\n<p>", "   \n    \n   \n<p>"),
            ("{{ no end <p>", "{{ no end <p>"),
        ];
        for (text, want) in cases {
            assert_eq!(masked(text, &o), want, "{text}");
        }
        let none = Options::new().templates(Templates::none());
        assert_eq!(masked("{{ a }}", &none), "{{ a }}");
        assert!(matches!(prepare("<p>{ }</p>", &o).text, Cow::Borrowed(_)));
    }

    #[test]
    fn single_braces_for_svelte() {
        let o = Options::new().framework(Framework::Svelte);
        assert_eq!(
            masked("<a href={u} {...p}>{#if a < b}x{/if}", &o),
            "<a href=___       >           x     "
        );
        assert_eq!(masked("{ \"}\" }<p>", &o), "       <p>");
    }

    #[test]
    fn vue_and_astro_regions() {
        let vue = "<template lang=\"pug\">p hi</template>";
        let whole = 0..vue.len();
        assert_eq!(not_markup(FileKind::Vue, vue), [whole]);
        let nested = "<template><template v-if=a><p></template><i></template>x";
        let content = 10..44;
        assert_eq!(markup_regions(FileKind::Vue, nested), [content]);
        let astro = "---\nconst a = '<b>';\n---\n<p>{a}</p><style>p{}</style>";
        let markup = 25..35;
        assert_eq!(markup_regions(FileKind::Astro, astro), [markup]);
        assert_eq!(&astro[25..35], "<p>{a}</p>");
    }

    #[test]
    fn framework_names() {
        use Binding::{Bound, Directive};
        assert_eq!(binding(Framework::Vue, ":href"), Some(Bound("href")));
        assert_eq!(
            binding(Framework::Vue, "v-bind:class.prop"),
            Some(Bound("class"))
        );
        assert_eq!(binding(Framework::Vue, "#default"), Some(Directive));
        assert_eq!(binding(Framework::Vue, "href"), None);
        assert_eq!(
            binding(Framework::Angular, "[attr.aria-label]"),
            Some(Bound("aria-label"))
        );
        assert_eq!(binding(Framework::Angular, "[class.on]"), Some(Directive));
        assert_eq!(
            binding(Framework::Angular, "[(ngmodel)]"),
            Some(Bound("ngmodel"))
        );
        assert_eq!(binding(Framework::Angular, "*ngif"), Some(Directive));
        assert_eq!(
            binding(Framework::Svelte, "bind:value"),
            Some(Bound("value"))
        );
        assert_eq!(
            binding(Framework::Lit, "?disabled"),
            Some(Bound("disabled"))
        );
        assert_eq!(binding(Framework::Htmx, "data-hx-get"), Some(Directive));
        assert_eq!(binding(Framework::Alpine, "x-on:click"), Some(Directive));
    }
}
