//! Errors: the step that failed, in users' words, and where.
//!
//! There are two tiers (STYLE.md, point 6):
//!
//! * While combinators run they produce any `E: nom::error::ParseError<I> +
//!   FromExternalError<I, ErrorKind>` the caller picks. The crate's own
//!   [`StepError`] keeps just the input at the failing position and the
//!   [`ErrorKind`]; nom's `Error<I>` and `()` work as well, so embedders keep
//!   their own error type.
//! * The entry points (`parse_*`, `validate_*`) turn that into the public
//!   [`Error`] once, on the failure path only: byte offset, 1-based line, and
//!   1-based column counted in characters.
//!
//! Rendering with a caret under the failing character is a separate step,
//! [`Error::report`], so `Display` stays one line.

use crate::idioms::{str_from, str_range, str_to};
use core::fmt;

use nom::error::{ContextError, FromExternalError, ParseError};

/// What a step expected to find.
///
/// Used by [`ErrorKind::Expected`].
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Expected {
    /// An ASCII digit, `0` to `9`.
    Digit,
    /// A digit, or a `-` or `+` sign (the start of an integer).
    Integer,
    /// A digit, `.`, or a `-` or `+` sign (the start of a floating-point number).
    Number,
    /// A digit or a `.` followed by a digit (after a sign).
    DigitOrFraction,
    /// `-`, the separator of date fields.
    Hyphen,
    /// `:`, the separator of time fields.
    Colon,
    /// `.`, before a fraction.
    FullStop,
    /// `T` or a space, between a date and a time.
    DateTimeSeparator,
    /// `Z`, `+` or `-`, the start of a time-zone offset.
    TimeZoneOffset,
    /// `W`, before a week number.
    LetterW,
    /// `P`, the start of a duration.
    LetterP,
    /// `T`, the time designator of a duration.
    LetterT,
    /// A duration unit: one of `W`, `D`, `H`, `M`, `S` (or their lower case).
    DurationUnit,
    /// A duration component: a number, or a number and a unit.
    DurationComponent,
    /// `#`, the start of a color.
    NumberSign,
    /// A hexadecimal digit, `0`–`9`, `a`–`f` or `A`–`F`.
    HexDigit,
    /// `,`, the separator of list items.
    Comma,
    /// A lower-case letter or digit, where the valid string requires lower case.
    LowerCase,
    /// A keyword of the attribute.
    Keyword,
    /// Something, where the input was empty.
    Value,
    /// Two digits (`hh`) or four digits (`hhmm`), the hours of a time-zone offset.
    OffsetDigits,
    /// `S` or `s`: a duration's fraction is only allowed on seconds.
    SecondsUnit,
    /// The empty string or the attribute's own name (a boolean attribute).
    EmptyOrAttributeName,
    /// A name after the first `#` (a hash-name reference).
    HashName,
    /// A media query (the `<media-query-list>` production).
    MediaQuery,
}

impl Expected {
    /// What was expected, in words (`"a digit"`, `"'-'"`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::Expected;
    /// assert_eq!(Expected::Hyphen.describe(), "'-'");
    /// ```
    pub fn describe(self) -> &'static str {
        match self {
            Expected::Digit => "a digit",
            Expected::Integer => "a digit, '-' or '+'",
            Expected::Number => "a digit, '.', '-' or '+'",
            Expected::DigitOrFraction => "a digit, or '.' and a digit",
            Expected::Hyphen => "'-'",
            Expected::Colon => "':'",
            Expected::FullStop => "'.'",
            Expected::DateTimeSeparator => "'T' or a space",
            Expected::TimeZoneOffset => "'Z', '+' or '-'",
            Expected::LetterW => "'W'",
            Expected::LetterP => "'P'",
            Expected::LetterT => "'T'",
            Expected::DurationUnit => "a unit ('W', 'D', 'H', 'M' or 'S')",
            Expected::DurationComponent => "a number and a unit",
            Expected::NumberSign => "'#'",
            Expected::HexDigit => "a hexadecimal digit",
            Expected::Comma => "','",
            Expected::LowerCase => "a lower-case letter or digit",
            Expected::Keyword => "a keyword",
            Expected::Value => "a value",
            Expected::OffsetDigits => "two digits (hh) or four digits (hhmm)",
            Expected::SecondsUnit => "'S' or 's' (only seconds may have a fraction)",
            Expected::EmptyOrAttributeName => "the empty string or the attribute's name",
            Expected::HashName => "a name after '#'",
            Expected::MediaQuery => "a media query",
        }
    }
}

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

