from enum import StrEnum


class RrPriceDramaticControlRequestMagnitude(StrEnum):
    MAJOR = "major"
    MINOR = "minor"
    MODERATE = "moderate"

    def __str__(self) -> str:
        return str(self.value)
