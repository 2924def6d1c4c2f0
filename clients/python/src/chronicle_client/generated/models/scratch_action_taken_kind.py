from enum import StrEnum


class ScratchActionTakenKind(StrEnum):
    BONUS = "bonus"
    REGULAR = "regular"

    def __str__(self) -> str:
        return str(self.value)
