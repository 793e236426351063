//! [BCP 47 language tags](https://www.rfc-editor.org/rfc/rfc5646) (RFC 5646):
//! the values of HTML's [`lang`](https://html.spec.whatwg.org/multipage/dom.html#attr-lang),
//! [`hreflang`](https://html.spec.whatwg.org/multipage/links.html#attr-hyperlink-hreflang)
//! and [`srclang`](https://html.spec.whatwg.org/multipage/media.html#attr-track-srclang)
//! attributes, which must be "a valid BCP 47 language tag" (`lang` may also
//! be the empty string: the language is unknown).
//!
//! ```text
//! "en"                      → language en
//! "zh-Hant-TW"              → language zh, script Hant, region TW
//! "de-CH-1996"              → language de, region CH, variant 1996
//! "en-US-u-islamcal"        → …, extension u-islamcal
//! "x-whatever"              → private use
//! "i-klingon"               → grandfathered (irregular)
//! "sl-rozaj-rozaj"          → well-formed, not valid: a duplicate variant
//! "en_US"                   → not a tag: '_' is no separator
//! ```
//!
//! # Well-formed: the grammar of RFC 5646 section 2.1
//!
//! ```text
//! Language-Tag  = langtag / privateuse / grandfathered
//! langtag       = language ["-" script] ["-" region] *("-" variant)
//!                 *("-" extension) ["-" privateuse]
//! language      = 2*3ALPHA ["-" extlang] / 4ALPHA / 5*8ALPHA
//! extlang       = 3ALPHA *2("-" 3ALPHA)
//! script        = 4ALPHA
//! region        = 2ALPHA / 3DIGIT
//! variant       = 5*8alphanum / (DIGIT 3alphanum)
//! extension     = singleton 1*("-" (2*8alphanum))
//! singleton     = DIGIT / %x41-57 / %x59-5A / %x61-77 / %x79-7A  ; not "x"
//! privateuse    = "x" 1*("-" (1*8alphanum))
//! grandfathered = irregular / regular
//! irregular     = "en-GB-oed" / "i-ami" / "i-bnn" / "i-default" / "i-enochian"
//!               / "i-hak" / "i-klingon" / "i-lux" / "i-mingo" / "i-navajo"
//!               / "i-pwn" / "i-tao" / "i-tay" / "i-tsu" / "sgn-BE-FR"
//!               / "sgn-BE-NL" / "sgn-CH-DE"
//! regular       = "art-lojban" / "cel-gaulish" / "no-bok" / "no-nyn" / "zh-guoyu"
//!               / "zh-hakka" / "zh-min" / "zh-min-nan" / "zh-xiang"
//! alphanum      = ALPHA / DIGIT
//! ```
//!
//! Everything is ASCII case-insensitive (section 2.1.1). A grandfathered tag
//! is matched as a whole first (the regular ones also fit `langtag`, but
//! their registration gives them their meaning as a whole).
//! [`parse_language_tag`] accepts exactly the well-formed tags and returns
//! their parts.
//!
//! # Valid, as far as it is decidable without the registry
//!
//! RFC 5646 section 2.2.9 calls a well-formed tag *valid* when every language,
//! extlang, script, region and variant subtag is in the IANA Language Subtag
//! Registry, no variant appears twice (2.2.5) and no extension singleton
//! appears twice (2.2.6); the errata to 2.2.2 (EID 5457) adds that the second
//! and third extlang positions are reserved and never valid.
//! [`validate_language_tag`] and [`is_valid_language_tag`] check all of
//! that except the registry: each is a violation at its subtag.
//!
//! | input | [`parse_language_tag`] | [`validate_language_tag`] |
//! |---|---|---|
//! | `en-GB` | ok | ok |
//! | `EN-gb` | ok | ok (case does not matter) |
//! | `sr-Latn-RS` | ok | ok |
//! | `zh-yue-HK` | ok | ok |
//! | `zh-yue-abc` | ok | `extra_extlang` at 7 |
//! | `sl-rozaj-biske-rozaj` | ok | `duplicate_variant` at 15 |
//! | `en-a-bbb-a-ccc` | ok | `duplicate_singleton` at 9 |
//! | `x-private` | ok | ok |
//! | `i-klingon` | ok | ok |
//! | `e` | `expected_language_subtag` at 0 | the same |
//! | `en--US` | `expected_subtag` at 3 | the same |
//! | `en-US-Latn` | `expected_variant_or_later` at 6 | the same |
//! | `en-u` | `singleton_without_subtag` at 3 | the same |
//! | `en-abcdefghi` | `expected_short_subtag` at 3 | the same |
//! | `en_US` | `trailing_input` at 2 | the same |
//!
//! # The registry: not checked, and why
//!
//! Whether each subtag is registered needs the IANA Language Subtag Registry,
//! which changes several times a year. This crate does not embed it, and no
//! crate we looked at checks it exactly and is kept up to date: the
//! `language-tags` crate (0.3.2) embeds the registry as it was when that
//! version was released (variants registered since, such as `tailo`,
//! `bciav` and `kleinsch`, are missing) and treats a variant's `Prefix`
//! field as a validity condition, which RFC 5646 section 2.2.9 does not
//! (section 3.1.8 makes it a recommendation); `oxilangtag` checks
//! well-formedness only (it agrees with [`parse_language_tag`] in our tests); ICU4X's
//! `icu_locale` implements Unicode BCP 47 *locale identifiers* (UTS #35),
//! a different syntax (no extlangs, no 4-letter language subtags, no
//! grandfathered tags) with CLDR's validity. Check registration with your own copy of
//! the registry on the parts [`parse_language_tag`] returns.
//!
//! # Embedding
//!
//! [`language_tag_component`] stops after the tag's last subtag, so a host
//! grammar (a `Content-Language` list, an `Accept-Language` header) can put
//! it between its own separators.

use alloc::collections::BTreeSet;
use core::fmt;

use nom::IResult;

use crate::base::entry;
use crate::base::error::{ComponentError, ErrorKind, Expected, ShortName, Violation};
use crate::base::step::{Sink, Steps};
use crate::common::idioms::{collect_ascii_at, str_from, str_range};
use crate::{base::error::Error, base::input::StrInput};

/// The `irregular` grandfathered tags (RFC 5646 section 2.1): they do not fit
/// the `langtag` production.
const IRREGULAR: [&str; 17] = [
    "en-GB-oed",
    "i-ami",
    "i-bnn",
    "i-default",
    "i-enochian",
    "i-hak",
    "i-klingon",
    "i-lux",
    "i-mingo",
    "i-navajo",
    "i-pwn",
    "i-tao",
    "i-tay",
    "i-tsu",
    "sgn-BE-FR",
    "sgn-BE-NL",
    "sgn-CH-DE",
];

/// The `regular` grandfathered tags (RFC 5646 section 2.1): they fit the
/// `langtag` production, but their subtags are not what it would make of
/// them.
const REGULAR: [&str; 9] = [
    "art-lojban",
    "cel-gaulish",
    "no-bok",
    "no-nyn",
    "zh-guoyu",
    "zh-hakka",
    "zh-min",
    "zh-min-nan",
    "zh-xiang",
];

