#!/bin/sh
# Instructions of the topology probe's `run(_:)` (build, read-back, second phase, teardown),
# counted by callgrind, for probes built from any commit of the Cassowary module. Each probe is
# a small package outside the repository (the Cassowary sources of that commit and this probe's
# main.swift), so building one needs neither the benchmark package nor the lock on this tree's
# .build. Run from the repository root:
#   sh Benchmarks/SolverTopologyProbe/callgrind.sh build LABEL [COMMIT]   (default: the work tree)
#   sh Benchmarks/SolverTopologyProbe/callgrind.sh count LABEL SHAPE N    (prints instructions)
#   sh Benchmarks/SolverTopologyProbe/callgrind.sh table "LABEL..." "SHAPE..." "N..."
#   sh Benchmarks/SolverTopologyProbe/callgrind.sh profile LABEL SHAPE N  (callgrind_annotate)
#   sh Benchmarks/SolverTopologyProbe/callgrind.sh tests [FILTER]  (the work tree's Cassowary
#     and CassowaryTests alone, debug: a quick check while changing the solver)
# PROBES (default /work/order-probe) holds the packages; builds go through the shared lock.
set -e
PROBES=${PROBES:-/work/order-probe}
LOCK=${LOCK:-/tmp/inertia-build.lock}
probe() { echo "$PROBES/$1/.build/release/SolverTopologyProbe"; }
collect() {
  # $1: callgrind output file; the rest: the probe's arguments.
  out=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*SolverTopologyProbe3run*' \
    "$@" >/dev/null 2>&1
}
case "$1" in
build)
  dir="$PROBES/$2"
  rm -rf "$dir/Sources"
  mkdir -p "$dir/Sources/SolverTopologyProbe"
  if [ -n "$3" ]; then
    git archive "$3" Sources/Cassowary | tar -x -C "$dir"
  else
    cp -r Sources/Cassowary "$dir/Sources/"
  fi
  rm -rf "$dir/Sources/Cassowary/Cassowary.docc"
  cp Benchmarks/SolverTopologyProbe/main.swift "$dir/Sources/SolverTopologyProbe/"
  cat >"$dir/Package.swift" <<'PKG'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "SolverTopologyProbe",
  targets: [
    .target(name: "Cassowary"),
    .executableTarget(name: "SolverTopologyProbe", dependencies: ["Cassowary"]),
  ],
  swiftLanguageModes: [.v6]
)
PKG
  cd "$dir" && flock "$LOCK" swift build -c release --product SolverTopologyProbe 2>&1 | tail -3
  ;;
count)
  out=$(mktemp)
  values=$(mktemp)
  collect "$out" "$(probe "$2")" "$3" "$4" 1 "$values"
  callgrind_annotate "$out" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}'
  rm -f "$out" "$values"
  ;;
table)
  for n in $4; do
    for shape in $3; do
      line="$shape $n"
      for label in $2; do line="$line $label=$(sh "$0" count "$label" "$shape" "$n")"; done
      echo "$line"
    done
  done
  ;;
profile)
  out=$PROBES/$2-$3-$4.callgrind
  values=$(mktemp)
  collect "$out" "$(probe "$2")" "$3" "$4" 1 "$values"
  rm -f "$values"
  callgrind_annotate --inclusive=yes "$out" 2>/dev/null | head -60
  ;;
tests)
  dir="$PROBES/tests"
  rm -rf "$dir/Sources" "$dir/Tests"
  mkdir -p "$dir/Sources" "$dir/Tests"
  cp -r Sources/Cassowary "$dir/Sources/"
  cp -r Tests/CassowaryTests "$dir/Tests/"
  rm -rf "$dir/Sources/Cassowary/Cassowary.docc"
  cat >"$dir/Package.swift" <<'PKG'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CassowaryAlone",
  targets: [
    .target(name: "Cassowary"),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
PKG
  cd "$dir" && flock "$LOCK" swift build --build-tests 2>&1 | grep -E "error|warning: unre|Compiling|Build" | tail -5
  flock "$LOCK" swift test --skip-build ${2:+--filter "$2"} 2>&1 | tail -15
  ;;
*)
  sed -n 2,14p "$0"
  exit 2
  ;;
esac
