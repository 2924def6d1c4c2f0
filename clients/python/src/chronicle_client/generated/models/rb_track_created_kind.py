from enum import StrEnum


class RbTrackCreatedKind(StrEnum):
    DISASTER = "disaster"
    PROGRESS = "progress"

    def __str__(self) -> str:
        return str(self.value)
