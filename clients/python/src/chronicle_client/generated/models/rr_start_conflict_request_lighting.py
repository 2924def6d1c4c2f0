from enum import StrEnum


class RrStartConflictRequestLighting(StrEnum):
    DARK = "dark"
    NORMAL = "normal"
    TOTAL_DARKNESS = "total_darkness"

    def __str__(self) -> str:
        return str(self.value)
