from enum import StrEnum


class RrTapestrySaveRolledOutcome(StrEnum):
    NO_EFFECT = "no_effect"
    PARTIAL = "partial"
    TOTAL_FAILURE = "total_failure"

    def __str__(self) -> str:
        return str(self.value)
