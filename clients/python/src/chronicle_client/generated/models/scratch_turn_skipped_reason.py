from enum import StrEnum


class ScratchTurnSkippedReason(StrEnum):
    DELAYED = "delayed"
    INCAPACITATED = "incapacitated"

    def __str__(self) -> str:
        return str(self.value)
