#!/usr/bin/env python3
"""Compiles the DocC catalogs and fails on any documentation warning not in the baseline.

Usage: docc-check.py SWIFT [--update]

DocC's warnings are errors here (a broken symbol link fails `make test`), except those listed in
docs/tools/docc-baseline.txt: known broken links in doc comments of files other helpers are
rewriting, one "path: message" per line, to be fixed by their owners and then deleted from the list.
--update rewrites the baseline from the current warnings.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BASELINE = os.path.join(ROOT, "docs", "tools", "docc-baseline.txt")
LINE = re.compile(r"^(/[^:]+):\d+:\d+: (?:warning|error): (.*)$")


def main():
    swift = sys.argv[1] if len(sys.argv) > 1 else "swift"
    command = [
        swift, "package", "--allow-writing-to-directory", ".build/docs-check", "generate-documentation",
        "--target", "Inertia", "--target", "ScrollPhysics", "--target", "Cassowary",
        "--enable-experimental-combined-documentation", "--disable-parameters-and-returns-validation",
        "--ide-console-output", "--output-path", ".build/docs-check",
    ]
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    output = result.stdout + result.stderr
    if result.returncode != 0:
        sys.stdout.write(output)
        print("docc-check: the documentation did not compile")
        return 1
    found = set()
    for line in output.splitlines():
        match = LINE.match(line)
        if match:
            found.add(f"{os.path.relpath(match.group(1), ROOT)}: {match.group(2)}")
    if "--update" in sys.argv:
        with open(BASELINE, "w") as handle:
            handle.writelines(entry + "\n" for entry in sorted(found))
        print(f"docc-check: {len(found)} warnings written to {os.path.relpath(BASELINE, ROOT)}")
        return 0
    known = set()
    if os.path.exists(BASELINE):
        with open(BASELINE) as handle:
            known = {line.rstrip("\n") for line in handle if line.strip()}
    new = sorted(found - known)
    for entry in new:
        print(f"docc: {entry}")
    fixed = sorted(known - found)
    if fixed:
        print(f"docc-check: {len(fixed)} baseline warnings are gone; delete them from the baseline:")
        for entry in fixed:
            print(f"  {entry}")
    if new:
        print(f"docc-check: {len(new)} documentation warnings (broken symbol links fail the build)")
        return 1
    print(f"docc-check: documentation compiles ({len(found)} known warnings in the baseline)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
