//! Every violation of a valid string, not only the first: the lenient parse
//! rules run with a sink that keeps each departure from the valid syntax,
//! each located.

use alloc::vec::Vec;

use crate::base::entry::to_end;
use crate::base::error::{Error, ErrorKind, Severity, Violation};
use crate::base::step::{Every, Sink, Steps};

/// The sink a [`ValidSyntax`]'s steps report to.
pub(crate) type DynSink<'s> = &'s mut dyn FnMut(usize, Violation);

/// A "valid X string" syntax whose every violation [`violations`] lists:
/// the same steps as its `validate_*` function, with a sink that keeps
/// them all. The syntaxes are constants of their modules, named `*_SYNTAX`
/// (`numbers::INTEGER_SYNTAX`, `datetime::DATE_SYNTAX`, …) apart from the
/// registry's rows (`registry::VALID_DATE`).
///
/// # Examples
///
/// ```
/// use html_microsyntax::{numbers::FLOAT_SYNTAX, violations};
/// assert!(violations(" +1.5", &FLOAT_SYNTAX).len() == 2);
/// assert!(violations("1.5", &FLOAT_SYNTAX).is_empty());
/// ```
#[derive(Clone, Copy)]
pub struct ValidSyntax {
    name: &'static str,
    steps: for<'t, 's> fn(&'t str, &mut DynSink<'s>) -> Steps<()>,
}

impl ValidSyntax {
    /// A syntax over its steps (from position 0, value dropped).
    pub(crate) const fn new(
        name: &'static str,
        steps: for<'t, 's> fn(&'t str, &mut DynSink<'s>) -> Steps<()>,
    ) -> ValidSyntax {
        ValidSyntax { name, steps }
    }

    /// The syntax's name, as the CLI's `valid_*` checks spell it without
    /// the prefix (`"integer"`, `"global_date_time"`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::DATE_SYNTAX;
    /// assert_eq!(DATE_SYNTAX.name(), "date");
    /// ```
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl core::fmt::Debug for ValidSyntax {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "ValidSyntax({:?})", self.name)
    }
}

/// Every error that keeps `input` from being a valid string of `syntax`,
/// each located (offset, line, column): each departure the parse rules
/// tolerate ([`ErrorKind::Invalid`] with the violation's code), in the
/// order the rules meet them, and the failure that stops the rules, or the
/// input left after them ([`ErrorKind::TrailingInput`]), if any. Empty when
/// the input is valid; its first error is the one the syntax's `validate_*`
/// function returns.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{datetime::VALID_GLOBAL_DATE_TIME, numbers::VALID_INTEGER, violations};
///
/// let found: Vec<_> = violations(" +12", &VALID_INTEGER)
///     .iter()
///     .map(|e| (e.kind().code(), e.offset(), e.column()))
///     .collect();
/// assert_eq!(found, [("leading_whitespace", 0, 1), ("plus_sign", 1, 2)]);
///
/// let found: Vec<_> = violations("2024-03-01 09:00:00.1234-00:00", &VALID_GLOBAL_DATE_TIME)
///     .iter()
///     .map(|e| e.kind().code())
///     .collect();
/// assert_eq!(found, ["too_many_fraction_digits", "negative_zero_offset"]);
/// ```
pub fn violations(input: &str, syntax: &ValidSyntax) -> Vec<Error> {
    let mut found: Vec<(usize, ErrorKind)> = Vec::new();
    let result = {
        let mut report = |pos: usize, v: Violation| found.push((pos, ErrorKind::Invalid(v)));
        let mut sink: DynSink<'_> = &mut report;
        to_end(input, (syntax.steps)(input, &mut sink))
    };
    locate_all(input, with_failure(found, result.err()))
}

/// What the steps reported, and the failure that stopped them, if any: as
/// `validate_*` does, a failure before the first report comes first (the
/// steps never report past their failure, but keep it so).
fn with_failure(
    mut found: Vec<(usize, ErrorKind)>,
    failure: Option<(usize, ErrorKind)>,
) -> Vec<(usize, ErrorKind)> {
    if let Some((at, kind)) = failure {
        match found.first() {
            Some(&(pos, _)) if at < pos => found.insert(0, (at, kind)),
            _ => found.push((at, kind)),
        }
    }
    found
}

