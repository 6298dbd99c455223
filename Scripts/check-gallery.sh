#!/usr/bin/env bash
# Opens the `adaptive preview` gallery in headless Chromium and checks that every tile rendered.
#
#   Scripts/check-gallery.sh [GALLERY_DIR] [--screenshot FILE.png]
#
# Without GALLERY_DIR it runs `swift run adaptive preview` into out/preview first. The gallery's
# own script counts the <img> tiles that loaded (naturalWidth > 0) and writes the count into
# #status (data-rendered, data-total); we read it back with --dump-dom. Chromium is installed
# with apt-get when missing (needs root). Exits non-zero unless every tile rendered.
set -euo pipefail
cd "$(dirname "$0")/.."

gallery=""
screenshot=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --screenshot) screenshot="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    *) gallery="$1"; shift ;;
  esac
done

browser=""
for candidate in chromium chromium-browser google-chrome; do
  if command -v "$candidate" >/dev/null 2>&1; then browser="$candidate"; break; fi
done
if [[ -z "$browser" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "error: no Chromium found; install it (apt-get install -y chromium) or run as root" >&2
    exit 1
  fi
  echo "== installing Chromium" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  browser=chromium
fi

if [[ -z "$gallery" ]]; then
  echo "== swift run adaptive preview" >&2
  swift run adaptive preview --out out/preview >/dev/null
  gallery=out/preview
fi
index="$(cd "$gallery" && pwd)/index.html"
[[ -f "$index" ]] || { echo "error: $index not found" >&2; exit 1; }

# The flags a container needs (no sandbox as root, no GPU, no /dev/shm limits) and a virtual time
# budget so the page's load events and script have run before the DOM is dumped.
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars
  --allow-file-access-from-files --virtual-time-budget=10000)

dom="$("$browser" "${flags[@]}" --dump-dom "file://$index" 2>/dev/null)"
status_line="$(grep -o '<p id="status"[^>]*>[^<]*' <<<"$dom" || true)"
rendered="$(sed -n 's/.*data-rendered="\([0-9]*\)".*/\1/p' <<<"$status_line")"
total="$(sed -n 's/.*data-total="\([0-9]*\)".*/\1/p' <<<"$status_line")"
checked="$(grep -c 'data-checked="true"' <<<"$dom" || true)"
echo "gallery check: ${status_line##*>} (data-rendered=${rendered:-?}, data-total=${total:-?})"

if [[ -n "$screenshot" ]]; then
  mkdir -p "$(dirname "$screenshot")"
  "$browser" "${flags[@]}" --window-size=1500,2250 --screenshot="$screenshot" "file://$index" >/dev/null 2>&1
  echo "screenshot: $screenshot"
fi

if [[ "$checked" -eq 0 || -z "$total" || "$total" -eq 0 || "$rendered" != "$total" ]]; then
  echo "error: not every tile rendered in $browser" >&2
  exit 1
fi
