from enum import StrEnum


class ReplayTableState(StrEnum):
    CHANGES = "changes"
    FULL = "full"

    def __str__(self) -> str:
        return str(self.value)
