#!/usr/bin/env python3
"""Compares the attribute table (docs/attributes.md) with a single-page copy of
the HTML Standard: every content attribute the element definitions list, the
value the standard's attribute index gives for it, and our row.

Usage: scripts/audit_attributes.py SPEC.html [docs/attributes.md]

SPEC.html is the one-page standard (https://html.spec.whatwg.org/, saved
whole). Prints one line per (element, attribute): `ok`, `no row` (the
standard gives a value syntax and we have no row: to decide), `free` (text,
no microsyntax), or `differs` (our syntax is not the one the index names).
Only the Python standard library; no network.
"""
import html
import re
import sys

# The index's value words for the syntaxes with one registry name.
SYNTAX = {
    "Boolean attribute": "boolean_attribute",
    "Valid non-negative integer greater than zero": "valid_non_negative_integer_greater_than_zero",
    "Valid non-negative integer": "valid_non_negative_integer",
    "Valid integer": "valid_integer",
    "Valid floating-point number": "valid_float",
    "Valid floating-point number*": "valid_float",
    "Valid URL potentially surrounded by spaces": "valid_url_potentially_surrounded_by_spaces",
    "Valid non-empty URL potentially surrounded by spaces": "valid_non_empty_url_potentially_surrounded_by_spaces",
    "Valid BCP 47 language tag": "valid_language_tag",
    "Valid BCP 47 language tag or the empty string": "valid_language_tag (or empty)",
    "Valid MIME type string": "valid_mime_type",
    "Valid media query list": "valid_media_query_list",
    "Valid navigable target name or keyword": "valid_navigable_target_name_or_keyword",
}
# Index values that are free text (no microsyntax of ours).
FREE = ("Text", "Text*", "Varies*", "ID*")


def text(fragment):
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", fragment))).strip()


def snapshot(spec):
    date = re.search(r'Last Updated <span class="pubdate">([^<]*)', spec)
    commit = re.search(r"/commit-snapshots/([0-9a-f]{40})/", spec)
    return (date.group(1) if date else "?", commit.group(1) if commit else "?")


def index_values(spec):
    """The attribute index: the dfn id of each (attribute, element) -> value."""
    start = spec.find('<table id="attributes-1">')
    table = spec[start : spec.find("</table>", start)]
    values = {}
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S)[1:]:
        cells = re.findall(r"<t[hd]>(.*?)(?=<t[hd]>|$)", row, re.S)
        if len(cells) < 4:
            continue
        for href, _ in re.findall(r'<a href="#([^"]+)"[^>]*>([^<]+)</a>', cells[1]):
            values[href] = text(cells[3])
    return values


def content_attributes(spec):
    """(element, dfn id, attribute) from each element's definition, and the
    global attributes as element `*`."""
    out = []
    start = spec.find('id="global-attributes"')
    for href, name in re.findall(
        r'<li><code[^>]*><a href="#([^"]+)">([^<]+)</a></code>',
        spec[start : spec.find("</ul>", start)],
    ):
        out.append(("*", href, name))
    for element in sorted(set(re.findall(r'<h4 id="the-([a-z0-9]+)-element"', spec))):
        at = spec.find('id="the-%s-element"' % element)
        block_start = spec.find("Content attributes</a>:</dt>", at)
        block = spec[block_start : spec.find("<dt>", block_start + 10)]
        for href, name in re.findall(r'<dd><code[^>]*><a href="#([^"]+)">([^<]+)</a></code>', block):
            out.append((element, href, name))
    return out


def our_rows(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        m = re.match(r"\| `([^`]+)` \| \[`([^`]+)`\]\([^)]+\) \| ([^|]*) \| (.*) \|$", line.strip())
        if m:
            element = "*" if m.group(1) == "any (global)" else m.group(1)
            when = m.group(3).strip()
            rows.setdefault((element, m.group(2)), []).append(
                ("[%s] " % when if when else "") + m.group(4).strip()
            )
    return rows


def main():
    spec = open(sys.argv[1], encoding="utf-8").read()
    ours = our_rows(sys.argv[2] if len(sys.argv) > 2 else "docs/attributes.md")
    values = index_values(spec)
    print("# HTML Standard of %s, commit %s" % snapshot(spec))
    for element, href, name in content_attributes(spec):
        value = values.get(href, "(not in the index)")
        rows = ours.get((element, name)) or ours.get(("*", name)) or []
        mine = "; ".join(rows)
        if not rows:
            status = "free" if value in FREE or name.startswith("on") else "no row"
        elif value in SYNTAX and SYNTAX[value] not in mine:
            status = "differs"
        else:
            status = "ok"
        print("\t".join((status, element, name, value, mine or "-")))


if __name__ == "__main__":
    main()
