#!/bin/sh
# Replays issue 9's inputs (inputs.py) and the constraint chains (AutoLayoutProbe/stack-scene.py)
# through a release `inertia replay`, printing exit status, wall time and peak resident memory.
# Usage (from the repository root): sh Benchmarks/ReplayLimits/run.sh [path/to/inertia]
set -u
inertia=${1:-.build/release/inertia}
dir=$(mktemp -d)
python3 Benchmarks/ReplayLimits/inputs.py "$dir"
for n in 250 1000 3000 9990; do
  python3 Benchmarks/AutoLayoutProbe/stack-scene.py $n > "$dir/constraint-chain-$n.json"
done
printf '| input | exit | wall | peak RSS | trace lines | message |\n|---|---:|---:|---:|---:|---|\n'
for f in "$dir"/*.json; do
  name=$(basename "$f" .json)
  /usr/bin/time -f '%e %M' -o "$dir/time" timeout 60 "$inertia" replay "$f" > "$dir/out" 2> "$dir/err"
  status=$?
  set -- $(tail -1 "$dir/time")
  printf '| %s | %s | %s s | %s MB | %s | %s |\n' "$name" "$status" "$1" "$(($2 / 1024))" \
    "$(wc -l < "$dir/out")" "$(head -c 90 "$dir/err" | head -1)"
done
rm -rf "$dir"
