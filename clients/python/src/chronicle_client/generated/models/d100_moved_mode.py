from enum import StrEnum


class D100MovedMode(StrEnum):
    CHARGE = "charge"
    JOG = "jog"
    RUN = "run"
    SPRINT = "sprint"
    WALK = "walk"

    def __str__(self) -> str:
        return str(self.value)
