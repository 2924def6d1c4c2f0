from enum import StrEnum


class SbActionTakenSource(StrEnum):
    BERSERK = "berserk"
    BORROWED = "borrowed"
    TURN = "turn"

    def __str__(self) -> str:
        return str(self.value)
