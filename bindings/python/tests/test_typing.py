"""The typed stubs: `mypy --strict` accepts a program that uses the API, and
rejects one that misuses it (so the stubs are read, not ignored)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def mypy(path: Path) -> subprocess.CompletedProcess[str]:
    pytest.importorskip("mypy")
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--no-incremental", "--cache-dir", "/dev/null",
         str(path)],
        capture_output=True, text=True, check=False, cwd=HERE,
    )  # fmt: skip


def test_mypy_strict_accepts_the_usage_file() -> None:
    run = mypy(HERE / "typing_usage.py")
    assert run.returncode == 0, run.stdout + run.stderr


def test_mypy_strict_rejects_a_misuse(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from html_microsyntax import lint\nn: int = lint(b'<p>')[0].kind\nlint(5)\n")
    run = mypy(bad)
    assert run.returncode == 1
    assert (
        'Incompatible types in assignment (expression has type "str", variable has type "int")'
        in run.stdout
    )
    assert 'Argument 1 to "lint" has incompatible type "int"' in run.stdout
