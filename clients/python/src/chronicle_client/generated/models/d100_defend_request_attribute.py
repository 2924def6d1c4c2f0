from enum import StrEnum


class D100DefendRequestAttribute(StrEnum):
    MENTAL_AGILITY = "mental_agility"
    MENTAL_FORTITUDE = "mental_fortitude"
    MENTAL_STRENGTH = "mental_strength"
    PHYSICAL_AGILITY = "physical_agility"
    PHYSICAL_FORTITUDE = "physical_fortitude"
    PHYSICAL_STRENGTH = "physical_strength"
    SOCIAL_AGILITY = "social_agility"
    SOCIAL_FORTITUDE = "social_fortitude"
    SOCIAL_STRENGTH = "social_strength"

    def __str__(self) -> str:
        return str(self.value)
