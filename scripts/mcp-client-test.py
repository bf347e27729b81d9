#!/usr/bin/env python3
"""Drives `formline mcp` with the real Python MCP client (the `mcp` package from PyPI, 2.3 or
later: it has the 2026-07-28 client) over stdio, both protocol generations:

- 2025-11-25 / 2025-06-18 (the initialize handshake): the server elicits with elicitation/create;
- 2026-07-28 (`Client(mode="2026-07-28")`): fill_form answers input_required rounds with a sealed
  requestState, which is tampered with, replayed, expired and sent for another form;
- a client that cannot elicit: the round as data (`input`), continued with `requestState`;

then the hostile list for every tool argument and raw protocol abuse (oversized, invalid UTF-8,
deeply nested messages) on a raw pipe.

    scripts/mcp-client-test.py FORMLINE_BINARY     prints one line per check; exit 0 when all pass

Run from the repository root (the forms in ./forms are served). Exit status: 0 all checks
passed, 1 a check failed, 2 the `mcp` package is missing or too old (scripts/setup installs it).
"""
import asyncio
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile

try:
    from mcp import Client, ClientSession, StdioServerParameters, types
    from mcp.client.stdio import stdio_client
    from mcp.shared.exceptions import MCPError
except ImportError as error:
    print(f"mcp-client-test: {error}; run scripts/setup (python3 -m pip install 'mcp>=2.3')", file=sys.stderr)
    sys.exit(2)

# The secret carries commands that touch this run's own canary (a fresh path, checked absent
# at the end): nothing may run them.
CANARY = os.path.join(tempfile.mkdtemp(prefix="formline-mcp-canary-"), "pwned")
# The hostile arguments' canary: a folder of this run's own, checked absent at the end.
PWNED_FOLDER = tempfile.mkdtemp(prefix="formline-mcp-hostile-")
SECRET = f'Pa55 "$(touch {CANARY})" `touch {CANARY}` \x1b[31m'
failures = []


def check(condition, what, detail=""):
    print(("ok   " if condition else "FAIL ") + what + ("" if condition else f": {detail}"))
    if not condition:
        failures.append(what)


class Person:
    """Answers elicitation requests from a script of replies, recording each request."""

    def __init__(self):
        self.replies = []
        self.requests = []

    async def __call__(self, context, params):
        self.requests.append(params)
        if not self.replies:
            return types.ElicitResult(action="cancel")
        reply = self.replies.pop(0)
        if isinstance(reply, str):
            return types.ElicitResult(action=reply)
        return types.ElicitResult(action="accept", content=reply)


def result_json(result):
    text = "".join(item.text for item in result.content if getattr(item, "type", "") == "text")
    return text, (json.loads(text) if not result.is_error else None)


def server_env(environment):
    env = {"FORMLINE_TODAY": "2026-11-22", "HOME": os.environ.get("HOME", "/tmp"), "PATH": os.environ.get("PATH", "")}
    env.update(environment)
    return env


def server(binary, environment, cwd=None):
    return StdioServerParameters(command=binary, args=["mcp"], env=server_env(environment), cwd=cwd or os.getcwd())


async def with_session(binary, environment, person, body):
    async with stdio_client(server(binary, environment)) as streams:
        read, write = streams[0], streams[1]
        async with ClientSession(read, write, elicitation_callback=person) as session:
            await body(session)


