//! The configuration of one `lint` call: given as JSON text or an object,
//! or found by walking up from `path` as `html-microsyntax lint` does (the
//! CLI's own reader, so that both accept, reject and ignore alike).

#[path = "../../../src/bin/html-microsyntax/lint/config.rs"]
mod file;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use html_microsyntax::document::{ConfigFile, Options, CONFIG_FILE_NAME};

use crate::{failure, Failure, NativeLintOptions};

/// The checker's options for a call; `None` when the configuration's
/// `ignore` patterns skip `path`.
pub fn resolve(call: &NativeLintOptions) -> Result<Option<Options>, Failure> {
    let path = call.path.as_deref().map(Path::new);
    let config = match &call.config_text {
        Some(text) => Some(Arc::new(given(text, call.config_is_object)?)),
        None => match path {
            Some(p) => {
                let dir = p.parent().unwrap_or(Path::new("."));
                file::Finder::default()
                    .for_dir(dir)
                    .map_err(|m| failure(code_of(&m), m))?
            }
            None => None,
        },
    };
    // A component or template file is read by its name (its markup, its
    // framework), as the CLI reads it.
    let named = match path {
        Some(p) => Options::new().for_path(&p.to_string_lossy()),
        None => Options::new(),
    };
    let Some(config) = config else {
        return Ok(Some(named));
    };
    if let Some(p) = path {
        let absolute = std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
        if config.ignores(&absolute) {
            return Ok(None);
        }
    }
    let mut options = config.apply(named);
    if let Some(manifest) = &config.custom_elements {
        options = manifest.apply(options);
    }
    Ok(Some(options))
}

/// A configuration given in the call: read as a file in the current
/// directory would be (its `ignore` patterns relative to it), its errors
/// without that file's name; an object's without a position either.
fn given(text: &str, is_object: bool) -> Result<file::Config, Failure> {
    if is_object {
        if let Err(e) = ConfigFile::from_json(text) {
            return Err(failure("bad_config", e.message));
        }
    }
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let at = cwd.join(CONFIG_FILE_NAME);
    file::Config::parse(text, &at).map_err(|m| {
        let prefix = format!("{}:", at.display());
        let m = m.strip_prefix(&prefix).map_or(m.as_str(), str::trim_start);
        failure("bad_config", m)
    })
}

/// The code of an error from the CLI's reader: a bad file, or one that
/// could not be read.
fn code_of(message: &str) -> &'static str {
    // The reader writes `path:line:column: why` for contents, `path: why`
    // for I/O.
    let after_name = message
        .rsplit_once(CONFIG_FILE_NAME)
        .map_or(message, |(_, rest)| rest);
    if after_name.starts_with(": ") {
        "io_error"
    } else {
        "bad_config"
    }
}
