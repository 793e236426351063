"""Python `lint` against the Rust library on the same documents.

The documents are the linter bench's corpus (benches/lint.rs: 200 generated
pages of about 20 KiB, one value in ten invalid), written out with

    LINT_CORPUS_DIR=DIR cargo bench --features document --bench lint

Each side lints every page ROUNDS times, twice, the sides alternating; one
pass's fastest wall time, its median wall time and its mean CPU time (the
process's: the steadier figure on a busy machine) are compared. The Rust side is `examples/time_lint.rs` of this package
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
    cpu_start = time.process_time()
    for _ in range(rounds):
        start = time.perf_counter()
        findings = 0
        for page in pages:
            findings += len(lint(page))
        times.append(time.perf_counter() - start)
    cpu = (time.process_time() - cpu_start) / rounds
    return {
        "cpu_seconds": cpu,
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

    def best(side: str, key: str) -> float:
        return float(min(r[key] for r in results[side]))

    keys = ("min_seconds", "median_seconds", "cpu_seconds")
    first = results["python"][0]
    print(f"{first['pages']} pages, {first['bytes']} bytes, {first['findings']} findings")
    for side in ("python", "rust"):
        if results[side]:
            assert results[side][0]["findings"] == first["findings"], results
            row = ", ".join(f"{k.split('_')[0]} {best(side, k) * 1e3:.1f} ms" for k in keys)
            print(f"{side}: one pass: {row}")
    if results["rust"]:
        ratios = ", ".join(
            f"{k.split('_')[0]} {best('python', k) / best('rust', k):.3f}" for k in keys
        )
        print(f"python / rust: {ratios}")


if __name__ == "__main__":
    main()
