// Package e2e holds the end-to-end tests of the battle map: they drive the
// real app as a player meets it, the web page in headless Chromium and the
// desktop binary under an X server, and check that a token moves by the
// rules, with the cost the engine itself computes.
//
// The tests build only with the build tag e2e, so a plain `go test ./...`
// never runs them. Run them with scripts/test-e2e.sh, which builds the page,
// installs what is missing, starts Xvfb when there is no display and then
// runs
//
//	go test -tags e2e -v ./e2e/...
//
// Flags (after -args):
//
//	-web DIR       the built page to serve (default $WEB_DIR, else build/web)
//	-app FILE      a built desktop app to run (default: build ./cmd/battlemap)
//	-demo FILE     the demo encounter the app opens (default: the one in assets/)
//	-chromium FILE the browser (default $CHROMIUM, else chromium on PATH)
//	-shots DIR     where screenshots go (default build/screenshots)
package e2e
