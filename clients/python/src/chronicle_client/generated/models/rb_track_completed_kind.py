from enum import StrEnum


class RbTrackCompletedKind(StrEnum):
    DISASTER = "disaster"
    PROGRESS = "progress"

    def __str__(self) -> str:
        return str(self.value)
