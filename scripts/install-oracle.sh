#!/usr/bin/env bash
# Installs the request oracle's Python packages (Tests/Servers/oracle-requirements.txt, pinned: openapi-core
# and what it needs) into a venv at .build/oracle-venv, once; prints the venv's python. Safe to run again and
# from two processes at once: it does nothing when the venv holds exactly those pins.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/.build/oracle-venv"
requirements="$root/Tests/Servers/oracle-requirements.txt"
mkdir -p "$root/.build"
exec 9>"$root/.build/oracle-venv.lock"
flock 9
if [ -x "$venv/bin/python" ] && cmp -s "$venv/.installed" "$requirements"; then
    echo "$venv/bin/python"
    exit 0
fi
rm -rf "$venv"
python3 -m venv "$venv" >&2
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" >&2
cp "$requirements" "$venv/.installed"
echo "$venv/bin/python"
