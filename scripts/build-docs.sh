#!/usr/bin/env bash
# Builds the DocC documentation of Tessera and TesseraSDL without network access, then checks
# that every public declaration has a doc comment.
#
#   1. `swift package dump-symbol-graph` builds the package and extracts the public symbols.
#   2. The toolchain's `docc convert` turns each catalog (Sources/<Module>/<Module>.docc) plus its
#      module's symbol graphs into .build/docs/<Module>.doccarchive; its warnings (broken symbol
#      links, unknown articles) fail the build.
#   3. scripts/undocumented-symbols.swift lists public declarations without a doc comment and fails
#      if there is one.
#   4. Every "docs/LayoutRules.md §4.2"-style citation in the repository must name a section that
#      exists.
#   5. Every relative link in the repository's Markdown names a file (and heading) that exists
#      (scripts/check-doc-links.py).
#
# No plugin and no package dependency: only the toolchain's own `swift` and `docc`.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
modules=(Tessera TesseraSDL)

echo "Extracting symbol graphs"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
    cat "$log" >&2
    echo "error: swift package dump-symbol-graph did not say where it wrote the symbol graphs" >&2
    exit 1
fi

status=0
for module in "${modules[@]}"; do
    symbols="$out/symbol-graphs/$module"
    rm -rf "$symbols" "$out/$module.doccarchive"
    mkdir -p "$symbols"
    # The module's own graph and the graphs of its extensions to other modules (Module@Swift…).
    cp "$graphs/$module.symbols.json" "$symbols/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$symbols/" \;

    echo "Building $out/$module.doccarchive"
    docc_log="$out/$module.docc-warnings.txt"
    if ! docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$symbols" \
        --output-path "$out/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.tessera.$module" \
        --default-code-listing-language swift \
        >"$docc_log" 2>&1; then
        cat "$docc_log" >&2
        status=1
        continue
    fi
    if grep -q "warning:\|error:" "$docc_log"; then
        grep -A3 "warning:\|error:" "$docc_log" >&2
        echo "error: docc reported problems in Sources/$module/$module.docc (above)" >&2
        status=1
    fi
done

echo "Checking doc comments"
swift scripts/undocumented-symbols.swift "$graphs" "${modules[@]}" || status=1

# Every "docs/LayoutRules.md §4.2"-style citation must name a section heading of that file.
echo "Checking citations of docs/*.md sections"
while IFS= read -r citation; do
    file=${citation%% §*}
    section=${citation##*§}
    if [ ! -f "$file" ] || ! grep -qE "^#+ ${section//./\\.}\b" "$file"; then
        echo "error: citation of a missing section: $citation" >&2
        status=1
    fi
done < <(grep -rhoE "docs/[A-Za-z]+\.md §[0-9]+(\.[0-9]+)?" --include='*.swift' --include='*.md' --include=Makefile \
    Sources Tests Game Benchmarks README.md Package.swift Makefile | sort -u)
echo "Checking Markdown links"
scripts/check-doc-links.py || status=1
exit $status