/// A field of a value, as the spec names it.
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    /// An integer.
    Integer,
    /// The digits of a floating-point number.
    Number,
    /// The exponent of a floating-point number.
    Exponent,
    /// The number of a dimension value.
    Dimension,
    /// A year.
    Year,
    /// A month.
    Month,
    /// A day of the month.
    Day,
    /// An hour.
    Hour,
    /// A minute.
    Minute,
    /// A second.
    Second,
    /// The fraction of a second.
    Fraction,
    /// The hours of a time-zone offset.
    OffsetHours,
    /// The minutes of a time-zone offset.
    OffsetMinutes,
    /// A week number.
    Week,
    /// A week-year.
    WeekYear,
    /// A duration, or one of its components.
    Duration,
    /// A color.
    Color,
}

impl Field {
    /// The field's name in words.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::Field;
    /// assert_eq!(Field::OffsetHours.describe(), "time-zone offset hours");
    /// ```
    pub fn describe(self) -> &'static str {
        match self {
            Field::Integer => "integer",
            Field::Number => "number",
            Field::Exponent => "exponent",
            Field::Dimension => "dimension",
            Field::Year => "year",
            Field::Month => "month",
            Field::Day => "day",
            Field::Hour => "hour",
            Field::Minute => "minute",
            Field::Second => "second",
            Field::Fraction => "fraction of a second",
            Field::OffsetHours => "time-zone offset hours",
            Field::OffsetMinutes => "time-zone offset minutes",
            Field::Week => "week",
            Field::WeekYear => "week-year",
            Field::Duration => "duration",
            Field::Color => "color",
        }
    }
}

