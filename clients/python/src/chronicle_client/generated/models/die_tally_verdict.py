from enum import StrEnum


class DieTallyVerdict(StrEnum):
    CONSISTENT = "consistent"
    FLAGGED = "flagged"
    TOO_FEW = "too_few"

    def __str__(self) -> str:
        return str(self.value)
