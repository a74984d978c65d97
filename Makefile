# Curlew's two entry points: `make demo` and `make test`. Both install missing Debian packages first.
SWIFT ?= swift
BASE_URL ?=

.PHONY: all deps demo test lint format build clean

all: build

deps:
	@scripts/install-deps.sh

build: deps
	$(SWIFT) build -Xswiftc -warnings-as-errors

## The demo: typed calls through the client generated from Specs/Httpbin.curlew.json.
## Starts a local httpbin unless BASE_URL points at one.
demo: deps
	@scripts/demo.sh "$(BASE_URL)"

## The whole suite. Tests start (and stop) the local servers they need themselves.
test: deps lint
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Plugins Package.swift

clean:
	rm -rf .build
