"""A tiny HTTP client for playing whole sessions of a ruleset against the real server.

Every command goes over HTTP with the token of whoever issues it; `Session.play` checks what every
command response promises (the events appended, the new version, `ETag` = that version) and keeps the
events, `Session.refused` checks a refusal is a problem+json with its code and appends nothing, and the
reads check their `ETag`. `Session.check_replay` is the audit at the end of a session: the log paged from
`GET /events`, decoded with the ruleset's own `Game` and folded from scratch, must be the state the server
shows, at the end and at a past version, and its hash chain must verify.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec

from domain.campaign import Actor
from domain.dice import verifiable_faces
from domain.game import Game
from domain.roll_proofs import roll_secret
from domain.rulesets import RULESETS
from tests.server.api import Campaign, Member, create_campaign, problem

Event = dict[str, Any]

SYSTEMS = ("robots-and-rapiers", "shapers-and-bots", "shapers-d100", "rotate-bird", "scratch-rps")
"""The five game systems of the rulebooks, by the name `POST /campaigns` takes."""


def game(name: str) -> Game:
    """The registered `Game` of a system: what the server (the `api` fixture) runs campaigns of it with."""
    assert name in SYSTEMS
    assert name in RULESETS, f"{name} is not registered in domain/rulesets.py"
    return RULESETS[name]


@dataclass
class Played:
    """What one command did: its events (as the caller sees them) and the campaign's new version."""

    version: int
    events: list[Event]

    @property
    def types(self) -> list[str]:
        return [e["type"] for e in self.events]

    def all(self, type_: str) -> list[dict[str, Any]]:
        """The data of every event of this type."""
        return [e["data"] for e in self.events if e["type"] == type_]

    def one(self, type_: str) -> dict[str, Any]:
        found = self.all(type_)
        assert len(found) == 1, (type_, self.types)
        return found[0]


