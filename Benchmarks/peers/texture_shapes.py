"""The tree shapes of BENCHMARKS.md's flex section for Taffy (stretchable) and Yoga (poga), built
as Benchmarks/TextureScenario/TextureShapes.swift builds them for Inertia: every style explicit,
the root 375 wide with any height; a relayout sets one leaf's style deep in the tree.

A tree is described once as nested dicts (dir, wrap, width, height, grow, shrink, basis, children)
and turned into each engine's nodes. Used by TextureProbe/peer_probe.py (callgrind) only.
"""
import poga.libpoga_capi as yoga
from stretchable import Node, Style
from stretchable.style import PCT, AUTO, FlexDirection, FlexWrap, Size


def item(width=None, height=None, grow=0, shrink=0, basis=None, **more):
    return dict(width=width, height=height, grow=grow, shrink=shrink, basis=basis, **more)


def deep_level(level):
    children = [item(20, 20)]
    if level < 14:
        children.append(deep_level(level + 1))
    children.append(item(20, 20, grow=1))
    return item(grow=0 if level == 0 else 1, dir="column" if level % 2 == 0 else "row", children=children)


def wrap_row():
    children = [item(30 + (i * 37 % 71), 20 + (i % 3) * 10) for i in range(1000)]
    return item(dir="row", wrap=True, children=children)


def mixed_style(index, leaf):
    height = 20 if leaf else None
    if index % 3 == 0:
        return item("30%", height, shrink=1)
    if index % 3 == 1:
        return item(None, height, grow=1, shrink=1, basis=40)
    return item(80, height, shrink=2)


def mixed_node(level, index):
    if level == 3:
        return mixed_style(index, True)
    node = mixed_style(index, False)
    node["dir"] = "row" if level % 2 == 0 else "column"
    node["children"] = [mixed_node(level + 1, i) for i in range(6)]
    return node


def binary_node(level, flexes):
    factor = 1 if flexes else 0
    if level == 10:
        return item(10, 10, grow=factor, shrink=factor)
    return item(grow=factor, shrink=factor, dir="row" if level % 2 == 0 else "column",
                children=[binary_node(level + 1, flexes), binary_node(level + 1, flexes)])


class RandomSource:
    """TextureShape+Random.swift's generator: a 64-bit LCG, the high bits drawn."""

    def __init__(self, seed):
        self.state = seed % 2**64

    def next(self, bound):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % 2**64
        return (self.state >> 33) % bound


def random_style(choice):
    return [item("30%", shrink=1), item(grow=1, shrink=1, basis=40), item(80, shrink=2),
            item(grow=2, shrink=1), item("25%", grow=1)][choice]


def random_node(level, depth, random):
    node = random_style(random.next(5))
    if level == depth or (level >= 2 and random.next(4) == 0):
        node["height"] = 10 + random.next(31)
        return node
    node["dir"] = "row" if random.next(2) == 0 else "column"
    count = 2 + random.next(5)
    node["children"] = [random_node(level + 1, depth, random) for _ in range(count)]
    return node


def random_tree(depth, seed=0):
    """The tree and the path of its changing leaf, drawn after the tree."""
    random = RandomSource(depth * 7919 + seed * 1000003)
    root = random_node(0, depth, random)
    path, node = [], root
    while "children" in node:
        stacks = [i for i, child in enumerate(node["children"]) if "children" in child]
        index = stacks[random.next(len(stacks))] if stacks else random.next(len(node["children"]))
        path.append(index)
        node = node["children"][index]
    return root, path


# Each shape: its tree, the path of the leaf that changes, and the change.
SHAPES = {
    "deep": (lambda: deep_level(0), [1] * 14 + [0], dict(width=30, height=30)),
    "wrap": (wrap_row, [500], dict(width=30 + 500 * 37 % 71 + 40)),
    "mixed": (lambda: mixed_node(0, 0), [2, 3, 4], dict(width=50)),
    "binary": (lambda: binary_node(0, False), [i % 2 for i in range(10)], dict(width=20, height=20)),
    "binaryFlex": (lambda: binary_node(0, True), [i % 2 for i in range(10)], dict(width=20, height=20)),
}
for _depth in (3, 4, 5):
    SHAPES["random%d" % _depth] = (
        lambda depth=_depth: random_tree(depth)[0], random_tree(_depth)[1], dict(width=50))


def shape(name):
    """A shape of SHAPES, or random<depth>-<seed> (a seeded random tree)."""
    if name in SHAPES:
        return SHAPES[name]
    depth, seed = name[len("random"):].split("-")
    depth, seed = min(max(int(depth), 1), 8), int(seed)
    return (lambda: random_tree(depth, seed)[0], random_tree(depth, seed)[1], dict(width=50))


def description(name):
    build, path, change = shape(name)
    tree = build()
    tree["width"] = 375
    return tree, path, change


def taffy_length(value):
    if value is None:
        return AUTO
    if isinstance(value, str):
        return float(value[:-1]) * PCT
    return value


def taffy_style(spec):
    return Style(
        flex_direction=FlexDirection.COLUMN if spec.get("dir") == "column" else FlexDirection.ROW,
        flex_wrap=FlexWrap.WRAP if spec.get("wrap") else FlexWrap.NO_WRAP,
        size=Size(taffy_length(spec["width"]), taffy_length(spec["height"])),
        flex_grow=spec["grow"], flex_shrink=spec["shrink"], flex_basis=taffy_length(spec["basis"]))


def taffy_node(spec):
    return Node(*[taffy_node(child) for child in spec.get("children", [])], style=taffy_style(spec))


def taffy_tree(name):
    """The root and a function applying the change."""
    tree, path, change = description(name)
    root = taffy_node(tree)

    def apply():
        node, spec = root, tree
        for index in path:
            node, spec = node[index], spec["children"][index]
        node.style = taffy_style(dict(spec, **change))
    return root, apply


def yoga_set(node, spec):
    yoga.YGNodeStyleSetFlexDirection(
        node, yoga.YGFlexDirection.Column if spec.get("dir") == "column" else yoga.YGFlexDirection.Row)
    if spec.get("wrap"):
        yoga.YGNodeStyleSetFlexWrap(node, yoga.YGWrap.Wrap)
    for value, points, percent in ((spec["width"], yoga.YGNodeStyleSetWidth, yoga.YGNodeStyleSetWidthPercent),
                                   (spec["height"], yoga.YGNodeStyleSetHeight, yoga.YGNodeStyleSetHeightPercent)):
        if isinstance(value, str):
            percent(node, float(value[:-1]))
        elif value is not None:
            points(node, value)
    yoga.YGNodeStyleSetFlexGrow(node, spec["grow"])
    yoga.YGNodeStyleSetFlexShrink(node, spec["shrink"])
    if spec["basis"] is not None:
        yoga.YGNodeStyleSetFlexBasis(node, spec["basis"])


def yoga_node(spec, keep):
    node = yoga.YGNodeNew()
    keep.append(node)
    yoga_set(node, spec)
    for index, child in enumerate(spec.get("children", [])):
        yoga.YGNodeInsertChild(node, yoga_node(child, keep), index)
    return node


def yoga_tree(name):
    """The root and a function applying the change."""
    tree, path, change = description(name)
    keep = []
    root = yoga_node(tree, keep)

    def apply():
        node, spec = root, tree
        for index in path:
            node, spec = yoga.YGNodeGetChild(node, index), spec["children"][index]
        yoga_set(node, dict(spec, **change))
    return root, apply
