#!/bin/sh
# Builds the DocC catalogs in Sources against their modules' symbol graphs and fails on any
# warning (an unresolved ``Symbol`` link, a missing article), so the docs stay true to the code.
#
# Usage: Scripts/check-docs.sh [MODULE...]
#   With no module, checks every Sources/<Module>/<Module>.docc. Set DOCC to choose the docc binary
#   (default: the one next to `swift`). Exits non-zero when any catalog has a warning.
set -eu
cd "$(dirname "$0")/.."

swift_path=$(command -v swift)
docc=${DOCC:-$(command -v docc || echo "$(dirname "$swift_path")/docc")}
[ -x "$docc" ] || { echo "check-docs: no docc at $docc (set DOCC)" >&2; exit 2; }

if [ "$#" -eq 0 ]; then
    set --
    for catalog in Sources/*/*.docc; do
        module=$(basename "$catalog" .docc)
        [ "$catalog" = "Sources/$module/$module.docc" ] && set -- "$@" "$module"
    done
fi
for module in "$@"; do
    [ -d "Sources/$module/$module.docc" ] || { echo "check-docs: no catalog Sources/$module/$module.docc" >&2; exit 2; }
done

# The symbol graphs come from the debug build's modules.
swift build >/dev/null
bin=$(swift build --show-bin-path)
triple=$(basename "$(dirname "$bin")")
modules="$bin/Modules"
[ -d "$modules" ] || modules=$bin

# C modules of dependencies (swift-syntax's shims) are found through their module maps' folders.
cmodules=""
for map in .build/checkouts/*/Sources/*/include/module.modulemap; do
    [ -e "$map" ] && cmodules="$cmodules -Xcc -I$(dirname "$map")"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=""
for module in "$@"; do
    mkdir -p "$work/$module/symbols"
    # shellcheck disable=SC2086 # one flag pair per module map folder
    swift symbolgraph-extract -module-name "$module" -I "$modules" $cmodules -target "$triple" \
        -minimum-access-level public -output-dir "$work/$module/symbols"
    if "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/$module/symbols" \
        --analyze --warnings-as-errors --output-path "$work/$module/archive" >"$work/$module/log" 2>&1
    then
        echo "$module: ok"
    else
        echo "$module: FAILED"
        cat "$work/$module/log"
        failed="$failed $module"
    fi
done
[ -z "$failed" ] || { echo "check-docs: catalogs with warnings:$failed" >&2; exit 1; }
