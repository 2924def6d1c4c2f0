from enum import StrEnum


class RrTurnOrderEstablishedReason(StrEnum):
    CONFLICT_START = "conflict_start"
    HARD_BREAK = "hard_break"

    def __str__(self) -> str:
        return str(self.value)
