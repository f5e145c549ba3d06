#!/bin/sh
# Heap allocations per moving fling frame of a collection view, and where they come from: the
# table probe's gdb script run on CollectionFrameProbe. Build first (through the lock):
#   cd Benchmarks && swift build -c release --product CollectionFrameProbe
# Run from Benchmarks/: sh CollectionFrameProbe/mallocs.sh [flow|list|sized] [ITEMS] [N]
PROBE=.build/release/CollectionFrameProbe exec sh TableFrameProbe/mallocs.sh "${1:-flow}" "${2:-1000}" "${3:-40}"
