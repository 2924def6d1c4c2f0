from enum import StrEnum


class RbCreateTrackRequestKind(StrEnum):
    DISASTER = "disaster"
    PROGRESS = "progress"

    def __str__(self) -> str:
        return str(self.value)
