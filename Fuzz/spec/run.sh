#!/bin/sh
# Builds the libFuzzer target over the spec generator and runs it.
#
#   Fuzz/spec/run.sh [libFuzzer options]     e.g. Fuzz/spec/run.sh -max_total_time=600 -jobs=2
#
# Sources are compiled with coverage (-sanitize=fuzzer) and AddressSanitizer into .build/fuzz-spec; the corpus
# starts from Specs/, the OpenAPI client tests' documents (unions and degenerate schemas among them), the corpus excerpts and the seeds in Fuzz/spec/seeds (native specs and OpenAPI in YAML and JSON) and grows in .build/fuzz-spec/corpus; crashes land in .build/fuzz-spec/crash-*.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT="$ROOT/.build/fuzz-spec"
mkdir -p "$OUT/corpus"
cp "$ROOT"/Specs/*.curlew.json "$ROOT"/Fuzz/spec/seeds/* "$ROOT"/Tests/OpenAPIClientTests/*.openapi.yaml "$ROOT"/Tests/Fixtures/Corpus/*.json \
    "$OUT/corpus/" 2>/dev/null || true
# One package name for the modules, as SwiftPM gives them: CurlewJSON has `package` declarations.
SAN="-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -package-name Curlew"
CYAJL="-Xcc -fmodule-map-file=$ROOT/Sources/CYAJL/module.modulemap"
CYAML="-Xcc -fmodule-map-file=$ROOT/Sources/CYAML/module.modulemap"

cd "$OUT"
swiftc $SAN -module-name CurlewJSON -emit-module -emit-library -static $CYAJL \
    $(find "$ROOT/Sources/CurlewJSON" -name '*.swift') -o libCurlewJSON.a
swiftc $SAN -module-name CurlewGenerator -emit-module -emit-library -static -I . $CYAJL $CYAML \
    $(find "$ROOT/Sources/CurlewGenerator" -name '*.swift') -o libCurlewGenerator.a
swiftc $SAN -I . $CYAJL $CYAML "$ROOT/Fuzz/spec/FuzzSpec.swift" libCurlewGenerator.a libCurlewJSON.a -lyajl -lyaml \
    -o fuzz-spec
# The suppressions of `make asan`: a Swift global's lazy value (OpenAPIShape's keyword tables) holds its boxes
# through tagged pointers LSan does not follow, which libFuzzer's per-input leak check would take for a leak.
export LSAN_OPTIONS="suppressions=$ROOT/Tests/Sanitizers/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec ./fuzz-spec -dict="$ROOT/Fuzz/spec/spec.dict" "$@" corpus
