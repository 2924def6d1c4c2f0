from enum import StrEnum


class SbSetWeaponRequestWeaponClass(StrEnum):
    LARGE = "large"
    MEDIUM = "medium"
    PUNCH = "punch"
    SMALL = "small"

    def __str__(self) -> str:
        return str(self.value)
