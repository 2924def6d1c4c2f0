from enum import StrEnum


class ScratchAttackRolledAction(StrEnum):
    BASIC_ATTACK = "basic_attack"
    BLASTING = "blasting"
    CATCH = "catch"
    HOLD = "hold"
    KNOCKOUT = "knockout"
    SHOOTING = "shooting"
    THROW_OBJECT = "throw_object"

    def __str__(self) -> str:
        return str(self.value)
