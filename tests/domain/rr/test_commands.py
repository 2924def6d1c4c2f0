"""The command and event catalogue: examples decode, tags are unique, GM-judged commands are GM-only."""

from __future__ import annotations

import msgspec
import pytest

from domain.errors import InvalidCommand
from domain.rr import RULESET
from domain.rr import commands as c
from domain.rr.commands import RR_COMMANDS
from domain.rr.events import RR_EVENTS

from .harness import Campaign


@pytest.mark.parametrize("cls", RR_COMMANDS, ids=lambda k: k.__name__)
def test_every_example_decodes(cls: type) -> None:
    assert cls.example is not None and cls.__doc__
    body = {"command": msgspec.inspect.type_info(cls).tag, **cls.example}  # type: ignore[attr-defined]
    decoded = msgspec.json.decode(msgspec.json.encode(body), type=cls)
    assert isinstance(decoded, cls)


def test_tags_are_unique_and_prefixed() -> None:
    tags = [msgspec.inspect.type_info(k).tag for k in (*RULESET.commands, *RULESET.events)]  # type: ignore[attr-defined]
    assert len(tags) == len(set(tags))
    assert all(t.startswith("rr.") for t in tags)
    assert len(RR_EVENTS) >= 45


def test_gm_judged_commands_are_gm_only() -> None:
    judged = {
        c.CallForTest,
        c.TriggerSave,
        c.PriceDramaticControl,
        c.GainTraitInspiration,
        c.ChangeTrait,
        c.RollRoleSave,
        c.SetGrowthRate,
        c.SparkCharacter,
        c.RechargePower,
        c.SpendCosmeticDamage,
    }
    assert all(k.gm_only for k in judged)
    assert not any(k.gm_only for k in (c.RollTest, c.SpendSuccesses, c.RollSave, c.IncreaseSelfAwareness))


def test_malformed_input_is_refused_at_decode_with_the_field_named() -> None:
    with pytest.raises(msgspec.ValidationError) as err:
        msgspec.json.decode(b'{"command":"rr.set_growth_rate","sa_cost_per_level":4}', type=c.SetGrowthRate)
    assert "sa_cost_per_level" in str(err.value)
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(
            b'{"command":"rr.spend_successes","test_id":"t","spends":[{"kind":"faster","successes":3}]}',
            type=c.SpendSuccesses,
        )


def test_unknown_weapon_is_an_invalid_command() -> None:
    cp = Campaign()
    a = cp.robot()
    with pytest.raises(InvalidCommand) as err:
        cp.trigger(a, "durability", weapon="blunderbuss")
    assert err.value.code == "unknown_weapon"


def test_the_create_character_example_is_accepted_as_the_gm_fills_it() -> None:
    """The form's "Fill with the example" gives the GM a robot the rules accept (its made-up ids left out)."""
    k = Campaign()
    example = {f: v for f, v in c.CreateCharacter.example.items() if not f.endswith("_id")}
    made = k.do(msgspec.convert({**example, "command": "rr.create_character"}, c.CreateCharacter))
    assert made[0].name == "Juliard"  # type: ignore[attr-defined]
