#!/usr/bin/env python3
"""Regenerates the table of SVG 2 and MathML Core elements and attributes
(src/markup/document/rules/foreign_table.rs) from the specifications' sources.

Usage:

    scripts/foreign_attributes.py SVGWG_GIT_DIR MATHML_CORE_GIT_DIR SPEC.html \
        > src/markup/document/rules/foreign_table.rs

SVGWG_GIT_DIR is a clone (bare or not) of https://github.com/w3c/svgwg, read at
its HEAD with `git show`: SVG 2 is published from master/definitions.xml and the
files master/publish.xml names beside it (Filter Effects, CSS Masking,
Compositing, SVG Animations). MATHML_CORE_GIT_DIR is a clone of
https://github.com/w3c/mathml-core (spec.html). SPEC.html is the one-page HTML
Standard, for the tree builder's tables (13.2.6.5: adjust SVG tag names, adjust
SVG attributes, adjust MathML attributes). Only the Python standard library and
git; no network.

What is read:

- SVG: each <element> of the definitions, its attribute categories (expanded
  from the <attributecategory> entries, presentation attributes from the
  `presentationattributes` list of SVG 2's own definitions), its own
  <attribute> children, its `attributes` list and its `geometryproperties`.
  The event attribute categories are gathered into one list: SVG 2 says every
  event attribute is "available on all SVG elements". The `aria` category is
  a flag (any `aria-*` name and `role`). Categories the definitions name but do
  not define (`document element event`; `style` in Filter Effects, whose
  `class` and `style` are SVG 2's core attributes) add nothing.
- SVG 1.1 Second Edition (specs/integration/master/definitions-SVG11.xml, the
  same commit): for each SVG 1.1 element, the attributes SVG 1.1 gives it and
  SVG 2 does not (none for an element SVG 2 removed), for the warning about
  what SVG 2 removed.
- MathML Core: the elements (`<dfn class="element">`), the global attributes
  (the list under "Global Attributes", less `data-*` and `on*`, plus the
  attributes "reserved as valid"), and each element's own attributes: the
  paragraphs that say what an element "accepts", with the list that follows
  one ending in a colon (the `[^element/attribute^]` references and the
  items); a "respectively" sentence pairs its elements and attributes in
  order; the elements that also take "the corresponding element in HTML"'s
  attributes (`a`) are listed apart, for the HTML table holds those.
"""
import html
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

# The HTML event handler content attributes of every element, as
# content_attributes.py reads them for content_attributes_table.rs.
from content_attributes import event_handlers

NS = "{http://mcc.id.au/ns/local}"

# The SVG 2 definitions, as master/publish.xml lists them.
SVG_FILES = [
    "master/definitions.xml",
    "master/definitions-filters.xml",
    "master/definitions-masking.xml",
    "master/definitions-compositing.xml",
    "specs/animations/master/definitions.xml",
]

# SVG 1.1 Second Edition's definitions, kept in the same repository.
SVG11_FILE = "specs/integration/master/definitions-SVG11.xml"

# Event attribute categories: gathered apart.
EVENT_CATEGORIES = {
    "global event",
    "document event",
    "window event",
    "animation event",
    "document element event",
}


def git(git_dir, *args):
    return subprocess.run(
        ["git", "--git-dir=" + git_dir] + list(args),
        check=True,
        capture_output=True,
        text=True,
    ).stdout


def git_dir(path):
    out = subprocess.run(
        ["git", "-C", path, "rev-parse", "--absolute-git-dir"],
        capture_output=True,
        text=True,
    )
    return out.stdout.strip() if out.returncode == 0 else path


def snapshot(repo):
    commit, date = git(repo, "log", "-1", "--format=%H %cs").split()
    return commit, date


def split_list(value):
    return [v.strip() for v in (value or "").split(",") if v.strip()]


