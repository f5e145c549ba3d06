#!/usr/bin/env python3
"""Writes the replay scripts of the scrolling-frame measurement (see callgrind.sh) to a folder:
for each kind, two scripts that differ only in `until`, so the difference of their instruction
counts is the cost of the frames between (net of start-up, scene building and the fling's touches).

Usage: scenes.py OUTDIR
"""
import json
import os
import sys

ITEMS = 1000
FLING_AT = 0.05
UNTIL_SHORT = 0.30  # The fling has lifted; 30 frames of deceleration run before this.
UNTIL_LONG = 1.30   # 120 more frames, all moving (about 4,900 down to 660 pt/s).
FRAMES = round((UNTIL_LONG - UNTIL_SHORT) * 120)


def collection(layout, offset, **data):
    return dict(type="CollectionView", id="c", frame=[0, 0, 390, 844],
                contentInsetAdjustmentBehavior="never", contentOffset=[0, offset], layout=layout, **data)


def dim(kind, value):
    return {kind: value}


ORTHOGONAL_SECTION = {
    "group": {"size": {"width": dim("fractionalWidth", 0.8), "height": dim("absolute", 200)},
              "items": [{"size": {"width": dim("fractionalWidth", 1), "height": dim("fractionalHeight", 1)},
                         "contentInsets": [0, 5, 0, 5]}]},
    "interGroupSpacing": 10, "contentInsets": [8, 16, 8, 16],
    "orthogonalScrollingBehavior": "groupPaging",
    "header": {"height": dim("absolute", 40)},
}

SIZED_SECTION = {
    "group": {"size": {"width": dim("fractionalWidth", 1), "height": dim("estimated", 44)},
              "items": [{"size": {"width": dim("fractionalWidth", 1), "height": dim("estimated", 44)}}]},
}

# Each root starts near the middle of its content, so the fling never reaches an edge.
ROOTS = {
    "table": dict(type="TableView", id="c", frame=[0, 0, 390, 844], contentInsetAdjustmentBehavior="never",
                  rows=ITEMS, rowHeight=44, contentOffset=[0, 20000]),
    "flow": collection({"type": "flow", "itemSize": [120, 120]}, 20000, items=ITEMS),
    "list": collection({"type": "list"}, 20000, items=ITEMS),
    "sized": collection({"type": "compositional", "sections": [SIZED_SECTION]}, 20000,
                        sections=[{"items": ITEMS, "itemSize": [390, 60]}]),
    "orthogonal": collection({"type": "compositional", "sections": [ORTHOGONAL_SECTION]}, 12000,
                             sections=[{"items": 10} for _ in range(ITEMS // 10)]),
}


def script(root, until):
    return {"frameRate": 120, "until": until,
            "scene": {"window": {"size": [390, 844], "scale": 3}, "root": root},
            "steps": [{"at": FLING_AT, "fling": {"from": [195, 600], "velocity": [0, -8000], "distance": 120}}]}


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for kind, root in ROOTS.items():
        for name, until in (("short", UNTIL_SHORT), ("long", UNTIL_LONG)):
            with open(os.path.join(out, f"{kind}-{name}.json"), "w") as f:
                json.dump(script(root, until), f)
    print(FRAMES)


if __name__ == "__main__":
    main()
