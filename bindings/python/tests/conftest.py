"""Shared fixtures: the repository's paths and the CLI binary."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Optional

import pytest

REPO = Path(__file__).resolve().parents[3]
"""The repository's root (bindings/python/tests/ is three levels down)."""


def cli_binary() -> Optional[str]:
    """`HTML_MICROSYNTAX_BIN`, else `html-microsyntax` on the PATH."""
    return os.environ.get("HTML_MICROSYNTAX_BIN") or shutil.which("html-microsyntax")


@pytest.fixture
def cli() -> str:
    """The `html-microsyntax` binary the equality tests compare with."""
    binary = cli_binary()
    if binary is None:
        pytest.skip("set HTML_MICROSYNTAX_BIN to the html-microsyntax binary (cargo build --features cli)")
    return binary
