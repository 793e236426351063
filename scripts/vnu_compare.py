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
documents under DIR and those vnu reports no error in.

Then, per category of vnu's messages about the attributes a start tag has
(`CATEGORIES`: an attribute not allowed on its element, an obsolete
attribute, a required attribute missing, a duplicate attribute, an obsolete
element), how many are ours at the same start tag: for a message
about the element, a finding of ours of the kind that says the same whose
position lies inside the start tag vnu points at (vnu gives the tag's first
and last character); for a message about an attribute, the nearest finding of
ours on that element and attribute at or before vnu's position, at most 40
lines above (vnu places a duplicate attribute at the attribute, and the first
column of a tag after a parse error inside it). With `--list`,
every miss and every finding of those kinds of ours that no vnu message
matched. Last, the documents vnu reports no error in where we report an
error, each error listed. Standard library only.
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
    (re.compile(rf"^The {Q} attribute must not be used on an element which has"), None, 1),
]


# (category, pattern, element group or None, attribute group or None,
#  kinds of ours that say the same of the element, or None for any finding
#  at that element and attribute)
CATEGORIES = [
    ("attribute not allowed", re.compile(rf"^Attribute {Q} not allowed on element {Q}"), 2, 1, None),
    ("obsolete attribute", re.compile(rf"^The {Q} attribute on the {Q} element is obsolete"), 2, 1, None),
    ("attribute not allowed beside another", re.compile(rf"^The {Q} attribute must not be specified on any {Q} element unless"), 2, 1, None),
    ("attribute not allowed beside another", re.compile(rf"^Element {Q} must not have attribute {Q} unless"), 1, 2, None),
    ("attribute not allowed beside another", re.compile(rf"^The {Q} attribute must not be used on an element which has"), None, 1, None),
    ("attribute not allowed beside another", re.compile(rf"^Attribute {Q} is only allowed when the (input) type is"), 2, 1, None),
    ("required attribute", re.compile(rf"^An? {Q} element must have an? {Q} attribute"), 1, 2, "required"),
    ("required attribute", re.compile(rf"^An? {Q} element must have an? {Q} or"), 1, 2, "required"),
    ("required attribute", re.compile(rf"^Element {Q} is missing required attribute {Q}"), 1, 2, "required"),
    ("required attribute", re.compile(rf"^Element {Q} is missing one or more of the following attributes: "), 1, None, "required"),
    ("duplicate attribute", re.compile(rf"^Duplicate attribute {Q}"), None, 1, "duplicate_attribute"),
    ("obsolete element", re.compile(rf"^The {Q} element is obsolete"), 1, None, "obsolete_element"),
]
# Our kinds for an attribute an element must have: `required_attributes`;
# vnu's "missing required attribute href" where the text says the hyperlink
# attributes must be omitted without `href`; `meta`'s `content` that `name`
# (or `http-equiv`, `itemprop`, `property`) requires.
REQUIRED_KINDS = {"missing_required_attribute", "attribute_without_href", "missing_content"}
CATEGORY_KINDS = REQUIRED_KINDS | {"duplicate_attribute", "obsolete_element"}


def category_of(message):
    for name, pattern, element, attribute, kinds in CATEGORIES:
        m = pattern.search(message)
        if m:
            el = m.group(element).lower() if element else None
            names = [m.group(attribute).lower()] if attribute else []
            if name == "required attribute":
                names = [n.lower() for n in re.findall(Q, message)[1:]]
            return name, el, names, kinds
    return None


def same_start_tag(m, f):
    """Whether our finding `f` lies inside the start tag vnu's message `m` spans."""
    last = (m.get("lastLine", 0), m.get("lastColumn", 0))
    first = (m.get("firstLine") or last[0], m.get("firstColumn", 1))
    return first <= (f["line"], f["column"]) <= last


def says_same(m, f, element, names, kinds):
    if element and f["element"].lower() != element:
        return False
    if kinds is None:
        return f["attribute"].lower() in names
    if kinds == "required":
        if f["kind"] == "attribute_without_href":
            return names == ["href"]
        if f["kind"] == "missing_content":
            return "content" in names
        return f["kind"] == "missing_required_attribute" and any(f"`{n}`" in f["message"] for n in names)
    return f["kind"] == kinds and (not names or f["attribute"].lower() in names)