/// Which production of RFC 5646 a [`LanguageTag`] matched.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::{parse_language_tag, TagForm};
/// assert_eq!(parse_language_tag("en").unwrap().form(), TagForm::Langtag);
/// assert_eq!(parse_language_tag("x-a").unwrap().form(), TagForm::PrivateUse);
/// assert_eq!(parse_language_tag("I-KLINGON").unwrap().form(), TagForm::Irregular);
/// assert_eq!(parse_language_tag("zh-min-nan").unwrap().form(), TagForm::Regular);
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TagForm {
    /// `langtag`: a language subtag and what may follow it.
    Langtag,
    /// `privateuse`: `x-` and private use subtags only.
    PrivateUse,
    /// An `irregular` grandfathered tag (`i-klingon`, `en-GB-oed`).
    Irregular,
    /// A `regular` grandfathered tag (`zh-min-nan`, `art-lojban`).
    Regular,
}

/// A well-formed [BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.1),
/// as written (no case is changed), with its parts.
///
/// For a grandfathered or private use tag, the `langtag` parts are empty
/// ([`language`](Self::language) is `None`); a grandfathered tag means what
/// its registration says, as a whole.
///
/// `Display` writes the tag as written.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::parse_language_tag;
/// let tag = parse_language_tag("zh-yue-Hant-HK-x-Test").unwrap();
/// assert_eq!(tag.language(), Some("zh"));
/// assert_eq!(tag.extlangs().collect::<Vec<_>>(), ["yue"]);
/// assert_eq!((tag.script(), tag.region()), (Some("Hant"), Some("HK")));
/// assert_eq!(tag.private_use_subtags().collect::<Vec<_>>(), ["Test"]);
/// assert_eq!(tag.to_string(), "zh-yue-Hant-HK-x-Test");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LanguageTag<'a> {
    tag: &'a str,
    form: TagForm,
    language: Option<&'a str>,
    extlangs: &'a str,
    script: Option<&'a str>,
    region: Option<&'a str>,
    variants: &'a str,
    extensions: &'a str,
    private_use: &'a str,
}

impl<'a> LanguageTag<'a> {
    /// A tag of one piece (grandfathered) or private use only.
    fn whole(tag: &'a str, form: TagForm, private_use: &'a str) -> Self {
        LanguageTag {
            tag,
            form,
            language: None,
            extlangs: "",
            script: None,
            region: None,
            variants: "",
            extensions: "",
            private_use,
        }
    }

    /// The whole tag, as written.
    pub fn as_str(&self) -> &'a str {
        self.tag
    }

    /// Which production the tag matched.
    pub fn form(&self) -> TagForm {
        self.form
    }

    /// The primary language subtag (`zh` in `zh-yue-HK`), for a `langtag`.
    pub fn language(&self) -> Option<&'a str> {
        self.language
    }

    /// The extended language subtags (`yue` in `zh-yue-HK`), in order.
    pub fn extlangs(&self) -> Subtags<'a> {
        Subtags {
            rest: self.extlangs,
        }
    }

    /// The script subtag (`Hant`), if any.
    pub fn script(&self) -> Option<&'a str> {
        self.script
    }

    /// The region subtag (`TW`, `419`), if any.
    pub fn region(&self) -> Option<&'a str> {
        self.region
    }

    /// The variant subtags (`rozaj`, `1996`), in order.
    pub fn variants(&self) -> Subtags<'a> {
        Subtags {
            rest: self.variants,
        }
    }

    /// The extensions (`u-co-phonebk`), in order.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::language::parse_language_tag;
    /// let tag = parse_language_tag("de-u-co-phonebk-t-en").unwrap();
    /// let ext: Vec<_> = tag.extensions().map(|e| (e.singleton(), e.as_str())).collect();
    /// assert_eq!(ext, [('u', "u-co-phonebk"), ('t', "t-en")]);
    /// ```
    pub fn extensions(&self) -> Extensions<'a> {
        Extensions {
            rest: self.extensions,
        }
    }

    /// The private use subtags after `x-` (`Test` in `en-x-Test`), in order.
    pub fn private_use_subtags(&self) -> Subtags<'a> {
        Subtags {
            rest: self.private_use,
        }
    }
}

impl fmt::Display for LanguageTag<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag)
    }
}

/// The subtags of a run of them (`-` separated), from [`LanguageTag`]'s
/// accessors.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::parse_language_tag;
/// let tag = parse_language_tag("sl-rozaj-biske-x-a-b").unwrap();
/// assert_eq!(tag.variants().collect::<Vec<_>>(), ["rozaj", "biske"]);
/// assert_eq!(tag.private_use_subtags().count(), 2);
/// assert_eq!(tag.extlangs().next(), None);
/// ```
#[derive(Debug, Clone)]
pub struct Subtags<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Subtags<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let (head, tail) = self.rest.split_once('-').unwrap_or((self.rest, ""));
        self.rest = tail;
        Some(head)
    }
}

/// An extension of a language tag: its singleton and its subtags.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::parse_language_tag;
/// let tag = parse_language_tag("en-U-ca-islamic").unwrap();
/// let ext = tag.extensions().next().unwrap();
/// assert_eq!(ext.singleton(), 'U');
/// assert_eq!(ext.subtags().collect::<Vec<_>>(), ["ca", "islamic"]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Extension<'a> {
    extension: &'a str,
}

impl<'a> Extension<'a> {
    /// The singleton, as written.
    pub fn singleton(&self) -> char {
        self.extension.chars().next().unwrap_or('-')
    }

    /// The extension's subtags after its singleton.
    pub fn subtags(&self) -> Subtags<'a> {
        Subtags {
            rest: str_from(self.extension, 2),
        }
    }

    /// The singleton and its subtags, as written.
    pub fn as_str(&self) -> &'a str {
        self.extension
    }
}

/// The extensions of a [`LanguageTag`], in order.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::parse_language_tag;
/// let tag = parse_language_tag("en-a-bbb-ccc-b-ddd").unwrap();
/// let singletons: Vec<char> = tag.extensions().map(|e| e.singleton()).collect();
/// assert_eq!(singletons, ['a', 'b']);
/// ```
#[derive(Debug, Clone)]
pub struct Extensions<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Extensions<'a> {
    type Item = Extension<'a>;

    fn next(&mut self) -> Option<Extension<'a>> {
        if self.rest.is_empty() {
            return None;
        }
        // The extension runs to the next one-character subtag (a singleton).
        let mut end = self.rest.len();
        let mut at = 2;
        while let Some(dash) = str_from(self.rest, at).find('-') {
            let subtag = at + dash + 1;
            if collect_ascii_at(self.rest, subtag, |b| b.is_ascii_alphanumeric()) == subtag + 1 {
                end = at + dash;
                break;
            }
            at = subtag;
        }
        let extension = str_range(self.rest, 0, end);
        self.rest = str_from(self.rest, end + 1);
        Some(Extension { extension })
    }
}

