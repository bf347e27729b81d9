# Reads formline's answers back from every output format in FOLDER and prints each
# difference from out.json (one a line; nothing when all agree). Used by OutputRoundTripTests.
#   python3 read-back.py FOLDER
import json, os, re, subprocess, sys

import dotenv
import yaml

folder = sys.argv[1]
problems = []


def text(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "\n".join(value)
    return value


def name(field_id):
    n = re.sub(r"[^A-Za-z0-9_]", "_", field_id)
    return "_" + n if n[:1].isdigit() else n


with open(os.path.join(folder, "out.json"), "rb") as f:
    raw = f.read()
answers = json.loads(raw)
tokens = json.loads(raw, parse_float=str, parse_int=str)
names = [name(k) for k in tokens]
texts = [text(v).encode() for v in tokens.values()]
printing = " ".join('"$%s"' % n for n in names)


def shells():
    for shell in ["/bin/sh", "/bin/bash", "/usr/bin/zsh"]:
        if os.path.exists(shell):
            yield shell


def compare(where, got):
    if got != texts:
        problems.append("%s: read back %r, expected %r" % (where, got, texts))


# yaml: PyYAML, then formline itself (out-yaml.json is `run --answers out.yaml --format json`)
with open(os.path.join(folder, "out.yaml"), "rb") as f:
    try:
        read = yaml.safe_load(f)
        if read != answers:
            problems.append("yaml: PyYAML read %r, expected %r" % (read, answers))
    except yaml.YAMLError as error:
        problems.append("yaml: PyYAML refused it: %s" % error)
with open(os.path.join(folder, "out-yaml.json"), "rb") as f:
    if f.read() != raw:
        problems.append("yaml: formline read it back differently")

# lines: each line through printf %b
with open(os.path.join(folder, "out.lines"), "rb") as f:
    lines = f.read().split(b"\n")
if lines[-1] != b"":
    problems.append("lines: no final newline")
lines = lines[:-1]
got = []
for line in lines:
    got.append(subprocess.run(["/bin/sh", "-c", "printf '%b' \"$1\"", "sh", line], capture_output=True, cwd=folder).stdout)
compare("lines", got)

# shell: eval in each shell
with open(os.path.join(folder, "out.shell"), "rb") as f:
    script = f.read()
for shell in shells():
    result = subprocess.run([shell, "-c", "eval \"$(cat)\" || exit 9; printf '%s\\0' " + printing],
                            input=script, capture_output=True, cwd=folder)
    compare("shell (%s)" % shell, result.stdout.split(b"\0")[:-1])

# env: `set -a; . ./out.env` in each shell, and python-dotenv (interpolating, its default)
env_path = os.path.join(folder, "out.env")
if os.path.exists(env_path):
    for shell in shells():
        result = subprocess.run([shell, "-c", "set -a; . ./out.env || exit 9; printf '%s\\0' " + printing],
                                capture_output=True, cwd=folder, env={"PATH": "/usr/bin:/bin", "HOME": "/nonexistent"})
        compare("env (%s)" % shell, result.stdout.split(b"\0")[:-1])
    values = dotenv.dotenv_values(env_path)
    compare("env (python-dotenv)", [(values.get(n, "MISSING") or "").encode() for n in names])

if os.path.exists(os.path.join(folder, "PWNED")):
    problems.append("a value ran a command: PWNED exists")
for problem in problems:
    print(problem)
