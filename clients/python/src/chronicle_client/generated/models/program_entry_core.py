from enum import StrEnum


class ProgramEntryCore(StrEnum):
    MENTAL = "mental"
    PHYSICAL = "physical"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