async def main(binary):
    secrets = {"FORMLINE_ANSWER_password": SECRET, "FORMLINE_ANSWER_confirm": SECRET}
    person = Person()

    async def elicitation_rounds(session):
        init = await session.initialize()
        check(init.server_info.name == "formline", "initialize: the server is formline", init.server_info)
        check(init.capabilities.tools is not None, "initialize: the server has tools")
        tools = await session.list_tools()
        names = sorted(tool.name for tool in tools.tools)
        check(names == ["describe_form", "fill_form", "list_forms"], "tools/list: list_forms, describe_form, fill_form", names)

        text, listed = result_json(await session.call_tool("list_forms", {}))
        check({"login", "signup"} <= {form["name"] for form in listed["forms"]}, "list_forms lists login and signup", text)
        text, described = result_json(await session.call_tool("describe_form", {"form": "signup"}))
        check([field["id"] for field in described["fields"]][:3] == ["email", "password", "confirm"], "describe_form: fields in focus order", text)
        check(described["answerSchema"]["properties"]["newsletter"]["type"] == ["boolean", "null"], "describe_form: the answers' JSON Schema", text)

        # login with every answer given (the password from the server's environment): no elicitation.
        text, login = result_json(await session.call_tool("fill_form", {"form": "login", "answers": {"username": "ada", "remember": True}}))
        check(login["complete"] is True and login["answers"] == {"username": "ada", "remember": True}, "fill login with answers given: complete", text)
        check(login["withheld"] == ["password"] and "Pa55" not in text and "touch" not in text, "fill login: the password is withheld, never echoed", text)
        check(person.requests == [], "fill login: nothing was elicited", person.requests)

        # signup through elicitation rounds: a refused answer comes back alone, with its message
        # and the refused value as its default; fields shown by an answer come in the next round.
        person.replies = [
            {"email": "not-an-email", "displayName": "Ada", "age": 36, "newsletter": True},
            {"email": "ada@example.com"},
            {"frequency": "weekly", "topics": ["releases", "tips"]},
        ]
        text, signup = result_json(await session.call_tool("fill_form", {"form": "signup"}))
        check(len(person.requests) == 3, "fill signup: three elicitation rounds", [r.requested_schema for r in person.requests])
        first = person.requests[0].requested_schema["properties"]
        check(sorted(first) == ["age", "displayName", "email", "newsletter"], "round 1 asks the visible fields, not the secrets", list(first))
        check("Fields, in order: Email; Display name; Age; Subscribe to the newsletter?" in person.requests[0].message,
              "round 1: the message lists the fields in form order", person.requests[0].message)
        check(first["newsletter"] == {"title": "Subscribe to the newsletter?", "type": "boolean", "default": False}, "round 1: newsletter a boolean with its default", first["newsletter"])
        check(first["age"].get("type") == "integer" and first["age"].get("minimum") == 13, "round 1: age an integer with its bounds", first["age"])
        second = person.requests[1].requested_schema["properties"] if len(person.requests) > 1 else {}
        check(sorted(second) == ["email"], "round 2: the refused email alone", list(second))
        email_note = second.get("email", {}).get("description", "") + person.requests[1].message
        check("should look like name@example.com" in email_note, "round 2: the email is re-elicited with its message", email_note)
        check(second.get("email", {}).get("default") == "not-an-email", "round 2: the refused value is the default", second.get("email"))
        third = person.requests[2].requested_schema["properties"] if len(person.requests) > 2 else {}
        check(sorted(third) == ["frequency", "topics"], "round 3: frequency and topics, shown by newsletter yes", list(third))
        check(third.get("frequency", {}).get("oneOf") == [{"const": "weekly", "title": "Every week"}, {"const": "monthly", "title": "Once a month"}],
              "round 3: frequency a titled enum", third.get("frequency"))
        check(third.get("topics", {}).get("type") == "array" and third["topics"]["items"]["anyOf"][2] == {"const": "tips", "title": "Tips, tricks & tutorials"},
              "round 3: topics a titled multi-select", third.get("topics"))
        check(signup and signup["complete"] is True and signup["answers"]["topics"] == ["releases", "tips"] and signup["answers"]["frequency"] == "weekly",
              "fill signup: complete with the elicited answers", text)
        check(signup and sorted(signup["withheld"]) == ["confirm", "password"] and "Pa55" not in text, "fill signup: secrets withheld", text)
        check(all("password" not in r.requested_schema["properties"] for r in person.requests), "the password is never elicited")

        # A computed default left empty is made from the answers before it (profile's handle).
        person.requests.clear()
        person.replies = [{"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com"}]
        text, profile = result_json(await session.call_tool("fill_form", {"form": "profile"}))
        check(profile["complete"] is True and profile["answers"]["handle"] == "ada-lovelace", "a computed default left empty is computed", text)

        # A declined elicitation ends the fill cleanly; the server goes on serving.
        person.requests.clear()
        person.replies = ["decline"]
        result = await session.call_tool("fill_form", {"form": "signup", "answers": {"email": "ada@example.com"}})
        text, declined = result_json(result)
        check(not result.is_error and declined["complete"] is False and declined["elicitation"] == "decline", "a declined elicitation ends cleanly", text)
        check(declined["answers"].get("email") == "ada@example.com", "declined: the answers given so far are in the result", text)
        person.replies = ["cancel"]
        text, cancelled = result_json(await session.call_tool("fill_form", {"form": "login"}))
        check(cancelled["elicitation"] == "cancel", "a cancelled elicitation ends cleanly", text)
        text, again = result_json(await session.call_tool("list_forms", {}))
        check(again is not None and again["version"] == 1, "the server answers after a declined elicitation", text)

        # Hostile requests: errors, never crashes.
        for name in ["../../etc/passwd", "/etc/passwd", "login\x1b[31m", "$(id)", ""]:
            result = await session.call_tool("fill_form", {"form": name})
            text = result.content[0].text if result.content else ""
            check(result.is_error and "\x1b" not in text, f"fill_form {name!r}: an error, no escape echoed", text)
        person.replies = []
        result = await session.call_tool("fill_form", {"form": "login", "answers": {"username": "a" * (2 << 20)}})
        text, huge = result_json(result)
        check(huge is not None and huge["complete"] is False and any(r["field"] == "username" for r in huge["refused"]), "a huge answer is refused", text[:300])

    await with_session(binary, secrets, person, elicitation_rounds)

    # Without the secrets in the server's environment: they are listed, with how to give them.
    person = Person()

    async def secrets_missing(session):
        await session.initialize()
        person.replies = [{"email": "ada@example.com", "displayName": "Ada", "newsletter": False}]
        text, run = result_json(await session.call_tool("fill_form", {"form": "signup"}))
        check(run["complete"] is False and [m["id"] for m in run["missing"]] == ["password", "confirm"], "secrets missing: listed, not elicited", text)
        check(run["missing"][0]["variable"] == "FORMLINE_ANSWER_password", "secrets missing: the variable that gives each", text)
        check(all("password" not in r.requested_schema["properties"] for r in person.requests), "secrets missing: the password is never elicited")

    await with_session(binary, {}, person, secrets_missing)

    # Computed sources a server can read without running anything: a default from its
    # environment, choices from a file beside the form, the same answers as `run` gives.
    async def sourced(session):
        await session.initialize()
        text, run = result_json(await session.call_tool("fill_form", {"form": "sourced", "answers": {"colour": "Blue"}}))
        check(run["complete"] is True and run["answers"] == {"colour": "blue", "author": "Ada Lovelace"},
              "sourced: the environment's default and the file's choices are read", text)
        text, run = result_json(await session.call_tool("fill_form", {"form": "sourced", "answers": {"colour": "green"}}))
        check(run["complete"] is False and run["refused"][0]["message"] == "must be one of: Red (red), Blue (blue)", "sourced: a choice not in the file is refused", text)

    fixtures = os.path.join(os.getcwd(), "Tests", "Fixtures", "agents")
    async with stdio_client(server(binary, {"FORMLINE_PATH": fixtures, "GIT_AUTHOR_NAME": "Ada Lovelace"})) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await sourced(session)

    # A client without elicitation gets the structured missing list at once.
    async def no_elicitation(session):
        await session.initialize()
        text, run = result_json(await session.call_tool("fill_form", {"form": "signup", "answers": {"email": "nope", "age": "7"}}))
        check(run["complete"] is False and [r["field"] for r in run["refused"]] == ["email", "age"], "no elicitation: refused answers listed", text)
        check(run["refused"][0] == {"field": "email", "source": "answers", "message": "should look like name@example.com"}, "no elicitation: field, source and message", text)

    async with stdio_client(server(binary, {})) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await no_elicitation(session)

    await modern(binary)
    await chat(binary)
    await hostile(binary)
    protocol(binary)