/// The position after the subtag at `pos`: a run of ASCII alphanumerics.
#[inline]
fn subtag_end(text: &str, pos: usize) -> usize {
    collect_ascii_at(text, pos, |b| b.is_ascii_alphanumeric())
}

fn all_alpha(s: &str) -> bool {
    s.bytes().all(|b| b.is_ascii_alphabetic())
}

fn all_digits(s: &str) -> bool {
    s.bytes().all(|b| b.is_ascii_digit())
}

/// The subtag at `pos` after a `-`: its end, or the failure for an empty or
/// too long one.
fn next_subtag(text: &str, pos: usize) -> Result<usize, (usize, ErrorKind)> {
    let end = subtag_end(text, pos);
    match end - pos {
        0 => Err((
            pos,
            ErrorKind::expected(Expected::Subtag, str_from(text, pos)),
        )),
        1..=8 => Ok(end),
        _ => Err((
            pos,
            ErrorKind::LanguageSubtag {
                expected: Expected::ShortSubtag,
                found: ShortName::new(str_range(text, pos, end)),
            },
        )),
    }
}

/// Whether a `-` follows at `pos`.
#[inline]
fn dash_at(text: &str, pos: usize) -> bool {
    text.as_bytes().get(pos) == Some(&b'-')
}

/// The grandfathered tag `run` is, if any.
fn grandfathered(run: &str) -> Option<TagForm> {
    let is = |tags: &[&str]| tags.iter().any(|t| t.eq_ignore_ascii_case(run));
    if is(&IRREGULAR) {
        Some(TagForm::Irregular)
    } else if is(&REGULAR) {
        Some(TagForm::Regular)
    } else {
        None
    }
}

/// `privateuse = "x" 1*("-" (1*8alphanum))` from the `x` at `pos`: the
/// position after it and its subtags after `x-`.
fn private_use_steps(text: &str, pos: usize) -> Steps<&str> {
    let mut end = pos + 1;
    while dash_at(text, end) {
        end = next_subtag(text, end + 1)?;
    }
    if end == pos + 1 {
        let singleton = str_from(text, pos).chars().next().unwrap_or('x');
        return Err((pos, ErrorKind::SingletonWithoutSubtag { singleton }));
    }
    Ok((end, str_range(text, pos + 2, end)))
}

/// `extension = singleton 1*("-" (2*8alphanum))` from the singleton at
/// `pos`: the position after it.
fn extension_steps(text: &str, pos: usize) -> Result<usize, (usize, ErrorKind)> {
    let mut end = pos + 1;
    while dash_at(text, end) {
        let next = next_subtag(text, end + 1)?;
        if next == end + 2 {
            // A one-character subtag: the next singleton.
            break;
        }
        end = next;
    }
    if end == pos + 1 {
        let singleton = str_from(text, pos).chars().next().unwrap_or('-');
        return Err((pos, ErrorKind::SingletonWithoutSubtag { singleton }));
    }
    Ok(end)
}

/// A subtag of at most 8 ASCII alphanumerics, as one number (lowercase bytes,
/// big-endian): equal numbers are equal subtags, ignoring case.
fn subtag_key(s: &str) -> u64 {
    s.bytes()
        .fold(0, |key, b| (key << 8) | u64::from(b.to_ascii_lowercase()))
}

/// The bit of a singleton (an ASCII alphanumeric), ignoring case.
fn singleton_bit(b: u8) -> u64 {
    let index = match b.to_ascii_lowercase() {
        d @ b'0'..=b'9' => d - b'0',
        l => l.wrapping_sub(b'a').wrapping_add(10) & 63,
    };
    1 << index
}

/// The variants seen so far, to find a duplicate (RFC 5646 section 2.2.5):
/// the first eight in place (no allocation for any real tag), the rest in a
/// set (no quadratic work for a long one).
#[derive(Default)]
struct SeenVariants {
    first: [u64; 8],
    len: usize,
    more: BTreeSet<u64>,
}

impl SeenVariants {
    /// Adds a variant; `false` when it was already there.
    fn insert(&mut self, key: u64) -> bool {
        let kept = self.first.get(..self.len).unwrap_or_default();
        if kept.contains(&key) {
            return false;
        }
        match self.first.get_mut(self.len) {
            Some(slot) => {
                *slot = key;
                self.len += 1;
                true
            }
            None => self.more.insert(key),
        }
    }
}

/// Where a `langtag`'s subtags have got to: what the next one may be.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Stage {
    /// After the language (and its extlangs): anything.
    Language,
    /// After the script.
    Script,
    /// After the region or a variant.
    Region,
}

