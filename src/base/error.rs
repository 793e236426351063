//! Errors: the step that failed, in users' words, and where.
//!
//! There are two tiers:
//!
//! * While combinators run they produce any `E: nom::error::ParseError<I> +
//!   FromExternalError<I, ErrorKind>` the caller picks. The crate's own
//!   [`StepError`] keeps the input at the failing position, the
//!   [`ErrorKind`] and the contexts a host grammar added with
//!   [`nom::error::context`]; nom's `Error<I>` and `()` work as well, so
//!   embedders keep their own error type.
//! * The entry points (`parse_*`, `validate_*`) and [`Error::from_step`] turn
//!   that into the public [`Error`] once, on the failure path only: byte
//!   offset, 1-based line, and 1-based column counted in characters.
//!
//! Rendering with a caret under the failing character is a separate step,
//! [`Error::report`], so `Display` stays one line.
//!
//! # Alternatives keep the error that got furthest
//!
//! When every branch of nom's `alt` fails, [`StepError`] keeps the error of
//! the branch that got furthest into the input (the shortest remaining
//! input); on a tie, the earlier branch's. `alt((date_component,
//! time_component))` on `2023-02-30` therefore reports the date's
//! `day_out_of_range` at offset 8, not the time's missing `:` at offset 2.
//!
//! # Host grammars' own failures
//!
//! [`ErrorKind::Host`] carries a host grammar's failure with its own message
//! ([`StepError::host`]), so [`Error::report`] and the miette diagnostic work
//! for it too; [`StepError::host_owned`] gives one a code of the host's
//! and a message built at run time ([`ErrorKind::HostMessage`]; the message
//! lives beside the `Copy` kind, in the error's one box). A foreign error
//! that nom's `map_res` catches (any `Display` type) becomes one with the
//! code `"external"`. [`finish`] and [`Error::from_nom`] take a host's nom
//! result to the located [`Error`] in one call. A nom parser of the host
//! that fails without a message (a
//! `tag`, a `char`) is [`ErrorKind::HostParser`], named by nom. Our
//! [`ErrorKind`] does not hold nom's own `ErrorKind` type, so its shape does
//! not change with nom's major version.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use nom::error::{ContextError, FromExternalError, ParseError};

use crate::base::input::StrInput;
use crate::base::text::{str_from, str_range, str_to};

