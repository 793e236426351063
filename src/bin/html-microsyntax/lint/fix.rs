//! `lint --fix` and `--fix-dry-run`: each file's safe fixes applied
//! (`Report::apply_safe_fixes`), checked again until no safe fix is left,
//! then written back in the file's own encoding, or shown as a unified
//! diff.

use std::path::Path;

use html_microsyntax::document::{Encoding, Finding};
use similar::TextDiff;

/// The passes at most: a fix skipped for overlapping another is applied
/// on a later one (as ESLint does, which stops after ten too).
const MAX_PASSES: usize = 10;

/// What fixing one file did.
pub struct Outcome {
    /// The codes of the findings fixed, one per fix.
    pub fixed: Vec<&'static str>,
    /// The decoded text after the fixes (the human format's source lines).
    pub text: String,
    /// The findings left.
    pub findings: Vec<Finding>,
    /// The unified diff of the change (empty when nothing changed, and
    /// unless asked for).
    pub diff: String,
}

/// Applies the safe fixes to `bytes`, checking with `check` (which returns
/// the encoding, the decoded text and the findings of some bytes) until
/// none applies; writes the result to `path` unless `dry_run` (then makes
/// the diff).
pub fn fix_file(
    path: &Path,
    name: &str,
    original: &[u8],
    dry_run: bool,
    check: impl Fn(&[u8]) -> Result<(&'static Encoding, String, Vec<Finding>), String>,
) -> Result<Outcome, String> {
    let mut bytes = original.to_vec();
    let mut fixed = Vec::new();
    let (mut encoding, mut text, mut findings) = check(&bytes)?;
    for _ in 0..MAX_PASSES {
        let Some((new, codes)) = apply(&bytes, encoding, &findings) else {
            break;
        };
        fixed.extend(codes);
        bytes = new;
        (encoding, text, findings) = check(&bytes)?;
    }
    let mut diff = String::new();
    if !fixed.is_empty() {
        if dry_run {
            let (before, _) = encoding.decode_without_bom_handling(original);
            let (after, _) = encoding.decode_without_bom_handling(&bytes);
            diff = TextDiff::from_lines(before.as_ref(), after.as_ref())
                .unified_diff()
                .header(name, name)
                .to_string();
        } else {
            std::fs::write(path, &bytes).map_err(|e| format!("{name}: {e}"))?;
        }
    }
    Ok(Outcome {
        fixed,
        text,
        findings,
        diff,
    })
}

/// The bytes with the safe fixes of `findings` applied, and the codes of
/// the findings fixed; `None` when none applies.
fn apply(
    bytes: &[u8],
    encoding: &'static Encoding,
    findings: &[Finding],
) -> Option<(Vec<u8>, Vec<&'static str>)> {
    let safe: Vec<(&'static str, _)> = findings
        .iter()
        .filter_map(|f| f.fixes.iter().find(|fix| fix.safe).map(|fix| (f.kind, fix)))
        .collect();
    let fixed =
        html_microsyntax::document::apply_fixes(bytes, encoding, safe.iter().map(|(_, fix)| *fix));
    if !fixed.changed() || fixed.bytes == bytes {
        return None;
    }
    let codes = fixed
        .applied
        .iter()
        .filter_map(|&i| safe.get(i).map(|(code, _)| *code))
        .collect();
    Some((fixed.bytes, codes))
}
