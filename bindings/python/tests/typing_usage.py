"""A small program over the package's API, checked with `mypy --strict`
(test_typing.py): the stubs say what the functions take and give."""

from __future__ import annotations

import datetime as dt
from typing import Any

from html_microsyntax import (
    AttributeCheck,
    Config,
    ConfigError,
    Finding,
    ParseError,
    Violation,
    check_attribute,
    lint,
    parse,
    syntaxes,
    validate,
)


def errors_only(html: bytes, config: Config | None) -> list[dict[str, Any]]:
    found: list[Finding] = lint(html, config=config, path="page.html", charset="utf-8")
    return [f.to_dict() for f in found if f.severity == "error"]


def lines(html: str) -> list[int]:
    return [f.line for f in lint(html, config={"warnings": False}, inline_config=False)]


def first_fix(f: Finding) -> str | None:
    return f.fixes[0].edits[0].replacement if f.fixes else None


def when(value: str) -> dt.date | None:
    try:
        got = parse("date", value)
    except ParseError as e:
        print(e.kind, e.offset, e.line, e.column, e.message)
        return None
    assert isinstance(got, dt.date)
    return got


def check(value: str) -> bool:
    v: Violation | None = validate("valid_date", value)
    a: AttributeCheck = check_attribute("input", "min", value, {"type": "date"})
    return v is None and a.valid and not a.violations


def read(text: str) -> Config | None:
    try:
        return Config(text)
    except ConfigError as e:
        print(e.line, e.column, e.message, e.path)
        return None


names: dict[str, str] = syntaxes()
