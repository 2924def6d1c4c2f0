from enum import StrEnum


class RbAdvanceSpentChange(StrEnum):
    EXTEND_DOING = "extend_doing"
    SWAP_BEING = "swap_being"
    SWAP_DOING = "swap_doing"

    def __str__(self) -> str:
        return str(self.value)
