//! The details of a failure that carry no data, each variant with its
//! stable code and words in one table: what a step expected, the field of a
//! value, the departure from a valid string, the problem with a URL.

// Named in the doc links only.
#[cfg(doc)]
use super::ErrorKind;

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
            pub const fn code(self) -> &'static str {
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
