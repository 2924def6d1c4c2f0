from enum import StrEnum


class WeaponKind(StrEnum):
    MELEE = "melee"
    RANGED = "ranged"
    THROWN = "thrown"

    def __str__(self) -> str:
        return str(self.value)
