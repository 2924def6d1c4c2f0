"""A robot's attributes as the rules read them: current values, sensors and Perception.

Attribute bookkeeping (one rule for all of them): an attribute's *current* value is

    rating (bought at creation) + boosts of working accessories - malfunction damage - temporary loss

`damage` is permanent until repaired with a repair roll (Malfunctions); `losses` are the temporary losses
of failed saves, bought back 1:1 with successes; `persistent_losses` are the x1/2 persistent losses that
cannot be bought off until the GM rules the cause has ended. A current value of 0 or less makes the
attribute unusable (tests against it are refused; a save that takes it there suffers the full effect).

Sensors: `ratings["visual"|"audio"|"tactile"]` are sensor levels (0-4, 5 with an advanced accessory) and
their damage counts in levels too. Temporary sensor losses count in target-number points of the sensor's
doubled reading (the TN of a sensor save is 2 x level), capped at that doubled reading: the seed says total
loss to a sensor cannot exceed the sensor. General Perception (Visual + Audio) is reduced by
`losses["perception"]` and by half (rounded up) of each sensor's own loss.
"""

from __future__ import annotations

from domain.rr.state import RRCharacter
from domain.rr.vocabulary import Lighting, Noise, Rounding

ACCESSORY_BOOSTS: dict[str, tuple[str, int]] = {
    "heavy_duty_hydraulics": ("force", 1),
    "heavy_duty_insulation": ("durability", 1),
    "improved_motivators": ("articulation", 1),
    "improved_gyroscope": ("locomotion", 1),
    "auxiliary_coprocessor": ("processor", 1),
    "expanded_memory": ("memory", 1),
    "improved_visual_sensors": ("visual", 1),
    "advanced_visual_sensors": ("visual", 1),
    "improved_audio_sensors": ("audio", 1),
    "advanced_audio_sensors": ("audio", 1),
    "improved_tactile_sensors": ("tactile", 1),
    "advanced_tactile_sensors": ("tactile", 1),
    "improved_vocalization": ("vocalization", 1),
    "advanced_vocalization": ("vocalization", 1),
}
"""Accessories that raise a rating while they work (a damaged accessory works as if not possessed)."""


def working(ch: RRCharacter, name: str) -> bool:
    return any(a.name == name and a.state == "working" for a in ch.accessories)


def rated(ch: RRCharacter, name: str) -> int:
    """A primary attribute, sensor or vocalization before temporary losses: rating + boosts - damage."""
    value = ch.vocalization if name == "vocalization" else ch.ratings.get(name, 0)
    for acc in ch.accessories:
        if acc.state == "working":
            boost = ACCESSORY_BOOSTS.get(acc.name)
            if boost is not None and boost[0] == name:
                value += boost[1]
    return value - ch.damage.get(name, 0)


def body_type(ch: RRCharacter) -> int:
    """Syntheskin makes the case Type 5 while it works."""
    return 5 if working(ch, "syntheskin") else ch.body_type


def anthropoid_class(ch: RRCharacter) -> int:
    """Body Type + Vocalization (+ accessory effects), before temporary loss."""
    return body_type(ch) + rated(ch, "vocalization") + ch.anthropoid_modifier


def _loss(ch: RRCharacter, name: str) -> int:
    return ch.losses.get(name, 0) + ch.persistent_losses.get(name, 0)


def sensor(ch: RRCharacter, name: str) -> int:
    """A sensor's level after damage (levels)."""
    return max(0, rated(ch, name))


def _sensor_loss_levels(ch: RRCharacter, name: str) -> int:
    loss = _loss(ch, name)
    return (loss + 1) // 2


def perception(ch: RRCharacter, lighting: Lighting = "normal", noise: Noise = "normal", dark: Rounding = "up") -> int:
    """General Perception (Visual + Audio) with the darkness and noise variants and current losses.

    Dark (dim light, moonlight): half Visual rounded up (`dark="down"` under the ruling that follows the
    book's examples, domain/rr/rulings.py); total darkness: Audio only. Loud noise: half Audio rounded up;
    deafening: Visual only. Advanced Visual Sensors ignore darkness, Advanced Audio Sensors ignore noise;
    Advanced Tactile and Advanced Olfactory Sensors each add 1 to basic Perception.
    """
    visual = max(0, sensor(ch, "visual") - _sensor_loss_levels(ch, "visual"))
    audio = max(0, sensor(ch, "audio") - _sensor_loss_levels(ch, "audio"))
    if not working(ch, "advanced_visual_sensors"):
        if lighting == "dark":
            visual = (visual + 1) // 2 if dark == "up" else visual // 2
        elif lighting == "total_darkness":
            visual = 0
    if not working(ch, "advanced_audio_sensors"):
        if noise == "loud":
            audio = (audio + 1) // 2
        elif noise == "deafening":
            audio = 0
    bonus = int(working(ch, "advanced_tactile_sensors")) + int(working(ch, "advanced_olfactory_sensors"))
    return visual + audio + bonus - _loss(ch, "perception")


def current(
    ch: RRCharacter, attribute: str, lighting: Lighting = "normal", noise: Noise = "normal", dark: Rounding = "up"
) -> int:
    """The current value of any attribute usable as a Target Number (`dark`: how half Visual rounds in the
    dark, by the ruling in force)."""
    if attribute in ("force", "durability", "articulation", "locomotion", "processor", "memory"):
        return rated(ch, attribute) - _loss(ch, attribute)
    if attribute == "perception":
        return perception(ch, lighting, noise, dark)
    if attribute in ("visual", "audio", "tactile"):
        return 2 * sensor(ch, attribute) - _loss(ch, attribute)
    if attribute == "audio_tactile":
        audio = sensor(ch, "audio") - _sensor_loss_levels(ch, "audio")
        tactile = sensor(ch, "tactile") - _sensor_loss_levels(ch, "tactile")
        return max(0, audio) + max(0, tactile)
    if attribute == "size":
        return ch.size - _loss(ch, "size")
    if attribute == "anthropoid_class":
        return anthropoid_class(ch) - _loss(ch, "anthropoid_class")
    if attribute == "role":
        return ch.role
    if attribute == "self_awareness":
        return ch.self_awareness
    raise KeyError(attribute)
