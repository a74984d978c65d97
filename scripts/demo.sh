#!/usr/bin/env bash
# Runs curlew-demo against BASE_URL, or against a local httpbin started here and stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

base_url="${1:-}"
swift=${SWIFT:-swift} # the Makefile's toolchain
# The flags of `make test`'s build, so that whichever of the two runs second reuses the other's build.
flags=(-Xswiftc -warnings-as-errors)
"$swift" build --product curlew-demo "${flags[@]}"

if [ -z "$base_url" ]; then
    # serve.py stops httpbin when its stdin closes: when this script ends, however it ends.
    coproc SERVER { exec python3 Tests/Servers/serve.py httpbin; }
    server_pid=$SERVER_PID
    trap 'kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true' EXIT
    trap 'exit 130' INT TERM
    if ! read -r -t 30 ready <&"${SERVER[0]}" || [[ "$ready" != READY* ]]; then
        echo "demo: httpbin did not start (${ready:-no answer})" >&2
        exit 1
    fi
    base_url="${ready#READY }"
    echo "demo: started httpbin at $base_url"
fi

"$("$swift" build --product curlew-demo "${flags[@]}" --show-bin-path)/curlew-demo" "$base_url"
