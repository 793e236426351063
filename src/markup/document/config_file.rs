//! The configuration file, `.html-microsyntax.json`, read from its JSON
//! text: the one reader behind the CLI, the editor server and the
//! packages for other languages, so that each accepts the same fields and
//! rejects a bad file with the same message.
//!
//! ```json
//! {
//!   "ignore": ["vendor/**", "**/*.min.html"],
//!   "warnings": true,
//!   "kinds": { "unknown_link_type": "off", "valid_serialized_policy expected_port": "warning" },
//!   "syntaxes": { "valid_media_query_list": "warning" },
//!   "attributes": { "img srcset": "error", "lang": "off", "svg *": "off" },
//!   "templates": ["front-matter", "liquid", {"open": "[[", "close": "]]"}],
//!   "frameworks": ["alpine", "htmx"],
//!   "customElements": ["node_modules/@shoelace-style/shoelace/dist/custom-elements.json"]
//! }
//! ```
//!
//! `templates` is `false` (none), `true` (every preset, the default) or a
//! list of preset names ([`template_preset_names`](super::template_preset_names))
//! and delimiter pairs; `frameworks` a list of [`Framework`] names, added
//! to those a file's name implies ([`Options::for_path`]).
//!
//! Every field is optional. A level is `"off"`, `"warning"` (or `"warn"`)
//! or `"error"`. `syntaxes` names the `syntax` or the `rule` of findings
//! ([`is_syntax_name`](super::is_syntax_name)), as does the first word of
//! a `kinds` key of two (a kind of one syntax or rule); the selectors are
//! those of [`Rules::kind`] and [`Rules::attribute`]. `ignore` holds glob patterns
//! for the files a directory walk skips; this reader keeps them as written
//! (matching paths is the walker's business). An unknown field, a bad level
//! or an unknown syntax name is a [`ConfigError`] with its line and column.

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::de::{self, Deserializer, Visitor};
use serde::Deserialize;

use super::{Delimiters, Framework, Level, Options, Rules, Templates};

/// The file name a directory walk looks for.
pub const CONFIG_FILE_NAME: &str = ".html-microsyntax.json";

/// A configuration file, read.
///
/// # Examples
///
/// ```
/// use html_microsyntax::document::{check_str_with, ConfigFile};
///
/// let config = ConfigFile::from_json(r#"{"kinds": {"unknown_link_type": "off"}}"#).unwrap();
/// let report = check_str_with(r#"<link rel="nonsense" href="/">"#, &config.options());
/// assert!(report.findings().is_empty());
///
/// let err = ConfigFile::from_json("{\n  \"kinds\": {\"x\": \"fatal\"}}").unwrap_err();
/// assert_eq!((err.line, err.column), (2, 24));
/// assert_eq!(
///     err.message,
///     "invalid value: string \"fatal\", expected \"off\", \"warning\" or \"error\""
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ConfigFile {
    /// The `ignore` patterns, as written.
    pub ignore: Vec<String>,
    /// `warnings`: whether warnings are reported (`None`: not set, yes).
    pub warnings: Option<bool>,
    /// The levels of `kinds`, `syntaxes` and `attributes`.
    pub rules: Rules,
    /// `templates` (`None`: not set, every preset).
    pub templates: Option<Templates>,
    /// `frameworks`.
    pub frameworks: Vec<Framework>,
    /// `customElements`: the paths of Custom Elements Manifests, as
    /// written (relative to the file's directory; reading them is the
    /// caller's business: [`CustomElementsManifest`](super::CustomElementsManifest));
    /// `None` when not set.
    pub custom_elements: Option<Vec<String>>,
}

/// Why a configuration file was rejected, and where (1-based line and
/// column of the JSON text; 0 when the text has none, as for an error at
/// its end).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    /// The line.
    pub line: usize,
    /// The column, in characters.
    pub column: usize,
    /// What is wrong, as one sentence without a position.
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.message)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ConfigError {}

