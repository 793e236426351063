"""`lint`: exact findings on small documents, bytes decoded as the CLI
decodes them, the configuration, the path and `Finding` itself.

The expected spans are those the crate's own documentation examples assert
(src/markup/document/).
"""

from __future__ import annotations

from pathlib import Path

import html_microsyntax as hm
import pytest
from html_microsyntax import Config, ConfigError, Edit, Finding, Fix, lint


def test_a_finding_has_the_fields_and_span_of_the_lint_json() -> None:
    [f] = lint('<p>\n  <td colspan="&#48;">')
    assert (f.element, f.attribute, f.value) == ("td", "colspan", "0")
    assert (f.syntax, f.kind, f.rule) == ("valid_column_span", "not_positive", "valid_column_span")
    assert (f.line, f.column, f.offset) == (2, 16, 19)  # the `&` of `&#48;`
    assert (f.end_line, f.end_column, f.end_offset) == (2, 21, 24)
    assert (f.source_offset, f.source_end_offset) == (19, 24)
    assert f.severity == "error"
    assert f.message == "expected a number greater than zero"
    assert f.help == 'browsers read this value as "1"'
    assert f.spec == "https://html.spec.whatwg.org/multipage/tables.html#attr-tdth-colspan"
    # Forming a table reads zero columns as one: the safe fix writes it.
    [fix] = f.fixes
    assert fix.safe is True
    assert fix.edits[0].replacement == "1"
    assert f.file is None


def test_findings_come_sorted_by_position() -> None:
    found = [
        (f.line, f.column, f.attribute, f.kind)
        for f in lint("<table><td colspan=0>\n<input type=date min=2024-02-30>")
    ]
    assert found == [(1, 20, "colspan", "not_positive"), (2, 30, "min", "day_out_of_range")]


def test_fixes_and_fields() -> None:
    [start] = lint('<ol start=" 3">')
    assert start.fixes == [
        Fix(
            description='write "3", the value browsers read',
            safe=True,
            edits=[
                Edit(
                    offset=11,
                    end_offset=13,
                    source_offset=11,
                    source_end_offset=13,
                    replacement="3",
                )
            ],
        )
    ]
    [direction] = lint("<p dir=rlt>")
    assert direction.fields["suggestion"] == "rtl"
    assert direction.fixes[0].safe is False
    assert direction.fixes[0].edits[0].replacement == "rtl"
    assert direction.help == "did you mean 'rtl'?"


def test_to_dict_is_the_json_object_in_its_key_order() -> None:
    [f] = lint("<p dir=rlt>", path="page.html")
    d = f.to_dict()
    assert list(d) == [
        "file", "line", "column", "offset", "element", "attribute", "value", "syntax",
        "kind", "severity", "message", "help", "spec", "end_offset", "end_line",
        "end_column", "source_offset", "source_end_offset", "fields", "fixes", "rule",
    ]  # fmt: skip
    assert d["file"] == "page.html"
    assert (d["offset"], d["end_offset"]) == (7, 10)
    assert d["fixes"][0]["edits"][0] == {
        "offset": 7, "end_offset": 10, "source_offset": 7, "source_end_offset": 10,
        "replacement": "rtl",
    }  # fmt: skip


def test_findings_are_frozen_compared_by_value_and_hashable() -> None:
    doc = "<td colspan=0 rowspan=-1>"
    a, b = lint(doc), lint(doc)
    assert a == b and a[0] is not b[0]
    assert a[0] != a[1]
    assert a[0] != lint(doc, path="x.html")[0]  # the file is part of a finding
    assert len({a[0], b[0], a[1]}) == 2
    with pytest.raises(AttributeError):
        a[0].kind = "x"  # type: ignore[misc]
    assert repr(a[0]).startswith('Finding(line=1, column=13, element="td", attribute="colspan"')
    assert isinstance(a[0], Finding)


