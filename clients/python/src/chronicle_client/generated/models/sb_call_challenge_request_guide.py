from enum import StrEnum


class SbCallChallengeRequestGuide(StrEnum):
    EASY = "easy"
    HARD = "hard"

    def __str__(self) -> str:
        return str(self.value)