def flip(state):
    """The state with one bit of its payload flipped (still base64url)."""
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    index = len(state) // 3
    return state[:index] + alphabet[alphabet.index(state[index]) ^ 1] + state[index + 1:]


async def expect_error(what, call):
    try:
        await call
    except MCPError as error:
        check(error.code == -32602 and "\x1b" not in error.message, what, f"{error.code} {error.message}")
        return error.message
    check(False, what, "no JSON-RPC error")
    return ""


def result_object(result):
    text = "".join(item.text for item in result.content if getattr(item, "type", "") == "text")
    return text, (json.loads(text) if not result.is_error else None)


async def modern(binary):
    """2026-07-28: input_required rounds, then requestState tampered with, replayed, expired."""
    secrets = {"FORMLINE_ANSWER_password": SECRET, "FORMLINE_ANSWER_confirm": SECRET}
    person = Person()
    async with Client(server(binary, secrets), mode="2026-07-28", elicitation_callback=person) as client:
        check(client.protocol_version == "2026-07-28", "2026-07-28: the version is adopted", client.protocol_version)
        names = sorted(tool.name for tool in (await client.list_tools()).tools)
        check(names == ["describe_form", "fill_form", "list_forms"], "2026-07-28 tools/list", names)
        person.replies = [
            {"email": "not-an-email", "displayName": "Ada", "age": 36, "newsletter": True},
            {"email": "ada@example.com"},
            {"frequency": "weekly", "topics": ["releases", "tips"]},
        ]
        text, signup = result_object(await client.call_tool("fill_form", {"form": "signup"}))
        check(signup and signup["complete"] is True and signup["answers"]["frequency"] == "weekly", "2026-07-28 signup: complete through input_required rounds", text)
        check(len(person.requests) == 3, "2026-07-28 signup: three rounds", len(person.requests))
        second = person.requests[1].requested_schema["properties"] if len(person.requests) > 1 else {}
        check(list(second) == ["email"] and second["email"].get("default") == "not-an-email",
              "2026-07-28: the refused answer comes back alone, its value the default", second)
        check("should look like name@example.com" in person.requests[1].message, "2026-07-28: with its message", person.requests[1].message)
        check("Pa55" not in text, "2026-07-28: secrets withheld", text)

        text, login = result_object(await client.call_tool("fill_form", {"form": "login", "answers": {"username": "ada", "remember": True}}))
        check(login["complete"] is True, "2026-07-28 login with every answer: complete at once", text)

        person.replies = ["decline"]
        text, declined = result_object(await client.call_tool("fill_form", {"form": "signup"}))
        check(declined["complete"] is False and declined["elicitation"] == "decline" and declined["input"]["requestState"],
              "2026-07-28: a declined round ends with the draft's state", text)

        # The requestState, by hand.
        first = await client.session.call_tool("fill_form", {"form": "signup"}, allow_input_required=True)
        check(isinstance(first, types.InputRequiredResult) and list(first.input_requests or {}) == ["round-1"],
              "2026-07-28: fill_form answers input_required with one round", first)
        state = first.request_state
        check("Pa55" not in state and "password" not in json.dumps(first.model_dump(mode="json", by_alias=True)["inputRequests"]["round-1"]["params"]["requestedSchema"]["properties"]),
              "2026-07-28: neither the state nor the round holds a secret")
        responses = {"round-1": types.ElicitResult(action="accept", content={"email": "ada@example.com", "displayName": "Ada", "newsletter": False})}
        for bad, what in [(flip(state), "a flipped bit"), (state[:-3], "a cut tag"), (state.replace(".", ""), "no tag"), ("", "an empty state"),
                          (f"$(touch {PWNED_FOLDER}/pwned)`id`'\"\n\x1b[31m\u202e\x00", "hostile text"), ("A" * (1 << 20) + "." + "A" * 43, "a 1 MiB state")]:
            await expect_error(f"requestState with {what}: a JSON-RPC error", client.session.call_tool(
                "fill_form", {"form": "signup"}, input_responses=responses, request_state=bad, allow_input_required=True))
        message = await expect_error("requestState of signup given to login: a JSON-RPC error", client.session.call_tool(
            "fill_form", {"form": "login"}, input_responses=responses, request_state=state, allow_input_required=True))
        check("another form" in message, "  ...saying it belongs to another form", message)
        await expect_error("inputResponses without requestState: a JSON-RPC error", client.session.call_tool(
            "fill_form", {"form": "signup"}, input_responses=responses, allow_input_required=True))
        await expect_error("inputResponses without the round asked: a JSON-RPC error", client.session.call_tool(
            "fill_form", {"form": "signup"}, input_responses={"round-9": responses["round-1"]}, request_state=state, allow_input_required=True))
        fresh = await client.session.call_tool("fill_form", {"form": "signup"}, allow_input_required=True)
        done = await client.session.call_tool("fill_form", {"form": "signup"}, input_responses=responses, request_state=fresh.request_state,
                                              allow_input_required=True)
        text, filled = result_object(done) if isinstance(done, types.CallToolResult) else ("", None)
        check(filled and filled["complete"] is True and filled["answers"]["email"] == "ada@example.com", "2026-07-28: the state's round answered: complete", done)
        message = await expect_error("a replayed requestState: a JSON-RPC error", client.session.call_tool(
            "fill_form", {"form": "signup"}, input_responses=responses, request_state=fresh.request_state, allow_input_required=True))
        check("used already" in message, "  ...saying it was used", message)

    async with Client(server(binary, {"FORMLINE_MCP_STATE_SECONDS": "0"}), mode="2026-07-28", elicitation_callback=person) as client:
        first = await client.session.call_tool("fill_form", {"form": "login"}, allow_input_required=True)
        message = await expect_error("an expired requestState: a JSON-RPC error", client.session.call_tool(
            "fill_form", {"form": "login"}, input_responses={"round-1": types.ElicitResult(action="accept", content={"username": "ada"})},
            request_state=first.request_state, allow_input_required=True))
        check("expired" in message, "  ...saying it expired", message)

    # Computed choices: from a file before the round; `from:` in the round after its source.
    fixtures = os.path.join(os.getcwd(), "Tests", "Fixtures", "agents")
    person = Person()
    async with Client(server(binary, {"FORMLINE_PATH": fixtures, "SOURCED_AUTHOR": "Ada Lovelace"}), mode="2026-07-28", elicitation_callback=person) as client:
        person.replies = [{"colour": "blue", "author": "Ada Lovelace"}]
        text, sourced = result_object(await client.call_tool("fill_form", {"form": "sourced"}))
        colour = person.requests[0].requested_schema["properties"]["colour"] if person.requests else {}
        check([option["const"] for option in colour.get("oneOf", [])] == ["red", "blue"], "file choices are elicited with their choices", colour)
        check(sourced and sourced["complete"] is True, "sourced: complete", text)
        person.requests.clear()
        person.replies = [{"platforms": ["linux", "macos"]}, {"primary": "macos"}]
        text, picked = result_object(await client.call_tool("fill_form", {"form": "picked"}))
        rounds = [sorted(r.requested_schema["properties"]) for r in person.requests]
        check(rounds == [["platforms"], ["primary"]], "from: choices are asked in the round after their source", rounds)
        primary = person.requests[1].requested_schema["properties"]["primary"] if len(person.requests) > 1 else {}
        check([option["const"] for option in primary.get("oneOf", [])] == ["linux", "macos"], "from: choices are the source's answer", primary)
        check(picked and picked["answers"] == {"platforms": ["linux", "macos"], "primary": "macos"}, "picked: complete", text)

    # Command choices: only for a trusted form (`formline trust`), computed before the round.
    folder = tempfile.mkdtemp(prefix="formline-mcp-trust-")
    form = os.path.join(folder, "shades.yaml")
    with open(form, "w") as file:
        file.write('formline: 1\ntitle: Shades\nfields:\n  - id: shade\n    type: choice\n    label: Shade\n'
                   '    choices: {run: [printf, "red\\nblue\\n"]}\n    required: true\n')
    environment = {"FORMLINE_PATH": folder, "FORMLINE_TRUST_DIR": os.path.join(folder, "trust")}
    person = Person()
    async with Client(server(binary, environment), mode="2026-07-28", elicitation_callback=person) as client:
        result = await client.call_tool("fill_form", {"form": "shades"})
        check(result.is_error and "not trusted" in result.content[0].text and "formline trust" in result.content[0].text,
              "command choices: an untrusted form is refused, naming its commands", result.content[0].text)
        subprocess.run([binary, "trust", form], env=server_env(environment), check=True, capture_output=True)
        person.replies = [{"shade": "blue"}]
        text, shades = result_object(await client.call_tool("fill_form", {"form": "shades"}))
        shade = person.requests[0].requested_schema["properties"]["shade"] if person.requests else {}
        check([option["const"] for option in shade.get("oneOf", [])] == ["red", "blue"], "command choices of a trusted form are elicited with their choices", shade)
        check(shades and shades["answers"] == {"shade": "blue"}, "shades: complete", text)


