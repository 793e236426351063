//! `html_microsyntax._native`: the crate's document checker and
//! microsyntaxes for Python (PyO3, the stable ABI from CPython 3.9).
//!
//! Thin by design: a [`Finding`] is the crate's own
//! [`html_microsyntax::document::Finding`], wrapped, its fields converted
//! when read; the configuration is read by
//! [`ConfigFile::from_json`](html_microsyntax::document::ConfigFile::from_json),
//! as the CLI reads it; the values and exceptions are the plain Python types
//! of `html_microsyntax._types`. The GIL is released while a document is
//! checked.
#![forbid(unsafe_code)]

mod values;

use std::hash::{Hash, Hasher};

use html_microsyntax::document::{
    check_bytes_with, check_str_with, ConfigFile, Finding as CoreFinding, Options,
};
use html_microsyntax::registry::{self, Context};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyDict, PyList, PyString};
use serde_json::Value;

/// The module of the plain Python types (`html_microsyntax._types`).
fn types(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    static TYPES: PyOnceLock<Py<PyModule>> = PyOnceLock::new();
    TYPES
        .get_or_try_init(py, || {
            py.import("html_microsyntax._types").map(Bound::unbind)
        })
        .map(|m| m.bind(py))
}

/// An instance of the type `name` of `_types`, built from `args`.
pub(crate) fn make<'py>(
    py: Python<'py>,
    name: &str,
    args: impl pyo3::call::PyCallArgs<'py>,
) -> PyResult<Bound<'py, PyAny>> {
    types(py)?.getattr(name)?.call1(args)
}

/// The exception `name` of `_types`, built from `args`.
pub(crate) fn error<'py>(
    py: Python<'py>,
    name: &str,
    args: impl pyo3::call::PyCallArgs<'py>,
) -> PyErr {
    match make(py, name, args) {
        Ok(e) => PyErr::from_value(e),
        Err(e) => e,
    }
}

/// A JSON value as the Python value `json.loads` gives.
fn json_to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Null => py.None().into_bound(py),
        Value::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        Value::Number(n) => {
            if let Some(i) = n.as_i64() {
                i.into_pyobject(py)?.into_any()
            } else if let Some(u) = n.as_u64() {
                u.into_pyobject(py)?.into_any()
            } else {
                n.as_f64().unwrap_or(f64::NAN).into_pyobject(py)?.into_any()
            }
        }
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::Array(items) => {
            let list = PyList::empty(py);
            for item in items {
                list.append(json_to_py(py, item)?)?;
            }
            list.into_any()
        }
        Value::Object(map) => {
            let dict = PyDict::new(py);
            for (k, v) in map {
                dict.set_item(k, json_to_py(py, v)?)?;
            }
            dict.into_any()
        }
    })
}

/// One finding of [`lint`]: the fields of `html-microsyntax lint --format
/// json`, read-only, each converted when it is read.
#[pyclass(frozen, module = "html_microsyntax", name = "Finding")]
struct Finding {
    file: Option<String>,
    inner: CoreFinding,
}

/// The lint JSON's keys, in its order.
const KEYS: &[&str] = &[
    "file",
    "line",
    "column",
    "offset",
    "element",
    "attribute",
    "value",
    "syntax",
    "kind",
    "severity",
    "message",
    "help",
    "spec",
    "end_offset",
    "end_line",
    "end_column",
    "source_offset",
    "source_end_offset",
    "fields",
    "fixes",
    "rule",
];

