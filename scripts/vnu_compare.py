#!/usr/bin/env python3
"""Compares `html-microsyntax lint --format json` with the Nu Html Checker (vnu)
on the same documents.

Usage:

    java -jar vnu.jar --format json --skip-non-html DIR 2> vnu.json
    html-microsyntax lint --format json DIR > ours.jsonl
    scripts/vnu_compare.py vnu.json ours.jsonl [--list] [--ours-only] [--root DIR]

vnu's attribute-value errors are the error messages that name an attribute
and say its value is wrong ("Bad value … for attribute … on element …", an
ID reference that names no suitable element, a duplicate ID, a value not
allowed in its context). Each one counts as ours when we report a finding in
the same file at the same element and attribute, on a line of the start tag
vnu points at; a finding matches at most one message. The script prints the
share matched, the misses by (element, attribute), our findings in documents
where vnu reports no error at all, and, with `--ours-only`, every finding of
ours that no vnu message of any kind (errors and warnings) names at that
element and attribute. `--list` lists every miss; `--root DIR` counts the
documents under DIR and those vnu reports no error in. Standard library only.
"""
import collections
import json
import os
import re
import sys
import urllib.parse

Q = "“([^”]*)”"
# (pattern, element group or None, attribute group or fixed name)
VALUE_ERRORS = [
    (re.compile(rf"^Bad value (?:{Q})? ?for attribute {Q} on (?:element|the element) {Q}", re.S), 3, 2),
    (re.compile(rf"^The only allowed value for the {Q} attribute for the {Q} element is"), 2, 1),
    (re.compile(rf"^The value of the {Q} attribute of the {Q} element must be the ID of"), 2, 1),
    (re.compile(rf"^The {Q} attribute of the {Q} element must refer to"), 2, 1),
    (re.compile(r"^Duplicate ID “"), None, "id"),
    (re.compile(rf"^A {Q} element with an {Q} attribute whose value is {Q} must have a {Q} attribute with the value"), 1, 4),
    (re.compile(rf"^The value {Q} is not a valid value for the {Q} attribute of an? {Q} element"), 3, 2),
    (re.compile(rf"^An? {Q} element that is a descendant of an? {Q} element must not have any {Q} value"), 1, 3),
    (re.compile(rf"^The {Q} attribute must not be used on an? {Q} element which has"), 2, 1),
]
# Every message naming an element and an attribute, for `--ours-only`.
NAMES_ATTRIBUTE = [
    (re.compile(rf"Attribute {Q} not allowed on element {Q}"), 2, 1),
    (re.compile(rf"The {Q} attribute (?:on|for|of) the {Q} element"), 2, 1),
    (re.compile(rf"The {Q} attribute must not be specified on any {Q} element"), 2, 1),
    (re.compile(rf"The {Q} attribute is unnecessary for JavaScript"), None, 1),
    (re.compile(rf"The {Q} attribute was specified, but the element is not a property"), None, 1),
    (re.compile(rf"Element {Q} must not have attribute {Q}"), 1, 2),
    (re.compile(rf"An? {Q} element with {Q} must not have an? {Q} attribute"), 1, 3),
    (re.compile(rf"The {Q} role is unnecessary for element {Q}"), 2, "role"),
    (re.compile(rf"^Attribute {Q} is only allowed when the input type is"), None, 1),
    (re.compile(rf"^A {Q} element with an? {Q} attribute must have a {Q} attribute"), 1, 2),
    (re.compile(rf"^A {Q} element with a {Q} attribute whose value is neither .* must not have an? {Q} attribute"), 1, 3),
]


def classify(message, patterns):
    for pattern, element, attribute in patterns:
        m = pattern.search(message)
        if m:
            el = m.group(element).lower() if element else None
            at = m.group(attribute).lower() if isinstance(attribute, int) else attribute
            if at and "=" in at:
                at = at.split("=")[0]
            return el, at
    return None


def path_of(url):
    return urllib.parse.unquote(url[len("file:"):]) if url.startswith("file:") else url


