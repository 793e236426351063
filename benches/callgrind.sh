#!/usr/bin/env bash
# Instructions per parse of one corpus of benches/callgrind.rs, under
# callgrind: (instructions of 3 passes - instructions of 1 pass) / 2000, so
# start-up and corpus building cancel out. Needs valgrind.
#   benches/callgrind.sh float      (corpora: date date_err time local global
#                                    month week duration float float_err
#                                    integer legacy simple date_broken
#                                    local_broken tokens comma unique url
#                                    language; url needs the url feature:
#                                    CALLGRIND_FEATURES=url)
#   benches/callgrind.sh speedate/date_broken   (the peer on the same corpus)
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:?corpus name}
cargo build --quiet --release --features "${CALLGRIND_FEATURES:-}" --bench callgrind
bin=$(ls -t target/release/deps/callgrind-* | grep -v '\.d$' | head -1)
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$kind" "$1" 2>&1 | grep -oP 'Collected : \K[0-9]+'; }
a=$(ir 1)
b=$(ir 3)
echo "$kind: $(( (b - a) / 2000 )) instructions per parse"