#[pymethods]
impl Finding {
    /// The path given to `lint`, or None.
    #[getter]
    fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }
    /// 1-based line of `offset`.
    #[getter]
    fn line(&self) -> usize {
        self.inner.line
    }
    /// 1-based column of `offset`, in characters.
    #[getter]
    fn column(&self) -> usize {
        self.inner.column
    }
    /// Byte offset of the offending character in the decoded text (UTF-8).
    #[getter]
    fn offset(&self) -> usize {
        self.inner.offset
    }
    /// The lowercase element name.
    #[getter]
    fn element(&self) -> &str {
        &self.inner.element
    }
    /// The lowercase attribute name (empty for a finding on an element).
    #[getter]
    fn attribute(&self) -> &str {
        &self.inner.attribute
    }
    /// The value after character references are decoded.
    #[getter]
    fn value(&self) -> &str {
        &self.inner.value
    }
    /// The syntax's name, or the rule's for a rule's own kinds.
    #[getter]
    fn syntax(&self) -> &'static str {
        self.inner.syntax
    }
    /// The kind's code, unique in the crate.
    #[getter]
    fn kind(&self) -> &'static str {
        self.inner.kind
    }
    /// `"error"` or `"warning"`.
    #[getter]
    fn severity(&self) -> &'static str {
        self.inner.severity.as_str()
    }
    /// One sentence, lowercase, no final period.
    #[getter]
    fn message(&self) -> &str {
        &self.inner.message
    }
    /// A fix in words, or None.
    #[getter]
    fn help(&self) -> Option<&str> {
        self.inner.help.as_deref()
    }
    /// The URL of the definition.
    #[getter]
    fn spec(&self) -> &'static str {
        self.inner.spec
    }
    /// Byte offset just past the text the finding is about.
    #[getter]
    fn end_offset(&self) -> usize {
        self.inner.end_offset
    }
    /// 1-based line of `end_offset`.
    #[getter]
    fn end_line(&self) -> usize {
        self.inner.end_line
    }
    /// 1-based column of `end_offset`, in characters.
    #[getter]
    fn end_column(&self) -> usize {
        self.inner.end_column
    }
    /// `offset` in the document's own bytes.
    #[getter]
    fn source_offset(&self) -> usize {
        self.inner.source_offset
    }
    /// `end_offset` in the document's own bytes.
    #[getter]
    fn source_end_offset(&self) -> usize {
        self.inner.source_end_offset
    }
    /// The rule that made the finding.
    #[getter]
    fn rule(&self) -> &'static str {
        self.inner.rule
    }
    /// The kind's typed fields (the found keyword, the expected choices, the
    /// bounds, a rule's names and values…), as the lint JSON's `fields`.
    #[getter]
    fn fields<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let json = serde_json::to_value(&self.inner).unwrap_or(Value::Null);
        json_to_py(py, json.get("fields").unwrap_or(&Value::Null))
    }
    /// The corrections the text determines (`Fix` named tuples).
    #[getter]
    fn fixes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for fix in &self.inner.fixes {
            let edits = PyList::empty(py);
            for e in &fix.edits {
                edits.append(make(
                    py,
                    "Edit",
                    (
                        e.offset,
                        e.end_offset,
                        e.source_offset,
                        e.source_end_offset,
                        e.replacement.as_str(),
                    ),
                )?)?;
            }
            list.append(make(
                py,
                "Fix",
                (fix.description.as_str(), fix.safe, edits),
            )?)?;
        }
        Ok(list)
    }

    /// The finding as the lint JSON's object (`json.loads` of one line of
    /// `html-microsyntax lint --format json`), its keys in that order.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let json = serde_json::to_value(&self.inner).unwrap_or(Value::Null);
        let dict = PyDict::new(py);
        for key in KEYS {
            if *key == "file" {
                dict.set_item(key, self.file.as_deref())?;
            } else {
                dict.set_item(key, json_to_py(py, json.get(key).unwrap_or(&Value::Null))?)?;
            }
        }
        Ok(dict)
    }

    fn __repr__(&self) -> String {
        let f = &self.inner;
        let file = match &self.file {
            Some(file) => format!("file={file:?}, "),
            None => String::new(),
        };
        format!(
            "Finding({file}line={}, column={}, element={:?}, attribute={:?}, kind={:?}, severity={:?}, message={:?})",
            f.line,
            f.column,
            f.element,
            f.attribute,
            f.kind,
            f.severity.as_str(),
            f.message
        )
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Finding>()
            .is_ok_and(|o| o.get().file == self.file && o.get().inner == self.inner)
    }

    fn __hash__(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.file.hash(&mut h);
        self.inner.hash(&mut h);
        h.finish()
    }
}

/// A configuration, read once: the contents of `.html-microsyntax.json`,
/// from its JSON text or from a dict.
#[pyclass(frozen, module = "html_microsyntax", name = "Config")]
struct Config {
    file: ConfigFile,
    options: Options,
}

