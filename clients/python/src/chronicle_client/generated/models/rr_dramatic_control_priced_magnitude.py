from enum import StrEnum


class RrDramaticControlPricedMagnitude(StrEnum):
    MAJOR = "major"
    MINOR = "minor"
    MODERATE = "moderate"

    def __str__(self) -> str:
        return str(self.value)
