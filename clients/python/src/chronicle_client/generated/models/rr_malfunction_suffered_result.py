from enum import StrEnum


class RrMalfunctionSufferedResult(StrEnum):
    ATTRIBUTE = "attribute"
    NONE = "none"
    POWER = "power"
    SLOT = "slot"

    def __str__(self) -> str:
        return str(self.value)