/// Declares a field-less enum of error details and its one table of stable
/// codes and descriptions: each variant's line is the only place its code
/// and its words are written.
macro_rules! detail_table {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $( $(#[$vmeta:meta])* $variant:ident => ($code:literal, $text:literal), )*
        }
        $(
            // Variants that carry a detail of their own, whose code and
            // words come from that detail's table.
            delegate {
                $( $(#[$dmeta:meta])* $dvariant:ident($dty:ty), )*
            }
        )?
        // One variant for the doc examples of `code` and `describe`, with
        // the path users import the type by.
        example $path:literal $ex:ident => ($ex_code:literal, $ex_text:literal)
    ) => {
        $(#[$meta])*
        pub enum $name {
            $( $(#[$vmeta])* $variant, )*
            $($( $(#[$dmeta])* $dvariant($dty), )*)?
        }

        impl $name {
            /// Every variant without a detail of its own, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];

            /// `(code, description)` from the table.
            #[inline]
            const fn entry(self) -> (&'static str, &'static str) {
                match self {
                    $( $name::$variant => ($code, $text), )*
                    $($( $name::$dvariant(detail) => detail.entry(), )*)?
                }
            }

            #[doc = concat!(
                "A stable snake_case code.\n\n# Examples\n\n```\nuse ", $path, ";\n",
                "assert_eq!(", stringify!($name), "::", stringify!($ex), ".code(), \"", $ex_code, "\");\n```",
            )]
            pub fn code(self) -> &'static str {
                self.entry().0
            }

            #[doc = concat!(
                "The same, in words.\n\n# Examples\n\n```\nuse ", $path, ";\n",
                "assert_eq!(", stringify!($name), "::", stringify!($ex), ".describe(), ", stringify!($ex_text), ");\n```",
            )]
            pub fn describe(self) -> &'static str {
                self.entry().1
            }
        }
    };
}

detail_table! {
    /// What a step expected to find.
    ///
    /// Used by [`ErrorKind::Expected`], whose code is the code below.
    #[non_exhaustive]
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Expected {
        /// An ASCII digit, `0` to `9`.
        Digit => ("expected_digit", "a digit"),
        /// A digit, or a `-` or `+` sign (the start of an integer).
        Integer => ("expected_integer", "a digit, '-' or '+'"),
        /// A digit, `.`, or a `-` or `+` sign (the start of a floating-point number).
        Number => ("expected_number", "a digit, '.', '-' or '+'"),
        /// A digit or a `.` followed by a digit (after a sign).
        DigitOrFraction => ("expected_digit_or_fraction", "a digit, or '.' and a digit"),
        /// `-`, the separator of date fields.
        Hyphen => ("expected_hyphen", "'-'"),
        /// `:`, the separator of time fields.
        Colon => ("expected_colon", "':'"),
        /// `.`, before a fraction.
        FullStop => ("expected_full_stop", "'.'"),
        /// `T` or a space, between a date and a time.
        DateTimeSeparator => ("expected_date_time_separator", "'T' or a space"),
        /// `Z`, `+` or `-`, the start of a time-zone offset.
        TimeZoneOffset => ("expected_time_zone_offset", "'Z', '+' or '-'"),
        /// `W`, before a week number.
        LetterW => ("expected_w", "'W'"),
        /// A duration unit: one of `W`, `D`, `H`, `M`, `S` (or their lower case).
        DurationUnit => ("expected_duration_unit", "a unit ('W', 'D', 'H', 'M' or 'S')"),
        /// A duration component: a number, or a number and a unit.
        DurationComponent => ("expected_duration_component", "a number and a unit"),
        /// `#`, the start of a color.
        NumberSign => ("expected_number_sign", "'#'"),
        /// A hexadecimal digit, `0`–`9`, `a`–`f` or `A`–`F`.
        HexDigit => ("expected_hex_digit", "a hexadecimal digit"),
        /// `,`, the separator of list items.
        Comma => ("expected_comma", "','"),
        /// A keyword of the attribute.
        Keyword => ("expected_keyword", "a keyword"),
        /// Two digits (`hh`) or four digits (`hhmm`), the hours of a time-zone offset.
        OffsetDigits => ("expected_offset_digits", "two digits (hh) or four digits (hhmm)"),
        /// `S` or `s`: a duration's fraction is only allowed on seconds.
        SecondsUnit => ("expected_seconds_unit", "'S' or 's' (only seconds may have a fraction)"),
        /// The empty string or the attribute's own name (a boolean attribute).
        EmptyOrAttributeName => ("expected_empty_or_attribute_name", "the empty string or the attribute's name"),
        /// A name after the first `#` (a hash-name reference).
        HashName => ("expected_hash_name", "a name after '#'"),
        /// A media query (the `<media-query-list>` production).
        MediaQuery => ("expected_media_query", "a media query"),
        /// The rest of a media feature (`(min-width:)` lacks its value, `(123)`
        /// its comparison and name).
        MediaFeature => ("expected_media_feature", "the rest of the media feature"),
        /// A digit or `.`, the start of a refresh time.
        RefreshTime => ("expected_refresh_time", "a digit or '.' (the refresh time)"),
        /// `;`, `,` or ASCII whitespace after a refresh time.
        RefreshSeparator => ("expected_refresh_separator", "';', ',' or whitespace after the time"),
        /// An [HTTP token code point](https://mimesniff.spec.whatwg.org/#http-token-code-point).
        HttpToken => ("expected_http_token", "an HTTP token character (a letter, a digit or one of !#$%&'*+-.^_`|~)"),
        /// `/`, between a MIME type's type and subtype.
        Solidus => ("expected_solidus", "'/' between type and subtype"),
        /// An `accept` token: `audio/*`, `video/*`, `image/*`, a MIME type
        /// without parameters, or `.` and an extension.
        AcceptToken => ("expected_accept_token", "'audio/*', 'video/*', 'image/*', a MIME type without parameters, or '.' and an extension"),
        /// A character of an e-mail address's local part (RFC 5322 `atext`) or `.`.
        EmailLocalPart => ("expected_email_local_part", "a letter, digit, '.' or one of !#$%&'*+-/=?^_`{|}~ (the part before '@')"),
        /// `@`, between an e-mail address's local part and domain.
        AtSign => ("expected_at_sign", "'@'"),
        /// A letter or digit, the start or end of a domain label.
        DomainLabel => ("expected_domain_label", "a letter or digit (a domain label starts and ends with one)"),
        /// The end of a domain label, at most 63 characters long.
        ShortLabel => ("expected_short_label", "the end of the domain label (at most 63 characters)"),
        /// A link size: `any`, or a width, `x` and a height.
        LinkSize => ("expected_link_size", "'any', or a width, 'x' and a height (such as '32x32')"),
        /// A BCP 47 language subtag (2 to 8 letters), the start of a language tag.
        LanguageSubtag => ("expected_language_subtag", "a language subtag (2 to 8 letters)"),
        /// A subtag of a language tag after a `-` (an empty one is not allowed).
        Subtag => ("expected_subtag", "a subtag (1 to 8 letters or digits) after '-'"),
        /// A language tag's subtag of at most 8 characters.
        ShortSubtag => ("expected_short_subtag", "a subtag of at most 8 letters or digits"),
        /// A subtag that may follow a 2 or 3 letter language subtag.
        ExtlangOrLater => ("expected_extlang_or_later", "an extlang (3 letters), script (4 letters), region (2 letters or 3 digits), variant (5 to 8 letters or digits, or a digit and 3 more), extension or private use subtag"),
        /// A subtag that may follow a language's extlangs, or a 4 to 8 letter language.
        ScriptOrLater => ("expected_script_or_later", "a script (4 letters), region (2 letters or 3 digits), variant (5 to 8 letters or digits, or a digit and 3 more), extension or private use subtag"),
        /// A subtag that may follow a script subtag.
        RegionOrLater => ("expected_region_or_later", "a region (2 letters or 3 digits), variant (5 to 8 letters or digits, or a digit and 3 more), extension or private use subtag"),
        /// A `<time datetime>` value: a year, month, date, yearless date, time,
        /// local or global date and time, time-zone offset, week or duration.
        DatetimeValue => ("expected_datetime_value", "a date, a time, a time-zone offset, a week, a year or a duration"),
        /// A subtag that may follow a region or variant subtag.
        VariantOrLater => ("expected_variant_or_later", "a variant (5 to 8 letters or digits, or a digit and 3 more), extension or private use subtag"),
    }
    example "html_microsyntax::Expected" Hyphen => ("expected_hyphen", "'-'")
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

detail_table! {
    /// A field of a value, as the spec names it.
    #[non_exhaustive]
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Field {
        /// An integer.
        Integer => ("integer", "integer"),
        /// A year.
        Year => ("year", "year"),
        /// A month.
        Month => ("month", "month"),
        /// A day of the month.
        Day => ("day", "day"),
        /// An hour.
        Hour => ("hour", "hour"),
        /// A minute.
        Minute => ("minute", "minute"),
        /// A second.
        Second => ("second", "second"),
        /// The hours of a time-zone offset.
        OffsetHours => ("offset_hours", "time-zone offset hours"),
        /// The minutes of a time-zone offset.
        OffsetMinutes => ("offset_minutes", "time-zone offset minutes"),
        /// A week number.
        Week => ("week", "week"),
        /// A week-year.
        WeekYear => ("week_year", "week-year"),
        /// A duration, or one of its components.
        Duration => ("duration", "duration"),
    }
    example "html_microsyntax::Field" OffsetHours => ("offset_hours", "time-zone offset hours")
}

detail_table! {
    /// A departure from a "valid X string" that the parsing rules tolerate.
    ///
    /// Reported to a violation sink while the lenient rules run; a `validate_*`
    /// function fails on the first one ([`ErrorKind::Invalid`], whose code is
    /// the violation's).
    #[non_exhaustive]
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Violation {
        /// ASCII whitespace before the value.
        LeadingWhitespace => ("leading_whitespace", "leading whitespace is not allowed"),
        /// ASCII whitespace after the value.
        TrailingWhitespace => ("trailing_whitespace", "trailing whitespace is not allowed"),
        /// A `+` sign, which the rules ignore but a valid string never has.
        PlusSign => ("plus_sign", "a '+' sign is not allowed"),
        /// A `.` not followed by a digit.
        FractionWithoutDigits => ("fraction_without_digits", "a '.' must be followed by a digit"),
        /// An `e` or `E` not followed by digits (after an optional sign).
        ExponentWithoutDigits => ("exponent_without_digits", "an exponent needs digits"),
        /// More fraction digits than the valid string allows.
        TooManyFractionDigits => ("too_many_fraction_digits", "too many fraction digits"),
        /// `-00:00`, which parses as UTC but is not a valid offset.
        NegativeZeroOffset => ("negative_zero_offset", "'-00:00' is not a valid offset, write 'Z' or '+00:00'"),
        /// A lower-case letter where the valid string needs upper case.
        LowerCaseLetter => ("lower_case_letter", "this letter must be upper case"),
        /// An upper-case letter where the valid string needs lower case.
        UpperCaseLetter => ("upper_case_letter", "this letter must be lower case"),
        /// A unit or component the valid string allows only once.
        RepeatedComponent => ("repeated_component", "this component may appear only once"),
        /// A form the parse rules accept but no valid string has.
        NotValidForm => ("not_valid_form", "this form is accepted by the parse rules but is not valid"),
        /// ASCII whitespace inside a value, where the valid string has none.
        Whitespace => ("whitespace", "whitespace is not allowed here"),
        /// A component of a `P` duration out of the order `D`, `T`, `H`, `M`, `S`.
        ComponentOrder => ("component_order", "this component is out of order, expected the order D, T, H, M, S"),
        /// A valid string that is not the normalized one (a space for `T`, or a
        /// time that is not written as short as possible).
        NotNormalized => ("not_normalized", "not the normalized string, expected 'T' and the shortest time"),
        /// A keyword that maps to a state but is not conforming.
        NonConformingKeyword => ("non_conforming_keyword", "this keyword is accepted but is not conforming"),
        /// An obsolete attribute: the value is still read, but authors must not use it.
        ObsoleteAttribute => ("obsolete_attribute", "this attribute is obsolete, authors must not use it"),
        /// A number that must be greater than zero.
        NotPositive => ("not_positive", "expected a number greater than zero"),
        /// A line break (LF or CR) where the value must have none.
        LineBreak => ("line_break", "a line break is not allowed in this value"),
        /// A refresh time with a fraction or `.`: valid times are whole seconds.
        RefreshTimeFraction => ("refresh_time_fraction", "the time must be whole seconds, found a '.' or fraction"),
        /// `,` between a refresh time and its URL, where the valid form has `;`.
        CommaSeparator => ("comma_separator", "expected ';' after the time, found ','"),
        /// No `;` between a refresh time and its URL.
        MissingSemicolon => ("missing_semicolon", "expected ';' after the time"),
        /// No ASCII whitespace after the `;` of a refresh value.
        MissingWhitespace => ("missing_whitespace", "expected whitespace after ';'"),
        /// No `URL=` before the URL of a refresh value.
        MissingUrlKeyword => ("missing_url_keyword", "expected 'URL=' before the URL"),
        /// A refresh URL that starts with a quote.
        QuotedUrl => ("quoted_url", "the URL must not start with a quote"),
        /// A MIME type parameter that the parser ignores (no `=`, an empty or
        /// non-token name, an empty value, or a value with characters a quoted
        /// string cannot hold).
        IgnoredParameter => ("ignored_parameter", "expected a parameter name=value (token name, token or quoted-string value), found one the parser ignores"),
        /// A character that is not an HTTP token code point, in a parameter
        /// value that is not quoted.
        NotHttpToken => ("not_http_token", "expected an HTTP token character here (or a quoted string)"),
        /// Characters between a quoted string's closing `"` and the next `;`,
        /// which the parser ignores.
        TextAfterQuotedString => ("text_after_quoted_string", "unexpected characters after the quoted string"),
        /// A quoted string without its closing `"`.
        UnterminatedQuotedString => ("unterminated_quoted_string", "expected a closing '\"' for this quoted string"),
        /// A `;` (parameters), where the valid string has none.
        Parameters => ("parameters", "expected no parameters, found ';'"),
        /// A navigable target name with both a tab or newline and a `<`.
        TabOrNewlineAndLessThan => ("tab_or_newline_and_less_than", "a target name must not contain both a tab or newline and '<'"),
        /// A navigable target name that starts with `_` and is no keyword.
        UnderscoreName => ("underscore_name", "expected '_blank', '_self', '_parent' or '_top', or a name that does not start with '_'"),
        /// A number with a leading zero, where the valid string has none.
        LeadingZero => ("leading_zero", "a leading zero is not allowed"),
        /// A `,` where an image candidate should start (a srcset's splitting loop).
        StrayComma => ("stray_comma", "a ',' where an image candidate should start"),
        /// More than one `,` at the end of a srcset URL.
        RepeatedTrailingComma => ("repeated_trailing_comma", "expected one ',' after the url, found more"),
        /// A srcset ending with a `,` that no image candidate follows.
        MissingCandidate => ("missing_candidate", "expected an image candidate after ',', found the end of the input"),
        /// A srcset descriptor that is not a width, density or height: the candidate is dropped.
        UnknownDescriptor => ("unknown_descriptor", "unknown descriptor, expected a width ('100w') or a pixel density ('2x'); the candidate is dropped"),
        /// A second width, density or height descriptor in one candidate: the candidate is dropped.
        RepeatedDescriptor => ("repeated_descriptor", "a second descriptor of the same kind; the candidate is dropped"),
        /// A width descriptor with a density, or a density with a height, in one candidate: the candidate is dropped.
        MixedDescriptors => ("mixed_descriptors", "expected a width or a pixel density descriptor, found both; the candidate is dropped"),
        /// A width descriptor of 0: the candidate is dropped.
        ZeroWidth => ("zero_width", "expected a width greater than zero, found 0w; the candidate is dropped"),
        /// A height descriptor of 0: the candidate is dropped.
        ZeroHeight => ("zero_height", "expected a height greater than zero, found 0h; the candidate is dropped"),
        /// A negative pixel density: the candidate is dropped.
        NegativeDensity => ("negative_density", "expected a pixel density of zero or more, found a negative one; the candidate is dropped"),
        /// A width or height beyond `u32`, or a density that rounds to ±2^1024: the candidate is dropped (the spec has no bound).
        DescriptorTooLarge => ("descriptor_too_large", "the descriptor's number is beyond the supported range; the candidate is dropped"),
        /// A height descriptor without a width descriptor: the candidate is dropped.
        HeightWithoutWidth => ("height_without_width", "a height descriptor needs a width descriptor; the candidate is dropped"),
        /// A height descriptor, which the parse rules keep for the future but authors may not write.
        HeightDescriptor => ("height_descriptor", "a height descriptor ('h') is not allowed in a valid srcset"),
        /// A pixel density of 0, which parses but is not valid.
        ZeroDensity => ("zero_density", "expected a pixel density greater than zero, found 0x"),
        /// Two image candidates with the same width.
        SameWidth => ("same_width", "another image candidate already has this width"),
        /// Two image candidates with the same pixel density (no descriptor is 1x).
        SameDensity => ("same_density", "another image candidate already has this pixel density (no descriptor counts as 1x)"),
        /// Some image candidates with a width descriptor and some without.
        MixedCandidates => ("mixed_candidates", "expected a width descriptor on every candidate or on none"),
        /// A width descriptor on an element without a `sizes` attribute.
        WidthWithoutSizes => ("width_without_sizes", "a width descriptor needs a sizes attribute"),
        /// A candidate without a width descriptor on an element with a `sizes` attribute.
        MissingWidth => ("missing_width", "expected a width descriptor, as the element has a sizes attribute"),
        /// A source size without a media condition that is not the last one (everything after it is ignored).
        SizeWithoutCondition => ("size_without_condition", "expected a media condition before this size: only the last size may go without"),
        /// A percentage as a source size.
        PercentageSize => ("percentage_size", "a source size cannot be a percentage"),
        /// A negative source size.
        NegativeSize => ("negative_size", "a source size cannot be negative"),
        /// A source size that is not a media condition and a length: it is skipped.
        InvalidSize => ("invalid_size", "expected a media condition and a CSS length (such as '(max-width: 600px) 50vw')"),
        /// A sizes attribute with no source size (the parse falls back to 100vw).
        EmptySizes => ("empty_sizes", "expected at least one source size"),
        /// A source size whose media condition does not parse: it is skipped.
        InvalidMediaCondition => ("invalid_media_condition", "expected a media condition before the size"),
        /// A last source size with a media condition (the valid list ends with a default size).
        ConditionOnLastSize => ("condition_on_last_size", "expected the last source size without a media condition"),
        /// `auto` anywhere but as the first source size.
        MisplacedAuto => ("misplaced_auto", "'auto' is allowed only as the first source size"),
        /// A language tag's variant subtag that already appeared (RFC 5646 section 2.2.5).
        DuplicateVariant => ("duplicate_variant", "expected each variant subtag once, found this one again"),
        /// A language tag's extension singleton that already appeared (RFC 5646 section 2.2.6).
        DuplicateSingleton => ("duplicate_singleton", "expected each extension singleton once, found this one again"),
        /// A second or third extlang subtag: reserved, never valid (RFC 5646 section 2.2.2, errata EID 5457).
        ExtraExtlang => ("extra_extlang", "expected at most one extlang subtag, found another (the second and third are never valid)"),
        /// A coordinate of `<area coords>` that is not an integer (its exact
        /// value, not the double it rounds to).
        CoordNotInteger => ("coord_not_integer", "expected an integer coordinate, found a number with a fraction"),
        /// A negative radius in the circle state of `<area coords>`.
        NegativeRadius => ("negative_radius", "expected a radius of zero or more, found a negative one"),
        /// A rectangle whose x2 (third number) is not greater than its x1 (first).
        RectangleXOrder => ("rectangle_x_order", "expected x2 (the third number) greater than x1 (the first)"),
        /// A rectangle whose y2 (fourth number) is not greater than its y1 (second).
        RectangleYOrder => ("rectangle_y_order", "expected y2 (the fourth number) greater than y1 (the second)"),
        /// A `coords` attribute on an `area` in the default state.
        CoordsOnDefaultShape => ("coords_on_default_shape", "expected no coords attribute: the default shape is the whole image"),
        /// A link type the HTML Standard defines, but not for this element (`<a rel=stylesheet>`).
        LinkTypeNotAllowed => ("link_type_not_allowed", "this link type is not allowed on this element"),
        /// A link type the HTML Standard does not define: an error unless it is an extension registered on the microformats wiki, which this crate cannot know.
        UnknownLinkType => ("unknown_link_type", "unknown link type: not one the HTML Standard defines (it may be an extension registered on the microformats wiki)"),
        /// `allow-top-navigation` and `allow-top-navigation-by-user-activation` in one `sandbox`.
        TopNavigationConflict => ("top_navigation_conflict", "expected allow-top-navigation or allow-top-navigation-by-user-activation, found both"),
        /// An `accesskey` token that is not exactly one code point.
        AccessKeyLength => ("access_key_length", "expected one character per access key"),
        /// `shortcut` in a `rel` whose whole value is not `shortcut icon` (ASCII case-insensitive, one space).
        ShortcutWithoutIcon => ("shortcut_without_icon", "expected 'shortcut' only in the exact value 'shortcut icon'"),
    }
    delegate {
        /// A departure from the URL Standard's valid URL string.
        Url(UrlProblem),
    }
    example "html_microsyntax::Violation" PlusSign => ("plus_sign", "a '+' sign is not allowed")
}

detail_table! {
    /// What is wrong with a URL: a [validation error](https://url.spec.whatwg.org/#validation-error)
    /// of the URL Standard as the URL parser reports it, or a condition HTML
    /// adds (non-empty, absolute, an HTTP(S) scheme).
    ///
    /// Used by [`ErrorKind::Url`] (the parser returned failure) and
    /// [`Violation::Url`] (the parser went on, but the string is not valid).
    #[non_exhaustive]
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum UrlProblem {
        /// A backslash where a valid URL has `/`.
        Backslash => ("url_backslash", "expected '/' in a URL, found a backslash"),
        /// A leading or trailing C0 control or space.
        ControlOrSpace => ("url_control_or_space", "a URL must not start or end with a space or control character"),
        /// A tab or newline, which the URL parser removes.
        TabOrNewline => ("url_tab_or_newline", "a URL must not contain tabs or newlines"),
        /// A character that is not a URL code point (it needs percent-encoding).
        NonUrlCodePoint => ("url_non_url_code_point", "this character must be percent-encoded in a URL"),
        /// A `%` not followed by two hexadecimal digits.
        PercentEncoding => ("url_percent_encoding", "expected two hexadecimal digits after '%'"),
        /// A username or password in the URL.
        Credentials => ("url_credentials", "a URL must not contain a username or password"),
        /// An `@` in the credentials that is not percent-encoded.
        UnencodedAtSign => ("url_unencoded_at_sign", "expected '%40' for an '@' in a username or password"),
        /// A special scheme (or `file:`) not followed by `//`.
        ExpectedDoubleSlash => ("url_expected_double_slash", "expected '//' after the scheme"),
        /// A `file:` URL with both a host and a Windows drive letter.
        FileHostWithDriveLetter => ("url_file_host_with_drive_letter", "a file: URL must not have both a host and a drive letter"),
        /// A NULL character in the fragment.
        NullInFragment => ("url_null_in_fragment", "a URL fragment must not contain NULL"),
        /// A special URL with an empty host.
        EmptyHost => ("url_empty_host", "expected a host, found none"),
        /// A host that is not a valid domain (a forbidden character, or IDNA
        /// processing failed).
        InvalidHost => ("url_invalid_host", "expected a valid host name"),
        /// A port that is not a number up to 65535.
        InvalidPort => ("url_invalid_port", "expected a port number from 0 to 65535"),
        /// A host that looks like an IPv4 address but is not one.
        InvalidIpv4Address => ("url_invalid_ipv4_address", "expected a valid IPv4 address"),
        /// A bracketed host that is not an IPv6 address.
        InvalidIpv6Address => ("url_invalid_ipv6_address", "expected a valid IPv6 address"),
        /// A host written with a percent-encoded byte
        /// ([domain-percent-encoded](https://url.spec.whatwg.org/#domain-percent-encoded)).
        DomainPercentEncoded => ("url_domain_percent_encoded", "a host name must not be percent-encoded"),
        /// An opaque host (of a URL whose scheme is not special) with a
        /// forbidden host code point
        /// ([host-invalid-code-point](https://url.spec.whatwg.org/#host-invalid-code-point)).
        HostInvalidCodePoint => ("url_host_invalid_code_point", "this character is not allowed in a host"),
        /// An IPv4 address ending with a `.`
        /// ([IPv4-empty-part](https://url.spec.whatwg.org/#ipv4-empty-part)).
        Ipv4EmptyPart => ("url_ipv4_empty_part", "expected an IPv4 address without a final '.'"),
        /// An IPv4 address with fewer than four parts
        /// ([IPv4-too-few-parts](https://url.spec.whatwg.org/#ipv4-too-few-parts)).
        Ipv4TooFewParts => ("url_ipv4_too_few_parts", "expected an IPv4 address of four numbers"),
        /// An IPv4 address part in hexadecimal or octal
        /// ([IPv4-non-decimal-part](https://url.spec.whatwg.org/#ipv4-non-decimal-part)).
        Ipv4NonDecimalPart => ("url_ipv4_non_decimal_part", "expected a decimal number without leading zeros in an IPv4 address"),
        /// An IPv4 address's last part above 255 that the parser still reads
        /// ([IPv4-out-of-range-part](https://url.spec.whatwg.org/#ipv4-out-of-range-part)).
        Ipv4OutOfRangePart => ("url_ipv4_out_of_range_part", "expected a number from 0 to 255 in an IPv4 address"),
        /// An IPv6 address piece with a leading zero
        /// ([IPv6-piece-leading-zero](https://url.spec.whatwg.org/#ipv6-piece-leading-zero)).
        Ipv6PieceLeadingZero => ("url_ipv6_piece_leading_zero", "expected an IPv6 address piece without leading zeros"),
        /// A `file:` URL whose host is a Windows drive letter
        /// ([file-invalid-Windows-drive-letter-host](https://url.spec.whatwg.org/#file-invalid-windows-drive-letter-host)).
        FileInvalidWindowsDriveLetterHost => ("url_file_invalid_windows_drive_letter_host", "expected a host, found a Windows drive letter: write file:///c:/ for a path"),
        /// A relative URL where an absolute URL (with a scheme) is required.
        Relative => ("url_relative", "expected an absolute URL with a scheme, found a relative URL"),
        /// The empty string, where a non-empty URL is required.
        Empty => ("url_empty", "expected a URL, found the empty string"),
        /// A scheme other than `http` or `https` (the `ping` attribute).
        NotHttp => ("url_not_http", "expected an http: or https: URL"),
        /// Any other failure of the URL parser.
        Other => ("url_invalid", "the URL parser rejects this URL"),
    }
    example "html_microsyntax::error::UrlProblem" Backslash => ("url_backslash", "expected '/' in a URL, found a backslash")
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
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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
    /// parsing the message.
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
                (table.fields)(data, f);
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

/// The nom error types this crate's combinators fail with: any
/// [`ParseError`] that can also hold an [`ErrorKind`] (`()`,
/// `nom::error::Error`, [`StepError`], your own). Every such type has it
/// (a blanket implementation); name it in your own grammar's bounds to call
/// our components with the caller's error type.
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// use html_microsyntax::numbers::float_component;
/// use nom::{character::complete::char, sequence::preceded, IResult, Parser};
///
/// /// `x=` and a float, in the caller's error type.
/// fn x<'a, I: StrInput<'a>, E: ComponentError<I>>(input: I) -> IResult<I, f64, E> {
///     preceded((char('x'), char('=')), float_component).parse(input)
/// }
/// assert_eq!(x::<_, ()>("x=1.5;"), Ok((";", 1.5)));
/// let nom::Err::Error(e) = x::<_, StepError<&str>>("x=y").unwrap_err() else { unreachable!() };
/// assert_eq!(e.kind.code(), "expected_number");
/// ```
pub trait ComponentError<I>: ParseError<I> + FromExternalError<I, ErrorKind> {}

impl<I, E: ParseError<I> + FromExternalError<I, ErrorKind>> ComponentError<I> for E {}

/// The combinator-level error: the input at the failing position, how the
/// step failed, and the contexts a host grammar added. Cheap to build (no
/// location is computed).
///
/// Embedders may use it as their nom error type; `StepError<Span>` gives the
/// location through the span, and [`Error::from_step`] turns it into the
/// located [`Error`] for any input type.
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
///         assert_eq!(e.to_string(), "expected a digit, found 'x'");
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
    /// The contexts the failure happened in (nom's
    /// [`context`](nom::error::context)), innermost first, each with the
    /// input where that context began.
    pub contexts: Vec<(I, &'static str)>,
    /// The message of an [`ErrorKind::HostMessage`], built at run time
    /// (`None` for every other kind, whose message is the kind's own).
    pub message: Option<String>,
}

impl<I> StepError<I> {
    /// The error `kind` at `input`, with no context.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{ErrorKind, StepError};
    /// let e = StepError::new("x", ErrorKind::Empty);
    /// assert_eq!((e.input, e.kind.code()), ("x", "empty"));
    /// ```
    #[inline]
    pub fn new(input: I, kind: ErrorKind) -> StepError<I> {
        StepError {
            input,
            kind,
            contexts: Vec::new(),
            message: None,
        }
    }

    /// A host grammar's own failure at `input` with a stable `code` of the
    /// host's choosing and a `message` built at run time (lowercase, no
    /// final period): an [`ErrorKind::HostMessage`] whose message the
    /// [`Error`] built from it keeps, shows and serializes.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    ///
    /// let input = "a;b;c;d";
    /// let step = StepError::host_owned(&input[5..], "too_many_entries", format!("expected at most {} entries", 2));
    /// let err = Error::from_step(input, step);
    /// assert_eq!(err.kind().code(), "too_many_entries");
    /// assert_eq!(err.to_string(), "expected at most 2 entries at line 1, column 6");
    /// ```
    #[cold]
    pub fn host_owned(input: I, code: &'static str, message: impl Into<String>) -> StepError<I> {
        StepError {
            input,
            kind: ErrorKind::HostMessage { code },
            contexts: Vec::new(),
            message: Some(message.into()),
        }
    }

    /// The failure's message without its location or contexts: the run-time
    /// message of an [`ErrorKind::HostMessage`], else the kind's own.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::{ErrorKind, StepError};
    /// assert_eq!(StepError::new("x", ErrorKind::Empty).message().to_string(), "expected a value, found the end of the input");
    /// assert_eq!(StepError::host_owned("x", "no_x", "x is not allowed").message().to_string(), "x is not allowed");
    /// ```
    pub fn message(&self) -> Message<'_> {
        Message {
            kind: &self.kind,
            owned: self.message.as_deref(),
        }
    }

    /// A host grammar's own failure at `input`, in its words (lowercase, no
    /// final period): an [`ErrorKind::Host`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    /// use nom::Parser;
    ///
    /// // A host grammar: dates separated by ';'.
    /// fn semicolon(input: Span) -> nom::IResult<Span, Span, StepError<Span>> {
    ///     nom::bytes::complete::tag(";")
    ///         .parse(input)
    ///         .map_err(|e: nom::Err<StepError<Span>>| {
    ///             e.map(|e| StepError::host(e.input, "expected ';' between entries"))
    ///         })
    /// }
    /// let input = "2024-01-01,2024-01-02";
    /// let date = html_microsyntax::datetime::date_component::<_, StepError<Span>>;
    /// let (rest, _) = date(span(input)).unwrap();
    /// let nom::Err::Error(e) = semicolon(rest).unwrap_err() else { unreachable!() };
    /// // Over a span, the step error says where.
    /// assert_eq!(e.to_string(), "expected ';' between entries at line 1, column 11");
    /// ```
    #[inline]
    pub fn host(input: I, message: &'static str) -> StepError<I> {
        StepError::new(input, ErrorKind::Host { message })
    }
}

impl<'a, I: StrInput<'a>> ParseError<I> for StepError<I> {
    fn from_error_kind(input: I, kind: nom::error::ErrorKind) -> Self {
        StepError::new(
            input,
            ErrorKind::HostParser {
                parser: nom_parser_name(kind),
            },
        )
    }

    fn append(_: I, _: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    /// Keeps the error that got furthest into the input (the shorter
    /// remaining input); on a tie, `self` (the earlier alternative).
    fn or(self, other: Self) -> Self {
        if other.input.as_str().len() < self.input.as_str().len() {
            other
        } else {
            self
        }
    }
}

/// nom's name of a parser's error kind, as a `'static` string (nom's own
/// `description` borrows the kind).
fn nom_parser_name(kind: nom::error::ErrorKind) -> &'static str {
    macro_rules! names {
        ($($k:ident)*) => {
            match kind {
                $(nom::error::ErrorKind::$k => stringify!($k),)*
            }
        };
    }
    names!(Tag MapRes MapOpt Alt IsNot IsA SeparatedList SeparatedNonEmptyList Many0 Many1 ManyTill Count TakeUntil LengthValue TagClosure Alpha Digit HexDigit OctDigit BinDigit AlphaNumeric Space MultiSpace LengthValueFn Eof Switch TagBits OneOf NoneOf Char CrLf RegexpMatch RegexpMatches RegexpFind RegexpCapture RegexpCaptures TakeWhile1 Complete Fix Escaped EscapedTransform NonEmpty ManyMN Not Permutation Verify TakeTill1 TakeWhileMN TooLarge Many0Count Many1Count Float Satisfy Fail Many Fold Precedence)
}

/// An [`ErrorKind`] becomes the step's kind; any other error `E` (a
/// `map_res` over `u8::try_from`, `str::parse`, a host's own error type)
/// becomes an [`ErrorKind::HostMessage`] with the code `"external"` and
/// `E`'s `Display` as its message.
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// use html_microsyntax::numbers::integer_component;
/// use nom::{combinator::map_res, Parser};
///
/// let input = "300";
/// let err = map_res(integer_component, u8::try_from)
///     .parse(span(input))
///     .map_err(|e: nom::Err<StepError<Span>>| Error::from_nom(input, e))
///     .unwrap_err();
/// assert_eq!(err.kind().code(), "external");
/// assert_eq!(err.to_string(), "out of range integral type conversion attempted at line 1, column 1");
/// ```
impl<'a, I: StrInput<'a>, E: fmt::Display + 'static> FromExternalError<I, E> for StepError<I> {
    #[inline]
    fn from_external_error(input: I, _: nom::error::ErrorKind, error: E) -> Self {
        // The crate's own kind (every step of the crate passes one): a type
        // comparison the compiler resolves, nothing at run time.
        if let Some(kind) = (&error as &dyn core::any::Any).downcast_ref::<ErrorKind>() {
            return StepError::new(input, *kind);
        }
        external(input, &error)
    }
}

/// A foreign error as a step's failure (out of line: the error path only).
#[cold]
#[inline(never)]
fn external<I>(input: I, error: &dyn fmt::Display) -> StepError<I> {
    StepError {
        input,
        kind: ErrorKind::HostMessage { code: "external" },
        contexts: Vec::new(),
        message: Some(error.to_string()),
    }
}

impl<'a, I: StrInput<'a>> ContextError<I> for StepError<I> {
    fn add_context(input: I, context: &'static str, mut other: Self) -> Self {
        other.contexts.push((input, context));
        other
    }
}

impl<'a, I: StrInput<'a>> fmt::Display for StepError<I> {
    /// The message, then the location when the input knows it (a
    /// [`LocatedSpan`](nom_locate::LocatedSpan): ` at line L, column C`,
    /// the column in characters, 1-based, as [`Error`]'s), then the
    /// contexts from the innermost out (`…, in <context>`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())?;
        if let Some((line, column)) = self.input.location() {
            write!(f, " at line {line}, column {column}")?;
        }
        for (_, context) in &self.contexts {
            write!(f, ", in {context}")?;
        }
        Ok(())
    }
}

impl<'a, I: StrInput<'a> + fmt::Debug> core::error::Error for StepError<I> {}

/// A failure's message, without its location: a host's run-time message
/// or the kind's own ([`Error::message`], [`StepError::message`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::datetime::parse_date;
/// let err = parse_date("2023-02-30").unwrap_err();
/// assert_eq!(err.message().to_string(), "day 30 is out of range for 2023-02, expected 01 to 28");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Message<'a> {
    kind: &'a ErrorKind,
    owned: Option<&'a str>,
}

