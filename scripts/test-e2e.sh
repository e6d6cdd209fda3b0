#!/usr/bin/env bash
# End-to-end tests: the battle map as a player meets it.
#
#   1. installs what the tests drive when it is missing (root: apt-get;
#      otherwise it prints the command and stops): chromium, Xvfb, xdotool,
#      ImageMagick, and the X11/GL dev packages of the desktop (cgo) build
#   2. builds the web page into build/web (make web)
#   3. starts Xvfb on a free display when there is no DISPLAY
#   4. runs go test -tags e2e -v ./e2e/... : the page in headless Chromium
#      (served by the test itself on a free loopback port), the desktop app
#      under X, the frame-time benchmark and the .wasm size
#
# Screenshots go to build/screenshots/. Arguments are passed to go test, for
# example: scripts/test-e2e.sh -run Browser
#
# Needs no terminal, no display and no standard input; cleans up what it
# starts on any exit.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'e2e: %s\n' "$*"; }
begin=$(date +%s)

mkdir -p build

# 1. Packages: the same check and install as make deps (chromium, Xvfb,
# xdotool, ImageMagick and the X11/GL dev packages of the desktop build).
scripts/deps.sh
say "chromium: $(chromium --version 2>/dev/null | head -1)"

# 2. The web page, as make web builds it.
export WEB_DIR=${WEB_DIR:-build/web}
scripts/web.sh

# 3. A display for the desktop app.
xvfb_pid=
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	if [[ -n $xvfb_pid ]]; then
		say "stopping Xvfb (pid $xvfb_pid)"
		kill "$xvfb_pid" 2>/dev/null || true
		wait "$xvfb_pid" 2>/dev/null || true
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [[ -z ${DISPLAY:-} ]]; then
	n=99
	while [[ -e /tmp/.X$n-lock || -e /tmp/.X11-unix/X$n ]]; do
		n=$((n + 1))
		if ((n > 199)); then
			say "no free X display number in :99..:199"
			exit 1
		fi
	done
	say "no DISPLAY: starting Xvfb :$n -screen 0 1280x800x24"
	Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >build/xvfb.log 2>&1 </dev/null &
	xvfb_pid=$!
	for _ in $(seq 100); do
		[[ -e /tmp/.X11-unix/X$n ]] && break
		if ! kill -0 "$xvfb_pid" 2>/dev/null; then
			say "Xvfb exited:"
			cat build/xvfb.log
			exit 1
		fi
		sleep 0.1
	done
	if [[ ! -e /tmp/.X11-unix/X$n ]]; then
		say "Xvfb :$n did not come up within 10 s"
		cat build/xvfb.log
		exit 1
	fi
	export DISPLAY=:$n
fi
say "DISPLAY=$DISPLAY"

# 4. The tests.
mkdir -p build/screenshots
say "running: go test -tags e2e -v -count=1 -timeout 40m ./e2e/... $*"
rc=0
go test -tags e2e -v -count=1 -timeout 40m ./e2e/... "$@" </dev/null || rc=$?
shots=(build/screenshots/*.png)
[[ -e ${shots[0]} ]] && say "screenshots: ${shots[*]}"
say "done in $(($(date +%s) - begin)) s, exit status $rc"
exit "$rc"