def svg(repo):
    """(elements {name: (categories, own attributes)}, categories {name:
    attributes}, event attributes)."""
    elements, categories, standalone, events = {}, {}, {}, set()
    presentation = None
    for path in SVG_FILES:
        root = ET.fromstring(git(repo, "show", "HEAD:" + path))
        for cat in root.iter(NS + "attributecategory"):
            name = cat.get("name")
            names = [a.get("name") for a in cat.findall(NS + "attribute")]
            if name == "presentation":
                # SVG 2's own list (the first file) is the one in force.
                if presentation is None:
                    presentation = split_list(cat.get("presentationattributes"))
                continue
            if name in EVENT_CATEGORIES:
                events.update(names)
                continue
            categories.setdefault(name, set()).update(names)
        for attr in root.findall(NS + "attribute"):
            for element in split_list(attr.get("elements")):
                standalone.setdefault(element, set()).add(attr.get("name"))
        for element in root.iter(NS + "element"):
            name = element.get("name")
            cats = [
                c
                for c in split_list(element.get("attributecategories"))
                if c not in EVENT_CATEGORIES
            ]
            own = set(split_list(element.get("attributes")))
            own |= set(split_list(element.get("geometryproperties")))
            own |= {a.get("name") for a in element.findall(NS + "attribute")}
            old = elements.get(name, (set(), set()))
            elements[name] = (old[0] | set(cats), old[1] | own)
    categories["presentation"] = set(presentation or [])
    for element, names in standalone.items():
        if element in elements:
            elements[element][1].update(names)
    # The presentation attribute `path-length` is the `pathLength` attribute
    # (definitions.xml's <attribute name='pathLength' presentationattribute=
    # 'path-length'>), on the elements that list `pathLength`.
    categories["presentation"].discard("path-length")
    return elements, categories, events


def svg11(repo, elements, categories, events):
    """Each SVG 1.1 element (lowercase) and the attributes SVG 1.1 gives it
    that SVG 2 does not: for an element SVG 2 does not have, none."""
    root = ET.fromstring(git(repo, "show", "HEAD:" + SVG11_FILE))
    cats = {}
    for cat in root.iter(NS + "attributecategory"):
        names = {a.get("name") for a in cat.findall(NS + "attribute")}
        names |= set(split_list(cat.get("presentationattributes")))
        cats[cat.get("name")] = names
    standalone = {}
    for attr in root.findall(NS + "attribute"):
        for element in split_list(attr.get("elements")):
            standalone.setdefault(element, set()).add(attr.get("name"))
    out = {}
    for element in root.iter(NS + "element"):
        name = element.get("name")
        if name not in elements:
            out[name] = set()
            continue
        has = set(split_list(element.get("attributes")))
        has |= {a.get("name") for a in element.findall(NS + "attribute")}
        has |= standalone.get(name, set())
        for c in split_list(element.get("attributecategories")):
            has |= cats.get(c, set())
        svg2_cats, own = elements[name]
        svg2 = set(own) | set(events) | categories["presentation"]
        for c in svg2_cats:
            svg2 |= categories.get(c, set())
        out[name] = {a for a in has - svg2 if not a.startswith("aria-") and a != "role"}
    return out


def text(fragment):
    return html.unescape(re.sub(r"<[^>]+>", "", fragment)).strip()


def mathml(repo):
    spec = git(repo, "show", "HEAD:spec.html")
    elements = []
    for name in re.findall(r'<dfn[^>]*class="element"[^>]*>([^<]+)</dfn>', spec):
        if name not in elements:
            elements.append(name)
    start = spec.find("<h4>Global Attributes</h4>")
    block = spec[start : spec.find("</ul>", start)]
    globals_ = set()
    for item in re.findall(r"<li>(.*?)</li>", block, re.S):
        code = re.search(r"<code>([^<]+)</code>", item)
        if code and code.group(1) not in ("data-*", "on*"):
            globals_.add(code.group(1))
    if not {"class", "id", "style", "dir"} <= globals_:
        sys.exit("MathML Core: cannot read the global attributes")
    start = spec.find('id="other-valid-attributes"')
    block = spec[start : spec.find("</section>", start)]
    reserved = re.findall(r"<code>([a-z]+)</code>", block)
    if "intent" not in reserved:
        sys.exit("MathML Core: cannot read the attributes reserved as valid")
    globals_.update(reserved)
    own = {e: set() for e in elements}
    # The elements that also take the content attributes of the
    # corresponding HTML element (MathML Core's `a`): the HTML table
    # (content_attributes_table.rs) states those, not this one.
    with_html = set()
    # Each paragraph that says what an element "accepts", with the list that
    # follows it when it ends with a colon.
    for m in re.finditer(r"<p>((?:(?!</p>).)*?accepts?\s+the\s+attributes?\s+described.*?)</p>", spec, re.S):
        para = m.group(1)
        named = [e for e in re.findall(r"<code>&lt;([a-z-]+)&gt;</code>", para) if e in own]
        named += [e for e in re.findall(r'<dfn class="element">([a-z-]+)</dfn>', para) if e in own]
        if not named:
            # "They accept …", "These two elements accept …": the
            # elements the sentence before defines.
            before = spec[spec.rfind("<p>", 0, m.start() - 1) : m.start()]
            named = re.findall(r'<dfn class="element">([a-z-]+)</dfn>', para + before)
        refs = re.findall(r"\[\^[a-z-]+/([a-z-]+)\^\]", para)
        items = []
        if text(para).endswith(":") and spec[m.end() :].lstrip().startswith("<ul"):
            ul = spec[m.end() : spec.find("</ul>", m.end())]
            for item in re.findall(r"<li>(.*?)</li>", ul, re.S):
                ref = re.search(r"\[\^[a-z-]+/([a-z-]+)\^\]", item)
                items.append(ref.group(1) if ref else text(item))
        if "respectively" in para:
            # "the mover element (respectively munder) … the accent
            # attribute (respectively the accentunder attribute)".
            for element, attribute in zip(named, refs):
                own[element].add(attribute)
        else:
            for element in named:
                own[element].update(refs + items)
        if "corresponding element in HTML" in para:
            with_html.update(named)
    if "a" not in with_html:
        sys.exit("MathML Core: cannot read which elements take the HTML element's attributes")
    return elements, sorted(globals_), own, with_html


