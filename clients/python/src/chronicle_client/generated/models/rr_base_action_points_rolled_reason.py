from enum import StrEnum


class RrBaseActionPointsRolledReason(StrEnum):
    CONFLICT_START = "conflict_start"
    HARD_BREAK = "hard_break"
    JOINED = "joined"
    SOFT_BREAK = "soft_break"

    def __str__(self) -> str:
        return str(self.value)
