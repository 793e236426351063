//! The [named colors](https://drafts.csswg.org/css-color/#named-color) of
//! CSS Color, as step 5 of the rules for parsing a legacy color value uses
//! them: 148 names (`transparent` and the system colors are not among them).
//!
//! The table is sorted by name. A lookup packs the input, lowered, into at
//! most three words read as fixed-size windows (no loop over its bytes),
//! hashes them to one slot of a perfect hash table built at compile time, and
//! compares the name found there word by word: no allocation, no loop over
//! the names, no `memcmp`.

use super::SimpleColor;

/// The length of the longest name, `lightgoldenrodyellow`.
const LONGEST: usize = 20;

/// `(name, color)`, sorted by name.
pub(crate) const NAMED_COLORS: [(&str, SimpleColor); 148] = [
    ("aliceblue", SimpleColor::new(0xf0, 0xf8, 0xff)),
    ("antiquewhite", SimpleColor::new(0xfa, 0xeb, 0xd7)),
    ("aqua", SimpleColor::new(0x00, 0xff, 0xff)),
    ("aquamarine", SimpleColor::new(0x7f, 0xff, 0xd4)),
    ("azure", SimpleColor::new(0xf0, 0xff, 0xff)),
    ("beige", SimpleColor::new(0xf5, 0xf5, 0xdc)),
    ("bisque", SimpleColor::new(0xff, 0xe4, 0xc4)),
    ("black", SimpleColor::new(0x00, 0x00, 0x00)),
    ("blanchedalmond", SimpleColor::new(0xff, 0xeb, 0xcd)),
    ("blue", SimpleColor::new(0x00, 0x00, 0xff)),
    ("blueviolet", SimpleColor::new(0x8a, 0x2b, 0xe2)),
    ("brown", SimpleColor::new(0xa5, 0x2a, 0x2a)),
    ("burlywood", SimpleColor::new(0xde, 0xb8, 0x87)),
    ("cadetblue", SimpleColor::new(0x5f, 0x9e, 0xa0)),
    ("chartreuse", SimpleColor::new(0x7f, 0xff, 0x00)),
    ("chocolate", SimpleColor::new(0xd2, 0x69, 0x1e)),
    ("coral", SimpleColor::new(0xff, 0x7f, 0x50)),
    ("cornflowerblue", SimpleColor::new(0x64, 0x95, 0xed)),
    ("cornsilk", SimpleColor::new(0xff, 0xf8, 0xdc)),
    ("crimson", SimpleColor::new(0xdc, 0x14, 0x3c)),
    ("cyan", SimpleColor::new(0x00, 0xff, 0xff)),
    ("darkblue", SimpleColor::new(0x00, 0x00, 0x8b)),
    ("darkcyan", SimpleColor::new(0x00, 0x8b, 0x8b)),
    ("darkgoldenrod", SimpleColor::new(0xb8, 0x86, 0x0b)),
    ("darkgray", SimpleColor::new(0xa9, 0xa9, 0xa9)),
    ("darkgreen", SimpleColor::new(0x00, 0x64, 0x00)),
    ("darkgrey", SimpleColor::new(0xa9, 0xa9, 0xa9)),
    ("darkkhaki", SimpleColor::new(0xbd, 0xb7, 0x6b)),
    ("darkmagenta", SimpleColor::new(0x8b, 0x00, 0x8b)),
    ("darkolivegreen", SimpleColor::new(0x55, 0x6b, 0x2f)),
    ("darkorange", SimpleColor::new(0xff, 0x8c, 0x00)),
    ("darkorchid", SimpleColor::new(0x99, 0x32, 0xcc)),
    ("darkred", SimpleColor::new(0x8b, 0x00, 0x00)),
    ("darksalmon", SimpleColor::new(0xe9, 0x96, 0x7a)),
    ("darkseagreen", SimpleColor::new(0x8f, 0xbc, 0x8f)),
    ("darkslateblue", SimpleColor::new(0x48, 0x3d, 0x8b)),
    ("darkslategray", SimpleColor::new(0x2f, 0x4f, 0x4f)),
    ("darkslategrey", SimpleColor::new(0x2f, 0x4f, 0x4f)),
    ("darkturquoise", SimpleColor::new(0x00, 0xce, 0xd1)),
    ("darkviolet", SimpleColor::new(0x94, 0x00, 0xd3)),
    ("deeppink", SimpleColor::new(0xff, 0x14, 0x93)),
    ("deepskyblue", SimpleColor::new(0x00, 0xbf, 0xff)),
    ("dimgray", SimpleColor::new(0x69, 0x69, 0x69)),
    ("dimgrey", SimpleColor::new(0x69, 0x69, 0x69)),
    ("dodgerblue", SimpleColor::new(0x1e, 0x90, 0xff)),
    ("firebrick", SimpleColor::new(0xb2, 0x22, 0x22)),
    ("floralwhite", SimpleColor::new(0xff, 0xfa, 0xf0)),
    ("forestgreen", SimpleColor::new(0x22, 0x8b, 0x22)),
    ("fuchsia", SimpleColor::new(0xff, 0x00, 0xff)),
    ("gainsboro", SimpleColor::new(0xdc, 0xdc, 0xdc)),
    ("ghostwhite", SimpleColor::new(0xf8, 0xf8, 0xff)),
    ("gold", SimpleColor::new(0xff, 0xd7, 0x00)),
    ("goldenrod", SimpleColor::new(0xda, 0xa5, 0x20)),
    ("gray", SimpleColor::new(0x80, 0x80, 0x80)),
    ("green", SimpleColor::new(0x00, 0x80, 0x00)),
    ("greenyellow", SimpleColor::new(0xad, 0xff, 0x2f)),
    ("grey", SimpleColor::new(0x80, 0x80, 0x80)),
    ("honeydew", SimpleColor::new(0xf0, 0xff, 0xf0)),
    ("hotpink", SimpleColor::new(0xff, 0x69, 0xb4)),
    ("indianred", SimpleColor::new(0xcd, 0x5c, 0x5c)),
    ("indigo", SimpleColor::new(0x4b, 0x00, 0x82)),
    ("ivory", SimpleColor::new(0xff, 0xff, 0xf0)),
    ("khaki", SimpleColor::new(0xf0, 0xe6, 0x8c)),
    ("lavender", SimpleColor::new(0xe6, 0xe6, 0xfa)),
    ("lavenderblush", SimpleColor::new(0xff, 0xf0, 0xf5)),
    ("lawngreen", SimpleColor::new(0x7c, 0xfc, 0x00)),
    ("lemonchiffon", SimpleColor::new(0xff, 0xfa, 0xcd)),
    ("lightblue", SimpleColor::new(0xad, 0xd8, 0xe6)),
    ("lightcoral", SimpleColor::new(0xf0, 0x80, 0x80)),
    ("lightcyan", SimpleColor::new(0xe0, 0xff, 0xff)),
    ("lightgoldenrodyellow", SimpleColor::new(0xfa, 0xfa, 0xd2)),
    ("lightgray", SimpleColor::new(0xd3, 0xd3, 0xd3)),
    ("lightgreen", SimpleColor::new(0x90, 0xee, 0x90)),
    ("lightgrey", SimpleColor::new(0xd3, 0xd3, 0xd3)),
    ("lightpink", SimpleColor::new(0xff, 0xb6, 0xc1)),
    ("lightsalmon", SimpleColor::new(0xff, 0xa0, 0x7a)),
    ("lightseagreen", SimpleColor::new(0x20, 0xb2, 0xaa)),
    ("lightskyblue", SimpleColor::new(0x87, 0xce, 0xfa)),
    ("lightslategray", SimpleColor::new(0x77, 0x88, 0x99)),
    ("lightslategrey", SimpleColor::new(0x77, 0x88, 0x99)),
    ("lightsteelblue", SimpleColor::new(0xb0, 0xc4, 0xde)),
    ("lightyellow", SimpleColor::new(0xff, 0xff, 0xe0)),
    ("lime", SimpleColor::new(0x00, 0xff, 0x00)),
    ("limegreen", SimpleColor::new(0x32, 0xcd, 0x32)),
    ("linen", SimpleColor::new(0xfa, 0xf0, 0xe6)),
    ("magenta", SimpleColor::new(0xff, 0x00, 0xff)),
    ("maroon", SimpleColor::new(0x80, 0x00, 0x00)),
    ("mediumaquamarine", SimpleColor::new(0x66, 0xcd, 0xaa)),
    ("mediumblue", SimpleColor::new(0x00, 0x00, 0xcd)),
    ("mediumorchid", SimpleColor::new(0xba, 0x55, 0xd3)),
    ("mediumpurple", SimpleColor::new(0x93, 0x70, 0xdb)),
    ("mediumseagreen", SimpleColor::new(0x3c, 0xb3, 0x71)),
    ("mediumslateblue", SimpleColor::new(0x7b, 0x68, 0xee)),
    ("mediumspringgreen", SimpleColor::new(0x00, 0xfa, 0x9a)),
    ("mediumturquoise", SimpleColor::new(0x48, 0xd1, 0xcc)),
    ("mediumvioletred", SimpleColor::new(0xc7, 0x15, 0x85)),
    ("midnightblue", SimpleColor::new(0x19, 0x19, 0x70)),
    ("mintcream", SimpleColor::new(0xf5, 0xff, 0xfa)),
    ("mistyrose", SimpleColor::new(0xff, 0xe4, 0xe1)),
    ("moccasin", SimpleColor::new(0xff, 0xe4, 0xb5)),
    ("navajowhite", SimpleColor::new(0xff, 0xde, 0xad)),
    ("navy", SimpleColor::new(0x00, 0x00, 0x80)),
    ("oldlace", SimpleColor::new(0xfd, 0xf5, 0xe6)),
    ("olive", SimpleColor::new(0x80, 0x80, 0x00)),
    ("olivedrab", SimpleColor::new(0x6b, 0x8e, 0x23)),
    ("orange", SimpleColor::new(0xff, 0xa5, 0x00)),
    ("orangered", SimpleColor::new(0xff, 0x45, 0x00)),
    ("orchid", SimpleColor::new(0xda, 0x70, 0xd6)),
    ("palegoldenrod", SimpleColor::new(0xee, 0xe8, 0xaa)),
    ("palegreen", SimpleColor::new(0x98, 0xfb, 0x98)),
    ("paleturquoise", SimpleColor::new(0xaf, 0xee, 0xee)),
    ("palevioletred", SimpleColor::new(0xdb, 0x70, 0x93)),
    ("papayawhip", SimpleColor::new(0xff, 0xef, 0xd5)),
    ("peachpuff", SimpleColor::new(0xff, 0xda, 0xb9)),
    ("peru", SimpleColor::new(0xcd, 0x85, 0x3f)),
    ("pink", SimpleColor::new(0xff, 0xc0, 0xcb)),
    ("plum", SimpleColor::new(0xdd, 0xa0, 0xdd)),
    ("powderblue", SimpleColor::new(0xb0, 0xe0, 0xe6)),
    ("purple", SimpleColor::new(0x80, 0x00, 0x80)),
    ("rebeccapurple", SimpleColor::new(0x66, 0x33, 0x99)),
    ("red", SimpleColor::new(0xff, 0x00, 0x00)),
    ("rosybrown", SimpleColor::new(0xbc, 0x8f, 0x8f)),
    ("royalblue", SimpleColor::new(0x41, 0x69, 0xe1)),
    ("saddlebrown", SimpleColor::new(0x8b, 0x45, 0x13)),
    ("salmon", SimpleColor::new(0xfa, 0x80, 0x72)),
    ("sandybrown", SimpleColor::new(0xf4, 0xa4, 0x60)),
    ("seagreen", SimpleColor::new(0x2e, 0x8b, 0x57)),
    ("seashell", SimpleColor::new(0xff, 0xf5, 0xee)),
    ("sienna", SimpleColor::new(0xa0, 0x52, 0x2d)),
    ("silver", SimpleColor::new(0xc0, 0xc0, 0xc0)),
    ("skyblue", SimpleColor::new(0x87, 0xce, 0xeb)),
    ("slateblue", SimpleColor::new(0x6a, 0x5a, 0xcd)),
    ("slategray", SimpleColor::new(0x70, 0x80, 0x90)),
    ("slategrey", SimpleColor::new(0x70, 0x80, 0x90)),
    ("snow", SimpleColor::new(0xff, 0xfa, 0xfa)),
    ("springgreen", SimpleColor::new(0x00, 0xff, 0x7f)),
    ("steelblue", SimpleColor::new(0x46, 0x82, 0xb4)),
    ("tan", SimpleColor::new(0xd2, 0xb4, 0x8c)),
    ("teal", SimpleColor::new(0x00, 0x80, 0x80)),
    ("thistle", SimpleColor::new(0xd8, 0xbf, 0xd8)),
    ("tomato", SimpleColor::new(0xff, 0x63, 0x47)),
    ("turquoise", SimpleColor::new(0x40, 0xe0, 0xd0)),
    ("violet", SimpleColor::new(0xee, 0x82, 0xee)),
    ("wheat", SimpleColor::new(0xf5, 0xde, 0xb3)),
    ("white", SimpleColor::new(0xff, 0xff, 0xff)),
    ("whitesmoke", SimpleColor::new(0xf5, 0xf5, 0xf5)),
    ("yellow", SimpleColor::new(0xff, 0xff, 0x00)),
    ("yellowgreen", SimpleColor::new(0x9a, 0xcd, 0x32)),
];

