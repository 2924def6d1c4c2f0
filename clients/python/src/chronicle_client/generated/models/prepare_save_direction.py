from enum import StrEnum


class PrepareSaveDirection(StrEnum):
    LOWER = "lower"
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
