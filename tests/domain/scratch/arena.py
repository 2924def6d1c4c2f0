"""Build a fight quickly: characters owned by Alice, Bob and the GM, in that initiative order."""

from __future__ import annotations

from typing import Any

from domain.campaign import Actor
from domain.messages import Event
from domain.scratch.abilities import ScratchSheet
from domain.scratch.commands import EndTurn
from domain.scratch.state import Environment
from tests.domain.scratch.support import Table


class Arena:
    def __init__(self, *sheets: ScratchSheet, environment: Environment | None = None, faces: list[int] | None = None):
        self.t = Table()
        owners = [self.t.alice, self.t.bob, self.t.gm, self.t.gm, self.t.gm]
        # the GM creates them all outside the creation limits (tests use extreme levels) for their owners
        self.ids = [
            self.t.create(s, self.t.gm, exempt=True, owner_id=None if owners[n] is self.t.gm else owners[n].member_id)
            for n, s in enumerate(sheets)
        ]
        self.cid = self.t.start(self.ids, faces or [19 - n for n in range(len(sheets))], environment)

    def command(self, cls: type, who: str, **kw: Any) -> Any:
        if "table_id" in cls.__struct_fields__:
            kw.setdefault("table_id", self.t.table_id)
        if "conflict_id" in cls.__struct_fields__:
            kw.setdefault("conflict_id", self.cid)
        return cls(character_id=who, **kw)

    def act(self, cls: type, who: str, faces: list[int] | None = None, **kw: Any) -> list[Event]:
        return self.t.run(self.command(cls, who, **kw), self.t.owner(who), faces or [])

    def refuse(self, cls: type, who: str, faces: list[int] | None = None, actor: Actor | None = None, **kw: Any) -> Any:
        from domain.errors import DomainError

        try:
            self.t.decide(self.command(cls, who, **kw), actor or self.t.owner(who), faces or [])
        except DomainError as err:
            return err
        raise AssertionError(f"{cls.__name__} was not refused")

    def end(self, who: str) -> list[Event]:
        return self.t.run(EndTurn(conflict_id=self.cid, character_id=who), self.t.owner(who))

    def next_round(self, upto: str | None = None) -> None:
        """End the current turn, then more until it is `upto`'s turn (default: the first character's)."""
        target = upto or self.ids[0]
        for _ in range(20):
            current = self.t.conflict(self.cid).current
            assert current is not None
            self.end(current)
            if self.t.conflict(self.cid).current == target:
                return
        raise AssertionError("never reached the turn")

    @property
    def current(self) -> str | None:
        return self.t.conflict(self.cid).current
