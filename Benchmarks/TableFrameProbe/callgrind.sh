#!/bin/sh
# Instructions per moving fling frame of a table, counted by callgrind over 200 frames inside
# measuredFrames (setup and the first second of the fling excluded), and reloadData time,
# instructions and resident growth at 1,000,000 rows. Build first (through the lock):
#   cd Benchmarks && swift build -c release --product TableFrameProbe
# Run from Benchmarks/: sh TableFrameProbe/callgrind.sh
set -e
PROBE=.build/release/TableFrameProbe
FRAMES=200
for kind in uniform variable sticky sticky-variable; do "$PROBE" reload "$kind"; done
# Instructions of one reloadData of 1,000,000 rows (the first one, inside measuredReload).
for kind in uniform variable sticky sticky-variable; do
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measuredReload*' \
    "$PROBE" reload "$kind" >/dev/null 2>&1
  ir=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
  echo "reload 1M $kind: $ir instructions ($((ir / 1000000)) per row)"
  rm -f "$out"
done
for kind in uniform variable sticky sticky-variable self-sizing auto-layout; do
  for rows in 1000 1000000; do
    out=$(mktemp)
    valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measuredFrames*' \
      "$PROBE" frames "$kind" "$rows" "$FRAMES" 2>/dev/null | tail -1
    ir=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
    echo "$kind $rows rows: $((ir / FRAMES)) instructions per frame"
    rm -f "$out"
  done
done