/// A departure from a "valid X string" that the parsing rules tolerate.
///
/// Reported to a [`Violations`] sink while the lenient rules run; a `validate_*`
/// function fails on the first one ([`ErrorKind::Invalid`]).
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Violation {
    /// ASCII whitespace before the value.
    LeadingWhitespace,
    /// ASCII whitespace after the value.
    TrailingWhitespace,
    /// A `+` sign, which the rules ignore but a valid string never has.
    PlusSign,
    /// Characters after the value, which the rules ignore.
    TrailingCharacters,
    /// A `.` not followed by a digit.
    FractionWithoutDigits,
    /// An `e` or `E` not followed by digits (after an optional sign).
    ExponentWithoutDigits,
    /// More fraction digits than the valid string allows.
    TooManyFractionDigits,
    /// `-00:00`, which parses as UTC but is not a valid offset.
    NegativeZeroOffset,
    /// A lower-case letter where the valid string needs upper case.
    LowerCaseLetter,
    /// An upper-case letter where the valid string needs lower case.
    UpperCaseLetter,
    /// A unit or component the valid string allows only once.
    RepeatedComponent,
    /// A form the parse rules accept but no valid string has.
    NotValidForm,
    /// ASCII whitespace inside a value, where the valid string has none.
    Whitespace,
    /// A component of a `P` duration out of the order `D`, `T`, `H`, `M`, `S`.
    ComponentOrder,
    /// A valid string that is not the normalized one (a space for `T`, or a
    /// time that is not written as short as possible).
    NotNormalized,
    /// A keyword that maps to a state but is not conforming.
    NonConformingKeyword,
    // --- wt-images ---
    /// A `,` where an image candidate should start (a srcset's splitting loop).
    StrayComma,
    /// More than one `,` at the end of a srcset URL.
    RepeatedTrailingComma,
    /// A srcset ending with a `,` that no image candidate follows.
    MissingCandidate,
    /// A srcset descriptor that is not a width, density or height: the candidate is dropped.
    UnknownDescriptor,
    /// A second width, density or height descriptor in one candidate: the candidate is dropped.
    RepeatedDescriptor,
    /// A width descriptor with a density, or a density with a height, in one candidate: the candidate is dropped.
    MixedDescriptors,
    /// A width descriptor of 0: the candidate is dropped.
    ZeroWidth,
    /// A height descriptor of 0: the candidate is dropped.
    ZeroHeight,
    /// A negative pixel density: the candidate is dropped.
    NegativeDensity,
    /// A width or height beyond `u32`, or a density that rounds to ±2^1024: the candidate is dropped (the spec has no bound).
    DescriptorTooLarge,
    /// A height descriptor without a width descriptor: the candidate is dropped.
    HeightWithoutWidth,
    /// A height descriptor, which the parse rules keep for the future but authors may not write.
    HeightDescriptor,
    /// A pixel density of 0, which parses but is not valid.
    ZeroDensity,
    /// Two image candidates with the same width.
    SameWidth,
    /// Two image candidates with the same pixel density (no descriptor is 1x).
    SameDensity,
    /// Some image candidates with a width descriptor and some without.
    MixedCandidates,
    /// A width descriptor on an element without a `sizes` attribute.
    WidthWithoutSizes,
    /// A candidate without a width descriptor on an element with a `sizes` attribute.
    MissingWidth,
    /// A source size without a media condition that is not the last one (everything after it is ignored).
    SizeWithoutCondition,
    /// A percentage as a source size.
    PercentageSize,
    /// A negative source size.
    NegativeSize,
    /// A source size that is not a media condition and a length: it is skipped.
    InvalidSize,
    /// A sizes attribute with no source size (the parse falls back to 100vw).
    EmptySizes,
    /// A source size whose media condition does not parse: it is skipped.
    InvalidMediaCondition,
    /// A last source size with a media condition (the valid list ends with a default size).
    ConditionOnLastSize,
    /// `auto` anywhere but as the first source size.
    MisplacedAuto,
}