/// The [named color](https://drafts.csswg.org/css-color/#named-color) that is
/// an ASCII case-insensitive match for `name` (step 5 of the
/// [rules for parsing a legacy color value](https://html.spec.whatwg.org/multipage/common-microsyntaxes.html#rules-for-parsing-a-legacy-colour-value)).
/// `transparent` and the system colors are not named colors here.
///
/// # Examples
///
/// ```
/// use html_microsyntax::color::{named_color, SimpleColor};
/// assert_eq!(named_color("RebeccaPurple"), Some(SimpleColor::new(0x66, 0x33, 0x99)));
/// assert_eq!(named_color("transparent"), None);
/// assert_eq!(named_color(" red"), None); // no stripping here
/// ```
#[inline]
pub fn named_color(name: &str) -> Option<SimpleColor> {
    let bytes = name.as_bytes();
    // Every name is 3 to 20 letters: anything else is no name, and a string
    // that starts with a non-letter (`#fff`) needs no hashing.
    if !(SHORTEST..=LONGEST).contains(&bytes.len()) || !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let key = Key::of(bytes);
    // One slot per name (the hash is perfect on the names): compare its key.
    let index = *INDEX.get(key.slot())?;
    let (name_key, color) = KEYS.get(usize::from(index))?;
    (*name_key == key).then_some(*color)
}

