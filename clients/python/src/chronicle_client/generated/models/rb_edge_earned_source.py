from enum import StrEnum


class RbEdgeEarnedSource(StrEnum):
    AWARD = "award"
    DOUBLES = "doubles"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
