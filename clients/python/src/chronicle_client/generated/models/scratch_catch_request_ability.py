from enum import StrEnum


class ScratchCatchRequestAbility(StrEnum):
    ACROBATICS = "acrobatics"
    FLYING = "flying"
    QUICKNESS = "quickness"
    SWIMMING = "swimming"

    def __str__(self) -> str:
        return str(self.value)
