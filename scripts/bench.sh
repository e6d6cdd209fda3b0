#!/usr/bin/env bash
# Runs the benchmarks of grid/, engine/ and game/vision/ natively and as js/wasm under
# Node, then prints them side by side: native time, wasm time, and how many
# times slower wasm is. The raw outputs stay in build/bench/.
#
# BENCH (default .) picks the benchmarks, BENCHTIME and BENCHCOUNT set
# -benchtime and -count; with a count above 1 the table shows the medians.
set -euo pipefail
cd "$(dirname "$0")/.."

BENCH=${BENCH:-.}
BENCHTIME=${BENCHTIME:-1s}
BENCHCOUNT=${BENCHCOUNT:-1}
pkgs=(./grid/... ./engine/... ./game/vision/...)
out=build/bench
mkdir -p "$out"

# -run '^$' runs no tests, only benchmarks.
flags=(-run '^$' -bench "$BENCH" -benchmem -benchtime "$BENCHTIME" -count "$BENCHCOUNT")

echo "==> native: go test ${flags[*]} ${pkgs[*]}"
go test "${flags[@]}" "${pkgs[@]}" </dev/null | tee "$out/native.txt"

echo "==> js/wasm under Node: GOOS=js GOARCH=wasm go test ${flags[*]} ${pkgs[*]}"
GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
	"${flags[@]}" "${pkgs[@]}" </dev/null | tee "$out/wasm.txt"

echo "==> native vs js/wasm (ns/op$( ((BENCHCOUNT > 1)) && echo ", median of $BENCHCOUNT"))"
# Pairs the two outputs by package and benchmark name. Go appends "-N" to
# every name when GOMAXPROCS is N > 1 (natively, not under wasm): a suffix
# that every benchmark line of one file shares is that, and is dropped.
awk '
function human(ns) {
	if (ns >= 1e9) return sprintf("%.2f s", ns / 1e9)
	if (ns >= 1e6) return sprintf("%.2f ms", ns / 1e6)
	if (ns >= 1e3) return sprintf("%.2f us", ns / 1e3)
	return sprintf("%.1f ns", ns)
}
# median of the values of key k in side s ("native" or "wasm")
function median(s, k,    n, i, j, v, a) {
	n = cnt[s, k]
	for (i = 1; i <= n; i++) a[i] = val[s, k, i]
	for (i = 2; i <= n; i++) { v = a[i]; for (j = i - 1; j > 0 && a[j] > v; j--) a[j+1] = a[j]; a[j+1] = v }
	return n % 2 ? a[(n+1)/2] : (a[n/2] + a[n/2+1]) / 2
}
FNR == 1 { side = (FILENAME ~ /native/) ? "native" : "wasm"; pkg = "" }
/^pkg: / { pkg = $2; sub(/.*\//, "", pkg) }
/^Benchmark/ {
	ns = ""
	for (i = 3; i < NF; i++) if ($(i+1) == "ns/op") ns = $i
	if (ns == "") next
	n = ++lines[side]
	name[side, n] = $1; npkg[side, n] = pkg; nsop[side, n] = ns
	# the "-N" suffix, if the line has one
	sfx = match($1, /-[0-9]+$/) ? substr($1, RSTART) : ""
	if (n == 1) common[side] = sfx
	else if (common[side] != sfx) common[side] = ""
}
END {
	split("native wasm", sides)
	for (j = 1; j <= 2; j++) {
		s = sides[j]
		for (n = 1; n <= lines[s]; n++) {
			nm = name[s, n]
			if (common[s] != "") nm = substr(nm, 1, length(nm) - length(common[s]))
			sub(/^Benchmark/, "", nm)
			k = npkg[s, n] "." nm
			if (!(k in seen)) { seen[k] = 1; order[++keys] = k }
			val[s, k, ++cnt[s, k]] = nsop[s, n]
		}
	}
	printf "%-40s %12s %12s %8s\n", "benchmark", "native", "wasm", "wasm/nat"
	for (i = 1; i <= keys; i++) {
		k = order[i]
		nat = cnt["native", k] ? median("native", k) : ""
		was = cnt["wasm", k] ? median("wasm", k) : ""
		ratio = (nat != "" && was != "" && nat > 0) ? sprintf("%.2fx", was / nat) : "-"
		printf "%-40s %12s %12s %8s\n", k, nat != "" ? human(nat) : "-", was != "" ? human(was) : "-", ratio
	}
	if (keys == 0) print "(no benchmark results)"
}' "$out/native.txt" "$out/wasm.txt"
