#!/usr/bin/env python3
"""Drives `formline mcp` with the real Python MCP client (the `mcp` package from PyPI) over stdio.

    scripts/mcp-client-test.py FORMLINE_BINARY     prints one line per check; exit 0 when all pass

Run from the repository root (the forms in ./forms are served). Exit status: 0 all checks
passed, 1 a check failed, 2 the `mcp` package is missing and cannot be installed
(python3 -m pip install mcp; scripts/setup installs it).
"""
import asyncio
import json
import os
import sys

try:
    from mcp import ClientSession, StdioServerParameters, types
    from mcp.client.stdio import stdio_client
except ImportError as error:
    print(f"mcp-client-test: {error}; run scripts/setup (python3 -m pip install mcp)", file=sys.stderr)
    sys.exit(2)

SECRET = 'Pa55 "$(touch /tmp/formline-pwned)" `id` \x1b[31m'
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


def server(binary, environment):
    env = {"FORMLINE_TODAY": "2026-11-22", "HOME": os.environ.get("HOME", "/tmp"), "PATH": os.environ.get("PATH", "")}
    env.update(environment)
    return StdioServerParameters(command=binary, args=["mcp"], env=env, cwd=os.getcwd())


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
    async with stdio_client(server(binary, {"FORMLINE_PATH": fixtures, "SOURCED_AUTHOR": "Ada Lovelace"})) as streams:
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


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    asyncio.run(asyncio.wait_for(main(sys.argv[1]), timeout=120))
    print(f"{len(failures)} failed" if failures else "all passed")
    sys.exit(1 if failures else 0)
