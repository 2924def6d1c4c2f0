"""Every command of every registered ruleset over HTTP, driven by the commands' own examples.

New rulesets are covered without new tests: for each ruleset a campaign is played by posting each command's
`example` in the ruleset's order, with the example's placeholder ids (`"c1"`, `"t1"`, `"id-7"`) replaced by
real ids that earlier events produced (matched by field name: a `test_id` placeholder becomes the latest
real `test_id`, `target_id` a character, …). Each command is checked for:

- its example is a valid request (never a 400): the OpenAPI document shows it to integrators;
- the response is the command's events and new version, all of them stored in the log with the same hash,
  or a typed refusal (problem+json with a code) — never a 5xx;
- refusals: an observer gets 403 and nothing is appended; an unknown field and a missing required field
  are 400s naming the field; no token is a 401.

Known valid set-up commands per ruleset (a complete character sheet the short examples leave out) are
listed in SETUP, so the commands that act on a character have one to act on.
"""

from __future__ import annotations

import copy
import uuid
from collections import defaultdict
from typing import Any

import msgspec
import pytest

from domain.messages import Command, tag_of
from server.http.routes.commands import example_of, request_struct, schema_name
from tests.domain.rr.harness import SHEET_JSON as RR_SHEET
from tests.server.api import Campaign, Member, create_campaign, problem
from tests.server.conftest import api_rulesets

CHARACTER_FIELDS = ("character_id", "target_id", "owner_id", "from_id", "to_id", "ambusher_id", "contender")
SETUP: dict[str, list[tuple[str, dict[str, Any], str]]] = {
    "robots-and-rapiers": [
        ("rr.create_character", {"sheet": RR_SHEET, "design_points": 60, "owner_id": "$owner"}, "gm"),
        (
            "rr.create_character",
            {"sheet": {**RR_SHEET, "name": "Burgiss"}, "design_points": 60, "owner_id": "$other"},
            "gm",
        ),
    ],
}


VALID_BODIES: dict[str, dict[str, Any]] = {
    "rr.create_character": {"sheet": RR_SHEET, "design_points": 60},
}
"""Valid bodies for commands whose published example is not a complete request (reported by
`test_example_is_a_valid_request`), so the other tests still exercise them."""


def is_valid_request(cls: type[Command], body: Any) -> bool:
    try:
        msgspec.convert(body, request_struct(cls, schema_name(tag_of(cls))))
    except msgspec.ValidationError:
        return False
    return True


def request_body(cls: type[Command]) -> dict[str, Any] | None:
    """The command's example when it is a valid request, else a known valid body (None if neither)."""
    example = example_of(cls)
    if example is not None and is_valid_request(cls, example):
        return example
    return VALID_BODIES.get(tag_of(cls))


def _all_commands() -> list[tuple[str, type[Command]]]:
    out = []
    for name, game in sorted(api_rulesets().items()):
        out += [(name, cls) for cls in game.ruleset.commands]
    return out


@pytest.mark.parametrize(("ruleset", "cls"), _all_commands(), ids=lambda v: v if isinstance(v, str) else tag_of(v))
def test_example_is_a_valid_request(ruleset: str, cls: type[Command]) -> None:
    example = example_of(cls)
    assert example is not None, f"{tag_of(cls)} has no example for the OpenAPI document"
    body = request_struct(cls, schema_name(tag_of(cls)))
    msgspec.convert(example, body)  # raises, naming the field, when the example is not a valid request


