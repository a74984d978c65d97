# Curlew's two entry points: `make demo` and `make test`. Both install missing Debian packages first.
SWIFT ?= swift
# The scripts run the same toolchain (`make demo SWIFT=/opt/swift/usr/bin/swift` with no swift on PATH).
export SWIFT
BASE_URL ?=
FUZZ_SECONDS ?= 60

.PHONY: all deps demo test lint format build clean asan tsan fuzz soak docs corpus oracle

all: build

deps:
	@scripts/install-deps.sh
	@scripts/install-oracle.sh >/dev/null

build: deps
	$(SWIFT) build -Xswiftc -warnings-as-errors

## The demo: typed calls through the client generated from Specs/Httpbin.curlew.json.
## Starts a local httpbin unless BASE_URL points at one.
demo: deps
	@scripts/demo.sh "$(BASE_URL)"

## The CPU-bound suites. Every test target runs in two test processes: these, then those against local servers.
## In one process the former held the cooperative threads (one per core) long enough, on a busy machine or under
## a sanitizer (5-20x slower), for the latter's 30 s request timeouts (uploads, redirect hops, stream readers)
## to run out.
CPU_SUITES = CurlewJSONTests|CurlewGeneratorTests

## The whole suite. Tests start (and stop) the local servers they need themselves. Then the command plugin as a
## user runs it, in a scratch package that depends on this one (scripts/check-command-plugin.sh).
test: deps lint
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build --filter '$(CPU_SUITES)'
	$(SWIFT) test --skip-build --skip '$(CPU_SUITES)'
	@scripts/check-command-plugin.sh

## The suite under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer, each in its own build folder,
## in the same two test processes as `make test`. The build runs the plugin's `curlew` built with ASan too, so it
## gets the same leak suppressions.
## print_suppressions=0: the tests compare what the ASan-built `curlew` writes to stderr, where LSan would append
## its table of suppressions used.
LSAN = LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0
asan: deps
	$(LSAN) $(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	$(LSAN) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan --filter '$(CPU_SUITES)'
	$(LSAN) $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan --skip '$(CPU_SUITES)'

tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --filter '$(CPU_SUITES)'
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan --skip '$(CPU_SUITES)'

## libFuzzer over the JSON parser and decoders, then over the spec readers and generator; FUZZ_SECONDS each.
fuzz: deps
	scripts/fuzz-json.sh $(FUZZ_SECONDS)
	Fuzz/spec/run.sh -max_total_time=$(FUZZ_SECONDS)

## The bounded soak (not in `make test`): 100,000 requests with 64 in flight against a local nginx over HTTP/1.1
## (from the pool, then from tasks on the transport's executor), then HTTPS/HTTP2; fails on any lost or mismatched response or on fds/RSS growing after the warm-up.
## Debug build (the one `make test` makes), so it costs no extra build; SOAK_ARGS e.g. `--count 20000`.
SOAK_ARGS ?=
soak: deps
	$(SWIFT) build --product curlew-bench -Xswiftc -warnings-as-errors
	$(SWIFT) run --skip-build curlew-bench soak $(SOAK_ARGS)

## The API documentation (not in `make test` nor CI): a DocC archive per library, .build/docs/Curlew.doccarchive and
## .build/docs/CurlewJSON.doccarchive, from its catalog (Sources/<Module>/<Module>.docc) and the symbol graphs of a
## build of its own in .build/docs (so the build `make test` uses is left alone), with the toolchain's own docc, which
## sits beside `swift`. docc's warnings are printed, not fatal. A graph is written only when its module compiles,
## so the graphs folder is kept between runs; each module's graphs are copied into a folder of their own, since
## one archive documents one module. To look at one: `python3 -m http.server -d .build/docs/Curlew.doccarchive`,
## then http://localhost:8000/documentation/curlew.
DOCC ?= $(shell dirname "$$(readlink -f "$$(command -v $(SWIFT))")")/docc
DOCS = .build/docs
DOC_MODULES = Curlew CurlewJSON
docs: deps
	@test -x "$(DOCC)" || { echo "make docs: no docc at '$(DOCC)'; name it with DOCC=/path/to/docc" >&2; exit 1; }
	$(SWIFT) build --target Curlew --scratch-path $(DOCS) -Xswiftc -emit-symbol-graph \
		-Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/$(DOCS)/symbol-graphs
	@for module in $(DOC_MODULES); do \
		rm -rf $(DOCS)/graphs/$$module && mkdir -p $(DOCS)/graphs/$$module && \
		find $(DOCS)/symbol-graphs -maxdepth 1 \( -name "$$module.symbols.json" -o -name "$$module@*.symbols.json" \) \
			-exec cp {} $(DOCS)/graphs/$$module/ \; && \
		echo "docc convert Sources/$$module/$$module.docc" && \
		$(DOCC) convert Sources/$$module/$$module.docc --additional-symbol-graph-dir $(DOCS)/graphs/$$module \
			--fallback-display-name $$module --fallback-bundle-identifier org.curlew.$$module \
			--output-path $(DOCS)/$$module.doccarchive || exit 1; \
	done

## The real-world corpus (not in `make test`): every document of ../shared/specs generated and its client compiled
## in a scratch package; one table of operations, types, warnings (lossy apart), times, peak RSS and compiler
## diagnostics. CORPUS_COMPILE=0 generates only; CORPUS_ONLY=regex picks documents.
corpus: deps
	@scripts/corpus.sh

## The decoding oracle (not in `make test`): hypothesis-jsonschema (pinned, in .build/decoding-oracle-venv) draws seeded
## instances of each document's component schemas; a harness with the generated client decodes them through the
## reader and Codable and encodes them back. ORACLE_DOCS="a.yaml …" picks documents, ORACLE_COUNT instances.
oracle: deps
	@scripts/oracle.sh

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Plugins Package.swift

clean:
	rm -rf .build