def test_bytes_are_decoded_as_a_browser_would() -> None:
    # windows-1252 by <meta charset>: "é" is one byte in the source, two in the text.
    found = lint(b"<meta charset=windows-1252><p title=\xe9><td colspan=0>")
    assert [f.kind for f in found] == ["charset_not_utf8", "not_positive"]
    assert (found[1].offset, found[1].source_offset) == (51, 50)
    # The transport layer's charset wins over <meta charset>.
    found = lint(b"<meta charset=latin1><td colspan=0>", charset="utf-8")
    assert [f.kind for f in found] == ["charset_not_utf8", "not_positive"]
    # UTF-16LE by its byte order mark.
    utf16 = "\ufeff<td colspan=0>".encode("utf-16-le")
    [f] = lint(utf16)
    assert (f.offset, f.source_offset, f.column) == (15, 26, 13)


def test_str_is_checked_as_text() -> None:
    # A str is never sniffed: <meta charset> does not change how it is read.
    [charset, colspan] = lint("<meta charset=latin1><p title=é><td colspan=0>")
    assert charset.kind == "charset_not_utf8"
    assert (colspan.offset, colspan.source_offset, colspan.column) == (45, 45, 45)


def test_config_as_dict_json_text_or_config() -> None:
    doc = "<link rel=nonsense href=/>\n<td colspan=0>"
    assert [f.kind for f in lint(doc)] == ["unknown_link_type", "not_positive"]
    off = {"kinds": {"unknown_link_type": "off"}}
    assert [f.kind for f in lint(doc, config=off)] == ["not_positive"]
    assert [f.kind for f in lint(doc, config='{"warnings": false}')] == ["not_positive"]
    config = Config({"attributes": {"td colspan": "warning"}, "ignore": ["vendor/**"]})
    assert [(f.kind, f.severity) for f in lint(doc, config=config)] == [
        ("unknown_link_type", "warning"),
        ("not_positive", "warning"),
    ]
    assert config.ignore == ["vendor/**"] and config.warnings is None


def test_inline_configuration_can_be_ignored() -> None:
    doc = "<!-- html-microsyntax-disable-next-line -->\n<td colspan=0>"
    assert lint(doc) == []
    assert [f.line for f in lint(doc, inline_config=False)] == [2]


def test_path_is_reported_only(tmp_path: Path) -> None:
    # A configuration beside the file is not read by `lint`: find_config does that.
    (tmp_path / ".html-microsyntax.json").write_text('{"kinds": {"not_positive": "off"}}')
    page = tmp_path / "sub" / "page.html"
    page.parent.mkdir()
    page.write_text("<td colspan=0>")
    [f] = lint(page.read_bytes(), path=str(page))
    assert f.file == str(page)
    config = hm.find_config(page)
    assert config is not None
    assert lint(page.read_bytes(), path=str(page), config=config) == []
    assert hm.find_config(Path("/")) is None or Path("/.html-microsyntax.json").is_file()


def test_a_bad_configuration_file_names_itself(tmp_path: Path) -> None:
    bad = tmp_path / ".html-microsyntax.json"
    bad.write_text('{\n  "kinds": {"x": "fatal"}}')
    with pytest.raises(ConfigError) as caught:
        hm.find_config(tmp_path / "page.html")
    e = caught.value
    assert (e.line, e.column, e.path) == (2, 24, str(bad))
    assert (
        str(e) == f'{bad}:2:24: invalid value: string "fatal", expected "off", "warning" or "error"'
    )


def test_a_component_path_reads_its_markup_only() -> None:
    # The script's string is not markup, and `:colspan` is a Vue binding;
    # the template's rowspan=-1 is found at its place in the file.
    sfc = "<script>const a = '<td colspan=0>'</script>\n<template>\n  <td :colspan=\"n\" rowspan=-1></td>\n</template>\n"
    assert [(f.line, f.column, f.kind) for f in lint(sfc, path="Cell.vue")] == [(3, 28, "negative")]
    # As plain HTML, `:colspan` is an attribute no element has.
    assert [f.kind for f in lint(sfc)] == ["unknown_attribute", "negative"]
