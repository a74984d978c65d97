#!/usr/bin/env bash
# Instructions per request of curlew-bench's profile modes, counted by callgrind: exact and repeatable to about
# 1 %, where `perf stat` has no hardware counters (this VM) and timings swing 20 % between windows.
#
#   scripts/instructions-per-request.sh [client|client-anchor|pool|anchor]...   (default: all four)
#
# client: a generated client method from 16 pool tasks (`--profile-client`); pool: 16 pool callers of
# CurlTransport.shared, a new request per call (`--profile-pool 16`); anchor: C libcurl multi, 16 in flight, and
# client-anchor: the same for the client's body, each parsed with yajl (`--profile-anchor-client`).
# Each runs 1,000 and 3,000 requests; the slope is the cost of one request (start-up cancels out). Needs valgrind
# (installed here if missing), a release build of curlew-bench, and starts its own nginx (Tests/Servers/serve.py).
# Instructions are not time (atomics, cache misses and system calls weigh differently), but a cut in them is a
# cut no window's noise hides; confirm the time with `curlew-bench http --client` / `--concurrency`.
# BENCH=path measures that curlew-bench binary instead of building one; KEEP=folder keeps the callgrind files
# (`callgrind_annotate --inclusive=yes` on the 3,000-request file less the 1,000-request one, per function: the
# pool callers' whole slope moves ±3 %, a function's does not).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
modes=("$@"); [ ${#modes[@]} -gt 0 ] || modes=(client client-anchor pool anchor)
work=$(mktemp -d /tmp/curlew-instructions.XXXXXX)
trap 'exec 3>&-; rm -rf "$work"' EXIT
if [ -n "${BENCH:-}" ]; then  # a saved binary (compare two builds without rebuilding, or while a build runs)
    cp "$BENCH" "$work/bench"
else
    swift build -c release --product curlew-bench >/dev/null
    cp .build/release/curlew-bench "$work/bench"
fi
strip --strip-debug "$work/bench"  # valgrind 3.19 cannot read the toolchain's DWARF 5
cc -shared -fPIC -O2 scripts/valgrind/dispatch-main.c -o "$work/dispatch-main.so"
mkfifo "$work/server.in"
python3 Tests/Servers/serve.py nginx <"$work/server.in" >"$work/server.out" 2>&1 &
exec 3>"$work/server.in"  # the server stops when this closes
for _ in $(seq 100); do grep -q READY "$work/server.out" 2>/dev/null && break; sleep 0.1; done
url=$(sed -n 's/.* http=\([^ ]*\).*/\1/p' "$work/server.out")
[ -n "$url" ] || { echo "nginx did not start: $(cat "$work/server.out")" >&2; exit 1; }
for mode in "${modes[@]}"; do
    case $mode in
    client) options=(--profile-client) ;;
    pool) options=(--profile-pool 16) ;;
    anchor) options=(--profile-anchor-multi 16) ;;
    client-anchor) options=(--profile-anchor-client) ;;
    *) echo "unknown mode $mode" >&2; exit 2 ;;
    esac
    declare -A total=()
    for count in 1000 3000; do
        log="$work/$mode.$count.log"
        valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/$mode.$count.out" \
            env LD_PRELOAD="$work/dispatch-main.so" "$work/bench" http --url "$url" "${options[@]}" --count $count \
            >"$log" 2>&1 || { tail -20 "$log" >&2; exit 1; }
        total[$count]=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log")
    done
    echo "$mode: $(((total[3000] - total[1000]) / 2000)) instructions per request"
    [ -z "${KEEP:-}" ] || cp "$work/$mode".*.out "$KEEP"/
done
