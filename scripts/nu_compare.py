#!/usr/bin/env python3
"""Compares `html-microsyntax lint --format json` findings on the Nu checker's
test documents with the messages Nu expects for them.

Usage (from a checkout of validator/validator's `tests/`, or a copy of it):

    html-microsyntax lint --format json html > findings.jsonl
    scripts/nu_compare.py findings.jsonl TESTS_DIR [--list]

TESTS_DIR holds `html/` and `messages.json` (each document's expected first
message). Prints the share of documents whose expected message is "Bad value
… for attribute … on element …" that have a finding at that element and
attribute, the `*-isvalid.html` documents with any finding, and the misses by
(element, attribute); `--list` lists every miss. Standard library only.
"""
import collections
import json
import os
import re
import sys

BAD_VALUE = re.compile(r"^Bad value “(.*)” for attribute “([^”]*)” on (?:element|the element) “([^”]*)”", re.S)


def main():
    findings_path, root = sys.argv[1], sys.argv[2].rstrip("/") + "/"
    messages = json.load(open(root + "messages.json", encoding="utf-8"))
    by_file = collections.defaultdict(list)
    for line in open(findings_path, encoding="utf-8"):
        if not line.startswith("{"):
            continue
        finding = json.loads(line)
        if "element" not in finding:
            continue
        path = finding["file"]
        key = os.path.relpath(path, root) if os.path.isabs(path) else path
        by_file[key].append(finding)
    total = hit = 0
    missed = collections.Counter()
    misses = []
    for key, message in sorted(messages.items()):
        m = BAD_VALUE.match(message)
        if not key.startswith("html/") or not m or not os.path.exists(root + key):
            continue
        total += 1
        attribute, element = m.group(2).lower(), m.group(3).lower()
        if any(f["attribute"].lower() == attribute and f["element"].lower() == element for f in by_file[key]):
            hit += 1
        else:
            missed[(element, attribute)] += 1
            misses.append((key, message[:140]))
    valid = []
    for folder, _, files in os.walk(root + "html"):
        for name in files:
            if name.endswith("-isvalid.html"):
                key = os.path.relpath(os.path.join(folder, name), root)
                if by_file.get(key):
                    valid.append((key, [(f["element"], f["attribute"], f["kind"], f["severity"]) for f in by_file[key]]))
    print(f"bad-value documents flagged at the attribute: {hit}/{total} = {100 * hit / max(total, 1):.1f}%")
    print(f"valid documents with any finding: {len(valid)}")
    for key, found in sorted(valid):
        print("  ", key, found)
    print("missed, by (element, attribute):", missed.most_common(25))
    if "--list" in sys.argv:
        for key, message in misses:
            print("  miss", key, message)


if __name__ == "__main__":
    main()
