from enum import StrEnum


class RbUndoingRecoveredReason(StrEnum):
    MEASURES = "measures"
    SESSION_END = "session_end"

    def __str__(self) -> str:
        return str(self.value)
