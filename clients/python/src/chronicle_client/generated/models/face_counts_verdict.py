from enum import StrEnum


class FaceCountsVerdict(StrEnum):
    CONSISTENT = "consistent"
    FLAGGED = "flagged"
    TOO_FEW = "too_few"

    def __str__(self) -> str:
        return str(self.value)
