"""Initiative: d10 + PA + MA, highest first, d10 roll-offs among the tied until a winner."""

from __future__ import annotations

import pytest

from domain.d100.commands import StartConflict
from domain.d100.events import ConflictStarted, InitiativeRolled, RoundStarted, TurnStarted
from domain.d100.state import ConflictOptions
from domain.errors import DomainError
from tests.domain.d100.support import Table, of_type, one, sheet


def _three(t: Table) -> list[str]:
    return [
        t.create(sheet("A", attributes={"physical_agility": 3, "mental_agility": 2})),
        t.create(sheet("B", attributes={"physical_agility": 5, "mental_agility": 1})),
        t.create(sheet("C", attributes={"physical_agility": 1, "mental_agility": 1})),
    ]


def test_initiative_is_d10_plus_pa_plus_ma_highest_first() -> None:
    t = Table()
    a, b, c = _three(t)
    events = t.run(StartConflict(table_id=t.table_id, character_ids=[a, b, c]), t.gm, [2, 1, 9, 4, 8])
    rolled = one(events, InitiativeRolled)
    assert [(e.character_id, e.initiative) for e in rolled.entries] == [(a, 7), (b, 7), (c, 11)]
    assert [p.label for p in rolled.entries[0].parts] == ["d10", "physical_agility", "mental_agility"]
    # a and b tie on 7: one roll-off of 2d10 (faces in the order of the tied ids)
    assert list(rolled.order) == [c, b, a]
    assert [tb.faces for tb in rolled.tie_breaks] == [(4, 8)]
    assert len(rolled.rolls) == 4
    assert [type(e) for e in events] == [ConflictStarted, InitiativeRolled, RoundStarted, TurnStarted]


def test_ties_roll_d10_until_someone_wins() -> None:
    t = Table()
    a, b, c = _three(t)
    events = t.run(StartConflict(table_id=t.table_id, character_ids=[a, b, c]), t.gm, [2, 1, 1, 6, 6, 3, 8])
    rolled = one(events, InitiativeRolled)
    assert [tb.faces for tb in rolled.tie_breaks] == [(6, 6), (3, 8)]
    assert all(tb.initiative == 7 for tb in rolled.tie_breaks)
    assert list(rolled.order) == [b, a, c]
    assert [r.faces for r in rolled.rolls] == [(2,), (1,), (1,), (6, 6), (3, 8)]
    assert t.conflict(rolled.conflict_id).current == b


def test_three_way_tie_breaks_recursively() -> None:
    t = Table()
    ids = [t.create(sheet(n)) for n in "XYZ"]
    # everyone 4+4+d10; all roll 5 → 13; roll-off 7,7,2 → X and Y roll again 1,4 → Y, X, Z
    events = t.run(StartConflict(table_id=t.table_id, character_ids=ids), t.gm, [5, 5, 5, 7, 7, 2, 1, 4])
    rolled = one(events, InitiativeRolled)
    assert list(rolled.order) == [ids[1], ids[0], ids[2]]
    assert [tb.character_ids for tb in rolled.tie_breaks] == [tuple(ids), (ids[0], ids[1])]


def test_dreamscape_initiative_substitutes_physical_agility() -> None:
    t = Table()
    a = t.create(sheet("Dreamer", attributes={"physical_agility": 1, "social_agility": 6, "mental_agility": 3}))
    b = t.create(sheet("Waker", attributes={"physical_agility": 1, "social_agility": 2, "mental_agility": 7}))
    events = t.run(
        StartConflict(
            table_id=t.table_id,
            character_ids=[a, b],
            options=ConflictOptions(dreamscape=True),
            dream_states={a: "asleep"},
        ),
        t.gm,
        [1, 1],
    )
    rolled = one(events, InitiativeRolled)
    assert rolled.entries[0].initiative == 1 + 6 + 3  # asleep: Social Agility for PA; MA is not substituted
    assert rolled.entries[0].parts[1].label == "physical_agility→social_agility"
    assert rolled.entries[1].initiative == 1 + 7 + 7  # awake: the higher of Social (2) and Mental (7)
    assert t.conflict(rolled.conflict_id).combatants[b].dream == "awake"


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"dream_states": {"x": "asleep"}}, "not_a_dreamscape"),
    ],
)
def test_dream_states_need_a_dreamscape(kwargs: dict[str, object], code: str) -> None:
    t = Table()
    a = t.create(sheet())
    with pytest.raises(DomainError) as err:
        t.decide(StartConflict(table_id=t.table_id, character_ids=[a], **kwargs), t.gm, [1])  # type: ignore[arg-type]
    assert err.value.code == code


def test_only_the_gm_starts_combat_and_each_character_joins_once() -> None:
    t = Table()
    a = t.create(sheet())
    with pytest.raises(DomainError) as err:
        t.decide(StartConflict(table_id=t.table_id, character_ids=[a]), t.alice, [1])
    assert err.value.code == "gm_only"
    with pytest.raises(DomainError) as err:
        t.decide(StartConflict(table_id=t.table_id, character_ids=[a, a]), t.gm, [1, 1])
    assert err.value.code == "duplicate_combatant"
    t.start([a], [1])
    with pytest.raises(DomainError) as err:
        t.decide(StartConflict(table_id=t.table_id, character_ids=[a]), t.gm, [1])
    assert err.value.code == "already_in_conflict"


def test_observers_cannot_act() -> None:
    t = Table()
    a = t.create(sheet())
    with pytest.raises(DomainError) as err:
        t.decide(StartConflict(table_id=t.table_id, character_ids=[a]), t.observer, [1])
    assert err.value.code == "observer_read_only"
    assert of_type(t.events, InitiativeRolled) == []
