from enum import StrEnum


class BotDesignLocomotion(StrEnum):
    LEGS = "legs"
    TRACKS = "tracks"
    WHEELS = "wheels"

    def __str__(self) -> str:
        return str(self.value)
