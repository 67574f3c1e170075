#!/usr/bin/env bash
# Installs the Debian packages Tessera needs, only those that are missing.
# Usage: scripts/install-deps.sh PACKAGE...
set -euo pipefail

missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: these packages are missing and this is not a Debian/Ubuntu system: ${missing[*]}" >&2
    echo "       install SDL2, SDL2_image, SDL2_ttf (development files) and the DejaVu fonts yourself." >&2
    exit 1
fi

if [ "$(id -u)" -eq 0 ]; then
    run_as_root=()
elif command -v sudo >/dev/null 2>&1; then
    run_as_root=(sudo)
else
    echo "error: these packages are missing and you are not root and have no sudo: ${missing[*]}" >&2
    echo "       run as root: apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
fi

echo "Installing missing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
if ! "${run_as_root[@]}" apt-get update -qq; then
    echo "error: apt-get update failed; cannot install: ${missing[*]}" >&2
    exit 1
fi
if ! "${run_as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; then
    echo "error: apt-get install failed for: ${missing[*]}" >&2
    exit 1
fi
echo "Installed: ${missing[*]}"
