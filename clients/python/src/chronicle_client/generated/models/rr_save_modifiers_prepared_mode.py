from enum import StrEnum


class RrSaveModifiersPreparedMode(StrEnum):
    MULTIPLE = "multiple"
    MULTIPLE_PERSISTENT = "multiple_persistent"
    PERSISTENT = "persistent"
    SINGLE = "single"

    def __str__(self) -> str:
        return str(self.value)
