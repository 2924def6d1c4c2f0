from enum import StrEnum


class ScratchAttackRolledRange(StrEnum):
    CLOSE = "close"
    LONG = "long"

    def __str__(self) -> str:
        return str(self.value)
