#!/usr/bin/env python3
"""Differential test of formline's answer paths on generated answers (not a benchmark).

    scripts/paths-agree.py FORMLINE [--records N] [--seed S] [--language L]... FORM...

For each form (a name on the search path or a file) it generates N answer objects from the
form's own description (`describe --format json`): valid and invalid values of each kind,
white space and combining marks, hostile text (`$(…)`, backquotes, quotes, escape sequences,
bidi controls, NUL, line breaks), fields left out or null. Each object goes through

  fill    one JSON Lines record (all of them in one `fill` run),
  answers `run FORM --answers FILE --no-input --format json`,
  set     `run FORM --no-input --format json --set id=value …` (when the object can be spelled
          as `--set`s: rows one per `--set`, a group's rows as JSON objects),
  mcp     `fill_form` through the Python MCP client (`formline mcp`, no elicitation; forms
          without commands only),
  test    a scenario file (`formline test`) with one scenario per record, its `answers`, `noInput`,
          and as `expect` what `run --answers` did (the answers, or status 65 and each message),
  piped   for each record `fill` accepts, the answers typed as `formline run FORM` reads them
          from a pipe (the library's piped front end too): one line per field shown (the
          fields `fill`'s answers hold), a list's rows and an empty line, a multi-line text's
          lines and `.`; it must give the same answers (forms without dates or groups, whose
          piped protocol has steps of its own),

and the paths must agree: all accept with the same answers (MCP withholds secrets and names
them), or all refuse with the same fields and messages (fill names the first; it must be one
of the others'). Exits 1 and prints each disagreement (with the record) when they do not.

Every path runs in English (`LANGUAGE=C`). With `--language L` (repeatable: `--language de
--language fr`) each record goes through fill, answers, set, mcp and piped again with
`LANGUAGE=L`, and the verdicts must be identical to English's, the machine output too (fill's
output and rejects, `--format json`, MCP results stay English: docs/languages.md); only what a
person reads may differ, in its words alone: `run --answers --no-input`'s standard error and a
piped run's (the refused records are piped too) have the same lines, each the same up to the
field it names (its message may differ), and the language's words are really used (some message differs
from English's, or the run disagrees).
"""
import asyncio
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

TODAY = "2026-11-22"
# Commands in answers touch this run's own canary (a fresh path, checked absent at the end).
CANARY = os.path.join(tempfile.mkdtemp(prefix="formline-paths-canary-"), "pwned")
# A trust folder of the script's own: a form that runs commands is trusted there (`formline
# trust`) before its paths run, so every path runs its checks; the person's trust is untouched.
TRUST_DIR = tempfile.mkdtemp(prefix="formline-paths-trust-")
os.environ["FORMLINE_TRUST_DIR"] = TRUST_DIR
HOSTILE = [f"$(touch {CANARY})", f"`touch {CANARY}`", "it's", '"q"', "\x1b[31mred", "\u202eevil", "a\x00b", "a\nb",
           "a\u2028b", "\t", " \u0301", "\u00a0", "\u3000", "e\u0301", "日本語", "😀", "\\", "${HOME}", "%s", "#x"]
WORDS = ["ada", "Ada Lovelace", "  padded  ", "", " ", "x", "ab", "name@example.com", "a@b", "bob.smith",
         "correct horse", "Pa55-word!", "z" * 40, "Oslo", "Rome", "milk"]


def pick(rng, items):
    return items[rng.randrange(len(items))]


CLEAN = {"text": ["ada", "Ada Lovelace", "name@example.com", "bob.smith", "Oslo", "Rome", "milk", "correct horse battery"],
         "date": ["2026-12-01", "tomorrow", "+3d", "2027-01-31", "today"],
         "number": [13, 36, 42, 99, 2],
         "confirm": [True, False, "yes", "no"],
         "path": ["forms/login.yaml", "README.md"]}


