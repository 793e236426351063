//! `parse(syntax, value)`: the parse rules of the CLI's syntaxes, each
//! value as a Python value (`datetime` types, floats, tuples for colors,
//! the named tuples of `_types` where a value has parts).

use html_microsyntax::color::{self, SimpleColor};
use html_microsyntax::datetime::{
    self, Date, DateOrTime, GlobalDateTime, LocalDateTime, Time, TimeZoneOffset,
};
use html_microsyntax::numbers::{self, DimensionKind, ListUnit};
use html_microsyntax::registry::{DIMENSION, HASH_NAME_REFERENCE, LEGACY_COLOR};
use html_microsyntax::{mime, reference, refresh, tokens, Error};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;
use pyo3::BoundObject;

use super::make;

/// The names `parse` takes, with their descriptions (the CLI's parse
/// syntaxes with a string input).
pub const PARSE_SYNTAXES: &[(&str, &str)] = &[
    ("integer", "rules for parsing integers: int"),
    (
        "non_negative_integer",
        "rules for parsing non-negative integers: int",
    ),
    (
        "float",
        "rules for parsing floating-point number values: float",
    ),
    (
        "best_float",
        "the float rules, then the best representation (ECMAScript Number ToString): str",
    ),
    (
        DIMENSION.name,
        "rules for parsing dimension values: Dimension",
    ),
    (
        "nonzero_dimension",
        "rules for parsing nonzero dimension values: Dimension",
    ),
    (
        "float_list",
        "rules for parsing a list of floating-point numbers: list[float]",
    ),
    (
        "dimension_list",
        "rules for parsing a list of dimensions: list[ListDimension]",
    ),
    ("month", "parse a month string: Month"),
    ("date", "parse a date string: datetime.date"),
    (
        "yearless_date",
        "parse a yearless date string: YearlessDate",
    ),
    ("time", "parse a time string: datetime.time"),
    (
        "local_datetime",
        "parse a local date and time string: datetime.datetime (naive)",
    ),
    (
        "normalized_local_datetime",
        "parse a local date and time string, then write the valid normalized string: str",
    ),
    (
        "time_zone_offset",
        "parse a time-zone offset string: datetime.timezone",
    ),
    (
        "global_datetime",
        "parse a global date and time string: datetime.datetime (aware, in its offset)",
    ),
    ("week", "parse a week string: Week"),
    ("duration", "parse a duration string: datetime.timedelta"),
    (
        "date_or_time",
        "parse a date or time string: datetime.date, datetime.time or an aware datetime.datetime",
    ),
    (
        "simple_color",
        "rules for parsing simple color values: (r, g, b)",
    ),
    (
        LEGACY_COLOR.name,
        "rules for parsing a legacy color value: (r, g, b)",
    ),
    ("space_tokens", "split on ASCII whitespace: list[str]"),
    ("comma_tokens", "split on commas: list[str]"),
    (
        HASH_NAME_REFERENCE.name,
        "rules for parsing a hash-name reference: str",
    ),
    ("mime_type", "parse a MIME type: MimeType"),
    (
        "meta_refresh",
        "the shared declarative refresh steps (<meta http-equiv=refresh>): Refresh",
    ),
];

/// Python's `datetime` module.
fn datetime_module(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    static DATETIME: PyOnceLock<Py<PyModule>> = PyOnceLock::new();
    DATETIME
        .get_or_try_init(py, || py.import("datetime").map(Bound::unbind))
        .map(|m| m.bind(py))
}

/// `datetime.<name>(*args)`.
fn call<'py>(
    py: Python<'py>,
    name: &str,
    args: impl pyo3::call::PyCallArgs<'py>,
) -> PyResult<Bound<'py, PyAny>> {
    datetime_module(py)?.getattr(name)?.call1(args)
}

