from enum import StrEnum


class SbCharacterCreatedKind(StrEnum):
    ANIMAL = "animal"
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
