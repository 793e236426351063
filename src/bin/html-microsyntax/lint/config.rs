//! The lint configuration file, `.html-microsyntax.json`: found by walking
//! up from each linted file's directory (the nearest one applies), or named
//! with `--config`.
//!
//! ```json
//! {
//!   "ignore": ["vendor/**", "**/*.min.html"],
//!   "warnings": true,
//!   "kinds": { "unknown_link_type": "off" },
//!   "syntaxes": { "valid_media_query_list": "warning" },
//!   "attributes": { "img srcset": "error", "lang": "off" },
//!   "templates": ["front-matter", "liquid"],
//!   "frameworks": ["alpine", "htmx"]
//! }
//! ```
//!
//! Every field is optional. `ignore` holds glob patterns matched against
//! the paths of files below the configuration's directory, relative to it.
//! A level is `"off"`, `"warning"` (or `"warn"`) or `"error"`. `syntaxes`
//! names the `syntax` of findings: the registry's syntaxes, the attribute
//! table's (`enumerated_attribute`, …) and the rules' (`aria_in_html`,
//! `meta`, …: `document::RULE_NAMES`). An unknown
//! field, a bad level or an unknown syntax name is an error that names the
//! file, the line and the column.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use globset::{Glob, GlobSet, GlobSetBuilder};
use html_microsyntax::document::{
    ConfigError, ConfigFile, CustomElementsManifest, Options, CONFIG_FILE_NAME as FILE_NAME,
};

/// One configuration file, read.
#[derive(Debug)]
pub struct Config {
    /// Its directory, against which `ignore` patterns match.
    dir: PathBuf,
    ignore: GlobSet,
    /// What the file says of the checker: levels, warnings, template
    /// presets, frameworks (the library's reading of it).
    pub settings: ConfigFile,
    /// The custom elements of the manifests `customElements` names
    /// (`None`: not set, so the one beside the nearest `package.json`).
    pub custom_elements: Option<Arc<CustomElementsManifest>>,
}

/// The manifests at `paths`, as one; an error names the file.
fn read_manifests(paths: &[PathBuf]) -> Result<CustomElementsManifest, String> {
    let mut all = CustomElementsManifest::default();
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let manifest = CustomElementsManifest::from_json(&text)
            .map_err(|e| format!("{}:{e}", path.display()))?;
        all.elements.extend(manifest.elements);
    }
    Ok(all)
}

/// The 1-based line and column where `pattern` is written in `text` (as a
/// JSON string), for an error about it; the file's start if not found.
fn position_of(text: &str, pattern: &str) -> (usize, usize) {
    let written = serde_json::to_string(pattern).unwrap_or_default();
    let Some(at) = text.find(&written) else {
        return (1, 1);
    };
    let before = text.get(..at).unwrap_or_default();
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let column =
        before.get(line_start..).unwrap_or_default().chars().count() + written.chars().count();
    (line, column)
}

impl Config {
    /// Reads the configuration at `path`; an error names the file and,
    /// for bad contents, the line and column.
    pub fn read(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        Config::parse(&text, path)
    }

    /// Reads a configuration written at `path`.
    pub fn parse(text: &str, path: &Path) -> Result<Config, String> {
        Config::parse_located(text, path).map_err(|e| {
            if e.line == 0 {
                format!("{}: {}", path.display(), e.message)
            } else {
                format!("{}:{e}", path.display())
            }
        })
    }

    /// Reads a configuration written at `path`; the error's line and
    /// column are where in `text` it is (0 for a manifest it names that
    /// cannot be read).
    pub fn parse_located(text: &str, path: &Path) -> Result<Config, ConfigError> {
        let file = ConfigFile::from_json(text)?;
        let mut ignore = GlobSetBuilder::new();
        for pattern in &file.ignore {
            let glob = Glob::new(pattern).map_err(|e| {
                let (line, column) = position_of(text, pattern);
                ConfigError {
                    line,
                    column,
                    message: format!("bad pattern {pattern:?}: {}", e.kind()),
                }
            })?;
            ignore.add(glob);
        }
        let unlocated = |message: String| ConfigError {
            line: 0,
            column: 0,
            message,
        };
        let ignore = ignore.build().map_err(|e| unlocated(e.to_string()))?;
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let custom_elements = match &file.custom_elements {
            Some(paths) => {
                let paths: Vec<PathBuf> = paths.iter().map(|p| dir.join(p)).collect();
                Some(Arc::new(read_manifests(&paths).map_err(unlocated)?))
            }
            None => None,
        };
        Ok(Config {
            dir,
            ignore,
            settings: file,
            custom_elements,
        })
    }

    /// `options` with this configuration's levels, warnings, template
    /// presets and frameworks (its custom elements are applied apart, with
    /// the manifest found beside `package.json` when it names none).
    pub fn apply(&self, options: Options) -> Options {
        self.settings.apply(options)
    }

