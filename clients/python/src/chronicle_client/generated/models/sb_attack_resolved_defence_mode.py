from enum import StrEnum


class SbAttackResolvedDefenceMode(StrEnum):
    BERSERK = "berserk"
    FLUKE_ONLY = "fluke_only"
    NONE = "none"
    NO_ACTIONS = "no_actions"
    ROLL = "roll"
    SURPRISE = "surprise"
    UNCONSCIOUS = "unconscious"

    def __str__(self) -> str:
        return str(self.value)
