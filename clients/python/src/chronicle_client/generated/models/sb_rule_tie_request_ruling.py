from enum import StrEnum


class SbRuleTieRequestRuling(StrEnum):
    CONTINUE = "continue"
    UNUSUAL = "unusual"

    def __str__(self) -> str:
        return str(self.value)
