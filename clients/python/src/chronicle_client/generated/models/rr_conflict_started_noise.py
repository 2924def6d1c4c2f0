from enum import StrEnum


class RrConflictStartedNoise(StrEnum):
    DEAFENING = "deafening"
    LOUD = "loud"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
