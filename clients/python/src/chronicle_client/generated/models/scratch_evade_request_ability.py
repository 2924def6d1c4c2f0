from enum import StrEnum


class ScratchEvadeRequestAbility(StrEnum):
    ACROBATICS = "acrobatics"
    FLYING = "flying"
    QUICKNESS = "quickness"
    SWIMMING = "swimming"

    def __str__(self) -> str:
        return str(self.value)
