from enum import StrEnum


class RrChangeTraitRequestChange(StrEnum):
    LOWER = "lower"
    RAISE = "raise"

    def __str__(self) -> str:
        return str(self.value)
