#!/bin/sh
# Instructions per layout of the Texture benchmark's column, counted by callgrind inside the
# layout call only (tree building excluded), for Inertia and for Yoga (poga) and Taffy
# (stretchable) on the same trees. Build first (through the lock):
#   cd Benchmarks && swift build -c release --product TextureProbe
# and make the peers' virtual environment (make bench-peers). Run from Benchmarks/:
#   sh TextureProbe/callgrind.sh [COUNT...]
# Taffy through stretchable is slow under valgrind (Python builds the tree): TAFFY=1 adds it.
# SHAPES="deep wrap mixed binary" counts the tree shapes instead (all four engines and modes).
# ENGINES=inertia or ENGINES=peers counts only those (default: both), so the peers, whose counts do
# not depend on this tree's code, can be counted once in a session and Inertia after each change.
set -e
ENGINES=${ENGINES:-"inertia peers"}
# MODES="relayout" counts only the relayouts (default: cold and relayout).
MODES=${MODES:-"cold relayout"}
has() { case " $ENGINES " in *" $1 "*) return 0 ;; esac; return 1; }
PROBE=${PROBE:-.build/release/TextureProbe}
PYTHON=${PYTHON:-.venv/bin/python}
COUNTS=${*:-"1000 10000"}
count_ir() {
  # $1: the function to collect in; the rest: the command.
  pattern=$1
  shift
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect="$pattern" "$@" >/dev/null 2>&1
  callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
  rm -f "$out"
}
count_second_ir() {
  # $1: the function's exact name as callgrind shows it; the rest: the command. Counts the
  # function's second call alone (a relayout): callgrind dumps after each call, and the second
  # dump holds only what was collected since the first.
  fn=$1
  shift
  dir=$(mktemp -d)
  valgrind --tool=callgrind --callgrind-out-file="$dir/out" --toggle-collect="$fn" --dump-after="$fn" "$@" \
    >/dev/null 2>&1
  callgrind_annotate "$dir/out.2" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
  rm -rf "$dir"
}
if [ -n "$SHAPES" ]; then
  # The tree shapes (TextureScenario/TextureShapes.swift, peers/texture_shapes.py): Inertia in
  # Texture and CSS mode, Yoga and Taffy, cold and relayout. Every relayout is counted alone:
  # Inertia's in countedShapeRelayout, the peers' as the second call of their layout function
  # (a cold pass counted in another process can differ by tens of thousands of instructions from
  # the first pass of this one, so subtracting one is not exact).
  for shape in $SHAPES; do
    for mode in $MODES; do
      pass='*countedShapePass*'
      [ "$mode" = relayout ] && pass='*countedShapeRelayout*'
      texture=- css=- yoga=- taffy=-
      if has inertia; then
        texture=$(count_ir "$pass" "$PROBE" shape "$shape" "$mode" texture)
        css=$(count_ir "$pass" "$PROBE" shape "$shape" "$mode" css)
      fi
      if has peers && [ "$mode" = cold ]; then
        yoga=$(count_ir 'YGNodeCalculateLayout' "$PYTHON" TextureProbe/peer_probe.py yoga shape "$shape" "$mode")
        taffy=$(count_ir '*compute_root_layout*' "$PYTHON" TextureProbe/peer_probe.py taffy shape "$shape" "$mode")
      elif has peers; then
        yoga=$(count_second_ir 'YGNodeCalculateLayout' "$PYTHON" TextureProbe/peer_probe.py yoga shape "$shape" "$mode")
        taffy=$(count_second_ir 'taffy::compute::compute_root_layout' "$PYTHON" TextureProbe/peer_probe.py taffy \
          shape "$shape" "$mode")
      fi
      echo "$shape $mode: Inertia texture $texture | Inertia css $css | Yoga $yoga | Taffy $taffy instructions"
    done
  done
  exit 0
fi
for count in $COUNTS; do
  for mode in cold relayout; do
    inertia=- yoga=- taffy=-
    has inertia && inertia=$(count_ir '*countedColumnPass*' "$PROBE" "$mode" "$count")
    has peers && yoga=$(count_ir 'YGNodeCalculateLayout' "$PYTHON" TextureProbe/peer_probe.py yoga "$mode" "$count")
    has peers && [ -n "$TAFFY" ] && taffy=$(count_ir '*compute_root_layout*' "$PYTHON" TextureProbe/peer_probe.py taffy "$mode" "$count")
    echo "$count $mode: Inertia $inertia | Yoga $yoga | Taffy $taffy instructions"
  done
done
