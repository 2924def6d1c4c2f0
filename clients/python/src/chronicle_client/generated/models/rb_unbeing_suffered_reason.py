from enum import StrEnum


class RbUnbeingSufferedReason(StrEnum):
    EPIC_COST = "epic_cost"
    FALLOUT = "fallout"

    def __str__(self) -> str:
        return str(self.value)
