//! How a step failed ([`ErrorKind`]): the kinds, their codes, severities,
//! suggestions and fields, and their messages.

use core::fmt;

use super::{
    DetailData, DetailTable, Expected, Field, Found, ShortName, Supported, UrlProblem, Violation,
};
// Named in the doc links only.
#[cfg(doc)]
use super::{Error, StepError};

/// How a step failed. One variant per way a step can fail; each has a stable
/// snake_case [`code`](ErrorKind::code) (the CLI's `error.kind`).
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A step needed something else at this position.
    Expected {
        /// What the step needed.
        expected: Expected,
        /// What it found.
        found: Found,
    },
    /// The algorithm requires the end of the input here (or, in a `validate_*`
    /// check, the valid string ends here).
    TrailingInput {
        /// The first character left over.
        found: char,
    },
    /// A run of digits of the wrong length.
    DigitCount {
        /// The field the digits are for.
        field: Field,
        /// The fewest digits allowed.
        min: u8,
        /// The most digits allowed (`None`: no maximum).
        max: Option<u8>,
        /// How many there were.
        found: usize,
    },
    /// A field outside the range the spec allows.
    OutOfRange {
        /// The field.
        field: Field,
        /// Its value.
        value: i64,
        /// The least allowed value.
        min: i64,
        /// The greatest allowed value.
        max: i64,
    },
    /// A day past the end of its month.
    DayOutOfRange {
        /// The day.
        day: u8,
        /// The number of days in that month.
        max: u8,
        /// The year (`None` for a yearless date, where February has 29 days).
        year: Option<u32>,
        /// The month.
        month: u8,
    },
    /// A week past the last week of its week-year.
    WeekOutOfRange {
        /// The week.
        week: u8,
        /// The number of weeks in that week-year (52 or 53).
        max: u8,
        /// The week-year.
        year: u32,
    },
    /// A number beyond the range this crate supports (the spec is
    /// unbounded here). Never wrapped or clamped.
    Overflow {
        /// The field.
        field: Field,
        /// The range it was read into.
        supported: Supported,
    },
    /// A floating-point number that rounds to ±2^1024 (step 17 of the float rules).
    FloatOverflow,
    /// A duration with a nonzero number of months or years (step 10 of the
    /// rules to parse a duration string): their length in seconds varies.
    DurationMonths,
    /// A negative number where the rules for non-negative integers need ≥ 0.
    Negative,
    /// Zero, where the rules for nonzero dimension values need more.
    Zero,
    /// The string `transparent` (step 4 of the legacy color rules).
    Transparent,
    /// The input is empty (or only whitespace) where a value is needed.
    Empty,
    /// A string the parse rules accept that is not a valid string.
    Invalid(Violation),
    /// A token that already appeared earlier in a set of unique tokens.
    DuplicateToken {
        /// The byte offset of the token's first appearance.
        first: usize,
    },
    /// A host grammar's own failure, in its words (see [`StepError::host`]).
    Host {
        /// What the host grammar expected, lowercase, no final period.
        message: &'static str,
    },
    /// A host grammar's own failure with a code it chose and a message built
    /// at run time (see [`StepError::host_owned`]), or a foreign error that
    /// nom's `map_res` caught (code `"external"`, the foreign error's
    /// `Display` as the message). The kind is `Copy` and small, so the
    /// message lives beside it, in the [`StepError`] and the [`Error`]
    /// ([`Error::message`]); the kind alone displays its code.
    HostMessage {
        /// The host's stable code for the failure.
        code: &'static str,
    },
    /// A nom parser of the host grammar (a `tag`, a `char`, …) failed without
    /// a message of its own.
    HostParser {
        /// nom's name of the parser (`"Tag"`, `"Char"`, …).
        parser: &'static str,
    },
    /// A URL the URL parser rejects (it returns failure).
    Url(UrlProblem),
    /// A media feature name that no media feature has (`min-widht`).
    UnknownMediaFeature {
        /// The name, in lower case (shortened if long).
        name: ShortName,
    },
    /// A value a media feature does not take (`(orientation: round)`,
    /// `(width: 10deg)`, a negative length).
    InvalidMediaFeatureValue {
        /// The feature's name, in lower case.
        name: ShortName,
    },
    /// A number where a media feature needs a length: only 0 may go
    /// without a unit.
    LengthNeedsUnit,
    /// A block that the end of the input closes: `(`, a function, `[` or
    /// `{` without its closing character.
    Unclosed {
        /// The character that should close it.
        close: char,
    },
    /// A token that is none of the allowed keywords (an enumerated
    /// attribute's value, a token of a set of allowed tokens). The error's
    /// offset is the token's first character.
    UnknownKeyword {
        /// The token's length in bytes (`u32::MAX` for a longer one: the kind
        /// stays as small as the others).
        len: u32,
        /// The allowed keyword nearest to the token (fewest single-character
        /// edits, ASCII case-insensitive), when one is close enough to be a
        /// likely typo; a reference into the static table of keywords (a
        /// thin pointer, so the kind stays small).
        suggestion: Option<&'static &'static str>,
        /// The allowed keywords, when the check knows them as a list (empty
        /// otherwise).
        choices: &'static [&'static str],
    },
    /// A failure detail that a syntax declares in its own module (an
    /// `autocomplete` value's [`AutofillProblem`](crate::autofill::AutofillProblem),
    /// or an embedder's): its code and words come from the syntax's
    /// [`DetailTable`], its facts from the [`DetailData`] the syntax packed.
    /// The syntax's own type reads it back (`AutofillProblem::from_kind`).
    Detail {
        /// The syntax's table of codes and words.
        table: &'static DetailTable,
        /// The detail, packed by the syntax.
        data: DetailData,
    },
    /// A language tag's subtag that does not fit where it stands (RFC 5646
    /// section 2.1). The error's offset is the subtag's first character.
    LanguageSubtag {
        /// What fits there.
        expected: Expected,
        /// The subtag (shortened if long).
        found: ShortName,
    },
    /// An extension singleton (or the private use `x`) of a language tag
    /// without a subtag after it (`en-u`, `en-x`).
    SingletonWithoutSubtag {
        /// The singleton, as written.
        singleton: char,
    },
    /// An `<area coords>` with a count of numbers its shape does not take
    /// (three for a circle, four for a rectangle, an even count of six or
    /// more for a polygon).
    CoordsCount {
        /// The shape, as the message names it (`"a circle"`, `"the default shape"`).
        shape: &'static str,
        /// The fewest numbers the shape takes.
        min: u8,
        /// The most numbers the shape takes (`None`: no maximum).
        max: Option<u8>,
        /// Whether the numbers go in (x, y) pairs (a polygon).
        pairs: bool,
        /// How many numbers the value has.
        found: u32,
    },
}

