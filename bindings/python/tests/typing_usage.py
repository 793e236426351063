"""A small program over the package's API, checked with `mypy --strict`
(test_typing.py): the stubs say what the functions take and give."""

from __future__ import annotations

import datetime as dt
from typing import Any, Dict, List, Optional

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


def errors_only(html: bytes, config: Optional[Config]) -> List[Dict[str, Any]]:
    found: List[Finding] = lint(html, config=config, path="page.html", charset="utf-8")
    return [f.to_dict() for f in found if f.severity == "error"]


def lines(html: str) -> List[int]:
    return [f.line for f in lint(html, config={"warnings": False}, inline_config=False)]


def first_fix(f: Finding) -> Optional[str]:
    return f.fixes[0].edits[0].replacement if f.fixes else None


def when(value: str) -> Optional[dt.date]:
    try:
        got = parse("date", value)
    except ParseError as e:
        print(e.kind, e.offset, e.line, e.column, e.message)
        return None
    assert isinstance(got, dt.date)
    return got


def check(value: str) -> bool:
    v: Optional[Violation] = validate("valid_date", value)
    a: AttributeCheck = check_attribute("input", "min", value, {"type": "date"})
    return v is None and a.valid and not a.violations


def read(text: str) -> Optional[Config]:
    try:
        return Config(text)
    except ConfigError as e:
        print(e.line, e.column, e.message, e.path)
        return None


names: Dict[str, str] = syntaxes()