/// A registry row's report of every finding (`SyntaxDef::report`) over an
/// algorithm that ends with the end-of-input step: the steps run once with
/// an [`Every`] sink; each departure, the failure that stops them, and on a
/// value with no error each warning, located, to `report` in order.
pub(crate) fn report_to_end<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut Every) -> Steps<T>,
    report: &mut dyn FnMut(Error),
) {
    let mut sink = Every::default();
    let failure = to_end(input, steps(input, &mut sink)).err();
    report_found(input, with_failure(sink.0, failure), report);
}

/// [`report_to_end`] for steps that do not report in the order of the
/// text (a set's unknown tokens, then its repeats): what they found, put
/// in that order first ([`in_text_order`]).
pub(crate) fn report_to_end_in_text_order<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut Every) -> Steps<T>,
    report: &mut dyn FnMut(Error),
) {
    let mut sink = Every::default();
    let failure = to_end(input, steps(input, &mut sink)).err();
    report_found(input, in_text_order(with_failure(sink.0, failure)), report);
}

/// What a sink found, in the order of the text: by offset, and of findings
/// at one offset in the order found (a stable sort, as [`Earliest`](crate::base::step::Earliest)
/// keeps the first met).
pub(crate) fn in_text_order(mut found: Vec<(usize, ErrorKind)>) -> Vec<(usize, ErrorKind)> {
    found.sort_by_key(|&(at, _)| at);
    found
}

/// Reports what an [`Every`] sink found in `input`, in its order, located:
/// its errors, or if it found none its warnings (a warning is about a
/// valid value, as the rows' `authoring`).
pub(crate) fn report_found(
    input: &str,
    mut found: Vec<(usize, ErrorKind)>,
    report: &mut dyn FnMut(Error),
) {
    if found.iter().any(|(_, k)| k.severity() == Severity::Error) {
        found.retain(|(_, k)| k.severity() == Severity::Error);
    }
    for error in locate_all(input, found) {
        report(error);
    }
}

/// Locates each (offset, kind) in one pass over the input: the offsets
/// sorted once, the lines and columns counted up to each.
fn locate_all(input: &str, found: Vec<(usize, ErrorKind)>) -> Vec<Error> {
    let mut order: Vec<usize> = (0..found.len()).collect();
    order.sort_by_key(|&i| found.get(i).map_or(0, |&(at, _)| at));
    let mut located: Vec<Option<Error>> = found.iter().map(|_| None).collect();
    let mut walker = Walker::default();
    for i in order {
        if let (Some(&(at, kind)), Some(slot)) = (found.get(i), located.get_mut(i)) {
            let (offset, line, column) = walker.advance(input, at);
            *slot = Some(Error::located(kind, offset, line, column));
        }
    }
    located.into_iter().flatten().collect()
}

/// Lines and columns counted forward through the input.
#[derive(Default)]
struct Walker {
    offset: usize,
    line: u32,
    column: u32,
}

impl Walker {
    /// The location of byte `at` (moved back to a character boundary and
    /// to at most the end), counting on from the last one (`at` never
    /// goes back).
    fn advance(&mut self, input: &str, at: usize) -> (usize, u32, u32) {
        if self.line == 0 {
            (self.line, self.column) = (1, 1);
        }
        let mut at = at.min(input.len());
        while !input.is_char_boundary(at) {
            at -= 1;
        }
        let at = at.max(self.offset);
        for &b in input.as_bytes().get(self.offset..at).unwrap_or_default() {
            if b == b'\n' {
                (self.line, self.column) = (self.line.saturating_add(1), 1);
            } else if !matches!(b, 0x80..=0xbf) {
                self.column = self.column.saturating_add(1);
            }
        }
        self.offset = at;
        (at, self.line, self.column)
    }
}

/// Whether a `validate_*` result holds no error: `Ok`, or a failure of
/// [`Severity::Warning`] (severity decides: a warning never makes a value
/// invalid). Each `is_valid_*` whose `validate_*` may return a warning
/// answers this.
pub(crate) fn no_error<T>(result: &Result<T, Error>) -> bool {
    result
        .as_ref()
        .map_or_else(|e| e.kind().severity() != Severity::Error, |_| true)
}

