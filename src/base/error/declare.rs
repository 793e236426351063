//! The one declaration form of a syntax's own failure kinds:
//! [`detail_kinds!`]. A kind is one line — its code, severity and words,
//! and its typed fields — and the rest is generated: the enum, its codes,
//! its packing into [`DetailData`], its [`DetailTable`], its fields for
//! serde and `From<_> for ErrorKind`.

// Named in the doc links only.
#[cfg(doc)]
use super::{DetailData, DetailTable};
use super::{FieldValue, ShortName};

/// A field type a detail can carry in its [`DetailData`] bytes: written
/// from the start of `out`, read back from the start of `bytes`, each with
/// the number of bytes used. A field that does not fit, or bytes that are
/// not one, read as `None` (the table's fallback), never a panic.
pub(crate) trait Packed: Sized {
    /// Writes the value; returns how many bytes it used.
    fn pack_into(&self, out: &mut [u8]) -> usize;
    /// Reads a value [`pack_into`](Packed::pack_into) wrote, with its length.
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)>;
}

/// Writes the first `N` bytes of `value` into `out` (as many as fit).
fn put<const N: usize>(value: [u8; N], out: &mut [u8]) -> usize {
    for (to, from) in out.iter_mut().zip(value) {
        *to = from;
    }
    N
}

/// Reads `N` bytes from the start of `bytes`.
fn take<const N: usize>(bytes: &[u8]) -> Option<[u8; N]> {
    bytes.get(..N)?.try_into().ok()
}

macro_rules! packed_int {
    ($($ty:ty),*) => {$(
        impl Packed for $ty {
            fn pack_into(&self, out: &mut [u8]) -> usize {
                put(self.to_be_bytes(), out)
            }
            fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
                let value = take(bytes).map(<$ty>::from_be_bytes)?;
                Some((value, core::mem::size_of::<$ty>()))
            }
        }
    )*};
}
packed_int!(u8, u16, i16, u32, i64);

impl Packed for usize {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        u64::try_from(*self).unwrap_or(u64::MAX).pack_into(out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        let value = take(bytes).map(u64::from_be_bytes)?;
        Some((usize::try_from(value).ok()?, 8))
    }
}

impl Packed for u64 {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        put(self.to_be_bytes(), out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        Some((take(bytes).map(u64::from_be_bytes)?, 8))
    }
}

impl Packed for f64 {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        self.to_bits().pack_into(out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        let (bits, used) = u64::unpack_from(bytes)?;
        Some((f64::from_bits(bits), used))
    }
}

/// A tag byte (0: none), then the number.
impl Packed for Option<f64> {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        match self {
            None => put([0], out),
            Some(x) => {
                let used = put([1], out);
                used + x.pack_into(out.get_mut(used..).unwrap_or_default())
            }
        }
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        match bytes.first()? {
            0 => Some((None, 1)),
            1 => {
                let (x, used) = f64::unpack_from(bytes.get(1..)?)?;
                Some((Some(x), 1 + used))
            }
            _ => None,
        }
    }
}

impl Packed for bool {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        put([u8::from(*self)], out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        match bytes.first()? {
            0 => Some((false, 1)),
            1 => Some((true, 1)),
            _ => None,
        }
    }
}

impl Packed for char {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        u32::from(*self).pack_into(out)
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        let (value, used) = u32::unpack_from(bytes)?;
        Some((char::from_u32(value)?, used))
    }
}

impl Packed for ShortName {
    /// A length byte, then as much of the name as fits (cut at a character
    /// boundary, marked as cut).
    fn pack_into(&self, out: &mut [u8]) -> usize {
        self.pack_into(out);
        out.first().map_or(0, |len| 1 + usize::from(len & 0x7f))
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        let used = 1 + usize::from(bytes.first()? & 0x7f);
        Some((ShortName::unpack(bytes), used))
    }
}

/// A name as written, whole: an owned kind (one a rule makes) writes all
/// of it in its words and help, and its packing keeps what fits, as a
/// [`ShortName`] does (what [`ErrorKind`](crate::ErrorKind) carries). A
/// name with no room left at all reads back as `…`, so that the kind
/// still reads back.
impl Packed for alloc::string::String {
    fn pack_into(&self, out: &mut [u8]) -> usize {
        ShortName::new(self).pack_into(out);
        out.first().map_or(0, |len| 1 + usize::from(len & 0x7f))
    }
    fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
        if bytes.is_empty() {
            return Some((alloc::string::String::from("…"), 0));
        }
        let (name, used) = <ShortName as Packed>::unpack_from(bytes)?;
        Some((alloc::string::ToString::to_string(&name), used))
    }
}

