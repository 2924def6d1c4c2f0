from enum import StrEnum


class RrSpendPowerRequestReason(StrEnum):
    OTHER = "other"
    UPKEEP = "upkeep"

    def __str__(self) -> str:
        return str(self.value)