class Ids:
    """Real ids seen in events, by field name, and the placeholder → real id mapping used so far."""

    def __init__(self) -> None:
        self.seen: dict[str, list[str]] = defaultdict(list)
        self.mapping: dict[str, str] = {}
        self.owners: dict[str, str] = {}
        self._in_body: set[str] = set()

    def learn(self, data: dict[str, Any]) -> None:
        if isinstance(data.get("character_id"), str) and isinstance(data.get("owner_id"), str):
            self.owners[data["character_id"]] = data["owner_id"]
        for key, value in data.items():
            if key.endswith("_id") and isinstance(value, str):
                self._add(key, value)
            elif key.endswith("_ids") and isinstance(value, list):
                for v in value:
                    if isinstance(v, str):
                        self._add(key[:-1], v)

    def _add(self, key: str, value: str) -> None:
        if value not in self.seen[key]:
            self.seen[key].append(value)

    def _kind(self, key: str) -> str:
        key = key[:-1] if key.endswith("_ids") else key
        if key in self.seen and key != "owner_id":
            return key
        if any(key.startswith(f) or key.endswith(f) for f in CHARACTER_FIELDS) or key.endswith("er_id"):
            return "character_id"
        return key

    def real(self, key: str, placeholder: str) -> str:
        mapped = self.mapping.get(placeholder)
        if mapped is not None and mapped not in self._in_body:
            self._in_body.add(mapped)
            return mapped
        kind = self._kind(key)
        pool = [v for v in self.seen.get(kind, []) if v not in self._in_body]
        if not pool:
            return placeholder
        # characters: the oldest first (the owner's); anything else: the newest (the test just called)
        choice = pool[0] if kind == "character_id" else pool[-1]
        self.mapping[placeholder] = choice
        self._in_body.add(choice)
        return choice

    def substitute(self, body: Any) -> Any:
        self._in_body = set()
        return self._sub(body, "")

    def _sub(self, body: Any, key: str) -> Any:
        if isinstance(body, dict):
            return {k: self._sub(v, k) for k, v in body.items()}
        if isinstance(body, list):
            if key.endswith("_ids") or key in ("contenders",):
                return [self.real(key, v) if isinstance(v, str) else v for v in body]
            return [self._sub(v, key) for v in body]
        if isinstance(body, str) and (key.endswith("_id") or key in ("contender",)):
            return self.real(key, body)
        return body


async def _check_success(c: Campaign, r: Any, before: int) -> list[dict[str, Any]]:
    body = r.json()
    events = body["events"]
    assert body["version"] == before + len(events)
    assert r.headers["ETag"] == f'"{body["version"]}"'
    stored = {e["version"]: e for e in await c.events(after=before)}
    for e in events:
        assert stored[e["version"]]["hash"] == e["hash"]
        assert stored[e["version"]]["data"] == e["data"]
    return events  # type: ignore[no-any-return]


def _required_field(cls: type[Command]) -> str | None:
    for f in msgspec.structs.fields(cls):
        if f.required:
            return f.name
    return None


@pytest.mark.parametrize("ruleset", sorted(api_rulesets()))
async def test_every_command_of_the_ruleset(api, ruleset: str) -> None:
    game = api_rulesets()[ruleset]
    c = await create_campaign(api, ruleset)
    owner = await c.add_member("Owner")
    other = await c.add_member("Other")
    watcher = await c.add_member("Watcher", role="observer")
    who: dict[str, Member] = {"gm": c.gm, "owner": owner, "other": other}
    ids = Ids()
    ids.learn({"table_id": await c.open_table()})
    for tag, body, actor in SETUP.get(ruleset, []):
        body = {k: (who[v[1:]].member_id if isinstance(v, str) and v.startswith("$") else v) for k, v in body.items()}
        for e in (await c.ok(tag, body, who[actor]))["events"]:
            ids.learn(e["data"])

    outcomes: dict[str, str] = {}
    for cls in game.ruleset.commands:
        tag = tag_of(cls)
        example = request_body(cls)
        if example is None:
            outcomes[tag] = "no valid example"
            continue
        body = ids.substitute(copy.deepcopy(example))
        actor = c.gm if cls.gm_only else owner

        # refusals first: nothing may be appended by them
        before = await c.version()
        problem(await api.post(f"{c.base}/commands/{tag}", json=body), 401, "token_missing")
        problem(await c.command(tag, body, watcher), 403)
        unknown = problem(await c.command(tag, {**body, "no_such_field": 1}, actor), 400, "validation_failed")
        assert any(e.get("field") == "no_such_field" for e in unknown["errors"]), unknown
        required = _required_field(cls)
        if required is not None:
            missing = {k: v for k, v in body.items() if k != required}
            named = problem(await c.command(tag, missing, actor), 400, "validation_failed")
            assert any(e.get("field") == required for e in named["errors"]), named
        assert await c.version() == before

        r = await c.command(tag, body, actor)
        if r.status_code == 403 and r.json().get("code") == "not_your_character":
            # the character belongs to the other player: act as its owner, as a real table would
            owner_id = r.json()["data"].get("owner_id")
            actor = next((m for m in who.values() if m.member_id == owner_id), actor)
            r = await c.command(tag, body, actor)
        assert r.status_code < 500, (tag, r.status_code, r.text)
        if r.status_code == 200:
            events = await _check_success(c, r, before)
            assert {e["type"] for e in events} <= set(game.event_by_tag) | {"roll.hidden"}
            for e in events:
                ids.learn(e["data"])
            outcomes[tag] = "ok"
            if any("owner_id" in e["data"] and "character_id" in e["data"] for e in events):
                # a character was created: make a few more (one for the other player) so commands naming
                # several characters (fights, contests, targets) find distinct ones
                for extra in (other, owner, other):
                    again = await c.command(tag, body, c.gm if cls.gm_only else extra)
                    if again.status_code == 200:
                        for e in again.json()["events"]:
                            ids.learn(e["data"])
        else:
            refusal = problem(r, r.status_code)
            assert r.status_code != 400, (tag, "the example (ids substituted) is not a valid request", refusal)
            assert r.status_code in (403, 404, 409, 422), (tag, refusal)
            assert await c.version() == before
            outcomes[tag] = f"{r.status_code} {refusal['code']}"
    print(f"\n{ruleset}: {sum(v == 'ok' for v in outcomes.values())}/{len(outcomes)} examples applied")
    for tag, outcome in outcomes.items():
        print(f"  {tag}: {outcome}")
    assert any(v == "ok" for v in outcomes.values()), outcomes