def text_value(rng, clean=False):
    if clean:
        return pick(rng, CLEAN["text"])
    roll = rng.random()
    if roll < 0.55:
        return pick(rng, WORDS)
    if roll < 0.85:
        return pick(rng, WORDS).strip() + pick(rng, HOSTILE)
    return pick(rng, HOSTILE)


def date_value(rng):
    return pick(rng, ["2026-12-01", "2026-11-22", "2026-11-21", "2027-01-31", "today", "tomorrow", "+3d", "next friday",
                      "2026-02-30", "2026-13-01", "yesterday", "", " 2026-12-05 ", "soon", "2020-01-01", "+2y"])


def number_value(rng):
    return pick(rng, [0, 1, 7, 13, 36, 120, 130, 1000, -5, 2.5, 13.0, "42", " 18 ", "1e2", "abc", "", "NaN", True, "0x10", 99.99])


def choice_value(rng, field):
    values = field["choices"] or ["a", "b"]
    labels = [label for label in field["choiceLabels"] if label]
    roll = rng.random()
    if roll < 0.6:
        return pick(rng, values)
    if roll < 0.75 and labels:
        return pick(rng, labels)
    if roll < 0.85:
        return pick(rng, values).upper()
    return pick(rng, ["nope", "", " ", "\u202e"])


def multiple_value(rng, field):
    values = field["choices"] or ["a", "b"]
    roll = rng.random()
    if roll < 0.7:
        return rng.sample(values, rng.randint(0, min(len(values), 4)))
    if roll < 0.8:
        return [pick(rng, values), pick(rng, values)]   # maybe a repeat
    if roll < 0.9:
        return pick(rng, values)                         # one item as a string
    return ["nope"]


def list_value(rng):
    roll = rng.random()
    if roll < 0.8:
        return [text_value(rng) for _ in range(rng.randint(0, 4))]
    return pick(rng, ["milk", "a\nb", ""])


def path_value(rng):
    return pick(rng, ["forms/login.yaml", "forms", "README.md", "nope.yaml", "~/x", "/etc", "a\x00b", "", "forms/login.YAML",
                      "./forms/../forms/signup.yaml"])


def value(rng, field, clean=False):
    """A value for `field`; `clean` ones are meant to pass (most records then pass whole)."""
    kind = field["kind"]
    if clean and kind == "text" and "mail" in field["id"].lower():
        return "name@example.com"
    if clean and kind == "text" and field.get("pattern"):
        return pick(rng, ["ada", "ada-lovelace", "bob.smith", "x1"])
    if clean and kind in CLEAN:
        return pick(rng, CLEAN[kind]) if kind != "text" or not field["choices"] else pick(rng, field["choices"])
    if clean and kind == "secret":
        return "correct horse battery"  # one, so a confirmation rule holds
    if clean and kind == "choice":
        values = field["choices"] or ["a"]
        return rng.sample(values, rng.randint(1, min(2, len(values)))) if field["multiple"] else pick(rng, values)
    if clean and kind == "list":
        return [pick(rng, CLEAN["text"]) for _ in range(rng.randint(1, 3))]
    if kind in ("text", "secret"):
        return text_value(rng)
    if kind == "date":
        return date_value(rng)
    if kind == "number":
        return number_value(rng)
    if kind == "confirm":
        return pick(rng, [True, False, "yes", "no", "Y", "off", "maybe", ""])
    if kind == "choice":
        return multiple_value(rng, field) if field["multiple"] else choice_value(rng, field)
    if kind == "list":
        return list_value(rng)
    if kind == "path":
        return path_value(rng)
    if kind == "rating":
        top = (field.get("bounds") or {}).get("max") or 5
        if clean:
            return rng.randint(1, int(top))
        return pick(rng, [1, 2, int(top), 0, int(top) + 1, -1, 10, "3", " 2 ", "4.0", "+1", "\u2605\u2605\u2606", "x", "", 2.5, True])
    if kind == "group":
        rows = []
        for _ in range(rng.randint(0, 3)):
            row = {}
            for member in field["fields"]:
                if rng.random() < 0.85:
                    row[member["id"]] = None if rng.random() < 0.1 else value(rng, member, clean)
            rows.append(row)
        return rows
    raise ValueError(kind)