impl From<serde_json::Error> for ConfigError {
    /// The JSON reader's error, its position kept apart from its message
    /// (serde_json says "… at line L column C").
    fn from(e: serde_json::Error) -> ConfigError {
        let message = e.to_string();
        let message = message
            .rsplit_once(" at line ")
            .map_or(message.as_str(), |(m, _)| m);
        ConfigError {
            line: e.line(),
            column: e.column(),
            message: message.to_string(),
        }
    }
}

impl ConfigFile {
    /// Reads a configuration from its JSON text.
    pub fn from_json(text: &str) -> Result<ConfigFile, ConfigError> {
        let file: Configuration = serde_json::from_str(text)?;
        let mut rules = Rules::new();
        for (KindSelector(kind), LevelName(level)) in &file.kinds {
            rules = rules.kind(kind, *level);
        }
        for (SyntaxName(name), LevelName(level)) in &file.syntaxes {
            rules = rules.syntax(name, *level);
        }
        for (selector, LevelName(level)) in &file.attributes {
            rules = rules.attribute(selector, *level);
        }
        Ok(ConfigFile {
            ignore: file.ignore,
            warnings: file.warnings,
            rules,
            templates: file.templates.map(|TemplatesField(t)| t),
            frameworks: file
                .frameworks
                .into_iter()
                .map(|FrameworkName(f)| f)
                .collect(),
            custom_elements: file.custom_elements,
        })
    }

    /// The checker's options this configuration asks for (the rest as
    /// [`Options::default`]).
    pub fn options(&self) -> Options {
        self.apply(Options::default())
    }

    /// `options` with this configuration's levels and `warnings` applied.
    pub fn apply(&self, mut options: Options) -> Options {
        options.rules = self.rules.clone();
        if let Some(warnings) = self.warnings {
            options.warnings = warnings;
        }
        if let Some(templates) = &self.templates {
            options.templates = templates.clone();
        }
        for framework in &self.frameworks {
            options = options.framework(*framework);
        }
        options
    }
}

/// The file's fields, as JSON writes them.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Configuration {
    #[serde(default)]
    ignore: Vec<String>,
    warnings: Option<bool>,
    #[serde(default)]
    kinds: BTreeMap<KindSelector, LevelName>,
    #[serde(default)]
    syntaxes: BTreeMap<SyntaxName, LevelName>,
    #[serde(default)]
    attributes: BTreeMap<String, LevelName>,
    #[serde(rename = "customElements")]
    custom_elements: Option<Vec<String>>,
    templates: Option<TemplatesField>,
    #[serde(default)]
    frameworks: Vec<FrameworkName>,
}

/// `templates`: `true`, `false`, or a list of preset names and
/// `{"open": …, "close": …}` pairs.
struct TemplatesField(Templates);

impl<'de> Deserialize<'de> for TemplatesField {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TemplatesField;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("true, false or a list of template presets and delimiter pairs")
            }
            fn visit_bool<E: de::Error>(self, on: bool) -> Result<TemplatesField, E> {
                Ok(TemplatesField(match on {
                    true => Templates::default(),
                    false => Templates::none(),
                }))
            }
            fn visit_seq<A: de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<TemplatesField, A::Error> {
                let mut templates = Templates::none();
                while let Some(item) = seq.next_element::<TemplateItem>()? {
                    templates = match item {
                        TemplateItem::Preset(name) => {
                            templates.preset(&name).unwrap_or(Templates::none())
                        }
                        TemplateItem::Pair(pair) => templates.delimiters(pair),
                    };
                }
                Ok(TemplatesField(templates))
            }
        }
        d.deserialize_any(V)
    }
}

/// One item of `templates`: a preset's name (checked where it is read),
/// or a delimiter pair.
enum TemplateItem {
    Preset(String),
    Pair(Delimiters),
}

