"""Python `lint` against the Rust library on the same documents.

The documents are the linter bench's corpus (benches/lint.rs: 200 generated
pages of about 20 KiB, one value in ten invalid), written out with

    LINT_CORPUS_DIR=DIR cargo bench --features document --bench lint

Each side lints every page ROUNDS times; one pass's fastest and median times
are compared. The Rust side is `examples/time_lint.rs` of this package
(`check_bytes_with`, the call `lint` makes), built in release:

    cargo build --release --example time_lint
    python bench.py DIR --rust TARGET/release/examples/time_lint [--rounds 20]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import time
from pathlib import Path
from typing import Any

from html_microsyntax import lint


def python_times(pages: list[bytes], rounds: int) -> dict[str, Any]:
    times = []
    findings = 0
    for _ in range(rounds):
        start = time.perf_counter()
        findings = 0
        for page in pages:
            findings += len(lint(page))
        times.append(time.perf_counter() - start)
    return {
        "pages": len(pages),
        "bytes": sum(map(len, pages)),
        "findings": findings,
        "min_seconds": min(times),
        "median_seconds": statistics.median(times),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path, help="the directory of .html pages")
    parser.add_argument("--rust", help="the time_lint example, built in release")
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    paths = sorted(p for p in args.corpus.iterdir() if p.suffix == ".html")
    pages = [p.read_bytes() for p in paths]
    # Alternate the sides, twice, so that both see the same machine.
    results: dict[str, list[dict[str, Any]]] = {"python": [], "rust": []}
    for _ in range(2):
        results["python"].append(python_times(pages, args.rounds))
        if args.rust:
            run = subprocess.run(
                [args.rust, str(args.corpus), str(args.rounds)],
                capture_output=True, text=True, check=True,
            )  # fmt: skip
            results["rust"].append(json.loads(run.stdout))
    py = min(results["python"], key=lambda r: r["min_seconds"])
    print(f"python: {py['pages']} pages, {py['bytes']} bytes, {py['findings']} findings, "
          f"min {py['min_seconds'] * 1e3:.1f} ms, median {py['median_seconds'] * 1e3:.1f} ms")  # fmt: skip
    if results["rust"]:
        rs = min(results["rust"], key=lambda r: r["min_seconds"])
        assert rs["findings"] == py["findings"], (rs, py)
        print(f"rust:   {rs['pages']} pages, {rs['bytes']} bytes, {rs['findings']} findings, "
              f"min {rs['min_seconds'] * 1e3:.1f} ms, median {rs['median_seconds'] * 1e3:.1f} ms")  # fmt: skip
        print(f"ratio python/rust: min {py['min_seconds'] / rs['min_seconds']:.3f}, "
              f"median {py['median_seconds'] / rs['median_seconds']:.3f}")  # fmt: skip


if __name__ == "__main__":
    main()
