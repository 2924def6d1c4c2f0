from enum import StrEnum


class RbEdgeGainedKind(StrEnum):
    BEING = "being"
    DOING = "doing"

    def __str__(self) -> str:
        return str(self.value)
