#!/usr/bin/env python3
"""Checks that the installed Python packages satisfy scripts/python-requirements.txt.

    python3 scripts/python-packages.py           prints what is missing or out of range; exit 1 if any
    python3 scripts/python-packages.py NAME...   only those packages

Only the standard library: it runs before anything is installed. Understands the forms the
requirements file uses: NAME==V, NAME>=V and NAME<V, comma-separated.
"""
import os
import re
import sys
from importlib import metadata

HERE = os.path.dirname(os.path.abspath(__file__))


def version_tuple(text):
    parts = []
    for piece in text.split("."):
        match = re.match(r"\d+", piece)
        if not match:
            break
        parts.append(int(match.group()))
    return tuple(parts)


def satisfies(installed, clauses):
    have = version_tuple(installed)
    for operator, wanted in clauses:
        want = version_tuple(wanted)
        # Compare on as many parts as the requirement spells (==0.8.2 is 0.8.2, not 0.8.2.1).
        mine = have[:len(want)] + (0,) * max(0, len(want) - len(have))
        if operator == "==" and mine != want:
            return False
        if operator == ">=" and have < want:
            return False
        if operator == "<" and have >= want:
            return False
    return True


def requirements():
    found = []
    with open(os.path.join(HERE, "python-requirements.txt"), encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name = re.match(r"[A-Za-z0-9_.-]+", line).group()
            clauses = re.findall(r"(==|>=|<)\s*([0-9][0-9A-Za-z.]*)", line[len(name):])
            found.append((name, line, clauses))
    return found


def main(names):
    problems = []
    for name, spec, clauses in requirements():
        if names and name not in names:
            continue
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            problems.append(f"{name}: not installed (wanted {spec})")
            continue
        if not satisfies(installed, clauses):
            problems.append(f"{name}: {installed} installed, wanted {spec}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
