from enum import StrEnum


class RrConflictStartedLighting(StrEnum):
    DARK = "dark"
    NORMAL = "normal"
    TOTAL_DARKNESS = "total_darkness"

    def __str__(self) -> str:
        return str(self.value)