/// The steps of a [BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.1)
/// from `pos`: the well-formed `Language-Tag` (a failure otherwise), and a
/// violation for each rule of section 2.2 that is checkable without the
/// registry (a duplicate variant or singleton, more than one extlang).
pub(crate) fn language_tag_steps<'a, S: Sink>(
    text: &'a str,
    pos: usize,
    sink: &mut S,
) -> Steps<LanguageTag<'a>> {
    // grandfathered: the whole run of letters, digits and '-', any case.
    let run_end = collect_ascii_at(text, pos, |b| b.is_ascii_alphanumeric() || b == b'-');
    let run = str_range(text, pos, run_end);
    if let Some(form) = grandfathered(run) {
        return Ok((run_end, LanguageTag::whole(run, form, "")));
    }
    let first_end = subtag_end(text, pos);
    let first = str_range(text, pos, first_end);
    // privateuse: "x" first.
    if first.eq_ignore_ascii_case("x") {
        let (end, private_use) = private_use_steps(text, pos)?;
        let tag = str_range(text, pos, end);
        return Ok((
            end,
            LanguageTag::whole(tag, TagForm::PrivateUse, private_use),
        ));
    }
    // language = 2*3ALPHA / 4ALPHA / 5*8ALPHA.
    if first.is_empty() {
        let found = str_from(text, pos);
        return Err((pos, ErrorKind::expected(Expected::LanguageSubtag, found)));
    }
    if !(2..=8).contains(&first.len()) || !all_alpha(first) {
        let found = ShortName::new(first);
        let expected = Expected::LanguageSubtag;
        return Err((pos, ErrorKind::LanguageSubtag { expected, found }));
    }
    let mut tag = LanguageTag {
        language: Some(first),
        ..LanguageTag::whole(first, TagForm::Langtag, "")
    };
    let mut stage = Stage::Language;
    let mut extlangs = 0usize;
    let (mut extlangs_at, mut variants_at, mut extensions_at) = (None, None, None);
    let mut seen_variants = SeenVariants::default();
    let mut seen_singletons = 0u64;
    let mut end = first_end;
    while dash_at(text, end) {
        let start = end + 1;
        let next = next_subtag(text, start)?;
        let subtag = str_range(text, start, next);
        let len = subtag.len();
        let first_byte = subtag.as_bytes().first().copied().unwrap_or(b'-');
        // privateuse ends the tag.
        if subtag.eq_ignore_ascii_case("x") {
            let (after, private_use) = private_use_steps(text, start)?;
            tag.private_use = private_use;
            end = after;
            break;
        }
        // extension: a singleton and its subtags; only extensions follow.
        if len == 1 {
            let bit = singleton_bit(first_byte);
            if S::ACTIVE && seen_singletons & bit != 0 {
                sink.report(start, Violation::DuplicateSingleton);
            }
            seen_singletons |= bit;
            end = extension_steps(text, start)?;
            extensions_at.get_or_insert(start);
            tag.extensions = str_range(text, extensions_at.unwrap_or(start), end);
            continue;
        }
        if extensions_at.is_some() {
            // OK: unreachable, the extension took every longer subtag.
            break;
        }
        let alpha = all_alpha(subtag);
        let extlang_allowed = stage == Stage::Language && first.len() <= 3 && extlangs < 3;
        if len == 3 && alpha && extlang_allowed {
            // extlang = 3ALPHA *2("-" 3ALPHA); the errata reserve the second
            // and third positions.
            if S::ACTIVE && extlangs > 0 {
                sink.report(start, Violation::ExtraExtlang);
            }
            extlangs += 1;
            let from = *extlangs_at.get_or_insert(start);
            tag.extlangs = str_range(text, from, next);
        } else if len == 4 && alpha && stage == Stage::Language {
            // script = 4ALPHA.
            tag.script = Some(subtag);
            stage = Stage::Script;
        } else if ((len == 2 && alpha) || (len == 3 && all_digits(subtag)))
            && stage <= Stage::Script
        {
            // region = 2ALPHA / 3DIGIT.
            tag.region = Some(subtag);
            stage = Stage::Region;
        } else if len >= 5 || (len == 4 && first_byte.is_ascii_digit()) {
            // variant = 5*8alphanum / (DIGIT 3alphanum).
            if S::ACTIVE && !seen_variants.insert(subtag_key(subtag)) {
                sink.report(start, Violation::DuplicateVariant);
            }
            let from = *variants_at.get_or_insert(start);
            tag.variants = str_range(text, from, next);
            stage = Stage::Region;
        } else {
            let expected = match stage {
                Stage::Language if extlang_allowed => Expected::ExtlangOrLater,
                Stage::Language => Expected::ScriptOrLater,
                Stage::Script => Expected::RegionOrLater,
                Stage::Region => Expected::VariantOrLater,
            };
            let found = ShortName::new(subtag);
            return Err((start, ErrorKind::LanguageSubtag { expected, found }));
        }
        end = next;
    }
    tag.tag = str_range(text, pos, end);
    Ok((end, tag))
}

/// A [BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.1)
/// where it stands in a host grammar (a `Content-Language` list): the
/// well-formed tag, stopping after its last subtag; no end-of-input check.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::language_tag_component;
/// let (rest, tag) = language_tag_component::<_, ()>("de-CH, fr").unwrap();
/// assert_eq!((tag.as_str(), rest), ("de-CH", ", fr"));
/// ```
///
/// # Errors
///
/// The first subtag that breaks the grammar, at its first character (see
/// [`parse_language_tag`]).
pub fn language_tag_component<'a, I: StrInput<'a>, E: ComponentError<I>>(
    input: I,
) -> IResult<I, LanguageTag<'a>, E> {
    entry::component(input, |text, sink| language_tag_steps(text, 0, sink))
}

/// Parses a well-formed [BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.1)
/// (RFC 5646 section 2.1, any case) into its parts. Duplicate variants and
/// singletons are well-formed (see [`validate_language_tag`]).
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::parse_language_tag;
/// let tag = parse_language_tag("sl-IT-nedis").unwrap();
/// assert_eq!(tag.region(), Some("IT"));
/// assert_eq!(tag.variants().collect::<Vec<_>>(), ["nedis"]);
/// assert!(parse_language_tag("sl-rozaj-rozaj").is_ok());
/// ```
///
/// # Errors
///
/// At the offending subtag: `expected_language_subtag` (the first subtag is
/// not 2 to 8 letters, `x` or a grandfathered tag), `expected_subtag` (an
/// empty subtag: `--`, or `-` at the end), `expected_short_subtag` (more than
/// 8 characters), `expected_extlang_or_later`, `expected_script_or_later`,
/// `expected_region_or_later`, `expected_variant_or_later` (a subtag that
/// does not fit where it stands), `singleton_without_subtag` (`en-u`,
/// `x` alone); `trailing_input` at a character that is no letter, digit or
/// `-` (`en_US`).
pub fn parse_language_tag(input: &str) -> Result<LanguageTag<'_>, Error> {
    entry::parse_to_end(input, |text, sink| language_tag_steps(text, 0, sink))
}

/// Checks a valid [BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.2.9)
/// as far as that is decidable without the IANA registry: well-formed, no
/// duplicate variant (section 2.2.5) or extension singleton (2.2.6), at most
/// one extlang (2.2.2 with errata EID 5457). The HTML attributes
/// [`lang`](https://html.spec.whatwg.org/multipage/dom.html#attr-lang),
/// [`hreflang`](https://html.spec.whatwg.org/multipage/links.html#attr-hyperlink-hreflang)
/// and [`srclang`](https://html.spec.whatwg.org/multipage/media.html#attr-track-srclang)
/// require a valid tag.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::validate_language_tag;
/// assert!(validate_language_tag("de-CH-1996").is_ok());
/// let e = validate_language_tag("sl-rozaj-biske-rozaj").unwrap_err();
/// assert_eq!((e.kind().code(), e.offset()), ("duplicate_variant", 15));
/// ```
///
/// # Errors
///
/// Those of [`parse_language_tag`], and `duplicate_variant`,
/// `duplicate_singleton`, `extra_extlang` at the second occurrence.
pub fn validate_language_tag(input: &str) -> Result<LanguageTag<'_>, Error> {
    entry::validate_to_end(input, |text, sink| language_tag_steps(text, 0, sink))
}

/// Whether [`validate_language_tag`] accepts `input`, without building the
/// error.
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::is_valid_language_tag;
/// assert!(is_valid_language_tag("en-GB"));
/// assert!(!is_valid_language_tag("en_GB"));
/// assert!(!is_valid_language_tag(""));
/// ```
///
/// # Errors
///
/// None: `false` where [`validate_language_tag`] fails.
pub fn is_valid_language_tag(input: &str) -> bool {
    entry::is_valid(input, |text, sink| language_tag_steps(text, 0, sink))
}

/// The type of a subtag in the [IANA Language Subtag Registry](https://www.iana.org/assignments/language-subtag-registry)
/// (RFC 5646 section 3.1.3, the `Type` field).
///
/// # Examples
///
/// ```
/// use html_microsyntax::language::SubtagType;
/// assert_eq!(SubtagType::Region.name(), "region");
/// ```
#[non_exhaustive]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SubtagType {
    /// A primary language subtag.
    Language,
    /// An extended language subtag.
    Extlang,
    /// A script subtag.
    Script,
    /// A region subtag.
    Region,
    /// A variant subtag.
    Variant,
}

