"""A robot's save modifiers as TN parts: the successes another robot set aside to make this robot's saves
harder, and the robot's own bonuses it chooses for a save. The test rules' saves, growth and the conflict
rules' saves all build their target numbers with these."""

from __future__ import annotations

from domain.errors import InvalidCommand, NotFound, RuleViolation
from domain.rr.state import RRCharacter, TnPart


def prepared_against(
    ch: RRCharacter, source_character_id: str | None, attribute: str
) -> tuple[list[TnPart], list[str]]:
    """Successes `source_character_id` set aside earlier to make this robot's next save it causes harder
    (`prepare_save` lower): TN parts and the modifier ids used. Every such save takes them, automatically."""
    parts: list[TnPart] = []
    used: list[str] = []
    if source_character_id is None:
        return parts, used
    for m in ch.save_modifiers.values():
        if m.amount < 0 and m.source_character_id == source_character_id and m.attribute in (None, attribute):
            parts.append(TnPart(source=f"prepared successes {m.modifier_id}", value=m.amount))
            used.append(m.modifier_id)
    return parts, used


def own_modifier_parts(ch: RRCharacter, ids: list[str], attribute: str) -> list[TnPart]:
    """The robot's own prepared +TN modifiers (defensive successes, training) it chose for this save."""
    if len(set(ids)) != len(ids):
        raise InvalidCommand("duplicate_modifier", "each modifier is used once", modifier_ids=ids)
    parts: list[TnPart] = []
    for mid in ids:
        m = ch.save_modifiers.get(mid)
        if m is None or m.amount <= 0:
            raise NotFound("modifier_not_found", "the robot holds no such save bonus", modifier_id=mid)
        if m.attribute not in (None, attribute):
            raise RuleViolation(
                "modifier_wrong_attribute",
                "that bonus is for another attribute's saves",
                modifier_id=mid,
                attribute=m.attribute,
            )
        parts.append(TnPart(source=f"save bonus {mid}", value=m.amount))
    return parts
