from enum import StrEnum


class SbChallengeCalledGuide(StrEnum):
    EASY = "easy"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
