"""kiwisolver (PyPI) on the Auto Layout benchmark systems of BENCHMARKS.md "## Auto Layout and Cassowary".

A vertical stack of N views in a scroll view's content guide, the same system the Swift benchmark
builds on the Cassowary module: guide origin pinned, guide width == an edit variable W (the frame
width, strong), per view leading/trailing to the guide, top == previous bottom, height >= 20 and
height == 44 @999 (strength 10^8.99, Strength.priority(999)); the last bottom sets the guide height.
Measured: build+solve, one width edit (rotation 390 -> 844), one height change (kiwisolver has no
constant change: remove the middle view's height constraint and add height == 60).
Usage: autolayout.py [N ...]   (default 200 1000 2000; 10000 takes minutes)
"""

import sys
import time

import kiwisolver as kiwi

PRIORITY_999 = 10 ** 8.99


def build(n):
    solver = kiwi.Solver()
    width = kiwi.Variable("W")
    gl, gt, gw, gh = (kiwi.Variable(name) for name in ("gl", "gt", "gw", "gh"))
    solver.addEditVariable(width, "strong")
    solver.suggestValue(width, 390)
    for constraint in (gl == 0, gt == 0, gw == width):
        solver.addConstraint(constraint)
    heights = []
    previous_bottom = gt
    top = height = None
    for _ in range(n):
        left, top, w, height = (kiwi.Variable() for _ in range(4))
        pinned = (height == 44) | PRIORITY_999
        for constraint in (left == gl, left + w == gl + gw, top == previous_bottom, height >= 20, pinned):
            solver.addConstraint(constraint)
        heights.append((height, pinned))
        previous_bottom = top + height
    solver.addConstraint(top + height == gt + gh)
    solver.updateVariables()
    return solver, width, gh, heights


def measure(n):
    start = time.perf_counter()
    solver, width, gh, heights = build(n)
    built = time.perf_counter() - start
    assert abs(gh.value() - 44 * n) < 1e-6, gh.value()

    start = time.perf_counter()
    solver.suggestValue(width, 844)
    solver.updateVariables()
    edited = time.perf_counter() - start

    height, pinned = heights[n // 2]
    start = time.perf_counter()
    solver.removeConstraint(pinned)
    solver.addConstraint((height == 60) | PRIORITY_999)
    solver.updateVariables()
    changed = time.perf_counter() - start
    assert abs(gh.value() - (44 * n + 16)) < 1e-6, gh.value()
    return built, edited, changed


def main():
    sizes = [int(arg) for arg in sys.argv[1:]] or [200, 1000, 2000]
    print(f"kiwisolver {kiwi.__version__}: vertical stack in a content guide (seconds)")
    print(f"{'N':>6} {'build+solve':>12} {'width edit':>12} {'height change':>14}")
    for n in sizes:
        built, edited, changed = measure(n)
        print(f"{n:>6} {built:>12.6f} {edited:>12.6f} {changed:>14.6f}", flush=True)


if __name__ == "__main__":
    main()
