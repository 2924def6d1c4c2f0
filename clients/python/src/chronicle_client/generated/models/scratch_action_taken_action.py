from enum import StrEnum


class ScratchActionTakenAction(StrEnum):
    BASIC_ATTACK = "basic_attack"
    BLASTING = "blasting"
    BONUS = "bonus"
    CATCH = "catch"
    ENGAGE = "engage"
    ESCAPE = "escape"
    EVADE = "evade"
    FIGHTING = "fighting"
    HEALING = "healing"
    HOLD = "hold"
    KNOCKOUT = "knockout"
    SHOOTING = "shooting"
    TAKE_COVER = "take_cover"
    THROW_OBJECT = "throw_object"
    WRESTLING = "wrestling"

    def __str__(self) -> str:
        return str(self.value)
