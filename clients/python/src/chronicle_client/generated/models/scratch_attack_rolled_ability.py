from enum import StrEnum


class ScratchAttackRolledAbility(StrEnum):
    ACROBATICS = "acrobatics"
    BLASTING = "blasting"
    COMMAND = "command"
    CRAFTSMANSHIP = "craftsmanship"
    DRIVING = "driving"
    FIGHTING = "fighting"
    FLYING = "flying"
    HEALING = "healing"
    KNOCKOUT = "knockout"
    NAVIGATION = "navigation"
    PILOTING = "piloting"
    QUICKNESS = "quickness"
    SHOOTING = "shooting"
    STALKING = "stalking"
    SWIMMING = "swimming"
    TOUGHNESS = "toughness"
    WRESTLING = "wrestling"

    def __str__(self) -> str:
        return str(self.value)