async def chat(binary):
    """A client that cannot elicit: the round as data, continued with requestState; a round
    left unanswered past FORMLINE_MCP_ROUND_SECONDS keeps the draft."""
    try:
        import jsonschema
    except ImportError:
        jsonschema = None
    secrets = {"FORMLINE_ANSWER_password": SECRET, "FORMLINE_ANSWER_confirm": SECRET}
    async with stdio_client(server(binary, secrets)) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            text, run = result_json(await session.call_tool("fill_form", {"form": "signup", "answers": {"email": "ada@example.com", "newsletter": True}}))
            check(run["complete"] is False and run["input"]["fields"] == ["displayName"], "no elicitation: the round as data, only what is missing", text)
            schema = run["input"]["schema"]
            if jsonschema:
                jsonschema.Draft202012Validator.check_schema(schema)
            check(set(schema["properties"]) == set(run["input"]["fields"]), "no elicitation: the round's JSON Schema", schema)
            replies = {"frequency": "weekly", "topics": ["tips"], "displayName": "Ada"}
            for _ in range(5):
                if run["complete"] is not False or "input" not in run:
                    break
                answers = {field: replies[field] for field in run["input"]["fields"] if field in replies}
                text, run = result_json(await session.call_tool("fill_form", {"form": "signup", "answers": answers, "requestState": run["input"]["requestState"]}))
            check(run and run["complete"] is True and run["answers"]["email"] == "ada@example.com" and run["answers"]["displayName"] == "Ada",
                  "no elicitation: answered in chat round by round, complete with the draft", text)
            await expect_error("no elicitation: a forged requestState is a JSON-RPC error",
                               session.call_tool("fill_form", {"form": "signup", "requestState": "forged.state"}))
    # A round nobody answers: the server gives up after FORMLINE_MCP_ROUND_SECONDS, keeping the draft.
    never = asyncio.Event()

    async def silent(context, params):
        await never.wait()
        return types.ElicitResult(action="cancel")

    async with stdio_client(server(binary, dict(secrets, FORMLINE_MCP_ROUND_SECONDS="1"))) as streams:
        async with ClientSession(streams[0], streams[1], elicitation_callback=silent) as session:
            await session.initialize()
            text, run = result_json(await session.call_tool("fill_form", {"form": "signup", "answers": {"email": "ada@example.com"}}))
            check(run["complete"] is False and run["elicitation"] == "timeout" and run["input"]["requestState"], "an unanswered round times out with the draft's state", text)
            text, run = result_json(await session.call_tool("fill_form", {"form": "signup", "requestState": run["input"]["requestState"],
                                                                         "answers": {"displayName": "Ada", "newsletter": False}}))
            check(run["complete"] is True and run["answers"]["email"] == "ada@example.com", "the draft is kept: continued after the timeout", text)
            never.set()


