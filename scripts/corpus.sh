#!/usr/bin/env bash
# `make corpus`: every OpenAPI document of ../shared/specs/openapi and ../shared/specs/real (DigitalOcean through its
# DigitalOcean-public.v2.yaml) through `curlew generate`, then each client compiled (debug) in a scratch package
# that depends on this one by path. Prints one table: per document the generated methods and types, the warnings
# (lossy ones apart: see scripts/corpus-table.py for which are by nature), generation time and peak RSS, compile
# time and peak RSS, and the compiler's errors and warnings in the generated code; then the warnings by kind.
#
#   CORPUS_COMPILE=0     generate only (compiling every client on two cores takes a long while)
#   CORPUS_ONLY=regex    only the documents whose file name matches (grep -E)
#   CORPUS_SPECS=dir     where the specs are (default ../shared/specs); skipped with a reason when missing
#
# The scratch package and its build folder live in .build/corpus and are reused, so Curlew compiles once.
# Not part of `make test` (the documents are not in the project); Tests/Fixtures/Corpus holds the subset it checks.
set -euo pipefail
swift() { command "${SWIFT:-swift}" "$@"; } # the Makefile's toolchain, also when it is not on PATH

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/scratch-package.sh
source "$root/scripts/scratch-package.sh"
specs=${CORPUS_SPECS:-$root/../shared/specs}
compile=${CORPUS_COMPILE:-1}
only=${CORPUS_ONLY:-.}
work="$root/.build/corpus"

if [ ! -d "$specs/openapi" ] && [ ! -d "$specs/real" ]; then
    echo "corpus: skipped: no specs at $specs (set CORPUS_SPECS to a folder with openapi/ and real/)"
    exit 0
fi
if [ ! -x /usr/bin/time ]; then
    echo "corpus: installing GNU time (for peak RSS)"
    apt-get install -y -qq time >/dev/null
fi

documents=()
for file in "$specs"/openapi/*.yaml "$specs"/openapi/*.json "$specs"/real/*.yaml "$specs"/real/*.json \
    "$specs"/real/digitalocean/DigitalOcean-public.v2.yaml; do
    [ -f "$file" ] || continue
    basename "$file" | grep -Eq "$only" || continue
    documents+=("$file")
done

swift build --product curlew -Xswiftc -warnings-as-errors >&2
mkdir -p "$work/bin" "$work/results"
cp "$root/.build/debug/curlew" "$work/bin/curlew" # a rebuild meanwhile does not change the run's generator
curlew="$work/bin/curlew"

rm -rf "$work"/results/*
app="$work/App"
if [ "$compile" != 0 ]; then
    mkdir -p "$app/Sources/Client"
    scratch_package "$app" "$(scratch_target target Client)"
    # Curlew itself first, so each client's compile time is its own.
    echo "// Placeholder while Curlew builds." >"$app/Sources/Client/Placeholder.swift"
    (cd "$app" && "${SWIFT:-swift}" build --target Client --scratch-path "$work/build" >&2)
fi

for file in "${documents[@]}"; do
    doc=$(basename "$file")
    out="$work/results/$doc"
    mkdir -p "$out/generated"
    echo "corpus: $doc" >&2
    set +e
    /usr/bin/time -v -o "$out/generate.time" "$curlew" generate "$file" --output "$out/generated" \
        >"$out/generate.out" 2>"$out/generate.err"
    echo $? >"$out/generate.status"
    set -e
    if [ "$compile" != 0 ] && ls "$out"/generated/*.swift >/dev/null 2>&1; then
        rm -f "$app"/Sources/Client/*.swift
        cp "$out"/generated/*.swift "$app/Sources/Client/"
        set +e
        (cd "$app" && /usr/bin/time -v -o "$out/compile.time" "${SWIFT:-swift}" build --target Client \
            --scratch-path "$work/build" >"$out/compile.out" 2>&1)
        echo $? >"$out/compile.status"
        set -e
    fi
done

python3 "$root/scripts/corpus-table.py" "$work/results" | tee "$work/table.md"
