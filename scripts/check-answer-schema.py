#!/usr/bin/env python3
"""Checks `formline describe FORM --format json-schema` against what `fill` and `run` do.

    scripts/check-answer-schema.py FORMLINE_BINARY FORM...    two summary lines per form; exit 0 when all agree
    scripts/check-answer-schema.py FORMLINE_BINARY --all      every form in forms/ and the fixtures that loads
                                                              and runs no command

For each form it generates records (fixed seed): valid ones, and ones with one answer broken
in a known way. Every answers object `fill` and `run --answers FILE --no-input` write must be
valid under the schema; every record `fill` refuses for a rule JSON Schema can express (types,
required, lengths, patterns, choices, bounds, whole numbers, items, line breaks, impossible
dates) must be invalid under it. Refusals for rules it cannot express (date bounds, paths on
disk, cross-field rules) are counted, not checked: docs/json-output.md lists them.

Then the agreement check: records with one answer changed in a way that tells (null for an
optional field; "", [] and [""] for a required one; NUL; a line break in a one-line value or a
list's row; a number for a text; "yes" for a confirm; [] for an optional list; an answer
against an ICU-only pattern; a row of a group), each given to `run --answers FILE --no-input
--format json` and to python's jsonschema: every disagreement must be one docs/json-output.md
lists ("What JSON Schema cannot say"), and everything run prints must be valid. Run from the
repository root. Exit status: 0 agree, 1 a disagreement, 2 jsonschema missing.
"""
import json
import os
import random
import re
import subprocess
import sys
import tempfile

try:
    import jsonschema
except ImportError as error:
    print(f"check-answer-schema: {error}; run scripts/setup (python3 -m pip install jsonschema)", file=sys.stderr)
    sys.exit(2)

ENVIRONMENT = dict(os.environ, FORMLINE_TODAY="2026-11-22", NO_COLOR="1")
# Broken answers that JSON Schema can say are wrong, and those it cannot.
EXPRESSIBLE = {"type", "choice", "maxLength", "minLength", "pattern", "minimum", "maximum", "integer",
               "maxItems", "minItems", "required", "lineBreak", "date"}
NOT_EXPRESSIBLE = {"dateBounds", "path", "rule", "icuPattern", "computedChoice"}


def formline(binary, arguments, text=""):
    return subprocess.run([binary] + arguments, input=text, capture_output=True, text=True, env=ENVIRONMENT, timeout=120)


def matches(field, text):
    pattern = field.get("pattern")
    bounds = field["bounds"]
    if pattern and not re.search(pattern, text):
        return False
    return bounds.get("minLength", 0) <= len(text) <= bounds.get("maxLength", 10 ** 9)


def valid(field, rng):
    kind, bounds = field["kind"], field["bounds"]
    if kind in ("text", "secret"):
        if field["multiline"]:
            return "line one\nline two"
        pool = ["ada@example.com", "ada-lovelace", "ada.lovelace", "Ada", "grace", "Zoë Ünïcode", "correct horse battery",
                "x" * bounds.get("minLength", 1)]
        fitting = [text for text in pool if matches(field, text)]
        return rng.choice(fitting) if fitting else None
    if kind == "confirm":
        return rng.choice([True, False])
    if kind in ("number", "rating"):  # a rating's bounds are a whole number's: 1 to its max
        low, high = bounds.get("min", 0), bounds.get("max", 1000)
        number = rng.randint(int(low), int(high))
        return number if bounds.get("integer") or rng.random() < 0.5 else number + 0.5 if number + 0.5 <= high else number
    if kind == "date":
        return rng.choice(["2026-12-01", "2027-03-15", "2028-02-29"])
    if kind == "choice":
        if field["multiple"]:
            low, high = bounds.get("minItems", 0), min(bounds.get("maxItems", len(field["choices"])), len(field["choices"]))
            if not field["choices"]:
                return None
            picked = rng.sample(field["choices"], rng.randint(min(low, high), high))
            return [choice for choice in field["choices"] if choice in picked]
        return rng.choice(field["choices"]) if field["choices"] else None  # computed choices: not known here
    if kind == "list":
        return [f"row {n}" for n in range(rng.randint(max(1, bounds.get("minItems", 1)), 3))]
    if kind == "path":
        return "forms/login.yaml"
    if kind == "group":
        rows = []
        for _ in range(rng.randint(max(1, bounds.get("minItems", 1)), 2)):
            row = {}
            ruled = {rule["field"] for rule in field.get("rules", [])}
            for member in field.get("fields", []):
                value = valid(member, rng)
                # A row's rules (end after start) are kept by leaving their optional field out.
                if value is not None and not (member["id"] in ruled and not member["required"]):
                    row[member["id"]] = value
            rows.append(row)
        return rows
    return None