impl Violation {
    /// A stable snake_case code.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::Violation;
    /// assert_eq!(Violation::PlusSign.code(), "plus_sign");
    /// ```
    pub fn code(self) -> &'static str {
        match self {
            Violation::LeadingWhitespace => "leading_whitespace",
            Violation::TrailingWhitespace => "trailing_whitespace",
            Violation::PlusSign => "plus_sign",
            Violation::TrailingCharacters => "trailing_characters",
            Violation::FractionWithoutDigits => "fraction_without_digits",
            Violation::ExponentWithoutDigits => "exponent_without_digits",
            Violation::TooManyFractionDigits => "too_many_fraction_digits",
            Violation::NegativeZeroOffset => "negative_zero_offset",
            Violation::LowerCaseLetter => "lower_case_letter",
            Violation::UpperCaseLetter => "upper_case_letter",
            Violation::RepeatedComponent => "repeated_component",
            Violation::NotValidForm => "not_valid_form",
            Violation::Whitespace => "whitespace",
            Violation::ComponentOrder => "component_order",
            Violation::NotNormalized => "not_normalized",
            Violation::NonConformingKeyword => "non_conforming_keyword",
            // --- wt-images ---
            Violation::StrayComma => "stray_comma",
            Violation::RepeatedTrailingComma => "repeated_trailing_comma",
            Violation::MissingCandidate => "missing_candidate",
            Violation::UnknownDescriptor => "unknown_descriptor",
            Violation::RepeatedDescriptor => "repeated_descriptor",
            Violation::MixedDescriptors => "mixed_descriptors",
            Violation::ZeroWidth => "zero_width",
            Violation::ZeroHeight => "zero_height",
            Violation::NegativeDensity => "negative_density",
            Violation::DescriptorTooLarge => "descriptor_too_large",
            Violation::HeightWithoutWidth => "height_without_width",
            Violation::HeightDescriptor => "height_descriptor",
            Violation::ZeroDensity => "zero_density",
            Violation::SameWidth => "same_width",
            Violation::SameDensity => "same_density",
            Violation::MixedCandidates => "mixed_candidates",
            Violation::WidthWithoutSizes => "width_without_sizes",
            Violation::MissingWidth => "missing_width",
            Violation::SizeWithoutCondition => "size_without_condition",
            Violation::PercentageSize => "percentage_size",
            Violation::NegativeSize => "negative_size",
            Violation::InvalidSize => "invalid_size",
            Violation::EmptySizes => "empty_sizes",
            Violation::InvalidMediaCondition => "invalid_media_condition",
            Violation::ConditionOnLastSize => "condition_on_last_size",
            Violation::MisplacedAuto => "misplaced_auto",
        }
    }

    /// The departure, in words.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::Violation;
    /// assert_eq!(Violation::PlusSign.describe(), "a '+' sign is not allowed");
    /// ```
    pub fn describe(self) -> &'static str {
        match self {
            Violation::LeadingWhitespace => "leading whitespace is not allowed",
            Violation::TrailingWhitespace => "trailing whitespace is not allowed",
            Violation::PlusSign => "a '+' sign is not allowed",
            Violation::TrailingCharacters => "unexpected characters after the value",
            Violation::FractionWithoutDigits => "a '.' must be followed by a digit",
            Violation::ExponentWithoutDigits => "an exponent needs digits",
            Violation::TooManyFractionDigits => "too many fraction digits",
            Violation::NegativeZeroOffset => {
                "'-00:00' is not a valid offset, write 'Z' or '+00:00'"
            }
            Violation::LowerCaseLetter => "this letter must be upper case",
            Violation::UpperCaseLetter => "this letter must be lower case",
            Violation::RepeatedComponent => "this component may appear only once",
            Violation::NotValidForm => "this form is accepted by the parse rules but is not valid",
            Violation::Whitespace => "whitespace is not allowed here",
            Violation::ComponentOrder => {
                "this component is out of order, expected the order D, T, H, M, S"
            }
            Violation::NotNormalized => {
                "not the normalized string, expected 'T' and the shortest time"
            }
            Violation::NonConformingKeyword => "this keyword is accepted but is not conforming",
            // --- wt-images ---
            Violation::StrayComma => "a ',' where an image candidate should start",
            Violation::RepeatedTrailingComma => "expected one ',' after the url, found more",
            Violation::MissingCandidate => "expected an image candidate after ',', found the end of the input",
            Violation::UnknownDescriptor => "unknown descriptor, expected a width ('100w') or a pixel density ('2x'); the candidate is dropped",
            Violation::RepeatedDescriptor => "a second descriptor of the same kind; the candidate is dropped",
            Violation::MixedDescriptors => "expected a width or a pixel density descriptor, found both; the candidate is dropped",
            Violation::ZeroWidth => "expected a width greater than zero, found 0w; the candidate is dropped",
            Violation::ZeroHeight => "expected a height greater than zero, found 0h; the candidate is dropped",
            Violation::NegativeDensity => "expected a pixel density of zero or more, found a negative one; the candidate is dropped",
            Violation::DescriptorTooLarge => "the descriptor's number is beyond the supported range; the candidate is dropped",
            Violation::HeightWithoutWidth => "a height descriptor needs a width descriptor; the candidate is dropped",
            Violation::HeightDescriptor => "a height descriptor ('h') is not allowed in a valid srcset",
            Violation::ZeroDensity => "expected a pixel density greater than zero, found 0x",
            Violation::SameWidth => "another image candidate already has this width",
            Violation::SameDensity => "another image candidate already has this pixel density (no descriptor counts as 1x)",
            Violation::MixedCandidates => "expected a width descriptor on every candidate or on none",
            Violation::WidthWithoutSizes => "a width descriptor needs a sizes attribute",
            Violation::MissingWidth => "expected a width descriptor, as the element has a sizes attribute",
            Violation::SizeWithoutCondition => "expected a media condition before this size: only the last size may go without",
            Violation::PercentageSize => "a source size cannot be a percentage",
            Violation::NegativeSize => "a source size cannot be negative",
            Violation::InvalidSize => "expected a media condition and a CSS length (such as '(max-width: 600px) 50vw')",
            Violation::EmptySizes => "expected at least one source size",
            Violation::InvalidMediaCondition => "expected a media condition before the size",
            Violation::ConditionOnLastSize => "expected the last source size without a media condition",
            Violation::MisplacedAuto => "'auto' is allowed only as the first source size",
        }
    }
}

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
    /// The algorithm requires the end of the input here.
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
        /// The year (0 when the date has no year: a yearless date).
        year: i64,
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
        year: i64,
    },
    /// A number beyond the range this crate supports (the spec is
    /// unbounded here). Never wrapped or clamped.
    Overflow {
        /// The field.
        field: Field,
        /// The least supported value.
        min: i64,
        /// The greatest supported value.
        max: u64,
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
    /// An error from a nom parser of the embedding grammar.
    Nom(nom::error::ErrorKind),
    // --- wt-images ---
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
}

