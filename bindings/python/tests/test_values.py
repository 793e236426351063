"""`parse`, `validate`, `check_attribute` and `syntaxes`: the CLI's syntaxes,
with Python values. The expected values are those of the CLI's contract
(docs/cli.md) and of the crate's tests."""

from __future__ import annotations

import datetime as dt

import pytest
from html_microsyntax import (
    AttributeCheck,
    Dimension,
    ListDimension,
    MimeType,
    Month,
    ParseError,
    Refresh,
    UnknownSyntaxError,
    Violation,
    Week,
    YearlessDate,
    check_attribute,
    parse,
    syntaxes,
    validate,
)


@pytest.mark.parametrize(
    ("syntax", "value", "expected"),
    [
        ("integer", " +12abc", 12),
        ("non_negative_integer", "007", 7),
        ("float", " 1.5e3px", 1500.0),
        ("best_float", "1e21", "1e+21"),
        ("dimension", "50%", Dimension(50.0, "percentage")),
        ("nonzero_dimension", "3.5px", Dimension(3.5, "length")),
        ("float_list", "1, 2.5,x", [1.0, 2.5, 0.0]),
        ("dimension_list", "1*,2,3%", [
            ListDimension(1.0, "relative"),
            ListDimension(2.0, "absolute"),
            ListDimension(3.0, "percentage"),
        ]),
        ("month", "2024-02", Month(2024, 2)),
        ("date", "2024-02-29", dt.date(2024, 2, 29)),
        ("yearless_date", "--02-29", YearlessDate(2, 29)),
        ("time", "00:00:30.75", dt.time(0, 0, 30, 750000)),
        ("local_datetime", "1986-01-28 11:38:00.010", dt.datetime(1986, 1, 28, 11, 38, 0, 10000)),
        ("normalized_local_datetime", "1986-01-28 11:38:00.010", "1986-01-28T11:38:00.01"),
        ("time_zone_offset", "-04:30", dt.timezone(-dt.timedelta(hours=4, minutes=30))),
        ("week", "2024-W09", Week(2024, 9)),
        ("duration", "PT1.5S", dt.timedelta(seconds=1.5)),
        ("duration", "1h 30m", dt.timedelta(hours=1, minutes=30)),
        ("date_or_time", "14:54", dt.time(14, 54)),
        ("date_or_time", "2024-02-29", dt.date(2024, 2, 29)),
        ("simple_color", "#ABCDEF", (0xAB, 0xCD, 0xEF)),
        ("legacy_color", "chucknorris", (0xC0, 0, 0)),
        ("space_tokens", " a  b ", ["a", "b"]),
        ("comma_tokens", "a,,b", ["a", "", "b"]),
        ("hash_name_reference", "#m", "m"),
        ("mime_type", 'Text/HTML; Charset="utf-8"',
         MimeType("text", "html", {"charset": "utf-8"}, "text/html;charset=utf-8")),
        ("meta_refresh", "5; URL='a b'", Refresh(5, "a b")),
        ("meta_refresh", "0", Refresh(0, None)),
    ],
)  # fmt: skip
def test_parse_gives_python_values(syntax: str, value: str, expected: object) -> None:
    got = parse(syntax, value)
    assert got == expected
    assert type(got) is type(expected)


def test_a_global_date_and_time_is_aware_in_its_own_offset() -> None:
    got = parse("global_datetime", "2024-01-01T10:00+05:30")
    assert got == dt.datetime(2024, 1, 1, 4, 30, tzinfo=dt.timezone.utc)
    assert got.utcoffset() == dt.timedelta(hours=5, minutes=30)
    assert (got.hour, got.minute) == (10, 0)


def test_parse_errors_carry_the_cli_error_fields() -> None:
    with pytest.raises(ParseError) as caught:
        parse("date", "2024-02-30")
    e = caught.value
    assert isinstance(e, ValueError)
    assert e.to_dict() == {
        "kind": "day_out_of_range",
        "offset": 8,
        "line": 1,
        "column": 9,
        "message": "day 30 is out of range for 2024-02, expected 01 to 29",
    }
    assert str(e) == "day 30 is out of range for 2024-02, expected 01 to 29 at line 1, column 9"
    with pytest.raises(ParseError) as caught:
        parse("meta_refresh", "5; url=http://[x")
    assert (caught.value.kind, caught.value.offset) == ("url_invalid_ipv6_address", 14)
    with pytest.raises(ParseError) as caught:
        parse("legacy_color", "transparent")
    assert caught.value.kind == "transparent"


def test_a_year_python_cannot_hold_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="year 10000 is out of range"):
        parse("date", "10000-01-01")


def test_validate_answers_none_or_the_first_violation() -> None:
    assert validate("valid_date", "2024-02-29") is None
    assert validate("valid_date", "2023-02-29") == Violation(
        "day_out_of_range", 8, 1, 9, "day 29 is out of range for 2023-02, expected 01 to 28"
    )
    v = validate("valid_time_zone_offset", "-00:00")
    assert v is not None and v.kind == "negative_zero_offset"
    v = validate("valid_media_query_list", "screen and")
    assert v is not None and v.kind == "expected_media_query"
    # Context: the shape of an area's coords.
    assert validate("valid_coords", "0,0,10", attributes={"shape": "circle"}) is None
    assert validate("valid_coords", "0,0", attributes={"shape": "circle"}) is not None


def test_check_attribute_reads_the_attribute_table_in_context() -> None:
    got = check_attribute("input", "min", "2023-02-29", {"type": "date"})
    assert got.syntax == "valid_date" and got.valid is False
    assert [(v.kind, v.offset) for v in got.violations] == [("day_out_of_range", 8)]
    assert check_attribute("div", "data-x", "1") == AttributeCheck(None, True, [])
    assert check_attribute("td", "colspan", "2", [("rowspan", "1")]).valid is True


def test_unknown_syntax_names_the_nearest() -> None:
    with pytest.raises(UnknownSyntaxError) as caught:
        parse("dat", "2024-02-29")
    assert str(caught.value) == "unknown syntax 'dat', did you mean 'date'?"
    assert caught.value.suggestion == "date" and isinstance(caught.value, ValueError)
    with pytest.raises(UnknownSyntaxError):
        validate("valid_dat", "x")
    with pytest.raises(UnknownSyntaxError) as caught:
        parse("zzzzzzzzzzzz", "x")
    assert caught.value.suggestion is None


def test_syntaxes_lists_every_name_parse_and_validate_take() -> None:
    names = syntaxes()
    assert "date" in names and "valid_date" in names and "mime_type" in names
    for name in names:
        try:
            parse(name, "")
        except (ParseError, ValueError) as e:
            if isinstance(e, UnknownSyntaxError):
                validate(name, "")  # a check, then