def broken(field, rng):
    """(category, value) pairs that break this field's rules; value None means left out."""
    kind, bounds = field["kind"], field["bounds"]
    options = []
    if field["required"] and field["default"] is None:
        options.append(("required", None))
    if kind in ("text", "secret"):
        if "maxLength" in bounds:
            options.append(("maxLength", "x" * (bounds["maxLength"] + 1)))
        if bounds.get("minLength", 0) > 1:
            options.append(("minLength", "x" * (bounds["minLength"] - 1)))
        if field.get("pattern"):
            # An ICU-only pattern is left out of the schema (documented): not expressible there.
            options.append(("pattern" if portable(field["pattern"]) else "icuPattern", "!!! ???"))
        if not field["multiline"]:
            options.append(("lineBreak", "two\nlines"))
    if kind == "confirm":
        options.append(("type", "perhaps"))
    if kind in ("number", "rating"):
        options.append(("type", "many"))
        if "min" in bounds:
            options.append(("minimum", bounds["min"] - 1))
        if "max" in bounds:
            options.append(("maximum", bounds["max"] + 1))
        if bounds.get("integer"):
            options.append(("integer", 20.5))
    if kind == "choice" and not field["choices"]:
        options.append(("computedChoice", "no-such-choice"))  # known only at run time: the schema takes any string
    elif kind == "choice":
        if field["multiple"]:
            options.append(("choice", ["no-such-choice"]))
            if bounds.get("maxItems", 99) < len(field["choices"]):
                options.append(("maxItems", list(field["choices"])))
        else:
            options.append(("choice", "no-such-choice"))
    if kind == "date":
        options.append(("date", "2026-02-30"))
        if "min" in bounds:
            options.append(("dateBounds", "2001-01-01"))
    if kind == "list":
        options.append(("maxItems", [f"row {n}" for n in range(bounds["maxItems"] + 1)]))
        if "maxLength" in bounds:
            options.append(("maxLength", ["x" * (bounds["maxLength"] + 1)]))
    if kind == "path":
        options.append(("path", "no/such/file.txt"))
    return rng.choice(options) if options else None


def records(describe, rng, count):
    fields = describe["fields"]
    out = []
    for number in range(count):
        record = {}
        for field in fields:
            value = valid(field, rng)
            if value is not None:
                record[field["id"]] = value
        for rule in describe["rules"]:  # keep cross-field rules satisfied in the valid part
            if rule["comparison"] == "equals" and rule["other"] in record:
                record[rule["field"]] = record[rule["other"]]
        planted = None
        if number % 3 and fields:
            field = rng.choice(fields)
            if describe["rules"] and rng.random() < 0.1:
                rule = describe["rules"][0]
                if rule["comparison"] == "equals" and rule["other"] in record:
                    record[rule["field"]] = str(record[rule["other"]]) + "-not"
                    planted = (rule["field"], "rule")
            else:
                choice = broken(field, rng)
                if choice:
                    category, value = choice
                    if value is None:
                        record.pop(field["id"], None)
                    else:
                        record[field["id"]] = value
                    planted = (field["id"], category)
        out.append((record, planted))
    return out


