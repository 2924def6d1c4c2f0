from enum import StrEnum


class ScratchOperateVehicleRequestVehicle(StrEnum):
    AIR = "air"
    GROUND = "ground"
    SPACE = "space"
    WATER = "water"

    def __str__(self) -> str:
        return str(self.value)
