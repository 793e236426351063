#!/usr/bin/env python3
"""Regenerates the Rust tables of the `registries` feature from the data files.

Offline, Python 3 standard library only. Run from anywhere:

    python3 scripts/registries.py            # rewrite the generated Rust files
    python3 scripts/registries.py --check    # exit 1 if they are out of date

Inputs (see docs/registries.md for where each comes from and how to refresh it):

    data/language-subtag-registry.txt   the IANA Language Subtag Registry, as IANA
                                        publishes it (record-jar, RFC 5646 section 3.1)
    data/microformats-rel-values.txt    the rel values registered on the microformats
                                        wiki, one per line with the elements they may
                                        go on

Outputs:

    src/syntaxes/generated/language_subtags.rs
    src/syntaxes/generated/rel_extensions.rs

Each output names its input, the input's date and the input's FNV-1a 64 hash;
tests/registries.rs recomputes the hash from the stored data file, so a data file
that changed without a regeneration fails the tests.
"""

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
LSR = ROOT / "data" / "language-subtag-registry.txt"
LSR_SOURCE = ROOT / "data" / "language-subtag-registry.source"
REL = ROOT / "data" / "microformats-rel-values.txt"
OUT_LSR = ROOT / "src" / "syntaxes" / "generated" / "language_subtags.rs"
OUT_REL = ROOT / "src" / "syntaxes" / "generated" / "rel_extensions.rs"


def fnv1a64(data: bytes) -> int:
    """FNV-1a, 64 bits: what tests/registries.rs computes over the same bytes."""
    h = 0xCBF29CE484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def records(text: str):
    """The records of a record-jar file (RFC 5646 section 3.1.1): fields folded,
    each field a list of values (Description, Prefix and Comments repeat)."""
    out = []
    for chunk in text.split("\n%%\n"):
        fields = {}
        last = None
        for line in chunk.split("\n"):
            if not line.strip():
                continue
            if line[0] in " \t" and last is not None:
                fields[last][-1] += " " + line.strip()
                continue
            name, _, value = line.partition(":")
            last = name.strip()
            fields.setdefault(last, []).append(value.strip())
        out.append(fields)
    return out


def key(subtag: str) -> int:
    """A subtag as one number: its lowercase ASCII bytes, big-endian (the same
    as `subtag_key` in src/syntaxes/language.rs)."""
    return int.from_bytes(subtag.lower().encode("ascii"), "big")


def expand(subtag: str):
    """`qaa..qtz` → every subtag in the range (the private use ranges)."""
    if ".." not in subtag:
        return [subtag]
    lo, hi = subtag.split("..")
    lo, hi = lo.lower(), hi.lower()

    def succ(s):
        chars = list(s)
        i = len(chars) - 1
        while chars[i] == "z":
            chars[i] = "a"
            i -= 1
        chars[i] = chr(ord(chars[i]) + 1)
        return "".join(chars)

    out = [lo]
    while out[-1] != hi:
        out.append(succ(out[-1]))
    return out