def check_form(binary, form, rng):
    schema = json.loads(formline(binary, ["describe", form, "--format", "json-schema"]).stdout)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    describe = json.loads(formline(binary, ["describe", form, "--format", "json"]).stdout)
    generated = records(describe, rng, 300)
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        rejects_path = os.path.join(folder, "rejects")
        lines = "".join(json.dumps(record) + "\n" for record, _ in generated)
        filled = formline(binary, ["fill", form, "--rejects", rejects_path], lines)
        outputs = [json.loads(line) for line in filled.stdout.splitlines()]
        with open(rejects_path, encoding="utf-8") as handle:
            rejects = [json.loads(line) for line in handle]
        # run writes the same answers: a few accepted records through run --answers FILE --no-input.
        rejected_lines = {reject["line"] for reject in rejects}
        accepted = [record for n, (record, _) in enumerate(generated, 1) if n not in rejected_lines]
        for n, record in enumerate(accepted[:15]):
            path = os.path.join(folder, f"answers-{n}.json")
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(record, handle)
            run = formline(binary, ["run", form, "--answers", path, "--no-input"])
            if run.returncode == 0:
                outputs.append(json.loads(run.stdout))
            else:
                problems.append(f"run refused a record fill accepted: {run.stderr.strip()}")
    for output in outputs:
        errors = list(validator.iter_errors(output))
        if errors:
            problems.append(f"an output is invalid under the schema: {errors[0].message} in {json.dumps(output)[:200]}")
    checked = unexpressed = 0
    for reject in rejects:
        record, planted = generated[reject["line"] - 1]
        if not planted or planted[0] != reject["field"]:
            continue
        if planted[1] in NOT_EXPRESSIBLE:
            unexpressed += 1
            continue
        checked += 1
        if validator.is_valid(record):
            problems.append(f"fill refused {planted[1]} of {planted[0]} ({reject['message']}), the schema accepts it: {json.dumps(record)[:200]}")
    print(f"{form}: {len(outputs)} outputs valid, {checked} refusals refused by the schema, "
          f"{unexpressed} refusals it cannot express" + (f"; {len(problems)} PROBLEMS" if problems else ""))
    for problem in problems[:10]:
        print("  " + problem)
    return not problems


# Disagreements docs/json-output.md lists, by the change that makes them: what the schema
# accepts and formline refuses, and what the schema refuses and formline reads.
SCHEMA_ACCEPTS_LISTED = {"dateBounds", "path", "rule", "icuPattern", "whenOnArray", "computedChoice"}
SCHEMA_REFUSES_LISTED = {"numberAsText", "confirmWord", "emptyOptionalList", "emptyTakesDefault"}


def telling(field, rng, describe):
    """(category, value) changes whose verdict tells whether schema and formline agree."""
    kind, bounds = field["kind"], field["bounds"]
    options = []
    has_default = field["default"] is not None or field.get("defaultComputed")
    if not field["required"]:
        options.append(("null", None))
    else:
        empty = [] if kind in ("list", "group") or (kind == "choice" and field["multiple"]) else ""
        options.append(("emptyTakesDefault" if has_default else "emptyRequired", empty))
        if kind == "list":
            options.append(("emptyTakesDefault" if has_default else "blankRow", [""]))
    if kind in ("text", "secret", "path"):
        options.append(("nul", "a\u0000b"))
        if not field["multiline"]:
            options.append(("lineBreak", "two\nlines"))
        if kind == "text" and not field.get("pattern") and not field["choices"] and bounds.get("minLength", 0) <= 2:
            options.append(("numberAsText", 36))
        pattern = field.get("pattern")
        if pattern and not portable(pattern):
            options.append(("icuPattern", "!!! ???"))
    if kind == "confirm":
        options.append(("confirmWord", "yes"))
    if kind == "list":
        options.append(("lineBreak", ["one", "two\nlines"]))
        options.append(("nul", ["a\u0000b"]))
        if not field["required"]:
            options.append(("emptyOptionalList", []))
    if kind == "group" and field.get("fields"):
        member = rng.choice(field["fields"])
        row = {m["id"]: valid(m, rng) for m in field["fields"] if valid(m, rng) is not None}
        if member["kind"] in ("text", "secret") and not member["multiline"]:
            row[member["id"]] = "two\nlines"
            options.append(("lineBreak", [row]))
        elif member["kind"] == "choice" and member["multiple"]:
            options.append(("groupArray", [row]))
    return rng.choice(options) if options else None


def portable(pattern):
    """Whether the schema keeps the pattern (AnswerSchema leaves ICU-only syntax out)."""
    return not re.search(r"\(\?[^:=!]|\\[xpPQEAzZhRXN]|\\u\{|[*+?}]\+|\[\[|&&", pattern)


