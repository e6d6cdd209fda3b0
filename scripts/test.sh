#!/usr/bin/env bash
# Runs every test of the project, one step after another, and ends with a
# summary. A failing step does not stop the others; the exit status is 1
# when any step failed.
#
#   vet        go vet ./...
#   go test    go test ./... (native)
#   wasm test  the grid/, engine/ and game/vision/ tests as js/wasm under Node
#   mapcheck   the scenario files in testdata/scenarios/{shared,own}
#   e2e        scripts/test-e2e.sh, when it exists
#
# Extra flags for both go test runs: TESTFLAGS (for example TESTFLAGS=-count=1).
set -euo pipefail
cd "$(dirname "$0")/.."

TESTFLAGS=${TESTFLAGS:-}
out=build/test # logs and the mapcheck binary
mkdir -p "$out"

names=() results=() times=()
begin=$(date +%s)

# step NAME WHAT CMD...: prints NAME and WHAT it does, runs CMD, and records
# PASS or FAIL and the time.
step() {
	local name=$1 what=$2 start rc=0
	shift 2
	printf '\n==> %s: %s\n' "$name" "$what"
	start=$(date +%s)
	"$@" </dev/null || rc=$?
	names+=("$name")
	times+=("$(($(date +%s) - start))s")
	if ((rc == 0)); then
		results+=(PASS)
	else
		results+=("FAIL (exit $rc)")
	fi
}

wasm_exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec"
# The pure-Go packages that also run in the web page.
wasm_pkgs=(./grid/... ./engine/... ./game/vision/... ./game/library/...)

# The wasm runner is a bash script that starts node; it gives the test binary
# the host's file system and working directory, so ../testdata works as in a
# native run.
wasm_test() {
	if [[ ! -x $wasm_exec ]]; then
		echo "no $wasm_exec: this Go has no js/wasm test runner"
		return 1
	fi
	# shellcheck disable=SC2086 # TESTFLAGS is a list of flags
	GOOS=js GOARCH=wasm go test $TESTFLAGS -exec="$wasm_exec" "${wasm_pkgs[@]}"
}

# mapcheck: built rather than `go run`, whose exit status is 1 whatever the
# program's (mapcheck's 2 means a file could not be used). Every line goes to
# a log; the terminal shows the failures and the counts.
mapcheck() {
	local dirs=(testdata/scenarios/shared) rc=0
	# The project's own scenarios: optional, and git keeps no empty folder.
	[[ -d testdata/scenarios/own ]] && dirs+=(testdata/scenarios/own)
	# (set -e does not act inside a function called from step's `||`.)
	go build -o "$out/mapcheck" ./cmd/mapcheck || return
	"$out/mapcheck" "${dirs[@]}" >"$out/mapcheck.txt" 2>&1 || rc=$?
	grep -v '^PASS ' "$out/mapcheck.txt" || true
	echo "(every line: $out/mapcheck.txt)"
	return "$rc"
}

e2e() {
	if [[ -x scripts/test-e2e.sh ]]; then
		scripts/test-e2e.sh
	else
		bash scripts/test-e2e.sh
	fi
}

step vet "go vet ./..." go vet ./...
# shellcheck disable=SC2086 # TESTFLAGS is a list of flags
step "go test" "go test ${TESTFLAGS:+$TESTFLAGS }./..." go test $TESTFLAGS ./...
step "wasm test" "GOOS=js GOARCH=wasm go test ${TESTFLAGS:+$TESTFLAGS }-exec=\"\$(go env GOROOT)/lib/wasm/go_js_wasm_exec\" ${wasm_pkgs[*]}" wasm_test
step mapcheck "mapcheck testdata/scenarios/shared testdata/scenarios/own" mapcheck
if [[ -f scripts/test-e2e.sh ]]; then
	step e2e "scripts/test-e2e.sh" e2e
else
	printf '\n==> e2e: skipped (no scripts/test-e2e.sh yet)\n'
fi

# The summary: one line per step, then the counts alone on the last line.
failed=0
printf '\n==> summary\n'
for i in "${!names[@]}"; do
	printf '  %-10s %-14s %s\n' "${names[$i]}" "${results[$i]}" "${times[$i]}"
	[[ ${results[$i]} == PASS ]] || failed=$((failed + 1))
done
printf '  total      %ss\n' "$(($(date +%s) - begin))"
printf 'steps: %d passed, %d failed\n' "$((${#names[@]} - failed))" "$failed"
((failed == 0))
