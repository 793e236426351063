#!/usr/bin/env python3
"""Prints the performance table of benches/README.md from criterion's saved estimates.

Run after the benches: cargo bench --bench numbers --bench datetime --bench colors --bench tokens
then: python3 benches/report.py
and paste the output between the <!-- perf:start --> and <!-- perf:end -->
markers of benches/README.md.

Each group times 10,000 inputs per iteration; the table gives our median in
ns per input, and each peer's and the floor's median as a ratio: ours / theirs
(below 1.0: we are faster; for the floor, how many times the byte scan).
"""
import json
import pathlib
import sys

root = pathlib.Path(__file__).resolve().parent.parent / "target" / "criterion"
# The implementation each row is about, in order of preference (the path/*
# groups time our &str path against our LocatedSpan path).
OURS = ("html-microsyntax", "str")
# Ours too, so never "the fastest peer".
NOT_PEERS = {*OURS, "located_span", "floor"}
rows = []
for group in sorted(p for p in root.iterdir() if p.is_dir() and p.name != "report"):
    medians = {}
    for imp in group.iterdir():
        est = imp / "new" / "estimates.json"
        if est.exists():
            medians[imp.name] = json.loads(est.read_text())["median"]["point_estimate"]
    ours = next((medians[k] for k in OURS if k in medians), None)
    if ours is None:
        continue
    others = ", ".join(
        f"{name} {ours / t:.2f}x" for name, t in sorted(medians.items()) if name not in OURS
    )
    # How far the fastest peer itself is from the floor, for the "3x the
    # floor" target: a bound no implementation in the group may reach.
    peers = [t for name, t in medians.items() if name not in NOT_PEERS]
    floor = medians.get("floor")
    best = f"{min(peers) / floor:.1f}x" if peers and floor else "-"
    rows.append(
        f"| `{group.name.replace('_', '/', 1)}` | {ours / 10_000:.1f} | {others} | {best} |"
    )
if not rows:
    sys.exit("no criterion results: run the benches first")
print("| group | ours (ns/input) | ours / theirs | fastest peer / floor |")
print("|---|---|---|---|")
print("\n".join(rows))
