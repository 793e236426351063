"""Writes a WARC file of real pages taken from git repositories.

Each file becomes a `response` record (with the `request` record a crawler
writes before it) whose target URI names the repository, the commit and the
path, so that every record carries its provenance:

    https://github.com/OWNER/NAME/blob/COMMIT/PATH

    python make_warc.py OUT.warc.gz --repo OWNER/NAME=GIT_DIR[:PREFIX] ... \
        [--max-bytes N] [--max-file-bytes N] [--copies N] [--extras]

`GIT_DIR` is a clone (bare or not); files whose names end in `.html`, `.htm`
or `.xhtml` under `PREFIX` are taken in path order, at most `--max-bytes` in
all. `--copies N` writes every page N times, the copies told apart by a
`#copy-K` fragment in the URI (for a large WARC of real pages); `--fragment F`
adds `#F` to every URI (for several WARC files of the same pages).
`--extras` adds the records a crawl also holds and a linter must skip or
decode as a browser would: a style sheet, an HTML body sent gzip-encoded,
and a page in windows-1252 named by the HTTP charset.
"""

from __future__ import annotations

import argparse
import gzip
import io
import subprocess
from collections.abc import Iterator
from urllib.parse import quote

from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

HTML_SUFFIXES = (".html", ".htm", ".xhtml")


def git(git_dir: str, *args: str) -> bytes:
    return subprocess.run(
        ["git", "--git-dir", git_dir, *args], check=True, capture_output=True
    ).stdout


def pages(git_dir: str, prefix: str, max_file: int) -> Iterator[tuple[str, str, int]]:
    """(path, blob, size) of each HTML file under `prefix`, in path order."""
    listing = git(git_dir, "ls-tree", "-r", "-l", "HEAD", "--", prefix or ".")
    for line in listing.decode().splitlines():
        meta, path = line.split("\t", 1)
        _mode, kind, blob, size = meta.split()
        # A blob a partial clone lacks has no size ("BAD"): skipped.
        if (
            kind != "blob"
            or not size.isdigit()
            or not path.lower().endswith(HTML_SUFFIXES)
        ):
            continue
        if int(size) <= max_file:
            yield path, blob, int(size)


def read_blobs(
    git_dir: str, chosen: list[tuple[str, str]]
) -> Iterator[tuple[str, bytes]]:
    """The contents of the blobs, read by one `git cat-file --batch`."""
    with subprocess.Popen(
        ["git", "--git-dir", git_dir, "cat-file", "--batch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    ) as batch:
        assert batch.stdin is not None and batch.stdout is not None
        for path, blob in chosen:
            batch.stdin.write(blob.encode() + b"\n")
            batch.stdin.flush()
            header = batch.stdout.readline().split()
            if len(header) < 3:  # "<blob> missing"
                continue
            body = batch.stdout.read(int(header[2]))
            batch.stdout.read(1)  # the newline after the contents
            yield path, body
        batch.stdin.close()


def write_pair(
    writer: WARCWriter, uri: str, body: bytes, headers: list[tuple[str, str]]
) -> None:
    request = StatusAndHeaders(
        "GET / HTTP/1.1", [("Host", "github.com")], is_http_request=True
    )
    writer.write_record(writer.create_warc_record(uri, "request", http_headers=request))
    http = StatusAndHeaders("200 OK", headers, protocol="HTTP/1.1")
    record = writer.create_warc_record(
        uri, "response", payload=io.BytesIO(body), http_headers=http, length=len(body)
    )
    writer.write_record(record)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument(
        "--repo", action="append", required=True, metavar="OWNER/NAME=GIT_DIR[:PREFIX]"
    )
    parser.add_argument("--max-bytes", type=int, default=1 << 62)
    parser.add_argument("--max-file-bytes", type=int, default=1 << 62)
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument(
        "--fragment", default="", help="appended to every URI after '#'"
    )
    parser.add_argument("--extras", action="store_true")
    args = parser.parse_args()

    with open(args.out, "wb") as out:
        writer = WARCWriter(out, gzip=args.out.endswith(".gz"))
        total = 0
        count = 0
        for spec in args.repo:
            name, rest = spec.split("=", 1)
            git_dir, _, prefix = rest.partition(":")
            commit = git(git_dir, "rev-parse", "HEAD").decode().strip()
            budget = args.max_bytes
            chosen = []
            for path, blob, size in pages(git_dir, prefix, args.max_file_bytes):
                if size > budget:
                    break
                budget -= size
                chosen.append((path, blob))
            for path, body in read_blobs(git_dir, chosen):
                uri = f"https://github.com/{name}/blob/{commit}/{quote(path)}"
                for copy in range(args.copies):
                    suffix = f"#copy-{copy + 1}" if args.copies > 1 else ""
                    suffix += (
                        f"#{args.fragment}" if args.fragment and not suffix else ""
                    )
                    write_pair(
                        writer, uri + suffix, body, [("Content-Type", "text/html")]
                    )
                    total += len(body)
                    count += 1
        if args.extras:
            write_pair(
                writer,
                "https://example.invalid/style.css",
                b"td { color: red }",
                [("Content-Type", "text/css")],
            )
            write_pair(
                writer,
                "https://example.invalid/gzip.html",
                gzip.compress(b"<td colspan=0>"),
                [("Content-Type", "text/html"), ("Content-Encoding", "gzip")],
            )
            latin = (
                "<p title=caf\u00e9><td colspan=0><input type=date value=2023-02-29>"
            )
            write_pair(
                writer,
                "https://example.invalid/latin1.html",
                latin.encode("cp1252"),
                [("Content-Type", "text/html; charset=ISO-8859-1")],
            )
        print(f"{count} pages, {total} bytes of HTML")


if __name__ == "__main__":
    main()
