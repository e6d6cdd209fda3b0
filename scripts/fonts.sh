#!/usr/bin/env bash
# Makes the app's Chinese and Japanese fonts again (assets/fonts/), after
# the interface's words changed: the characters of the catalogs and the
# glossary (scripts/fontchars.go), then the subsets of Noto Sans CJK
# (scripts/fonts.py). The build does not run this: the fonts are committed.
#
# Needs Debian's fonts-noto-cjk and python3-fonttools (installed when
# missing, as root).
set -euo pipefail
cd "$(dirname "$0")/.."

src=${NOTO_CJK_DIR:-/usr/share/fonts/opentype/noto}
need=()
[[ -f $src/NotoSansCJK-Regular.ttc ]] || need+=(fonts-noto-cjk)
/usr/bin/python3 -c 'import fontTools' 2>/dev/null || need+=(python3-fonttools)
if ((${#need[@]})); then
	if [[ $(id -u) -ne 0 ]]; then
		echo "fonts: missing ${need[*]}: run: sudo apt-get install -y ${need[*]}" >&2
		exit 1
	fi
	DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}" </dev/null
fi

chars=build/fonts
mkdir -p "$chars"
go run scripts/fontchars.go "$chars"
/usr/bin/python3 scripts/fonts.py "$src" "$chars" assets/fonts
