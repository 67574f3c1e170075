#!/usr/bin/env bash
# Soak test: runs the sample game headless for SOAK_FRAMES frames (20,000 by default; the demo
# script repeats) while sampling its resident memory (VmRSS) every half second, then checks
# - memory stayed flat after warm-up: the last quarter's peak may exceed the second quarter's
#   peak by at most SOAK_TOLERANCE_MB (8 MB by default);
# - no texture was created after warm-up (SOAK_WARM_UP frames, 2,400 by default: two passes of
#   the demo script, which ends where it began, so later passes show no new content);
# - nothing was logged as a warning or an error.
# Prints one line per check and a verdict.
set -euo pipefail
frames=${SOAK_FRAMES:-20000}
tolerance_mb=${SOAK_TOLERANCE_MB:-8}
binary=${SOAK_BINARY:-.build/release/level-select}
warm_up=${SOAK_WARM_UP:-2400}
samples=$(mktemp)
output=$(mktemp)
errors=$(mktemp)
SDL_VIDEODRIVER=dummy "$binary" --headless --frames "$frames" --stats --warm-up "$warm_up" > "$output" 2> "$errors" &
pid=$!
start=$(date +%s.%N)
while kill -0 "$pid" 2>/dev/null; do
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    [ -n "$rss" ] && echo "$rss" >> "$samples"
    sleep 0.5
done
wait "$pid"
end=$(date +%s.%N)
summary=$(tail -n 1 "$output")
echo "soak: $summary"
late_textures=$(echo "$summary" | sed -nE 's/.*\(([0-9]+) after frame [0-9]+\).*/\1/p')
logged=$(grep -ciE "warning|error" "$errors" || true)
rm -f "$output"
failed=0
if [ "$late_textures" != "0" ]; then
    echo "soak: FAILED, ${late_textures:-an unknown number of} texture(s) created after warm-up (frame $warm_up)"
    failed=1
else
    echo "soak: passed, no texture created after warm-up (frame $warm_up)"
fi
if [ "$logged" -ne 0 ]; then
    echo "soak: FAILED, $logged warning or error line(s) logged:"
    head -n 5 "$errors"
    failed=1
else
    echo "soak: passed, nothing logged"
fi
rm -f "$errors"
count=$(wc -l < "$samples")
if [ "$count" -lt 8 ]; then
    echo "error: only $count memory samples; the run was too short to judge" >&2
    rm -f "$samples"
    exit 1
fi
awk -v tol="$tolerance_mb" -v frames="$frames" -v secs="$(echo "$end - $start" | bc)" '
    { rss[NR] = $1 }
    END {
        n = NR; q = int(n / 4)
        for (i = q + 1; i <= 2 * q; i++) if (rss[i] > warm) warm = rss[i]
        for (i = 3 * q + 1; i <= n; i++) if (rss[i] > late) late = rss[i]
        for (i = 1; i <= n; i++) if (rss[i] > peak) peak = rss[i]
        printf "soak: %d frames in %.1f s, %d samples; resident MB: first %.1f, warm (2nd quarter) peak %.1f, last quarter peak %.1f, overall peak %.1f, last %.1f\n",
            frames, secs, n, rss[1] / 1024, warm / 1024, late / 1024, peak / 1024, rss[n] / 1024
        if (late - warm > tol * 1024) { printf "soak: FAILED, memory grew %.1f MB after warm-up (tolerance %d MB)\n", (late - warm) / 1024, tol; exit 1 }
        printf "soak: passed, memory flat after warm-up (growth %.1f MB, tolerance %d MB)\n", (late - warm) / 1024, tol
    }' "$samples"
status=$?
rm -f "$samples"
exit $(( status != 0 ? status : failed ))