impl<'de> Deserialize<'de> for TemplateItem {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TemplateItem;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a template preset name or {\"open\": …, \"close\": …}")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<TemplateItem, E> {
                if Templates::none().preset(s).is_some() {
                    Ok(TemplateItem::Preset(s.to_string()))
                } else {
                    let names: Vec<&str> = super::template_preset_names().collect();
                    Err(E::custom(format_args!(
                        "unknown template preset {s:?}, expected one of {}",
                        names.join(", ")
                    )))
                }
            }
            fn visit_map<A: de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<TemplateItem, A::Error> {
                let (mut open, mut close): (Option<String>, Option<String>) = (None, None);
                while let Some(key) = map.next_key::<String>()? {
                    let slot = match key.as_str() {
                        "open" => &mut open,
                        "close" => &mut close,
                        _ => return Err(de::Error::unknown_field(&key, &["open", "close"])),
                    };
                    let value: String = map.next_value()?;
                    if value.is_empty() {
                        return Err(de::Error::custom("a delimiter must not be empty"));
                    }
                    *slot = Some(value);
                }
                match (open, close) {
                    (Some(open), Some(close)) => {
                        Ok(TemplateItem::Pair(Delimiters::new(&open, &close)))
                    }
                    (None, _) => Err(de::Error::missing_field("open")),
                    (_, None) => Err(de::Error::missing_field("close")),
                }
            }
        }
        d.deserialize_any(V)
    }
}

/// A framework's name, checked where it is read.
struct FrameworkName(Framework);

impl<'de> Deserialize<'de> for FrameworkName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = FrameworkName;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a framework name")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<FrameworkName, E> {
                Framework::from_name(s).map(FrameworkName).ok_or_else(|| {
                    let names: Vec<&str> = Framework::ALL.iter().map(|f| f.name()).collect();
                    E::custom(format_args!(
                        "unknown framework {s:?}, expected one of {}",
                        names.join(", ")
                    ))
                })
            }
        }
        d.deserialize_str(V)
    }
}

/// A level's name, checked where it is read (so that an error has its
/// line and column).
struct LevelName(Level);

impl<'de> Deserialize<'de> for LevelName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = LevelName;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("\"off\", \"warning\" or \"error\"")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<LevelName, E> {
                Level::from_name(s)
                    .map(LevelName)
                    .ok_or_else(|| E::invalid_value(de::Unexpected::Str(s), &self))
            }
        }
        d.deserialize_str(V)
    }
}

/// A syntax name of a finding: the registry's, the attribute table's, or
/// a rule's ([`is_syntax_name`](super::is_syntax_name)).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct SyntaxName(String);

impl<'de> Deserialize<'de> for SyntaxName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = SyntaxName;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a syntax name (html-microsyntax --help and docs/cli.md list them)")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<SyntaxName, E> {
                if super::is_syntax_name(s) {
                    Ok(SyntaxName(s.to_string()))
                } else {
                    Err(E::custom(format_args!("unknown syntax {s:?}")))
                }
            }
        }
        d.deserialize_str(V)
    }
}

/// A key of `kinds`: a kind, or a syntax or rule name (checked) and a kind.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct KindSelector(String);

