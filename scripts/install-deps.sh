#!/usr/bin/env bash
# Installs the Debian packages Curlew builds and tests with, if any are missing. (The request oracle's Python
# packages come from PyPI: scripts/install-oracle.sh, which `make deps` runs next.)
# Uses sudo when not root. Safe to run again: it does nothing when all are present.
set -euo pipefail

packages=(pkg-config libcurl4-openssl-dev libyajl-dev libyaml-dev zlib1g-dev libbrotli-dev libzstd-dev python3 python3-venv python3-httpbin python3-brotli nginx-light openssl zstd)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ! command -v "${SWIFT:-swift}" >/dev/null 2>&1; then
    echo "install-deps: no '${SWIFT:-swift}' (\$SWIFT, else swift on PATH); install a Swift 6 toolchain from swift.org first." >&2
    exit 1
fi

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: missing packages (${missing[*]}) and no apt-get here; install them by hand." >&2
    exit 1
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
