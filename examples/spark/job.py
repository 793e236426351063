"""Lint every HTML page of WARC files on Apache Spark, and count what is found.

The job has the shape of the Common Crawl's PySpark jobs: its input is a text
file that lists WARC files (one path or URL a line; or WARC paths given
directly), each WARC is one task, and each task streams its records with
warcio, lints every HTML response with the `html_microsyntax` package and
counts what it found; the counts of the tasks are then added up.
The findings are then counted per syntax, attribute and finding kind:

- `pages`: the pages (HTML response records) with at least one such finding;
- `findings`, `errors`, `warnings`: how many, by severity;
- `examples`: the most frequent values (`<element>` for a finding on an
  element), with their counts.

The checker does not say how many values it read, so the counts are of
findings and of pages; `summary.json` adds the records read, the HTML pages
linted and their bytes, the tasks' CPU time and the wall time.

Local mode:

    spark-submit --master 'local[2]' job.py data/pages.warc.gz out/
    python job.py data/pages.warc.gz out/           # the same, local[*]

On a cluster, the package and warcio must be installed on every worker, and
the WARC files readable by all of them (HDFS, or S3 through fsspec); the
driver writes the small outputs (README.md):

    spark-submit --master yarn --deploy-mode client \\
        --archives venv.tar.gz#venv --conf spark.pyspark.python=./venv/bin/python \\
        job.py --input-list s3a://bucket/crawl/warc.paths --partitions 400 out/

Which records are linted, and how, follows `html-microsyntax lint --warc`:
`response` records whose HTTP `Content-Type` is `text/html` or
`application/xhtml+xml` (read by the package's MIME parser), bodies as
stored (a `Transfer-Encoding` or `Content-Encoding` other than `identity` is
skipped), the HTTP charset passed to the decoder.
"""

from __future__ import annotations

import argparse
import heapq
import json
import os
import time
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

Key = tuple[str, str, str]
"""(syntax, attribute, kind)."""


def http_html(headers: list[tuple[str, str]]) -> tuple[bool, str | None]:
    """Whether an HTTP response's headers say HTML, and its charset.

    As the CLI reads them: the last `Content-Type` decides; an encoded body is
    not HTML to lint.
    """
    from html_microsyntax import ParseError, parse

    html = False
    charset: str | None = None
    for name, value in headers:
        lower = name.strip().lower()
        if lower == "content-type":
            try:
                mime = parse("mime_type", value.strip())
            except ParseError:
                html, charset = False, None
                continue
            html = (mime.type, mime.subtype) in (
                ("text", "html"),
                ("application", "xhtml+xml"),
            )
            found = mime.parameters.get("charset")
            charset = found.strip("\"'").lower() if found is not None else None
        elif (
            lower in ("transfer-encoding", "content-encoding")
            and value.strip().lower() != "identity"
        ):
            return False, None
    return html, charset


def example(f: Any) -> str:
    """What a finding is about: the value, or `<element>` for a finding on an
    element (such as a missing attribute)."""
    return f.value if f.attribute else f"<{f.element}>"


def open_warc(path: str) -> Any:
    """A readable binary stream of a local path, or of any URL fsspec reads."""
    if "://" in path and not path.startswith("file://"):
        import fsspec  # s3://, hdfs://, https://: optional, for clusters

        return fsspec.open(path, "rb").open()
    return open(path.removeprefix("file://"), "rb")


def lint_warc(
    path: str, config_json: str | None
) -> Iterator[tuple[Any, tuple[int, ...]]]:
    """Lints one WARC file and counts in the task, before any shuffle:

    - `(("key", syntax, attribute, kind), (findings, errors, warnings, pages))`;
    - `(("value", syntax, attribute, kind, value), (count,))`;
    - `(("summary",), (records, html_pages, html_bytes, pages_with_findings,
      cpu_microseconds))`, the last the task's CPU time in its Python worker.

    Counts of one file add up with those of the others: a page is in one file.
    """
    from html_microsyntax import Config, lint
    from warcio.archiveiterator import ArchiveIterator

    cpu_start = time.process_time()
    config = Config(config_json) if config_json else None
    keys: dict[Key, list[int]] = {}
    values: Counter[tuple[Key, str]] = Counter()
    records = html_pages = html_bytes = with_findings = 0
    with open_warc(path) as stream:
        for record in ArchiveIterator(stream):
            records += 1
            if record.rec_type != "response" or record.http_headers is None:
                continue
            is_html, charset = http_html(record.http_headers.headers)
            if not is_html:
                continue
            uri = record.rec_headers.get_header("WARC-Target-URI") or ""
            body = record.raw_stream.read()
            findings = lint(body, config=config, path=uri.strip("<>"), charset=charset)
            html_pages += 1
            html_bytes += len(body)
            with_findings += 1 if findings else 0
            on_page: set[Key] = set()
            for f in findings:
                key = (f.syntax, f.attribute, f.kind)
                counts = keys.setdefault(key, [0, 0, 0, 0])
                counts[0] += 1
                counts[1 if f.severity == "error" else 2] += 1
                if key not in on_page:
                    on_page.add(key)
                    counts[3] += 1
                values[(key, example(f))] += 1
    for key, counts in keys.items():
        yield (("key", *key), tuple(counts))
    for (key, value), n in values.items():
        yield (("value", *key, value), (n,))
    cpu = round((time.process_time() - cpu_start) * 1e6)
    yield (("summary",), (records, html_pages, html_bytes, with_findings, cpu))


