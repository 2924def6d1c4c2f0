from enum import StrEnum


class SbInjureRequestWeapon(StrEnum):
    LARGE = "large"
    MEDIUM = "medium"
    PUNCH = "punch"
    SMALL = "small"

    def __str__(self) -> str:
        return str(self.value)