/// Reads a configuration's JSON text as the CLI does; `path` names the file
/// in the error.
fn read_config(py: Python<'_>, text: &str, path: Option<&str>) -> PyResult<Config> {
    match ConfigFile::from_json(text) {
        Ok(file) => {
            let options = file.options();
            Ok(Config { file, options })
        }
        Err(e) => Err(error(
            py,
            "ConfigError",
            (e.line, e.column, e.message, path),
        )),
    }
}

#[pymethods]
impl Config {
    /// `Config(config)`: `config` is the file's JSON text or a dict (written
    /// out with `json.dumps`, so the positions of an error are in that text).
    #[new]
    #[pyo3(signature = (config, *, path=None))]
    fn new(py: Python<'_>, config: &Bound<'_, PyAny>, path: Option<&str>) -> PyResult<Self> {
        if let Ok(text) = config.cast::<PyString>() {
            return read_config(py, &text.to_cow()?, path);
        }
        if config.cast::<PyDict>().is_ok() {
            let text: String = py
                .import("json")?
                .call_method1("dumps", (config,))?
                .extract()?;
            return read_config(py, &text, path);
        }
        Err(PyTypeError::new_err(format!(
            "config must be a str (JSON) or a dict, not {}",
            config.get_type().name()?
        )))
    }

    /// The `ignore` patterns, as written (`lint` checks what it is given;
    /// a directory walk applies them).
    #[getter]
    fn ignore(&self) -> Vec<String> {
        self.file.ignore.clone()
    }

    /// `warnings`: False reports errors only; None when not set.
    #[getter]
    fn warnings(&self) -> Option<bool> {
        self.file.warnings
    }

    fn __repr__(&self) -> String {
        format!(
            "Config(ignore={:?}, warnings={:?})",
            self.file.ignore, self.file.warnings
        )
    }
}

/// The checker's options for `config` (None, a `Config`, a dict or JSON
/// text).
fn options_of(py: Python<'_>, config: Option<&Bound<'_, PyAny>>) -> PyResult<Options> {
    let Some(config) = config.filter(|c| !c.is_none()) else {
        return Ok(Options::new());
    };
    if let Ok(c) = config.cast::<Config>() {
        return Ok(c.get().options.clone());
    }
    Ok(Config::new(py, config, None)?.options)
}

/// Checks every attribute value of a document.
///
/// `html` as `str` is checked as text; as `bytes` it is decoded as a
/// browser would, as `html-microsyntax lint` does (a byte order mark, else
/// `charset`, the transport layer's label, else `<meta charset>`, else
/// UTF-8; malformed bytes become U+FFFD). `path` is reported as each
/// finding's `file`, and its name says how the file is read, as the CLI
/// reads it: a `.vue`, `.svelte` or `.astro` component's markup only, with
/// its framework's bindings.
#[pyfunction]
#[pyo3(signature = (html, *, config=None, path=None, charset=None, inline_config=true))]
fn lint(
    py: Python<'_>,
    html: &Bound<'_, PyAny>,
    config: Option<&Bound<'_, PyAny>>,
    path: Option<String>,
    charset: Option<&str>,
    inline_config: bool,
) -> PyResult<Vec<Finding>> {
    let mut options = options_of(py, config)?
        .inline_config(inline_config)
        .transport_charset(charset);
    if let Some(path) = &path {
        options = options.for_path(path);
    }
    let findings = if let Ok(bytes) = html.cast::<PyBytes>() {
        let bytes = bytes.as_bytes();
        py.detach(|| check_bytes_with(bytes, &options).into_findings())
    } else if let Ok(text) = html.cast::<PyString>() {
        let text = text.to_cow()?;
        let text: &str = &text;
        py.detach(|| check_str_with(text, &options).into_findings())
    } else {
        return Err(PyTypeError::new_err(format!(
            "html must be str or bytes, not {}",
            html.get_type().name()?
        )));
    };
    Ok(findings
        .into_iter()
        .map(|inner| Finding {
            file: path.clone(),
            inner,
        })
        .collect())
}

/// A located error of the crate as a `Violation`.
fn violation<'py>(py: Python<'py>, e: &html_microsyntax::Error) -> PyResult<Bound<'py, PyAny>> {
    make(
        py,
        "Violation",
        (
            e.kind().code(),
            e.offset(),
            e.line(),
            e.column(),
            e.message().to_string(),
        ),
    )
}