def record(rng, fields):
    """Half the records clean (each field rarely anything else), half anything."""
    answers = {}
    clean = rng.random() < 0.5
    for field in fields:
        if field["kind"] == "note":
            continue
        roll = rng.random()
        if roll < 0.1:
            continue            # left out
        if roll > 0.96:         # the wrong shape: a list or a group's rows for one value, one text for a list
            if field["kind"] == "group":
                answers[field["id"]] = pick(rng, [text_value(rng), [text_value(rng)]])
            else:
                answers[field["id"]] = pick(rng, [[text_value(rng)], [{"a": text_value(rng)}], text_value(rng)])
            continue
        answers[field["id"]] = None if roll < 0.15 else value(rng, field, clean and rng.random() < 0.95)
    return answers


def set_arguments(answers, fields):
    """The `--set`s for an answers object, or None when it cannot be spelled so."""
    kinds = {field["id"]: field for field in fields}
    arguments = []
    for key, given in answers.items():
        field = kinds[key]
        if given is None:
            return None
        takes_items = field["kind"] in ("list", "group") or (field["kind"] == "choice" and field["multiple"])
        if isinstance(given, list):
            if not given or not takes_items:
                return None
            if any(isinstance(item, dict) != (field["kind"] == "group") for item in given):
                return None     # a row for a list, a text for a group: --set spells neither
            for item in given:
                if isinstance(item, dict):
                    arguments.append(f"{key}={json.dumps(item, ensure_ascii=False)}")
                elif isinstance(item, str) and ("," in item or "\x00" in item or item.strip() != item or not item.strip()):
                    return None     # an item --set would split, trim or cannot pass
                else:
                    arguments.append(f"{key}={item}")
            continue
        if isinstance(given, bool):
            text = "true" if given else "false"
        elif isinstance(given, (int, float)):
            text = json.dumps(given)
        else:
            text = given
        if "\x00" in text or (field["kind"] != "secret" and text != text.strip()):
            return None             # no NUL in an argument; --set trims around a value
        if field["kind"] in ("list", "group") or (field["kind"] == "choice" and field["multiple"]):
            return None             # a string for a list: --set would read it as one row
        arguments.append(f"{key}={text}")
    return [part for argument in arguments for part in ("--set", argument)]


def piped_lines(fields, answers, shown):
    """The lines a person would pipe for `answers` (a record `fill` accepted, whose output
    holds the fields `shown`), or None when a value cannot be typed as lines."""
    lines = []
    for field in fields:
        if field["kind"] == "note" or field["id"] not in shown:
            continue
        if field["kind"] in ("date", "group"):
            return None
        given = answers.get(field["id"])
        if given is None:
            lines.append("")
            continue
        if field["kind"] == "list" or (field["kind"] == "choice" and field["multiple"]):
            items = given if isinstance(given, list) else [given]
            if any(not isinstance(item, str) or "\n" in item or "\r" in item for item in items):
                return None
            if field["kind"] == "list":
                rows = [item for item in items if item.strip()]
                lines += rows + [""]
            else:
                if any("," in item or '"' in item for item in items):
                    return None
                lines.append(", ".join(items))
            continue
        text = "true" if given is True else "false" if given is False else given if isinstance(given, str) else json.dumps(given)
        if field.get("multiline"):
            body = text.split("\n")
            lines += [".." + line[1:] if line.startswith(".") else line for line in body] + ["."]
            continue
        if any(c in text for c in "\n\r\x0b\x0c\x85\u2028\u2029\x00"):
            return None
        lines.append(text)
    return lines


def outcome_of_run(stdout, status):
    """accepted answers, or the set of (field, message) refused and missing."""
    if status == 0:
        return ("accepted", json.loads(stdout))
    if status != 65 or not stdout.strip():
        return ("error", f"exit {status}: {stdout[:300]}")
    return refusal(json.loads(stdout))


