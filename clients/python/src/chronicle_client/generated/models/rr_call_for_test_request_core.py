from enum import StrEnum


class RrCallForTestRequestCore(StrEnum):
    MENTAL = "mental"
    PHYSICAL = "physical"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
