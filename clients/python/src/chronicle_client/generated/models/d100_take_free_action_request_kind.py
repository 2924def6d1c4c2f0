from enum import StrEnum


class D100TakeFreeActionRequestKind(StrEnum):
    DRAW_WEAPON = "draw_weapon"
    OTHER = "other"
    SHOUT = "shout"

    def __str__(self) -> str:
        return str(self.value)
