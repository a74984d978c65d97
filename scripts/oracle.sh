#!/usr/bin/env bash
# `make oracle`: the decoding oracle. For each document, hypothesis-jsonschema draws valid instances of its component
# schemas (scripts/oracle-instances.py: a bounded number per schema, with a fixed seed); a harness compiled with
# the generated client decodes each instance through the generated reader (CurlewJSONDecoder's fast path) and
# through the generated Codable conformance (CurlewJSONDecoder's Codable path, as APIClient configures it: ISO 8601
# dates), checks both give the same value, encodes it back (CurlewJSONEncoder) and compares with the instance.
# Documented normalisations: numbers compare by value (`1.0` = `1`), a `null` member equals an absent one, an
# absent property with a `default` is expected back with it, and strings that both read as the same date, UUID or
# URL are equal (`…T00:00:00.000Z` = `…T00:00:00Z`); oracle-instances.py lists the constraints it adds.
# Prints, per document and type, how many instances pass, and the first failures.
#
#   ORACLE_DOCS="a.yaml b.json"   the documents (default: the union test spec and small ../shared/specs ones)
#   ORACLE_COUNT=10               instances per schema
#
# Python tools are pinned in a venv under .build/decoding-oracle-venv (made here on first use).
set -euo pipefail
swift() { command "${SWIFT:-swift}" "$@"; } # the Makefile's toolchain, also when it is not on PATH

root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=scripts/scratch-package.sh
source "$root/scripts/scratch-package.sh"
shared="$root/../shared/specs"
count=${ORACLE_COUNT:-10}
work="$root/.build/oracle"
venv="$root/.build/decoding-oracle-venv"

default_docs="$root/Tests/OpenAPIClientTests/Unions.openapi.yaml $root/Tests/OpenAPIClientTests/Shapes.openapi.yaml"
for doc in oai-v3.0-petstore-expanded.yaml redocly-museum.yaml swagger-petstore3.yaml cloud-hypervisor.yaml; do
    [ -f "$shared/openapi/$doc" ] && default_docs="$default_docs $shared/openapi/$doc"
done
docs=${ORACLE_DOCS:-$default_docs}

if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import hypothesis_jsonschema" 2>/dev/null; then
    echo "oracle: installing hypothesis-jsonschema into $venv" >&2
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q hypothesis-jsonschema==0.23.1 hypothesis==6.100.0 jsonschema==4.26.0 PyYAML==6.0.2
fi

swift build --product curlew -Xswiftc -warnings-as-errors >&2
mkdir -p "$work/bin"
cp "$root/.build/debug/curlew" "$work/bin/curlew" # a rebuild meanwhile does not change the run's generator
curlew="$work/bin/curlew"

app="$work/App"
mkdir -p "$app/Sources/Oracle"
scratch_package "$app" "$(scratch_target executableTarget Oracle)"

for doc in $docs; do
    base=$(basename "$doc")
    out="$work/results/$base"
    rm -rf "$out"
    mkdir -p "$out/generated"
    "$curlew" generate "$doc" --output "$out/generated" 2>"$out/generate.err" || {
        echo "$base: generation failed"
        continue
    }
    "$venv/bin/python" "$root/scripts/oracle-instances.py" "$doc" "$out/generated" "$out/instances" "$count" \
        >"$out/skipped.txt"
    namespace=$(grep -ho '^\(public \)\?enum [A-Za-z0-9_]* {}$' "$out"/generated/*.swift | awk '{print $(NF-1)}' | head -1 || true)
    prefix=${namespace:+$namespace.}
    rm -f "$app"/Sources/Oracle/*.swift
    cp "$out"/generated/*.swift "$app/Sources/Oracle/"
    {
        cat "$root/scripts/oracle-harness.swift"
        echo
        echo "let folder = URL(fileURLWithPath: CommandLine.arguments[1])"
        echo "var results: [(String, Int, Int)] = []"
        for file in "$out"/instances/*.jsonl; do
            [ -f "$file" ] || continue
            case "$file" in *.expected.jsonl) continue ;; esac
            type=$(basename "$file" .jsonl)
            echo "results.append(check(${prefix}${type}?.self, \"$type\", folder))"
        done
        echo "summarize(results)"
    } >"$app/Sources/Oracle/main.swift"
    if ! (cd "$app" && "${SWIFT:-swift}" build --product Oracle --scratch-path "$work/build" >"$out/build.log" 2>&1); then
        echo "$base: the harness does not compile (see $out/build.log)"
        grep -m5 'error:' "$out/build.log" || true
        continue
    fi
    echo "== $base ($(grep -c '^skipped' "$out/skipped.txt" || true) schemas skipped, see $out/skipped.txt)"
    "$work/build/debug/Oracle" "$out/instances" || true
done
