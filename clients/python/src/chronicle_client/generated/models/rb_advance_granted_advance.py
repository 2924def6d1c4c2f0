from enum import StrEnum


class RbAdvanceGrantedAdvance(StrEnum):
    MAJOR = "major"
    MINOR = "minor"

    def __str__(self) -> str:
        return str(self.value)
