from enum import StrEnum


class SbKilledReason(StrEnum):
    FAILED_INJURY_ROLL_BY_4 = "failed_injury_roll_by_4"
    HP_NEGATIVE = "hp_negative"

    def __str__(self) -> str:
        return str(self.value)
