from enum import StrEnum


class RrStartConflictRequestKind(StrEnum):
    PHYSICAL = "physical"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
