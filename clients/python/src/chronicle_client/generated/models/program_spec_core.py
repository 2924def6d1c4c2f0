from enum import StrEnum


class ProgramSpecCore(StrEnum):
    MENTAL = "mental"
    PHYSICAL = "physical"
    SOCIAL = "social"

    def __str__(self) -> str:
        return str(self.value)
