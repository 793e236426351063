//! What an [`ErrorKind`] carries besides the tables of codes: what a step
//! found, the ranges this crate reads spec-unbounded numbers into, a
//! syntax's own detail table and packed data, and short names.

use core::fmt;

use super::{FieldSink, Severity};
// Named in the doc links only.
#[cfg(doc)]
use super::ErrorKind;

/// What a step found instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Found {
    /// This character.
    Char(char),
    /// The end of the input.
    End,
}

impl Found {
    /// The first character of `rest`, or [`Found::End`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::Found;
    /// assert_eq!(Found::first_of("é1"), Found::Char('é'));
    /// assert_eq!(Found::first_of(""), Found::End);
    /// ```
    #[inline]
    pub fn first_of(rest: &str) -> Found {
        match rest.chars().next() {
            Some(c) => Found::Char(c),
            None => Found::End,
        }
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) => write!(f, "{c:?}"),
            Found::End => f.write_str("the end of the input"),
        }
    }
}

/// The greatest year this crate reads: `999_999_999`.
///
/// The spec's years are unbounded ("four or more ASCII digits"); this bound
/// covers the HTML `input` element's range (up to 275760) many times over. A
/// larger year is an [`ErrorKind::Overflow`]
/// error, never wrapped. After the UTC conversion of a global date and time a
/// year may reach `MAX_YEAR + 1` (and 0 at the other end).
///
/// Re-exported as `datetime::MAX_YEAR`.
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::{parse_month, MAX_YEAR};
/// assert_eq!(parse_month("999999999-12").unwrap().year(), MAX_YEAR);
/// assert_eq!(parse_month("1000000000-01").unwrap_err().kind().code(), "overflow");
/// ```
pub const MAX_YEAR: u32 = 999_999_999;

/// The range this crate reads a spec-unbounded number into: what an
/// [`ErrorKind::Overflow`] went beyond.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Supported {
    /// `i32` (the `long` of HTML reflection).
    I32,
    /// `i64`.
    I64,
    /// `u32` (the `unsigned long` of HTML reflection).
    U32,
    /// `u64`.
    U64,
    /// Years (and week-years) `1..=MAX_YEAR`.
    Years,
    /// Whole seconds of a duration, `0..=u64::MAX`.
    DurationSeconds,
}

impl Supported {
    /// The least supported value.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::Supported;
    /// assert_eq!(Supported::I32.min(), -2147483648);
    /// ```
    pub const fn min(self) -> i128 {
        match self {
            Supported::I32 => i32::MIN as i128,
            Supported::I64 => i64::MIN as i128,
            Supported::U32 | Supported::U64 | Supported::DurationSeconds => 0,
            Supported::Years => 1,
        }
    }

    /// The greatest supported value.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::Supported;
    /// assert_eq!(Supported::Years.max(), 999_999_999);
    /// ```
    pub const fn max(self) -> i128 {
        match self {
            Supported::I32 => i32::MAX as i128,
            Supported::I64 => i64::MAX as i128,
            Supported::U32 => u32::MAX as i128,
            Supported::U64 | Supported::DurationSeconds => u64::MAX as i128,
            Supported::Years => MAX_YEAR as i128,
        }
    }
}