/// The crate's error as `ParseError`.
pub fn parse_error(py: Python<'_>, e: &Error) -> PyErr {
    super::error(
        py,
        "ParseError",
        (
            e.kind().code(),
            e.offset(),
            e.line(),
            e.column(),
            e.message().to_string(),
        ),
    )
}

fn date<'py>(py: Python<'py>, d: Date) -> PyResult<Bound<'py, PyAny>> {
    call(py, "date", (d.year(), d.month(), d.day()))
}

/// A time; the fraction is kept to the microsecond (Python's resolution).
fn time<'py>(py: Python<'py>, t: Time) -> PyResult<Bound<'py, PyAny>> {
    call(
        py,
        "time",
        (t.hour(), t.minute(), t.second(), t.nanosecond() / 1000),
    )
}

fn local<'py>(
    py: Python<'py>,
    v: LocalDateTime,
    tzinfo: Option<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let (d, t) = (v.date(), v.time());
    call(
        py,
        "datetime",
        (
            d.year(),
            d.month(),
            d.day(),
            t.hour(),
            t.minute(),
            t.second(),
            t.nanosecond() / 1000,
            tzinfo,
        ),
    )
}

fn timezone<'py>(py: Python<'py>, z: TimeZoneOffset) -> PyResult<Bound<'py, PyAny>> {
    let kwargs = PyDict::new(py);
    kwargs.set_item("hours", z.hours())?;
    kwargs.set_item("minutes", z.minutes())?;
    let delta = datetime_module(py)?
        .getattr("timedelta")?
        .call((), Some(&kwargs))?;
    call(py, "timezone", (delta,))
}

/// The moment in its own offset: the UTC time, then `astimezone`.
fn global<'py>(py: Python<'py>, g: GlobalDateTime) -> PyResult<Bound<'py, PyAny>> {
    let utc = datetime_module(py)?.getattr("timezone")?.getattr("utc")?;
    local(py, g.utc(), Some(utc))?.call_method1("astimezone", (timezone(py, g.offset())?,))
}

fn rgb(c: SimpleColor) -> (u8, u8, u8) {
    (c.r, c.g, c.b)
}

/// The refresh steps, then the URL parser on the URL (against the `url`
/// module's fixed base), as the CLI runs them.
fn meta_refresh<'py>(py: Python<'py>, input: &str) -> PyResult<Bound<'py, PyAny>> {
    let r = refresh::parse_refresh(input).map_err(|e| parse_error(py, &e))?;
    if let Some(u) = r.url {
        if let Ok(base) = url::Url::parse(html_microsyntax::url::BASE) {
            let start = (u.as_ptr() as usize).saturating_sub(input.as_ptr() as usize);
            html_microsyntax::url::parse_url_with_base(u, &base)
                .map_err(|e| parse_error(py, &Error::new(e.kind(), input, start + e.offset())))?;
        }
    }
    make(py, "Refresh", (r.time, r.url))
}

