"""Seeded random Auto Layout view trees, solved by the Cassowary module and by kiwisolver's C++ core
in the same run, in the order a program writes them and shuffled.

The topology probe's shapes (cassowary_topologies.py) are each one hand-written topology. These
systems are drawn instead: a tree of views (left, top, width, height each), every container laying
out its children one of five ways that iOS layouts use:
- vertical stack: each child's top the previous bottom plus a spacing, its leading edge pinned or
  its centre on the container's, its trailing edge inside the container at priority 999 or its
  width a multiple of the container's; the last bottom inside the container at 999;
- horizontal stack: the same across, optionally every width equal to the first's (fillEqually);
- overlay: a child's edges pinned inside the container with insets (trailing, bottom at 999);
- centred: a child centred on the container, its width a multiple (0.3-0.9) of the container's and
  its height a ratio (0.5-2) of its width (aspect ratio);
- grid: rows and columns of cells chained, widths equal down each column, heights along each row.
Leaves have an intrinsic size (compression resistance at 750, hugging at 250), every view its
floors (width, height >= 0, required, as the engine adds them); some views a preferred size at 999
or 500 and some gaps a minimum (>= 8). The root is pinned at (0, 0) and 390 wide. Required
constraints hold at a point by construction (trailing and bottom containment is optional), so
nothing is refused; optima need not be unique, so answers are compared by the objective (strength
times error over the optional constraints, whose minimum is unique) and the required violation.

Families (`--families`) weight the layouts and the tree's shape: `mixed` (every layout, 2-6
children, depth up to 8), `deep` (1-2 children, depth up to 40), `wide` (a root with every view in
one vertical stack of rows, each row a small horizontal stack), `grids` (grids in grids, depth up to 9) and
`centred` (centred and overlay layouts nested, depth up to 24).

Each system is written in kiwi_core.cpp's format and run by the probe (`file:PATH`) and by the
core (built by `make bench-solver`); both in the order written (depth first, a view's constraints
together, as a program adds them) and shuffled (seeded), one constraint at a time; the shuffled
order also as one batch (`Solver.addConstraints`, as Auto Layout hands a scene's constraints
over). Times are process CPU seconds, medians of REPEATS runs; the order ratio is shuffled over in
order.

Usage: autolayout_topologies.py --probe PATH --kiwi-core PATH [--repeats R] [--seeds S,..]
[--families A,B] [N ...]   (N: variables, default 1000 5000 10000)
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
from cassowary_topologies import run_group  # noqa: E402

REQUIRED = 1_001_001_000.0
STRONG_999 = 10 ** (999 / 100 + 10) / 1e11
P750 = 10 ** (750 / 100 + 10) / 1e11
P500 = 10 ** (500 / 100 + 10) / 1e11
P250 = 10 ** (250 / 100 + 10) / 1e11

FAMILIES = {
    # layout weights (vstack, hstack, overlay, centred, grid), children range, depth limit
    "mixed": ((3, 3, 2, 1, 1), (2, 6), 8),
    "deep": ((2, 2, 2, 2, 0), (1, 2), 40),
    "grids": ((1, 1, 0, 0, 6), (2, 4), 9),
    "centred": ((1, 0, 3, 4, 0), (1, 3), 24),
}


class Builder:
    """Views and constraints in the order a program adds them; `c` items as kiwi_core reads them."""

    def __init__(self, rng):
        self.rng = rng
        self.count = 0
        self.constraints = []

    def view(self):
        base = self.count
        self.count += 4
        return base  # left, top, width, height at base + 0..3

    def add(self, relation, strength, constant, terms):
        merged = {}
        for index, coefficient in terms:
            merged[index] = merged.get(index, 0.0) + coefficient
        terms = [(i, c) for i, c in merged.items() if c != 0.0]
        self.constraints.append((relation, strength, constant, terms))

    # Edges as (terms, constant) of the view's variables: leading/top, trailing/bottom, centre.
    @staticmethod
    def near(v, axis):
        return [(v + axis, 1.0)]

    @staticmethod
    def far(v, axis):
        return [(v + axis, 1.0), (v + 2 + axis, 1.0)]

    @staticmethod
    def centre(v, axis):
        return [(v + axis, 1.0), (v + 2 + axis, 0.5)]

    def equal(self, lhs, rhs, constant=0.0, strength=REQUIRED):
        """lhs == rhs + constant."""
        self.add("==", strength, -constant, lhs + [(i, -c) for i, c in rhs])

    def at_least(self, lhs, rhs, constant=0.0, strength=REQUIRED):
        """lhs >= rhs + constant."""
        self.add(">=", strength, -constant, lhs + [(i, -c) for i, c in rhs])

    def at_most(self, lhs, rhs, constant=0.0, strength=REQUIRED):
        """lhs <= rhs + constant."""
        self.add("<=", strength, -constant, lhs + [(i, -c) for i, c in rhs])

    def floors(self, v):
        for axis in (0, 1):
            self.at_least([(v + 2 + axis, 1.0)], [])

    def intrinsic(self, v):
        rng = self.rng
        for axis in (0, 1):
            size = float(rng.randint(12, 120))
            self.at_least([(v + 2 + axis, 1.0)], [], size, P750)
            self.at_most([(v + 2 + axis, 1.0)], [], size, P250)

    def maybe_preferred(self, v):
        rng = self.rng
        if rng.random() < 0.2:
            axis = rng.randint(0, 1)
            self.equal([(v + 2 + axis, 1.0)], [], float(rng.randint(20, 200)), rng.choice((STRONG_999, P500)))


def place_cross(b, parent, child, axis):
    """The child's position across a stack: leading pinned, trailing inside at 999, or centred
    with a width that is a multiple of the container's."""
    rng = b.rng
    choice = rng.randint(0, 2)
    if choice < 2:
        b.equal(b.near(child, axis), b.near(parent, axis), float(rng.randint(0, 16)))
        b.at_most(b.far(child, axis), b.far(parent, axis), -float(rng.randint(0, 16)), STRONG_999)
    else:
        b.equal(b.centre(child, axis), b.centre(parent, axis))
        b.equal([(child + 2 + axis, 1.0)], [(parent + 2 + axis, rng.choice((0.5, 0.8, 0.9)))])