/// The codes and words of one syntax's own failure details: declared once,
/// as a `static`, in the syntax's module (the error types stay `Copy` and
/// small, and this module names no syntax). [`ErrorKind::Detail`] points at
/// it; two kinds are equal only when they point at the same table.
///
/// A host grammar may declare its own: a code and words per detail, packed
/// into [`DetailData`] however the host likes.
///
/// # Examples
///
/// ```
/// use core::fmt;
/// use html_microsyntax::error::{DetailData, DetailTable};
/// use html_microsyntax::ErrorKind;
///
/// // A host syntax whose one detail carries a count.
/// static HOST_DETAILS: DetailTable = DetailTable::new(
///     "my_host_syntax",
///     |_| "too_many_items",
///     |data, f| write!(f, "expected at most 3 items, found {}", data.bytes()[0]),
/// );
/// let mut bytes = [0; DetailData::CAPACITY];
/// bytes[0] = 5;
/// let kind = ErrorKind::Detail { table: &HOST_DETAILS, data: DetailData::new(bytes) };
/// assert_eq!(kind.code(), "too_many_items");
/// assert_eq!(kind.to_string(), "expected at most 3 items, found 5");
/// ```
#[non_exhaustive]
pub struct DetailTable {
    /// The name of the syntax that owns the details.
    pub syntax: &'static str,
    /// The stable snake_case code of a detail.
    pub code: fn(&DetailData) -> &'static str,
    /// Writes a detail in users' words (lowercase, no final period).
    pub describe: fn(&DetailData, &mut fmt::Formatter<'_>) -> fmt::Result,
    /// How serious a detail is (default: always [`Severity::Error`]).
    pub severity: fn(&DetailData) -> Severity,
    /// The keyword the author likely meant (default: none).
    pub suggestion: fn(&DetailData) -> Option<&'static str>,
    /// Calls the function with each of a detail's fields (default: none).
    pub fields: fn(&DetailData, &mut FieldSink<'_>),
    /// Every code the table gives (default: none listed), so that a test or
    /// a configuration can enumerate them.
    pub codes: &'static [&'static str],
    /// The fix in words, for a detail that says one (default: none; then
    /// [`ErrorKind::help`] words the suggestion).
    pub help: fn(&DetailData) -> Option<alloc::string::String>,
}

impl DetailTable {
    /// A table with a code and words for each detail; every detail is an
    /// error, with no suggestion and no fields until the `with_*` methods
    /// say otherwise.
    pub const fn new(
        syntax: &'static str,
        code: fn(&DetailData) -> &'static str,
        describe: fn(&DetailData, &mut fmt::Formatter<'_>) -> fmt::Result,
    ) -> DetailTable {
        DetailTable {
            syntax,
            code,
            describe,
            severity: |_| Severity::Error,
            suggestion: |_| None,
            fields: |_, _| {},
            codes: &[],
            help: |_| None,
        }
    }

    /// The same table, with each detail's severity.
    pub const fn with_severity(mut self, severity: fn(&DetailData) -> Severity) -> DetailTable {
        self.severity = severity;
        self
    }

    /// The same table, with each detail's suggestion.
    pub const fn with_suggestion(
        mut self,
        suggestion: fn(&DetailData) -> Option<&'static str>,
    ) -> DetailTable {
        self.suggestion = suggestion;
        self
    }

    /// The same table, with each detail's fields.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::{DetailData, DetailTable, FieldValue, Severity};
    /// use html_microsyntax::ErrorKind;
    ///
    /// static TABLE: DetailTable = DetailTable::new("host", |_| "odd_count", |_, f| f.write_str("expected an even count"))
    ///     .with_severity(|_| Severity::Warning)
    ///     .with_suggestion(|_| Some("pairs"))
    ///     .with_fields(|data, f| f("count", FieldValue::Int(i64::from(data.bytes()[0]))));
    /// let mut bytes = [0; DetailData::CAPACITY];
    /// bytes[0] = 3;
    /// let kind = ErrorKind::Detail { table: &TABLE, data: DetailData::new(bytes) };
    /// assert_eq!((kind.severity(), kind.suggestion()), (Severity::Warning, Some("pairs")));
    /// let mut count = None;
    /// kind.for_each_field(&mut |name, value| if name == "count" { count = Some(value == FieldValue::Int(3)) });
    /// assert_eq!(count, Some(true));
    /// ```
    pub const fn with_fields(mut self, fields: fn(&DetailData, &mut FieldSink<'_>)) -> DetailTable {
        self.fields = fields;
        self
    }
}

impl DetailTable {
    /// The same table, listing every code it gives.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::DetailTable;
    ///
    /// static TABLE: DetailTable = DetailTable::new("host", |_| "odd_count", |_, f| f.write_str("expected an even count"))
    ///     .with_codes(&["odd_count"]);
    /// assert_eq!(TABLE.codes, ["odd_count"]);
    /// ```
    pub const fn with_codes(mut self, codes: &'static [&'static str]) -> DetailTable {
        self.codes = codes;
        self
    }
}

impl DetailTable {
    /// The same table, with each detail's fix in words.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::{DetailData, DetailTable};
    /// use html_microsyntax::ErrorKind;
    ///
    /// static TABLE: DetailTable = DetailTable::new("host", |_| "odd_count", |_, f| f.write_str("expected an even count"))
    ///     .with_help(|data| Some(format!("add one item to the {}", data.bytes()[0])));
    /// let mut bytes = [0; DetailData::CAPACITY];
    /// bytes[0] = 3;
    /// let kind = ErrorKind::Detail { table: &TABLE, data: DetailData::new(bytes) };
    /// assert_eq!(kind.help().as_deref(), Some("add one item to the 3"));
    /// ```
    pub const fn with_help(
        mut self,
        help: fn(&DetailData) -> Option<alloc::string::String>,
    ) -> DetailTable {
        self.help = help;
        self
    }
}

impl PartialEq for DetailTable {
    /// The same table: a syntax's details are told apart by their table.
    fn eq(&self, other: &DetailTable) -> bool {
        core::ptr::eq(self, other)
    }
}

impl Eq for DetailTable {}

impl core::hash::Hash for DetailTable {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        core::ptr::hash(self, state);
    }
}

impl fmt::Debug for DetailTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DetailTable({:?})", self.syntax)
    }
}