/// How serious a failure is: an error breaks a "must" of the standard; a
/// warning is a likely mistake that may be right (a link type the standard
/// does not define may be a registered extension).
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::Severity;
/// use html_microsyntax::keyword_sets::validate_rel;
/// assert_eq!(validate_rel("link", "x-made-up").unwrap_err().kind().severity(), Severity::Warning);
/// assert_eq!(Severity::Warning.as_str(), "warning");
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// A likely mistake.
    Warning,
    /// Not conforming.
    Error,
}

impl Severity {
    /// `"error"` or `"warning"`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What receives an [`ErrorKind`]'s fields, one by one: the field's name and
/// its value ([`ErrorKind::for_each_field`]).
pub type FieldSink<'a> = dyn FnMut(&'static str, FieldValue<'_>) + 'a;

/// The value of one field of an [`ErrorKind`] ([`ErrorKind::for_each_field`]).
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum FieldValue<'a> {
    /// Text: a name, a code, a description.
    Str(&'a str),
    /// One character.
    Char(char),
    /// An integer.
    Int(i64),
    /// An integer that may be beyond JSON's exact range (written as a
    /// decimal string by serde).
    Big(i128),
    /// A yes or no.
    Bool(bool),
    /// A list of keywords.
    List(&'static [&'static str]),
    /// Nothing (an absent bound, the end of the input).
    Null,
    /// A number as a browser reads it (a `meter`'s `value`).
    Float(f64),
}

