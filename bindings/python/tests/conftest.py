"""Shared fixtures: the repository's paths and the CLI binary."""

from __future__ import annotations

import os
import shutil

import pytest


def cli_binary() -> str | None:
    """`HTML_MICROSYNTAX_BIN`, else `html-microsyntax` on the PATH."""
    return os.environ.get("HTML_MICROSYNTAX_BIN") or shutil.which("html-microsyntax")


@pytest.fixture
def cli() -> str:
    """The `html-microsyntax` binary the equality tests compare with."""
    binary = cli_binary()
    if binary is None:
        pytest.skip(
            "set HTML_MICROSYNTAX_BIN to the html-microsyntax binary (cargo build --features cli)"
        )
    return binary
