from enum import StrEnum


class RbRollScenarioSymbolRequestVisibility(StrEnum):
    BLIND = "blind"
    GM = "gm"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
