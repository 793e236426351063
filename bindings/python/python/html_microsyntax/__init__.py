"""WHATWG HTML microsyntaxes and a linter for attribute values.

The checker behind `html-microsyntax lint`, from Python: the same findings,
with the same fields, as the command's JSON output.

>>> from html_microsyntax import lint
>>> [f.kind for f in lint('<td colspan="0">')]
['not_positive']
"""

from __future__ import annotations

import os
from pathlib import Path

from ._native import (
    Config,
    Finding,
    __version__,
    check_attribute,
    lint,
    parse,
    syntaxes,
    validate,
)
from ._types import (
    AttributeCheck,
    ConfigError,
    Dimension,
    Edit,
    Fix,
    HtmlMicrosyntaxError,
    ListDimension,
    MimeType,
    Month,
    ParseError,
    Refresh,
    UnknownSyntaxError,
    Violation,
    Week,
    YearlessDate,
)

CONFIG_FILE_NAME = ".html-microsyntax.json"
"""The file name `find_config` looks for, as `html-microsyntax lint` does."""


def read_config(path: str | os.PathLike[str]) -> Config:
    """The configuration in the file at `path`.

    A bad file raises `ConfigError` whose message names the file, the line and
    the column, as the command's does.
    """
    text = Path(path).read_text(encoding="utf-8")
    return Config(text, path=os.fspath(path))


def find_config(path: str | os.PathLike[str]) -> Config | None:
    """The nearest `.html-microsyntax.json` for the file or directory `path`.

    Searched in the file's directory (or the directory itself) and its
    ancestors, as `html-microsyntax lint` finds it; None when there is none.
    """
    start = Path(os.path.abspath(path))
    directory = start if start.is_dir() else start.parent
    for candidate_dir in (directory, *directory.parents):
        candidate = candidate_dir / CONFIG_FILE_NAME
        if candidate.is_file():
            return read_config(candidate)
    return None


__all__ = [
    "CONFIG_FILE_NAME",
    "AttributeCheck",
    "Config",
    "ConfigError",
    "Dimension",
    "Edit",
    "Finding",
    "Fix",
    "HtmlMicrosyntaxError",
    "ListDimension",
    "MimeType",
    "Month",
    "ParseError",
    "Refresh",
    "UnknownSyntaxError",
    "Violation",
    "Week",
    "YearlessDate",
    "__version__",
    "check_attribute",
    "find_config",
    "lint",
    "parse",
    "read_config",
    "syntaxes",
    "validate",
]