impl ErrorKind {
    /// A stable snake_case code for this kind of failure.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// assert_eq!(parse_integer("x").unwrap_err().kind().code(), "expected_integer");
    /// ```
    pub fn code(&self) -> &'static str {
        match self {
            ErrorKind::Expected { expected, .. } => match expected {
                Expected::Digit => "expected_digit",
                Expected::Integer => "expected_integer",
                Expected::Number => "expected_number",
                Expected::DigitOrFraction => "expected_digit_or_fraction",
                Expected::Hyphen => "expected_hyphen",
                Expected::Colon => "expected_colon",
                Expected::FullStop => "expected_full_stop",
                Expected::DateTimeSeparator => "expected_date_time_separator",
                Expected::TimeZoneOffset => "expected_time_zone_offset",
                Expected::LetterW => "expected_w",
                Expected::LetterP => "expected_p",
                Expected::LetterT => "expected_t",
                Expected::DurationUnit => "expected_duration_unit",
                Expected::DurationComponent => "expected_duration_component",
                Expected::NumberSign => "expected_number_sign",
                Expected::HexDigit => "expected_hex_digit",
                Expected::Comma => "expected_comma",
                Expected::LowerCase => "expected_lower_case",
                Expected::Keyword => "expected_keyword",
                Expected::Value => "expected_value",
                Expected::OffsetDigits => "expected_offset_digits",
                Expected::SecondsUnit => "expected_seconds_unit",
                Expected::EmptyOrAttributeName => "expected_empty_or_attribute_name",
                Expected::HashName => "expected_hash_name",
                Expected::MediaQuery => "expected_media_query",
            },
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
            ErrorKind::Nom(_) => "nom",
            // --- wt-images ---
            ErrorKind::UnknownMediaFeature { .. } => "unknown_media_feature",
            ErrorKind::InvalidMediaFeatureValue { .. } => "invalid_media_feature_value",
            ErrorKind::LengthNeedsUnit => "length_needs_unit",
            ErrorKind::Unclosed { close: ')' } => "unclosed_parenthesis",
            ErrorKind::Unclosed { .. } => "unclosed_bracket",
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
            } => {
                if year == 0 {
                    write!(
                        f,
                        "day {day} is out of range for month {month:02}, expected 01 to {max:02}"
                    )
                } else {
                    write!(
                        f,
                        "day {day} is out of range for {year:04}-{month:02}, expected 01 to {max:02}"
                    )
                }
            }
            ErrorKind::WeekOutOfRange { week, max, year } => write!(
                f,
                "week {week} is out of range for week-year {year:04}, expected 01 to {max:02}"
            ),
            ErrorKind::Overflow { field, min, max } => write!(
                f,
                "{} is beyond the supported range {min} to {max}",
                field.describe()
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
            ErrorKind::Nom(k) => write!(f, "the embedding parser failed ({})", k.description()),
            // --- wt-images ---
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
        }
    }
}

