//! A [`Finding`] as a protocol [`Diagnostic`]: its whole span, severity,
//! code, the spec link, message and help, and the tags that fit its kind.

use html_microsyntax::document::{ConfigError, Finding, Severity};
use lsp_types::{
    CodeDescription, Diagnostic, DiagnosticSeverity, DiagnosticTag, NumberOrString, Position,
    Range, Url,
};

use super::positions::{Encoding, LineIndex};

/// The `source` of every diagnostic.
pub const SOURCE: &str = "html-microsyntax";

/// The kinds about something obsolete or deprecated (shown struck
/// through).
const DEPRECATED: &[&str] = &[
    "obsolete_attribute",
    "obsolete_element",
    "obsolete_value",
    "obsolete_but_conforming",
    "deprecated_attribute",
    "deprecated_media_feature",
    "deprecated_media_type",
    "deprecated_role",
    "deprecated_subtag",
    "deprecated_tag",
];

/// The kinds about something that says nothing (shown faded).
const UNNECESSARY: &[&str] = &[
    "redundant_role",
    "redundant_aria_attribute",
    "redundant_script_type",
    "custom_protocols_redundant",
];

/// The diagnostic of `finding` in `text`.
pub fn diagnostic(
    finding: &Finding,
    text: &str,
    lines: &LineIndex,
    encoding: Encoding,
) -> Diagnostic {
    let range = lines.range(text, finding.offset, finding.end_offset, encoding);
    let message = match &finding.help {
        // (A kind's message may end with its suggestion already.)
        Some(help) if !finding.message.ends_with(help.as_str()) => {
            format!("{}; {help}", finding.message)
        }
        _ => finding.message.clone(),
    };
    let tag = if DEPRECATED.contains(&finding.kind) {
        Some(DiagnosticTag::DEPRECATED)
    } else if UNNECESSARY.contains(&finding.kind) {
        Some(DiagnosticTag::UNNECESSARY)
    } else {
        None
    };
    Diagnostic {
        range,
        severity: Some(severity(finding.severity)),
        code: Some(NumberOrString::String(finding.kind.to_string())),
        code_description: Url::parse(finding.spec)
            .ok()
            .map(|href| CodeDescription { href }),
        source: Some(SOURCE.to_string()),
        message,
        related_information: None,
        tags: tag.map(|t| vec![t]),
        data: None,
    }
}

/// The protocol's severity of a finding's.
pub fn severity(severity: Severity) -> DiagnosticSeverity {
    match severity {
        Severity::Warning => DiagnosticSeverity::WARNING,
        _ => DiagnosticSeverity::ERROR,
    }
}

/// The diagnostic of a rejected configuration file, at its line and
/// column (the file's start when it has none).
pub fn config_diagnostic(error: &ConfigError) -> Diagnostic {
    let line = u32::try_from(error.line.saturating_sub(1)).unwrap_or(0);
    let character = u32::try_from(error.column.saturating_sub(1)).unwrap_or(0);
    let at = Position::new(line, character);
    Diagnostic {
        range: Range::new(at, at),
        severity: Some(DiagnosticSeverity::ERROR),
        code: Some(NumberOrString::String("bad_configuration".to_string())),
        source: Some(SOURCE.to_string()),
        message: format!(
            "{}; the documents below it are checked with the defaults",
            error.message
        ),
        ..Diagnostic::default()
    }
}
