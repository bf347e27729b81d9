#!/usr/bin/env python3
"""Validates JSON documents against one of formline's output schemas (schema/*.schema.json).

    scripts/validate-json.py SCHEMA FILE...     one line per file: FILE: valid | FILE: invalid: <where>: <what>

Exit status: 0 when every document is valid, 1 when any is not, 2 when jsonschema is
missing (scripts/setup installs it) or the schema is broken.
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError as error:
    print(f"validate-json: {error}; run scripts/setup (python3 -m pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with open(arguments[0], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    try:
        validator_class.check_schema(schema)
    except jsonschema.SchemaError as error:
        print(f"validate-json: {arguments[0]} is not a valid schema: {error.message}", file=sys.stderr)
        return 2
    # The other schemas beside it, by file name and $id, for their $refs
    # ("describe.schema.json#/$defs/field").
    from referencing import Registry, Resource
    folder = os.path.dirname(os.path.abspath(arguments[0]))
    resources = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".schema.json"):
            with open(os.path.join(folder, name), encoding="utf-8") as handle:
                resource = Resource.from_contents(json.load(handle))
            resources += [(name, resource), (resource.id() or name, resource)]
    validator = validator_class(schema, registry=Registry().with_resources(resources))
    status = 0
    for path in arguments[1:]:
        try:
            with open(path, encoding="utf-8") as handle:
                document = json.load(handle)
        except (OSError, ValueError) as error:
            print(f"{path}: invalid: not JSON: {error}")
            status = 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            where = "/".join(str(part) for part in errors[0].absolute_path) or "(top level)"
            print(f"{path}: invalid: {where}: {errors[0].message}")
            status = 1
        else:
            print(f"{path}: valid")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
