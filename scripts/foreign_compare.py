#!/usr/bin/env python3
"""Compares the `foreign_attributes` findings of `html-microsyntax lint --format
json` with the Nu Html Checker's (vnu) errors on SVG and MathML elements.

Usage:

    java -jar vnu.jar --format json --skip-non-html DIR 2> vnu.json
    html-microsyntax lint --format json DIR > ours.jsonl
    scripts/foreign_compare.py vnu.json ours.jsonl [--list]

vnu's errors counted: "Attribute … not allowed on element …", "Bad value … for
attribute … on element …" and "The … element is a completely-unknown element …"
/ "Element … not allowed as child of element …", where the element is an SVG
or MathML one (a name of src/markup/document/rules/foreign_table.rs, or one we
report as an unknown foreign element in that file) but not one HTML also has
(`a`, `script`, `style`, `title`, `font`: vnu's message does not say the
namespace). One of ours matches one of
vnu's in the same file, at the same element and attribute (ASCII
case-insensitive, `xlink:` and `xml:` left off, as vnu names them; an element
finding has no attribute), on a line at most ten before the line vnu points at
(or after, for an element); two vnu messages about one element or attribute
of one tag count once. Prints the counts, what only vnu reports and
what only we report, grouped by (element, attribute, kind). Standard library
only.
"""
import collections
import json
import os
import re
import sys
import urllib.parse

Q = "“([^”]*)”"
ATTRIBUTE = re.compile(rf"^Attribute {Q} not allowed on element {Q}")
VALUE = re.compile(rf"^Bad value (?:{Q})? ?for attribute {Q} on element {Q}")
UNKNOWN = re.compile(rf"^The {Q} element is a completely-unknown element")
CHILD = re.compile(rf"^Element {Q} not allowed as child of element {Q}")

TABLE = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    "..",
    "src",
    "markup",
    "document",
    "rules",
    "foreign_table.rs",
)


# Element names of HTML too.
HTML_TOO = {"a", "script", "style", "title", "font"}


def foreign_names():
    text = open(TABLE, encoding="utf-8").read()
    svg = text[text.find("SVG_ELEMENTS") : text.find("MATHML_GLOBAL")]
    names = {n for row in re.findall(r'^    \("([^"]+)", "([^"]+)", ', svg, re.M) for n in row}
    math = text[text.find("MATHML_ELEMENTS") : text.find("ADJUST_SVG_TAG_NAMES")]
    names |= set(re.findall(r'^    \("([^"]+)", &', math, re.M))
    return {n.lower() for n in names}


def local(name):
    """An attribute's local name: vnu names `xlink:href` `href`."""
    return name.split(":", 1)[1] if name.startswith(("xlink:", "xml:")) else name


def norm(path, root=""):
    if path.startswith("file:"):
        path = urllib.parse.unquote(urllib.parse.urlparse(path).path)
    return os.path.relpath(os.path.abspath(path))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    listing = "--list" in sys.argv
    known = foreign_names()
    ours = []
    unknown_here = collections.defaultdict(set)
    for line in open(args[1], encoding="utf-8"):
        try:
            f = json.loads(line)
        except ValueError:
            continue
        if f.get("rule") != "foreign_attributes":
            continue
        path = norm(f["file"])
        if f["kind"] == "unknown_foreign_element":
            unknown_here[path].add(f["element"].lower())
        ours.append((path, f["element"].lower(), f["attribute"].lower(), f["line"], f["kind"]))
    vnu = []
    for m in json.load(open(args[0], encoding="utf-8"))["messages"]:
        if m.get("type") != "error" or "url" not in m:
            continue
        path = norm(m["url"])
        msg = m["message"]
        line = m.get("lastLine", 0)
        for pattern, kind in ((ATTRIBUTE, "attribute"), (VALUE, "value"), (UNKNOWN, "element"), (CHILD, "element")):
            found = pattern.match(msg)
            if not found:
                continue
            groups = [g for g in found.groups() if g is not None]
            if kind == "attribute":
                attribute, element = groups[0], groups[1]
            elif kind == "value":
                attribute, element = groups[-2], groups[-1]
            else:
                attribute, element = "", groups[0]
            element = element.lower()
            if element in HTML_TOO:
                break
            if element in known or element in unknown_here[path]:
                vnu.append((path, element, attribute.lower(), line, kind, msg))
            break
    # Two messages about one element or attribute of one tag count once.
    seen, unique = set(), []
    for v in vnu:
        if v[:4] not in seen:
            seen.add(v[:4])
            unique.append(v)
    vnu = unique
    used = [False] * len(ours)
    missed = []
    for v in vnu:
        for i, o in enumerate(ours):
            if used[i] or o[:2] != v[:2] or local(o[2]) != local(v[2]):
                continue
            if not (v[3] - 10 <= o[3] <= v[3] + (10 if v[4] == "element" else 0)):
                continue
            used[i] = True
            break
        else:
            missed.append(v)
    print("vnu's errors on SVG and MathML elements: %d" % len(vnu))
    print("  ours at the same element and attribute: %d" % (len(vnu) - len(missed)))
    print("our foreign_attributes findings: %d" % len(ours))
    print("  not among vnu's errors: %d" % used.count(False))
    print()
    print("only vnu, by (element, attribute, kind):")
    for key, n in collections.Counter((v[1], v[2], v[4]) for v in missed).most_common():
        print("  %4d  %s" % (n, key))
    if listing:
        for v in missed:
            print("    %s:%d %s" % (v[0], v[3], v[5]))
    print()
    print("only ours, by (element, attribute, kind):")
    only = [o for o, u in zip(ours, used) if not u]
    for key, n in collections.Counter((o[1], o[2], o[4]) for o in only).most_common():
        print("  %4d  %s" % (n, key))
    if listing:
        for o in only:
            print("    %s:%d %s %s %s" % (o[0], o[3], o[1], o[2], o[4]))


if __name__ == "__main__":
    main()