/// The combinator-level error: the input at the failing position and how the
/// step failed. Cheap to build (no location is computed).
///
/// Embedders may use it as their nom error type; `StepError<Span>` gives the
/// location through the span.
///
/// # Examples
///
/// ```
/// use html_microsyntax::{numbers::integer_component, StepError, ErrorKind};
///
/// let err = integer_component::<_, StepError<&str>>("  -x").unwrap_err();
/// match err {
///     nom::Err::Error(e) => {
///         assert_eq!(e.input, "x");
///         assert_eq!(e.kind.code(), "expected_digit");
///     }
///     _ => unreachable!(),
/// }
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepError<I> {
    /// The input at the failing position.
    pub input: I,
    /// How the step failed.
    pub kind: ErrorKind,
}

impl<I> ParseError<I> for StepError<I> {
    fn from_error_kind(input: I, kind: nom::error::ErrorKind) -> Self {
        StepError {
            input,
            kind: ErrorKind::Nom(kind),
        }
    }

    fn append(_: I, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }
}

impl<I> FromExternalError<I, ErrorKind> for StepError<I> {
    #[inline]
    fn from_external_error(input: I, _: nom::error::ErrorKind, kind: ErrorKind) -> Self {
        StepError { input, kind }
    }
}

impl<I> ContextError<I> for StepError<I> {}

/// Builds a combinator error of the caller's type for a failed step.
#[inline]
pub(crate) fn fail<I, E: FromExternalError<I, ErrorKind>>(at: I, kind: ErrorKind) -> nom::Err<E> {
    nom::Err::Error(E::from_external_error(
        at,
        nom::error::ErrorKind::Verify,
        kind,
    ))
}

/// The crate's error for its entry points: how a step failed, and where.
///
/// # Examples
///
/// ```
/// use html_microsyntax::numbers::parse_non_negative_integer;
///
/// let err = parse_non_negative_integer("  -7").unwrap_err();
/// assert_eq!(err.kind().code(), "negative");
/// assert_eq!((err.offset(), err.line(), err.column()), (2, 1, 3));
/// assert_eq!(err.to_string(), "expected a non-negative integer, found a negative one at line 1, column 3");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    kind: ErrorKind,
    offset: usize,
    line: u32,
    column: u32,
}

impl Error {
    /// Builds the error for `kind` at byte `offset` of `input`, computing the
    /// line and the column (in characters; lines end at `\n`).
    ///
    /// An offset past the end, or inside a character, is moved back to the
    /// nearest character boundary.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{Error, ErrorKind};
    /// let e = Error::new(ErrorKind::Empty, "a\nbc", 3);
    /// assert_eq!((e.offset(), e.line(), e.column()), (3, 2, 2));
    /// ```
    #[cold]
    #[inline(never)]
    pub fn new(kind: ErrorKind, input: &str, offset: usize) -> Error {
        let mut offset = offset.min(input.len());
        while !input.is_char_boundary(offset) {
            offset -= 1;
        }
        // One pass: lines are counted at each LF, columns in characters (the
        // bytes that do not continue a UTF-8 sequence) since the last LF.
        let (mut line, mut column) = (1u32, 1u32);
        for &b in str_to(input, offset).as_bytes() {
            if b == b'\n' {
                (line, column) = (line.saturating_add(1), 1);
            } else if !matches!(b, 0x80..=0xbf) {
                column = column.saturating_add(1);
            }
        }
        Error {
            kind,
            offset,
            line,
            column,
        }
    }

    /// Builds the error from a combinator's [`StepError`] over a suffix of
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{numbers::integer_component, Error, StepError};
    /// let input = "  -x";
    /// let nom::Err::Error(step) = integer_component::<_, StepError<&str>>(input).unwrap_err() else {
    ///     unreachable!()
    /// };
    /// let err = Error::from_step(input, step);
    /// assert_eq!((err.offset(), err.column()), (3, 4));
    /// ```
    /// `input`.
    #[cold]
    #[inline(never)]
    pub fn from_step(input: &str, step: StepError<&str>) -> Error {
        let offset = input.len().saturating_sub(step.input.len());
        Error::new(step.kind, input, offset)
    }

