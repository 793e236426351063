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
    ConfigFile, Framework, Rules, Templates, CONFIG_FILE_NAME as FILE_NAME,
};

/// One configuration file, read.
#[derive(Debug)]
pub struct Config {
    /// Its directory, against which `ignore` patterns match.
    dir: PathBuf,
    ignore: GlobSet,
    /// Whether warnings are reported (`None`: the default, yes).
    pub warnings: Option<bool>,
    /// The levels.
    pub rules: Rules,
    /// The template presets (`None`: the default, all).
    pub templates: Option<Templates>,
    /// The frameworks, besides those a file's name implies.
    pub frameworks: Vec<Framework>,
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
        let file = ConfigFile::from_json(text).map_err(|e| format!("{}:{e}", path.display()))?;
        let mut ignore = GlobSetBuilder::new();
        for pattern in &file.ignore {
            let glob = Glob::new(pattern).map_err(|e| {
                let (line, column) = position_of(text, pattern);
                format!(
                    "{}:{line}:{column}: bad pattern {pattern:?}: {}",
                    path.display(),
                    e.kind()
                )
            })?;
            ignore.add(glob);
        }
        let ignore = ignore
            .build()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        Ok(Config {
            dir,
            ignore,
            warnings: file.warnings,
            rules: file.rules,
            templates: file.templates,
            frameworks: file.frameworks,
        })
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

/// Finds the configuration of each directory once.
#[derive(Default)]
pub struct Finder {
    by_dir: HashMap<PathBuf, Option<Arc<Config>>>,
}

impl Finder {
    /// The nearest configuration for files in `dir` (searching `dir` and
    /// its ancestors); an unreadable or bad one is an error.
    pub fn for_dir(&mut self, dir: &Path) -> Result<Option<Arc<Config>>, String> {
        let dir = if dir.as_os_str().is_empty() {
            Path::new(".")
        } else {
            dir
        };
        let absolute = std::path::absolute(dir).unwrap_or_else(|_| dir.to_path_buf());
        self.find(&absolute)
    }

    fn find(&mut self, dir: &Path) -> Result<Option<Arc<Config>>, String> {
        if let Some(found) = self.by_dir.get(dir) {
            return Ok(found.clone());
        }
        let candidate = dir.join(FILE_NAME);
        let found = if candidate.is_file() {
            Some(Arc::new(Config::read(&candidate)?))
        } else {
            match dir.parent() {
                Some(parent) => self.find(parent)?,
                None => None,
            }
        };
        self.by_dir.insert(dir.to_path_buf(), found.clone());
        Ok(found)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use html_microsyntax::document::Level;

    fn parse(text: &str) -> Result<Config, String> {
        Config::parse(text, Path::new("dir/.html-microsyntax.json"))
    }

    #[test]
    fn every_field_is_read() {
        let c = parse(
            r#"{"ignore": ["vendor/**"], "warnings": false, "kinds": {"unknown_link_type": "off"},
                "syntaxes": {"valid_date": "warn", "aria_in_html": "off"}, "attributes": {"img srcset": "error"}}"#,
        )
        .unwrap();
        assert_eq!(c.warnings, Some(false));
        assert_eq!(
            c.rules,
            Rules::new()
                .kind("unknown_link_type", Level::Off)
                .syntax("aria_in_html", Level::Off)
                .syntax("valid_date", Level::Warning)
                .attribute("img srcset", Level::Error)
        );
        assert!(c.ignores(Path::new("dir/vendor/a/b.html")));
        assert!(!c.ignores(Path::new("dir/site/b.html")));
        assert!(!c.ignores(Path::new("other/vendor/b.html")));
        assert!(parse("{}").unwrap().rules.is_empty());
    }

    #[test]
    fn bad_configuration_is_an_error_with_its_position() {
        let cases = [
            (
                "{\n  \"kinds\": {\"x\": \"fatal\"}}",
                "dir/.html-microsyntax.json:2:24: invalid value: string \"fatal\", expected \"off\", \"warning\" or \"error\"",
            ),
            (
                "{\"rules\": {}}",
                "dir/.html-microsyntax.json:1:8: unknown field `rules`, expected one of `ignore`, `warnings`, `kinds`, `syntaxes`, `attributes`, `templates`, `frameworks`",
            ),
            (
                "{\"syntaxes\": {\"valid_dat\": \"off\"}}",
                "dir/.html-microsyntax.json:1:25: unknown syntax \"valid_dat\"",
            ),
            (
                "{\"ignore\": [\"a/[b\"]}",
                "dir/.html-microsyntax.json:1:18: bad pattern \"a/[b\": unclosed character class; missing ']'",
            ),
            (
                "{\"warnings\": 1}",
                "dir/.html-microsyntax.json:1:14: invalid type: integer `1`, expected a boolean",
            ),
            ("{", "dir/.html-microsyntax.json:1:1: EOF while parsing an object"),
        ];
        for (text, expected) in cases {
            let err = parse(text).err().unwrap();
            assert_eq!(err.replace('\\', "/"), expected, "{text}");
        }
    }
}
