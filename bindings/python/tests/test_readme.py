"""The README's example prints what the README says it prints."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_example_prints_its_output() -> None:
    text = README.read_text(encoding="utf-8")
    example = re.search(r"## Example\n\n```python\n(.*?)```\n\n```text\n(.*?)```", text, re.DOTALL)
    assert example is not None
    code, expected = example.groups()
    assert len(code.splitlines()) <= 10
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {})  # noqa: S102 (the README, run as written)
    assert out.getvalue() == expected
