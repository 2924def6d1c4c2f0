from enum import StrEnum


class RrConflictStartedKind(StrEnum):
    PHYSICAL = "physical"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
