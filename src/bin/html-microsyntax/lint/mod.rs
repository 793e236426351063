//! `html-microsyntax lint`: every attribute value of HTML documents checked
//! against the library's attribute table.
//!
//! Inputs are read once each and linted in parallel (rayon); the reports are
//! then sorted by file and position, so the output does not depend on the
//! parallelism.

pub(crate) mod config;
mod fix;
mod output;
mod warc;

use std::collections::HashMap;
use std::io::{self, IsTerminal, Read, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;

use html_microsyntax::document::{
    check_bytes_with, file_kind, Encoding, FileKind, Finding, Options as CheckOptions,
    MARKUP_EXTENSIONS,
};
use rayon::prelude::*;

use config::{Config, Finder, ManifestFinder};
use html_microsyntax::document::CustomElementsManifest;
use output::{Format, Report};

const USAGE: &str = "\
usage: html-microsyntax lint [OPTIONS] [PATH ...]

Checks the attribute values of HTML documents (dates, numbers, colors,
keywords, media queries, ...) against the HTML Standard's microsyntaxes.

PATH is a file, a directory (searched recursively for *.html, *.htm,
*.xhtml, the components *.vue, *.svelte and *.astro, and the templates
*.njk, *.liquid, *.hbs, *.handlebars, *.mustache, *.erb, *.ejs, *.jinja,
*.jinja2, *.j2 and *.twig; hidden and .gitignore'd entries skipped) or -
for stdin; with no PATH and no --warc, stdin is read. A .vue file's
<template>, the markup of a .svelte or .astro file (not its front matter,
<script> or <style>) are linted, positions in the whole file.

options:
  --format FORMAT   human (the default on a terminal), json (one object per
                    finding per line; the default otherwise), sarif (SARIF
                    2.1.0) or github (GitHub Actions annotations)
  --warc FILE       lint every HTML response record of a WARC file (.warc or
                    .warc.gz); the record's target URI is the path
  --config FILE     the configuration for every input (instead of the
                    nearest .html-microsyntax.json above each file)
  --no-config       no configuration file
  --no-inline-config
                    ignore <!-- html-microsyntax-... --> comments
  --max-warnings N  exit 1 only for errors or more than N warnings
  --fix             apply the safe fixes to the files (written back in their
                    own encoding), then report the findings left
  --fix-dry-run     print the changes --fix would make as a unified diff,
                    and write nothing (exit 1 when there are some)
  --no-progress     no progress bar (shown on a terminal for many files)
  -h, --help        this text

exit status: 0 no findings, 1 findings (with --max-warnings: errors, or
more than N warnings), 2 usage, configuration or I/O error (for an I/O
error the other inputs are still linted and reported); --fix and
--fix-dry-run take files and directories only, not stdin or --warc
";

/// What to read.
enum Source {
    Stdin,
    File(PathBuf),
    Record(warc::Record),
}

impl Source {
    fn name(&self) -> String {
        match self {
            Source::Stdin => "-".to_owned(),
            Source::File(p) => p.display().to_string(),
            Source::Record(r) => r.uri.clone(),
        }
    }
}

/// Where the configuration comes from.
enum ConfigChoice {
    /// The nearest `.html-microsyntax.json` above each input.
    Discover,
    /// This file, for every input.
    File(PathBuf),
    /// None.
    Off,
}

struct Options {
    format: Format,
    paths: Vec<String>,
    warcs: Vec<String>,
    progress: bool,
    config: ConfigChoice,
    inline_config: bool,
    max_warnings: Option<usize>,
    fix: Fixing,
}

/// Whether to fix.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fixing {
    /// No: report.
    No,
    /// Write the fixes.
    Write,
    /// Print them as a diff.
    DryRun,
}

fn parse_args(args: &[&str]) -> Result<Option<Options>, String> {
    let mut format = None;
    let mut paths = Vec::new();
    let mut warcs = Vec::new();
    let mut progress = true;
    let mut config = ConfigChoice::Discover;
    let mut inline_config = true;
    let mut max_warnings = None;
    let mut fix = Fixing::No;
    let mut iter = args.iter();
    let mut only_paths = false;
    while let Some(&arg) = iter.next() {
        if only_paths {
            paths.push(arg.to_owned());
            continue;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v)),
            _ => (arg, None),
        };
        let mut value = |name: &str| -> Result<String, String> {
            inline
                .map(str::to_owned)
                .or_else(|| iter.next().map(|s| (*s).to_owned()))
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match flag {
            "-h" | "--help" => return Ok(None),
            "--format" => {
                let name = value("--format")?;
                format = Some(Format::from_name(&name).ok_or_else(|| {
                    format!("unknown format {name:?} (human, json, sarif, github)")
                })?);
            }
            "--warc" => warcs.push(value("--warc")?),
            "--no-progress" => progress = false,
            "--config" => config = ConfigChoice::File(PathBuf::from(value("--config")?)),
            "--no-config" => config = ConfigChoice::Off,
            "--no-inline-config" => inline_config = false,
            "--fix" => fix = Fixing::Write,
            "--fix-dry-run" => fix = Fixing::DryRun,
            "--max-warnings" => {
                let n = value("--max-warnings")?;
                max_warnings =
                    Some(n.parse::<usize>().map_err(|_| {
                        format!("--max-warnings needs a count (0 or more), not {n:?}")
                    })?);
            }
            "--" => only_paths = true,
            f if f.starts_with('-') && f != "-" => return Err(format!("unknown option {f:?}")),
            _ => paths.push(arg.to_owned()),
        }
    }
    if fix != Fixing::No
        && (!warcs.is_empty() || paths.is_empty() || paths.iter().any(|p| p == "-"))
    {
        return Err(
            "--fix and --fix-dry-run write files: name files or directories, not - or --warc"
                .to_owned(),
        );
    }
    if paths.is_empty() && warcs.is_empty() {
        paths.push("-".to_owned());
    }
    let format = format.unwrap_or(if io::stdout().is_terminal() {
        Format::Human
    } else {
        Format::Json
    });
    Ok(Some(Options {
        format,
        paths,
        warcs,
        progress,
        config,
        inline_config,
        max_warnings,
        fix,
    }))
}