/// The length of the shortest name, `red` (and `tan`).
const SHORTEST: usize = 3;

/// A string of 3 to 24 bytes as its length and up to three little-endian
/// words of its bytes, each ORed with `0x20`.
///
/// The words are windows of the string that together cover every byte
/// (they may overlap): the first and last 2 bytes for a length of 3, the
/// first and last 4 for 4 to 8, the first and last 8 for 9 to 16, and also
/// bytes 8 to 15 for 17 to 24. Fixed-size loads for a few classes of length,
/// instead of a loop whose exit the processor mispredicts at each new
/// length; the length is part of the key, so two keys are equal exactly
/// when the strings have the same length and the same bytes, ORed.
///
/// ORing `0x20` lowers the ASCII capitals and keeps the lower-case letters;
/// any other byte becomes a byte that is not a lower-case letter. The names
/// are all lower-case letters, so a string's key equals a name's key exactly
/// when the string is an ASCII case-insensitive match for the name.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Key {
    words: [u64; 3],
    len: usize,
}

/// `0x20` in each byte of a word.
const LOWER: u64 = 0x2020_2020_2020_2020;

impl Key {
    /// The key of a string of 3 to 24 bytes (callers reject other lengths:
    /// a shorter or longer one gets a key that matches no name).
    #[inline(always)]
    fn of(bytes: &[u8]) -> Key {
        let len = bytes.len();
        let words = if len <= 3 {
            match (bytes.first_chunk::<2>(), bytes.last_chunk::<2>()) {
                (Some(&first), Some(&last)) => [
                    u64::from(u16::from_le_bytes(first))
                        | u64::from(u16::from_le_bytes(last)) << 16
                        | LOWER >> 32,
                    0,
                    0,
                ],
                _ => [0; 3],
            }
        } else if len <= 8 {
            match (bytes.first_chunk::<4>(), bytes.last_chunk::<4>()) {
                (Some(&first), Some(&last)) => [
                    u64::from(u32::from_le_bytes(first))
                        | u64::from(u32::from_le_bytes(last)) << 32
                        | LOWER,
                    0,
                    0,
                ],
                _ => [0; 3],
            }
        } else {
            let word = |w: Option<&[u8; 8]>| w.map_or(0, |&w| u64::from_le_bytes(w) | LOWER);
            let middle = if len > 16 {
                bytes.get(8..).and_then(<[u8]>::first_chunk::<8>)
            } else {
                None
            };
            [
                word(bytes.first_chunk::<8>()),
                word(bytes.last_chunk::<8>()),
                word(middle),
            ]
        };
        Key { words, len }
    }

