from enum import StrEnum


class SbDamageRolledWeaponClass(StrEnum):
    LARGE = "large"
    MEDIUM = "medium"
    PUNCH = "punch"
    SMALL = "small"

    def __str__(self) -> str:
        return str(self.value)