def agree_form(binary, form, rng, count=40):
    schema = json.loads(formline(binary, ["describe", form, "--format", "json-schema"]).stdout)
    validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
    describe = json.loads(formline(binary, ["describe", form, "--format", "json"]).stdout)
    fields = [field for field in describe["fields"] if field.get("condition") is None]
    problems, listed, agreed = [], {}, 0
    with tempfile.TemporaryDirectory() as folder:
        for number in range(count):
            record = {}
            for field in describe["fields"]:
                value = valid(field, rng)
                if value is not None and field.get("condition") is None:
                    record[field["id"]] = value
            for rule in describe["rules"]:
                if rule["comparison"] == "equals" and rule["other"] in record:
                    record[rule["field"]] = record[rule["other"]]
            category = "valid"
            if number and fields:
                field = rng.choice(fields)
                change = telling(field, rng, describe)
                if change:
                    category, value = change
                    record[field["id"]] = value
            path = os.path.join(folder, f"answers-{number}.json")
            with open(path, "w", encoding="utf-8") as handle:
                json.dump(record, handle)
            run = formline(binary, ["run", form, "--answers", path, "--no-input", "--format", "json"])
            accepted = run.returncode == 0
            if accepted:
                output = json.loads(run.stdout)
                errors = list(validator.iter_errors(output))
                if errors:
                    problems.append(f"run printed an object the schema refuses ({errors[0].message}): {run.stdout[:200]}")
            schema_accepts = validator.is_valid(record)
            if schema_accepts == accepted:
                agreed += 1
                continue
            allowed = SCHEMA_ACCEPTS_LISTED if schema_accepts else SCHEMA_REFUSES_LISTED
            planted_id = field["id"] if category != "valid" and fields else None
            cause = base_cause(describe, record, validator, run, planted_id, schema_accepts)
            if cause:
                category = cause
            if category in allowed:
                listed[category] = listed.get(category, 0) + 1
                continue
            side = "the schema accepts, run refuses" if schema_accepts else "the schema refuses, run accepts"
            reason = (run.stderr.strip().splitlines() or [""])[0] if not accepted else ""
            problems.append(f"{category}: {side}: {json.dumps(record)[:200]} {reason[:160]}")
    shown = ", ".join(f"{name} {n}" for name, n in sorted(listed.items())) or "none"
    print(f"{form}: run --answers and the schema agree on {agreed} of {count} records; on the documented list: {shown}"
          + (f"; {len(problems)} PROBLEMS" if problems else ""))
    for problem in problems[:10]:
        print("  " + problem)
    return not problems


def base_cause(describe, record, validator, run, planted_id, schema_accepts):
    """What the generated record itself (not the planted change) disagrees on, when it is on
    the documented list: formline refusing another field for a date bound, a path or a
    cross-field rule; the schema refusing only a required field left out that has a default."""
    by_id = {field["id"]: field for field in describe["fields"]}
    ruled = {rule["field"] for rule in describe["rules"]} | {rule["other"] for rule in describe["rules"]}
    if schema_accepts:
        try:
            outcome = json.loads(run.stdout)
        except ValueError:
            return None
        refused = {item["field"] for item in outcome.get("refused", [])} | {item["id"] for item in outcome.get("missing", [])}
        if not refused or planted_id in refused:
            return None
        causes = set()
        for field_id in refused:
            field = by_id.get(field_id, {})
            if field.get("kind") == "date" and ("min" in field.get("bounds", {}) or "max" in field.get("bounds", {})):
                causes.add("dateBounds")
            elif field.get("kind") == "path":
                causes.add("path")
            elif field_id in ruled or field.get("rules"):
                causes.add("rule")
            else:
                return None
        return sorted(causes)[0]
    errors = list(validator.iter_errors(record))
    missing_with_default = []
    for error in errors:
        if error.validator != "required":
            return None
        for field_id in error.validator_value:
            if field_id not in record:
                field = by_id.get(field_id, {})
                if field.get("default") is None and not field.get("defaultComputed"):
                    return None
                missing_with_default.append(field_id)
    return "emptyTakesDefault" if missing_with_default and planted_id not in missing_with_default else None


def every_form(binary):
    """forms/ and the fixtures with forms: those that load and run no command."""
    candidates = sorted(os.path.join("forms", name) for name in os.listdir("forms") if name.endswith(".yaml") and not name.endswith(".test.yaml"))
    for folder in ("Tests/Fixtures/forms", "Tests/Fixtures/agents", "Tests/Fixtures/scripting"):
        candidates += sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".yaml"))
    chosen = []
    for path in candidates:
        described = formline(binary, ["describe", path, "--format", "json"])
        if described.returncode == 0 and not json.loads(described.stdout).get("commands"):
            chosen.append(path)
    return chosen


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    rng = random.Random(26)
    forms = every_form(arguments[0]) if arguments[1:] == ["--all"] else arguments[1:]
    results = [check_form(arguments[0], form, rng) for form in forms]
    results += [agree_form(arguments[0], form, rng) for form in forms]
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
