from enum import StrEnum


class SbSheetShaping(StrEnum):
    AIR = "Air"
    EARTH = "Earth"
    LIGHT = "Light"
    LUCK = "Luck"
    TIME = "Time"
    WATER = "Water"

    def __str__(self) -> str:
        return str(self.value)
