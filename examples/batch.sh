#!/usr/bin/env bash
# The JSON-lines batch mode, driven from a script: one request per line in,
# one result per line out, in the same order (the contract: docs/cli.md).
#
# Run from the crate's root: examples/batch.sh
# It builds the CLI once (feature `cli`), pipes the requests through
# `html-microsyntax batch`, and reads each result line back, pairing it with
# its request. Only bash and cargo are needed; a real caller would use a JSON
# library (Python's json, jq, …) on each line.
set -euo pipefail
cd "$(dirname "$0")/.."

requests=(
  '{"syntax":"date","input":"2024-02-29"}'
  '{"syntax":"date","input":"2023-02-29"}'
  '{"syntax":"valid_float","input":"1.e3"}'
  '{"syntax":"float","input":"1.e3"}'
  '{"syntax":"global_datetime","input":"0001-01-01T00:00+00:01"}'
  '{"syntax":"duration","input":"1h 30m"}'
  '{"syntax":"no_such_syntax","input":"x"}'
)

cargo build --quiet --features cli
mapfile -t results < <(printf '%s\n' "${requests[@]}" | target/debug/html-microsyntax batch)

if [ "${#results[@]}" -ne "${#requests[@]}" ]; then
  echo "expected ${#requests[@]} result lines, got ${#results[@]}" >&2
  exit 1
fi

failures=0
for i in "${!requests[@]}"; do
  echo "request: ${requests[$i]}"
  echo "result:  ${results[$i]}"
  # A result has "error":null on success; otherwise the error's kind and position.
  case "${results[$i]}" in
    *'"error":null'*) ;;
    *) failures=$((failures + 1)) ;;
  esac
done
echo "$failures of ${#requests[@]} requests failed to parse"