/// Runs the parse rules of `syntax` on `input`; `None` when `syntax` is not
/// one of [`PARSE_SYNTAXES`].
pub fn parse<'py>(
    py: Python<'py>,
    syntax: &str,
    input: &str,
) -> Option<PyResult<Bound<'py, PyAny>>> {
    // The crate's answer, then its conversion.
    fn ok<'py, T>(
        py: Python<'py>,
        value: Result<T, Error>,
        convert: impl FnOnce(Python<'py>, T) -> PyResult<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        value
            .map_err(|e| parse_error(py, &e))
            .and_then(|v| convert(py, v))
    }
    fn into<'py>(py: Python<'py>, v: impl IntoPyObject<'py>) -> PyResult<Bound<'py, PyAny>> {
        v.into_pyobject(py)
            .map(BoundObject::into_any)
            .map(BoundObject::into_bound)
            .map_err(Into::into)
    }
    let dimension = |py: Python<'py>, d: numbers::Dimension| {
        let unit = match d.kind {
            DimensionKind::Length => "length",
            DimensionKind::Percentage => "percentage",
        };
        make(py, "Dimension", (d.value, unit))
    };
    Some(match syntax {
        "integer" => ok(py, numbers::parse_integer(input), into),
        "non_negative_integer" => ok(py, numbers::parse_non_negative_integer(input), into),
        "float" => ok(py, numbers::parse_float(input), into),
        "best_float" => ok(py, numbers::parse_float(input), |py, v| {
            into(py, numbers::best_representation(v).to_string())
        }),
        s if s == DIMENSION.name => ok(py, numbers::parse_dimension(input), dimension),
        "nonzero_dimension" => ok(py, numbers::parse_nonzero_dimension(input), dimension),
        "float_list" => into(py, numbers::parse_list_of_floats(input)),
        "dimension_list" => ok(py, numbers::parse_list_of_dimensions(input), |py, list| {
            let items = list
                .iter()
                .map(|d| {
                    let unit = match d.unit {
                        ListUnit::Absolute => "absolute",
                        ListUnit::Relative => "relative",
                        ListUnit::Percentage => "percentage",
                    };
                    make(py, "ListDimension", (d.value, unit))
                })
                .collect::<PyResult<Vec<_>>>()?;
            into(py, items)
        }),
        "month" => ok(py, datetime::parse_month(input), |py, m| {
            make(py, "Month", (m.year(), m.month()))
        }),
        "date" => ok(py, datetime::parse_date(input), date),
        "yearless_date" => ok(py, datetime::parse_yearless_date(input), |py, d| {
            make(py, "YearlessDate", (d.month(), d.day()))
        }),
        "time" => ok(py, datetime::parse_time(input), time),
        "local_datetime" => ok(py, datetime::parse_local_date_time(input), |py, v| {
            local(py, v, None)
        }),
        "normalized_local_datetime" => ok(py, datetime::parse_local_date_time(input), |py, v| {
            into(py, v.to_string())
        }),
        "time_zone_offset" => ok(py, datetime::parse_time_zone_offset(input), timezone),
        "global_datetime" => ok(py, datetime::parse_global_date_time(input), global),
        "week" => ok(py, datetime::parse_week(input), |py, w| {
            make(py, "Week", (w.year(), w.week()))
        }),
        "duration" => ok(py, datetime::parse_duration(input), |py, d| {
            let kwargs = PyDict::new(py);
            kwargs.set_item("seconds", d.seconds())?;
            kwargs.set_item("microseconds", d.nanoseconds() / 1000)?;
            datetime_module(py)?
                .getattr("timedelta")?
                .call((), Some(&kwargs))
        }),
        "date_or_time" => ok(py, datetime::parse_date_or_time(input), |py, v| match v {
            DateOrTime::Date(d) => date(py, d),
            DateOrTime::Time(t) => time(py, t),
            DateOrTime::Global(g) => global(py, g),
        }),
        "simple_color" => ok(py, color::parse_simple_color(input), |py, c| {
            into(py, rgb(c))
        }),
        s if s == LEGACY_COLOR.name => ok(py, color::parse_legacy_color(input), |py, c| {
            into(py, rgb(c))
        }),
        "space_tokens" => into(
            py,
            tokens::space_separated_tokens(input).collect::<Vec<_>>(),
        ),
        "comma_tokens" => into(
            py,
            tokens::comma_separated_tokens(input).collect::<Vec<_>>(),
        ),
        s if s == HASH_NAME_REFERENCE.name => ok(py, reference::parse_hash_name(input), into),
        "mime_type" => ok(py, mime::parse_mime_type(input), |py, m| {
            let parameters = PyDict::new(py);
            for (name, value) in m.parameters() {
                parameters.set_item(name, value)?;
            }
            make(
                py,
                "MimeType",
                (m.type_(), m.subtype(), parameters, m.to_string()),
            )
        }),
        "meta_refresh" => meta_refresh(py, input),
        _ => return None,
    })
}
