"""Writes the replay scene of BENCHMARKS.md's Auto Layout section: a scroll view, a content view on
its content guide, N rows chained with 5 constraints each (leading, trailing, top to the previous
bottom, height >= 20, height == 44 @999), and one fling. Usage: stack-scene.py N > scene.json, then
`inertia replay scene.json` (release build) under /usr/bin/time or valgrind --tool=callgrind.
"""

import json
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
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
    constraints += [
        f"r{i}.leading == content.leading",
        f"r{i}.trailing == content.trailing",
        f"r{i}.top == {previous}",
        f"r{i}.height >= 20",
        f"r{i}.height == 44 @999",
    ]
    previous = f"r{i}.bottom"
constraints.append(f"{previous} == content.bottom")
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
