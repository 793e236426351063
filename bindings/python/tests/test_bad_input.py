"""Bad input from Python raises a clear exception and never crashes the
interpreter: wrong types, invalid UTF-8, lone surrogates, huge documents,
bad configurations, unknown syntax names."""

from __future__ import annotations

import pytest
from html_microsyntax import (
    Config,
    ConfigError,
    UnknownSyntaxError,
    check_attribute,
    lint,
    parse,
    validate,
)


@pytest.mark.parametrize("html", [None, 5, ["<p>"], bytearray(b"<p>"), memoryview(b"<p>")])
def test_lint_takes_str_or_bytes_only(html: object) -> None:
    with pytest.raises(TypeError, match="html must be str or bytes, not"):
        lint(html)  # type: ignore[arg-type]


def test_wrong_types_of_the_other_arguments() -> None:
    with pytest.raises(TypeError):
        lint("<p>", config=5)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        lint("<p>", path=3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        lint("<p>", "x")  # type: ignore[misc]  # keyword-only
    with pytest.raises(TypeError):
        parse("date", 20240229)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        check_attribute("td", "colspan", "1", {"rowspan": 1})  # type: ignore[dict-item]
    with pytest.raises(TypeError):
        Config({"kinds": {"x": object()}})  # json.dumps cannot write it


def test_invalid_utf8_bytes_are_read_as_browsers_read_them() -> None:
    # Malformed sequences decode to U+FFFD; offsets in the source stay right.
    found = lint(b"<p title=\xff\xfe\x80><td colspan=0>")
    [f] = found
    assert f.kind == "not_positive"
    assert (f.source_offset, f.column) == (25, 26)
    assert f.offset == 31  # three U+FFFD, three bytes each


def test_a_str_with_a_lone_surrogate_is_a_unicode_error() -> None:
    with pytest.raises(UnicodeEncodeError):
        lint("<p title='\ud800'>")
    with pytest.raises(UnicodeEncodeError):
        validate("valid_date", "\udc00")


def test_huge_documents_are_checked() -> None:
    # About 33 MB: 200,000 findings, then 30 MB of text; the last finding
    # located exactly.
    doc = "<td colspan=0>\n" * 200_000 + "x" * 30_000_000 + "<p dir=rlt>"
    found = lint(doc)
    assert len(found) == 200_001
    assert (found[-2].line, found[-2].column) == (200_000, 13)
    assert (found[-1].line, found[-1].column) == (200_001, 30_000_008)
    assert lint(doc.encode())[-1].source_offset == 15 * 200_000 + 30_000_007


def test_a_configuration_with_an_unknown_field() -> None:
    with pytest.raises(ConfigError) as caught:
        lint("<p>", config={"rules": {}})
    e = caught.value
    assert (e.line, e.column) == (1, 8)
    assert e.message == (
        "unknown field `rules`, expected one of `ignore`, `warnings`, `kinds`, `syntaxes`, "
        "`attributes`, `customElements`, `templates`, `frameworks`"
    )
    assert isinstance(e, ValueError)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{\n  "kinds": {"x": "fatal"}}',
         '2:24: invalid value: string "fatal", expected "off", "warning" or "error"'),
        ('{"syntaxes": {"valid_dat": "off"}}', '1:25: unknown syntax "valid_dat"'),
        ('{"warnings": 1}', "1:14: invalid type: integer `1`, expected a boolean"),
        ("{", "1:1: EOF while parsing an object"),
    ],
)  # fmt: skip
def test_configuration_errors_are_the_cli_messages(text: str, expected: str) -> None:
    # The CLI's messages (src/bin/html-microsyntax/lint/config.rs), without the file name.
    with pytest.raises(ConfigError) as caught:
        Config(text)
    assert str(caught.value) == expected


def test_unknown_syntax_names() -> None:
    with pytest.raises(
        UnknownSyntaxError, match="unknown syntax 'valid_dat', did you mean 'valid_date'"
    ):
        validate("valid_dat", "2024-01-01")
