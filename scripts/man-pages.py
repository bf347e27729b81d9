#!/usr/bin/env python3
"""Writes one man page per formline command from formline's own command metadata.

    formline --experimental-dump-help > help.json
    scripts/man-pages.py help.json OUTDIR      # OUTDIR/formline.1, OUTDIR/formline-run.1, ...

The metadata is swift-argument-parser's ToolInfo JSON (the same input its generate-manual
plugin reads); the plugin itself needs a release build of every product of the package, so
scripts/install renders the pages here instead. Used by scripts/install and scripts/package-deb.
"""
import json
import os
import sys


def escape(text):
    """Roff-safe text: backslashes doubled, a leading dot or quote protected."""
    lines = []
    for line in (text or "").replace("\\", "\\e").split("\n"):
        if line.startswith((".", "'")):
            line = "\\&" + line
        lines.append(line)
    return "\n".join(lines)


def flag_text(argument):
    names = argument.get("names") or []
    spelled = ", ".join(("--" if n["kind"] == "long" else "-") + n["name"]
                        for n in sorted(names, key=lambda n: n["kind"] != "short"))
    if argument["kind"] == "option":
        spelled += " <" + argument.get("valueName", "value") + ">"
    return spelled


def synopsis(path, command):
    parts = []
    for argument in command.get("arguments", []):
        if not argument.get("shouldDisplay", True):
            continue
        if argument["kind"] == "positional":
            text = "<" + argument["valueName"] + ">" + ("..." if argument.get("isRepeating") else "")
        else:
            preferred = argument.get("preferredName") or argument["names"][0]
            text = ("--" if preferred["kind"] == "long" else "-") + preferred["name"]
            if argument["kind"] == "option":
                text += " <" + argument.get("valueName", "value") + ">"
        parts.append("[" + text + "]" if argument.get("isOptional") else text)
    if command.get("subcommands"):
        parts.append("<subcommand>")
    return "\\fB" + " ".join(path) + "\\fR " + escape(" ".join(parts))


def page(path, command, version):
    name = "-".join(path)
    out = [f'.TH "{name.upper()}" 1 "" "formline {version}" "User Commands"',
           ".SH NAME", f"{name} \\- {escape(command.get('abstract', ''))}",
           ".SH SYNOPSIS", synopsis(path, command)]
    if command.get("discussion"):
        out += [".SH DESCRIPTION", escape(command["discussion"])]
    shown = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)]
    if shown:
        out.append(".SH OPTIONS")
        for argument in shown:
            label = "<" + argument["valueName"] + ">" if argument["kind"] == "positional" else flag_text(argument)
            out += [".TP", "\\fB" + escape(label) + "\\fR", escape(argument.get("abstract", "")),]
            if argument.get("defaultValue"):
                out[-1] += " (default: " + escape(argument["defaultValue"]) + ")"
    children = [c for c in command.get("subcommands", []) if c.get("shouldDisplay", True) and c["commandName"] != "help"]
    if children:
        out.append(".SH SUBCOMMANDS")
        for child in children:
            out += [".TP", "\\fB" + child["commandName"] + "\\fR", escape(child.get("abstract", ""))]
        out += [".SH SEE ALSO", ", ".join(f"\\fB{name}-{c['commandName']}\\fR(1)" for c in children)]
    else:
        out += [".SH SEE ALSO", f"\\fB{path[0]}\\fR(1)"]
    return "\n".join(out) + "\n"


def write(path, command, version, directory):
    with open(os.path.join(directory, "-".join(path) + ".1"), "w") as target:
        target.write(page(path, command, version))
    for child in command.get("subcommands", []):
        if child.get("shouldDisplay", True) and child["commandName"] != "help":
            write(path + [child["commandName"]], child, version, directory)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: man-pages.py HELP.json OUTDIR")
    with open(sys.argv[1]) as source:
        command = json.load(source)["command"]
    version = command.get("version", "") or ""
    os.makedirs(sys.argv[2], exist_ok=True)
    write([command["commandName"]], command, version, sys.argv[2])


if __name__ == "__main__":
    main()
