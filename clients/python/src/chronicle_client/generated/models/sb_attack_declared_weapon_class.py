from enum import StrEnum


class SbAttackDeclaredWeaponClass(StrEnum):
    LARGE = "large"
    MEDIUM = "medium"
    PUNCH = "punch"
    SMALL = "small"

    def __str__(self) -> str:
        return str(self.value)
