#!/usr/bin/env bash
# Copies the shared scenario files, benchmark maps and Universal VTT samples
# into testdata/, so the project's tests keep running on a clone that has no
# copy of them.
#
#   scripts/sync-shared.sh DIR     # DIR holds scenarios/, bench/ and fixtures/
#
# Run it when the shared reference changes, then commit the result. No test
# and no make target needs DIR: the tests read only testdata/.
set -euo pipefail
src=${1:?usage: scripts/sync-shared.sh DIR (the folder with scenarios/ and bench/)}
cd "$(dirname "$0")/.."
[ -d "$src/scenarios" ] && [ -d "$src/bench" ] || { echo "sync-shared: $src has no scenarios/ and bench/" >&2; exit 2; }
mkdir -p testdata/scenarios/shared testdata/bench
rm -f testdata/scenarios/shared/*.json
cp "$src"/scenarios/*.json testdata/scenarios/shared/
cp "$src"/bench/*.json "$src"/bench/README.md testdata/bench/
if [ -d "$src/fixtures/uvtt" ]; then
	mkdir -p testdata/uvtt
	cp "$src"/fixtures/uvtt/* testdata/uvtt/ # the samples with their licence
fi
echo "sync-shared: $(ls testdata/scenarios/shared | wc -l) scenario files and $(ls testdata/bench/*.json | wc -l) benchmark maps copied"
git status --short testdata