def html_tables(spec):
    def pairs(dfn_id):
        at = spec.find('id="%s"' % dfn_id)
        table = spec[spec.find("<table", at) : spec.find("</table>", at)]
        out = []
        for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
            cells = re.findall(r"<code>([^<]+)</code>", row)
            if len(cells) >= 2:
                out.append((cells[0], cells[1]))
        return out

    tag_names = []
    at = spec.find('id="parsing-main-inforeign"')
    table = spec[spec.find("<table", at) : spec.find("</table>", at)]
    for row in re.findall(r"<tr>(.*?)</tr>", table, re.S):
        cells = re.findall(r"<code>([^<]+)</code>", row)
        if len(cells) == 2:
            tag_names.append((cells[0], cells[1]))
    date = re.search(r'Last Updated <span class="pubdate">([^<]*)', spec)
    commit = re.search(r"/commit-snapshots/([0-9a-f]{40})/", spec)
    # "Adjust MathML attributes" is a sentence, not a table: "if the token
    # has an attribute named definitionurl, change its name to
    # definitionURL".
    at = spec.find('id="adjust-mathml-attributes"')
    sentence = spec[at : spec.find("</p>", at)]
    adjust_math = re.findall(
        r"attribute named <code>([^<]+)</code>, change its name to\s*<code>([^<]+)</code>",
        sentence,
    )
    return (
        pairs("adjust-svg-attributes"),
        adjust_math,
        tag_names,
        (date.group(1) if date else "?", commit.group(1) if commit else "?"),
    )


def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def str_array(name, doc, values, out):
    values = sorted(values)
    out.append("/// %s" % doc)
    out.append("pub(super) static %s: [&str; %d] = [" % (name, len(values)))
    out.extend("    %s," % rust_str(v) for v in values)
    out.append("];")
    out.append("")


