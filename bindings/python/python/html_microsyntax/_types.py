"""The values and exceptions of the package, in plain Python.

The native module builds these; they are named tuples (frozen, compared by
value, `_asdict()` for a dict) and exceptions with the fields of the
command line's JSON.
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Violation(NamedTuple):
    """Where a value departs from its syntax: the CLI's error object."""

    kind: str
    """The kind's stable code (`day_out_of_range`)."""
    offset: int
    """Byte offset of the failing character in the value (UTF-8)."""
    line: int
    """1-based line in the value."""
    column: int
    """1-based column in the value, in characters."""
    message: str
    """The failure in words, without the position."""

    def to_dict(self) -> dict[str, Any]:
        """The CLI's error object: `kind`, `offset`, `line`, `column`, `message`."""
        return dict(self._asdict())


class AttributeCheck(NamedTuple):
    """What `check_attribute` answers: the CLI's `attribute` result."""

    syntax: str | None
    """The syntax the attribute takes there, or None when it takes none."""
    valid: bool
    """Whether no violation is an error."""
    violations: list[Violation]
    """Every departure, each located in the value."""


class Dimension(NamedTuple):
    """A dimension value: a number and whether it is a length or a percentage."""

    value: float
    unit: str
    """`"length"` or `"percentage"`."""


class ListDimension(NamedTuple):
    """One item of a list of dimensions."""

    value: float
    unit: str
    """`"absolute"`, `"relative"` or `"percentage"`."""


class Month(NamedTuple):
    """A month string's value."""

    year: int
    month: int


class YearlessDate(NamedTuple):
    """A yearless date string's value."""

    month: int
    day: int


class Week(NamedTuple):
    """A week string's value."""

    year: int
    week: int


class MimeType(NamedTuple):
    """A MIME type, parsed."""

    type: str
    subtype: str
    parameters: dict[str, str]
    serialized: str


class Refresh(NamedTuple):
    """What `<meta http-equiv=refresh content>` schedules."""

    time: int
    """Seconds to wait."""
    url: str | None
    """The URL to load, unresolved; None reloads the document."""


class Edit(NamedTuple):
    """One replacement of a span of the source."""

    offset: int
    end_offset: int
    source_offset: int
    source_end_offset: int
    replacement: str


class Fix(NamedTuple):
    """A correction the text determines: edits of the source."""

    description: str
    safe: bool
    """Whether `html-microsyntax lint --fix` applies it."""
    edits: list[Edit]

    def to_dict(self) -> dict[str, Any]:
        """The lint JSON's fix object."""
        return {
            "description": self.description,
            "safe": self.safe,
            "edits": [e._asdict() for e in self.edits],
        }


class HtmlMicrosyntaxError(Exception):
    """The base of the package's exceptions."""


class ParseError(HtmlMicrosyntaxError, ValueError):
    """A value the parse rules reject, with the CLI's error fields."""

    def __init__(self, kind: str, offset: int, line: int, column: int, message: str) -> None:
        super().__init__(f"{message} at line {line}, column {column}")
        self.kind = kind
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message

    def to_dict(self) -> dict[str, Any]:
        """The CLI's error object."""
        return {
            "kind": self.kind,
            "offset": self.offset,
            "line": self.line,
            "column": self.column,
            "message": self.message,
        }


class UnknownSyntaxError(HtmlMicrosyntaxError, ValueError):
    """A syntax name this version does not serve (the CLI's `unknown_syntax`)."""

    kind = "unknown_syntax"

    def __init__(self, name: str, suggestion: str | None) -> None:
        message = f"unknown syntax {name!r}"
        if suggestion is not None:
            message += f", did you mean {suggestion!r}?"
        super().__init__(message)
        self.name = name
        self.suggestion = suggestion
        self.message = message


class ConfigError(HtmlMicrosyntaxError, ValueError):
    """A configuration the CLI would reject, with the same message and position.

    `line` and `column` are 1-based, in the JSON text (0 when the text has none);
    `path` is the file's when it was read from one.
    """

    def __init__(self, line: int, column: int, message: str, path: str | None = None) -> None:
        where = f"{line}:{column}: {message}"
        super().__init__(f"{path}:{where}" if path is not None else where)
        self.line = line
        self.column = column
        self.message = message
        self.path = path
