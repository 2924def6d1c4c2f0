from enum import StrEnum


class ScratchBasicAttackRequestAbility(StrEnum):
    FIGHTING = "fighting"
    WRESTLING = "wrestling"

    def __str__(self) -> str:
        return str(self.value)
