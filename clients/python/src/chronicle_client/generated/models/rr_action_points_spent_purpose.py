from enum import StrEnum


class RrActionPointsSpentPurpose(StrEnum):
    OFF_HAND = "off_hand"
    OPPOSING_ROLL = "opposing_roll"
    PAY_FOR_TURN = "pay_for_turn"

    def __str__(self) -> str:
        return str(self.value)
