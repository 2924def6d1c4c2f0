from enum import StrEnum


class SbActionTakenAction(StrEnum):
    ATTACK = "attack"
    DEFEND = "defend"
    DRAW = "draw"
    PICK_UP = "pick_up"
    RELOAD = "reload"
    RUN = "run"

    def __str__(self) -> str:
        return str(self.value)