impl SubtagType {
    const ALL: [SubtagType; 5] = [
        SubtagType::Language,
        SubtagType::Extlang,
        SubtagType::Script,
        SubtagType::Region,
        SubtagType::Variant,
    ];

    /// The registry's word for the type (`language`, `extlang`, `script`,
    /// `region`, `variant`).
    pub fn name(self) -> &'static str {
        match self {
            SubtagType::Language => "language",
            SubtagType::Extlang => "extlang",
            SubtagType::Script => "script",
            SubtagType::Region => "region",
            SubtagType::Variant => "variant",
        }
    }

    #[cfg(feature = "registries")]
    fn index(self) -> u8 {
        match self {
            SubtagType::Language => 0,
            SubtagType::Extlang => 1,
            SubtagType::Script => 2,
            SubtagType::Region => 3,
            SubtagType::Variant => 4,
        }
    }
}

#[cfg(feature = "registries")]
pub use registered::{
    is_registered_language_tag, validate_registered_language_tag, RegistryProblem,
    LANGUAGE_SUBTAG_REGISTRY_DATE,
};

/// The check against the IANA Language Subtag Registry (feature
/// `registries`): RFC 5646 section 2.2.9's "valid", with the registry's
/// recommendations (deprecated subtags and tags, `Prefix` fields) as
/// warnings.
#[cfg(feature = "registries")]
mod registered {
    use core::fmt;

    use super::{language_tag_steps, subtag_key, LanguageTag, SubtagType, Subtags, TagForm};
    use crate::base::entry;
    use crate::base::error::{
        DetailData, DetailTable, Error, ErrorKind, FieldSink, FieldValue, Severity, ShortName,
    };
    use crate::common::idioms::{offset_in, str_range};
    use crate::syntaxes::generated::language_subtags as data;

    /// The `File-Date` of the copy of the IANA Language Subtag Registry the
    /// `registries` feature checks against (`data/language-subtag-registry.txt`).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::language::LANGUAGE_SUBTAG_REGISTRY_DATE;
    /// assert_eq!(LANGUAGE_SUBTAG_REGISTRY_DATE.len(), "2025-03-10".len());
    /// ```
    pub const LANGUAGE_SUBTAG_REGISTRY_DATE: &str = data::FILE_DATE;