/// The `(name, value)` pairs of a dict of attributes (or of an iterable of
/// pairs).
fn attribute_pairs(attributes: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<(String, String)>> {
    let Some(attributes) = attributes.filter(|a| !a.is_none()) else {
        return Ok(Vec::new());
    };
    if let Ok(dict) = attributes.cast::<PyDict>() {
        return dict
            .iter()
            .map(|(k, v)| Ok((k.extract()?, v.extract()?)))
            .collect();
    }
    attributes
        .try_iter()?
        .map(|pair| pair?.extract::<(String, String)>())
        .collect()
}

/// The syntax an element's attribute takes there, and the value's
/// violations: the CLI's `attribute` answer, as an `AttributeCheck`.
#[pyfunction]
#[pyo3(signature = (element, attribute, value, attributes=None))]
fn check_attribute<'py>(
    py: Python<'py>,
    element: &str,
    attribute: &str,
    value: &str,
    attributes: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let owned = attribute_pairs(attributes)?;
    let others: Vec<(&str, &str)> = owned
        .iter()
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect();
    let check = html_microsyntax::attributes::check_attribute(element, attribute, value, &others);
    let violations = check
        .violations
        .iter()
        .map(|e| violation(py, e))
        .collect::<PyResult<Vec<_>>>()?;
    make(
        py,
        "AttributeCheck",
        (check.syntax_name(), check.is_valid(), violations),
    )
}

/// `UnknownSyntaxError` for `name`, with the nearest known name.
fn unknown_syntax(py: Python<'_>, name: &str) -> PyErr {
    let names = registry::SYNTAXES
        .iter()
        .map(|d| &d.name)
        .chain(values::PARSE_SYNTAXES.iter().map(|(n, _)| n));
    let suggestion = html_microsyntax::keywords::nearest_keyword(name, names).copied();
    error(py, "UnknownSyntaxError", (name, suggestion))
}

/// Checks `value` against a conformance check of the registry (`valid_date`,
/// `valid_media_query_list`, …): None when it conforms, else its first
/// violation (the CLI's `result: false` with `error`). `element`,
/// `attribute` and `attributes` give the context some checks read
/// (`valid_srcset` the `sizes`, `valid_coords` the `shape`).
#[pyfunction]
#[pyo3(signature = (syntax, value, *, element=None, attribute=None, attributes=None))]
fn validate<'py>(
    py: Python<'py>,
    syntax: &str,
    value: &str,
    element: Option<&str>,
    attribute: Option<&str>,
    attributes: Option<&Bound<'py, PyAny>>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let Some(def) = registry::find(syntax) else {
        return Err(unknown_syntax(py, syntax));
    };
    let owned = attribute_pairs(attributes)?;
    let others: Vec<(&str, &str)> = owned
        .iter()
        .map(|(n, v)| (n.as_str(), v.as_str()))
        .collect();
    let context = Context::new(element.unwrap_or(""), attribute.unwrap_or(""), &others);
    match (def.validate)(value, &context) {
        Ok(()) => Ok(None),
        Err(e) => violation(py, &e).map(Some),
    }
}

/// The value the parse rules of `syntax` read from `value`, as a Python
/// value; `ParseError` when they fail.
#[pyfunction]
fn parse<'py>(py: Python<'py>, syntax: &str, value: &str) -> PyResult<Bound<'py, PyAny>> {
    match values::parse(py, syntax, value) {
        Some(Ok(v)) => Ok(v),
        Some(Err(e)) => Err(e),
        None => Err(unknown_syntax(py, syntax)),
    }
}

/// Every syntax name `validate` and `parse` take, with its description.
#[pyfunction]
fn syntaxes(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let dict = PyDict::new(py);
    for (name, description) in values::PARSE_SYNTAXES {
        dict.set_item(name, description)?;
    }
    for def in registry::SYNTAXES {
        if !dict.contains(def.name)? {
            dict.set_item(def.name, def.description)?;
        }
    }
    Ok(dict)
}

/// The native module.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Finding>()?;
    m.add_class::<Config>()?;
    m.add_function(wrap_pyfunction!(lint, m)?)?;
    m.add_function(wrap_pyfunction!(check_attribute, m)?)?;
    m.add_function(wrap_pyfunction!(validate, m)?)?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(syntaxes, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
