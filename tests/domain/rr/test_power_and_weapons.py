"""Power spends, recharging, transfers by size ratio; the weapon and armor tables."""

from __future__ import annotations

import pytest

from domain.errors import InvalidCommand, RuleViolation
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.decide.power import transferred
from domain.rr.weapons import ARMOR, WEAPONS, range_difficulty, reach_difficulty, weapon

from .harness import Campaign, one


def test_upkeep_and_recharge_within_the_capacitor() -> None:
    cp = Campaign()
    a = cp.robot()
    spent = one(cp.do(c.SpendPower(character_id=a, amount=3), actor=cp.ann), e.PowerSpent)
    assert (spent.reason, spent.before, spent.after) == ("upkeep", 8, 5)
    with pytest.raises(RuleViolation) as err:
        cp.do(c.RechargePower(character_id=a, amount=4))
    assert err.value.code == "capacitor_full"
    cp.do(c.RechargePower(character_id=a, amount=3))
    assert cp.ch(a).power == 8
    with pytest.raises(RuleViolation) as err:
        cp.do(c.SpendPower(character_id=a, amount=9), actor=cp.ann)
    assert err.value.code == "not_enough_power"


@pytest.mark.parametrize(
    ("given", "giver", "receiver", "received"),
    [(3, 4, 4, 3), (3, 4, 6, 2), (2, 6, 4, 3), (4, 3, 6, 2), (2, 6, 3, 4), (4, 4, 5, 4), (5, 4, 6, 3)],
)
def test_transfer_ratios(given: int, giver: int, receiver: int, received: int) -> None:
    assert transferred(given, giver, receiver) == received


def test_transfer_between_robots() -> None:
    cp = Campaign()
    a = cp.robot()
    b = cp.robot(owner=cp.bob)
    cp.do(c.SpendPower(character_id=b, amount=4), actor=cp.bob)
    moved = one(cp.do(c.TransferPower(from_id=a, to_id=b, amount=3), actor=cp.ann), e.PowerTransferred)
    assert (moved.given, moved.received, moved.from_after, moved.to_after) == (3, 3, 5, 7)
    with pytest.raises(InvalidCommand):
        cp.do(c.TransferPower(from_id=a, to_id=a, amount=1), actor=cp.ann)


def test_weapon_table() -> None:
    assert (WEAPONS["sonic_rapier"].reach, WEAPONS["sonic_rapier"].damage) == (3, 0)
    assert (WEAPONS["mono_great_sword"].difficulty, WEAPONS["mono_great_sword"].malfunctions_per_die) == (3, 3)
    assert WEAPONS["robot_fist"].malfunctions_per_die == 1 and WEAPONS["small_club"].damage == -2
    assert WEAPONS["energy_pike"].emp_loss_per_die == 2 and WEAPONS["vibro_cutlass"].damage == 2
    losses = {n: WEAPONS[n].emp_loss_per_die for n in ("pistol", "musket", "light_cannon", "heavy_cannon", "grenade")}
    assert losses == {"pistol": 1, "musket": 2, "light_cannon": 3, "heavy_cannon": 4, "grenade": 2}
    assert ARMOR["brigandine"] == 3 and ARMOR["corslett"] == 5
    with pytest.raises(InvalidCommand):
        weapon("blunderbuss")


def test_reach_penalises_the_shorter_weapon_until_the_range_closes() -> None:
    assert reach_difficulty(1, 3) == 2  # dagger against rapier
    assert reach_difficulty(3, 1) == 0
    assert reach_difficulty(1, 3, closed=True) == 0
    assert reach_difficulty(3, 1, closed=True) == 2


def test_firearm_range_increments_and_target_size() -> None:
    musket = WEAPONS["musket"].range_increment
    assert musket == 15
    assert range_difficulty(15, 44) == 2
    assert range_difficulty(15, 44, "tiny") == 3
    assert range_difficulty(15, 64, "large") == 3
    assert range_difficulty(15, 64, "huge") == 2
    with pytest.raises(InvalidCommand):
        range_difficulty(15, -1)