def refusal(incomplete):
    """What an incomplete run's object says: every (field, message) refused or missing, and
    the messages of the fields still missing (what the run reports on standard error)."""
    problems = {(item["field"], item["message"]) for item in incomplete.get("refused", [])}
    missing = {(item["id"], item["message"]) for item in incomplete.get("missing", []) if item.get("message")}
    return ("refused", problems | missing, sorted(message for _, message in missing))


def yaml_text(value):
    """`value` as YAML flow text: JSON, with what YAML will not take raw inside a double-quoted
    scalar (C1 controls, LINE/PARAGRAPH SEPARATOR, BOM, DEL) escaped as \\uXXXX."""
    text = json.dumps(value, ensure_ascii=False)
    return "".join(f"\\u{ord(c):04x}" if 0x7F <= ord(c) <= 0x9F or ord(c) in (0x2028, 0x2029, 0xFEFF) else c for c in text)


def scenario_file(form, records, outcomes):
    """A scenario file: one scenario per record whose `run --answers` outcome is known."""
    name = os.path.basename(form)[:-5] if form.endswith(".yaml") else form
    lines = ["formline: 1", f"form: {name}", f"today: {TODAY}", "scenarios:"]
    for n, (answers, outcome) in enumerate(zip(records, outcomes)):
        if outcome[0] == "accepted":
            expect = "{status: 0, answers: " + yaml_text(outcome[1]) + "}"
        elif outcome[0] == "refused":
            expect = "{status: 65, reported: " + yaml_text(outcome[2]) + "}"
        else:
            continue
        lines.append(f"  - name: record {n + 1}")
        lines.append(f"    answers: {yaml_text(answers)}")
        lines.append("    noInput: true")
        lines.append(f"    expect: {expect}")
    return "\n".join(lines) + "\n"


LANGUAGE = "C"   # the language every path runs in (`--language` runs them again in others)


def run(formline, arguments, stdin=b""):
    env = dict(os.environ, FORMLINE_TODAY=TODAY, NO_COLOR="1", LANGUAGE=LANGUAGE)
    result = subprocess.run([formline] + arguments, input=stdin, capture_output=True, env=env, timeout=60)
    return result.stdout.decode("utf-8", "replace"), result.stderr.decode("utf-8", "replace"), result.returncode


async def mcp_outcomes(formline, form, records):
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
    env = {"FORMLINE_TODAY": TODAY, "HOME": os.environ.get("HOME", "/tmp"), "PATH": os.environ.get("PATH", ""), "LANGUAGE": LANGUAGE,
           "FORMLINE_TRUST_DIR": TRUST_DIR,
           "FORMLINE_PATH": os.path.dirname(os.path.abspath(form)) if form.endswith(".yaml") else ""}
    name = os.path.basename(form)[:-5] if form.endswith(".yaml") else form
    outcomes = []
    parameters = StdioServerParameters(command=formline, args=["mcp"], env=env, cwd=os.getcwd())
    async with stdio_client(parameters) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            for answers in records:
                result = await session.call_tool("fill_form", {"form": name, "answers": answers})
                text = result.content[0].text if result.content else ""
                if result.is_error:
                    outcomes.append(("error", text[:300]))
                    continue
                data = json.loads(text)
                if data["complete"]:
                    outcomes.append(("accepted", data["answers"], sorted(data["withheld"])))
                else:
                    outcomes.append(refusal(data))
    return outcomes


def field_ids(fields):
    """Every field's id and every group's sub-fields' ids."""
    return {field["id"] for field in fields} | {member["id"] for field in fields for member in field.get("fields") or []}