/// Implements [`Packed`] for a field-less enum by its index in a table of
/// every variant (one byte).
macro_rules! packed_by_index {
    ($ty:ty, $all:expr) => {
        impl $crate::base::error::Packed for $ty {
            fn pack_into(&self, out: &mut [u8]) -> usize {
                let index = $all.iter().position(|v| v == self).unwrap_or(usize::MAX);
                $crate::base::error::Packed::pack_into(&u8::try_from(index).unwrap_or(u8::MAX), out)
            }
            fn unpack_from(bytes: &[u8]) -> Option<(Self, usize)> {
                Some((*$all.get(usize::from(*bytes.first()?))?, 1))
            }
        }
    };
}
pub(crate) use packed_by_index;

/// A field that is a row of a static table (of names, or of lists of
/// names): packed as its index in the table (two bytes), so the field
/// keeps its `'static` text.
pub(crate) trait RowOf<Row: 'static>: Sized {
    /// Writes the index of the value in `rows`.
    fn pack_row(&self, rows: &'static [Row], out: &mut [u8]) -> usize;
    /// Reads a value [`pack_row`](RowOf::pack_row) wrote.
    fn unpack_row(rows: &'static [Row], bytes: &[u8]) -> Option<(Self, usize)>;
}

/// Writes the index of `value` among `rows` (`u16::MAX` if it is none).
fn pack_index<Row: PartialEq>(rows: &[Row], value: &Row, out: &mut [u8]) -> usize {
    let index = rows.iter().position(|row| row == value);
    u16::try_from(index.unwrap_or(usize::MAX))
        .unwrap_or(u16::MAX)
        .pack_into(out)
}

impl RowOf<&'static str> for &'static str {
    fn pack_row(&self, rows: &'static [&'static str], out: &mut [u8]) -> usize {
        pack_index(rows, self, out)
    }
    fn unpack_row(rows: &'static [&'static str], bytes: &[u8]) -> Option<(Self, usize)> {
        let (index, used) = u16::unpack_from(bytes)?;
        Some((rows.get(usize::from(index))?, used))
    }
}

/// A list of names, one of a table of lists (the attributes of which an
/// element must have one).
impl RowOf<&'static [&'static str]> for &'static [&'static str] {
    fn pack_row(&self, rows: &'static [&'static [&'static str]], out: &mut [u8]) -> usize {
        pack_index(rows, self, out)
    }
    fn unpack_row(rows: &'static [&'static [&'static str]], bytes: &[u8]) -> Option<(Self, usize)> {
        let (index, used) = u16::unpack_from(bytes)?;
        Some((rows.get(usize::from(index))?, used))
    }
}

/// `None` is 0, a row its index plus one.
impl RowOf<&'static str> for Option<&'static str> {
    fn pack_row(&self, rows: &'static [&'static str], out: &mut [u8]) -> usize {
        let index = match self {
            None => Some(0),
            Some(name) => rows.iter().position(|row| row == name).map(|i| i + 1),
        };
        u16::try_from(index.unwrap_or(usize::MAX))
            .unwrap_or(u16::MAX)
            .pack_into(out)
    }
    fn unpack_row(rows: &'static [&'static str], bytes: &[u8]) -> Option<(Self, usize)> {
        let (index, used) = u16::unpack_from(bytes)?;
        match usize::from(index).checked_sub(1) {
            None => Some((None, used)),
            Some(row) => Some((Some(rows.get(row)?), used)),
        }
    }
}

/// A field's value as serde and the lint JSON write it.
pub(crate) trait ToField {
    /// The value.
    fn to_field(&self) -> FieldValue<'_>;
}

impl ToField for &'static str {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self)
    }
}

impl ToField for alloc::string::String {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self)
    }
}

impl ToField for ShortName {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Str(self.as_str())
    }
}

impl ToField for &'static [&'static str] {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::List(self)
    }
}

impl ToField for f64 {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Float(*self)
    }
}

impl ToField for bool {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Bool(*self)
    }
}

