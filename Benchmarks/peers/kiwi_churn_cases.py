"""Writes Tests/CassowaryTests/Fixtures/kiwi_churn_cases.json: layout-like systems that kiwisolver
1.5.1 solves step by step while they are churned in batches (constraints removed together, added
back together, constants changed together, edit variables come and go).

Each expectation is kiwisolver's objective (the strength-weighted violation of every non-required
constraint and edit, kiwisolver's weights: strong 1e6, medium 1e3, weak 1). Alternative optima are common in these systems (two weak
preferences that cannot both hold), so the test checks that the solver holds every required
constraint and reaches the same objective, not the same vertex.

Batches of constant changes follow `Solver.setConstants(_:refusing:)`: the changes are made
together; when they cannot hold together, the first change that cannot hold after those before it
is refused, those before it are made, and the rest are tried together again.

kiwisolver's C++ core aborts the process on some churned systems ("Dual optimize failed"), so each
case is solved in a child process and dropped when it dies.

Usage: Benchmarks/.venv/bin/python Benchmarks/peers/kiwi_churn_cases.py [SEED] [COUNT] [OUT]
"""
import json
import multiprocessing
import random
import sys

import kiwisolver as kiwi

WEIGHTS = {"strong": 1e6, "medium": 1e3, "weak": 1.0}
STRENGTHS = {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
             "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}


def expression(terms, constant, op, strength):
    return {"terms": [[c, n] for c, n in terms], "constant": constant, "op": op, "strength": strength}


def violation(e, values):
    x = e["constant"] + sum(c * values[n] for c, n in e["terms"])
    return {"==": abs(x), "<=": max(0.0, x), ">=": max(0.0, -x)}[e["op"]]


class Kiwi:
    """kiwisolver holding the live constraints by id."""

    def __init__(self, names):
        self.variables = {n: kiwi.Variable(n) for n in names}
        self.solver = kiwi.Solver()
        self.live = {}
        self.made = {}
        self.edits = {}

    def make(self, e):
        x = e["constant"]
        for c, n in e["terms"]:
            x = x + c * self.variables[n]
        return {"==": x == 0, "<=": x <= 0, ">=": x >= 0}[e["op"]] | STRENGTHS[e["strength"]]

    def add(self, key, e):
        made = self.make(e)
        self.solver.addConstraint(made)
        self.live[key], self.made[key] = e, made

    def remove(self, key):
        self.solver.removeConstraint(self.made.pop(key))
        del self.live[key]

    def holds(self, changes):
        """Whether the live constraints with `changes` (id, constant) can all hold: asked of a new
        kiwisolver, so the answer does not depend on this one's history."""
        other = Kiwi(list(self.variables))
        changed = dict(changes)
        try:
            for key, e in self.live.items():
                other.add(key, dict(e, constant=changed[key]) if key in changed else e)
        except kiwi.UnsatisfiableConstraint:
            return False
        return True

    def set_constants(self, changes):
        """Makes the changes by `Solver.setConstants(_:refusing:)`'s rule; returns the refused ids."""
        made, refused = [], []
        while changes and not self.holds(made + changes):
            # The shortest prefix that cannot hold after the changes made ends at the refused one.
            low, high = 0, len(changes) - 1
            while low < high:
                middle = (low + high) // 2
                if self.holds(made + changes[: middle + 1]):
                    low = middle + 1
                else:
                    high = middle
            refused.append(changes[low][0])
            made += changes[:low]
            changes = changes[low + 1:]
        for key, constant in made + changes:
            e = dict(self.live[key], constant=constant)
            self.remove(key)
            self.add(key, e)
        return refused

    def objective(self, values):
        total = sum(WEIGHTS[e["strength"]] * violation(e, values)
                    for e in self.live.values() if e["strength"] != "required")
        for name, (strength, value) in self.edits.items():
            total += WEIGHTS[strength] * abs(values[name] - value)
        return total

    def values(self):
        self.solver.updateVariables()
        return {n: round(v.value(), 9) + 0.0 for n, v in self.variables.items()}


def build(rng):
    """A system's names, its constraints (id -> expression) and the order they are added in."""
    n = rng.choice([3, 5, 8, 12])
    axes = rng.choice([1, 2])
    names = ["W", "H"][:axes]
    constraints = []

    def add(terms, constant, op, strength):
        constraints.append(expression(terms, constant, op, strength))

    add([(1, "W")], -rng.choice([320, 375, 414, 768]), "==", rng.choice(["strong", "required", "required"]))
    if axes == 2:
        add([(1, "H")], -rng.choice([480, 667, 844]), "==", rng.choice(["strong", "required", "required"]))
    for axis in range(axes):
        edge, size, container = ("l", "w", "W") if axis == 0 else ("t", "h", "H")
        names += [f"{edge}{i}" for i in range(n)] + [f"{size}{i}" for i in range(n)]
        add([(1, f"{edge}0")], -rng.choice([0, 8, 16]), "==", rng.choice(["required", "strong"]))
        for i in range(n):
            add([(1, f"{size}{i}")], -rng.choice([0, 10, 20, 44]), ">=", "required")
            if rng.random() < 0.3:
                add([(1, f"{size}{i}")], -rng.choice([100, 200, 300]), "<=", rng.choice(["required", "strong"]))
            if rng.random() < 0.8:
                add([(1, f"{size}{i}")], -rng.choice([30, 50, 80, 120, 200]), "==",
                    rng.choice(["strong", "medium", "weak"]))
            if i == 0:
                continue
            add([(1, f"{edge}{i}"), (-1, f"{edge}{i - 1}"), (-1, f"{size}{i - 1}")], -rng.choice([0, 4, 8]),
                rng.choice(["==", "==", ">="]), "required")
            kind = rng.random()
            if kind < 0.15:
                add([(1, f"{size}{i}"), (-1, f"{size}{rng.randrange(i)}")], 0, "==",
                    rng.choice(["required", "medium"]))
            elif kind < 0.25:
                add([(1, f"{size}{i}"), (-rng.choice([2, 0.5, 1.5]), f"{size}{rng.randrange(i)}")], 0, "==",
                    rng.choice(["required", "medium", "weak"]))
            elif kind < 0.3:
                add([(1, f"{edge}{i}"), (0.5, f"{size}{i}"), (-0.5, container)], 0, "==",
                    rng.choice(["weak", "medium"]))
        add([(1, f"{edge}{n - 1}"), (1, f"{size}{n - 1}"), (-1, container)], rng.choice([0, 16]),
            rng.choice(["==", "<="]), "required")
    return names, constraints


class Stale(Exception):
    """kiwisolver's incremental solution differs from a fresh solve of the same constraints."""


def fresh_objective(model, rng):
    """The objective of `model`'s live constraints and edits solved by a new kiwisolver, added in
    a shuffled order."""
    other = Kiwi(list(model.variables))
    keys = list(model.live)
    rng.shuffle(keys)
    for key in keys:
        other.add(key, model.live[key])
    for name, (strength, value) in model.edits.items():
        other.solver.addEditVariable(other.variables[name], STRENGTHS[strength])
        other.solver.suggestValue(other.variables[name], value)
        other.edits[name] = (strength, value)
    return other.objective(other.values())


def solve(seed, index):
    try:
        return solve_case(seed, index)
    except Stale:
        return None


def solve_case(seed, index):
    """One case: the build, then batches; None when a required constraint of the build is refused."""
    rng = random.Random(seed * 100_003 + index)
    names, constraints = build(rng)
    model = Kiwi(names)
    steps = []

    def expect():
        objective = model.objective(model.values())
        # kiwisolver's incremental answer is not always optimal after churn (it can also stop
        # with "Dual optimize failed"): the case is kept only where it equals a fresh solve's.
        if abs(objective - fresh_objective(model, rng)) > 1e-6 * max(1.0, objective):
            raise Stale()
        steps.append({"objective": objective})

    order = list(range(len(constraints)))
    if rng.random() < 0.3:
        rng.shuffle(order)
    for key in order:
        try:
            model.add(key, constraints[key])
        except kiwi.UnsatisfiableConstraint:
            return None
        steps.append({"add": constraints[key], "id": key})
    expect()
    removed = {}
    for _ in range(rng.randint(3, 6)):
        kind = rng.random()
        if kind < 0.25 and len(model.live) > 4:
            keys = rng.sample(sorted(model.live), rng.randint(1, min(6, len(model.live) - 1)))
            for key in keys:
                removed[key] = model.live[key]
                model.remove(key)
            steps.append({"removeBatch": keys})
        elif kind < 0.45 and removed:
            keys = rng.sample(sorted(removed), rng.randint(1, len(removed)))
            batch = []
            for key in keys:
                try:
                    model.add(key, removed[key])
                except kiwi.UnsatisfiableConstraint:
                    return None
                batch.append({"add": removed.pop(key), "id": key})
            steps.append({"addBatch": batch})
        elif kind < 0.8:
            keys = rng.sample(sorted(model.live), rng.randint(1, min(6, len(model.live))))
            changes = [(key, model.live[key]["constant"] + rng.choice([-1000, -300, -40, -10, -4, 4, 10, 40, 100, 300, 1000]))
                       for key in keys]
            refused = model.set_constants(changes)
            steps.append({"setConstants": [[k, c] for k, c in changes], "refused": refused})
        else:
            name = rng.choice(names[: 2 if "H" in names else 1])
            if name in model.edits:
                model.solver.removeEditVariable(model.variables[name])
                del model.edits[name]
                steps.append({"unedit": name})
            else:
                strength = rng.choice(["strong", "medium", "weak"])
                value = rng.choice([100, 300, 500, 900])
                model.solver.addEditVariable(model.variables[name], STRENGTHS[strength])
                model.solver.suggestValue(model.variables[name], value)
                model.edits[name] = (strength, value)
                steps.append({"edit": name, "strength": strength})
                steps.append({"suggest": name, "value": value})
        expect()
    return {"name": f"churn_{seed}_{index}", "variables": names, "steps": steps}


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 38
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 150
    out = sys.argv[3] if len(sys.argv) > 3 else "Tests/CassowaryTests/Fixtures/kiwi_churn_cases.json"
    cases, index = [], 0
    with multiprocessing.get_context("fork").Pool(1, maxtasksperchild=1) as pool:
        while len(cases) < count:
            index += 1
            try:
                case = pool.apply_async(solve, (seed, index)).get(10)
            except Exception:
                case = None
            if case:
                cases.append(case)
    with open(out, "w") as file:
        json.dump({"source": f"kiwisolver {kiwi.__version__}, seed {seed}", "cases": cases}, file,
                  separators=(",", ":"))
    print(len(cases), "cases,", sum(1 for c in cases for s in c["steps"] if "objective" in s), "objectives")


if __name__ == "__main__":
    main()
