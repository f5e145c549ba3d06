#!/bin/sh
# Instructions per scrolling frame of `inertia replay` (release), net of start-up: for each kind
# (scenes.py: the table peer, flow, compositional list, self-sizing list, orthogonal feed; 1,000
# items each, flung at 8,000 pt/s from the middle), two scripts differing only in `until` are
# counted whole by callgrind; the difference over the frames between is the cost of a moving frame,
# trace line included. valgrind 3.19 cannot read the DWARF 5 debug information of a Swift 6 build,
# so a copy without it is measured (the symbols stay). Build first (through the lock), from the root:
#   swift build -c release --scratch-path .build-NAME --product inertia
# Run from the root: sh Benchmarks/ReplayFrames/callgrind.sh .build-NAME/release/inertia
# (KEEP=DIR keeps the callgrind files there, for callgrind_annotate.)
set -e
DIR=$(mktemp -d)
INERTIA="$DIR/inertia"
strip --strip-debug -o "$INERTIA" "${1:-.build/release/inertia}"
FRAMES=$(python3 "$(dirname "$0")/scenes.py" "$DIR")
total() {
  out="${KEEP:-$DIR}/cg.$1.$2"
  valgrind --tool=callgrind --callgrind-out-file="$out" "$INERTIA" replay "$DIR/$1-$2.json" >/dev/null 2>&1
  callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
}
for kind in table flow list sized orthogonal; do
  short=$(total "$kind" short)
  long=$(total "$kind" long)
  frame=$(( (long - short) / FRAMES ))
  echo "$kind: $frame instructions per moving frame (start-up $short, $FRAMES frames)"
done
rm -rf "$DIR"
