#!/usr/bin/env bash
# Runs one libFuzzer harness of Fuzz/ for a number of seconds: Scripts/fuzz.sh ib|solve SECONDS
#
# Builds Fuzz/ (a package of its own, outside `swift build` and `swift test`) with
# -sanitize=fuzzer into .build/fuzz, seeds the corpus in out/fuzz/TARGET from the samples, and
# leaves any crashing input as out/fuzz/TARGET/crash-* (replay: the binary with that file).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Scripts/fuzz.sh ib|solve SECONDS}
seconds=${2:?usage: Scripts/fuzz.sh ib|solve SECONDS}
case "$target" in
    ib) product=FuzzIBDocument; seeds=${IB_SAMPLES:-/work/shared/ib-samples} ;;
    solve) product=FuzzSolve; seeds=Fuzz/Corpus/solve ;;
    *) echo "unknown target '$target': ib or solve" >&2; exit 2 ;;
esac
swift build --package-path Fuzz --scratch-path .build/fuzz --product "$product" \
    -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library
binary=.build/fuzz/debug/$product
corpus=out/fuzz/$target/corpus
mkdir -p "$corpus"
if [ -d "$seeds" ]; then
    find "$seeds" \( -name '*.storyboard' -o -name '*.xib' -o -name '*.json' \) -size -200k \
        -exec cp -n {} "$corpus/" \;
fi
# Dictionaries of IB's own words make mutations land on attributes the reader knows.
dictionary=()
[ -f "Fuzz/$target.dict" ] && dictionary=(-dict="Fuzz/$target.dict")
exec "$binary" "$corpus" "${dictionary[@]}" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=4096 \
    -artifact_prefix="out/fuzz/$target/" -print_final_stats=1
