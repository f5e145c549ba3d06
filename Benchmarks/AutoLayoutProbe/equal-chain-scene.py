"""Writes a replay scene of N equal-size rows in a scroll view's content view: the first row is 44
pt tall and as wide as the content, each later row's top is the previous bottom and its height,
width and leading equal the previous row's; the last bottom is the content's. With a seed, the
constraints are shuffled (Python's random.Random(SEED)). Usage: equal-chain-scene.py N [SEED] >
scene.json, then `inertia replay scene.json`; every order must give the in-order trace (content
height 44 * N).
"""

import json
import random
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 9990
constraints = [
    "content.top == sv.contentLayoutGuide.top",
    "content.leading == sv.contentLayoutGuide.leading",
    "content.trailing == sv.contentLayoutGuide.trailing",
    "content.bottom == sv.contentLayoutGuide.bottom",
    "content.width == sv.frameLayoutGuide.width",
    "r0.leading == content.leading",
    "r0.width == content.width",
    "r0.top == content.top",
    "r0.height == 44",
]
for i in range(1, count):
    constraints += [
        f"r{i}.top == r{i - 1}.bottom",
        f"r{i}.height == r{i - 1}.height",
        f"r{i}.width == r{i - 1}.width",
        f"r{i}.leading == r{i - 1}.leading",
    ]
constraints.append(f"r{count - 1}.bottom == content.bottom")
if len(sys.argv) > 2:
    random.Random(int(sys.argv[2])).shuffle(constraints)
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
            "subviews": [{"type": "View", "id": "content", "subviews": [{"type": "View", "id": f"r{i}"} for i in range(count)]}],
        },
        "constraints": constraints,
    },
    "steps": [{"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -3000], "distance": 150}}],
}
json.dump(script, sys.stdout)
