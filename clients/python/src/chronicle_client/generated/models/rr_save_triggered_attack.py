from enum import StrEnum


class RrSaveTriggeredAttack(StrEnum):
    SWING = "swing"
    THRUST = "thrust"

    def __str__(self) -> str:
        return str(self.value)