def stack(b, parent, children, axis, equal_sizes):
    rng = b.rng
    previous = None
    for child in children:
        if previous is None:
            b.equal(b.near(child, axis), b.near(parent, axis), float(rng.randint(0, 16)))
        elif rng.random() < 0.2:
            b.at_least(b.near(child, axis), b.far(previous, axis), 8.0)
            b.equal(b.near(child, axis), b.far(previous, axis), 8.0, P250)
        else:
            b.equal(b.near(child, axis), b.far(previous, axis), float(rng.randint(0, 12)))
        if equal_sizes and previous is not None:
            b.equal([(child + 2 + axis, 1.0)], [(children[0] + 2 + axis, 1.0)])
        place_cross(b, parent, child, 1 - axis)
        previous = child
    b.at_most(b.far(previous, axis), b.far(parent, axis), -float(rng.randint(0, 16)), STRONG_999)


def overlay(b, parent, children):
    rng = b.rng
    for child in children:
        for axis in (0, 1):
            b.equal(b.near(child, axis), b.near(parent, axis), float(rng.randint(0, 20)))
            b.at_most(b.far(child, axis), b.far(parent, axis), -float(rng.randint(0, 20)), STRONG_999)


def centred(b, parent, children):
    rng = b.rng
    for child in children:
        b.equal(b.centre(child, 0), b.centre(parent, 0))
        b.equal(b.centre(child, 1), b.centre(parent, 1))
        b.equal([(child + 2, 1.0)], [(parent + 2, rng.choice((0.3, 0.5, 0.75, 0.9)))])
        b.equal([(child + 3, 1.0)], [(child + 2, rng.choice((0.5, 1.0, 1.5, 2.0)))])