impl ToField for char {
    fn to_field(&self) -> FieldValue<'_> {
        FieldValue::Char(*self)
    }
}

macro_rules! int_field {
    ($($ty:ty),*) => {$(
        impl ToField for $ty {
            fn to_field(&self) -> FieldValue<'_> {
                FieldValue::Int(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
int_field!(u8, u16, i16, u32, i64, u64, usize);

impl<T: ToField> ToField for Option<T> {
    fn to_field(&self) -> FieldValue<'_> {
        self.as_ref().map_or(FieldValue::Null, ToField::to_field)
    }
}

/// `{before}'{name}'{after}` when there is a name, nothing otherwise: the
/// optional end of a kind's words (`IfNamed(", use ", Some("list"), "")`
/// writes `, use 'list'`).
pub(crate) struct IfNamed(
    pub(crate) &'static str,
    pub(crate) Option<&'static str>,
    pub(crate) &'static str,
);

impl core::fmt::Display for IfNamed {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.1 {
            Some(name) => write!(f, "{}'{name}'{}", self.0, self.2),
            None => Ok(()),
        }
    }
}

/// Packs one field: by its type, or as a row of a table.
macro_rules! pack_field {
    ($value:expr, $out:expr, $fty:ty) => {
        <$fty as $crate::base::error::Packed>::pack_into($value, $out)
    };
    ($value:expr, $out:expr, $fty:ty, $rows:expr) => {
        <$fty as $crate::base::error::RowOf<_>>::pack_row($value, &$rows, $out)
    };
}
pub(crate) use pack_field;

/// Reads one field [`pack_field!`] wrote.
macro_rules! unpack_field {
    ($bytes:expr, $fty:ty) => {
        <$fty as $crate::base::error::Packed>::unpack_from($bytes)
    };
    ($bytes:expr, $fty:ty, $rows:expr) => {
        <$fty as $crate::base::error::RowOf<_>>::unpack_row(&$rows, $bytes)
    };
}
pub(crate) use unpack_field;

/// Packs a detail's fields after its tag, or leaves the packing to the
/// module (`packing: custom`, for fields read from the module's own
/// tables).
macro_rules! detail_packing {
    (custom; $($rest:tt)*) => {};
    (
        ; $name:ident;
        $( $variant:ident $({ $( $field:ident : $fty:ty $(= $rows:expr)? ),+ })?; )+
    ) => {
        impl $name {
            /// The detail's bytes: its tag (the variant), then each field
            /// in declaration order.
            #[allow(unused_mut, unused_assignments, unused_variables)]
            fn pack(self) -> $crate::error::DetailData {
                #[allow(non_camel_case_types, dead_code, clippy::enum_variant_names)]
                #[repr(u8)]
                enum Tag { $($variant),+ }
                let mut bytes = [0u8; $crate::error::DetailData::CAPACITY];
                let (tag, rest) = bytes.split_at_mut(1);
                let mut at = 0;
                match self {
                    $( $name::$variant $({ $($field),+ })? => {
                        if let Some(tag) = tag.first_mut() {
                            *tag = Tag::$variant as u8;
                        }
                        $($(
                            let out = rest.get_mut(at..).unwrap_or_default();
                            at += $crate::base::error::pack_field!(&$field, out, $fty $(, $rows)?);
                        )+)?
                    } )+
                }
                $crate::error::DetailData::new(bytes)
            }

            /// Reads what [`pack`](Self::pack) wrote.
            #[allow(unused_mut, unused_assignments, unused_variables)]
            fn unpack(data: &$crate::error::DetailData) -> Option<$name> {
                #[allow(non_camel_case_types, dead_code, clippy::enum_variant_names)]
                #[repr(u8)]
                enum Tag { $($variant),+ }
                let (&tag, rest) = data.bytes().split_first()?;
                let mut at = 0;
                $(
                    if tag == Tag::$variant as u8 {
                        return Some($name::$variant $({ $(
                            $field: {
                                let (value, used) = $crate::base::error::unpack_field!(
                                    rest.get(at..)?, $fty $(, $rows)?
                                )?;
                                at += used;
                                value
                            },
                        )+ })?);
                    }
                )+
                None
            }
        }
    };
}
pub(crate) use detail_packing;

/// Declares a syntax's own failure kinds and their [`DetailTable`]: one
/// line a kind, with its typed fields, its code, severity and words (a
/// format string over the fields, and arguments if any).
///
/// Generated: the enum (`#[non_exhaustive]`, `Copy`), `CODES` (every code,
/// in declaration order), `code`, `severity`, `from_kind`, `Display`,
/// `for_each_field` (each field by its name: what serde and the lint JSON
/// write), the packing into [`DetailData`] (the variant, then each field:
/// a [`Packed`] type, or `= TABLE` for a row of a table of names), the
/// table (with the fallback code and words for bytes no kind packs to),
/// `KINDS` (each code with its severity), `help` and `From<_> for
/// ErrorKind`. `suggestion:` gives the keyword the author likely meant;
/// `help("…", args)` after a kind's words gives its fix in words (a format
/// string over the fields; one that writes nothing is no help); `packing: custom` leaves `pack`/`unpack` to
/// the module. `enum Name (owned);` declares a kind whose fields may be
/// `String`s (a name as written, whole in the words, cut to what fits in
/// the packed kind): such an enum is not `Copy`. `enum Name (numbers);`
/// declares kinds with `f64` fields (numbers as a browser reads them):
/// `Copy`, but only `PartialEq`.
macro_rules! detail_kinds {
    (
        @declare [$($derive:ident),*]
        $(#[$meta:meta])*
        $vis:vis enum $name:ident;
        $(#[doc = $table_doc:literal])*
        $tvis:vis static $table:ident = (syntax $syntax:literal, otherwise $fallback_code:literal, $fallback_text:literal);
        {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $( $(#[doc = $fdoc:literal])* $field:ident : $fty:ty $(= $rows:expr)? ),+ $(,)? })?
                    => ($code:expr, $severity:ident, $($words:tt)+) $(help ($($help:tt)+))?,
            )+
        }
        $(suggestion: $suggest:expr;)?
        $(packing: $packing:ident;)?
    ) => {
        $(#[$meta])*
        #[non_exhaustive]
        #[derive(Debug, Clone, PartialEq, $($derive),*)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant $({ $(
                #[doc = $crate::base::error::field_doc!($field; $($fdoc),*)]
                $field: $fty
            ),+ })?, )+
        }

        impl $name {
            /// Every code, in declaration order.
            #[allow(dead_code)]
            pub const CODES: &'static [&'static str] = &[$($code),+];

            /// Every kind's code and severity, in declaration order.
            #[allow(dead_code)]
            pub const KINDS: &'static [(&'static str, $crate::error::Severity)] =
                &[$(($code, $crate::error::Severity::$severity)),+];

            /// The fix in words: the kind's own help, or "did you mean" its
            /// suggestion.
            #[allow(dead_code, unused_variables)]
            pub fn help(&self) -> Option<alloc::string::String> {
                let own: Option<alloc::string::String> = match self {
                    $( $name::$variant $({ $($field),+ })? => {
                        $crate::base::error::declared_help!($($($help)+)?)
                    } )+
                };
                $(let own = own.or_else(|| {
                    ($suggest)(self).map(|s: &str| alloc::format!("did you mean '{s}'?"))
                });)?
                own
            }

            /// The stable snake_case code.
            #[allow(dead_code)]
            pub fn code(&self) -> &'static str {
                match self {
                    $( $name::$variant { .. } => $code, )+
                }
            }

            /// How serious the detail is.
            #[allow(dead_code)]
            pub fn severity(&self) -> $crate::error::Severity {
                match self {
                    $( $name::$variant { .. } => $crate::error::Severity::$severity, )+
                }
            }

            /// The detail an [`ErrorKind`](crate::ErrorKind) carries, if it
            /// is one of these.
            #[allow(dead_code)]
            pub fn from_kind(kind: &$crate::ErrorKind) -> Option<$name> {
                match kind {
                    $crate::ErrorKind::Detail { table, data } if *table == &$table => {
                        $name::unpack(data)
                    }
                    _ => None,
                }
            }

            /// Calls `f` with each of the detail's fields, by name (what
            /// serde and the lint JSON write).
            #[allow(unused_variables, dead_code)]
            pub fn for_each_field(&self, f: &mut $crate::error::FieldSink<'_>) {
                match self {
                    $( $name::$variant $({ $($field),+ })? => {
                        $($( f(stringify!($field), $crate::base::error::ToField::to_field($field)); )+)?
                    } )+
                }
            }
        }

        impl core::fmt::Display for $name {
            #[allow(unused_variables)]
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                match self {
                    $( $name::$variant $({ $($field),+ })? => write!(f, $($words)+), )+
                }
            }
        }

        $crate::base::error::detail_packing!(
            $($packing)?; $name;
            $( $variant $({ $( $field : $fty $(= $rows)? ),+ })?; )+
        );

        #[doc = $crate::base::error::table_doc!($name; $($table_doc),*)]
        $tvis static $table: $crate::error::DetailTable = $crate::error::DetailTable::new(
            $syntax,
            |data| $name::unpack(data).map_or($fallback_code, |d| d.code()),
            |data, f| match $name::unpack(data) {
                Some(detail) => core::fmt::Display::fmt(&detail, f),
                None => f.write_str($fallback_text),
            },
        )
        .with_severity(|data| {
            $name::unpack(data).map_or($crate::error::Severity::Error, |d| d.severity())
        })
        $(.with_suggestion(|data| $name::unpack(data).and_then(|d| ($suggest)(&d))))?
        .with_fields(|data, f| {
            if let Some(detail) = $name::unpack(data) {
                detail.for_each_field(f);
            }
        })
        .with_help(|data| $name::unpack(data).and_then(|d| d.help()))
        .with_codes($name::CODES);

        impl From<$name> for $crate::ErrorKind {
            fn from(detail: $name) -> $crate::ErrorKind {
                $crate::ErrorKind::Detail {
                    table: &$table,
                    data: detail.pack(),
                }
            }
        }

        impl $crate::base::error::Declared for $name {
            fn help(&self) -> Option<alloc::string::String> {
                $name::help(self)
            }
        }
    };
    // A rule's kinds, whose fields may own the names as written (`String`):
    // not `Copy`; the words and help write the whole name, the packed kind
    // keeps what fits.
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident (owned);
        $($rest:tt)*
    ) => {
        $crate::base::error::detail_kinds! {
            @declare [Eq, Hash]
            $(#[$meta])*
            $vis enum $name;
            $($rest)*
        }
    };
    // Kinds with numbers as a browser reads them (`f64` fields): `Copy`,
    // and only `PartialEq`.
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident (numbers);
        $($rest:tt)*
    ) => {
        $crate::base::error::detail_kinds! {
            @declare [Copy]
            $(#[$meta])*
            $vis enum $name;
            $($rest)*
        }
    };
    // Kinds without fields: the same, and `ALL`, every kind.
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident;
        $(#[doc = $table_doc:literal])*
        $tvis:vis static $table:ident = ($($table_args:tt)*);
        {
            $(
                $(#[$vmeta:meta])*
                $variant:ident => ($($line:tt)+) $(help ($($help:tt)+))?,
            )+
        }
        $($rest:tt)*
    ) => {
        $crate::base::error::detail_kinds! {
            @declare [Copy, Eq, Hash]
            $(#[$meta])*
            $vis enum $name;
            $(#[doc = $table_doc])*
            $tvis static $table = ($($table_args)*);
            { $( $(#[$vmeta])* $variant => ($($line)+) $(help ($($help)+))?, )+ }
            $($rest)*
        }

        impl $name {
            /// Every kind, in declaration order.
            #[allow(dead_code)]
            pub const ALL: &'static [$name] = &[$($name::$variant),+];
        }
    };
    ($($declaration:tt)+) => {
        $crate::base::error::detail_kinds! { @declare [Copy, Eq, Hash] $($declaration)+ }
    };
}
pub(crate) use detail_kinds;

/// A kind's field's doc: its own doc lines, or for a field without them
/// the glossary's. A field name means one thing in every kind: `element`
/// is the element's name, `name` and `attribute` the attribute's, `id` the
/// id, `role` the role, `near` the name the author likely meant, and so
/// on below; a field that means more says so in its own doc.
macro_rules! field_doc {
    ($field:ident; $($line:literal),+) => {
        concat!($($line, "\n"),+)
    };
    (element;) => {
        "The element's name."
    };
    (name;) => {
        "The attribute's name."
    };
    (attribute;) => {
        "The attribute's name."
    };
    (id;) => {
        "The id."
    };
    (role;) => {
        "The role."
    };
    (near;) => {
        "The nearest known name, the one the author likely meant; empty when none is near."
    };
    (instead;) => {
        "What to do instead, in words."
    };
    (expected;) => {
        "What the value must be, in words."
    };
    (language;) => {
        "The element's language: `SVG` or `MathML`."
    };
    (which;) => {
        "The element, as its row names it (\"a p element\", \"an input type=hidden\", \"`body`\")."
    };
    (subject;) => {
        "How the message names the element and its role (\"by the role 'tab'\", \"on a span element, whose role is generic\"), or empty."
    };
    (needs;) => {
        "What the attribute needs, in words: the element it belongs to, or the attributes beside it."
    };
    (min;) => {
        "The value of the `min` attribute."
    };
    (max;) => {
        "The value of the `max` attribute."
    };
    (low;) => {
        "The value of the `low` attribute."
    };
    (high;) => {
        "The value of the `high` attribute."
    };
}
pub(crate) use field_doc;

/// A kinds' table's doc: its own doc lines, or "The codes and words of"
/// the enum.
macro_rules! table_doc {
    ($name:ident; $($line:literal),+) => {
        concat!($($line, "\n"),+)
    };
    ($name:ident;) => {
        concat!("The codes and words of [`", stringify!($name), "`].")
    };
}
pub(crate) use table_doc;

/// A kind's help in words (`help("add {name}")` in [`detail_kinds!`]), or
/// none: a help that writes nothing is none (`help("{}", hint.unwrap_or_default())`).
macro_rules! declared_help {
    () => {
        None
    };
    ($($help:tt)+) => {
        Some(alloc::format!($($help)+)).filter(|help| !help.is_empty())
    };
}
pub(crate) use declared_help;

/// A kind declared with [`detail_kinds!`], as a finding takes it: its
/// words (`Display`), its help, and the [`ErrorKind`](crate::ErrorKind)
/// it packs into.
// The document checker takes them (without it, only the macro implements it).
#[cfg_attr(not(feature = "document"), allow(dead_code))]
pub(crate) trait Declared: core::fmt::Display + Into<crate::ErrorKind> {
    /// The fix in words, if the kind says one.
    fn help(&self) -> Option<alloc::string::String>;
}

#[cfg(test)]
mod tests {
    use crate::error::{DetailData, FieldValue, Severity, ShortName};
    use crate::ErrorKind;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    static NAMES: [&str; 3] = ["one", "two", "three"];

    detail_kinds! {
        /// Test details.
        pub enum Probe;
        /// Their table.
        pub static PROBE_DETAILS = (syntax "probe", otherwise "probe", "not a probe");
        {
            /// No field.
            First => ("first_probe", Error, "expected the first"),
            /// A warning with fields of every kind.
            Second {
                /// A count.
                count: u16,
                /// A sign.
                negative: bool,
                /// A row of `NAMES`.
                name: &'static str = NAMES,
                /// Maybe a row of `NAMES`.
                instead: Option<&'static str> = NAMES,
                /// A name as written.
                written: ShortName,
            } => ("second_probe", Warning, "{count} of '{name}' ({written}), negative: {negative}"),
        }
        suggestion: |d: &Probe| match d {
            Probe::Second { instead, .. } => *instead,
            Probe::First => None,
        };
    }

    fn second() -> Probe {
        Probe::Second {
            count: 300,
            negative: true,
            name: "three",
            instead: Some("two"),
            written: ShortName::new("Th\u{e9}ree"),
        }
    }

    #[test]
    fn each_detail_round_trips_with_its_code_severity_words_fields_and_suggestion() {
        let first = ErrorKind::from(Probe::First);
        assert_eq!(Probe::from_kind(&first), Some(Probe::First));
        assert_eq!(
            (
                first.code(),
                first.severity(),
                first.to_string(),
                first.suggestion()
            ),
            (
                "first_probe",
                Severity::Error,
                "expected the first".to_string(),
                None
            )
        );
        let kind = ErrorKind::from(second());
        assert_eq!(Probe::from_kind(&kind), Some(second()));
        assert_eq!(
            (kind.code(), kind.severity(), kind.suggestion()),
            ("second_probe", Severity::Warning, Some("two"))
        );
        assert_eq!(
            kind.to_string(),
            "300 of 'three' (Th\u{e9}ree), negative: true"
        );
        let mut fields = Vec::new();
        kind.for_each_field(&mut |name, value| {
            fields.push((name, alloc::format!("{value:?}")));
        });
        let expected = [
            ("syntax", FieldValue::Str("probe")),
            ("count", FieldValue::Int(300)),
            ("negative", FieldValue::Bool(true)),
            ("name", FieldValue::Str("three")),
            ("instead", FieldValue::Str("two")),
            ("written", FieldValue::Str("Th\u{e9}ree")),
            // Every kind's suggestion, under one key.
            ("suggestion", FieldValue::Str("two")),
        ]
        .map(|(n, v)| (n, alloc::format!("{v:?}")));
        assert_eq!(fields, expected);
        assert_eq!(Probe::CODES, ["first_probe", "second_probe"]);
        assert_eq!(PROBE_DETAILS.codes, Probe::CODES);
    }

    #[test]
    fn a_value_outside_its_table_and_foreign_bytes_read_as_the_fallback() {
        // A name not in `NAMES` packs to no row.
        let outside = Probe::Second {
            count: 1,
            negative: false,
            name: "four",
            instead: None,
            written: ShortName::new(""),
        };
        let kind = ErrorKind::from(outside);
        assert_eq!(Probe::from_kind(&kind), None);
        assert_eq!(
            (kind.code(), kind.to_string()),
            ("probe", "not a probe".to_string())
        );
        for bytes in [[9; DetailData::CAPACITY], [1; DetailData::CAPACITY]] {
            let kind = ErrorKind::Detail {
                table: &PROBE_DETAILS,
                data: DetailData::new(bytes),
            };
            assert_eq!(Probe::from_kind(&kind), None);
            assert_eq!(kind.severity(), Severity::Error);
        }
    }

    #[test]
    fn a_long_name_is_cut_to_the_room_left() {
        let long = Probe::Second {
            count: 1,
            negative: false,
            name: "one",
            instead: None,
            written: ShortName::new(&"x".repeat(40)),
        };
        let written = match Probe::from_kind(&ErrorKind::from(long)) {
            Some(Probe::Second { written, .. }) => written.to_string(),
            other => alloc::format!("{other:?}"),
        };
        // 23 bytes: the tag, 2 + 1 + 2 + 2 for the other fields, a length byte.
        assert_eq!(written, alloc::format!("{}…", "x".repeat(14)));
    }

    detail_kinds! {
        /// Test kinds of a rule, owning the names as written.
        pub enum Owned (owned);
        /// Their table.
        pub static OWNED_DETAILS = (syntax "owning_rule", otherwise "owned", "not owned");
        {
            /// Two names, after a row.
            Named {
                /// A row of `NAMES`.
                row: &'static str = NAMES,
                /// The first name.
                first: alloc::string::String,
                /// The second name.
                second: alloc::string::String,
            } => ("named_owned", Warning, "'{first}' and '{second}' ({row})")
                help("remove '{second}'"),
            /// No field, and no help.
            Bare => ("bare_owned", Error, "bare"),
        }
    }

    #[test]
    fn an_owned_kind_words_every_name_whole_and_packs_what_fits() {
        use super::Declared;
        let long = "y".repeat(30);
        let named = Owned::Named {
            row: "two",
            first: "x".repeat(25),
            second: long.clone(),
        };
        assert_eq!(
            named.to_string(),
            alloc::format!("'{}' and '{long}' (two)", "x".repeat(25))
        );
        assert_eq!(
            Declared::help(&named),
            Some(alloc::format!("remove '{long}'"))
        );
        assert_eq!(Declared::help(&Owned::Bare), None);
        let kind = ErrorKind::from(named);
        // 23 bytes: the tag, the row's 2, a length byte and 19 of the
        // first name; no room for the second, which reads back as `…`.
        assert_eq!(
            Owned::from_kind(&kind),
            Some(Owned::Named {
                row: "two",
                first: alloc::format!("{}…", "x".repeat(19)),
                second: "…".into(),
            })
        );
        assert_eq!(
            (kind.code(), kind.severity()),
            ("named_owned", Severity::Warning)
        );
        assert_eq!(kind.help(), Some("remove '…'".into()));
        assert_eq!(
            Owned::KINDS,
            [
                ("named_owned", Severity::Warning),
                ("bare_owned", Severity::Error)
            ]
        );
    }
}
