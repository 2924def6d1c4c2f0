from enum import StrEnum


class RrIncreaseSelfAwarenessRequestCore(StrEnum):
    MENTAL = "mental"
    PHYSICAL = "physical"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
