#!/usr/bin/env python3
"""Regenerates the table of which content attributes each HTML element has
(src/markup/document/rules/content_attributes_table.rs), and the list of
obsolete attributes (src/markup/attributes/obsolete/obsolete_table.rs), from a
single-page copy of the HTML Standard.

Usage:
    scripts/content_attributes.py SPEC.html > src/markup/document/rules/content_attributes_table.rs
    scripts/content_attributes.py --obsolete SPEC.html > src/markup/attributes/obsolete/obsolete_table.rs

SPEC.html is the one-page standard (https://html.spec.whatwg.org/, saved
whole). Only the Python standard library; no network.

An element's attributes are the union of three places of the standard that
should agree and nearly do:

- the element's own definition ("Content attributes:"), read as
  scripts/audit_attributes.py reads it;
- the element index ("List of elements", its "Attributes" column);
- the attribute index ("List of attributes"), where an attribute whose
  elements are "HTML elements" is a global attribute; a row's element named
  only as context ("source (in picture)") is not an element of the row.

The event handler content attributes come from the index's "List of event
handler content attributes" ("HTML elements": global; "body": on `body`).
The obsolete attributes are the ones section 16.3.2 (Non-conforming
features) lists, with what it says to do instead; an attribute that an
element's definition has brought back (`area`'s `hreflang` and `type`) is
not obsolete on it. `svg` and `math` are not listed: their attributes are
SVG's and MathML's. The elements whose definition ends with "Any other
attribute that has no namespace" (`embed`) are listed apart.
"""
import collections
import html
import re
import sys

from audit_attributes import content_attributes, snapshot, text


def table(spec, caption):
    at = spec.find("<caption>" + caption)
    return spec[spec.rfind("<table", 0, at) : spec.find("</table>", at)]


def rows(table_html):
    for row in re.findall(r"<tr>(.*?)</tr>", table_html, re.S)[1:]:
        head = re.search(r"<th[^>]*>(.*?)</th>", row, re.S)
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        if head and cells:
            yield head.group(1), cells


def codes(fragment):
    return [text(c) for c in re.findall(r"<code[^>]*>(.*?)</code>", fragment, re.S)]


def element_index(spec):
    out = {}
    for head, cells in rows(table(spec, "List of elements")):
        attributes = set(codes(cells[-2])) - {"globals"}
        for name in codes(head):
            out[name] = attributes
    return out


def attribute_index(spec):
    """(globals, {element: attributes}) from the attribute index."""
    globals_, by_element = set(), collections.defaultdict(set)
    for head, cells in rows(table(spec, "List of attributes")):
        # Drop the context of an element ("(in <code>picture</code>)").
        elements_html = re.sub(r"\(in [^)]*\)", "", cells[0])
        for name in codes(head):
            if "HTML elements" in text(elements_html):
                globals_.add(name)
            for element in codes(elements_html):
                by_element[element].add(name)
    return globals_, by_element


def event_handlers(spec):
    globals_, body = set(), set()
    for head, cells in rows(table(spec, "List of event handler content attributes")):
        (body if text(cells[0]) == "body" else globals_).add(text(head))
    return globals_, body


def obsolete(spec):
    """(element or "*", attribute, what to do instead) from 16.3.2."""
    start = spec.find('id="non-conforming-features"')
    start = spec.find("The following attributes are obsolete", start)
    block = spec[start : spec.find("</dl>", start)]
    out, pending = [], []
    for m in re.finditer(r"<(dt|dd)[^>]*>(.*?)</\1>", block, re.S):
        if m.group(1) == "dt":
            pending.append(text(m.group(2)))
            continue
        instead = text(m.group(2))
        for term in pending:
            term = re.sub(r"\s*\(except as noted in the previous section\)", "", term)
            found = re.fullmatch(r"(\S+) on (.+?) elements?", term)
            if not found:
                sys.exit("16.3.2: cannot read %r" % term)
            attribute, elements = found.groups()
            if elements == "all":
                names = ["*"]
            else:
                names = [e for e in re.split(r",\s*(?:and\s+)?|\s+and\s+", elements) if e]
            for element in names:
                if element == "h1—h6":
                    names.extend("h%d" % level for level in range(1, 7))
                    continue
                out.append((element, attribute, instead))
        pending = []
    return out


