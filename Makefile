# Build, test and run the battle map. `make help` lists the targets.
# The work is done by the scripts in scripts/; this file names it.

SHELL := /bin/bash
.DEFAULT_GOAL := help

# Settings that can be given on the command line, as in `make web WEB_DIR=out`.
WEB_DIR ?= build/web
ADDR ?= localhost:8080
ARGS ?=
export WEB_DIR

.PHONY: help deps test bench run build web serve clean

help:
	@echo "make run     build and start the desktop app (ARGS=... are passed to it)"
	@echo "make test    install what is missing, then run every test (vet, go test,"
	@echo "             js/wasm tests, mapcheck, end-to-end tests)"
	@echo "make bench   benchmarks, native and js/wasm side by side"
	@echo "make web     build the web page into $(WEB_DIR)/"
	@echo "make serve   build the web page and serve it on http://$(ADDR)/"
	@echo "make deps    install the Debian packages the build and the tests need"
	@echo "make clean   remove build/"

deps:
	@bash scripts/deps.sh

test: deps
	@bash scripts/test.sh

bench: deps
	@bash scripts/bench.sh

# The desktop app, built into build/ (Ebitengine's cgo build needs deps).
build: deps
	go build -o build/battlemap ./cmd/battlemap

run: build
	./build/battlemap $(ARGS)

web:
	@bash scripts/web.sh

serve: web
	go run scripts/serve.go -dir "$(WEB_DIR)" -addr "$(ADDR)"

clean:
	rm -rf build
