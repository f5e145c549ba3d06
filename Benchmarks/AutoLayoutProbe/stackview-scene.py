"""Writes a replay scene of one StackView of N framed arranged views (BENCHMARKS.md, "StackViews
of every distribution at scale"): the stack pinned to a 390 x 844 window's root view, views with
frames 1-23 pt along the axis (so N >= 80 overflows the stack and the kept sizes break), 50 pt
across it. Usage:
    stackview-scene.py N [DISTRIBUTION] [AXIS] [SPACING] [ALIGNMENT] [nested] > scene.json
DISTRIBUTION: fill (default), fillEqually, fillProportionally, equalSpacing, equalCentering.
AXIS: vertical (default) or horizontal. SPACING: 0 (default). ALIGNMENT: fill (default), center,
leading, trailing, firstBaseline, lastBaseline. `nested`: the stack (views framed 1-23 pt along
and 10-49 pt across) is the first of two arranged views of a vertical `fill` stack pinned to the
root view, beside an `equalCentering` stack of 25 views, spacing 2 in the outer stacks (the nested
scene of BENCHMARKS.md, session 16). Then `inertia replay scene.json` (release build) under
/usr/bin/time or valgrind --tool=callgrind. The limits of docs/limits.md apply to N.
"""

import json
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 3000
distribution = sys.argv[2] if len(sys.argv) > 2 else "fill"
axis = sys.argv[3] if len(sys.argv) > 3 else "vertical"
spacing = float(sys.argv[4]) if len(sys.argv) > 4 else 0
alignment = sys.argv[5] if len(sys.argv) > 5 else "fill"
nested = len(sys.argv) > 6 and sys.argv[6] == "nested"


def framed(prefix, number, along, varied):
    views = []
    for i in range(number):
        length = 1 + (i * 7) % 23
        across = 10 + (i * 13) % 40 if varied else 50
        size = [across, length] if along == "vertical" else [length, across]
        views.append({"type": "View", "id": f"{prefix}{i}", "frame": [0, 0, size[0], size[1]]})
    return views


stack = {
    "type": "StackView",
    "id": "stack",
    "axis": axis,
    "distribution": distribution,
    "spacing": spacing,
    "alignment": alignment,
    "subviews": framed("v", count, axis, nested),
}
pinned = stack
if nested:
    other = "vertical" if axis == "horizontal" else "horizontal"
    pinned = {
        "type": "StackView",
        "id": "outer",
        "axis": "vertical",
        "distribution": "fill",
        "spacing": 2,
        "subviews": [
            stack,
            {
                "type": "StackView",
                "id": "centers",
                "axis": other,
                "distribution": "equalCentering",
                "spacing": 2,
                "alignment": "center",
                "subviews": framed("c", 25, other, True),
            },
        ],
    }
script = {
    "until": 0,
    "scene": {
        "window": {"size": [390, 844], "scale": 3},
        "root": {"type": "View", "id": "root", "frame": [0, 0, 390, 844], "subviews": [pinned]},
        "constraints": [
            f"{pinned['id']}.top == root.top",
            f"{pinned['id']}.bottom == root.bottom",
            f"{pinned['id']}.leading == root.leading",
            f"{pinned['id']}.trailing == root.trailing",
        ],
    },
}
json.dump(script, sys.stdout)
