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

mod codes;
mod declare;
mod detail;
mod kind;
mod located;
mod location;
mod step;

pub use codes::{Expected, Field, UrlProblem, Violation};
pub(crate) use declare::{
    declared_help, detail_kinds, detail_packing, field_doc, pack_field, packed_by_index, table_doc,
    unpack_field, Declared, IfNamed, Packed, RowOf, ToField,
};
pub use detail::{DetailData, DetailTable, Found, ShortName, Supported, MAX_YEAR};
pub use kind::{ErrorKind, FieldSink, FieldValue, Severity};
pub use located::{finish, Error, Report};
pub(crate) use step::fail;
pub use step::{ComponentError, Message, StepError};
