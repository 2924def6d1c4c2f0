"""A Robots & Rapiers session played over the API with physical dice, for the replay and recap tests.

Alfredo (Ann's) and Charles (Bob's, a Spark) fight a duel at a physical-dice table: Alfredo attacks, Charles
pays to oppose with a BLIND roll, Alfredo wins and spends successes on the action and on Action Points, the
GM calls a Durability save on Charles (one failed die: two Malfunctions) and a Locomotion save on Alfredo
(a temporary loss), Alfredo ends his turn and buys the next, Charles earns and spends Inspiration, the
conflict ends and the table closes.

Physical dice make every face known in advance: `roll` sends a command with the faces entered so far and,
while the server answers `physical_dice_missing` (which names the roll's size), enters the next roll from
the script — so the script states the faces without hard-coding pool sizes the rules compute.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import httpx
import msgspec

from tests.domain.rr.harness import sheet
from tests.server.api import Campaign, Member, create_campaign

Faces = Callable[[int, int], list[int]]
"""(count, sides) -> the faces of the next roll the rules ask for."""


def always(face: int) -> Faces:
    return lambda count, sides: [face] * count


def script(*rolls: list[int] | Faces) -> Faces:
    """Each roll the rules ask for takes the next entry: a list of faces (its length must match) or a rule."""
    queue = list(rolls)

    def next_roll(count: int, sides: int) -> list[int]:
        entry = queue.pop(0) if len(queue) > 1 else queue[0]
        faces = entry(count, sides) if callable(entry) else list(entry)
        assert len(faces) == count, f"the script gave {faces} for {count}d{sides}"
        return faces

    return next_roll


async def roll(c: Campaign, tag: str, body: dict[str, Any], who: Member, faces: Faces) -> dict[str, Any]:
    """Send a rolling command at a physical-dice table, entering each roll's faces as the rules ask."""
    dice: list[list[int]] = []
    for _ in range(100):
        r = await c.command(tag, {**body, "dice": dice}, who)
        if r.status_code == 200:
            return r.json()  # type: ignore[no-any-return]
        problem = r.json()
        assert problem.get("code") == "physical_dice_missing", (tag, r.status_code, r.text)
        dice.append(faces(problem["data"]["count"], problem["data"]["sides"]))
    raise AssertionError(f"{tag} kept asking for dice")


def spark_sheet(name: str, sa: int, **kw: Any) -> dict[str, Any]:
    """A valid Spark at Self Awareness `sa` (Role traits and Cores sized to Role 10 - sa, as the harness does)."""
    from domain.rr.sheet import Cores, TraitEntry

    role = 10 - sa
    traits = [TraitEntry(name="Loyal to the Cardinal", rating=3)]
    left = role - 3
    while left > 0:
        traits.append(TraitEntry(name=f"Trait {len(traits)}", rating=min(3, left)))
        left -= min(3, left)
    built = sheet(
        name=name,
        role=role,
        self_awareness=sa,
        traits=traits,
        cores=Cores(physical=role, mental=3, social=3),
        **kw,
    )
    return msgspec.to_builtins(built)  # type: ignore[no-any-return]


@dataclass
class Session:
    campaign: Campaign
    ann: Member
    bob: Member
    table: str
    alfredo: str
    charles: str
    conflict: str
    attack: str
    blind_version: int
    """The version of Charles's blind opposing roll."""
    versions: dict[str, int] = field(default_factory=dict)