def grid(b, parent, children):
    rng = b.rng
    columns = max(1, int(len(children) ** 0.5))
    for i, child in enumerate(children):
        row, column = divmod(i, columns)
        left = children[i - 1] if column > 0 else None
        above = children[i - columns] if row > 0 else None
        if left is None:
            b.equal(b.near(child, 0), b.near(parent, 0))
        else:
            b.equal(b.near(child, 0), b.far(left, 0), 2.0)
            b.equal([(child + 3, 1.0)], [(left + 3, 1.0)])
        if above is None:
            b.equal(b.near(child, 1), b.near(parent, 1))
        else:
            b.equal(b.near(child, 1), b.far(above, 1), 2.0)
            b.equal([(child + 2, 1.0)], [(above + 2, 1.0)])
        if column == columns - 1:
            b.at_most(b.far(child, 0), b.far(parent, 0), 0.0, STRONG_999)
    b.at_most(b.far(children[-1], 1), b.far(parent, 1), 0.0, STRONG_999)


def build(family, views, seed):
    """A random view tree of about `views` views in `family`: the constraints in the order a
    program adds them (a container's layout, then each child's subtree, depth first)."""
    rng = random.Random(seed)
    b = Builder(rng)
    root = b.view()
    b.equal(b.near(root, 0), [])
    b.equal(b.near(root, 1), [])
    b.equal([(root + 2, 1.0)], [], 390.0)
    b.floors(root)
    if family == "wide":
        rows = [b.view() for _ in range(max(1, (views - 1) // 4))]
        stack(b, root, rows, 1, False)
        for row in rows:
            b.floors(row)
            cells = [b.view() for _ in range(3)]
            stack(b, row, cells, 0, rng.random() < 0.5)
            for cell in cells:
                b.floors(cell)
                b.intrinsic(cell)
        return b
    weights, (low, high), depth_limit = FAMILIES[family]
    budget = views - 1
    pending = [(root, 0)]
    while pending:
        parent, depth = pending.pop()
        if budget <= 0 or depth >= depth_limit:
            b.intrinsic(parent)
            continue
        count = min(budget, rng.randint(low, high))
        budget -= count
        children = [b.view() for _ in range(count)]
        kind = rng.choices(("vstack", "hstack", "overlay", "centred", "grid"), weights)[0]
        if kind in ("vstack", "hstack"):
            stack(b, parent, children, 1 if kind == "vstack" else 0, kind == "hstack" and rng.random() < 0.5)
        elif kind == "overlay":
            overlay(b, parent, children)
        elif kind == "centred":
            centred(b, parent, children)
        else:
            grid(b, parent, children)
        for child in children:
            b.floors(child)
            b.maybe_preferred(child)
        # Depth first: the first child's subtree next. A leaf keeps its place in `pending` until
        # the budget runs out or its depth does.
        pending.extend((child, depth + 1) for child in reversed(children))
    return b


def write(b, order, path):
    with open(path, "w") as f:
        f.write(f"variables {b.count}\n")
        for index in order:
            relation, strength, constant, terms = b.constraints[index]
            cells = " ".join(f"{i}:{c!r}" for i, c in terms)
            f.write(f"c {relation} {strength!r} {constant!r} {cells}\n")


def objective(b, order, values):
    total = 0.0
    for relation, strength, constant, terms in b.constraints:
        if strength >= REQUIRED:
            continue
        value = constant + sum(c * values[i] for i, c in terms)
        total += strength * (abs(value) if relation == "==" else max(0.0, value if relation == "<=" else -value))
    return total


def violation(b, values):
    worst = 0.0
    for relation, strength, constant, terms in b.constraints:
        if strength < REQUIRED:
            continue
        value = constant + sum(c * values[i] for i, c in terms)
        size = max(1.0, abs(constant) + sum(abs(c * values[i]) for i, c in terms))
        value /= size
        worst = max(worst, abs(value) if relation == "==" else (value if relation == "<=" else -value))
    return worst


def run_ours(args, path, batch=False):
    """The probe on the system in `path`, one constraint at a time or (`batch`) as one batch."""
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as out:
        shape = f"{'batch-' if batch else ''}file:{path}"
        done = run_group([args.probe, shape, "0", str(args.repeats), out.name], args.timeout)
        if done.returncode != 0:
            return None, done.stdout.strip() or done.stderr.strip()
        fields = dict(part.split("=") for part in done.stdout.split()[2:])
        values = [float(v) for v in open(out.name).read().split()]
    return (float(fields["build"]), int(fields["refused"]), values), None


def run_core(args, path):
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as out:
        try:
            done = run_group([args.kiwi_core, path, str(args.repeats), out.name], args.timeout)
        except subprocess.TimeoutExpired:
            return None, f"over {args.timeout:.0f} s"
        if done.returncode != 0:
            return None, (done.stderr.strip().splitlines() or [f"exit {done.returncode}"])[-1]
        build, _, refused = done.stdout.split()
        lines = open(out.name).read().split("\n")
        values = [float(v) for v in lines[1:] if v]
    return (float(build), int(refused), values), None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--probe", required=True)
    parser.add_argument("--kiwi-core", required=True)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seeds", default="1,2")
    parser.add_argument("--families", default="mixed,deep,wide,grids,centred")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("sizes", nargs="*", type=int, default=[1000, 5000, 10000])
    args = parser.parse_args()
    print("| family | seed | N | constraints | ours in order (s) | core in order (s) | core/ours | ours shuffled (s) | core shuffled (s) | core/ours | our order ratio | ours shuffled, one batch (s, ratio) | answers |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for family in args.families.split(","):
        for seed in [int(s) for s in args.seeds.split(",")]:
            for n in args.sizes:
                b = build(family, max(2, n // 4), seed)
                in_order = list(range(len(b.constraints)))
                shuffled = in_order[:]
                random.Random(seed * 7919 + n).shuffle(shuffled)
                cells = []
                answers = []
                times = []
                batch = None
                for order in (in_order, shuffled):
                    with tempfile.NamedTemporaryFile("w", suffix=".sys", delete=False) as spec:
                        path = spec.name
                    try:
                        write(b, order, path)
                        ours, why = run_ours(args, path)
                        core, why_core = run_core(args, path)
                        if order is shuffled:
                            batch, _ = run_ours(args, path, batch=True)
                    finally:
                        os.unlink(path)
                    if ours is None:
                        cells += [f"failed: {why}", "", ""]
                        times.append(None)
                        continue
                    times.append(ours[0])
                    if core is None:
                        cells += [f"{ours[0]:.5f}", f"failed: {why_core}", ""]
                        answers.append(f"ours holds to {violation(b, ours[2]):.0e}")
                        continue
                    cells += [f"{ours[0]:.5f}", f"{core[0]:.5f}", f"{core[0] / ours[0]:.1f}x" if ours[0] > 0 else "-"]
                    mine, theirs = objective(b, order, ours[2]), objective(b, order, core[2])
                    gap = abs(mine - theirs) / max(1.0, abs(theirs))
                    answers.append(
                        f"refused {ours[1]}/{core[1]}, required {violation(b, ours[2]):.0e}/{violation(b, core[2]):.0e},"
                        f" objective {'equal' if gap <= 1e-6 else 'DIFFERS'} ({gap:.0e})")
                ratio = f"{times[1] / times[0]:.2f}x" if None not in times and times[0] > 0 else "-"
                batched = f"{batch[0]:.5f} ({batch[0] / times[0]:.2f}x)" if batch and times[0] else "failed"
                print(f"| {family} | {seed} | {n} | {len(b.constraints)} | " + " | ".join(cells) + f" | {ratio} | {batched} | {'; '.join(answers)} |", flush=True)


if __name__ == "__main__":
    main()