/// A sink that keeps the first error and the first warning apart (the
/// shape of a syntax that reports both kinds, as `rel` does).
#[derive(Debug, Default)]
pub(crate) struct ErrorsFirst {
    error: Option<(usize, Violation)>,
    warning: Option<(usize, Violation)>,
}

impl Sink for ErrorsFirst {
    fn report(&mut self, pos: usize, violation: Violation) {
        let slot = match ErrorKind::Invalid(violation).severity() {
            Severity::Error => &mut self.error,
            _ => &mut self.warning,
        };
        if slot.is_none() {
            *slot = Some((pos, violation));
        }
    }
}

/// The `validate_*` shape of a syntax whose findings may be warnings: the
/// steps with an [`ErrorsFirst`] sink, then the end of the input; the first
/// error (a departure or the failure that stops the rules), or when there
/// is none the first warning, located. So the result holds an error
/// exactly when the value is not valid.
pub(crate) fn validate_errors_first<'a, T>(
    input: &'a str,
    steps: impl FnOnce(&'a str, &mut ErrorsFirst) -> Steps<T>,
) -> Result<T, Error> {
    let mut sink = ErrorsFirst::default();
    let result = to_end(input, steps(input, &mut sink));
    let reported =
        |slot: Option<(usize, Violation)>| slot.map(|(at, v)| (at, ErrorKind::Invalid(v)));
    let (error, warning) = (reported(sink.error), reported(sink.warning));
    let earliest = |a: Option<(usize, ErrorKind)>, b: (usize, ErrorKind)| match a {
        Some(a) if a.0 <= b.0 => a,
        _ => b,
    };
    match result {
        Ok((_, value)) => match error.or(warning) {
            Some((at, kind)) => Err(Error::new(kind, input, at)),
            None => Ok(value),
        },
        Err(failure) => {
            let (at, kind) = if failure.1.severity() == Severity::Error {
                earliest(error, failure)
            } else {
                error.unwrap_or_else(|| earliest(warning, failure))
            };
            Err(Error::new(kind, input, at))
        }
    }
}

/// Declares a module's [`ValidSyntax`] constant, with its doc example:
/// `violations` of a bad input and the codes it lists.
macro_rules! valid_syntax {
    (
        $(#[$doc:meta])*
        $module:ident::$constant:ident, formerly $old:ident = $name:literal,
        $bad:literal => [$($code:literal),*],
        |$text:ident, $sink:ident| $steps:expr
    ) => {
        $(#[$doc])*
        ///
        /// # Examples
        ///
        /// ```
        #[doc = concat!("use html_microsyntax::{", stringify!($module), "::", stringify!($constant), ", violations};")]
        #[doc = concat!("let codes: Vec<_> = violations(", stringify!($bad), ", &", stringify!($constant), ")")]
        ///     .iter()
        ///     .map(|e| e.kind().code())
        ///     .collect();
        #[doc = concat!("let expected: &[&str] = &[", $(stringify!($code), ", ",)* "];")]
        /// assert_eq!(codes, expected);
        /// ```
        pub const $constant: $crate::base::valid::ValidSyntax =
            $crate::base::valid::ValidSyntax::new($name, |$text, $sink| $steps.map(|(end, _)| (end, ())));

        #[doc = concat!("The former name of [`", stringify!($constant), "`].")]
        #[deprecated(
            since = "0.2.0",
            note = "the `violations` syntaxes are named `*_SYNTAX`; `registry::VALID_*` are the registry rows"
        )]
        pub const $old: $crate::base::valid::ValidSyntax = $constant;
    };
}

/// Declares several [`ValidSyntax`] constants of one module, one line each:
/// the constant, its former name, its name, the words of its doc ("the
/// valid {words} syntax"), a bad input and its codes, and the steps.
macro_rules! valid_syntaxes {
    ($(
        $module:ident::$constant:ident, formerly $old:ident, $name:literal, $words:literal, $bad:literal => [$($code:literal),*], |$text:ident, $sink:ident| $steps:expr;
    )*) => {
        $(
            $crate::base::valid::valid_syntax! {
                #[doc = concat!("The valid ", $words, " syntax, for [`violations`](crate::violations).")]
                $module::$constant, formerly $old = $name,
                $bad => [$($code),*],
                |$text, $sink| $steps
            }
        )*
    };
}

pub(crate) use valid_syntax;
pub(crate) use valid_syntaxes;
