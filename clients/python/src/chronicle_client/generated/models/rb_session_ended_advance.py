from enum import StrEnum


class RbSessionEndedAdvance(StrEnum):
    MAJOR = "major"
    MINOR = "minor"

    def __str__(self) -> str:
        return str(self.value)
