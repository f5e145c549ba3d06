"""kiwisolver (PyPI) against the Cassowary module on the seeded topologies of BENCHMARKS.md
"Cassowary topologies", in the same run.

Each system is built here exactly as Benchmarks/SolverTopologyProbe builds it (same splitmix64
generator, same constraint order): chains, the chain in a shuffled order, equal-size chains, grids
with equal widths/heights, the last two also shuffled (`shuffledEqualChain`, `shuffledGrid`),
random sparse systems with ==, <=, >= at every strength (coefficients ±0.5 to ±2; `randomWeak`: the same at weak strength only, on which kiwisolver's rounding does not
abort it), random systems with required conflicts,
edit loops (1,000 suggestValue calls on 4 edit variables), churn (10 % of a grid's constraints
removed and re-added). Times are process CPU seconds, medians of REPEATS runs (kiwisolver through
its Python binding: Python's own overhead is in its numbers). Where the solution is unique (every
shape but the random ones) every variable is compared with kiwisolver's (1e-6); for the random
ones the required constraints are checked in both, the number of refused constraints compared,
and the objective (strength times error, summed over the optional constraints: its minimum is
unique) compared to 1e-6.

With --kiwi-core, kiwisolver's C++ core runs the same system too (Benchmarks/peers/kiwi_core.cpp,
built by `make bench-solver` against the headers of kiwisolver's PyPI source): the system is
written to a file and the core times its own build and second phase, so neither Python nor the
binding is in its numbers.

Usage: cassowary_topologies.py [--probe PATH] [--repeats R] [--max-kiwi-seconds S]
[--kiwi-core PATH] [--shapes A,B] [N ...]
(default N: 200 1000 5000 10000; the probe: Benchmarks/.build/release/SolverTopologyProbe,
built with `swift build -c release --product SolverTopologyProbe` in Benchmarks/).
"""

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time

import kiwisolver as kiwi

MASK = (1 << 64) - 1
REQUIRED = kiwi.strength.required
STRENGTHS = [kiwi.strength.weak, kiwi.strength.medium, kiwi.strength.strong, 10**17.5 / 1e11]  # Strength.priority(750)


class Seeded:
    def __init__(self, state):
        self.state = state & MASK

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def int(self, bound):
        return self.next() % bound


class System:
    def __init__(self):
        self.variables = []
        self.constraints = []  # (constraint, required?)
        self.edits = []
        self.suggestions = []
        self.churn = []
        self.unique = True

    def variable(self):
        variable = kiwi.Variable(f"v{len(self.variables)}")
        self.variables.append(variable)
        return variable

    def add(self, constraint, strength):
        self.constraints.append(constraint | strength)


