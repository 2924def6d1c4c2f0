from enum import StrEnum


class SbSheetKind(StrEnum):
    ANIMAL = "animal"
    BOT = "bot"

    def __str__(self) -> str:
        return str(self.value)
