from enum import StrEnum


class RrActionAccomplishedEffect(StrEnum):
    NONE = "none"
    REACTIVATE = "reactivate"
    REPAIR_ACCESSORY = "repair_accessory"

    def __str__(self) -> str:
        return str(self.value)
