//! The configuration of a document: the nearest `.html-microsyntax.json`
//! above its file, read by the crate's one reader
//! ([`ConfigFile::from_json`]), cached by path and read again when its
//! modification time or length changes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use html_microsyntax::document::{ConfigError, ConfigFile, Options, CONFIG_FILE_NAME};

/// A configuration file as last read.
#[derive(Debug, Clone)]
struct Read {
    /// What identifies the contents read: modification time and length.
    stamp: (Option<SystemTime>, u64),
    /// The configuration, or why it was rejected.
    result: Result<ConfigFile, ConfigError>,
}

/// The configuration files read so far.
#[derive(Debug, Default)]
pub struct Configs {
    by_path: HashMap<PathBuf, Read>,
}

/// The configuration that applies to a document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// No configuration file above the document (or it has no file).
    None,
    /// This file, read.
    File(PathBuf, ConfigFile),
    /// This file, rejected: the checker's defaults apply.
    Bad(PathBuf, ConfigError),
}

impl Found {
    /// The checker's options.
    pub fn options(&self) -> Options {
        match self {
            Found::File(_, config) => config.options(),
            Found::None | Found::Bad(..) => Options::default(),
        }
    }
}

impl Configs {
    /// The configuration for the document at `file`: the nearest
    /// configuration file in its directory or above, read again if it
    /// changed since it was last read.
    pub fn for_file(&mut self, file: &Path) -> Found {
        let Some(path) = file
            .ancestors()
            .skip(1)
            .map(|dir| dir.join(CONFIG_FILE_NAME))
            .find(|candidate| candidate.is_file())
        else {
            return Found::None;
        };
        let stamp = std::fs::metadata(&path)
            .map(|m| (m.modified().ok(), m.len()))
            .unwrap_or((None, 0));
        let fresh = self.by_path.get(&path).is_some_and(|r| r.stamp == stamp);
        if !fresh {
            let result = match std::fs::read_to_string(&path) {
                Ok(text) => ConfigFile::from_json(&text),
                Err(e) => Err(ConfigError {
                    line: 0,
                    column: 0,
                    message: e.to_string(),
                }),
            };
            self.by_path.insert(path.clone(), Read { stamp, result });
        }
        match self.by_path.get(&path).map(|r| &r.result) {
            Some(Ok(config)) => Found::File(path, config.clone()),
            Some(Err(e)) => Found::Bad(path, e.clone()),
            None => Found::None,
        }
    }

    /// Forgets every file read (a watched file changed).
    pub fn forget(&mut self) {
        self.by_path.clear();
    }
}
