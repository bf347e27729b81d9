#!/usr/bin/env python3
"""The schema corpus (Tests/Fixtures/schemas): every schema imports, runs, and its answers
validate under the original schema.

    scripts/check-schema-corpus.py FORMLINE_BINARY [--records N]

For each schema (the pydantic models' schemas are written first, into a temporary folder):
`formline import` must succeed and the form it writes must pass `formline check`; then answers
are generated from `formline describe SCHEMA --format json` (fixed seed: every field answered,
and only the required ones) and given to `formline run SCHEMA --answers - --no-input`, whose
output must be valid under the ORIGINAL schema with python's jsonschema (format checking on).
Then the differential: every output, in the schema's own shape (nested objects, typed choices),
is a record for `formline fill SCHEMA` (all of a schema's records in one run, on one job and on
two), which must accept each and print exactly the JSON `run` printed.
Prints `NAME: N outputs valid, N filled the same` per schema and exits non-zero on any problem.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

import jsonschema

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "Fixtures", "schemas")
SAMPLES = ["ada", "Ada Lovelace", "ada@example.com", "https://example.com/a", "example.com", "ABC-123", "abc-def",
           "AB1 2CD", "doggie", "main", "docs/*.md", "/tmp/cert.pem", "123e4567-e89b-12d3-a456-426614174000",
           "2026-12-24T18:00:00Z", "192.0.2.1", "service-one", "x"]


def pydantic_schemas(folder):
    sys.path.insert(0, CORPUS)
    import pydantic_models  # noqa: E402
    paths = []
    for name, model in pydantic_models.MODELS.items():
        path = os.path.join(folder, name + ".json")
        with open(path, "w") as out:
            json.dump(model.model_json_schema(), out, indent=2)
        paths.append(path)
    return paths


def text_answer(field, rng):
    bounds = field.get("bounds") or {}
    low, high = bounds.get("minLength", 0), bounds.get("maxLength", 10 ** 6)
    pattern = field.get("pattern")
    for sample in rng.sample(SAMPLES, len(SAMPLES)):
        if low <= len(sample) <= high and (pattern is None or re.search(pattern, sample)):
            return sample
    return None


def answer(field, rng):
    kind, bounds = field["kind"], field.get("bounds") or {}
    if kind in ("text", "secret"):
        return text_answer(field, rng)
    if kind == "path":
        return "/tmp"
    if kind == "date":
        return "2026-12-24"
    if kind == "confirm":
        return rng.choice([True, False])
    if kind == "number":
        low = bounds.get("min", 0 if bounds.get("max", 1) >= 0 else bounds["max"])
        high = bounds.get("max", low + 10)
        value = rng.randint(int(low) if low == int(low) else int(low) + 1, int(high))
        return value
    if kind == "choice":
        if field.get("multiple"):
            count = max(bounds.get("minItems", 1), 1)
            return rng.sample(field["choices"], min(count, len(field["choices"])))
        return rng.choice(field["choices"])
    if kind == "list":
        rows = max(bounds.get("minItems", 0), 1)
        rows = min(rows + 1, bounds.get("maxItems", 2))
        values = [text_answer(field, rng) for _ in range(rows)]
        return [value for value in values if value is not None] or None
    if kind == "group":
        rows = max(bounds.get("minItems", 0), 1)
        return [{member["id"]: answer(member, rng) for member in field["fields"] if answer(member, rng) is not None}
                for _ in range(rows)]
    return None


def answers_for(description, rng, only_required):
    answers = {}
    for field in description["fields"]:
        if field.get("condition") is not None and only_required:
            continue
        if only_required and not field["required"]:
            continue
        value = answer(field, rng)
        if value is not None:
            answers[field["id"]] = value
    # A field shown by a condition: answer what shows it (a confirm tested for true).
    return answers


def run(binary, args, stdin=""):
    return subprocess.run([binary] + args, input=stdin, capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, NO_COLOR="1", FORMLINE_TODAY="2026-11-23"))


def main():
    binary = sys.argv[1]
    records = int(sys.argv[sys.argv.index("--records") + 1]) if "--records" in sys.argv else 5
    problems = 0
    with tempfile.TemporaryDirectory() as folder:
        schemas = pydantic_schemas(folder) + sorted(
            os.path.join(CORPUS, name) for name in os.listdir(CORPUS) if name.endswith(".json"))
        for path in schemas:
            name = os.path.basename(path)[:-5]
            with open(path) as handle:
                schema = json.load(handle)
            form = os.path.join(folder, name + ".yaml")
            imported = run(binary, ["import", path, "-o", form])
            checked = run(binary, ["check", form]) if imported.returncode == 0 else imported
            if imported.returncode != 0 or checked.returncode != 0:
                print(f"{name}: PROBLEM import: {imported.stderr}" + ("" if checked is imported else checked.stdout + checked.stderr))
                problems += 1
                continue
            described = json.loads(run(binary, ["describe", path, "--format", "json"]).stdout)
            validator = jsonschema.validators.validator_for(schema)(schema, format_checker=jsonschema.FormatChecker())
            rng = random.Random(f"{name}-38")
            valid = 0
            outputs = []
            for record in range(records):
                given = answers_for(described, rng, only_required=record % 2 == 1)
                result = run(binary, ["run", path, "--answers", "-", "--no-input"], json.dumps(given))
                if result.returncode != 0:
                    print(f"{name}: PROBLEM run exit {result.returncode} on {json.dumps(given)}: {result.stderr.strip()}")
                    problems += 1
                    continue
                output = json.loads(result.stdout)
                errors = sorted(validator.iter_errors(output), key=lambda e: list(e.path))
                if errors:
                    print(f"{name}: PROBLEM {json.dumps(output)} is invalid: "
                          + "; ".join(f"{list(e.path)}: {e.message}" for e in errors))
                    problems += 1
                    continue
                valid += 1
                outputs.append(result.stdout)
            same = 0
            for jobs in ("1", "2"):
                filled = run(binary, ["fill", path, "--jobs", jobs], "".join(outputs))
                if filled.returncode != 0 or filled.stdout != "".join(outputs):
                    print(f"{name}: PROBLEM fill --jobs {jobs} (exit {filled.returncode}) printed {filled.stdout!r} "
                          f"for run's {''.join(outputs)!r}: {filled.stderr.strip()}")
                    problems += 1
                    continue
                same = len(outputs)
            print(f"{name}: {valid} outputs valid, {same} filled the same")
    print("all valid" if problems == 0 else f"{problems} PROBLEMS")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