    /// [`Key::of`] at compile time, byte by byte (no iterators or slice
    /// patterns in a const fn).
    const fn of_const(bytes: &[u8]) -> Key {
        let len = bytes.len();
        let words = if len <= 3 {
            [
                window(bytes, 0, 2) | window(bytes, len - 2, 2) << 16 | LOWER >> 32,
                0,
                0,
            ]
        } else if len <= 8 {
            [
                window(bytes, 0, 4) | window(bytes, len - 4, 4) << 32 | LOWER,
                0,
                0,
            ]
        } else if len <= 16 {
            [
                window(bytes, 0, 8) | LOWER,
                window(bytes, len - 8, 8) | LOWER,
                0,
            ]
        } else {
            [
                window(bytes, 0, 8) | LOWER,
                window(bytes, len - 8, 8) | LOWER,
                window(bytes, 8, 8) | LOWER,
            ]
        };
        Key { words, len }
    }

    /// The key's slot in [`INDEX`]: the words and the length folded into one,
    /// times an odd constant, top [`SLOT_BITS`] bits. The constant was
    /// searched for (an offline trial of random odd numbers) so that the 148
    /// names land in 148 different slots; [`INDEX`] fails the build if they
    /// ever do not.
    #[inline(always)]
    const fn slot(self) -> usize {
        let [a, b, c] = self.words;
        // OK: a length (at most 24 here) fits u64.
        let folded = a ^ b.rotate_left(21) ^ c.rotate_left(42) ^ self.len as u64;
        // OK: the shift leaves SLOT_BITS bits, which fit usize.
        (folded.wrapping_mul(MULTIPLIER) >> (64 - SLOT_BITS)) as usize
    }
}

