from enum import StrEnum


class RbSpendAdvanceRequestAdvance(StrEnum):
    MAJOR = "major"
    MINOR = "minor"

    def __str__(self) -> str:
        return str(self.value)
