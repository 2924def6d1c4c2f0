from enum import StrEnum


class SbContestTieRuledRuling(StrEnum):
    CONTINUE = "continue"
    UNUSUAL = "unusual"

    def __str__(self) -> str:
        return str(self.value)
