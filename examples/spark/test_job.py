"""The Spark job's aggregates equal the CLI's own counts on the same WARC.

Runs `job.py` in Spark's local mode on `data/pages.warc.gz` (real pages:
data/README.md), then `html-microsyntax lint --warc` on the same file, and
compares key by key: pages, findings, errors, warnings and the top examples.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
WARC = HERE / "data" / "pages.warc.gz"
TOP = 3


def cli_table(cli: str) -> tuple[list[dict[str, Any]], dict[str, int]]:
    """The job's table, computed from the CLI's JSON lines in plain Python."""
    run = subprocess.run(
        [cli, "lint", "--format", "json", "--no-progress", "--no-config", "--warc", str(WARC)],
        capture_output=True, check=False,
    )  # fmt: skip
    assert run.returncode == 1, run.stderr.decode()
    findings = [json.loads(line) for line in run.stdout.decode().splitlines()]
    counts: dict[tuple[str, str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    pages: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    values: dict[tuple[str, str, str], Counter[str]] = defaultdict(Counter)
    for f in findings:
        key = (f["syntax"], f["attribute"], f["kind"])
        c = counts[key]
        c[0] += 1
        c[1 if f["severity"] == "error" else 2] += 1
        pages[key].add(f["file"])
        values[key][f["value"] if f["attribute"] else f"<{f['element']}>"] += 1
    table = []
    for key, (n, errors, warnings) in counts.items():
        best = sorted(values[key].items(), key=lambda vc: (-vc[1], vc[0]))[:TOP]
        table.append({
            "syntax": key[0], "attribute": key[1], "kind": key[2],
            "pages": len(pages[key]), "findings": n, "errors": errors, "warnings": warnings,
            "examples": [{"value": v, "count": c} for v, c in best],
        })  # fmt: skip
    table.sort(key=lambda r: (-r["findings"], r["syntax"], r["attribute"], r["kind"]))
    totals = {
        "findings": len(findings),
        "pages_with_findings": len({f["file"] for f in findings}),
    }
    return table, totals


@pytest.fixture(scope="module")
def job_output(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("pyspark")
    out = tmp_path_factory.mktemp("out")
    env = dict(os.environ)
    env["PYSPARK_PYTHON"] = sys.executable
    env["PYSPARK_SUBMIT_ARGS"] = "--master local[2] pyspark-shell"
    run = subprocess.run(
        [sys.executable, str(HERE / "job.py"), "--top", str(TOP), str(WARC), str(out)],
        capture_output=True, env=env, check=False, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr.decode()[-4000:]
    return out


def test_the_aggregates_equal_the_cli_counts(job_output: Path, cli: str) -> None:
    table = json.loads((job_output / "by_key.json").read_text())
    expected, totals = cli_table(cli)
    assert len(table) == len(expected) > 5
    for ours, theirs in zip(table, expected):
        assert ours == theirs
    summary = json.loads((job_output / "summary.json").read_text())
    assert summary["findings"] == totals["findings"]
    assert summary["pages_with_findings"] == totals["pages_with_findings"]
    assert summary["errors"] + summary["warnings"] == summary["findings"]


def test_the_records_the_job_reads(job_output: Path) -> None:
    # data/README.md: 113 pages and the latin1 page are HTML; the style sheet
    # and the gzip-encoded page are not linted; each response has its request.
    summary = json.loads((job_output / "summary.json").read_text())
    assert (summary["records"], summary["html_pages"]) == (2 * 116, 114)
    assert summary["cores"] == 2


def test_the_csv_holds_the_same_rows(job_output: Path) -> None:
    import csv

    table = json.loads((job_output / "by_key.json").read_text())
    with open(job_output / "by_key.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [
        (r["syntax"], r["attribute"], r["kind"], int(r["findings"])) for r in rows
    ] == [(t["syntax"], t["attribute"], t["kind"], t["findings"]) for t in table]
    assert json.loads(rows[0]["examples"]) == table[0]["examples"]
