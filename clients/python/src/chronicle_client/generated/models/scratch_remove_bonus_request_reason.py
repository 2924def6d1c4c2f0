from enum import StrEnum


class ScratchRemoveBonusRequestReason(StrEnum):
    PARTED = "parted"
    REMOVED = "removed"

    def __str__(self) -> str:
        return str(self.value)
