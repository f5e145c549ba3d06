#!/bin/sh
# Instructions per height change + layout pass of the Auto Layout benchmark's stack (the middle
# row's height constant toggled 44 <-> 60, then window.layoutIfNeeded), counted by callgrind inside
# measuredHeightChanges (set-up excluded). Build first (through the lock):
#   cd Benchmarks && swift build -c release --product AutoLayoutProbe
# Run from Benchmarks/: sh AutoLayoutProbe/callgrind.sh
set -e
PROBE=.build/release/AutoLayoutProbe
CHANGES=20
for rows in 200 1000 2000 10000; do
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measuredHeightChanges*' \
    "$PROBE" "$rows" "$CHANGES" >/dev/null 2>&1
  ir=$(callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
  echo "$rows rows: $((ir / CHANGES)) instructions per height change + layout"
  rm -f "$out"
done
