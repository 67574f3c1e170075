#!/usr/bin/env bash
# Checks (default) or applies (--fix) the project's formatting, `.swift-format`, with the
# toolchain's `swift format`, on every Swift file of the repository (tracked or new, not ignored).
#
#   scripts/check-format.sh         fails, listing each finding, when a file is not formatted
#   scripts/check-format.sh --fix   formats the files in place (`make format`)
#
# Every rule enabled in .swift-format is one `swift format` can apply itself, so after --fix the
# check passes.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! swift format --version >/dev/null 2>&1; then
    echo "error: 'swift format' is not available; it ships with Swift 6 toolchains" >&2
    exit 1
fi

files=()
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    while IFS= read -r file; do [ -f "$file" ] && files+=("$file"); done \
        < <(git ls-files --cached --others --exclude-standard -- '*.swift')
else
    while IFS= read -r file; do files+=("$file"); done \
        < <(find . -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*')
fi
[ ${#files[@]} -eq 0 ] && exit 0

if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
    echo "Formatted ${#files[@]} Swift files."
elif swift format lint --strict --parallel "${files[@]}"; then
    echo "Formatting: ${#files[@]} Swift files follow .swift-format."
else
    echo "error: some files are not formatted (above); run 'make format'" >&2
    exit 1
fi
