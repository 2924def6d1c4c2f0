from enum import StrEnum


class RrTapestrySaveRolledSave(StrEnum):
    ROLE = "role"
    SELF_AWARENESS = "self_awareness"

    def __str__(self) -> str:
        return str(self.value)
