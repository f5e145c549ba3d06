#!/bin/sh
# Instructions per moving fling frame of a collection view (flow layout, compositional lists, flow
# layout in sections of 12 under headers),
# counted by callgrind over 200 frames inside measuredFrames. Build first (through the lock):
#   cd Benchmarks && swift build -c release --product CollectionFrameProbe
# Run from Benchmarks/: sh CollectionFrameProbe/callgrind.sh
set -e
PROBE=.build/release/CollectionFrameProbe
FRAMES=200
for kind in flow list sized sections; do
  for items in 1000 1000000; do
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measuredFrames*' \
      "$PROBE" frames "$kind" "$items" "$FRAMES" 2>/dev/null | head -1
    ir=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
    echo "$kind $items items: $((ir / FRAMES)) instructions per frame"
    rm -f "$out"
  done
done
# Resident memory each adds (no valgrind): 1k against 1M items.
for kind in flow list sized; do
  for items in 1000 1000000; do
    echo "$kind $items items: $("$PROBE" frames "$kind" "$items" 40 | tail -1)"
  done
done