def place(line, ids):
    """Where a line of standard error says its message is, in any language: the framing's
    words are the language's (`line 3: field 'due' (Due date): …`, `Eingabezeile 3: Feld 'due'
    (Due date): …`, `输入第 3 行：字段 'due'（Due date）：…`), but the line numbers, the field's
    id in ASCII quotes with its label after it (and a group's row and sub-field) stay as they
    are. So a line's place is whether it is formline's (`formline:`) or indented under one, the
    numbers before the first field so named, its id, and the row and sub-field id after its label. The message after
    them may be in other words. A line naming no field is formline's own words (`formline:
    cannot complete … without asking`), said in the language too: only that it is formline's
    (`formline:`) or a line of its own must agree."""
    kind = "formline:" if line.startswith("formline:") else "indented" if line.startswith("  ") else ""
    names = "|".join(re.escape(name) for name in sorted(ids, key=len, reverse=True))
    # A field is named by its id in ASCII quotes and its label in parentheses (`'due' (Due
    # date)`, `'due'（Due date）`): a quoted id without a label is a value (a form's name).
    match = re.match(r"^(.*?)'(" + names + r")'\s?[(（][^()（）]*[)）]", line) if names else None
    if not match:
        return kind or "(a line of formline's own)"
    rest = line[match.end():]
    member = re.match(r"^[,，、]\s?\D*?(\d+)\D*?'(" + names + r")'\s?[(（]", rest)
    return (kind, re.findall(r"\d+", match.group(1)), match.group(2), member.groups() if member else None)


def same_but_words(english, other, ids):
    """Whether `other` has `english`'s lines, each at the same place (where, which field:
    `place`); the words around them and the messages after them may differ."""
    first, second = english.splitlines(), other.splitlines()
    return len(first) == len(second) and all(place(a, ids) == place(b, ids) for a, b in zip(first, second))


def each_record(formline, form, fields, records, scratch):
    """Every path's output for each record in the current LANGUAGE: fill's (one run), and per
    record run --answers (stdout, stderr, status), --set, piped (all fields' lines); the
    answers file is in `scratch` (the same path in every language: the output names it)."""
    lines = "".join(json.dumps(answers, ensure_ascii=False) + "\n" for answers in records).encode()
    fill = run(formline, ["fill", form], lines)
    results = []
    for answers in records:
        path = os.path.join(scratch, "answers.json")
        with open(path, "w", encoding="utf-8") as out:
            json.dump(answers, out, ensure_ascii=False)
        result = {"answers": run(formline, ["run", form, "--answers", path, "--no-input", "--format", "json"])}
        sets = set_arguments(answers, fields)
        if sets is not None:
            result["set"] = run(formline, ["run", form, "--no-input", "--format", "json"] + sets)
        typed = piped_lines(fields, answers, {field["id"] for field in fields})
        if typed is not None:
            result["piped"] = run(formline, ["run", form], "".join(line + "\n" for line in typed).encode())
        results.append(result)
    return fill, results


def language_pass(formline, form, fields, records, language, with_mcp, compared):
    """The records again with LANGUAGE=`language`: the same verdicts and machine output as in
    English, and a person's lines differing in their words only. Returns the disagreements."""
    global LANGUAGE
    with tempfile.TemporaryDirectory() as scratch:
        english = each_record(formline, form, fields, records, scratch)
        english_mcp = asyncio.run(mcp_outcomes(formline, form, records)) if with_mcp else None
        LANGUAGE = language
        try:
            other = each_record(formline, form, fields, records, scratch)
            other_mcp = asyncio.run(mcp_outcomes(formline, form, records)) if with_mcp else None
        finally:
            LANGUAGE = "C"
    disagreements = 0
    if english[0][0] != other[0][0] or english[0][2] != other[0][2] or english[0][1] != other[0][1]:
        disagreements += 1
        print(f"DISAGREE {form} {language}: fill's output or rejects differ from English's (machine output stays English)")
    if english_mcp != other_mcp:
        disagreements += 1
        print(f"DISAGREE {form} {language}: the MCP results differ from English's")
    for n, (mine, theirs) in enumerate(zip(english[1], other[1])):
        problems = []
        compared[language] = compared.get(language, 0) + 1
        for path in mine:
            (out, err, status), (other_out, other_err, other_status) = mine[path], theirs[path]
            if (out, status) != (other_out, other_status):
                problems.append(f"{path}: exit {other_status} {other_out.strip()[:300]}, in English exit {status} {out.strip()[:300]}")
            elif not same_but_words(err, other_err, field_ids(fields)):
                problems.append(f"{path}: standard error {other_err.strip()[:400]!r}, in English {err.strip()[:400]!r}")
            elif err != other_err:
                compared[language + " words"] = compared.get(language + " words", 0) + 1
        if problems:
            disagreements += 1
            print(f"DISAGREE {form} record {n + 1} in {language}: {json.dumps(records[n], ensure_ascii=False)}")
            for problem in problems:
                print(f"  {problem}")
    if compared.get(language + " words", 0) == 0 and any(result[2] != 0 for record in english[1] for result in record.values()):
        disagreements += 1
        print(f"DISAGREE {form} {language}: nothing a person reads is in other words than English's")
    return disagreements