/// `n` bytes of `bytes` from `start`, as a little-endian number (const).
const fn window(bytes: &[u8], start: usize, n: usize) -> u64 {
    let mut word = 0u64;
    let mut i = 0;
    while i < n {
        // OK: callers pass windows inside `bytes`; a const fn out of bounds
        // fails the build.
        #[allow(clippy::indexing_slicing)]
        {
            // OK: u8 to u64 is lossless (`u64::from` is not const here).
            word |= (bytes[start + i] as u64) << (8 * i);
        }
        i += 1;
    }
    word
}

/// The multiplier of [`Key::slot`].
const MULTIPLIER: u64 = 0xff0d_7712_1706_c701;

/// `log2` of the number of slots in [`INDEX`].
const SLOT_BITS: u32 = 10;

/// The keys of [`NAMED_COLORS`], in its order, with their colors.
const KEYS: [(Key, SimpleColor); 148] = {
    let mut keys = [(
        Key {
            words: [0; 3],
            len: 0,
        },
        SimpleColor::new(0, 0, 0),
    ); 148];
    let mut i = 0;
    while i < NAMED_COLORS.len() {
        // OK: `i < 148` in both arrays; a const out of bounds fails the build.
        #[allow(clippy::indexing_slicing)]
        {
            keys[i] = (
                Key::of_const(NAMED_COLORS[i].0.as_bytes()),
                NAMED_COLORS[i].1,
            );
        }
        i += 1;
    }
    keys
};

/// The perfect hash table, built at compile time: the slot of each name holds
/// its index in [`NAMED_COLORS`], every other slot `EMPTY` (an index past the
/// table, so a lookup there finds no key). Two names in one slot fail the
/// build.
#[allow(clippy::indexing_slicing)]
const INDEX: [u8; 1 << SLOT_BITS] = {
    let mut table = [EMPTY; 1 << SLOT_BITS];
    let mut i = 0;
    while i < KEYS.len() {
        let slot = KEYS[i].0.slot();
        assert!(table[slot] == EMPTY, "two named colors share a slot");
        // OK: 148 names fit u8.
        table[slot] = i as u8;
        i += 1;
    }
    table
};