/// Whether a directory entry is markup the walk lints, by its extension
/// (`document::MARKUP_EXTENSIONS`).
fn is_html(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        MARKUP_EXTENSIONS
            .iter()
            .any(|(x, _, _)| e.eq_ignore_ascii_case(x))
    })
}

/// The sources named by the arguments; problems go to `errors`.
fn collect(options: &Options, errors: &mut Vec<String>) -> Vec<Source> {
    let mut sources = Vec::new();
    for path in &options.paths {
        if path == "-" {
            sources.push(Source::Stdin);
            continue;
        }
        let p = Path::new(path);
        if p.is_dir() {
            let walk = ignore::WalkBuilder::new(p)
                .hidden(true)
                .git_ignore(true)
                .require_git(false)
                .build();
            let mut found = Vec::new();
            for entry in walk {
                match entry {
                    Ok(e) if e.file_type().is_some_and(|t| t.is_file()) && is_html(e.path()) => {
                        found.push(e.into_path());
                    }
                    Ok(_) => {}
                    Err(e) => errors.push(format!("{path}: {e}")),
                }
            }
            found.sort();
            sources.extend(found.into_iter().map(Source::File));
        } else {
            sources.push(Source::File(p.to_path_buf()));
        }
    }
    for file in &options.warcs {
        match warc::read_records(Path::new(file)) {
            Ok(records) => sources.extend(records.into_iter().map(Source::Record)),
            Err(e) => errors.push(format!("{file}: {e}")),
        }
    }
    sources
}

/// A source and the checker's options for it (its configuration's and
/// its custom elements'; built once for the sources that share them).
type Configured = (Source, Arc<CheckOptions>);

/// The configuration of each source (`None`: the defaults), and the
/// sources the configuration ignores dropped; a bad configuration file is
/// an error.
fn configure(options: &Options, sources: Vec<Source>) -> Result<Vec<Configured>, String> {
    let explicit = match &options.config {
        ConfigChoice::File(path) => Some(Arc::new(Config::read(path)?)),
        _ => None,
    };
    let mut finder = Finder::default();
    let mut manifests = ManifestFinder::default();
    // The options of each (configuration, manifest) pair, by address.
    let mut built: HashMap<(usize, usize), Arc<CheckOptions>> = HashMap::new();
    let mut configured = Vec::with_capacity(sources.len());
    for source in sources {
        let config = match (&options.config, &source) {
            (ConfigChoice::Off, _) => None,
            (ConfigChoice::File(_), _) => explicit.clone(),
            (ConfigChoice::Discover, Source::File(path)) => {
                finder.for_dir(path.parent().unwrap_or(Path::new(".")))?
            }
            (ConfigChoice::Discover, _) => finder.for_dir(Path::new("."))?,
        };
        if let (Some(c), Source::File(path)) = (&config, &source) {
            let absolute = std::path::absolute(path).unwrap_or_else(|_| path.clone());
            if c.ignores(&absolute) {
                continue;
            }
        }
        let manifest = match config.as_ref().and_then(|c| c.custom_elements.clone()) {
            Some(named) => Some(named),
            None => match &source {
                Source::File(path) => manifests.for_dir(path.parent().unwrap_or(Path::new(".")))?,
                _ => manifests.for_dir(Path::new("."))?,
            },
        };
        let key = (
            config.as_ref().map_or(0, |c| Arc::as_ptr(c) as usize),
            manifest.as_ref().map_or(0, |m| Arc::as_ptr(m) as usize),
        );
        let checking = built
            .entry(key)
            .or_insert_with(|| {
                Arc::new(check_options(
                    config.as_deref(),
                    manifest.as_deref(),
                    options.inline_config,
                ))
            })
            .clone();
        configured.push((source, checking));
    }
    Ok(configured)
}

