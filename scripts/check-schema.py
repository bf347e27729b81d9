#!/usr/bin/env python3
"""Validates form files against formline's JSON Schema (schema/formline.schema.json), and
scenario files (*.test.yaml, *.test.yml) against schema/formline-test.schema.json.

    scripts/check-schema.py FILE...            one line per file, in order:
        FILE: valid
        FILE: invalid: <where>: <what>          (the most relevant schema error)
        FILE: unreadable: <YAML problem>

Exit status: 0 when every file is valid, 1 when any is not, 2 when the schema itself is
broken or PyYAML/jsonschema are missing (scripts/setup installs them).

YAML is read the way formline reads it (YAML 1.2 core schema): only true/false are
booleans, dates stay text, and a key written twice in one mapping is an error.
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
    """SafeLoader with YAML 1.2 booleans, no timestamps, and duplicate keys refused."""

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


_dropped = {"tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp"}
FormYAMLLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag not in _dropped]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
FormYAMLLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


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
        validators[path] = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)

    def validator(path):
        return validators[TEST_SCHEMA if path.endswith((".test.yaml", ".test.yml")) else SCHEMA]

    results = [(path, check(path, validator(path))) for path in paths]
    for path, result in results:
        print(f"{path}: {result}")
    return 0 if all(result == "valid" for _, result in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