    /// What the [IANA Language Subtag Registry](https://www.iana.org/assignments/language-subtag-registry)
    /// says against a tag that is valid without it: an unregistered subtag
    /// (an error: RFC 5646 section 2.2.9), or a warning: a deprecated subtag
    /// or tag (section 3.1.6: it should not be used; the registry's
    /// `Preferred-Value` is the suggestion), a variant without any of its
    /// `Prefix` fields, an extlang after another language than its `Prefix`
    /// (section 3.1.8: the prefixes are recommendations, not part of
    /// validity).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::language::{validate_registered_language_tag, RegistryProblem};
    /// let err = validate_registered_language_tag("en-GB-oed").unwrap_err();
    /// let problem = RegistryProblem::from_kind(&err.kind()).unwrap();
    /// assert!(matches!(problem, RegistryProblem::DeprecatedTag { preferred: Some("en-GB-oxendict"), .. }));
    /// ```
    #[non_exhaustive]
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum RegistryProblem {
        /// A subtag the registry does not have (an error).
        Unregistered {
            /// Where the subtag stands.
            subtag_type: SubtagType,
            /// The subtag, as written.
            subtag: ShortName,
        },
        /// A deprecated subtag (a warning).
        DeprecatedSubtag {
            /// Its type.
            subtag_type: SubtagType,
            /// The subtag, as written.
            subtag: ShortName,
            /// The registry's `Preferred-Value`, if any.
            preferred: Option<&'static str>,
        },
        /// A deprecated grandfathered or redundant tag (a warning).
        DeprecatedTag {
            /// The tag, in lower case.
            tag: &'static str,
            /// The registry's `Preferred-Value`, if any.
            preferred: Option<&'static str>,
        },
        /// A variant after none of its `Prefix` fields (a warning).
        VariantPrefix {
            /// The variant, as written.
            variant: ShortName,
            /// Its `Prefix` fields, in lower case.
            prefixes: &'static [&'static str],
        },
        /// An extlang after another language than its `Prefix` (a warning).
        ExtlangPrefix {
            /// The extlang, as written.
            extlang: ShortName,
            /// Its `Prefix` (a language subtag), in lower case.
            prefix: ShortName,
        },
    }

    /// The codes and words of [`RegistryProblem`]: what an
    /// [`ErrorKind::Detail`] of the registry check points at.
    pub(super) static REGISTRY_DETAILS: DetailTable = DetailTable::new(
        "valid_language_tag",
        |data| RegistryProblem::unpack(data).map_or("language_registry", |p| p.code()),
        |data, f| match RegistryProblem::unpack(data) {
            Some(p) => fmt::Display::fmt(&p, f),
            None => f.write_str("not a valid language tag by the registry"),
        },
    )
    .with_severity(|data| match RegistryProblem::unpack(data) {
        Some(RegistryProblem::Unregistered { .. }) | None => Severity::Error,
        Some(_) => Severity::Warning,
    })
    .with_suggestion(|data| RegistryProblem::unpack(data).and_then(|p| p.suggestion()))
    .with_fields(|data, f| {
        if let Some(p) = RegistryProblem::unpack(data) {
            p.for_each_field(f);
        }
    });

    impl From<RegistryProblem> for ErrorKind {
        fn from(problem: RegistryProblem) -> ErrorKind {
            ErrorKind::Detail {
                table: &REGISTRY_DETAILS,
                data: problem.pack(),
            }
        }
    }

    /// The text of a subtag key (lowercase bytes, big-endian).
    fn key_name(key: u64) -> ShortName {
        let bytes = key.to_be_bytes();
        let start = bytes.iter().position(|&b| b != 0).unwrap_or(bytes.len());
        let text = core::str::from_utf8(bytes.get(start..).unwrap_or_default()).unwrap_or("");
        ShortName::new(text)
    }

    impl RegistryProblem {
        /// A stable snake_case code: `unregistered_subtag`,
        /// `deprecated_subtag`, `deprecated_tag`, `variant_prefix`,
        /// `extlang_prefix`.
        ///
        /// # Examples
        ///
        /// ```
        /// use html_microsyntax::language::validate_registered_language_tag;
        /// assert_eq!(validate_registered_language_tag("xx").unwrap_err().kind().code(), "unregistered_subtag");
        /// ```
        pub fn code(&self) -> &'static str {
            match self {
                RegistryProblem::Unregistered { .. } => "unregistered_subtag",
                RegistryProblem::DeprecatedSubtag { .. } => "deprecated_subtag",
                RegistryProblem::DeprecatedTag { .. } => "deprecated_tag",
                RegistryProblem::VariantPrefix { .. } => "variant_prefix",
                RegistryProblem::ExtlangPrefix { .. } => "extlang_prefix",
            }
        }

        /// The problem an [`ErrorKind`] carries, if it is one of the
        /// registry check's.
        ///
        /// # Examples
        ///
        /// ```
        /// use html_microsyntax::language::{validate_registered_language_tag, RegistryProblem, SubtagType};
        /// let err = validate_registered_language_tag("en-AB").unwrap_err();
        /// let p = RegistryProblem::from_kind(&err.kind()).unwrap();
        /// assert!(matches!(p, RegistryProblem::Unregistered { subtag_type: SubtagType::Region, .. }));
        /// ```
        pub fn from_kind(kind: &ErrorKind) -> Option<RegistryProblem> {
            match kind {
                ErrorKind::Detail { table, data } if *table == &REGISTRY_DETAILS => {
                    RegistryProblem::unpack(data)
                }
                _ => None,
            }
        }

        /// The registry's `Preferred-Value` for a deprecated subtag or tag.
        ///
        /// # Examples
        ///
        /// ```
        /// use html_microsyntax::language::validate_registered_language_tag;
        /// assert_eq!(validate_registered_language_tag("iw").unwrap_err().kind().suggestion(), Some("he"));
        /// ```
        pub fn suggestion(&self) -> Option<&'static str> {
            match self {
                RegistryProblem::DeprecatedSubtag { preferred, .. }
                | RegistryProblem::DeprecatedTag { preferred, .. } => *preferred,
                _ => None,
            }
        }

        /// Calls `f` with each of the problem's fields (what serde writes).
        ///
        /// # Examples
        ///
        /// ```
        /// use html_microsyntax::error::FieldValue;
        /// use html_microsyntax::language::validate_registered_language_tag;
        /// let mut names = Vec::new();
        /// validate_registered_language_tag("xx").unwrap_err().kind().for_each_field(&mut |name, _| names.push(name));
        /// assert_eq!(names, ["syntax", "type", "subtag"]);
        /// ```
        pub fn for_each_field(&self, f: &mut FieldSink<'_>) {
            match self {
                RegistryProblem::Unregistered {
                    subtag_type,
                    subtag,
                } => {
                    f("type", FieldValue::Str(subtag_type.name()));
                    f("subtag", FieldValue::Str(subtag.as_str()));
                }
                RegistryProblem::DeprecatedSubtag {
                    subtag_type,
                    subtag,
                    preferred,
                } => {
                    f("type", FieldValue::Str(subtag_type.name()));
                    f("subtag", FieldValue::Str(subtag.as_str()));
                    f(
                        "preferred",
                        preferred.map_or(FieldValue::Null, FieldValue::Str),
                    );
                }
                RegistryProblem::DeprecatedTag { tag, preferred } => {
                    f("tag", FieldValue::Str(tag));
                    f(
                        "preferred",
                        preferred.map_or(FieldValue::Null, FieldValue::Str),
                    );
                }
                RegistryProblem::VariantPrefix { variant, prefixes } => {
                    f("variant", FieldValue::Str(variant.as_str()));
                    f("prefixes", FieldValue::Str(&prefixes.join(" ")));
                }
                RegistryProblem::ExtlangPrefix { extlang, prefix } => {
                    f("extlang", FieldValue::Str(extlang.as_str()));
                    f("prefix", FieldValue::Str(prefix.as_str()));
                }
            }
        }

        /// The problem in a detail's bytes: the variant, the subtag type,
        /// a row of a table (two bytes), then the subtag.
        fn pack(self) -> DetailData {
            let mut bytes = [0u8; DetailData::CAPACITY];
            let row = |found: Option<usize>| {
                u16::try_from(found.unwrap_or(usize::MAX)).unwrap_or(u16::MAX)
            };
            let (tag, ty, index, name) = match self {
                RegistryProblem::Unregistered {
                    subtag_type,
                    subtag,
                } => (0, subtag_type.index(), u16::MAX, Some(subtag)),
                RegistryProblem::DeprecatedSubtag {
                    subtag_type,
                    subtag,
                    ..
                } => {
                    let key = subtag_key(subtag.as_str());
                    let found = data::DEPRECATED
                        .binary_search_by(|row| (row.0, row.1).cmp(&(subtag_type.index(), key)))
                        .ok();
                    (1, subtag_type.index(), row(found), Some(subtag))
                }
                RegistryProblem::DeprecatedTag { tag, .. } => {
                    let found = data::TAGS.binary_search_by(|row| row.0.cmp(tag)).ok();
                    (2, 0, row(found), None)
                }
                RegistryProblem::VariantPrefix { variant, .. } => {
                    let key = subtag_key(variant.as_str());
                    let found = data::VARIANTS.binary_search_by(|row| row.0.cmp(&key)).ok();
                    (3, 4, row(found), Some(variant))
                }
                RegistryProblem::ExtlangPrefix { extlang, .. } => {
                    let key = u32::try_from(subtag_key(extlang.as_str())).unwrap_or(0);
                    let found = data::EXTLANGS.binary_search_by(|row| row.0.cmp(&key)).ok();
                    (4, 1, row(found), Some(extlang))
                }
            };
            let [t, y, i0, i1, rest @ ..] = &mut bytes;
            let [hi, lo] = index.to_be_bytes();
            (*t, *y, *i0, *i1) = (tag, ty, hi, lo);
            if let Some(name) = name {
                name.pack_into(rest);
            }
            DetailData::new(bytes)
        }

        /// Reads what [`pack`](RegistryProblem::pack) wrote.
        fn unpack(detail: &DetailData) -> Option<RegistryProblem> {
            let [tag, ty, i0, i1, rest @ ..] = detail.bytes();
            let subtag_type = *SubtagType::ALL.get(usize::from(*ty))?;
            let index = usize::from(u16::from_be_bytes([*i0, *i1]));
            let name = ShortName::unpack(rest);
            let non_empty = |s: &'static str| (!s.is_empty()).then_some(s);
            Some(match tag {
                0 => RegistryProblem::Unregistered {
                    subtag_type,
                    subtag: name,
                },
                1 => RegistryProblem::DeprecatedSubtag {
                    subtag_type,
                    subtag: name,
                    preferred: non_empty(data::DEPRECATED.get(index)?.2),
                },
                2 => {
                    let row = data::TAGS.get(index)?;
                    RegistryProblem::DeprecatedTag {
                        tag: row.0,
                        preferred: non_empty(row.3),
                    }
                }
                3 => RegistryProblem::VariantPrefix {
                    variant: name,
                    prefixes: data::VARIANTS.get(index)?.1,
                },
                4 => RegistryProblem::ExtlangPrefix {
                    extlang: name,
                    prefix: key_name(u64::from(data::EXTLANGS.get(index)?.1)),
                },
                _ => return None,
            })
        }
    }

    impl fmt::Display for RegistryProblem {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                RegistryProblem::Unregistered {
                    subtag_type,
                    subtag,
                } => write!(
                    f,
                    "expected a registered {} subtag, found '{subtag}', which the IANA Language Subtag Registry ({}) does not have",
                    subtag_type.name(),
                    data::FILE_DATE
                ),
                RegistryProblem::DeprecatedSubtag {
                    subtag_type,
                    subtag,
                    preferred,
                } => {
                    write!(f, "the {} subtag '{subtag}' is deprecated", subtag_type.name())?;
                    match preferred {
                        Some(p) => write!(f, ", use '{p}'"),
                        None => Ok(()),
                    }
                }
                RegistryProblem::DeprecatedTag { tag, preferred } => {
                    write!(f, "the tag '{tag}' is deprecated")?;
                    match preferred {
                        Some(p) => write!(f, ", use '{p}'"),
                        None => Ok(()),
                    }
                }
                RegistryProblem::VariantPrefix { variant, prefixes } => {
                    write!(f, "the variant '{variant}' is registered for use after ")?;
                    for (i, p) in prefixes.iter().enumerate() {
                        let sep = match i {
                            0 => "",
                            _ if i + 1 == prefixes.len() => " or ",
                            _ => ", ",
                        };
                        write!(f, "{sep}'{p}'")?;
                    }
                    Ok(())
                }
                RegistryProblem::ExtlangPrefix { extlang, prefix } => write!(
                    f,
                    "the extlang '{extlang}' is registered for use after the language '{prefix}'"
                ),
            }
        }
    }

    /// Whether the registry has `subtag` of the type.
    fn registered(subtag_type: SubtagType, subtag: &str) -> bool {
        let key = subtag_key(subtag);
        let Ok(short) = u32::try_from(key) else {
            // 5 to 8 characters: only variants are that long.
            return subtag_type == SubtagType::Variant
                && data::VARIANTS
                    .binary_search_by(|row| row.0.cmp(&key))
                    .is_ok();
        };
        match subtag_type {
            SubtagType::Language => data::LANGUAGES.binary_search(&short).is_ok(),
            SubtagType::Extlang => data::EXTLANGS
                .binary_search_by(|row| row.0.cmp(&short))
                .is_ok(),
            SubtagType::Script => data::SCRIPTS.binary_search(&short).is_ok(),
            SubtagType::Region => data::REGIONS.binary_search(&short).is_ok(),
            SubtagType::Variant => data::VARIANTS
                .binary_search_by(|row| row.0.cmp(&key))
                .is_ok(),
        }
    }

    /// The `Preferred-Value` of a deprecated subtag (`Some("")`: deprecated
    /// without one), or `None` when it is not deprecated.
    fn deprecated(subtag_type: SubtagType, subtag: &str) -> Option<&'static str> {
        let key = (subtag_type.index(), subtag_key(subtag));
        data::DEPRECATED
            .binary_search_by(|row| (row.0, row.1).cmp(&key))
            .ok()
            .and_then(|i| data::DEPRECATED.get(i))
            .map(|row| row.2)
    }

    /// The grandfathered or redundant record of the whole tag, if any.
    fn tag_record(tag: &str) -> Option<&'static (&'static str, bool, bool, &'static str)> {
        let lower = || tag.bytes().map(|b| b.to_ascii_lowercase());
        data::TAGS
            .binary_search_by(|row| row.0.bytes().cmp(lower()))
            .ok()
            .and_then(|i| data::TAGS.get(i))
    }

    /// Each subtag of a `langtag` before its extensions, with its type.
    fn typed_subtags<'a>(tag: &LanguageTag<'a>) -> impl Iterator<Item = (SubtagType, &'a str)> {
        let one = |t, s: Option<&'a str>| s.map(|s| (t, s));
        let many = |t, s: Subtags<'a>| s.map(move |s| (t, s));
        one(SubtagType::Language, tag.language())
            .into_iter()
            .chain(many(SubtagType::Extlang, tag.extlangs()))
            .chain(one(SubtagType::Script, tag.script()))
            .chain(one(SubtagType::Region, tag.region()))
            .chain(many(SubtagType::Variant, tag.variants()))
    }

    /// Whether every subtag of `prefix` (a registry `Prefix`, lower case)
    /// is among the subtags before the one at `at` (ASCII case-insensitive).
    fn has_prefix(whole: &str, at: usize, prefix: &str) -> bool {
        let before = str_range(whole, 0, at);
        prefix
            .split('-')
            .all(|p| before.split('-').any(|s| s.eq_ignore_ascii_case(p)))
    }

    /// [Valid](https://www.rfc-editor.org/rfc/rfc5646#section-2.2.9) by the
    /// registry, for a tag in `input` that is valid without it: an error at
    /// the first subtag the registry does not have (item 2 of 2.2.9); then,
    /// with `warnings`, a warning at the first deprecated tag or subtag
    /// (3.1.6) or subtag after none of its prefixes (3.1.8).
    pub(super) fn registry_steps(
        input: &str,
        tag: &LanguageTag<'_>,
        warnings: bool,
    ) -> Result<(), (usize, ErrorKind)> {
        let at = |s: &str| offset_in(input, s);
        match tag.form() {
            TagForm::PrivateUse => return Ok(()),
            TagForm::Irregular | TagForm::Regular => {
                // Item 2: a grandfathered tag is valid as a whole.
                return match tag_record(tag.as_str()) {
                    Some(row) if warnings && row.2 => Err((
                        at(tag.as_str()),
                        RegistryProblem::DeprecatedTag {
                            tag: row.0,
                            preferred: (!row.3.is_empty()).then_some(row.3),
                        }
                        .into(),
                    )),
                    _ => Ok(()),
                };
            }
            TagForm::Langtag => {}
        }
        // Item 2: every language, extlang, script, region and variant
        // subtag is registered.
        for (subtag_type, subtag) in typed_subtags(tag) {
            if !registered(subtag_type, subtag) {
                let subtag_name = ShortName::new(subtag);
                let problem = RegistryProblem::Unregistered {
                    subtag_type,
                    subtag: subtag_name,
                };
                return Err((at(subtag), problem.into()));
            }
        }
        if !warnings {
            return Ok(());
        }
        // A deprecated redundant tag, as a whole (3.1.6, 3.1.7).
        if let Some(row) = tag_record(tag.as_str()).filter(|row| row.2) {
            let problem = RegistryProblem::DeprecatedTag {
                tag: row.0,
                preferred: (!row.3.is_empty()).then_some(row.3),
            };
            return Err((at(tag.as_str()), problem.into()));
        }
        let language = tag.language().unwrap_or("");
        for (subtag_type, subtag) in typed_subtags(tag) {
            let pos = at(subtag);
            if let Some(preferred) = deprecated(subtag_type, subtag) {
                let problem = RegistryProblem::DeprecatedSubtag {
                    subtag_type,
                    subtag: ShortName::new(subtag),
                    preferred: (!preferred.is_empty()).then_some(preferred),
                };
                return Err((pos, problem.into()));
            }
            match subtag_type {
                SubtagType::Extlang => {
                    let key = u32::try_from(subtag_key(subtag)).unwrap_or(0);
                    let prefix = data::EXTLANGS
                        .binary_search_by(|row| row.0.cmp(&key))
                        .ok()
                        .and_then(|i| data::EXTLANGS.get(i))
                        .map_or(0, |row| row.1);
                    if u64::from(prefix) != subtag_key(language) {
                        let problem = RegistryProblem::ExtlangPrefix {
                            extlang: ShortName::new(subtag),
                            prefix: key_name(u64::from(prefix)),
                        };
                        return Err((pos, problem.into()));
                    }
                }
                SubtagType::Variant => {
                    let key = subtag_key(subtag);
                    let prefixes = data::VARIANTS
                        .binary_search_by(|row| row.0.cmp(&key))
                        .ok()
                        .and_then(|i| data::VARIANTS.get(i))
                        .map_or(&[][..], |row| row.1);
                    let whole = tag.as_str();
                    let here = pos.saturating_sub(at(whole));
                    if !prefixes.is_empty() && !prefixes.iter().any(|p| has_prefix(whole, here, p))
                    {
                        let problem = RegistryProblem::VariantPrefix {
                            variant: ShortName::new(subtag),
                            prefixes,
                        };
                        return Err((pos, problem.into()));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Checks a [valid BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.2.9)
    /// with the IANA Language Subtag Registry (feature `registries`): what
    /// [`validate_language_tag`](super::validate_language_tag) checks, then
    /// every language, extlang, script, region and variant subtag
    /// registered (an error), then the registry's recommendations (a
    /// warning: see [`RegistryProblem`]). The HTML attributes `lang`,
    /// `hreflang` and `srclang` require a valid tag.
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::error::Severity;
    /// use html_microsyntax::language::validate_registered_language_tag;
    /// assert!(validate_registered_language_tag("zh-Hant-TW").is_ok());
    /// assert!(validate_registered_language_tag("sl-rozaj-biske").is_ok());
    /// let e = validate_registered_language_tag("en-GB-hixie").unwrap_err();
    /// assert_eq!((e.kind().code(), e.offset()), ("unregistered_subtag", 6));
    /// let w = validate_registered_language_tag("en-GB-oed").unwrap_err();
    /// assert_eq!((w.kind().severity(), w.kind().suggestion()), (Severity::Warning, Some("en-GB-oxendict")));
    /// ```
    ///
    /// # Errors
    ///
    /// Those of [`validate_language_tag`](super::validate_language_tag);
    /// `unregistered_subtag` at the first subtag the registry lacks; a
    /// warning (`ErrorKind::severity` is `Warning`) `deprecated_tag`,
    /// `deprecated_subtag`, `extlang_prefix` or `variant_prefix` at the
    /// first subtag the registry recommends against.
    pub fn validate_registered_language_tag(input: &str) -> Result<LanguageTag<'_>, Error> {
        let tag = entry::validate_to_end(input, |text, sink| language_tag_steps(text, 0, sink))?;
        match registry_steps(input, &tag, true) {
            Ok(()) => Ok(tag),
            Err((pos, kind)) => Err(Error::new(kind, input, pos)),
        }
    }

    /// Whether `input` is a [valid BCP 47 language tag](https://www.rfc-editor.org/rfc/rfc5646#section-2.2.9)
    /// by the IANA Language Subtag Registry: [`validate_registered_language_tag`]
    /// finds no error. Deprecated subtags and tags, and subtags after other
    /// than their prefixes, are valid (the warnings are recommendations).
    ///
    /// # Examples
    ///
    /// ```
    /// use html_microsyntax::language::is_registered_language_tag;
    /// assert!(is_registered_language_tag("en-GB"));
    /// assert!(is_registered_language_tag("iw")); // deprecated, still valid
    /// assert!(!is_registered_language_tag("xx"));
    /// ```
    ///
    /// # Errors
    ///
    /// None: `false` where [`validate_registered_language_tag`] fails with
    /// an error (not a warning).
    pub fn is_registered_language_tag(input: &str) -> bool {
        match entry::validate_to_end(input, |text, sink| language_tag_steps(text, 0, sink)) {
            Ok(tag) => registry_steps(input, &tag, false).is_ok(),
            Err(_) => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(input: &str) -> Option<(&'static str, usize)> {
        validate_language_tag(input)
            .err()
            .map(|e| (e.kind().code(), e.offset()))
    }

    #[test]
    fn ok_langtag_parts() {
        let tag = parse_language_tag("zh-cmn-Hans-CN-variant1-a-bbb-ccc-x-ddd").unwrap();
        assert_eq!(tag.language(), Some("zh"));
        assert_eq!(tag.extlangs().collect::<alloc::vec::Vec<_>>(), ["cmn"]);
        assert_eq!(tag.script(), Some("Hans"));
        assert_eq!(tag.region(), Some("CN"));
        assert_eq!(tag.variants().collect::<alloc::vec::Vec<_>>(), ["variant1"]);
        let ext: alloc::vec::Vec<_> = tag.extensions().map(|e| e.as_str()).collect();
        assert_eq!(ext, ["a-bbb-ccc"]);
        assert_eq!(
            tag.private_use_subtags().collect::<alloc::vec::Vec<_>>(),
            ["ddd"]
        );
    }

    #[test]
    fn err_each_rule() {
        assert_eq!(code(""), Some(("expected_language_subtag", 0)));
        assert_eq!(code("en--US"), Some(("expected_subtag", 3)));
        assert_eq!(code("en-"), Some(("expected_subtag", 3)));
        assert_eq!(code("en-US-Latn"), Some(("expected_variant_or_later", 6)));
        assert_eq!(code("en-Latn-Cyrl"), Some(("expected_region_or_later", 8)));
        assert_eq!(code("abcd-yue"), Some(("expected_script_or_later", 5)));
        assert_eq!(code("en-a1"), Some(("expected_extlang_or_later", 3)));
        assert_eq!(code("en-u"), Some(("singleton_without_subtag", 3)));
        assert_eq!(code("en-u-t-x"), Some(("singleton_without_subtag", 3)));
        assert_eq!(code("x"), Some(("singleton_without_subtag", 0)));
        assert_eq!(code("en-abcdefghi"), Some(("expected_short_subtag", 3)));
        assert_eq!(code("sl-rozaj-ROZAJ"), Some(("duplicate_variant", 9)));
        assert_eq!(code("en-a-bb-A-cc"), Some(("duplicate_singleton", 8)));
        assert_eq!(code("zh-yue-cmn"), Some(("extra_extlang", 7)));
        assert_eq!(code("en_US"), Some(("trailing_input", 2)));
    }

    #[test]
    fn singleton_bits_are_distinct() {
        let bits: BTreeSet<u64> = (b'0'..=b'9')
            .chain(b'a'..=b'z')
            .map(singleton_bit)
            .collect();
        assert_eq!(bits.len(), 36);
        assert_eq!(singleton_bit(b'U'), singleton_bit(b'u'));
    }
}
