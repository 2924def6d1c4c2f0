from enum import StrEnum


class D100HitLocationRolledLocation(StrEnum):
    BODY = "body"
    HEAD = "head"
    LEFT_ARM = "left_arm"
    LEFT_LEG = "left_leg"
    RIGHT_ARM = "right_arm"
    RIGHT_LEG = "right_leg"

    def __str__(self) -> str:
        return str(self.value)
