from enum import StrEnum


class ScratchHitPointsChangedStatus(StrEnum):
    HEALTHY = "healthy"
    INCAPACITATED = "incapacitated"
    INJURED = "injured"

    def __str__(self) -> str:
        return str(self.value)