def chain(n):
    s = System()
    previous = 0
    for index in range(n // 2):
        top, height = s.variable(), s.variable()
        s.add(top == previous, REQUIRED)
        s.add(height == 10 + index % 7, REQUIRED)
        s.add(height == 44, kiwi.strength.weak)
        previous = top + height + 2
    return s


def shuffled_chain(n):
    return shuffled(chain(n))


def shuffled(s):
    """`s` with its constraints in a seeded random order (Fisher-Yates, seed 31), as the probe's."""
    r = Seeded(31)
    for index in range(len(s.constraints) - 1, 0, -1):
        other = r.int(index + 1)
        s.constraints[index], s.constraints[other] = s.constraints[other], s.constraints[index]
    return s


def equal_chain(n):
    s = System()
    previous = None
    for _ in range(n // 2):
        top, height = s.variable(), s.variable()
        if previous:
            s.add(top == previous[0] + previous[1], REQUIRED)
            s.add(height == previous[1], REQUIRED)
        else:
            s.add(top == 0, REQUIRED)
            s.add(height == 20, REQUIRED)
        s.add(height >= 0, REQUIRED)
        previous = (top, height)
    return s


def rows(n):
    """Auto Layout's rows in a content view, as the probe's `rows` (left, top, width, height)."""
    s = System()
    content = [s.variable() for _ in range(4)]
    s.add(content[0] == 0, REQUIRED)
    s.add(content[1] == 0, REQUIRED)
    s.add(content[2] == 390, REQUIRED)
    previous = content[1] + 0
    for _ in range(max(1, n // 4 - 1)):
        row = [s.variable() for _ in range(4)]
        s.add(row[0] == content[0], REQUIRED)
        s.add(row[0] + row[2] == content[0] + content[2], REQUIRED)
        s.add(row[1] == previous, REQUIRED)
        s.add(row[3] >= 20, REQUIRED)
        s.add(row[3] == 44, 10**19.99 / 1e11)  # Strength.priority(999)
        previous = row[1] + row[3]
    s.add(previous == content[1] + content[3], REQUIRED)
    return s


def grid(n):
    s = System()
    side = max(2, int((n // 4) ** 0.5))
    cells = []
    for row in range(side):
        line = []
        for column in range(side):
            cell = [s.variable() for _ in range(4)]
            if column == 0:
                s.add(cell[0] == 0, REQUIRED)
            else:
                left = line[column - 1]
                s.add(cell[0] == left[0] + left[2], REQUIRED)
                s.add(cell[3] == line[0][3], REQUIRED)
            if row == 0:
                s.add(cell[1] == 0, REQUIRED)
                s.add(cell[2] == 10 + column % 5, REQUIRED)
            else:
                above = cells[row - 1][column]
                s.add(cell[1] == above[1] + above[3], REQUIRED)
                s.add(cell[2] == cells[0][column][2], REQUIRED)
            if column == 0:
                s.add(cell[3] == 10 + row % 3, REQUIRED)
            line.append(cell)
        cells.append(line)
    return s


def random_system(n, seed, conflicts, strengths=None):
    strengths = strengths or STRENGTHS
    s = System()
    s.unique = False
    r = Seeded(seed)
    for _ in range(n):
        s.variable()
    point = [r.int(1000) / 7 for _ in range(n)]
    for index in range(2 * n):
        expression = 0
        value = 0.0
        for _ in range(1 + r.int(3)):
            variable = r.int(n)
            coefficient = (r.int(4) + 1) / 2 * (1 if r.int(2) == 0 else -1)
            expression = expression + s.variables[variable] * coefficient
            value += coefficient * point[variable]
        kind = r.int(6)
        slack = r.int(50) / 3
        other = r.int(900) / 3
        strength = strengths[r.int(len(strengths))]
        relation = r.int(3)
        if conflicts and index % 10 == 9:
            s.add(expression == value + 1 + slack, REQUIRED)
            continue
        if kind == 0:
            s.add(expression == value, REQUIRED)
        elif kind == 1:
            s.add(expression <= value + slack, REQUIRED)
        elif kind == 2:
            s.add(expression >= value - slack, REQUIRED)
        else:
            made = [expression == other, expression <= other, expression >= other][relation]
            s.add(made, strength)
    return s


def edits(n):
    s = System()
    previous = 0
    heights = []
    for index in range(n // 2):
        top, height = s.variable(), s.variable()
        s.add(top == previous, REQUIRED)
        s.add(height >= 0, REQUIRED)
        s.add(height == 10 + index % 7, kiwi.strength.medium)
        heights.append(height)
        previous = top + height + 2
    step = max(1, len(heights) // 4)
    s.edits = [heights[min(len(heights) - 1, k * step)] for k in range(4)]
    s.suggestions = [(k % 4, float(20 + k % 37)) for k in range(1000)]
    return s


def churn(n):
    s = grid(n)
    r = Seeded(77)
    chosen = set()
    while len(chosen) < len(s.constraints) // 10:
        chosen.add(r.int(len(s.constraints)))
    s.churn = sorted(chosen)
    return s


SHAPES = {
    "chain": chain,
    "shuffled": shuffled_chain,
    "equalChain": equal_chain,
    "grid": grid,
    "shuffledEqualChain": lambda n: shuffled(equal_chain(n)),
    "shuffledGrid": lambda n: shuffled(grid(n)),
    "rows": rows,
    "shuffledRows": lambda n: shuffled(rows(n)),
    "random": lambda n: random_system(n, 2024, False),
    "conflicts": lambda n: random_system(n, 2025, True),
    "randomWeak": lambda n: random_system(n, 2024, False, [kiwi.strength.weak] * 4),
    "edits": edits,
    "churn": churn,
}


def run_kiwi(system):
    solver = kiwi.Solver()
    refused = 0
    start = time.process_time()
    for constraint in system.constraints:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            refused += 1
    solver.updateVariables()
    build = time.process_time() - start
    start = time.process_time()
    if system.edits:
        for variable in system.edits:
            solver.addEditVariable(variable, "strong")
        for index, value in system.suggestions:
            solver.suggestValue(system.edits[index], value)
            solver.updateVariables()
    held = [i for i in system.churn if solver.hasConstraint(system.constraints[i])]
    for index in held:
        solver.removeConstraint(system.constraints[index])
    for index in reversed(system.churn):
        try:
            solver.addConstraint(system.constraints[index])
        except kiwi.UnsatisfiableConstraint:
            pass
    solver.updateVariables()
    return build, time.process_time() - start, refused, solver


def median(values):
    return sorted(values)[len(values) // 2]


def kiwi_child(shape, n, repeats, out):
    """Runs kiwisolver on one shape in this (child) process: kiwisolver aborts the process on
    some systems ("objective is unbounded"), which the parent reports instead of dying."""
    runs = []
    for _ in range(repeats):
        system = SHAPES[shape](n)
        runs.append(run_kiwi(system))
    build, ops = median([r[0] for r in runs]), median([r[1] for r in runs])
    solver = runs[-1][3]
    held = [i for i, c in enumerate(system.constraints) if solver.hasConstraint(c)]
    with open(out, "w") as f:
        f.write(" ".join(map(str, held)) + "\n")
        f.write("\n".join(repr(v.value()) for v in system.variables))
    print(f"{build} {ops} {runs[-1][2]}")


def run_group(command, timeout):
    """Runs `command` in its own process group; on timeout the whole group is killed (killing
    /usr/bin/time alone would leave the probe running) and TimeoutExpired raised."""
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        stdout, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise
    return subprocess.CompletedProcess(command, process.returncode, stdout, stderr)


def run_probe(args, shape, n):
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as out:
        done = run_group(["/usr/bin/time", "-f", "%M", args.probe, shape, str(n), str(args.repeats), out.name], args.timeout)
        if done.returncode != 0:
            raise subprocess.CalledProcessError(done.returncode, args.probe, done.stdout, done.stderr)
        ours = dict(part.split("=") for part in done.stdout.split()[2:])
        resident = int(done.stderr.strip().splitlines()[-1])
        values = [float(value) for value in open(out.name).read().split()]
    return ours, resident * 1024 / int(ours["constraints"]), values


def run_peer(args, command, out):
    """Runs a kiwisolver side that prints "BUILD OPS REFUSED" and writes the held constraints'
    indices and then the variables' values to `out`: (build, ops, refused, held, values), or None
    and why it failed."""
    try:
        done = run_group(command, args.timeout)
    except subprocess.TimeoutExpired:
        return None, f"over {args.timeout:.0f} s"
    if done.returncode != 0:
        reason = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit {done.returncode}"
        return None, reason
    build, ops, refused = done.stdout.split()
    lines = open(out).read().split("\n")
    held = {int(i) for i in lines[0].split()}
    values = [float(v) for v in lines[1:] if v]
    return (float(build), float(ops), int(refused), held, values), None


def run_kiwi_child(args, shape, n):
    with tempfile.NamedTemporaryFile("r", suffix=".txt") as out:
        return run_peer(args, [sys.executable, __file__, "--kiwi-child", shape, str(n), str(args.repeats), out.name], out.name)


def write_system(system, path):
    """Writes `system` for Benchmarks/peers/kiwi_core.cpp (its format is described there)."""
    index = {variable.name(): i for i, variable in enumerate(system.variables)}
    with open(path, "w") as f:
        f.write(f"variables {len(system.variables)}\n")
        for constraint in system.constraints:
            expression = constraint.expression()
            terms = " ".join(f"{index[t.variable().name()]}:{t.coefficient()!r}" for t in expression.terms())
            f.write(f"c {constraint.op()} {constraint.strength()!r} {expression.constant()!r} {terms}\n")
        for variable in system.edits:
            f.write(f"e {index[variable.name()]}\n")
        for edit, value in system.suggestions:
            f.write(f"s {edit} {value!r}\n")
        for i in system.churn:
            f.write(f"r {i}\n")


def run_kiwi_core(args, system):
    """kiwisolver's C++ core on `system`: (build, ops, refused, held, values), or None and why."""
    with tempfile.NamedTemporaryFile("r", suffix=".sys") as spec, tempfile.NamedTemporaryFile("r", suffix=".txt") as out:
        write_system(system, spec.name)
        return run_peer(args, [args.kiwi_core, spec.name, str(args.repeats), out.name], out.name)


def core_cells(args, system, mine, b, o, has_ops):
    """The C++ core's columns: build, ratio, ops, ratio, and how its answer compares with ours."""
    if not args.kiwi_core:
        return "not run | | | | "
    result, failure = run_kiwi_core(args, system)
    if result is None:
        return f"failed: {failure} | | | | "
    build, ops, refused, held, theirs = result
    ratio = lambda ks, us: f"{ks / us:.1f}x" if us > 0 else "-"
    if system.unique:
        worst = max(abs(a - b_) for a, b_ in zip(mine, theirs))
        answer = "equal (1e-6)" if worst <= 1e-6 else f"DIFFER by {worst:.3g}"
    else:
        gap = abs(objective_at(system, mine) - objective_at(system, theirs)) / max(1.0, abs(objective_at(system, theirs)))
        answer = f"objective {'equal' if gap <= 1e-6 else 'DIFFERS'} ({gap:.0e}), refused {refused}"
    ops_cells = f"{ops:.5f} | {ratio(ops, o)}" if has_ops else "- | -"
    return f"{build:.5f} | {ratio(build, b)} | {ops_cells} | {answer}"


def required_violation_at(system, values, held):
    names = {variable.name(): value for variable, value in zip(system.variables, values)}
    worst = 0.0
    for index, constraint in enumerate(system.constraints):
        if constraint.strength() < REQUIRED or index not in held:
            continue
        expression = constraint.expression()
        total = expression.constant()
        size = abs(total)
        for term in expression.terms():
            part = term.coefficient() * names[term.variable().name()]
            total += part
            size += abs(part)
        value = total / max(1.0, size)
        op = constraint.op()
        worst = max(worst, abs(value) if op == "==" else (value if op == "<=" else -value))
    return worst


def objective_at(system, values):
    """The Cassowary objective at `values`: each optional constraint's strength times its error
    (|expression| for ==, the part beyond the bound for <= and >=). Its minimum is unique even
    where the solution is not, so it compares the random systems' answers."""
    names = {variable.name(): value for variable, value in zip(system.variables, values)}
    total = 0.0
    for constraint in system.constraints:
        if constraint.strength() >= REQUIRED:
            continue
        expression = constraint.expression()
        value = expression.constant() + sum(term.coefficient() * names[term.variable().name()] for term in expression.terms())
        op = constraint.op()
        total += constraint.strength() * (abs(value) if op == "==" else max(0.0, value if op == "<=" else -value))
    return total


def main():
    if len(sys.argv) == 6 and sys.argv[1] == "--kiwi-child":
        kiwi_child(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5])
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--probe", default=os.path.join(os.path.dirname(__file__), "..", ".build", "release", "SolverTopologyProbe"))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--max-kiwi-seconds", type=float, default=60.0)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per run of either side")
    parser.add_argument("--kiwi-core", help="Benchmarks/peers/kiwi_core.cpp built: kiwisolver's C++ core")
    parser.add_argument("sizes", nargs="*", type=int, default=[200, 1000, 5000, 10000])
    args = parser.parse_args()
    print("| shape | N | constraints | Cassowary build (s) | kiwisolver build (s) | kiwi/ours | Cassowary ops (s) | kiwisolver ops (s) | kiwi/ours | refused (ours/kiwi) | probe max RSS per constraint | answers | kiwi C++ core build (s) | core/ours | kiwi C++ core ops (s) | core/ours | core's answers |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for shape in args.shapes.split(","):
        skip = None
        for n in args.sizes:
            try:
                ours, per_constraint, mine = run_probe(args, shape, n)
            except subprocess.TimeoutExpired:
                print(f"| {shape} | {n} | | Cassowary over {args.timeout:.0f} s: larger N not run | | | | | | | | | | | | | |", flush=True)
                break
            b, o = float(ours["build"]), float(ours["ops"])
            system = SHAPES[shape](n)
            has_ops = bool(system.edits or system.churn)
            head = f"| {shape} | {n} | {ours['constraints']} | {b:.5f}"
            core = core_cells(args, system, mine, b, o, has_ops)
            if skip:
                print(f"{head} | {skip} | | {o:.4f} | | | {ours['refused']}/- | {per_constraint:.0f} B | not checked | {core} |", flush=True)
                continue
            result, failure = run_kiwi_child(args, shape, n)
            if result is None:
                skip = f"kiwisolver failed at N={n}: {failure}"
                print(f"{head} | kiwisolver failed: {failure} | | {o:.4f} | | | {ours['refused']}/- | {per_constraint:.0f} B | ours: required hold to {required_violation_at(system, mine, set(range(len(system.constraints)))):.1e} | {core} |", flush=True)
                continue
            build, ops, refused, held, theirs = result
            if build + ops > args.max_kiwi_seconds:
                skip = f"(kiwisolver not run: {build + ops:.0f} s at N={n})"
            if system.unique:
                worst = max(abs(a - b_) for a, b_ in zip(mine, theirs))
                answers = "equal (1e-6)" if worst <= 1e-6 else f"DIFFER by {worst:.3g}"
            else:
                ours_objective, kiwi_objective = objective_at(system, mine), objective_at(system, theirs)
                gap = abs(ours_objective - kiwi_objective) / max(1.0, abs(kiwi_objective))
                answers = f"required hold: ours {required_violation_at(system, mine, held):.1e}, kiwi {required_violation_at(system, theirs, held):.1e}; objective {'equal' if gap <= 1e-6 else 'DIFFERS'} ({gap:.0e})"
            ratio = lambda ks, us: f"{ks / us:.1f}x" if us > 0 else "-"
            ops_cells = f"{o:.5f} | {ops:.5f} | {ratio(ops, o)}" if has_ops else "- | - | -"
            print(f"{head} | {build:.5f} | {ratio(build, b)} | {ops_cells} | {ours['refused']}/{refused} | {per_constraint:.0f} B | {answers} | {core} |", flush=True)


if __name__ == "__main__":
    main()
