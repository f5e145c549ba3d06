"""Texture layout peers: Taffy (PyPI stretchable) and Yoga (PyPI poga) on the benchmark's trees.

A column of N children (height 44, spacing 8, the first with flexGrow 1) in width 375: cold layout
(build nothing, lay out a fresh tree) and relayout after one child's height changes. Trees are built
outside the timed region; the median of several runs is printed in milliseconds. Each case stops
after RUNS runs or once BUDGET_S seconds (tree building included) have passed, whichever comes first,
with at least one run, so the 10,000-child cases finish in minutes; the run count is printed.
"""
import statistics
import time

import poga.libpoga_capi as yoga
from stretchable import Node, Style
from stretchable.style import FlexDirection, Length, Size

RUNS = 15
BUDGET_S = 30.0


def median_ms(work, runs=RUNS, setup=None):
    """Median of up to `runs` timed runs of `work`, stopping once BUDGET_S seconds have passed."""
    samples = []
    began = time.perf_counter()
    for _ in range(runs):
        state = setup() if setup else None
        start = time.perf_counter()
        work(state)
        samples.append((time.perf_counter() - start) * 1000)
        if time.perf_counter() - began > BUDGET_S:
            break
    median_ms.last_runs = len(samples)
    return statistics.median(samples)


def taffy_tree(count):
    children = [
        Node(style=Style(size=Size(Length.default(), 44), flex_grow=1 if i == 0 else 0, flex_shrink=0))
        for i in range(count)
    ]
    return Node(*children, style=Style(flex_direction=FlexDirection.COLUMN, gap=8, size=Size(375, Length.default())))


def taffy(count):
    def cold(root):
        root.compute_layout()

    def relayout(root):
        root[count // 2].style = Style(size=Size(Length.default(), 88), flex_shrink=0)
        root.compute_layout()

    def laid_out():
        root = taffy_tree(count)
        root.compute_layout()
        return root

    cold_ms = median_ms(cold, setup=lambda: taffy_tree(count))
    cold_runs = median_ms.last_runs
    relayout_ms = median_ms(relayout, setup=laid_out)
    return cold_ms, relayout_ms, (cold_runs, median_ms.last_runs)


def yoga_tree(count):
    root = yoga.YGNodeNew()
    yoga.YGNodeStyleSetFlexDirection(root, yoga.YGFlexDirection.Column)
    yoga.YGNodeStyleSetWidth(root, 375)
    children = []
    for i in range(count):
        child = yoga.YGNodeNew()
        yoga.YGNodeStyleSetHeight(child, 44)
        yoga.YGNodeStyleSetFlexShrink(child, 0)
        if i == 0:
            yoga.YGNodeStyleSetFlexGrow(child, 1)
        else:
            # This Yoga has no gap: spacing is a top margin on every child but the first.
            yoga.YGNodeStyleSetMargin(child, yoga.YGEdge.Top, 8)
        yoga.YGNodeInsertChild(root, child, i)
        children.append(child)
    return root, children


def yoga_peer(count):
    undefined = float("nan")

    def cold(tree):
        yoga.YGNodeCalculateLayout(tree[0], undefined, undefined, yoga.YGDirection.LTR)

    def relayout(tree):
        yoga.YGNodeStyleSetHeight(tree[1][count // 2], 88)
        yoga.YGNodeCalculateLayout(tree[0], undefined, undefined, yoga.YGDirection.LTR)

    def laid_out():
        tree = yoga_tree(count)
        cold(tree)
        return tree

    cold_ms = median_ms(cold, setup=lambda: yoga_tree(count))
    cold_runs = median_ms.last_runs
    relayout_ms = median_ms(relayout, setup=laid_out)
    return cold_ms, relayout_ms, (cold_runs, median_ms.last_runs)


def main():
    print("Texture layout peers (median ms of up to %d runs, %.0f s budget per case; runs cold/relayout)"
          % (RUNS, BUDGET_S), flush=True)
    for count in (1000, 10000):
        t_cold, t_relayout, t_runs = taffy(count)
        y_cold, y_relayout, y_runs = yoga_peer(count)
        print("column of %5d: Taffy cold %.3f relayout %.3f (runs %d/%d) | Yoga cold %.3f relayout %.3f (runs %d/%d)"
              % (count, t_cold, t_relayout, t_runs[0], t_runs[1], y_cold, y_relayout, y_runs[0], y_runs[1]),
              flush=True)


if __name__ == "__main__":
    main()
