from enum import StrEnum


class RrTriggerSaveRequestNoise(StrEnum):
    DEAFENING = "deafening"
    LOUD = "loud"
    NORMAL = "normal"

    def __str__(self) -> str:
        return str(self.value)
