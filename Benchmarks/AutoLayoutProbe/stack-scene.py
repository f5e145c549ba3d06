"""Writes the replay scene of BENCHMARKS.md's Auto Layout section: a scroll view, a content view on
its content guide, N rows chained with 5 constraints each (leading, trailing, top to the previous
bottom, height >= 20, height == 44 @999), and one fling. Usage: stack-scene.py N > scene.json, then
`inertia replay scene.json` (release build) under /usr/bin/time or valgrind --tool=callgrind.
`--equal`: an equal-size chain instead (the first row 44 pt tall and as wide as the content, each
later row's top the previous bottom and its height, width and leading the previous row's).
`--shuffle SEED`: the constraints in the order of Python's random.Random(SEED).shuffle; every order
must give the in-order trace.
"""

import argparse
import sys
import json
import random

parser = argparse.ArgumentParser()
parser.add_argument("count", type=int, nargs="?", default=10000)
parser.add_argument("--equal", action="store_true")
parser.add_argument("--shuffle", type=int)
arguments = parser.parse_args()
count = arguments.count
rows = [{"type": "View", "id": f"r{i}"} for i in range(count)]
constraints = [
    "content.top == sv.contentLayoutGuide.top",
    "content.leading == sv.contentLayoutGuide.leading",
    "content.trailing == sv.contentLayoutGuide.trailing",
    "content.bottom == sv.contentLayoutGuide.bottom",
    "content.width == sv.frameLayoutGuide.width",
]
previous = "content.top"
for i in range(count):
    if arguments.equal and i == 0:
        constraints += ["r0.leading == content.leading", "r0.width == content.width", "r0.top == content.top",
                        "r0.height == 44"]
    elif arguments.equal:
        constraints += [f"r{i}.{a} == r{i - 1}.{b}" for a, b in
                        [("top", "bottom"), ("height", "height"), ("width", "width"), ("leading", "leading")]]
    else:
        constraints += [
            f"r{i}.leading == content.leading",
            f"r{i}.trailing == content.trailing",
            f"r{i}.top == {previous}",
            f"r{i}.height >= 20",
            f"r{i}.height == 44 @999",
        ]
    previous = f"r{i}.bottom"
constraints.append(f"{previous} == content.bottom")
if arguments.shuffle is not None:
    random.Random(arguments.shuffle).shuffle(constraints)
script = {
    "frameRate": 60,
    "until": 1.0,
    "scene": {
        "window": {"size": [390, 844], "scale": 3},
        "root": {
            "type": "ScrollView",
            "id": "sv",
            "frame": [0, 0, 390, 844],
            "contentSize": "auto",
            "subviews": [{"type": "View", "id": "content", "subviews": rows}],
        },
        "constraints": constraints,
    },
    "steps": [{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -3000], "distance": 150}}],
}
json.dump(script, sys.stdout)