/// Whether a file's name chooses options of its own: a component, or a
/// framework (`*.component.html`).
fn implies_options(path: &Path) -> bool {
    file_kind(&path.to_string_lossy())
        .is_some_and(|(kind, frameworks)| kind != FileKind::Html || !frameworks.is_empty())
}

/// The checker's options for sources with `config` and `manifest`.
fn check_options(
    config: Option<&Config>,
    manifest: Option<&CustomElementsManifest>,
    inline_config: bool,
) -> CheckOptions {
    let mut options = CheckOptions::new().inline_config(inline_config);
    if let Some(config) = config {
        options = config.apply(options);
    }
    if let Some(manifest) = manifest {
        options = manifest.apply(options);
    }
    options
}

/// Checks one document's bytes: its encoding, its decoded text (when
/// `keep_text` and there are findings) and its findings.
fn check(
    name: &str,
    body: &[u8],
    options: &CheckOptions,
    keep_text: bool,
) -> Result<(&'static Encoding, String, Vec<Finding>), String> {
    // The tokenizer is a dependency: should it panic on some input, that
    // document is reported as unreadable and the run goes on.
    let linted = catch_unwind(AssertUnwindSafe(|| {
        let report = check_bytes_with(body, options);
        let encoding = report.encoding();
        let (text, findings) = report.into_parts();
        let text = if keep_text && !findings.is_empty() {
            text.into_owned()
        } else {
            String::new()
        };
        (encoding, text, findings)
    }));
    linted.map_err(|_| format!("{name}: internal error while tokenizing; please report"))
}

/// A source's report, the codes of the findings fixed, and the diff.
type Linted = (Report, Vec<&'static str>, String);

/// Reads and lints one source; with `fix`, fixes it first (then the codes
/// of the findings fixed and the diff come back too).
fn lint_source(
    source: &Source,
    options: &CheckOptions,
    keep_text: bool,
    fixing: Fixing,
) -> Result<Linted, String> {
    let name = source.name();
    let bytes;
    let (body, charset): (&[u8], Option<&str>) = match source {
        Source::Stdin => {
            let mut buf = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut buf)
                .map_err(|e| format!("-: {e}"))?;
            bytes = buf;
            (&bytes, None)
        }
        Source::File(p) => {
            bytes = std::fs::read(p).map_err(|e| format!("{name}: {e}"))?;
            (&bytes, None)
        }
        Source::Record(r) => (&r.body, r.charset.as_deref()),
    };
    // A WARC record's charset, and a component's or template's kind of
    // file (by its name): its own options.
    let own;
    let options = match (charset, source) {
        (Some(label), _) => {
            own = options.clone().transport_charset(Some(label));
            &own
        }
        (None, Source::File(p)) if implies_options(p) => {
            own = options.clone().for_path(&p.to_string_lossy());
            &own
        }
        _ => options,
    };
    if let (Fixing::Write | Fixing::DryRun, Source::File(path)) = (fixing, source) {
        let dry_run = fixing == Fixing::DryRun;
        let outcome = fix::fix_file(path, &name, body, dry_run, |b| {
            check(&name, b, options, keep_text)
        })?;
        let report = Report {
            file: name,
            text: outcome.text,
            findings: outcome.findings,
        };
        return Ok((report, outcome.fixed, outcome.diff));
    }
    let (_, text, findings) = check(&name, body, options, keep_text)?;
    Ok((
        Report {
            file: name,
            text,
            findings,
        },
        Vec::new(),
        String::new(),
    ))
}

