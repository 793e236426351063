//! The configuration of a document, as `html-microsyntax lint` would find
//! it: the nearest `.html-microsyntax.json` above its file, read by the
//! CLI's reader (the library's [`ConfigFile`] with the `ignore` patterns
//! and the Custom Elements Manifests it names), else the manifest beside
//! the nearest `package.json`. A configuration file is cached by path and
//! read again when its modification time or length changes; manifests are
//! read again when a watched file changes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use html_microsyntax::document::{ConfigError, Options, CONFIG_FILE_NAME};

#[cfg(doc)]
use html_microsyntax::document::ConfigFile;

use crate::lint::config::{Config, ManifestFinder};

/// A configuration file as last read.
struct Read {
    /// What identifies the contents read: modification time and length.
    stamp: (Option<SystemTime>, u64),
    /// The configuration, or why it was rejected.
    result: Result<Arc<Config>, ConfigError>,
}

/// The configuration files and manifests read so far.
#[derive(Default)]
pub struct Configs {
    by_path: HashMap<PathBuf, Read>,
    manifests: ManifestFinder,
}

/// The configuration that applies to a document.
#[derive(Debug, Clone)]
pub enum Found {
    /// No configuration file above the document (or it has no file).
    None,
    /// This file, read.
    File(PathBuf, Arc<Config>),
    /// This file, rejected: the checker's defaults apply.
    Bad(PathBuf, ConfigError),
}

impl std::fmt::Debug for Configs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Configs")
            .field("read", &self.by_path.keys().collect::<Vec<_>>())
            .finish_non_exhaustive()
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
                Ok(text) => Config::parse_located(&text, &path).map(Arc::new),
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

    /// The checker's options for the document at `file` (if it has one)
    /// with the configuration `found`, as the CLI would check it: the
    /// configuration's settings, its custom elements, and what the file's
    /// name says (a component's markup, a framework's bindings). `None`
    /// when the configuration's `ignore` patterns skip the file; beside the
    /// options, why a manifest could not be read (they are without it).
    pub fn options(
        &mut self,
        found: &Found,
        file: Option<&Path>,
    ) -> (Option<Options>, Option<String>) {
        let mut options = Options::default();
        let config = match found {
            Found::File(_, config) => Some(config),
            Found::None | Found::Bad(..) => None,
        };
        if let Some(config) = config {
            if file.is_some_and(|file| config.ignores(file)) {
                return (None, None);
            }
            options = config.apply(options);
        }
        if let Some(file) = file {
            options = options.for_path(&file.to_string_lossy());
        }
        let (manifest, problem) = match config.and_then(|c| c.custom_elements.clone()) {
            Some(named) => (Some(named), None),
            None => match file
                .and_then(Path::parent)
                .map(|dir| self.manifests.for_dir(dir))
            {
                Some(Ok(found)) => (found, None),
                Some(Err(e)) => (None, Some(e)),
                None => (None, None),
            },
        };
        if let Some(manifest) = manifest {
            options = manifest.apply(options);
        }
        (Some(options), problem)
    }

    /// Forgets every file read (a watched file changed).
    pub fn forget(&mut self) {
        self.by_path.clear();
        self.manifests = ManifestFinder::default();
    }
}