impl fmt::Display for Message<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.owned {
            Some(message) => f.write_str(message),
            None => fmt::Display::fmt(self.kind, f),
        }
    }
}

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
    /// What only a host grammar's errors have (contexts, a run-time
    /// message); boxed so that the crate's own errors, which have none,
    /// stay small (a thin pointer: one word).
    extra: Option<Box<Extra>>,
}

/// The parts of an [`Error`] only a host grammar's failures have.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Extra {
    /// The contexts, innermost first, as (byte offset where the context
    /// began, name).
    contexts: Vec<(usize, &'static str)>,
    /// The message of an [`ErrorKind::HostMessage`].
    message: Option<String>,
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
    #[inline]
    pub fn new(kind: ErrorKind, input: &str, offset: usize) -> Error {
        // Built in the caller, with only the location computed out of line.
        // A parse function inlined into its caller (`parse_float(s).ok()`)
        // that got its error back from an out-of-line constructor would
        // hand the caller an `Error` in memory: to drop it the caller must
        // read whether it holds contexts, and, with the niche layout of
        // `Result<T, Error>`, whether it is an error at all, on the success
        // path too (14 instructions a float; a legacy color repacked byte
        // by byte). Built here, the empty contexts are known to the caller.
        let (offset, line, column) = locate(input, offset);
        Error {
            kind,
            offset,
            line,
            column,
            extra: None,
        }
    }

    /// The error `kind` at a location already computed.
    pub(crate) fn located(kind: ErrorKind, offset: usize, line: u32, column: u32) -> Error {
        Error {
            kind,
            offset,
            line,
            column,
            extra: None,
        }
    }

    /// Builds the error from a combinator's [`StepError`] over any input
    /// type: `input` is the whole text the host grammar parsed. A `&str`
    /// step error is located by its length (it is a suffix of `input`), a
    /// [`LocatedSpan`](nom_locate::LocatedSpan) by its own offset. The
    /// contexts come along and show in [`Error::report`].
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    /// use html_microsyntax::numbers::integer_component;
    ///
    /// let input = "  -x";
    /// let nom::Err::Error(step) = integer_component::<_, StepError<&str>>(input).unwrap_err() else {
    ///     unreachable!()
    /// };
    /// let err = Error::from_step(input, step);
    /// assert_eq!((err.offset(), err.column()), (3, 4));
    ///
    /// // The same over a LocatedSpan.
    /// let nom::Err::Error(step) = integer_component::<_, StepError<Span>>(span(input)).unwrap_err() else {
    ///     unreachable!()
    /// };
    /// assert_eq!(Error::from_step(input, step).offset(), 3);
    /// ```
    #[cold]
    #[inline(never)]
    pub fn from_step<'a, I: StrInput<'a>>(input: &str, step: StepError<I>) -> Error {
        let mut error = Error::new(step.kind, input, step.input.offset_in(input));
        if !step.contexts.is_empty() || step.message.is_some() {
            let contexts = step
                .contexts
                .iter()
                .map(|(at, name)| (boundary_at_or_before(input, at.offset_in(input)), *name))
                .collect();
            error.extra = Some(Box::new(Extra {
                contexts,
                message: step.message,
            }));
        }
        error
    }

    /// Builds the error from a failed nom parse of the host grammar over
    /// `input` (the whole text): [`Error::from_step`] for
    /// `Error` and `Failure`. nom's `Incomplete` (a streaming parser that
    /// wanted more) becomes [`ErrorKind::Empty`] at the end of `input`: for
    /// a complete string, more input means the end came too early.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::prelude::*;
    /// use html_microsyntax::datetime::date_component;
    ///
    /// let input = "2023-02-29";
    /// let err = Error::from_nom(input, date_component::<_, StepError<Span>>(span(input)).unwrap_err());
    /// assert_eq!((err.kind().code(), err.offset()), ("day_out_of_range", 8));
    ///
    /// let err = Error::from_nom::<&str>(input, nom::Err::Incomplete(nom::Needed::Unknown));
    /// assert_eq!((err.kind().code(), err.offset()), ("empty", 10));
    /// ```
    #[cold]
    #[inline(never)]
    pub fn from_nom<'a, I: StrInput<'a>>(input: &str, err: nom::Err<StepError<I>>) -> Error {
        match err {
            nom::Err::Error(step) | nom::Err::Failure(step) => Error::from_step(input, step),
            nom::Err::Incomplete(_) => Error::new(ErrorKind::Empty, input, input.len()),
        }
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

    /// The host grammar's contexts of the failure (nom's
    /// [`context`](nom::error::context)), innermost first, as (byte offset
    /// where the context began, name); empty for the crate's own entry
    /// points.
    pub fn contexts(&self) -> &[(usize, &'static str)] {
        self.extra.as_deref().map_or(&[], |e| e.contexts.as_slice())
    }

    /// The failure's message, without the location: the run-time message
    /// of an [`ErrorKind::HostMessage`], else the kind's own. `Display`
    /// writes it and then ` at line L, column C`; serde writes it as
    /// `message`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::numbers::parse_integer;
    /// let err = parse_integer("x").unwrap_err();
    /// assert_eq!(err.message().to_string(), "expected a digit, '-' or '+', found 'x'");
    /// assert_eq!(err.to_string(), "expected a digit, '-' or '+', found 'x' at line 1, column 1");
    /// ```
    pub fn message(&self) -> Message<'_> {
        Message {
            kind: &self.kind,
            owned: self.extra.as_deref().and_then(|e| e.message.as_deref()),
        }
    }

    /// This error moved `by` bytes further into a larger text (the value's
    /// place in a document, say): the offset grows by `by`, and the line and
    /// column are computed again in `whole`.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::datetime::parse_date;
    /// let doc = "<input value=\"2023-02-29\">";
    /// let err = parse_date("2023-02-29").unwrap_err().shifted(doc, 14);
    /// assert_eq!((err.offset(), err.column()), (22, 23));
    /// ```
    pub fn shifted(mut self, whole: &str, by: usize) -> Error {
        let offset = boundary_at_or_before(whole, self.offset.saturating_add(by));
        (self.line, self.column) = line_and_column(whole, offset);
        self.offset = offset;
        if let Some(extra) = self.extra.as_mut() {
            for (at, _) in extra.contexts.iter_mut() {
                *at = boundary_at_or_before(whole, at.saturating_add(by));
            }
        }
        self
    }

    /// A caret report: the input's failing line with a `^` under the failing
    /// character, then the message, then one line per context of a host
    /// grammar (`in <context> at line L, column C`).
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

/// `offset` in `input`, moved back to a character boundary (0 is one) and
/// to at most the end.
fn boundary_at_or_before(input: &str, offset: usize) -> usize {
    let mut offset = offset.min(input.len());
    while !input.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Where an error at byte `offset` of `input` is: the offset moved to a
/// character boundary, its line and its column (out of line: the one part
/// of an error that loops over the input).
#[cold]
#[inline(never)]
fn locate(input: &str, offset: usize) -> (usize, u32, u32) {
    if let Some(column) = plain_column(input.as_bytes(), offset) {
        return (offset, 1, column);
    }
    let offset = boundary_at_or_before(input, offset);
    let (line, column) = line_and_column(input, offset);
    (offset, line, column)
}

/// The column of byte `offset` of `bytes` when every byte before it is
/// ASCII and none is LF (then `offset` is a character boundary, as no UTF-8
/// continuation byte follows an ASCII byte, and it is on line 1), for a text
/// `None` otherwise, for [`line_and_column`] to count. The common error (a
/// short value, ASCII, one line) is located here with one or two word
/// loads: the first 8 bytes with those from `offset` on cleared (a zero
/// byte is plain), or whole words then the 8 bytes that end at `offset`; a
/// text of fewer than 8 bytes (`#ff00f`), byte by byte.
#[inline(always)]
fn plain_column(bytes: &[u8], offset: usize) -> Option<u32> {
    let Some(first) = bytes.first_chunk::<8>() else {
        let before = bytes.get(..offset)?;
        let plain = before.iter().all(|&b| b.is_ascii() && b != b'\n');
        return if plain {
            u32::try_from(offset).ok()?.checked_add(1)
        } else {
            None
        };
    };
    let first = u64::from_le_bytes(*first);
    let plain = match offset.checked_sub(8) {
        // `offset` < 8: the bytes before it, the rest of the word cleared.
        None => is_plain(first & !(u64::MAX << (8 * offset))),
        // The first word, the word that ends at `offset`, and (past 16
        // bytes) the whole words between.
        Some(last) => {
            let tail = u64::from_ne_bytes(*bytes.get(last..)?.first_chunk::<8>()?);
            is_plain(first)
                && is_plain(tail)
                && (offset <= 16 || plain_prefix(bytes.get(..offset)?) + 8 > offset)
        }
    };
    if plain {
        u32::try_from(offset).ok()?.checked_add(1)
    } else {
        None
    }
}

/// The 1-based line and column (in characters) of byte `offset` of `input`,
/// in one pass: lines are counted at each LF, columns in characters (the
/// bytes that do not continue a UTF-8 sequence) since the last LF.
fn line_and_column(input: &str, offset: usize) -> (u32, u32) {
    let before = str_to(input, offset).as_bytes();
    let plain = plain_prefix(before);
    let (mut line, mut column) = (
        1u32,
        u32::try_from(plain).unwrap_or(u32::MAX).saturating_add(1),
    );
    for &b in before.get(plain..).unwrap_or_default() {
        if b == b'\n' {
            (line, column) = (line.saturating_add(1), 1);
        } else if !matches!(b, 0x80..=0xbf) {
            column = column.saturating_add(1);
        }
    }
    (line, column)
}

/// How many leading bytes of `bytes`, in whole words of 8, are ASCII and no
/// LF: each is one column of line 1. A word at a time rather than a byte, as
/// most values are short, ASCII and one line.
fn plain_prefix(bytes: &[u8]) -> usize {
    let mut plain = 0;
    for chunk in bytes.chunks_exact(8) {
        let Ok(word) = <[u8; 8]>::try_from(chunk).map(u64::from_ne_bytes) else {
            break;
        };
        if !is_plain(word) {
            break;
        }
        plain += 8;
    }
    plain
}

/// Whether the 8 bytes of `word` are all ASCII and none is LF.
#[inline]
fn is_plain(word: u64) -> bool {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const LFS: u64 = u64::from_ne_bytes([b'\n'; 8]);
    // A byte of `word ^ LFS` is zero where `word` has an LF; the classic
    // test for a zero byte sets its high bit.
    let lf = word ^ LFS;
    let has_lf = lf.wrapping_sub(ONES) & !lf & HIGHS != 0;
    word & HIGHS == 0 && !has_lf
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {}, column {}",
            self.message(),
            self.line,
            self.column
        )
    }
}

impl core::error::Error for Error {}

/// Ends a host grammar's parse of the whole `input`: the value, or the
/// located [`Error`] of a failure ([`Error::from_nom`]) or of input left
/// over ([`ErrorKind::TrailingInput`] at its first character).
///
/// # Examples
///
/// ```
/// use html_microsyntax::prelude::*;
/// use html_microsyntax::numbers::integer_component;
///
/// let input = "12px";
/// let err = finish(input, integer_component::<_, StepError<Span>>(span(input))).unwrap_err();
/// assert_eq!((err.kind().code(), err.offset()), ("trailing_input", 2));
/// assert_eq!(finish("12", integer_component::<_, StepError<&str>>("12")), Ok(12));
/// ```
pub fn finish<'a, I: StrInput<'a>, O>(
    input: &str,
    result: nom::IResult<I, O, StepError<I>>,
) -> Result<O, Error> {
    match result {
        Ok((rest, value)) => match rest.as_str().chars().next() {
            None => Ok(value),
            Some(found) => Err(Error::new(
                ErrorKind::TrailingInput { found },
                input,
                rest.offset_in(input),
            )),
        },
        Err(err) => Err(Error::from_nom(input, err)),
    }
}

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
        let offset = boundary_at_or_before(self.input, self.error.offset);
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
        write!(f, "^ {}", self.error.message())?;
        for &(at, context) in self.error.contexts() {
            let (line, column) = line_and_column(self.input, boundary_at_or_before(self.input, at));
            write!(f, "\n  in {context} at line {line}, column {column}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Line and column a byte at a time, as the spec of [`line_and_column`]
    /// says: the reference its word-at-a-time prefix is checked against.
    fn line_and_column_bytewise(input: &str, offset: usize) -> (u32, u32) {
        let (mut line, mut column) = (1, 1);
        for &b in str_to(input, offset).as_bytes() {
            if b == b'\n' {
                (line, column) = (line + 1, 1);
            } else if !matches!(b, 0x80..=0xbf) {
                column += 1;
            }
        }
        (line, column)
    }

    #[test]
    fn line_and_column_words_agree_with_bytes() {
        let cases = [
            "",
            "a",
            "abcdefg",
            "abcdefgh",
            "abcdefghi",
            "abcdefgh\n",
            "abcdefg\nhij",
            "0123456789abcdef\n0123456789abcdef",
            "é",
            "abcdefgé",
            "abcdefghé12345678",
            "\n\n\n\n\n\n\n\n\n",
            "\u{7f}\u{80}abcdefgh",
            "日本語のテキスト\n日本",
            "a\nbcdefghijk",
            "abcé12345678",
            "2024-0x-15",
            "abcdefghijkl\nmnopqrst",
        ];
        for input in cases {
            for offset in 0..=input.len() {
                if input.is_char_boundary(offset) {
                    assert_eq!(
                        line_and_column(input, offset),
                        line_and_column_bytewise(input, offset),
                        "{input:?} at {offset}"
                    );
                }
            }
            // `locate`'s word-at-a-time shortcut, inside characters and
            // past the end too.
            for offset in 0..input.len() + 3 {
                let at = boundary_at_or_before(input, offset);
                let (line, column) = line_and_column_bytewise(input, at);
                assert_eq!(
                    locate(input, offset),
                    (at, line, column),
                    "{input:?} at {offset}"
                );
            }
        }
    }

    proptest::proptest! {
        #[test]
        fn line_and_column_words_agree_with_bytes_on_any_text(
            input in "[a-z\n\u{80}-\u{7ff}\u{10000}-\u{10010} ]{0,40}",
            at in 0usize..200,
        ) {
            let offset = boundary_at_or_before(&input, at.min(input.len()));
            proptest::prop_assert_eq!(
                line_and_column(&input, offset),
                line_and_column_bytewise(&input, offset)
            );
            let (line, column) = line_and_column_bytewise(&input, offset);
            proptest::prop_assert_eq!(locate(&input, at), (offset, line, column));
        }
    }

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

    /// A host's contexts and run-time message share one thin box: the
    /// crate's own errors stay the kind, the location and one word.
    #[test]
    fn the_error_stays_small() {
        assert_eq!(
            core::mem::size_of::<Error>(),
            // The kind, the offset, the line and column, one pointer.
            core::mem::size_of::<ErrorKind>() + 2 * core::mem::size_of::<usize>() + 8
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
