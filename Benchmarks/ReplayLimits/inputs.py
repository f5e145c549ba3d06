"""Writes the inputs of issue 9 (the robustness report) into a folder, one script per file, so
run.sh can replay each through the release `inertia replay` under /usr/bin/time.
Usage: inputs.py OUTDIR
"""

import json
import os
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
EMPTY = {"type": "View"}
SCROLL = {"type": "ScrollView", "id": "sv", "contentSize": [390, 3000]}
FLING = {"at": 0.1, "fling": {"from": [200, 700], "velocity": [0, -2000], "distance": 150}}


def script(root, steps=(), until=0, **extra):
    return {"until": until, **extra, "scene": {"root": root}, "steps": list(steps)}


def write(name, value):
    with open(os.path.join(out, name + ".json"), "w") as f:
        f.write(value if isinstance(value, str) else json.dumps(value))


write("drag-duration-1e300", script(EMPTY, [{"at": 0, "drag": {"from": [0, 0], "to": [0, 1], "duration": 1e300}}]))
write("pinch-duration-1e300", script(EMPTY, [{"at": 0, "pinch": {"center": [100, 100], "fromSpan": 100, "toSpan": 50, "duration": 1e300}}]))
write("fling-distance-1e308", script(EMPTY, [{"at": 0, "fling": {"from": [0, 0], "velocity": [0, 1], "distance": 1e308}}]))
write("fling-velocity-1e-6", script(EMPTY, [{"at": 0, "fling": {"from": [0, 0], "velocity": [0, 1e-6], "distance": 100}}]))
write("alpha-null", '{"until":0,"scene":{"root":{"type":"View","alpha":null}}}')
write("drag-across-1e308", script(EMPTY, [{"at": 0, "drag": {"from": [-1e308, 0], "to": [1e308, 0], "duration": 0.05}}], until=0.2))
for n in (10_000, 20_000, 100_000):
    views = [{"type": "View", "id": f"v{i}", "frame": [0, i, 10, 1]} for i in range(n)]
    write(f"subviews-{n}", script({"type": "ScrollView", "id": "sv", "contentSize": [390, n], "subviews": views}, [FLING], until=3))
write("tiny-rows-8000", script({"type": "TableView", "id": "t", "frame": [0, 0, 390, 844], "rows": 8000, "rowHeight": 0.01}, [FLING], until=1))
write("tiny-rows-1e6-1e-300", script({"type": "TableView", "id": "t", "frame": [0, 0, 390, 844], "rows": 1_000_000, "rowHeight": 1e-300}, [FLING], until=1))
write("idle-hour-1000hz", script(SCROLL, until=3600, frameRate=1000))
views = [{"type": "ScrollView", "id": f"s{i}", "frame": [0, 0, 390, 844], "contentSize": [390, 3000]} for i in range(10_000)]
write("scroll-views-10000-fling", script({"type": "View", "subviews": views}, [FLING], until=3))
write("json-nested-1000", "[" * 1000 + "]" * 1000)
write("json-1e400", '{"until":1e400,"scene":{"root":{"type":"View"}}}')
write("json-nan", '{"until":NaN,"scene":{"root":{"type":"View"}}}')
write("id-with-newline", script({"type": "View", "id": "a\nb"}))
