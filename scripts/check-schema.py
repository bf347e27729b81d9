#!/usr/bin/env python3
"""Validates form files against formline's JSON Schema (schema/formline.schema.json), and
scenario files (*.test.yaml, *.test.yml) against schema/formline-test.schema.json.

    scripts/check-schema.py FILE...            one line per file, in order:
        FILE: valid
        FILE: invalid: <where>: <what>          (the most relevant schema error)
        FILE: unreadable: <YAML problem>

Exit status: 0 when every file is valid, 1 when any is not, 2 when the schema itself is
broken or PyYAML/jsonschema are missing (scripts/setup installs them).

YAML is read the way formline and editors read it (YAML 1.2 core schema): only
true/True/TRUE and false/False/FALSE are booleans, `1e3` and `0x1F` are numbers, dates
stay text, there are no merge keys, and a key written twice in one mapping is an error.
`format: regex` only refuses patterns no syntax allows (unbalanced parentheses or
brackets): patterns are ICU syntax, which `formline check` compiles.
The schema checks shapes and types; meaning across fields (unknown ids, impossible bounds,
shortcut clashes) is `formline check`'s job.
"""
import json
import pathlib
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as error:
    print(f"check-schema: {error}; run scripts/setup (python3 -m pip install jsonschema pyyaml)", file=sys.stderr)
    sys.exit(2)

SCHEMA = pathlib.Path(__file__).resolve().parent.parent / "schema" / "formline.schema.json"
TEST_SCHEMA = SCHEMA.parent / "formline-test.schema.json"


class FormYAMLLoader(yaml.SafeLoader):
    """SafeLoader reading the YAML 1.2 core schema (below), with duplicate keys refused."""

    def compose_scalar_node(self, anchor):
        # YAML: the non-specific tag `!` makes a scalar text (`! 5` is "5"); PyYAML resolves
        # it like an untagged scalar instead.
        event = self.peek_event()
        if event.tag == "!":
            event.tag = "tag:yaml.org,2002:str"
        return super().compose_scalar_node(anchor)

    def construct_mapping(self, node, deep=False):
        seen = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the key '{key}' appears twice in one mapping (first at line {seen[key] + 1})",
                    key_node.start_mark)
            seen[key] = key_node.start_mark.line
        return super().construct_mapping(node, deep=deep)


# YAML 1.2 core schema (https://yaml.org/spec/1.2.2/#1023-core-schema), as formline and
# editors read it: PyYAML's own resolvers are YAML 1.1 (yes/no booleans, timestamps, merge
# keys, sexagesimal and leading-zero octal numbers), so all of them are replaced.
CORE_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
FormYAMLLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", CORE_INT.pattern, list("-+0123456789")),
    ("tag:yaml.org,2002:float",
     r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
     list("-+.0123456789")),
]:
    FormYAMLLoader.add_implicit_resolver(tag, re.compile(pattern), first)


def construct_core_int(loader, node):
    """YAML 1.2 integers: decimal (a leading zero is still decimal), 0o octal, 0x hex."""
    text = loader.construct_scalar(node)
    if not CORE_INT.match(text):
        raise yaml.constructor.ConstructorError(None, None, f"'{text}' is not an integer", node.start_mark)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


FormYAMLLoader.add_constructor("tag:yaml.org,2002:int", construct_core_int)


def is_regex(pattern):
    """The schema's `format: regex`, for ICU patterns (formline's syntax): only what no
    regular-expression syntax allows is refused, that is unbalanced parentheses or an
    unclosed bracket. ICU-only syntax (`\\p{L}`, `\\z`, `(?<name>...)`, `[[a-z]&&[^aeiou]]`,
    `\\Q...\\E`) passes; `formline check` compiles the pattern itself."""
    if not isinstance(pattern, str):
        return True
    depth = brackets = 0
    index = 0
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            if pattern.startswith("\\Q", index):
                end = pattern.find("\\E", index + 2)
                if end < 0:
                    return True  # quoted to the end
                index = end + 2
                continue
            index += 2
            continue
        if brackets:
            if char == "[":
                brackets += 1
            elif char == "]":
                brackets -= 1
        elif char == "[":
            brackets = 1
            if pattern.startswith("^", index + 1):
                index += 1
            if pattern.startswith("]", index + 1):
                index += 1  # a leading ']' is a literal in most syntaxes
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth < 0:
                return False
        index += 1
    return depth == 0 and brackets == 0


FORMAT_CHECKER = jsonschema.FormatChecker()
FORMAT_CHECKER.checks("regex")(is_regex)


def where(error):
    return "/".join(str(part) for part in error.absolute_path) or "(top level)"


def check(path, validator):
    try:
        with open(path, encoding="utf-8") as handle:
            document = yaml.load(handle, Loader=FormYAMLLoader)
    except OSError as error:
        return f"unreadable: {error.strerror}"
    except yaml.YAMLError as error:
        return "unreadable: " + " ".join(str(error).split())
    except ValueError as error:  # a tagged value that is not of its tag, like !!float x
        return f"unreadable: {error}"
    best = jsonschema.exceptions.best_match(validator.iter_errors(document))
    return "valid" if best is None else f"invalid: {where(best)}: {best.message}"


def main(paths):
    if not paths:
        print("usage: scripts/check-schema.py FILE...", file=sys.stderr)
        return 2
    validators = {}
    for path in (SCHEMA, TEST_SCHEMA):
        try:
            schema = json.loads(path.read_text(encoding="utf-8"))
            jsonschema.Draft202012Validator.check_schema(schema)
        except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
            print(f"check-schema: {path} is not a usable schema: {error}", file=sys.stderr)
            return 2
        validators[path] = jsonschema.Draft202012Validator(schema, format_checker=FORMAT_CHECKER)

    def validator(path):
        return validators[TEST_SCHEMA if path.endswith((".test.yaml", ".test.yml")) else SCHEMA]

    results = [(path, check(path, validator(path))) for path in paths]
    for path, result in results:
        print(f"{path}: {result}")
    return 0 if all(result == "valid" for _, result in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
