from enum import StrEnum


class RbDiePickedFallout(StrEnum):
    MAJOR = "major"
    MINOR = "minor"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