/// A syntax's failure detail, packed into a few bytes by the syntax that
/// owns it (see [`DetailTable`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::DetailData;
/// let data = DetailData::new([7; DetailData::CAPACITY]);
/// assert_eq!(data.bytes()[22], 7);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DetailData([u8; DetailData::CAPACITY]);

impl DetailData {
    /// How many bytes a detail has: with the table's pointer, the kind stays
    /// within 32 bytes.
    pub const CAPACITY: usize = 23;

    /// A detail of these bytes.
    pub const fn new(bytes: [u8; DetailData::CAPACITY]) -> DetailData {
        DetailData(bytes)
    }

    /// The detail's bytes.
    pub const fn bytes(&self) -> &[u8; DetailData::CAPACITY] {
        &self.0
    }
}

/// A short name carried by an [`ErrorKind`] (which is `Copy` and stays
/// small): up to 29 bytes of it, cut at a character boundary, written with
/// `…` when cut.
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::ShortName;
/// assert_eq!(ShortName::new("min-widht").to_string(), "min-widht");
/// assert_eq!(ShortName::new(&"x".repeat(50)).to_string(), format!("{}…", "x".repeat(29)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShortName {
    bytes: [u8; ShortName::CAPACITY],
    /// The length kept; the top bit says the name was cut.
    len: u8,
}

impl ShortName {
    /// The most bytes kept: the kind stays within 32 bytes.
    const CAPACITY: usize = 29;
    const CUT: u8 = 0x80;

    /// Keeps the start of `name`.
    pub fn new(name: &str) -> ShortName {
        let mut len = name.len().min(Self::CAPACITY);
        while !name.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0u8; Self::CAPACITY];
        for (to, from) in bytes.iter_mut().zip(name.bytes().take(len)) {
            *to = from;
        }
        // OK: len <= 29 fits the low seven bits.
        let kept = u8::try_from(len).unwrap_or(0);
        let cut = if len < name.len() { Self::CUT } else { 0 };
        ShortName {
            bytes,
            len: kept | cut,
        }
    }

    /// The name kept (without the `…`).
    pub fn as_str(&self) -> &str {
        let len = usize::from(self.len & !Self::CUT);
        core::str::from_utf8(self.bytes.get(..len).unwrap_or_default()).unwrap_or_default()
    }
}

impl ShortName {
    /// Writes the name into `out`: a length byte (the top bit: cut), then
    /// as much of the name as fits, cut at a character boundary.
    pub(crate) fn pack_into(&self, out: &mut [u8]) {
        let name = self.as_str();
        let room = out.len().saturating_sub(1);
        let mut len = name.len().min(room).min(usize::from(!Self::CUT));
        while !name.is_char_boundary(len) {
            len -= 1;
        }
        let cut = if len < name.len() || self.len & Self::CUT != 0 {
            Self::CUT
        } else {
            0
        };
        if let Some((head, rest)) = out.split_first_mut() {
            // OK: len < 0x80.
            *head = u8::try_from(len).unwrap_or(0) | cut;
            for (to, from) in rest.iter_mut().zip(name.bytes().take(len)) {
                *to = from;
            }
        }
    }

    /// Reads a name [`pack_into`](ShortName::pack_into) wrote.
    pub(crate) fn unpack(bytes: &[u8]) -> ShortName {
        let Some((&head, rest)) = bytes.split_first() else {
            return ShortName::new("");
        };
        let len = usize::from(head & !Self::CUT).min(rest.len());
        let name = rest
            .get(..len)
            .and_then(|b| core::str::from_utf8(b).ok())
            .unwrap_or_default();
        let mut short = ShortName::new(name);
        short.len |= head & Self::CUT;
        short
    }
}

impl fmt::Display for ShortName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.len & Self::CUT != 0 {
            f.write_str("…")?;
        }
        Ok(())
    }
}

impl fmt::Debug for ShortName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        fmt::Display::fmt(self, f)?;
        f.write_str("\"")
    }
}
