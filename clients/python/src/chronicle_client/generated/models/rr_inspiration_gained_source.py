from enum import StrEnum


class RrInspirationGainedSource(StrEnum):
    AWARD = "award"
    TRAIT = "trait"

    def __str__(self) -> str:
        return str(self.value)
