from enum import StrEnum


class RbFalloutRolledVisibility(StrEnum):
    BLIND = "blind"
    GM = "gm"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