def main(argv):
    count, seed = 60, 7
    if "--records" in argv:
        i = argv.index("--records"); count = int(argv[i + 1]); del argv[i:i + 2]
    if "--seed" in argv:
        i = argv.index("--seed"); seed = int(argv[i + 1]); del argv[i:i + 2]
    languages = []
    while "--language" in argv:
        i = argv.index("--language"); languages.append(argv[i + 1]); del argv[i:i + 2]
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    formline, forms = argv[0], argv[1:]
    try:
        import mcp  # noqa: F401
        have_mcp = True
    except ImportError:
        have_mcp = False
        print("note: the Python MCP client (pip package mcp) is missing: the mcp path is skipped")
    disagreements = 0
    compared = {"fill": 0, "answers": 0, "set": 0, "mcp": 0, "test": 0, "piped": 0}
    for form in forms:
        description = json.loads(run(formline, ["describe", form, "--format", "json"])[0])
        fields = description["fields"]
        for field in fields:    # choices from a file beside the form: its values (describe does not read it)
            source = field.get("choicesFrom") or {}
            if "file" in source and form.endswith(".yaml"):
                with open(os.path.join(os.path.dirname(form), source["file"]), encoding="utf-8") as choices:
                    field["choices"] = [line.split("\t")[0] for line in choices.read().splitlines() if line.strip()]
        if description["commands"]:
            _, err, status = run(formline, ["trust", form])
            if status != 0:
                print(f"{form}: formline trust failed (exit {status}): {err.strip()}", file=sys.stderr)
                return 2
        secrets = {field["id"] for field in fields if field["kind"] == "secret"}
        rng = random.Random(f"{seed}:{form}")
        records = [record(rng, fields) for _ in range(count)]
        lines = "".join(json.dumps(answers, ensure_ascii=False) + "\n" for answers in records).encode()
        stdout, stderr, status = run(formline, ["fill", form], lines)
        if status not in (0, 1):
            print(f"{form}: formline fill failed (exit {status}): {stderr.strip()[:500]}", file=sys.stderr)
            return 2
        accepted = iter(stdout.splitlines())
        rejected = {}
        for line in stderr.splitlines():
            if line.startswith("{"):
                item = json.loads(line)
                rejected[item["line"]] = (item.get("field"), item["message"])
        fill = [("refused", rejected[n]) if n in rejected else ("accepted", json.loads(next(accepted))) for n in range(1, count + 1)]
        mcp_results = asyncio.run(mcp_outcomes(formline, form, records)) if have_mcp else None
        references = []
        with tempfile.TemporaryDirectory() as scratch:
            for n, answers in enumerate(records):
                path = os.path.join(scratch, "answers.json")
                with open(path, "w", encoding="utf-8") as out:
                    json.dump(answers, out, ensure_ascii=False)
                outcomes = {"answers": outcome_of_run(*[run(formline, ["run", form, "--answers", path, "--no-input", "--format", "json"])[i] for i in (0, 2)])}
                sets = set_arguments(answers, fields)
                if sets is not None:
                    out, _, status = run(formline, ["run", form, "--no-input", "--format", "json"] + sets)
                    outcomes["set"] = outcome_of_run(out, status)
                problems = []
                reference = outcomes["answers"]
                references.append(reference)
                compared["fill"] += 1
                compared["answers"] += 1
                if reference[0] == "error":
                    problems.append(f"answers: {reference[1]}")
                elif fill[n][0] != reference[0]:
                    problems.append(f"fill {fill[n][0]} {fill[n][1]} but answers {reference[0]} {reference[1]}")
                elif reference[0] == "accepted" and fill[n][1] != reference[1]:
                    problems.append(f"fill gave {fill[n][1]}, answers {reference[1]}")
                elif reference[0] == "refused" and fill[n][1] not in reference[1]:
                    problems.append(f"fill refused {fill[n][1]}, not among answers' {sorted(reference[1])}")
                if "set" in outcomes:
                    compared["set"] += 1
                    if outcomes["set"] != reference:
                        problems.append(f"set {outcomes['set']} but answers {reference}")
                if mcp_results is not None:
                    compared["mcp"] += 1
                    got = mcp_results[n]
                    if reference[0] == "accepted":
                        expected_withheld = sorted(key for key in reference[1] if key in secrets and reference[1][key] is not None)
                        shown = {key: item for key, item in reference[1].items() if key not in expected_withheld}
                        if got != ("accepted", shown, expected_withheld):
                            problems.append(f"mcp {got} but answers accepted {shown} withholding {expected_withheld}")
                    elif got != reference:
                        problems.append(f"mcp {got} but answers {reference}")
                if fill[n][0] == "accepted":
                    lines = piped_lines(fields, answers, set(fill[n][1]))
                    if lines is not None:
                        compared["piped"] += 1
                        text = "".join(line + "\n" for line in lines).encode()
                        out, err, status = run(formline, ["run", form], text)
                        if status != 0 or json.loads(out or "null") != fill[n][1]:
                            problems.append(f"piped {lines!r} gave exit {status} {out.strip()[:300]} {err.strip()[:300]}, fill {fill[n][1]}")
                if problems:
                    disagreements += 1
                    print(f"DISAGREE {form} record {n + 1}: {json.dumps(answers, ensure_ascii=False)}")
                    for problem in problems:
                        print(f"  {problem}")
            # The scenarios: one file, one `formline test`, each record's failure named by its scenario.
            tests = os.path.join(scratch, "paths.test.yaml")
            with open(tests, "w", encoding="utf-8") as out:
                out.write(scenario_file(form, records, references))
            environment = {} if not form.endswith(".yaml") else {"FORMLINE_PATH": os.path.dirname(os.path.abspath(form))}
            result = subprocess.run([formline, "test", tests], capture_output=True, env=dict(os.environ, **environment), timeout=300)
            report = result.stdout.decode("utf-8", "replace") + result.stderr.decode("utf-8", "replace")
            compared["test"] += sum(1 for item in references if item[0] != "error")
            if result.returncode != 0:
                disagreements += 1
                print(f"DISAGREE {form} scenarios (formline test exited {result.returncode}):")
                print("  " + "\n  ".join(report.splitlines()[:40]))
        print(f"{form}: {count} records, {sum(1 for item in fill if item[0] == 'accepted')} accepted by fill")
        for language in languages:
            disagreements += language_pass(formline, form, fields, records, language, have_mcp and not description["commands"], compared)
    print(f"compared: fill {compared['fill']}, answers {compared['answers']}, set {compared['set']}, mcp {compared['mcp']}, "
          f"test {compared['test']}, piped {compared['piped']}"
          + "".join(f", {language} {compared.get(language, 0)} (words differ in {compared.get(language + ' words', 0)})"
                    for language in languages))
    if os.path.exists(CANARY):
        disagreements += 1
        print(f"an answer's command ran: {CANARY} exists")
    shutil.rmtree(os.path.dirname(CANARY), ignore_errors=True)
    print(f"{disagreements} disagreements" if disagreements else "all paths agree")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