impl<'de> Deserialize<'de> for KindSelector {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = KindSelector;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a kind, or a syntax or rule name and a kind")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<KindSelector, E> {
                let mut words = s.split_ascii_whitespace();
                if let (Some(scope), Some(_)) = (words.next(), words.next()) {
                    if !super::is_syntax_name(scope) {
                        return Err(E::custom(format_args!("unknown syntax {scope:?}")));
                    }
                }
                Ok(KindSelector(s.to_string()))
            }
        }
        d.deserialize_str(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_is_read() {
        let c = ConfigFile::from_json(
            r#"{"ignore": ["vendor/**"], "warnings": false, "kinds": {"unknown_link_type": "off"},
                "syntaxes": {"valid_date": "warn", "aria_in_html": "off"}, "attributes": {"img srcset": "error"}}"#,
        )
        .unwrap();
        assert_eq!(c.warnings, Some(false));
        assert_eq!(c.ignore, ["vendor/**"]);
        assert_eq!(
            c.rules,
            Rules::new()
                .kind("unknown_link_type", Level::Off)
                .syntax("aria_in_html", Level::Off)
                .syntax("valid_date", Level::Warning)
                .attribute("img srcset", Level::Error)
        );
        assert!(!c.options().warnings);
        assert_eq!(ConfigFile::from_json("{}").unwrap(), ConfigFile::default());
    }

    #[test]
    fn templates_and_frameworks_are_read() {
        let c = ConfigFile::from_json(
            r#"{"templates": ["liquid", {"open": "[[", "close": "]]"}], "frameworks": ["alpine", "htmx"]}"#,
        )
        .unwrap();
        let want = Templates::none()
            .preset("jinja")
            .unwrap()
            .delimiters(Delimiters::new("[[", "]]"));
        assert_eq!(c.templates.as_ref(), Some(&want));
        assert_eq!(c.frameworks, [Framework::Alpine, Framework::Htmx]);
        let options = c.options();
        assert_eq!(options.templates, want);
        assert_eq!(options.frameworks, [Framework::Alpine, Framework::Htmx]);
        let off = ConfigFile::from_json(r#"{"templates": false}"#).unwrap();
        assert!(off.options().templates.is_none());
        let on = ConfigFile::from_json(r#"{"templates": true}"#).unwrap();
        assert_eq!(on.options().templates, Templates::default());
    }

    #[test]
    fn a_kind_of_one_syntax_and_every_finding_on_an_element() {
        let c = ConfigFile::from_json(
            r#"{"kinds": {"meta expected_port": "off"}, "attributes": {"svg *": "warning"}}"#,
        )
        .unwrap();
        let want = Rules::new()
            .kind("meta expected_port", Level::Off)
            .attribute("svg *", Level::Warning);
        assert_eq!(c.rules, want);
    }

    #[test]
    fn bad_configuration_is_an_error_with_its_position() {
        let cases = [
            (
                "{\n  \"kinds\": {\"x\": \"fatal\"}}",
                "2:24: invalid value: string \"fatal\", expected \"off\", \"warning\" or \"error\"",
            ),
            (
                "{\"rules\": {}}",
                "1:8: unknown field `rules`, expected one of `ignore`, `warnings`, `kinds`, `syntaxes`, `attributes`, `customElements`, `templates`, `frameworks`",
            ),
            (
                "{\"templates\": [\"jinja\",\n \"jinja3\"]}",
                "2:9: unknown template preset \"jinja3\", expected one of front-matter, mustache, jinja, erb, php, dollar-brace, sveltekit, handlebars, hugo, go, django, liquid, nunjucks, twig, ejs, asp, jsp",
            ),
            (
                "{\"templates\": [{\"open\": \"[[\"}]}",
                "1:29: missing field `close`",
            ),
            ("{\"templates\": 1}", "1:15: invalid type: integer `1`, expected true, false or a list of template presets and delimiter pairs"),
            (
                "{\"frameworks\": [\"vue\", \"react\"]}",
                "1:30: unknown framework \"react\", expected one of vue, alpine, htmx, angular, svelte, lit, astro",
            ),
            ("{\"syntaxes\": {\"valid_dat\": \"off\"}}", "1:25: unknown syntax \"valid_dat\""),
            (
                "{\"kinds\": {\"valid_csp expected_port\": \"off\"}}",
                "1:36: unknown syntax \"valid_csp\"",
            ),
            ("{\"warnings\": 1}", "1:14: invalid type: integer `1`, expected a boolean"),
            ("{", "1:1: EOF while parsing an object"),
            ("\"x\"", "1:3: invalid type: string \"x\", expected struct Configuration"),
        ];
        for (text, expected) in cases {
            let err = ConfigFile::from_json(text).unwrap_err();
            assert_eq!(err.to_string(), expected, "{text}");
        }
    }
}
