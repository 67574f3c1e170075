#!/usr/bin/env bash
# Runs the whole XCTest suite headless and ends with one summary line: "N passed, M failed".
set -uo pipefail
log=$(mktemp)
SDL_VIDEODRIVER=dummy swift test --disable-swift-testing "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?" "$log" | tail -n 1)
rm -f "$log"
if [ -z "$summary" ]; then
    echo "error: no XCTest summary found (the build or the test run failed)" >&2
    exit $(( status == 0 ? 1 : status ))
fi
executed=$(echo "$summary" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
failed=$(echo "$summary" | sed -E 's/.*with ([0-9]+) failures?.*/\1/')
echo "$((executed - failed)) passed, $failed failed"
exit "$status"