HOSTILE = [f"$(touch {PWNED_FOLDER}/pwned)", f"`touch {PWNED_FOLDER}/pwned`", "'\"", "a b", "line\nbreak", "\x1b[31mred\x1b]0;t\x07",
           "\u202eevil\u2066", "nul\x00byte", "\\x00\\n", "a" * (3 << 20)]


async def hostile(binary):
    """The hostile list for every tool argument: errors or refusals, never a crash, an escape echoed or a command run."""
    secrets = {"FORMLINE_ANSWER_password": SECRET}
    folder = tempfile.mkdtemp(prefix="formline-mcp-test-")
    existing = os.path.join(folder, "existing.json")
    with open(existing, "w") as file:
        file.write("keep me\n")
    fifo = os.path.join(folder, "fifo")
    os.mkfifo(fifo)
    dangling = os.path.join(folder, "dangling")
    os.symlink(os.path.join(folder, "target.json"), dangling)
    # Served from a folder with a `login` file of its own: the catalogue's forms/login.yaml is loaded.
    decoy = os.path.join(folder, "login")
    with open(decoy, "w") as file:
        file.write("formline: 1\ntitle: Decoy\nfields:\n  - id: decoy\n    type: text\n    required: true\n")
    async with stdio_client(server(binary, dict(secrets, FORMLINE_PATH=os.path.join(os.getcwd(), "forms")), cwd=folder)) as streams:
        async with ClientSession(streams[0], streams[1]) as session:
            await session.initialize()
            text, described = result_json(await session.call_tool("describe_form", {"form": "login"}))
            check(described and described["title"] != "Decoy", "describe_form loads the catalogue's path, not ./login", text[:200])
            for value in HOSTILE:
                for arguments in ({"form": value}, {"form": "login", "answers": {"username": value}}, {"form": "login", "answers": {value: "x"}},
                                  {"form": "login", "answersFile": value}, {"form": "login", "output": value}, {"form": "login", "requestState": value},
                                  {"form": "login", "answers": value}):
                    try:
                        result = await session.call_tool("fill_form", arguments)
                        text = "".join(item.text for item in result.content if getattr(item, "type", "") == "text")
                        # Messages escape controls; JSON results hold data (a refused value is the default offered back).
                        ok = "\x1b" not in text and (result.is_error and "\u202e" not in text or not result.is_error and json.loads(text) is not None)
                    except MCPError as error:
                        ok, text = error.code == -32602 and "\x1b" not in error.message, error.message
                    key = next(iter(arguments.keys() - {"form"}), "form")
                    check(ok, f"hostile {key} {value[:20]!r}: refused cleanly", text[:200])
            check(not os.path.exists(PWNED_FOLDER + "/pwned"), "hostile arguments: no command ran")
            for path, what in [(fifo, "a FIFO"), ("/dev/zero", "a device"), (folder, "a folder")]:
                result = await session.call_tool("fill_form", {"form": "login", "answersFile": path, "answers": {"username": "ada"}})
                check(result.is_error, f"answersFile {what}: an error at once", result.content[0].text[:200])
            answers = {"username": "ada", "remember": False}
            for path, what in [(existing, "an existing file"), (dangling, "a dangling symbolic link"), ("/dev/stdout", "/dev/stdout"),
                               (os.path.join(folder, "missing", "out.json"), "a missing folder")]:
                result = await session.call_tool("fill_form", {"form": "login", "answers": answers, "output": path})
                check(result.is_error, f"output {what}: refused", result.content[0].text[:200])
            with open(existing) as file:
                check(file.read() == "keep me\n", "output: an existing file is never replaced")
            check(not os.path.exists(os.path.join(folder, "target.json")), "output: nothing created through a symbolic link")
            new = os.path.join(folder, "new.json")
            text, run = result_json(await session.call_tool("fill_form", {"form": "login", "answers": answers, "output": new}))
            check(run and run["complete"] is True and run["secretsWrittenTo"] == new and oct(os.stat(new).st_mode & 0o777) == "0o600",
                  "output: a new file, mode 0600, and the result says where the secrets went", text)
            with open(new) as file:
                check(json.load(file)["password"] == SECRET, "output: the file holds the secret")


