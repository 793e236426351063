"""The CLI binary the Spark test compares with."""

from __future__ import annotations

import os
import shutil

import pytest


@pytest.fixture
def cli() -> str:
    """`HTML_MICROSYNTAX_BIN`, else `html-microsyntax` on the PATH."""
    binary = os.environ.get("HTML_MICROSYNTAX_BIN") or shutil.which("html-microsyntax")
    if binary is None:
        pytest.skip(
            "set HTML_MICROSYNTAX_BIN to the html-microsyntax binary (cargo build --features cli)"
        )
    return binary