def const_name(category):
    return re.sub(r"[^A-Z0-9]+", "_", category.upper())


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    svg_repo, math_repo = git_dir(sys.argv[1]), git_dir(sys.argv[2])
    spec = open(sys.argv[3], encoding="utf-8").read()
    svg_commit, svg_date = snapshot(svg_repo)
    math_commit, math_date = snapshot(math_repo)
    elements, categories, events = svg(svg_repo)
    math_elements, math_globals, math_own, math_with_html = mathml(math_repo)
    removed = svg11(svg_repo, elements, categories, events)
    adjust_svg, adjust_math, tag_names, (html_date, html_commit) = html_tables(spec)
    if not adjust_svg or not adjust_math or not tag_names:
        sys.exit("HTML: cannot read the tables of 13.2.6.5")
    adjusted = dict(tag_names)
    for name in elements:
        if name != name.lower() and adjusted.get(name.lower()) != name:
            sys.exit("SVG element %s is not in adjust SVG tag names" % name)

    used = sorted({c for cats, _ in elements.values() for c in cats} - {"aria"})
    bits = {c: 1 << (i + 1) for i, c in enumerate(used)}
    bits["aria"] = 1

    out = [
        "// @generated by scripts/foreign_attributes.py: do not edit; run it on",
        "// clones of w3c/svgwg and w3c/mathml-core and a single-page copy of the",
        "// HTML Standard.",
        "//",
        "// SVG 2: github.com/w3c/svgwg at commit %s (%s)," % (svg_commit, svg_date),
        "//   %s." % ", ".join(SVG_FILES),
        "// SVG 1.1 Second Edition: the same commit, %s." % SVG11_FILE,
        "// MathML Core: github.com/w3c/mathml-core at commit %s (%s)," % (math_commit, math_date),
        "//   spec.html.",
        "// HTML Standard of %s (commit-snapshot %s), 13.2.6.5." % (html_date, html_commit),
        "",
        "//! The elements and attributes of SVG 2 and MathML Core, and the HTML",
        "//! parser's case adjustments (generated).",
        "",
        "/// The `aria` attribute category: `role` and any `aria-*` attribute.",
        "pub(super) const ARIA: u16 = 1;",
    ]
    for c in used:
        out.append("/// The `%s` attribute category." % c)
        out.append("pub(super) const %s: u16 = %d;" % (const_name(c), bits[c]))
    out.append("")
    out.append("/// The attributes of each category but `aria` (each sorted), with its flag.")
    out.append("pub(super) static SVG_CATEGORIES: [(u16, &[&str]); %d] = [" % len(used))
    for c in used:
        names = sorted(categories.get(c, set()))
        out.append("    (")
        out.append("        %s," % const_name(c))
        out.append("        &[%s]," % ", ".join(rust_str(n) for n in names))
        out.append("    ),")
    out.append("];")
    out.append("")
    html_events, _ = event_handlers(spec)
    if "onclick" not in html_events:
        sys.exit("HTML: cannot read the event handler content attributes")
    str_array(
        "SVG_EVENT_ATTRIBUTES",
        "The event attributes of SVG 2's event attribute categories that are not HTML's\n"
        "/// (those are in `content_attributes_table::GLOBAL`), sorted.",
        events - html_events,
        out,
    )
    rows = sorted(elements.items(), key=lambda kv: kv[0].lower())
    out.append("/// Each SVG element: (its name lowercased, its name, its categories, its")
    out.append("/// own attributes, sorted), sorted by the lowercase name.")
    out.append("pub(super) static SVG_ELEMENTS: [(&str, &str, u16, &[&str]); %d] = [" % len(rows))
    for name, (cats, own) in rows:
        flags = " | ".join(const_name(c) if c != "aria" else "ARIA" for c in sorted(cats)) or "0"
        own = ", ".join(rust_str(a) for a in sorted(own))
        out.append("    (%s, %s, %s, &[%s])," % (rust_str(name.lower()), rust_str(name), flags, own))
    out.append("];")
    out.append("")
    rows11 = sorted(removed.items(), key=lambda kv: kv[0].lower())
    out.append("/// Each SVG 1.1 element (lowercase) and the attributes SVG 1.1 gives it that")
    out.append("/// SVG 2 does not (none for an element SVG 2 removed), sorted by element.")
    out.append("pub(super) static SVG11_ONLY: [(&str, &[&str]); %d] = [" % len(rows11))
    for name, attrs in rows11:
        out.append("    (%s, &[%s])," % (rust_str(name.lower()), ", ".join(rust_str(a) for a in sorted(attrs))))
    out.append("];")
    out.append("")
    str_array(
        "MATHML_GLOBAL",
        "The attributes of every MathML element (less `data-*` and the event handlers), sorted.",
        math_globals,
        out,
    )
    out.append("/// Each MathML Core element and its own attributes, both sorted.")
    out.append("pub(super) static MATHML_ELEMENTS: [(&str, &[&str]); %d] = [" % len(math_elements))
    for name in sorted(math_elements):
        own = sorted(math_own[name])
        out.append("    (%s, &[%s])," % (rust_str(name), ", ".join(rust_str(a) for a in own)))
    out.append("];")
    out.append("")
    str_array(
        "MATHML_WITH_HTML_ATTRIBUTES",
        "The MathML Core elements that also take the content attributes of the corresponding\n"
        "/// HTML element (in `content_attributes_table::ELEMENTS`), sorted.",
        math_with_html,
        out,
    )
    for name, doc, pairs_ in [
        ("ADJUST_SVG_TAG_NAMES", "13.2.6.5's table of SVG tag names: (token's, element's), sorted.", tag_names),
        ("ADJUST_SVG_ATTRIBUTES", "13.2.5's \"adjust SVG attributes\": (token's, element's), sorted.", adjust_svg),
        ("ADJUST_MATHML_ATTRIBUTES", "13.2.5's \"adjust MathML attributes\": (token's, element's), sorted.", adjust_math),
    ]:
        pairs_ = sorted(pairs_)
        out.append("/// %s" % doc)
        out.append("pub(super) static %s: [(&str, &str); %d] = [" % (name, len(pairs_)))
        out.extend("    (%s, %s)," % (rust_str(a), rust_str(b)) for a, b in pairs_)
        out.append("];")
        out.append("")
    sys.stdout.write("\n".join(out).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