/// An empty slot of [`INDEX`].
const EMPTY: u8 = u8::MAX;

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;
    use proptest::prelude::*;

    #[test]
    fn table_is_sorted_lower_case_and_bounded() {
        assert!(NAMED_COLORS.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(NAMED_COLORS
            .iter()
            .all(|(n, _)| n.len() <= LONGEST && n.bytes().all(|b| b.is_ascii_lowercase())));
        assert_eq!(
            NAMED_COLORS.iter().map(|(n, _)| n.len()).max(),
            Some(LONGEST)
        );
        assert_eq!(NAMED_COLORS.iter().map(|(n, _)| n.len()).min(), Some(3));
    }

    #[test]
    fn the_hash_is_perfect_on_the_names() {
        // Each name has its own slot, which points back at it.
        for (i, (name, _)) in NAMED_COLORS.iter().enumerate() {
            let slot = Key::of(name.as_bytes()).slot();
            assert_eq!(usize::from(INDEX[slot]), i, "{name}");
        }
        assert_eq!(INDEX.iter().filter(|&&i| i != EMPTY).count(), 148);
        // The runtime and the compile-time packing agree.
        for (name, _) in NAMED_COLORS {
            assert_eq!(Key::of(name.as_bytes()), Key::of_const(name.as_bytes()));
        }
    }

    /// The lookup by the spec's words: the first name that is an ASCII
    /// case-insensitive match.
    fn linear(name: &str) -> Option<SimpleColor> {
        NAMED_COLORS
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(_, c)| c)
    }

    /// A name in random case, or with one byte replaced, cut or added: the
    /// strings on which a hash table could go wrong.
    fn near_names() -> impl Strategy<Value = String> {
        let name = (0..NAMED_COLORS.len()).prop_map(|i| NAMED_COLORS[i].0);
        let cased = (name, any::<u32>()).prop_map(|(n, bits)| {
            n.chars()
                .enumerate()
                .map(|(i, c)| {
                    if bits >> (i % 32) & 1 == 1 {
                        c.to_ascii_uppercase()
                    } else {
                        c
                    }
                })
                .collect::<String>()
        });
        // Bytes next to the letters (`@`, `[`, `` ` ``, `{`), letters, and
        // a few non-ASCII and astral characters.
        let odd = prop_oneof![
            prop::char::range('\0', '\u{7f}'),
            Just('\u{e9}'),
            Just('\u{212a}'),
            Just('\u{1F600}'),
        ];
        prop_oneof![
            cased.clone().prop_map(|s| s),
            (cased.clone(), any::<prop::sample::Index>(), odd.clone()).prop_map(|(s, i, c)| {
                let mut v: alloc::vec::Vec<char> = s.chars().collect();
                let at = i.index(v.len());
                v[at] = c;
                v.into_iter().collect()
            }),
            (cased.clone(), any::<prop::sample::Index>(), odd).prop_map(|(s, i, c)| {
                let mut v: alloc::vec::Vec<char> = s.chars().collect();
                let at = i.index(v.len() + 1);
                v.insert(at, c);
                v.into_iter().collect()
            }),
            (cased, any::<prop::sample::Index>()).prop_map(|(s, i)| {
                let mut v: alloc::vec::Vec<char> = s.chars().collect();
                v.remove(i.index(v.len()));
                v.into_iter().collect()
            }),
            "[a-zA-Z@`\\[{]{0,24}",
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(20_000))]
        #[test]
        fn hash_lookup_is_the_linear_search(s in near_names()) {
            prop_assert_eq!(named_color(&s), linear(&s));
        }
    }

    #[test]
    fn every_name_is_found_in_any_case() {
        for (name, color) in NAMED_COLORS {
            assert_eq!(named_color(name), Some(color));
            assert_eq!(named_color(&name.to_ascii_uppercase()), Some(color));
        }
        assert_eq!(named_color("transparent"), None);
        assert_eq!(
            named_color("ReBeccaPurple"),
            Some(SimpleColor::new(0x66, 0x33, 0x99))
        );
        // Non-ASCII case folding does not apply (U+212A KELVIN SIGN is not 'k').
        assert_eq!(named_color("\u{212a}haki"), None);
    }
}