@dataclass
class Session:
    """A campaign of one ruleset, its members by name, and the table being played at."""

    campaign: Campaign
    game: Game
    players: dict[str, Member] = field(default_factory=dict)
    table_id: str = ""
    version: int = 0

    @classmethod
    async def start(cls, client: httpx.AsyncClient, game: Game, *players: str) -> Session:
        """Create a campaign of `game`'s ruleset (the creator's token is the GM's) and add the players."""
        campaign = await create_campaign(client, game.ruleset.name, name=f"A session of {game.ruleset.title}")
        session = cls(campaign, game)
        created = await session.read("")
        assert created["ruleset"] == game.ruleset.name and created["you"]["role"] == "gm"
        for name in players:
            session.players[name] = await campaign.add_member(name)
        session.version = await campaign.version()
        return session

    @property
    def gm(self) -> Member:
        return self.campaign.gm

    @property
    def client(self) -> httpx.AsyncClient:
        return self.campaign.client

    def __getitem__(self, name: str) -> Member:
        return self.players[name]

    # -- commands ----------------------------------------------------------------------------------------

    async def play(self, tag: str, body: dict[str, Any], who: Member | None = None) -> Played:
        """Run a command that must succeed; check its response is its events and the new version."""
        r = await self.campaign.command(tag, body, who)
        assert r.status_code == 200, (tag, r.status_code, r.text)
        reply = r.json()
        events: list[Event] = reply["events"]
        assert events, f"{tag} appended nothing"
        assert [e["version"] for e in events] == list(range(self.version + 1, self.version + 1 + len(events)))
        assert reply["version"] == events[-1]["version"]
        assert r.headers["ETag"] == f'"{reply["version"]}"'
        for e in events:
            assert e["type"] in self.game.event_by_tag, e["type"]
            assert e["hash"] and e["metadata"]["command"] == tag
            assert e["metadata"]["actor"] == (who or self.gm).member_id
        self.version = reply["version"]
        return Played(reply["version"], events)

    async def refused(
        self, tag: str, body: dict[str, Any], who: Member | None, status: int, code: str
    ) -> dict[str, Any]:
        """Run a command that must be refused with `status` and `code`; nothing may be appended."""
        body_of_problem = problem(await self.campaign.command(tag, body, who), status, code)
        assert await self.campaign.version() == self.version, f"a refused {tag} appended events"
        return body_of_problem

    async def open_table(self, dice_mode: str, name: str = "Session 1") -> Played:
        opened = await self.play("campaign.open_table", {"name": name, "dice_mode": dice_mode})
        table = opened.one("campaign.table_opened")
        assert table["dice_mode"] == dice_mode
        self.table_id = table["table_id"]
        return opened

    async def close_table(self) -> Played:
        closed = await self.play("campaign.close_table", {"table_id": self.table_id})
        table = await self.entity(f"table:{self.table_id}")
        assert table["open"] is False and table["closed_at"]
        return closed

    # -- reads -------------------------------------------------------------------------------------------

    async def read(self, path: str, who: Member | None = None, **params: Any) -> dict[str, Any]:
        """GET a campaign read; its ETag must be the version the body says it reflects."""
        r = await self.client.get(self.campaign.base + path, params=params, headers=(who or self.gm).headers)
        assert r.status_code == 200, (path, r.status_code, r.text)
        body: dict[str, Any] = r.json()
        assert r.headers["ETag"] == f'"{body["version"]}"', (path, r.headers["ETag"], body["version"])
        return body

    async def entity(self, entity: str, who: Member | None = None, at: int | None = None) -> dict[str, Any]:
        """The state of `campaign`, `character:<id>`, `table:<id>`, `conflict:<id>` at the current version
        (which must be the last one this session saw) or at `at`."""
        params: dict[str, Any] = {"entity": entity} if at is None else {"entity": entity, "at": at}
        body = await self.read("/state", who, **params)
        assert body["version"] == (self.version if at is None else at)
        assert body["current_version"] == self.version
        return body["state"]  # type: ignore[no-any-return]

    async def character(self, character_id: str, who: Member | None = None) -> dict[str, Any]:
        body = await self.read(f"/characters/{character_id}", who)
        assert body["version"] == self.version
        return body["state"]  # type: ignore[no-any-return]

    async def conflict(self, conflict_id: str, who: Member | None = None) -> dict[str, Any]:
        body = await self.read(f"/conflicts/{conflict_id}", who)
        assert body["version"] == self.version
        return body["state"]  # type: ignore[no-any-return]

    async def log(self, who: Member | None = None, page: int = 50) -> list[Event]:
        """The whole log, paged through `after`/`next_after` as an auditor would read it."""
        events: list[Event] = []
        after = -1
        while True:
            body = await self.read("/events", who, after=after, limit=page)
            events += body["events"]
            after = body["next_after"]
            if not body["more"]:
                return events

    # -- the audit at the end of a session -----------------------------------------------------------------

    def fold(self, events: list[Event]) -> Any:
        """Decode stored events with the ruleset's Game (each must survive decode → encode) and fold them."""
        decoded = []
        for e in events:
            event = self.game.decode(e["type"], msgspec.json.encode(e["data"]))
            assert as_json(event) == e["data"], e["type"]
            decoded.append(event)
        return self.game.fold(decoded)

    def shown(self, state: Any) -> dict[str, Any]:
        """A folded state in the shape `GET /state` shows it to the GM (hidden-roll versions are JSON keys; the
        ruleset's `redact` hook shapes the game, e.g. Rotate Bird's cards in words)."""
        out = msgspec.to_builtins(state)
        out["game"] = self.game.redact(state, Actor(member_id=self.campaign.gm.member_id, role="gm"), [])
        return as_json(out)  # type: ignore[no-any-return]

    async def check_replay(self, at: int | None = None) -> list[Event]:
        """Fold the log from `GET /events` with the ruleset's Game: it must equal the campaign state the
        server reads out now (and, with `at`, the state it reads out as of that past version); the hash
        chain must verify. Returns the log."""
        events = await self.log()
        assert [e["version"] for e in events] == list(range(self.version + 1))
        assert events[0]["type"] == "campaign.created" and events[0]["data"]["ruleset"] == self.game.ruleset.name
        state = self.fold(events)
        assert state.version == self.version
        assert self.shown(state) == await self.entity("campaign")
        if at is not None:
            assert self.shown(self.fold(events[: at + 1])) == await self.entity("campaign", at=at)
        verified = (await self.client.get(self.campaign.base + "/integrity", headers=self.gm.headers)).json()
        assert verified["ok"] and verified["events"] == self.version + 1, verified
        return events

    async def check_verifiable_rolls(self, events: list[Event]) -> int:
        """After a verifiable table closed: re-derive every roll made at it from the revealed seed, and ask
        the server's fairness report to agree. Returns how many rolls were checked."""
        revealed = [e["data"] for e in events if e["type"] == "campaign.seed_revealed"]
        assert [r["table_id"] for r in revealed] == [self.table_id]
        seed = bytes.fromhex(revealed[0]["seed"])
        rolls = [
            roll for e in events if e["data"].get("table_id") == self.table_id for roll in e["data"].get("rolls", [])
        ]
        assert rolls and [r["nonce"] for r in rolls] == list(range(len(rolls)))
        for roll in rolls:
            assert roll["source"] == "verifiable"
            expected = verifiable_faces(
                roll_secret(seed, self.table_id, roll["nonce"]),
                self.table_id,
                roll["nonce"],
                roll["client_seed"],
                len(roll["faces"]),
                roll["sides"],
            )
            assert list(expected) == roll["faces"]
        report = await self.client.get(f"{self.campaign.base}/tables/{self.table_id}/fairness", headers=self.gm.headers)
        assert report.status_code == 200, report.text
        assert report.json()["ok"] and report.json()["rolls_checked"] == len(rolls), report.json()
        return len(rolls)


def as_json(value: Any) -> Any:
    """`value` as a client reads it back: encoded to JSON and decoded (tuples become lists, int keys text)."""
    return msgspec.json.decode(msgspec.json.encode(value))


def faces_of(data: dict[str, Any]) -> list[list[int]]:
    """The faces of every roll an event carries, one list per roll."""
    return [list(r["faces"]) for r in data["rolls"]]
