from enum import StrEnum


class RrInspirationSpentPurpose(StrEnum):
    DRAMATIC_CONTROL = "dramatic_control"
    INSPIRATION_ROLL = "inspiration_roll"
    LEARN_PROGRAM = "learn_program"
    PROGRAM_INCREASE = "program_increase"
    PROGRAM_INCREASE_EXTRA = "program_increase_extra"
    SELF_AWARENESS = "self_awareness"
    TRAIT = "trait"
    TRAIT_BENEFIT = "trait_benefit"

    def __str__(self) -> str:
        return str(self.value)