fn write_reports(out: &mut impl Write, format: Format, reports: &[Report]) -> io::Result<()> {
    match format {
        Format::Human => {
            for r in reports {
                for f in &r.findings {
                    output::human(out, &r.file, &r.text, f)?;
                }
            }
            let count: usize = reports.iter().map(|r| r.findings.len()).sum();
            let files = reports.iter().filter(|r| !r.findings.is_empty()).count();
            if count > 0 {
                writeln!(
                    out,
                    "{count} finding{} in {files} file{}",
                    if count == 1 { "" } else { "s" },
                    if files == 1 { "" } else { "s" }
                )?;
            }
        }
        Format::Json => {
            for r in reports {
                for f in &r.findings {
                    output::json_line(out, &r.file, f)?;
                }
            }
        }
        Format::Sarif => {
            let log = output::sarif(reports, env!("CARGO_PKG_VERSION"));
            serde_json::to_writer_pretty(&mut *out, &log)?;
            out.write_all(b"\n")?;
        }
        Format::Github => {
            for r in reports {
                for f in &r.findings {
                    output::github(out, &r.file, f)?;
                }
            }
        }
    }
    out.flush()
}

/// Whether the findings make the run fail: any, or with `max_warnings`,
/// an error or more warnings than that.
fn fails(reports: &[Report], max_warnings: Option<usize>) -> bool {
    let findings = reports.iter().flat_map(|r| &r.findings);
    match max_warnings {
        None => findings.count() > 0,
        Some(max) => {
            let (errors, warnings): (Vec<_>, Vec<_>) =
                findings.partition(|f| f.severity == html_microsyntax::document::Severity::Error);
            !errors.is_empty() || warnings.len() > max
        }
    }
}

/// `html-microsyntax lint ARGS`: the exit status of the contract.
pub fn main(args: &[&str]) -> ExitCode {
    let options = match parse_args(args) {
        Ok(Some(o)) => o,
        Ok(None) => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("html-microsyntax lint: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut errors = Vec::new();
    let sources = match configure(&options, collect(&options, &mut errors)) {
        Ok(sources) => sources,
        Err(e) => {
            eprintln!("html-microsyntax lint: {e}");
            return ExitCode::from(2);
        }
    };
    let bar = if options.progress && sources.len() >= 64 && io::stderr().is_terminal() {
        indicatif::ProgressBar::new(u64::try_from(sources.len()).unwrap_or(u64::MAX))
    } else {
        indicatif::ProgressBar::hidden()
    };
    let keep_text = options.format == Format::Human;
    let results: Vec<Result<Linted, String>> = sources
        .par_iter()
        .map(|(s, checking)| {
            let r = lint_source(s, checking, keep_text, options.fix);
            bar.inc(1);
            r
        })
        .collect();
    bar.finish_and_clear();
    let mut reports = Vec::new();
    let mut fixed = Vec::new();
    for r in results {
        match r {
            Ok((report, codes, diff)) => {
                if !codes.is_empty() {
                    fixed.push((report.file.clone(), codes.len(), diff));
                }
                reports.push(report);
            }
            Err(e) => errors.push(e),
        }
    }
    // Sorted by file, then (within each report, already) by position.
    reports.sort_by(|a, b| a.file.cmp(&b.file));
    fixed.sort();
    for e in &errors {
        eprintln!("html-microsyntax lint: {e}");
    }
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    if options.fix != Fixing::No {
        let count: usize = fixed.iter().map(|(_, n, _)| n).sum();
        let verb = if options.fix == Fixing::DryRun {
            "would fix"
        } else {
            "fixed"
        };
        eprintln!(
            "html-microsyntax lint: {verb} {count} finding{} in {} file{}",
            if count == 1 { "" } else { "s" },
            fixed.len(),
            if fixed.len() == 1 { "" } else { "s" }
        );
    }
    if options.fix == Fixing::DryRun {
        let written = fixed
            .iter()
            .try_for_each(|(_, _, diff)| out.write_all(diff.as_bytes()))
            .and_then(|()| out.flush());
        return match written {
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => {
                eprintln!("html-microsyntax lint: {e}");
                ExitCode::from(2)
            }
            _ if !errors.is_empty() => ExitCode::from(2),
            _ if !fixed.is_empty() => ExitCode::from(1),
            _ => ExitCode::SUCCESS,
        };
    }
    match write_reports(&mut out, options.format, &reports) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {}
        Err(e) => {
            eprintln!("html-microsyntax lint: {e}");
            return ExitCode::from(2);
        }
    }
    if !errors.is_empty() {
        ExitCode::from(2)
    } else if fails(&reports, options.max_warnings) {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
