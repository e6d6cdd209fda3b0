#!/usr/bin/env bash
# Installs what building and testing the project needs on Debian, and says
# what it installs. Run as root it installs the missing Debian packages
# (one `apt-get update`, then one `apt-get install -y`); run as another user
# it prints the exact command to run and fails.
#
# Needs no terminal, no display and no standard input.
set -euo pipefail
cd "$(dirname "$0")/.."

# The C libraries Ebitengine's cgo desktop build needs on Debian (its install
# guide), plus a C compiler.
ebiten_packages=(gcc libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev
	libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config)
# What the end-to-end tests drive: a virtual X server, synthetic input, a
# headless browser, and screenshots.
e2e_packages=(xvfb xdotool chromium imagemagick)
# wasm-opt (Binaryen) shrinks the web page's .wasm by a megabyte.
web_packages=(binaryen)

begin=$(date +%s)
say() { printf 'deps: %s\n' "$*"; }

# Go cannot come from Debian's packages (too old for go.mod's `go` line).
if ! command -v go >/dev/null 2>&1; then
	say "Go is not on PATH: install Go $(sed -n 's/^go //p' go.mod) or newer from https://go.dev/dl/ first"
	exit 1
fi

# installed PKG: true when dpkg knows PKG as fully installed (a package
# only unpacked, or removed with its configuration kept, does not count).
installed() {
	# Not a pipe into grep -q: under pipefail, dpkg killed by SIGPIPE when
	# grep stops early would make an installed package look missing.
	local status
	status=$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) && [[ $status == "install ok installed" ]]
}

missing=()
for p in "${ebiten_packages[@]}" "${e2e_packages[@]}" "${web_packages[@]}"; do
	installed "$p" || missing+=("$p")
done
# Node runs the js/wasm tests; any node on PATH will do.
command -v node >/dev/null 2>&1 || missing+=(nodejs)

if ((${#missing[@]} == 0)); then
	say "all Debian packages present"
else
	say "missing: ${missing[*]}"
	install=(install -y --no-install-recommends "${missing[@]}")
	if [[ $(id -u) -ne 0 ]]; then
		say "not root: run this, then try again:"
		printf '    sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get %s\n' "${install[*]}"
		exit 1
	fi
	export DEBIAN_FRONTEND=noninteractive
	# Wait up to 10 minutes for another apt or dpkg to let go of its lock.
	lock=(-o DPkg::Lock::Timeout=600)
	say "running: apt-get update"
	apt-get "${lock[@]}" -q update </dev/null
	say "running: apt-get ${install[*]}"
	apt-get "${lock[@]}" -q "${install[@]}" </dev/null
	# Check again: apt-get can succeed and still leave a package unconfigured.
	still=()
	for p in "${missing[@]}"; do
		if [[ $p == nodejs ]]; then
			command -v node >/dev/null 2>&1 || still+=("$p")
		else
			installed "$p" || still+=("$p")
		fi
	done
	if ((${#still[@]})); then
		say "still missing after apt-get: ${still[*]}"
		exit 1
	fi
	say "installed: ${missing[*]}"
fi

# Go modules listed in go.sum, fetched now so that the tests need no network.
if [[ -s go.sum ]]; then
	say "downloading Go modules"
	go mod download
fi
say "ok: $(go version | cut -d' ' -f3), node $(node --version) ($(($(date +%s) - begin))s)"
