"""Writes a replay scene of one StackView of N framed arranged views (BENCHMARKS.md, "StackViews
of every distribution at scale"): the stack pinned to a 390 x 844 window's root view, views with
frames 1-23 pt along the axis (so N >= 80 overflows the stack and the kept sizes break), 50 pt
across it, spacing 0. Usage:
    stackview-scene.py N [DISTRIBUTION] [AXIS] > scene.json
DISTRIBUTION: fill (default), fillEqually, fillProportionally, equalSpacing, equalCentering.
AXIS: vertical (default) or horizontal. Then `inertia replay scene.json` (release build) under
/usr/bin/time or valgrind --tool=callgrind. The limits of docs/limits.md apply to N.
"""

import json
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
distribution = sys.argv[2] if len(sys.argv) > 2 else "fill"
axis = sys.argv[3] if len(sys.argv) > 3 else "vertical"
views = []
for i in range(count):
    length = 1 + (i * 7) % 23
    size = [50, length] if axis == "vertical" else [length, 50]
    views.append({"type": "View", "id": f"v{i}", "frame": [0, 0, size[0], size[1]]})
script = {
    "until": 0,
    "scene": {
        "window": {"size": [390, 844], "scale": 3},
        "root": {
            "type": "View",
            "id": "root",
            "frame": [0, 0, 390, 844],
            "subviews": [
                {
                    "type": "StackView",
                    "id": "stack",
                    "axis": axis,
                    "distribution": distribution,
                    "spacing": 0,
                    "subviews": views,
                }
            ],
        },
        "constraints": [
            "stack.top == root.top",
            "stack.bottom == root.bottom",
            "stack.leading == root.leading",
            "stack.trailing == root.trailing",
        ],
    },
}
json.dump(script, sys.stdout)