def raw(binary, environment=None):
    return subprocess.Popen([binary, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=server_env(environment or {}), cwd=os.getcwd())


def reply(process, deadline=60):
    line = b""
    while not line.endswith(b"\n"):
        ready, _, _ = select.select([process.stdout], [], [], deadline)
        if not ready:
            return None
        chunk = os.read(process.stdout.fileno(), 1 << 16)
        if not chunk:
            return None
        line += chunk
    return json.loads(line)


def protocol(binary):
    """Raw JSON-RPC abuse on the pipe: every message answered, the server still serving."""
    process = raw(binary)
    modern = {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}

    def send(data):
        process.stdin.write(data)
        process.stdin.flush()

    send(b"\xff\xfe{}\n")
    answer = reply(process)
    check(answer and answer["error"]["code"] == -32700 and answer["id"] is None, "invalid UTF-8: a parse error", answer)
    send(b"[" * 100000 + b"\n")
    answer = reply(process)
    check(answer and answer["error"]["code"] == -32700, "100,000 nested arrays: a parse error, no crash", answer)
    send(b'{"jsonrpc":"2.0","id":"n\\u0000","method":"nope"}\n')
    answer = reply(process)
    check(answer and answer["error"]["code"] == -32601 and answer["id"] == "n\x00", "an unknown method: -32601, the id echoed", answer)
    send(json.dumps({"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2099-01-01"}}}).encode() + b"\n")
    answer = reply(process)
    check(answer and answer["error"]["code"] == -32022 and answer["error"]["data"]["supported"] == ["2026-07-28"], "an unknown protocol version: -32022", answer)
    for size, request_id in [(5 << 20, 7), (10 << 20, 8)]:
        message = b'{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"fill_form","arguments":{"form":"login","answers":{"username":"' % request_id
        send(message + b"a" * size + b'"}}}}\n')
        answer = reply(process)
        check(answer and answer["id"] == request_id and answer["error"]["code"] == -32600 and "4 MiB" in answer["error"]["message"],
              f"a {size >> 20} MB message: a JSON-RPC error naming the 4 MiB limit", answer)
    send(json.dumps({"jsonrpc": "2.0", "id": 9, "method": "tools/list", "params": modern}).encode() + b"\n")
    answer = reply(process)
    check(answer and answer["id"] == 9 and answer["result"]["resultType"] == "complete" and len(answer["result"]["tools"]) == 3,
          "after all of it the server still serves", answer)
    process.stdin.close()
    check(process.wait(timeout=30) == 0, "standard input closed: the server exits 0")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    binary = os.path.abspath(sys.argv[1]) if os.sep in sys.argv[1] else sys.argv[1]
    asyncio.run(asyncio.wait_for(main(binary), timeout=300))
    check(not os.path.exists(CANARY), "the secret's commands never ran", CANARY)
    check(not os.path.exists(PWNED_FOLDER + "/pwned"), "hostile arguments: no command ran", PWNED_FOLDER)
    shutil.rmtree(os.path.dirname(CANARY), ignore_errors=True)
    shutil.rmtree(PWNED_FOLDER, ignore_errors=True)
    print(f"{len(failures)} failed" if failures else "all passed")
    sys.exit(1 if failures else 0)
