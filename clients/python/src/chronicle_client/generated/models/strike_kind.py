from enum import StrEnum


class StrikeKind(StrEnum):
    BASIC_ATTACK = "basic_attack"
    HOLD = "hold"

    def __str__(self) -> str:
        return str(self.value)