impl ErrorKind {
    /// A stable snake_case code for this kind of failure: for
    /// [`Expected`](ErrorKind::Expected) and [`Invalid`](ErrorKind::Invalid)
    /// the code of what was expected or of the violation.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// assert_eq!(parse_integer("x").unwrap_err().kind().code(), "expected_integer");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            ErrorKind::Expected { expected, .. } => expected.code(),
            ErrorKind::TrailingInput { .. } => "trailing_input",
            ErrorKind::DigitCount { .. } => "digit_count",
            ErrorKind::OutOfRange { .. } => "out_of_range",
            ErrorKind::DayOutOfRange { .. } => "day_out_of_range",
            ErrorKind::WeekOutOfRange { .. } => "week_out_of_range",
            ErrorKind::Overflow { .. } => "overflow",
            ErrorKind::FloatOverflow => "float_overflow",
            ErrorKind::DurationMonths => "duration_months",
            ErrorKind::Negative => "negative",
            ErrorKind::Zero => "zero",
            ErrorKind::Transparent => "transparent",
            ErrorKind::Empty => "empty",
            ErrorKind::Invalid(v) => v.code(),
            ErrorKind::DuplicateToken { .. } => "duplicate_token",
            ErrorKind::Host { .. } => "host",
            ErrorKind::HostMessage { code } => code,
            ErrorKind::HostParser { .. } => "host_parser",
            ErrorKind::Url(p) => p.code(),
            ErrorKind::UnknownMediaFeature { .. } => "unknown_media_feature",
            ErrorKind::InvalidMediaFeatureValue { .. } => "invalid_media_feature_value",
            ErrorKind::LengthNeedsUnit => "length_needs_unit",
            ErrorKind::Unclosed { close: ')' } => "unclosed_parenthesis",
            ErrorKind::Unclosed { .. } => "unclosed_bracket",
            ErrorKind::UnknownKeyword { .. } => "unknown_keyword",
            ErrorKind::Detail { table, data } => (table.code)(data),
            ErrorKind::LanguageSubtag { expected, .. } => expected.code(),
            ErrorKind::SingletonWithoutSubtag { .. } => "singleton_without_subtag",
            ErrorKind::CoordsCount { .. } => "coords_count",
        }
    }

    /// How serious the failure is: [`Severity::Warning`] for a link type
    /// the standard does not define, [`Severity::Error`] for every other
    /// built-in kind; a syntax's own details say theirs.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{error::Severity, numbers::parse_integer};
    /// assert_eq!(parse_integer("x").unwrap_err().kind().severity(), Severity::Error);
    /// ```
    pub fn severity(&self) -> Severity {
        match self {
            ErrorKind::Invalid(Violation::UnknownLinkType) => Severity::Warning,
            ErrorKind::Detail { table, data } => (table.severity)(data),
            _ => Severity::Error,
        }
    }

    /// The keyword the author likely meant (a close match among the allowed
    /// ones), if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::DIR;
    /// assert_eq!(DIR.validate("rlt").unwrap_err().kind().suggestion(), Some("rtl"));
    /// ```
    pub fn suggestion(&self) -> Option<&'static str> {
        match self {
            ErrorKind::UnknownKeyword { suggestion, .. } => suggestion.copied(),
            ErrorKind::Detail { table, data } => (table.suggestion)(data),
            _ => None,
        }
    }

    /// The fix in words, where the kind knows one: a detail's own help
    /// (a rule's "add href, or remove download"), else "did you mean" the
    /// [`suggestion`](Self::suggestion).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::DIR;
    /// assert_eq!(DIR.validate("rlt").unwrap_err().kind().help().as_deref(), Some("did you mean 'rtl'?"));
    /// assert_eq!(DIR.validate("up").unwrap_err().kind().help(), None);
    /// ```
    pub fn help(&self) -> Option<alloc::string::String> {
        let own = match self {
            ErrorKind::Detail { table, data } => (table.help)(data),
            _ => None,
        };
        own.or_else(|| {
            self.suggestion()
                .map(|s| alloc::format!("did you mean '{s}'?"))
        })
    }

    /// The allowed keywords, when the failing check knows them as a list
    /// (empty otherwise).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::keywords::DIR;
    /// assert_eq!(DIR.validate("up").unwrap_err().kind().choices(), ["ltr", "rtl", "auto"]);
    /// ```
    pub fn choices(&self) -> &'static [&'static str] {
        match self {
            ErrorKind::UnknownKeyword { choices, .. } => choices,
            _ => &[],
        }
    }

    /// Calls `f` with each of the kind's own fields, by name (what serde
    /// writes after `code`, `message` and `severity`): the facts, without
    /// parsing the message. A syntax's detail writes `syntax`, its own
    /// fields, and its [`suggestion`](Self::suggestion) as `suggestion`
    /// where it has one.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::FieldValue;
    /// use html_microsyntax::datetime::parse_date;
    /// let mut fields = Vec::new();
    /// parse_date("2023-02-30").unwrap_err().kind().for_each_field(&mut |name, value| {
    ///     if let FieldValue::Int(n) = value {
    ///         fields.push((name, n));
    ///     }
    /// });
    /// assert_eq!(fields, [("day", 30), ("max", 28), ("year", 2023), ("month", 2)]);
    /// ```
    pub fn for_each_field(&self, f: &mut FieldSink<'_>) {
        use FieldValue::{Big, Bool, Char, Int, List, Null, Str};
        let opt = |v: Option<i64>| v.map_or(Null, Int);
        let found = |v: Found| match v {
            Found::Char(c) => Char(c),
            Found::End => Null,
        };
        match *self {
            ErrorKind::Expected { expected, found: v } => {
                f("expected", Str(expected.describe()));
                f("found", found(v));
            }
            ErrorKind::TrailingInput { found } => f("found", Char(found)),
            ErrorKind::DigitCount {
                field,
                min,
                max,
                found,
            } => {
                f("field", Str(field.code()));
                f("min", Int(i64::from(min)));
                f("max", opt(max.map(i64::from)));
                f("found", Int(i64::try_from(found).unwrap_or(i64::MAX)));
            }
            ErrorKind::OutOfRange {
                field,
                value,
                min,
                max,
            } => {
                f("field", Str(field.code()));
                f("value", Int(value));
                f("min", Int(min));
                f("max", Int(max));
            }
            ErrorKind::DayOutOfRange {
                day,
                max,
                year,
                month,
            } => {
                f("day", Int(i64::from(day)));
                f("max", Int(i64::from(max)));
                f("year", opt(year.map(i64::from)));
                f("month", Int(i64::from(month)));
            }
            ErrorKind::WeekOutOfRange { week, max, year } => {
                f("week", Int(i64::from(week)));
                f("max", Int(i64::from(max)));
                f("year", Int(i64::from(year)));
            }
            ErrorKind::Overflow { field, supported } => {
                f("field", Str(field.code()));
                f("supported_min", Big(supported.min()));
                f("supported_max", Big(supported.max()));
            }
            ErrorKind::FloatOverflow
            | ErrorKind::DurationMonths
            | ErrorKind::Negative
            | ErrorKind::Zero
            | ErrorKind::Transparent
            | ErrorKind::Empty
            | ErrorKind::LengthNeedsUnit
            | ErrorKind::Url(_) => {}
            ErrorKind::Invalid(v) => f("violation", Str(v.code())),
            ErrorKind::DuplicateToken { first } => {
                f("first", Int(i64::try_from(first).unwrap_or(i64::MAX)))
            }
            // Its message is the kind's message.
            ErrorKind::Host { .. } | ErrorKind::HostMessage { .. } => {}
            ErrorKind::HostParser { parser } => f("parser", Str(parser)),
            ErrorKind::UnknownMediaFeature { ref name }
            | ErrorKind::InvalidMediaFeatureValue { ref name } => f("name", Str(name.as_str())),
            ErrorKind::Unclosed { close } => f("close", Char(close)),
            ErrorKind::UnknownKeyword {
                len,
                suggestion,
                choices,
            } => {
                f("len", Int(i64::from(len)));
                f("suggestion", suggestion.map_or(Null, |s| Str(s)));
                f("choices", List(choices));
            }
            ErrorKind::Detail { table, ref data } => {
                f("syntax", Str(table.syntax));
                // The detail's own fields, then its suggestion, unless a
                // field is named so.
                let mut named = false;
                (table.fields)(data, &mut |name, value| {
                    named |= name == "suggestion";
                    f(name, value);
                });
                if let Some(suggestion) = (table.suggestion)(data).filter(|_| !named) {
                    f("suggestion", Str(suggestion));
                }
            }
            ErrorKind::LanguageSubtag {
                expected,
                ref found,
            } => {
                f("expected", Str(expected.describe()));
                f("found", Str(found.as_str()));
            }
            ErrorKind::SingletonWithoutSubtag { singleton } => f("singleton", Char(singleton)),
            ErrorKind::CoordsCount {
                shape,
                min,
                max,
                pairs,
                found,
            } => {
                f("shape", Str(shape));
                f("min", Int(i64::from(min)));
                f("max", opt(max.map(i64::from)));
                f("pairs", Bool(pairs));
                f("found", Int(i64::from(found)));
            }
        }
    }

    /// `Expected { expected, found: first character of rest or End }`.
    #[inline]
    pub(crate) fn expected(expected: Expected, rest: &str) -> ErrorKind {
        ErrorKind::Expected {
            expected,
            found: Found::first_of(rest),
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ErrorKind::Expected { expected, found } => {
                write!(f, "expected {}, found {found}", expected.describe())
            }
            ErrorKind::TrailingInput { found } => {
                write!(f, "expected the end of the input, found {found:?}")
            }
            ErrorKind::DigitCount {
                field,
                min,
                max,
                found,
            } => {
                let field = field.describe();
                match max {
                    Some(max) if max == min => {
                        write!(f, "the {field} needs exactly {min} digits, found {found}")
                    }
                    Some(max) => {
                        write!(f, "the {field} needs {min} to {max} digits, found {found}")
                    }
                    None => write!(f, "the {field} needs at least {min} digits, found {found}"),
                }
            }
            ErrorKind::OutOfRange {
                field,
                value,
                min,
                max,
            } => write!(
                f,
                "{} {value} is out of range, expected {min} to {max}",
                field.describe()
            ),
            ErrorKind::DayOutOfRange {
                day,
                max,
                year,
                month,
            } => match year {
                None => write!(
                    f,
                    "day {day} is out of range for month {month:02}, expected 01 to {max:02}"
                ),
                Some(year) => write!(
                    f,
                    "day {day} is out of range for {year:04}-{month:02}, expected 01 to {max:02}"
                ),
            },
            ErrorKind::WeekOutOfRange { week, max, year } => write!(
                f,
                "week {week} is out of range for week-year {year:04}, expected 01 to {max:02}"
            ),
            ErrorKind::Overflow { field, supported } => write!(
                f,
                "{} is beyond the supported range {} to {}",
                field.describe(),
                supported.min(),
                supported.max()
            ),
            ErrorKind::FloatOverflow => {
                f.write_str("number is too large for a double (it rounds to ±2^1024)")
            }
            ErrorKind::DurationMonths => f.write_str(
                "a duration cannot count months or years, expected weeks, days, hours, minutes or seconds",
            ),
            ErrorKind::Negative => {
                f.write_str("expected a non-negative integer, found a negative one")
            }
            ErrorKind::Zero => f.write_str("expected a nonzero value, found zero"),
            ErrorKind::Transparent => f.write_str("'transparent' is not a legacy color value"),
            ErrorKind::Empty => f.write_str("expected a value, found the end of the input"),
            ErrorKind::Invalid(v) => f.write_str(v.describe()),
            ErrorKind::DuplicateToken { first } => write!(
                f,
                "expected a token that is not already in the set, found a duplicate of the token at offset {first}"
            ),
            ErrorKind::Host { message } => f.write_str(message),
            ErrorKind::HostMessage { code } => write!(f, "host failure '{code}'"),
            ErrorKind::HostParser { parser } => {
                write!(f, "the host grammar's {parser} parser failed here")
            }
            ErrorKind::Url(p) => f.write_str(p.describe()),
            ErrorKind::UnknownMediaFeature { name } => {
                write!(f, "unknown media feature '{name}'")
            }
            ErrorKind::InvalidMediaFeatureValue { name } => {
                write!(f, "not a value of the media feature '{name}'")
            }
            ErrorKind::LengthNeedsUnit => {
                f.write_str("a length needs a unit, such as 'px' (only 0 may go without)")
            }
            ErrorKind::Unclosed { close: ')' } => {
                f.write_str("unclosed parenthesis, expected ')' before the end of the input")
            }
            ErrorKind::Unclosed { close } => {
                write!(f, "unclosed bracket, expected '{close}' before the end of the input")
            }
            ErrorKind::UnknownKeyword {
                suggestion,
                choices,
                ..
            } => {
                f.write_str("unknown keyword")?;
                if let Some(suggestion) = suggestion {
                    return write!(f, ", did you mean '{suggestion}'?");
                }
                for (i, choice) in choices.iter().enumerate() {
                    let sep = match i {
                        0 => ", expected one of '",
                        _ if i + 1 == choices.len() => "' or '",
                        _ => "', '",
                    };
                    write!(f, "{sep}{choice}")?;
                }
                if !choices.is_empty() {
                    f.write_str("'")?;
                }
                Ok(())
            }
            ErrorKind::Detail { table, data } => (table.describe)(&data, f),
            ErrorKind::LanguageSubtag { expected, found } => {
                write!(f, "expected {}, found '{found}'", expected.describe())
            }
            ErrorKind::SingletonWithoutSubtag {
                singleton: singleton @ ('x' | 'X'),
            } => write!(
                f,
                "'{singleton}' needs a private use subtag after it (1 to 8 letters or digits)"
            ),
            ErrorKind::SingletonWithoutSubtag { singleton } => write!(
                f,
                "the extension singleton '{singleton}' needs a subtag (2 to 8 letters or digits)"
            ),
            ErrorKind::CoordsCount {
                shape,
                min,
                max,
                pairs,
                found,
            } => match max {
                Some(0) => write!(f, "{shape} takes no numbers, found {found}"),
                Some(max) if max == min => {
                    write!(f, "{shape} needs exactly {max} numbers, found {found}")
                }
                _ if found < u32::from(min) => {
                    write!(f, "{shape} needs at least {min} numbers, found {found}")
                }
                _ if pairs => write!(
                    f,
                    "{shape} needs an even count of numbers (x, y pairs), found {found}"
                ),
                Some(max) => write!(f, "{shape} needs at most {max} numbers, found {found}"),
                None => write!(f, "{shape} does not take {found} numbers"),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every entry point returns `Result<T, Error>`: the kind stays within
    /// 32 bytes (a larger one measurably slowed the error paths).
    #[test]
    fn the_kind_stays_small() {
        assert!(
            core::mem::size_of::<ErrorKind>() <= 32,
            "{}",
            core::mem::size_of::<ErrorKind>()
        );
    }
}
