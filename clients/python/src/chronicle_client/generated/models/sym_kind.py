from enum import StrEnum


class SymKind(StrEnum):
    BEING = "being"
    DOING = "doing"

    def __str__(self) -> str:
        return str(self.value)