def add(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(x + y for x, y in zip(a, b))


def aggregate(rows: Any, top: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The table and the summary from the tasks' counts: one shuffle to add
    them up, one to keep each key's most frequent values."""
    totals = rows.reduceByKey(add).cache()

    def top_values(pairs: Iterable[tuple[int, str]]) -> list[tuple[int, str]]:
        # Most frequent first; equal counts in the values' order.
        return heapq.nsmallest(top, ((-n, v) for n, v in pairs))

    examples = dict(
        totals.filter(lambda kv: kv[0][0] == "value")
        .map(lambda kv: (kv[0][1:4], (kv[1][0], kv[0][4])))
        .groupByKey()
        .mapValues(top_values)
        .collect()
    )
    rest = totals.filter(lambda kv: kv[0][0] != "value").collect()
    totals.unpersist()
    table = []
    summary_counts = (0, 0, 0, 0, 0)
    for name, counts in rest:
        if name[0] == "summary":
            summary_counts = counts
            continue
        key = name[1:4]
        n, errors, warnings, pages = counts
        table.append(
            {
                "syntax": key[0],
                "attribute": key[1],
                "kind": key[2],
                "pages": pages,
                "findings": n,
                "errors": errors,
                "warnings": warnings,
                "examples": [
                    {"value": v, "count": -m} for m, v in examples.get(key, [])
                ],
            }
        )
    table.sort(key=lambda r: (-r["findings"], r["syntax"], r["attribute"], r["kind"]))
    records, html_pages, html_bytes, with_findings, cpu = summary_counts
    summary = {
        "records": records,
        "html_pages": html_pages,
        "html_bytes": html_bytes,
        "pages_with_findings": with_findings,
        "findings": sum(r["findings"] for r in table),
        "errors": sum(r["errors"] for r in table),
        "warnings": sum(r["warnings"] for r in table),
        "task_cpu_seconds": round(cpu / 1e6, 3),
    }
    return table, summary


def write_outputs(
    out: str, table: list[dict[str, Any]], summary: dict[str, Any]
) -> None:
    """`by_key.json` (a list), `by_key.csv` and `summary.json` in `out` (on the driver)."""
    import csv

    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "by_key.json"), "w", encoding="utf-8") as f:
        json.dump(table, f, ensure_ascii=False, indent=1)
    with open(os.path.join(out, "by_key.csv"), "w", encoding="utf-8", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(
            [
                "syntax",
                "attribute",
                "kind",
                "pages",
                "findings",
                "errors",
                "warnings",
                "examples",
            ]
        )
        for r in table:
            examples = json.dumps(r["examples"], ensure_ascii=False)
            writer.writerow([r["syntax"], r["attribute"], r["kind"], r["pages"], r["findings"],
                             r["errors"], r["warnings"], examples])  # fmt: skip
    with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(summary, f, indent=1)


def run(spark: Any, warcs: list[str], config_json: str | None, top: int,
        partitions: int | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:  # fmt: skip
    """Lints `warcs` (one task each) and aggregates."""
    sc = spark.sparkContext
    paths = sc.parallelize(warcs, partitions or max(1, len(warcs)))
    rows = paths.flatMap(lambda p: lint_warc(p, config_json))
    return aggregate(rows, top)


def main() -> None:
    parser = argparse.ArgumentParser(
        description="Lint the HTML pages of WARC files on Spark."
    )
    parser.add_argument("warc", nargs="*", help="WARC files (.warc or .warc.gz)")
    parser.add_argument(
        "out", help="output directory (by_key.json, by_key.csv, summary.json)"
    )
    parser.add_argument(
        "--input-list", help="a text file listing WARC files, one a line"
    )
    parser.add_argument("--config", help="a .html-microsyntax.json for every page")
    parser.add_argument("--top", type=int, default=5, help="examples per key (5)")
    parser.add_argument(
        "--partitions", type=int, help="tasks (default: one per WARC file)"
    )
    args = parser.parse_args()

    warcs = list(args.warc)
    if args.input_list:
        with open_warc(args.input_list) as f:
            warcs += [line.decode().strip() for line in f if line.strip()]
    if not warcs:
        parser.error("no WARC files")
    warcs = [w if "://" in w else os.path.abspath(w) for w in warcs]
    config_json = None
    if args.config:
        with open(args.config, encoding="utf-8") as f:
            config_json = f.read()
        from html_microsyntax import Config

        Config(config_json, path=args.config)  # a bad file stops here, as the CLI stops

    from pyspark.sql import SparkSession

    spark = SparkSession.builder.appName("html-microsyntax-lint").getOrCreate()
    started = time.perf_counter()
    table, summary = run(spark, warcs, config_json, args.top, args.partitions)
    summary["seconds"] = round(time.perf_counter() - started, 3)
    summary["cores"] = spark.sparkContext.defaultParallelism
    write_outputs(args.out, table, summary)
    print(json.dumps(summary))
    spark.stop()


if __name__ == "__main__":
    main()