    /// How the step failed.
    pub fn kind(&self) -> ErrorKind {
        self.kind
    }

    /// Byte offset of the failing character in the input.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// 1-based line of the failing character.
    pub fn line(&self) -> u32 {
        self.line
    }

    /// 1-based column of the failing character, in characters.
    pub fn column(&self) -> u32 {
        self.column
    }

    /// A caret report: the input's failing line with a `^` under the failing
    /// character, then the message.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// let input = "  +x";
    /// let err = parse_integer(input).unwrap_err();
    /// assert_eq!(err.report(input).to_string(), "  +x\n   ^ expected a digit, found 'x'");
    /// ```
    pub fn report<'a>(&'a self, input: &'a str) -> Report<'a> {
        Report { error: self, input }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {}, column {}",
            self.kind, self.line, self.column
        )
    }
}

impl core::error::Error for Error {}

/// The caret rendering of an [`Error`] against its input; see [`Error::report`].
#[derive(Debug, Clone, Copy)]
pub struct Report<'a> {
    error: &'a Error,
    input: &'a str,
}

impl fmt::Display for Report<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The error may be rendered against another input than its own:
        // step back to a character boundary there (0 is one).
        let mut offset = self.error.offset.min(self.input.len());
        while !self.input.is_char_boundary(offset) {
            offset -= 1;
        }
        let line_start = str_to(self.input, offset).rfind('\n').map_or(0, |i| i + 1);
        let line_end = str_from(self.input, offset)
            .find('\n')
            .map_or(self.input.len(), |i| offset + i);
        let line = str_range(self.input, line_start, line_end);
        // Control characters (tabs, form feeds, CR) are shown as one visible
        // character each so the caret stays under the right column.
        for c in line.chars() {
            if c.is_control() {
                write!(
                    f,
                    "{}",
                    char::from_u32(0x2400 + u32::from(c)).unwrap_or('?')
                )?;
            } else {
                write!(f, "{c}")?;
            }
        }
        f.write_str("\n")?;
        for _ in 1..self.error.column {
            f.write_str(" ")?;
        }
        write!(f, "^ {}", self.error.kind)
    }
}

/// A sink for the departures from a valid string that the lenient parse rules
/// tolerate (STYLE.md, point 8).
///
/// `()` ignores every report (the parse rules); [`FirstViolation`] keeps the
/// first (the `validate_*` functions); any `FnMut(&I, Violation)` closure works.
pub trait Violations<I> {
    /// `false` for a sink that ignores every report, so the rules need not
    /// even compute where a departure is.
    const ACTIVE: bool = true;

    /// Called with the input at the departure and what it is.
    fn report(&mut self, at: &I, violation: Violation);
}

impl<I> Violations<I> for () {
    const ACTIVE: bool = false;

    #[inline(always)]
    fn report(&mut self, _: &I, _: Violation) {}
}

/// Reports `violation` at byte `pos` of `input` when the sink listens.
#[inline(always)]
pub(crate) fn report_at<'a, I: crate::StrInput<'a>, V: Violations<I>>(
    sink: &mut V,
    input: &I,
    pos: usize,
    violation: Violation,
) {
    if V::ACTIVE {
        sink.report(&input.take_from(pos), violation);
    }
}

impl<I, F: FnMut(&I, Violation)> Violations<I> for F {
    #[inline]
    fn report(&mut self, at: &I, violation: Violation) {
        self(at, violation)
    }
}

/// A [`Violations`] sink that keeps the first report, as the length of the
/// input left at that point (so an offset can be computed from it).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FirstViolation {
    /// `(length of the remaining input, violation)` of the first report.
    pub first: Option<(usize, Violation)>,
}

impl<'a, I: crate::StrInput<'a>> Violations<I> for FirstViolation {
    #[inline]
    fn report(&mut self, at: &I, violation: Violation) {
        if self.first.is_none() {
            self.first = Some((at.as_str().len(), violation));
        }
    }
}