def any_other_attribute(spec):
    """The elements whose "Content attributes:" end with "Any other
    attribute that has no namespace" (`embed`)."""
    out = []
    for element in sorted(set(re.findall(r'<h4 id="the-([a-z0-9]+)-element"', spec))):
        at = spec.find('id="the-%s-element"' % element)
        block_start = spec.find("Content attributes</a>:</dt>", at)
        block = spec[block_start : spec.find("<dt>", block_start + 10)]
        if "Any other attribute that has no namespace" in text(block):
            out.append(element)
    return out


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    args = sys.argv[1:]
    only_obsolete = args[:1] == ["--obsolete"]
    spec = open(args[-1], encoding="utf-8").read()
    date, commit = snapshot(spec)
    definitions = collections.defaultdict(set)
    for element, _, name in content_attributes(spec):
        definitions[element].add(name)
    index = element_index(spec)
    index_globals, by_element = attribute_index(spec)
    event_globals, body_events = event_handlers(spec)

    global_attributes = sorted(definitions.pop("*", set()) | index_globals | event_globals)
    elements = {}
    for element in sorted(set(index) - {"svg", "math"}):
        own = definitions.get(element, set()) | index[element] | by_element.get(element, set())
        if element == "body":
            own |= body_events
        elements[element] = sorted(own - set(global_attributes))

    def allowed(element, attribute):
        return attribute in global_attributes or attribute in elements.get(element, ())

    old = sorted(
        {
            (element, attribute, instead)
            for element, attribute, instead in obsolete(spec)
            # Obsolete elements (`frame`, `marquee`) are not checked.
            if (element == "*" or element in elements) and not allowed(element, attribute)
        },
        key=lambda r: (r[1], r[0]),
    )

    out = []
    out.append("// @generated by scripts/content_attributes.py: do not edit; run it on a")
    out.append("// single-page copy of the HTML Standard.")
    out.append("//")
    out.append("// From the HTML Standard of %s (commit-snapshot %s)." % (date, commit))
    out.append("")
    if only_obsolete:
        out.append("//! The obsolete attributes of HTML elements (generated).")
        out.append("")
        out.append("/// The obsolete attributes of 16.3.2 Non-conforming features: (element, or")
        out.append('/// `"*"` for "all elements"; attribute; what to do instead), sorted by')
        out.append("/// attribute, then element.")
        out.append("pub(super) static OBSOLETE: [(&str, &str, &str); %d] = [" % len(old))
        for element, attribute, instead in old:
            out.append("    (%s, %s, %s)," % (rust_str(element), rust_str(attribute), rust_str(instead)))
        out.append("];")
        print("\n".join(out))
        return
    out.append("//! Which content attributes each HTML element has (generated).")
    out.append("")
    out.append("/// The global attributes and the event handler content attributes of")
    out.append("/// every HTML element, sorted.")
    out.append("pub(super) static GLOBAL: [&str; %d] = [" % len(global_attributes))
    for name in global_attributes:
        out.append("    %s," % rust_str(name))
    out.append("];")
    out.append("")
    out.append("/// Each element of the element index (less `svg` and `math`) and its own")
    out.append("/// content attributes, both sorted.")
    out.append("pub(super) static ELEMENTS: [(&str, &[&str]); %d] = [" % len(elements))
    for element, attributes in elements.items():
        out.append("    (%s, &[%s])," % (rust_str(element), ", ".join(rust_str(a) for a in attributes)))
    out.append("];")
    out.append("")
    others = any_other_attribute(spec)
    out.append('/// The elements that take "Any other attribute that has no namespace".')
    out.append("pub(super) static ANY_OTHER_ATTRIBUTE: [&str; %d] = [%s];" % (len(others), ", ".join(rust_str(e) for e in others)))
    print("\n".join(out))


if __name__ == "__main__":
    main()
