#!/usr/bin/env bash
# Builds the web page into a folder (WEB_DIR, default build/web) that any
# static file server can serve:
#
#   battlemap.wasm  the app for js/wasm
#   wasm_exec.js    Go's loader for it, from the Go that built it
#   index.html      the page, from the repository root
#   web/...         everything under web/, at the same path as in the repository
#   fonts/...       the fonts, which the .wasm does not hold: the Go fonts
#                   (from the golang.org/x/image module) and the Chinese and
#                   Japanese ones (assets/fonts: the index, the subsets and
#                   their licence), fetched by the page when it needs them
#   lang/...        the words of each language (assets/lang), fetched as well
#   sw.js           the service worker (web/sw.js) beside index.html, so it
#                   can serve the page offline
#
# then prints the size of the .wasm file, raw and gzipped.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${WEB_DIR:-build/web}

if [[ ! -f index.html ]]; then
	echo "web: no index.html at the repository root" >&2
	exit 1
fi
mkdir -p "$out"
# -s -w leaves out the symbol table and the debugging sections: half a
# megabyte the page does not need to run (a panic's trace then names fewer
# functions).
#
# No inlining (-l) in the packages whose speed a frame does not feel: the
# board's layout and forms, the file formats, the library, the catalogs,
# and Ebitengine's shader compiler with the Go parser and templates it runs
# once at start. Inlining copies a function's body into each caller; there
# it only made the page larger (a third of a megabyte). The rules engine,
# the geometry, vision and drawing keep it: they are the hot paths.
noinline=(battlemap/game/board battlemap/engine/files battlemap/game/library battlemap/game/i18n
	github.com/hajimehoshi/ebiten/v2/internal/shader 'github.com/hajimehoshi/ebiten/v2/internal/shaderir/...'
	'go/...' 'text/template/...')
gcflags=()
for p in "${noinline[@]}"; do gcflags+=("-gcflags=$p=-l"); done
echo "==> GOOS=js GOARCH=wasm go build ${gcflags[*]} -ldflags='-s -w' -o $out/battlemap.wasm ./cmd/battlemap"
GOOS=js GOARCH=wasm go build "${gcflags[@]}" -ldflags='-s -w' -o "$out/battlemap.wasm" ./cmd/battlemap
# Binaryen's wasm-opt -Oz rewrites the module smaller (a megabyte, -7%),
# in about a minute; without it (make deps installs it) the page works
# as it is, and says so.
if command -v wasm-opt >/dev/null 2>&1; then
	echo "==> wasm-opt -Oz $out/battlemap.wasm"
	wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
		--enable-nontrapping-float-to-int "$out/battlemap.wasm" -o "$out/battlemap.opt.wasm"
	mv "$out/battlemap.opt.wasm" "$out/battlemap.wasm"
else
	echo "web: wasm-opt (Debian package binaryen) is not installed: the .wasm stays unoptimised, a megabyte larger"
fi
# wasm_exec.js must come from the same Go as the .wasm file.
cp "$(go env GOROOT)/lib/wasm/wasm_exec.js" "$out/"
cp index.html "$out/"
if [[ -d web ]]; then
	rm -rf "${out:?}/web"
	cp -R web "$out/web"
	# A service worker controls only pages in its own folder and below, so
	# the one that keeps the page working offline goes next to index.html.
	if [[ -f web/sw.js ]]; then
		cp web/sw.js "$out/sw.js"
	fi
fi

rm -rf "${out:?}/fonts" "${out:?}/lang"
mkdir -p "$out/fonts" "$out/lang"
cp assets/fonts/fonts.json assets/fonts/OFL.txt assets/fonts/*.otf "$out/fonts/"
# The Go fonts, which the desktop embeds, from the module the build uses.
gofonts="$(go list -m -f '{{.Dir}}' golang.org/x/image)/font/gofont/ttfs"
cp "$gofonts/Go-Regular.ttf" "$gofonts/Go-Bold.ttf" "$out/fonts/"
cp "$gofonts/README" "$out/fonts/Go-fonts-LICENSE.txt"
chmod u+w "$out"/fonts/*
cp assets/lang/*.json "$out/lang/"

raw=$(wc -c <"$out/battlemap.wasm")
gz=$(gzip -9 -c "$out/battlemap.wasm" | wc -c)
echo "==> built $out/"
awk -v raw="$raw" -v gz="$gz" 'BEGIN {
	printf "battlemap.wasm: %d bytes (%.1f MiB), gzipped %d bytes (%.1f MiB)\n", raw, raw / 1048576, gz, gz / 1048576
}'
fonts=$(cat "$out"/fonts/*.otf | wc -c)
ui=$(cat "$out"/fonts/ui-*.otf | wc -c)
awk -v all="$fonts" -v ui="$ui" 'BEGIN {
	printf "fonts/: %.1f MiB in all; the interface fonts %.0f KiB (fetched when first needed)\n", all / 1048576, ui / 1024
}'
