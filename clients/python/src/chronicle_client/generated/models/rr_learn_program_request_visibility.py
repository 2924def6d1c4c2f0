from enum import StrEnum


class RrLearnProgramRequestVisibility(StrEnum):
    BLIND = "blind"
    GM = "gm"
    PUBLIC = "public"

    def __str__(self) -> str:
        return str(self.value)
