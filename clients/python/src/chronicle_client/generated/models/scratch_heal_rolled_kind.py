from enum import StrEnum


class ScratchHealRolledKind(StrEnum):
    HEAL = "heal"
    REVIVE = "revive"

    def __str__(self) -> str:
        return str(self.value)