impl FirstViolation {
    /// The first violation as an [`Error`] located in `input`, if any.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::{FirstViolation, Violations};
    /// use html_microsyntax::Violation;
    /// let input = "12 ";
    /// let mut sink = FirstViolation::default();
    /// sink.report(&&input[2..], Violation::TrailingCharacters);
    /// let err = sink.into_error(input).unwrap();
    /// assert_eq!((err.kind().code(), err.offset()), ("trailing_characters", 2));
    /// ```
    pub fn into_error(self, input: &str) -> Option<Error> {
        self.first
            .map(|(rest, v)| Error::new(ErrorKind::Invalid(v), input, input.len() - rest))
    }
}

// --- wt-images ---

/// A short name carried by an [`ErrorKind`] (which is `Copy`): up to 40
/// bytes of it, cut at a character boundary, written with `…` when cut.
///
/// # Examples
///
/// ```
/// use html_microsyntax::error::ShortName;
/// assert_eq!(ShortName::new("min-widht").to_string(), "min-widht");
/// assert_eq!(ShortName::new(&"x".repeat(50)).to_string(), format!("{}…", "x".repeat(40)));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShortName {
    bytes: [u8; 40],
    len: u8,
    cut: bool,
}

impl ShortName {
    /// Keeps the start of `name`.
    pub fn new(name: &str) -> ShortName {
        let mut len = name.len().min(40);
        while !name.is_char_boundary(len) {
            len -= 1;
        }
        let mut bytes = [0u8; 40];
        for (to, from) in bytes.iter_mut().zip(name.bytes().take(len)) {
            *to = from;
        }
        ShortName {
            bytes,
            len: u8::try_from(len).unwrap_or(40),
            cut: len < name.len(),
        }
    }

    /// The name kept (without the `…`).
    pub fn as_str(&self) -> &str {
        core::str::from_utf8(self.bytes.get(..usize::from(self.len)).unwrap_or_default())
            .unwrap_or_default()
    }
}

impl fmt::Display for ShortName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())?;
        if self.cut {
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

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Found by the `string_slice` lint: a report rendered against another
    /// input than the error's own, where the offset falls inside a
    /// character (or past the end), panicked on the slice.
    #[test]
    fn report_against_another_input_does_not_panic() {
        let e = Error::new(ErrorKind::Empty, "abcd", 2);
        assert_eq!(
            e.report("€").to_string(),
            "€\n  ^ expected a value, found the end of the input"
        );
        assert_eq!(
            e.report("").to_string(),
            "\n  ^ expected a value, found the end of the input"
        );
    }

    #[test]
    fn location_counts_lines_and_characters() {
        // '€' is three bytes (3..6), so 'd' is at byte 6.
        let input = "ab\n€d\ne";
        let e = Error::new(ErrorKind::Empty, input, 6); // at 'd'
        assert_eq!((e.line(), e.column(), e.offset()), (2, 2, 6));
        let e = Error::new(ErrorKind::Empty, input, 5); // inside '€' → moved back
        assert_eq!((e.line(), e.column(), e.offset()), (2, 1, 3));
        let e = Error::new(ErrorKind::Empty, input, 99); // past the end → the end
        assert_eq!((e.line(), e.column(), e.offset()), (3, 2, 9));
        let input = "ab\nçd\ne";
        // Bytes: a b \n ç(2) d \n e.
        let e = Error::new(ErrorKind::Empty, input, 5); // at 'd'
        assert_eq!((e.line(), e.column(), e.offset()), (2, 2, 5));
        let e = Error::new(ErrorKind::Empty, input, 4); // inside 'ç' → moved back
        assert_eq!((e.line(), e.column(), e.offset()), (2, 1, 3));
        let e = Error::new(ErrorKind::Empty, input, 99);
        assert_eq!((e.line(), e.column(), e.offset()), (3, 2, 8));
    }

    #[test]
    fn report_puts_the_caret_under_the_character() {
        let input = "x\n\tab";
        let e = Error::new(ErrorKind::TrailingInput { found: 'b' }, input, 4);
        assert_eq!(
            e.report(input).to_string(),
            "\u{2409}ab\n  ^ expected the end of the input, found 'b'"
        );
    }
}
