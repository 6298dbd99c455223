#!/usr/bin/env bash
# Runs one libFuzzer harness of Fuzz/ for a number of seconds:
#   Scripts/fuzz.sh ib|iblint|solve|vfl|json SECONDS [libFuzzer flags...]
#
# Builds Fuzz/ (a package of its own, outside `swift build` and `swift test`) with
# -sanitize=fuzzer (SANITIZE=fuzzer,address adds AddressSanitizer) into .build/fuzz, seeds the
# corpus in out/fuzz/TARGET/corpus, and leaves any crashing or hanging input as
# out/fuzz/TARGET/crash-* or timeout-* (see Fuzz/README.md to minimize and check one in).
# Each input may be up to 100 KB and use 1 second of CPU (FUZZ_CPU_LIMIT; the harness aborts past it, so
# libFuzzer keeps the input as a crash); libFuzzer's own -timeout, which counts wall time and so the
# time spent waiting for a core on a shared machine, is 300 s for true hangs (30 s stopped a `nice -n 19`
# solve run at a load of 30 on an input of 0.08 s of CPU). Extra flags go to
# libFuzzer (e.g. -runs=1000000, or -max_len=20000 for shorter inputs). CONFIGURATION=release builds the
# harness optimized, as the shipped `adaptive` is: about three times the executions per second of the
# debug build, for the long runs.
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: Scripts/fuzz.sh ib|iblint|solve|vfl|json SECONDS [libFuzzer flags...]"
target=${1:?$usage}
seconds=${2:?$usage}
shift 2
case "$target" in
    ib) product=FuzzIBDocument; seeds=("${IB_SAMPLES:-../shared/ib-samples}" "${IB_CORPUS:-../shared/ib-corpus}") ;;
    iblint) product=FuzzIBLint; dict=ib; seeds=("${IB_SAMPLES:-../shared/ib-samples}" "${IB_CORPUS:-../shared/ib-corpus}") ;;
    solve) product=FuzzSolve; seeds=(Fuzz/Corpus/solve "${SOLVER_CASES:-../shared/solver-cases/cases}") ;;
    vfl) product=FuzzVisualFormat; seeds=(Fuzz/Corpus/vfl) ;;
    json) product=FuzzJSON; seeds=(Fuzz/Corpus/json Tests/AdaptiveKitTests/Fixtures/Assets.xcassets) ;;
    *) echo "unknown target '$target': $usage" >&2; exit 2 ;;
esac
configuration=${CONFIGURATION:-debug}
swift build --package-path Fuzz --scratch-path .build/fuzz --configuration "$configuration" --product "$product" \
    -Xswiftc -sanitize="${SANITIZE:-fuzzer}" -Xswiftc -parse-as-library
binary=.build/fuzz/$configuration/$product
corpus=out/fuzz/$target/corpus
mkdir -p "$corpus"
# Seeds are copied under their content's hash, so two folders' Contents.json both arrive.
for folder in "${seeds[@]}"; do
    [ -d "$folder" ] || continue
    find "$folder" -type f \( -name '*.storyboard' -o -name '*.xib' -o -name '*.json' -o -name '*.txt' \) -size -100k \
        ! -name '*.expected.json' -print0 |
        while IFS= read -r -d '' file; do cp -n "$file" "$corpus/$(sha1sum "$file" | cut -c1-40)"; done
done
# The harness's own words make mutations land on names the readers know.
export FUZZ_CPU_LIMIT=${FUZZ_CPU_LIMIT:-1}
# Swift's own backtracer would take a trap's or an abort's signal before libFuzzer, which then never
# writes the crashing input out.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
exec "$binary" "$corpus" -dict="Fuzz/${dict:-$target}.dict" -max_total_time="$seconds" -max_len=102400 -timeout=300 \
    -rss_limit_mb=2048 -artifact_prefix="out/fuzz/$target/" -print_final_stats=1 "$@"
