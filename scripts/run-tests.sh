#!/usr/bin/env bash
# Runs the whole XCTest suite headless: the package's own tests, then the example game package
# in Examples/ (it embeds Tessera as a user's game does, and runs both example games headless).
# Ends with one summary line over both: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."
total_executed=0
total_failed=0
status=0

# run_suite NAME ARGS...: runs `swift test ARGS...` and adds its XCTest summary to the totals.
run_suite() {
    local name=$1
    shift
    local log
    log=$(mktemp)
    SDL_VIDEODRIVER=dummy swift test --disable-swift-testing "$@" 2>&1 | tee "$log"
    local suite_status=${PIPESTATUS[0]}
    local summary
    summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1)
    rm -f "$log"
    if [ -z "$summary" ]; then
        echo "error: no XCTest summary from $name (the build or the test run failed)" >&2
        status=$(( suite_status == 0 ? 1 : suite_status ))
        return
    fi
    total_executed=$(( total_executed + $(echo "$summary" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/') ))
    total_failed=$(( total_failed + $(echo "$summary" | sed -E 's/.*with ([0-9]+) failures?.*/\1/') ))
    if [ "$suite_status" -ne 0 ]; then status=$suite_status; fi
}

run_suite "Tessera" "$@"
run_suite "Examples" --package-path Examples
if ! scripts/check-readme-snippets.py; then
    total_failed=$(( total_failed + 1 ))
    status=1
fi
if ! scripts/check-doc-links.py; then
    total_failed=$(( total_failed + 1 ))
    status=1
fi
echo "$((total_executed - total_failed)) passed, $total_failed failed"
exit "$status"