    /// Whether `file` is ignored: below the configuration's directory and
    /// matched by a pattern.
    pub fn ignores(&self, file: &Path) -> bool {
        let relative = file
            .strip_prefix(&self.dir)
            .or_else(|_| file.strip_prefix(self.dir.strip_prefix("./").unwrap_or(&self.dir)));
        relative.is_ok_and(|r| self.ignore.is_match(r))
    }
}

/// What one directory says of a thing looked for up the tree: found
/// (`Some(Some(..))`), settled without it (`Some(None)`: the search stops),
/// or nothing (`None`: ask the parent).
type Lookup<T> = Result<Option<Option<T>>, String>;

/// The nearest of something above each directory (a configuration, a
/// manifest), each directory asked once.
pub struct Nearest<T> {
    by_dir: HashMap<PathBuf, Option<Arc<T>>>,
    ask: fn(&Path) -> Lookup<T>,
}

impl<T> Nearest<T> {
    /// What is nearest to files in `dir` (searching `dir` and its
    /// ancestors); an unreadable or bad one is an error.
    pub fn for_dir(&mut self, dir: &Path) -> Result<Option<Arc<T>>, String> {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
        self.find(&absolute)
    }

    fn find(&mut self, dir: &Path) -> Result<Option<Arc<T>>, String> {
        if let Some(found) = self.by_dir.get(dir) {
            return Ok(found.clone());
        }
        let found = match (self.ask)(dir)? {
            Some(here) => here.map(Arc::new),
            None => match dir.parent() {
                Some(parent) => self.find(parent)?,
                None => None,
            },
        };
        self.by_dir.insert(dir.to_path_buf(), found.clone());
        Ok(found)
    }
}

/// Finds the configuration of each directory once: the nearest
/// `.html-microsyntax.json`.
pub type Finder = Nearest<Config>;

impl Default for Finder {
    fn default() -> Self {
        Nearest {
            by_dir: HashMap::new(),
            ask: |dir| {
                let candidate = dir.join(FILE_NAME);
                if candidate.is_file() {
                    Config::read(&candidate).map(|c| Some(Some(c)))
                } else {
                    Ok(None)
                }
            },
        }
    }
}

/// Finds the Custom Elements Manifest of each directory once: the one the
/// nearest `package.json` names in its `customElements` field, or else
/// `custom-elements.json` beside it.
pub type ManifestFinder = Nearest<CustomElementsManifest>;

impl Default for ManifestFinder {
    fn default() -> Self {
        Nearest {
            by_dir: HashMap::new(),
            ask: |dir| {
                let package = dir.join("package.json");
                if !package.is_file() {
                    return Ok(None);
                }
                let text = std::fs::read_to_string(&package)
                    .map_err(|e| format!("{}: {e}", package.display()))?;
                // A package.json that is not JSON is not ours to report.
                let named = serde_json::from_str::<serde_json::Value>(&text)
                    .ok()
                    .and_then(|v| v.get("customElements")?.as_str().map(str::to_owned));
                let manifest = dir.join(named.as_deref().unwrap_or("custom-elements.json"));
                if manifest.is_file() {
                    read_manifests(&[manifest]).map(|m| Some(Some(m)))
                } else {
                    Ok(Some(None))
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Config, String> {
        Config::parse(text, Path::new("dir/.html-microsyntax.json"))
    }

    /// The fields are the library's reader's (`ConfigFile`, tested there);
    /// what the CLI adds is the matching of `ignore` below the file's
    /// directory.
    #[test]
    fn ignore_matches_below_the_directory() {
        let c = parse(r#"{"ignore": ["vendor/**"], "warnings": false}"#).unwrap();
        assert_eq!(c.settings.warnings, Some(false));
        assert!(c.ignores(Path::new("dir/vendor/a/b.html")));
        assert!(!c.ignores(Path::new("dir/site/b.html")));
        assert!(!c.ignores(Path::new("other/vendor/b.html")));
        assert!(parse("{}").unwrap().settings.rules.is_empty());
    }

    #[test]
    fn bad_configuration_is_an_error_with_its_position() {
        // The library's message after the file's name; a bad pattern, which
        // only the CLI reads, at the end of its string.
        let cases = [
            (
                "{\n  \"kinds\": {\"x\": \"fatal\"}}",
                "dir/.html-microsyntax.json:2:24: invalid value: string \"fatal\", expected \"off\", \"warning\" or \"error\"",
            ),
            (
                "{\"ignore\": [\"a/[b\"]}",
                "dir/.html-microsyntax.json:1:18: bad pattern \"a/[b\": unclosed character class; missing ']'",
            ),
            (
                "{\n  \"ignore\": [\n    \"ok/**\",\n    \"é/[b\"\n  ]\n}",
                "dir/.html-microsyntax.json:4:10: bad pattern \"é/[b\": unclosed character class; missing ']'",
            ),
        ];
        for (text, expected) in cases {
            let err = parse(text).err().unwrap();
            assert_eq!(err.replace('\\', "/"), expected, "{text}");
        }
    }
}
