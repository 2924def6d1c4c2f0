"""Power: upkeep and other spends, recharging up to the capacitor, and transfers between robots.

(Exertion, reactivation and the shut-down override spend Power in their own rules.) Transfers follow the
seed's size ratio: when one robot is at least half again the other's Size, the larger gains 2 for every 3
the smaller gives and the smaller gains 3 for every 2 the larger gives; at double Size, 1 for 2 and 2 for 1.
Fractions are dropped ("round in favor of the wasted point").
"""

from __future__ import annotations

from domain.campaign import CampaignState, Context
from domain.errors import InvalidCommand, RuleViolation
from domain.messages import Event
from domain.rr import commands as c
from domain.rr import events as e
from domain.rr.common import acts_for, character, require_power


def transferred(given: int, giver_size: int, receiver_size: int) -> int:
    """Power that arrives when `given` leaves a robot of `giver_size` for one of `receiver_size`."""
    small, big = sorted((giver_size, receiver_size))
    if big == small:
        return given
    double = big >= 2 * small
    half_again = 2 * big >= 3 * small
    if giver_size < receiver_size:
        if double:
            return given // 2
        return given * 2 // 3 if half_again else given
    if double:
        return given * 2
    return given * 3 // 2 if half_again else given


def spend_power(state: CampaignState, cmd: c.SpendPower, ctx: Context) -> list[Event]:
    ch = acts_for(state, ctx, cmd.character_id)
    require_power(ch, cmd.amount)
    return [
        e.PowerSpent(
            character_id=ch.character_id,
            amount=cmd.amount,
            reason=cmd.reason,
            before=ch.power,
            after=ch.power - cmd.amount,
        )
    ]


def recharge_power(state: CampaignState, cmd: c.RechargePower, ctx: Context) -> list[Event]:
    ch = character(state, cmd.character_id)
    room = ch.capacitor - ch.power
    if cmd.amount > room:
        raise RuleViolation(
            "capacitor_full",
            "Power cannot exceed the capacitor",
            capacity=ch.capacitor,
            power=ch.power,
            requested=cmd.amount,
        )
    return [
        e.PowerRecharged(
            character_id=ch.character_id,
            amount=cmd.amount,
            before=ch.power,
            after=ch.power + cmd.amount,
            source=cmd.source,
        )
    ]


def transfer_power(state: CampaignState, cmd: c.TransferPower, ctx: Context) -> list[Event]:
    if cmd.from_id == cmd.to_id:
        raise InvalidCommand("same_robot", "a robot cannot transfer Power to itself")
    giver = acts_for(state, ctx, cmd.from_id)
    receiver = character(state, cmd.to_id)
    require_power(giver, cmd.amount)
    received = transferred(cmd.amount, giver.size, receiver.size)
    if receiver.power + received > receiver.capacitor:
        raise RuleViolation(
            "capacitor_full",
            "Power cannot exceed the capacitor",
            capacity=receiver.capacitor,
            power=receiver.power,
            arriving=received,
        )
    return [
        e.PowerTransferred(
            from_id=giver.character_id,
            to_id=receiver.character_id,
            given=cmd.amount,
            received=received,
            from_after=giver.power - cmd.amount,
            to_after=receiver.power + received,
        )
    ]
