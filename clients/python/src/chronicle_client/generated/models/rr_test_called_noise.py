from enum import StrEnum


class RrTestCalledNoise(StrEnum):
    DEAFENING = "deafening"
    LOUD = "loud"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
