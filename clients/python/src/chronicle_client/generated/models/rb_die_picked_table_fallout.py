from enum import StrEnum


class RbDiePickedTableFallout(StrEnum):
    MAJOR = "major"
    MINOR = "minor"
    NONE = "none"

    def __str__(self) -> str:
        return str(self.value)
