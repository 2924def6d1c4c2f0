from enum import StrEnum


class AskKind(StrEnum):
    CHOICE = "choice"
    DIE = "die"
    FLAG = "flag"
    MANY = "many"
    NUMBER = "number"
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
