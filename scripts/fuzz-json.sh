#!/bin/sh
# Fuzz CurlewJSON's parser and decoders for a bounded time: scripts/fuzz-json.sh [seconds] (default 60).
set -eu
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$root/.build/fuzz-json"
mkdir -p "$work/corpus"
binary="$work/fuzz-json"
sources="$(find "$root/Sources/CurlewJSON" -name "*.swift" | sort) $root/Fuzz/json/FuzzJSON.swift"
if [ ! -x "$binary" ] || [ -n "$(find $sources -newer "$binary" 2>/dev/null)" ]; then
    echo "building $binary"
    # shellcheck disable=SC2086
    swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name Curlew -module-name CurlewJSON \
        -I "$root/Sources/CYAJL" -lyajl $sources -o "$binary" 2>&1 | grep -v "Cannot export local symbol" || true
    [ -x "$binary" ] || { echo "fuzz build failed" >&2; exit 1; }
fi
cp "$root"/Tests/CurlewJSONTests/Fixtures/json-test-suite/test_parsing/*.json "$work/corpus/" 2>/dev/null || true
cp "$root"/Tests/CurlewJSONTests/Fixtures/json-test-suite/test_transform/*.json "$work/corpus/" 2>/dev/null || true
find "$root/Fuzz/json/regressions" -type f ! -name .gitkeep -exec cp {} "$work/corpus/" \;
cd "$work"
# Swift's own crash backtracer would run under ASan too; libFuzzer reports the crash.
export SWIFT_BACKTRACE=enable=no
# The suppressions of `make asan` (a Swift global's lazy value holds its storage through tagged pointers).
export LSAN_OPTIONS="suppressions=$root/Tests/Sanitizers/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec "$binary" -max_total_time="$seconds" -max_len=300000 -timeout=10 -rss_limit_mb=4096 corpus
