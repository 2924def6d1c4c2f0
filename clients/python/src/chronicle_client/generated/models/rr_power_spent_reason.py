from enum import StrEnum


class RrPowerSpentReason(StrEnum):
    EXERTION = "exertion"
    OTHER = "other"
    REACTIVATION = "reactivation"
    REPAIR_REACTIVATION = "repair_reactivation"
    SHUTDOWN_OVERRIDE = "shutdown_override"
    UPKEEP = "upkeep"

    def __str__(self) -> str:
        return str(self.value)
