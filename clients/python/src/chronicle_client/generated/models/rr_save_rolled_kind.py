from enum import StrEnum


class RrSaveRolledKind(StrEnum):
    ATTRIBUTE = "attribute"
    DURABILITY = "durability"

    def __str__(self) -> str:
        return str(self.value)