async def test_common_commands(api) -> None:
    """The campaign commands every ruleset shares, each applied and each refused once."""
    c = await create_campaign(api)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob", role="observer")
    made = await c.ok("td.create_character", {"name": "Robin"}, ann)
    char = made["events"][0]["data"]["character_id"]

    r = await c.ok("campaign.change_member_role", {"member_id": bob.member_id, "role": "player"})
    assert r["events"][0]["type"] == "campaign.member_role_changed"
    await c.ok("campaign.transfer_character", {"character_id": char, "owner_id": bob.member_id})
    problem(await c.command("td.spend_luck", {"character_id": char}, ann), 403, "not_your_character")
    await c.ok("td.spend_luck", {"character_id": char}, bob)
    problem(await c.command("campaign.remove_member", {"member_id": c.gm.member_id}), 422, "last_gm")
    await c.ok("campaign.remove_member", {"member_id": ann.member_id})
    problem(await c.command("td.create_character", {"name": "Gone"}, ann), 403, "member_removed")

    table = await c.open_table(mode="verifiable")
    rotated = await c.ok("campaign.rotate_seed", {"table_id": table})
    assert rotated["events"][0]["type"] == "campaign.seed_revealed"
    closed = await c.ok("campaign.close_table", {"table_id": table})
    assert [e["type"] for e in closed["events"]] == ["campaign.seed_revealed", "campaign.table_closed"]
    problem(await c.command("campaign.close_table", {"table_id": table}), 422, "table_closed")
    problem(await c.command("campaign.rotate_seed", {"table_id": str(uuid.uuid4())}), 404, "table_not_found")
    problem(await c.command("campaign.reveal_roll", {"version": 0}), 404, "hidden_roll_not_found")
    problem(await c.command("campaign.open_table", {"name": "x"}, bob), 403, "gm_only")


async def test_a_gm_who_removes_themselves_gets_the_commands_answer(api) -> None:
    """The command succeeded, so the caller gets a 200 (filtered as for an outsider), and a retry with the same
    Idempotency-Key gets that same answer rather than a 403 for having left."""
    c = await create_campaign(api)
    bea = await c.add_member("Bea")
    await c.ok("campaign.change_member_role", {"member_id": bea.member_id, "role": "gm"})
    key = {"Idempotency-Key": f"leave-{uuid.uuid4()}"}
    first = await c.command("campaign.remove_member", {"member_id": bea.member_id}, bea, headers=key)
    assert first.status_code == 200, first.text
    assert [e["type"] for e in first.json()["events"]] == ["campaign.member_removed"]
    again = await c.command("campaign.remove_member", {"member_id": bea.member_id}, bea, headers=key)
    assert again.status_code == 200 and again.json() == first.json()
    problem(await c.command("campaign.open_table", {"name": "After"}, bea), 403, "member_removed")
