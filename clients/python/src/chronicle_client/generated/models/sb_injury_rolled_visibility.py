from enum import StrEnum


class SbInjuryRolledVisibility(StrEnum):
    BLIND = "blind"
    GM = "gm"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
