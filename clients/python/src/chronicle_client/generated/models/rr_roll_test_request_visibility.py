from enum import StrEnum


class RrRollTestRequestVisibility(StrEnum):
    BLIND = "blind"
    GM = "gm"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
