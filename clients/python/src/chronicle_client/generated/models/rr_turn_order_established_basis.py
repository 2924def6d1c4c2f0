from enum import StrEnum


class RrTurnOrderEstablishedBasis(StrEnum):
    PERCEPTION = "perception"
    PROCESSOR = "processor"

    def __str__(self) -> str:
        return str(self.value)