def main():
    vnu = json.load(open(sys.argv[1], encoding="utf-8"))["messages"]
    ours = collections.defaultdict(list)
    for line in open(sys.argv[2], encoding="utf-8"):
        if line.startswith("{"):
            f = json.loads(line)
            if "element" in f:
                ours[f["file"]].append(f)
    files_with_errors = set()
    value_errors = []
    counted = set()
    named = collections.defaultdict(set)
    for m in vnu:
        path = path_of(m.get("url", ""))
        if m.get("type") == "error":
            files_with_errors.add(path)
        c = classify(m["message"], VALUE_ERRORS)
        if c:
            named[path].add(c)
            named[path].add((None, c[1]))
            # Two messages about one attribute of one tag (vnu says "Bad
            # value" and why) are one error.
            key = (path, m.get("lastLine"), m.get("lastColumn"), c)
            if m.get("type") == "error" and key not in counted:
                counted.add(key)
                value_errors.append((path, m, c))
        c = classify(m["message"], NAMES_ATTRIBUTE)
        if c:
            named[path].add(c)
            named[path].add((None, c[1]))
    used = set()
    hit = 0
    missed = collections.Counter()
    misses = []
    for path, m, (element, attribute) in value_errors:
        last = m.get("lastLine", 0)
        first = m.get("firstLine", last)
        best = None
        for i, f in enumerate(ours[path]):
            if (path, i) in used or f["attribute"].lower() != attribute:
                continue
            if element and f["element"].lower() != element:
                continue
            if attribute == "id" and f["kind"] != "duplicate_id" and m["message"].startswith("Duplicate"):
                continue
            if min(first, last - 40) <= f["line"] <= last:
                best = i
                break
        if best is None:
            missed[(element, attribute)] += 1
            misses.append((path, last, m["message"][:160]))
        else:
            used.add((path, best))
            hit += 1
    total = len(value_errors)
    documents = len({p for p, _, _ in value_errors})
    print(f"vnu attribute-value errors: {total} in {documents} documents")
    print(f"ours at the same element and attribute: {hit}/{total} = {100 * hit / max(total, 1):.1f}%")
    print("missed, by (element, attribute):", missed.most_common(30))
    if "--list" in sys.argv:
        for path, line, message in misses:
            print(f"  miss {path}:{line}: {message}")
    def unnamed(path, f):
        key = (f["element"].lower(), f["attribute"].lower())
        return key not in named[path] and (None, key[1]) not in named[path]

    clean = [(p, [f for f in fs if unnamed(p, f)]) for p, fs in sorted(ours.items()) if p not in files_with_errors]
    clean = [(p, fs) for p, fs in clean if fs]
    errors = sum(1 for _, fs in clean for f in fs if f["severity"] == "error")
    warnings = sum(1 for _, fs in clean for f in fs if f["severity"] != "error")
    if "--root" in sys.argv:
        root = sys.argv[sys.argv.index("--root") + 1]
        documents = [
            os.path.join(folder, name)
            for folder, _, names in os.walk(root)
            for name in names
            if name.lower().endswith((".html", ".htm"))
        ]
        valid = [d for d in documents if d not in files_with_errors]
        print(f"documents: {len(documents)}; vnu reports no error in {len(valid)}")
    print(f"documents vnu finds no error in, where we report what vnu does not: {len(clean)} ({errors} errors, {warnings} warnings)")
    for path, fs in clean:
        for f in fs:
            print(f"  {path}:{f['line']}: <{f['element']} {f['attribute']}=\"{f['value'][:60]}\"> {f['kind']} ({f['severity']})")
    if "--ours-only" in sys.argv:
        print("our findings vnu names nothing about at that element and attribute:")
        for path, fs in sorted(ours.items()):
            for f in fs:
                if unnamed(path, f):
                    print(f"  {path}:{f['line']}: <{f['element']} {f['attribute']}=\"{f['value'][:60]}\"> {f['kind']} ({f['severity']})")


if __name__ == "__main__":
    main()
