from enum import StrEnum


class RrTurnEndedFirstRightReason(StrEnum):
    DEFENDER_WON = "defender_won"
    WON_ROLL = "won_roll"

    def __str__(self) -> str:
        return str(self.value)
