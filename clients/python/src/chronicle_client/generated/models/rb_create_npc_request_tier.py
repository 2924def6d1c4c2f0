from enum import StrEnum


class RbCreateNpcRequestTier(StrEnum):
    BACKGROUND = "background"
    BOSS = "boss"
    MAJOR = "major"
    MINOR = "minor"

    def __str__(self) -> str:
        return str(self.value)
