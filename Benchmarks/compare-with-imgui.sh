#!/usr/bin/env bash
# The README's same-sitting comparison with the Dear ImGui peer (../shared/peers/imgui-cardgrid):
# `FrameTimes` and the peer's UI pass run interleaved, round after round, so that both see the
# same phases of the machine; prints each round's median ratios, then each side's median over
# the sitting.
#
#     bash Benchmarks/compare-with-imgui.sh [rounds]      # rounds: 1–100, default 6
#
# PEER_DIR names the peer's folder when ../shared is not beside the repository. Without that
# folder, a peer is built from Debian alone: `apt-get install libimgui-dev libsdl2-dev`, then a
# folder with your own card grid (C++, Dear ImGui, 1,000 cards in the layout of `CardGridScene`)
# and a build.sh that compiles it with the SDL2 backend sources libimgui-dev ships
# (`dpkg -L libimgui-dev | grep backends/imgui_impl_sdl`) and `-limgui -lstb
# $(pkg-config --cflags --libs sdl2)`, and prints the binary's path on its last line. The binary
# takes `CARDS FRAMES` and prints `ui_us_median=<µs>`, the median time of its UI pass.
set -euo pipefail
cd "$(dirname "$0")"

rounds=${1:-6}
if ! [[ $rounds =~ ^[0-9]+$ ]] || ((rounds < 1 || rounds > 100)); then
    echo "error: rounds must be a whole number from 1 to 100, not '$rounds'" >&2
    exit 2
fi
peer_dir=${PEER_DIR:-../../shared/peers/imgui-cardgrid}
if [ ! -f "$peer_dir/build.sh" ]; then
    echo "error: the Dear ImGui peer is not at $peer_dir (set PEER_DIR to its folder)" >&2
    exit 1
fi

swift build -c release --product FrameTimes >&2
frame_times="$(swift build -c release --show-bin-path)/FrameTimes"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
peer=$(bash "$peer_dir/build.sh" "$scratch" | tail -1)

# The median frame in µs, from FrameTimes' line and from the peer's.
ours() { "$frame_times" "$1" "$2" "$3" | sed -n 's/.* p50 \([0-9.]*\) µs.*/\1/p'; }
theirs() { SDL_VIDEODRIVER=dummy "$peer" "$1" 300 | sed -n 's/.*ui_us_median=\([0-9.]*\).*/\1/p'; }

results="$scratch/results"
for round in $(seq "$rounds"); do
    for cards in 1000 50; do
        frames=$([ "$cards" = 50 ] && echo 2000 || echo 300)
        every_body=$(ours "$cards" "$frames" every-body)
        imgui=$(theirs "$cards")
        selection=$(ours "$cards" "$frames" selection)
        echo "$round $cards $every_body $selection $imgui" >>"$results"
        awk -v r="$round" -v c="$cards" -v e="$every_body" -v s="$selection" -v i="$imgui" 'BEGIN {
            printf "round %d, %4d cards: every body %7.1f µs (%.2f×), selection %6.1f µs (%.2f×), ImGui %7.1f µs\n",
                r, c, e, e / i, s, s / i, i
        }'
    done
done

echo "each side's median over the sitting:"
# The median of column $2 of the results at $1 cards.
median() {
    awk -v c="$1" -v k="$2" '$2 == c { print $k }' "$results" | sort -g |
        awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}
for cards in 1000 50; do
    awk -v c="$cards" -v e="$(median "$cards" 3)" -v s="$(median "$cards" 4)" -v i="$(median "$cards" 5)" 'BEGIN {
        printf "%4d cards: every body %.2f× ImGui (target %s), selection %.2f× (target %s)\n",
            c, e / i, c == 50 ? "2×" : "3×", s / i, c == 50 ? "0.6×" : "1.0×"
    }'
done
