from enum import StrEnum


class SbInjuryRolledWeaponClass(StrEnum):
    LARGE = "large"
    MEDIUM = "medium"
    PUNCH = "punch"
    SMALL = "small"

    def __str__(self) -> str:
        return str(self.value)