def compare_categories(vnu, ours):
    """vnu's messages by `CATEGORIES`, and ours at the same start tag."""
    used = set()
    rows = collections.OrderedDict((c[0], [0, 0, set(), collections.Counter(), []]) for c in CATEGORIES)
    # The messages about an element first: a finding of ours that says the
    # element lacks an attribute is not also the one about an attribute.
    element_first = sorted(vnu, key=lambda m: (category_of(m["message"]) or (0, 0, 0, None))[3] is None)
    for m in element_first:
        c = category_of(m["message"])
        if not c:
            continue
        name, element, names, kinds = c
        # vnu calls the obsolete attributes warnings; the rest are errors.
        if m.get("type") != "error" and name != "obsolete attribute":
            continue
        path = path_of(m.get("url", ""))
        row = rows[name]
        row[0] += 1
        row[2].add(path)
        found = None
        if names and element is None or kinds is None:
            # About one attribute: vnu's first column of the tag is not
            # reliable after a parse error inside it (a missing space between
            # attributes moves it past them), so the nearest finding on that
            # attribute at or before the tag's end is ours.
            last = (m.get("lastLine", 0), m.get("lastColumn", 0))
            for i, f in enumerate(ours[path]):
                if (path, i) not in used and says_same(m, f, element, names, kinds):
                    if last[0] - 40 <= f["line"] and (f["line"], f["column"]) <= last:
                        if found is None or (f["line"], f["column"]) > (ours[path][found]["line"], ours[path][found]["column"]):
                            found = i
        else:
            for i, f in enumerate(ours[path]):
                if (path, i) not in used and same_start_tag(m, f) and says_same(m, f, element, names, kinds):
                    found = i
                    break
        if found is None:
            row[3][(element, ",".join(names))] += 1
            row[4].append((path, m.get("lastLine"), m["message"][:160]))
        else:
            used.add((path, found))
            row[1] += 1
    for name, (total, hit, documents, missed, misses) in rows.items():
        print(f"vnu {name}: {total} in {len(documents)} documents; ours at the same element and attribute: {hit}/{total}")
        if missed:
            print("  missed, by (element, attribute):", missed.most_common(30))
        if "--list" in sys.argv:
            for path, line, message in misses:
                print(f"  miss {path}:{line}: {message}")
    unmatched = [
        (path, f)
        for path, fs in sorted(ours.items())
        for i, f in enumerate(fs)
        if f["kind"] in CATEGORY_KINDS and (path, i) not in used
    ]
    print(f"ours of {', '.join(sorted(CATEGORY_KINDS))} that no vnu message above matches: {len(unmatched)}")
    if "--list" in sys.argv:
        for path, f in unmatched:
            print(f"  ours {path}:{f['line']}: <{f['element']} {f['attribute']}> {f['kind']}: {f['message'][:100]}")
    return used


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
    matched = compare_categories(vnu, ours)
    valid = [(p, [f for f in fs if f["severity"] == "error"]) for p, fs in sorted(ours.items()) if p not in files_with_errors]
    valid = [(p, fs) for p, fs in valid if fs]
    print(f"documents vnu reports no error in, where we report an error: {len(valid)} ({sum(len(fs) for _, fs in valid)} errors)")
    for path, fs in valid:
        for f in fs:
            print(f"  {path}:{f['line']}: <{f['element']} {f['attribute']}> {f['kind']}: {f['message'][:100]}")
    if "--ours-only" in sys.argv:
        print("our findings vnu names nothing about at that element and attribute:")
        for path, fs in sorted(ours.items()):
            for i, f in enumerate(fs):
                if unnamed(path, f) and (path, i) not in matched:
                    print(f"  {path}:{f['line']}: <{f['element']} {f['attribute']}=\"{f['value'][:60]}\"> {f['kind']} ({f['severity']})")


if __name__ == "__main__":
    main()
