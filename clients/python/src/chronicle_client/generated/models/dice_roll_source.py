from enum import StrEnum


class DiceRollSource(StrEnum):
    PHYSICAL = "physical"
    SCRIPTED = "scripted"
    SERVER = "server"
    VERIFIABLE = "verifiable"

    def __str__(self) -> str:
        return str(self.value)