def rust_str(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def numbers(values, per_line, width):
    lines = []
    for i in range(0, len(values), per_line):
        row = values[i : i + per_line]
        lines.append("    " + " ".join(f"0x{v:0{width}x}," for v in row))
    return "\n".join(lines)


def language_subtags() -> str:
    raw = LSR.read_bytes()
    text = raw.decode("utf-8")
    recs = records(text)
    file_date = recs[0]["File-Date"][0]
    source = LSR_SOURCE.read_text(encoding="utf-8").strip()
    kinds = {"language": [], "extlang": [], "script": [], "region": [], "variant": []}
    deprecated = []  # (kind index, key, preferred)
    tags = []  # (lowercase tag, grandfathered, deprecated, preferred)
    suppress = []  # (language key, script key)
    kind_index = {"language": 0, "extlang": 1, "script": 2, "region": 3, "variant": 4}
    for rec in recs[1:]:
        ty = rec["Type"][0]
        if ty in ("grandfathered", "redundant"):
            tag = rec["Tag"][0].lower()
            dep = "Deprecated" in rec
            pref = rec.get("Preferred-Value", [""])[0]
            tags.append((tag, ty == "grandfathered", dep, pref))
            continue
        if "Suppress-Script" in rec:
            for subtag in expand(rec["Subtag"][0]):
                suppress.append((key(subtag), key(rec["Suppress-Script"][0])))
        for subtag in expand(rec["Subtag"][0]):
            prefixes = [p.lower() for p in rec.get("Prefix", [])]
            kinds[ty].append((key(subtag), subtag.lower(), prefixes))
            if "Deprecated" in rec:
                pref = rec.get("Preferred-Value", [""])[0]
                deprecated.append((kind_index[ty], key(subtag), pref))
    for v in kinds.values():
        v.sort()
    deprecated.sort()
    tags.sort()
    suppress.sort()

    out = []
    out.append("// @generated by scripts/registries.py: do not edit; run `python3 scripts/registries.py`.")
    out.append("//")
    out.append("// From data/language-subtag-registry.txt, the IANA Language Subtag Registry")
    for line in source.splitlines():
        out.append(f"// {line}".rstrip())
    out.append("")
    out.append("//! The IANA Language Subtag Registry as sorted arrays (generated).")
    out.append("")
    out.append("/// The registry's `File-Date`.")
    out.append(f"pub(crate) const FILE_DATE: &str = {rust_str(file_date)};")
    out.append("")
    out.append("/// FNV-1a 64 of data/language-subtag-registry.txt, the file this was made from.")
    out.append("#[cfg(test)]")
    out.append(f"pub(crate) const SOURCE_FNV1A64: u64 = 0x{fnv1a64(raw):016x};")
    for ty, name in (("language", "LANGUAGES"), ("script", "SCRIPTS"), ("region", "REGIONS")):
        vals = [k for k, _, _ in kinds[ty]]
        out.append("")
        out.append(f"/// The {ty} subtags (lowercase bytes, big-endian), sorted.")
        out.append(f"pub(crate) static {name}: [u32; {len(vals)}] = [")
        out.append(numbers(vals, 8, 6))
        out.append("];")
    ext = kinds["extlang"]
    out.append("")
    out.append("/// The extlang subtags and the key of their one `Prefix` (a language), sorted.")
    out.append(f"pub(crate) static EXTLANGS: [(u32, u32); {len(ext)}] = [")
    for k, _, prefixes in ext:
        p = key(prefixes[0]) if prefixes else 0
        out.append(f"    (0x{k:06x}, 0x{p:06x}),")
    out.append("];")
    var = kinds["variant"]
    out.append("")
    out.append("/// The variant subtags and their `Prefix` fields (lowercase), sorted.")
    out.append(f"pub(crate) static VARIANTS: [(u64, &[&str]); {len(var)}] = [")
    for k, _, prefixes in var:
        ps = ", ".join(rust_str(p) for p in prefixes)
        out.append(f"    (0x{k:016x}, &[{ps}]),")
    out.append("];")
    out.append("")
    out.append("/// The deprecated subtags: kind (0 language, 1 extlang, 2 script, 3 region,")
    out.append("/// 4 variant), key, `Preferred-Value` (empty: none), sorted.")
    out.append(f"pub(crate) static DEPRECATED: [(u8, u64, &str); {len(deprecated)}] = [")
    for kind, k, pref in deprecated:
        out.append(f"    ({kind}, 0x{k:016x}, {rust_str(pref)}),")
    out.append("];")
    out.append("")
    out.append("/// The language subtags with a `Suppress-Script` field and the key of that")
    out.append("/// script (lowercase bytes, big-endian), sorted.")
    out.append(f"pub(crate) static SUPPRESS_SCRIPTS: [(u32, u32); {len(suppress)}] = [")
    out.append("\n".join(f"    (0x{l:06x}, 0x{s:08x})," for l, s in suppress))
    out.append("];")
    out.append("")
    out.append("/// The grandfathered and redundant tags (lowercase): whether grandfathered,")
    out.append("/// whether deprecated, `Preferred-Value` (empty: none), sorted.")
    out.append(f"pub(crate) static TAGS: [(&str, bool, bool, &str); {len(tags)}] = [")
    for tag, gf, dep, pref in tags:
        out.append(f"    ({rust_str(tag)}, {str(gf).lower()}, {str(dep).lower()}, {rust_str(pref)}),")
    out.append("];")
    return "\n".join(out) + "\n"


def rel_extensions() -> str:
    raw = REL.read_bytes()
    header = []
    rows = []
    for line in raw.decode("utf-8").splitlines():
        if line.startswith("#"):
            header.append(line[1:].strip())
            continue
        if not line.strip():
            continue
        keyword, elements = line.split("\t")
        els = set(elements.split(","))
        unknown = els - {"link", "a"}
        if unknown:
            raise SystemExit(f"{REL}: unknown element {sorted(unknown)} for {keyword}")
        rows.append((keyword.lower(), "link" in els, "a" in els))
    rows.sort()
    date = next((h.split(":", 1)[1].strip() for h in header if h.startswith("Date:")), "")
    out = []
    out.append("// @generated by scripts/registries.py: do not edit; run `python3 scripts/registries.py`.")
    out.append("//")
    out.append("// From data/microformats-rel-values.txt:")
    for h in header:
        out.append(f"// {h}".rstrip())
    out.append("")
    out.append("//! The rel values registered on the microformats wiki (generated).")
    out.append("")
    out.append("/// The date of the list.")
    out.append(f"pub(crate) const DATE: &str = {rust_str(date)};")
    out.append("")
    out.append("/// FNV-1a 64 of data/microformats-rel-values.txt, the file this was made from.")
    out.append("#[cfg(test)]")
    out.append(f"pub(crate) const SOURCE_FNV1A64: u64 = 0x{fnv1a64(raw):016x};")
    out.append("")
    out.append("/// Each value (lowercase), whether `link` may have it, whether `a` and")
    out.append("/// `area` may; sorted.")
    out.append(f"pub(crate) static REL_EXTENSIONS: [(&str, bool, bool); {len(rows)}] = [")
    for keyword, link, a in rows:
        out.append(f"    ({rust_str(keyword)}, {str(link).lower()}, {str(a).lower()}),")
    out.append("];")
    return "\n".join(out) + "\n"


def main() -> int:
    check = "--check" in sys.argv[1:]
    stale = []
    for path, make in ((OUT_LSR, language_subtags), (OUT_REL, rel_extensions)):
        text = make()
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(f"out of date: {path.relative_to(ROOT)} (run python3 scripts/registries.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
