from enum import StrEnum


class RbRollScenarioSymbolRequestKind(StrEnum):
    BEING = "being"
    DOING = "doing"

    def __str__(self) -> str:
        return str(self.value)
