"""The package's findings equal `html-microsyntax lint --format json` on the
same documents, finding by finding: the repository's lint corpus, the
document that reaches every rule, with and without a configuration."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from html_microsyntax import lint, read_config

REPO = Path(__file__).resolve().parents[3]
"""The repository's root (bindings/python/tests/ is three levels down)."""

CORPUS = sorted((REPO / "tests" / "lint").glob("*.html")) + [
    REPO / "tests" / "data" / "findings" / "every_rule.html"
]


def cli_findings(cli: str, paths: list[Path], config: Path | None) -> list[dict[str, Any]]:
    """The CLI's JSON lines, parsed (exit status 0 or 1)."""
    args = [cli, "lint", "--format", "json", "--no-progress"]
    args += ["--config", str(config)] if config else ["--no-config"]
    run = subprocess.run(args + [str(p) for p in paths], capture_output=True, check=False)
    assert run.returncode in (0, 1), run.stderr.decode()
    return [json.loads(line) for line in run.stdout.decode().splitlines()]


def package_findings(paths: list[Path], config: Path | None) -> list[dict[str, Any]]:
    read = read_config(config) if config else None
    return [
        f.to_dict()
        for p in sorted(paths, key=str)
        for f in lint(p.read_bytes(), path=str(p), config=read)
    ]


def test_the_corpus_is_what_it_was() -> None:
    assert len(CORPUS) == 11 and all(p.is_file() for p in CORPUS)


def test_findings_equal_the_cli_json(cli: str) -> None:
    expected = cli_findings(cli, CORPUS, None)
    got = package_findings(CORPUS, None)
    assert len(expected) > 50  # every_rule.html alone reaches every rule
    assert len(got) == len(expected)
    for ours, theirs in zip(got, expected):
        assert ours == theirs


def test_findings_equal_the_cli_json_with_a_configuration(cli: str, tmp_path: Path) -> None:
    config = tmp_path / "config.json"
    config.write_text(json.dumps({
        "warnings": False,
        "kinds": {"not_positive": "warning"},
        "syntaxes": {"aria_in_html": "off"},
        "attributes": {"img srcset": "warning", "lang": "off"},
    }))  # fmt: skip
    expected = cli_findings(cli, CORPUS, config)
    got = package_findings(CORPUS, config)
    assert len(got) == len(expected) > 50
    assert got == expected
    # The configuration changed something.
    assert len(expected) < len(cli_findings(cli, CORPUS, None))


def test_a_bad_configuration_is_rejected_with_the_cli_message(cli: str, tmp_path: Path) -> None:
    config = tmp_path / "bad.json"
    config.write_text('{\n  "kinds": {"x": "fatal"}}')
    run = subprocess.run(
        [cli, "lint", "--config", str(config), str(CORPUS[0])], capture_output=True, check=False
    )
    assert run.returncode == 2
    with pytest.raises(ValueError) as caught:
        read_config(config)
    assert run.stderr.decode().strip() == f"html-microsyntax lint: {caught.value}"