async def play(api: httpx.AsyncClient, name: str = "Auvernais") -> Session:
    c = await create_campaign(api, ruleset="robots-and-rapiers", name=name)
    ann = await c.add_member("Ann")
    bob = await c.add_member("Bob")
    await c.add_member("Wendy", role="observer")
    table = await c.open_table("physical", name="The duel at the bridge")

    made = await c.ok(
        "rr.create_character",
        {
            "sheet": msgspec.to_builtins(sheet(name="Alfredo", visual=4, audio=4, tactile=2)),
            "design_points": 60,
            "owner_id": ann.member_id,
        },
    )
    alfredo = made["events"][0]["data"]["character_id"]
    made = await c.ok(
        "rr.create_character",
        {
            "sheet": spark_sheet("Charles", 2, visual=3, audio=3, tactile=3),
            "design_points": 60,
            "owner_id": bob.member_id,
            "sparked": True,
            "inspiration": 3,
        },
    )
    charles = made["events"][0]["data"]["character_id"]

    # Alfredo (Perception 8) goes first; Base Action Points: 2 successes → 3 AP, Charles 3 → 4 AP.
    started = await roll(
        c,
        "rr.start_conflict",
        {
            "table_id": table,
            "combatants": [{"character_id": alfredo, "side": "guards"}, {"character_id": charles, "side": "rebels"}],
        },
        c.gm,
        script([1, 2, 9, 9, 9], lambda n, s: [1, 2, 3] + [9] * (n - 3)),
    )
    conflict = started["events"][0]["data"]["conflict_id"]

    called = await c.ok(
        "rr.call_for_test",
        {
            "character_id": alfredo,
            "table_id": table,
            "program": "fencing",
            "attribute": "articulation",
            "conflict_id": conflict,
        },
    )
    attack = called["events"][0]["data"]["test_id"]
    await roll(c, "rr.roll_test", {"table_id": table, "test_id": attack}, ann, script([1, 2, 3, 4, 5, 8, 9, 9]))

    await c.ok("rr.oppose_roll", {"conflict_id": conflict, "character_id": charles}, bob)
    called = await c.ok(
        "rr.call_for_test",
        {
            "character_id": charles,
            "table_id": table,
            "program": "fencing",
            "attribute": "locomotion",
            "opposes": attack,
            "conflict_id": conflict,
        },
    )
    parry = called["events"][0]["data"]["test_id"]
    rolled = await roll(c, "rr.roll_test", {"table_id": table, "test_id": parry, "visibility": "blind"}, bob, always(8))
    blind_version = rolled["version"]

    await c.ok("rr.resolve_test", {"test_id": attack})
    await c.ok(
        "rr.spend_successes",
        {
            "test_id": attack,
            "spends": [{"kind": "accomplish", "target_id": charles}, {"kind": "regain_action_points", "points": 2}],
        },
        ann,
    )

    # Charles's Durability save: one failed die → two Malfunctions (Force, then Locomotion).
    triggered = await c.ok(
        "rr.trigger_save",
        {"character_id": charles, "table_id": table, "attribute": "durability", "source_test_id": attack},
    )
    save = triggered["events"][0]["data"]["save_id"]
    await roll(
        c,
        "rr.roll_save",
        {"table_id": table, "save_id": save},
        bob,
        script([1, 2, 10], [1], [10], [3], [10], always(10)),
    )

    # Alfredo's Locomotion save (the GM's call): two failed dice → a temporary loss of 4.
    triggered = await c.ok("rr.trigger_save", {"character_id": alfredo, "table_id": table, "attribute": "locomotion"})
    save = triggered["events"][0]["data"]["save_id"]
    await roll(c, "rr.roll_save", {"table_id": table, "save_id": save}, ann, script([2, 9, 10]))

    await c.ok("rr.end_turn", {"conflict_id": conflict}, ann)
    await c.ok("rr.pay_for_turn", {"conflict_id": conflict, "contenders": [alfredo]}, ann)

    await c.ok("rr.award_inspiration", {"character_id": charles, "amount": 1, "reason": "a fine plot hook"})
    proposed = await c.ok(
        "rr.propose_dramatic_control",
        {"character_id": charles, "narration": "a loose plank gives under Alfredo"},
        bob,
    )
    control = proposed["events"][0]["data"]["control_id"]
    await c.ok("rr.price_dramatic_control", {"control_id": control, "magnitude": "minor"})
    await c.ok("rr.settle_dramatic_control", {"control_id": control, "take": True}, bob)

    await c.ok("rr.end_conflict", {"conflict_id": conflict})
    await c.ok("campaign.close_table", {"table_id": table})
    return Session(c, ann, bob, table, alfredo, charles, conflict, attack, blind_version)
