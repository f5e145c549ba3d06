#!/bin/sh
# Heap allocations per moving fling frame of a table: gdb stops on every malloc while
# measuredFrames runs N frames (after the one-second warm-up) and prints where each came from.
# Build first (through the lock): cd Benchmarks && swift build -c release --product TableFrameProbe
# Run from Benchmarks/: sh TableFrameProbe/mallocs.sh [KIND] [ROWS] [N] (PROBE=path for another probe
# with the same arguments, as CollectionFrameProbe/mallocs.sh)
set -e
PROBE=${PROBE:-.build/release/TableFrameProbe}
KIND=${1:-uniform}
ROWS=${2:-1000}
FRAMES=${3:-40}
SYMBOL=$(nm "$PROBE" | awk '/measuredFrames/ {print $3; exit}')
SCRIPT=$(mktemp)
cat >"$SCRIPT" <<GDB
set pagination off
break $SYMBOL
run
break malloc
commands
silent
bt 60
continue
end
continue
GDB
OUT=$(mktemp)
gdb -batch -x "$SCRIPT" --args "$PROBE" frames "$KIND" "$ROWS" "$FRAMES" >"$OUT" 2>&1
# Only allocations made inside measuredFrames count (the probe's own print after it is left out).
COUNT=$(awk '/^#0/ {if (stack ~ /measuredFrames/) n++; stack=""} /^#/ {stack=stack $0} END {if (stack ~ /measuredFrames/) n++; print n+0}' "$OUT")
echo "$KIND $ROWS rows: $COUNT allocations in $FRAMES moving frames"
awk '/^#0/ {if (keep) print s; s=""; keep=0} /measuredFrames/ {keep=1} /^#[1-6] / {sub(/ \(.*/, ""); sub(/0x[0-9a-f]+ in /, ""); s=s " < " substr($2, 1, 70)} END {if (keep) print s}' "$OUT" | sort | uniq -c | sort -rn | head -8
rm -f "$SCRIPT" "$OUT"
