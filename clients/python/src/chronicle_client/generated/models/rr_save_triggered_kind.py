from enum import StrEnum


class RrSaveTriggeredKind(StrEnum):
    ATTRIBUTE = "attribute"
    DURABILITY = "durability"

    def __str__(self) -> str:
        return str(self.value)
