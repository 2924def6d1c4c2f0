from enum import StrEnum


class RrStartConflictRequestNoise(StrEnum):
    DEAFENING = "deafening"
    LOUD = "loud"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
