//! [`Error`] as a [miette](https://docs.rs/miette) diagnostic (feature
//! `miette`).
//!
//! [`Error::into_diagnostic`] pairs the error with the string it was found
//! in; the [`Diagnostic`] it returns has the error's code, the source, and a
//! label on the failing character, so any miette report handler prints the
//! caret report. The crate enables no handler: use miette's `fancy` feature
//! (or `fancy-no-syscall`) in your application for the graphical one.
//!
//! # Examples
//!
//! ```
//! use html_microsyntax::datetime::parse_date;
//!
//! let input = "2023-02-29";
//! let diagnostic = parse_date(input).unwrap_err().into_diagnostic(input);
//!
//! // One call: a graphical report (miette's `fancy-no-syscall` feature here).
//! let mut out = String::new();
//! miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
//!     .render_report(&mut out, &diagnostic)
//!     .unwrap();
//! assert!(out.contains("html_microsyntax::day_out_of_range"));
//! assert!(out.contains("2023-02-29"));
//! assert!(out.contains("expected 01 to 28"));
//! println!("{out}");
//! ```

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;
use core::fmt;

use miette::{Diagnostic, LabeledSpan, SourceCode};

use crate::base::error::Error;

/// An [`Error`] with the string it was found in: a [`Diagnostic`] whose
/// label points at the failing character. Built by [`Error::into_diagnostic`].
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_float;
/// let input = "-x";
/// let d = parse_float(input).unwrap_err().into_diagnostic(input);
/// assert_eq!(d.source_code(), "-x");
/// assert_eq!(d.error().offset(), 1);
/// assert_eq!(d.to_string(), "expected a digit, or '.' and a digit, found 'x'");
/// ```
#[derive(Debug, Clone)]
pub struct SourceError {
    error: Error,
    source: String,
}

impl SourceError {
    /// The error.
    pub fn error(&self) -> &Error {
        &self.error
    }

    /// The string the error was found in.
    pub fn source_code(&self) -> &str {
        &self.source
    }
}

impl Error {
    /// This error as a [`miette::Diagnostic`] over `source`, the string it
    /// was found in (feature `miette`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// use miette::Diagnostic;
    ///
    /// let input = "  +x";
    /// let d = parse_integer(input).unwrap_err().into_diagnostic(input);
    /// let label = d.labels().unwrap().next().unwrap();
    /// assert_eq!((label.offset(), label.len()), (3, 1));
    /// assert_eq!(d.code().unwrap().to_string(), "html_microsyntax::expected_digit");
    /// ```
    pub fn into_diagnostic(self, source: impl Into<String>) -> SourceError {
        SourceError {
            error: self,
            source: source.into(),
        }
    }
}

impl fmt::Display for SourceError {
    /// The error's message without the location (the label shows it).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.error.kind(), f)
    }
}

impl core::error::Error for SourceError {}

impl Diagnostic for SourceError {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(format!(
            "html_microsyntax::{}",
            self.error.kind().code()
        )))
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        Some(&self.source)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        let offset = self.error.offset();
        // The failing character, or an empty span at the end of the input.
        // (The offset may come with another source: read past the end or
        // inside a character as an empty span.)
        let len = crate::common::idioms::str_from(&self.source, offset)
            .chars()
            .next()
            .map_or(0, char::len_utf8);
        let label = format!("line {}, column {}", self.error.line(), self.error.column());
        Some(Box::new(core::iter::once(LabeledSpan::new(
            Some(label),
            offset,
            len,
        ))))
    }
}

#[cfg(test)]
mod tests {
    use alloc::string::String;

    #[test]
    fn the_graphical_report_points_at_the_failing_character() {
        let input = "2024-02-29T12:60";
        let err = crate::common::datetime::parse_local_date_time(input).unwrap_err();
        let mut out = String::new();
        miette::GraphicalReportHandler::new_themed(miette::GraphicalTheme::unicode_nocolor())
            .render_report(&mut out, &err.into_diagnostic(input))
            .unwrap();
        std::println!("{out}");
        assert!(out.contains("html_microsyntax::out_of_range"), "{out}");
        assert!(
            out.contains("minute 60 is out of range, expected 0 to 59"),
            "{out}"
        );
        assert!(out.contains(" 1 │ 2024-02-29T12:60"), "{out}");
        assert!(out.contains("line 1, column 15"), "{out}");
    }
}
